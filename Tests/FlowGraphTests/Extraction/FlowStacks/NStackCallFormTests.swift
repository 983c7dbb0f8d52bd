import XCTest

@testable import FlowGraph

/// FlowStacks 0.0.x: NFlow/PFlow state, NStack/PStack builders, push/pop/present/dismiss.
final class NStackCallFormTests: XCTestCase {
  func testPushPopAndPresentFromBuilderCases() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, list, detail(Int) }

      struct AppCoordinator: View {
        @State var flow = NFlow<Screen>(root: .home)

        var body: some View {
          NavigationView {
            NStack($flow) { screen in
              switch screen {
              case .home:
                HomeView(onNext: { flow.1️⃣push(.list) })
              case .list:
                ListView(onPick: { flow.2️⃣push(.detail($0)) }, onBack: { flow.3️⃣pop() })
              case .detail:
                ListView(onPick: { _ in flow.4️⃣popTo(.home) }, onBack: { flow.5️⃣pop(count: 2) })
              }
            }
          }
        }
      }
      struct HomeView: View { let onNext: () -> Void; var body: some View { EmptyView() } }
      struct ListView: View { let onPick: (Int) -> Void; let onBack: () -> Void; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["AppCoordinator"])
    XCTAssertEqual(graph.coordinators.first?.generation, "0.0")
    XCTAssertEqual(graph.coordinators.first?.roots, ["AppCoordinator.home"])
    XCTAssertEqual(graph.coordinators.first?.navigation, .yes)
    assertEdge(graph, "AppCoordinator.home", "AppCoordinator.list", .push, at: source["1️⃣"])
    assertEdge(graph, "AppCoordinator.list", "AppCoordinator.detail", .push, at: source["2️⃣"])
    assertBack(graph, "AppCoordinator.list", .pop, at: source["3️⃣"])
    assertBack(graph, "AppCoordinator.detail", .popTo, at: source["4️⃣"])
    assertBack(graph, "AppCoordinator.detail", .pop, at: source["5️⃣"], count: 2)
    XCTAssertEqual(graph.screen("AppCoordinator.detail")?.views, ["ListView"])
  }

  func testPStackPresentStylesAndDismiss() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      struct ModalCoordinator: View {
        enum Modal { case main, settings, onboarding }
        @State var pflow = PFlow<Modal>(root: .main)

        var body: some View {
          PStack($pflow) { modal in
            switch modal {
            case .main: MainView(open: openSettings, start: { pflow.2️⃣present(.onboarding, style: .fullScreenCover, onDismiss: {}) })
            case .settings: MainView(open: { pflow.3️⃣dismiss() }, start: {})
            case .onboarding: MainView(open: {}, start: {})
            }
          }
        }

        func openSettings() { pflow.1️⃣present(.settings) }
      }
      struct MainView: View { let open: () -> Void; let start: () -> Void; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.coordinators.first?.kind, .presentation)
    assertEdge(graph, "ModalCoordinator.main", "ModalCoordinator.settings", .sheet, at: source["1️⃣"])
    assertEdge(graph, "ModalCoordinator.main", "ModalCoordinator.onboarding", .cover, at: source["2️⃣"])
    assertBack(graph, "ModalCoordinator.settings", .dismiss, at: source["3️⃣"])
  }

  func testSeveralPushesInOneFunctionAreOneGroup() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      enum Screen { case a, b, c }
      struct C: View {
        @State var flow = NFlow<Screen>(root: .a)
        var body: some View { NStack($flow) { s in switch s { case .a: V(go: deepLink); case .b, .c: V(go: { flow.3️⃣push(.c) }) } } }
        func deepLink() {
          flow.1️⃣push(.b)
          flow.2️⃣push(.c)
        }
      }
      struct V: View { let go: () -> Void; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    let first = assertEdge(graph, "C.a", "C.b", .push, at: source["1️⃣"])
    let second = graph.edges(from: "C.a", to: "C.c").first
    XCTAssertNotNil(first?.group)
    XCTAssertEqual(first?.group, second?.group)
    XCTAssertEqual(second?.location, source["2️⃣"])
    // `case .b, .c` builds one view for two screens: the call belongs to both.
    assertEdge(graph, "C.b", "C.c", .push, at: source["3️⃣"])
    assertEdge(graph, "C.c", "C.c", .push, at: source["3️⃣"])
    XCTAssertNil(graph.edges(from: "C.b", to: "C.c").first?.group, "a single call is no group")
  }
}
