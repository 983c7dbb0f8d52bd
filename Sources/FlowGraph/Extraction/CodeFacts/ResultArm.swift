import SwiftSyntax

/// A `switch` arm over enum cases: the case paths its patterns match (`case .router(.routeAction(_, action:
/// .form(.delegate(.submitted)))):` → `router.routeAction.form.delegate.submitted`), which of them ignore the
/// payload of their innermost case, and the arm's lines. With the enum declarations it tells an arm that
/// navigates whatever a response's `Bool`/`Result` says, and which delegate actions some reducer matches.
public struct ResultArm: Hashable, Codable, Sendable {
  /// Case names whose payload the pattern ignores (the innermost case of each pattern).
  public var cases: [String]
  /// Each pattern's case names, outermost first, up to where it binds or matches something else.
  public var paths: [[String]]
  /// The type whose code holds the switch.
  public var type: String?
  public var location: SourceLocation
  public var endLine: Int
  /// The arm does nothing: its body is `return .none` (`ResultArm+Inert.swift`).
  public var inert = false
  /// The pattern matches state, not an action: a reducer's (`if case .game = state.routes.first?.screen`) or a
  /// store's case in a view (`switch screen.case`).
  public var matchesState = false

  /// Reads a `case` label (hook of the shared declaration pass); nil when no pattern is an enum case pattern.
  static func read(_ node: SwitchCaseSyntax, in type: String?, file: ParsedFile) -> ResultArm? {
    guard case .case(let label) = node.label else { return nil }
    var cases: [String] = []
    var paths: [[String]] = []
    for item in label.caseItems {
      guard let expression = expression(of: item.pattern), let read = casePath(expression) else { continue }
      paths.append(read.path)
      if read.payloadIgnored, item.whereClause == nil, let last = read.path.last { cases.append(last) }
    }
    guard !paths.isEmpty else { return nil }
    return ResultArm(
      cases: cases, paths: paths, type: type, location: file.location(of: label),
      endLine: file.converter.location(for: node.endPositionBeforeTrailingTrivia).line, inert: isInert(node),
      matchesState: isState(node.parent?.parent?.as(SwitchExprSyntax.self)?.subject))
  }

  /// Reads `if case` / `guard case` conditions (hook of the shared declaration pass): their case paths only (what
  /// runs under them is not an arm's body).
  static func read(condition node: MatchingPatternConditionSyntax, in type: String?, file: ParsedFile) -> ResultArm? {
    guard let expression = expression(of: node.pattern), let read = casePath(expression) else { return nil }
    let place = file.location(of: node)
    return ResultArm(cases: [], paths: [read.path], type: type, location: place, endLine: place.line,
                     matchesState: isState(node.initializer.value))
  }

  /// The expression of `.a(.b)` and of `let .a(x)` (a binding around the whole pattern).
  static func expression(of pattern: PatternSyntax) -> ExprSyntax? {
    if let p = pattern.as(ExpressionPatternSyntax.self) { return p.expression }
    if let p = pattern.as(ValueBindingPatternSyntax.self) { return expression(of: p.pattern) }
    return nil
  }

  /// The case names of a pattern down to its innermost case, and whether that case's payload is left unread
  /// (`.a(.b(.name))`, `.a(_, action: .name)`, `.routeAction(id: .x, action: .name)`: the `action:` argument is the
  /// next level when there is one).
  /// Read over the raw tree (`RawNames.resultCasePath`); `RawNamesTests` holds the same read through nodes.
  static func casePath(_ expression: ExprSyntax) -> (path: [String], payloadIgnored: Bool)? {
    RawNames.resultCasePath(expression)
  }
}

/// A `default:` arm of a `switch` whose other arms match enum cases (`switch action { case .tabSelected: … default:
/// break }`): the cases those arms match first, and whether it does nothing (`ResultArm.isInert`). A case no arm names
/// falls into it.
public struct FallbackArm: Hashable, Codable, Sendable {
  /// The first case name each other arm's patterns match (`tabSelected`).
  public var siblings: [String]
  public var type: String?
  public var location: SourceLocation
  public var inert: Bool

  /// Reads a `default:` label (hook of the shared declaration pass, in files read as TCA); nil for a `case` label, or
  /// when no other arm matches an enum case.
  static func read(_ node: SwitchCaseSyntax, in type: String?, file: ParsedFile) -> FallbackArm? {
    guard case .default = node.label, let list = node.parent?.as(SwitchCaseListSyntax.self),
      !ResultArm.isState(list.parent?.as(SwitchExprSyntax.self)?.subject)
    else { return nil }
    var siblings: [String] = []
    for element in list {
      guard let other = element.as(SwitchCaseSyntax.self), case .case(let label) = other.label else { continue }
      for item in label.caseItems {
        guard let first = ResultArm.expression(of: item.pattern).flatMap(ResultArm.casePath)?.path.first else { return nil }
        if !siblings.contains(first) { siblings.append(first) }
      }
    }
    guard !siblings.isEmpty else { return nil }
    return FallbackArm(siblings: siblings, type: type, location: file.location(of: node.label), inert: ResultArm.isInert(node))
  }
}

/// `send(.delegate(.closeTapped))`, `.send(.delegate(.done))`, `store.send(.delegate(.saved))`: a TCA delegate
/// action sent, with the case path sent and the type whose code sends it.
public struct DelegateSend: Hashable, Codable, Sendable {
  public var path: [String]
  public var type: String?
  public var location: SourceLocation

  /// Reads a call (hook of the shared declaration pass); nil unless it sends a case path through `delegate`.
  static func read(_ call: FunctionCallExprSyntax, in type: String?, file: ParsedFile) -> DelegateSend? {
    let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    guard name == "send", let first = call.arguments.first, first.label == nil,
      let read = ResultArm.casePath(first.expression), read.path.count >= 2, read.path.dropLast().contains("delegate")
    else { return nil }
    return DelegateSend(path: read.path, type: type, location: file.location(of: call))
  }
}
