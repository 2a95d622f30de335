// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 language mode with strict concurrency comes from
/// `swiftLanguageModes`; `ExistentialAny` keeps existential costs visible in the source.
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// The samples: executable targets under `Samples/`, whose logic lives in a function the tests
/// call. The benchmarks are one too.
let samples = ["QuickTour", "LongList", "UpdateSequence", "LiveList", "TableSourceBenchmarks"]

let package = Package(
  name: "TableSource",
  // Only the library is a product: `swift run` finds the samples' executable targets in this
  // package by name, and packages that depend on TableSource do not see them.
  products: [.library(name: "TableSource", targets: ["TableSource"])],
  targets: [
    // Debug builds check the library's own consistency after every public mutation
    // (`checkInvariants()`); release builds compile the checks out.
    .target(
      name: "TableSource",
      swiftSettings: sharedSettings + [
        .define("TABLESOURCE_INTERNAL_CHECKS", .when(configuration: .debug))
      ]),

    // A second module holding a cell type named like one in the tests, so the tests can prove
    // that derived reuse identifiers are module-qualified.
    .target(
      name: "TableSourceTestFixtures", dependencies: ["TableSource"],
      path: "Tests/TableSourceTestFixtures", swiftSettings: sharedSettings),
    // What the tests share: cells and rows, the data sources tests drive tables with, one table
    // factory, one checker of what a table shows, a changeset round trip, and the property
    // tests' seeds and shrinking.
    .target(
      name: "TableSourceTestSupport", dependencies: ["TableSource"],
      path: "Tests/TableSourceTestSupport", swiftSettings: sharedSettings),
    // The README's complete example, word for word: a test checks that it is the README's text
    // and that it prints the README's picture.
    .target(
      name: "TableSourceReadmeExample", dependencies: ["TableSource"],
      path: "Tests/TableSourceReadmeExample", swiftSettings: sharedSettings),
    .testTarget(
      name: "TableSourceTests",
      dependencies: [
        "TableSource", "TableSourceTestFixtures", "TableSourceTestSupport",
        "TableSourceReadmeExample",
      ],
      swiftSettings: sharedSettings),
    .testTarget(
      name: "SamplesTests",
      dependencies: ["TableSource"] + samples.map { .target(name: $0) },
      swiftSettings: sharedSettings),
  ]
    + samples.map { sample in
      .executableTarget(
        name: sample, dependencies: ["TableSource"], path: "Samples/\(sample)",
        swiftSettings: sharedSettings)
    },
  swiftLanguageModes: [.v6]
)
