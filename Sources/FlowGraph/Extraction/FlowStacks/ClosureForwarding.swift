import SwiftSyntax

/// A method of the app's own that takes a closure over the routes and runs it on its routes state:
/// `func steps(_ update: @escaping (inout Routes<Screen>) -> Void) { RouteSteps.withDelaysIfUnsupported(self, \.routes) { update(&$0) } }`
/// or `{ update(&routes) }`. Calls on the closure's parameter at a call site (`navigator.steps { $0.dismiss(); $0.goBackToRoot() }`)
/// are changes of that state, made by the code that calls the method.
public struct RoutesClosureForward: Hashable, Codable, Sendable {
  public var type: String?
  public var file: String
  public var method: String
  /// The parameter's argument label (nil for `_`) and whether it is the method's last parameter (a trailing
  /// closure fills the last one).
  public var label: String?
  public var isLast: Bool
  /// The routes state the closure is run on, from the method's type.
  public var path: [String]
  /// Run inside `withDelaysIfUnsupported`.
  public var staged: Bool
}

/// A closure passed to a method at a call site whose parameter the code inside calls FlowStacks' routes methods on.
public struct ClosureArgument: Hashable, Codable, Sendable {
  /// The update unit of the closure: changes made directly inside it carry it as `Site.unit`.
  public var unit: String
  public var parameterNames: [String]
  /// The call's receiver path (`["navigator"]`; empty for an implicit `self`) and method name.
  public var receiver: [String]
  public var method: String
  /// A trailing closure (it fills the method's last parameter), else the argument's label (nil when unlabeled).
  public var trailing: Bool
  public var label: String?
  public var context: ContextKey
}

extension FlowStacksExtractor.Visitor {
  /// `update(&$0)`, `update(&routes)` in a method whose parameter `update` is a closure: the method forwards it.
  func noteRoutesForward(_ node: FunctionCallExprSyntax) {
    guard let called = node.calledExpression.as(DeclReferenceExprSyntax.self), node.arguments.count == 1,
      let parameters = methodParameters.last ?? nil, let method = context.member
    else { return }
    let name = called.baseName.text
    guard let index = parameters.firstIndex(where: { $0.name == name && $0.isClosure }),
      let passed = node.arguments.first?.expression.as(InOutExprSyntax.self),
      let path = resolve(SyntaxHelpers.path(passed.expression)), !path.isEmpty
    else { return }
    flowFacts.closureForwards.append(
      RoutesClosureForward(type: currentType, file: file.path, method: method, label: parameters[index].label,
                           isLast: index == parameters.count - 1, path: path, staged: staged))
  }

  /// A change on `path` made inside a closure whose parameter `path` starts with: kept with the call the closure
  /// is passed to, so that the linker can find the state if that method forwards it (`RoutesClosureForward`).
  func noteClosureArgument(_ path: [String]) {
    guard let head = path.first, let closure = closures.last, !aliases.contains(where: { $0.names.contains(head) }),
      SyntaxHelpers.parameterNames(closure).contains(head)
    else { return }
    var call: FunctionCallExprSyntax?
    var label: String?
    var trailing = false
    if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
      call = parent
      trailing = true
    } else if let argument = closure.parent?.as(LabeledExprSyntax.self),
      let parent = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      call = parent
      label = argument.label?.text
    }
    guard let call, let (receiver, method) = SyntaxHelpers.calledMember(call) else { return }
    let unit = unitID(closure.positionAfterSkippingLeadingTrivia)
    guard !flowFacts.closureArguments.contains(where: { $0.unit == unit }) else { return }
    flowFacts.closureArguments.append(
      ClosureArgument(unit: unit, parameterNames: SyntaxHelpers.parameterNames(closure), receiver: receiver, method: method,
                      trailing: trailing, label: label, context: context))
  }

  /// A method's parameters: label, name, and whether its type is a function type.
  static func parameters(of node: FunctionDeclSyntax) -> [MethodParameter] {
    node.signature.parameterClause.parameters.map { parameter in
      var type = parameter.type
      if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
      let label = parameter.firstName.text
      return MethodParameter(label: label == "_" ? nil : label, name: (parameter.secondName ?? parameter.firstName).text,
                             isClosure: type.is(FunctionTypeSyntax.self))
    }
  }

  struct MethodParameter {
    var label: String?
    var name: String
    var isClosure: Bool
  }
}

extension FlowStacksFacts {
  /// Changes made on a closure's parameter, moved onto the routes state of the method the closure is passed to,
  /// where that method forwards it (`RoutesClosureForward`); the others are left as they are (they name no state
  /// and resolve to nothing).
  func forwardingClosureChanges(index: TypeIndex) -> [NavigationChange] {
    guard !closureForwards.isEmpty, !closureArguments.isEmpty else { return changes }
    let arguments = Dictionary(closureArguments.map { ($0.unit, $0) }, uniquingKeysWith: { first, _ in first })
    return changes.map { change in
      guard let argument = arguments[change.site.unit], let head = change.anchor.path?.first,
        argument.parameterNames.contains(head), let forward = forward(for: argument, index: index)
      else { return change }
      var moved = change
      moved.anchor = StateRef(type: forward.type, file: forward.file, path: forward.path + (change.anchor.path ?? []).dropFirst(),
                              screenType: change.anchor.screenType)
      moved.staged = change.staged || forward.staged
      return moved
    }
  }

  /// The one forwarding parameter of the called method that the closure fills, when the receiver is that method's type.
  private func forward(for argument: ClosureArgument, index: TypeIndex) -> RoutesClosureForward? {
    guard let callerType = argument.context.type, let caller = index.lookup(callerType, from: nil, file: argument.context.file) else {
      return nil
    }
    let candidates = closureForwards.filter { forward in
      guard forward.method == argument.method, argument.trailing ? forward.isLast : forward.label == argument.label,
        let type = forward.type, let key = index.lookup(type, from: nil, file: forward.file)
      else { return false }
      guard let receiver = argument.receiver.first else { return caller == key }
      return argument.receiver.count == 1 && index.propertyType(receiver, of: caller) == key
    }
    // Two methods of that name and shape (overloads, platform variants) on different states: not known which.
    return Set(candidates.map { [$0.type ?? "", $0.file] + $0.path }).count == 1 ? candidates.first : nil
  }
}
