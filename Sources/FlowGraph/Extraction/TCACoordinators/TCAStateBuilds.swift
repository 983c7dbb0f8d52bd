import SwiftSyntax

/// A parent that re-creates a child's state with a property chosen: `state.routes.push(.tabs(.initState(from:
/// .map)))` in the arm handling an action of that same tabs screen (`.routeAction(_, .tabs(.bucket(…)))`) shows
/// the map tab of a new tab view, which to the user is a switch from the tab they were on to the map tab.
///
/// Read from the code, not guessed: the state is built by its initializer with the property as an argument
/// (`.init(selectedTab: .map)`, `TabsFeature.State(selectedTab: .map)`: Swift's memberwise initializer takes each
/// stored property by its name) or by a function of the state type that sets the property from one of its
/// parameters or to a case (`static func initState(from tab: Tab) -> Self { Self(…, selectedTab: tab) }`,
/// `init(tab: Tab) { self.selectedTab = tab }`). Anything else (a variable, a computed value, a function whose
/// body does more than build the state) gives nothing.
enum TCAStateBuilds {
  // MARK: Extraction

  /// The state build inside a screen value: `.tabs(ARGUMENT)` with `ARGUMENT` a call of the state's initializer or of
  /// one of its static functions.
  static func build(_ screen: ExprSyntax) -> TCAStateBuild? {
    guard let call = screen.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label == nil,
      call.arguments.count == 1, let built = first.expression.as(FunctionCallExprSyntax.self)
    else { return nil }
    let function: String
    if SyntaxHelpers.typeRef(expression: built.calledExpression) != nil {
      // `TabsFeature.State(…)`, `State(…)`.
      function = "init"
    } else if let member = built.calledExpression.as(MemberAccessExprSyntax.self) {
      // `.initState(…)`, `.init(…)`, `TabsFeature.State.initState(…)`; a call on a value (`model.make(…)`) has a
      // base that is no type.
      guard member.base.map({ SyntaxHelpers.typeRef(expression: $0) != nil }) ?? true else { return nil }
      function = member.declName.baseName.text
    } else {
      return nil
    }
    // Kept with no case among its arguments too (`.make()`, `.make(kind: kind)`): which function builds the state, and
    // that it is given no case, is what `reachedArms` reads.
    let arguments = built.arguments.map { CallArgument(label: $0.label?.text, value: caseName($0.expression)) }
    return TCAStateBuild(function: function, arguments: arguments)
  }

  /// `.map`, `Tab.map`: the case an argument passes (not a call, not a value).
  private static func caseName(_ expression: ExprSyntax) -> String? {
    guard expression.is(MemberAccessExprSyntax.self), let read = FlowStacksExtractor.casePath(expression), read.path.count == 1 else {
      return nil
    }
    return read.path.first
  }

  /// `static func name(…) -> Self { Self(a: p, b: .x) }` (also `return State(…)`, `.init(…)`), in `type`.
  static func factory(_ node: FunctionDeclSyntax, in type: String, file: ParsedFile) -> TCAStateFactory? {
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }), let body = node.body,
      body.statements.count == 1, let item = body.statements.first?.item
    else { return nil }
    let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    guard let call = returned?.as(FunctionCallExprSyntax.self), buildsOwnType(call, type: type) else { return nil }
    let parameters = ParameterDecl.list(node.signature.parameterClause)
    let names = Set(parameters.map(\.name))
    let settings = call.arguments.compactMap { argument in
      argument.label.flatMap { setting($0.text, to: argument.expression, parameters: names) }
    }
    guard !settings.isEmpty else { return nil }
    return TCAStateFactory(type: type, function: node.name.text, parameters: parameters, settings: settings,
                           location: file.location(of: node.name))
  }

  /// The arm a state's routes are written in, when that is an arm of `switch` on a parameter of a static function of
  /// the state (`static func initialState(mode: Mode = .chat) -> Self { switch mode { case .add: return Self(routes: …)
  /// … } }`) whose patterns are all plain cases; nil anywhere else (inside a closure, under a `where`, a switch on
  /// anything but a parameter).
  static func factoryArm(of call: FunctionCallExprSyntax) -> TCAFactoryArm? {
    var arm: SwitchCaseSyntax?
    var node = Syntax(call).parent
    while let current = node {
      if current.is(ClosureExprSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(AccessorBlockSyntax.self) { return nil }
      if let function = current.as(FunctionDeclSyntax.self) {
        guard let arm, function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
          let switchExpr = arm.parent?.parent?.as(SwitchExprSyntax.self),
          let subject = switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
          let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == subject })
        else { return nil }
        var cases: [String] = []
        switch arm.label {
        case .default: break
        case .case(let label):
          for item in label.caseItems {
            guard item.whereClause == nil, let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
              let name = caseName(expression)
            else { return nil }
            cases.append(name)
          }
        }
        return TCAFactoryArm(function: function.name.text, label: parameter.firstName.text,
                             defaultCase: parameter.defaultValue.flatMap { caseName($0.value) }, cases: cases)
      }
      // The innermost arm only: an arm of a switch on something else inside it leaves the routes unknown.
      if let found = current.as(SwitchCaseSyntax.self) {
        if arm != nil { return nil }
        arm = found
      }
      node = current.parent
    }
    return nil
  }

  /// `init(tab: Tab, …) { self.selectedTab = tab; … }`: the properties it sets from parameters or to cases. Every
  /// initializer is kept, setting nothing known or not: a type that declares one has no memberwise initializer.
  static func factory(_ node: InitializerDeclSyntax, in type: String, file: ParsedFile) -> TCAStateFactory? {
    let parameters = ParameterDecl.list(node.signature.parameterClause)
    let names = Set(parameters.map(\.name))
    var settings: [TCAStateFactory.Setting] = []
    for statement in node.body?.statements ?? [] {
      guard let parts = statement.item.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
        parts[1].is(AssignmentExprSyntax.self), let path = SyntaxHelpers.path(parts[0]), path.count == 1, let property = path.first
      else { continue }
      if let setting = setting(property, to: parts[2], parameters: names) { settings.append(setting) }
    }
    return TCAStateFactory(type: type, function: "init", parameters: parameters, settings: settings,
                           location: file.location(of: node.initKeyword))
  }

  /// A property set from one of the function's parameters (`selectedTab: tab`) or to a case (`selectedTab: .map`).
  private static func setting(_ property: String, to value: ExprSyntax, parameters: Set<String>) -> TCAStateFactory.Setting? {
    if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(name) {
      return .init(property: property, parameter: name, value: nil)
    }
    return caseName(value).map { .init(property: property, parameter: nil, value: $0) }
  }

  /// `Self(…)`, `Self.init(…)`, `.init(…)`, `State(…)` inside `Feature.State`.
  private static func buildsOwnType(_ call: FunctionCallExprSyntax, type: String) -> Bool {
    var called = call.calledExpression
    if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
      guard let base = member.base else { return true }
      called = base
    }
    guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    return name == "Self" || name == type.split(separator: ".").last.map(String.init)
  }

  // MARK: Linking

  /// The selections a parent's route changes set by re-creating a screen's state, as assignments of the
  /// selection's property from the screen whose action the arm handles inside that screen.
  static func assignments(_ facts: TCAFacts, selections: [TCASelection], byView: [String: String]) -> [TCAStateAssignment] {
    var found: [TCAStateAssignment] = []
    for arm in facts.reducerArms {
      guard let from = arm.from else { continue }
      for change in arm.changes where change.owner.isEmpty {
        guard let build = change.stateBuild, addedScreen(change) == from else { continue }
        // The views the arm's coordinator shows for that screen, and the selection among them.
        let views = Set(facts.screenArms.filter { byView[$0.view] == arm.reducer && $0.cases.contains(from) }.flatMap(\.views))
        for selection in selections where views.contains(selection.selector.view) {
          guard let value = value(of: selection.selector.property, in: build, state: selection.reducer + ".State", facts: facts),
            selection.options.contains(where: { $0.value == value })
          else { continue }
          // The arm's chain goes on inside the re-created screen: its next screen is the one acted in, shown by the
          // option the pattern names right after that screen (`.tabs(.bucket(.routeAction(_, .main(…))))`).
          let inner = arm.chain.first == from ? Array(arm.chain.dropFirst()) : arm.chain
          let option = arm.path.firstIndex(of: from).flatMap { arm.path.indices.contains($0 + 1) ? arm.path[$0 + 1] : nil }
          found.append(TCAStateAssignment(
            reducer: selection.reducer, file: arm.file, property: selection.selector.property, value: value, from: inner.first,
            chain: inner, option: option.flatMap { name in selection.options.contains { $0.value == name } ? name : nil },
            location: change.location, platforms: change.platforms))
        }
      }
    }
    return found
  }

  /// A coordinator's starting routes with the arms of its state's factory (`TCAFactoryArm`) that no build of its state
  /// selects left out: Swift runs only the arm of the case a call passes (or the parameter's default), so a root written
  /// in an arm no call reaches (`case .add:` where every parent pushes `.channel(.initialState(mode: .chat))`) is never
  /// shown. Known only when every route any parent adds the coordinator's screen with builds its state through that
  /// function, passing a case for the parameter or leaving it to a default case; anything else (a state built another
  /// way, a value passed, the screen a root of a parent, no parent found, the state held by a property or an enum case
  /// that is no parent's screen) keeps every arm.
  static func reachedArms(_ initial: [TCAInitialRoutes], coordinator id: String, facts: TCAFacts,
                          byView: [String: String], types: [TypeDecl]) -> [TCAInitialRoutes] {
    let arms = Set(initial.compactMap(\.arm).map { [$0.function, $0.label] })
    guard arms.count == 1, let arm = initial.compactMap(\.arm).first else { return initial }
    let states = Set(initial.compactMap { $0.arm == nil ? nil : $0.type })
    // The parents' screen cases whose view is this coordinator's router.
    var shownAs: [(parent: String, screen: String)] = []
    for router in facts.routers {
      guard let parent = byView[router.view], parent != id else { continue }
      for screenArm in facts.screenArms where screenArm.view == router.view && screenArm.views.contains(where: { byView[$0] == id }) {
        shownAs += screenArm.cases.map { (parent, $0) }
      }
    }
    let screens = Set(shownAs.map(\.screen))
    // Held anywhere else (a tab's property, a destination's case), the state may be built there with any case.
    // A store of the state (`StoreOf<Child>`, `Store<Child.State, Child.Action>`) is a view's, not a holder; generic
    // arguments are read a few levels deep (`[Child.State]?`, `PresentationState<Child.State>`).
    func names(_ type: TypeRef, depth: Int = 0) -> Bool {
      states.contains(type.name)
        || (depth < 4 && !type.name.hasSuffix("Store") && !type.name.hasPrefix("StoreOf") && type.arguments.contains { names($0, depth: depth + 1) })
    }
    let heldElsewhere = types.contains { type in
      type.properties.contains { $0.type.map { names($0) } ?? false }
        || type.cases.contains { enumCase in
          !screens.contains(enumCase.name) && enumCase.associated.contains { names($0) || $0.name == id }
        }
    }
    guard !shownAs.isEmpty, !heldElsewhere,
      !facts.initial.contains(where: { other in
        !initial.contains(other) && other.routes.contains { firstCase($0.destination).map(screens.contains) ?? false }
      }),
      !facts.childRoutes.contains(where: { screens.contains($0.screenCase) })
    else { return initial }
    var selected: Set<String> = []
    for (parent, screen) in shownAs {
      for reducerArm in facts.reducerArms where reducerArm.reducer == parent {
        for change in reducerArm.changes where change.owner.isEmpty {
          let adds: Bool
          switch change.action {
          case .edge(_, _, let added): adds = added == screen
          case .setRoutes(let values): adds = values.contains { firstCase($0.destination) == screen }
          case .back, .startOver: adds = false
          }
          guard adds else { continue }
          guard addedScreen(change) == screen, let build = change.stateBuild, build.function == arm.function else { return initial }
          if let argument = build.arguments.first(where: { $0.label == arm.label }) {
            guard let value = argument.value else { return initial }
            selected.insert(value)
          } else {
            guard let value = arm.defaultCase else { return initial }
            selected.insert(value)
          }
        }
      }
    }
    guard !selected.isEmpty else { return initial }
    let kept = initial.filter { entry in
      guard let entryArm = entry.arm, !entryArm.cases.isEmpty else { return true }
      return !selected.isDisjoint(with: entryArm.cases)
    }
    return kept.contains(where: { !$0.routes.isEmpty }) ? kept : initial
  }

  private static func firstCase(_ destination: Destination) -> String? {
    if case .path(let path) = destination { return path.first }
    return nil
  }

  /// The one screen a change adds: a push's, or the only route a change of the whole routes sets.
  private static func addedScreen(_ change: TCARouteChange) -> String? {
    switch change.action {
    case .edge(_, _, let screen): return screen
    case .setRoutes(let values):
      guard values.count == 1, case .path(let path)? = values.first?.destination else { return nil }
      return path.first
    case .back, .startOver: return nil
    }
  }

  /// The case the build sets the property to: through the state type's function of that name whose parameter
  /// labels the build's arguments match, else (an initializer none is declared for) the memberwise argument.
  private static func value(of property: String, in build: TCAStateBuild, state: String, facts: TCAFacts) -> String? {
    let labels = build.arguments.map(\.label)
    // Each factory the build can call, with the argument each of its parameters takes (nil: left to its default).
    let factories = facts.stateFactories.compactMap { factory -> (TCAStateFactory, [Int?])? in
      guard isType(factory.type, state), factory.function == build.function,
        let taken = arguments(labels, for: factory.parameters)
      else { return nil }
      return (factory, taken)
    }
    if factories.count > 1 { return nil }
    if let (factory, taken) = factories.first {
      guard let setting = factory.settings.first(where: { $0.property == property }) else { return nil }
      if let value = setting.value { return value }
      guard let index = factory.parameters.firstIndex(where: { $0.name == setting.parameter }), let argument = taken[index] else { return nil }
      return build.arguments[argument].value
    }
    guard build.function == "init", !facts.stateFactories.contains(where: { $0.function == "init" && isType($0.type, state) })
    else { return nil }
    return build.arguments.first { $0.label == property }?.value
  }

  /// Which argument of a call each parameter takes, in order, where the call's labels match the parameters' with some
  /// parameters that have a default left out (`init(selectedTab: Tab = .home, filter: String = "")` called as
  /// `.init(selectedTab: .map)`); nil when they do not match.
  private static func arguments(_ labels: [String?], for parameters: [ParameterDecl]) -> [Int?]? {
    var taken: [Int?] = []
    var next = 0
    for parameter in parameters {
      if next < labels.count, labels[next] == parameter.label {
        taken.append(next)
        next += 1
      } else if parameter.hasDefault {
        taken.append(nil)
      } else {
        return nil
      }
    }
    return next == labels.count ? taken : nil
  }

  /// Whether a type as one file writes it (`State` inside an extension, `TabsFeature.State`) is the state type.
  private static func isType(_ written: String, _ state: String) -> Bool {
    written == state || state.hasSuffix("." + written) || written.hasSuffix("." + state)
  }
}
