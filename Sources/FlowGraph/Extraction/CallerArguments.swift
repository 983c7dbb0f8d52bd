/// Which screens run code in an arm of a `switch` (or a branch of an `if`) over a parameter of its method.
///
/// Swift runs the one arm that matches the argument, so in `func send(_ action: Action) { switch action { case .open:
/// router.route(to: \.photo) … } }` the `route(to:)` runs only where a caller passes `.open`. The attribution gives
/// every screen that holds the object (a view model shared by every screen of a flow); a screen whose every call of
/// the method passes a case the arm excludes never takes it. A screen is kept whenever its calls do not say: an
/// argument computed or passed on, a call on a receiver whose type is not known, the method handed over as a function
/// value (`Button(action: model.close)`), or no call of the method among the screen's code at all.
struct CallerArguments {
  private let index: TypeIndex
  private let attribution: Attribution
  /// Calls with a case among their arguments (`MemberCall`), and every use of a member name on a receiver, by the
  /// member's name.
  private let calls: [String: [MemberCall]]
  private let uses: [String: [(context: ContextKey, base: String?)]]
  /// Subjects sunk in each member's code (`SubjectSink`), by the code's place (`SubjectSink.place`).
  private let sinks: [ContextKey: [SubjectSink]]

  init(declarations: DeclarationFacts, index: TypeIndex, attribution: Attribution) {
    self.index = index
    self.attribution = attribution
    calls = Dictionary(grouping: declarations.memberCalls, by: \.name)
    sinks = Dictionary(grouping: declarations.subjectSinks, by: \.context)
    var uses: [String: [(context: ContextKey, base: String?)]] = [:]
    for (context, references) in declarations.references {
      for reference in references { uses[reference.name, default: []].append((context, reference.base)) }
    }
    self.uses = uses
  }

  /// Whether `screen` can run code at `context` under `guards`: false only when every use of the method from the
  /// screen's code is a call whose argument for a guarded parameter is a case the guard excludes.
  func takesArm(_ guards: [CaseGuard], at context: ContextKey, on screen: String) -> Bool {
    guard !guards.isEmpty, let member = context.member, let type = context.type,
      let key = index.lookup(type, from: nil, file: context.file)
    else { return true }
    // An arm over the value a sunk subject publishes (`didTap.sink { route in switch route { case .certificates: … } }`)
    // runs for the code sending that case to the subject (`model.didTap.send(.certificates)`).
    for sink in sinks[SubjectSink.place(of: context)] ?? [] {
      guard let parameter = sink.parameter else { continue }
      let tested = guards.filter { $0.subject == parameter }
      if !tested.isEmpty, !takesArm(tested, sentTo: sink.subject, of: key, on: screen) { return false }
    }
    guard let parameters = index[key]?.methodParameters[member] else { return true }
    let tested = guards.compactMap { caseGuard -> (CaseGuard, position: Int, label: String?)? in
      guard let position = parameters.firstIndex(where: { $0.name == caseGuard.subject }) else { return nil }
      return (caseGuard, position, parameters[position].label)
    }
    guard !tested.isEmpty else { return true }
    // The types of the guarded parameters: a receiver whose type is generic over one of them (a type-erased model,
    // `AnyViewModel<State, Action>` whose `trigger(_:)` hands the value on to the model it wraps) passes it on.
    let handedOn = Set(tested.compactMap { tested in
      parameters[tested.position].type.flatMap { index.lookup($0.name, from: key.name, file: context.file) }
    })
    guard let screenCalls = calls(
      by: screen, using: member, on: { reaches(key, handedOn, base: $0, from: $1) }, named: member,
      receiver: { call in call.receiver.count <= 1 && reaches(key, handedOn, base: call.receiver.first, from: call.context) })
    else { return true }
    for (caseGuard, position, label) in tested {
      let passed = screenCalls.map { call -> String? in
        let argument = label.map { label in call.arguments.first { $0.label == label } }
          ?? (call.arguments.indices.contains(position) && call.arguments[position].label == nil ? call.arguments[position] : nil)
        return argument.flatMap { $0.value ?? $0.flag.map(CaseGuard.literal) }
      }
      if passed.allSatisfy({ $0 != nil }), passed.allSatisfy({ caseGuard.excludes($0 ?? "") }) { return false }
    }
    return true
  }

  /// Whether `screen` can send a value the guards let through to a subject of `key` (`model.didTap.send(.case)`): false
  /// only when every use of the subject in the screen's code is a `send` of a case the guards exclude.
  private func takesArm(_ guards: [CaseGuard], sentTo subject: String, of key: TypeKey, on screen: String) -> Bool {
    guard let screenCalls = calls(
      by: screen, using: subject, on: { base, context in base != nil && base != "self" && reaches(key, [], base: base, from: context) },
      named: "send", receiver: { call in
        call.receiver.count == 2 && call.receiver[1] == subject && reaches(key, [], base: call.receiver[0], from: call.context)
      })
    else { return true }
    let passed = screenCalls.map { call in call.arguments.first.flatMap { $0.label == nil ? $0.value : nil } }
    return !guards.contains { caseGuard in passed.allSatisfy { $0 != nil } && passed.allSatisfy { caseGuard.excludes($0 ?? "") } }
  }

  /// The screen's calls named `called` with a case among their arguments on the receivers `receiver` accepts, when they
  /// are all its code does with `name` on the receivers `on` accepts (by base and context); nil when the screen's code
  /// does not use it, or uses it where no such call is read (an argument computed, the method handed over as a value):
  /// then what it passes is not known.
  private func calls(by screen: String, using name: String, on: (String?, ContextKey) -> Bool, named called: String,
                     receiver: (MemberCall) -> Bool) -> [MemberCall]? {
    let screenUses = (uses[name] ?? []).filter { on($0.base, $0.context) && attribution.owners(of: $0.context).contains(screen) }
    guard !screenUses.isEmpty else { return nil }
    let screenCalls = (calls[called] ?? []).filter { receiver($0) && attribution.owners(of: $0.context).contains(screen) }
    let callers = Set(screenCalls.map(\.context))
    return screenUses.allSatisfy { callers.contains($0.context) } ? screenCalls : nil
  }

  /// Whether a use of a member on `base` (a property of the using type; nil or `self` for its own members) in
  /// `context` is a use of `key`'s member: the property holds a `key`, or a type generic over one of `handedOn`.
  private func reaches(_ key: TypeKey, _ handedOn: Set<TypeKey>, base: String?, from context: ContextKey) -> Bool {
    guard let type = context.type, let own = index.lookup(type, from: nil, file: context.file) else { return false }
    guard let base, base != "self" else { return own == key }
    if index.propertyType(base, of: own) == key { return true }
    guard !handedOn.isEmpty, let declared = index.property(base, of: own)?.type else { return false }
    let file = index[own]?.file ?? context.file
    return declared.arguments.contains { argument in
      index.lookup(argument.name, from: own.name, file: file).map(handedOn.contains) ?? false
    }
  }
}
