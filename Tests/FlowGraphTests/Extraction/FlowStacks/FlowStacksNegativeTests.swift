import XCTest

@testable import FlowGraph

/// What is not a library call: comments, strings, the app's look-alike APIs, files without the import,
/// `#if false`; and private types of the same name in two files stay apart.
final class FlowStacksNegativeTests: XCTestCase {
  private let coordinator = """
    enum Screen { case home, a, b, c }
    struct C: View {
      @State var routes: Routes<Screen> = [.root(.home)]
      var body: some View { Router($routes) { _, _ in EmptyView() } }
    """

  func testCommentsAndStringsAreNotCalls() {
    let graph = extract(Marked("""
      import FlowStacks
      import SwiftUI
      \(coordinator)
        func go() {
          // routes.push(.a)
          /* routes.presentSheet(.b) */
          let text = "routes.presentCover(.c)"
          print(text)
        }
      }
      """)).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["C"])
    XCTAssertTrue(graph.edges.isEmpty, "\(graph.edges)")
  }

  func testAppLookAlikesAreNotCalls() {
    let graph = extract(Marked("""
      import FlowStacks
      import SwiftUI
      struct SheetPresenter { func presentSheet(isPresented: Bool) {} ; func push(_ s: Screen) {} }
      final class History { func push(_ s: Screen) {} ; func goBack() {} }
      \(coordinator)
        let presenter = SheetPresenter()
        var history = History()
        @Environment(\\.dismiss) var dismiss
        func go() {
          presenter.presentSheet(isPresented: true)
          presenter.push(.a)
          history.push(.b)
          history.goBack()
          dismiss()
          push(.c)
        }
        func push(_ s: Screen) {}
      }
      """)).graph
    XCTAssertTrue(graph.edges.isEmpty, "\(graph.edges)")
    XCTAssertTrue(graph.backActions.isEmpty, "\(graph.backActions)")
  }

  func testFileWithoutFlowStacksImportIsNotRead() {
    let graph = extract(Marked("""
      import SwiftUI
      \(coordinator)
        func go() { routes.push(.a) }
      }
      """)).graph
    XCTAssertTrue(graph.edges.isEmpty)
  }

  func testIfFalseBranchIsSkippedAndOtherConditionsAreRead() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      \(coordinator)
        func go() {
          #if false
          routes.push(.a)
          #elseif DEBUG
          routes.1️⃣push(.b)
          #endif
          #if 0
          routes.push(.c)
          #endif
        }
      }
      """)
    let graph = extract(source).graph
    XCTAssertEqual(graph.edges.map(\.to), ["C.b"])
    XCTAssertEqual(graph.edges.first?.location, source["1️⃣"])
    XCTAssertEqual(graph.edges.first?.platforms, [])
  }

  func testSamePrivateTypeNameInTwoFiles() {
    func file(_ name: String, _ screen: String) -> Marked {
      Marked("""
        import FlowStacks
        import SwiftUI
        private enum Screen { case start, \(screen) }
        private struct Flow: View {
          @State var routes: Routes<Screen> = [.root(.start)]
          var body: some View { Router($routes) { s, _ in switch s { case .start: Go(action: next); case .\(screen): EmptyView() } } }
          func next() { routes.1️⃣push(.\(screen)) }
        }
        private struct Go: View { let action: () -> Void; var body: some View { EmptyView() } }
        """, path: name)
    }
    let a = file("Features/Alpha.swift", "alpha")
    let b = file("Features/Beta.swift", "beta")
    let graph = extract(a, b).graph
    XCTAssertEqual(graph.coordinators.map(\.id), ["Flow@Alpha", "Flow@Beta"])
    XCTAssertEqual(graph.screens.map(\.id), ["Flow@Alpha.alpha", "Flow@Alpha.start", "Flow@Beta.beta", "Flow@Beta.start"])
    assertEdge(graph, "Flow@Alpha.start", "Flow@Alpha.alpha", .push, at: a["1️⃣"])
    assertEdge(graph, "Flow@Beta.start", "Flow@Beta.beta", .push, at: b["1️⃣"])
    XCTAssertEqual(graph.edges.count, 2)
  }
}

extension FlowStacksNegativeTests {
  func testPlatformBranchAmongBuilderCases() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI
      enum Screen { case home, map, list }
      struct C: View {
        @State var routes: Routes<Screen> = [.root(.home)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: Go(action: { routes.1️⃣push(.list) })
            #if os(iOS)
            case .map: Go(action: { routes.2️⃣push(.home) })
            #else
            case .map: EmptyView()
            #endif
            case .list:
              switch routes.count {
              case 0: EmptyView()
              default: Go(action: { routes.3️⃣push(.map) })
              }
            }
          }
        }
      }
      struct Go: View { let action: () -> Void; var body: some View { EmptyView() } }
      """)
    let graph = extract(source).graph
    assertEdge(graph, "C.home", "C.list", .push, at: source["1️⃣"])
    XCTAssertEqual(assertEdge(graph, "C.map", "C.home", .push, at: source["2️⃣"])?.platforms, ["iOS"])
    // A switch inside a case's view is not a builder: its calls stay with the `list` screen.
    assertEdge(graph, "C.list", "C.map", .push, at: source["3️⃣"])
    XCTAssertEqual(graph.screen("C.map")?.handled, true)
  }

  /// A `Binding(get:set:)` whose setter stores the routes it is handed (`set: { self.routes = $0 }`, the plumbing of a
  /// `FlowNavigator` built over them) decides nothing; routes computed elsewhere stay unresolved at their site.
  func testABindingSetterRelayingRoutesIsNoNavigation() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case home, detail }

      final class Navigator: ObservableObject {
        @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        lazy var flowNavigator: FlowNavigator<Screen> = FlowNavigator(Binding(
          get: { [unowned self] in self.routes },
          set: { [unowned self] in self.routes = 1️⃣$0 }))
        lazy var named: Binding<Routes<Screen>> = Binding(get: { self.routes }, set: { newRoutes in self.routes = 2️⃣newRoutes })
        func restore(_ saved: [Routes<Screen>]) { routes = 3️⃣saved.last ?? [] }
      }

      struct NavigatorView: View {
        @StateObject var navigator = Navigator()
        var body: some View {
          Router($navigator.routes) { screen, _ in
            switch screen {
            case .home: Button("Detail") { navigator.routes.push(.detail) }
            case .detail: Text("detail")
            }
          }
        }
      }
      """, path: "Navigator.swift")
    let graph = extract(source).graph
    XCTAssertEqual(graph.unresolved.filter { $0.location == source["1️⃣"] || $0.location == source["2️⃣"] }, [])
    XCTAssertEqual(graph.unresolved.filter { $0.location == source["3️⃣"] }.map(\.kind), [.setRoutes])
  }
}
