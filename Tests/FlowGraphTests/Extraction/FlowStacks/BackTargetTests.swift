import XCTest

@testable import FlowGraph

/// `goBackTo(.x)` and `popTo(.x)` name the screen they go back to; other back calls and dynamic targets name none.
final class BackTargetTests: XCTestCase {
  func testRouterGoBackToNamesItsScreen() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case home, list, detail }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView(onNext: { routes.push(.list) })
            case .list: ListView(onNext: { routes.push(.detail) })
            case .detail: DetailView(onHome: { routes.1️⃣goBackTo(.home) }, onBack: { routes.2️⃣goBack() },
                                     onPick: { routes.3️⃣goBackTo(pick()) }, onTrim: { routes.4️⃣removeSubrange(1...) },
                                     onDrop: { routes.5️⃣remove(at: 1) })
            }
          }
        }

        func pick() -> Screen { .list }
      }
      """)
    let backs = extract(source).graph.backActions
    XCTAssertEqual(backs.first { $0.location == source["1️⃣"] }?.target, "AppCoordinator.home")
    XCTAssertEqual(backs.first { $0.location == source["1️⃣"] }?.screen, "AppCoordinator.detail")
    XCTAssertNotNil(backs.first { $0.location == source["2️⃣"] })
    XCTAssertNil(backs.first { $0.location == source["2️⃣"] }?.target)
    XCTAssertNil(backs.first { $0.location == source["3️⃣"] }?.target, "a computed target is not guessed")
    // Array's own `removeSubrange(i...)` on the routes removes the routes above `i`: a way back of no known count.
    XCTAssertEqual(backs.filter { $0.location == source["4️⃣"] }.map { "\($0.screen) \($0.action.rawValue)" }, ["AppCoordinator.detail goBack"])
    // `remove(at:)` takes one route out: a way back when it is the top one, which the index does not say.
    XCTAssertEqual(backs.filter { $0.location == source["5️⃣"] }.map { "\($0.screen) \($0.action.rawValue)" }, ["AppCoordinator.detail goBack"])
  }

  func testNStackPopToNamesTheCaseOfANestedEnum() {
    let source = Marked("""
      import FlowStacks
      import SwiftUI

      struct GardenCoordinator: View {
        enum Screen { case beds, bed(Int), plant(String) }
        @State var flow = NFlow<Screen>(root: .beds)

        var body: some View {
          NavigationView {
            NStack($flow) { screen in
              switch screen {
              case .beds: BedsView(onBed: { flow.push(.bed(1)) })
              case .bed: BedView(onPlant: { flow.push(.plant("rose")) })
              case .plant: PlantView(onDone: { flow.1️⃣popTo(.beds) })
              }
            }
          }
        }
      }
      """)
    let back = extract(source).graph.backActions.first { $0.location == source["1️⃣"] }
    XCTAssertEqual(back?.action, .popTo)
    XCTAssertEqual(back?.target, "GardenCoordinator.beds")
    XCTAssertEqual(back?.screen, "GardenCoordinator.plant")
  }
}
