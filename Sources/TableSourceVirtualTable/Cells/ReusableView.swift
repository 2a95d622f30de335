import TableSourceCore

/// The part a table cell and a section header or footer view have in common: an identifier that
/// says which reuse queue the view belongs to, and a hook the table calls before handing a queued
/// view out again.
///
/// You do not subclass `ReusableView` directly; subclass ``TableViewCell`` or
/// ``TableViewHeaderFooterView``.
///
/// The table numbers every view it creates (``instanceNumber``), so event logs and test failures
/// can say *which* instance showed *which* row.
@MainActor
open class ReusableView {
  /// The identifier of the reuse queue the view belongs to, or `nil` for a view made by hand,
  /// which the table discards instead of reusing (rule 2.7).
  public let reuseIdentifier: String?

  // The view's bookkeeping below is `final` and not checked for exclusive access at run time:
  // the queues and display counts read and write it for every view on every scroll step, each
  // access is a plain read or write of an integer or a flag with no call inside it, so no two
  // accesses can overlap, and a dynamic check would cost more than the access.

  /// The number the table gave this view when it created it (1, 2, 3, … per table), or 0 for a
  /// view the table did not create.
  @exclusivity(unchecked) public package(set) final var instanceNumber: Int = 0

  /// How many times the table has handed this view out for a row or section: 1 after creation,
  /// one more on each reuse. Work started for one generation that finishes in a later one belongs
  /// to another row (reuse bug B2, <doc:ReuseBugs>).
  @exclusivity(unchecked) public package(set) final var generation: Int = 0

  /// Counts one more hand-out of the view, for a reuse.
  @usableFromInline package final func advanceGeneration() { generation += 1 }

  /// The table's small number for this view's reuse identifier (`nil` until the table numbers
  /// it, when it creates or first queues the view), so queues and per-identifier counts need no
  /// string hashing on the hot path.
  @exclusivity(unchecked) @usableFromInline package final var slot: Int?
  /// Whether the view is waiting in its reuse queue.
  @exclusivity(unchecked) @usableFromInline package final var isQueued = false

  /// Creates a view for the given reuse queue.
  ///
  /// The table calls this initializer itself for registered classes, as UIKit calls
  /// `init(style:reuseIdentifier:)`.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called on a queued view inside the dequeue call, just before the table hands it out again
  /// (rule 2.4); never on a newly created view, nor on a view handed back by `reconfigureRows`
  /// (rule 2.5).
  ///
  /// Reset state here that a row's configuration does not always set, or set it in every
  /// configuration: a badge shown only for unread rows must be hidden for read ones. Call `super`.
  open func prepareForReuse() {}

  /// What the view shows, in one line of plain text: the text picture of the table draws each
  /// view by this description.
  ///
  /// Subclasses override it to describe their content, the way a screenshot would show it.
  open var renderedContent: String { "" }
}
