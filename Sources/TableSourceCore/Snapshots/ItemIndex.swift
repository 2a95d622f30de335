/// Where each item of a snapshot is, found by the hash value the snapshot stored for it: an
/// open-addressing table with linear probing, at most half full, whose slots hold an item's hash
/// value and its place (its section's index and its row), not the item.
///
/// Holding no item, the table neither retains nor releases one, and is plain memory: 16 bytes a
/// slot. A look-up compares the stored hash values along its probe, and asks the caller to
/// compare the item only at a place whose hash value is equal. An entry is named by its hash
/// value and its place, which no other entry shares: removing or moving one needs no item.
///
/// Places must fit in 32 bits each (fewer than 2³² − 1 sections and rows a section).
@usableFromInline
struct ItemIndex: Sendable {
  /// An entry: an item's hash value and its place; `section == .max` in an empty slot.
  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var hash: Int
    @usableFromInline var section: UInt32
    @usableFromInline var row: UInt32

    @inlinable
    init(hash: Int, section: UInt32, row: UInt32) {
      self.hash = hash
      self.section = section
      self.row = row
    }

    @inlinable static var empty: Slot { Slot(hash: 0, section: .max, row: 0) }
    @inlinable var isEmpty: Bool { section == .max }
    @inlinable var place: ItemPlace { ItemPlace(section: Int(section), row: Int(row)) }
  }

  /// The slots: none, or a power of two of them.
  @usableFromInline var slots: [Slot] = []
  /// The number of entries.
  @usableFromInline var count = 0
  /// The shift that takes a mixed hash value's top bits to a slot.
  @usableFromInline var shift = 64

  @inlinable
  init() {}

  /// The slot where a probe for `hash` starts: the hash value's bits mixed by a multiplication
  /// (Fibonacci hashing), the top ones kept.
  @inlinable
  static func home(_ hash: Int, shift: Int) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  /// The place of the entry with hash value `hash` for which `matches(section, row)` is true, or
  /// `nil`.
  ///
  /// - Complexity: O(1) on average; `matches` is called only at places with an equal hash value.
  @inlinable
  func place(hash: Int, where matches: (Int, Int) -> Bool) -> ItemPlace? {
    guard count > 0 else { return nil }
    let start = Self.home(hash, shift: shift)
    return slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var slot = start
      while true {
        let entry = slots[slot]
        if entry.isEmpty { return nil }
        if entry.hash == hash && matches(Int(entry.section), Int(entry.row)) {
          return entry.place
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Adds an entry unless one with hash value `hash` for which `matches(section, row)` is true
  /// is there: returns that one's place then, and `nil` when it added the entry.
  ///
  /// - Complexity: O(1) on average, amortized.
  @inlinable
  mutating func insert(
    hash: Int, section: Int, row: Int, unlessFound matches: (Int, Int) -> Bool
  ) -> ItemPlace? {
    reserveCapacity(count + 1)
    let new = Self.slot(hash: hash, section: section, row: row)
    let shift = self.shift
    let found = slots.withUnsafeMutableBufferPointer { slots in
      Self.insert(new, into: slots, shift: shift, unlessFound: matches)
    }
    if found == nil { count += 1 }
    return found
  }

  /// Adds entries with hash values `hashes` at rows from `row` on of `section`, in order, up to
  /// the first one for which an entry with an equal hash value is there and
  /// `matches(offset, section, row)` is true, `offset` being the new one's in `hashes`. Returns
  /// how many it added: all of them, or up to that one.
  ///
  /// - Complexity: O(m) on average, amortized, for m hash values.
  @inlinable
  mutating func insert(
    hashes: UnsafeBufferPointer<Int>, section: Int, row: Int,
    unlessFound matches: (Int, Int, Int) -> Bool
  ) -> Int {
    guard !hashes.isEmpty else { return 0 }
    reserveCapacity(count + hashes.count)
    Self.checkFits(section: section, row: row + hashes.count - 1)
    let shift = self.shift
    let added = slots.withUnsafeMutableBufferPointer { slots in
      for offset in hashes.indices {
        let new = Slot(
          hash: hashes[offset], section: UInt32(truncatingIfNeeded: section),
          row: UInt32(truncatingIfNeeded: row + offset))
        let found = Self.insert(new, into: slots, shift: shift) { matches(offset, $0, $1) }
        if found != nil { return offset }
      }
      return hashes.count
    }
    count += added
    return added
  }

  /// Puts `new` in the first empty slot of its probe, unless an entry with its hash value for
  /// which `matches(section, row)` is true comes first: returns that one's place then.
  @inlinable
  static func insert(
    _ new: Slot, into slots: UnsafeMutableBufferPointer<Slot>, shift: Int,
    unlessFound matches: (Int, Int) -> Bool
  ) -> ItemPlace? {
    let mask = slots.count - 1
    var slot = home(new.hash, shift: shift)
    while true {
      let entry = slots[slot]
      if entry.isEmpty {
        slots[slot] = new
        return nil
      }
      if entry.hash == new.hash && matches(Int(entry.section), Int(entry.row)) {
        return entry.place
      }
      slot = (slot + 1) & mask
    }
  }

  /// Adds an entry for an item known not to be in the table.
  ///
  /// - Complexity: O(1) on average, amortized.
  @inlinable
  mutating func insert(hash: Int, section: Int, row: Int) {
    _ = insert(hash: hash, section: section, row: row) { _, _ in false }
  }

  /// Removes the entry with hash value `hash` at `section` and `row`, which must be there,
  /// moving later entries of its run back so that no probe stops short of them.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  mutating func remove(hash: Int, section: Int, row: Int) {
    let target = Self.slot(hash: hash, section: section, row: row)
    let shift = self.shift
    slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count - 1
      var hole = Self.home(hash, shift: shift)
      while true {
        let entry = slots[hole]
        precondition(!entry.isEmpty, "The item index has no entry at \(section), \(row)")
        if entry.hash == target.hash && entry.section == target.section
          && entry.row == target.row
        {
          break
        }
        hole = (hole + 1) & mask
      }
      var next = (hole + 1) & mask
      while !slots[next].isEmpty {
        // The entry at `next` moves into the hole unless its home lies after the hole, up to it.
        let start = Self.home(slots[next].hash, shift: shift)
        if (next - start) & mask >= (next - hole) & mask {
          slots[hole] = slots[next]
          hole = next
        }
        next = (next + 1) & mask
      }
      slots[hole] = .empty
    }
    count -= 1
  }

  /// Makes room for `capacity` entries with the table at most half full, moving the entries by
  /// their stored hash values.
  ///
  /// - Complexity: O(c) for the c slots, when it grows; O(1) otherwise.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    guard 2 * capacity > slots.count else { return }
    var size = 8
    var shift = 61
    while size < 2 * capacity {
      size <<= 1
      shift -= 1
    }
    let old = slots
    slots = Array(repeating: .empty, count: size)
    self.shift = shift
    let mask = size - 1
    slots.withUnsafeMutableBufferPointer { slots in
      for entry in old where !entry.isEmpty {
        var slot = Self.home(entry.hash, shift: shift)
        while !slots[slot].isEmpty { slot = (slot + 1) & mask }
        slots[slot] = entry
      }
    }
  }

  /// Removes every entry, keeping no room.
  @inlinable
  mutating func removeAll() {
    self = ItemIndex()
  }

  @inlinable
  static func slot(hash: Int, section: Int, row: Int) -> Slot {
    checkFits(section: section, row: row)
    return Slot(hash: hash, section: UInt32(section), row: UInt32(row))
  }

  /// Traps unless a slot can hold the place: each index in 32 bits, and a section's below the
  /// empty slot's mark.
  @inlinable
  static func checkFits(section: Int, row: Int) {
    precondition(
      section >= 0 && section < Int(UInt32.max) && row >= 0 && row < Int(UInt32.max),
      "A snapshot holds fewer than 2^32 - 1 sections and rows a section")
  }
}
