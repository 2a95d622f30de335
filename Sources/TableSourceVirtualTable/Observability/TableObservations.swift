/// What a table records about itself for tests and tools: the event log (only while it is on),
/// how it created and reused views, and the misuses it noticed.
@MainActor
struct TableObservations {
  /// Whether ``events`` records.
  var isLoggingEvents = false
  /// The events recorded, oldest first.
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

  /// Counts a reuse and records its event: one access to the table's state for both.
  mutating func noteReuse(_ event: @autoclosure () -> TableEvent) {
    statistics.reuses += 1
    log(event())
  }

  /// Records an event while the log is on; builds nothing while it is off.
  mutating func log(_ event: @autoclosure () -> TableEvent) {
    if isLoggingEvents { events.append(event()) }
  }
}
