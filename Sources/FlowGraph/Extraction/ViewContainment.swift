/// Which types each type's code instantiates (`RootView` → `HomeCoordinator`, `AppViewFactory`): the view
/// containment that entry points and SwiftUI's TabViews follow to the coordinators they show.
struct ViewContainment {
  /// Instantiations by the type whose code makes them (its qualified name and its last component).
  private var uses: [String: [Instantiation]] = [:]

  /// Coordinators a view shows by building their routes (`Router($navigator.routes)` in `NavigatorStack`, where
  /// `navigator` is an injected `Navigator`): the view stands for the routes' owner.
  private var builds: [String: Set<String>] = [:]
  /// The types whose code instantiates each type (the containment read upwards).
  private var builtIn: [String: Set<String>] = [:]
  /// The same, leaving out what a type builds only as the content of its own presentations (`.sheet { WebPage() }`):
  /// a view shown so is a layer of its own above the type's view, not part of it.
  private var placedIn: [String: Set<String>] = [:]
  /// The same, leaving out too what a type's views push with a NavigationLink (`NavigationLink(destination:
  /// PickerView())`): the views shown in the type's own layer, as a dismissal there sees them.
  private var layeredIn: [String: Set<String>] = [:]

  /// Declared property types by type and property name (extensions included).
  private var propertyTypes: [String: [String: String]] = [:]

  init(_ declarations: DeclarationFacts, builders: [DestinationBuilder] = []) {
    // Fields read through the array: a loop over the declarations copies each one whole.
    let types = declarations.types
    for i in types.indices where !types[i].properties.isEmpty {
      let name = types[i].name
      for property in types[i].properties { if let ref = property.type { propertyTypes[name, default: [:]][property.name] = ref.name } }
    }
    // A property starting as a shared instance (`@ObservedObject var session = Session.shared`, where `static let shared
    // = Session()`) holds that type.
    for i in types.indices where !types[i].properties.isEmpty {
      for property in types[i].properties where property.type == nil {
        guard let path = property.staticMember, path.count == 2, propertyTypes[path[0]]?[path[1]] == path[0] else { continue }
        propertyTypes[types[i].name, default: [:]][property.name] = path[0]
      }
    }
    for builder in builders {
      guard let view = builder.anchor.type, let path = builder.anchor.path, path.count >= 2,
        let owner = propertyTypes[view]?[path[0]]
      else { continue }
      // `NumberVMFlow.ViewModel` declared inside the view is written `ViewModel` there.
      builds[view, default: []].formUnion([owner, "\(view).\(owner)"])
    }
    // The shared pass places every view it sees built outside presentations (`ContainerFacts.placements`); a
    // stack is not placed, a platform type is not recorded at all.
    let placed = Set(declarations.containers.placements.map(\.location))
    for use in declarations.instantiations {
      guard let type = use.context.type else { continue }
      uses[type, default: []].append(use)
      builtIn[use.type, default: []].insert(type)
      if placed.contains(use.location) || ContextVisitor.navigationContainers.contains(use.type) {
        placedIn[use.type, default: []].insert(type)
        if !use.linkDestination { layeredIn[use.type, default: []].insert(type) }
      }
      if let dot = type.lastIndex(of: ".") { uses[String(type[type.index(after: dot)...]), default: []].append(use) }
    }
    // A view applying a modifier method of `extension View` (`.busyOverlay(busy:)` → `modifier(BusyOverlay(…))`)
    // builds what that method builds.
    var extensionBuilds: [String: Set<String>] = [:]
    var extensionPlaces: [String: Set<String>] = [:]
    for use in declarations.instantiations where use.context.type == "View" {
      guard let method = use.context.member else { continue }
      extensionBuilds[method, default: []].insert(use.type)
      if placed.contains(use.location) { extensionPlaces[method, default: []].insert(use.type) }
    }
    if !extensionBuilds.isEmpty {
      for i in types.indices where types[i].name != "View" {
        let name = types[i].name
        for method in types[i].calledMethods {
          guard let built = extensionBuilds[method] else { continue }
          for view in built { builtIn[view, default: []].insert(name) }
          for view in extensionPlaces[method] ?? [] {
            placedIn[view, default: []].insert(name)
            layeredIn[view, default: []].insert(name)
          }
        }
      }
    }
    for key in uses.keys { uses[key]?.sort { ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column) } }
  }

  /// The screens whose view is `type` or builds it, nearest first: a bounded walk up the view containment (a view
  /// built by a view built by a screen's view belongs to that screen); empty when no screen shows it.
  /// With `inPlace`, only through views built in place: not through one its parent presents (a `.sheet`'s content);
  /// with `sameLayer`, not through one its parent pushes with a NavigationLink either.
  func screens(showing type: String, byView: [String: Set<String>], depth: Int = 4, inPlace: Bool = false, sameLayer: Bool = false)
    -> Set<String>
  {
    let upward = sameLayer ? layeredIn : inPlace ? placedIn : builtIn
    var level: Set<String> = [type]
    var visited = level
    for _ in 0..<depth {
      let found = level.reduce(into: Set<String>()) { $0.formUnion(byView[$1] ?? []) }
      if !found.isEmpty { return found }
      // A nested type nothing builds (a factory enum `TabBarView.TabFactory` whose static methods build the tabs) is
      // code of the type it is declared in.
      level = level.reduce(into: Set<String>()) { found, type in
        if let builders = upward[type] { found.formUnion(builders) } else if let dot = type.lastIndex(of: ".") { found.insert(String(type[..<dot])) }
      }.subtracting(visited)
      visited.formUnion(level)
      if level.isEmpty { break }
    }
    return []
  }

  /// Screen ids by the view types their builders show.
  static func screensByView(_ graph: FlowGraph) -> [String: Set<String>] {
    var byView: [String: Set<String>] = [:]
    for screen in graph.screens { for view in screen.views { byView[view, default: []].insert(screen.id) } }
    return byView
  }

  /// The declared type of a type's property, as written (`AppState` for `@StateObject var state: AppState`).
  func propertyType(_ name: String, in type: String) -> String? { propertyTypes[type]?[name] }

  /// The instantiations in a type's code, in source order.
  func instantiations(in type: String) -> [Instantiation] { uses[type] ?? [] }

  /// The coordinators that views show: a view that is a coordinator, else the nearest coordinators its code (and
  /// the code of the views it builds, up to `depth` levels) instantiates. Wrapper views (`RootView { … }`,
  /// a view holding `@StateObject var coordinator = AppCoordinator()`) are looked through.
  /// Views in `screenViews` (a screen's content) are not looked through: a coordinator one of them builds is that
  /// screen's child, not the wrapper's.
  /// With `everyBranch`, a coordinator found ends only its own branch: the other views at that level are still
  /// looked through (an app's root view that shows `LoginCoordinator()` in one branch and `HomeView()`, which holds
  /// further coordinators, in another shows all of them).
  /// `coordinatorNames`: the names of coordinators whose ids are not their names (a class declared per platform or
  /// per module, `MainCoordinator@MainiOS`): as coordinators, their code is not looked through either (what one
  /// declaration's routes show is not what the view shows).
  func coordinators(shownBy views: [String], among ids: Set<String>, screenViews: Set<String> = [], depth: Int = 3,
                    everyBranch: Bool = false, coordinatorNames: Set<String> = []) -> Set<String> {
    var found = Set(views.filter(ids.contains))
    for view in views { found.formUnion((builds[view] ?? []).intersection(ids)) }
    if !found.isEmpty && !everyBranch { return found }
    // A coordinator's own code (its children) is never looked through.
    var level = views.filter { !found.contains($0) && !coordinatorNames.contains($0) && (builds[$0] ?? []).isDisjoint(with: ids) }
    var seen = Set(views)
    for _ in 0..<depth {
      var next: [String] = []
      for type in level {
        let stands = (builds[type] ?? []).intersection(ids)
        found.formUnion(stands)
        if everyBranch && !stands.isEmpty { continue }
        for use in instantiations(in: type) where seen.insert(use.type).inserted {
          if ids.contains(use.type) {
            found.insert(use.type)
          } else if !screenViews.contains(use.type) && !coordinatorNames.contains(use.type) {
            next.append(use.type)
          }
        }
      }
      if (!found.isEmpty && !everyBranch) || next.isEmpty { break }
      level = next
    }
    return found
  }
}
