import XCTest

@testable import FlowGraph

/// `FlowPathNavigator` is type-erased: a view using it changes the path of whichever FlowStack shows it. Where the
/// sources show which screens build the view, that stack's; where several FlowPath stacks exist and nothing shown
/// builds the view (a closure or a view builder returning `AnyView`), which stack is not known: no edge or back action is
/// given to one of them by chance. With a single FlowPath stack there is nothing to choose.
final class SharedFlowPathNavigatorTests: XCTestCase {
  private let stacks = Marked("""
    import FlowStacks
    import SwiftUI

    struct Song: Hashable { var title: String }

    struct LibraryStack: View {
      @State var path = FlowPath()
      var body: some View {
        FlowStack($path, withNavigation: true) {
          LibraryHome()
            .flowDestination(for: Song.self) { song in SongDetail(song: song) }
        }
      }
    }

    /// Its root comes from a closure another module passes in: what it shows is not in these sources.
    struct SearchStack: View {
      @State var path = FlowPath()
      let root: () -> AnyView
      var body: some View {
        FlowStack($path, withNavigation: true) {
          root()
            .flowDestination(for: Song.self) { song in SongDetail(song: song) }
        }
      }
    }

    struct LibraryHome: View {
      @EnvironmentObject var navigator: FlowPathNavigator
      var body: some View { Button("Play") { navigator.1️⃣push(Song(title: "a")) } }
    }

    struct SearchHome: View {
      @EnvironmentObject var navigator: FlowPathNavigator
      var body: some View {
        Button("Play") { navigator.2️⃣push(Song(title: "b")) }
        Button("Close") { navigator.3️⃣goBackToRoot() }
      }
    }

    struct SongDetail: View {
      let song: Song
      var body: some View { Text(song.title) }
    }
    """, path: "Stacks.swift")

  func testAViewNoKnownScreenBuildsChangesNoStackByChance() {
    let graph = extract(stacks).graph
    XCTAssertEqual(graph.edges.filter { $0.location == stacks["1️⃣"] }.map(\.from), ["LibraryStack.root"])
    XCTAssertEqual(graph.edges.filter { $0.location == stacks["2️⃣"] }, [])
    XCTAssertEqual(graph.backActions.filter { $0.location == stacks["3️⃣"] }, [])
  }

  func testWithOneFlowPathStackThereIsNothingToChoose() {
    let single = Marked("""
      import FlowStacks
      import SwiftUI

      struct Song: Hashable { var title: String }

      struct SearchStack: View {
        @State var path = FlowPath()
        var body: some View {
          FlowStack($path, withNavigation: true) {
            Screens.shared.searchHome()
              .flowDestination(for: Song.self) { song in Text(song.title) }
          }
        }
      }

      final class Screens {
        static let shared = Screens()
        func searchHome() -> AnyView { AnyView(SearchHome()) }
      }

      struct SearchHome: View {
        @EnvironmentObject var navigator: FlowPathNavigator
        var body: some View { Button("Play") { navigator.1️⃣push(Song(title: "b")) } }
      }
      """, path: "Single.swift")
    let graph = extract(single).graph
    XCTAssertEqual(graph.edges.filter { $0.location == single["1️⃣"] }.map(\.to), ["SearchStack.Song"])
  }
}
