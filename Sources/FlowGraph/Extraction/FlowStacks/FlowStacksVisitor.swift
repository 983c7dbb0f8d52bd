import SwiftSyntax

extension FlowStacksExtractor {
  /// Walks one file with explicit context; see `ContextVisitor` for types, members, units and platforms.
  final class Visitor: ContextVisitor {
    var flowFacts = FlowStacksFacts()
    private let enabled: Bool
    /// `withDelaysIfUnsupported { $0.push(...) }`: closure parameter names standing for a routes path.
    var aliases: [(names: Set<String>, path: [String]?)] = []
    /// Builders whose closure is being read: a `switch` directly inside maps cases to screens.
    private var builders: [ScreenContext?] = []

    init(file: ParsedFile) {
      enabled = FlowStacksExtractor.reads(file)
      super.init(file: file, collectsDeclarations: true)
    }

    var staged: Bool { !aliases.isEmpty }
    /// The parameters of each enclosing function (nil for other members), and the enclosing closures.
    var methodParameters: [[MethodParameter]?] = []
    var closures: [ClosureExprSyntax] = []
    /// Routes emptied in an update (`routes.removeAll()`, `routes = []`), keyed by unit and path, until a route is added.
    private var cleared: Set<String> = []
    /// Routes one route was popped from in an update (`routes.pop()`, `goBack()`), keyed as `cleared`, until a route
    /// is added.
    private var popped: [String: (change: Int, branch: String)] = [:]
    /// Routes a `dismiss()` was called on, by `clearKey`, with its branch, until a route is added (`afterDismiss`).
    private var dismissed: [String: String] = [:]

    /// Whether code in `later` runs after code in `earlier` in the same update: the same branch, or one inside it (not
    /// the other branch of an `if`).
    private static func follows(_ later: String?, _ earlier: String) -> Bool {
      let later = later ?? ""
      return earlier.isEmpty || later == earlier || later.hasPrefix(earlier + "/")
    }

    private func clearKey(_ site: Site, _ path: [String]) -> String { site.unit + "|" + path.joined(separator: ".") }
    /// Properties declared with no route at all (`var routes: Routes<Screen> = []`, `NFlow<Screen>()`), as
    /// `Type.property`: their arrays hold the root, so the first route an `init` adds is the root, not an edge
    /// (FlowStacks 0.0–0.4 render index 0 in place whatever its style).
    private var startsEmpty: Set<String> = []
  /// The routes of `startsEmpty` an `init` has added to, each with the branch it added in ("" outside any).
  private var addedInInit: Set<String> = []

  /// Whether a route added in `init` at `branch` is the first of the property's: none added before outside a branch,
  /// nor in that same branch (`if signedIn { routes.push(.main) } else { routes.push(.auth) }`: each is the root of
  /// its branch's run).
  private func firstInInit(_ property: String, branch: String?) -> Bool {
    guard startsEmpty.contains(property), !addedInInit.contains(property + "|") else { return false }
    // Outside any branch, only when no branch has added either.
    if branch == nil, addedInInit.contains(where: { $0.hasPrefix(property + "|") }) { return false }
    // In a branch, only when nothing was added in it or in a branch around it (`a/b` is inside `a`).
    let key = property + "|" + (branch ?? "")
    if addedInInit.contains(where: { key.hasPrefix($0 + "/") }) { return false }
    return addedInInit.insert(key).inserted
  }

    /// A receiver path with `$0` and closure parameters of staging blocks replaced by the state they stand for.
    func resolve(_ path: [String]?) -> [String]? {
      guard let path, let head = path.first else { return path }
      for alias in aliases.reversed() where alias.names.contains(head) {
        return alias.path.map { $0 + path.dropFirst() }
      }
      return path
    }

    private func anchor(_ path: [String]?, screenType: String? = nil) -> StateRef {
      StateRef(type: currentType, file: file.path, path: path, screenType: screenType)
    }

    private func children(_ node: FunctionCallExprSyntax, except skipped: [Syntax] = []) -> [Syntax] {
      let ids = Set(skipped.map(\.id))
      var parts: [Syntax] = [Syntax(node.calledExpression)]
      parts += node.arguments.map { Syntax($0.expression) }
      if let t = node.trailingClosure { parts.append(Syntax(t)) }
      parts += node.additionalTrailingClosures.map { Syntax($0.closure) }
      return parts.filter { !ids.contains($0.id) }
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      guard enabled else { return .visitChildren }
      noteRoutesForward(node)
      if let type = calledType, SyntaxHelpers.isTypeName(type.baseName), !node.arguments.isEmpty { noteBuiltRoutes(node, type: type.name) }
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
        return memberCall(node, name: member.declName.baseName.text, base: base, member: member)
      }
      if let called = node.calledExpression.as(DeclReferenceExprSyntax.self) {
        let name = called.baseName.text
        if let kind = FlowStacksAPI.builderContainers[name] { return container(node, kind) }
        if name == "FlowLink" { return flowLink(node) }
      }
      if let (value, destination) = FlowStacksExtractor.routeValue(ExprSyntax(node), file: file), case .path(let p) = value.destination {
        // A route value's arguments (`.home(.init(onGoTapped: showList))`) belong to that screen.
        let screen = ScreenContext(anchor: anchor(nil), paths: [p])
        walk(children(node, except: [Syntax(destination)]), screen: nil)
        walk([Syntax(destination)], screen: screenStack.last.map { ScreenContext(anchor: $0.anchor, paths: [p]) } ?? screen)
        return .skipChildren
      }
      return .visitChildren
    }

    private func memberCall(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax, member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let args = node.arguments
      switch name {
      case "withDelaysIfUnsupported":
        var path = resolve(SyntaxHelpers.path(base))
        if SyntaxHelpers.typeRef(expression: base)?.baseName == "RouteSteps", args.count >= 2 {
          let owner = resolve(SyntaxHelpers.path(Array(args)[0].expression)) ?? []
          let keyPath = Array(args)[1].expression.as(KeyPathExprSyntax.self)?.components.compactMap {
            $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
          }
          path = keyPath.map { owner + $0 }
        }
        guard let closure = SyntaxHelpers.closure(node) else { return .visitChildren }
        walk(children(node, except: [Syntax(closure)]), screen: nil)
        aliases.append((Set(SyntaxHelpers.parameterNames(closure)), path))
        walk(closure)
        aliases.removeLast()
        return .skipChildren
      case "flowDestination":
        return flowDestination(node, base: base)
      case "assign":
        combineAssignment(node, base: base, member: member)
        return .visitChildren
      case "showing":
        guard let closure = SyntaxHelpers.closure(node) else { return .visitChildren }
        let state = anchor(resolve(args.first.flatMap { SyntaxHelpers.path($0.expression) }))
        let roots = rootTypes(base)
        let delegate = delegatedMethod(closure)
        flowFacts.builders.append(
          DestinationBuilder(container: .showing, anchor: state, withNavigation: FlowStacksAPI.withNavigation(args),
                             insideNavigation: navigationDepth > 0, rootViews: roots, site: site(member.declName), delegate: delegate))
        flowFacts.handled.append(ScreenContext(anchor: state, paths: [["root"]]))
        walk([Syntax(base)], screen: ScreenContext(anchor: state, paths: [["root"]]))
        walk(args.map { Syntax($0.expression) }.filter { $0.id != Syntax(closure).id }, screen: nil)
        readBuilder(closure, ScreenContext(anchor: state, paths: containsSwitch(closure) || delegate != nil ? [] : [FlowStacksCoordinator.anyValue]))
        return .skipChildren
      default:
        return navigationCall(node, name: name, base: base, member: member)
      }
    }

    /// Combine: `publisher.map { _ in [.root(.login)] }.assign(to: &$routes)` (or `.assign(to: \.routes, on: self)`)
    /// sets the routes to the list the closure returns whenever the publisher emits: an update of them, from the code
    /// that subscribes (an `init` included: the subscription runs later).
    private func combineAssignment(_ node: FunctionCallExprSyntax, base: ExprSyntax, member: MemberAccessExprSyntax) {
      let args = node.arguments
      var path: [String]?
      // `&$routes`: the path reads the projected value's property (`routes`).
      if let target = SyntaxHelpers.argument(args, "to")?.as(InOutExprSyntax.self)?.expression {
        path = SyntaxHelpers.path(target)
      } else if let keyPath = SyntaxHelpers.argument(args, "to")?.as(KeyPathExprSyntax.self), keyPath.root == nil,
        let owner = SyntaxHelpers.argument(args, "on").flatMap(SyntaxHelpers.path)
      {
        let components = keyPath.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
        guard components.count == keyPath.components.count else { return }
        path = (owner == ["self"] ? [] : owner) + components
      }
      // The last `map` of the chain (`.map { … }.receive(on: …).eraseToAnyPublisher()`): what reaches the routes.
      var map = base.as(FunctionCallExprSyntax.self)
      for _ in 0..<8 {
        guard let call = map, let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { map = nil; break }
        if access.declName.baseName.text == "map" { break }
        map = access.base?.as(FunctionCallExprSyntax.self)
      }
      guard let path = resolve(path), !path.isEmpty, let map, map.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "map",
        let closure = SyntaxHelpers.closure(map), closure.statements.count == 1,
        let returned = closure.statements.first.flatMap({ $0.item.as(ExprSyntax.self) ?? $0.item.as(ReturnStmtSyntax.self)?.expression }),
        let routes = routeList(returned), !routes.isEmpty
      else { return }
      flowFacts.changes.append(NavigationChange(action: .setRoutes(routes), anchor: anchor(path), site: site(member.declName), staged: staged))
    }

    /// Calls that add a route; the others a navigation call can be are `FlowStacksAPI.backActions`.
    private static let forwardCalls: Set<String> = ["push", "presentSheet", "presentCover", "present", "append"]

    private func navigationCall(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax, member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if name == "removeAll", node.arguments.isEmpty, let path = resolve(SyntaxHelpers.path(base)) {
        cleared.insert(clearKey(site(member.declName), path))
        return .visitChildren
      }
      // By name first: most member calls are view modifiers, whose receiver need not be read.
      guard Self.forwardCalls.contains(name) || FlowStacksAPI.backActions[name] != nil,
        let path = resolve(SyntaxHelpers.path(base))
      else { return .visitChildren }
      let args = node.arguments
      let state = state(path)
      var action: NavigationChange.Action?
      var destinationExpr: ExprSyntax?
      var backTarget: Destination?
      var navigationParameter: String?
      switch name {
      case "push", "presentSheet", "presentCover", "present":
        guard let first = args.first, first.label == nil else { return .visitChildren }
        destinationExpr = first.expression
        var kind: EdgeKind = name == "push" ? .push : name == "presentCover" ? .cover : .sheet
        if name == "present", let style = FlowStacksAPI.style(SyntaxHelpers.argument(args, "style")) { kind = style.kind }
        action = .edge(kind, withNavigation: FlowStacksAPI.withNavigation(args) ?? false, FlowStacksExtractor.destination(first.expression).0)
        navigationParameter = FlowStacksAPI.navigationParameter(args)
      case "append":
        guard let first = args.first, first.label == nil,
          let (value, destination) = FlowStacksExtractor.routeValue(first.expression, file: file)
        else { return .visitChildren }
        destinationExpr = destination
        let kind: EdgeKind = value.kind == .push ? .push : value.kind == .sheet ? .sheet : value.kind == .cover ? .cover : .rootSwitch
        action = .edge(kind, withNavigation: value.withNavigation, value.destination)
        navigationParameter = value.navigationParameter
      default:
        guard let back = FlowStacksAPI.backAction(name, node) else { return .visitChildren }
        let countExpr = SyntaxHelpers.argument(args, nil, "count")
        action = .back(back, count: countExpr?.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) })
        if back == .goBackTo || back == .popTo, let first = args.first, first.label == nil,
          case .path(let p) = FlowStacksExtractor.destination(first.expression).0
        {
          backTarget = .path(p)
        }
      }
      guard let action else { return .visitChildren }
      let branch = context.member == "init" ? site(member.declName).branch : nil
      if context.member == "init", path.count == 1, let type = currentType, firstInInit("\(type).\(path[0])", branch: branch),
        case .edge(_, let withNavigation, let destination) = action
      {
        let root = RouteValue(kind: .root, destination: destination, withNavigation: withNavigation, location: file.location(of: member.declName))
        var initial = InitialRoutes(type: type, file: file.path, property: path[0], routes: [root])
        initial.alternative = branch != nil
        flowFacts.initialRoutes.append(initial)
      } else {
        let callSite = site(member.declName)
        noteClosureArgument(path)
        let afterClear = destinationExpr != nil && cleared.remove(clearKey(callSite, path)) != nil
        var afterPop = false
        if destinationExpr != nil, let pop = popped[clearKey(callSite, path)], Self.follows(callSite.branch, pop.branch),
          flowFacts.changes.indices.contains(pop.change)
        {
          popped[clearKey(callSite, path)] = nil
          flowFacts.changes[pop.change].followedByAdd = true
          afterPop = true
        }
        var afterDismiss = false
        if destinationExpr != nil, let branch = dismissed[clearKey(callSite, path)], Self.follows(callSite.branch, branch) {
          dismissed[clearKey(callSite, path)] = nil
          afterDismiss = true
        }
        if case .back(let kind, let count) = action, [.pop, .goBack].contains(kind), count == nil || count == 1, args.isEmpty || count == 1 {
          popped[clearKey(callSite, path)] = (flowFacts.changes.count, callSite.branch ?? "")
        }
        if case .back(.dismiss, nil) = action, args.isEmpty { dismissed[clearKey(callSite, path)] = callSite.branch ?? "" }
        var change = NavigationChange(action: action, anchor: state, site: callSite, staged: staged, backTarget: backTarget, afterClear: afterClear,
                                      afterPop: afterPop,
                                      valueCall: destinationExpr.flatMap(FlowStacksExtractor.valueCall), guards: callGuards,
                                      navigationParameter: navigationParameter)
        change.afterDismiss = afterDismiss
        flowFacts.changes.append(change)
      }
      guard let destinationExpr else { return .visitChildren }
      walk(children(node, except: [Syntax(destinationExpr)]), screen: nil)
      if case .path(let p) = FlowStacksExtractor.destination(destinationExpr).0 {
        walkDestination(destinationExpr, ScreenContext(anchor: state, paths: [p]))
      } else {
        walk(destinationExpr)
      }
      return .skipChildren
    }

    /// A destination's own arguments (a view model with callbacks) belong to the destination screen.
    private func walkDestination(_ expression: ExprSyntax, _ screen: ScreenContext) {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        names.scan(call.calledExpression, in: currentType)
        walk(call.arguments.map { Syntax($0.expression) }, screen: screen)
      } else {
        names.scan(expression, in: currentType)
      }
    }

    private func container(_ node: FunctionCallExprSyntax, _ container: DestinationBuilder.Container) -> SyntaxVisitorContinueKind {
      let binding = node.arguments.first.flatMap { $0.label == nil ? SyntaxHelpers.path($0.expression) : nil }
      guard let binding, let closure = SyntaxHelpers.closure(node) else {
        // `FlowStack(withNavigation: true) { … }` without a binding shares its parent's path.
        return .visitChildren
      }
      let state = anchor(resolve(binding))
      let roots = container == .flowStack ? declaredTypes(in: Syntax(closure)) : []
      let delegate = container == .flowStack ? nil : delegatedMethod(closure)
      flowFacts.builders.append(
        DestinationBuilder(container: container, anchor: state, withNavigation: FlowStacksAPI.withNavigation(node.arguments),
                           insideNavigation: navigationDepth > 0,
                           rootViews: roots, site: site(node.calledExpression), delegate: delegate))
      walk(children(node, except: [Syntax(closure)]), screen: nil)
      if container == .flowStack {
        flowFacts.handled.append(ScreenContext(anchor: state, paths: [["root"]]))
        walk([Syntax(closure)], screen: ScreenContext(anchor: state, paths: [["root"]]))
      } else {
        // Without a `switch`, the closure builds every screen: the one screen of a value type (`Routes<Int>`).
        readBuilder(closure, ScreenContext(anchor: state, paths: containsSwitch(closure) || delegate != nil ? [] : [FlowStacksCoordinator.anyValue]))
      }
      return .skipChildren
    }

    private func flowDestination(_ node: FunctionCallExprSyntax, base: ExprSyntax) -> SyntaxVisitorContinueKind {
      let args = node.arguments
      guard let closure = SyntaxHelpers.closure(node) else { return .visitChildren }
      walk([Syntax(base)], screen: nil)
      if let typeExpr = SyntaxHelpers.argument(args, "for"), let type = SyntaxHelpers.typeRef(expression: typeExpr) {
        names.scan(typeExpr, in: currentType)
        let state = anchor(nil, screenType: type.name)
        let delegate = delegatedMethod(closure)
        flowFacts.builders.append(
          DestinationBuilder(container: .flowDestination, anchor: state, withNavigation: nil, insideNavigation: false,
                             rootViews: [], site: site(node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node)),
                             delegate: delegate))
        readBuilder(closure, ScreenContext(anchor: state, paths: containsSwitch(closure) || delegate != nil ? [] : [[type.baseName]]))
        return .skipChildren
      }
      // `flowDestination(isPresented: $flag, style: .sheet) { View() }` / `(item: $item, style: .cover)`.
      let style = FlowStacksAPI.style(SyntaxHelpers.argument(args, "style")) ?? (.sheet, false)
      guard SyntaxHelpers.argument(args, "isPresented", "item") != nil else { return .visitChildren }
      // A destination built only of SwiftUI's own views (`Text("Done")`) is a screen local to the view declaring it.
      if let view = declaredTypes(in: Syntax(closure)).first ?? localDestination(closure) {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        flowFacts.changes.append(
          NavigationChange(action: .edge(style.kind, withNavigation: style.withNavigation, .type(view)), anchor: anchor(nil),
                           site: declarative(site(member.map(Syntax.init) ?? Syntax(node))), staged: staged))
        walk(args.map { Syntax($0.expression) }.filter { $0.id != Syntax(closure).id }, screen: nil)
        flowFacts.handled.append(ScreenContext(anchor: anchor(nil), paths: [[view]]))
        walk([Syntax(closure)], screen: ScreenContext(anchor: anchor(nil), paths: [[view]]))
        return .skipChildren
      }
      return .visitChildren
    }

    /// `local:Owner.Text`: the first view a destination closure builds, qualified by the type declaring it.
    private func localDestination(_ closure: ClosureExprSyntax) -> String? {
      let built = closure.statements.tokens(viewMode: .sourceAccurate).first { token in
        guard case .identifier(let name) = token.tokenKind else { return false }
        return SyntaxHelpers.isTypeName(name) && token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
      }
      return "local:" + [currentType, built?.text ?? "View"].compactMap { $0 }.joined(separator: ".")
    }

    private func flowLink(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let value = SyntaxHelpers.argument(node.arguments, "value") else { return .visitChildren }
      let style = FlowStacksAPI.style(SyntaxHelpers.argument(node.arguments, "style")) ?? (.push, false)
      let (destination, screenType) = FlowStacksExtractor.destination(value)
      flowFacts.changes.append(
        NavigationChange(action: .edge(style.kind, withNavigation: style.withNavigation, destination),
                         anchor: anchor(nil, screenType: screenType), site: declarative(site(node.calledExpression)), staged: staged,
                         valueCall: FlowStacksExtractor.valueCall(value)))
      return .visitChildren
    }

    /// A link or a presentation modifier is declared, not run with other calls: it is an update of its own.
    private func declarative(_ site: Site) -> Site {
      var own = site
      own.unit = "\(site.location)"
      return own
    }

    // MARK: Builders

    /// Reads a builder closure: the cases of a `switch` in it are screens; without a switch, `screen` names it.
    private func readBuilder(_ closure: ClosureExprSyntax, _ screen: ScreenContext) {
      if !screen.paths.isEmpty { flowFacts.handled.append(screen) }
      builders.append(screen)
      walk([Syntax(closure)], screen: screen.paths.isEmpty ? nil : screen)
      builders.removeLast()
    }

    /// For each enclosing `switch`: the builder whose screens its cases are, or nil for a view's own switch; and
    /// the path its cases nest in when it switches over the payload a builder case binds, else empty.
    private var switchAnchors: [ScreenContext?] = []
    private var switchPrefixes: [[String]] = []

    /// For each builder case being read: the names its pattern binds (`case let .createWallet(screen):`) and its
    /// path, when it has one pattern; nil otherwise.
    private var caseBindings: [(names: Set<String>, path: [String])?] = []

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
      var anchor = (builders.last ?? nil).flatMap { $0.paths.isEmpty ? $0 : nil }
      var prefix: [String] = []
      // `case let .createWallet(screen): switch screen { case .seedPhrase: SeedPhraseView() … }`: Swift runs the arm
      // of the payload's case, so each arm builds the screen of its nested case (`createWallet.seedPhrase`) when the
      // payload's cases are screens (`CaseViews.viewPerCase`); else the path falls back to the outer case's screen.
      if anchor == nil, let subject = node.subject.as(DeclReferenceExprSyntax.self), let binding = caseBindings.last ?? nil,
        binding.names.contains(subject.baseName.text), let outer = screenStack.last
      {
        anchor = ScreenContext(anchor: outer.anchor, paths: [])
        prefix = binding.path
      }
      if anchor == nil, builders.isEmpty, let type = currentType, let method = Self.switchesOverParameterForAView(node) {
        // `@ViewBuilder func makeView(_ screen: Screen) -> some View { switch screen { case .home: HomeView() … } }` (also
        // `switch screen.wrappedValue` over a `Binding`): each arm builds its case's screen of the routes whose builder
        // hands its screen to this method (`{ screen in makeView(screen) }`); of none where no builder does.
        anchor = ScreenContext(anchor: StateRef(type: type, file: file.path, path: nil, screenType: nil, builderMethod: method), paths: [])
      }
      if anchor == nil, builders.isEmpty, let type = currentType, Self.switchesOverSelfForAView(node) {
        // `extension Screen { @ViewBuilder func view() -> some View { switch self { case .home: HomeView() … } } }`, a
        // builder written `{ screen, _ in screen.view() }`: each arm builds its case's screen of the routes whose
        // screens are of the type (none when no routes are).
        anchor = ScreenContext(anchor: StateRef(type: nil, file: file.path, path: nil, screenType: type), paths: [])
      }
      switchAnchors.append(anchor)
      switchPrefixes.append(prefix)
      if anchor != nil { builders.append(nil) }  // a switch inside a case's view is the view's own logic
      return super.visit(node)
    }

    /// `switch self` as what a method or computed property returns, declared to return a view (`some View`,
    /// `AnyView`).
    private static func switchesOverSelfForAView(_ node: SwitchExprSyntax) -> Bool {
      guard node.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
      var current = node.parent
      for _ in 0..<8 {
        guard let here = current else { return false }
        if let function = here.as(FunctionDeclSyntax.self) {
          return function.signature.returnClause.map { returnsView($0.type) } ?? false
        }
        if let binding = here.as(PatternBindingSyntax.self) {
          return binding.typeAnnotation.map { returnsView($0.type) } ?? false
        }
        if here.is(ClosureExprSyntax.self) || here.is(MemberBlockSyntax.self) { return false }
        current = here.parent
      }
      return false
    }

    /// The name of the method whose parameter a `switch` is over (`switch screen`, `switch screen.wrappedValue`), when
    /// that switch is what the method returns and the method is declared to return a view.
    private static func switchesOverParameterForAView(_ node: SwitchExprSyntax) -> String? {
      var subject = node.subject
      if let member = subject.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue", let base = member.base {
        subject = base
      }
      guard let reference = subject.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind else { return nil }
      var current = node.parent
      for _ in 0..<8 {
        guard let here = current else { return nil }
        if let function = here.as(FunctionDeclSyntax.self) {
          guard function.signature.returnClause.map({ returnsView($0.type) }) == true,
            function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
          else { return nil }
          return function.name.text
        }
        if here.is(ClosureExprSyntax.self) || here.is(MemberBlockSyntax.self) || here.is(AccessorBlockSyntax.self) { return nil }
        current = here.parent
      }
      return nil
    }

    /// The method of the type a builder closure hands its screen to, when calling it is all the closure does (with
    /// modifiers on what it returns): `{ r in makeView(r) }`, `{ screen, _ in self.content(for: screen) }`, `{ $screen, _ in
    /// pushContent(with: $screen) }`, `{ makeView($0) }`.
    func delegatedMethod(_ closure: ClosureExprSyntax) -> String? {
      guard closure.statements.count == 1, let item = closure.statements.first else { return nil }
      var expression: ExprSyntax?
      switch item.item {
      case .expr(let expr): expression = expr
      case .stmt(let stmt): expression = stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
      case .decl: return nil
      }
      while let call = expression?.as(FunctionCallExprSyntax.self), let base = SyntaxHelpers.modifiedView(call),
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
      {
        expression = base
      }
      guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
      let name: String
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
      } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        name = member.declName.baseName.text
      } else {
        return nil
      }
      guard SyntaxHelpers.startsLowercase(name) else { return nil }
      let screen = SyntaxHelpers.parameterNames(closure).dropFirst().first ?? "$0"
      let hands = call.arguments.contains { argument in
        var value = argument.expression
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue", let base = member.base { value = base }
        guard let reference = value.as(DeclReferenceExprSyntax.self) else { return false }
        let text = reference.baseName.text
        return text == screen || (screen != "$0" && text == "$" + screen)
      }
      return hands ? name : nil
    }

    private static func returnsView(_ type: TypeSyntax) -> Bool {
      if let some = type.as(SomeOrAnyTypeSyntax.self) { return SyntaxHelpers.typeRef(some.constraint)?.baseName == "View" }
      return SyntaxHelpers.typeRef(type)?.baseName == "AnyView"
    }

    override func visitPost(_ node: SwitchExprSyntax) {
      switchPrefixes.removeLast()
      if switchAnchors.popLast() ?? nil != nil { builders.removeLast() }
    }

    /// Guards are read only by FlowStacks' own calls (`ContextVisitor.callGuards`).
    override var readsGuards: Bool { enabled }

    /// A builder case, also inside `#if os(...)` among the cases: its statements build that screen.
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      guard let builder = switchAnchors.last ?? nil else { return .visitChildren }
      let prefix = switchPrefixes.last ?? []
      var paths: [[String]] = []
      var bound: Set<String> = []
      switch node.label {
      case .case(let label):
        paths = label.caseItems.compactMap { Self.patternPath($0.pattern).map { prefix + $0 } }
        if label.caseItems.count == 1, let item = label.caseItems.first { bound = Self.boundNames(item.pattern) }
      case .default:
        // A payload's other cases stay the outer case's screen; a builder's `default` builds every other case.
        if prefix.isEmpty { flowFacts.handled.append(ScreenContext(anchor: builder.anchor, paths: [["*"]])) } else { paths = [prefix] }
      }
      // A payload's arms mark no case handled: whether they are screens of their own is the linker's call.
      if !paths.isEmpty, prefix.isEmpty { flowFacts.handled.append(ScreenContext(anchor: builder.anchor, paths: paths)) }
      caseBindings.append(paths.count == 1 && !bound.isEmpty ? (bound, paths[0]) : nil)
      if prefix.isEmpty, paths.count == 1, !bound.isEmpty, case .case(let label) = node.label, let item = label.caseItems.first {
        noteShownPayload(node.statements, positions: Self.payloadPositions(item.pattern), screen: ScreenContext(anchor: builder.anchor, paths: paths))
      }
      walk(node.statements.map(Syntax.init), screen: paths.isEmpty ? nil : ScreenContext(anchor: builder.anchor, paths: paths))
      caseBindings.removeLast()
      return .skipChildren
    }

    /// A case's statement that is the value its pattern binds, also with modifiers (`case .home(let screen):
    /// screen.navigationTitle("Home")`): the case shows the view its payload carries.
    private func noteShownPayload(_ statements: CodeBlockItemListSyntax, positions: [String: Int], screen: ScreenContext) {
      guard !positions.isEmpty else { return }
      for statement in statements {
        guard var expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
        while let call = expression.as(FunctionCallExprSyntax.self), let base = SyntaxHelpers.modifiedView(call) { expression = base }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
          let position = positions[reference.baseName.text]
        else { continue }
        flowFacts.shownPayloads.append(ShownPayload(screen: screen, position: position, location: file.location(of: expression)))
      }
    }

    /// The associated value each name a case pattern binds stands for: `.a(let x)`, `let .a(x)`, `.a(_, let y)`
    /// (`y` is the second), `.a(view: let v)`. Only a pattern of one case with a payload list.
    static func payloadPositions(_ pattern: PatternSyntax) -> [String: Int] {
      var inner = pattern
      let bindsAll = pattern.is(ValueBindingPatternSyntax.self)
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
      guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
        call.calledExpression.is(MemberAccessExprSyntax.self)
      else { return [:] }
      var positions: [String: Int] = [:]
      for (offset, argument) in call.arguments.enumerated() {
        var bound: PatternSyntax?
        if let patternExpr = argument.expression.as(PatternExprSyntax.self) {
          bound = patternExpr.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? (bindsAll ? patternExpr.pattern : nil)
        }
        if let name = bound?.as(IdentifierPatternSyntax.self)?.identifier.text {
          positions[name] = offset
        } else if bindsAll, let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
          positions[reference.baseName.text] = offset
        }
      }
      return positions
    }

    /// The names a case pattern binds: `case let .a(x)`, `case .a(let x)`, `case .a(let x, let y)`.
    static func boundNames(_ pattern: PatternSyntax) -> Set<String> {
      var names = Set<String>()
      let bindsAll = pattern.is(ValueBindingPatternSyntax.self)
      for token in pattern.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
        if parent.is(IdentifierPatternSyntax.self) {
          names.insert(name)
        } else if bindsAll, parent.is(DeclReferenceExprSyntax.self), parent.parent?.is(MemberAccessExprSyntax.self) != true {
          // Under `case let`, a bare name in the payload is bound, not compared.
          names.insert(name)
        }
      }
      return names
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard enabled else { return super.visit(node) }
      // Only a type's own methods: a nested function's parameters are not the method's.
      methodParameters.append(node.parent?.is(MemberBlockItemSyntax.self) == true ? Self.parameters(of: node) : nil)
      handleParameters.append(Self.handleParameters(of: node))
      defer {
        methodParameters.removeLast()
        handleParameters.removeLast()
      }
      return super.visit(node)
    }

    /// Per enclosing function (a method, a free function, a nested one), its parameters FlowStacks' types declare a
    /// handle on routes or the routes themselves (`navigator: FlowNavigator<Screen>`, `routes: inout Routes<Screen>`),
    /// by name: calls on them change the routes of a coordinator of that screen type, whichever the callers pass.
    private var handleParameters: [[String: FlowStacksAPI.StateKind]] = []

    private static func handleParameters(of node: FunctionDeclSyntax) -> [String: FlowStacksAPI.StateKind] {
      var found: [String: FlowStacksAPI.StateKind] = [:]
      for parameter in node.signature.parameterClause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        guard name != "_", let kind = FlowStacksAPI.classify(SyntaxHelpers.typeRef(parameter.type)) else { continue }
        found[name] = kind
      }
      return found
    }

    /// The state a call's receiver path reaches: a parameter of the enclosing function typed by FlowStacks stands for
    /// the routes of a coordinator showing its screen type (the code's owners decide among several, as for a property
    /// of that type); any other path is read from the enclosing type's properties.
    private func state(_ path: [String]) -> StateRef {
      guard path.count == 1, !handleParameters.isEmpty, let kind = handleParameters.last?[path[0]] else { return anchor(path) }
      switch kind {
      case .routes(let screen, _), .handle(let screen): return anchor(nil, screenType: screen)
      }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      if enabled { closures.append(node) }
      return super.visit(node)
    }

    override func visitPost(_ node: ClosureExprSyntax) {
      if enabled { closures.removeLast() }
      super.visitPost(node)
    }

    // MARK: Routes values and assignments

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if enabled, currentType != nil {
        for binding in node.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
          else { continue }
          if let type = currentType, Self.declaresEmptyRootedRoutes(binding) { startsEmpty.insert("\(type).\(name)") }
          if let routes = routeList(value) {
            flowFacts.initialRoutes.append(InitialRoutes(type: currentType, file: file.path, property: name, routes: routes))
          } else if let call = value.as(FunctionCallExprSyntax.self), let root = SyntaxHelpers.argument(call.arguments, "root") {
            let value = RouteValue(kind: .root, destination: FlowStacksExtractor.destination(root).0, withNavigation: false, location: file.location(of: root))
            flowFacts.initialRoutes.append(InitialRoutes(type: currentType, file: file.path, property: name, routes: [value]))
          }
        }
      }
      return super.visit(node)
    }

    /// `var routes: Routes<S> = []`, `NFlow<S>()`, `PFlow<S>()`, `Stack<S>()`: routes that hold their root, empty.
    /// (`[Route<S>]` is left out: FlowStack's root is not in its routes.)
    private static func declaresEmptyRootedRoutes(_ binding: PatternBindingSyntax) -> Bool {
      guard let value = binding.initializer?.value else { return false }
      if let array = value.as(ArrayExprSyntax.self), array.elements.isEmpty,
        let annotation = binding.typeAnnotation?.type, SyntaxHelpers.typeRef(annotation)?.baseName == "Routes"
      {
        return true
      }
      if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
        let name = SyntaxHelpers.instantiatedType(call)?.baseName
      {
        return ["NFlow", "PFlow", "Stack"].contains(name)
      }
      return false
    }

    /// `Binding(get: { self.routes }, set: { self.routes = $0 })`: the setter hands the routes the library changed back
    /// to where they are kept, as a computed property's `newValue` does; it decides nothing.
    static func relaysBindingSetter(_ value: ExprSyntax) -> Bool {
      guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
      var node = Syntax(value).parent
      var depth = 0
      while let current = node, depth < 12 {
        if let closure = current.as(ClosureExprSyntax.self) {
          guard closure.parent?.as(LabeledExprSyntax.self)?.label?.text == "set" else { return false }
          // Its one parameter: `$0`, or the name it is given.
          let parameters = SyntaxHelpers.parameterNames(closure)
          return name == "$0" || (parameters.count == 2 && parameters[1] == name)
        }
        node = current.parent
        depth += 1
      }
      return false
    }

    /// `FirstTabCoordinator(routes: [.root(.fromSecondTab)])`: a type built with routes handed to it under a label (its
    /// memberwise initializer's, or an `init` parameter's) starts at their root there: a root it may start at, beside
    /// the one its declaration gives.
    private func noteBuiltRoutes(_ node: FunctionCallExprSyntax, type: String) {
      for argument in node.arguments {
        guard let label = argument.label?.text, argument.expression.is(ArrayExprSyntax.self), let routes = routeList(argument.expression),
          routes.contains(where: { $0.kind == .root })
        else { continue }
        var initial = InitialRoutes(type: type, file: file.path, property: label, routes: routes)
        initial.alternative = true
        flowFacts.initialRoutes.append(initial)
      }
    }

    private func routeList(_ expression: ExprSyntax) -> [RouteValue]? {
      guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
      let values = array.elements.compactMap { FlowStacksExtractor.routeValue($0.expression, file: file)?.0 }
      return values.count == array.elements.count ? values : nil
    }

    /// The default value of the parameter `name` of the initializer enclosing `node` (nil outside one, or without a
    /// default); a local of that name declared in between is not looked for (an initializer's body seldom shadows
    /// its parameters).
    static func parameterDefault(_ name: String, around node: Syntax) -> ExprSyntax? {
      var current = node.parent
      for _ in 0..<256 {
        guard let here = current else { return nil }
        if let initializer = here.as(InitializerDeclSyntax.self) {
          return initializer.signature.parameterClause.parameters
            .first { ($0.secondName ?? $0.firstName).text == name }?.defaultValue?.value
        }
        // A closure or a nested function has parameters of its own.
        if here.is(ClosureExprSyntax.self) || here.is(FunctionDeclSyntax.self) { return nil }
        current = here.parent
      }
      return nil
    }

    /// `State(initialValue: routes)`, `State(wrappedValue: routes)`, `Published(initialValue: routes)`: a wrapper's storage
    /// built around a name (`_routes = State(initialValue: routes)` in an `init`), that name.
    private static func wrappedArgument(_ value: ExprSyntax) -> String? {
      guard let call = value.as(FunctionCallExprSyntax.self), let type = SyntaxHelpers.instantiatedType(call)?.baseName,
        ["State", "Published"].contains(type), call.arguments.count == 1, let argument = call.arguments.first,
        ["initialValue", "wrappedValue"].contains(argument.label?.text)
      else { return nil }
      return argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      guard enabled, node.elements.count >= 3 else { return .visitChildren }
      let parts = Array(node.elements)
      guard parts[1].is(AssignmentExprSyntax.self),
        let path = resolve(SyntaxHelpers.path(parts[0]))
      else { return .visitChildren }
      // `init(routes: Routes<Screen> = [.root(.home)]) { self.routes = routes }`: the routes a caller leaves out are the
      // parameter's default, where the coordinator starts (as TCACoordinators' reader takes `init(routes: … = […])`).
      if context.member == "init", parts.count == 3, path.count == 1, let property = path.first,
        let name = parts[2].as(DeclReferenceExprSyntax.self)?.baseName.text ?? Self.wrappedArgument(parts[2]),
        let value = Self.parameterDefault(name, around: Syntax(node)), let routes = routeList(value), !routes.isEmpty
      {
        // `_routes = State(initialValue: routes)`: the wrapper's storage of `routes`.
        let wrapped = property.hasPrefix("_") && Self.wrappedArgument(parts[2]) != nil ? String(property.dropFirst()) : property
        flowFacts.initialRoutes.append(InitialRoutes(type: currentType, file: file.path, property: wrapped, routes: routes))
        return .visitChildren
      }
      guard parts.count == 3, let routes = routeList(parts[2]) else {
        // `routes = options.randomElement()!`: a whole array not known statically. The linker keeps it unresolved,
        // unless the screens are values of one type. An `init` sets the initial state, not an update.
        // A Boolean, number or string literal cannot be a routes array (`isLoading = true`, most assignments of a
        // view model): nothing to record.
        let literal = parts.count == 3
          && (parts[2].is(BooleanLiteralExprSyntax.self) || parts[2].is(IntegerLiteralExprSyntax.self)
            || parts[2].is(FloatLiteralExprSyntax.self) || parts[2].is(StringLiteralExprSyntax.self))
        if context.member != "init", !literal, !parts[2].is(ArrayExprSyntax.self), SyntaxHelpers.path(parts[2]) != ["newValue"],
          !Self.relaysBindingSetter(parts[2])
        {
          flowFacts.changes.append(NavigationChange(
            action: .edge(.setRoutes, withNavigation: false, .expression(parts[2...].map(SyntaxHelpers.trimmedText).joined(separator: " "))), anchor: anchor(path),
            site: site(parts[2]), staged: staged))
        }
        return .visitChildren
      }
      if routes.isEmpty {
        cleared.insert(clearKey(site(parts[0]), path))
        return .visitChildren
      }
      if context.member == "init", path.count == 1, let property = path.first {
        // Assigned in a branch (`if user != nil { routes = [.root(.home)] } else { routes = [.root(.login)] }`): Swift
        // runs one branch per initialization, so each branch's root is one the coordinator may start at.
        var initial = InitialRoutes(type: currentType, file: file.path, property: property, routes: routes)
        initial.alternative = site(parts[0]).branch != nil
        flowFacts.initialRoutes.append(initial)
      } else {
        flowFacts.changes.append(NavigationChange(action: .setRoutes(routes), anchor: anchor(path), site: site(parts[0]), staged: staged,
                                                  guards: callGuards))
      }
      return .visitChildren
    }
  }
}
