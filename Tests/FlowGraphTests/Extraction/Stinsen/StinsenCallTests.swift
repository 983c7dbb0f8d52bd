import FlowGraph
import XCTest

/// Stinsen route keys and router calls, one call form per test, checked at position markers.
final class StinsenCallTests: XCTestCase {
  private let coordinator = LibraryMarkers("Todos.swift", """
    import Stinsen
    import SwiftUI

    final class TodosCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\TodosCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var todo = makeTodo
      @Route(.modal) var create = makeCreate
      @Route(.fullScreen) var photo = makePhoto
      @Route(.modalNonDismissible) var terms = makeTerms
      @Route(.modal(dismissible: false)) var consent = makeTerms

      @ViewBuilder func makeStart() -> some View { TodosScreen() }
      @ViewBuilder func makeTodo(id: Int) -> some View { TodoScreen(id: id) }
      @ViewBuilder func makeCreate() -> some View { CreateScreen() }
      @ViewBuilder func makePhoto() -> some View { PhotoScreen() }
      @ViewBuilder func makeTerms() -> some View { TermsScreen() }
    }
    struct CreateScreen: View { var body: some View { Text("") } }
    struct PhotoScreen: View { var body: some View { Text("") } }
    struct TermsScreen: View { var body: some View { Text("") } }
    """)

  func testRouteCallsFromAViewMakeEdgesOfTheRoutesTransition() {
    let view = LibraryMarkers("TodosScreen.swift", """
      import Stinsen
      import SwiftUI

      struct TodosScreen: View {
        @EnvironmentObject var router: TodosCoordinator.Router
        var body: some View {
          VStack {
            Button("a") { router.1️⃣route(to: \\.todo, 3) }
            Button("b") { router.2️⃣route(to: \\.create) }
            Button("c") { router.3️⃣route(to: \\.photo) }
            Button("d") { router.4️⃣route(to: \\.terms) }
            Button("e") { router.5️⃣route(to: \\.consent) }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, view]).graph
    let expected: [(String, String, EdgeKind)] = [
      ("1", "TodosCoordinator.todo", .push), ("2", "TodosCoordinator.create", .sheet),
      ("3", "TodosCoordinator.photo", .cover), ("4", "TodosCoordinator.terms", .sheet),
      ("5", "TodosCoordinator.consent", .sheet),
    ]
    for (marker, to, kind) in expected {
      let edges = graph.edges(at: view[marker])
      XCTAssertEqual(edges.map(\.to), [to], "at \(marker)")
      XCTAssertEqual(edges.map(\.kind), [kind], "at \(marker)")
      XCTAssertEqual(edges.map(\.from), ["TodosCoordinator.start"], "at \(marker)")
    }
    XCTAssertEqual(graph.coordinator("TodosCoordinator")?.roots, ["TodosCoordinator.start"])
    XCTAssertEqual(graph.screen("TodosCoordinator.photo")?.views, ["PhotoScreen"])
    XCTAssertEqual(graph.coordinator("TodosCoordinator")?.library, .stinsen)
  }

  func testACallSplitOverSeveralLinesReportsTheLineOfTheCall() {
    let view = LibraryMarkers("TodosScreen.swift", """
      import Stinsen
      import SwiftUI

      struct TodosScreen: View {
        @EnvironmentObject var router: TodosCoordinator.Router
        var body: some View {
          Button("a") {
            router
              .1️⃣route(
                to: \\.todo,
                42
              )
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, view]).graph
    XCTAssertEqual(graph.edges(at: view["1"]).map(\.to), ["TodosCoordinator.todo"])
  }

  func testBackCallsAreBackActionsOfTheScreen() {
    let view = LibraryMarkers("TodoScreen.swift", """
      import Stinsen
      import SwiftUI

      struct TodoScreen: View {
        @EnvironmentObject var router: TodosCoordinator.Router
        let id: Int
        var body: some View { Button("close") { close() } }
        func close() {
          router.1️⃣popLast()
          router.2️⃣popToRoot()
          router.3️⃣dismissCoordinator { print("gone") }
          router.4️⃣pop()
          router.5️⃣focusFirst(\\.start)
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, view]).graph
    let actions = graph.backActions.map { "\($0.screen) \($0.action.rawValue) \($0.location?.line ?? 0)" }
    // focusFirst on a navigation coordinator goes back to the first screen of that route.
    XCTAssertEqual(graph.backActions.filter { $0.action == .popTo }.map(\.location), [view["5"]])
    XCTAssertEqual(actions.filter { !$0.contains("popTo ") }.sorted(), [
      "TodosCoordinator.todo dismissCoordinator \(view["3"].line)",
      "TodosCoordinator.todo pop \(view["4"].line)",
      "TodosCoordinator.todo popLast \(view["1"].line)",
      "TodosCoordinator.todo popToRoot \(view["2"].line)",
    ])
  }

  /// Stinsen's back calls take one unlabelled optional closure (`func popLast(_ action: (() -> ())? = nil)`): `nil`, a
  /// stored completion or a member holding one are that closure too. A number or a labelled flag is another API's.
  func testBackCallsWithAnOptionalClosureValueAreBackActions() {
    let view = LibraryMarkers("TodoScreen.swift", """
      import Stinsen
      import SwiftUI

      final class TodoModel {
        var router: TodosCoordinator.Router?
        var completion: (() -> Void)?
        func close() { router?.1️⃣dismissCoordinator(nil) }
        func reset() { self.router?.2️⃣popToRoot(nil) }
        func done() { router?.3️⃣dismissCoordinator(self.completion) }
        func back() { router?.4️⃣popLast(router?.coordinator.onClose) }
        func skip() { router?.5️⃣pop(2) }
        func quiet() { router?.6️⃣popLast(animated: false) }
        func twice() { router?.7️⃣pop(2, { print("gone") }) }
      }
      struct TodoScreen: View {
        @StateObject var model = TodoModel()
        let id: Int
        var body: some View { Text("todo") }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, view]).graph
    let actions = graph.backActions.map { "\($0.action.rawValue) \($0.location?.line ?? 0)" }.sorted()
    XCTAssertEqual(actions, [
      "dismissCoordinator \(view["1"].line)", "dismissCoordinator \(view["3"].line)",
      "popLast \(view["4"].line)", "popToRoot \(view["2"].line)",
    ])
  }

  func testRouterObjectAndRouterStoreInAViewModelBelongToTheScreensOwningIt() {
    let files = [
      LibraryMarkers("Main.swift", """
        import Stinsen
        import SwiftUI
        final class MainCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\MainCoordinator.login)
          @Root var login = makeLogin
          @Root var home = makeHome
          @Root var welcome = makeWelcome
          @Route(.modal) var help = makeHelp
          @ViewBuilder func makeWelcome() -> some View { Text("welcome") }
          @ViewBuilder func makeLogin() -> some View { LoginScreen() }
          @ViewBuilder func makeHome() -> some View { Text("home") }
          @ViewBuilder func makeHelp() -> some View { Text("help") }
        }
        """),
      LibraryMarkers("LoginScreen.swift", """
        import SwiftUI
        struct LoginScreen: View {
          @StateObject var model = LoginModel()
          var body: some View { Button("go") { model.signIn() } }
        }
        """),
      LibraryMarkers("LoginModel.swift", """
        import Stinsen
        final class LoginModel: ObservableObject {
          var main: MainCoordinator.Router? = RouterStore.shared.retrieve()
          @RouterObject var router: MainCoordinator.Router?
          func signIn() { main?.1️⃣root(\\.home, "user-1") }
          func help() { router?.2️⃣route(to: \\.help) }
          func signOut() { router?.coordinator.3️⃣root(\\.welcome) }
        }
        """),
    ]
    let result = LibraryMarkers.read(files)
    let graph = result.graph
    // A router's `coordinator` is the coordinator it routes (NavigationRouter's `coordinator: T`).
    XCTAssertEqual(graph.edges(at: files[2]["3"]).map { "\($0.kind.rawValue) \($0.to)" }, ["root-switch MainCoordinator.welcome"])
    XCTAssertEqual(result.warnings.map(\.message), [])
    let rootSwitch = graph.edges(at: files[2]["1"])
    XCTAssertEqual(rootSwitch.map(\.from), ["MainCoordinator.login"])
    XCTAssertEqual(rootSwitch.map(\.to), ["MainCoordinator.home"])
    XCTAssertEqual(rootSwitch.map(\.kind), [.rootSwitch])
    XCTAssertEqual(graph.edges(at: files[2]["2"]).map(\.kind), [.sheet])
    XCTAssertEqual(graph.coordinator("MainCoordinator")?.roots, ["MainCoordinator.home", "MainCoordinator.login", "MainCoordinator.welcome"])
  }

  func testRootSwitchesOnSelfInsideTheCoordinatorComeFromTheCoordinator() {
    let main = LibraryMarkers("Main.swift", """
      import Stinsen
      import SwiftUI
      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.signedOut)
        @Root var signedOut = makeSignedOut
        @Root var signedIn = makeSignedIn
        init() {
          cancellable = auth.sink { [weak self] user in
            if user == nil { self?.1️⃣root(\\.signedOut) } else { self?.2️⃣root(\\.signedIn) }
          }
        }
        @ViewBuilder func customize(_ view: AnyView) -> some View {
          view.onReceive(expired) { _ in self.3️⃣root(\\.signedOut) }
        }
        @ViewBuilder func makeSignedOut() -> some View { Text("") }
        @ViewBuilder func makeSignedIn() -> some View { Text("") }
      }
      """)
    let graph = LibraryMarkers.read([main]).graph
    for (marker, to) in [("1", "signedOut"), ("2", "signedIn"), ("3", "signedOut")] {
      let edges = graph.edges(at: main[marker])
      XCTAssertEqual(edges.map(\.from), ["MainCoordinator"], "at \(marker)")
      XCTAssertEqual(edges.map(\.to), ["MainCoordinator.\(to)"], "at \(marker)")
      XCTAssertEqual(edges.map(\.kind), [.rootSwitch], "at \(marker)")
    }
  }

  /// A bare call (`root(\\.signedIn)`) in a coordinator's code is a call on `self`, also inside a closure that
  /// unwraps a weak `self` or captures it, and at the start of a chain; the same bare name in a view is that view's
  /// own method: nothing, and no warning.
  func testBareCallsInACoordinatorAreCallsOnSelf() {
    let files = [
      LibraryMarkers("Main.swift", """
        import Combine
        import Stinsen
        import SwiftUI
        final class MainCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\MainCoordinator.signedOut)
          @Root var signedOut = makeSignedOut
          @Root var signedIn = makeSignedIn
          @Route(.modal) var help = makeHelp
          @ViewBuilder func customize(_ view: AnyView) -> some View {
            view.onReceive(session) { [weak self] state in
              guard let self else { return }
              switch state {
              case .in: 1️⃣root(\\.signedIn)
              case .out: 2️⃣root(\\.signedOut)
              }
            }
          }
          func showHelp() { 3️⃣route(to: \\.help) }
          func restart() {
            let run = { [self] in 4️⃣root(\\.signedOut).5️⃣route(to: \\.help) }
            run()
          }
          @ViewBuilder func makeSignedOut() -> some View { Text("") }
          @ViewBuilder func makeSignedIn() -> some View { HelpButton() }
          @ViewBuilder func makeHelp() -> some View { Text("") }
        }
        struct HelpButton: View {
          var body: some View { Button("help") { 6️⃣route(to: \\.help) } }
          func route(to path: KeyPath<HelpButton, Int>) {}
        }
        """),
    ]
    let result = LibraryMarkers.read(files)
    let graph = result.graph
    let main = files[0]
    for (marker, kind, to) in [("1", EdgeKind.rootSwitch, "signedIn"), ("2", .rootSwitch, "signedOut"), ("3", .sheet, "help"),
                               ("4", .rootSwitch, "signedOut")] {
      let edges = graph.edges(at: main[marker])
      XCTAssertEqual(edges.map(\.from), ["MainCoordinator"], "at \(marker)")
      XCTAssertEqual(edges.map(\.to), ["MainCoordinator.\(to)"], "at \(marker)")
      XCTAssertEqual(edges.map(\.kind), [kind], "at \(marker)")
    }
    XCTAssertEqual(graph.edges(at: main["5"]).map(\.to), ["MainCoordinator.help"])
    XCTAssertEqual(graph.edges(at: main["6"]), [])
    XCTAssertEqual(result.warnings.filter { $0.message.contains("Stinsen call") }.map(\.message), [])
  }

  /// A parent coordinator builds a view model and hands it to the child coordinator whose screen shows it; the view
  /// model's router is the child's. Its calls are made on the child's screen that holds it, not on the parent's
  /// screen where it was built; a call on the parent's router from the same view model stays on the parent's screen
  /// (the child is shown there); a view model no screen of the router's coordinator holds calls from that coordinator.
  func testAViewModelBuiltByAParentCallsFromTheScreenOfTheRoutersCoordinatorThatHoldsIt() {
    let files = [
      LibraryMarkers("Shop.swift", """
        import Stinsen
        import SwiftUI
        final class ShopCoordinator: TabCoordinatable {
          var child = TabChild(startingItems: [\\ShopCoordinator.shelf, \\ShopCoordinator.basket])
          @Route(tabItem: makeShelfTab) var shelf = makeShelf
          @Route(tabItem: makeBasketTab) var basket = makeBasket
          func makeShelf() -> NavigationViewCoordinator<ShelfCoordinator> {
            NavigationViewCoordinator(ShelfCoordinator(model: ShelfModel(), coupons: CouponModel()))
          }
          func makeBasket() -> NavigationViewCoordinator<BasketCoordinator> { NavigationViewCoordinator(BasketCoordinator()) }
          @ViewBuilder func makeShelfTab(_ active: Bool) -> some View { Text("shelf") }
          @ViewBuilder func makeBasketTab(_ active: Bool) -> some View { Text("basket") }
        }
        """),
      LibraryMarkers("Shelf.swift", """
        import Stinsen
        import SwiftUI
        final class ShelfCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\ShelfCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var item = makeItem
          @Route(.modal) var coupons = makeCoupons
          let model: ShelfModel
          let couponModel: CouponModel
          init(model: ShelfModel, coupons: CouponModel) { self.model = model; couponModel = coupons }
          @ViewBuilder func makeStart() -> some View { ShelfScreen(model: model) }
          @ViewBuilder func makeItem() -> some View { Text("item") }
          @ViewBuilder func makeCoupons() -> some View { Text("coupons") }
        }
        final class BasketCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\BasketCoordinator.start)
          @Root var start = makeStart
          @ViewBuilder func makeStart() -> some View { Text("basket") }
        }
        struct ShelfScreen: View {
          @ObservedObject var model: ShelfModel
          var body: some View { Button("open") { model.open() } }
        }
        """),
      LibraryMarkers("Models.swift", """
        import Stinsen
        final class ShelfModel: ObservableObject {
          @RouterObject var router: ShelfCoordinator.Router?
          @RouterObject var shop: ShopCoordinator.Router?
          func open() { router?.1️⃣route(to: \\.item) }
          func checkout() { shop?.2️⃣focusFirst(\\.basket) }
        }
        final class CouponModel: ObservableObject {
          @RouterObject var router: ShelfCoordinator.Router?
          func show() { router?.3️⃣route(to: \\.coupons) }
        }
        """),
    ]
    let graph = LibraryMarkers.read(files).graph
    let open = graph.edges(at: files[2]["1"])
    XCTAssertEqual(open.map(\.from), ["ShelfCoordinator.start"])
    XCTAssertEqual(open.map(\.to), ["ShelfCoordinator.item"])
    XCTAssertEqual(open.map(\.kind), [.push])
    let checkout = graph.edges(at: files[2]["2"])
    XCTAssertEqual(checkout.map(\.from), ["ShopCoordinator.shelf"])
    XCTAssertEqual(checkout.map(\.to), ["ShopCoordinator.basket"])
    let coupons = graph.edges(at: files[2]["3"])
    XCTAssertEqual(coupons.map(\.from), ["ShelfCoordinator"])
    XCTAssertEqual(coupons.map(\.to), ["ShelfCoordinator.coupons"])
  }
}

/// A call inside a route call's input is read at its own place: the input is walked in the file's own tree.
final class StinsenChainArgumentTests: XCTestCase {
  func testACallInsideARouteInputKeepsItsPosition() {
    let coordinator = LibraryMarkers("Todos.swift", """
      import Stinsen
      import SwiftUI

      final class TodosCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\TodosCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var todo = makeTodo
        @Route(.modal) var create = makeCreate

        @ViewBuilder func makeStart() -> some View { TodosScreen() }
        @ViewBuilder func makeTodo(input: TodoInput) -> some View { TodoScreen(input: input) }
        @ViewBuilder func makeCreate() -> some View { Text("") }
      }
      struct TodoInput { let id: Int; let onCreate: () -> Void }
      struct TodoScreen: View { let input: TodoInput; var body: some View { Text("") } }
      """)
    let view = LibraryMarkers("TodosScreen.swift", """
      import Stinsen
      import SwiftUI

      struct TodosScreen: View {
        @EnvironmentObject var router: TodosCoordinator.Router
        var body: some View {
          Button("a") {
            router.1️⃣route(to: \\.todo, TodoInput(id: 3, onCreate: {
              router.2️⃣route(to: \\.create)
            }))
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([coordinator, view]).graph
    XCTAssertEqual(graph.edges(at: view["1"]).map(\.to), ["TodosCoordinator.todo"])
    XCTAssertEqual(graph.edges(at: view["2"]).map(\.to), ["TodosCoordinator.create"])
  }
}

/// A router fetched into a local declared with its type (`let router: HomeCoordinator.Router? =
/// RouterStore.shared.retrieve()`): the declared type names the coordinator, as a property's does.
final class StinsenLocalRouterTests: XCTestCase {
  func testALocalDeclaredWithARouterTypeRoutesThatCoordinator() {
    for declared in ["HomeCoordinator.Router?", "HomeCoordinator.Router!", "Optional<HomeCoordinator.Router>", "NavigationRouter<HomeCoordinator>?"] {
      let file = LibraryMarkers("Home.swift", """
        import Stinsen
        import SwiftUI

        final class HomeCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\HomeCoordinator.start)
          @Root var start = makeStart
          @Route(.push) var backup = makeBackup
          @ViewBuilder func makeStart() -> some View { HomeView() }
          @ViewBuilder func makeBackup() -> some View { Text("backup") }
        }
        final class HomeModel: ObservableObject {
          func finish() {
            let later: \(declared) = RouterStore.shared.retrieve()
            later?.1️⃣route(to: \\.backup)
          }
        }
        struct HomeView: View {
          @StateObject var model = HomeModel()
          var body: some View { Button("done") { model.finish() } }
        }
        """.replacingOccurrences(of: "later?.1", with: declared.hasSuffix("!") ? "later.1" : "later?.1"))
      let read = LibraryMarkers.read([file])
      XCTAssertEqual(read.graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                     ["HomeCoordinator.start push HomeCoordinator.backup"], declared)
      XCTAssertEqual(read.warnings.map(\.message), [], declared)
    }
  }
}

extension StinsenLocalRouterTests {
  /// Its `coordinator` (NavigationRouter's `coordinator` is the coordinator it routes), on a local of `let`, `if let`
  /// or `guard let` declared with the router's type: a root switch of that coordinator, from the calling screen.
  func testTheCoordinatorOfALocalRouterSwitchesItsRoot() {
    let forms = [
      "if let app: AppCoordinator.Router = RouterStore.shared.retrieve() { app.coordinator.1️⃣root(\\.signedIn) }",
      "guard let app: AppCoordinator.Router = RouterStore.shared.retrieve() else { return }\n    app.coordinator.1️⃣root(\\.signedIn)",
      "let app: AppCoordinator.Router? = RouterStore.shared.retrieve()\n    app?.coordinator.1️⃣root(\\.signedIn)",
    ]
    for form in forms {
      let file = LibraryMarkers("App.swift", """
        import Stinsen
        import SwiftUI

        final class AppCoordinator: NavigationCoordinatable {
          let stack = NavigationStack(initial: \\AppCoordinator.signedOut)
          @Root var signedOut = makeSignedOut
          @Root var signedIn = makeSignedIn
          @ViewBuilder func makeSignedOut() -> some View { LoginButton() }
          @ViewBuilder func makeSignedIn() -> some View { Text("home") }
        }
        struct LoginButton: View {
          var body: some View { Button("log in") { logIn() } }
          func logIn() {
            \(form)
          }
        }
        """)
      let read = LibraryMarkers.read([file])
      XCTAssertEqual(read.graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                     ["AppCoordinator.signedOut root-switch AppCoordinator.signedIn"], form)
      XCTAssertEqual(read.warnings.map(\.message), [], form)
    }
  }
}

/// `router.coordinator.refreshRoot()`: NavigationRouter's `coordinator` is the coordinator it routes, so the calls in
/// that coordinator method run for the screens whose code calls it through a router.
final class StinsenRouterCoordinatorTests: XCTestCase {
  func testACoordinatorMethodCalledThroughARouterRunsForTheCallingScreens() {
    let file = LibraryMarkers("Wallet.swift", """
      import Stinsen
      import SwiftUI

      final class WalletCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\WalletCoordinator.welcome)
        @Root var home = makeHome
        @Root var welcome = makeWelcome
        @Route(.push) var signIn = makeSignIn
        func refreshRoot() { self.1️⃣root(\\.home) }
        @ViewBuilder func makeHome() -> some View { Text("home") }
        @ViewBuilder func makeWelcome() -> some View { WelcomeView() }
        @ViewBuilder func makeSignIn() -> some View { SignInView() }
      }
      struct WelcomeView: View {
        @EnvironmentObject var router: WalletCoordinator.Router
        var body: some View { Button("sign in") { router.route(to: \\.signIn) } }
      }
      final class SignInModel: ObservableObject {
        @RouterObject var router: WalletCoordinator.Router?
        func done() {
          router?.popToRoot()
          router?.coordinator.refreshRoot()
        }
      }
      struct SignInView: View {
        @StateObject var model = SignInModel()
        var body: some View { Button("ok") { model.done() } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["WalletCoordinator.signIn root-switch WalletCoordinator.home"])
  }
}
