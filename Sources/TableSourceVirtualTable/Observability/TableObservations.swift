/// What a table records about itself for tests and tools: the event log (only while it is on),
/// how it created and reused views, and the misuses it noticed.
@MainActor
struct TableObservations {
  /// The events recorded while the table's log is on, oldest first.
  var events: [TableEvent] = []
  /// How many views were created, reused and discarded.
  var statistics = ReuseStatistics()
  /// Misuses noticed, oldest first.
  var diagnostics: [TableDiagnostic] = []
  /// The number the next view the table creates gets.
  private var nextInstanceNumber = 1

  /// Gives a view the table just created its number (1, 2, 3, … per table, cells and header and
  /// footer views together), the one logs and failures name it by, and its first generation.
  mutating func assignInstanceNumber(to view: ReusableView) {
    view.instanceNumber = nextInstanceNumber
    view.generation = 1
    nextInstanceNumber += 1
  }

}
