// swift-tools-version: 6.0
import PackageDescription

// The layers, each a module, each depending only on the one below it:
//
//   TableSource              `import TableSource` gives everything (re-exports the two below)
//   TableSourceVirtualCollection  the UI-framework-free collection view: the flow layout, the
//                            dequeue contract, batch updates in the collection view's words; on
//                            the virtual table's engine (its reuse pool, display reconciliation,
//                            reentrancy rules and event log, `package` there), not a copy of it
//   TableSourceVirtualTable  the UI-framework-free table: layout, reuse, updates, rendering,
//                            its data-source and delegate protocols, and the conformances that
//                            connect the data sources to it; the engine both views run on
//   TableSourceCore          rows, sections, the table seam (`TableViewInterface` and the
//                            update values it speaks), snapshots, the diff, the data sources'
//                            table-agnostic logic; nothing of the virtual table
//
// The compiler keeps the direction: the core cannot name the virtual table.
//
// Beside the virtual table, on the core:
//
//   TableSourceUIKit         the rows and data sources on a real `UITableView`; its logic is in
//                            the core (`Bridging/`), and it holds only the UIKit calls
//
// Forms, on the core:
//
//   TableSourceFormsCore     the form model, the field kinds and the cell protocol of each kind;
//                            nothing of a table's cells
//   TableSourceForms         the virtual table's field cells (`import TableSourceForms` gives the
//                            forms, re-exporting the model)
//   TableSourceFormsUIKit    UIKit's field cells, on the bridge (in the `TableSourceUIKit`
//                            product)

/// `TABLESOURCE_LIBRARY_TESTS=1` in the environment leaves the samples, their tests and the
/// benchmarks out of the package: CI's sanitizer runs build and test the libraries only, which
/// halves what they compile. Nothing else reads it.
let librariesOnly = Context.environment["TABLESOURCE_LIBRARY_TESTS"] == "1"

/// The samples: executable targets under `Samples/`, whose logic lives in a function the tests
/// call. The benchmarks are one too.
let samples =
  librariesOnly
  ? []
  : [
    "QuickTour", "LongList", "UpdateSequence", "LiveList", "PreferencesForm", "ProfileForm",
    "SignUpForm", "ReuseAudit", "PhotoGrid", "FormInList", "SettingsSidebar", "PhotoFeed",
    "TableSourceBenchmarks",
  ]

/// Code two samples share, in a library target of its own under `Samples/`: `ProfileForm` and
/// `FormInList` show one form, in a table and in a list.
let sampleSupport: [String: [String]] = [
  "ProfileForm": ["ProfileFormModel"], "FormInList": ["ProfileFormModel"],
]

/// What `import TableSource` brings. Targets that import it also depend on the layers it
/// re-exports by name: SwiftPM rebuilds a module when a module it depends on changes, and an
/// umbrella whose own source did not change keeps its old build, so a change in a layer would
/// otherwise leave its dependents compiled against the layer's old layout.
let tableSource: [Target.Dependency] = [
  "TableSource", "TableSourceCore", "TableSourceVirtualTable", "TableSourceVirtualCollection",
]

/// `TABLESOURCE_INTERNAL_CHECKS=1` in the environment makes debug builds check the library's own
/// consistency after every public mutation (`checkInvariants()`), as CI's test runs do. Without
/// it (an app's debug build of TableSource as a dependency), the checks are compiled out: some
/// re-check a whole snapshot or table, which would make an app's tests pay O(n) per call.
/// Release builds never have them.
let internalChecks: [SwiftSetting] =
  Context.environment["TABLESOURCE_INTERNAL_CHECKS"] == "1"
  ? [.define("TABLESOURCE_INTERNAL_CHECKS", .when(configuration: .debug))] : []

/// `TABLESOURCE_STANDIN_TVOS=1` in the environment compiles the UIKit bridge, the forms' UIKit
/// cells and the README's UIKit example against the stand-in as tvOS declares UIKit: the
/// stand-in leaves out what tvOS does not have, and the bridge takes its tvOS branches. Linux
/// cannot build for tvOS; CI builds this way so that the tvOS side compiles somewhere.
let tvOSStandIn: [SwiftSetting] =
  Context.environment["TABLESOURCE_STANDIN_TVOS"] == "1"
  ? [.define("TABLESOURCE_STANDIN_TVOS")] : []

let package = Package(
  name: "TableSource",
  // The floor of Swift concurrency's back-deployment. Nothing in the libraries needs a newer
  // OS: they use Foundation's IndexPath, CGFloat/CGPoint/CGSize/CGRect, NSLock (withLock is
  // available from iOS 8 / macOS 10.10), Dispatch, and no Synchronization, Observation or
  // Regex. Linux has no floor.
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  // Only the libraries are products: `swift run` finds the samples' executable targets in this
  // package by name, and packages that depend on TableSource do not see them.
  products: [
    .library(
      name: "TableSource",
      targets: [
        "TableSource", "TableSourceCore", "TableSourceVirtualTable", "TableSourceVirtualCollection",
      ]),
    .library(name: "TableSourceCore", targets: ["TableSourceCore"]),
    .library(
      name: "TableSourceUIKit",
      targets: [
        "TableSourceUIKit", "TableSourceFormsUIKit", "TableSourceFormsCore", "TableSourceCore",
      ]
    ),
    .library(name: "TableSourceTesting", targets: ["TableSourceTesting"]),
    .library(
      name: "TableSourceForms",
      targets: [
        "TableSourceForms", "TableSourceFormsCore", "TableSourceCore", "TableSourceVirtualTable",
        "TableSourceVirtualCollection",
      ]),
  ],
  targets: [
    .target(name: "TableSourceCore", swiftSettings: internalChecks),
    .target(
      name: "TableSourceVirtualTable", dependencies: ["TableSourceCore"],
      swiftSettings: internalChecks),
    .target(
      name: "TableSourceVirtualCollection",
      dependencies: ["TableSourceCore", "TableSourceVirtualTable"], swiftSettings: internalChecks),
    .target(
      name: "TableSource",
      dependencies: ["TableSourceCore", "TableSourceVirtualTable", "TableSourceVirtualCollection"]),
    // The testing kit: the reuse audit, golden text pictures and the seeded property runner,
    // for the app's tests (and the package's own).
    .target(
      name: "TableSourceTesting",
      dependencies: ["TableSourceCore", "TableSourceVirtualTable", "TableSourceVirtualCollection"]),
    // Forms: values kept in the form, never in cells; field rows, and their cells in each table.
    .target(
      name: "TableSourceFormsCore", dependencies: ["TableSourceCore"],
      swiftSettings: internalChecks),
    .target(
      name: "TableSourceForms",
      dependencies: [
        "TableSourceFormsCore", "TableSourceCore", "TableSourceVirtualTable",
        "TableSourceVirtualCollection",
      ]),
    // The UIKit bridge. On Apple platforms it imports UIKit; on Linux it compiles against the
    // declarations-only stand-in below, so CI checks its UIKit calls there.
    .target(
      name: "TableSourceUIKit",
      dependencies: [
        "TableSourceCore",
        // The virtual collection view's layouts, each mapped to UIKit's.
        "TableSourceVirtualCollection",
        .target(name: "UIKitDeclarations", condition: .when(platforms: [.linux])),
      ], swiftSettings: tvOSStandIn),
    .target(
      name: "TableSourceFormsUIKit",
      dependencies: [
        "TableSourceUIKit", "TableSourceFormsCore", "TableSourceCore",
        .target(name: "UIKitDeclarations", condition: .when(platforms: [.linux])),
      ], swiftSettings: tvOSStandIn),
    // UIKit's declarations that the bridge uses, with Apple's signatures and empty bodies: a
    // build-time check, with no product of its own. Only Linux builds depend on it (there is no
    // UIKit there to use, so the bridge's product is a compile check); an Apple build never does.
    .target(
      name: "UIKitDeclarations", path: "Tests/UIKitDeclarations", swiftSettings: tvOSStandIn),

    // A second module holding a cell type named like one in the tests, so the tests can prove
    // that derived reuse identifiers are module-qualified.
    .target(
      name: "TableSourceTestFixtures", dependencies: tableSource,
      path: "Tests/TableSourceTestFixtures"),
    // What the tests share: cells and rows, the data sources tests drive tables with, one table
    // factory, one checker of what a table shows, a changeset round trip, and the property
    // tests' seeds and shrinking.
    .target(
      name: "TableSourceTestSupport", dependencies: tableSource + ["TableSourceTesting"],
      path: "Tests/TableSourceTestSupport"),
    // What the forms' tests share: the forms and models several suites use, and a table showing
    // a form. A target of its own, so the other tests' builds (the thread sanitizer's) do not
    // compile the forms.
    .target(
      name: "TableSourceFormsTestSupport", dependencies: tableSource + ["TableSourceForms"],
      path: "Tests/TableSourceFormsTestSupport"),
    // The README's complete example and its form generated from data, word for word: a test
    // checks that they are the README's text and that the example prints the README's picture.
    .target(
      name: "TableSourceReadmeExample",
      dependencies: tableSource + ["TableSourceForms", "TableSourceFormsCore"],
      path: "Tests/TableSourceReadmeExample"),
    // The README's UIKit example, compiled against UIKit or, on Linux, the stand-in.
    .target(
      name: "TableSourceUIKitReadmeExample",
      dependencies: [
        "TableSourceUIKit", "TableSourceFormsUIKit", "TableSourceVirtualCollection",
        .target(name: "UIKitDeclarations", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/TableSourceUIKitReadmeExample",
      // The forms example is iOS's alone (`@available(tvOS, unavailable)`): a tvOS target would
      // not include it, and the tvOS build leaves it out the same way.
      exclude: tvOSStandIn.isEmpty ? [] : ["ProfileViewController.swift"],
      swiftSettings: tvOSStandIn),
    .testTarget(
      name: "TableSourceTests",
      dependencies: tableSource + [
        "TableSourceTestFixtures", "TableSourceTestSupport", "TableSourceReadmeExample",
        // Built with the tests, so that `swift test` compiles the README's UIKit example.
        "TableSourceUIKitReadmeExample",
        // The README's form generated from data is run.
        "TableSourceForms", "TableSourceFormsCore",
      ]),
    // The `Sendable` values used from many tasks at once: a target of their own, so that CI's
    // thread-sanitizer run builds them and the libraries and nothing else.
    .testTarget(
      name: "TableSourceConcurrencyTests",
      dependencies: tableSource + ["TableSourceTestFixtures", "TableSourceTestSupport"]),
    // Tests of the core alone, through a second table behind the seam: they import only
    // `TableSourceCore`, so they build without the virtual table.
    .testTarget(name: "TableSourceCoreTests", dependencies: ["TableSourceCore"]),
    // The virtual collection view: its rules by number, its flow layout against a plain
    // recomputation, and the data sources on it.
    .testTarget(
      name: "TableSourceVirtualCollectionTests",
      dependencies: tableSource + ["TableSourceTestSupport", "TableSourceTesting"]),
    .testTarget(
      name: "TableSourceTestingTests",
      dependencies: tableSource + [
        "TableSourceTesting", "TableSourceForms", "TableSourceFormsCore",
      ],
      // The golden text pictures the tests compare with, read at run time from the source tree.
      exclude: ["__TextPictures__"]),
    .testTarget(
      name: "TableSourceFormsTests",
      dependencies: tableSource + [
        "TableSourceForms", "TableSourceFormsCore", "TableSourceTesting", "TableSourceTestSupport",
        "TableSourceFormsTestSupport",
      ]),
  ]
    + (librariesOnly
      ? []
      : [
        .testTarget(
          name: "SamplesTests",
          dependencies: tableSource + [
            "TableSourceForms", "TableSourceFormsCore", "TableSourceTesting",
          ]
            + samples.map { .target(name: $0) } + [.target(name: "ProfileFormModel")])
      ])
    + samples.map { sample in
      .executableTarget(
        name: sample,
        dependencies: tableSource + [
          "TableSourceForms", "TableSourceFormsCore", "TableSourceTesting",
        ] + (sampleSupport[sample] ?? []).map { .target(name: $0) },
        path: "Samples/\(sample)")
    }
    + (librariesOnly
      ? []
      : [
        .target(
          name: "ProfileFormModel",
          dependencies: tableSource + ["TableSourceForms", "TableSourceFormsCore"],
          path: "Samples/ProfileFormModel")
      ]),
  swiftLanguageModes: [.v6]
)

/// `TABLESOURCE_TEST_TARGETS=A,B` in the environment keeps only the test targets named: CI's
/// thread-sanitizer run needs one, and builds no other. Nothing else reads it.
if let kept = Context.environment["TABLESOURCE_TEST_TARGETS"]?.split(separator: ",") {
  package.targets.removeAll { $0.type == .test && !kept.contains(Substring($0.name)) }
}

/// `TABLESOURCE_STRICT=1` in the environment (CI sets it) turns warnings into errors in every
/// target, so one build serves CI's warning check and its test run. Packages that depend on
/// TableSource never see the flag.
let strict = Context.environment["TABLESOURCE_STRICT"] == "1"

// Every target: Swift 6 language mode with strict concurrency (`swiftLanguageModes`), and the
// upcoming features the code adopts. `ExistentialAny` keeps existential costs visible;
// `InternalImportsByDefault` makes an import public only where the public API needs it;
// `MemberImportVisibility` makes each file import the modules whose members it uses.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ] + (strict ? [.unsafeFlags(["-warnings-as-errors"])] : [])
}
