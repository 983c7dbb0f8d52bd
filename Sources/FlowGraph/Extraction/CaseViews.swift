/// Which cases the code shows a different view for: switch arms over an enum's cases that build view types of the
/// sources, a different one for at least two cases. A screen case holding such an enum is a screen per inner case
/// (FlowStacks' nested screen enums, TCA's nested `@Reducer enum`s); one holding an enum the view only lays out in
/// modes is one screen with a payload.
final class CaseViews {
  private let index: TypeIndex
  private let declarations: DeclarationFacts
  private var known: [TypeKey: Bool] = [:]
  /// The types `viewsPerCase(shownBy:)` may be asked about, when known: only their arms are indexed.
  private let shownBy: Set<String>?
  /// Indices into the declarations' instantiations and result arms (not copies: a TCA app has thousands of arms).
  private lazy var builtByFile: [String: [Int]] = Self.indices(declarations.instantiations) { $0.location.file }
  private lazy var armsByType: [String: [Int]] = Self.indices(declarations.resultArms) { arm in
    arm.type.flatMap { type in shownBy.map { $0.contains(type) } ?? true ? type : nil }
  }

  init(index: TypeIndex, declarations: DeclarationFacts, shownBy: Set<String>? = nil) {
    self.index = index
    self.declarations = declarations
    self.shownBy = shownBy
  }

  /// Whether switches over the enum's cases outside its own code show a view per case.
  func viewPerCase(of key: TypeKey) -> Bool {
    if let answer = known[key] { return answer }
    let cases = Set(index[key]?.cases.map(\.name) ?? [])
    let arms = declarations.resultArms.filter { $0.type != key.name && $0.paths.contains { $0.first.map(cases.contains) ?? false } }
    let answer = Self.distinct(views(of: arms, among: cases))
    known[key] = answer
    return answer
  }

  /// The view types a type's own switches build per case, when they build a different one for at least two cases:
  /// `switch store.state { case .list: ListView(…) case .detail: DetailView(…) }` in `KimaiCoordinatorView`.
  func viewsPerCase(shownBy type: String) -> [String: Set<String>] {
    guard let arms = armsByType[type] else { return [:] }
    let found = views(of: arms.map { declarations.resultArms[$0] }, among: nil)
    return Self.distinct(found) ? found : [:]
  }

  /// The declared types a method's arm for one case builds: `AppRoute.report.view(store)` with `extension AppRoute {
  /// func view(_ store: …) -> some View { switch self { case .report: ReportCoordinatorView(…) … } } }`.
  func views(of call: CaseMethodCall) -> [String] {
    let arms = (armsByType[call.type] ?? []).map { declarations.resultArms[$0] }.filter { $0.paths.contains { $0.first == call.caseName } }
    var found: [String] = []
    for arm in arms {
      for offset in builtByFile[arm.location.file] ?? [] {
        let use = declarations.instantiations[offset]
        guard use.context.type == arm.type, use.context.member == call.method, use.location.line >= arm.location.line,
          use.location.line <= arm.endLine, !found.contains(use.type), index.lookup(use.type, from: arm.type, file: use.location.file) != nil
        else { continue }
        found.append(use.type)
      }
    }
    return found
  }

  private static func distinct(_ views: [String: Set<String>]) -> Bool { views.count >= 2 && Set(views.values).count >= 2 }

  /// The declared types each arm's lines build in the arm's own type, by the case names its patterns start with.
  private func views(of arms: [ResultArm], among cases: Set<String>?) -> [String: Set<String>] {
    var views: [String: Set<String>] = [:]
    for arm in arms {
      let matched = arm.paths.compactMap(\.first).filter { cases?.contains($0) ?? true }
      guard !matched.isEmpty else { continue }
      let built = (builtByFile[arm.location.file] ?? []).map { declarations.instantiations[$0] }.filter { use in
        use.context.type == arm.type && use.location.line >= arm.location.line && use.location.line <= arm.endLine
          && index.lookup(use.type, from: arm.type, file: use.location.file) != nil
      }
      guard !built.isEmpty else { continue }
      for name in matched { views[name, default: []].formUnion(built.map(\.type)) }
    }
    return views
  }

  private static func indices<T>(_ items: [T], by key: (T) -> String?) -> [String: [Int]] {
    var found: [String: [Int]] = [:]
    for (offset, item) in items.enumerated() { if let key = key(item) { found[key, default: []].append(offset) } }
    return found
  }
}
