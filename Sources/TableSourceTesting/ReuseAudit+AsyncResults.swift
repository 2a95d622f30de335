import Foundation
import TableSourceVirtualTable

extension AuditRun {
  /// B2: scrolls through the table a page at a time while the rows coming on screen start their
  /// loads on the ``ReuseAudit/scheduler``, and runs the loads started two pages before, in a
  /// seeded shuffled order, once their cells have been reused; a load that changes a cell now
  /// showing another row than its own is a finding. At the end every load runs, and every cell on
  /// screen must show what a new cell configured for its row shows once its own loads are done,
  /// unless its configuration explains the difference (``reconfiguredContents(of:at:_:)``): that
  /// is stale state, B1's to report.
  mutating func checkAsyncResults() throws {
    guard let scheduler = audit.scheduler else {
      skip(.lateAsyncResult, because: "no TestScheduler given to the audit")
      return
    }
    report.checks.append(.lateAsyncResult)
    let view = view
    // Loads started before the audit have no known row: let them finish first.
    scheduler.runAll()
    let previousOrigin = scheduler.originOfNewJobs
    let identities = self
    scheduler.originOfNewJobs = {
      view.rowBeingShown.map { identities.audited($0) }
    }
    defer { scheduler.originOfNewJobs = previousOrigin }
    var random = SplitMix64(seed: audit.seed)
    try view.setContentOffset(.zero)
    view.reloadData()
    try view.layoutIfNeeded()
    let page = max(1, view.pageLength)
    var started: [Int] = [scheduler.lastScheduled]
    var offset: CGFloat = 0
    while true {
      // The loads started two pages ago, in a shuffled order.
      if started.count >= 3 {
        let limit = started[started.count - 3]
        var due = scheduler.pending.filter { $0.id <= limit }
        due.shuffle(using: &random)
        for job in due { try runWatching(job, scheduler) }
      }
      let maxOffset = max(0, view.contentLength - page)
      guard offset < maxOffset else { break }
      offset = min(maxOffset, offset + page)
      try view.setContentOffset(view.offset(along: offset))
      started.append(scheduler.lastScheduled)
    }
    var rest = scheduler.pending
    rest.shuffle(using: &random)
    for job in rest { try runWatching(job, scheduler) }
    scheduler.runAll()
    // Every cell on screen against a new cell for its row, its loads done; the cells that differ
    // are configured again afterwards, which changes them, so all are read first.
    let picture = view.picture()
    var differing: [(path: IndexPath, cell: View.Cell, seen: ReuseFinding)] = []
    for path in view.visibleRows {
      guard let cell = view.cell(at: path) else { continue }
      let actual = cell.renderedContent
      let expected = try loadedContents(of: path, scheduler)
      guard actual != expected else { continue }
      differing.append(
        (
          path, cell,
          ReuseFinding(
            bug: .lateAsyncResult, row: audited(path), cellInstanceNumber: cell.instanceNumber,
            generation: cell.generation, property: "renderedContent", expected: expected,
            actual: actual, source: nil,
            summary:
              "once every load finished, the cell does not show what its row's loads give",
            picture: picture)
        ))
    }
    for (path, cell, finding) in differing {
      // What the cell's own configuration leaves (a badge never cleared) is stale state, which B1
      // reports: only a difference that came after the configuration is a late result.
      guard try reconfiguredContents(of: cell, at: path, scheduler) != finding.actual else {
        continue
      }
      record(finding)
    }
  }

  /// What `cell`, on screen for the row at `path`, draws once handed out again and configured for
  /// the same row, as a dequeue for the row would (`prepareForReuse()`, then the data source's
  /// configuration), and the loads that configuration starts are done: what its configuration
  /// leaves, without the results that arrived since. `nil` when the data source asks for a cell
  /// of another identifier. The cell keeps that configuration.
  func reconfiguredContents(
    of cell: View.Cell, at path: IndexPath, _ scheduler: TestScheduler
  ) throws -> String? {
    let view = view
    let mark = scheduler.lastScheduled
    var handedOut = false
    let configured = try view.configureDetached(row: path) { identifier in
      guard !handedOut, identifier == cell.reuseIdentifier else {
        return view.makeDetachedCell(identifier: identifier)
      }
      handedOut = true
      view.prepareDetachedViewForReuse(cell)
      return cell
    }
    for job in scheduler.pending where job.id > mark { scheduler.run(job) }
    return configured === cell ? cell.renderedContent : nil
  }

  /// Runs one job, and records a finding for each cell on screen it changed that shows another
  /// row than the one the job was started for, and now differs from what a new cell shows for
  /// its row once that row's own loads are done. (A load may rightly change other rows: one
  /// avatar for every post of an author, a job that reconfigures rows.)
  private mutating func runWatching(_ job: TestScheduler.Job, _ scheduler: TestScheduler) throws {
    let origin = scheduler.origins[job.id]
    let cells = view.visibleRows.compactMap { path in
      view.cell(at: path).map { (path, $0, $0.renderedContent, $0.generation) }
    }
    scheduler.run(job)
    guard let origin else { return }
    for (path, cell, before, generation) in cells where cell.renderedContent != before {
      // A cell handed out again while the job ran was configured anew: not the job's doing.
      guard cell.generation == generation, view.indexPath(for: cell) == path else { continue }
      let row = audited(path)
      guard row.key == nil ? path != origin.indexPath : !row.isSameRow(as: origin)
      else { continue }
      let actual = cell.renderedContent
      let expected = try loadedContents(of: path, scheduler)
      guard actual != expected else { continue }
      record(
        ReuseFinding(
          bug: .lateAsyncResult, row: row, cellInstanceNumber: cell.instanceNumber,
          generation: cell.generation, property: "renderedContent", expected: expected,
          actual: actual, source: origin,
          summary: "\"\(job.label)\", started for \(origin), finished in the cell of \(row)",
          picture: view.picture()))
    }
  }

  /// What a new cell configured for the row at `path` draws once the loads its configuration
  /// started are done (all of them, with no scheduler, are the app's to finish).
  func loadedContents(of path: IndexPath, _ scheduler: TestScheduler?) throws -> String {
    let mark = scheduler?.lastScheduled ?? 0
    let fresh = try freshCell(of: path)
    if let scheduler {
      for job in scheduler.pending where job.id > mark { scheduler.run(job) }
    }
    return fresh.renderedContent
  }
}
