public import Foundation

// Outlines in one section of a diffable data source (C-K1, C-K9): a section snapshot applied to a
// section puts its visible items there, and the user's disclosure taps expand and collapse its
// items through the same checked applies as any snapshot.
//
// A whole-snapshot apply keeps a section's outline as long as it leaves the section's items as
// the outline put them (an app that changes another section, or applies `snapshot()` again).
// One that changes them makes the section flat: `snapshot(for:)` then answers its items as
// collapsed root items, and disclosure taps in it do nothing, until a section snapshot is
// applied to it again. UIKit's documentation says only that the expanded state "persists along
// with the section snapshot" (C-K4); this is TableSource's reading of it.

extension DiffableDataSource {
  /// How the user expands and collapses items with the outline disclosure (C-K9), as
  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`. Every handler is optional.
  public struct SectionSnapshotHandlers {
    /// Whether the item may expand; `nil` lets every item expand.
    public var shouldExpandItem: (@MainActor (ItemID) -> Bool)?
    /// Runs before the item expands.
    public var willExpandItem: (@MainActor (ItemID) -> Void)?
    /// Whether the item may collapse; `nil` lets every item collapse.
    public var shouldCollapseItem: (@MainActor (ItemID) -> Bool)?
    /// Runs before the item collapses.
    public var willCollapseItem: (@MainActor (ItemID) -> Void)?
    /// The children an item gets as it expands, given the item and a section snapshot of its
    /// children now (`snapshot(of:)`): for children loaded when first shown. `nil` keeps them.
    public var snapshotForExpandingParent:
      (@MainActor (ItemID, SectionSnapshot<ItemID>) -> SectionSnapshot<ItemID>)?

    /// Handlers that let every item expand and collapse.
    public init(
      shouldExpandItem: (@MainActor (ItemID) -> Bool)? = nil,
      willExpandItem: (@MainActor (ItemID) -> Void)? = nil,
      shouldCollapseItem: (@MainActor (ItemID) -> Bool)? = nil,
      willCollapseItem: (@MainActor (ItemID) -> Void)? = nil,
      snapshotForExpandingParent: (
        @MainActor (ItemID, SectionSnapshot<ItemID>) -> SectionSnapshot<ItemID>
      )? = nil
    ) {
      self.shouldExpandItem = shouldExpandItem
      self.willExpandItem = willExpandItem
      self.shouldCollapseItem = shouldCollapseItem
      self.willCollapseItem = willCollapseItem
      self.snapshotForExpandingParent = snapshotForExpandingParent
    }
  }

  /// A section's outline and the items it put in the section.
  @usableFromInline
  struct Outline {
    @usableFromInline var tree: SectionSnapshot<ItemID>
    /// The section's items as the outline left them (its visible items): the outline holds while
    /// the section has these. Kept as the snapshot's own array, so that comparing it with the
    /// section's is O(1) while nothing changed.
    @usableFromInline var shown: [ItemID]

    @inlinable
    init(tree: SectionSnapshot<ItemID>, shown: [ItemID]) {
      self.tree = tree
      self.shown = shown
    }
  }

  /// Replaces the content of one section of the bound view with a section snapshot's visible
  /// items, the rest of the snapshot unchanged (C-K1, C-K9), as UIKit's
  /// `apply(_:to:animatingDifferences:completion:)`. The data source keeps the outline:
  /// ``snapshot(for:)`` reads it back, and the user's disclosure taps expand and collapse its
  /// items.
  ///
  /// - Throws: ``TableViewError/noBoundTable`` when the data source is bound to no view;
  ///   otherwise what ``apply(_:to:in:animatingDifferences:)`` throws.
  /// - Complexity: As ``apply(_:to:in:animatingDifferences:)``.
  @inlinable
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemID>, to section: SectionID,
    animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) throws {
    guard let boundView else { throw TableViewError.noBoundTable }
    do {
      try apply(
        sectionSnapshot, to: section, inView: boundView, animatingDifferences: animatingDifferences)
    } catch let error as DisplayFailedAfterUpdate {
      completion?()
      throw error
    }
    completion?()
  }

  /// Replaces the content of one section of `view` with a section snapshot's visible items
  /// (C-K1, C-K9), through the same diff and checked batch updates as
  /// ``apply(_:to:animatingDifferences:updateStyle:)``.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` for a section that is not in the data
  ///   source's snapshot (UIKit raises an exception whose text is not recorded);
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)`` when a visible item is in another
  ///   section; what the whole apply throws. Nothing changes then, except after a
  ///   ``DisplayFailedAfterUpdate`` (the update was applied and the outline is kept).
  /// - Complexity: O(n + m) for n items in the snapshot and m in the section snapshot, plus the
  ///   whole apply's diff and the view's work.
  @inlinable
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemID>, to section: SectionID,
    in view: some RowsViewInterface, animatingDifferences: Bool = true
  ) throws {
    try apply(
      sectionSnapshot, to: section, inView: view, animatingDifferences: animatingDifferences)
  }

  /// ``apply(_:to:in:animatingDifferences:)``, generic over the identifier types only, as the
  /// whole apply's `apply(_:toTable:animatingDifferences:updateStyle:)`: a view opened from an
  /// existential would leave a generic method unspecialized, and with it the diff and the closure
  /// made for the taps.
  @inlinable
  func apply(
    _ sectionSnapshot: SectionSnapshot<ItemID>, to section: SectionID,
    inView view: any RowsViewInterface, animatingDifferences: Bool
  ) throws {
    indexItemsIfStale()
    guard let index = current.indexOfSection(section) else {
      throw SnapshotError.sectionNotFound(String(describing: section))
    }
    if outlineToggle == nil {
      // Made here, in the app's specialization of this method (see `toggleOutline(at:in:)`).
      outlineToggle = { [unowned self] in try self.toggleOutline(at: $0, in: $1) }
    }
    var new = current
    try new.deleteItems(current.items[index])
    try new.appendItems(sectionSnapshot.visibleItems, toSection: section)
    try apply(
      new, withOutline: Outline(tree: sectionSnapshot, shown: new.items[index]), of: section,
      in: view, animatingDifferences: animatingDifferences)
  }

  /// The section's content as a section snapshot (C-K1): the outline last applied to it while
  /// its items are still those the outline put there, else its items as collapsed root items;
  /// empty for a section that does not exist.
  ///
  /// - Complexity: O(1) while the outline holds; O(k) for k items of a flat section.
  @inlinable
  public func snapshot(for section: SectionID) -> SectionSnapshot<ItemID> {
    indexItemsIfStale()
    guard let index = current.indexOfSection(section) else { return SectionSnapshot() }
    return outline(of: section, at: index)?.tree ?? SectionSnapshot(roots: current.items[index])
  }

  /// The outline of the section at `index` while it holds (see ``snapshot(for:)``).
  @inlinable
  func outline(of section: SectionID, at index: Int) -> Outline? {
    guard let outline = outlines[section], outline.shown == current.items[index] else {
      return nil
    }
    return outline
  }

  /// Applies `new` with `outline` as `section`'s: the outline is recorded before the apply, so
  /// that the view's questions during it read it, and restored if the apply is refused.
  @inlinable
  func apply(
    _ new: Snapshot<SectionID, ItemID>, withOutline outline: Outline, of section: SectionID,
    in view: any RowsViewInterface, animatingDifferences: Bool
  ) throws {
    let previous = outlines.updateValue(outline, forKey: section)
    do {
      try apply(
        new, toTable: view, animatingDifferences: animatingDifferences, updateStyle: .reconfigure)
    } catch let error as DisplayFailedAfterUpdate {
      throw error
    } catch {
      outlines[section] = previous
      throw error
    }
  }
}

// MARK: - The user's disclosure taps

extension DiffableDataSource: OutlineDisclosureSource {
  /// Expands or collapses the item at `indexPath` as the outline disclosure does (C-K9): asks
  /// ``SectionSnapshotHandlers/shouldExpandItem`` (or `shouldCollapseItem`), runs `willExpandItem`
  /// (or `willCollapseItem`), takes the children `snapshotForExpandingParent` gives, and applies
  /// the items shown or hidden as inserts or deletes. Returns whether the item changed: `false`
  /// for an index path outside an outline, or a handler that said no.
  ///
  /// - Throws: What the apply throws, or the section snapshot's error for children that
  ///   `snapshotForExpandingParent` gives and are elsewhere; nothing changes then.
  /// - Complexity: O(c) for c items shown or hidden, plus the whole apply's diff.
  package func toggleOutlineDisclosure(at indexPath: IndexPath, in view: any RowsViewInterface)
    throws -> Bool
  {
    if let outlineToggle { return try outlineToggle(indexPath, view) }
    return try toggleOutline(at: indexPath, in: view)
  }

  /// ``toggleOutlineDisclosure(at:in:)``, inlinable: the closure that the first section apply
  /// stores in ``outlineToggle`` calls it specialized for the app's identifier types, as the app's
  /// own applies are, so that a tap's diff costs what an apply's does.
  @inlinable
  func toggleOutline(at indexPath: IndexPath, in view: any RowsViewInterface) throws -> Bool {
    indexItemsIfStale()
    // No copy of the outline is held here: the expansion changes it in place.
    guard let item = current.itemIdentifier(at: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      outline(of: section, at: indexPath.section) != nil,
      let expanded = try? outlines[section]?.tree.isExpanded(item)
    else { return false }
    let handlers = sectionSnapshotHandlers
    if expanded {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParent {
        // The handler's snapshot may change the subtree: the section is applied again.
        guard var tree = outline(of: section, at: indexPath.section)?.tree else { return false }
        try tree.replace(childrenOf: item, using: children(item, try tree.snapshot(of: item)))
        tree.expand([item])
        try apply(tree, to: section, inView: view, animatingDifferences: true)
        return true
      }
    }
    // A handler may have applied another snapshot: the item must still be there.
    guard current.itemIdentifier(at: indexPath) == item,
      outline(of: section, at: indexPath.section) != nil
    else { return false }
    try setExpanded(!expanded, item, in: section, at: indexPath.section, view: view)
    return true
  }

  /// Expands or collapses a visible item of an outlined section: its visible descendants are
  /// inserted after it, or deleted, in the whole snapshot applied. If the apply is refused, the
  /// outline is as it was.
  ///
  /// - Complexity: O(c) for c items shown or hidden, plus the apply.
  @inlinable
  func setExpanded(
    _ expanded: Bool, _ item: ItemID, in section: SectionID, at index: Int,
    view: any RowsViewInterface
  ) throws {
    // Taken out of the dictionary, the tree is changed in place, not copied.
    guard var outline = outlines.removeValue(forKey: section) else { return }
    let before = outline.shown
    let moved = outline.tree.itemsShown(under: item)
    var new = current
    do {
      if expanded {
        if !moved.isEmpty { try new.insertItems(moved, afterItem: item) }
      } else {
        if !moved.isEmpty { try new.deleteItems(moved) }
      }
    } catch {
      outlines[section] = outline
      throw error
    }
    expanded ? outline.tree.expand([item]) : outline.tree.collapse([item])
    outline.shown = new.items[index]
    do {
      try apply(new, withOutline: outline, of: section, in: view, animatingDifferences: true)
    } catch let error as DisplayFailedAfterUpdate {
      throw error
    } catch {
      expanded ? outline.tree.collapse([item]) : outline.tree.expand([item])
      outline.shown = before
      outlines[section] = outline
      throw error
    }
  }

  /// The item's level in its section's outline and whether it is expanded; level 0 and not
  /// expanded outside one.
  ///
  /// - Complexity: O(1) on average.
  package func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool) {
    guard !outlines.isEmpty, let item = current.itemIdentifier(at: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      let outline = outline(of: section, at: indexPath.section)
    else { return (0, false) }
    return ((try? outline.tree.level(of: item)) ?? 0, (try? outline.tree.isExpanded(item)) ?? false)
  }
}
