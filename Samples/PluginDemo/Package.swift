// swift-tools-version: 6.1
// A tiny package that uses flowviz's command plugin: `swift package flowviz lint` from this folder.
import PackageDescription

let package = Package(
  name: "PluginDemo",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "flowviz", path: "../..")],
  targets: [
    .target(name: "DemoApp", exclude: ["Flows"])
  ]
)
