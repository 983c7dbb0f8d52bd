import FlowGraph
import XCTest

/// An app's own method named as one of FlowStacks' ways back (`func pop() { routes.pop() }` in a navigator class), called
/// from several screens (`navigator.pop()`): each call goes back from the screen making it, at that call, so a `pop`
/// made from a presented screen is reported there and not hidden by a pushed screen's call of the same method.
final class BackWrapperCallTests: XCTestCase {
  private func app(detailCall: String = "navigator.1️⃣pop()") -> LibraryMarkers {
    LibraryMarkers("Survey.swift", """
      import FlowStacks
      import SwiftUI

      enum SurveyScreen: Hashable { case list, detail, questions }

      final class SurveyNavigator: ObservableObject {
        @Published var routes: Routes<SurveyScreen> = [.root(.list, embedInNavigationView: true)]
        func push(_ screen: SurveyScreen) { routes.push(screen) }
        func cover(_ screen: SurveyScreen) { routes.presentCover(screen, embedInNavigationView: true) }
        func pop() { routes.3️⃣pop() }
      }

      struct SurveyCoordinator: View {
        @StateObject var navigator = SurveyNavigator()
        var body: some View {
          Router($navigator.routes) { screen, _ in
            switch screen {
            case .list: ListScreen()
            case .detail: DetailScreen()
            case .questions: QuestionsScreen()
            }
          }
          .environmentObject(navigator)
        }
      }

      struct ListScreen: View {
        @EnvironmentObject var navigator: SurveyNavigator
        var body: some View { Button("Open") { navigator.push(.detail) } }
      }

      struct DetailScreen: View {
        @EnvironmentObject var navigator: SurveyNavigator
        var body: some View {
          VStack {
            Button("Back") { \(detailCall) }
            Button("Start") { navigator.cover(.questions) }
          }
        }
      }

      struct QuestionsScreen: View {
        @EnvironmentObject var navigator: SurveyNavigator
        var body: some View { Button("Quit") { navigator.2️⃣pop() } }
      }

      @main
      struct SurveyApp: App {
        var body: some Scene { WindowGroup { SurveyCoordinator() } }
      }
      """)
  }

  private func backs(_ file: LibraryMarkers) -> [String] {
    LibraryMarkers.read([file]).graph.backActions.map { back in
      let marker = ["1", "2", "3"].first { file.positions[$0] == back.location } ?? "?"
      return "\(back.screen) \(back.action.rawValue) at \(marker)"
    }.sorted()
  }

  private func findings(_ file: LibraryMarkers) -> [String] {
    Linter(options: LintOptions(onlyRules: ["back-on-empty-stack"])).lint(LibraryMarkers.read([file]).graph).findings.map { finding in
      let marker = ["1", "2", "3"].first { file.positions[$0] == finding.location } ?? "?"
      return "\(finding.subjects.first ?? "") at \(marker)"
    }
  }

  func testEachCallOfTheWrapperGoesBackFromItsScreenAtTheCall() {
    let file = app()
    XCTAssertEqual(backs(file), ["SurveyNavigator.detail pop at 1", "SurveyNavigator.questions pop at 2"])
    XCTAssertEqual(findings(file), ["SurveyNavigator.questions at 2"])
  }

  /// The wrapper handed on as a function value (`action: navigator.pop`) may run from anywhere: the back stays in the
  /// wrapper, from the screens whose code names it, and the shared call is judged as one.
  func testAWrapperPassedAsAFunctionStaysWhereItIsWritten() {
    let file = app(detailCall: "let back = navigator.pop; back()")
    XCTAssertEqual(backs(file), ["SurveyNavigator.detail pop at 3", "SurveyNavigator.questions pop at 3"])
    XCTAssertEqual(findings(file), [])
  }
}
