import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file parsed once: its tree, a location converter, its imports and its syntax errors.
public struct ParsedFile: Sendable {
  /// The path as shown in messages and locations (relative to the working directory).
  public let path: String
  public let tree: SourceFileSyntax
  public let converter: SourceLocationConverter
  /// Module names of the file's `import` declarations.
  public let imports: Set<String>
  /// Syntax errors, each with its position: what is around them is still read.
  public let diagnostics: [Diagnostic]

  public init(path: String, source: String) {
    self.path = path
    let tree = Parser.parse(source: source)
    self.tree = tree
    let converter = ParsedFile.converter(path: path, source: source)
    self.converter = converter
    self.imports = ParsedFile.imports(in: tree.statements)
    if tree.hasError {
      self.diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).prefix(Self.maximumDiagnostics).map { diag in
        let place = diag.location(converter: converter)
        return Diagnostic(
          .warning, "syntax error: \(diag.message); the rest of the file is read as far as possible",
          at: SourceLocation(file: path, line: place.line, column: place.column))
      }
    } else {
      self.diagnostics = []
    }
  }

  /// Line table from the text itself: a byte scan, where the tree-based initializer walks every token again.
  /// Positions are physical (`#sourceLocation` directives are not applied), which is what flowviz reports.
  private static func converter(path: String, source: String) -> SourceLocationConverter {
    (Deprecated.self as any DeprecatedConverter.Type).converter(path, source)
  }

  /// Later syntax errors mostly follow from the first ones.
  static let maximumDiagnostics = 5

  /// Imports at file level, also inside `#if` blocks (`#if os(iOS) import Stinsen #endif`).
  private static func imports(in statements: CodeBlockItemListSyntax) -> Set<String> {
    var imports = Set<String>()
    for item in statements {
      if let decl = item.item.as(ImportDeclSyntax.self), let first = decl.path.first {
        imports.insert(first.name.text)
      } else if let block = item.item.as(IfConfigDeclSyntax.self) {
        for clause in block.clauses {
          if case .statements(let inner)? = clause.elements { imports.formUnion(ParsedFile.imports(in: inner)) }
        }
      }
    }
    return imports
  }

  /// The position of a node's first token (after leading trivia such as comments).
  public func location(of node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter, afterLeadingTrivia: true)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }
}

/// Calls into deprecated API from one place, without a warning at each use.
private protocol DeprecatedConverter { static func converter(_ path: String, _ source: String) -> SourceLocationConverter }

private enum Deprecated: DeprecatedConverter {
  @available(*, deprecated)
  static func converter(_ path: String, _ source: String) -> SourceLocationConverter {
    SourceLocationConverter(file: path, source: source)
  }
}
