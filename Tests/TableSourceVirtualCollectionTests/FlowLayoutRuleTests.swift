import Foundation
import TableSource
import TableSourceCore
import Testing

@testable import TableSourceVirtualCollection

/// A delegate that counts the item sizes it is asked for.
@MainActor
final class CountingFlowSource: FlowLayoutSource {
  var answers: TestFlowSource
  var sizeQuestions = 0

  init(_ answers: TestFlowSource) { self.answers = answers }

  var answersItemSizes: Bool { answers.answersItemSizes }
  func sizeForItem(at indexPath: IndexPath) -> CGSize? {
    sizeQuestions += 1
    return answers.sizeForItem(at: indexPath)
  }
  func insetForSection(at section: Int) -> EdgeInsets? { answers.insetForSection(at: section) }
  func minimumLineSpacingForSection(at section: Int) -> CGFloat? {
    answers.minimumLineSpacingForSection(at: section)
  }
  func minimumInteritemSpacingForSection(at section: Int) -> CGFloat? {
    answers.minimumInteritemSpacingForSection(at: section)
  }
  func referenceSizeForHeader(inSection section: Int) -> CGSize? {
    answers.referenceSizeForHeader(inSection: section)
  }
  func referenceSizeForFooter(inSection section: Int) -> CGSize? {
    answers.referenceSizeForFooter(inSection: section)
  }
}

/// The flow layout's rules by number, with exact frames.
@Suite("Flow layout rules")
@MainActor
struct FlowLayoutRuleTests {
  func layOut(
    _ counts: [Int], bounds: CGSize = CGSize(width: 320, height: 480),
    source: TestFlowSource = TestFlowSource(),
    _ configure: (inout FlowLayout.Configuration) -> Void = { _ in }
  ) -> FlowLayoutGeometry {
    var configuration = FlowLayout.Configuration()
    configure(&configuration)
    let geometry = FlowLayoutGeometry(
      configuration: configuration, boundsSize: bounds, itemCounts: counts, source: source)
    geometry.checkInvariants()
    return geometry
  }

  func frame(_ geometry: FlowLayoutGeometry, _ section: Int, _ item: Int) -> CGRect? {
    geometry.frameForItem(at: IndexPath(row: item, section: section))
  }

  func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
  }

  func sized(_ width: CGFloat, _ height: CGFloat) -> (inout FlowLayout.Configuration) -> Void {
    { $0.itemSize = CGSize(width: width, height: height) }
  }

  @Test(
    "A new flow layout has UIKit's defaults, and only a changed setting counts a version (C-C1)")
  func defaults() {
    let layout = FlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(!layout.sectionHeadersPinToVisibleBounds)
    #expect(!layout.sectionFootersPinToVisibleBounds)
    #expect(layout.lastLineSpacing == .asFullLine)
    #expect(layout.configuration == FlowLayout.Configuration())
    let version = layout.version
    layout.itemSize = CGSize(width: 50, height: 50)
    #expect(layout.version == version)
    layout.itemSize = CGSize(width: 60, height: 50)
    #expect(layout.version == version + 1)
    #expect(layout.configuration.itemSize == CGSize(width: 60, height: 50))
  }

  @Test(
    "The delegate's answers win over the properties, per section and item; no answer leaves the property (C-C2)"
  )
  func delegateAnswersWin() {
    let source = TestFlowSource(
      sections: [.init(inset: EdgeInsets(left: 20), lineSpacing: 4), .init()],
      itemSizes: [
        Array(repeating: CGSize(width: 100, height: 30), count: 3), [CGSize(width: 60, height: 60)],
      ])
    let geometry = layOut([3, 1], source: source) { $0.sectionInset = EdgeInsets(left: 5) }
    // Section 0: 300 wide after its own inset, so two items a line, justified.
    #expect(frame(geometry, 0, 0) == rect(20, 0, 100, 30))
    #expect(frame(geometry, 0, 1) == rect(220, 0, 100, 30))
    #expect(frame(geometry, 0, 2) == rect(20, 34, 100, 30))
    // Section 1: the layout's inset; the delegate's item size.
    #expect(frame(geometry, 1, 0) == rect(5, 64, 60, 60))
    #expect(geometry.contentSize == CGSize(width: 320, height: 124))
  }

  @Test(
    "Items fill a line while they fit with the minimum spacing, then start a new one; the delegate is asked for every item (C-C3)"
  )
  func lineBreaking() {
    let exact = layOut([4], sized(100, 50))
    #expect(frame(exact, 0, 0) == rect(0, 0, 100, 50))
    #expect(frame(exact, 0, 1) == rect(110, 0, 100, 50))
    #expect(frame(exact, 0, 2) == rect(220, 0, 100, 50))
    #expect(frame(exact, 0, 3) == rect(0, 60, 100, 50))
    let narrower = layOut([4], bounds: CGSize(width: 319, height: 480), sized(100, 50))
    #expect(frame(narrower, 0, 1) == rect(219, 0, 100, 50))
    #expect(frame(narrower, 0, 2) == rect(0, 60, 100, 50))
    let counting = CountingFlowSource(
      TestFlowSource(itemSizes: [Array(repeating: CGSize(width: 10, height: 10), count: 7)]))
    _ = FlowLayoutGeometry(
      configuration: .init(), boundsSize: CGSize(width: 320, height: 480), itemCounts: [7],
      source: counting)
    #expect(counting.sizeQuestions == 7)
  }

  @Test("A full line spreads its leftover space evenly between its items (C-C4)")
  func fullLinesJustified() {
    let geometry = layOut([6], bounds: CGSize(width: 330, height: 480), sized(100, 50))
    for line in 0..<2 {
      let y = CGFloat(line) * 60
      #expect(frame(geometry, 0, line * 3) == rect(0, y, 100, 50))
      #expect(frame(geometry, 0, line * 3 + 1) == rect(115, y, 100, 50))
      #expect(frame(geometry, 0, line * 3 + 2) == rect(230, y, 100, 50))
    }
  }

  @Test("A line that can hold one item only centres it (C-C5)")
  func loneItemCentred() {
    let geometry = layOut([2], sized(200, 50))
    #expect(frame(geometry, 0, 0) == rect(60, 0, 200, 50))
    #expect(frame(geometry, 0, 1) == rect(60, 60, 200, 50))
  }

  @Test(
    "The last line keeps the gaps of a full line from the leading inset, or the minimum ones with the switch (C-C6)"
  )
  func lastLineSpacedAsFull() {
    let uniform = layOut([5], bounds: CGSize(width: 330, height: 480), sized(100, 50))
    #expect(frame(uniform, 0, 3) == rect(0, 60, 100, 50))
    #expect(frame(uniform, 0, 4) == rect(115, 60, 100, 50))
    let lone = layOut([4], bounds: CGSize(width: 330, height: 480), sized(100, 50))
    #expect(frame(lone, 0, 3) == rect(0, 60, 100, 50))
    let packed = layOut([5], bounds: CGSize(width: 330, height: 480)) {
      $0.itemSize = CGSize(width: 100, height: 50)
      $0.lastLineSpacing = .minimum
    }
    #expect(frame(packed, 0, 4) == rect(110, 60, 100, 50))
    // Different widths: the last line counts copies of its last item, 60 wide: 4 would fit.
    let widths: [CGFloat] = [100, 100, 100, 80, 60]
    let source = TestFlowSource(itemSizes: [widths.map { CGSize(width: $0, height: 50) }])
    let mixed = layOut([5], source: source)
    #expect(frame(mixed, 0, 3) == rect(0, 60, 80, 50))
    #expect(frame(mixed, 0, 4) == rect(100, 60, 60, 50))
    let mixedPacked = layOut([5], source: source) { $0.lastLineSpacing = .minimum }
    #expect(frame(mixedPacked, 0, 4) == rect(90, 60, 60, 50))
  }

  @Test("A line is as tall as its tallest item, and each item is centred on it (C-C7)")
  func lineAsTallAsTallest() {
    let heights: [CGFloat] = [50, 80, 30, 20]
    let source = TestFlowSource(itemSizes: [heights.map { CGSize(width: 100, height: $0) }])
    let geometry = layOut([4], source: source)
    #expect(frame(geometry, 0, 0) == rect(0, 15, 100, 50))
    #expect(frame(geometry, 0, 1) == rect(110, 0, 100, 80))
    #expect(frame(geometry, 0, 2) == rect(220, 25, 100, 30))
    #expect(frame(geometry, 0, 3) == rect(0, 90, 100, 20))
    #expect(geometry.contentSize.height == 110)
  }

  @Test("Line spacing goes between lines only, not after the header or before the footer (C-C8)")
  func lineSpacingBetweenLines() {
    let geometry = layOut([4]) {
      $0.itemSize = CGSize(width: 100, height: 50)
      $0.headerReferenceSize = CGSize(width: 0, height: 40)
      $0.footerReferenceSize = CGSize(width: 0, height: 30)
      $0.sectionInset = EdgeInsets(top: 5, bottom: 7)
    }
    let visible = rect(0, 0, 320, 480)
    #expect(frame(geometry, 0, 0) == rect(0, 45, 100, 50))
    #expect(frame(geometry, 0, 3) == rect(0, 105, 100, 50))
    #expect(
      geometry.frameForSupplementaryView(
        ofKind: CollectionElementKind.sectionFooter, inSection: 0, visibleBounds: visible)
        == rect(0, 162, 320, 30))
    #expect(geometry.contentSize.height == 192)
  }

  @Test(
    "A reference size of zero along the scroll direction means no header or footer; across it, the view's whole width (C-C9)"
  )
  func zeroReferenceSizeMeansNone() {
    let visible = rect(0, 0, 320, 480)
    let none = layOut([1]) { $0.headerReferenceSize = CGSize(width: 100, height: 0) }
    #expect(
      none.frameForSupplementaryView(
        ofKind: CollectionElementKind.sectionHeader, inSection: 0, visibleBounds: visible) == nil)
    #expect(none.supplementaryElements(in: visible, visibleBounds: visible).isEmpty)
    #expect(frame(none, 0, 0)?.minY == 0)
    let full = layOut([1]) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
    #expect(
      full.supplementaryElements(in: visible, visibleBounds: visible) == [
        LayoutSupplementaryElement(
          kind: CollectionElementKind.sectionHeader, section: 0, frame: rect(0, 0, 320, 30))
      ])
    let sideways = layOut([1]) {
      $0.scrollDirection = .horizontal
      $0.headerReferenceSize = CGSize(width: 0, height: 30)
    }
    #expect(sideways.supplementaryElements(in: visible, visibleBounds: visible).isEmpty)
  }

  @Test(
    "A section stacks its header across the whole width, the top inset, the lines, the bottom inset and the footer, and the next section follows (C-C10)"
  )
  func sectionStacking() {
    let geometry = layOut([1, 1]) {
      $0.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 7, right: 20)
      $0.headerReferenceSize = CGSize(width: 0, height: 40)
      $0.footerReferenceSize = CGSize(width: 0, height: 30)
    }
    let visible = rect(0, 0, 320, 480)
    #expect(frame(geometry, 0, 0) == rect(20, 45, 50, 50))
    #expect(frame(geometry, 1, 0) == rect(20, 177, 50, 50))
    #expect(
      geometry.supplementaryElements(in: visible, visibleBounds: visible).map(\.frame) == [
        rect(0, 0, 320, 40), rect(0, 102, 320, 30), rect(0, 132, 320, 40), rect(0, 234, 320, 30),
      ])
    #expect(geometry.contentSize == CGSize(width: 320, height: 264))
  }

  @Test("Scrolling horizontally turns lines into columns, and the header's width counts (C-C11)")
  func horizontalSwapsAxes() {
    let geometry = layOut([3], bounds: CGSize(width: 320, height: 200)) {
      $0.scrollDirection = .horizontal
      $0.itemSize = CGSize(width: 50, height: 80)
      $0.headerReferenceSize = CGSize(width: 40, height: 0)
    }
    #expect(frame(geometry, 0, 0) == rect(40, 0, 50, 80))
    #expect(frame(geometry, 0, 1) == rect(40, 120, 50, 80))
    #expect(frame(geometry, 0, 2) == rect(100, 0, 50, 80))
    #expect(
      geometry.frameForSupplementaryView(
        ofKind: CollectionElementKind.sectionHeader, inSection: 0,
        visibleBounds: rect(0, 0, 320, 200)) == rect(0, 0, 40, 200))
    #expect(geometry.contentSize == CGSize(width: 150, height: 200))
    #expect(geometry.indexPathsForItems(in: rect(95, 0, 10, 10)) == [IndexPath(row: 2, section: 0)])
    #expect(geometry.indexPathForItem(at: CGPoint(x: 45, y: 130)) == IndexPath(row: 1, section: 0))
  }

  @Test(
    "An item too wide is logged with UIKit's message and laid out at the leading inset, nothing thrown (C-C12)"
  )
  func tooWideLogged() {
    let source = TestFlowSource(
      itemSizes: [[CGSize(width: 400, height: 50), CGSize(width: 100, height: 50)]])
    let geometry = layOut([2], source: source) { $0.sectionInset = EdgeInsets(left: 10, right: 10) }
    #expect(frame(geometry, 0, 0) == rect(10, 0, 400, 50))
    #expect(frame(geometry, 0, 1) == rect(10, 60, 100, 50))
    #expect(
      geometry.diagnostics == [
        "The behavior of the UICollectionViewFlowLayout is not defined because: the item width "
          + "must be less than the width of the UICollectionView minus the section insets left "
          + "and right values, minus the content insets left and right values. The relevant "
          + "UICollectionViewFlowLayout instance is laying out the item at section 0, item 0."
      ])
    let sideways = layOut([1], bounds: CGSize(width: 320, height: 100)) {
      $0.scrollDirection = .horizontal
      $0.itemSize = CGSize(width: 10, height: 101)
    }
    #expect(
      sideways.diagnostics.map {
        $0.hasPrefix(
          "The behavior of the UICollectionViewFlowLayout is not defined because: the item height "
            + "must be less than the height of the UICollectionView minus the section insets top "
            + "and bottom values")
      } == [true])
    #expect(layOut([3]).diagnostics.isEmpty)
  }

  @Test(
    "Pinned headers stay at the top of the visible area while their section shows and are pushed out by its end; footers likewise at the bottom; both off by default (C-C13)"
  )
  func pinning() {
    func configure(_ pin: Bool) -> (inout FlowLayout.Configuration) -> Void {
      {
        $0.itemSize = CGSize(width: 100, height: 50)
        $0.headerReferenceSize = CGSize(width: 0, height: 40)
        $0.footerReferenceSize = CGSize(width: 0, height: 30)
        $0.sectionHeadersPinToVisibleBounds = pin
        $0.sectionFootersPinToVisibleBounds = pin
      }
    }
    func header(_ geometry: FlowLayoutGeometry, _ section: Int, visibleAt y: CGFloat) -> CGFloat? {
      geometry.frameForSupplementaryView(
        ofKind: CollectionElementKind.sectionHeader, inSection: section,
        visibleBounds: rect(0, y, 320, 100))?.minY
    }
    func footer(_ geometry: FlowLayoutGeometry, _ section: Int, visibleAt y: CGFloat) -> CGFloat? {
      geometry.frameForSupplementaryView(
        ofKind: CollectionElementKind.sectionFooter, inSection: section,
        visibleBounds: rect(0, y, 320, 100))?.minY
    }
    let unpinned = layOut([6, 6], configure(false))
    #expect(header(unpinned, 0, visibleAt: 100) == 0)
    #expect(footer(unpinned, 0, visibleAt: 0) == 150)
    let pinned = layOut([6, 6], configure(true))
    #expect(header(pinned, 0, visibleAt: 100) == 100)
    #expect(header(pinned, 0, visibleAt: 130) == 110)
    #expect(header(pinned, 1, visibleAt: 200) == 200)
    #expect(header(pinned, 1, visibleAt: 0) == 180)
    #expect(footer(pinned, 0, visibleAt: 0) == 70)
    #expect(footer(pinned, 0, visibleAt: -100) == 40)
    #expect(footer(pinned, 1, visibleAt: 0) == 220)
    let visible = rect(0, 200, 320, 100)
    #expect(
      pinned.supplementaryElements(in: visible, visibleBounds: visible) == [
        LayoutSupplementaryElement(
          kind: CollectionElementKind.sectionHeader, section: 1, frame: rect(0, 200, 320, 40)),
        LayoutSupplementaryElement(
          kind: CollectionElementKind.sectionFooter, section: 1, frame: rect(0, 270, 320, 30)),
      ])
  }

  @Test(
    "An estimated size turns self-sizing on: unmeasured items take it, the delegate is not asked for sizes, and a measurement moves what follows (C-D1)"
  )
  func estimatedSizeTurnsSelfSizingOn() {
    let counting = CountingFlowSource(
      TestFlowSource(itemSizes: [Array(repeating: CGSize(width: 200, height: 200), count: 4)]))
    var configuration = FlowLayout.Configuration()
    configuration.estimatedItemSize = CGSize(width: 100, height: 40)
    var geometry = FlowLayoutGeometry(
      configuration: configuration, boundsSize: CGSize(width: 320, height: 480), itemCounts: [4],
      source: counting)
    #expect(counting.sizeQuestions == 0)
    #expect(frame(geometry, 0, 3) == rect(0, 50, 100, 40))
    let first = IndexPath(row: 0, section: 0)
    let unchanged = geometry.setMeasuredSize(
      CGSize(width: 100, height: 40), forItemAt: first, source: counting)
    #expect(!unchanged)
    #expect(geometry.isMeasured(first))
    let changed = geometry.setMeasuredSize(
      CGSize(width: 100, height: 80), forItemAt: first, source: counting)
    #expect(changed)
    #expect(frame(geometry, 0, 0) == rect(0, 0, 100, 80))
    #expect(frame(geometry, 0, 1) == rect(110, 20, 100, 40))
    #expect(frame(geometry, 0, 3) == rect(0, 90, 100, 40))
    #expect(counting.sizeQuestions == 0)
    geometry.checkInvariants()
    configuration.estimatedItemSize = FlowLayout.automaticSize
    let automatic = FlowLayoutGeometry(
      configuration: configuration, boundsSize: CGSize(width: 320, height: 480), itemCounts: [1],
      source: TestFlowSource())
    #expect(frame(automatic, 0, 0)?.size == configuration.itemSize)
  }

  @Test(
    "The content size follows the estimates until items are measured, and each item says whether it was (C-D2)"
  )
  func contentSizeFromEstimates() {
    var geometry = layOut([10]) { $0.estimatedItemSize = CGSize(width: 100, height: 40) }
    #expect(geometry.contentSize == CGSize(width: 320, height: 4 * 40 + 3 * 10))
    #expect((0..<10).allSatisfy { !geometry.isMeasured(IndexPath(row: $0, section: 0)) })
    let last = IndexPath(row: 9, section: 0)
    let changed = geometry.setMeasuredSize(
      CGSize(width: 100, height: 60), forItemAt: last, source: TestFlowSource())
    #expect(changed)
    #expect(geometry.contentSize == CGSize(width: 320, height: 3 * 40 + 60 + 3 * 10))
    #expect((0..<10).filter { geometry.isMeasured(IndexPath(row: $0, section: 0)) } == [9])
  }

  @Test(
    "Self-sizing copies none of UIKit's defects: no gaps after measuring, footers follow, and the content size counts any line spacing once per gap (C-D3)"
  )
  func selfSizingWithoutDefects() {
    var configuration = FlowLayout.Configuration()
    configuration.estimatedItemSize = CGSize(width: 100, height: 40)
    configuration.minimumLineSpacing = 25
    configuration.footerReferenceSize = CGSize(width: 0, height: 30)
    configuration.headerReferenceSize = CGSize(width: 0, height: 20)
    let bounds = CGSize(width: 320, height: 480)
    let source = TestFlowSource()
    var geometry = FlowLayoutGeometry(
      configuration: configuration, boundsSize: bounds, itemCounts: [7, 3], source: source)
    var measured: [IndexPath: CGSize] = [:]
    let sizes: [(Int, Int, CGSize)] = [
      (0, 4, CGSize(width: 300, height: 90)), (0, 0, CGSize(width: 40, height: 10)),
      (1, 2, CGSize(width: 150, height: 70)), (0, 6, CGSize(width: 10, height: 100)),
    ]
    for (section, item, size) in sizes {
      let path = IndexPath(row: item, section: section)
      measured[path] = size
      let changed = geometry.setMeasuredSize(size, forItemAt: path, source: source)
      #expect(changed)
      geometry.checkInvariants()
      let plain = PlainFlowLayout(
        configuration: configuration, boundsSize: bounds, itemCounts: [7, 3], source: source,
        measured: measured)
      #expect(geometry.contentSize == plain.contentSize)
      for (section, frames) in plain.itemFrames.enumerated() {
        #expect(frames.indices.map { frame(geometry, section, $0) } == frames)
      }
      let visible = CGRect(origin: .zero, size: plain.contentSize)
      #expect(
        geometry.supplementaryElements(in: visible, visibleBounds: visible)
          == plain.supplementaryElements(in: visible, visibleBounds: visible))
    }
  }

  @Test(
    "A plan made for other counts than the layout's lays everything out again rather than trapping")
  func planForOtherCounts() throws {
    var geometry = layOut([2], sized(100, 50))
    let plan = try BatchUpdatePlan(
      update: BatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)]), oldCounts: [5],
      newCounts: [6])
    geometry.apply(plan, source: TestFlowSource())
    geometry.checkInvariants()
    #expect(geometry.itemCounts == [6])
    #expect(frame(geometry, 0, 5) == rect(220, 60, 100, 50))
  }

  @Test(
    "A 1,000,000-item grid of one size keeps nothing per item, answers queries at any offset, and takes a one-item update without laying every item out again"
  )
  func millionItemGrid() throws {
    var geometry = layOut([1_000_000], sized(100, 100))
    #expect(geometry.itemsStoredOneByOne == 0)
    #expect(frame(geometry, 0, 999_999) == rect(0, 333_333 * 110, 100, 100))
    #expect(geometry.contentSize == CGSize(width: 320, height: 333_334 * 110 - 10))
    let window = rect(0, 36_666_600, 320, 200)
    #expect(
      geometry.indexPathsForItems(in: window)
        == (999_996..<1_000_000).map {
          IndexPath(row: $0, section: 0)
        })
    let plan = try BatchUpdatePlan(
      update: BatchUpdate(insertedRows: [IndexPath(row: 5, section: 0)]), oldCounts: [1_000_000],
      newCounts: [1_000_001])
    geometry.apply(plan, source: TestFlowSource())
    #expect(geometry.itemCounts == [1_000_001])
    #expect(geometry.itemsStoredOneByOne == 0)
    #expect(frame(geometry, 0, 1_000_000) == rect(110, 333_333 * 110, 100, 100))
  }
}
