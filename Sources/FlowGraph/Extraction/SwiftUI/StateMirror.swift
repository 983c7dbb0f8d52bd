import SwiftSyntax

/// A view's state kept equal to another value as it changes: `.onChange(of: store.currentView) { new in currentView = new }`
/// (also `{ _, new in … }`, `$0`/`$1`): the view's `currentView` takes every value `store.currentView` is given.
public struct StateMirror: Hashable, Codable, Sendable {
  /// The view declaring the state.
  public var type: String
  /// Its property set (`currentView`).
  public var property: String
  /// The value it follows (`["store", "currentView"]`, `["model", "phase"]`).
  public var source: [String]
}

extension StateMirror {
  /// `.onChange(of: store.currentView) { newValue in currentView = newValue }` (the value passed as the closure's
  /// last parameter, or `$0`/`$1`, assigned as it is to a property of the view, `self.` or not, anywhere in the
  /// closure's statements, also inside `withAnimation { … }`).
  static func read(_ call: FunctionCallExprSyntax, in type: String) -> StateMirror? {
    guard let watched = call.arguments.first(where: { $0.label?.text == "of" })?.expression,
      let source = SyntaxHelpers.path(watched), source.count == 2,
      let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    else { return nil }
    // SwiftUI's `onChange(of:)` passes the new value last (`{ new in }`, `{ old, new in }`); without names, a closure
    // using `$1` takes both (`$1` the new one), else only the new one (`$0`).
    let newValue: String
    if closure.signature == nil {
      let usesSecond = closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .dollarIdentifier("$1") }
      newValue = usesSecond ? "$1" : "$0"
    } else if let last = SyntaxHelpers.parameterNames(closure).dropFirst().last {
      newValue = last
    } else {
      return nil
    }
    var found: String?
    var visited = 0
    var stack: [Syntax] = [Syntax(closure.statements)]
    while let node = stack.popLast(), visited < 2_000 {
      visited += 1
      if let sequence = node.as(SequenceExprSyntax.self) {
        let parts = Array(sequence.elements)
        if parts.count == 3, parts[1].is(AssignmentExprSyntax.self), let target = SyntaxHelpers.path(parts[0]), target.count == 1,
          let value = parts[2].as(DeclReferenceExprSyntax.self)?.baseName.text,
          value == newValue
        {
          guard found == nil || found == target[0] else { return nil }
          found = target[0]
        }
        continue
      }
      // Not into closures of their own other than `withAnimation { }`'s body.
      if node.is(ClosureExprSyntax.self), node.parent?.as(FunctionCallExprSyntax.self).flatMap(RawNames.calledName)?.name != "withAnimation" {
        continue
      }
      stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
    }
    return found.map { StateMirror(type: type, property: $0, source: source) }
  }
}
