/// Finds TCA actions that a control or a reducer sends and that every reducer ignores: the feature's own reducer
/// answers the case with `return .none` (no state change, no effect) and no other reducer matches it
/// (`case .router(.routeAction(_, action: .game(.quitTapped)))`), so sending it does nothing.
///
/// It abstains wherever a match could hide: a case name that several `Action` enums declare, a case carrying
/// another feature's actions (`Scope` hands those to the child), a switch or `if case` that names the case other
/// than as an arm doing nothing, an arm that does something for all of a feature's actions at once
/// (`case let .game(action):`, `case .router(.routeAction(_, action: let screen)):`), or a use of the name by code
/// of another type (`\.game.quitTapped`).
struct IgnoredActionFinder {
  let index: TypeIndex
  let arms: [ResultArm]
  let sends: [ActionSend]
  let references: [ContextKey: Set<Reference>]
  /// `default:` arms of switches over cases: an action no arm names falls into its feature's.
  let fallbacks: [FallbackArm]

  func facts() -> [CodeFact] {
    guard !sends.isEmpty else { return [] }
    let enums = index.types.values.filter { $0.kind == .enum }.sorted { ($0.name, $0.file) < ($1.name, $1.file) }
    let actionEnums = enums.filter(Self.isActionEnum)
    var owners: [String: [(decl: TypeDecl, c: EnumCaseDecl)]] = [:]
    for decl in actionEnums { for c in decl.cases { owners[c.name, default: []].append((decl, c)) } }
    // Views' switches choose what to show; they handle no action.
    let views = Set(index.types.values.filter { decl in
      decl.inherits.contains { ["View", "App", "Scene", "UIViewController"].contains($0) }
    }.map(\.name))
    let actionTypes = Set(actionEnums.map { Self.normalized($0.name) })
    // Arms over actions, by the case they match first, and every case matched inside another.
    let arms = self.arms.filter { !$0.matchesState }
    var direct: [String: [ResultArm]] = [:]
    var nested: Set<String> = []
    for arm in arms {
      for first in Set(arm.paths.compactMap(\.first)) { direct[first, default: []].append(arm) }
      for path in arm.paths { nested.formUnion(path.dropFirst()) }
    }
    var result: [CodeFact] = []
    for (name, sent) in Dictionary(grouping: sends, by: \.name).sorted(by: { $0.key < $1.key }) {
      guard name != "delegate", let candidates = owners[name], candidates.count == 1, let (decl, c) = candidates.first,
        !c.associated.contains(where: { Self.carriesActions($0, actionTypes: actionTypes) })
      else { continue }
      let owner = decl.name.hasSuffix(".Action") ? String(decl.name.dropLast(".Action".count)) : nil
      let own = direct[name] ?? []
      var answered = own.map(\.location)
      if own.isEmpty {
        // No arm names the case: it falls into the `default:` of the feature's own switches over its actions (those
        // whose other arms all match its cases), and is ignored when each of them does nothing.
        let cases = Set(decl.cases.map(\.name))
        guard let owner else { continue }
        let defaults = fallbacks.filter { Self.within($0.type, owner) && $0.siblings.allSatisfy(cases.contains) }
        guard !defaults.isEmpty, defaults.allSatisfy(\.inert), !nested.contains(name) else { continue }
        answered = defaults.map(\.location)
      } else {
        guard own.allSatisfy(\.inert), owner.map({ owner in own.contains { Self.within($0.type, owner) } }) ?? true,
          !nested.contains(name)
        else { continue }
      }
      let wrappers = wrapperCases(of: Self.normalized(decl.name), enums: enums)
      let wholesale = arms.filter { arm in
        !arm.inert && !views.contains(arm.type ?? "") && arm.paths.contains { path in !path.isEmpty && path.allSatisfy(wrappers.contains) }
      }
      guard wholesale.isEmpty else { continue }
      let senders = Set(sent.compactMap(\.type))
      let usedElsewhere = references.contains { context, names in
        names.contains { $0.name == name }
          && !(owner.map { Self.within(context.type, $0) } ?? false) && !senders.contains(context.type ?? "")
      }
      guard !usedElsewhere, let first = sent.map(\.location).min() else { continue }
      let trigger = sent.contains { $0.trigger == .user } ? ActionSend.Trigger.user : .effect
      result.append(
        CodeFact(
          kind: .ignoredAction, type: owner ?? decl.name, member: name, detail: trigger.rawValue, location: first,
          related: answered.sorted()))
    }
    return result
  }

  /// `Feature.Action` (a reducer's nested action), or a top-level `FeatureAction` of TCA's older `Reducer` style.
  private static func isActionEnum(_ decl: TypeDecl) -> Bool {
    decl.name.hasSuffix(".Action") || (!decl.name.contains(".") && decl.name.hasSuffix("Action") && decl.name != "Action")
  }

  /// `Game.Action` → `Game`, `RootScreen.State` → `RootScreen`, `GameAction` → `GameAction`: the last component of
  /// the feature a type belongs to.
  private static func normalized(_ name: String) -> String {
    var name = name
    for suffix in [".Action", ".State"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  private static func within(_ type: String?, _ feature: String) -> Bool {
    guard let type else { return false }
    return type == feature || type.hasPrefix(feature + ".")
  }

  /// Whether a case's payload holds actions of another feature (`child(Child.Action)`, `binding(BindingAction<…>)`,
  /// `rows(IdentifiedActionOf<Row>)`): a `Scope` or library reducer receives those, whatever the own arm says.
  private static func carriesActions(_ type: TypeRef, actionTypes: Set<String>) -> Bool {
    ([type] + type.arguments).contains { ref in ref.name.hasSuffix("Action") || actionTypes.contains(normalized(ref.name)) }
  }

  /// The case names that carry the feature's actions, directly or through other enums (`game(Game.Action)` in a
  /// screen enum, `routeAction(Int, action: Screen.Action)` and `router(IndexedRouterActionOf<Screen>)` in a
  /// coordinator), with the library's own wrappers of screen and element actions.
  private func wrapperCases(of feature: String, enums: [TypeDecl]) -> Set<String> {
    var holders: Set<String> = [feature]
    var cases: Set<String> = ["routeAction", "element", "presented"]
    for _ in 0...enums.count {
      let before = holders.count
      for decl in enums {
        for c in decl.cases where c.associated.contains(where: { ref in
          ([ref] + ref.arguments).contains { holders.contains(Self.normalized($0.name)) }
        }) {
          cases.insert(c.name)
          holders.insert(Self.normalized(decl.name))
        }
      }
      if holders.count == before { break }
    }
    return cases
  }
}
