import SwiftSyntax

/// What an `#if` condition means for reading: skip the branch (`#if false`), or read it tagged with the
/// platforms it is compiled for (`#if os(iOS) || os(macOS)`; `#else` of `os(iOS)` as `!iOS`).
enum PlatformCondition: Equatable {
  case never
  case always
  case platforms([String])
  /// Compiled only on some of these platforms' builds (`targetEnvironment(macCatalyst)`: Mac Catalyst builds the iOS
  /// SDK, where `os(iOS)` holds): tagged with them, but an `#else` after it is not their negation.
  case within([String])
  /// Anything else (`DEBUG`, `canImport(UIKit)`): read, without a platform tag.
  case unknown

  init(_ condition: ExprSyntax?) {
    guard let condition else { self = .always; return }
    if let b = condition.as(BooleanLiteralExprSyntax.self) {
      self = b.literal.tokenKind == .keyword(.true) ? .always : .never
    } else if let i = condition.as(IntegerLiteralExprSyntax.self) {
      self = i.literal.text == "0" ? .never : .always
    } else if let call = condition.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
      let name = call.arguments.first.map({ SyntaxHelpers.text($0.expression) })
    {
      self = .platforms([name])
    } else if let call = condition.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "targetEnvironment",
      call.arguments.first.map({ SyntaxHelpers.text($0.expression) }) == "macCatalyst"
    {
      self = .within(["iOS"])
    } else if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
      switch PlatformCondition(not.expression) {
      case .never: self = .always
      case .always: self = .never
      case .platforms(let names): self = .platforms(names.map { "!" + $0 })
      case .within, .unknown: self = .unknown
      }
    } else if let paren = condition.as(TupleExprSyntax.self), paren.elements.count == 1, let inner = paren.elements.first {
      self = PlatformCondition(inner.expression)
    } else if let seq = condition.as(SequenceExprSyntax.self), seq.elements.count == 3 {
      let parts = Array(seq.elements)
      let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text
      let (l, r) = (PlatformCondition(parts[0]), PlatformCondition(parts[2]))
      switch (op, l, r) {
      case ("||", .platforms(let a), .platforms(let b)): self = .platforms(a + b)
      case ("||", .always, _), ("||", _, .always): self = .always
      case ("&&", .never, _), ("&&", _, .never): self = .never
      case ("&&", .platforms(let a), _), ("&&", _, .platforms(let a)): self = .platforms(a)
      default: self = .unknown
      }
    } else {
      self = .unknown
    }
  }

  /// The condition of an `#else`/`#elseif` after earlier clauses: their platforms negated.
  static func negated(_ earlier: [PlatformCondition]) -> PlatformCondition {
    if earlier.contains(.always) { return .never }
    let names = earlier.flatMap { c -> [String] in
      if case .platforms(let p) = c { return p.map { $0.hasPrefix("!") ? String($0.dropFirst()) : "!" + $0 } }
      return []
    }
    return names.isEmpty ? .unknown : .platforms(names)
  }

  /// The clauses of an `#if` that are read, each with the platforms it is compiled for (`#if false` skipped,
  /// `#else` tagged with the earlier clauses' platforms negated).
  static func readClauses(of node: IfConfigDeclSyntax) -> [(platforms: [String], elements: IfConfigClauseSyntax.Elements)] {
    var earlier: [PlatformCondition] = []
    var result: [(platforms: [String], elements: IfConfigClauseSyntax.Elements)] = []
    for clause in node.clauses {
      let own = PlatformCondition(clause.condition)
      let condition = clause.poundKeyword.tokenKind == .poundElse ? PlatformCondition.negated(earlier) : own
      earlier.append(own)
      guard condition != .never, let elements = clause.elements else { continue }
      switch condition {
      case .platforms(let names), .within(let names): result.append((names, elements))
      default: result.append(([], elements))
      }
    }
    return result
  }
}
