/// TCA's first reducers, values of its `Reducer<State, Action, Environment>` struct (TCACoordinators 0.1–0.3), joined
/// to the views that show them. Such a value has no type of its own, so a view's store names it by the state type
/// it reduces: `let store: Store<CoordinatorState, CoordinatorAction>` shows the value declared as
/// `Reducer<CoordinatorState, CoordinatorAction, Void>`. Several values can reduce one state (a route reducer
/// declared apart and passed to `withRouteReducer`): the one TCACoordinators' reducers build is the coordinator,
/// and the others' arms are its arms.
struct TCAReducerValues {
  /// The coordinator id (a value's name) of each state type.
  private(set) var byState: [TypeKey: String] = [:]
  /// The coordinator id of each value's name, for the values that reduce a known state.
  private var coordinator: [String: String] = [:]
  /// Values whose state is not known (a type written that is no reducer after all): their code is the enclosing
  /// type's, as for any other property, or no reducer's at the top level (nil).
  private var unresolved: [String: String?] = [:]
  /// The state type of each coordinator id.
  private(set) var state: [String: TypeKey] = [:]
  /// Where each coordinator's value is declared.
  private(set) var locations: [String: SourceLocation] = [:]

  init(_ values: [TCAReducerValue], index: TypeIndex) {
    guard !values.isEmpty else { return }
    var byState: [TypeKey: [TCAReducerValue]] = [:]
    for value in values {
      guard let key = Self.state(of: value, index: index) else {
        unresolved[value.name] = .some(value.scope)
        continue
      }
      byState[key, default: []].append(value)
    }
    for (key, candidates) in byState {
      // TCACoordinators' own reducers build the coordinator; else the first declared, for output that does not
      // depend on the order files are read in.
      let ordered = candidates.sorted { ($0.routes ? 0 : 1, $0.file, $0.location.line, $0.name) < ($1.routes ? 0 : 1, $1.file, $1.location.line, $1.name) }
      guard let chosen = ordered.first else { continue }
      self.byState[key] = chosen.name
      state[chosen.name] = key
      locations[chosen.name] = chosen.location
      for value in candidates { coordinator[value.name] = chosen.name }
    }
  }

  /// The state type a value reduces: the first argument of `Reducer<…>`/`AnyReducer<…>` written for it (through an
  /// alias), looked up where the value is declared.
  private static func state(of value: TCAReducerValue, index: TypeIndex) -> TypeKey? {
    guard var type = value.type else { return nil }
    if !TCAExtractor.Visitor.reducerTypes.contains(type.baseName) {
      guard let expanded = index.expandingAlias(type, from: value.scope, file: value.file) else { return nil }
      type = expanded
    }
    guard TCAExtractor.Visitor.reducerTypes.contains(type.baseName), let state = type.arguments.first else { return nil }
    return index.lookup(state.name, from: value.scope, file: value.file)
  }

  /// The facts with every value of a coordinator's state named as that coordinator, and the code of the other
  /// values given back to their types (dropped at the top level).
  func renaming(_ facts: TCAFacts) -> TCAFacts {
    guard !coordinator.isEmpty || !unresolved.isEmpty else { return facts }
    var facts = facts
    func renamed(_ name: String) -> String? {
      if let id = coordinator[name] { return id }
      if let scope = unresolved[name] { return scope }
      return name
    }
    facts.reducerArms = facts.reducerArms.compactMap { fact in renamed(fact.reducer).map { var f = fact; f.reducer = $0; return f } }
    facts.sentActions = facts.sentActions.compactMap { fact in renamed(fact.reducer).map { var f = fact; f.reducer = $0; return f } }
    facts.helperCalls = facts.helperCalls.compactMap { fact in renamed(fact.reducer).map { var f = fact; f.reducer = $0; return f } }
    facts.assignments = facts.assignments.compactMap { fact in renamed(fact.reducer).map { var f = fact; f.reducer = $0; return f } }
    return facts
  }
}
