/// A type as written in code, reduced to its name and generic arguments (`Routes<Screen>`, `[Route<S>]` as
/// `Array<Route<S>>`, optionals unwrapped), so that linkers can compare declared types.
public struct TypeRef: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The name, possibly qualified (`AppCoordinator.Screen`).
  public var name: String
  public var arguments: [TypeRef]

  public init(_ name: String, _ arguments: [TypeRef] = []) {
    self.name = name
    self.arguments = arguments
  }

  /// The last component of a qualified name (`FlowStacks.Routes` → `Routes`).
  public var baseName: String { Self.baseName(of: name) }

  /// The last component of a qualified name (`AppModule.ViewModel.Screen` → `Screen`).
  public static func baseName(of name: String) -> String {
    // Most names have no dot: the name itself, without splitting it into an array (asked of every type read).
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    let last = name[name.utf8.index(after: dot)...]
    return last.isEmpty ? TypeRef.lastNonEmptyComponent(of: name) : String(last)
  }

  /// `split`'s reading of a name that ends in a dot: its last non-empty component.
  private static func lastNonEmptyComponent(of name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }

  public var description: String {
    arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
  }
}
