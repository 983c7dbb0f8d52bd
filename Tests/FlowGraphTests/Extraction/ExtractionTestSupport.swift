import XCTest

@testable import FlowGraph

/// A source snippet with position markers (`routes.1️⃣push(.detail)`): the markers are stripped before parsing
/// and give the line and column (UTF-8, 1-based, as SwiftSyntax counts) of what follows them.
struct Marked {
  static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  let path: String
  let text: String
  let positions: [Character: SourceLocation]

  init(_ source: String, path: String = "App.swift") {
    self.path = path
    var text = ""
    var positions: [Character: SourceLocation] = [:]
    var line = 1
    var column = 1
    for character in source {
      if Self.markers.contains(character) {
        positions[character] = SourceLocation(file: path, line: line, column: column)
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.text = text
    self.positions = positions
  }

  subscript(_ marker: Character) -> SourceLocation {
    positions[marker] ?? SourceLocation(file: "missing marker \(marker)", line: 0)
  }
}

func extract(_ files: Marked...) -> SourceReader.Result {
  SourceReader().read(sources: files.map { ($0.path, $0.text) })
}

extension FlowGraph {
  func edges(from: String, to: String) -> [Edge] { edges.filter { $0.from == from && $0.to == to } }
}

/// Asserts exactly one edge from → to, with its kind and call site.
@discardableResult
func assertEdge(
  _ graph: FlowGraph, _ from: String, _ to: String, _ kind: EdgeKind, at location: SourceLocation,
  withNavigation: Bool = false, file: StaticString = #filePath, line: UInt = #line
) -> Edge? {
  let found = graph.edges(from: from, to: to)
  guard found.count == 1, let edge = found.first else {
    XCTFail("expected one edge \(from) -> \(to), found \(found.count); edges: \(graph.edges.map { "\($0.from)->\($0.to) \($0.kind)" })", file: file, line: line)
    return nil
  }
  XCTAssertEqual(edge.kind, kind, file: file, line: line)
  XCTAssertEqual(edge.location, location, file: file, line: line)
  XCTAssertEqual(edge.withNavigation, withNavigation, "withNavigation", file: file, line: line)
  return edge
}

func assertBack(
  _ graph: FlowGraph, _ screen: String, _ action: BackActionKind, at location: SourceLocation, count: Int? = nil,
  file: StaticString = #filePath, line: UInt = #line
) {
  let found = graph.backActions.filter { $0.screen == screen && $0.action == action }
  XCTAssertEqual(found.count, 1, "back actions: \(graph.backActions.map { "\($0.screen) \($0.action)" })", file: file, line: line)
  XCTAssertEqual(found.first?.location, location, file: file, line: line)
  XCTAssertEqual(found.first?.count, count, file: file, line: line)
}

/// TCACoordinators test fixtures.
enum TCAFixture {
  /// A reducer `<name>` holding `FeedCoordinator` and `InboxCoordinator` (`startRouter`) as children, with a selection
  /// between them (`section` of `Section`, set by `select`).
  static func feedInboxShell(_ name: String) -> String {
    """
    enum Section: Hashable { case feed, inbox }
    @Reducer
    struct \(name) {
      @ObservableState
      struct State: Equatable { var section = Section.feed; var feed = FeedCoordinator.State(); var inbox = InboxCoordinator.State() }
      enum Action { case select(Section); case feed(FeedCoordinator.Action); case inbox(InboxCoordinator.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.feed, action: \\.feed) { FeedCoordinator() }
        Scope(state: \\.inbox, action: \\.inbox) { InboxCoordinator() }
      }
    }
    """
  }

  /// `<Name>Coordinator`, a router of two screens (`start`, `detail`) of a `Start` feature the caller declares, with its
  /// view `<Name>CoordinatorView`; its state has two static members to start from (`initialState`, `empty`).
  static func startRouter(_ name: String) -> String {
    """
    @Reducer(state: .equatable)
    enum \(name)Screen { case start(Start); case detail(Start) }
    @Reducer
    struct \(name)Coordinator {
      @ObservableState
      struct State: Equatable {
        static let initialState = State(routes: [.root(.start(.init()), embedInNavigationView: true)])
        static var empty: Self { Self(routes: []) }
        var routes: [Route<\(name)Screen.State>] = [.root(.start(.init()), embedInNavigationView: true)]
      }
      enum Action { case router(IndexedRouterActionOf<\(name)Screen>) }
      var body: some ReducerOf<Self> { EmptyReducer().forEachRoute(\\.routes, action: \\.router) }
    }
    struct \(name)CoordinatorView: View {
      let store: StoreOf<\(name)Coordinator>
      var body: some View {
        TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
          switch screen.case {
          case let .start(store): StartView(store: store)
          case let .detail(store): StartView(store: store)
          }
        }
      }
    }
    """
  }

  /// `struct <Name>View` showing `<Name>`'s routes with a `TCARouter`, one `case let .x(store): XView(store: store)` per
  /// screen case; `views` names another view for a case (a child coordinator's `ImportCoordinatorView`).
  static func routerView(_ coordinator: String, cases: [String], views: [String: String] = [:]) -> String {
    let arms = cases.map { "case let .\($0)(store): \(views[$0] ?? $0.prefix(1).uppercased() + $0.dropFirst() + "View")(store: store)" }
    return """
      struct \(coordinator)View: View {
        let store: StoreOf<\(coordinator)>
        var body: some View {
          TCARouter(store.scope(state: \\.routes, action: \\.router)) { screen in
            switch screen.case {
            \(arms.joined(separator: "\n      "))
            }
          }
        }
      }
      """
  }
}
