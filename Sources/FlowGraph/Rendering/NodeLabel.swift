import Foundation

/// The names drawn on nodes and coordinator boxes: the ones a team knows from its code.
///
/// A route key or enum case (`start`, `root`, `detail`) repeats across coordinators and says little on its own;
/// the view type (`LoginView`) is what people search the code for. A screen shows its view type and, on a second
/// line, its route or case when that says something else; a coordinator shows its type name, then its library and
/// kind in plain words.
public enum NodeLabel {
  /// Views named on a screen's label before the rest are counted (`A, B +2`).
  static let maximumViews = 2

  /// A screen's label: `LoginView` + newline + `start`, or only the route when no view is known.
  public static func screen(_ screen: Screen) -> String { screenLines(screen).joined(separator: "\n") }

  /// The label's lines: the views, then the route when it differs; the route alone when no view is known.
  static func screenLines(_ screen: Screen) -> [String] {
    guard let first = screen.views.first else { return [screen.name] }
    var views = screen.views.prefix(maximumViews).joined(separator: ", ")
    if screen.views.count > maximumViews { views += " +\(screen.views.count - maximumViews)" }
    if screen.views.count == 1, fold(first) == fold(screen.name) { return [views] }
    return [views, screen.name]
  }

  /// A coordinator box's title: `AppCoordinator (tvOS)` + newline + `FlowStacks 0.6+ · navigation stack · own navigation`.
  public static func coordinator(_ c: Coordinator) -> String {
    let title = title(c)
    var detail = [library(c)]
    // SwiftUI's switch between coordinators on App state is a root switch, not a wrapper view.
    detail.append(c.library == .swiftUI && c.kind == .wrapper ? "root switch" : kind(c.kind))
    switch c.navigation {
    case .yes: detail.append("own navigation")
    case .no: detail.append("no navigation")
    case .inherited: detail.append("parent's navigation")
    case .unknown: break
    }
    return "\(title)\n\(detail.joined(separator: " · "))"
  }

  /// A coordinator's name as its box shows it: the type name, with what tells it from another coordinator of that
  /// name: its platforms (`AppCoordinator (tvOS)`), else the qualifier of its id (`AppCoordinator (Home/Demo)` for
  /// `AppCoordinator@Home/Demo`, the module of a monorepo's demo app).
  public static func title(_ c: Coordinator) -> String {
    if !c.platforms.isEmpty { return "\(c.name) (\(c.platforms.joined(separator: ", ")))" }
    let qualified = c.name + "@"
    if c.id.hasPrefix(qualified), c.id.count > qualified.count { return "\(c.name) (\(c.id.dropFirst(qualified.count)))" }
    return c.name
  }

  /// The library as its authors spell it, with the API generation.
  static func library(_ c: Coordinator) -> String {
    let name: String
    switch c.library {
    case .flowStacks: name = "FlowStacks"
    case .stinsen: name = "Stinsen"
    case .navigator: name = "Navigator"
    case .tcaCoordinators: name = "TCACoordinators"
    case .swiftUI: name = "SwiftUI"
    case .definition: name = "definition file"
    }
    return c.generation.map { "\(name) \($0)" } ?? name
  }

  static func kind(_ kind: CoordinatorKind) -> String {
    switch kind {
    case .navigation: return "navigation stack"
    case .tab: return "tab bar"
    case .presentation: return "modal presentations"
    case .wrapper: return "wrapper"
    }
  }

  /// Lower case letters and digits only, without a `View`/`Screen` suffix: `HomeView`, `home` and `home_screen` agree.
  static func fold(_ name: String) -> String {
    var letters = String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    for suffix in ["viewcontroller", "view", "screen"] where letters.hasSuffix(suffix) && letters.count > suffix.count {
      letters.removeLast(suffix.count)
      break
    }
    return letters
  }
}
