import SwiftSyntax

/// A TCA action sent as a plain case of the store's action (`store.send(.quitTapped)` in a button's action, `return
/// .send(.goBack)` in a reducer), with what made it be sent: a user's control, or the reducer itself. Sends of
/// effects' results (`await send(.loaded(…))` inside `.run`) and sends from lifecycle code (`.onAppear`, `.task`,
/// `viewDidLoad`) are not kept: an action that does nothing there is a placeholder, not a dead control.
public struct ActionSend: Hashable, Codable, Sendable {
  public enum Trigger: String, Hashable, Codable, Sendable {
    /// In a control's action: `Button { store.send(.x) }`, `.onTapGesture`, an `@objc` / `@IBAction` method.
    case user
    /// `Effect.send(.x)` returned by a reducer: the reducer dispatches the action at once.
    case effect
  }

  /// The case sent (`quitTapped` for `.quitTapped`, `cellTapped` for `.cellTapped(row: 0, column: 1)`).
  public var name: String
  public var trigger: Trigger
  /// The type whose code sends it.
  public var type: String?
  public var location: SourceLocation

  /// Reads a call (hook of the shared declaration pass); nil unless it sends one plain case from a control or as
  /// a reducer's effect.
  static func read(_ call: FunctionCallExprSyntax, in type: String?, file: ParsedFile) -> ActionSend? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send",
      let first = call.arguments.first, first.label == nil,
      let read = ResultArm.casePath(first.expression), read.path.count == 1, let name = read.path.first
    else { return nil }
    let trigger: Trigger
    // `.send(.x)`, `Effect.send(.x)`, `EffectTask.send(.x)`: a reducer's effect.
    if member.base == nil || member.base.flatMap(SyntaxHelpers.path)?.first.map(SyntaxHelpers.isTypeName) == true {
      trigger = .effect
    } else {
      guard isUserEvent(Syntax(call)) else { return nil }
      trigger = .user
    }
    return ActionSend(name: name, trigger: trigger, type: type, location: file.location(of: call))
  }

  /// Whether the code around the node runs when the user works a control: the nearest enclosing closure is a
  /// button's action (`Button("Quit") { … }`, `Button(action: { … })`, `PrimaryButton { … }`, `UIAction { … }`) or
  /// a gesture's (`.onTapGesture { … }`), or the nearest function is a target-action method (`@objc`, `@IBAction`).
  /// `withAnimation { … }` and `Task { … }` inside such a closure are looked through. Bounded by 64 levels.
  private static func isUserEvent(_ node: Syntax) -> Bool {
    var current = node.parent
    for _ in 0..<64 {
      guard let here = current else { return false }
      if let function = here.as(FunctionDeclSyntax.self) {
        return function.attributes.contains { attribute in
          guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
          return name == "objc" || name == "IBAction"
        }
      }
      if here.is(InitializerDeclSyntax.self) || here.is(AccessorDeclSyntax.self) || here.is(VariableDeclSyntax.self) {
        return false
      }
      if let closure = here.as(ClosureExprSyntax.self) {
        switch closureOwner(closure) {
        case .control: return true
        case .wrapper: current = closure.parent
        case .other: return false
        }
        continue
      }
      current = here.parent
    }
    return false
  }

  private enum ClosureOwner { case control, wrapper, other }

  /// What the call taking the closure is: a control's action, a wrapper that runs it at once, or anything else.
  private static func closureOwner(_ closure: ClosureExprSyntax) -> ClosureOwner {
    var label: String?
    var call: FunctionCallExprSyntax?
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      label = argument.label?.text
      call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      label = trailing.label.text
      call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
    } else {
      call = closure.parent?.as(FunctionCallExprSyntax.self)
    }
    guard let call else { return .other }
    let name: String
    if let type = SyntaxHelpers.instantiatedType(call) {
      name = type.baseName
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let called = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = called.baseName.text
    } else {
      return .other
    }
    if ["withAnimation", "Task", "withTransaction"].contains(name) { return .wrapper }
    if label == "label" { return .other }
    if name.hasSuffix("Button") || name == "UIAction" || label == "action" { return .control }
    return controlModifiers.contains(name) ? .control : .other
  }

  /// Modifiers whose closure runs on a user's gesture.
  private static let controlModifiers: Set<String> = ["onTapGesture", "onLongPressGesture", "onSubmit", "onDelete", "onMove"]
}
