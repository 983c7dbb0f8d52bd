/// The Stinsen coordinators of all files with their route variants resolved to screens or child coordinators,
/// and screen attribution: a factory's code belongs to its routes' screens.
final class StinsenModel {
  let index: TypeIndex
  let facts: StinsenFacts
  let declarations: DeclarationFacts
  private(set) var coordinators: [StinsenCoordinator] = []
  private var byName: [String: [Int]] = [:]
  private var byID: [String: Int] = [:]
  /// Factories by coordinator name and factory name; instantiations by type, member and file: looked up per route.
  private var factoriesByName: [String: [StinsenFactoryDecl]] = [:]
  private var usesByMember: [String: [Instantiation]] = [:]
  /// `routes(callingHelper:in:)`, by coordinator id and method.
  private var helperCallers: [String: [String]] = [:]
  private var variantCache: [String: [StinsenCoordinator.Variant]] = [:]
  private(set) var attribution: Attribution!
  /// Which screens take an arm over a parameter of the method a call is made in.
  private(set) lazy var callerArguments = CallerArguments(declarations: declarations, index: index, attribution: attribution)
  private(set) var warnings: [Diagnostic] = []

  init(facts: StinsenFacts, declarations: DeclarationFacts, index typeIndex: TypeIndex? = nil) {
    self.facts = facts
    self.declarations = declarations
    index = typeIndex ?? TypeIndex(declarations.types)
    for factory in facts.factories { factoriesByName["\(factory.coordinator)|\(factory.name)", default: []].append(factory) }
    for use in declarations.instantiations {
      let context = use.context
      guard let type = context.type, let member = context.member else { continue }
      usesByMember["\(type)|\(member)|\(context.file)", default: []].append(use)
    }
    let classes = declarations.types.filter { decl in
      decl.kind != .extension && decl.inherits.contains { StinsenAPI.protocols[$0] != nil }
    }.sorted { ($0.name, $0.file) < ($1.name, $1.file) }
    // The same class name declared in two modules, or in two files (one per platform): each is its own coordinator.
    let ids = CoordinatorIDs.assign(classes.map { CoordinatorIDs.Declared(name: $0.name, file: $0.file, module: $0.module) })
    for (decl, id) in zip(classes, ids) {
      let kind = decl.inherits.compactMap { StinsenAPI.protocols[$0] }.first ?? .navigation
      var c = StinsenCoordinator(id: id, name: decl.name, file: decl.file, kind: kind, platforms: decl.platforms, location: decl.location)
      c.module = CoordinatorIDs.moduleName(decl.module)
      for route in facts.routes where route.coordinator == decl.name && route.file == decl.file {
        c.routes[route.name, default: []].append(route)
      }
      if let stack = facts.stacks.first(where: { $0.coordinator == decl.name && $0.file == decl.file }) {
        // A key path that names no route of the class is reported, not drawn.
        for item in stack.items where c.routes[item] == nil {
          // Stinsen's `TabCoordinatable.setupAllTabs()` keeps only the key paths to tab routes (`@Route(tabItem:)`,
          // an `Outputable`), dropping any other without an error.
          let shown = stack.tab ? "Stinsen shows no tab for it" : "it is not shown as a root"
          warnings.append(Diagnostic(.warning, "`\\.\(item)` is not a route of \(decl.name); \(shown)", at: stack.location))
        }
        c.stackItems = stack.items.filter { c.routes[$0] != nil }
      }
      byName[decl.name, default: []].append(coordinators.count)
      byID[id] = coordinators.count
      coordinators.append(c)
    }
    attribution = Attribution(
      index: index, declarations: declarations,
      isCoordinator: { [unowned self] key in self.coordinator(of: key)?.id },
      screens: { _ in [] },
      memberOwners: { [unowned self] context in self.owners(ofMember: context) },
      // `@RouterObject var router: WalletCoordinator.Router?`: `router?.coordinator.refreshRoot()` runs the coordinator's
      // method (NavigationRouter's `coordinator` is the coordinator it routes).
      reaches: { type in StinsenAPI.isRouter(type) ? StinsenAPI.coordinatorName(ofReceiver: type) : nil })
    attribution.takesArm = { [unowned self] guards, context, screen in self.callerArguments.takesArm(guards, at: context, on: screen) }
  }

  /// Coordinators a type name used at a site can mean: same file first, then those of its module (a type of another
  /// module of the same name is another type), then those compiled for its platforms.
  func coordinators(named name: String, file: String, platforms: [String]) -> [StinsenCoordinator] {
    let short = name.split(separator: ".").last.map(String.init) ?? name
    var all = (byName[name] ?? byName[short] ?? []).map { coordinators[$0] }
    if let own = all.first(where: { $0.file == file }) { return [own] }
    if all.count > 1, let module = index.module(ofFile: file), all.contains(where: { $0.module == module }) {
      all.removeAll { $0.module != module }
    }
    return all.filter { PlatformTags.compatible($0.platforms, platforms) }
  }

  /// The coordinator a declared type is: of its name, the one declared in the type's file, else in its module.
  private func coordinator(of key: TypeKey) -> StinsenCoordinator? {
    guard let indices = byName[key.name] else { return nil }
    let candidates = indices.map { coordinators[$0] }
    guard candidates.count > 1 else { return candidates.first }
    if let file = index[key]?.file, let own = candidates.first(where: { $0.file == file }) { return own }
    let module = CoordinatorIDs.moduleName(key.module)
    return candidates.first { module != nil && $0.module == module } ?? candidates[0]
  }

  func coordinator(id: String) -> StinsenCoordinator? { byID[id].map { coordinators[$0] } }

  /// Every way a route can be shown: one per route variant and factory variant whose platforms can hold together.
  func variants(_ c: StinsenCoordinator, _ key: String) -> [StinsenCoordinator.Variant] {
    if let known = variantCache["\(c.id)|\(key)"] { return known }
    var result: [StinsenCoordinator.Variant] = []
    for route in c.routes[key] ?? [] {
      let named = route.factory.map { factoriesByName["\(c.name)|\($0)"] ?? [] } ?? []
      let sameFile = named.filter { $0.file == c.file }
      let factories = (sameFile.isEmpty ? named : sameFile).filter { PlatformTags.compatible($0.platforms, route.platforms) }
      if factories.isEmpty {
        result.append(.init(route: route, target: .screen(views: []), platforms: route.platforms))
      }
      for factory in factories {
        for (target, platforms) in targets(of: factory, in: c) {
          // A child class compiled for other platforms than the route (a tvOS route, the iOS declaration of the class)
          // is not what that route shows.
          guard let together = PlatformTags.all(route.platforms, factory.platforms, platforms) else { continue }
          result.append(.init(route: route, target: target, platforms: together))
        }
      }
    }
    variantCache["\(c.id)|\(key)"] = result
    return result
  }

  /// Whether a route's factory takes an input (`makeDetail(id:)`) in some variant; nil when no factory of it is found.
  func takesInput(_ c: StinsenCoordinator, _ key: String) -> Bool? {
    let factories = (c.routes[key] ?? []).flatMap { route in route.factory.map { factoriesByName["\(c.name)|\($0)"] ?? [] } ?? [] }
    return factories.isEmpty ? nil : factories.contains(where: \.takesInput)
  }

  /// Whether a struct can be a SwiftUI view: it conforms (in its declaration or an extension) to something other than
  /// the standard library's value protocols, one of which may be `View` or refine it. A struct conforming to nothing
  /// else (a service, a configuration, `struct APIService { … }`) is no view.
  static func mayBeView(_ decl: TypeDecl) -> Bool {
    decl.inherits.contains { !valueProtocols.contains(TypeRef.baseName(of: $0)) }
  }

  /// Protocols of the standard library and Foundation that no view needs and that do not refine `View`.
  private static let valueProtocols: Set<String> = [
    "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable", "Sendable", "Comparable", "Error",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
  ]

  /// What a factory shows: a child coordinator (one per declaration of its class, with that declaration's
  /// platforms), or a screen with the views the factory builds.
  private func targets(of factory: StinsenFactoryDecl, in c: StinsenCoordinator) -> [(StinsenCoordinator.Target, [String])] {
    let helpers = helpers(of: factory)
    var built = factory.wrapped + propertyWraps(usedBy: factory) + shownProperties(of: factory)
    for helper in helpers {
      if let returns = helper.returns {
        var declared = StinsenAPI.wrap(type: returns)
        if declared.withNavigation { declared.location = helper.returnsLocation }
        built.append(declared)
      }
      built += helper.wrapped + propertyWraps(usedBy: helper) + shownProperties(of: helper)
    }
    // A factory returning the closure the coordinator keeps (`init(_ content: @escaping () -> any View) { self.content =
    // content }`, `makeStart() -> some View { AnyView(content()) }`) shows what the closures handed to its initializer
    // build (`WrapperCoordinator { SearchCoordinator().view() }`): Swift runs the closure there.
    let contents = closureContents(shownBy: [factory] + helpers, in: c)
    for content in contents where !coordinators(named: content.type, file: content.location.file, platforms: factory.platforms).isEmpty {
      built.append(StinsenWrap(type: content.type, withNavigation: false, location: content.location))
    }
    var wraps = built
    var declaresChild = false
    if let returns = factory.returns {
      var declared = StinsenAPI.wrap(type: returns)
      if declared.withNavigation { declared.location = factory.returnsLocation }
      wraps.insert(declared, at: 0)
      declaresChild = !coordinators(named: declared.type, file: factory.file, platforms: factory.platforms).isEmpty
    }
    // A factory declared to return a coordinator shows that one; a view built of several coordinators' views (a tab
    // bar of the app's own over `[AnyView(HomeCoordinator().view()), AnyView(MoreCoordinator().view())]`) shows each.
    var shown: [(StinsenCoordinator.Target, [String])] = []
    var seen: Set<String> = []
    for wrap in wraps where seen.insert(wrap.type).inserted {
      let children = coordinators(named: wrap.type, file: factory.file, platforms: factory.platforms).filter { $0.id != c.id }
      if !children.isEmpty {
        let wrappers = wraps.filter { $0.type == wrap.type && $0.withNavigation }
        // The wrapper the body creates, else the one the return type declares.
        let place = built.filter { $0.type == wrap.type && $0.withNavigation }
          .compactMap(\.location).first ?? wrappers.first?.location
        shown += children.map { (.child(id: $0.id, withNavigation: !wrappers.isEmpty, navigationAt: place), $0.platforms) }
        if declaresChild { break }
      }
    }
    if declaresChild, !shown.isEmpty { return shown }
    // SwiftUI's views are structs: the classes a factory builds are the screen's models and services
    // (`let model = LoginViewModel(…); model.router = self; return LoginView(viewModel: model)`), not views of it,
    // and so are the structs that conform to nothing a view could (`ListModel(api: APIService())`).
    let uses = ([factory] + helpers).flatMap { usesByMember["\(c.name)|\($0.name)|\($0.file)"] ?? [] }
      + contents.map { Instantiation(type: $0.type, context: ContextKey(type: nil, file: $0.location.file, member: nil), location: $0.location) }
    let views = uses.compactMap { use -> String? in
      guard !use.givenToView, let key = index.lookup(use.type, from: c.name, file: factory.file), let decl = index[key],
        decl.kind == .struct, byName[key.name] == nil, Self.mayBeView(decl)
      else { return nil }
      return key.name
    }
    // A body that builds views besides the coordinators it shows (`if signedIn { return AnyView(MainView()) } else {
    // return AnyView(auth.view()) }`) shows one or the other: the screen keeps those views.
    if !shown.isEmpty { return views.isEmpty ? shown : shown + [(.screen(views: Array(Set(views)).sorted()), [])] }
    return [(.screen(views: Array(Set(views)).sorted()), [])]
  }

  /// The coordinator's own methods without parameters returning a value that a factory's body names (`if loggedIn {
  /// makeSignedIn() } else { makeSignedOut() }`), and those theirs name, a few calls deep: what a called method returns
  /// is what the factory shows. A method returning nothing (`didLogin`, handed to a view to call later) shows nothing;
  /// one taking arguments is left out, as it is when called with `view()` (`makeSignIn(1).view()`).
  private func helpers(of factory: StinsenFactoryDecl) -> [StinsenFactoryDecl] {
    var found: [StinsenFactoryDecl] = []
    var seen: Set<String> = [factory.name]
    var frontier = [factory]
    for _ in 0..<Self.maximumHelperDepth {
      var next: [StinsenFactoryDecl] = []
      for caller in frontier {
        let used = declarations.references[ContextKey(type: caller.coordinator, file: caller.file, member: caller.name, screen: nil)] ?? []
        for reference in used.sorted(by: { $0.name < $1.name }) where reference.base == nil || reference.base == "self" {
          guard !seen.contains(reference.name) else { continue }
          let candidates = (factoriesByName["\(caller.coordinator)|\(reference.name)"] ?? []).filter {
            $0.returnsLocation != nil && !$0.takesInput && PlatformTags.compatible($0.platforms, factory.platforms)
          }
          guard !candidates.isEmpty else { continue }
          seen.insert(reference.name)
          let sameFile = candidates.filter { $0.file == caller.file }
          next += sameFile.isEmpty ? candidates : sameFile
        }
      }
      guard !next.isEmpty else { break }
      found += next
      frontier = next
    }
    return found
  }

  private static let maximumHelperDepth = 4

  /// What the closures handed to the coordinator's initializer build, where one of the given methods calls a stored
  /// property of a function type (`content()`); none otherwise.
  private func closureContents(shownBy methods: [StinsenFactoryDecl], in c: StinsenCoordinator) -> [ClosureContent] {
    guard !declarations.closureContents.isEmpty, let key = index.lookup(c.name, from: nil, file: c.file),
      case let stored = Set((index[key]?.properties ?? []).filter(\.isCallback).map(\.name)), !stored.isEmpty
    else { return [] }
    let calls = methods.contains { method in
      (declarations.references[ContextKey(type: method.coordinator, file: method.file, member: method.name, screen: nil)] ?? [])
        .contains { ($0.base == nil || $0.base == "self") && stored.contains($0.name) }
    }
    guard calls else { return [] }
    return declarations.closureContents.filter { TypeRef.baseName(of: $0.holder) == c.name }
  }

  /// The coordinators a factory shows by calling `view()` on (or wrapping) its coordinator's stored properties
  /// (`var auth = Container.shared.authCoordinator()`, then `AnyView(auth.view())`): each property's declared or
  /// inferred type. A name that is no property of the coordinator (a local, a parameter) shows nothing known.
  private func shownProperties(of factory: StinsenFactoryDecl) -> [StinsenWrap] {
    guard !factory.shownProperties.isEmpty, let holder = index.lookup(factory.coordinator, from: nil, file: factory.file) else { return [] }
    return factory.shownProperties.compactMap { shown in
      if shown.method {
        // `makeHome().view()`: what the method is declared to return (`NavigationViewCoordinator<HomeCoordinator>`).
        guard let returned = index[holder]?.methodReturns[shown.name] else { return nil }
        let wrap = StinsenAPI.wrap(type: returned)
        return StinsenWrap(type: wrap.type, withNavigation: wrap.withNavigation || shown.withNavigation, location: shown.location)
      }
      return index.propertyType(shown.name, of: holder).map { StinsenWrap(type: $0.name, withNavigation: shown.withNavigation, location: shown.location) }
    }
  }

  /// The coordinators a factory shows through its coordinator's stored properties (`private let homeTab =
  /// HomeCoordinator().view()` used as `homeTab` or `self.homeTab` in the factory).
  private func propertyWraps(usedBy factory: StinsenFactoryDecl) -> [StinsenWrap] {
    let held = facts.propertyWraps.filter { $0.coordinator == factory.coordinator }
    guard !held.isEmpty else { return [] }
    let used = declarations.references[ContextKey(type: factory.coordinator, file: factory.file, member: factory.name, screen: nil)] ?? []
    return held.filter { property in
      used.contains(Reference(name: property.name, base: nil)) || used.contains(Reference(name: property.name, base: "self"))
    }.map(\.wrap)
  }

  /// Code in a coordinator's factory belongs to the screens of the routes that call it; other code of a class
  /// declared twice (per platform) to the declaration in its own file.
  private func owners(ofMember context: ContextKey) -> Set<String>? {
    guard let type = context.type, let indices = byName[type] else { return nil }
    let candidates = indices.map { coordinators[$0] }
    let module = candidates.count > 1 ? index.module(ofFile: context.file) : nil
    let c = candidates.first { $0.file == context.file } ?? candidates.first { module != nil && $0.module == module } ?? candidates[0]
    if let member = context.member {
      let keys = c.routes.values.flatMap { $0 }.filter { $0.factory == member }.map(\.name) + routes(callingHelper: member, in: c)
      if !keys.isEmpty { return Set(keys.map(c.screenID)) }
    }
    return candidates.count > 1 ? [c.id] : nil
  }

  /// The routes whose factory shows what a method of the coordinator returns by calling it (`@Root var start =
  /// makeStart` with `makeStart() { if signedIn { makeHome() } else { makeLogin() } }`): the method's code (a closure it
  /// hands the view it builds, `LoginScreen(onDone: { self?.root(\.home) })`) runs for those routes' screens too.
  private func routes(callingHelper member: String, in c: StinsenCoordinator) -> [String] {
    let key = "\(c.id)|\(member)"
    if let known = helperCallers[key] { return known }
    var found: [String] = []
    for route in c.routes.values.flatMap({ $0 }) {
      guard let factory = route.factory, factory != member, !found.contains(route.name) else { continue }
      let declared = factoriesByName["\(c.name)|\(factory)"] ?? []
      if declared.contains(where: { decl in helpers(of: decl).contains { $0.name == member } }) { found.append(route.name) }
    }
    helperCallers[key] = found
    return found
  }
}
