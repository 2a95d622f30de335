import Foundation
import TableSource
import TableSourceCore
import Testing

@testable import TableSourceVirtualCollection

/// A list of the grid's sections of strings, 320 × 480, with `LabelCell` (or `cellClass`) cells
/// and `TitleView` headers and footers, laid out.
@MainActor
func makeList(
  _ counts: [Int], _ configuration: CollectionLayoutListConfiguration,
  cellClass: CollectionViewCell.Type = LabelCell.self
) throws -> (VirtualCollectionView, GridSource, ListLayout) {
  let layout = ListLayout(configuration: configuration)
  let list = VirtualCollectionView(size: CGSize(width: 320, height: 480), layout: layout)
  try list.register(cellClass, forCellWithReuseIdentifier: "label")
  for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
    try list.register(
      TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
  }
  let source = GridSource(items(counts))
  list.dataSource = source
  list.delegate = source
  try list.layoutIfNeeded()
  return (list, source, layout)
}

/// A list configuration of an appearance and header and footer modes.
func listConfiguration(
  _ appearance: CollectionLayoutListConfiguration.Appearance,
  headers: CollectionLayoutListConfiguration.HeaderMode = .none,
  footers: CollectionLayoutListConfiguration.FooterMode = .none
) -> CollectionLayoutListConfiguration {
  var configuration = CollectionLayoutListConfiguration(appearance: appearance)
  configuration.headerMode = headers
  configuration.footerMode = footers
  return configuration
}

@MainActor
@Suite("List layout (C-E1–C-E4)")
struct ListLayoutTests {
  typealias Configuration = CollectionLayoutListConfiguration

  func frame(_ list: VirtualCollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    list.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func header(_ list: VirtualCollectionView, _ section: Int) -> CGRect? {
    list.layoutAttributesForSupplementaryElement(
      ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: section))?.frame
  }

  // MARK: C-E1

  @Test(
    "Each of the five appearances lays rows out one under the other at the 44-point estimate: full width in plain and grouped, inset from both sides in inset grouped and the sidebars (C-E1)"
  )
  func appearances() throws {
    let expected: [(Configuration.Appearance, inset: CGFloat, spacing: CGFloat)] = [
      (.plain, 0, 0), (.grouped, 0, 35), (.insetGrouped, 20, 35), (.sidebar, 10, 10),
      (.sidebarPlain, 10, 0),
    ]
    #expect(expected.map(\.0) == Configuration.Appearance.allCases)
    for (appearance, inset, spacing) in expected {
      let (list, _, _) = try makeList([3, 2], listConfiguration(appearance))
      #expect(
        frame(list, 0) == CGRect(x: inset, y: spacing, width: 320 - 2 * inset, height: 44),
        "\(appearance)")
      #expect(frame(list, 2)?.minY == spacing + 88, "\(appearance)")
      // The grouped appearances put their spacing between sections and after the last.
      #expect(frame(list, 0, 1)?.minY == 2 * spacing + 132, "\(appearance)")
      #expect(list.contentSize == CGSize(width: 320, height: 3 * spacing + 220), "\(appearance)")
      #expect(list.indexPathForItem(at: CGPoint(x: inset + 1, y: spacing + 50))?.item == 1)
      if inset > 0 {
        #expect(list.indexPathForItem(at: CGPoint(x: inset - 1, y: spacing + 50)) == nil)
      }
    }
  }

  @Test("A 1,000,000-row list scrolls to any row and shows only the rows in the viewport (C-E1)")
  func millionRows() throws {
    let (list, _, _) = try makeList([1_000_000], listConfiguration(.plain))
    #expect(list.contentSize.height == 44_000_000)
    try list.scrollToItem(at: IndexPath(item: 600_000, section: 0), at: .top)
    #expect(list.indexPathsForVisibleItems.first == IndexPath(item: 600_000, section: 0))
    #expect(list.visibleCells.count == 11)
    #expect(list.visibleCells.first?.text == "0.600000")
  }

  // MARK: C-E2

  @Test(
    "The header mode is none by default, and no header or footer is asked for; first-item mode shows item 0 as a cell at the top of its section, with no supplementary view (C-E2)"
  )
  func headerModes() throws {
    let configuration = Configuration(appearance: .plain)
    #expect(configuration.headerMode == .none)
    #expect(configuration.footerMode == .none)
    #expect(configuration.showsSeparators)
    #expect(configuration.headerTopPadding == nil)
    let (list, _, layout) = try makeList([3, 3], configuration)
    #expect(list.visibleSupplementaryViews(ofKind: CollectionElementKind.sectionHeader).isEmpty)
    #expect(header(list, 0) == nil)
    #expect(!layout.isHeaderItem(at: IndexPath(item: 0, section: 0)))

    let (first, firstSource, firstLayout) = try makeList(
      [3, 3], listConfiguration(.insetGrouped, headers: .firstItemInSection))
    #expect(first.visibleSupplementaryViews(ofKind: CollectionElementKind.sectionHeader).isEmpty)
    #expect(header(first, 1) == nil)
    #expect(frame(first, 0, 1)?.minY == CGFloat(35 + 132 + 35))
    #expect(
      first.cellForItem(at: IndexPath(item: 0, section: 1))?.text == firstSource.sections[1][0])
    #expect(firstLayout.isHeaderItem(at: IndexPath(item: 0, section: 1)))
    #expect(!firstLayout.isHeaderItem(at: IndexPath(item: 1, section: 1)))
  }

  // MARK: C-E3

  @Test(
    "Plain and sidebar-plain lists pin supplementary headers to the top while their section shows, up to the section's end; the grouped appearances do not pin (C-E3)"
  )
  func pinnedHeaders() throws {
    for appearance in Configuration.Appearance.allCases {
      let (list, _, _) = try makeList(
        [20, 20], listConfiguration(appearance, headers: .supplementary))
      let pins = appearance == .plain || appearance == .sidebarPlain
      let natural = try #require(header(list, 0)).minY
      try list.setContentOffset(CGPoint(x: 0, y: 300))
      let pinned = try #require(header(list, 0))
      #expect(pinned.minY == (pins ? 300 : natural), "\(appearance)")
      // The pinned header is displayed where the viewport's top is.
      #expect(
        list.indexPathsForVisibleSupplementaryElements(ofKind: CollectionElementKind.sectionHeader)
          .contains(IndexPath(item: 0, section: 0)) == pins, "\(appearance)")
      // Near the section's end the header is pushed up with it, never past its rows.
      let end = try #require(frame(list, 19)).maxY
      try list.setContentOffset(CGPoint(x: 0, y: end - 10))
      if pins {
        #expect(try #require(header(list, 0)).maxY == end, "\(appearance)")
      }
    }
  }

  @Test("Headers do not pin in first-item mode, where there are no supplementary headers (C-E3)")
  func firstItemHeadersDoNotPin() throws {
    let (list, _, _) = try makeList(
      [20, 20], listConfiguration(.plain, headers: .firstItemInSection))
    try list.setContentOffset(CGPoint(x: 0, y: 300))
    #expect(header(list, 0) == nil)
    #expect(frame(list, 0)?.minY == 0)
  }

  // MARK: C-E4

  @Test(
    "With supplementary headers every section's header is asked for as it comes on screen, and footers likewise (C-E4)"
  )
  func everySectionIsAsked() throws {
    let (list, _, _) = try makeList(
      Array(repeating: 4, count: 12),
      listConfiguration(.grouped, headers: .supplementary, footers: .supplementary))
    var asked: Set<String> = []
    let step = list.size.height / 2
    while true {
      // A view on display was asked of the data source.
      for (kind, name) in [
        (CollectionElementKind.sectionHeader, "header"),
        (CollectionElementKind.sectionFooter, "footer"),
      ] {
        for path in list.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
          asked.insert("\(name) \(path.section)")
        }
      }
      guard list.contentOffset.y + list.size.height < list.contentSize.height else { break }
      try list.scroll(y: step)
    }
    let expected = (0..<12).flatMap { ["header \($0)", "footer \($0)"] }
    #expect(asked == Set(expected))
    // Sizes: a section is its spacing, its 38-point header, 4 rows and its 38-point footer.
    let section: CGFloat = 35 + 38 + 4 * 44 + 38
    #expect(list.contentSize.height == 12 * section + 35)
  }

  @Test(
    "A supplementary provider that answers nil for a section's header is UIKit's crash of C-A6, as C-E4 requires every header to be answered"
  )
  func unansweredHeaderThrows() throws {
    let (list, source, _) = try makeList(
      [3, 3], listConfiguration(.plain, headers: .supplementary))
    source.supplementaryProvider = { view, kind, path in
      guard path.section == 0 else { return nil }
      return try view.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "title", for: path)
    }
    list.reloadData()
    #expect(throws: CollectionViewError.self) { try list.layoutIfNeeded() }
  }

  @Test(
    "Swipe actions come from the list configuration's leading and trailing providers, performed as the table's are: a tap on an action runs its handler, which may delete the item (C-E4)"
  )
  func swipeActions() throws {
    var configuration = Configuration(appearance: .insetGrouped)
    let (list, source, layout) = try makeList([5], configuration)
    #expect(list.simulate.swipeActions(item: IndexPath(item: 0, section: 0)) == nil)
    #expect(try list.simulate.swipeFully(item: IndexPath(item: 0, section: 0)) == nil)
    // Unowned: the list holds its layout, whose configuration holds the provider.
    configuration.trailingSwipeActionsConfigurationProvider = { [unowned list] path in
      SwipeActionsConfiguration(actions: [
        ContextualAction(style: .destructive, title: "Delete") { _, path, completion in
          source.sections[path.section].remove(at: path.item)
          try list.deleteItems(at: [path])
          completion(true)
        },
        ContextualAction(style: .normal, title: "Flag \(path.item)") { _, _, _ in },
      ])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { _ in
      SwipeActionsConfiguration(
        actions: [ContextualAction(style: .normal, title: "Pin") { _, _, done in done(false) }],
        performsFirstActionWithFullSwipe: false)
    }
    layout.configuration = configuration
    try list.layoutIfNeeded()
    let second = IndexPath(item: 1, section: 0)
    #expect(list.simulate.swipeActions(item: second)?.actions.map(\.title) == ["Delete", "Flag 1"])
    #expect(list.simulate.swipeActions(.leading, item: second)?.actions.map(\.title) == ["Pin"])
    #expect(list.simulate.swipeActions(item: IndexPath(item: 9, section: 0)) == nil)

    list.isLoggingEvents = true
    #expect(try list.simulate.swipeFully(item: second) == true)
    #expect(list.numberOfItems(inSection: 0) == 4)
    #expect(shownTexts(list) == ["0.0", "0.2", "0.3", "0.4"])
    #expect(list.events.contains(.swipeAction(title: "Delete", second)))
    // A full swipe the configuration does not allow does nothing; a tap does.
    #expect(try list.simulate.swipeFully(.leading, item: second) == nil)
    #expect(try list.simulate.tapSwipeAction(.leading, item: second) == false)
    // A handler that never calls its completion is noted.
    #expect(try list.simulate.tapSwipeAction(at: 1, item: second) == nil)
    #expect(list.diagnostics.contains(.swipeActionCompletionNotCalled(title: "Flag 1")))
    #expect(try list.simulate.tapSwipeAction(at: 5, item: second) == nil)
    // A user can only swipe what is on display.
    let (long, _, _) = try makeList([100], configuration)
    #expect(throws: CollectionViewError.self) {
      try long.simulate.swipeFully(item: IndexPath(item: 90, section: 0))
    }
  }

  // MARK: Self-sizing and updates

  @Test(
    "Rows size themselves as they come on screen, the others keep the estimate; updates keep measured heights, and reloaded rows are measured again (C-E1)"
  )
  func measuredRowsAndUpdates() throws {
    let (list, source, _) = try makeList(
      [40, 5], listConfiguration(.plain, headers: .supplementary), cellClass: SizingCell.self)
    // SizingCell: 40 points and 10 a character; "0.1" is three characters.
    #expect(frame(list, 1)?.height == 70)
    #expect(frame(list, 30)?.height == 44)
    for (above, below) in zip(
      list.indexPathsForVisibleItems, list.indexPathsForVisibleItems.dropFirst())
    where above.section == below.section {
      #expect(frame(list, below.item, below.section)?.minY == frame(list, above.item)?.maxY)
    }
    source.sections[0].insert("new", at: 0)
    try list.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(frame(list, 0)?.height == 70)
    #expect(frame(list, 2)?.height == 70)
    #expect(frame(list, 2)?.minY == CGFloat(28 + 140))
    source.sections[0][2] = "a longer text"
    try list.reloadItems(at: [IndexPath(item: 2, section: 0)])
    #expect(frame(list, 2)?.height == CGFloat(40 + 130))
    source.sections.insert(["x"], at: 0)
    try list.insertSections(IndexSet(integer: 0))
    #expect(frame(list, 2, 1)?.height == 170)
    #expect(frame(list, 2, 1)?.minY == CGFloat(28 + 50 + 28 + 70 * 2))
    #expect(frame(list, 3, 1)?.height == 70)
  }
}
