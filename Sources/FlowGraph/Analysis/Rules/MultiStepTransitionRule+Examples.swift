/// The examples of `MultiStepTransitionRule` for calls that can run with several presented layers above their target
/// on some way to the caller (not the shortest): going back to the root, replacing the root.
extension MultiStepTransitionRule {
  static let deepTriggering: [Example] = [
    // A screen that presents itself: after two presentations the same view's "back to root" dismisses two layers.
    Example("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case card(Int) }

      struct CardsCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.card(0), embedInNavigationView: true)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .card(let n):
              CardView(
                number: n,
                onSheet: { routes.presentSheet(.card(n + 1), embedInNavigationView: true) },
                onCover: { routes.presentCover(.card(n + 1)) },
                onHome: { routes.↓goBackToRoot() })
            }
          }
        }
      }
      """),
    // Emptying the routes and presenting again (a log-out) from a screen shown above several covers.
    Example("""
      import FlowStacks
      import SwiftUI

      enum Screen { case launch, signIn, home, profile }

      struct SessionCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.launch)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .launch: LaunchView(onReady: { routes.presentCover(.signIn) })
            case .signIn: SignInView(onSignedIn: { routes.presentCover(.home) })
            case .home: HomeView(onProfile: { routes.presentCover(.profile) }, onLogOut: logOut)
            case .profile: ProfileView(onClose: { routes.goBack() })
            }
          }
        }

        private func logOut() {
          routes.removeAll()
          routes.↓presentCover(.signIn)
        }
      }
      """),
  ]

  static let deepNonTriggering: [Example] = [
    // The same screen, with going back to the root staged by FlowStacks 0.1-0.4.
    Example("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case card(Int) }

      struct CardsCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.card(0), embedInNavigationView: true)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .card(let n):
              CardView(
                number: n,
                onSheet: { routes.presentSheet(.card(n + 1), embedInNavigationView: true) },
                onCover: { routes.presentCover(.card(n + 1)) },
                onHome: { $routes.withDelaysIfUnsupported { $0.goBackToRoot() } })
            }
          }
        }
      }
      """),
    // Only pushes above the root: popping them all is one step.
    Example("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case card(Int) }

      struct CardsCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.card(0), embedInNavigationView: true)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .card(let n):
              CardView(number: n, onNext: { routes.push(.card(n + 1)) }, onHome: { routes.goBackToRoot() })
            }
          }
        }
      }
      """),
    // FlowStack (0.6+) splits every change into steps itself.
    Example("""
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case card(Int) }

      struct CardsCoordinator: View {
        @State var routes: [Route<Screen>] = []

        var body: some View {
          FlowStack($routes, withNavigation: true) {
            CardView(number: 0, onCover: { routes.presentCover(.card(1)) }, onHome: { routes.goBackToRoot() })
              .flowDestination(for: Screen.self) { screen in
                switch screen {
                case .card(let n):
                  CardView(number: n, onCover: { routes.presentCover(.card(n + 1)) }, onHome: { routes.goBackToRoot() })
                }
              }
          }
        }
      }
      """),
    // The log-out runs where only one cover can be above the root.
    Example("""
      import FlowStacks
      import SwiftUI

      enum Screen { case launch, signIn, home }

      struct SessionCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.launch)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .launch: LaunchView(onReady: { routes.presentCover(.home) }, onSignIn: { routes.presentSheet(.signIn) })
            case .signIn: SignInView(onClose: { routes.goBack() })
            case .home: HomeView(onLogOut: logOut)
            }
          }
        }

        private func logOut() {
          routes.removeAll()
          routes.presentCover(.signIn)
        }
      }
      """),
    // TCACoordinators up to 0.13 render through Router, from 0.14 through FlowStack (which stages): which one an app
    // builds with is not in its sources, so only the shortest way to the caller is judged.
    Example(#"""
      import ComposableArchitecture
      import SwiftUI
      import TCACoordinators

      @Reducer(state: .hashable)
      enum CardScreen {
        case card(CardFeature)
      }

      @Reducer
      struct CardsCoordinator {
        @ObservableState
        struct State: Equatable {
          var routes: IdentifiedArrayOf<Route<CardScreen.State>> = [.root(.card(.init()), embedInNavigationView: true)]
        }

        enum Action {
          case router(IdentifiedRouterActionOf<CardScreen>)
        }

        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .router(.routeAction(_, action: .card(.coverTapped))):
              state.routes.presentCover(.card(.init()))
            case .router(.routeAction(_, action: .card(.homeTapped))):
              state.routes.goBackToRoot()
            default:
              break
            }
            return .none
          }
          .forEachRoute(\.routes, action: \.router)
        }
      }
      """#),
  ]
}
