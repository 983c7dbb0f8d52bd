/// Resolves FlowStacks state references to coordinators, through declared property types: `routes`,
/// `viewModel.routes`, a `FlowNavigator<Screen>` (by its screen type), a `FlowPathNavigator` (by the screen
/// the code belongs to). A receiver whose declared type is not FlowStacks' resolves to nothing: it is the
/// app's own look-alike API.
final class FlowStacksResolver {
  let index: TypeIndex
  private(set) var coordinators: [TypeKey: FlowStacksCoordinator] = [:]
  private var byID: [String: TypeKey] = [:]
  /// Coordinator keys by screen enum (nil key: `FlowPath` coordinators), each list sorted by id.
  private var byScreenType: [TypeKey: [TypeKey]] = [:]
  private var pathCoordinators: [TypeKey] = []
  private(set) var attribution: Attribution!
  /// Which screens take an arm over a parameter of the method a change is made in; made when first asked.
  private(set) lazy var callerArguments = CallerArguments(declarations: declarations, index: index, attribution: attribution)
  private let declarations: DeclarationFacts
  /// Members of a builder's own view type that a case or a FlowStack's root names (`case .home: homeView`,
  /// `FlowStack($routes) { content }`), with the screens naming them: what they build is those screens' views, and
  /// their code those screens' (where the type is no coordinator).
  private(set) var builderMembers: [BuilderMember: [ScreenContext]] = [:]
  /// Builders whose closure hands the screen to a method of their type (`DestinationBuilder.delegate`), by that
  /// type and method (`Flow#makeView`), and the coordinator each key resolves to (nil: none, or several).
  private var delegatingBuilders: [String: [DestinationBuilder]] = [:]
  private var delegated: [String: TypeKey?] = [:]

  /// Whether a type's own code names one of its properties (`routes`, `$routes`, `self.routes`).
  private static func names(_ property: String, in key: TypeKey, declarations: DeclarationFacts) -> Bool {
    declarations.references.contains { context, names in
      context.type == key.name && (key.file == nil || context.file == key.file)
        && (names.contains(Reference(name: property, base: nil)) || names.contains(Reference(name: property, base: "self")))
    }
  }

  struct BuilderMember: Hashable {
    var type: String
    var file: String
    var member: String
  }

  init(facts: FlowStacksFacts, index typeIndex: TypeIndex? = nil) {
    index = typeIndex ?? TypeIndex(facts.declarations.types)
    declarations = facts.declarations
    for builder in facts.builders {
      guard let method = builder.delegate, let type = builder.site.context.type else { continue }
      delegatingBuilders["\(type)#\(method)", default: []].append(builder)
    }
    // A case holding an enum (`case payment(PaymentType)`) is a screen per inner case only where the code tells the
    // inner cases apart by showing a view type of the sources per case: a builder arm per inner case (`case
    // .settings(.about): AboutView()`), or a switch over the value (`switch childType { case .flowPath:
    // FlowPathView() case .noBinding: NoBindingView() }`). Shown as one view with modes (`case .payment(let type):
    // PaymentView(type: type)`, whose body lays out each mode) it is one screen, the value a payload of it.
    var distinguished = Set<String>()
    for context in facts.handled {
      for path in context.paths where path.count >= 2 {
        for length in 1..<path.count { distinguished.insert(path.prefix(length).joined(separator: ".")) }
      }
    }
    let shows = CaseViews(index: index, declarations: facts.declarations)
    var found: [FlowStacksCoordinator] = []
    for (key, decl) in index.types {
      for property in decl.properties {
        guard case .routes(let screen, let generation) = FlowStacksAPI.classify(property.type, wrappers: property.wrappers),
          decl.kind == .class || !Set(property.wrappers).isDisjoint(with: ["State", "Published", "StateObject"])
        else { continue }
        // A generic base whose routes are of its parameter (`BaseFlow<Screen>`) and that classes inherit is no
        // coordinator: its subclasses are. A subclass of a coordinator (a mock, a specialisation) is that coordinator.
        if let screen, decl.genericParameters.contains(screen),
          index.baseClassNames.contains(TypeRef.baseName(of: key.name))
        {
          break
        }
        if property.inherited == .plain { break }
        // An App's routes only its own code can show (in its body, or handed on as `$routes`): routes it never names are
        // shown by no container, and the App is no coordinator (`@State var routes: Routes<AppTabs>` beside a TabView).
        if decl.inherits.contains("App"), !Self.names(property.name, in: key, declarations: facts.declarations) { break }
        let screenKey = screen.flatMap { index.lookup($0, from: key.name, file: decl.file) }
        var c = FlowStacksCoordinator(key: key, id: key.name, property: property.name, screenType: screenKey, generation: generation)
        c.valueType = Self.valueType(screen, key: screenKey, index: index)
        if let screenKey {
          let nests = { (path: String, inner: TypeKey) in distinguished.contains(path) || shows.viewPerCase(of: inner) }
          for (name, location) in index.caseNames(of: screenKey, nests: nests) { c.declared[name] = location }
          // An enum holds no stored instance property: one starting as a case is a static member naming that case.
          if index[screenKey]?.kind == .enum {
            for property in index[screenKey]?.properties ?? [] where c.declared[property.name] == nil {
              if let value = property.initialValue, c.declared[value] != nil { c.aliases[property.name] = value }
            }
          }
        }
        found.append(c)
        break
      }
    }
    // In the order of their keys, so that ids and the lists below do not depend on dictionary order.
    found.sort { $0.key < $1.key }
    // Two files may each declare a private type of the same name, two modules each their own: each is its own.
    let ids = CoordinatorIDs.assign(found.map { c in
      CoordinatorIDs.Declared(name: c.key.name, file: index[c.key]?.file ?? c.key.file ?? "", module: index[c.key]?.module)
    })
    for (var c, id) in zip(found, ids) {
      c.id = id
      coordinators[c.key] = c
      byID[c.id] = c.key
    }
    for c in coordinators.values.sorted(by: { $0.id < $1.id }) {
      if let screen = c.screenType { byScreenType[screen, default: []].append(c.key) } else { pathCoordinators.append(c.key) }
    }
    var memberScreens: [BuilderMember: [ScreenContext]] = [:]
    for (context, references) in facts.declarations.references {
      guard let screen = context.screen, let type = context.type, let key = index.lookup(type, from: nil, file: context.file),
        let decl = index[key]
      else { continue }
      for reference in references where (reference.base == nil || reference.base == "self") && reference.name != context.member
        && Self.buildsViews(reference.name, of: decl)
      {
        memberScreens[BuilderMember(type: type, file: context.file, member: reference.name), default: []].append(screen)
      }
    }
    // A member such a member shows as a view (`@ViewBuilder func root() -> some View { if model.loaded { list() } else
    // { ProgressView() } }`, `list()` building the screen's view): its views are the same screens', a few members deep.
    // Not one it shows in a presentation's content, which is a layer of its own.
    if !memberScreens.isEmpty, !facts.declarations.containers.memberViews.isEmpty {
      let shown = Dictionary(grouping: facts.declarations.containers.memberViews.filter { !$0.inPresentation && $0.from != nil }) {
        "\($0.owner).\($0.from ?? "")"
      }
      var frontier = Array(memberScreens.keys)
      for _ in 0..<Self.maximumMemberDepth where !frontier.isEmpty {
        var next: [BuilderMember] = []
        for member in frontier {
          let screens = memberScreens[member] ?? []
          for view in shown["\(member.type).\(member.member)"] ?? [] where view.member != member.member {
            let inner = BuilderMember(type: member.type, file: member.file, member: view.member)
            let known = memberScreens[inner] ?? []
            let added = screens.filter { !known.contains($0) }
            guard !added.isEmpty else { continue }
            memberScreens[inner, default: []] += added
            next.append(inner)
          }
        }
        frontier = next
      }
    }
    builderMembers = memberScreens
    let ownedMembers = memberScreens
    attribution = Attribution(
      index: index, declarations: facts.declarations,
      isCoordinator: { [unowned self] in self.coordinators[$0]?.id },
      screens: { [unowned self] in self.screenIDs($0) },
      memberOwners: ownedMembers.isEmpty ? nil : { [unowned self] context in
        // A coordinator's own members belong to whatever names them, screens or not (`Attribution`).
        guard context.screen == nil, let type = context.type, let member = context.member,
          let screens = ownedMembers[BuilderMember(type: type, file: context.file, member: member)],
          let key = self.index.lookup(type, from: nil, file: context.file), self.coordinators[key] == nil
        else { return nil }
        let owners = Set(screens.flatMap { self.screenIDs($0) })
        return owners.isEmpty ? nil : owners
      })
    attribution.takesArm = { [unowned self] guards, context, screen in self.callerArguments.takesArm(guards, at: context, on: screen) }
    if !facts.shownPayloads.isEmpty {
      let shown = facts.shownPayloads
      attribution.shownBy = { [unowned self] key in self.payloadScreens(shown)[key] ?? [] }
    }
  }

  private var payloadScreensMemo: [TypeKey: Set<String>]?

  /// The screens whose case shows the view its payload carries (`ShownPayload`), by the view type the case declares.
  private func payloadScreens(_ shown: [ShownPayload]) -> [TypeKey: Set<String>] {
    if let known = payloadScreensMemo { return known }
    var found: [TypeKey: Set<String>] = [:]
    for payload in shown {
      guard let (c, path, key) = payloadView(payload), coordinators[key] == nil, index[key]?.inherits.contains("View") == true else { continue }
      found[key, default: []].insert(c.screenID(path))
    }
    payloadScreensMemo = found
    return found
  }

  /// The coordinator, screen path and declared payload type of a case showing its payload; nil where one is unknown.
  func payloadView(_ shown: ShownPayload) -> (FlowStacksCoordinator, [String], TypeKey)? {
    guard let c = resolve(shown.screen.anchor, owners: nil), let screenKey = c.screenType, let decl = index[screenKey],
      let path = shown.screen.paths.first, path.count == 1,
      let item = decl.cases.first(where: { $0.name == path[0] }), shown.position < item.associated.count,
      let key = index.lookup(item.associated[shown.position].name, from: screenKey.name, file: decl.file)
    else { return nil }
    return (c, path, key)
  }

  func update(_ c: FlowStacksCoordinator) { coordinators[c.key] = c }

  /// How many members deep a builder's members are followed through the members they show.
  static let maximumMemberDepth = 4

  /// Whether a member of a type may be a piece of its view (`func makeHome() -> some View`, `var content: some View`):
  /// a method, or a property without a wrapper or an initializer whose type, when written, is a view's; not a stored
  /// model (`@StateObject var model = FlowModel()`).
  static func buildsViews(_ name: String, of decl: TypeDecl) -> Bool {
    if decl.methods.contains(name) { return true }
    guard let property = decl.properties.first(where: { $0.name == name }) else { return false }
    // A view the type keeps in a plain stored property (`private let languageView = LanguageContentView()`) is shown
    // where the property is named.
    if property.wrappers.isEmpty, let built = property.initializer, built.baseName.hasSuffix("View"), property.staticMember == nil {
      return true
    }
    // `@ViewBuilder` / `@MainActor` are not storage.
    return property.wrappers.allSatisfy { $0 == "ViewBuilder" || $0 == "MainActor" } && property.initializer == nil
      && property.staticMember == nil
      && (property.type.map { $0.baseName.hasSuffix("View") } ?? true)
  }

  /// Standard library and Foundation types apps use as screens (`Routes<Int>`): `Hashable`, never enums.
  static let standardValueTypes: Set<String> = ["Int", "String", "Double", "Float", "UUID", "URL", "Date", "Bool", "Character"]

  /// A screen type whose values are not cases: a standard value type, or a struct, class or actor the sources
  /// declare. An undeclared name that is not standard stays unknown (it may be an enum of another module).
  static func valueType(_ name: String?, key: TypeKey?, index: TypeIndex) -> String? {
    guard let name else { return nil }
    if let key, let decl = index[key] {
      return [.struct, .class, .actor].contains(decl.kind) ? key.name : nil
    }
    return standardValueTypes.contains(name) ? name : nil
  }

  /// The coordinator a screen id or coordinator id belongs to (the longest coordinator id before a dot).
  func coordinator(ofNode id: String) -> FlowStacksCoordinator? { coordinatorKey(ofNode: id).flatMap { coordinators[$0] } }

  private func coordinatorKey(ofNode id: String) -> TypeKey? {
    if let key = byID[id] { return key }
    var end = id.endIndex
    while let dot = id[..<end].lastIndex(of: ".") {
      if let key = byID[String(id[..<dot])] { return key }
      end = dot
    }
    return nil
  }

  func screenIDs(_ context: ScreenContext) -> [String] {
    guard let c = resolve(context.anchor, owners: nil) else { return [] }
    return c.screenIDs(context.paths)
  }

  /// The coordinator whose routes a reference reaches; `owners` are the screens the code belongs to.
  func resolve(_ ref: StateRef, owners: Set<String>?) -> FlowStacksCoordinator? {
    if let method = ref.builderMethod { return delegatingCoordinator(type: ref.type, method: method) }
    let scope = ref.type.flatMap { index.lookup($0, from: nil, file: ref.file) }
    if let path = ref.path {
      var current = scope
      for component in path {
        guard let key = current, let property = index.property(component, of: key) else { return nil }
        switch FlowStacksAPI.classify(property.type, wrappers: property.wrappers) {
        case .routes: return coordinators[key]
        case .handle(let screen): return byScreen(screen, scope: key, ref: ref, owners: owners)
        case nil: current = index.propertyType(component, of: key)
        }
      }
      return nil
    }
    if let screenType = ref.screenType { return byScreen(screenType, scope: scope, ref: ref, owners: owners) }
    if let scope, let own = coordinators[scope] { return own }
    return ownerCoordinators(ref, owners).first
  }

  /// The coordinator of the builders handing their screen to `method` of `type`: one, or nil (none, or builders of
  /// several coordinators, whose screens the method's arms would each build).
  private func delegatingCoordinator(type: String?, method: String) -> FlowStacksCoordinator? {
    let key = "\(type ?? "")#\(method)"
    if let known = delegated[key] { return known.flatMap { coordinators[$0] } }
    // Marked first: a builder's own anchor names no method, so resolving it cannot come back here.
    delegated[key] = .some(nil)
    let found = Set((delegatingBuilders[key] ?? []).compactMap { builder in
      resolve(builder.anchor, owners: attribution.owners(of: builder.site.context))?.key
    })
    let only = found.count == 1 ? found.first : nil
    delegated[key] = .some(only)
    return only.flatMap { coordinators[$0] }
  }

  private func ownerCoordinators(_ ref: StateRef, _ owners: Set<String>?) -> [FlowStacksCoordinator] {
    ownerKeys(ref, owners).compactMap { coordinators[$0] }
  }

  private func ownerKeys(_ ref: StateRef, _ owners: Set<String>?) -> [TypeKey] {
    let nodes = owners ?? attribution.owners(of: ContextKey(type: ref.type, file: ref.file, member: nil, screen: nil))
    return Set(nodes.compactMap { coordinatorKey(ofNode: $0) }).sorted { (coordinators[$0]?.id ?? "") < (coordinators[$1]?.id ?? "") }
  }

  private func byScreen(_ screen: String?, scope: TypeKey?, ref: StateRef, owners: Set<String>?) -> FlowStacksCoordinator? {
    let screenKey = screen.flatMap { index.lookup($0, from: scope?.name, file: ref.file) }
    let candidates = screenKey.map { byScreenType[$0] ?? [] } ?? pathCoordinators
    let owning = ownerKeys(ref, owners)
    if let match = owning.first(where: { candidates.contains($0) }) { return coordinators[match] }
    // A FlowPath's destination type (`flowDestination(for: Int.self)`) names no enum: the owner decides.
    if candidates.isEmpty || screenKey == nil && screen != nil { return (owning.first ?? candidates.first).flatMap { coordinators[$0] } }
    // Several coordinators of that screen type (a `FlowPathNavigator`, type-erased, is every FlowPath's), none of them
    // known to show the code: which one's routes change is not known.
    guard candidates.count == 1 else { return nil }
    return candidates.first.flatMap { coordinators[$0] }
  }
}
