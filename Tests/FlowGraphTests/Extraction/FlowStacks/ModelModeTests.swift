import FlowGraph
import XCTest

/// One view shown by several screens, each handing it a view model made with another mode, and navigating in a
/// `switch` (or an `if`) over that model's mode: Swift runs the arm of the value the model holds, so a screen whose
/// model was made with another case never takes the arm. The model is made where the view is built
/// (`PickView(viewModel: PickViewModel(mode: .attach))`) or is a property of the screen's own model, made once
/// (`PickView(viewModel: viewModel.pickModel)` with `var pickModel = PickViewModel(mode: .attach)`).
final class ModelModeTests: XCTestCase {
  private func app(test: String = "switch", sendModel: String = "var pickModel = PickViewModel(mode: .attach)", otherMode: String = "mode",
                   footer: String = "", headerAccess: String = "private ",
                   model: String = "let mode: PickMode\n  init(mode: PickMode) { self.mode = mode }") -> LibraryMarkers
  {
    let pick = test == "switch"
      ? """
        switch viewModel.mode {
              case .initial: navigator.1️⃣push(.confirm)
              case .attach: onPicked()
              }
        """
      : "if self.viewModel.mode == .initial { navigator.1️⃣push(.confirm) } else { onPicked() }"
    return LibraryMarkers("Pick.swift", """
      import FlowStacks
      import SwiftUI

      enum Screen: Hashable { case home, pick, send, other, confirm }
      enum PickMode { case initial, attach }

      struct AppFlow: View {
        @State var routes: Routes<Screen> = [.root(.home, embedInNavigationView: true)]
        var body: some View {
          Router($routes) { screen, _ in
            switch screen {
            case .home: HomeView()
            case .pick: PickView(viewModel: PickViewModel(mode: .initial), onPicked: {})
            case .send: SendView()
            case .other: OtherView()
            case .confirm: Text("confirm")
            }
          }
        }
      }

      final class PickViewModel: ObservableObject {
        \(model)
      }

      struct PickView: View {
        @EnvironmentObject var navigator: FlowNavigator<Screen>
        @StateObject private var viewModel: PickViewModel
        let onPicked: () -> Void

        init(viewModel: PickViewModel, onPicked: @escaping () -> Void) {
          _viewModel = .init(wrappedValue: viewModel)
          self.onPicked = onPicked
        }

        var body: some View {
          VStack {
            if viewModel.mode == .initial {
              header
            }
            Button("Next") {
              \(pick)
            }
            \(footer)
          }
        }

        \(headerAccess)var header: some View {
          Button("Back") { navigator.2️⃣goBack() }
        }
      }

      struct HomeView: View {
        @State private var picking = false
        var body: some View {
          Button("Attach") { picking = true }
            .sheet(isPresented: $picking) { PickView(viewModel: PickViewModel(mode: .attach), onPicked: { picking = false }) }
        }
      }

      final class SendViewModel: ObservableObject {
        \(sendModel)
      }

      struct SendView: View {
        @StateObject private var viewModel = SendViewModel()
        @State private var picking = false
        var body: some View {
          Button("Attach") { picking = true }
            .sheet(isPresented: $picking) { PickView(viewModel: viewModel.pickModel, onPicked: { picking = false }) }
        }
      }

      struct OtherView: View {
        let mode: PickMode = .attach
        @State private var picking = false
        var body: some View {
          Button("Attach") { picking = true }
            .sheet(isPresented: $picking) { PickView(viewModel: PickViewModel(mode: \(otherMode)), onPicked: { picking = false }) }
        }
      }
      """)
  }

  func testEachScreenTakesTheArmOfTheModeItsModelWasMadeWith() {
    for test in ["switch", "if"] {
      let file = app(test: test)
      let graph = LibraryMarkers.read([file]).graph
      // `other` computes the mode where it builds the model: it may be any.
      XCTAssertEqual(graph.edges(at: file["1"]).map(\.from).sorted(), ["AppFlow.other", "AppFlow.pick"], test)
    }
  }

  /// A member view shown only under an arm (`if viewModel.mode == .initial { header }`): its code runs only there.
  func testAMemberViewShownUnderAnArmRunsOnlyForTheScreensTakingIt() {
    let file = app(otherMode: ".attach")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.backActions.filter { $0.location == file["2"] }.map(\.screen), ["AppFlow.pick"])
    // Shown once more outside the arm, used in another form (an argument), or usable from other files (not private):
    // it may run for every screen.
    for (footer, access) in [("header", "private "), ("Color.clear.overlay(header)", "private "), ("", "")] {
      let file = app(otherMode: ".attach", footer: footer, headerAccess: access)
      XCTAssertEqual(LibraryMarkers.read([file]).graph.backActions.filter { $0.location == file["2"] }.map(\.screen).sorted(),
                     ["AppFlow.home", "AppFlow.other", "AppFlow.pick", "AppFlow.send"], "\(footer) \(access)")
    }
  }

  /// A model property the owner's code builds again elsewhere, or that code assigns another object, may hold another
  /// mode: the screen keeps the arm.
  func testAModelPropertyBuiltTwiceOrAssignedKeepsTheArm() {
    for body in ["func reset() { pickModel = PickViewModel(mode: .initial) }", "func use(_ other: PickViewModel) { pickModel = other }"] {
      let file = app(sendModel: """
        var pickModel = PickViewModel(mode: .attach)
          \(body)
        """)
      let graph = LibraryMarkers.read([file]).graph
      XCTAssertEqual(graph.edges(at: file["1"]).map(\.from).sorted(), ["AppFlow.other", "AppFlow.pick", "AppFlow.send"], body)
    }
  }

  /// A mode the model's code sets again after its initializer (a method, a closure its initializer leaves behind),
  /// or that a control binds, is not the one it was made with: every screen keeps the arm.
  func testAModeSetAgainKeepsTheArm() {
    let every = ["AppFlow.home", "AppFlow.other", "AppFlow.pick", "AppFlow.send"]
    let models = [
      "@Published var mode: PickMode\n  init(mode: PickMode) { self.mode = mode }\n  func reset() { mode = .initial }",
      "@Published var mode: PickMode\n  init(mode: PickMode) {\n    self.mode = mode\n    DispatchQueue.main.async { self.mode = .initial }\n  }",
    ]
    for model in models {
      let file = app(otherMode: ".attach", model: model)
      XCTAssertEqual(LibraryMarkers.read([file]).graph.edges(at: file["1"]).map(\.from).sorted(), every, model)
    }
    let bound = app(otherMode: ".attach", footer: "Picker(\"Mode\", selection: $viewModel.mode) { Text(\"a\") }",
                    model: "@Published var mode: PickMode\n  init(mode: PickMode) { self.mode = mode }")
    XCTAssertEqual(LibraryMarkers.read([bound]).graph.edges(at: bound["1"]).map(\.from).sorted(), every)
  }

  /// A model made with the case written at the build (`PickViewModel(mode: .attach)`) and a literal case for the
  /// other screen: only the screen whose model takes the arm keeps it.
  func testLiteralModesEverywhereLeaveOnlyTheScreenThatTakesTheArm() {
    let file = app(otherMode: ".attach")
    let graph = LibraryMarkers.read([file]).graph
    XCTAssertEqual(graph.edges(at: file["1"]).map(\.from), ["AppFlow.pick"])
  }
}
