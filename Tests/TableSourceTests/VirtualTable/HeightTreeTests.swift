import Foundation
import TableSourceTestSupport
import Testing

@testable import TableSourceVirtualTable

/// The row-height structure against plain arrays: seeded random inserts, removals, height
/// changes and measurements, each followed by every query checked against the arrays.
@Suite("Row heights (the layout's blocked Fenwick trees)")
struct HeightTreeTests {
  /// A plain model: the heights and the measured flags.
  struct Model {
    var heights: [Double] = []
    var measured: [Bool] = []

    func prefixSum(_ count: Int) -> Double { heights.prefix(count).reduce(0, +) }

    /// The number of leading rows whose heights add up to no more than `offset`.
    func index(containing offset: Double) -> Int {
      var sum = 0.0
      for (index, height) in heights.enumerated() {
        sum += height
        if sum > offset { return index }
      }
      return heights.count
    }
  }

  /// A failure's description, or `nil` when the tree agrees with the model: its count, random
  /// prefix sums and rows at offsets, and, when `everyRow`, every row's height and flag.
  static func disagreement(
    _ tree: HeightTree, _ model: Model, everyRow: Bool, probes: inout SplitMix64
  ) -> String? {
    guard tree.count == model.heights.count else {
      return "count \(tree.count), expected \(model.heights.count)"
    }
    if everyRow {
      for index in model.heights.indices {
        if tree[index] != model.heights[index] { return "height of \(index)" }
        if tree.isMeasured(index) != model.measured[index] { return "measured flag of \(index)" }
      }
    }
    var sums = [0.0]
    sums.reserveCapacity(model.heights.count + 1)
    for height in model.heights { sums.append(sums[sums.count - 1] + height) }
    for count in [0, model.heights.count / 2, model.heights.count]
      + (0..<8).map({ _ in Int(probes.next() % UInt64(model.heights.count + 1)) })
    where abs(tree.prefixSum(count) - sums[count]) > 1e-6 {
      return "prefix sum of \(count): \(tree.prefixSum(count)), expected \(sums[count])"
    }
    for _ in 0..<8 {
      // Offsets on row boundaries too, where zero-height rows are passed over.
      let offset =
        probes.next() % 2 == 0
        ? Double(probes.next() % UInt64(max(1, Int(sums[sums.count - 1]) + 10)))
        : sums[Int(probes.next() % UInt64(sums.count))]
      let expected = model.index(containing: offset)
      if tree.index(containing: offset) != expected {
        return "row containing \(offset): \(tree.index(containing: offset)), expected \(expected)"
      }
    }
    return nil
  }

  /// Runs one seed: 150 random changes, some of them past a block's size. Returns the failure.
  static func run(_ procedure: SeededSteps) -> String? {
    var random = SplitMix64(seed: procedure.seed)
    var probes = SplitMix64(seed: procedure.seed &+ 1)
    let start = Int(random.next() % 2_000)
    func height() -> Double { random.next() % 5 == 0 ? 0 : Double(1 + random.next() % 90) }
    var model = Model()
    model.heights = (0..<start).map { _ in height() }
    model.measured = (0..<start).map { _ in random.next() % 2 == 0 }
    var tree = HeightTree(model.heights, measured: model.measured)
    if let failure = disagreement(tree, model, everyRow: true, probes: &probes) {
      return "initial: \(failure)"
    }
    let steps = procedure.steps
    for step in 0..<steps {
      let count = model.heights.count
      switch random.next() % 6 {
      case 0, 1:
        // A run of rows, sometimes past a block's size.
        let size =
          random.next() % 10 == 0 ? Int(random.next() % 1_200) : 1 + Int(random.next() % 4)
        let rows = (0..<size).map { _ in height() }
        let measured = random.next() % 2 == 0
        let index = Int(random.next() % UInt64(count + 1))
        tree.insert(rows, measured: measured, at: index)
        model.heights.insert(contentsOf: rows, at: index)
        model.measured.insert(contentsOf: repeatElement(measured, count: size), at: index)
      case 2 where count > 0:
        let removals = min(count, 1 + Int(random.next() % 40))
        for _ in 0..<removals {
          let index = Int(random.next() % UInt64(model.heights.count))
          tree.remove(at: index)
          model.heights.remove(at: index)
          model.measured.remove(at: index)
        }
      case 3 where count > 0:
        let index = Int(random.next() % UInt64(count))
        let value = height()
        let measured = random.next() % 2 == 0
        tree.setHeight(value, at: index, measured: measured)
        model.heights[index] = value
        model.measured[index] = measured
      case 4:
        tree.forgetMeasurements()
        model.measured = Array(repeating: false, count: count)
      default:
        break
      }
      let everyRow = step % 25 == 0 || step == steps - 1
      if let failure = disagreement(tree, model, everyRow: everyRow, probes: &probes) {
        return "after step \(step): \(failure)"
      }
    }
    return nil
  }

  @Test(
    "agrees with plain arrays under seeded random inserts, removals, height changes and forgotten measurements"
  )
  func agreesWithArrays() {
    // Each seed is 150 changes over up to 3,000 rows, checked after each: far more than a case
    // of the other property tests, hence twenty seeds (`TABLESOURCE_BUDGET` scales them all).
    checkSeeds(suite: "HeightTreeTests", defaultIterations: 20, steps: 150, Self.run)
  }

  @Test("the chunked block list agrees with an array under seeded splits, removals and edits")
  func blockListAgreesWithArray() {
    func block(_ tag: Int) -> HeightTree.Block {
      HeightTree.Block(heights: [Double(tag)], measured: [false], generation: 0)
    }
    for seed in UInt64(1)...10 {
      var random = SplitMix64(seed: seed)
      var next = Int(random.next() % 600)
      var model = (0..<next).map(block)
      var list = BlockList(model)
      for step in 0..<300 {
        guard !model.isEmpty else {
          model = [block(next)]
          list = BlockList(model)
          next += 1
          continue
        }
        let index = Int(random.next() % UInt64(model.count))
        switch random.next() % 3 {
        case 0:
          // A split: the block becomes several.
          let parts = (0..<(1 + Int(random.next() % 3))).map { _ -> HeightTree.Block in
            next += 1
            return block(next)
          }
          model.replaceSubrange(index...index, with: parts)
          list.replace(at: index, with: parts)
        case 1:
          model.remove(at: index)
          list.replace(at: index, with: [])
        default:
          model[index].heights[0] += 0.5
          list[index].heights[0] += 0.5
        }
        let tags = list.map { $0.heights[0] }
        if tags != model.map({ $0.heights[0] }) {
          Issue.record("seed \(seed), step \(step): the list differs from the array")
          return
        }
      }
    }
  }
}
