import FlowGraph
import XCTest

/// An App that switches on another object's Boolean (`if monitor.isConnected { … } else { … }`): a value computed
/// where it is assigned (`isConnected = path.status == .satisfied`, `isLoggedIn = !expired`) may be either, so it is
/// an uncertain root switch to each option; an assignment in a closure the initializer stores or subscribes runs
/// later and is a switch, while the initializer's own code only sets where the app starts.
final class ComputedStateSwitchTests: XCTestCase {
  private let coordinators = LibraryMarkers("Coordinators.swift", """
    import FlowStacks
    import SwiftUI

    enum MainScreen: Hashable { case feed }
    struct MainCoordinator: View {
      @State var routes: Routes<MainScreen> = [.root(.feed)]
      var body: some View { Router($routes) { _, _ in Text("feed") } }
    }
    struct OfflineView: View { var body: some View { Text("offline") } }
    """)

  private func app(monitor body: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import Combine
      import SwiftUI

      final class Monitor: ObservableObject {
        @Published var isConnected = false
        private var cancellables = Set<AnyCancellable>()
        \(body)
      }

      @main
      struct ReaderApp: App {
        @StateObject private var monitor = Monitor()
        var body: some Scene {
          WindowGroup {
            if monitor.isConnected {
              MainCoordinator()
            } else {
              OfflineView()
            }
          }
        }
      }
      """)
  }

  private func switches(_ file: LibraryMarkers) -> [Edge] {
    LibraryMarkers.read([coordinators, file]).graph.edges.filter { $0.kind == .rootSwitch }
      .sorted { ($0.to, $0.location?.line ?? 0) < ($1.to, $1.location?.line ?? 0) }
  }

  func testAComparisonAssignedInAStoredHandlerSwitchesEitherWay() {
    let file = app(monitor: """
      init(updates: PassthroughSubject<Int, Never>) {
          handler = { status in self.1️⃣isConnected = status == 200 }
        }
        var handler: ((Int) -> Void)?
      """)
    let edges = switches(file)
    XCTAssertEqual(edges.map(\.to), ["ReaderApp(isConnected).root:false", "ReaderApp(isConnected).root:true"])
    XCTAssertEqual(Set(edges.map(\.location)), [file["1"]])
    XCTAssertEqual(Set(edges.map(\.certainty)), [.uncertain])
    XCTAssertEqual(Set(edges.compactMap(\.group)).count, 1)
  }

  func testANegationInASubscriptionAndALiteralInAMethod() {
    let file = app(monitor: """
      init(offline: AnyPublisher<Bool, Never>) {
          offline.sink { [weak self] value in self?.1️⃣isConnected = !value }.store(in: &cancellables)
        }
        func signalLost() { 2️⃣isConnected = false }
      """)
    let edges = switches(file)
    XCTAssertEqual(edges.filter { $0.location == file["1"] }.count, 2)
    XCTAssertEqual(edges.filter { $0.location == file["2"] }.map(\.to), ["ReaderApp(isConnected).root:false"])
    XCTAssertEqual(edges.first { $0.location == file["2"] }?.certainty, .certain)
  }

  func testTheInitializersOwnCodeOnlySetsTheStart() {
    let file = app(monitor: """
      init(reachable: Bool) {
          isConnected = reachable == true
          isConnected = true
        }
      """)
    XCTAssertEqual(switches(file), [])
  }
}
