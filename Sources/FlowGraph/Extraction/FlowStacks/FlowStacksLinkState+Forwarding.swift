/// A method of the app's own that forwards its parameter to the library (`func show(screen: Screen, by transition:
/// Transition) { switch transition { case .push: routes.push(screen) … } }`): what each call of it passes
/// (`navigator.show(screen: .home, by: .push)`) decides the destination, and the arms of a `switch` on another
/// parameter keep only the calls passing one of their cases.
struct ForwardedCall {
  /// The screens (or coordinator) the calling code belongs to.
  var from: [String]
  /// The case passed; nil when the call passes something computed (then it stays unresolved).
  var path: [String]?
  /// What the call passes for the method's parameter given as `withNavigation` (or that parameter's default); nil
  /// when no parameter is forwarded there or the call passes something computed.
  var withNavigation: Bool? = nil
  var location: SourceLocation
  var platforms: [String]
}

extension FlowStacksLinkState {
  /// The calls of the method a change's destination parameter belongs to; nil when the destination is not a
  /// parameter of its method or no call of that method is seen (the destination then stays unresolved as written).
  /// A call that passes on a parameter of its own method (`case .push: pushIt(page)` in `func go(_ page: Page, as
  /// kind: Kind)`) is followed to that method's calls, a few methods deep, under its own guards.
  func forwardedCalls(_ text: String, change: NavigationChange, navigationParameter: String?, coordinator: String) -> [ForwardedCall]? {
    forwardedCalls(text, context: change.site.context, guards: change.guards, site: change.site, navigationParameter: navigationParameter,
                   coordinator: coordinator, depth: 0)
  }

  /// The calls of the app's own method named as one of FlowStacks' ways back (`func pop() { routes.pop() }`, called as
  /// `navigator.pop()`) that a back change is made in: each call goes back from the screens making it, at that call.
  /// Nil when the change is in no such method, or code names the method without a call read (passed as a closure:
  /// `goBack: goBack`), which runs it from places not known; then the change stays where it is written.
  func wrapperCalls(_ change: NavigationChange, coordinator: String) -> [ForwardedCall]? {
    let context = change.site.context
    guard let type = context.type, let member = context.member, FlowStacksAPI.backNames.contains(member),
      let key = resolver.index.lookup(type, from: nil, file: context.file), let decl = resolver.index[key], decl.methods.contains(member)
    else { return nil }
    let calling = facts.declarations.memberCalls.filter { $0.name == member && $0.context != context && calls($0, key: key, decl: decl) }
    guard !calling.isEmpty, calling.count <= Self.maximumForwarded else { return nil }
    let seen = Set(calling.map(\.context))
    // Every context naming the method on the type is one of the calls read.
    for (referring, names) in facts.declarations.references where referring != context && !seen.contains(referring) {
      if self.names(member, of: key, decl: decl, in: names, at: referring) { return nil }
    }
    return calling.map { call in
      ForwardedCall(from: callers(of: call, coordinator: coordinator), path: nil, location: call.location, platforms: call.platforms)
    }
  }

  private static let maximumForwarding = 3
  /// Calls followed through forwarding methods for one change at most: past that (code generated to call wrappers
  /// of wrappers thousands of times), the rest stay unresolved at their calls.
  private static let maximumForwarded = 2_000

  private func forwardedCalls(_ text: String, context: ContextKey, guards: [CaseGuard], site: Site, navigationParameter: String?,
                              coordinator: String, depth: Int) -> [ForwardedCall]? {
    guard let member = context.member, SyntaxHelpers.startsLowercase(text), text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      let (callee, parameters) = callee(of: context), parameters.contains(where: { $0.name == text })
    else { return nil }
    var found: [ForwardedCall] = []
    var seen = Set<ContextKey>()
    for call in facts.declarations.memberCalls where call.name == member && calls(call, callee) {
      seen.insert(call.context)
      let value = { (name: String) -> String?? in Self.argument(for: name, parameters: parameters, in: call) }
      // `switch transition { case .push: … }`: a call passing another case does not take this arm.
      let excluded = guards.contains { caseGuard in
        guard case .some(.some(let passed)) = value(caseGuard.subject) else { return false }
        return caseGuard.excludes(passed)
      }
      guard !excluded, case .some(let passed) = value(text) else { continue }
      if passed == nil, depth < Self.maximumForwarding, found.count < Self.maximumForwarded,
        let outer = Self.passedArgument(for: text, parameters: parameters, in: call)?.forwards,
        let further = forwardedCalls(outer, context: call.context, guards: call.guards, site: Site(context: call.context, unit: "",
                                     location: call.location, platforms: call.platforms), navigationParameter: nil,
                                     coordinator: coordinator, depth: depth + 1)
      {
        found += further
        continue
      }
      let owners = callers(of: call, coordinator: coordinator)
      let withNavigation = navigationParameter.flatMap { Self.flag(for: $0, parameters: parameters, in: call) }
      found.append(ForwardedCall(from: owners, path: passed.map { [$0] },
                                 withNavigation: withNavigation, location: call.location, platforms: call.platforms))
    }
    guard !seen.isEmpty else { return nil }
    // Code that uses the method's name without a call read above (arguments all computed, the method passed as a
    // closure) may pass anything: unresolved from there, as before.
    let unseen = facts.declarations.references.filter { reference in
      let (referring, names) = reference
      return !seen.contains(referring) && referring != context && self.names(member, of: callee, in: names, at: referring)
    }
    for referring in unseen.keys.sorted(by: { ($0.file, $0.type ?? "", $0.member ?? "") < ($1.file, $1.type ?? "", $1.member ?? "") }) {
      let owners = resolver.attribution.owners(of: referring)
      found.append(ForwardedCall(from: owners.isEmpty ? [coordinator] : owners.sorted(), path: nil,
                                 location: site.location, platforms: site.platforms))
    }
    return found
  }

  /// The screens a call of the forwarding method is made from: the owners of its code; of those, when the call is made
  /// in an arm of a `switch` over a parameter of its own method (`case .onCategorySelection: coordinator.push(to:
  /// .list)` in a view model's `onScreen(event:)` that several screens share), the screens whose calls pass that
  /// arm's case (`CallerArguments`), as for a change made in such an arm; the coordinator when none does.
  private func callers(of call: MemberCall, coordinator: String) -> [String] {
    let owners = resolver.attribution.owners(of: call.context).sorted()
    guard !owners.isEmpty else { return [coordinator] }
    guard !call.guards.isEmpty, owners.count > 1 else { return owners }
    let taking = owners.filter { resolver.callerArguments.takesArm(call.guards, at: call.context, on: $0) }
    return taking.isEmpty ? [coordinator] : taking
  }

  /// Whether code at `referring` names the method on the type (`navigator.pop`, `pop`, `self.pop`), called or not.
  private func names(_ member: String, of key: TypeKey, decl: TypeDecl, in references: Set<Reference>, at referring: ContextKey) -> Bool {
    names(member, of: .method(key, decl), in: references, at: referring)
  }

  private func names(_ member: String, of callee: Callee, in references: Set<Reference>, at referring: ContextKey) -> Bool {
    references.contains { name in
      name.name == member
        && calls(MemberCall(receiver: name.base.map { [$0] } ?? [], name: member, arguments: [], context: referring,
                            location: SourceLocation(file: referring.file, line: 0), platforms: []), callee)
    }
  }

  /// What code at a context is the body of, for the calls that pass its parameters: a method of a type the sources
  /// declare, or a function declared at file level (one of that name: several, overloads or private ones of other
  /// files, and which one a call runs is not read).
  private enum Callee {
    case method(TypeKey, TypeDecl)
    case free(FreeFunction)
  }

  private func callee(of context: ContextKey) -> (callee: Callee, parameters: [ParameterDecl])? {
    guard let member = context.member else { return nil }
    guard let type = context.type else {
      guard let declared = freeFunctions[member], declared.count == 1, let only = declared.first else { return nil }
      return (.free(only), only.parameters)
    }
    guard let key = resolver.index.lookup(type, from: nil, file: context.file), let decl = resolver.index[key],
      let parameters = decl.methodParameters[member]
    else { return nil }
    return (.method(key, decl), parameters)
  }

  private func calls(_ call: MemberCall, _ callee: Callee) -> Bool {
    switch callee {
    case .method(let key, let decl): return calls(call, key: key, decl: decl)
    case .free(let function):
      // By its name alone, from code whose own type has no member of that name (Swift would call the member).
      return call.receiver.isEmpty && resolver.attribution.namesFileLevelFunction(function.name, from: call.context)
    }
  }

  /// Whether a call's receiver is the method's type: `self`/implicit in that type, or a property declared as it
  /// (or as a protocol it conforms to).
  private func calls(_ call: MemberCall, key: TypeKey, decl: TypeDecl) -> Bool {
    guard let callerType = call.context.type, let caller = resolver.index.lookup(callerType, from: nil, file: call.context.file) else {
      return false
    }
    // A value sent to a subject a property holds (`model.tapped.send(.cart)`) is no call of the property's method.
    guard call.receiver.count <= 1 else { return false }
    guard let receiver = call.receiver.first else { return caller == key }
    if resolver.index.propertyType(receiver, of: caller) == key { return true }
    // A static method called on its type (`Router.open(.detail, navigator: navigator)`).
    if SyntaxHelpers.isTypeName(receiver), resolver.index.property(receiver, of: caller) == nil,
      resolver.index.lookup(receiver, from: callerType, file: call.context.file) == key
    {
      return true
    }
    guard let declared = resolver.index.property(receiver, of: caller)?.type?.name else { return false }
    return decl.inherits.contains(declared)
  }

  /// The `true` / `false` a call passes for a parameter, else the parameter's own default when the call leaves it
  /// out; nil for a value computed at the call or a name that is not a parameter.
  private static func flag(for name: String, parameters: [ParameterDecl], in call: MemberCall) -> Bool? {
    guard let parameter = parameters.first(where: { $0.name == name }) else { return nil }
    guard let passed = passedArgument(for: name, parameters: parameters, in: call) else { return parameter.defaultFlag }
    return passed.flag
  }

  /// The argument a call passes for a parameter (matched by label, unlabeled ones in order): `.some(case)` (`true` /
  /// `false` for a `Bool` literal), `.some(nil)` when it passes something else, nil when the call has no such
  /// argument (a default value: a `Bool` parameter's literal default is that value).
  private static func argument(for name: String, parameters: [ParameterDecl], in call: MemberCall) -> String?? {
    guard let parameter = parameters.first(where: { $0.name == name }) else { return nil }
    guard let passed = passedArgument(for: name, parameters: parameters, in: call) else {
      return parameter.defaultFlag.map { .some(CaseGuard.literal($0)) }
    }
    return .some(passed.value ?? passed.flag.map(CaseGuard.literal))
  }

  /// The argument a call passes for a parameter: matched by label, unlabeled ones in order; nil when it leaves it out.
  private static func passedArgument(for name: String, parameters: [ParameterDecl], in call: MemberCall) -> CallArgument? {
    guard let parameter = parameters.first(where: { $0.name == name }) else { return nil }
    if let label = parameter.label { return call.arguments.first { $0.label == label } }
    let position = parameters.filter { $0.label == nil }.firstIndex { $0.name == name } ?? 0
    let unlabeled = call.arguments.filter { $0.label == nil }
    return position < unlabeled.count ? unlabeled[position] : nil
  }
}
