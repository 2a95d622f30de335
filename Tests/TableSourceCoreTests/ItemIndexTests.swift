import Testing

@testable import TableSourceCore

@Suite("ItemIndex: a snapshot's index of hash values and places")
struct ItemIndexTests {
  /// An index of `count` entries whose hash values collide in groups of `group` (one probe run
  /// each), at rows 0..<count of section 0; entries are told apart by their places.
  private func index(count: Int, group: Int) -> ItemIndex {
    var index = ItemIndex()
    for row in 0..<count {
      index.insert(hash: row / group, section: 0, row: row)
    }
    return index
  }

  private func place(_ index: ItemIndex, row: Int, group: Int) -> ItemPlace? {
    index.place(hash: row / group) { $0 == 0 && $1 == row }
  }

  @Test("entries with colliding hash values are found by place, and each removal keeps the rest")
  func removalKeepsProbeRuns() {
    let group = 7
    var index = index(count: 200, group: group)
    #expect(index.count == 200)
    for row in stride(from: 0, to: 200, by: 3) {
      index.remove(hash: row / group, section: 0, row: row)
    }
    for row in 0..<200 {
      let expected = row % 3 == 0 ? nil : ItemPlace(section: 0, row: row)
      #expect(place(index, row: row, group: group) == expected)
    }
    #expect(index.count == 200 - 67)
  }

  @Test("an insertion finds an equal entry instead of adding one; a batch stops at it")
  func insertionFindsEqualEntries() {
    var index = ItemIndex()
    #expect(index.insert(hash: 5, section: 1, row: 2) { _, _ in false } == nil)
    let found = index.insert(hash: 5, section: 1, row: 3) { $0 == 1 && $1 == 2 }
    #expect(found == ItemPlace(section: 1, row: 2) && index.count == 1)
    let hashes = [9, 5, 11]
    let added = hashes.withUnsafeBufferPointer { hashes in
      index.insert(hashes: hashes, section: 1, row: 10) { offset, section, row in
        offset == 1 && section == 1 && row == 2
      }
    }
    #expect(added == 1 && index.count == 2)
    #expect(index.place(hash: 9) { $0 == 1 && $1 == 10 } == ItemPlace(section: 1, row: 10))
    #expect(index.place(hash: 11) { _, _ in true } == nil)
  }
}
