import XCTest

@testable import FlowGraph

/// A coordinator holding its parent as a protocol (`private let owner: SessionEnding`, set in `init(owner:)`): Swift
/// calls the method of whichever object the code building it passes. Where every place building it passes `self`
/// (or a value it builds), only those types' methods run through the property; a value the code does not tell leaves
/// every conforming coordinator. A SwiftUI preview is no place the app builds anything.
final class HandedConformerTests: XCTestCase {
  /// `opening`: how `MainCoordinator` builds the checkout; `more`: code added at the end of the file.
  private func app(opening: String = ".checkout(.init(owner: self))", more: String = "") -> Marked {
    Marked("""
      import SwiftUI
      import FlowStacks

      protocol SessionEnding: AnyObject { func endSession() }

      enum MainScreen { case home, checkout(CheckoutCoordinator) }
      enum SettingsScreen { case list, checkout(ReceiptModel) }

      final class ReceiptModel {}

      final class MainCoordinator: ObservableObject, SessionEnding {
        @Published var routes: Routes<MainScreen> = [.root(.home)]
        func openCheckout() { routes.presentSheet(\(opening)) }
        func endSession() { routes.1️⃣goBackToRoot() }
      }

      final class SettingsCoordinator: ObservableObject, SessionEnding {
        @Published var routes: Routes<SettingsScreen> = [.root(.list)]
        func endSession() { routes.2️⃣dismiss() }
      }

      class CheckoutCoordinator: ObservableObject {
        enum Screen { case cart, pay }
        @Published var routes: Routes<Screen> = [.root(.cart)]
        private let owner: SessionEnding
        init(owner: SessionEnding) {
          self.owner = owner
        }
        func pay() { routes.push(.pay) }
        func finish() { owner.endSession() }
      }

      struct MainFlow: View {
        @ObservedObject var coordinator: MainCoordinator
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .home: Button("Checkout", action: coordinator.openCheckout)
            case .checkout(let checkout): CheckoutFlow(coordinator: checkout)
            }
          }
        }
      }

      struct CheckoutFlow: View {
        @ObservedObject var coordinator: CheckoutCoordinator
        var body: some View {
          Router($coordinator.routes) { screen, _ in
            switch screen {
            case .cart: CartView(onPay: coordinator.pay, onDone: coordinator.finish)
            case .pay: Button("Done", action: coordinator.finish)
            }
          }
        }
      }

      struct CartView: View {
        var onPay: () -> Void
        var onDone: () -> Void
        var body: some View {
          Button("Pay", action: onPay)
          Button("Done", action: onDone)
        }
      }
      \(more)
      """)
  }

  private func screens(_ source: Marked, at marker: Character) -> Set<String> {
    Set(extract(source).graph.backActions.filter { $0.location == source[marker] }.compactMap(\.screen))
  }

  private let checkout: Set<String> = ["CheckoutCoordinator.cart", "CheckoutCoordinator.pay"]

  func testAParentHandedAsSelfIsTheOnlyConformerWhoseMethodRuns() {
    let source = app()
    XCTAssertTrue(checkout.isSubset(of: screens(source, at: "1️⃣")))
    XCTAssertTrue(screens(source, at: "2️⃣").isDisjoint(with: checkout))
  }

  /// `.checkout(.init(…))` handed to `routes.presentSheet`: FlowStacks takes the routes' own screen type there, so the
  /// case is `MainScreen`'s though `SettingsScreen` has a case of that name too; written out, it reads the same.
  func testTheCaseIsReadAsOneOfTheRoutesScreenTypeAmongEnumsSharingItsName() {
    let written = app(opening: "MainScreen.checkout(CheckoutCoordinator(owner: self))")
    XCTAssertTrue(screens(written, at: "2️⃣").isDisjoint(with: checkout))
    // Through a function of the app's own, the case's enum is that function's parameter type, not read here: not known
    // which object the checkout is built with, so either conformer's method may run.
    let helper = app(opening: ".home); show(.checkout(.init(owner: self))", more: """
      extension MainCoordinator { func show(_ screen: MainScreen) { routes.presentSheet(screen) } }
      """)
    XCTAssertTrue(checkout.isSubset(of: screens(helper, at: "2️⃣")))
  }

  /// On a navigator (`FlowNavigator<MainScreen>`) too: FlowStacks' `presentSheet` there takes the same screen type, so
  /// this build of the checkout, handed the other coordinator, counts.
  func testACaseHandedToANavigatorIsOfItsScreenType() {
    let source = app(more: """
      struct ReorderButton: View {
        @EnvironmentObject var navigator: FlowNavigator<MainScreen>
        var body: some View {
          Button("Reorder") { navigator.presentSheet(.checkout(.init(owner: SettingsCoordinator()))) }
        }
      }
      """)
    XCTAssertTrue(checkout.isSubset(of: screens(source, at: "2️⃣")))
  }

  func testAValueTheCodeDoesNotTellLeavesEveryConformer() {
    let source = app(more: """
      func reopen(for owner: SessionEnding) -> CheckoutCoordinator { CheckoutCoordinator(owner: owner) }
      """)
    XCTAssertTrue(checkout.isSubset(of: screens(source, at: "1️⃣")))
    XCTAssertTrue(checkout.isSubset(of: screens(source, at: "2️⃣")))
  }

  func testAnotherConformerBuiltAndHandedRunsToo() {
    let source = app(more: """
      extension SettingsCoordinator {
        func reorder() { _ = CheckoutCoordinator(owner: SettingsCoordinator()) }
      }
      """)
    XCTAssertTrue(checkout.isSubset(of: screens(source, at: "2️⃣")))
  }

  /// A subclass is built with its own name, under which the builds of the class are not all seen.
  func testAClassTheSourcesSubclassKeepsEveryConformer() {
    let source = app(opening: "MainScreen.checkout(CheckoutCoordinator(owner: self))", more: """
      final class GiftCheckout: CheckoutCoordinator {}
      extension SettingsCoordinator {
        func gift() -> CheckoutCoordinator { GiftCheckout(owner: self) }
      }
      """)
    XCTAssertTrue(checkout.isSubset(of: screens(source, at: "2️⃣")))
  }

  func testABuildInAPreviewIsNotTheApps() {
    let source = app(more: """
      #Preview {
        CheckoutFlow(coordinator: CheckoutCoordinator(owner: SettingsCoordinator()))
      }

      struct CheckoutPreviews: PreviewProvider {
        static var previews: some View { CheckoutFlow(coordinator: CheckoutCoordinator(owner: SettingsCoordinator())) }
      }
      """)
    XCTAssertTrue(checkout.isSubset(of: screens(source, at: "1️⃣")))
    XCTAssertTrue(screens(source, at: "2️⃣").isDisjoint(with: checkout))
  }
}
