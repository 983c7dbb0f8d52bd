import SwiftSyntax

/// A `switch` arm that matches enum cases without looking at their payload (`case .loginResponse:`,
/// `case .router(.routeAction(_, action: .form(.submitted))):`): the case names matched that way and the arm's
/// lines. With the enum declarations it tells an arm that navigates whatever a response's `Bool`/`Result` says.
public struct ResultArm: Hashable, Codable, Sendable {
  /// Case names whose payload the pattern ignores (the innermost case of each pattern).
  public var cases: [String]
  public var location: SourceLocation
  public var endLine: Int

  /// Reads a `case` label (hook of the shared declaration pass); nil when every pattern binds or matches the
  /// payload of its innermost case, or is not an enum case pattern.
  static func read(_ node: SwitchCaseSyntax, file: ParsedFile) -> ResultArm? {
    guard case .case(let label) = node.label else { return nil }
    let cases = label.caseItems.compactMap { item -> String? in
      guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return nil }
      return unreadPayloadCase(pattern.expression)
    }
    guard !cases.isEmpty else { return nil }
    return ResultArm(
      cases: cases, location: file.location(of: label),
      endLine: file.converter.location(for: node.endPositionBeforeTrailingTrivia).line)
  }

  /// `.name` at the innermost level of a case pattern (`.a(.b(.name))`, `.a(_, action: .name)`); nil when that
  /// case's payload is bound or matched, or the pattern is something else.
  private static func unreadPayloadCase(_ expression: ExprSyntax) -> String? {
    var current = expression
    for _ in 0..<16 {
      if let member = current.as(MemberAccessExprSyntax.self), member.base == nil {
        return member.declName.baseName.text
      }
      guard let call = current.as(FunctionCallExprSyntax.self), let called = call.calledExpression.as(MemberAccessExprSyntax.self),
        called.base == nil
      else { return nil }
      // The one argument that is itself a case pattern is the next level; anything else reads the payload.
      let nested = call.arguments.filter { $0.expression.is(MemberAccessExprSyntax.self) || $0.expression.is(FunctionCallExprSyntax.self) }
      let wildcards = call.arguments.filter { isWildcard($0.expression) }.count
      guard nested.count == 1, call.arguments.count == nested.count + wildcards, let next = nested.first?.expression else {
        return nil
      }
      current = next
    }
    return nil
  }

  /// `_` in a pattern (parsed as a discard or as a wildcard pattern, depending on the position).
  private static func isWildcard(_ expression: ExprSyntax) -> Bool {
    expression.is(DiscardAssignmentExprSyntax.self)
      || expression.as(PatternExprSyntax.self)?.pattern.is(WildcardPatternSyntax.self) == true
  }
}
