import Foundation

/// One measured scenario: our figure, the baseline measured in the same run, and the goal for
/// their ratio.
struct BenchmarkResult {
  var name: String
  var n: Int
  var ours: Double
  var baseline: Double?
  var unit: String
  var goal: String
  var note: String?

  /// `ours / baseline`, when there is a baseline.
  var ratio: Double? {
    guard let baseline, baseline != 0 else { return nil }
    return ours / baseline
  }

  /// Whether the goal is met: goals read `ratio ≤ X`, `ratio = X` or `ours ≤ X`; `nil` when the
  /// goal is empty or there is nothing to compare.
  var isGoalMet: Bool? {
    let parts = goal.split(separator: " ")
    guard parts.count == 3, let limit = Double(parts[2]) else { return nil }
    let value = parts[0] == "ratio" ? ratio : ours
    guard let value else { return nil }
    switch parts[1] {
    case "≤": return value <= limit
    case "=": return abs(value - limit) < 1e-9
    default: return nil
    }
  }

  /// One JSON object on one line.
  var jsonLine: String {
    var fields: [String] = [
      "\"name\":\(Self.quoted(name))", "\"n\":\(n)", "\"ours\":\(Self.number(ours))",
      "\"baseline\":\(baseline.map(Self.number) ?? "null")",
      "\"ratio\":\(ratio.map(Self.number) ?? "null")", "\"unit\":\(Self.quoted(unit))",
      "\"goal\":\(Self.quoted(goal))",
      "\"met\":\(isGoalMet.map { $0 ? "true" : "false" } ?? "null")",
    ]
    if let note { fields.append("\"note\":\(Self.quoted(note))") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private static func number(_ value: Double) -> String {
    value.isFinite ? String(format: "%.6g", value) : "null"
  }

  private static func quoted(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return "\"" + escaped + "\""
  }
}

/// The median wall-clock time of `runs` runs of `body`, in seconds, after one warm-up run.
func measureMedian(runs: Int, _ body: () -> Void) -> Double {
  body()
  var times: [Double] = []
  for _ in 0..<max(1, runs) {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  times.sort()
  return times[times.count / 2]
}

/// The median times of several bodies measured in turns, one run of each per round after a
/// warm-up round: a figure and its baseline then see the same state of a noisy machine, which
/// one-after-the-other medians do not.
func measureInterleaved(runs: Int, _ bodies: [() -> Void]) -> [Double] {
  for body in bodies { body() }
  var times = Array(repeating: [Double](), count: bodies.count)
  for _ in 0..<max(1, runs) {
    for (index, body) in bodies.enumerated() {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
  }
  return times.map { $0.sorted()[$0.count / 2] }
}

/// The process's resident memory in bytes, from `/proc/self/statm` (0 where it cannot be read).
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A benchmark whose scenario did not do what it measures (a table showing stale content, say):
/// the run stops rather than report a figure for the wrong work.
struct BenchmarkFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
