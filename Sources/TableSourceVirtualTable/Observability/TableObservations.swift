/// What a table records about itself for tests and tools: the event log (only while it is on),
/// how it created and reused views, and the misuses it noticed.
struct TableObservations {
  /// Whether ``events`` records.
  var isLoggingEvents = false
  /// The events recorded, oldest first.
  var events: [TableEvent] = []
  /// How many views were created, reused and discarded.
  var statistics = ReuseStatistics()
  /// Misuses noticed, oldest first.
  var diagnostics: [TableDiagnostic] = []

  /// Records an event while the log is on; builds nothing while it is off.
  mutating func log(_ event: @autoclosure () -> TableEvent) {
    if isLoggingEvents { events.append(event()) }
  }
}
