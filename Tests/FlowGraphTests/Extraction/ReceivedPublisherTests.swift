import FlowGraph
import XCTest

/// `.onReceive(listSteps) { step in … }` on a publisher a property of the coordinator holds, where the coordinator's
/// own code only hands that property to the model it builds for one screen (`ListModel(steps: listSteps)`): SwiftUI
/// runs the closure each time the publisher emits, and only code holding it can make it emit, so the navigation in
/// the closure (and in the methods it calls) comes from the screens whose code builds that model.
final class ReceivedPublisherTests: XCTestCase {
  private let models = LibraryMarkers("Models.swift", """
    import Combine
    import SwiftUI

    enum ListStep { case open, close }
    enum DetailStep { case done }

    final class ListModel: ObservableObject {
      let steps: PassthroughSubject<ListStep, Never>
      init(steps: PassthroughSubject<ListStep, Never>) { self.steps = steps }
      func tapped() { steps.send(.open) }
    }

    final class DetailModel: ObservableObject {
      let steps: PassthroughSubject<DetailStep, Never>
      init(steps: PassthroughSubject<DetailStep, Never>) { self.steps = steps }
      func finish() { steps.send(.done) }
    }

    struct ListScreen: View {
      @ObservedObject var model: ListModel
      var body: some View { Button("Open") { model.tapped() } }
    }

    struct DetailScreen: View {
      @ObservedObject var model: DetailModel
      var body: some View { Button("Done") { model.finish() } }
    }
    """)

  private func stinsen(_ members: String) -> LibraryMarkers {
    LibraryMarkers("MainCoordinator.swift", """
      import Combine
      import Stinsen
      import SwiftUI

      @main
      struct MainApp: App {
        var body: some Scene { WindowGroup { NavigationViewCoordinator(MainCoordinator()).view() } }
      }

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.list)
        @Root var list = makeList
        @Route(.push) var detail = makeDetail
        @Route(.modal) var about = makeAbout
        private lazy var listSteps = PassthroughSubject<ListStep, Never>()
        private lazy var detailSteps = PassthroughSubject<DetailStep, Never>()

        \(members)

        func openDetail() { route(to: \\.detail) }
        @ViewBuilder func makeDetail() -> some View { DetailScreen(model: DetailModel(steps: detailSteps)) }
        @ViewBuilder func makeAbout() -> some View { Text("About") }
      }
      """)
  }

  private func sources(_ files: [LibraryMarkers]) -> FlowGraph { LibraryMarkers.read(files).graph }

  func testAClosureOnAPublisherHandedToOneScreensModelRunsForThatScreen() {
    let main = stinsen("""
      @ViewBuilder func customize(_ view: AnyView) -> some View {
          view
            .onReceive(listSteps) { [unowned self] step in
              switch step {
              case .open: openDetail()
              case .close: 1️⃣popLast()
              }
            }
            .onReceive(self.detailSteps.receive(on: RunLoop.main), perform: { [unowned self] _ in
              2️⃣route(to: \\.about)
            })
        }
        @ViewBuilder func makeList() -> some View {
          let model = ListModel(steps: listSteps)
          ListScreen(model: model)
        }
      """)
    let graph = sources([main, models])
    let open = graph.edges.filter { $0.to == "MainCoordinator.detail" }
    XCTAssertEqual(open.map(\.from), ["MainCoordinator.list"])
    XCTAssertEqual(graph.edges(at: main["2"]).map(\.from), ["MainCoordinator.detail"])
    XCTAssertEqual(graph.backActions.filter { $0.location?.line == main["1"].line }.map(\.screen), ["MainCoordinator.list"])
    // The screen the push starts from is reached, so nothing is left unreachable.
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.count, 0, findings.map(\.message).joined(separator: "\n"))
  }

  /// Handed to the models of two screens: each can make it emit.
  func testAPublisherHandedToTwoScreensRunsForBoth() {
    let main = stinsen("""
      @ViewBuilder func customize(_ view: AnyView) -> some View {
          view.onReceive(listSteps) { [unowned self] _ in self.openDetail() }
        }
        @ViewBuilder func makeList() -> some View { ListScreen(model: ListModel(steps: listSteps)) }
        @Route(.push) var again = makeAgain
        @ViewBuilder func makeAgain() -> some View { ListScreen(model: ListModel(steps: listSteps)) }
      """)
    let graph = sources([main, models])
    XCTAssertEqual(graph.edges.filter { $0.to == "MainCoordinator.detail" }.map(\.from).sorted(),
                   ["MainCoordinator.again", "MainCoordinator.list"])
  }

  /// The coordinator's own code sends to the publisher too (or keeps it where other code can reach it): who makes it
  /// emit is not only the screen, so the closure keeps the coordinator as its source.
  func testAPublisherTheCoordinatorAlsoUsesKeepsTheCoordinator() {
    let main = stinsen("""
      @ViewBuilder func customize(_ view: AnyView) -> some View {
          view.onReceive(listSteps) { [unowned self] _ in self.openDetail() }
        }
        @ViewBuilder func makeList() -> some View { ListScreen(model: ListModel(steps: listSteps)) }
        func deepLink() { listSteps.send(.open) }
      """)
    let graph = sources([main, models])
    XCTAssertEqual(graph.edges.filter { $0.to == "MainCoordinator.detail" }.map(\.from), ["MainCoordinator"])
  }

  /// A publisher handed to nothing (a timer, a notification) says nothing about a screen.
  func testAPublisherHandedToNothingKeepsTheCoordinator() {
    let main = stinsen("""
      private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @ViewBuilder func customize(_ view: AnyView) -> some View {
          view.onReceive(ticks) { [unowned self] _ in self.openDetail() }
        }
        @ViewBuilder func makeList() -> some View { ListScreen(model: ListModel(steps: listSteps)) }
      """)
    let graph = sources([main, models])
    XCTAssertEqual(graph.edges.filter { $0.to == "MainCoordinator.detail" }.map(\.from), ["MainCoordinator"])
  }

  /// The same in a FlowStacks coordinator view: the builder's case hands the publisher to its screen's model.
  func testFlowStacksBuilderCaseHandingThePublisher() {
    let flow = LibraryMarkers("Flow.swift", """
      import Combine
      import FlowStacks
      import SwiftUI

      @main
      struct MainApp: App {
        var body: some Scene { WindowGroup { Flow() } }
      }

      enum Screen: Hashable { case list, detail }

      struct Flow: View {
        @State var routes: Routes<Screen> = [.root(.list, embedInNavigationView: true)]
        @State private var listSteps = PassthroughSubject<ListStep, Never>()
        private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .list: ListScreen(model: ListModel(steps: listSteps))
            case .detail: Text("Detail")
            }
          }
          .onReceive(listSteps) { _ in routes.1️⃣push(.detail) }
          .onReceive(ticks) { _ in routes.2️⃣push(.detail) }
        }
      }
      """)
    let graph = sources([flow, models])
    XCTAssertEqual(graph.edges(at: flow["1"]).map(\.from), ["Flow.list"])
    XCTAssertEqual(graph.edges(at: flow["2"]).map(\.from), ["Flow"])
  }
}
