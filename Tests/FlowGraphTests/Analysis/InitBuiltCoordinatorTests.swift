import FlowGraph
import XCTest

/// `coordinator-state-not-owned` for a coordinator a view's initializer builds into its `@ObservedObject` property, in
/// both spellings; a coordinator handed in by the caller (`self.coordinator = coordinator`) is owned elsewhere.
final class InitBuiltCoordinatorTests: XCTestCase {
  private func view(_ initializer: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      final class MailFlow: ObservableObject {
        enum Page { case inbox, thread }
        @Published var routes: Routes<Page> = [.root(.inbox, embedInNavigationView: true)]
        func open() { routes.push(.thread) }
      }

      struct MailView: View {
        @ObservedObject var flow: MailFlow
        \(initializer)
        var body: some View {
          Router($flow.routes) { page, _ in
            switch page {
            case .inbox: Button("Open", action: flow.open)
            case .thread: Text("Thread")
            }
          }
        }
      }
      """)
  }

  private func findings(_ file: LibraryMarkers) -> [String] {
    Linter(options: LintOptions(onlyRules: ["coordinator-state-not-owned"])).lint(LibraryMarkers.read([file]).graph).findings
      .map { "\($0.location?.line ?? 0) \($0.message)" }
  }

  func testACoordinatorBuiltInTheInitializerIsNotOwned() {
    for initializer in ["init() { self.flow = 1️⃣MailFlow() }", "init() { _flow = ObservedObject(wrappedValue: 1️⃣MailFlow()) }"] {
      let file = view(initializer)
      XCTAssertEqual(findings(file), [
        "\(file["1"].line) 'MailView' creates coordinator 'MailFlow' in '@ObservedObject var flow': SwiftUI does not keep it when the view is recreated, so its routes reset",
      ], initializer)
    }
  }

  func testACoordinatorHandedInIsOwnedByTheCaller() {
    XCTAssertEqual(findings(view("init(flow: MailFlow) { self.flow = flow }")), [])
  }
}
