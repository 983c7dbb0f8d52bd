import ArgumentParser
import FlowGraph

/// The platform assumptions FlowStacks' step rules depend on (`trace`, `render --trace`).
struct PlatformOptions: ParsableArguments {
  @Option(name: .customLong("ios"), parsing: .unconditional, help: ArgumentHelp("Deployment target's iOS major version: several dismissals in one update from 17.", valueName: "N"))
  var ios: Int = 16

  @Option(help: ArgumentHelp(NavigationAPI.optionHelp, valueName: "view|stack"))
  var navigation: NavigationAPI?

  func validate() throws {
    if !(13...40).contains(ios) { throw ValidationError("--ios takes an iOS major version such as 16 or 17, not \(ios).") }
  }

  var assumptions: PlatformAssumptions { PlatformAssumptions(ios: ios, navigation: navigation) }
}

extension NavigationAPI: ExpressibleByArgument {
  /// One description of --navigation for `lint` and `trace`.
  static let optionHelp =
    "The navigation container: view (NavigationView, one push per update) or stack (NavigationStack, several pushes per update). Default: what each coordinator's library generation uses (NavigationStack for FlowStacks 0.6+); with no graph, NavigationStack from iOS 16."
}
