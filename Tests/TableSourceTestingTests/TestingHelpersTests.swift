import Foundation
import TableSource
import TableSourceTesting
import Testing

@MainActor
@Suite("Testing kit: golden pictures, scrolling through, event logs, property runner")
struct TestingHelpersTests {
  private func scratchFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "TableSourcePictures-\(UUID().uuidString)")
  }

  @Test("a golden picture is recorded on the first run, then passes, then fails with a line diff")
  func goldenPictureLifecycle() throws {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let feed = BuggyFeed(count: 20, bugs: [])
    let table = try feed.makeTable(size: CGSize(width: 320, height: 150))
    let picture = table.renderText()
    #expect {
      try TextPicture.check(picture, named: "feed", storedIn: folder, environment: [:])
    } throws: { error in
      (error as? TextPictureMismatch)?.kind == .recorded(replaced: false)
    }
    try TextPicture.check(picture, named: "feed", storedIn: folder, environment: [:])
    feed.posts[1].author = "Grace"
    try table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
    let mismatch = try #require(
      throws: TextPictureMismatch.self,
      performing: {
        try TextPicture.check(
          table.renderText(), named: "feed", storedIn: folder, environment: [:])
      })
    let diff = String(describing: mismatch)
    #expect(diff.contains("\n-│   Author 1 "))
    #expect(diff.contains("\n+│   Grace "))
    #expect(diff.contains("\n │   Author 0 "))
  }

  @Test("TABLESOURCE_RECORD_PICTURES=1 records a picture again")
  func rerecording() throws {
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try? TextPicture.check("one", named: "p", storedIn: folder, environment: [:])
    #expect(throws: TextPictureMismatch.self) {
      try TextPicture.check(
        "two", named: "p", storedIn: folder, environment: ["TABLESOURCE_RECORD_PICTURES": "1"])
    }
    try TextPicture.check("two", named: "p", storedIn: folder, environment: [:])
  }

  @Test("a golden picture stored next to this test matches the feed's first screen")
  func storedPicture() throws {
    let feed = BuggyFeed(count: 20, bugs: [])
    try TextPicture.check(
      of: try feed.makeTable(size: CGSize(width: 320, height: 200)), named: "feed-first-screen")
  }

  @Test("scrolling through checks every position from the top to the end")
  func scrollThrough() throws {
    let feed = BuggyFeed(count: 100, bugs: [], rowHeight: 50)
    let table = try feed.makeTable(size: CGSize(width: 320, height: 500))
    var firstRows: [Int] = []
    let positions = try TableChecks.scrollThrough(table) { table in
      firstRows.append(table.indexPathsForVisibleRows.first?.row ?? -1)
      #expect(table.indexPathsForVisibleRows.count <= 11)
    }
    // 5,000 points of rows in a 500-point viewport: offsets 0, 500, …, 4,500.
    #expect(positions == 10)
    #expect(firstRows == Array(stride(from: 0, to: 100, by: 10)))
  }

  @Test("an event log expectation names the missing event and marks what matched")
  func eventLogExpectations() throws {
    let feed = BuggyFeed(count: 30, bugs: [], rowHeight: 50)
    let table = try feed.makeTable(size: CGSize(width: 320, height: 100))
    table.isLoggingEvents = true
    try table.scroll(by: 50)
    let log = table.events
    try TableChecks.requireInOrder([.cellForRow(IndexPath(row: 2, section: 0))], in: log)
    let missing = try #require(
      throws: EventLogMismatch.self,
      performing: {
        try TableChecks.requireInOrder(
          [.cellForRow(IndexPath(row: 2, section: 0)), .cellForRow(IndexPath(row: 9, section: 0))],
          in: log)
      })
    #expect(missing.problem.hasPrefix("expected cellForRow"))
    #expect(missing.description.contains("✓"))
    #expect(throws: EventLogMismatch.self) {
      try TableChecks.requireNone("a row's cell asked for", in: log) {
        if case .cellForRow = $0 { true } else { false }
      }
    }
  }

  @Test("the property runner shrinks a failing case to a smaller one failing the same way")
  func propertyRunner() throws {
    struct TooLong: Error {}
    let runner = PropertyRunner(suite: "Example", defaultIterations: 50, environment: [:]) {
      random in
      (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0...9, using: &random)
      }
    } candidates: {
      PropertyRunner.runsRemoved(from: $0)
    }
    let failure = try #require(
      throws: PropertyFailure<[Int]>.self,
      performing: { try runner.run { if $0.count > 3 { throw TooLong() } } })
    #expect(failure.shrunk.count == 4)
    #expect(failure.original.count > 3)
    #expect(failure.replay == "TABLESOURCE_SEED=\(failure.seed) swift test --filter Example")
    #expect(runner.makeCase(seed: failure.seed) == failure.original)
    #expect(try runner.run { _ in } == 50)
    let replay = PropertyRunner(
      suite: "Example", defaultIterations: 50, environment: ["TABLESOURCE_SEED": "7"]
    ) { random in Int.random(in: 0...9, using: &random) }
    #expect(replay.budget.seeds == [7] && replay.budget.replaying)
  }

  @Test("one budget variable scales every property test's seeds; one seed variable replays a seed")
  func budgetFromTheEnvironment() {
    func seeds(_ environment: [String: String], _ defaultIterations: Int = 40) -> Int {
      PropertyBudget.fromEnvironment(defaultIterations: defaultIterations, environment: environment)
        .seeds.count
    }
    #expect(seeds([:]) == 40)
    #expect(seeds(["TABLESOURCE_BUDGET": "0.1"]) == 4)
    #expect(seeds(["TABLESOURCE_BUDGET": "2.5"]) == 100)
    #expect(seeds(["TABLESOURCE_BUDGET": "0.001"]) == 1, "at least one seed")
    #expect(seeds(["TABLESOURCE_BUDGET": "-3"]) == 40, "not a positive factor: the default")
    #expect(seeds(["TABLESOURCE_BUDGET": "many"]) == 40)
    #expect(seeds(["TABLESOURCE_BUDGET": "10"], 0) == 0, "a test with no seeds runs none")
    let replay = PropertyBudget.fromEnvironment(
      defaultIterations: 40, environment: ["TABLESOURCE_SEED": "9", "TABLESOURCE_BUDGET": "10"])
    #expect(replay.seeds == [9] && replay.replaying)
  }

  @Test(
    "a seeded procedure's failure shrinks to the fewest steps of its seed that fail the same way")
  func seededStepsShrinkToTheFirstFailingStep() throws {
    struct WentNegative: Error {}
    // A walk that fails once it goes below -3: the shrunk case is the walk up to that step.
    func walk(_ procedure: SeededSteps) throws {
      var random = procedure.generator
      var position = 0
      for _ in 0..<procedure.steps {
        position += random.next() % 2 == 0 ? 1 : -1
        if position < -3 { throw WentNegative() }
      }
    }
    let runner = PropertyRunner(suite: "Walks", defaultIterations: 200, steps: 60, environment: [:])
    let failure = try #require(throws: PropertyFailure<SeededSteps>.self) { try runner.run(walk) }
    #expect(failure.original.steps == 60 && failure.shrunk.seed == failure.original.seed)
    #expect(throws: WentNegative.self) { try walk(failure.shrunk) }
    let shorter = SeededSteps(seed: failure.shrunk.seed, steps: failure.shrunk.steps - 1)
    #expect(throws: Never.self) { try walk(shorter) }
  }

  @Test("shrinking keeps the kind a classified failure names, not just its error type")
  func classifiedFailuresKeepTheirKind() throws {
    struct Wrong: ClassifiedFailure {
      var kind: String
      var failureKind: String { kind }
    }
    // Long lists fail one way, short non-empty ones another: a long one shrinks to the shortest
    // long one, never to a short one, though both throw `Wrong`.
    let runner = PropertyRunner(suite: "Kinds", defaultIterations: 20, environment: [:]) {
      random in
      (0..<Int.random(in: 8...20, using: &random)).map { $0 }
    } candidates: {
      PropertyRunner.runsRemoved(from: $0)
    }
    let failure = try #require(throws: PropertyFailure<[Int]>.self) {
      try runner.run { list in
        if list.count > 5 { throw Wrong(kind: "long") }
        if !list.isEmpty { throw Wrong(kind: "short") }
      }
    }
    #expect(failure.shrunk.count == 6)
  }

  @Test("the test scheduler runs jobs when told: one by one, oldest first, or newest first")
  func schedulerOrder() {
    let scheduler = TestScheduler()
    var ran: [String] = []
    for name in ["a", "b", "c", "d"] { scheduler.schedule(name) { ran.append(name) } }
    let jobs = scheduler.pending
    #expect(scheduler.run(jobs[2]))
    #expect(!scheduler.run(jobs[2]))
    #expect(scheduler.pending.map(\.label) == ["a", "b", "d"])
    scheduler.schedule("e") {
      ran.append("e")
      scheduler.schedule("f") { ran.append("f") }
    }
    scheduler.runAll()
    #expect(ran == ["c", "a", "b", "d", "e", "f"])
    #expect(scheduler.pending.isEmpty && scheduler.lastScheduled == 6)
    for name in ["x", "y", "z"] { scheduler.schedule(name) { ran.append(name) } }
    scheduler.runAll(newestFirst: true)
    #expect(ran.suffix(3) == ["z", "y", "x"])
  }
}
