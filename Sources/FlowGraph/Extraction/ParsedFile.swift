import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file parsed once: its tree, a location converter, its imports and its syntax errors.
public struct ParsedFile: @unchecked Sendable {
  // `SourceFileSyntax` is an immutable tree; it is read concurrently by extractors but never mutated.
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
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    self.converter = converter
    self.imports = ParsedFile.imports(in: tree.statements)
    if tree.hasError {
      self.diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).prefix(20).map { diag in
        let place = diag.location(converter: converter)
        return Diagnostic(
          .warning, "syntax error: \(diag.message); the rest of the file is read as far as possible",
          at: SourceLocation(file: path, line: place.line, column: place.column))
      }
    } else {
      self.diagnostics = []
    }
  }

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
