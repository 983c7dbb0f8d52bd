import SwiftSyntax

extension StinsenExtractor {
  /// Walks one Stinsen file with explicit context (see `ContextVisitor`).
  final class Visitor: ContextVisitor {
    var stinsen = StinsenFacts()
    /// Route calls keep the arms and branches they are made in (`StinsenCall.guards`).
    override var readsGuards: Bool { true }
    /// Factories being read (a factory's body records the coordinators it creates).
    private var factoryIndex: [Int?] = []
    /// Local names bound to a chain (`if let c = self.hasRoot(\.authenticated)`), per function.
    private var aliases: [String: Chain] = [:]
    /// Locals declared with a type (`let router: HomeCoordinator.Router? = RouterStore.shared.retrieve()`), per function.
    private var localTypes: [String: TypeRef] = [:]
    /// The closures being walked, innermost last (`ClosureFrame`).
    private var closures: [ClosureFrame] = []

    /// A closure's parameters: their names, the types written for them, and, for a closure handed to a type's
    /// initializer under a label (`ElementList(route: { router, name in … })`), that type and label.
    private struct ClosureFrame {
      var names: [String] = []
      var written: [TypeRef?] = []
      var origin: (type: String, label: String)?

      init(_ node: ClosureExprSyntax) {
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?:
          names = list.map(\.name.text)
          written = names.map { _ in nil }
        case .parameterClause(let clause)?:
          for parameter in clause.parameters {
            names.append((parameter.secondName ?? parameter.firstName).text)
            written.append(parameter.type.flatMap(SyntaxHelpers.typeRef))
          }
        case nil:
          break
        }
        if !names.isEmpty, let argument = node.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let type = SyntaxHelpers.instantiatedType(call)
        {
          origin = (type.name, label)
        }
      }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      closures.append(ClosureFrame(node))
      return super.visit(node)
    }

    override func visitPost(_ node: ClosureExprSyntax) {
      closures.removeLast()
      super.visitPost(node)
    }

    // MARK: Routes and stacks

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if let type = currentType, context.member == nil {
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let transition = attributes.compactMap(StinsenAPI.transition).first
        if transition == nil, let unknown = attributes.first(where: { SyntaxHelpers.typeRef($0.attributeName)?.baseName == "Route" }) {
          stinsen.diagnostics.append(Diagnostic(
            .warning, "`\(SyntaxHelpers.text(unknown))` is not a Stinsen transition this version knows; the route is skipped",
            at: file.location(of: unknown)))
        }
        for binding in node.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          let value = binding.initializer?.value
          if let transition {
            stinsen.routes.append(
              StinsenRouteDecl(coordinator: type, file: file.path, name: name, transition: transition,
                               factory: value?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                               location: file.location(of: binding), platforms: site(binding).platforms))
          } else if let call = value?.as(FunctionCallExprSyntax.self) {
            stack(call, type: type)
            // `HomeCoordinator().view()`, `NavigationViewCoordinator(HomeCoordinator())`: the linker keeps coordinators.
            let shown = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
              member.declName.baseName.text == "view" && call.arguments.isEmpty ? member.base : nil
            } ?? ExprSyntax(call)
            if let wrap = StinsenAPI.wrap(shown) {
              stinsen.propertyWraps.append(StinsenPropertyWrap(coordinator: type, file: file.path, name: name, wrap: wrap))
            }
          }
        }
      } else if context.member != nil {
        for binding in node.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          if let value = binding.initializer?.value, let chain = StinsenExtractor.chain(value) {
            aliases[name] = chain
          }
          if let type = binding.typeAnnotation.flatMap({ SyntaxHelpers.typeRef($0.type) }) { localTypes[name] = type }
        }
      }
      return super.visit(node)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
      if let value = node.initializer?.value, let chain = StinsenExtractor.chain(value) {
        aliases[name] = chain
        return .skipChildren
      }
      // `if let router: AppCoordinator.Router = RouterStore.shared.retrieve()`: the type written for the local.
      if context.member != nil, let type = node.typeAnnotation.flatMap({ SyntaxHelpers.typeRef($0.type) }) { localTypes[name] = type }
      return .visitChildren
    }

    private static let maximumAliasHops = 8

    private func stack(_ call: FunctionCallExprSyntax, type: String) {
      guard let called = SyntaxHelpers.instantiatedType(call)?.baseName else { return }
      if called == "NavigationStack", let initial = StinsenAPI.routeKey(SyntaxHelpers.argument(call.arguments, "initial")) {
        stinsen.stacks.append(
          StinsenStackDecl(coordinator: type, file: file.path, tab: false, items: [initial], location: file.location(of: call),
                           platforms: site(call).platforms))
      } else if called == "TabChild", let items = SyntaxHelpers.argument(call.arguments, "startingItems")?.as(ArrayExprSyntax.self) {
        stinsen.stacks.append(
          StinsenStackDecl(coordinator: type, file: file.path, tab: true,
                           items: items.elements.compactMap { StinsenAPI.routeKey($0.expression) },
                           location: file.location(of: call), platforms: site(call).platforms))
      }
    }

    // MARK: Factories

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let type = currentType, context.member == nil else { return super.visit(node) }
      aliases = [:]
      localTypes = [:]
      let returnType = node.signature.returnClause?.type
      let returns = returnType.flatMap { $0.is(SomeOrAnyTypeSyntax.self) ? nil : SyntaxHelpers.typeRef($0) }
      stinsen.factories.append(
        StinsenFactoryDecl(coordinator: type, file: file.path, name: node.name.text, returns: returns, wrapped: [],
                           takesInput: !node.signature.parameterClause.parameters.isEmpty, platforms: site(node).platforms,
                           returnsLocation: returnType.map { file.location(of: $0) }))
      factoryIndex.append(stinsen.factories.count - 1)
      defer { factoryIndex.removeLast() }
      return super.visit(node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      aliases = [:]
      localTypes = [:]
      factoryIndex.append(nil)
      defer { factoryIndex.removeLast() }
      return super.visit(node)
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      _ = super.visit(node)
      // `child = TabChild(startingItems: […])` / `self.stack = NavigationStack(initial: …)` in the coordinator's `init`.
      if context.member == "init", let type = currentType, let list = node.parent?.as(ExprListSyntax.self), list.count == 3,
        let assigned = list.first.flatMap(SyntaxHelpers.path), assigned.count == 1, ["child", "stack"].contains(assigned[0]),
        list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, list.last?.id == ExprSyntax(node).id
      {
        stack(node, type: type)
      }
      if let index = factoryIndex.last ?? nil, var wrap = StinsenAPI.wrap(ExprSyntax(node)) {
        if wrap.withNavigation { wrap.location = file.location(of: node) }
        stinsen.factories[index].wrapped.append(wrap)
      } else if let index = factoryIndex.last ?? nil, let shown = StinsenAPI.shownProperty(node) {
        // A coordinator the coordinator holds, shown by the factory (`AnyView(authCoordinator.view())`).
        stinsen.factories[index].shownProperties.append(
          StinsenShownProperty(name: shown.name, withNavigation: shown.withNavigation,
                               location: shown.withNavigation ? file.location(of: node) : nil, method: shown.method))
      }
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view",
        node.arguments.isEmpty, let base = member.base, var wrap = StinsenAPI.wrap(base)
      {
        if wrap.withNavigation { wrap.location = file.location(of: base) }
        stinsen.shown.append(StinsenShown(wrap: wrap, site: site(node)))
      }
      guard var chain = StinsenExtractor.chain(ExprSyntax(node)) else { return .visitChildren }
      // `root(signedIn ? \.home : \.welcome)`: a call per route chosen, each in a branch of its own (alternatives,
      // never one update together).
      let alternatives = chain.alternatives
      for alternative in 0..<alternatives {
        if alternative > 0, let other = StinsenExtractor.chain(ExprSyntax(node), alternative: alternative) { chain = other }
        var receiver = chain.receiver.map(SyntaxHelpers.path) ?? []
        // A local bound to a chain, possibly on another such local (`if let home = hasRoot(\.home) { let settings =
        // home.focusFirst(\.settings).child; settings.route(to: …) }`): the chains joined, a few locals deep.
        var hops = 0
        let written = chain.steps.count
        while let name = receiver?.first, receiver?.count == 1, let alias = aliases[name], hops < Self.maximumAliasHops {
          receiver = alias.receiver.map(SyntaxHelpers.path) ?? []
          chain.steps = alias.steps + chain.steps
          chain.receiver = alias.receiver
          hops += 1
        }
        let place = chain.steps.last.map { Syntax($0.name) } ?? Syntax(node.calledExpression)
        var callSite = site(place)
        if alternatives > 1 {
          let at = file.converter.location(for: node.positionAfterSkippingLeadingTrivia)
          callSite.branch = (callSite.branch.map { $0 + "/" } ?? "") + "? \(at.line):\(at.column)#\(alternative)"
        }
        var call = StinsenCall(
          receiver: receiver, receiverText: chain.receiver.map(SyntaxHelpers.text) ?? "self", steps: chain.steps.map(\.step),
          locations: chain.steps.map { file.location(of: $0.name) }, site: callSite,
          fileImportsStinsen: file.imports.contains(StinsenAPI.module))
        call.implicitSelf = chain.receiver == nil
        call.replayed = chain.steps.count - written
        if let path = receiver, path.count == 1 {
          // A closure's parameter (it hides the function's locals of that name): the type written for it, else the one
          // the initializer it is handed to declares; otherwise a local declared with its type.
          if let frame = closures.last(where: { $0.names.contains(path[0]) }), let index = frame.names.firstIndex(of: path[0]) {
            if let written = frame.written[index] {
              call.localType = written
            } else if let origin = frame.origin {
              call.closureParameter = StinsenClosureParameter(type: origin.type, label: origin.label, index: index)
            }
          } else if let declared = localTypes[path[0]] {
            call.localType = declared
          }
        } else if let path = receiver, path.count == 2, path[1] == "coordinator", let declared = localTypes[path[0]],
          !closures.contains(where: { $0.names.contains(path[0]) })
        {
          // `router.coordinator.root(\.home)` on a local router declared with its type.
          call.localType = declared
        }
        call.guards = callGuards
        stinsen.calls.append(call)
      }
      // The receiver and the calls' other arguments (inputs, closures) are still read for what they hold. A call of one
      // step is read whole (`router?.pop()`): its name is a use of a method too, in case the receiver turns out to be
      // the app's own type (a router protocol of the app's, whose `pop()` a coordinator implements).
      if chain.steps.count == 1, chain.receiver != nil, let called = node.calledExpression.as(MemberAccessExprSyntax.self) {
        walk(called)
      } else if let receiver = chain.receiver { walk(receiver) } else if let callee = chain.implicitCallee { walk(callee) }
      for argument in chain.arguments { walk(argument) }
      return .skipChildren
    }
  }
}
