/// A set of rows of one side of an update, by global index in `0..<count`, one bit a row.
///
/// A plan checks a dense update (a diff's, which changes rows all over the table) for conflicts
/// by marking its rows rather than sorting them: a row marked twice is a conflict, and the marks
/// read in order are the rows that leave, ascending, with nothing sorted. Clearing and reading
/// the bits costs O(n / 64) for n rows, so a sparse update (a few rows of a long table) sorts
/// its rows instead (``pays(rows:changes:)``).
struct RowMarks {
  private var words: [UInt64]

  /// No row of `0..<count` marked.
  init(count: Int) {
    words = Array(repeating: 0, count: (count + 63) >> 6)
  }

  /// Whether marking pays for an update of `changes` rows on sides of at most `rows` rows: the
  /// words to clear and read are no more than the rows to mark.
  static func pays(rows: Int, changes: Int) -> Bool {
    (rows + 63) >> 6 <= changes
  }

  /// Marks `row`; `false` when it was marked already.
  mutating func insert(_ row: Int) -> Bool {
    let bit = UInt64(1) << UInt64(row & 63)
    let word = words[row >> 6]
    words[row >> 6] = word | bit
    return word & bit == 0
  }

  /// Whether `row` is marked.
  func contains(_ row: Int) -> Bool {
    words[row >> 6] & (UInt64(1) << UInt64(row & 63)) != 0
  }

  /// For each word of marks, the rows marked in the words before it: what
  /// ``rank(of:wordRanks:)`` counts from.
  ///
  /// - Complexity: O(n / 64) for n rows.
  func wordRanks() -> [Int] {
    var total = 0
    return words.map { word in
      defer { total += word.nonzeroBitCount }
      return total
    }
  }

  /// The number of marked rows below `row`: its index among ``members(count:)`` when it is
  /// marked.
  ///
  /// - Complexity: O(1), given ``wordRanks()``.
  func rank(of row: Int, wordRanks: [Int]) -> Int {
    let below = words[row >> 6] & ((UInt64(1) << UInt64(row & 63)) &- 1)
    return wordRanks[row >> 6] + below.nonzeroBitCount
  }

  /// The marked rows, ascending; `count` of them.
  ///
  /// - Complexity: O(n / 64 + count) for n rows.
  func members(count: Int) -> [Int] {
    var rows: [Int] = []
    rows.reserveCapacity(count)
    for (index, word) in words.enumerated() where word != 0 {
      var rest = word
      while rest != 0 {
        rows.append(index << 6 | rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
    return rows
  }
}
