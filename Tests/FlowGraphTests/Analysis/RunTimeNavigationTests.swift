import FlowGraph
import XCTest

/// A root embedding navigation by a value known only at run time (`embedInNavigationView: standalone`, a parameter
/// of the function building the state or the coordinator): whether the root has a container is not known, so
/// `push-without-navigation` says nothing; a literal `false` still gets the finding.
final class RunTimeNavigationTests: XCTestCase {
  private func pushFindings(_ file: LibraryMarkers) -> [Finding] {
    Linter(options: LintOptions(onlyRules: ["push-without-navigation"])).lint(LibraryMarkers.read([file]).graph).findings
  }

  /// TCACoordinators: the flow's state built by a static function, shown as a tab.
  private func account(embed: String, built: String) -> LibraryMarkers {
    LibraryMarkers("Account.swift", """
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .equatable)
      enum AccountScreen {
        case overview(Overview)
        case edit(Edit)
      }
      @Reducer struct Overview {
        struct State: Equatable {}
        enum Action { case editTapped }
      }
      @Reducer struct Edit {
        struct State: Equatable {}
        enum Action { case done }
      }

      @Reducer
      struct AccountFlow {
        @ObservableState
        struct State: Equatable {
          static func start(standalone: Bool) -> Self {
            Self(routes: [.root(.overview(.init()), embedInNavigationView: \(embed))])
          }
          var routes: IdentifiedArrayOf<Route<AccountScreen.State>>
        }
        enum Action { case router(IdentifiedRouterActionOf<AccountScreen>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .overview(.editTapped))):
              state.routes.1️⃣push(.edit(.init()))
            default: break
            }
            return .none
          }
          .forEachRoute(\\.routes, action: \\.router)
        }
      }

      struct AccountFlowView: View {
        let store: StoreOf<AccountFlow>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            case .overview: Text("overview")
            case .edit: Text("edit")
            }
          }
        }
      }

      @Reducer
      struct Shell {
        @ObservableState
        struct State: Equatable { var account = AccountFlow.State.start(standalone: \(built)) }
        enum Action { case account(AccountFlow.Action) }
        var body: some ReducerOf<Self> { Scope(state: \\.account, action: \\.account) { AccountFlow() } }
      }

      struct ShellView: View {
        let store: StoreOf<Shell>
        var body: some View {
          TabView { AccountFlowView(store: store.scope(state: \\.account, action: \\.account)).tabItem { Text("Account") } }
        }
      }

      @main struct AccountApp: App {
        var body: some Scene { WindowGroup { ShellView(store: Store(initialState: .init()) { Shell() }) } }
      }
      """)
  }

  func testTCAAParameterPassedAsEmbedInNavigationViewLeavesItUnknown() {
    for embed in ["standalone", "!standalone", "standalone && true"] {
      let file = account(embed: embed, built: "true")
      XCTAssertEqual(LibraryMarkers.read([file]).graph.coordinator("AccountFlow")?.navigation, .unknown, embed)
      XCTAssertEqual(pushFindings(file).map(\.location), [], embed)
    }
    let literal = account(embed: "false", built: "true")
    XCTAssertEqual(pushFindings(literal).map(\.location), [literal["1"]])
  }

  /// FlowStacks: the coordinator's routes start with a root embedding navigation as its initializer is told.
  private func flow(embed: String) -> LibraryMarkers {
    LibraryMarkers("Flow.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case home, detail }

      final class FlowModel: ObservableObject {
        @Published var routes: Routes<Screen>
        init(embed: Bool) { routes = [.root(.home, embedInNavigationView: \(embed))] }
        func open() { routes.1️⃣push(.detail) }
      }

      struct FlowView: View {
        @StateObject var model = FlowModel(embed: true)
        var body: some View {
          Router($model.routes) { screen, _ in
            switch screen {
            case .home: Button("open") { model.open() }
            case .detail: Text("detail")
            }
          }
        }
      }

      @main struct FlowApp: App { var body: some Scene { WindowGroup { FlowView() } } }
      """)
  }

  func testFlowStacksAParameterPassedAsEmbedInNavigationViewLeavesItUnknown() {
    let file = flow(embed: "embed")
    XCTAssertEqual(LibraryMarkers.read([file]).graph.coordinator("FlowModel")?.navigation, .unknown)
    XCTAssertEqual(pushFindings(file).map(\.location), [])
    let literal = flow(embed: "false")
    XCTAssertEqual(pushFindings(literal).map(\.location), [literal["1"]])
  }
}
