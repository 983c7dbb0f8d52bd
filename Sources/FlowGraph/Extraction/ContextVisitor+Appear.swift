import SwiftSyntax

/// An `.onAppear { }` or `.task { }` closure of a type's code and the plain calls made in it (`showLogin()`,
/// `self.onSurvey()`, in nested closures such as `Task { }` too), recorded by the shared declaration pass: what runs
/// each time the view appears.
public struct AppearBlock: Hashable, Codable, Sendable {
  /// The qualified name of the type whose code has it.
  public var owner: String
  /// `onAppear` or `task`.
  public var modifier: String
  /// Where the modifier's name is.
  public var location: SourceLocation
  /// The closure's last line.
  public var endLine: Int
  /// Methods or closure properties called by name, with where.
  public var calls: [AppearCall] = []
}

/// A call by name in an appear closure.
public struct AppearCall: Hashable, Codable, Sendable {
  public var name: String
  public var location: SourceLocation
}

/// The appear closures being read: their start positions (marked when the modifier is visited) and the blocks open.
struct AppearTracker {
  var closures: [AbsolutePosition: AppearBlock] = [:]
  /// Whether each enclosing closure opened a block.
  var closureOpens: [Bool] = []
  var open: [AppearBlock] = []

  static let modifiers: Set<String> = ["onAppear", "task"]
}

extension ContextVisitor {
  /// Called for every call (hook of `containerCallStarted`): marks an appear modifier's closure, and records a call
  /// by name inside an open one.
  func appearCall(_ node: FunctionCallExprSyntax, modifier: String?) {
    if let modifier, AppearTracker.modifiers.contains(modifier), let owner = currentType,
      let member = node.calledExpression.as(MemberAccessExprSyntax.self), containers.presentationDepth == 0
    {
      let closure = node.trailingClosure
        ?? node.arguments.first { $0.label?.text == "perform" || $0.label == nil }?.expression.as(ClosureExprSyntax.self)
      let place = file.location(of: member.declName)
      if let closure {
        let end = file.converter.location(for: closure.endPosition).line
        appear.closures[closure.position] = AppearBlock(owner: owner, modifier: modifier, location: place, endLine: end)
      } else if let named = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self) {
        // `.onAppear(perform: load)`: the method named runs on appear.
        facts.containers.appearBlocks.append(AppearBlock(
          owner: owner, modifier: modifier, location: place, endLine: place.line,
          calls: [AppearCall(name: named.baseName.text, location: file.location(of: named))]))
      }
    }
    guard !appear.open.isEmpty else { return }
    // `showLogin()`, `self.onSurvey()`: the called name read as a passed one is (a bare name or `self.name`).
    if let name = RawNames.passedName(node.calledExpression), SyntaxHelpers.startsLowercase(name) {
      appear.open[appear.open.count - 1].calls.append(AppearCall(name: name, location: file.location(of: node)))
    }
  }

  func appearClosureStarted(_ node: ClosureExprSyntax) {
    if let block = appear.closures.removeValue(forKey: node.position) {
      appear.open.append(block)
      appear.closureOpens.append(true)
    } else {
      appear.closureOpens.append(false)
    }
  }

  func appearClosureEnded() {
    guard appear.closureOpens.popLast() == true, let block = appear.open.popLast() else { return }
    facts.containers.appearBlocks.append(block)
  }
}
