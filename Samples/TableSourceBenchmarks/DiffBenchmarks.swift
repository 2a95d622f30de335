// Placeholder until the diff lands; replaced by the diff benchmarks.
enum DiffBenchmarks {
  static func run(quick: Bool) -> [BenchmarkResult] { [] }
}
