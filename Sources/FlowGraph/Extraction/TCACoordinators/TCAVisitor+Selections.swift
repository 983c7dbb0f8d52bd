import SwiftSyntax

/// How the TCACoordinators visitor reads a view's choice between children: the store property a `TabView`, a
/// `switch` or an `if` selects by (also through `WithViewStore(observe:)` and `SwitchStore(store)` closures), and the
/// selections finished once the file is read (tabs built by helpers, one `if let` per case of an enum destination).
extension TCAExtractor.Visitor {
  /// Fills in tabs built by helpers declared in the same file (often an extension below the body), and makes the
  /// `if let child = store.scope(state: \.destination?.main, …)` of each view one selection per property.
  func finishSelections() {
    for (index, function) in tabHelpers {
      guard let body = functionBodies[function] else { continue }
      tca.selectors[index].options = TCASelectorReader.taggedChildren(body, file: file)
    }
    var groups: [String: [(view: String, property: String, option: TCASelectorOption)]] = [:]
    for found in optionalCases { groups["\(found.view).\(found.property)", default: []].append(found) }
    for found in optionalCases {
      guard let group = groups.removeValue(forKey: "\(found.view).\(found.property)") else { continue }
      var options: [TCASelectorOption] = []
      for member in group where !options.contains(where: { $0.value == member.option.value }) { options.append(member.option) }
      // One case alone is a child shown or not, not a choice between children.
      guard options.count > 1 else { continue }
      tca.selectors.append(TCASelector(view: found.view, file: file.path, property: found.property, kind: .state, options: options,
                                       location: found.option.location))
    }
  }

  /// `SwitchStore(store) { state in switch state { case .auth: … } }`: inside the closure its parameter is the view's
  /// store's whole state (an enum of phases), which `state = .auth(…)` in its reducer sets. A `SwitchStore` over a
  /// router's screen (`SwitchStore(screen)`) is not the view's store.
  func noteSwitchedState(_ node: FunctionCallExprSyntax) {
    guard let store = node.arguments.first?.expression, let path = SyntaxHelpers.path(store),
      path == ["store"] || path == ["self", "store"],
      let closure = SyntaxHelpers.closure(node), SyntaxHelpers.parameterNames(closure).count == 2,
      let name = SyntaxHelpers.parameterNames(closure).last
    else { return }
    observed.append((name, "state", closure.position..<closure.endPosition))
  }

  func noteObserved(_ node: FunctionCallExprSyntax) {
    guard let keyPath = SyntaxHelpers.argument(node.arguments, "observe")?.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
      let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
      let closure = SyntaxHelpers.closure(node), let name = SyntaxHelpers.parameterNames(closure).last
    else { return }
    observed.append((name, property, closure.position..<closure.endPosition))
  }

  /// The store property a selection reads (`TCASelectorReader.selectionProperty`), also through the value a
  /// `WithViewStore(…, observe: \.tab)` closure observes (`viewStore.binding(send: …)`, `viewStore.binding(get: { $0 },
  /// send: …)`, `viewStore.state`) and through a local constant bound to one (`let selection = viewStore.binding(send:
  /// …)` then `switch selection.wrappedValue`).
  func selectionProperty(_ expression: ExprSyntax, throughLocals: Bool = true) -> String? {
    if let property = TCASelectorReader.selectionProperty(expression) { return property }
    var subject = expression
    if let call = subject.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "binding", let base = member.base
    {
      if let get = SyntaxHelpers.argument(call.arguments, "get") { guard TCASelectorReader.isIdentity(get) else { return nil } }
      subject = base
    }
    if let property = observedProperty(subject) { return property }
    guard throughLocals, !observed.isEmpty, let path = SyntaxHelpers.path(subject), let head = path.first,
      path.count == 1 || (path.count == 2 && ["state", "wrappedValue"].contains(path[1])),
      let value = SyntaxHelpers.localValue(head, before: Syntax(expression))
    else { return nil }
    return selectionProperty(value, throughLocals: false)
  }

  /// `viewStore`, `viewStore.state`, `viewStore.wrappedValue` inside `WithViewStore(store, observe: \.tab) {
  /// viewStore in … }`: the observed property, which the closure's parameter is (not a property named `state`).
  func observedProperty(_ expression: ExprSyntax) -> String? {
    guard !observed.isEmpty, var path = SyntaxHelpers.path(expression), let head = path.first else { return nil }
    if path.count == 2, path[1] == "state" || path[1] == "wrappedValue" { path.removeLast() }
    guard path.count == 1 else { return nil }
    let position = expression.position
    return observed.last { $0.name == head && $0.scope.contains(position) }?.property
  }
}
