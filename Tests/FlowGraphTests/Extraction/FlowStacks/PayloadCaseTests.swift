import FlowGraph
import XCTest

/// A screen case holding an enum is a screen per inner case only where the code shows a different view per inner
/// case; built as one view with modes, the inner value is a payload of one screen.
final class PayloadCaseTests: XCTestCase {
  private func app(builder: String, views: String) -> LibraryMarkers {
    LibraryMarkers("Wallet.swift", """
      import FlowStacks
      import SwiftUI

      enum Mode: Hashable { case topUp, request, send }
      enum WalletScreen: Hashable {
        case home
        case payment(Mode)
      }

      struct WalletCoordinator: View {
        @State private var routes: Routes<WalletScreen> = [.root(.home, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(routes: $routes)
            \(builder)
            }
          }
        }
      }

      struct HomeView: View {
        @Binding var routes: Routes<WalletScreen>
        var body: some View {
          Button("top up") { routes.1️⃣push(.payment(.topUp)) }
          Button("send") { routes.2️⃣push(.payment(.send)) }
        }
      }

      \(views)

      @main
      struct WalletApp: App {
        var body: some Scene { WindowGroup { WalletCoordinator() } }
      }
      """)
  }

  private func summary(_ file: LibraryMarkers) -> (screens: [String], pushes: [String], unreachable: [String]) {
    let graph = LibraryMarkers.read([file]).graph
    let pushes = ["1", "2"].flatMap { marker in graph.edges(at: file[marker]).map(\.to) }
    let unreachable = Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(graph).findings.flatMap(\.subjects)
    return (graph.screens.filter { $0.coordinator == "WalletCoordinator" }.map(\.name).sorted(), pushes, unreachable)
  }

  func testAModeTheViewLaysOutItselfIsAPayload() {
    let file = app(builder: "case .payment(let mode): PaymentView(mode: mode)", views: """
      struct PaymentView: View {
        let mode: Mode
        var body: some View {
          switch mode {
          case .topUp: topUpLayout()
          case .request, .send: Text("amount")
          }
        }
        func topUpLayout() -> some View { Text("wallet") }
      }
      """)
    let read = summary(file)
    XCTAssertEqual(read.screens, ["home", "payment"])
    XCTAssertEqual(read.pushes, ["WalletCoordinator.payment", "WalletCoordinator.payment"])
    XCTAssertEqual(read.unreachable, [])
  }

  func testAViewShowingAViewTypePerCaseMakesEachCaseAScreen() {
    let file = app(builder: "case .payment(let mode): PaymentView(mode: mode)", views: """
      struct PaymentView: View {
        let mode: Mode
        var body: some View {
          switch mode {
          case .topUp: TopUpView()
          case .request: RequestView()
          case .send: SendView()
          }
        }
      }
      struct TopUpView: View { var body: some View { Text("") } }
      struct RequestView: View { var body: some View { Text("") } }
      struct SendView: View { var body: some View { Text("") } }
      """)
    let read = summary(file)
    XCTAssertEqual(read.screens, ["home", "payment", "payment.request", "payment.send", "payment.topUp"])
    XCTAssertEqual(read.pushes, ["WalletCoordinator.payment.topUp", "WalletCoordinator.payment.send"])
    XCTAssertEqual(read.unreachable, ["WalletCoordinator.payment.request"])
  }

  func testBuilderArmsPerInnerCaseMakeEachCaseAScreen() {
    let file = app(builder: """
      case .payment(.topUp): TopUpView()
            case .payment(.request), .payment(.send): AmountView()
      """, views: """
      struct TopUpView: View { var body: some View { Text("") } }
      struct AmountView: View { var body: some View { Text("") } }
      """)
    let read = summary(file)
    XCTAssertEqual(read.screens, ["home", "payment.request", "payment.send", "payment.topUp"])
    XCTAssertEqual(read.pushes, ["WalletCoordinator.payment.topUp", "WalletCoordinator.payment.send"])
  }
  // MARK: A switch over the payload inside the builder's arm

  private static let innerViews = """
    struct TopUpView: View {
      @Binding var routes: Routes<WalletScreen>
      var body: some View { Button("send") { routes.3️⃣push(.payment(.send)) } }
    }
    struct RequestView: View { var body: some View { Text("") } }
    struct SendView: View { var body: some View { Text("") } }
    """

  private func inlineSwitch(_ pattern: String, subject: String = "mode") -> LibraryMarkers {
    app(builder: """
      \(pattern):
              switch \(subject) {
              case .topUp: TopUpView(routes: $routes)
              case .request: RequestView()
              case .send: SendView()
              }
      """, views: Self.innerViews)
  }

  /// `case let .payment(mode): switch mode { case .topUp: TopUpView() … }`: Swift runs the arm of the payload's
  /// case, so each view is its nested case's screen, and what that view pushes starts there.
  func testASwitchOverTheBoundPayloadInTheArmBuildsEachNestedCase() {
    for pattern in ["case let .payment(mode)", "case .payment(let mode)"] {
      let file = inlineSwitch(pattern)
      let graph = LibraryMarkers.read([file]).graph
      let read = summary(file)
      XCTAssertEqual(read.screens, ["home", "payment.request", "payment.send", "payment.topUp"], pattern)
      XCTAssertEqual(graph.screen("WalletCoordinator.payment.topUp")?.views, ["TopUpView"], pattern)
      XCTAssertEqual(graph.screen("WalletCoordinator.payment.send")?.views, ["SendView"], pattern)
      XCTAssertEqual(graph.edges(at: file["3"]).map(\.from), ["WalletCoordinator.payment.topUp"], pattern)
      XCTAssertEqual(read.unreachable, ["WalletCoordinator.payment.request"], pattern)
      // The arm for `.payment` matches every nested case: none is missing a destination.
      XCTAssertEqual(graph.screens.filter { $0.name.hasPrefix("payment.") }.map(\.handled), [true, true, true], pattern)
      let missing = Linter(options: LintOptions(onlyRules: ["missing-destination"])).lint(graph).findings
      XCTAssertEqual(missing.map(\.message), [], pattern)
    }
  }

  /// A switch over something else in the arm (a property) is the view's own logic: the arm's screen is one.
  func testASwitchOverAnotherValueInTheArmIsTheViewsOwnLogic() {
    let file = inlineSwitch("case .payment(let kind)", subject: "preferredMode")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.screen("WalletCoordinator.payment")?.views, ["RequestView", "SendView", "TopUpView"])
    XCTAssertEqual(graph.edges(at: file["3"]).map(\.from), ["WalletCoordinator.payment"])
  }

  /// The same view for every nested case (modes) keeps the payload one screen, as a view laying out its modes does.
  func testASwitchOverThePayloadBuildingOneViewKeepsOneScreen() {
    let file = app(builder: """
      case let .payment(mode):
              switch mode {
              case .topUp: PaymentView(mode: .topUp)
              default: PaymentView(mode: mode)
              }
      """, views: "struct PaymentView: View { let mode: Mode; var body: some View { Text(\"\") } }")
    let read = summary(file)
    XCTAssertEqual(read.screens, ["home", "payment"])
    XCTAssertEqual(read.pushes, ["WalletCoordinator.payment", "WalletCoordinator.payment"])
    XCTAssertEqual(read.unreachable, [])
  }
}
