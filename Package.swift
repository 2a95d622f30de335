// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 language mode with strict concurrency comes from
/// `swiftLanguageModes`; `ExistentialAny` keeps existential costs visible in the source.
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "TableSource",
  products: [
    .library(name: "TableSource", targets: ["TableSource"]),
    .executable(name: "QuickTour", targets: ["QuickTour"]),
    .executable(name: "LongList", targets: ["LongList"]),
    .executable(name: "UpdateSequence", targets: ["UpdateSequence"]),
    .executable(name: "LiveList", targets: ["LiveList"]),
    .executable(name: "TableSourceBenchmarks", targets: ["TableSourceBenchmarks"]),
  ],
  targets: [
    .target(name: "TableSource", swiftSettings: sharedSettings),

    // Samples: executable targets whose logic lives in a function the tests call.
    .executableTarget(
      name: "QuickTour", dependencies: ["TableSource"], path: "Samples/QuickTour",
      swiftSettings: sharedSettings),
    .executableTarget(
      name: "LongList", dependencies: ["TableSource"], path: "Samples/LongList",
      swiftSettings: sharedSettings),
    .executableTarget(
      name: "UpdateSequence", dependencies: ["TableSource"], path: "Samples/UpdateSequence",
      swiftSettings: sharedSettings),
    .executableTarget(
      name: "LiveList", dependencies: ["TableSource"], path: "Samples/LiveList",
      swiftSettings: sharedSettings),
    .executableTarget(
      name: "TableSourceBenchmarks", dependencies: ["TableSource"],
      path: "Samples/TableSourceBenchmarks", swiftSettings: sharedSettings),

    // A second module holding a cell type named like one in the tests, so the tests can prove
    // that derived reuse identifiers are module-qualified.
    .target(
      name: "TableSourceTestFixtures", dependencies: ["TableSource"],
      path: "Tests/TableSourceTestFixtures", swiftSettings: sharedSettings),
    .testTarget(
      name: "TableSourceTests", dependencies: ["TableSource", "TableSourceTestFixtures"],
      swiftSettings: sharedSettings),
    .testTarget(
      name: "SamplesTests",
      dependencies: [
        "TableSource", "QuickTour", "LongList", "UpdateSequence", "LiveList",
        "TableSourceBenchmarks",
      ],
      swiftSettings: sharedSettings),
  ],
  swiftLanguageModes: [.v6]
)
