import SwiftSyntax

extension TCAExtractor {
  /// Walks one TCACoordinators file with explicit context (see `ContextVisitor`).
  final class Visitor: ContextVisitor {
    var tca = TCAFacts()
    /// The view whose `TCARouter` closure is being read (its first switch maps screen cases to views).
    private var routerView: String?
    /// Reducer arms being read, innermost last: the screen their pattern names, whether an inner arm was kept.
    /// One entry per pattern of the arm (`case .a(.x), .b(.y):` handles actions of two screens).
    /// A pattern's `path` is its case names down to the innermost (`ResultArm.casePath`), read where it names a screen.
    private var arms: [(patterns: [ArmPattern], changes: [TCARouteChange], inner: Bool, handles: [String],
                        payloadName: String?, payload: String?)] = []
    private typealias ArmPattern = (screen: String?, chain: [String], path: [String])
    /// Names of routes properties in this file; nil in a file that imports only the Composable Architecture, where
    /// routers are not read and only a parent's changes to a child's routes (`state.child.routes`) are kept.
    let routeNames: Set<String>?
    /// TabViews whose tabs a helper of the view builds (`tabContentView()`): the selector's index and `View.helper`.
    var tabHelpers: [(selector: Int, function: String)] = []
    /// Bodies of the functions declared in this file, by `Type.name`, for those helpers.
    var functionBodies: [String: CodeBlockItemListSyntax] = [:]

    /// `if let child = store.scope(state: \.destination?.main, …) { … }` of the views, in the order written.
    var optionalCases: [(view: String, property: String, option: TCASelectorOption)] = []

    /// How many function declarations enclose the node: a `Reduce` closure inside one is read with the function.
    private var functionDepth = 0
    /// The type's function being read (outermost), whose arms are the function's.
    private var functionName: String?
    /// That function's parameters: their labels (`_` for none) by the names its code uses.
    private var functionParameters: [String: String] = [:]
    /// That function's parameters' declared types by the names its code uses (`GoalCoordinator.Action`).
    private var functionParameterTypes: [String: String] = [:]
    /// For each arm being read, the declared type of the function parameter its `switch` is over, for the outermost
    /// arm of a function switching on one (`func reduce(into state: inout State, action: Goal.Action) { switch action
    /// { … } }`); nil for any other arm. Kept beside `arms`.
    private var armSwitchedTypes: [String?] = []
    /// Whether the file's text hands the state on anywhere (`&state`): most files never do.
    private lazy var handsStateOn = file.mentions(["&state"])
    /// Route lists held in local constants of the function or arm being read, by name.
    private var localRoutes: [String: [RouteValue]] = [:]
    /// Names bound to a screen's action (`guard case .routeAction(_, action: let routeAction) = action`,
    /// `case .router(.routeAction(_, action: let action)):`), each with the code it is visible in: a `switch` on one
    /// there names screens. Outside it the same name is another value (the reducer's own `action`, which a nested
    /// binding shadows only inside its arm).
    private var screenActions: [(name: String, scope: Range<AbsolutePosition>)] = []

    /// `WithViewStore(store, observe: \.selectedTab) { viewStore in … }`: inside the closure its parameter is that
    /// property's value, each with the code it is visible in.
    var observed: [(name: String, property: String, scope: Range<AbsolutePosition>)] = []

    /// The reducer value whose declaration is being read (`TCAReducerValue.name`), and that declaration.
    var reducerValue: (name: String, node: SyntaxIdentifier)?

    /// The reducer the code being read belongs to: a `Reducer<…>` value being declared, else the enclosing type.
    private var reducerName: String? { reducerValue?.name ?? currentType }

    private func isScreenAction(_ name: String, at position: AbsolutePosition) -> Bool {
      screenActions.contains { $0.name == name && $0.scope.contains(position) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      localRoutes = [:]
      if let type = currentType, let body = node.body {
        functionBodies["\(type).\(node.name.text)"] = body.statements
        if node.signature.returnClause != nil, let cases = TCAExtractor.returnedCases(body) {
          tca.caseHelpers["\(type).\(node.name.text)"] = cases
        }
        if functionDepth == 0 {
          functionName = node.name.text
          functionParameters = [:]
          functionParameterTypes = [:]
          for parameter in node.signature.parameterClause.parameters {
            functionParameters[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
            if let type = SyntaxHelpers.typeRef(parameter.type) { functionParameterTypes[(parameter.secondName ?? parameter.firstName).text] = type.name }
          }
          if let reducer = reducerName, routeNames != nil { tca.helperDeclarations["\(reducer).\(node.name.text)", default: 0] += 1 }
          // Declared in a closure or a body (`func replaceRoot() { state.routes = […] }` inside `Reduce { state, action
          // in … }`): it changes the state it captures, for the arms that call it.
          if node.parent?.is(CodeBlockItemSyntax.self) == true, let reducer = reducerName {
            localFunctions.insert("\(reducer).\(node.name.text)")
          }
          readOutsideArms(Syntax(body), at: Syntax(node.name), function: node.name.text)
          // A helper's own sends (`func checkRegistration() -> EffectOf<Self> { .run { send in … } }`) run for
          // whichever arm calls it: an origin not known here.
          if routeNames != nil {
            for sent in TCAExtractor.sentActions(in: Syntax(body), file: file) {
              var fact = TCASentAction(reducer: reducerValue?.name ?? type, from: nil, handles: [], sent: sent.name, payload: sent.payload)
              fact.file = file.path
              fact.function = node.name.text
              if !tca.sentActions.contains(fact) { tca.sentActions.append(fact) }
            }
          }
        }
        if let factory = TCAStateBuilds.factory(node, in: type, file: file) { tca.stateFactories.append(factory) }
      }
      functionDepth += 1
      return super.visit(node)
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
      functionDepth -= 1
      if functionDepth == 0 { functionName = nil }
      super.visitPost(node)
    }

    /// Functions declared inside a reducer's closure or body, by `reducer.name`: calls of them run their captured
    /// changes of the state.
    private var localFunctions: Set<String> = []

    /// `handleHomeAction(into: &state, action: action)` / `self.handle(&state)` in a reducer: the state handed to
    /// one of its own functions, from the arm the call is made in; `replaceRoot()`, a local function capturing it.
    private func readHelperCall(_ node: FunctionCallExprSyntax) {
      guard handsStateOn || !localFunctions.isEmpty, let reducer = reducerName else { return }
      let handsState = handsStateOn && node.arguments.contains {
        $0.expression.as(InOutExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "state"
      }
      let name: String
      if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
        handsState || localFunctions.contains("\(reducer).\(reference.baseName.text)")
      {
        name = reference.baseName.text
      } else if handsState, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        name = member.declName.baseName.text
      } else {
        return
      }
      // `case .view(let viewAction): return handleViewAction(state: &state, action: viewAction)`: the action's payload
      // handed on.
      var passes: TCAHelperCall.PayloadHandOver?
      if let arm = arms.last, arm.handles.count == 1, let bound = arm.payloadName,
        let argument = node.arguments.first(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == bound })
      {
        passes = TCAHelperCall.PayloadHandOver(action: arm.handles[0], label: argument.label?.text ?? "_")
      }
      for pattern in arms.last?.patterns ?? [(nil, [], [])] {
        var call = TCAHelperCall(reducer: reducer, function: name, from: pattern.screen,
                                 inFunction: pattern.screen == nil ? functionName : nil, file: file.path)
        if pattern.screen == nil { call.passesPayload = passes }
        if !tca.helperCalls.contains(call) { tca.helperCalls.append(call) }
      }
    }

    /// Route changes of a reducer's helper (`func dismiss(state: inout State, …)`) or of a `Reduce` outside any
    /// `switch` arm: from the coordinator, as no screen's action is matched there.
    private func readOutsideArms(_ node: Syntax, at anchor: Syntax, function: String? = nil) {
      guard let reducer = reducerName else { return }
      // A closure's local functions are read as helpers of their own (`visit(FunctionDeclSyntax)`).
      let changes = TCAExtractor.changes(in: node, file: file, platforms: site(node).platforms, routes: routeNames ?? ["routes"],
                                         outsideArms: true, outsideFunctions: function == nil)
      guard !changes.isEmpty else { return }
      tca.reducerArms.append(TCAReducerArm(reducer: reducer, file: file.path, from: nil, changes: changes, location: file.location(of: anchor),
                                           function: function, partial: routeNames == nil))
    }

    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      // `if case`: its body; `guard case`: the rest of the block after the `guard`; elsewhere the enclosing block.
      let statement = node.parent?.parent?.parent
      var scope: Range<AbsolutePosition>?
      if let body = statement?.as(IfExprSyntax.self)?.body ?? statement?.as(WhileStmtSyntax.self)?.body {
        scope = body.position..<body.endPosition
      } else if let guardStatement = statement?.as(GuardStmtSyntax.self) {
        var block = guardStatement.parent
        while let current = block, !current.is(CodeBlockItemListSyntax.self) { block = current.parent }
        scope = guardStatement.endPosition..<(block?.endPosition ?? guardStatement.endPosition)
      }
      var block = Syntax(node).parent
      while let current = block, !current.is(CodeBlockItemListSyntax.self) { block = current.parent }
      noteScreenAction(in: Syntax(node.pattern), scope: scope ?? node.position..<(block?.endPosition ?? node.endPosition))
      return .visitChildren
    }

    /// `.routeAction(_, action: let routeAction)` / `case let .router(.routeAction(id: _, action: child))`: the name
    /// bound to the screen's action, which a later `switch` matches screen by screen.
    private func noteScreenAction(in pattern: Syntax, scope: Range<AbsolutePosition>) {
      for token in pattern.tokens(viewMode: .sourceAccurate) where token.text == "routeAction" {
        guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          let action = SyntaxHelpers.argument(call.arguments, "action") ?? call.arguments.last?.expression
        else { continue }
        let bound = action.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? action.as(PatternExprSyntax.self)?.pattern
        if let name = bound?.as(IdentifierPatternSyntax.self)?.identifier.text { screenActions.append((name, scope)) }
      }
    }

    init(file: ParsedFile, collectsDeclarations: Bool, routes: Set<String>?) {
      routeNames = routes
      super.init(file: file, collectsDeclarations: collectsDeclarations)
    }

    /// The property an `.init(…)` call is assigned to: `self.category = .init(…)`, `category = .init(…)`.
    static func assignedProperty(of node: FunctionCallExprSyntax) -> String? {
      guard node.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true,
        let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3
      else { return nil }
      let parts = Array(sequence.elements)
      guard parts[1].is(AssignmentExprSyntax.self), parts[2].id == node.id, let path = SyntaxHelpers.path(parts[0]),
        path.count == 1 || (path.count == 2 && path[0] == "self"), path != ["self"]
      else { return nil }
      return path.last
    }

    // MARK: Routers

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      let calledType = calledType
      readEffects(node)
      readHelperCall(node)
      // `Reduce { state, action in … }`, or TCA's first `Reducer { state, action, environment in … }` in a reducer value.
      if functionDepth == 0, let called = calledType?.baseName,
        called == "Reduce" || (reducerValue != nil && Self.reducerTypes.contains(called)), let closure = SyntaxHelpers.closure(node)
      {
        readOutsideArms(Syntax(closure.statements), at: Syntax(node))
      }
      if calledType?.baseName == "WithViewStore" { noteObserved(node) }
      if calledType?.baseName == "SwitchStore" { noteSwitchedState(node) }
      let tabBar = calledType?.baseName == "TabView" && !SwiftUIExtractor.isPaged(node)
      if let view = currentType, tabBar,
        let selection = SyntaxHelpers.argument(node.arguments, "selection").flatMap({ selectionProperty($0) })
      {
        let closure = SyntaxHelpers.closure(node)
        let options = closure.map { TCASelectorReader.taggedChildren($0.statements, file: file) } ?? []
        if options.isEmpty, let helper = closure.flatMap(TCASelectorReader.helperCall) {
          tabHelpers.append((tca.selectors.count, "\(view).\(helper)"))
        }
        tca.selectors.append(TCASelector(view: view, file: file.path, property: selection, kind: .tabs, options: options,
                                         location: file.location(of: node)))
        tca.selectors[tca.selectors.count - 1].everyTabTagged = closure.map { TabTags.everyTabTagged(SwiftUIExtractor.tabChildren($0.statements)) } ?? false
      } else if let view = currentType, tabBar, SyntaxHelpers.argument(node.arguments, "selection") == nil,
        let closure = SyntaxHelpers.closure(node)
      {
        let options = TCASelectorReader.untaggedChildren(closure.statements, file: file)
        if !options.isEmpty {
          var selector = TCASelector(view: view, file: file.path, property: "", kind: .tabs, options: options, location: file.location(of: node))
          selector.unbound = true
          tca.selectors.append(selector)
        }
      }
      guard let routeNames else {
        // A parent reducer of a file that imports only the Composable Architecture building a child coordinator's
        // state with its routes (`state.destination = .main(MainCoordinator.State(routes: [.root(.tabs(…))]))`): the
        // routes that coordinator starts with, read where the state's type is written out (`X.State`, or a state type
        // of TCACoordinators' first API, `BCoordinatorState(routes: [.root(.b1(…))])`: Swift reads `.root(…)` as a
        // member of the parameter's type, `Route`, without the file importing the library).
        if let type = calledType?.name, type.hasSuffix("State"), RawNames.hasArgument(node, labelledIn: Self.stateRouteLabels) {
          for arg in node.arguments where arg.label.map({ Self.stateRouteLabels.contains($0.text) }) ?? false {
            for values in routeLists(arg.expression) { tca.initial.append(TCAInitialRoutes(type: type, routes: values, file: file.path)) }
          }
        } else if calledType == nil, let owner = currentType, let property = Self.assignedProperty(of: node),
          RawNames.hasArgument(node, labelledIn: Self.stateRouteLabels)
        {
          // `self.category = .init(routes: [.root(.category(…))])` in a parent's state: the state of the property's type.
          for arg in node.arguments where arg.label.map({ Self.stateRouteLabels.contains($0.text) }) ?? false {
            for values in routeLists(arg.expression) {
              tca.initial.append(TCAInitialRoutes(type: nil, routes: values, file: file.path, heldIn: "\(owner).\(property)"))
            }
          }
        }
        return .visitChildren
      }
      // Labels checked over the raw tree first: most calls name no routes property. Another coordinator's state written
      // out (`SetupCoordinator.State(tokenURL: url, states: [.root(…)])`) names its own routes property, which may
      // differ from this file's (TCACoordinators' `routes`, or `states` as its early versions called them).
      let otherState = calledType.map { $0.name != currentType && $0.baseName == "State" && $0.name.hasSuffix(".State") } ?? false
      let labels = otherState ? routeNames.union(Self.stateRouteLabels) : routeNames
      if RawNames.hasArgument(node, labelledIn: labels) {
        for arg in node.arguments where arg.label.map({ labels.contains($0.text) }) ?? false {
          let lists = routeLists(arg.expression)
          for values in lists.isEmpty ? arg.expression.as(DeclReferenceExprSyntax.self).flatMap({ localRoutes[$0.baseName.text] }).map({ [$0] }) ?? [] : lists {
            // `State(routes: [...])` / `Self(routes:)` inside the reducer's own `State` names that state; `.init(routes:
            // [...])` too, but not as another call's argument (`push(.feed(.init(routes: […])))` builds a child's state).
            var type = calledType?.name
            if type == nil, node.parent?.is(LabeledExprSyntax.self) == true {
              // The payload of a screen case (`.feed(.init(routes: …))`): the routes of the child that case shows.
              if let reducer = reducerName, let outer = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let member = outer.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
              {
                tca.childRoutes.append(TCAChildRoutes(reducer: reducer, screenCase: member.declName.baseName.text, routes: values,
                                                      location: file.location(of: node)))
              }
              continue
            }
            // Assigned to a property of the state (`self.category = .init(routes: …)`): the property's type's routes.
            if type == nil, let owner = currentType, let property = Self.assignedProperty(of: node) {
              tca.initial.append(TCAInitialRoutes(type: nil, routes: values, file: file.path, heldIn: "\(owner).\(property)"))
              continue
            }
            if type == nil || type == "Self" || (type == "State" && currentType?.hasSuffix(".State") == true) { type = currentType }
            var initial = TCAInitialRoutes(type: type, routes: values, file: file.path)
            if type == currentType { initial.arm = TCAStateBuilds.factoryArm(of: node) }
            tca.initial.append(initial)
          }
        }
      }
      guard calledType?.baseName == "TCARouter", let view = currentType,
        let closure = SyntaxHelpers.closure(node)
      else { return .visitChildren }
      var store: [String]?
      if let first = node.arguments.first?.expression {
        if let scope = first.as(FunctionCallExprSyntax.self), let m = scope.calledExpression.as(MemberAccessExprSyntax.self),
          let base = m.base
        {
          store = SyntaxHelpers.path(base)
        } else {
          store = SyntaxHelpers.path(first)
        }
      }
      tca.routers.append(TCARouterDecl(view: view, file: file.path, store: store?.first, location: file.location(of: node),
                                       insideNavigation: navigationDepth > 0))
      for arg in node.arguments where arg.expression.id != ExprSyntax(closure).id { walk(arg.expression) }
      routerView = view
      let before = tca.screenArms.count
      walk(closure)
      routerView = nil
      if tca.screenArms.count == before { tca.screenArms += Self.caseLetArms(in: closure, view: view, file: file) }
      return .skipChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      guard let view = routerView else {
        // A switch whose only arm is `default:` chooses nothing (its views are read where they are chosen).
        if let owner = currentType, node.cases.contains(where: { $0.as(SwitchCaseSyntax.self)?.label.is(SwitchCaseLabelSyntax.self) == true }),
          let property = observedProperty(node.subject) ?? TCASelectorReader.storeProperty(node.subject) ?? selectionProperty(node.subject)
        {
          let options = TCASelectorReader.switchOptions(node, file: file)
          let own = node.cases.first { TCASelectorReader.buildsRouter(Syntax($0)) }
          tca.selectors.append(TCASelector(
            view: owner, file: file.path, property: property, kind: .state, options: options,
            ownRouter: own.flatMap { $0.as(SwitchCaseSyntax.self) }.flatMap { c in options.first { $0.location == file.location(of: c) }?.value },
            location: file.location(of: node)))
        }
        return super.visit(node)
      }
      routerView = nil
      walk(node.subject)
      if let last = tca.routers.indices.last, tca.routers[last].view == view,
        node.cases.contains(where: { $0.as(SwitchCaseSyntax.self)?.label.is(SwitchDefaultLabelSyntax.self) == true })
      {
        tca.routers[last].showsOtherCases = true
      }
      for item in node.cases {
        guard let switchCase = item.as(SwitchCaseSyntax.self) else { walk(item); continue }
        if case .case(let label) = switchCase.label {
          self.names.scan(label, in: currentType, members: false)
          let names = label.caseItems.compactMap { FlowStacksExtractor.Visitor.patternPath($0.pattern)?.first }
          if !names.isEmpty {
            let views = SyntaxHelpers.viewsBuilt(in: Syntax(switchCase.statements)) + Self.caseLetViews(in: Syntax(switchCase.statements))
            var arm = TCAScreenArm(view: view, cases: names, views: views, location: file.location(of: switchCase))
            if names.count == 1, let name = names.first, file.mentions(["CaseLet"], in: switchCase.position..<switchCase.endPosition) {
              arm.actionCase = Self.caseLetAction(in: Syntax(switchCase.statements), stateCase: name)
            }
            arm.traps = Self.traps(switchCase.statements)
            tca.screenArms.append(arm)
          }
        }
        walk(switchCase.statements)
      }
      return .skipChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
      if let owner = currentType, let (property, option) = TCASelectorReader.optionalCaseOption(node, file: file) {
        optionalCases.append((owner, property, option))
      }
      if let owner = currentType, let (property, options) = TCASelectorReader.ifOptions(node, file: file), !ViewChoice.insideAnotherChoice(node) {
        let own = TCASelectorReader.buildsRouter(Syntax(node.body)) ? options.first?.value : nil
        tca.selectors.append(TCASelector(view: owner, file: file.path, property: property, kind: .state, options: options,
                                         ownRouter: own, location: file.location(of: node)))
      }
      return super.visit(node)
    }

    /// `state.selectedTab = .profile` / `= tab` / `state.isLoggedIn = true`, in a reducer.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      let parts = Array(node.elements)
      // `self.routes = routes ?? [.root(.intro(…))]` in the state's `init`: the routes it starts with.
      if context.member == "init", parts.count >= 3, parts[1].is(AssignmentExprSyntax.self), let names = routeNames,
        let name = SyntaxHelpers.path(parts[0])?.last, names.contains(name), let last = parts.last,
        parts.count == 3 || (parts.count == 5 && parts[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "??")
      {
        for values in routeLists(last) { tca.initial.append(TCAInitialRoutes(type: currentType, routes: values, file: file.path)) }
      }
      // `self.routes = isLoggedIn ? [.root(.tabs(…))] : [.root(.signIn(…))]`: either list is what the state starts with.
      if context.member == "init", parts.count == 5, parts[1].is(AssignmentExprSyntax.self), let names = routeNames,
        let name = SyntaxHelpers.path(parts[0])?.last, names.contains(name), let ternary = parts[3].as(UnresolvedTernaryExprSyntax.self)
      {
        for branch in [ternary.thenExpression, parts[4]] {
          for values in routeLists(branch) { tca.initial.append(TCAInitialRoutes(type: currentType, routes: values, file: file.path)) }
        }
      }
      // `state.tab = .profile`, or the whole state of an enum of phases (`state = .mainTab(.init())`, `state = newState`),
      // which a view's `switch store.state` selects by.
      if parts.count == 3, parts[1].is(AssignmentExprSyntax.self), let reducer = reducerName,
        let path = SyntaxHelpers.path(parts[0]), path.first == "state", path.count <= 2, let property = path.last,
        !TCASelectorReader.reassignsSameValue(node, property: property, value: parts[2])
      {
        let written = parts[2].as(FunctionCallExprSyntax.self).map { ExprSyntax($0.calledExpression) } ?? parts[2]
        let setsRoutes = arms.last?.changes.contains { change in
          guard change.owner.isEmpty else { return false }
          switch change.action {
          case .setRoutes, .startOver: return true
          case .edge, .back: return false
          }
        } ?? false
        for pattern in arms.last?.patterns ?? [(nil, [], [])] {
          var assignment = TCAStateAssignment(
            reducer: reducer, file: file.path, property: property, value: TCASelectorReader.caseName(written),
            from: pattern.screen, chain: pattern.chain, location: file.location(of: parts[2]), platforms: site(node).platforms)
          assignment.setsRoutes = setsRoutes
          if pattern.screen == nil { assignment.handles = arms.last?.handles ?? [] }
          assignment.switchedType = armSwitchedTypes.first ?? nil
          // `case let .show(phase): state.phase = phase`: the value is what the sends of `show` carry.
          if assignment.value == nil, arms.count == 1, let arm = arms.last, arm.handles.count == 1, let bound = arm.payloadName,
            parts[2].as(DeclReferenceExprSyntax.self)?.baseName.text == bound
          {
            assignment.payloadOf = arm.handles[0]
          }
          tca.assignments.append(assignment)
        }
      }
      return .visitChildren
    }

    // MARK: Reducers

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      if arms.isEmpty { localRoutes = [:] }
      var patterns: [ArmPattern] = []
      // `switch routeAction { case .home(.triggerSetup): … }` after `guard case .routeAction(_, action: let routeAction)`.
      let subject = node.parent?.parent?.as(SwitchExprSyntax.self)?.subject.as(DeclReferenceExprSyntax.self)?.baseName.text
      let onScreenAction = subject.map { isScreenAction($0, at: node.position) } ?? false
      if case .case(let label) = node.label { noteScreenAction(in: Syntax(label), scope: node.position..<node.endPosition) }
      if case .case(let label) = node.label {
        for item in label.caseItems {
          let pattern = Syntax(item.pattern)
          let direct = onScreenAction ? FlowStacksExtractor.Visitor.patternPath(item.pattern)?.first : nil
          // Only a `.routeAction(…)` in the pattern names a screen: most arms of most switches have none, and their
          // text, a few bytes, says so before any walk of the pattern.
          let routed = direct == nil && file.mentions(["routeAction"], in: pattern.position..<pattern.endPosition)
          let found = (direct ?? (routed ? TCAExtractor.routeActionScreen(pattern) : nil),
                       direct.map { [$0] } ?? (routed ? TCAExtractor.routeActionChain(pattern) : []),
                       routed ? ResultArm.expression(of: item.pattern).flatMap(ResultArm.casePath)?.path ?? [] : [])
          if !patterns.contains(where: { $0.screen == found.0 }) { patterns.append(found) }
        }
      }
      // An arm naming no screen (a nested `switch`) inherits the enclosing arm's; an outermost one handles the
      // reducer's own actions its pattern names (`case .sessionExpired:`).
      var handles: [String] = []
      var payloadName: String?, payload: String?
      if patterns.allSatisfy({ $0.screen == nil }) {
        if let outer = arms.last {
          patterns = outer.patterns
          handles = outer.handles
          // `case .moveTo(let step): switch step { case .home: … }`: the arm for one payload of the outer action.
          if let name = outer.payloadName, subject == name, case .case(let label) = node.label, label.caseItems.count == 1,
            let item = label.caseItems.first
          {
            payload = FlowStacksExtractor.Visitor.patternPath(item.pattern)?.first
          }
        } else {
          patterns = [(nil, [], [])]
          if case .case(let label) = node.label {
            handles = label.caseItems.compactMap { FlowStacksExtractor.Visitor.patternPath($0.pattern)?.first }
            if label.caseItems.count == 1, let item = label.caseItems.first {
              payloadName = TCAExtractor.boundPayload(item.pattern)
              // `case .delegate(.showDetail(let id)):` runs only for that case of the action's payload: an arm sending
              // `.delegate(.setTabBar(…))` does not reach it.
              if let path = FlowStacksExtractor.Visitor.patternPath(item.pattern), path.count > 1 { payload = path[1] }
            }
          }
        }
      }
      let changes = TCAExtractor.changes(in: Syntax(node.statements), file: file, platforms: site(node).platforms,
                                        routes: routeNames ?? ["routes"])
      if let reducer = reducerName, routeNames != nil {
        for sent in TCAExtractor.sentActions(in: Syntax(node.statements), file: file) {
          for pattern in patterns {
            var fact = TCASentAction(reducer: reducer, from: pattern.screen, handles: handles, sent: sent.name, payload: sent.payload)
            fact.after = sent.after
            fact.file = file.path
            if !tca.sentActions.contains(fact) { tca.sentActions.append(fact) }
          }
        }
      }
      armSwitchedTypes.append(functionName != nil && arms.isEmpty ? subject.flatMap { functionParameterTypes[$0] } : nil)
      arms.append((patterns, changes, false, handles, payloadName, payload))
      return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
      super.visitPost(node)
      let switchedType = armSwitchedTypes.popLast() ?? nil
      guard let arm = arms.popLast() else { return }
      // The innermost arm that changes routes is kept: an outer arm's changes are the inner arm's.
      let kept = !arm.inner && !arm.changes.isEmpty
      if kept, let reducer = reducerName {
        // Runs on behalf of the arms sending its action only when its changes are not in branches of their own;
        // an arm for one payload case directly inside the arm handling the action (`case .moveTo(let screen):
        // switch screen { case .home: push(.home) … }`) runs for the senders passing that case.
        let own = "\(node.position.utf8Offset)"
        let unconditional = arm.changes.allSatisfy { $0.block == own }
        let forPayload = arm.payload != nil && arms.count == 1
        let handles = (arms.isEmpty || forPayload) && unconditional ? arm.handles : []
        // The outermost arm of a function switching on one of its parameters (`switch action {`).
        let subject = node.parent?.parent?.as(SwitchExprSyntax.self)?.subject.as(DeclReferenceExprSyntax.self)?.baseName.text
        let switched = functionName != nil && arms.isEmpty ? subject.flatMap { functionParameters[$0] } : nil
        for pattern in arm.patterns {
          var fact = TCAReducerArm(reducer: reducer, file: file.path, from: pattern.screen, changes: arm.changes,
                                   location: file.location(of: node), chain: pattern.chain, path: pattern.path,
                                   handles: handles, function: functionName,
                                   payload: (forPayload || arms.isEmpty) && unconditional ? arm.payload : nil,
                                   payloadBinding: arms.isEmpty && unconditional ? arm.payloadName : nil,
                                   partial: routeNames == nil)
          fact.switchedParameter = switched
          fact.switchedType = switchedType
          tca.reducerArms.append(fact)
        }
      }
      if kept || arm.inner, !arms.isEmpty { arms[arms.count - 1].inner = true }
    }

    /// The end of a reducer value's declaration (`readReducerValue`).
    override func visitPost(_ node: VariableDeclSyntax) {
      if reducerValue?.node == node.id { reducerValue = nil }
      super.visitPost(node)
    }

    // MARK: Initial routes

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      readReducerValue(node)
      // A computed property's getter builds views like a helper function (`private var tabs: some View { Group { … } }`).
      if let type = currentType {
        for binding in node.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            case .getter(let body)? = binding.accessorBlock?.accessors
          else { continue }
          functionBodies["\(type).\(name)"] = body
        }
      }
      // A local (`let routes: [Route<ImportScreen.State>] = [.root(.pickFile(…))]` in an arm) is not the state's
      // property: kept by name for the state built with it (`ImportCoordinator.State(routes: routes)`).
      let member = node.parent?.is(MemberBlockItemSyntax.self) == true
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, member || routeNames != nil,
          member ? routeNames?.contains(name) == true : true,
          let value = binding.initializer?.value, value.is(ArrayExprSyntax.self), let values = routeList(value)
        else { continue }
        if member {
          for values in routeLists(value) { tca.initial.append(TCAInitialRoutes(type: currentType, routes: values, file: file.path)) }
        } else {
          localRoutes[name] = values
        }
      }
      return super.visit(node)
    }

    /// `init(routes: [Route<Screen.State>] = [.root(.home(.init()))])`.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      if let type = currentType, let factory = TCAStateBuilds.factory(node, in: type, file: file) { tca.stateFactories.append(factory) }
      for parameter in node.signature.parameterClause.parameters where parameter.firstName.text == "routes" && routeNames != nil {
        for values in parameter.defaultValue.map({ routeLists($0.value) }) ?? [] {
          tca.initial.append(TCAInitialRoutes(type: currentType, routes: values, file: file.path))
        }
      }
      return super.visit(node)
    }

    /// The names a coordinator's state gives its routes in the sources read (`routes`; `states` in early code).
    static let stateRouteLabels: Set<String> = ["routes", "states"]

    /// The route lists a state can be built with from an array: one, or two where the first route whose screen a
    /// ternary picks (`.root(useB ? .introB(s) : .intro(s))`, or a constant declared so just above: `let screen = useB ?
    /// … : …`) is either case: Swift evaluates one branch, so the state starts with one list or the other.
    private func routeLists(_ expression: ExprSyntax) -> [[RouteValue]] {
      guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
      var lists: [[RouteValue]] = [[]]
      for element in array.elements {
        guard let (value, destination) = FlowStacksExtractor.routeValue(element.expression, file: file) else { continue }
        let options = lists.count == 1 ? Self.ternaryCases(destination) : []
        lists = options.isEmpty ? lists.map { $0 + [value] } : options.flatMap { option in
          lists.map { list in
            var picked = value
            picked.destination = .path(option)
            return list + [picked]
          }
        }
      }
      return lists.filter { !$0.isEmpty }
    }

    /// The two cases `condition ? .a(…) : .b(…)` picks between (read through a `let` of the same block holding it).
    private static func ternaryCases(_ expression: ExprSyntax) -> [[String]] {
      var expression = expression
      if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, SyntaxHelpers.startsLowercase(name),
        let value = SyntaxHelpers.blockConstant(name, before: Syntax(expression))
      {
        expression = value
      }
      guard let parts = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count >= 3,
        let ternary = parts[parts.count - 2].as(UnresolvedTernaryExprSyntax.self), let last = parts.last,
        let then = FlowStacksExtractor.casePath(ternary.thenExpression), let otherwise = FlowStacksExtractor.casePath(last)
      else { return [] }
      return [then.path, otherwise.path]
    }

    private func routeList(_ expression: ExprSyntax) -> [RouteValue]? {
      guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
      let values = array.elements.compactMap { FlowStacksExtractor.routeValue($0.expression, file: file)?.0 }
      return values.isEmpty ? nil : values
    }
  }
}
