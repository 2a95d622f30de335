import Foundation
import TableSource
import Testing

/// A delegate that records the selection and multiple-selection calls in order, answers
/// `shouldBeginMultipleSelectionInteractionAt` as the test says (UIKit's default when `nil`),
/// and runs a test's hooks inside the callbacks (they get the collection view, so that none
/// captures it).
@MainActor
private final class PanDelegate: CollectionViewDelegate {
  var calls: [String] = []
  var beginsPan: Bool?
  var shouldSelect: (IndexPath) -> Bool = { _ in true }
  var onShouldBegin: ((VirtualCollectionView) -> Void)?
  var onDidBegin: ((VirtualCollectionView) -> Void)?
  var onDidSelect: ((VirtualCollectionView, IndexPath) -> Void)?

  func collectionView(
    _ collectionView: VirtualCollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    calls.append("shouldBegin \(name(indexPath))")
    onShouldBegin?(collectionView)
    return beginsPan ?? collectionView.allowsMultipleSelectionDuringEditing
  }

  func collectionView(
    _ collectionView: VirtualCollectionView,
    didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    calls.append("didBegin \(name(indexPath))" + (collectionView.isEditing ? " editing" : ""))
    onDidBegin?(collectionView)
  }

  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: VirtualCollectionView) {
    calls.append("didEnd" + (collectionView.isEditing ? " editing" : ""))
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    calls.append("shouldSelect \(name(indexPath))")
    return shouldSelect(indexPath)
  }

  func collectionView(_ collectionView: VirtualCollectionView, didSelectItemAt indexPath: IndexPath)
  {
    calls.append("didSelect \(name(indexPath))")
    onDidSelect?(collectionView, indexPath)
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    calls.append("shouldDeselect \(name(indexPath))")
    return true
  }

  func collectionView(
    _ collectionView: VirtualCollectionView, didDeselectItemAt indexPath: IndexPath
  ) { calls.append("didDeselect \(name(indexPath))") }

  private func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
}

/// Index paths of items 0…n in section 0.
private func firstItems(_ items: [Int]) -> [IndexPath] {
  items.map { IndexPath(item: $0, section: 0) }
}

@MainActor
@Suite("Editing mode and multiple-selection gestures in the collection view")
struct EditingSelectionTests {
  /// A grid of 30 items, laid out, with a new ``PanDelegate`` that answers `beginsPan`
  /// (`nil`: UIKit's default) and `allowsMultipleSelectionDuringEditing` set to `multiple`.
  private func makePanGrid(beginsPan: Bool? = nil, multiple: Bool = false) throws -> (
    VirtualCollectionView, GridSource, PanDelegate
  ) {
    let (grid, source) = try makeGrid([30])
    let delegate = PanDelegate()
    delegate.beginsPan = beginsPan
    grid.delegate = delegate
    grid.allowsMultipleSelectionDuringEditing = multiple
    try grid.layoutIfNeeded()
    return (grid, source, delegate)
  }

  @Test(
    "Editing mode is off by default, and selection in it is off until a during-editing setting allows it, single or multiple (C-I5)"
  )
  func editingModeSettings() throws {
    let (grid, _, delegate) = try makePanGrid()
    #expect(!grid.isEditing && !grid.allowsSelectionDuringEditing)
    #expect(!grid.allowsMultipleSelectionDuringEditing)
    try grid.tapItem(at: IndexPath(item: 0, section: 0))
    grid.isEditing = true
    // allowsSelection is on, but editing mode reads its own settings.
    try grid.tapItem(at: IndexPath(item: 1, section: 0))
    try grid.selectItem(at: IndexPath(item: 2, section: 0))
    grid.deselectItem(at: IndexPath(item: 0, section: 0))
    #expect(grid.indexPathsForSelectedItems == firstItems([0]))
    grid.allowsSelectionDuringEditing = true
    try grid.tapItem(at: IndexPath(item: 1, section: 0))
    try grid.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(grid.indexPathsForSelectedItems == firstItems([2]))
    // Multiple selection during editing allows selecting on its own, as Apple's two-finger pan
    // sample relies on.
    grid.allowsSelectionDuringEditing = false
    grid.allowsMultipleSelectionDuringEditing = true
    try grid.tapItem(at: IndexPath(item: 4, section: 0))
    try grid.tapItem(at: IndexPath(item: 2, section: 0))
    try grid.tapItem(at: IndexPath(item: 5, section: 0))
    #expect(grid.indexPathsForSelectedItems == firstItems([4, 5]))
    // Out of editing mode, single selection again; the selection stays as it was.
    grid.isEditing = false
    #expect(grid.indexPathsForSelectedItems == firstItems([4, 5]))
    try grid.tapItem(at: IndexPath(item: 6, section: 0))
    #expect(grid.indexPathsForSelectedItems == firstItems([6]))
    #expect(
      delegate.calls == [
        "shouldSelect 0.0", "didSelect 0.0",
        "shouldSelect 0.1", "didDeselect 0.0", "didSelect 0.1",
        "shouldSelect 0.2", "didDeselect 0.1", "didSelect 0.2",
        "shouldSelect 0.4", "didSelect 0.4", "shouldDeselect 0.2", "didDeselect 0.2",
        "shouldSelect 0.5", "didSelect 0.5",
        "shouldSelect 0.6", "didDeselect 0.4", "didDeselect 0.5", "didSelect 0.6",
      ])
  }

  @Test(
    "A two-finger pan is refused by default, as allowsMultipleSelectionDuringEditing is off, and by a delegate that says no: nothing changes (C-I5)"
  )
  func refusedPan() throws {
    let (plain, _) = try makeGrid([30])
    #expect(try !plain.simulate.twoFingerPan(over: firstItems([0, 1, 2])))
    #expect(!plain.isEditing && plain.indexPathsForSelectedItems.isEmpty)
    plain.allowsMultipleSelectionDuringEditing = true
    #expect(try plain.simulate.twoFingerPan(over: firstItems([0, 1, 2])))
    #expect(plain.isEditing && plain.indexPathsForSelectedItems == firstItems([0, 1, 2]))

    let (grid, _, delegate) = try makePanGrid(beginsPan: false, multiple: true)
    #expect(try !grid.simulate.twoFingerPan(over: firstItems([3, 4])))
    #expect(!grid.isEditing && grid.indexPathsForSelectedItems.isEmpty)
    #expect(delegate.calls == ["shouldBegin 0.3"])
  }

  @Test(
    "A two-finger pan the delegate allows enters editing mode, tells begin, selects each item it crosses through shouldSelect and didSelect, tells end and stays in editing mode (C-I5)"
  )
  func allowedPanSelects() throws {
    let (grid, _, delegate) = try makePanGrid(beginsPan: true, multiple: true)
    delegate.shouldSelect = { $0.item != 3 }
    try grid.selectItem(at: IndexPath(item: 7, section: 0))
    #expect(try grid.simulate.twoFingerPan(over: firstItems([1, 2, 3, 4, 2])))
    #expect(grid.isEditing)
    #expect(grid.indexPathsForSelectedItems == firstItems([1, 2, 4, 7]))
    #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    #expect(
      delegate.calls == [
        "shouldBegin 0.1", "didBegin 0.1 editing",
        "shouldSelect 0.1", "didSelect 0.1", "shouldSelect 0.2", "didSelect 0.2",
        "shouldSelect 0.3", "shouldSelect 0.4", "didSelect 0.4",
        "didEnd editing",
      ])
  }

  @Test(
    "A two-finger pan that starts on a selected item deselects the selected items it crosses (C-I5)"
  )
  func panFromSelectedItemDeselects() throws {
    let (grid, _, delegate) = try makePanGrid(multiple: true)
    #expect(try grid.simulate.twoFingerPan(over: firstItems([0, 1, 2, 3])))
    delegate.calls.removeAll()
    #expect(try grid.simulate.twoFingerPan(over: firstItems([1, 4, 2])))
    #expect(grid.indexPathsForSelectedItems == firstItems([0, 3]))
    #expect(
      delegate.calls == [
        "shouldBegin 0.1", "didBegin 0.1 editing",
        "shouldDeselect 0.1", "didDeselect 0.1", "shouldDeselect 0.2", "didDeselect 0.2",
        "didEnd editing",
      ])
  }

  @Test(
    "In single selection during editing each item a pan crosses replaces the one before; with no selection during editing a pan selects nothing (C-I5)"
  )
  func panInSingleSelection() throws {
    let (grid, _, delegate) = try makePanGrid(beginsPan: true)
    #expect(try grid.simulate.twoFingerPan(over: firstItems([0, 1])))
    #expect(grid.isEditing && grid.indexPathsForSelectedItems.isEmpty)
    #expect(delegate.calls == ["shouldBegin 0.0", "didBegin 0.0 editing", "didEnd editing"])
    delegate.calls.removeAll()
    grid.allowsSelectionDuringEditing = true
    #expect(try grid.simulate.twoFingerPan(over: firstItems([0, 1, 2])))
    #expect(grid.indexPathsForSelectedItems == firstItems([2]))
    #expect(
      delegate.calls == [
        "shouldBegin 0.0", "didBegin 0.0 editing",
        "shouldSelect 0.0", "didSelect 0.0",
        "shouldSelect 0.1", "didDeselect 0.0", "didSelect 0.1",
        "shouldSelect 0.2", "didDeselect 0.1", "didSelect 0.2",
        "didEnd editing",
      ])
  }

  @Test(
    "A pan over an item without a cell on display throws before anything happens (C-I5)"
  )
  func panOverHiddenItemThrows() throws {
    let (grid, _, delegate) = try makePanGrid(beginsPan: true)
    let error = #expect(throws: CollectionViewError.self) {
      try grid.simulate.twoFingerPan(over: firstItems([0, 1, 29]))
    }
    #expect(
      error
        == .invalidIndexPath(IndexPath(item: 29, section: 0), call: "simulate.twoFingerPan(over:)"))
    #expect(!grid.isEditing && grid.indexPathsForSelectedItems.isEmpty && delegate.calls.isEmpty)
  }

  @Test(
    "The pan's callbacks may change the collection view without a trap: begin reloads the items on display, a selection deletes an item the fingers then cross; a gesture from the should-begin question throws (C-I5)"
  )
  func panCallbacksMayUpdate() throws {
    let (grid, source, delegate) = try makePanGrid(beginsPan: true, multiple: true)
    var refused: [any Error] = []
    delegate.onShouldBegin = { view in
      do { try view.simulate.tap(item: IndexPath(item: 5, section: 0)) } catch {
        refused.append(error)
      }
    }
    // As Apple's sample does on entering editing mode.
    delegate.onDidBegin = { view in
      try? view.reloadItems(at: view.indexPathsForVisibleItems)
    }
    // Selecting item 1 deletes item 2: the fingers then cross items 2 and 3, once 3 and 4.
    delegate.onDidSelect = { view, path in
      guard path.item == 1 else { return }
      source.sections[0].remove(at: 2)
      try? view.deleteItems(at: [IndexPath(item: 2, section: 0)])
    }
    #expect(try grid.simulate.twoFingerPan(over: firstItems([1, 2, 3])))
    #expect(
      refused.compactMap { $0 as? CollectionViewError } == [
        .reentrantCall(
          call: "tapItem(at:)",
          callback: "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)")
      ])
    #expect(grid.numberOfItems(inSection: 0) == 29)
    #expect(grid.indexPathsForSelectedItems == firstItems([1, 2, 3]))
    #expect(
      shownTexts(grid).prefix(5) == ["0.0", "0.1", "0.3", "0.4", "0.5"])
    #expect(delegate.calls.last == "didEnd editing")
  }

  @Test(
    "List cells follow the collection view's editing mode: on display, when the mode changes, and when reused (C-I5)"
  )
  func listCellsFollowEditingMode() throws {
    let (grid, source) = try makeGrid([60], layOut: false)
    try grid.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "list")
    source.cellProvider = { view, path in
      let cell = try view.dequeueReusableCell(withReuseIdentifier: "list", for: path)
      let list = try #require(cell as? CollectionViewListCell)
      var content = list.defaultContentConfiguration()
      content.text = "\(path.item)"
      list.showListContent(content, accessories: [.delete()])
      return list
    }
    try grid.layoutIfNeeded()
    func shown() -> [String] { grid.visibleCells.map(\.renderedContent) }
    #expect(shown().prefix(2) == ["0", "1"])
    grid.isEditing = true
    #expect(shown().prefix(2) == ["⊖  0", "⊖  1"])
    try grid.setContentOffset(CGPoint(x: 0, y: 1_000))
    try grid.layoutIfNeeded()
    #expect(!shown().isEmpty && shown().allSatisfy { $0.hasPrefix("⊖  ") })
    grid.isEditing = false
    try grid.setContentOffset(CGPoint(x: 0, y: 0))
    try grid.layoutIfNeeded()
    #expect(shown().prefix(2) == ["0", "1"])
    #expect(shown().allSatisfy { !$0.contains("⊖") })
  }
}
