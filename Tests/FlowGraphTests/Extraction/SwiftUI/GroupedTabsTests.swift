import FlowGraph
import XCTest

/// A TabView whose tabs sit in a `Group { … }` styled as a whole (SwiftUI applies a Group's modifiers to each view in
/// it): each view is a tab. A Group tagged or given a tab item as a whole is one tab.
final class GroupedTabsTests: XCTestCase {
  private func app(tabs: String) -> LibraryMarkers {
    LibraryMarkers("App.swift", """
      import FlowStacks
      import SwiftUI

      enum Section: Hashable { case news, search }

      struct HomeTabs: View {
        @State private var section: Section = .news
        var body: some View {
          TabView(selection: $section) {
            \(tabs)
          }
        }
      }

      enum NewsScreen { case list, story }
      struct NewsFlow: View {
        @State var routes: Routes<NewsScreen> = [.root(.list, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .list: Button("story") { routes.push(.story) }
            case .story: Text("story")
            }
          }
        }
      }
      enum SearchScreen { case query, result }
      struct SearchFlow: View {
        @State var routes: Routes<SearchScreen> = [.root(.query, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .query: Button("go") { routes.push(.result) }
            case .result: Text("result")
            }
          }
        }
      }

      @main
      struct NewsApp: App {
        var body: some Scene { WindowGroup { HomeTabs() } }
      }
      """)
  }

  func testEachViewOfAStyledGroupIsATab() {
    let file = app(tabs: """
      Group {
              1️⃣NewsFlow().tag(Section.news).tabItem { Text("News") }
              2️⃣SearchFlow().tag(Section.search).tabItem { Text("Search") }
            }
            .toolbarBackground(.visible, for: .tabBar)
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["HomeTabs(TabView).tab:news embed NewsFlow"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["HomeTabs(TabView).tab:search embed SearchFlow"])
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator", "unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }

  func testAGroupTaggedAsAWholeIsOneTab() {
    let file = app(tabs: """
      1️⃣Group {
              NewsFlow()
              SearchFlow()
            }
            .tag(Section.news)
            .tabItem { Text("All") }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.coordinators.first { $0.id == "HomeTabs(TabView)" }?.roots, ["HomeTabs(TabView).tab:news"])
  }

  /// `ForEach(Section.allCases) { section in Group { switch section { … } }.tag(section) }`: a tab per case of the
  /// `switch` over the loop's element, tagged with that case.
  func testAForEachOverTheSectionsSwitchingOnEachIsATabPerCase() {
    let file = app(tabs: """
      ForEach([Section.news, .search], id: \\.self) { section in
              Group {
                switch section {
                1️⃣case .news: NewsFlow()
                2️⃣case .search: SearchFlow()
                }
              }
              .tabItem { Text("Tab") }
              .tag(section)
            }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.coordinators.first { $0.id == "HomeTabs(TabView)" }?.roots, ["HomeTabs(TabView).tab:news", "HomeTabs(TabView).tab:search"])
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["HomeTabs(TabView).tab:news embed NewsFlow"])
    XCTAssertEqual(graph.edges(at: file["2"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" }, ["HomeTabs(TabView).tab:search embed SearchFlow"])
    XCTAssertEqual(graph.entryPoints.map(\.target), ["HomeTabs(TabView)"])
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator", "unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }
}
