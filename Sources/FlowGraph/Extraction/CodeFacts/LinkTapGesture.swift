import SwiftSyntax

/// A NavigationLink whose whole label carries a single-tap `.onTapGesture`: SwiftUI gives a child view's gesture
/// precedence over the link's own activation, so a tap runs the gesture and the link never opens.
public struct LinkTapGesture: Hashable, Codable, Sendable {
  public var link: SourceLocation
  /// The type whose code builds the link.
  public var type: String?
  public var gesture: SourceLocation
  /// The destination view type when written inline (`destination: DetailView(...)`).
  public var destination: String?
  public var platforms: [String]

  /// Reads a `NavigationLink(...)` call (hook of the shared declaration pass): nil unless every view of its label
  /// ends in `.onTapGesture { }` (or `.onTapGesture(count: 1)`). Only the label's own modifier chains are read.
  static func read(_ call: FunctionCallExprSyntax, in type: String?, file: ParsedFile, platforms: [String]) -> LinkTapGesture? {
    guard let label = labelClosure(call), !label.statements.isEmpty else { return nil }
    var first: FunctionCallExprSyntax?
    for item in label.statements {
      guard let expression = item.item.as(ExprSyntax.self), let gesture = tapGesture(on: expression) else { return nil }
      if first == nil { first = gesture }
    }
    guard let gesture = first else { return nil }
    let place = (gesture.calledExpression.as(MemberAccessExprSyntax.self)?.declName).map { Syntax($0) } ?? Syntax(gesture)
    let destination = SyntaxHelpers.argument(call.arguments, "destination")?.as(FunctionCallExprSyntax.self)
      .flatMap(SyntaxHelpers.instantiatedType)?.name
    return LinkTapGesture(
      link: file.location(of: call), type: type, gesture: file.location(of: place), destination: destination, platforms: platforms)
  }

  /// `label:` as an argument or a trailing closure; the single trailing closure when the destination is an argument.
  private static func labelClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    if let closure = SyntaxHelpers.argument(call.arguments, "label")?.as(ClosureExprSyntax.self) { return closure }
    if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return extra.closure }
    let labels = Set(call.arguments.compactMap { $0.label?.text })
    if call.additionalTrailingClosures.isEmpty, !labels.isDisjoint(with: ["destination", "value", "tag"]) {
      return call.trailingClosure
    }
    return nil
  }

  /// The single-tap `.onTapGesture` in a view's modifier chain (`Text("More").font(.body).onTapGesture { … }`).
  private static func tapGesture(on expression: ExprSyntax) -> FunctionCallExprSyntax? {
    var current: ExprSyntax? = expression
    var depth = 0
    while let call = current?.as(FunctionCallExprSyntax.self), depth < 64 {
      depth += 1
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
      if member.declName.baseName.text == "onTapGesture" {
        let count = SyntaxHelpers.argument(call.arguments, "count")
        if count == nil || count?.as(IntegerLiteralExprSyntax.self)?.literal.text == "1" { return call }
      }
      current = member.base
    }
    return nil
  }
}
