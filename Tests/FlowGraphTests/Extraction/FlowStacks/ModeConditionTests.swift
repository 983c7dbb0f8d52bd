import FlowGraph
import XCTest

/// A view shown by several screens that navigates under an `if` on one of its stored properties, or an app's own
/// forwarding method that navigates under an `if` on one of its parameters: Swift runs the branch the value passed
/// there takes, so each screen (each call) has only that branch's edges and back actions.
final class ModeConditionTests: XCTestCase {
  /// `Picker` is a screen of its own (built `.standalone`) and a part of the form screen (built `.inline`).
  private func picker(condition: String, standalone: String = ".standalone", inline: String = ".inline",
                      property: String = "var mode: PickerMode", extra: String = "") -> LibraryMarkers {
    LibraryMarkers("Picker.swift", """
      import FlowStacks
      import SwiftUI

      enum PickerMode: Hashable { case standalone, inline, preview }
      enum Page: Hashable { case home, picker, form, done }

      struct PageFlow: View {
        @State var routes: Routes<Page> = [.root(.home)]
        var body: some View {
          Router($routes) { page, _ in
            switch page {
            case .home: Text("home")
            case .picker: ItemPicker(mode: \(standalone))
            case .form: FormPage()
            case .done: Text("done")
            }
          }
        }
      }

      struct FormPage: View {
        var body: some View { VStack { ItemPicker(\(inline.isEmpty ? "" : "mode: " + inline)) } }
      }

      struct ItemPicker: View {
        \(property)
        \(extra)
        @EnvironmentObject var navigator: FlowNavigator<Page>
        var body: some View {
          Button("next") {
            if \(condition) {
              navigator.1️⃣push(.done)
            } else {
              navigator.2️⃣pop()
            }
          }
        }
      }
      """)
  }

  private func assertEachScreenTakesItsBranch(_ file: LibraryMarkers, line: UInt = #line) {
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["PageFlow.picker"], line: line)
    XCTAssertEqual(graph.backActions.filter { $0.location == file["2"] }.map(\.screen), ["PageFlow.form"], line: line)
  }

  func testAnEqualityWithACaseKeepsTheBranchOfEachScreensCase() {
    assertEachScreenTakesItsBranch(picker(condition: "mode == .standalone"))
    assertEachScreenTakesItsBranch(picker(condition: "self.mode == PickerMode.standalone"))
    assertEachScreenTakesItsBranch(picker(condition: ".standalone == mode"))
  }

  func testAnInequalityAndACasePatternAreReadToo() {
    assertEachScreenTakesItsBranch(picker(condition: "mode != .inline"))
    assertEachScreenTakesItsBranch(picker(condition: "case .standalone = mode"))
  }

  /// An argument computed where the view is built may be any case: that screen keeps both branches.
  func testAComputedArgumentKeepsBothBranches() {
    let file = picker(condition: "mode == .standalone", inline: "currentMode")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from).sorted(), ["PageFlow.form", "PageFlow.picker"])
    XCTAssertEqual(graph.backActions.filter { $0.location == file["2"] }.map(\.screen), ["PageFlow.form"])
  }

  /// A view built without the argument keeps the value its plain property starts as: a view struct's code cannot
  /// change a property without a wrapper.
  func testAViewBuiltWithoutTheArgumentTakesTheBranchOfTheInitialValue() {
    assertEachScreenTakesItsBranch(picker(condition: "mode == .standalone", inline: "", property: "var mode: PickerMode = .inline"))
    assertEachScreenTakesItsBranch(picker(condition: "mode == .standalone", inline: "", property: "var mode = PickerMode.inline"))
  }

  /// `@State var mode = .inline` may change as the view runs, and an `init` of the view's own may set the property from
  /// anything: the screen building it without the argument keeps both branches.
  func testAnInitialValueThatMayChangeKeepsBothBranches() {
    let cases = [
      ("@State var mode: PickerMode = .inline", ""),
      ("var mode: PickerMode = .inline", "init(preview: Bool = false) { if preview { mode = .standalone } }"),
    ]
    for (property, extra) in cases {
      let file = picker(condition: "mode == .standalone", inline: "", property: property, extra: extra)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.edges(at: file["1"]).map(\.from).sorted(), ["PageFlow.form", "PageFlow.picker"], property)
    }
  }

  /// A condition on something other than the view's own property (a view model's, two conditions joined) is not
  /// read: every screen keeps both branches, as before.
  func testAConditionOnAnotherValueKeepsBothBranches() {
    for condition in ["model.mode == .standalone", "mode == .standalone || isOn", "mode.isStandalone"] {
      let file = picker(condition: condition)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.edges(at: file["1"]).map(\.from).sorted(), ["PageFlow.form", "PageFlow.picker"], condition)
    }
  }

  /// `else if` chains: a branch runs when its own condition holds and every earlier one failed.
  func testAnElseIfChainKeepsOnlyTheBranchOfTheCase() {
    let file = LibraryMarkers("Card.swift", """
      import FlowStacks
      import SwiftUI

      enum CardStyle: Hashable { case large, small, hidden }
      enum Page: Hashable { case home, list, detail, settings }

      struct PageFlow: View {
        @State var routes: Routes<Page> = [.root(.home)]
        var body: some View {
          Router($routes) { page, _ in
            switch page {
            case .home: Card(style: .large)
            case .list: Card(style: .small)
            case .detail, .settings: Card(style: .hidden)
            }
          }
        }
      }

      struct Card: View {
        let style: CardStyle
        @EnvironmentObject var navigator: FlowNavigator<Page>
        var body: some View {
          Button("open") {
            if style == .large {
              navigator.1️⃣push(.list)
            } else if style == .small {
              navigator.2️⃣push(.detail)
            } else {
              navigator.3️⃣presentSheet(.settings)
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["PageFlow.home"])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.from), ["PageFlow.list"])
    XCTAssertEqual(graph.edges(at: file["3"]).map(\.from).sorted(), ["PageFlow.detail", "PageFlow.settings"])
  }

  /// `if isRoot { … } else { … }` on a `Bool` property: `true` and `false` literals are the cases.
  func testABoolPropertyKeepsTheBranchOfTheLiteralPassed() {
    let file = LibraryMarkers("Header.swift", """
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case home, list, about }

      struct PageFlow: View {
        @State var routes: Routes<Page> = [.root(.home)]
        var body: some View {
          Router($routes) { page, _ in
            switch page {
            case .home: Header(isRoot: true)
            case .list: Header(isRoot: false)
            case .about: Text("about")
            }
          }
        }
      }

      struct Header: View {
        let isRoot: Bool
        @EnvironmentObject var navigator: FlowNavigator<Page>
        var body: some View {
          Button("more") {
            if !isRoot {
              navigator.1️⃣pop()
            } else {
              navigator.2️⃣push(.about)
            }
          }
        }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.backActions.filter { $0.location == file["1"] }.map(\.screen), ["PageFlow.list"])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.from), ["PageFlow.home"])
  }

  /// An app's own method that sets a new root or pushes depending on a `Bool` parameter: each call takes the branch
  /// of the literal it passes, or of the parameter's default when it leaves it out.
  func testAForwardingMethodsBoolParameterPicksTheBranch() {
    let file = LibraryMarkers("Navigation.swift", """
      import FlowStacks
      import SwiftUI

      enum Page: Hashable { case splash, home, detail }
      final class Navigation: ObservableObject {
        @Published var routes: Routes<Page> = [.root(.splash, embedInNavigationView: true)]

        func go(_ page: Page, asRoot: Bool = false) {
          if asRoot {
            routes = [.root(page, embedInNavigationView: true)]
          } else {
            routes.push(page)
          }
        }
      }
      struct PageStack: View {
        @StateObject var navigation = Navigation()
        var body: some View {
          Router($navigation.routes) { page, _ in
            switch page {
            case .splash: SplashView()
            case .home: HomeView()
            case .detail: Text("detail")
            }
          }
          .environmentObject(navigation)
        }
      }
      struct SplashView: View {
        @EnvironmentObject var navigation: Navigation
        var body: some View { Text("").onAppear { navigation.1️⃣go(.home, asRoot: true) } }
      }
      struct HomeView: View {
        @EnvironmentObject var navigation: Navigation
        var body: some View { Button("detail") { navigation.2️⃣go(.detail) } }
      }
      """)
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.kind), [.rootSwitch])
    XCTAssertEqual(graph.edges(at: file["2"]).map(\.kind), [.push])
  }
}
