// Errors the table throws while it shows a change of the form. A call that can throw throws
// them; a change that no call can throw to (the user's input, a tap, `cancel()`, a move of the
// focus) reports them to `onTableError`. The form's state stays what the change made it: the
// next change of structure shows it in the table.

extension Form {
  /// Reports an error the table threw while showing a change: to the call collecting them
  /// (one that throws), else to ``onTableError``.
  package func reportTableError(_ error: any Error) {
    tableErrors.report(error)
  }

  /// Shows the form's structure in the table, reporting an error the table throws.
  func showStructureReporting() {
    do { try showStructure() } catch { reportTableError(error) }
  }

  /// Runs `body`, throwing the first table error it reports.
  func throwingTableErrors<T>(_ body: () throws -> T) throws -> T {
    try tableErrors.collecting(body)
  }
}

/// Where a form's table errors go: to the call collecting them, or to the app's handler.
@MainActor
final class TableErrorSink {
  /// The errors reported since the innermost collecting call began, or `nil` outside one.
  private var collected: [any Error]?
  /// The form's ``Form/onTableError``.
  var handler: (@MainActor (any Error) -> Void)?

  func report(_ error: any Error) {
    if collected != nil { collected?.append(error) } else { handler?(error) }
  }

  /// Runs `body`, throwing its own error or else the first one reported meanwhile.
  func collecting<T>(_ body: () throws -> T) throws -> T {
    let outer = beginCollecting()
    let result: T
    do { result = try body() } catch {
      collected = outer
      throw error
    }
    try endCollecting(outer)
    return result
  }

  /// Starts keeping the errors reported, until ``endCollecting(_:)``; returns what an outer
  /// collection kept, for it.
  func beginCollecting() -> [any Error]? {
    let outer = collected
    collected = []
    return outer
  }

  /// Stops keeping errors, giving `outer` back to the collection it belongs to, and throws the
  /// first error kept since ``beginCollecting()``.
  func endCollecting(_ outer: [any Error]?) throws {
    let first = collected?.first
    collected = outer
    if let first { throw first }
  }
}
