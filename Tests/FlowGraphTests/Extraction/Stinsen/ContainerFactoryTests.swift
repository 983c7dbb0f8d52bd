import FlowGraph
import XCTest

/// Coordinators a dependency container makes (the Factory library: `extension Container { var main: Factory<MainCoordinator>
/// { self { MainCoordinator() } } }`, resolved as `Container.shared.main()`): calling a value calls its
/// `callAsFunction`, and `Factory<T>`'s returns a `T` (`ParameterFactory<P, T>`'s, given a parameter, too). A property
/// starting as such a call holds that type, so the App showing it starts there and router calls through it are read.
/// Not where the sources declare a `Factory` of their own, whose call may give anything.
final class ContainerFactoryTests: XCTestCase {
  private let coordinators = LibraryMarkers("Coordinators.swift", """
    import Stinsen
    import SwiftUI

    final class ShellCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\ShellCoordinator.start)
      @Root var start = makeStart
      @Route(.push) var settings = makeSettings
      @ViewBuilder func makeStart() -> some View { ShellHome() }
      @ViewBuilder func makeSettings() -> some View { Text("Settings") }
    }

    final class ShellModel: ObservableObject {
      var shell = Container.shared.shellCoordinator()
      var picker = Container.shared.pickerCoordinator(3)
      func openSettings() { shell.1️⃣route(to: \\.settings) }
      func pickMore() { picker.2️⃣route(to: \\.more) }
    }

    final class PickerCoordinator: NavigationCoordinatable {
      let stack = NavigationStack(initial: \\PickerCoordinator.start)
      let count: Int
      init(count: Int) { self.count = count }
      @Root var start = makeStart
      @Route(.push) var more = makeMore
      @ViewBuilder func makeStart() -> some View { Text("Pick") }
      @ViewBuilder func makeMore() -> some View { Text("More") }
    }

    struct ShellHome: View {
      @StateObject var model = ShellModel()
      var body: some View { Button("Settings") { model.openSettings() } }
    }
    """)

  private let container = LibraryMarkers("Container+Coordinators.swift", """
    import Factory

    extension Container {
      var shellCoordinator: Factory<ShellCoordinator> { self { ShellCoordinator() }.singleton }
      var pickerCoordinator: ParameterFactory<Int, PickerCoordinator> { self { PickerCoordinator(count: $0) } }
    }
    """)

  private let app = LibraryMarkers("ShellApp.swift", """
    import Factory
    import SwiftUI

    @main
    struct ShellApp: App {
      var coordinator = Container.shared.shellCoordinator()
      var body: some Scene { WindowGroup { coordinator.view() } }
    }
    """)

  func testTheAppStartsOnTheCoordinatorTheContainerMakes() {
    let graph = LibraryMarkers.read([coordinators, container, app]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), ["ShellCoordinator"])
  }

  func testRouterCallsThroughTheContainersProductAreRead() {
    let result = LibraryMarkers.read([coordinators, container, app])
    XCTAssertEqual(result.graph.edges(at: coordinators["1"]).map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
                   ["ShellCoordinator.start push ShellCoordinator.settings"])
    // A `ParameterFactory`, called with its parameter.
    XCTAssertEqual(result.graph.edges(at: coordinators["2"]).map { "\($0.kind.rawValue) \($0.to)" }, ["push PickerCoordinator.more"])
    XCTAssertFalse(result.warnings.contains { $0.message.contains("names no coordinator") }, result.warnings.map(\.message).joined(separator: "\n"))
  }

  func testASourcesOwnFactoryTypeIsNotTakenForTheLibrarys() {
    let own = LibraryMarkers("Factory.swift", """
      struct Factory<T> {
        let make: () -> Any
        func callAsFunction() -> Any { make() }
      }
      final class Container {
        static let shared = Container()
        var shellCoordinator: Factory<ShellCoordinator> { Factory { ShellCoordinator() } }
        var pickerCoordinator: ParameterFactory<Int, PickerCoordinator> { fatalError() }
      }
      """)
    let graph = LibraryMarkers.read([coordinators, own, app]).graph
    XCTAssertEqual(graph.entryPoints.map(\.target), [])
    XCTAssertEqual(graph.edges(at: coordinators["1"]).count, 0)
  }

  /// Factory's property wrappers (`@Injected(\.shellCoordinator) var coordinator`, also under an alias of the app's,
  /// `typealias Inject = Injected`): Swift infers the property's type from the wrapper's key path, `KeyPath<Container,
  /// Factory<T>>`, so it holds what that member makes, as `Container.shared.shellCoordinator()` does.
  func testAPropertyWrapperNamingTheContainersMemberHoldsItsProduct() {
    for (wrapper, extra) in [("Injected", ""), ("Inject", "typealias Inject = Injected")] {
      let wrapped = LibraryMarkers("ShellApp.swift", """
        import Factory
        import SwiftUI

        \(extra)

        @main
        struct ShellApp: App {
          @\(wrapper)(\\.shellCoordinator) var coordinator
          var body: some Scene { WindowGroup { coordinator.view() } }
        }
        """)
      let model = LibraryMarkers("Other.swift", """
        import Factory

        final class PickModel {
          @LazyInjected(\\Container.pickerCoordinator) var picker
          func more() { picker.1️⃣route(to: \\.more) }
        }
        """)
      let result = LibraryMarkers.read([coordinators, container, wrapped, model])
      XCTAssertEqual(result.graph.entryPoints.map(\.target), ["ShellCoordinator"], wrapper)
      XCTAssertEqual(result.graph.edges(at: model["1"]).map { "\($0.kind.rawValue) \($0.to)" }, ["push PickerCoordinator.more"], wrapper)
    }
  }

  /// SwiftUI's own wrappers with a key path (`@Environment(\.dismiss)`) hold the environment's value, whatever the
  /// container has of that name.
  func testSwiftUIsKeyPathWrappersAreNotTheContainers() {
    let wrapped = LibraryMarkers("ShellApp.swift", """
      import Factory
      import SwiftUI

      extension Container {
        var dismiss: Factory<ShellCoordinator> { self { ShellCoordinator() } }
      }

      @main
      struct ShellApp: App {
        var body: some Scene { WindowGroup { ShellRoot() } }
      }

      struct ShellRoot: View {
        @Environment(\\.dismiss) var dismiss
        var body: some View { Button("Close") { dismiss() } }
      }
      """)
    let result = LibraryMarkers.read([coordinators, container, wrapped])
    XCTAssertEqual(result.graph.entryPoints.map(\.target), [])
  }
}
