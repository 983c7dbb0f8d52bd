import XCTest

@testable import FlowGraph

/// Navigation containers nested within a screen's own views, as the shared declaration pass places views
/// relative to NavigationView/NavigationStack and presentations.
final class NestedContainerTests: XCTestCase {
  /// A coordinator whose one screen shows `ShopView`; the rest of each source is the views under test.
  private func screen(_ views: String) -> Marked {
    Marked("""
      import FlowStacks
      import SwiftUI

      enum Screen { case shop }

      struct AppCoordinator: View {
        @State var routes: Routes<Screen> = [.root(.shop)]

        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .shop: ShopView()
            }
          }
        }
      }

      """ + views)
  }

  private func nestings(_ source: Marked) -> [ContainerNesting] {
    extract(source).graph.screen("AppCoordinator.shop")?.nestedContainers ?? []
  }

  func testALinkDestinationWithItsOwnStackIsNestedThroughTheViewsBetween() {
    let source = screen("""
      struct ShopView: View {
        var body: some View {
          1️⃣NavigationStack {
            List { 2️⃣ShelfRow() }
          }
        }
      }

      struct ShelfRow: View {
        var body: some View { NavigationLink("Item", destination: 3️⃣ItemView()) }
      }

      struct ItemView: View {
        var body: some View { 4️⃣NavigationView { Text("Item") } }
      }
      """)
    let found = nestings(source)
    XCTAssertEqual(found.map(\.outer), [source["1️⃣"]])
    XCTAssertEqual(found.map(\.inner), [source["4️⃣"]])
    XCTAssertEqual(found.first?.via, [source["2️⃣"], source["3️⃣"]])
    XCTAssertEqual(found.map(\.innerView), ["ItemView"])
  }

  func testWhatASheetShowsIsANewLayer() {
    let source = screen("""
      struct ShopView: View {
        @State var showsCart = false

        var body: some View {
          NavigationStack {
            Button("Cart") { showsCart = true }
              .sheet(isPresented: $showsCart) { CartView() }
              .fullScreenCover(isPresented: $showsCart, content: { CartView() })
          }
        }
      }

      struct CartView: View {
        var body: some View { NavigationStack { Text("Cart") } }
      }
      """)
    XCTAssertEqual(nestings(source), [])
  }

  func testAStackInASplitViewColumnIsHowSplitViewsAreUsed() {
    let source = screen("""
      struct ShopView: View {
        var body: some View {
          NavigationSplitView {
            Text("Aisles")
          } detail: {
            AisleView()
          }
        }
      }

      struct AisleView: View {
        var body: some View { NavigationStack { Text("Aisle") } }
      }
      """)
    XCTAssertEqual(nestings(source), [])
  }

  func testAViewBuiltBesideTheContainerIsNotInsideIt() {
    let source = screen("""
      struct ShopView: View {
        var body: some View {
          ZStack {
            NavigationStack { Text("Shop") }
            BannerView()
          }
        }
      }

      struct BannerView: View {
        var body: some View { NavigationView { Text("Sale") } }
      }
      """)
    XCTAssertEqual(nestings(source), [])
  }

  func testAContainerOnlyInsideItsOwnSheetIsNotTheViewsOwn() {
    let source = screen("""
      struct ShopView: View {
        var body: some View {
          NavigationStack { HelpButton() }
        }
      }

      struct HelpButton: View {
        @State var showsHelp = false

        var body: some View {
          Button("Help") { showsHelp = true }
            .sheet(isPresented: $showsHelp) { NavigationView { Text("Help") } }
        }
      }
      """)
    XCTAssertEqual(nestings(source), [])
  }
}
