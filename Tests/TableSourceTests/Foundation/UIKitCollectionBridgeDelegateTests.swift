// The UIKit bridge's collection view adapter, driven on Linux against the stand-in: its answers
// to the delegate's questions, the row's first, then the app's delegate's (which may not
// implement a method, as UIKit declares them all optional), then UIKit's default.
#if canImport(UIKitDeclarations)
  import Foundation
  import TableSource
  import TableSourceTestSupport
  @testable import TableSourceUIKit
  import Testing
  import UIKitDeclarations

  /// An app's collection view delegate that implements the optional methods it is told to and
  /// declines the others, as an Objective-C object that does not implement them would.
  @MainActor
  final class AppsCollectionDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    /// The methods implemented, by their distinctive label; `nil` for all of them.
    let implemented: Set<String>?
    var calls: [String] = []

    init(implementing implemented: Set<String>?) { self.implemented = implemented }

    /// `answer` when `name` is implemented, else the stand-in's "not implemented".
    private func answer<Value>(_ name: String, _ answer: Value) -> Value {
      guard implemented?.contains(name) ?? true else {
        return OptionalRequirement.notImplemented(answer)
      }
      calls.append(name)
      return answer
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { answer("shouldHighlightItemAt", false) }
    func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { answer("shouldSelectItemAt", false) }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      answer("didSelectItemAt", ())
    }
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { answer("targetIndexPathForMoveFromItemAt", path(0, 0)) }
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { answer("targetIndexPathForMoveOfItemFromOriginalIndexPath", path(1, 0)) }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize { answer("referenceSizeForHeaderInSection", CGSize(width: 0, height: 60)) }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize { answer("referenceSizeForFooterInSection", CGSize(width: 0, height: 30)) }
    func collectionView(
      _ collectionView: UICollectionView,
      shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { answer("shouldBeginMultipleSelectionInteractionAt", indexPath.item == 1) }
    func collectionView(
      _ collectionView: UICollectionView,
      didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) { answer("didBeginMultipleSelectionInteractionAt", ()) }
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
      answer("collectionViewDidEndMultipleSelectionInteraction", ())
    }
  }

  @MainActor
  @Suite("The UIKit collection bridge asks the app's delegate as UIKit does")
  struct UIKitCollectionBridgeDelegateTests {
    /// An adapter on a stand-in collection view for a titled section of three rows, the first
    /// counting its selections and the last not selectable, and an untitled empty section.
    func adapter(delegate: AppsCollectionDelegate, selections: Counter) throws -> (
      CollectionViewAdapter, UICollectionView, SectionsDataSource
    ) {
      var rows = labels(3)
      rows[0] = AnyRow(rows[0].onSelect { _ in selections.count += 1 })
      rows[2] = AnyRow(rows[2].selectable(false))
      let source = try SectionsDataSource(sections: [
        TableSection(header: "Title", rows: rows), TableSection(rows: []),
      ])
      let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      let adapter = CollectionViewAdapter(collectionView: view, dataSource: source)
      adapter.delegate = delegate
      return (adapter, view, source)
    }

    @Test(
      "C-I3, C-J2 and C-C9 with an app delegate that implements nothing, the rows answer, then UIKit's defaults"
    )
    func delegateImplementingNothing() throws {
      let delegate = AppsCollectionDelegate(implementing: [])
      let selections = Counter()
      let (adapter, view, source) = try adapter(delegate: delegate, selections: selections)
      defer { withExtendedLifetime(source) {} }
      #expect(adapter.collectionView(view, shouldHighlightItemAt: path(0, 0)))
      #expect(adapter.collectionView(view, shouldSelectItemAt: path(0, 1)))
      #expect(!adapter.collectionView(view, shouldSelectItemAt: path(0, 2)), "not selectable")
      adapter.collectionView(view, didSelectItemAt: path(0, 0))
      #expect(selections.count == 1, "the row's handler ran")
      let layout = view.collectionViewLayoutStandIn
      #expect(
        adapter.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 0) == .zero,
        "no flow layout, no size of the delegate's: the layout's default, zero")
      #expect(
        adapter.collectionView(
          view, targetIndexPathForMoveFromItemAt: path(0, 0), toProposedIndexPath: path(0, 1))
          == path(0, 1))
      #expect(delegate.calls.isEmpty)
    }

    @Test(
      "C-I3, C-J2 and C-C9 an app delegate's answers are used where the rows leave the question open, and a section without a header is given no size"
    )
    func delegateImplementingEverything() throws {
      let delegate = AppsCollectionDelegate(implementing: nil)
      let selections = Counter()
      let (adapter, view, source) = try adapter(delegate: delegate, selections: selections)
      defer { withExtendedLifetime(source) {} }
      #expect(!adapter.collectionView(view, shouldHighlightItemAt: path(0, 0)))
      #expect(!adapter.collectionView(view, shouldSelectItemAt: path(0, 1)))
      adapter.collectionView(view, didSelectItemAt: path(0, 0))
      #expect(selections.count == 1)
      let layout = view.collectionViewLayoutStandIn
      #expect(
        adapter.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 0)
          == CGSize(width: 0, height: 60))
      #expect(
        adapter.collectionView(view, layout: layout, referenceSizeForFooterInSection: 0) == .zero)
      #expect(
        adapter.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 1) == .zero)
      #expect(
        adapter.collectionView(
          view, targetIndexPathForMoveOfItemFromOriginalIndexPath: path(0, 0),
          atCurrentIndexPath: path(0, 1), toProposedIndexPath: path(0, 2)) == path(1, 0))
      #expect(
        delegate.calls == [
          "shouldHighlightItemAt", "shouldSelectItemAt", "didSelectItemAt",
          "referenceSizeForHeaderInSection", "targetIndexPathForMoveOfItemFromOriginalIndexPath",
        ], "the delegate is not asked the size of a header or footer the section does not have")
    }

    @Test(
      "C-I5 the two-finger pan's question goes to the app's delegate, and without its answer allowsMultipleSelectionDuringEditing decides, as in UIKit; begin and end reach the delegate"
    )
    func twoFingerPan() throws {
      let delegate = AppsCollectionDelegate(implementing: nil)
      let (adapter, view, source) = try adapter(delegate: delegate, selections: Counter())
      defer { withExtendedLifetime(source) {} }
      #expect(!adapter.collectionView(view, shouldBeginMultipleSelectionInteractionAt: path(0, 0)))
      view.allowsMultipleSelectionDuringEditing = true
      #expect(
        !adapter.collectionView(view, shouldBeginMultipleSelectionInteractionAt: path(0, 0)),
        "the delegate's no wins over the setting")
      #expect(adapter.collectionView(view, shouldBeginMultipleSelectionInteractionAt: path(0, 1)))
      adapter.collectionView(view, didBeginMultipleSelectionInteractionAt: path(0, 1))
      adapter.collectionViewDidEndMultipleSelectionInteraction(view)
      #expect(
        delegate.calls == [
          "shouldBeginMultipleSelectionInteractionAt", "shouldBeginMultipleSelectionInteractionAt",
          "shouldBeginMultipleSelectionInteractionAt", "didBeginMultipleSelectionInteractionAt",
          "collectionViewDidEndMultipleSelectionInteraction",
        ])

      let silent = AppsCollectionDelegate(implementing: [])
      adapter.delegate = silent
      view.allowsMultipleSelectionDuringEditing = false
      #expect(!adapter.collectionView(view, shouldBeginMultipleSelectionInteractionAt: path(0, 1)))
      view.allowsMultipleSelectionDuringEditing = true
      #expect(adapter.collectionView(view, shouldBeginMultipleSelectionInteractionAt: path(0, 1)))
      adapter.collectionView(view, didBeginMultipleSelectionInteractionAt: path(0, 1))
      adapter.collectionViewDidEndMultipleSelectionInteraction(view)
      #expect(silent.calls.isEmpty, "nothing reaches a delegate that implements none of them")
    }

    @Test(
      "C-J2 the iOS 15 move-target question falls back to the older one when that is all the app's delegate implements"
    )
    func newerMoveTargetFallsBack() throws {
      let delegate = AppsCollectionDelegate(implementing: ["targetIndexPathForMoveFromItemAt"])
      let (adapter, view, source) = try adapter(delegate: delegate, selections: Counter())
      defer { withExtendedLifetime(source) {} }
      #expect(
        adapter.collectionView(
          view, targetIndexPathForMoveOfItemFromOriginalIndexPath: path(0, 2),
          atCurrentIndexPath: path(0, 1), toProposedIndexPath: path(0, 1)) == path(0, 0))
      #expect(delegate.calls == ["targetIndexPathForMoveFromItemAt"])
    }
  }

  /// A count a row's handler raises.
  @MainActor
  final class Counter {
    var count = 0
  }

  extension UICollectionView {
    /// A layout to pass to the flow-layout delegate's questions: the stand-in's collection view
    /// keeps none it could return (`collectionViewLayout` has no body).
    var collectionViewLayoutStandIn: UICollectionViewLayout { UICollectionViewLayout() }
  }
#endif
