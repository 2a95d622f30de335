// The list and compositional layouts' mappings to UIKit, on Linux: the stand-in's UIKit objects
// are declarations only, so the tests check what runs here — the list configuration (a struct
// whose values the stand-in stores), a swipe action's handler, and the decisions the mappings
// make before they hand anything to UIKit — against the virtual layouts where they can.
#if canImport(UIKitDeclarations)
  import Foundation
  import TableSource
  import TableSourceTestSupport
  import TableSourceTesting
  import TableSourceVirtualCollection
  @testable import TableSourceUIKit
  import Testing
  import UIKitDeclarations

  @MainActor
  @Suite("The layouts on UIKit")
  struct UIKitLayoutBridgeTests {
    @Test(
      "a list configuration becomes UIKit's with the same appearance, header and footer modes, separators and header padding (C-E1, C-E2)"
    )
    func listConfigurationSettings() {
      let appearances:
        [CollectionLayoutListConfiguration.Appearance: UICollectionLayoutListConfiguration
          .Appearance] = [
            .plain: .plain, .grouped: .grouped, .insetGrouped: .insetGrouped, .sidebar: .sidebar,
            .sidebarPlain: .sidebarPlain,
          ]
      #expect(appearances.count == CollectionLayoutListConfiguration.Appearance.allCases.count)
      for (appearance, expected) in appearances {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        #expect(UICollectionLayoutListConfiguration(configuration).appearance == expected)
        let defaults = UICollectionLayoutListConfiguration(configuration)
        #expect(defaults.headerMode == .none && defaults.footerMode == .none)
        #expect(defaults.showsSeparators && defaults.headerTopPadding == nil)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.showsSeparators = false
        configuration.headerTopPadding = 12
        let set = UICollectionLayoutListConfiguration(configuration)
        #expect(set.headerMode == .supplementary && set.footerMode == .supplementary)
        #expect(!set.showsSeparators && set.headerTopPadding == 12)
        configuration.headerMode = .firstItemInSection
        configuration.headerTopPadding = -5
        let outline = UICollectionLayoutListConfiguration(configuration)
        #expect(outline.headerMode == .firstItemInSection)
        #expect(
          outline.headerTopPadding == 0, "a negative padding is none, as the virtual list reads it")
      }
    }

    @Test(
      "UIKit's swipe action providers are there exactly when the list's are, and ask them with the swiped index path (C-E4)"
    )
    func swipeProviders() {
      let asked = Box<[IndexPath]>([])
      var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      let none = UICollectionLayoutListConfiguration(configuration)
      #expect(none.leadingSwipeActionsConfigurationProvider == nil)
      #expect(none.trailingSwipeActionsConfigurationProvider == nil)
      configuration.trailingSwipeActionsConfigurationProvider = { [unowned asked] indexPath in
        asked.value.append(indexPath)
        return nil
      }
      let trailing = UICollectionLayoutListConfiguration(configuration)
      #expect(trailing.leadingSwipeActionsConfigurationProvider == nil)
      let provider = trailing.trailingSwipeActionsConfigurationProvider
      #expect(provider?(IndexPath(item: 3, section: 1)) == nil, "no actions, none for UIKit")
      #expect(asked.value == [IndexPath(item: 3, section: 1)])
    }

    @Test(
      "a swipe action on UIKit runs its handler with the index path its row or item has when it runs, and fails when it is gone or throws, reporting the error (rule 7.4)"
    )
    func swipeActionHandler() {
      let seen = Box<[IndexPath]>([])
      let results = Box<[Bool]>([])
      let errors = Box<[String]>([])
      let place = Box<IndexPath?>(IndexPath(item: 0, section: 0))
      let fails = Box(false)
      let action = ContextualAction(style: .destructive, title: "Delete") {
        [unowned seen, unowned fails] _, indexPath, completion in
        seen.value.append(indexPath)
        if fails.value { throw Refused() }
        completion(true)
      }
      let handler = action.uiKitHandler(
        at: { [unowned place] in place.value },
        report: { [unowned errors] in errors.value.append("\($0)") })
      let uiKitAction = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
      let run = {
        handler(uiKitAction, UIView(), { [unowned results] in results.value.append($0) })
      }

      place.value = IndexPath(item: 4, section: 2)  // the row moved after the swipe began
      run()
      #expect(seen.value == [IndexPath(item: 4, section: 2)] && results.value == [true])
      place.value = nil  // the row is gone
      run()
      #expect(seen.value.count == 1 && results.value == [true, false] && errors.value.isEmpty)
      place.value = IndexPath(item: 1, section: 0)
      fails.value = true
      run()
      #expect(results.value == [true, false, false] && errors.value.count == 1)
    }

    @Test(
      "a group with a count gets, for iOS 16's repeating form, its subitem sized as the virtual layout sizes each copy, or none where UIKit's dimensions cannot say it (C-F1, C-F2)"
    )
    func repeatedSubitemSizes() throws {
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1))
      )
      let fraction = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        repeatingSubitem: item, count: 4)
      let sized = try #require(fraction.repeatedSubitem)
      #expect(sized.layoutSize.widthDimension == .fractionalWidth(0.25))
      #expect(sized.layoutSize.heightDimension == .fractionalHeight(1), "across the axis, kept")

      var edged = item
      edged.edgeSpacing = LayoutEdgeSpacing(top: .fixed(2))
      var spaced = LayoutGroup.vertical(
        layoutSize: LayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(300)),
        repeatingSubitem: edged, count: 3)
      spaced.interItemSpacing = .fixed(10)
      spaced.contentInsets = DirectionalEdgeInsets(top: 5, bottom: 5)
      // (300 − 10 of insets − 2 × 10 of spacing) / 3 = 90, less the copy's 2 of edge spacing.
      #expect(spaced.repeatedSubitem?.layoutSize.heightDimension == .absolute(88))

      var fractionalSpaced = fraction
      fractionalSpaced.interItemSpacing = .fixed(8)
      #expect(fractionalSpaced.repeatedSubitem == nil, "a fraction cannot leave room for spacing")
      let plain = LayoutGroup.horizontal(layoutSize: fraction.layoutSize, subitems: [item])
      #expect(plain.repeatedSubitem == nil, "no count")
    }

    @Test(
      "for seeded random groups with a count, the subitem sized for iOS 16 repeated as plain subitems lays out as the group with a count does in the virtual layout (C-F1, C-F2)"
    )
    func repeatedSubitemLaysOutAlike() {
      checkSeeds(suite: "UIKitLayoutBridgeTests", defaultIterations: 200, steps: 1) { procedure in
        var random = procedure.generator
        let (group, count) = Self.randomCountGroup(&random)
        guard let sized = group.repeatedSubitem else { return nil }
        var copies =
          group.axis == .horizontal
          ? LayoutGroup.horizontal(
            layoutSize: group.layoutSize, subitems: Array(repeating: sized, count: count))
          : LayoutGroup.vertical(
            layoutSize: group.layoutSize, subitems: Array(repeating: sized, count: count))
        copies.interItemSpacing = group.interItemSpacing
        copies.contentInsets = group.contentInsets
        let bounds = CGSize(
          width: CGFloat(Int.random(in: 200...500, using: &random)),
          height: CGFloat(Int.random(in: 300...700, using: &random)))
        let items = count * 3
        @MainActor func frames(_ group: LayoutGroup) -> [CGRect?] {
          let geometry = CompositionalLayoutGeometry(
            configuration: CompositionalLayoutConfiguration(), boundsSize: bounds,
            itemCounts: [items], provider: { _, _ in LayoutSection(group: group) })
          return (0..<items).map { geometry.frameForItem(at: IndexPath(item: $0, section: 0)) }
        }
        let expected = frames(group)
        let actual = frames(copies)
        for (index, (want, got)) in zip(expected, actual).enumerated() {
          guard let want, let got else { return "item \(index) has no frame: \(group)" }
          let off =
            [
              want.minX - got.minX, want.minY - got.minY, want.width - got.width,
              want.height - got.height,
            ].map(abs).max() ?? 0
          if off > 0.01 { return "item \(index): \(got) against \(want) for \(group)" }
        }
        return nil
      }
    }

    /// A group with a count of a random axis, size, spacing, insets and subitem edge spacing,
    /// whose copies have room (a positive length each).
    static func randomCountGroup(_ random: inout SeededGenerator) -> (LayoutGroup, Int) {
      let count = Int.random(in: 1...5, using: &random)
      let horizontal = Bool.random(using: &random)
      let lengths: [LayoutDimension] = [
        .absolute(CGFloat(Int.random(in: 200...400, using: &random))),
        horizontal ? .fractionalWidth(0.9) : .fractionalHeight(0.5),
        .estimated(CGFloat(Int.random(in: 200...400, using: &random))),
      ]
      let along = lengths[Int.random(in: 0..<lengths.count, using: &random)]
      let across = LayoutDimension.absolute(CGFloat(Int.random(in: 40...120, using: &random)))
      let size =
        horizontal
        ? LayoutSize(widthDimension: along, heightDimension: across)
        : LayoutSize(widthDimension: across, heightDimension: along)
      var item = LayoutItem(
        layoutSize: horizontal
          ? LayoutSize(widthDimension: .absolute(7), heightDimension: .fractionalHeight(1))
          : LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(7)))
      func small() -> CGFloat { CGFloat(Int.random(in: 0...3, using: &random)) }
      if Bool.random(using: &random) {
        let before = LayoutSpacing.fixed(small())
        item.edgeSpacing =
          horizontal ? LayoutEdgeSpacing(leading: before) : LayoutEdgeSpacing(top: before)
      }
      var group =
        horizontal
        ? LayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: count)
        : LayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: count)
      switch Int.random(in: 0...2, using: &random) {
      case 0: group.interItemSpacing = nil
      case 1: group.interItemSpacing = .fixed(small())
      default: group.interItemSpacing = .flexible(small())
      }
      if Bool.random(using: &random) {
        group.contentInsets =
          horizontal
          ? DirectionalEdgeInsets(leading: small(), trailing: small())
          : DirectionalEdgeInsets(top: small(), bottom: small())
      }
      return (group, count)
    }

    @Test(
      "before iOS 14 a list is laid out as full-width rows of estimated height inset as its appearance, with the headers and footers its modes ask for, pinned as a plain list pins them (C-E1–C-E3)"
    )
    func listBeforeListSections() {
      var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      var section = configuration.sectionBeforeLists
      #expect(section.group.layoutSize.widthDimension == .fractionalWidth(1))
      #expect(section.group.layoutSize.heightDimension == .estimated(44))
      #expect(section.contentInsets.leading == 20 && section.contentInsets.trailing == 20)
      #expect(section.boundarySupplementaryItems.isEmpty, "no headers or footers by default")

      configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      section = configuration.sectionBeforeLists
      #expect(section.contentInsets.leading == 0)
      let kinds = section.boundarySupplementaryItems.map(\.elementKind)
      #expect(kinds == [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter])
      #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [true, false])
      #expect(section.boundarySupplementaryItems.map(\.alignment) == [.top, .bottom])

      configuration = CollectionLayoutListConfiguration(appearance: .grouped)
      configuration.headerMode = .supplementary
      section = configuration.sectionBeforeLists
      #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [false])
      configuration.headerMode = .firstItemInSection
      #expect(configuration.sectionBeforeLists.boundarySupplementaryItems.isEmpty)
    }

    @Test(
      "a list section among a provider's sections keeps its own content insets and boundary items around the list's before iOS 14; a grid section has no list counterpart (C-E1, C-F3)"
    )
    func listSectionBeforeListSections() throws {
      var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      let environment = LayoutEnvironment(containerSize: CGSize(width: 320, height: 480))
      var section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
      section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 4, bottom: 2, trailing: 6)
      let badge = LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge", alignment: .topTrailing)
      section.boundarySupplementaryItems = [badge]

      let plain = try #require(section.sectionBeforeLists)
      let list = configuration.sectionBeforeLists
      #expect(plain.contentInsets.top == list.contentInsets.top + 8)
      #expect(plain.contentInsets.leading == list.contentInsets.leading + 4)
      #expect(plain.contentInsets.bottom == list.contentInsets.bottom + 2)
      #expect(plain.contentInsets.trailing == list.contentInsets.trailing + 6)
      #expect(
        plain.boundarySupplementaryItems.map(\.elementKind)
          == [CollectionElementKind.sectionHeader, "badge"])
      #expect(plain.group == list.group)

      let grid = LayoutSection(group: list.group)
      #expect(grid.sectionBeforeLists == nil)
    }
  }

  /// What a failing handler throws.
  private struct Refused: Error {}

  /// A value the test's closures change.
  @MainActor
  private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
