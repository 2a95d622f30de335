public import Foundation

extension Snapshot {
  /// The number of sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfItems: Int { itemIndex.count }

  /// The number of items in a section, or 0 when the section is not in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func numberOfItems(inSection section: SectionID) -> Int {
    sectionIndex[section].map { items[$0].count } ?? 0
  }

  /// All item identifiers, section by section.
  ///
  /// - Complexity: O(n).
  @inlinable
  public var itemIdentifiers: [ItemID] { Array(items.joined()) }

  /// The item identifiers of a section, or an empty array when it is not in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
    sectionIndex[section].map { items[$0] } ?? []
  }

  /// The section that holds an item, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    place(of: item).map { sectionIdentifiers[$0.section] }
  }

  /// Whether the snapshot holds the item.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(item: ItemID) -> Bool { place(of: item) != nil }

  /// The index of a section, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func indexOfSection(_ section: SectionID) -> Int? { sectionIndex[section] }

  /// The position of an item among all items, section by section, or `nil`.
  ///
  /// - Complexity: O(1) on average, plus O(s) for the s sections before the item's.
  @inlinable
  public func indexOfItem(_ item: ItemID) -> Int? {
    guard let place = place(of: item) else { return nil }
    var index = place.row
    for section in 0..<place.section { index += items[section].count }
    return index
  }

  /// The index path of an item, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func indexPath(ofItem item: ItemID) -> IndexPath? {
    place(of: item).map { IndexPath(row: $0.row, section: $0.section) }
  }

  /// The item at an index path, or `nil`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
    // Counts, not `indices`: a data source's code runs unspecialized when the table calls it,
    // and a collection's `indices` then looks up the array's type and conformance on each call.
    guard indexPath.count == 2 else { return nil }
    let (section, row) = (indexPath[0], indexPath[1])
    guard section >= 0 && section < items.count else { return nil }
    let sectionItems = items[section]
    guard row >= 0 && row < sectionItems.count else { return nil }
    return sectionItems[row]
  }

  /// Items marked with ``reloadItems(_:)``.
  @inlinable
  public var reloadedItemIdentifiers: Set<ItemID> { reloaded }

  /// Items marked with ``reconfigureItems(_:)``.
  @inlinable
  public var reconfiguredItemIdentifiers: Set<ItemID> { reconfigured }

  /// Sections marked with ``reloadSections(_:)``.
  @inlinable
  public var reloadedSectionIdentifiers: Set<SectionID> { reloadedSections }
}
