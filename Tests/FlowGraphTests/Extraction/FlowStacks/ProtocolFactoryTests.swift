import FlowGraph
import XCTest

/// A builder that makes each case's view through a factory held as a protocol (`let factory: ScreenMaking`): Swift
/// calls the method of the value's type, and where the sources declare one type conforming to the protocol that is
/// the one. Its methods' views are the cases' views, so the navigation their screens make starts there. A second
/// conforming type (a preview's stand-in) leaves the factory unknown: the cases' views, and so their calls' screens,
/// are not known.
final class ProtocolFactoryTests: XCTestCase {
  private func app(more: String = "") -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case inbox, thread }

      final class MailFlow: ObservableObject {
        @Published var routes: Routes<Page> = [.root(.inbox, embedInNavigationView: true)]
        func openThread() { routes.1️⃣push(.thread) }
        func close() { routes.2️⃣goBack() }
      }

      protocol ScreenMaking {
        func makeInbox() -> AnyView
        func makeThread() -> AnyView
      }

      class ScreenFactory: ScreenMaking {
        func makeInbox() -> AnyView { AnyView(InboxView()) }
        func makeThread() -> AnyView { AnyView(ThreadView()) }
      }

      struct MailFlowView: View {
        @StateObject var flow = MailFlow()
        let factory: ScreenMaking
        var body: some View {
          Router($flow.routes) { page, _ in
            switch page {
            case .inbox: factory.makeInbox()
            case .thread: factory.makeThread()
            }
          }
          .environmentObject(flow)
        }
      }

      struct InboxView: View {
        @EnvironmentObject var flow: MailFlow
        var body: some View { Button("Open") { flow.openThread() } }
      }

      struct ThreadView: View {
        @EnvironmentObject var flow: MailFlow
        var body: some View { Button("Close") { flow.close() } }
      }

      @main
      struct MailApp: App { var body: some Scene { WindowGroup { MailFlowView(factory: ScreenFactory()) } } }
      \(more)
      """)
  }

  func testASoleConformerBuildsTheCasesViews() {
    let file = app()
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.screens.map { "\($0.id) \($0.views)" }.sorted(), ["MailFlow.inbox [\"InboxView\"]", "MailFlow.thread [\"ThreadView\"]"])
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["MailFlow.inbox push MailFlow.thread"])
    XCTAssertEqual(graph.backActions.filter { $0.location == file["2"] }.map(\.screen), ["MailFlow.thread"])
  }

  func testTwoConformersLeaveTheFactoryUnknown() {
    // A second conformer, directly or through a protocol inheriting the one the property is declared as; or a
    // subclass of the one conformer, which may override its methods.
    let others = [
      "final class PreviewFactory: ScreenMaking {",
      "protocol RichScreenMaking: ScreenMaking {}\nfinal class PreviewFactory: RichScreenMaking {",
      "final class PreviewFactory: ScreenFactory {",
    ]
    for other in others {
      let file = app(more: other + """

          func makeInbox() -> AnyView { AnyView(Text("inbox")) }
          func makeThread() -> AnyView { AnyView(Text("thread")) }
        }
        """)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.screens.flatMap(\.views), [], other)
      XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["MailFlow"], other)
    }
  }
}
