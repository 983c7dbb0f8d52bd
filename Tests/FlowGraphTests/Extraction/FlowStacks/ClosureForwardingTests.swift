import XCTest

@testable import FlowGraph

/// An app's navigator that takes a closure over its routes (`navigator.steps { $0.dismiss(); $0.goBackToRoot() }`):
/// the calls on the closure's parameter change the navigator's routes, made by the screen that calls it.
final class ClosureForwardingTests: XCTestCase {
  private let navigator = LibraryMarkers("Navigator.swift", """
    import FlowStacks
    import SwiftUI

    enum Screen: Hashable { case home, survey, thanks, detail }

    final class AppNavigator: ObservableObject {
      @Published var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

      func steps(routes: @escaping (inout Routes<Screen>) -> Void) {
        RouteSteps.withDelaysIfUnsupported(self, \\.routes) { routes(&$0) }
      }

      func update(_ change: (inout Routes<Screen>) -> Void, animated: Bool) {
        change(&routes)
      }

      func perform(_ work: () -> Void) { work() }
    }

    struct AppStack: View {
      @StateObject var navigator = AppNavigator()
      var body: some View {
        Router($navigator.routes) { screen, _ in
          switch screen {
          case .home: HomeView()
          case .survey: SurveyView()
          case .thanks: ThanksView()
          case .detail: Text("detail")
          }
        }
        .environmentObject(navigator)
      }
    }
    """)

  func testCallsOnTheClosureParameterAreChangesOfTheNavigatorsRoutesFromTheCallingScreen() {
    let views = LibraryMarkers("Views.swift", """
      import SwiftUI

      struct HomeView: View {
        @EnvironmentObject var navigator: AppNavigator
        var body: some View {
          Button("survey") { navigator.update({ routes in routes.1️⃣presentSheet(.survey) }, animated: true) }
        }
      }
      struct SurveyView: View {
        @EnvironmentObject var navigator: AppNavigator
        var body: some View {
          Button("done") {
            navigator.steps {
              $0.2️⃣push(.thanks)
            }
          }
        }
      }
      struct ThanksView: View {
        @EnvironmentObject var navigator: AppNavigator
        var body: some View {
          Text("thanks").onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
              navigator.steps {
                $0.3️⃣dismiss()
                $0.4️⃣goBackToRoot()
              }
            }
          }
        }
      }
      """)
    let read = LibraryMarkers.read([navigator, views])
    let graph = read.graph
    XCTAssertEqual(graph.edges(at: views["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["AppNavigator.home sheet AppNavigator.survey"])
    XCTAssertEqual(graph.edges(at: views["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["AppNavigator.survey push AppNavigator.thanks"])
    let backs = graph.backActions.filter { $0.location?.file == "Views.swift" }.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
    XCTAssertEqual(backs.map { "\($0.screen) \($0.action.rawValue) \($0.location == views["3"] || $0.location == views["4"])" },
                   ["AppNavigator.thanks dismiss true", "AppNavigator.thanks goBackToRoot true"])
    // `steps` runs its closure inside withDelaysIfUnsupported: the two calls are one staged update.
    XCTAssertEqual(backs.map(\.staged), [true, true])
    XCTAssertEqual(read.warnings, [])
  }

  func testAClosureThatNoMethodRunsOnRoutesIsNotNavigation() {
    let views = LibraryMarkers("Views.swift", """
      import SwiftUI

      final class Sheet { func dismiss() {} }
      struct HomeView: View {
        @EnvironmentObject var navigator: AppNavigator
        let sheets: [Sheet] = []
        var body: some View {
          Button("a") { sheets.forEach { $0.dismiss() } }
          Button("b") { navigator.perform { sheets.first?.dismiss() } }
        }
      }
      struct SurveyView: View { var body: some View { Text("") } }
      struct ThanksView: View { var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([navigator, views]).graph
    XCTAssertEqual(graph.backActions.filter { $0.location?.file == "Views.swift" }, [])
    XCTAssertEqual(graph.edges.filter { $0.location?.file == "Views.swift" }, [])
  }

  func testTheSameMethodNameOnAnotherTypeIsNotTheNavigators() {
    let views = LibraryMarkers("Views.swift", """
      import SwiftUI

      final class Wizard {
        var pages: [Int] = []
        func steps(routes: (inout [Int]) -> Void) { routes(&pages) }
      }
      struct HomeView: View {
        let wizard = Wizard()
        var body: some View { Button("x") { wizard.steps { $0.goBackToRoot() } } }
      }
      struct SurveyView: View { var body: some View { Text("") } }
      struct ThanksView: View { var body: some View { Text("") } }
      """)
    let graph = LibraryMarkers.read([navigator, views]).graph
    XCTAssertEqual(graph.backActions.filter { $0.location?.file == "Views.swift" }, [])
  }
}
