import FlowGraph
import XCTest

/// A view switching between coordinators on its own `@State` that it keeps equal to another value as that changes
/// (`.onChange(of: store.currentView) { newValue in withAnimation { currentView = newValue } }`): each assignment to
/// the value followed switches the view, as an assignment to the state itself does; for a TCA store, those its
/// reducer makes (`state.currentView = .home`). An `onChange` that sets the state to anything but the new value
/// follows nothing.
final class StateMirrorSwitchTests: XCTestCase {
  private let coordinators = LibraryMarkers("Coordinators.swift", """
    import FlowStacks
    import SwiftUI

    enum FeedScreen: Hashable { case list }
    struct FeedCoordinator: View {
      @State var routes: Routes<FeedScreen> = [.root(.list)]
      var body: some View { Router($routes) { _, _ in Text("feed") } }
    }
    enum LoginScreen: Hashable { case form }
    struct LoginCoordinator: View {
      @State var routes: Routes<LoginScreen> = [.root(.form)]
      var body: some View { Router($routes) { _, _ in Text("login") } }
    }
    """)

  private func switches(_ files: [LibraryMarkers]) -> [String] {
    LibraryMarkers.read([coordinators] + files).graph.edges.filter { $0.kind == .rootSwitch }
      .map { "\($0.from) \($0.kind.rawValue) \($0.to) :\($0.location?.line ?? 0)" }.sorted()
  }

  private func root(_ onChange: String) -> LibraryMarkers {
    LibraryMarkers("Root.swift", """
      import SwiftUI

      enum Phase: Equatable { case login, feed }

      final class Session: ObservableObject {
        @Published var phase: Phase = .login
        func signIn() { 1️⃣phase = .feed }
        func signOut() { self.2️⃣phase = .login }
      }

      struct RootView: View {
        @ObservedObject var session: Session
        @State private var phase: Phase = .login
        var body: some View {
          Group {
            switch phase {
            case .login: LoginCoordinator()
            case .feed: FeedCoordinator()
            }
          }
          \(onChange)
        }
      }

      @main
      struct ShopApp: App {
        @StateObject private var session = Session()
        var body: some Scene { WindowGroup { RootView(session: session) } }
      }
      """)
  }

  func testAStateFollowingAnObservedModelSwitchesWhereTheModelIsAssigned() {
    for onChange in [".onChange(of: session.phase) { newValue in phase = newValue }",
                     ".onChange(of: session.phase) { _, new in withAnimation { self.phase = new } }",
                     ".onChange(of: session.phase) { phase = $0 }",
                     ".onChange(of: session.phase) { print($0); phase = $1 }"] {
      let file = root(onChange)
      XCTAssertEqual(switches([file]), [
        "RootView(phase) root-switch RootView(phase).root:feed :\(file["1"].line)",
        "RootView(phase) root-switch RootView(phase).root:login :\(file["2"].line)",
      ], onChange)
    }
  }

  func testAnOnChangeSettingAnythingButTheNewValueFollowsNothing() {
    for onChange in [".onChange(of: session.phase) { old, new in phase = old }",
                     ".onChange(of: session.phase) { phase = $0; print($1) }",
                     ".onChange(of: session.phase) { _ in phase = .login }"] {
      let file = root(onChange)
      // The view's own `phase = .login` is a switch of its own; the model's assignments are not followed.
      XCTAssertEqual(switches([file]).filter { $0.hasSuffix(":\(file["1"].line)") || $0.hasSuffix(":\(file["2"].line)") }, [], onChange)
    }
  }

  func testAStateFollowingATCAStoreSwitchesWhereItsReducerAssigns() {
    let app = LibraryMarkers("App.swift", """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct AppFeature {
        enum Screen: Equatable { case login, feed }
        @ObservableState
        struct State: Equatable { var screen: Screen = .login }
        enum Action { case signedIn, expired }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .signedIn: state.1️⃣screen = .feed
            case .expired: state.2️⃣screen = .login
            }
            return .none
          }
        }
      }

      struct AppView: View {
        let store: StoreOf<AppFeature>
        @State private var screen: AppFeature.Screen = .login
        var body: some View {
          ZStack {
            switch screen {
            case .login: LoginCoordinator()
            case .feed: FeedCoordinator()
            }
          }
          .onChange(of: store.screen) { newValue in
            withAnimation { screen = newValue }
          }
        }
      }

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { AppView(store: Store(initialState: .init()) { AppFeature() }) } }
      }
      """)
    XCTAssertEqual(switches([app]), [
      "AppView(screen) root-switch AppView(screen).root:feed :\(app["1"].line)",
      "AppView(screen) root-switch AppView(screen).root:login :\(app["2"].line)",
    ])
  }
}
