// The UIKit bridge's adapter, driven on Linux against the stand-in: UIKit declares every
// delegate method optional, and the adapter must tell "the app's delegate does not implement it"
// from "it answered nil".
#if canImport(UIKitDeclarations)
  import Foundation
  import TableSource
  import TableSourceTestSupport
  @testable import TableSourceUIKit
  import Testing
  import UIKitDeclarations

  /// An app's delegate that implements the optional methods it is told to and declines the
  /// others, as an Objective-C object that does not implement them would (it reports them not
  /// implemented through the stand-in's `OptionalRequirement`). It never relies on the
  /// stand-in's deprecated defaults.
  @MainActor
  final class AppsDelegate: NSObject, UITableViewDelegate {
    /// The methods implemented, by their distinctive label; `nil` for all of them.
    let implemented: Set<String>?
    /// What `willSelectRowAt` and `willDeselectRowAt` answer when implemented.
    var selectAnswer: IndexPath?
    var calls: [String] = []

    init(implementing implemented: Set<String>?, selectAnswer: IndexPath? = nil) {
      self.implemented = implemented
      self.selectAnswer = selectAnswer
    }

    /// `answer` when `name` is implemented, else the stand-in's "not implemented".
    private func answer<Value>(_ name: String, _ answer: Value) -> Value {
      guard implemented?.contains(name) ?? true else {
        return OptionalRequirement.notImplemented(answer)
      }
      calls.append(name)
      return answer
    }

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) { answer("willDisplay", ()) }
    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) { answer("willDisplayHeaderView", ()) }
    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) { answer("willDisplayFooterView", ()) }
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) { answer("didEndDisplaying", ()) }
    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) { answer("didEndDisplayingHeaderView", ()) }
    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) { answer("didEndDisplayingFooterView", ()) }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      answer("heightForRowAt", 70)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      answer("heightForHeaderInSection", 30)
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      answer("heightForFooterInSection", 20)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      answer("viewForHeaderInSection", nil)
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      answer("viewForFooterInSection", nil)
    }
    func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) { answer("accessoryButtonTappedForRowWith", ()) }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      answer("shouldHighlightRowAt", false)
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      answer("willSelectRowAt", selectAnswer)
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    { answer("willDeselectRowAt", selectAnswer) }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      answer("didSelectRowAt", ())
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      answer("didDeselectRowAt", ())
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    { answer("editingStyleForRowAt", .insert) }
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { answer("targetIndexPathForMoveFromRowAt", sourceIndexPath) }
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { answer("leadingSwipeActionsConfigurationForRowAt", nil) }
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { answer("trailingSwipeActionsConfigurationForRowAt", nil) }
  }

  @MainActor
  @Suite("The UIKit bridge asks the app's delegate as UIKit does, optional methods included")
  struct UIKitBridgeDelegateTests {
    /// An adapter on a stand-in table for three rows, the last not selectable, whose app
    /// delegate is `delegate`; and the rows selected through their `onSelect`.
    func adapter(delegate: AppsDelegate) throws -> (
      TableViewAdapter, UITableView, SectionsDataSource
    ) {
      let rows = labels(3).enumerated().map {
        $0.offset == 2 ? $0.element.selectable(false) : $0.element
      }
      let source = try SectionsDataSource(sections: [TableSection(rows: rows)])
      source.forwardee = delegate
      let table = UITableView(frame: .zero, style: .plain)
      return (TableViewAdapter(tableView: table, dataSource: source), table, source)
    }

    @Test(
      "6.3 with an app delegate that implements no optional method, rows are selected and deselected"
    )
    func delegateImplementingNothing() throws {
      let delegate = AppsDelegate(implementing: [])
      let (adapter, table, source) = try adapter(delegate: delegate)
      defer { withExtendedLifetime(source) {} }
      #expect(adapter.tableView(table, willSelectRowAt: path(0, 1)) == path(0, 1))
      #expect(adapter.tableView(table, willDeselectRowAt: path(0, 1)) == path(0, 1))
      #expect(adapter.tableView(table, willSelectRowAt: path(0, 2)) == nil)  // Not selectable.
      #expect(adapter.tableView(table, shouldHighlightRowAt: path(0, 1)))
      #expect(
        adapter.tableView(
          table, targetIndexPathForMoveFromRowAt: path(0, 0), toProposedIndexPath: path(0, 1))
          == path(0, 1))
      #expect(delegate.calls.isEmpty)
    }

    @Test(
      "6.3 an app delegate's willSelectRowAt returning nil stops the selection; its row is not asked twice"
    )
    func delegateRefusingSelection() throws {
      let delegate = AppsDelegate(implementing: ["willSelectRowAt", "willDeselectRowAt"])
      let (adapter, table, source) = try adapter(delegate: delegate)
      defer { withExtendedLifetime(source) {} }
      #expect(adapter.tableView(table, willSelectRowAt: path(0, 1)) == nil)
      #expect(adapter.tableView(table, willDeselectRowAt: path(0, 1)) == nil)
      delegate.selectAnswer = path(0, 0)
      #expect(adapter.tableView(table, willSelectRowAt: path(0, 1)) == path(0, 0))
      #expect(delegate.calls == ["willSelectRowAt", "willDeselectRowAt", "willSelectRowAt"])
    }

    @Test(
      "an app delegate that implements every optional method is asked, and its answers are used")
    func delegateImplementingEverything() throws {
      let delegate = AppsDelegate(implementing: nil, selectAnswer: path(0, 0))
      let (adapter, table, source) = try adapter(delegate: delegate)
      defer { withExtendedLifetime(source) {} }
      #expect(adapter.tableView(table, willSelectRowAt: path(0, 1)) == path(0, 0))
      #expect(adapter.tableView(table, shouldHighlightRowAt: path(0, 1)) == false)
      #expect(adapter.tableView(table, heightForRowAt: path(0, 1)) == 70)
      #expect(
        adapter.tableView(
          table, targetIndexPathForMoveFromRowAt: path(0, 0), toProposedIndexPath: path(0, 1))
          == path(0, 0))
      #expect(delegate.calls.contains("heightForRowAt"))
    }

    @Test("the stand-in tells an optional requirement not implemented from one that answers nil")
    func standInOptionalRequirements() {
      let declining = AppsDelegate(implementing: [])
      let answering = AppsDelegate(implementing: ["willSelectRowAt"])
      let table = UITableView(frame: .zero, style: .plain)
      let notImplemented = OptionalRequirement.call {
        declining.tableView(table, willSelectRowAt: path(0, 0))
      }
      let answeredNil = OptionalRequirement.call {
        answering.tableView(table, willSelectRowAt: path(0, 0))
      }
      #expect(notImplemented == nil)
      #expect(answeredNil == .some(nil))
    }
  }
#endif
