import XCTest

@testable import FlowGraph

/// A function that takes FlowStacks' handle as a parameter (`func go(to page: Page, with navigator:
/// FlowNavigator<Page>)`, a static helper taking a `FlowPathNavigator`, `inout Routes<Page>`): the calls it makes on the
/// parameter change the routes of the stack its callers hand it, one showing that screen type; a function declared at
/// file level runs where code calls it by name, so its edges start at the callers' screens and take the cases they pass.
final class NavigatorParameterTests: XCTestCase {
  /// `MainFlow`, a FlowStack over `Page`'s cases, each shown by the view given; `StartView` is also its root's view.
  private static func pages(_ views: KeyValuePairs<String, String>) -> String {
    """
    enum Page: Hashable { case \(views.map(\.key).joined(separator: ", ")) }

    struct MainFlow: View {
      @State var routes: Routes<Page> = []
      var body: some View {
        FlowStack($routes, withNavigation: true) {
          StartView()
            .flowDestination(for: Page.self) { page in
              switch page {
              \(views.map { "case .\($0.key): \($0.value)" }.joined(separator: "\n          "))
              }
            }
        }
      }
    }
    """
  }

  private let stack = Marked("""
    import FlowStacks
    import SwiftUI

    \(pages(["start": "StartView()", "inbox": "InboxView(next: .prefs)", "profile": "ProfileView(next: .prefs)", "prefs": "PrefsView()"]))

    struct StartView: View {
      @EnvironmentObject var navigator: FlowNavigator<Page>
      var body: some View {
        Button("Inbox") { 1️⃣go(to: .inbox, with: navigator) }
        Button("Profile") { 2️⃣go(to: .profile, with: navigator) }
      }
    }

    struct InboxView: View {
      @EnvironmentObject var navigator: FlowNavigator<Page>
      let next: Page
      var body: some View { Button("Home") { 3️⃣go(to: .start, with: navigator) } }
    }

    struct ProfileView: View {
      @EnvironmentObject var navigator: FlowNavigator<Page>
      let next: Page
      var body: some View { Button("Next") { 4️⃣go(to: next, with: navigator) } }
    }

    struct PrefsView: View { var body: some View { Text("Prefs") } }
    """, path: "MainFlow.swift")

  private let helper = Marked("""
    import FlowStacks

    /// Back to a page already on the stack, else onto it; the first page is the root.
    func go(to page: Page, with navigator: FlowNavigator<Page>) {
      if page == .start {
        navigator.5️⃣goBackToRoot()
      } else if !navigator.goBackTo(page) {
        navigator.6️⃣push(page)
      }
    }
    """, path: "Go.swift")

  func testAFileLevelFunctionPushesWhatEachCallerPassesFromTheCallersScreen() {
    let graph = extract(stack, helper).graph
    let pushes = graph.edges.filter { $0.kind == .push }
    XCTAssertEqual(Set(pushes.filter { $0.location == stack["1️⃣"] }.map(\.to)), ["MainFlow.inbox"])
    XCTAssertEqual(Set(pushes.filter { $0.location == stack["2️⃣"] }.map(\.to)), ["MainFlow.profile"])
    XCTAssertEqual(Set(pushes.map(\.from)), ["MainFlow.root", "MainFlow.start"])
    // `.start` takes the other branch: back to the root, no push of the first page.
    XCTAssertEqual(pushes.filter { $0.location == stack["3️⃣"] }, [])
    XCTAssertEqual(graph.edges(from: "MainFlow.inbox", to: "MainFlow.start"), [])
  }

  func testAValueComputedAtTheCallStaysUnresolvedFromTheCallersScreen() {
    let result = extract(stack, helper)
    let unresolved = result.graph.unresolved.filter { $0.location == helper["6️⃣"] }
    XCTAssertEqual(unresolved.map(\.from), ["MainFlow.profile"])
    XCTAssertEqual(unresolved.map(\.expression), ["page"])
    XCTAssertEqual(result.graph.edges.filter { $0.location == stack["4️⃣"] }, [])
  }

  func testTheFunctionsWayBackBelongsToItsCallersScreens() {
    let graph = extract(stack, helper).graph
    let back = graph.backActions.filter { $0.location == helper["5️⃣"] }
    XCTAssertEqual(Set(back.map(\.screen)), ["MainFlow.root", "MainFlow.start", "MainFlow.inbox", "MainFlow.profile"])
    XCTAssertEqual(Set(back.map(\.action)), [.goBackToRoot])
  }

  func testAStaticHelperTakingAFlowPathNavigatorPushesWhatItsCallersPass() {
    let app = Marked("""
      import FlowStacks
      import SwiftUI

      enum Stop: Hashable { case map, ticket }

      struct TripStack: View {
        @State var path = FlowPath()
        var body: some View {
          FlowStack($path, withNavigation: true) {
            PlannerView()
              .flowDestination(for: Stop.self) { stop in
                switch stop {
                case .map: MapView()
                case .ticket: TicketView()
                }
              }
          }
        }
      }

      enum Steps {
        static func open(_ stop: Stop, on navigator: FlowPathNavigator) { navigator.push(stop) }
      }

      struct PlannerView: View {
        @EnvironmentObject var navigator: FlowPathNavigator
        var body: some View { Button("Map") { Steps.1️⃣open(.map, on: navigator) } }
      }

      struct MapView: View {
        @EnvironmentObject var navigator: FlowPathNavigator
        var body: some View { Button("Ticket") { Steps.2️⃣open(.ticket, on: navigator) } }
      }

      struct TicketView: View { var body: some View { Text("Ticket") } }
      """)
    let graph = extract(app).graph
    assertEdge(graph, "TripStack.root", "TripStack.map", .push, at: app["1️⃣"])
    assertEdge(graph, "TripStack.map", "TripStack.ticket", .push, at: app["2️⃣"])
  }

  func testRoutesHandedInoutChangeTheCallersStack() {
    let app = Marked("""
      import FlowStacks
      import SwiftUI

      enum Card: Hashable { case list, detail }

      struct CardFlow: View {
        @State var routes: Routes<Card> = [.root(.list)]
        var body: some View {
          Router($routes) { card, _ in
            switch card {
            case .list: Button("Open") { 1️⃣showDetail(in: &routes) }
            case .detail: Text("Detail")
            }
          }
        }
      }

      func showDetail(in routes: inout Routes<Card>) {
        routes.2️⃣presentSheet(.detail)
      }
      """)
    let graph = extract(app).graph
    let sheets = graph.edges(from: "CardFlow.list", to: "CardFlow.detail")
    XCTAssertEqual(sheets.map(\.kind), [.sheet])
    XCTAssertEqual(sheets.map(\.location), [app["2️⃣"]])
  }

  func testATypesOwnMethodOfTheSameNameIsNotTheFileLevelFunction() {
    let own = Marked("""
      import FlowStacks
      import SwiftUI

      \(Self.pages(["start": "StartView()", "inbox": "InboxView()"]))

      func go(to page: Page, with navigator: FlowNavigator<Page>) { navigator.push(page) }

      struct StartView: View {
        @EnvironmentObject var navigator: FlowNavigator<Page>
        var body: some View { Button("Inbox") { 1️⃣go(to: .inbox, with: navigator) } }
      }

      /// Calls its own `go`, which only counts taps.
      struct InboxView: View {
        @EnvironmentObject var navigator: FlowNavigator<Page>
        @State var taps = 0
        var body: some View { Button("Again") { 2️⃣go(to: .inbox, with: navigator) } }
        func go(to page: Page, with navigator: FlowNavigator<Page>) { taps += 1 }
      }
      """)
    let graph = extract(own).graph
    XCTAssertEqual(Set(graph.edges.filter { $0.location == own["1️⃣"] }.map(\.from)), ["MainFlow.root", "MainFlow.start"])
    XCTAssertEqual(graph.edges.filter { $0.from == "MainFlow.inbox" }, [])
    XCTAssertEqual(graph.edges.filter { $0.location == own["2️⃣"] }, [])
  }

  func testTwoFileLevelFunctionsOfOneNameLeaveTheDestinationUnresolved() {
    let first = Marked("""
      import FlowStacks
      import SwiftUI

      \(Self.pages(["start": "StartView()", "inbox": "Text(\"Inbox\")"]))

      private func go(to page: Page, with navigator: FlowNavigator<Page>) { navigator.1️⃣push(page) }

      struct StartView: View {
        @EnvironmentObject var navigator: FlowNavigator<Page>
        var body: some View { Button("Inbox") { go(to: .inbox, with: navigator) } }
      }
      """, path: "Main.swift")
    let second = Marked("""
      import FlowStacks

      private func go(to page: Page, with navigator: FlowNavigator<Page>) { navigator.push(.start) }
      """, path: "Other.swift")
    let graph = extract(first, second).graph
    XCTAssertEqual(graph.edges.filter { $0.to == "MainFlow.inbox" }, [])
    let unresolved = graph.unresolved.filter { $0.location == first["1️⃣"] }
    XCTAssertEqual(Set(unresolved.map(\.expression)), ["page"])
    XCTAssertEqual(Set(unresolved.map(\.from)), ["MainFlow.root", "MainFlow.start"])
  }
}
