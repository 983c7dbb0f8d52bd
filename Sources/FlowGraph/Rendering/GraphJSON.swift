import Foundation
import Yams

/// The graph JSON format of `flowviz export`: versioned, sorted keys and collections, loadable as input again.
public enum GraphJSON {
  /// The document: a format marker and version around the graph's fields.
  struct Document: Codable {
    var format: String
    var version: Int
    var coordinators: [Coordinator]
    var screens: [Screen]
    var edges: [Edge]
    var backActions: [BackAction]
    var unresolved: [Unresolved]
    var entryPoints: [EntryPoint]
  }

  struct Header: Codable {
    var format: String
    var version: Int
  }

  public static func encode(_ graph: FlowGraph) -> String {
    let g = graph.normalized()
    let document = Document(
      format: FlowGraph.formatName, version: FlowGraph.formatVersion, coordinators: g.coordinators,
      screens: g.screens, edges: g.edges, backActions: g.backActions, unresolved: g.unresolved,
      entryPoints: g.entryPoints)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain value types with String keys cannot fail.
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Whether a JSON text is a flowviz graph (rather than a definition file or a trace).
  /// The whole text is searched: with sorted keys, `format` comes after `coordinators` and `edges`.
  public static func looksLikeGraph(_ text: String) -> Bool {
    text.contains("\"\(FlowGraph.formatName)\"")
  }

  public static func decode(_ text: String, file: String) throws(InputError) -> FlowGraph {
    let decoder = JSONDecoder()
    do {
      // The header first: a newer or foreign document is named as such, not as a list of missing keys.
      let header = try decoder.decode(Header.self, from: Data(text.utf8))
      guard header.format == FlowGraph.formatName else {
        throw InputError(Diagnostic(.error, "not a flowviz graph (format is '\(header.format)')", file: file))
      }
      guard header.version == FlowGraph.formatVersion else {
        throw InputError(
          Diagnostic(
            .error, "graph format version \(header.version) is not supported (this flowviz reads version \(FlowGraph.formatVersion))",
            file: file))
      }
      let document = try decoder.decode(Document.self, from: Data(text.utf8))
      return FlowGraph(
        coordinators: document.coordinators, screens: document.screens, edges: document.edges,
        backActions: document.backActions, unresolved: document.unresolved, entryPoints: document.entryPoints
      ).normalized()
    } catch let error as InputError {
      throw error
    } catch let error as DecodingError {
      throw InputError(diagnostic(for: error, text: text, file: file))
    } catch {
      throw InputError(Diagnostic(.error, "cannot read graph JSON: \(error)", file: file))
    }
  }

  /// Places a decoding error at the line of the offending value (found again through Yams' positions).
  static func diagnostic(for error: DecodingError, text: String, file: String) -> Diagnostic {
    let (path, message): ([CodingKey], String)
    switch error {
    case let .typeMismatch(type, ctx): (path, message) = (ctx.codingPath, "expected \(type)")
    case let .valueNotFound(type, ctx): (path, message) = (ctx.codingPath, "missing \(type)")
    case let .keyNotFound(key, ctx): (path, message) = (ctx.codingPath, "missing key '\(key.stringValue)'")
    case let .dataCorrupted(ctx):
      (path, message) = (ctx.codingPath, (ctx.underlyingError as NSError?)?.localizedDescription ?? ctx.debugDescription)
    @unknown default: (path, message) = ([], "\(error)")
    }
    let dotted = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    let what = dotted.isEmpty ? message : "\(dotted.hasPrefix(".") ? String(dotted.dropFirst()) : dotted): \(message)"
    var node = try? Yams.compose(yaml: text)
    for key in path {
      guard let current = node else { break }
      if let index = key.intValue, case let .sequence(s) = current, index < s.count {
        node = s[index]
      } else if case let .mapping(m) = current {
        node = m[key.stringValue] ?? current
        if m[key.stringValue] == nil { break }
      } else {
        break
      }
    }
    if let mark = node?.mark {
      return Diagnostic(.error, "invalid graph JSON: \(what)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
    }
    return Diagnostic(.error, "invalid graph JSON: \(what)", file: file)
  }
}
