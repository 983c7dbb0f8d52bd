/// A `goBackTo`/`popTo` whose target may not be in the stack: on that path the call silently does nothing.
struct NoOpBackNavigationRule: Rule {
  static let description = RuleDescription(
    id: "no-op-back-navigation", name: "No-Op Back Navigation", severity: .warning,
    summary: "Going back to a screen needs that screen below: a path that skips it makes the call do nothing.",
    rationale: """
      FlowStacks' and TCACoordinators' `goBackTo(_:)` / `popTo(_:)` look for the last route matching the target \
      and return without changing anything when there is none (`guard let index = routes.lastIndex(where:) else \
      { return false }`). When the calling screen can be reached by a path that never shows the target (a deep \
      link or a second button pushing it directly), the "back to" button on that path does nothing. The rule \
      follows the certain push, sheet and cover edges of the caller's own coordinator, from its roots and from \
      its coordinator-level code (deep links and other calls no screen makes, which can run while only the root \
      is shown), and reports the call when the caller is reached without passing the target; the path is \
      listed with it. An edge made in the same update as one showing the target (a grouped deep link) \
      keeps the target below. A root target is always below its own screens. Whole routes arrays (deep links written as literals) keep the screens they list and are not \
      followed. A TCACoordinators screen going back to its own case (`goBackTo(\\.detail)` in the arm of \
      `.detail(…)`'s action) is reported too: the case path matches the caller itself, the last route, so \
      `goBackTo(index:)` goes back zero routes.
      """,
    triggering: [
      // A deep link pushes the book straight onto the home screen: "back to list" finds no list there.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct LibraryApp: App {
          var body: some Scene {
            WindowGroup { BooksCoordinatorView(store: Store(initialState: .init()) { BooksCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum BooksScreen {
          case home(HomeFeature)
          case list(ListFeature)
          case book(BookFeature)
        }

        @Reducer
        struct BooksCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<BooksScreen.State>> = [.root(.home(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IdentifiedRouterActionOf<BooksScreen>)
            case openedBook(Int)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .home(.browseTapped))):
                state.routes.push(.list(.init()))
              case let .router(.routeAction(_, action: .list(.bookTapped(id)))):
                state.routes.push(.book(.init(id: id)))
              case .router(.routeAction(_, action: .book(.backToListTapped))):
                state.routes.↓goBackTo(\.list)
              case let .openedBook(id):
                state.routes.push(.book(.init(id: id)))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct BooksCoordinatorView: View {
          let store: StoreOf<BooksCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .home(store): HomeView(store: store)
              case let .list(store): ListView(store: store)
              case let .book(store): BookView(store: store)
              }
            }
          }
        }
        """#),
      // The book's own "back to book" action: the case path matches the book itself, on top.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct ReaderApp: App {
          var body: some Scene {
            WindowGroup { ReaderCoordinatorView(store: Store(initialState: .init()) { ReaderCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum ReaderScreen {
          case shelf(ShelfFeature)
          case book(BookFeature)
        }

        @Reducer
        struct ReaderCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<ReaderScreen.State>> = [.root(.shelf(.init()), embedInNavigationView: true)]
          }

          enum Action { case router(IdentifiedRouterActionOf<ReaderScreen>) }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .shelf(.bookTapped))):
                state.routes.push(.book(.init()))
              case .router(.routeAction(_, action: .book(.chapterListTapped))):
                state.routes.↓goBackTo(\.book)
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct ReaderCoordinatorView: View {
          let store: StoreOf<ReaderCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .shelf(store): ShelfView(store: store)
              case let .book(store): BookView(store: store)
              }
            }
          }
        }
        """#),
      // A second button pushes the book directly from home.
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct LibraryApp: App {
          var body: some Scene { WindowGroup { BooksCoordinator() } }
        }

        enum Screen { case home, list, book }

        struct BooksCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onBrowse: { routes.push(.list) }, onLastRead: { routes.push(.book) })
              case .list: ListView(onBook: { routes.push(.book) })
              case .book: BookView(onBackToList: { routes.↓goBackTo(.list) })
              }
            }
          }
        }
        """),
      .definition("""
        entry: Books
        coordinators:
          - id: Books
            navigation: true
            root: home
            screens: [home, list, book]
            transitions:
              - { from: home, to: list, kind: push }
              - { from: list, to: book, kind: push }
              - { from: home, to: book, kind: push }
            back:
              - ↓{ screen: book, action: goBackTo, to: list }
        """),
    ],
    nonTriggering: [
      // The deep link pushes the list first.
      Example(#"""
        import ComposableArchitecture
        import SwiftUI
        import TCACoordinators

        @main
        struct LibraryApp: App {
          var body: some Scene {
            WindowGroup { BooksCoordinatorView(store: Store(initialState: .init()) { BooksCoordinator() }) }
          }
        }

        @Reducer(state: .hashable)
        enum BooksScreen {
          case home(HomeFeature)
          case list(ListFeature)
          case book(BookFeature)
        }

        @Reducer
        struct BooksCoordinator {
          @ObservableState
          struct State: Equatable {
            var routes: IdentifiedArrayOf<Route<BooksScreen.State>> = [.root(.home(.init()), embedInNavigationView: true)]
          }

          enum Action {
            case router(IdentifiedRouterActionOf<BooksScreen>)
            case openedBook(Int)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, action: .home(.browseTapped))):
                state.routes.push(.list(.init()))
              case let .router(.routeAction(_, action: .list(.bookTapped(id)))):
                state.routes.push(.book(.init(id: id)))
              case .router(.routeAction(_, action: .book(.backToListTapped))):
                state.routes.goBackTo(\.list)
              case let .openedBook(id):
                state.routes.push(.list(.init()))
                state.routes.push(.book(.init(id: id)))
              default:
                break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        struct BooksCoordinatorView: View {
          let store: StoreOf<BooksCoordinator>

          var body: some View {
            TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
              switch screen.case {
              case let .home(store): HomeView(store: store)
              case let .list(store): ListView(store: store)
              case let .book(store): BookView(store: store)
              }
            }
          }
        }
        """#),
      Example("""
        import FlowStacks
        import SwiftUI

        @main
        struct LibraryApp: App {
          var body: some Scene { WindowGroup { BooksCoordinator() } }
        }

        enum Screen { case home, list, book }

        struct BooksCoordinator: View {
          @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]

          var body: some View {
            Router($routes) { screen, _ in
              switch screen {
              case .home: HomeView(onBrowse: { routes.push(.list) })
              case .list: ListView(onBook: { routes.push(.book) })
              case .book: BookView(onBackToList: { routes.goBackTo(.list) })
              }
            }
          }
        }
        """),
      .definition("""
        entry: Books
        coordinators:
          - id: Books
            navigation: true
            root: home
            screens: [home, list, book]
            transitions:
              - { from: home, to: list, kind: push }
              - { from: list, to: book, kind: push }
            back:
              - { screen: book, action: goBackTo, to: list }
        """),
      // A deep link that pushes the list and the book in one update keeps the list below; the root is always there.
      .definition("""
        entry: Books
        coordinators:
          - id: Books
            navigation: true
            root: home
            screens: [home, list, book]
            transitions:
              - { from: home, to: list, kind: push, group: openBook }
              - { from: home, to: book, kind: push, group: openBook }
            back:
              - { screen: book, action: goBackTo, to: list }
              - { screen: book, action: popTo, to: home }
        """),
    ])

  func check(_ context: LintContext) -> [Finding] {
    var seen = Set<String>()
    return context.graph.backActions.compactMap { back -> Finding? in
      if back.action == .goBackTo, back.target == back.screen, let screen = context.screen(back.screen),
        context.coordinator(screen.coordinator)?.library == .tcaCoordinators,
        seen.insert("\(back.location.map { "\($0)" } ?? back.screen)|\(back.screen)").inserted
      {
        // TCACoordinators' `goBackTo(_ casePath:)` is `goBackTo(where: { $0.screen[case: casePath] != nil })`, which takes
        // the last route matching: the caller's own, on top.
        return finding(
          "'\(screen.id)' calls goBackTo('\(screen.name)') on its own action: the last route of that case is the caller itself, on top, so the call goes back nothing",
          at: back.location,
          suggestion: "Go back to the screen meant (goBack(), or goBackTo the case below), or drop the call.",
          subjects: [screen.id])
      }
      guard back.action == .goBackTo || back.action == .popTo, let target = back.target, back.screen != target,
        let screen = context.screen(back.screen), let owner = context.coordinator(screen.coordinator),
        context.screen(target)?.coordinator == owner.id,
        seen.insert("\(back.location.map { "\($0)" } ?? back.screen)|\(target)").inserted,
        let path = Self.path(to: screen.id, avoiding: target, in: owner, context)
      else { return nil }
      let steps = path.map { "'\($0.from)' → '\($0.to)' (\($0.kind.rawValue))" }.joined(separator: ", ")
      return finding(
        "'\(screen.id)' calls \(back.action.rawValue)('\(context.screen(target)?.name ?? target)'), but it can be reached without '\(target)' below it (\(steps)): there the call finds nothing and does nothing",
        at: back.location,
        suggestion: "Make every path to '\(screen.name)' pass '\(context.screen(target)?.name ?? target)' (push it first in the deep link), or go back another way where it may be missing (goBackToRoot, or check the result of \(back.action.rawValue)).",
        subjects: [screen.id, target],
        related: path.compactMap { e in e.location.map { RelatedLocation($0, "'\(e.from)' → '\(e.to)' (\(e.kind.rawValue))") } })
    }
  }

  /// The shortest path of certain push/sheet/cover edges within a coordinator from its roots (and its
  /// coordinator-level calls) to a screen that never passes the target; nil when every path passes it. A target
  /// that is a root is missing only under another root (a root switch).
  static func path(to goal: String, avoiding target: String, in owner: Coordinator, _ context: LintContext) -> [Edge]? {
    // An update that shows the target along with the edge (a deep link pushing the list, then the book) keeps it below.
    let withTarget = Set(context.graph.edges.filter { $0.to == target }.compactMap(\.group))
    var via: [String: Edge] = [:]
    // A root is below every screen while it is the root; coordinator-level calls may run on any root, the target too.
    var queue = owner.roots.filter { $0 != target } + (owner.roots.contains(target) ? [] : [owner.id])
    var seen = Set(queue)
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if node == goal {
        var path: [Edge] = []
        var cursor = node
        while let edge = via[cursor], path.count <= seen.count {
          path.append(edge)
          cursor = edge.from
        }
        return path.reversed()
      }
      for edge in context.outgoing(node) where [.push, .sheet, .cover].contains(edge.kind) && edge.certainty == .certain {
        guard edge.to != target, context.screen(edge.to)?.coordinator == owner.id, !(edge.group.map(withTarget.contains) ?? false),
          seen.insert(edge.to).inserted
        else { continue }
        via[edge.to] = edge
        queue.append(edge.to)
      }
    }
    return nil
  }
}
