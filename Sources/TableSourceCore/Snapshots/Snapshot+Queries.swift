public import Foundation

extension Snapshot {
  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  public var numberOfItems: Int { itemSection.count }

  /// The number of items in a section, or 0 when the section is not in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  public func numberOfItems(inSection section: SectionID) -> Int {
    sectionIndex[section].map { items[$0].count } ?? 0
  }

  /// All item identifiers, section by section.
  ///
  /// - Complexity: O(n).
  public var itemIdentifiers: [ItemID] { Array(items.joined()) }

  /// The item identifiers of a section, or an empty array when it is not in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
    sectionIndex[section].map { items[$0] } ?? []
  }

  /// The section that holds an item, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    itemSection[item]
  }

  /// Whether the snapshot holds the item.
  ///
  /// - Complexity: O(1) on average.
  public func contains(item: ItemID) -> Bool { itemSection[item] != nil }

  /// The index of a section, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  public func indexOfSection(_ section: SectionID) -> Int? { sectionIndex[section] }

  /// The position of an item among all items, section by section, or `nil`.
  ///
  /// - Complexity: O(s + k) for s sections before the item's and k items before it in its
  ///   section.
  public func indexOfItem(_ item: ItemID) -> Int? {
    guard let path = indexPath(ofItem: item) else { return nil }
    return items[..<path.section].reduce(0) { $0 + $1.count } + path.row
  }

  /// The index path of an item, or `nil`.
  ///
  /// - Complexity: O(k) for k items before it in its section.
  public func indexPath(ofItem item: ItemID) -> IndexPath? {
    guard let section = itemSection[item], let index = sectionIndex[section],
      let row = items[index].firstIndex(of: item)
    else { return nil }
    return IndexPath(row: row, section: index)
  }

  /// The item at an index path, or `nil`.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
    guard indexPath.count == 2, items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return items[indexPath.section][indexPath.row]
  }

  /// Items marked with ``reloadItems(_:)``.
  public var reloadedItemIdentifiers: Set<ItemID> { reloaded }

  /// Items marked with ``reconfigureItems(_:)``.
  public var reconfiguredItemIdentifiers: Set<ItemID> { reconfigured }

  /// Sections marked with ``reloadSections(_:)``.
  public var reloadedSectionIdentifiers: Set<SectionID> { reloadedSections }
}
