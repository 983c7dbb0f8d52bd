// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "flowviz",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "flowviz", targets: ["flowviz"]),
    .library(name: "FlowGraph", targets: ["FlowGraph"]),
    .plugin(name: "FlowvizPlugin", targets: ["FlowvizPlugin"]),
    .library(name: "FlowvizRecorder", targets: ["FlowvizRecorder"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CGraphviz",
      pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
    ),
    .target(
      name: "FlowGraph",
      dependencies: [
        "CGraphviz",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // The subcommands, as a library: the `flowviz` executable runs them, and the fuzzer runs them in process.
    .target(
      name: "FlowvizCommands",
      dependencies: [
        "FlowGraph",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "flowviz", dependencies: ["FlowvizCommands"]),
    // The fuzzer over every input kind (Tests/Scripts/fuzz-check.sh runs a bounded pass in `make test`).
    .executableTarget(
      name: "Fuzz",
      dependencies: [
        "FlowGraph", "FlowvizCommands", .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: ["FlowGraph"],
      path: "Benchmarks/RenderBenchmark"
    ),
    .plugin(
      name: "FlowvizPlugin",
      capability: .command(
        intent: .custom(verb: "flowviz", description: "Lint or render the navigation flows of the package's targets with flowviz.")),
      dependencies: ["flowviz"]
    ),
    // Apps add this to record route traces: Foundation only, no other dependency.
    .target(name: "FlowvizRecorder"),
    // Writes a large synthetic trace through the recorder, for the trace reader's throughput numbers.
    .executableTarget(name: "flowviz-trace-gen", dependencies: ["FlowvizRecorder"]),
    .testTarget(name: "FlowvizRecorderTests", dependencies: ["FlowvizRecorder", "FlowGraph"]),
    .executableTarget(
      name: "ExtractionBenchmark",
      dependencies: [
        "FlowGraph",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      path: "Benchmarks/ExtractionBenchmark"
    ),
    .testTarget(
      name: "FlowGraphTests",
      dependencies: ["FlowGraph"],
      resources: [.copy("Golden")]
    ),
    .testTarget(
      name: "flowvizCLITests",
      dependencies: ["flowviz"]
    ),
  ]
)
