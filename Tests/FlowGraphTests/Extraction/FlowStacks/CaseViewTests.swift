import FlowGraph
import XCTest

/// What a FlowStacks case shows when its view is not built right in the case: a static factory of a namespace
/// type (`case .faq: Pages.faq()`) shows what that method builds, so SwiftUI dismissals in it are the case's back
/// actions; a view the case's view presents itself (`.sheet { WebPage() }`) is a layer of its own, and its dismiss
/// closes that sheet, not the case.
final class CaseViewTests: XCTestCase {
  private let files = [
    LibraryMarkers("Home.swift", """
      import FlowStacks
      import SwiftUI
      enum HomeScreen { case start, faq, contact }
      struct HomeCoordinator: View {
        @State var routes: Routes<HomeScreen> = [.root(.start, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .start: Button("faq") { routes.presentCover(.faq) }
            case .faq: Pages.faq()
            case .contact: Pages.contact(email: "a@b.c")
            }
          }
        }
      }
      enum Pages {
        static func faq() -> some View { FaqPage(model: FaqModel()) }
        static func contact(email: String) -> some View { ContactPage(email: email) }
      }
      final class FaqModel: ObservableObject {}
      """),
    LibraryMarkers("Pages.swift", """
      import SwiftUI
      struct FaqPage: View {
        @ObservedObject var model: FaqModel
        @Environment(\\.dismiss) private var dismiss
        @State private var reading = false
        var body: some View {
          VStack {
            Button("close") { 1️⃣dismiss() }
            Button("read") { reading = true }
          }
          .sheet(isPresented: $reading) { WebPage() }
        }
      }
      struct ContactPage: View {
        let email: String
        @Environment(\\.presentationMode) private var presentationMode
        var body: some View { Button("close") { presentationMode.wrappedValue.2️⃣dismiss() } }
      }
      struct WebPage: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Button("done") { 3️⃣dismiss() } }
      }
      """),
  ]

  func testAStaticFactoryShowsWhatItBuildsAndAPresentedViewIsNotTheCase() {
    let graph = LibraryMarkers.read(files).graph
    XCTAssertEqual(graph.screens.first { $0.id == "HomeCoordinator.faq" }?.views, ["FaqPage"])
    XCTAssertEqual(graph.screens.first { $0.id == "HomeCoordinator.contact" }?.views, ["ContactPage"])
    let pages = files[1]
    XCTAssertEqual(graph.backActions.filter { $0.location == pages["1"] }.map(\.screen), ["HomeCoordinator.faq"])
    XCTAssertEqual(graph.backActions.filter { $0.location?.line == pages["2"].line }.map(\.screen), ["HomeCoordinator.contact"])
    XCTAssertEqual(graph.backActions.filter { $0.location == pages["3"] }, [])
  }
}
