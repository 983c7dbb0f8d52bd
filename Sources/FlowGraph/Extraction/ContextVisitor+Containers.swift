import SwiftSyntax

/// The state `ContextVisitor` keeps to place the views it sees relative to navigation containers and
/// presentations, and the hooks that update it (called from its `FunctionCallExpr` and `ClosureExpr` visits).
struct ContainerTracker {
  /// Enclosing NavigationView/NavigationStack calls in the current layer. A NavigationSplitView is not counted: a
  /// stack in one of its columns is how it is meant to be used.
  var stackDepth = 0
  /// Enclosing presentation contents (`.sheet { … }`): a new layer, not part of the presenter's view.
  var presentationDepth = 0
  /// Start positions of closures that are a presentation's content, marked when the presenting call is visited, with
  /// how the modifier presents it (a sheet, or a cover for `fullScreenCover` and FlowStacks' `cover`).
  var presentationClosures: [AbsolutePosition: EdgeKind] = [:]
  /// How each enclosing presentation content presents, innermost last.
  var presentationKinds: [EdgeKind] = []
  var callIsStack: [Bool] = []
  var closureIsPresentation: [Bool] = []
  /// Start positions of closures that are the destination a NavigationLink or `.navigationDestination` pushes,
  /// marked when the call is visited; how many such closures enclose the current node.
  var linkDestinationClosures: Set<AbsolutePosition> = []
  var linkDestinationDepth = 0
  var closureIsLinkDestination: [Bool] = []
  var savedDepths: [Int] = []

  /// SwiftUI's presentation modifiers (and FlowStacks' `.cover`, its full-screen cover on every OS).
  static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "cover"]
  static let stacks: Set<String> = ["NavigationView", "NavigationStack"]
}

extension ContextVisitor {
  /// Called when a call is visited, with the type it instantiates (nil for a plain call) and the member it calls
  /// with that member's name (read once by the caller: this runs for every call of every file).
  func containerCallStarted(_ node: FunctionCallExprSyntax, type: String?, member: MemberAccessExprSyntax?, modifier: String?) {
    if collectsDeclarations, let modifier, let index = currentTypeIndex { facts.types[index].calledMethods.append(modifier) }
    if let modifier, ContainerTracker.presentationModifiers.contains(modifier) {
      let kind: EdgeKind = modifier == "fullScreenCover" || modifier == "cover" ? .cover : .sheet
      if let closure = node.trailingClosure { containers.presentationClosures[closure.position] = kind }
      for extra in node.additionalTrailingClosures { containers.presentationClosures[extra.closure.position] = kind }
      for argument in node.arguments {
        if let closure = argument.expression.as(ClosureExprSyntax.self) { containers.presentationClosures[closure.position] = kind }
      }
    }
    if collectsDeclarations, type == "NavigationLink" || modifier == "navigationDestination" {
      markLinkDestinations(node, link: type == "NavigationLink")
    }
    if collectsDeclarations, containers.presentationDepth == 0, let owner = currentType, let member, let modifier,
      Self.hidesBack(modifier, node.arguments)
    {
      facts.containers.hiddenBack.append(HiddenBack(owner: owner, location: file.location(of: member.declName)))
    }
    if collectsDeclarations {
      navigationUse(node, modifier: modifier, type: type)
      appearCall(node, modifier: modifier)
    }
    let isStack = type.map { ContainerTracker.stacks.contains($0) } ?? false
    // A preview's views are not the app's.
    if collectsDeclarations, let owner = currentType, let type, containers.presentationDepth == 0, !names.inPreview {
      let location = file.location(of: node)
      if isStack {
        if containers.stackDepth == 0 { facts.containers.own.append(OwnContainer(owner: owner, kind: type, location: location, member: context.member)) }
      } else if !Self.platformTypes.contains(type) || file.shadowingTypes.contains(type), !Self.navigationContainers.contains(type) {
        facts.containers.placements.append(
          ViewPlacement(owner: owner, type: type, location: location, insideContainer: containers.stackDepth > 0, member: context.member,
                        linkDestination: calledTypeIsLinkDestination))
      }
    }
    if isStack { containers.stackDepth += 1 }
    containers.callIsStack.append(isStack)
  }

  /// A statement showing a member of the type (`mainView`, `content()`, `self.header.padding()`, `return mainView`):
  /// where its views are placed follows where the member is shown (`ContainerFacts.placeThroughMembers`).
  /// Read in the code of a type declared as a `View` (not a reducer's or a view model's statements).
  func memberViewStatement(_ node: CodeBlockItemSyntax) {
    guard currentTypeIsView, collectsDeclarations, !names.inPreview, let owner = currentType else { return }
    var expression: ExprSyntax?
    switch node.item {
    case .expr(let expr): expression = expr
    case .stmt(let stmt): expression = stmt.as(ReturnStmtSyntax.self)?.expression
    case .decl: return
    }
    // The leftmost name of a chain of modifiers and calls.
    while let current = expression {
      if let call = current.as(FunctionCallExprSyntax.self) {
        expression = call.calledExpression
      } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
          return recordMemberView(access.declName.baseName.text, owner: owner)
        }
        expression = base
      } else {
        break
      }
    }
    // A capitalised name shows a member where the type declares a method of that name (`SearchBar()` calling `func
    // SearchBar() -> some View`: Swift finds the type's own method first).
    guard let name = expression?.as(DeclReferenceExprSyntax.self)?.baseName, case .identifier(let text) = name.tokenKind,
      SyntaxHelpers.startsLowercase(text) || callsOwnCapitalizedMethod(text)
    else { return }
    recordMemberView(text, owner: owner)
  }

  private func recordMemberView(_ name: String, owner: String) {
    let member = context.member
    guard member != name else { return }
    facts.containers.memberViews.append(
      MemberView(owner: owner, member: name, from: member, insideContainer: containers.stackDepth > 0 && containers.presentationDepth == 0,
                 guards: callGuards, inPresentation: containers.presentationDepth > 0))
  }

  /// A member view shown under tests (`if viewModel.mode == .pick { header }`) keeps them only where its name is used
  /// nowhere else: it is private, so Swift lets no other file use it, and every use of the name in this file is its
  /// declaration or a place it is shown; a use of another form (`.overlay(header)`, `Card(content: header)`) shows
  /// it whatever the tests say.
  func settleMemberViewGuards() {
    let guarded = facts.containers.memberViews.indices.filter { !facts.containers.memberViews[$0].guards.isEmpty }
    guard !guarded.isEmpty else { return }
    let shown = Dictionary(grouping: facts.containers.memberViews, by: { "\($0.owner).\($0.member)" }).mapValues(\.count)
    for index in guarded {
      let view = facts.containers.memberViews[index]
      var declarations = 0, allPrivate = true
      for type in facts.types where type.name == view.owner {
        for property in type.properties where property.name == view.member {
          declarations += 1
          allPrivate = allPrivate && property.isPrivate
        }
        for method in type.methodSpans where method.name == view.member {
          declarations += 1
          allPrivate = allPrivate && method.isPrivate
        }
      }
      if declarations == 0 || !allPrivate || file.wordCount(view.member) != declarations + (shown["\(view.owner).\(view.member)"] ?? 0) {
        facts.containers.memberViews[index].guards = []
      }
    }
  }

  /// The closures a NavigationLink pushes (`NavigationLink(destination: { … })`, `NavigationLink { … } label: { … }`) or
  /// a `.navigationDestination(…) { … }` shows: what is built there is a screen of its own above the view.
  private func markLinkDestinations(_ node: FunctionCallExprSyntax, link: Bool) {
    for argument in node.arguments where argument.label?.text == "destination" {
      if let closure = argument.expression.as(ClosureExprSyntax.self) { containers.linkDestinationClosures.insert(closure.position) }
    }
    guard let trailing = node.trailingClosure else { return }
    // A NavigationLink's first trailing closure is its destination only with a `label:` one after it; the modifier's
    // is always its destination.
    if !link || node.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) {
      containers.linkDestinationClosures.insert(trailing.position)
    }
  }

  /// `NavigationLink(destination: PickerView(…))`: a view built right in a NavigationLink's destination argument.
  static func isLinkDestinationArgument(_ node: FunctionCallExprSyntax) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "destination",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return false }
    return RawNames.instantiatedType(call)?.name == "NavigationLink"
  }

  func containerCallEnded() {
    if containers.callIsStack.popLast() == true { containers.stackDepth -= 1 }
  }

  func containerClosureStarted(_ node: ClosureExprSyntax) {
    appearClosureStarted(node)
    let presented = containers.presentationClosures.removeValue(forKey: node.position)
    let isPresentation = presented != nil
    if let presented {
      containers.savedDepths.append(containers.stackDepth)
      containers.stackDepth = 0
      containers.presentationDepth += 1
      containers.presentationKinds.append(presented)
    }
    containers.closureIsPresentation.append(isPresentation)
    let isLinkDestination = containers.linkDestinationClosures.remove(node.position) != nil
    if isLinkDestination { containers.linkDestinationDepth += 1 }
    containers.closureIsLinkDestination.append(isLinkDestination)
  }

  func containerClosureEnded() {
    appearClosureEnded()
    if containers.closureIsLinkDestination.popLast() == true { containers.linkDestinationDepth -= 1 }
    guard containers.closureIsPresentation.popLast() == true else { return }
    containers.stackDepth = containers.savedDepths.popLast() ?? 0
    containers.presentationDepth -= 1
    containers.presentationKinds.removeLast()
  }

  /// `navigationBarBackButtonHidden()` / `(true)`, `navigationBarHidden(true)`, `toolbar(.hidden, for: .navigationBar)`
  /// (also `toolbar(.hidden)`): only the literal forms, a condition (`navigationBarHidden(isEditing)`) is not known.
  static func hidesBack(_ name: String, _ arguments: LabeledExprListSyntax) -> Bool {
    // By name first: this runs for every modifier of every view.
    guard name == "navigationBarBackButtonHidden" || name == "navigationBarHidden" || name == "toolbar" else { return false }
    let first = arguments.first?.expression
    let isTrue = first?.as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
    switch name {
    case "navigationBarBackButtonHidden": return arguments.isEmpty || isTrue
    case "navigationBarHidden": return isTrue
    case "toolbar":
      guard first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "hidden", first?.as(MemberAccessExprSyntax.self)?.base == nil
      else { return false }
      // An Array first: `filter` on a syntax collection builds a new tree.
      let bars = Array(arguments.dropFirst()).filter { $0.label?.text == "for" }
      return bars.isEmpty || bars.contains { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationBar" }
    default: return false
    }
  }
}
