import FlowGraph
import Foundation
import XCTest

/// The TCACoordinators version an app pins (its `Package.resolved`: the one Xcode keeps inside the project, Tuist's)
/// decides how its routes are rendered: up to 0.13 by FlowStacks' Router (one change per update), from 0.14 by
/// FlowStack (which stages large updates itself).
final class TCAPinnedVersionTests: XCTestCase {
  /// `pinsIn`: where the `Package.resolved` goes, below the app's folder.
  private func app(pinning version: String?, pinsIn folder: String = "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm") throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tca-pin-\(UUID().uuidString)")
    let sources = root.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data("""
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer
      struct Flow {
        struct State { var routes: [Route<Page.State>] = [.root(.start(.init()), embedInNavigationView: true)] }
        enum Action { case router(IndexedRouterActionOf<Page>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .start(.skipTapped))):
              state.routes.push(.middle(.init()))
              state.routes.push(.end(.init()))
            default:
              break
            }
            return .none
          }
        }
      }
      struct FlowView: View {
        let store: StoreOf<Flow>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case let .start(store): StartView(store: store)
            case let .middle(store): MiddleView(store: store)
            case let .end(store): EndView(store: store)
            }
          }
        }
      }
      @main
      struct TheApp: App {
        var body: some Scene { WindowGroup { FlowView(store: Store(initialState: Flow.State()) { Flow() }) } }
      }
      struct StartView: View { let store: StoreOf<Start>; var body: some View { Text("") } }
      struct MiddleView: View { let store: StoreOf<Middle>; var body: some View { Text("") } }
      struct EndView: View { let store: StoreOf<End>; var body: some View { Text("") } }
      """.utf8).write(to: sources.appendingPathComponent("Flow.swift"))
    if let version {
      let swiftpm = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: swiftpm, withIntermediateDirectories: true)
      try Data("""
        {
          "pins" : [
            { "identity" : "tcacoordinators", "kind" : "remoteSourceControl",
              "location" : "https://github.com/johnpatrickmorgan/TCACoordinators",
              "state" : { "revision" : "0000000000000000000000000000000000000000", "version" : "\(version)" } }
          ],
          "version" : 2
        }
        """.utf8).write(to: swiftpm.appendingPathComponent("Package.resolved"))
    }
    return root
  }

  private func lint(_ root: URL) throws -> (generation: String?, multiStep: Int) {
    defer { try? FileManager.default.removeItem(at: root) }
    let graph = try InputLoader(workingDirectory: root.path).load(["App"]).graph
    let findings = Linter(options: LintOptions()).lint(graph, sources: [:]).findings
    return (graph.coordinators.first { $0.id == "Flow" }?.generation, findings.filter { $0.rule == "multi-step-transition" }.count)
  }

  func testBeforeFlowStackTwoPushesInOneUpdateAreReported() throws {
    let result = try lint(try app(pinning: "0.8.0"))
    XCTAssertEqual(result.generation, "0.1-0.4")
    XCTAssertEqual(result.multiStep, 1)
  }

  func testWithFlowStackTheLibraryStagesThem() throws {
    let result = try lint(try app(pinning: "0.14.0"))
    XCTAssertEqual(result.generation, "0.6+")
    XCTAssertEqual(result.multiStep, 0)
  }

  func testTuistKeepsItsPinsInItsOwnFolder() throws {
    let result = try lint(try app(pinning: "0.14.1", pinsIn: "Tuist"))
    XCTAssertEqual(result.generation, "0.6+")
    XCTAssertEqual(result.multiStep, 0)
  }

  func testWithoutAPinTheGenerationStaysUnknown() throws {
    let result = try lint(try app(pinning: nil))
    XCTAssertNil(result.generation)
    XCTAssertEqual(result.multiStep, 1)
  }
}
