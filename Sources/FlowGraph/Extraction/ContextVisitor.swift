import SwiftSyntax

/// A visitor that keeps explicit context (enclosing type, member, update unit, `#if os` platforms, builder
/// screen) and collects the library-independent facts; library extractors subclass it and add their calls.
class ContextVisitor: SyntaxVisitor {
  let file: ParsedFile
  var facts = DeclarationFacts()
  private var typeStack: [(name: String, index: Int?)] = [] { didSet { contextVersion += 1 } }
  private var memberStack: [String] = [] { didSet { contextVersion += 1 } }
  /// Start offsets of the enclosing functions and closures; turned into ids only when a site needs one.
  private var unitStack: [AbsolutePosition] = []
  /// The enclosing branches (`switch` cases, `if`/`else` and `guard` bodies), each with the depth of the unit it is
  /// in, so that a site names only the branches of its own unit (`Site.branch`).
  private var branchStack: [(depth: Int, start: AbsolutePosition, exits: Bool, chosen: Bool)] = []
  /// Whether each enclosing call is a NavigationView/NavigationStack, so visitPost need not read it again.
  private var callIsNavigation: [Bool] = []
  private var platformStack: [[String]] = [] {
    didSet { platforms = PlatformTags.simplified(platformStack.joined()) }
  }
  /// The platforms of the enclosing `#if os(...)` branches, kept sorted as the stack changes.
  private var platforms: [String] = []
  private(set) var screenStack: [ScreenContext] = [] { didSet { contextVersion += 1 } }
  /// The enclosing closures stored in another object's property (`ContextKey.slot`).
  private var slotStack: [ClosureSlot] = [] { didSet { contextVersion += 1 } }
  /// Changes whenever the context does: the context and its pending references are kept until then.
  private var contextVersion = 0
  private var cachedContext: (version: Int, key: ContextKey)?
  private var pendingReferences: (version: Int, key: ContextKey, names: Set<Reference>)?
  /// How many NavigationView/NavigationStack calls enclose the current node.
  private(set) var navigationDepth = 0
  /// Whether this pass records declarations, instantiations and references. A library's own pass over a file
  /// whose declarations the shared pass already collected keeps only the context.
  private let collects: Bool
  var collectsDeclarations: Bool { collects }
  /// Views placed relative to navigation containers and presentations (`ContextVisitor+Containers.swift`).
  var containers = ContainerTracker()
  /// `.onAppear { }` / `.task { }` closures being read (`ContextVisitor+Appear.swift`).
  var appear = AppearTracker()

  /// Whether TCA delegate sends are looked for: only in files the TCACoordinators pass reads (they import TCA).
  private let readsDelegates: Bool
  /// Whether functions are read for parameters carrying a dismissal and calls for properties handed on to them:
  /// only in files that name one (`dismiss`, `DismissAction`, `presentationMode`, `PresentationMode`).
  private let readsDismissals: Bool
  /// Type and member names the code uses (`NameUses`).
  var names: NameUseRecorder

  init(file: ParsedFile, collectsDeclarations: Bool = true) {
    self.file = file
    collects = collectsDeclarations
    readsDelegates = TCAExtractor.reads(file)
    readsDismissals = collectsDeclarations && file.mentions(DismissalForwarding.words)
    names = NameUseRecorder(file: file.path, enabled: collectsDeclarations)
    super.init(viewMode: .sourceAccurate)
    facts.imports = file.imports
    // (Observers do not run in an initializer: the sorted list is set here too.)
    if !file.targetPlatforms.isEmpty {
      platformStack = [file.targetPlatforms]
      platforms = file.targetPlatforms
    }
  }

  // MARK: Context

  var currentType: String? { typeStack.last?.name }
  /// The enclosing type is declared as a `View` (read once as the type is entered: this is asked for every statement).
  private(set) var currentTypeIsView = false
  /// The index in `facts.types` of the enclosing type's declaration (nil when declarations are not collected).
  var currentTypeIndex: Int? { typeStack.last?.index ?? nil }

  var context: ContextKey {
    if let cached = cachedContext, cached.version == contextVersion { return cached.key }
    let key = ContextKey(type: currentType, file: file.path, member: memberStack.last, screen: screenStack.last, slot: slotStack.last)
    cachedContext = (contextVersion, key)
    return key
  }

  /// Records a name used here; names are grouped by context so that each context is hashed once.
  private func reference(_ name: Reference) {
    guard collects else { return }
    if pendingReferences?.version != contextVersion {
      flushReferences()
      pendingReferences = (contextVersion, context, [])
    } else if name == lastReference {
      // The same name again in the same context (`viewModel.a`, `viewModel.b`): a comparison, not a hash.
      return
    }
    lastReference = name
    pendingReferences?.names.insert(name)
  }

  /// The methods each type of the file (its declaration and extensions read so far) declares with a capitalised name
  /// (`func SearchBar() -> some View`), noted as the type is entered: a call of one in that type's code is the method,
  /// not a type.
  private var capitalizedMethods: [String: Set<String>] = [:]

  /// Whether the code being read is in a type declaring a method of that capitalised name.
  func callsOwnCapitalizedMethod(_ name: String) -> Bool {
    guard !capitalizedMethods.isEmpty, let type = currentType else { return false }
    return capitalizedMethods[type]?.contains(name) == true
  }

  /// The name `reference` recorded last in the pending context.
  private var lastReference = Reference(name: "", base: nil)

  private func flushReferences() {
    guard let pending = pendingReferences, !pending.names.isEmpty else { return }
    facts.references[pending.key, default: []].formUnion(pending.names)
    pendingReferences = nil
  }

  /// Call once the walk is done, before reading `facts`.
  func finish() {
    flushReferences()
    facts.nameUses = names.uses
    settleMemberViewGuards()
  }

  func site(_ node: some SyntaxProtocol) -> Site {
    Site(context: context, unit: unitStack.last.map(unitID) ?? "\(file.path):file", location: file.location(of: node), platforms: platforms,
         branch: branch)
  }

  /// The branches of the current unit the visitor is in (`Site.branch`).
  private var branch: String? {
    let depth = unitStack.count
    var parts: [String] = []
    for entry in branchStack where entry.depth == depth {
      let place = file.converter.location(for: entry.start)
      parts.append("\(entry.exits ? "guard " : entry.chosen ? "case " : "")\(place.line):\(place.column)")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }

  /// `chosen`: a `switch` arm over a plain name (a parameter, a local), whose value the caller may choose.
  private func enterBranch(_ node: some SyntaxProtocol, exits: Bool = false, chosen: Bool = false) {
    branchStack.append((unitStack.count, node.positionAfterSkippingLeadingTrivia, exits, chosen))
  }

  /// Leaves the branch `node` entered; a pass that skipped `enterBranch` for it leaves the stack as it is.
  private func exitBranch(_ node: some SyntaxProtocol) {
    if branchStack.last?.start == node.positionAfterSkippingLeadingTrivia { branchStack.removeLast() }
  }

  /// The body of an `if`, of its `else` and of a `guard` is a branch.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    if let parent = node.parent {
      if parent.is(IfExprSyntax.self) {
        enterBranch(node)
        caseGuards.append(readsGuards ? CaseGuard.guards(of: node) : [])
      } else if parent.is(GuardStmtSyntax.self) {
        enterBranch(node, exits: true)
      }
    }
    return .visitChildren
  }

  override func visitPost(_ node: CodeBlockSyntax) {
    exitBranch(node)
    if node.parent?.is(IfExprSyntax.self) == true { _ = caseGuards.popLast() }
  }

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    memberViewStatement(node)
    return .visitChildren
  }

  override func visitPost(_ node: SwitchCaseSyntax) {
    exitBranch(node)
    _ = caseGuards.popLast()
  }

  // MARK: Choices between views

  /// `switch route { case .login: LoginCoordinator() case .main: MainView() }` in an App's body or a view's code:
  /// a choice on the app's own state (`ViewChoice`, linked by `SwiftUILinker`).
  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    if collects, let host = choosingHost, let read = ViewChoice.selector(node, file: file) {
      record(read, host: host, node: node)
    }
    return .visitChildren
  }

  /// `if isLogged { HomeView() } else { LoginCoordinator() }`, also `else if` chains (read with their first `if`).
  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    if collects, let host = choosingHost, !(node.parent?.is(IfExprSyntax.self) ?? false), let read = ViewChoice.selector(node, file: file),
      !ViewChoice.insideAnotherChoice(node)
    {
      record(read, host: host, node: node)
    }
    return .visitChildren
  }

  private func record(_ read: (subject: [String], options: [SwiftUITab]), host: String, node: some SyntaxProtocol) {
    let place = site(node)
    facts.stateSelectors.append(
      SwiftUIStateSelector(host: host, file: file.path, subject: read.subject, options: read.options, location: place.location,
                           platforms: place.platforms))
  }

  /// The type whose code may choose on its state: an App (in its `body`), a type declared as a `View`, or an
  /// extension (whose type may be one); nil elsewhere.
  private var choosingHost: String? {
    guard let index = currentTypeIndex, let type = currentType else { return nil }
    if currentTypeIsView || facts.types[index].kind == .extension { return type }
    return facts.types[index].inherits.contains("App") && context.member == "body" ? type : nil
  }

  /// Walks nodes with a screen context on top (a builder case, a route value's arguments).
  func walk(_ nodes: [Syntax], screen: ScreenContext?) {
    if let screen {
      screenStack.append(screen)
      screenNavigationDepths.append((containers.presentationDepth, containers.stackDepth))
    }
    for node in nodes { walk(node) }
    if screen != nil {
      screenStack.removeLast()
      screenNavigationDepths.removeLast()
    }
  }

  /// The presentation and stack depths (`ContainerTracker`) as each screen context on the stack was entered: a
  /// NavigationView/NavigationStack deeper than the innermost's, in the same layer (not inside a `.sheet { … }` the
  /// screen presents), is placed by that screen's own code.
  private var screenNavigationDepths: [(presentation: Int, stack: Int)] = []

  func unitID(_ position: AbsolutePosition) -> String {
    let place = file.converter.location(for: position)
    return "\(file.path):\(place.line):\(place.column)"
  }

  // MARK: Types

  private func enterType(_ name: String, kind: TypeDecl.Kind, modifiers: DeclModifierListSyntax,
                         inheritance: InheritanceClauseSyntax?, node: some SyntaxProtocol, members: MemberBlockSyntax,
                         generics: GenericParameterClauseSyntax? = nil) {
    let qualified = kind == .extension ? name : (currentType.map { "\($0).\(name)" } ?? name)
    if collects {
      let isPrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
      let inherits = inheritance?.inheritedTypes.compactMap { SyntaxHelpers.typeRef($0.type)?.baseName } ?? []
      facts.types.append(
        TypeDecl(
          name: qualified, kind: kind, inherits: inherits, isPrivate: isPrivate, file: file.path,
          location: file.location(of: node), platforms: platforms))
      facts.types[facts.types.count - 1].isPublic = modifiers.contains { ["public", "open"].contains($0.name.text) }
      if let generics { facts.types[facts.types.count - 1].genericParameters = generics.parameters.map(\.name.text) }
      if let first = inheritance?.inheritedTypes.first.flatMap({ SyntaxHelpers.typeRef($0.type) }), !first.arguments.isEmpty {
        facts.types[facts.types.count - 1].genericBase = first
      }
    }
    // Without declarations the index is nil: the type's name still makes the context.
    typeStack.append((qualified, collects ? facts.types.count - 1 : nil))
    let inherited = collects ? facts.types[facts.types.count - 1].inherits : []
    let savedIsView = currentTypeIsView
    currentTypeIsView = inherited.contains("View")
    for member in members.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), case .identifier(let method) = function.name.tokenKind,
        SyntaxHelpers.startsUppercase(method)
      else { continue }
      capitalizedMethods[qualified, default: []].insert(method)
    }
    names.scan(node, except: Syntax(members), in: qualified)
    names.enterType(inherits: inherited)
    let savedMembers = memberStack
    memberStack = []
    walk(members)
    memberStack = savedMembers
    names.exitType(inherits: inherited)
    currentTypeIsView = savedIsView
    typeStack.removeLast()
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .struct, modifiers: node.modifiers, inheritance: node.inheritanceClause, node: node, members: node.memberBlock,
              generics: node.genericParameterClause)
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .class, modifiers: node.modifiers, inheritance: node.inheritanceClause, node: node, members: node.memberBlock,
              generics: node.genericParameterClause)
    return .skipChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .actor, modifiers: node.modifiers, inheritance: node.inheritanceClause, node: node, members: node.memberBlock)
    return .skipChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .enum, modifiers: node.modifiers, inheritance: node.inheritanceClause, node: node, members: node.memberBlock)
    return .skipChildren
  }

  /// `typealias AppNavigator = FlowNavigator<AppScreens>`: another name of a type, which Swift reads as that type
  /// wherever the name is visible (`TypeIndex` follows it; property types are written out, `DeclarationFacts`).
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    names.scan(node, in: currentType)
    guard collects, let target = SyntaxHelpers.typeRef(node.initializer.value) else { return .skipChildren }
    let qualified = currentType.map { "\($0).\(node.name.text)" } ?? node.name.text
    let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    var alias = TypeDecl(name: qualified, kind: .typealias, inherits: [], isPrivate: isPrivate, file: file.path,
                         location: file.location(of: node), platforms: platforms)
    alias.aliasOf = target
    facts.types.append(alias)
    return .skipChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    names.scan(node, in: currentType)
    if collects {
      let parents = node.inheritanceClause?.inheritedTypes.compactMap { SyntaxHelpers.typeRef($0.type)?.baseName } ?? []
      facts.protocolParents[node.name.text, default: []] += parents
    }
    return .skipChildren
  }

  // Types and attributes hold no call or name any extractor reads (declarations read them from the node itself):
  // not walking them saves a visit per node of every annotation, return type and conformance list.
  override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { skipped(node) }
  override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { skipped(node) }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { skipped(node) }
  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { skipped(node) }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { skipped(node) }
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
    names.attributes(node, in: currentType)
    return .skipChildren
  }

  /// A part not walked: its names still count as used.
  private func skipped(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    names.scan(node, in: currentType)
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = SyntaxHelpers.typeRef(node.extendedType)?.name ?? SyntaxHelpers.text(node.extendedType)
    enterType(name, kind: .extension, modifiers: node.modifiers, inheritance: node.inheritanceClause, node: node, members: node.memberBlock)
    return .skipChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    names.scan(node, in: currentType)
    guard let index = typeStack.last?.index else { return collects ? .visitChildren : .skipChildren }
    for element in node.elements {
      let associated = element.parameterClause?.parameters.compactMap { SyntaxHelpers.typeRef($0.type) } ?? []
      facts.types[index].cases.append(EnumCaseDecl(name: element.name.text, associated: associated, location: file.location(of: element)))
    }
    return .skipChildren
  }

  // MARK: Members and units

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = typeStack.last, memberStack.isEmpty else { return .visitChildren }
    names.scan(node, in: owner.name)
    let wrappers = owner.index == nil ? [] : node.attributes.compactMap {
      $0.as(AttributeSyntax.self).flatMap { SyntaxHelpers.typeRef($0.attributeName)?.baseName }
    }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if let index = owner.index {
        var type = binding.typeAnnotation.flatMap { SyntaxHelpers.typeRef($0.type) }
        if type == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
          type = SyntaxHelpers.instantiatedType(call)
        }
        var property = PropertyDecl(name: name, type: type, wrappers: wrappers, location: file.location(of: binding))
        if type == nil, let value = binding.initializer?.value.as(MemberAccessExprSyntax.self), let path = SyntaxHelpers.path(ExprSyntax(value)),
          path.count >= 2, path.dropLast().allSatisfy(SyntaxHelpers.isTypeName), let last = path.last, SyntaxHelpers.startsLowercase(last)
        {
          property.staticMember = path
        }
        // `Container.shared.homeCoordinator()`: a type's member called (with at most one argument, as a factory takes).
        if type == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.count <= 1,
          call.trailingClosure == nil, let called = call.calledExpression.as(MemberAccessExprSyntax.self),
          let path = SyntaxHelpers.path(ExprSyntax(called)), path.count >= 2, let first = path.first, SyntaxHelpers.isTypeName(first),
          let last = path.last, SyntaxHelpers.startsLowercase(last)
        {
          property.calledMember = path
        }
        // `@Injected(\.authModule) var authModule` (Factory's wrappers, or an alias of one): the wrapper's value is what
        // the container's member of that name makes, as `Container.shared.authModule()` is.
        if type == nil, property.calledMember == nil, binding.initializer == nil, let path = Self.containerKeyPath(node.attributes) {
          property.calledMember = path
        }
        if wrappers.isEmpty, binding.accessorBlock == nil, let value = binding.initializer?.value {
          property.initialValue = TCASelectorReader.caseName(value)
        }
        if wrappers.contains("Environment") { property.environment = Self.environmentKey(node.attributes) }
        property.readShape(node, binding)
        facts.types[index].properties.append(property)
      }
      memberStack.append(name)
      unitStack.append(binding.positionAfterSkippingLeadingTrivia)
      if let value = binding.initializer { walk(value) }
      if let accessors = binding.accessorBlock { walk(accessors) }
      unitStack.removeLast()
      memberStack.removeLast()
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let index = typeStack.last?.index ?? nil, memberStack.isEmpty {
      facts.types[index].methods.append(node.name.text)
      facts.types[index].methodSpans.append(MethodSpan(node, file: file))
      if let returned = node.signature.returnClause.flatMap({ SyntaxHelpers.typeRef($0.type) }),
        facts.types[index].methodReturns[node.name.text] == nil
      {
        facts.types[index].methodReturns[node.name.text] = returned
      }
      if facts.types[index].methodParameters[node.name.text] == nil {
        facts.types[index].methodParameters[node.name.text] = ParameterDecl.list(node.signature.parameterClause, types: readsParameterTypes)
      }
    } else if typeStack.isEmpty, memberStack.isEmpty, collects {
      facts.freeFunctions.append(FreeFunction(name: node.name.text, file: file.path,
                                              parameters: ParameterDecl.list(node.signature.parameterClause, types: readsParameterTypes)))
    }
    if readsDismissals { facts.dismissalParameters += DismissalForwarding.parameters(of: node, owner: currentType) }
    names.scan(node, except: node.body.map(Syntax.init), in: currentType)
    enterMember(memberStack.isEmpty ? node.name.text : nil, node: node, body: node.body.map(Syntax.init),
                parameters: node.signature.parameterClause)
    return .skipChildren
  }

  /// Parameter types are read only where Stinsen's calls may use them (`coordinator: NavigationViewCoordinator<X>`), and
  /// where Stinsen's or FlowStacks' calls may be in an arm over a parameter whose value a type-erased model hands on
  /// (`CallerArguments`).
  private lazy var readsParameterTypes = file.moduleImports.contains(StinsenAPI.module) || file.imports.contains(StinsenAPI.module)
    || FlowStacksExtractor.reads(file)

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    names.scan(node, except: node.body.map(Syntax.init), in: currentType)
    if memberStack.isEmpty, let index = currentTypeIndex {
      facts.types[index].declaresInit = true
      if readsParameterTypes {
        for parameter in node.signature.parameterClause.parameters where parameter.firstName.tokenKind != .wildcard {
          guard let function = PropertyDecl.functionType(parameter.type), facts.types[index].initCallbacks[parameter.firstName.text] == nil
          else { continue }
          facts.types[index].initCallbacks[parameter.firstName.text] = PropertyDecl.parameterTypes(function)
        }
      }
    }
    // The type's own initializer: which labeled parameter each property it sets is given (`initStores`).
    let outer = initParameters
    initParameters = memberStack.isEmpty && currentTypeIndex != nil ? node.signature.parameterClause : nil
    enterMember(memberStack.isEmpty ? "init" : nil, node: node, body: node.body.map(Syntax.init),
                parameters: node.signature.parameterClause)
    initParameters = outer
    return .skipChildren
  }

  /// Reads a member's body, and its parameters' default values (`init(model: ListModel = ListModel())`): Swift
  /// evaluates a default where the member is called without that argument, so what it builds belongs to the code
  /// that calls the member, as the body's own code does.
  private func enterMember(_ name: String?, node: some SyntaxProtocol, body: Syntax?, parameters: FunctionParameterClauseSyntax? = nil) {
    if let name { memberStack.append(name) }
    unitStack.append(node.positionAfterSkippingLeadingTrivia)
    for parameter in parameters?.parameters ?? [] {
      if let value = parameter.defaultValue?.value { walk(value) }
    }
    parameterStack.append(parameters?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? [])
    if let body { walk(body) }
    parameterStack.removeLast()
    unitStack.removeLast()
    if name != nil { memberStack.removeLast() }
  }

  /// Start positions of closures handed to an app type's initializer, with that type (`ClosureContent`), marked when
  /// the call is visited; the types of the enclosing ones, innermost last.
  private var handedClosures: [AbsolutePosition: String] = [:]
  /// Only Stinsen reads them (`StinsenModel`): recorded in files of a module importing it.
  private lazy var readsClosureContents = file.moduleImports.contains(StinsenAPI.module) || file.imports.contains(StinsenAPI.module)
  private var holderStack: [String] = []
  private var closureIsHanded: [Bool] = []

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    unitStack.append(node.positionAfterSkippingLeadingTrivia)
    let holder = handedClosures.isEmpty ? nil : handedClosures.removeValue(forKey: node.position)
    if let holder { holderStack.append(holder) }
    closureIsHanded.append(holder != nil)
    containerClosureStarted(node)
    let slot = storingSlot(node) ?? receivingSlot(node)
    if let slot { slotStack.append(slot) }
    closureStoresSlot.append(slot != nil)
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    unitStack.removeLast()
    if closureIsHanded.popLast() == true { holderStack.removeLast() }
    containerClosureEnded()
    if closureStoresSlot.popLast() == true { slotStack.removeLast() }
  }

  /// Whether each enclosing closure is stored in a slot (`storingSlot`).
  private var closureStoresSlot: [Bool] = []

  // MARK: Conditional compilation

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    for clause in PlatformCondition.readClauses(of: node) {
      platformStack.append(clause.platforms)
      walk(clause.elements)
      platformStack.removeLast()
    }
    return .skipChildren
  }

  // MARK: Literals

  /// A string holds nothing to read but the expressions interpolated into it.
  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    for segment in node.segments {
      if let interpolation = segment.as(ExpressionSegmentSyntax.self) { walk(interpolation.expressions) }
    }
    return .skipChildren
  }

  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Uses

  /// The type the call being visited creates (`SyntaxHelpers.instantiatedType`), read once for every pass: a
  /// subclass reads it after calling `super.visit` on the same call.
  private(set) var calledType: TypeRef?
  /// The name the call being visited calls (`RawNames.calledName`), likewise read once for every pass.
  private(set) var calledName: (name: String, member: Bool)?
  /// Whether the type the call being visited creates is built in a NavigationLink's destination
  /// (`Instantiation.linkDestination`), read once for the instantiation and the placement both.
  private(set) var calledTypeIsLinkDestination = false

  /// `viewModel.didTap.send(.certificates)`: a value sent to a subject a property holds (`SubjectSink`).
  private static func subjectSend(_ node: FunctionCallExprSyntax) -> (receiver: [String], name: String)? {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .identifier("send"),
      let base = member.base, let path = SyntaxHelpers.path(base), path.count == 2
    else { return nil }
    return (path, "send")
  }

  /// `didTap.sink { route in … }` on a subject of the code's own type (`SubjectSink`).
  private func subjectSink(_ node: FunctionCallExprSyntax, called: MemberAccessExprSyntax) {
    guard collects, currentType != nil else { return }
    let closure = node.arguments.first { $0.label?.text == "receiveValue" }?.expression.as(ClosureExprSyntax.self)
      ?? (node.arguments.isEmpty ? node.trailingClosure : nil)
    guard let closure else { return }
    // Down the publisher chain (`input.receive(on: …).removeDuplicates().sink`) to the subject: a property of the type.
    var base = called.base
    for _ in 0..<8 {
      guard let call = base?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
      base = member.base
    }
    guard let base, let path = SyntaxHelpers.path(base), let subject = path.last, path.count == 1 || (path.count == 2 && path[0] == "self"),
      SyntaxHelpers.startsLowercase(subject)
    else { return }
    var parameter: String?
    switch closure.signature?.parameterClause {
    case .simpleInput(let names)?: parameter = names.count == 1 ? names.first?.name.text : nil
    case .parameterClause(let clause)?:
      parameter = clause.parameters.count == 1 ? clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } : nil
    case nil: parameter = nil
    }
    facts.subjectSinks.append(SubjectSink(context: SubjectSink.place(of: context), subject: subject, parameter: parameter))
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    var isNavigation = false
    // The called member, read once for every hook below (this runs for every call of every file).
    let called = RawNames.calledName(node)
    calledType = SyntaxHelpers.instantiatedType(node) ?? SyntaxHelpers.implicitInitType(node)
    // `SearchBar()` where the type declares `func SearchBar() -> some View`: Swift finds the type's own method before
    // any type of that name, so the call builds no type (and shows a member view, `memberViewStatement`).
    if let type = calledType, let called, !called.member, called.name == type.name, callsOwnCapitalizedMethod(called.name) {
      calledType = nil
    }
    // `mainView(model: m)` where the sources declare `struct mainView` (Swift does not ask for capitals): built here,
    // and a name the code uses (`NameUses`, for the checks of what no code uses).
    if calledType == nil, !file.lowercaseTypes.isEmpty, let called, !called.member, file.lowercaseTypes.contains(called.name) {
      calledType = TypeRef(called.name)
      if collects { names.calledLowercase(called.name, in: currentType) }
    }
    if collects, let called, called.member, called.name == "onChange", let type = currentType, let mirror = StateMirror.read(node, in: type) {
      facts.stateMirrors.append(mirror)
    }
    calledTypeIsLinkDestination = calledType != nil && (containers.linkDestinationDepth > 0 || Self.isLinkDestinationArgument(node))
    if calledType == nil, collects, let property = SyntaxHelpers.implicitInitAssignee(node) {
      facts.assignedInits.append(AssignedInit(property: property, context: context, location: file.location(of: node)))
    } else if calledType == nil, collects, let payload = SyntaxHelpers.implicitInitPayload(node) {
      var built = PayloadInit(enumType: payload.enumType, caseName: payload.name, position: payload.position, context: context,
                              location: file.location(of: node), arguments: InstantiationArgument.read(node, file: file))
      if payload.enumType == nil, let caseCall = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
        built.routes = SyntaxHelpers.routesReceiving(caseCall)
      }
      facts.payloadInits.append(built)
    }
    if let type = calledType {
      if collects, !Self.platformTypes.contains(type.name) || file.shadowingTypes.contains(type.name) {
        var use = Instantiation(type: type.name, context: context, location: file.location(of: node),
                                arguments: InstantiationArgument.read(node, file: file),
                                inNavigation: screenNavigationDepths.last.map {
                                  containers.presentationDepth == $0.presentation && containers.stackDepth > $0.stack
                                } ?? false, presentation: containers.presentationKinds.last)
        use.linkDestination = calledTypeIsLinkDestination
        use.inPreview = names.inPreview
        facts.instantiations.append(use)
        if readsClosureContents {
          if let holder = holderStack.last { facts.closureContents.append(ClosureContent(type: type.name, location: use.location, holder: holder)) }
          // The closures the type's initializer is handed (`Wrapper { … }`, `Card(content: { … })`).
          if let trailing = node.trailingClosure { handedClosures[trailing.position] = type.name }
          for argument in node.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { handedClosures[closure.position] = type.name }
          }
        }
      }
      if collects, type.name == "NavigationLink", let tap = LinkTapGesture.read(node, in: currentType, file: file, platforms: platforms) {
        facts.linkTapGestures.append(tap)
      }
      if Self.navigationContainers.contains(type.name) {
        if let index = typeStack.last?.index ?? nil { facts.types[index].bringsNavigation = true }
        navigationDepth += 1
        isNavigation = true
      }
    }
    callIsNavigation.append(isNavigation)
    calledName = called
    let member = called?.member == true ? node.calledExpression.as(MemberAccessExprSyntax.self) : nil
    let memberName = called?.member == true ? called?.name : nil
    if memberName == "sink", let member { subjectSink(node, called: member) }
    // TCA's sends are all `send(…)` / `x.send(…)`.
    if collects, readsDelegates, called?.name == "send" {
      if let sent = DelegateSend.read(node, in: currentType, file: file) { facts.delegateSends.append(sent) }
      if let sent = ActionSend.read(node, in: currentType, file: file) { facts.actionSends.append(sent) }
    }
    containerCallStarted(node, type: calledType?.name, member: member, modifier: memberName)
    environmentCall(node)
    if readsDismissals, let index = currentTypeIndex, !node.arguments.isEmpty {
      facts.dismissalForwards += DismissalForwarding.forwards(node, site: { site(node) }) { name in
        // The dismissal properties the declaration has shown so far (an extension's are in the type's own); read in
        // place, not copied out of the array (this is asked of every argument that is a bare name).
        facts.types[index].kind == .extension
          || facts.types[index].properties.contains { $0.name == name && $0.environment.map(SwiftUIDismissals.keys.contains) == true }
      }
    }
    memberCall(node)
    // `helper()` / `self.helper()` under arms, in a pass that reads guards: the type's own method runs under them there
    // (`Attribution.onlyCallers`).
    if collects, readsGuards, calledType == nil, let called, caseGuards.contains(where: { !$0.isEmpty }),
      !called.member || member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.`self`)
    {
      facts.guardedCalls.append(GuardedCall(context: context, base: nil, name: called.name, guards: callGuards))
    }
    if collects, calledType == nil, let member, let name = memberName, SyntaxHelpers.startsLowercase(name),
      let base = member.base?.as(DeclReferenceExprSyntax.self), SyntaxHelpers.isTypeName(RawNames.baseName(base))
    {
      facts.factoryCalls.append(FactoryCall(type: RawNames.baseName(base), method: name, context: context, location: file.location(of: node)))
    }
    return .visitChildren
  }

  /// `dismiss()`, `self.dismiss()`, `presentationMode.wrappedValue.dismiss()`: kept when the type's property turns
  /// out to be an `@Environment` dismissal.
  private func environmentCall(_ node: FunctionCallExprSyntax) {
    guard collects, currentType != nil, RawNames.hasNoArguments(node) else { return }
    var property: String?
    if let called = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      property = called.baseName.text
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      let path = SyntaxHelpers.path(base)
    {
      if member.declName.baseName.text == "dismiss", path.count == 2, path[1] == "wrappedValue" { property = path[0] }
      // `presentation.dismiss()`: a helper declared on `Binding<PresentationMode>` (SwiftUI has none; libraries
      // such as SwiftUIX add one), so only on an `@Environment(\.presentationMode)` property (`SwiftUIDismissals`).
      else if member.declName.baseName.text == "dismiss", path.count == 1, path[0] != "self" { property = path[0] }
      else if path.isEmpty { property = member.declName.baseName.text }
    }
    guard let property, SyntaxHelpers.startsLowercase(property) else { return }
    let place = site(node)
    facts.environmentCalls.append(EnvironmentCall(property: property, context: place.context, location: place.location, platforms: place.platforms))
  }

  /// `navigator.show(screen: .home, by: .root)`, `open(.settings)`: a call with a case argument, for methods that
  /// forward a parameter to the library.
  private func memberCall(_ node: FunctionCallExprSyntax) {
    // A case argument is a member access (`.name`, `Screen.name`) or a call of one (`.name(…)`), all that
    // `casePath` reads; a name argument counts where it is a parameter of the enclosing method, passed on (`pushIt(page)`
    // in `func go(_ page: Page, as kind: Kind)`): calls with only other names, literals and closures stop here.
    // A parameter handed on counts only to a method of the same type (`pushIt(page)`, `self.present(screen:)`), in
    // a file FlowStacks is read in: what `FlowStacksLinkState.forwardedCalls` follows.
    let parameters = forwardsParameters ? parameterStack.last ?? [] : []
    // A call named as one of FlowStacks' ways back (`navigator.pop()`), in a file FlowStacks is read in: where the app's
    // own method of that name is called (`FlowStacksLinkState.wrapperCalls`).
    let back = forwardsParameters && calledName.map { FlowStacksAPI.backNames.contains($0.name) } == true
    guard collects, currentType != nil,
      back || RawNames.hasCaseLikeArgument(node) || (!parameters.isEmpty && RawNames.hasNameArgument(node) && RawNames.callsOwnMember(node)),
      let (receiver, name) = SyntaxHelpers.calledMember(node) ?? Self.subjectSend(node)
    else { return }
    let arguments = node.arguments.map { argument in
      let passed = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      return CallArgument(label: argument.label?.text, value: FlowStacksExtractor.casePath(argument.expression)?.path.first,
                          flag: SyntaxHelpers.bool(argument.expression), forwards: passed.flatMap { parameters.contains($0) ? $0 : nil })
    }
    guard back || arguments.contains(where: { $0.value != nil || $0.forwards != nil }) else { return }
    let place = site(node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node))
    facts.memberCalls.append(
      MemberCall(receiver: receiver, name: name, arguments: arguments, context: place.context, location: place.location,
                 platforms: place.platforms, guards: callGuards))
  }

  /// Whether the calls read keep the guards they run under (`callGuards`): a library pass whose calls use them.
  var readsGuards: Bool { false }
  /// The guards of the enclosing arms of `switch name { … }` and branches of `if` (`CaseGuard`), one entry per arm or
  /// branch (empty for a switch or a test on anything else, and in a pass that does not read them).
  private var caseGuards: [[CaseGuard]] = []
  /// The guards the code being read runs under, for the calls it makes.
  final var callGuards: [CaseGuard] { caseGuards.flatMap { $0 } }

  /// The parameter names of the enclosing members, innermost last (empty for a closure's or a property's code).
  private var parameterStack: [[String]] = []
  /// The parameters of the type's own `init` being read (`initStores`).
  private var initParameters: FunctionParameterClauseSyntax?
  /// Whether calls handing on a parameter are recorded (`memberCall`): in a file FlowStacks is read in.
  private lazy var forwardsParameters = FlowStacksExtractor.reads(file)

  /// Records a `switch` arm's case paths (`ResultArm`); a pass that overrides this calls it first.
  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    enterBranch(node, chosen: node.parent?.parent?.as(SwitchExprSyntax.self)?.subject.is(DeclReferenceExprSyntax.self) ?? false)
    caseGuards.append(readsGuards ? CaseGuard.guardOf(node).map { [$0] } ?? [] : [])
    // Builders read their arms without walking the patterns; the types a pattern names (`case let d as Detail`) are used.
    if case .case(let label) = node.label { names.scan(label, in: currentType, members: false) }
    if collects, let arm = ResultArm.read(node, in: currentType, file: file) { facts.resultArms.append(arm) }
    if collects, readsDelegates, let arm = FallbackArm.read(node, in: currentType, file: file) { facts.fallbackArms.append(arm) }
    return .visitChildren
  }

  /// `if case .delegate(.close) = action`, `guard case …`: the case paths a condition matches.
  override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
    if collects, let arm = ResultArm.read(condition: node, in: currentType, file: file) { facts.resultArms.append(arm) }
    return .visitChildren
  }

  /// `@Environment(\.dismiss)` → `dismiss`.
  static func environmentKey(_ attributes: AttributeListSyntax) -> String? {
    for attribute in attributes {
      guard let attribute = attribute.as(AttributeSyntax.self), SyntaxHelpers.typeRef(attribute.attributeName)?.baseName == "Environment",
        case .argumentList(let arguments)? = attribute.arguments,
        let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
        let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
      else { continue }
      return last.declName.baseName.text
    }
    return nil
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    if callIsNavigation.popLast() == true { navigationDepth -= 1 }
    containerCallEnded()
  }

  static let navigationContainers: Set<String> = ["NavigationView", "NavigationStack", "NavigationSplitView"]

  /// SwiftUI and Foundation types built everywhere; recording them would only slow linking down.
  static let platformTypes: Set<String> = [
    "Text", "Button", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "List", "ForEach", "Image", "Label",
    "Spacer", "Divider", "Group", "Section", "Form", "ScrollView", "NavigationLink", "Toggle", "TextField", "Color",
    "EmptyView", "GeometryReader", "Picker", "Slider", "Stepper", "ProgressView", "Menu", "Link", "Grid", "GridRow",
    "Rectangle", "Circle", "RoundedRectangle", "Capsule", "AnyView", "Font", "Date", "URL", "UUID", "String", "Int",
    "Double", "Array", "Set", "Dictionary", "Data", "CGFloat", "CGSize", "CGPoint", "EdgeInsets",
  ]

  /// Records `x = .case`, `a.x = Type.case`, `x = true` for selections between coordinators (`SwiftUILinker`), and a
  /// Boolean computed there (`x = a == b`, `x = !a`) as either value.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // The count first: most sequences are operators, and the array costs a node per element.
    let count = node.elements.count
    guard collects, count == 3 || count == 5, currentType != nil,
      node.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
    else { return .visitChildren }
    let parts = Array(node.elements)
    // Three parts only through a type's shared instance (`Session.shared.phase = .out`).
    guard parts[1].is(AssignmentExprSyntax.self),
      let path = SyntaxHelpers.path(parts[0]), (1...2).contains(path.count) || (path.count == 3 && SyntaxHelpers.isTypeName(path[0]))
    else { return .visitChildren }
    // An initializer's own code (no closure, no local type around it) sets what its object is made with.
    let initializes = context.member == "init" && unitStack.count == 1
    if initializes, count == 3, let call = parts[2].as(FunctionCallExprSyntax.self) { recordInitBuild(call, into: path) }
    // `self.parent = coordinator` with `coordinator` a labeled parameter of the type's own `init`: the property holds
    // what callers pass under that label.
    if initializes, count == 3, path.count == 1 || path.first == "self", let property = path.last, let index = currentTypeIndex,
      let name = parts[2].as(DeclReferenceExprSyntax.self)?.baseName.text, facts.types[index].initStores[property] == nil,
      let parameter = initParameters?.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
      parameter.firstName.tokenKind != .wildcard
    {
      facts.types[index].initStores[property] = parameter.firstName.text
    }
    if count == 3, let assigned = path.last {
      facts.assignedProperties.insert(assigned)
      if !initializes { facts.reassignedProperties.insert(assigned) }
    }
    if count == 3, path.count == 2, parts[0].is(MemberAccessExprSyntax.self) {
      if parts[2].is(ClosureExprSyntax.self) {
        // Stored, not called: the property is no call of the holder's (`Attribution`'s callers of a stored closure).
        slotTarget = parts[0].id
      } else if let name = Self.handedMethod(parts[2]), !namesValue(name, at: node) {
        // A method handed on to be stored: named where it is stored, run where it is called (`ClosureSlot`).
        slotTarget = parts[0].id
        slotStack.append(slot(path, at: node))
        reference(Reference(name: name, base: nil))
        slotStack.removeLast()
        storedMethod = parts[2].id
      }
    }
    let value: String
    if count == 5 {
      // `x = a == b`: a comparison or a logical operator gives a Boolean.
      guard let op = parts[3].as(BinaryOperatorExprSyntax.self)?.operator.text, Self.booleanOperators.contains(op) else {
        return .visitChildren
      }
      value = ""
    } else if let literal = parts[2].as(BooleanLiteralExprSyntax.self)?.literal.text ?? SwiftUIExtractor.tagValue(parts[2]) {
      value = literal
    } else if parts[2].as(PrefixOperatorExprSyntax.self)?.operator.text == "!" {
      value = ""
    } else {
      return .visitChildren
    }
    let place = site(parts[0].as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(parts[0]))
    var assignment = StateAssignment(path: path, value: value, context: place.context, location: place.location, platforms: place.platforms)
    assignment.initializes = initializes
    facts.stateAssignments.append(assignment)
    return .visitChildren
  }

  /// `model.onSelect = { id in self.showDetail(id) }`, `model.onSelect = showDetail`: code stored in another object's
  /// property, which runs where that object's code calls the property (`onSelect?(id)`), not here. The object is held
  /// by a property of the enclosing type, or by a local or parameter whose value may say what it is.
  private func slot(_ path: [String], at node: SequenceExprSyntax) -> ClosureSlot {
    let holder = path[0]
    if let binding = SyntaxHelpers.local(holder, before: Syntax(node)) {
      let type = binding.typeAnnotation.flatMap { SyntaxHelpers.typeRef($0.type) }
        ?? binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(SyntaxHelpers.instantiatedType)
      return ClosureSlot(holder: holder, local: true, holderType: type?.name, property: path[1])
    }
    let isParameter = parameterStack.last?.contains(holder) ?? false
    return ClosureSlot(holder: holder, local: isParameter, holderType: nil, property: path[1])
  }

  /// The method a value names (`showDetail`, `self.showDetail`), as a closure stored in a property may.
  private static func handedMethod(_ value: ExprSyntax) -> String? {
    if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
      return SyntaxHelpers.startsLowercase(name) && name != "self" ? name : nil
    }
    guard let member = value.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// Whether a name is a value here rather than a method: a local, a parameter, or a property the enclosing type has
  /// declared so far (`viewModel.navigator = navigator` hands on a router, not code).
  private func namesValue(_ name: String, at node: SequenceExprSyntax) -> Bool {
    if parameterStack.last?.contains(name) == true || SyntaxHelpers.local(name, before: Syntax(node)) != nil { return true }
    guard let index = currentTypeIndex else { return false }
    return facts.types[index].properties.contains { $0.name == name }
  }

  /// The value `handedMethod` named in a slot, which the walk then passes over.
  private var storedMethod: SyntaxIdentifier?
  /// The property a closure or method is stored in (`model.onSelect` in `model.onSelect = …`): its name is no
  /// reference, its receiver is.
  private var slotTarget: SyntaxIdentifier?

  /// A closure stored in another object's property (`model.onSelect = { … }`), as the value of a `SequenceExprSyntax`
  /// assignment; nil for any other closure.
  private func storingSlot(_ closure: ClosureExprSyntax) -> ClosureSlot? {
    guard collects, currentType != nil, let list = closure.parent?.as(ExprListSyntax.self), list.count == 3,
      let sequence = list.parent?.as(SequenceExprSyntax.self)
    else { return nil }
    let parts = Array(list)
    guard parts[2].id == closure.id, parts[1].is(AssignmentExprSyntax.self), let path = SyntaxHelpers.path(parts[0]), path.count == 2
    else { return nil }
    return slot(path, at: sequence)
  }

  /// `.onReceive(steps) { step in … }`, `.onReceive(self.steps.receive(on: RunLoop.main), perform: { … })`: a closure
  /// SwiftUI runs each time a publisher a property of the enclosing type holds emits (`ClosureSlot.received`).
  private func receivingSlot(_ closure: ClosureExprSyntax) -> ClosureSlot? {
    guard collects, currentType != nil else { return nil }
    let call: FunctionCallExprSyntax
    if let trailing = closure.parent?.as(FunctionCallExprSyntax.self), trailing.trailingClosure?.id == closure.id {
      call = trailing
    } else if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "perform",
      let labeled = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      call = labeled
    } else {
      return nil
    }
    guard RawNames.calls(call, named: "onReceive"), let first = call.arguments.first, first.label == nil else { return nil }
    // Down the publisher's operators (`steps.receive(on: …).removeDuplicates()`) to what holds it.
    var publisher = first.expression
    for _ in 0..<8 {
      guard let step = publisher.as(FunctionCallExprSyntax.self), let member = step.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base
      else { break }
      publisher = base
    }
    guard let path = SyntaxHelpers.path(publisher) else { return nil }
    let own = path.first == "self" ? Array(path.dropFirst()) : path
    guard own.count == 1, SyntaxHelpers.startsLowercase(own[0]), SyntaxHelpers.local(own[0], before: Syntax(call)) == nil,
      !(parameterStack.last?.contains(own[0]) ?? false)
    else { return nil }
    return ClosureSlot.received(from: own[0])
  }

  /// `self.coordinator = AppFlow(…)` / `_coordinator = ObservedObject(wrappedValue: AppFlow())` in an initializer's own
  /// code (`DeclarationFacts.initBuilds`).
  private func recordInitBuild(_ call: FunctionCallExprSyntax, into path: [String]) {
    let own = path.first == "self" ? Array(path.dropFirst()) : path
    guard own.count == 1, var built = SyntaxHelpers.instantiatedType(call) else { return }
    if Self.objectWrappers.contains(built.baseName) {
      guard let inner = call.arguments.first(where: { $0.label?.text == "wrappedValue" })?.expression.as(FunctionCallExprSyntax.self),
        let innerType = SyntaxHelpers.instantiatedType(inner)
      else { return }
      built = innerType
    }
    let property = own[0].hasPrefix("_") ? String(own[0].dropFirst()) : own[0]
    facts.initBuilds.append(InitBuild(property: property, type: built.name, context: context, location: file.location(of: call)))
  }

  /// The container member a property wrapper's one key path names (`@Injected(\.authModule)` → `["Container", "shared",
  /// "authModule"]`, `@Injected(\AppContainer.api)` → that container's), for wrappers that are not SwiftUI's own.
  private static func containerKeyPath(_ attributes: AttributeListSyntax) -> [String]? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), let name = SyntaxHelpers.typeRef(attribute.attributeName)?.baseName,
        !swiftUIKeyPathWrappers.contains(name), case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
        let first = arguments.first, first.label == nil, let keyPath = first.expression.as(KeyPathExprSyntax.self),
        keyPath.components.count == 1, let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
      else { continue }
      let container = keyPath.root.flatMap { SyntaxHelpers.typeRef($0)?.name } ?? "Container"
      return [container, "shared", component.declName.baseName.text]
    }
    return nil
  }

  private static let swiftUIKeyPathWrappers: Set<String> = ["Environment", "FocusedValue", "FocusedObject", "FocusedBinding"]

  /// SwiftUI's wrappers of an observable object, built explicitly as a property's storage.
  private static let objectWrappers: Set<String> = ["ObservedObject", "StateObject"]

  /// Operators whose result is a `Bool`.
  static let booleanOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // A pass that keeps only the context records no name.
    guard collects else { return .skipChildren }
    if let stored = storedMethod, stored == node.id {
      storedMethod = nil
      return .skipChildren
    }
    let name = RawNames.baseName(node)
    if SyntaxHelpers.startsLowercase(name), name != "self" {
      reference(Reference(name: name, base: nil))
    } else if let wrapped = Reference.wrappedProperty(name) {
      // `$router`, `_router`: the property behind a projected value or a wrapper's storage is used too.
      reference(Reference(name: wrapped, base: nil))
      // `$viewModel.mode`, `$model.settings.mode`: bindings to those members, which a control may set.
      var parent = name.hasPrefix("$") ? node.parent?.as(MemberAccessExprSyntax.self) : nil
      for _ in 0..<8 {
        guard let member = parent else { break }
        facts.boundProperties.insert(member.declName.baseName.text)
        parent = member.parent?.as(MemberAccessExprSyntax.self)
      }
    } else {
      names.type(name, in: currentType)
    }
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let stored = storedMethod, stored == node.id {
      storedMethod = nil
      return .skipChildren
    }
    // `self.next`, `viewModel.next`, `coordinator?.showList`: a member of the enclosing type or of a property's type.
    if collects {
      let name = RawNames.memberName(node)
      // `IfLetStore(store.scope(…), then: MainView.init)`, `.map(Row.init)`: an initializer handed on builds its type
      // where it is handed (the receiver calls it), as a call written there would.
      if node.declName.baseName.tokenKind == .keyword(.`init`), let base = node.base,
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(node).id,
        let type = SyntaxHelpers.typeRef(expression: base), SyntaxHelpers.isTypeName(type.baseName),
        !Self.platformTypes.contains(type.name) || file.shadowingTypes.contains(type.name)
      {
        facts.instantiations.append(Instantiation(type: type.name, context: context, location: file.location(of: node)))
      }
      var base: String?
      if let target = slotTarget, target == node.id {
        slotTarget = nil
      } else if let written = node.base, let path = SyntaxHelpers.shortPath(written) {
        base = path.first
        reference(Reference(name: name, base: base))
      } else if let hop = node.base?.as(MemberAccessExprSyntax.self), hop.declName.baseName.text == "coordinator",
        let router = hop.base.flatMap(SyntaxHelpers.shortPath), router.count == 1
      {
        // `router?.coordinator.refreshRoot()`: a router's `coordinator` (Stinsen's NavigationRouter) is reached through
        // the router's property, whose type says which coordinator it is (`Attribution`'s `reaches`).
        base = router[0]
        reference(Reference(name: name, base: base))
      }
      // A method called on a property under arms, in a pass that reads guards (`GuardedCall`).
      if let base, base != "self", readsGuards, node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(node).id {
        let guards = callGuards
        if !guards.isEmpty { facts.guardedCalls.append(GuardedCall(context: context, base: base, name: name, guards: guards)) }
      }
      names.member(name, in: currentType,
                   bare: node.base == nil && node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(node).id)
    }
    // The member name is not a reference of its own: only the base is read further.
    if let base = node.base { walk(base) }
    return .skipChildren
  }

  // MARK: Names (`NameUses`)

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if collects { names.type(RawNames.name(node), in: currentType) }
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if collects { names.type(RawNames.name(node), in: currentType) }
    return .visitChildren
  }

  /// `\.settings`, `\Screen.settings`: a key path names members (a case path may build its case).
  override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
    names.member(node.declName.baseName.text, in: currentType)
    return .visitChildren
  }

  override func visit(_ node: ExpressionPatternSyntax) -> SyntaxVisitorContinueKind {
    names.enterPattern()
    return .visitChildren
  }

  override func visitPost(_ node: ExpressionPatternSyntax) { names.exitPattern() }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if NameUseRecorder.isPreview(node.macroName) { names.enterPreview() }
    return .visitChildren
  }

  override func visitPost(_ node: MacroExpansionDeclSyntax) {
    if NameUseRecorder.isPreview(node.macroName) { names.exitPreview() }
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if NameUseRecorder.isPreview(node.macroName) { names.enterPreview() }
    return .visitChildren
  }

  override func visitPost(_ node: MacroExpansionExprSyntax) {
    if NameUseRecorder.isPreview(node.macroName) { names.exitPreview() }
  }
}
