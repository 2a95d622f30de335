import Foundation
import TableSource
import Testing

@MainActor
@Suite("The collection view's registration and dequeue contract")
struct DequeueContractTests {
  @Test(
    "Registering again replaces the class, nil removes it, and an empty identifier throws (C-A1)")
  func registrationReplacesAndRemoves() throws {
    let (grid, _) = try makeGrid([3], layOut: false)
    try grid.register(BadgeCell.self, forCellWithReuseIdentifier: "label")
    try grid.layoutIfNeeded()
    #expect(grid.visibleCells.allSatisfy { $0 is BadgeCell })
    // Asked before: the answer the collection view remembers goes with the registration.
    #expect(grid.hasRegistration(forCellWithReuseIdentifier: "label"))
    try grid.register(nil, forCellWithReuseIdentifier: "label")
    #expect(!grid.hasRegistration(forCellWithReuseIdentifier: "label"))
    // More identifiers than it remembers answers are each found, and an unknown one is not.
    let identifiers = (0..<12).map { "cell \($0)" }
    for identifier in identifiers {
      try grid.register(LabelCell.self, forCellWithReuseIdentifier: identifier)
    }
    for _ in 0..<2 {
      #expect(identifiers.allSatisfy { grid.hasRegistration(forCellWithReuseIdentifier: $0) })
    }
    #expect(!grid.hasRegistration(forCellWithReuseIdentifier: "label"))
    #expect(throws: TableViewError.self) {
      try grid.register(LabelCell.self, forCellWithReuseIdentifier: "")
    }
  }

  @Test(
    "Supplementary views are keyed by kind and identifier: a header registration does not answer a footer (C-A2)"
  )
  func supplementaryKeyedByKind() throws {
    let (grid, source) = try makeGrid([3], layOut: false)
    try grid.register(
      nil, forSupplementaryViewOfKind: CollectionElementKind.sectionFooter,
      withReuseIdentifier: "title")
    source.headerHeight = 40
    try grid.layoutIfNeeded()
    #expect(grid.visibleSupplementaryViews(ofKind: CollectionElementKind.sectionHeader).count == 1)
    source.footerHeight = 30
    grid.reloadData()
    #expect(
      throws: CollectionViewError.unregisteredIdentifier(
        kind: CollectionElementKind.sectionFooter, identifier: "title")
    ) { try grid.layoutIfNeeded() }
  }

  @Test("Dequeuing an unregistered identifier throws UIKit's message naming the kind (C-A3, C-A4)")
  func unregisteredIdentifier() throws {
    let (grid, source) = try makeGrid([3], layOut: false)
    source.cellProvider = { grid, path in
      try grid.dequeueReusableCell(withReuseIdentifier: "missing", for: path)
    }
    let error = #expect(throws: CollectionViewError.self) { try grid.layoutIfNeeded() }
    #expect(
      error?.description
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing "
        + "- must register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
    #expect(grid.visibleCells.isEmpty)
  }

  @Test(
    "A cell the collection view did not dequeue is rejected with UIKit's message, and nothing is shown (C-A5)"
  )
  func cellNotDequeued() throws {
    let (grid, source) = try makeGrid([3], layOut: false)
    source.cellProvider = { _, _ in LabelCell(reuseIdentifier: nil) }
    let error = #expect(throws: CollectionViewError.self) { try grid.layoutIfNeeded() }
    #expect(
      error?.description.hasPrefix(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier"
      ) == true)
    #expect(grid.visibleCells.isEmpty)
    source.cellProvider = nil
    try grid.layoutIfNeeded()
    #expect(shownTexts(grid) == ["0.0", "0.1", "0.2"])
  }

  @Test(
    "A nil supplementary view is rejected with UIKit's message naming the kind and index path (C-A6)"
  )
  func nilSupplementaryView() throws {
    let (grid, source) = try makeGrid([3], layOut: false)
    source.headerHeight = 40
    source.supplementaryProvider = { _, _, _ in nil }
    let error = #expect(throws: CollectionViewError.self) { try grid.layoutIfNeeded() }
    #expect(
      error?.description
        == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
        + "(UICollectionElementKindSectionHeader,{length = 2, path = 0 - 0}) was not retrieved by "
        + "calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is "
        + "nil ((null))")
  }

  @Test(
    "A supplementary view dequeued for another kind is rejected with UIKit's message (C-A7)",
    arguments: [UIKitRelease.iOS(17), .iOS(18)])
  func supplementaryKindMismatch(release: UIKitRelease) throws {
    let (grid, source) = try makeGrid([3], release: release, layOut: false)
    source.headerHeight = 40
    source.supplementaryProvider = { grid, _, path in
      try grid.dequeueReusableSupplementaryView(
        ofKind: CollectionElementKind.sectionFooter, withReuseIdentifier: "title", for: path)
    }
    let error = #expect(throws: CollectionViewError.self) { try grid.layoutIfNeeded() }
    #expect(
      error
        == .supplementaryKindMismatch(
          asked: CollectionElementKind.sectionHeader,
          registered: CollectionElementKind.sectionFooter))
    #expect(
      error?.description.contains(
        "When asked for a view of element kind 'UICollectionElementKindSectionHeader' the data "
          + "source dequeued a view registered for the element kind "
          + "'UICollectionElementKindSectionFooter'.") == true)
    #expect(
      grid.queuedSupplementaryViewCount(
        ofKind: CollectionElementKind.sectionFooter, reuseIdentifier: "title") == 0)
  }

  @Test("From iOS 18 a dequeue outside a request throws; before, it is noted and allowed (C-A8)")
  func dequeueOutsideRequest() throws {
    let (modern, _) = try makeGrid([3], release: .iOS(18))
    let error = #expect(throws: CollectionViewError.self) {
      try modern.dequeueReusableCell(
        withReuseIdentifier: "label", for: IndexPath(item: 0, section: 0))
    }
    #expect(
      error?.description.hasPrefix(
        "Expected dequeued view to be returned to the collection view in preparation for display.")
        == true)
    #expect(modern.diagnostics.isEmpty)

    let (older, _) = try makeGrid([3], release: .iOS(17))
    let cell = try older.dequeueReusableCell(
      withReuseIdentifier: "label", for: IndexPath(item: 0, section: 0))
    #expect(cell is LabelCell)
    #expect(older.diagnostics.count == 1)
  }

  @Test(
    "From iOS 18 a second dequeue in one request throws; before, the extra cell goes back to its queue (C-A8)"
  )
  func twoDequeuesInOneRequest() throws {
    for release in [UIKitRelease.iOS(17), .iOS(18)] {
      let (grid, source) = try makeGrid([3], release: release, layOut: false)
      source.cellProvider = { grid, path in
        _ = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: path)
        let cell = try grid.dequeueReusableCell(withReuseIdentifier: "label", for: path)
        cell.text = "peeked"
        return cell
      }
      if release >= .iOS(18) {
        #expect(throws: CollectionViewError.self) { try grid.layoutIfNeeded() }
        #expect(grid.visibleCells.isEmpty)
        #expect(grid.queuedCellCount(forReuseIdentifier: "label") == 0)
      } else {
        try grid.layoutIfNeeded()
        #expect(shownTexts(grid) == ["peeked", "peeked", "peeked"])
        // Each request's first cell went back to the queue, and the next request took it again.
        #expect(grid.queuedCellCount(forReuseIdentifier: "label") == 1)
        #expect(grid.statistics.totalCellsCreated == 4)
      }
    }
  }

  @Test(
    "A cell registration dequeues and configures its cell, registering its class on first use (C-A9)"
  )
  func cellRegistration() throws {
    let (grid, source) = try makeGrid([2], layOut: false)
    let registration = CellRegistration<BadgeCell, String> { cell, _, item in
      cell.text = "badge \(item)"
    }
    source.cellProvider = { [unowned source] grid, path in
      try grid.dequeueConfiguredReusableCell(
        using: registration, for: path, item: source.sections[path.section][path.item])
    }
    try grid.layoutIfNeeded()
    #expect(shownTexts(grid) == ["badge 0.0", "badge 0.1"])
    #expect(grid.visibleCells.allSatisfy { $0 is BadgeCell })
  }

  @Test("A registration created inside the provider throws from iOS 15 and works on iOS 14 (C-A10)")
  func registrationInsideProvider() throws {
    for release in [UIKitRelease.iOS(14), .iOS(15)] {
      let (grid, source) = try makeGrid([2], release: release, layOut: false)
      source.cellProvider = { grid, path in
        let registration = CellRegistration<BadgeCell, Int> { cell, _, item in cell.text = "\(item)"
        }
        return try grid.dequeueConfiguredReusableCell(
          using: registration, for: path, item: path.item)
      }
      if release >= .iOS(15) {
        let error = #expect(throws: CollectionViewError.self) { try grid.layoutIfNeeded() }
        #expect(
          error?.description.hasPrefix(
            "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath:"
          ) == true)
        #expect(grid.visibleCells.isEmpty)
      } else {
        try grid.layoutIfNeeded()
        #expect(shownTexts(grid) == ["0", "1"])
      }
    }
  }

  @Test(
    "A supplementary registration is bound to its kind: used for another kind it is the mismatch of C-A7 (C-A11)"
  )
  func supplementaryRegistration() throws {
    let (grid, source) = try makeGrid([2], layOut: false)
    source.headerHeight = 30
    let header = SupplementaryRegistration<TitleView>(
      elementKind: CollectionElementKind.sectionHeader
    ) { view, _, path in
      view.text = "Header \(path.section)"
    }
    source.supplementaryProvider = { grid, _, path in
      try grid.dequeueConfiguredReusableSupplementary(using: header, for: path)
    }
    try grid.layoutIfNeeded()
    #expect(
      grid.visibleSupplementaryViews(ofKind: CollectionElementKind.sectionHeader).map(\.text) == [
        "Header 0"
      ])
    source.footerHeight = 30
    grid.reloadData()
    #expect(
      throws: CollectionViewError.supplementaryKindMismatch(
        asked: CollectionElementKind.sectionFooter, registered: CollectionElementKind.sectionHeader)
    ) {
      try grid.layoutIfNeeded()
    }
  }
}
