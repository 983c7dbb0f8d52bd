import SwiftSyntax

/// The names a file's code uses, for rules on destinations nothing can show: the type names it mentions (as a
/// type, a call, `X.self`, a static member, a conformance, a generic argument, a pattern), grouped by the type
/// whose code mentions them, and the member names it reads or builds outside patterns (`.detail`, `Screen.other`,
/// `\.settings`), which is how an enum case is constructed.
///
/// Code of SwiftUI previews (`#Preview { … }`, a `PreviewProvider` type) is left out: a preview is not the app.
/// Both lists are supersets on purpose (every identifier of a signature or annotation counts): a name read where
/// it is not one only keeps a rule silent.
public struct NameUses: Hashable, Codable, Sendable {
  /// Type names (capitalised identifiers) mentioned by each type's code, by file, then by that type's qualified
  /// name as written in the file ("" for code outside any type; an extension's extended type).
  public var types: [String: [String: Set<String>]] = [:]
  /// Member names read or built outside patterns, but for `bareMembers`' uses.
  public var members: Set<String> = []
  /// Member names written bare and not called (`.editor` in `let kinds: [Kind] = [.editor]`): such a use builds a case
  /// without an associated value, never one with (`case editor(Draft)` is built as `.editor(draft)`; Swift reads a bare
  /// `.editor` as a member of the type the context expects, which no function type is).
  public var bareMembers: Set<String> = []
  /// Lowercase names written in attributes, by file: a method named there is referenced (Stinsen's
  /// `@Route(tabItem: makeTab, onTapped: onFeedTapped)`).
  public var inAttributes: [String: Set<String>] = [:]

  public init() {}

  mutating func merge(_ other: NameUses) {
    types.merge(other.types) { own, new in own.merging(new) { $0.union($1) } }
    members.formUnion(other.members)
    bareMembers.formUnion(other.bareMembers)
    inAttributes.merge(other.inAttributes) { $0.union($1) }
  }
}

/// Collects `NameUses` for the shared declaration pass: the visitor calls it from the nodes it already visits,
/// and for the parts of declarations it does not walk (signatures, annotations, attributes, headers, patterns of
/// builder switches) it reads their tokens, which are few.
struct NameUseRecorder {
  /// Off in the library passes that only keep context.
  let enabled: Bool
  private let file: String
  private var typesByOwner: [String: Set<String>] = [:]
  private var members: Set<String> = []
  private var bareMembers: Set<String> = []
  private var inAttributes: Set<String> = []
  /// What was recorded.
  var uses: NameUses {
    var uses = NameUses()
    if !typesByOwner.isEmpty { uses.types[file] = typesByOwner }
    uses.members = members
    uses.bareMembers = bareMembers
    if !inAttributes.isEmpty { uses.inAttributes[file] = inAttributes }
    return uses
  }

  /// An attribute list the visitor does not walk: its names count as used, and its lowercase ones as referenced.
  mutating func attributes(_ node: AttributeListSyntax, in owner: String?) {
    guard enabled, previewDepth == 0, !node.isEmpty else { return }
    // One pass: what `scan` records, and the lowercase names apart.
    let addsMembers = patternDepth == 0
    RawTokens.identifiers(in: node) { name in
      if addsMembers { members.insert(name) }
      if SyntaxHelpers.isTypeName(name) {
        typesByOwner[owner ?? "", default: []].insert(name)
      } else if SyntaxHelpers.startsLowercase(name) {
        inAttributes.insert(name)
      }
    }
  }
  /// Inside `#Preview` or a `PreviewProvider` type.
  private var previewDepth = 0
  var inPreview: Bool { previewDepth > 0 }
  /// Inside an expression pattern (`case .detail:`, `if case .a = x`): a case named there is matched, not built.
  private var patternDepth = 0

  init(file: String, enabled: Bool) {
    self.file = file
    self.enabled = enabled
  }

  // MARK: From visited nodes

  /// A capitalised identifier in an expression or a type.
  mutating func type(_ name: String, in owner: String?) {
    guard enabled, previewDepth == 0, SyntaxHelpers.isTypeName(name) else { return }
    // The same name of the same owner as last time (`Color.red`, `Color.blue`) is recorded already: compared, not hashed.
    if name == lastType.name, owner == lastType.owner { return }
    lastType = (owner, name)
    typesByOwner[owner ?? "", default: []].insert(name)
  }

  /// A type of a lower-case name built by a call (`mainView(model: m)`, `ParsedFile.lowercaseTypes`): a type's name
  /// need not be capitalised.
  mutating func calledLowercase(_ name: String, in owner: String?) {
    guard enabled, previewDepth == 0 else { return }
    typesByOwner[owner ?? "", default: []].insert(name)
  }

  /// `x.name`, `.name`, `Type.name`, a key path component; `bare`: `.name` neither on a base nor called.
  mutating func member(_ name: String, in owner: String?, bare: Bool = false) {
    guard enabled, previewDepth == 0 else { return }
    if patternDepth == 0 {
      if bare {
        if name != lastBareMember {
          lastBareMember = name
          bareMembers.insert(name)
        }
      } else if name != lastMember {
        lastMember = name
        members.insert(name)
      }
    }
    type(name, in: owner)
  }

  /// What `type` and `member` recorded last (each is in its set).
  private var lastType: (owner: String?, name: String) = (nil, "")
  private var lastMember = ""
  private var lastBareMember = ""

  mutating func enterPattern() { patternDepth += 1 }
  mutating func exitPattern() { patternDepth -= 1 }

  /// A type entered: a `PreviewProvider` starts preview code.
  mutating func enterType(inherits: [String]) { if inherits.contains("PreviewProvider") { previewDepth += 1 } }
  mutating func exitType(inherits: [String]) { if inherits.contains("PreviewProvider") { previewDepth -= 1 } }

  /// `#Preview { … }` starts preview code.
  static func isPreview(_ macro: TokenSyntax) -> Bool { macro.text == "Preview" }
  mutating func enterPreview() { previewDepth += 1 }
  mutating func exitPreview() { previewDepth -= 1 }

  // MARK: From parts the visitor does not walk

  /// An enum case's associated values and raw value (its name is declared, not used).
  mutating func scan(_ node: EnumCaseDeclSyntax, in owner: String?) {
    for element in node.elements {
      if let parameters = element.parameterClause { scan(parameters, in: owner) }
      if let raw = element.rawValue { scan(raw, in: owner) }
    }
    scan(node.attributes, in: owner)
  }

  /// A stored or computed property's attributes and annotations (the visitor walks its values and accessors).
  mutating func scan(_ node: VariableDeclSyntax, in owner: String?) {
    attributes(node.attributes, in: owner)
    for binding in node.bindings { if let annotation = binding.typeAnnotation { scan(annotation, in: owner) } }
  }

  /// Every identifier of a part the visitor skips: capitalised ones as type names, and (unless `members` is
  /// false, as for patterns) every identifier as a member name, so that a default value (`screen: Screen = .other`)
  /// counts as building its case.
  mutating func scan(_ node: some SyntaxProtocol, in owner: String?, members includesMembers: Bool = true) {
    guard enabled, previewDepth == 0 else { return }
    let addsMembers = includesMembers && patternDepth == 0
    RawTokens.identifiers(in: node) { name in
      if addsMembers { members.insert(name) }
      if SyntaxHelpers.isTypeName(name) { typesByOwner[owner ?? "", default: []].insert(name) }
    }
  }

  /// A declaration's parts other than the one the visitor walks (a type's members, a function's body).
  mutating func scan(_ node: some SyntaxProtocol, except walked: Syntax?, in owner: String?) {
    guard enabled, previewDepth == 0 else { return }
    // The declared name itself (a direct token) is no use of anything.
    for child in node.children(viewMode: .sourceAccurate) where child.id != walked?.id && !child.is(TokenSyntax.self) {
      scan(child, in: owner)
    }
  }
}
