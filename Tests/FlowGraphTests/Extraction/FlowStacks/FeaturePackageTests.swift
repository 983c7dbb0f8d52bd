import FlowGraph
import XCTest

/// An app split into feature packages, each with a coordinator class, the view hosting its routes and a `Screen`
/// enum of its own: a case showing a feature's view shows that feature's coordinator, a tab bar built by a factory
/// nested in a screen's view embeds the features it builds, and each package's `Screen` is its own type.
final class FeaturePackageTests: XCTestCase {
  private func feature(_ name: String, screen: String) -> String {
    """
    import FlowStacks
    import SwiftUI

    enum Screen { case \(screen) }

    public final class \(name)Coordinator: ObservableObject {
      @Published var routes: Routes<Screen> = [.root(.\(screen))]
      public init() {}
    }

    public struct \(name)CoordinatorView: View {
      @ObservedObject var coordinator: \(name)Coordinator
      public init(coordinator: \(name)Coordinator) { self.coordinator = coordinator }
      public var body: some View {
        Router($coordinator.routes) { screen, _ in
          switch screen {
          case .\(screen): Text("\(screen)")
          }
        }
      }
    }
    """
  }

  private let app = """
    import FlowStacks
    import SwiftUI
    import Explore
    import Settings

    enum Screen {
      case tabs
      case settings(SettingsCoordinator)
    }

    final class AppCoordinator: ObservableObject {
      @Published var routes: Routes<Screen> = [.root(.tabs, embedInNavigationView: true)]
      func openSettings() { routes.presentSheet(.settings(makeSettings())) }
      private func makeSettings() -> SettingsCoordinator { SettingsCoordinator() }
    }

    struct AppCoordinatorView: View {
      @StateObject var coordinator = AppCoordinator()
      var body: some View {
        Router($coordinator.routes) { screen, _ in
          switch screen {
          case .tabs: TabBar(open: coordinator.openSettings)
          case let .settings(child): SettingsCoordinatorView(coordinator: child)
          }
        }
      }
    }

    struct TabBar: View {
      let open: () -> Void
      @State private var selected = 0
      var body: some View {
        VStack {
          Factory.page(selected)
          Button("Settings", action: open)
        }
      }
      private enum Factory {
        @ViewBuilder static func page(_ index: Int) -> some View {
          if index == 0 { ExploreCoordinatorView(coordinator: ExploreCoordinator()) } else { Text("more") }
        }
      }
    }

    @main
    struct FeaturesApp: App {
      var body: some Scene { WindowGroup { AppCoordinatorView() } }
    }
    """

  private func read() throws -> SourceReader.Result {
    let root = try LintFixtures.temporaryDirectory(for: self)
    try LintFixtures.write("""
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Features", targets: [
        .executableTarget(name: "App", dependencies: ["Explore", "Settings"]),
        .target(name: "Explore"),
        .target(name: "Settings"),
      ])
      """, to: root + "/Package.swift")
    try LintFixtures.write(app, to: root + "/Sources/App/App.swift")
    try LintFixtures.write(feature("Explore", screen: "map"), to: root + "/Sources/Explore/Explore.swift")
    try LintFixtures.write(feature("Settings", screen: "options"), to: root + "/Sources/Settings/Settings.swift")
    let files = try FileWalker(workingDirectory: root, include: [], exclude: []).collect(["."]).swiftSources
    return SourceReader().read(files)
  }

  func testEachPackagesScreenEnumIsItsOwn() throws {
    let graph = try read().graph
    XCTAssertEqual(graph.screens.map(\.id).sorted(), [
      "AppCoordinator.settings", "AppCoordinator.tabs", "ExploreCoordinator.map", "SettingsCoordinator.options",
    ])
  }

  func testACaseShowingAFeaturesViewShowsItsCoordinator() throws {
    let graph = try read().graph
    XCTAssertEqual(graph.edges.filter { $0.kind == .sheet }.map { "\($0.from) \($0.to)" }, ["AppCoordinator.tabs SettingsCoordinator"])
    XCTAssertEqual(graph.screen("AppCoordinator.settings")?.views, ["SettingsCoordinator", "SettingsCoordinatorView"])
  }

  func testAFeatureBuiltByAFactoryInAScreensViewIsEmbeddedThere() throws {
    let graph = try read().graph
    XCTAssertEqual(graph.edges.filter { $0.kind == .embed }.map { "\($0.from) \($0.to)" }, ["AppCoordinator.tabs ExploreCoordinator"])
    let findings = Linter(options: LintOptions(onlyRules: ["unreachable-coordinator", "unreachable-screen"])).lint(graph).findings
    XCTAssertEqual(findings.map(\.message), [])
  }
}
