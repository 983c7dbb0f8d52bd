import SwiftSyntax

/// Finds TCACoordinators' routers (screen cases → views) and the reducer arms that change `state.routes`, in
/// files importing TCACoordinators.
public struct TCAExtractor: Extractor {
  static let module = "TCACoordinators"

  public init() {}

  /// A parent reducer or a tab view of a TCACoordinators app often imports only the Composable Architecture.
  static let composableArchitecture = "ComposableArchitecture"

  /// Keyed on the file's own imports, not its module's: TCACoordinators' forms are matched by shape (`state.routes`,
  /// `.routeAction` patterns) rather than by a receiver's declared type, so a file of the module that imports
  /// neither is not read. A file importing the Composable Architecture alone (a coordinator's handlers in an
  /// extension) gives its reducers' route changes as `partial`: the linker keeps them only for a reducer that has a
  /// router.
  public func extract(_ file: ParsedFile) -> TCAFacts {
    guard Self.reads(file) else { return TCAFacts() }
    // Declarations come from the shared pass; this one reads only the router and reducer.
    return extract(file, collectingDeclarations: false).facts
  }

  /// Whether the file is walked for TCACoordinators: it imports TCACoordinators or the Composable Architecture.
  static func reads(_ file: ParsedFile) -> Bool {
    file.imports.contains(module) || file.imports.contains(composableArchitecture)
  }

  /// One walk for the routers and reducers; with `collectingDeclarations`, also the file's declarations (the shared
  /// pass's work, when no other library reads the file). A file importing only the Composable Architecture gives
  /// the views that switch between children and the reducers' assignments.
  func extract(_ file: ParsedFile, collectingDeclarations: Bool) -> (facts: TCAFacts, declarations: DeclarationFacts) {
    let full = file.imports.contains(Self.module)
    let routes = full ? RoutesAliasFinder.read(file) : nil
    let visitor = Visitor(file: file, collectsDeclarations: collectingDeclarations, routes: routes?.aliases)
    visitor.walk(file.tree)
    visitor.finish()
    visitor.finishSelections()
    var tca = visitor.tca
    tca.routeIDCases = routes?.idCases ?? [:]
    // What a reducer setting its state to an action's payload is set to: the sends of that action, wherever written.
    tca.sentPayloads = Self.sentActions(in: Syntax(file.tree), file: file, everywhere: true).map {
      TCASentPayload(name: $0.name, payload: $0.payload, file: file.path)
    }
    return (tca, visitor.facts)
  }

  /// The screen a `.routeAction(_, action: .home(.startTapped))` (or `.routeAction(id:action:)`,
  /// `.routeAction(_, .home(…))`) pattern names.
  static func routeActionScreen(_ pattern: Syntax) -> String? {
    for node in [pattern] + pattern.children(viewMode: .sourceAccurate) {
      if let call = node.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "routeAction",
        let action = SyntaxHelpers.argument(call.arguments, "action") ?? call.arguments.last?.expression
      {
        return FlowStacksExtractor.casePath(action)?.path.first
      }
      if node.id != pattern.id, let inner = routeActionScreen(node) { return inner }
    }
    return nil
  }

  /// The screen cases a function returns, when every `return` (or its single expression) is one.
  static func returnedCases(_ body: CodeBlockSyntax) -> [String]? {
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    var values = finder.values
    if values.isEmpty, body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) { values = [only] }
    let cases = values.map { FlowStacksExtractor.casePath($0)?.path.first }
    guard !cases.isEmpty, cases.allSatisfy({ $0 != nil }) else { return nil }
    return Array(Set(cases.compactMap { $0 })).sorted()
  }

  /// The values of a function's own `return` statements (not those of closures inside it).
  private final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let value = node.expression { values.append(value) }
      return .skipChildren
    }
  }

  /// The screens of every nested `.routeAction` in a pattern, outermost first.
  static func routeActionChain(_ pattern: Syntax) -> [String] {
    var chain: [String] = []
    var node: Syntax? = pattern
    var steps = 0
    while let current = node, steps < 16, let screen = routeActionScreen(current) {
      chain.append(screen)
      steps += 1
      // Continue inside the action the found `.routeAction` carries.
      node = current.tokens(viewMode: .sourceAccurate).first { $0.text == "routeAction" }
        .flatMap { $0.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }
        .flatMap { SyntaxHelpers.argument($0.arguments, "action") ?? $0.arguments.last?.expression }
        .map(Syntax.init)
    }
    return chain
  }

  /// The reducer's own actions an arm sends: `.send(.goToLogin)`, `Effect.send(.goToLogin)`, `await send(.goToLogin)`
  /// in an effect (`.send(.moveTo(.home))` → `moveTo`). A store's `send` (`store.send(…)`, in a view) is not one,
  /// nor one inside a nested `switch` arm (that arm is read as one of its own).
  /// Each action sent in `node` (`send(.open(n))`, `.send(.close)`), with the actions sent before it by earlier
  /// statements of the same block (`await send(.closeAll); try await Task.sleep(…); await send(.open(n))`: `open` runs
  /// after `closeAll` has changed the routes).
  /// The statement list a call is a statement of (`await send(…)`, `try await send(…)`, `send(…)`), nil otherwise.
  private static func statementList(of call: FunctionCallExprSyntax) -> SyntaxIdentifier? {
    var current = Syntax(call)
    for _ in 0..<3 {
      guard let parent = current.parent else { return nil }
      if parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self) { current = parent; continue }
      guard parent.is(CodeBlockItemSyntax.self), let list = parent.parent, list.is(CodeBlockItemListSyntax.self) else { return nil }
      return list.id
    }
    return nil
  }

  /// `everywhere`: also in inner arms and on any receiver (`store.send(.x(.y))`, `viewStore.send(…)` in a view), and only
  /// sends of a case with an argument.
  static func sentActions(in node: Syntax, file: ParsedFile, everywhere: Bool = false) -> [(name: String, payload: String?, after: [String])] {
    // Only where the text says `send(.` (or `send (.`: Swift allows a space before a call's parenthesis): the token
    // found at each such place, not every token of the arm.
    let range = node.position..<node.endPosition
    var places = (file.occurrences(of: "send(.", in: range) + file.occurrences(of: "send (.", in: range)).sorted()
    // Everywhere, only the sends of a case with an argument are asked for (`TCASentPayload`).
    if everywhere { places = places.filter(file.sendsCaseWithArgument) }
    guard !places.isEmpty else { return [] }
    func inInnerArm(_ token: TokenSyntax) -> Bool {
      var current = token.parent
      var steps = 0
      while let parent = current, parent.id != node.id, steps < 64 {
        if parent.is(SwitchCaseSyntax.self) { return true }
        current = parent.parent
        steps += 1
      }
      return false
    }
    var found: [(name: String, payload: String?, after: [String])] = []
    // The statement list holding each send found so far, and the send.
    var blocks: [(block: SyntaxIdentifier, name: String)] = []
    for place in places {
      guard let token = node.token(at: AbsolutePosition(utf8Offset: place)), token.tokenKind == .identifier("send"),
        token.positionAfterSkippingLeadingTrivia.utf8Offset == place, everywhere || !inInnerArm(token)
      else { continue }
      guard var called = token.parent.flatMap({ $0.as(DeclReferenceExprSyntax.self) }).map(ExprSyntax.init) else { continue }
      if let member = called.parent?.as(MemberAccessExprSyntax.self) {
        guard member.declName.id == called.id, everywhere || member.base.map({ SyntaxHelpers.path($0) == ["Effect"] }) ?? true else { continue }
        called = ExprSyntax(member)
      }
      guard let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id,
        let first = call.arguments.first?.expression
      else { continue }
      let sentCall = first.as(FunctionCallExprSyntax.self)
      let sent = sentCall?.calledExpression ?? first
      guard let member = sent.as(MemberAccessExprSyntax.self), member.base == nil else { continue }
      let name = member.declName.baseName.text
      var payload: String?
      if let arguments = sentCall?.arguments, arguments.count == 1, let argument = arguments.first?.expression {
        let inner = argument.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument
        if let access = inner.as(MemberAccessExprSyntax.self), access.base == nil { payload = access.declName.baseName.text }
      }
      let block = Self.statementList(of: call)
      let after = block.map { block in blocks.filter { $0.block == block && $0.name != name }.map(\.name) } ?? []
      if let block { blocks.append((block, name)) }
      if !found.contains(where: { $0.name == name && $0.payload == payload }) { found.append((name, payload, after)) }
    }
    return found
  }

  /// The name an arm's pattern binds to its action's one payload: `.moveTo(let step)`, `let .moveTo(step)`.
  static func boundPayload(_ pattern: PatternSyntax) -> String? {
    var inner = pattern
    var binds = false
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      inner = binding.pattern
      binds = true
    }
    guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil, call.arguments.count == 1,
      let argument = call.arguments.first?.expression
    else { return nil }
    if let bound = argument.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self) {
      return bound.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    if binds, let name = argument.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self) { return name.identifier.text }
    if binds, let name = argument.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
    return nil
  }

  private static let changeWords = ["routeWithDelaysIfUnsupported", "state =", "state=", "State(", "State.", "= .init(", "=.init(",
                                     "initialState"]

  /// Route changes in a reducer arm: calls on `state.routes` and assignments of a routes array.
  /// With `outsideArms`, the changes not inside a `switch` arm (reducer helpers, a `Reduce` without a switch): each
  /// arm is read as one of its own; with `outsideFunctions` too, the functions declared inside (local functions of a
  /// `Reduce` closure, each read as a helper of its own).
  static func changes(in node: Syntax, file: ParsedFile, platforms: @autoclosure () -> [String], routes: Set<String>,
                      outsideArms: Bool = false, outsideFunctions: Bool = false) -> [TCARouteChange] {
    // Every change names a routes property, stages through `routeWithDelaysIfUnsupported` or builds a state afresh
    // (`state = …`, `State(`, `State.initialState`, `= .init(`): code whose text holds none of these (most arms of
    // most reducers, and every `switch` of a view) is not walked again.
    guard file.mentions(Array(routes) + Self.changeWords, in: node.position..<node.endPosition) else { return [] }
    let finder = ChangeFinder(file: file, platforms: platforms(), routes: routes)
    finder.skipsArms = outsideArms
    finder.skipsFunctions = outsideFunctions
    finder.walk(node)
    return finder.changes
  }

  private final class ChangeFinder: SyntaxVisitor {
    let file: ParsedFile
    var platforms: [[String]]
    var changes: [TCARouteChange] = []
    /// Closure parameters of `.routeWithDelaysIfUnsupported(state.routes, action: \.router) { $0.push(…) }`, which
    /// stand for the routes: TCACoordinators stages those changes itself.
    private var aliases: [(names: Set<String>, owner: [String])] = []
    /// Routes paths emptied (`removeAll()`, `= []`) and not yet added to: TCARouter shows the first route as the
    /// stack's root whatever its style, so the next route added replaces the root.
    private var cleared: Set<[String]> = []

    /// Names of routes properties: `routes`, and stored arrays a computed `routes` is built from (`routeIDs`).
    let routeNames: Set<String>
    var skipsArms = false
    var skipsFunctions = false

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { skipsArms ? .skipChildren : .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { skipsFunctions ? .skipChildren : .visitChildren }

    init(file: ParsedFile, platforms: [String], routes: Set<String>) {
      self.file = file
      self.platforms = [platforms]
      routeNames = routes
      super.init(viewMode: .sourceAccurate)
    }

    private var tags: [String] { Array(Set(platforms.joined())).sorted() }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      for clause in PlatformCondition.readClauses(of: node) {
        platforms.append(clause.platforms)
        walk(clause.elements)
        platforms.removeLast()
      }
      return .skipChildren
    }

    private var staged: Bool { !aliases.isEmpty }

    /// The innermost code block or `case` body around a change (bounded walk up the tree).
    static func block(of node: Syntax) -> String? {
      var current = node.parent
      var steps = 0
      while let parent = current, steps < 64 {
        if parent.is(CodeBlockSyntax.self) || parent.is(SwitchCaseSyntax.self) { return "\(parent.position.utf8Offset)" }
        current = parent.parent
        steps += 1
      }
      return nil
    }

    /// A new value of a state type: `State()`, `.init(…)`, `LoginCoordinator.State(…)`, or a static member of one
    /// (`State.initialState`, `.initialState`). A variable (`state = saved`) is not: what it holds is not known here;
    /// nor is `.none`.
    static func buildsFreshState(_ expression: ExprSyntax) -> Bool {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
          return member.base.map(namesStateType) ?? true
        }
        return namesStateType(call.calledExpression)
      }
      // `.none` empties an optional child state: no new state at all.
      if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
        member.declName.baseName.text != "none"
      {
        return member.base.map(namesStateType) ?? true
      }
      return false
    }

    private static func namesStateType(_ expression: ExprSyntax) -> Bool {
      guard let path = SyntaxHelpers.path(expression), let last = path.last else { return false }
      return last == "State" || (last == "Self" && path.count == 1)
    }

    /// `state.routes`, a staging closure's parameter standing for it, or a local copy of it written back.
    private func isRoutes(_ expression: ExprSyntax) -> Bool {
      guard let path = SyntaxHelpers.path(expression) else { return false }
      if path.count == 1, let head = path.first, aliases.contains(where: { $0.names.contains(head) }) || copies[head] != nil { return true }
      return path.last.map(routeNames.contains) ?? false
    }

    /// Whether an element is the first route of the routes it is assigned to: `routes.first!`, `routes[0]`, or a name an
    /// enclosing `if let` / `guard let` binds to `routes.first`.
    private func keepsFirstRoute(_ element: ExprSyntax, of routes: ExprSyntax) -> Bool {
      guard let target = SyntaxHelpers.path(routes) else { return false }
      func isFirst(_ expression: ExprSyntax) -> Bool {
        let value = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "first", let base = member.base {
          return SyntaxHelpers.path(base) == target
        }
        if let subscripted = value.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
          subscripted.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
        {
          return SyntaxHelpers.path(subscripted.calledExpression) == target
        }
        return false
      }
      if isFirst(element) { return true }
      guard let name = element.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
      /// What `if let name = …` / `guard let name = …` binds the name to among some conditions.
      func bound(in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        conditions.lazy.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }
          .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }?.initializer?.value
      }
      // The binding is a few statements up at most: its `if`, or a `guard` before it, within the same function.
      var node = element.parent
      for _ in 0..<32 {
        guard let current = node, !current.is(FunctionDeclSyntax.self), !current.is(ClosureExprSyntax.self) else { return false }
        if let value = current.as(IfExprSyntax.self).flatMap({ bound(in: $0.conditions) }) { return isFirst(value) }
        for item in current.as(CodeBlockItemListSyntax.self) ?? [] where item.position < element.position {
          if let value = item.item.as(GuardStmtSyntax.self).flatMap({ bound(in: $0.conditions) }) { return isFirst(value) }
        }
        node = current.parent
      }
      return false
    }

    /// `state.identified.routes` → `["identified"]`: the child state whose routes a parent reducer changes.
    private func owner(_ expression: ExprSyntax) -> [String] {
      guard let path = SyntaxHelpers.path(expression) else { return [] }
      if path.count == 1, let head = path.first, let alias = aliases.last(where: { $0.names.contains(head) }) { return alias.owner }
      if path.count == 1, let head = path.first, let copied = copies[head] { return copied }
      guard path.count > 2, path.first == "state" else { return [] }
      return Array(path.dropFirst().dropLast())
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "routeWithDelaysIfUnsupported", let closure = SyntaxHelpers.closure(node)
      {
        for arg in node.arguments where arg.expression.id != ExprSyntax(closure).id { walk(arg.expression) }
        let routes = node.arguments.first.map(\.expression)
        aliases.append((Set(SyntaxHelpers.parameterNames(closure)), routes.map(owner) ?? []))
        walk(closure)
        aliases.removeLast()
        return .skipChildren
      }
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, isRoutes(base)
      else { return .visitChildren }
      let name = member.declName.baseName.text
      let args = node.arguments
      let first = args.first.flatMap { $0.label == nil ? $0.expression : nil }
      let path = SyntaxHelpers.path(base) ?? []
      var action: TCARouteChange.Action?
      var written: String?
      var helper: String?
      var built: TCAStateBuild?
      var inner: String?
      switch name {
      case "removeAll" where args.isEmpty:
        cleared.insert(path)
      case "push", "presentSheet", "presentCover":
        let kind: EdgeKind = name == "push" ? .push : name == "presentSheet" ? .sheet : .cover
        let casePath = first.flatMap { FlowStacksExtractor.casePath($0)?.path }
        let screen = casePath?.first
        inner = casePath?.dropFirst().first
        let withNavigation = FlowStacksAPI.withNavigation(args) ?? false
        if screen != nil { built = first.flatMap(TCAStateBuilds.build) }
        if cleared.remove(path) != nil, let casePath, !casePath.isEmpty {
          action = .setRoutes([RouteValue(kind: .root, destination: .path(Array(casePath.prefix(2))), withNavigation: withNavigation,
                                          location: file.location(of: member.declName))])
        } else {
          action = .edge(kind, withNavigation: withNavigation, screen: screen)
          if screen == nil {
            written = first?.trimmedDescription
            if let call = first?.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
              helper = name.baseName.text
            }
          }
        }
      case "append":
        if let first, case (var value, let screen)? = FlowStacksExtractor.routeValue(first, file: file) {
          if cleared.remove(path) != nil { value.kind = .root }
          action = .setRoutes([value])
          built = TCAStateBuilds.build(screen)
        }
      default:
        if let back = FlowStacksAPI.backAction(name, node) { action = .back(back) }
      }
      if let action {
        var change = TCARouteChange(action: action, location: file.location(of: member.declName), platforms: tags, staged: staged,
                                    owner: owner(base), written: written, block: Self.block(of: Syntax(node)), helper: helper)
        if name == "goBackTo", let first { change.backTarget = TCAExtractor.backTarget(first) }
        if name == "remove", let argument = node.arguments.first, argument.label?.text == "id",
          let removed = FlowStacksExtractor.casePath(argument.expression)?.path, removed.count == 1
        {
          change.removedCase = removed[0]
        }
        change.removesTop = node.arguments.isEmpty && TCARouteChange.topRemovals.contains(name)
        change.stateBuild = built
        change.inner = inner
        changes.append(change)
      }
      return .visitChildren
    }

    /// Arrays held in local constants (`let routes: [Route<Screen.State>] = [.root(.home(…))]`), by name.
    private var locals: [String: ArrayExprSyntax] = [:]

    /// Local copies of the routes written back (`var destination = state.routes; destination.push(.x(…));
    /// state.routes = destination`), by name, with the child state whose routes they copy: their changes are the
    /// routes' own, made when the copy is written back in the same block.
    private var copies: [String: [String]] = [:]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
        else { continue }
        if let array = value.as(ArrayExprSyntax.self) {
          locals[name] = array
        } else if isRoutes(value), writesBack(name, after: node) {
          copies[name] = owner(value)
        }
      }
      return .visitChildren
    }

    /// Whether a statement after `declaration` in its block assigns the local `name` to routes (`state.routes = name`)
    /// or sends it as the new routes (`await send(.updateRoutes(name))`, which TCACoordinators applies).
    private func writesBack(_ name: String, after declaration: VariableDeclSyntax) -> Bool {
      guard let block = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
      return block.contains { item in
        guard item.position > declaration.position else { return false }
        if let sequence = item.item.as(SequenceExprSyntax.self) {
          let parts = Array(sequence.elements)
          return parts.count == 3 && parts[1].is(AssignmentExprSyntax.self) && SyntaxHelpers.path(parts[2]) == [name]
            && SyntaxHelpers.path(parts[0]) != [name] && isRoutes(parts[0])
        }
        return item.tokens(viewMode: .sourceAccurate).contains { token in
          guard token.text == "updateRoutes", let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let argument = call.arguments.first?.expression
          else { return false }
          return SyntaxHelpers.path(argument) == [name]
        }
      }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let parts = Array(node.elements)
      // `state = State.initialState`, `state = .init()`, `state.login = LoginCoordinator.State()`: the state built
      // afresh, with the routes a new state starts with (or those its `routes:` argument lists).
      if parts.count == 3, parts[1].is(AssignmentExprSyntax.self), let path = SyntaxHelpers.path(parts[0]), path.first == "state",
        Self.buildsFreshState(parts[2])
      {
        let call = parts[2].as(FunctionCallExprSyntax.self)
        let listed = call.flatMap { call in
          call.arguments.first { $0.label.map { routeNames.contains($0.text) } ?? false }?.expression.as(ArrayExprSyntax.self)
        }
        let action: TCARouteChange.Action
        if let listed {
          let read = listed.elements.compactMap { FlowStacksExtractor.routeValue($0.expression, file: file) }
          guard !read.isEmpty else { return .visitChildren }
          action = .setRoutes(read.map(\.0))
        } else {
          action = .startOver(parts[2].trimmedDescription)
        }
        changes.append(TCARouteChange(action: action, location: file.location(of: parts[2]), platforms: tags, staged: staged,
                                      owner: Array(path.dropFirst()), block: Self.block(of: Syntax(node))))
        return .visitChildren
      }
      // `state.routes = state.routes + [.push(.x(…))]` adds to the routes; `state.routes = State.initialState.routes +
      // [.push(.x(…))]` sets them anew (a deep link).
      // `state.routes += [.push(.x(…))]` adds too.
      let appended = parts.count == 3 && parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
      if appended || (parts.count == 5 && parts[1].is(AssignmentExprSyntax.self) && parts[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        && isRoutes(parts[2])), isRoutes(parts[0]), let added = parts.last?.as(ArrayExprSyntax.self)
      {
        let read = added.elements.compactMap { FlowStacksExtractor.routeValue($0.expression, file: file) }
        if !read.isEmpty {
          var change = TCARouteChange(action: .setRoutes(read.map(\.0)), location: file.location(of: added), platforms: tags,
                                      staged: staged, owner: owner(parts[0]), block: Self.block(of: Syntax(node)))
          change.rebuilt = !appended && SyntaxHelpers.path(parts[2]) != SyntaxHelpers.path(parts[0])
          changes.append(change)
        }
        return .visitChildren
      }
      guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self), isRoutes(parts[0]),
        let array = parts[2].as(ArrayExprSyntax.self) ?? parts[2].as(DeclReferenceExprSyntax.self).flatMap({ locals[$0.baseName.text] })
      else { return .visitChildren }
      if array.elements.isEmpty, let path = SyntaxHelpers.path(parts[0]) {
        cleared.insert(path)
        return .visitChildren
      }
      // `state.routes = [state.routes[0]]`, or `[first]` under `if let first = state.routes.first`: only the first route
      // kept, what `goBackToRoot()` does.
      if array.elements.count == 1, let only = array.elements.first?.expression, keepsFirstRoute(only, of: parts[0]) {
        changes.append(TCARouteChange(action: .back(.goBackToRoot), location: file.location(of: parts[2]), platforms: tags,
                                      staged: staged, owner: owner(parts[0]), block: Self.block(of: Syntax(node))))
        return .visitChildren
      }
      let read = array.elements.compactMap { FlowStacksExtractor.routeValue($0.expression, file: file) }
      if !read.isEmpty {
        var change = TCARouteChange(action: .setRoutes(read.map(\.0)), location: file.location(of: parts[2]), platforms: tags,
                                    staged: staged, owner: owner(parts[0]), block: Self.block(of: Syntax(node)))
        if read.count == 1, let screen = read.first?.1 { change.stateBuild = TCAStateBuilds.build(screen) }
        changes.append(change)
      }
      return .visitChildren
    }
  }
}
