/// What a virtual view records about itself for tests and tools: the event log (only while it is
/// on), how it created and reused views, and the misuses it noticed. The table and the collection
/// view each keep one, with their own kinds of events and diagnostics.
@MainActor
package struct ViewObservations<Event, Diagnostic> {
  /// The events recorded while the view's log is on, oldest first.
  package var events: [Event] = []
  /// How many views were created, reused and discarded.
  package var statistics = ReuseStatistics()
  /// Misuses noticed, oldest first.
  package var diagnostics: [Diagnostic] = []
  /// The number the next view the view creates gets.
  private var nextInstanceNumber = 1

  /// An empty record.
  package init() {}

  /// Gives a view just created its number (1, 2, 3, … per table or collection view, cells and
  /// supplementary views together), the one logs and failures name it by, and its first
  /// generation.
  package mutating func assignInstanceNumber(to view: ReusableView) {
    view.instanceNumber = nextInstanceNumber
    view.generation = 1
    nextInstanceNumber += 1
  }
}

/// The table's record.
typealias TableObservations = ViewObservations<TableEvent, TableDiagnostic>
