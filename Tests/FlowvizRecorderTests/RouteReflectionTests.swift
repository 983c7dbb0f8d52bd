import FlowGraph
import FlowvizRecorder
import Foundation
import XCTest

/// Shaped like FlowStacks 0.1–0.4's Route: not Codable because of its closures.
enum OldRoute<Screen> {
  case push(Screen)
  case sheet(Screen, embedInNavigationView: Bool, onDismiss: (() -> Void)? = nil)
  case cover(Screen, embedInNavigationView: Bool, onDismiss: (() -> Void)? = nil)

  static func root(_ screen: Screen, embedInNavigationView: Bool = false) -> OldRoute {
    .sheet(screen, embedInNavigationView: embedInNavigationView, onDismiss: nil)
  }
}

final class RouteReflectionTests: XCTestCase {
  func testRecordsNonCodableRoutesByReflection() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reflect-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try RouteRecorder(url: url, session: "old")
    recorder.record(reflecting: [OldRoute<Screen>.root(.home, embedInNavigationView: true)], coordinator: "Legacy")
    recorder.record(
      reflecting: [
        OldRoute<Screen>.root(.home, embedInNavigationView: true), .push(.detail(3)),
        .sheet(.settings(.privacy), embedInNavigationView: false, onDismiss: { print("gone") }),
        .cover(.profile(userID: "u"), embedInNavigationView: true),
      ], coordinator: "Legacy")
    recorder.close()

    var analyzer = TraceAnalyzer(assumptions: PlatformAssumptions(ios: 16, navigation: .view))
    analyzer.read(path: url.path, display: "legacy.jsonl")
    let report = analyzer.report()
    XCTAssertEqual(report.problems, 0)
    let m = try XCTUnwrap(report.multiStepTransitions.first)
    XCTAssertEqual(m.to, [
      TraceRoute(.root, "home", withNavigation: true), TraceRoute(.push, "detail"), TraceRoute(.sheet, "settings"),
      TraceRoute(.cover, "profile", withNavigation: true),
    ])
    XCTAssertEqual(m.steps.map(\.kind), [.content, .push, .present, .present])
  }
}
