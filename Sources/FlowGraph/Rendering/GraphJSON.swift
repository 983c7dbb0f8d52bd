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
    /// Written only when there are any, so graphs without code facts keep their bytes.
    var codeFacts: [CodeFact]?
  }

  struct Header: Codable {
    var format: String
    var version: Int
  }

  public static func encode(_ graph: FlowGraph) -> String {
    let g = graph.normalized()
    // Keys in sorted order, as `.sortedKeys` writes them; each array is encoded in pieces on all cores.
    let codeFacts: [(key: String, pieces: [Piece])] = g.codeFacts.isEmpty ? [] : [("codeFacts", pieces(g.codeFacts))]
    let members: [(key: String, pieces: [Piece])] = [("backActions", pieces(g.backActions))] + codeFacts + [
      ("coordinators", pieces(g.coordinators)), ("edges", pieces(g.edges)),
      ("entryPoints", pieces(g.entryPoints)), ("format", [Piece { try encoder.encode(FlowGraph.formatName) }]),
      ("screens", pieces(g.screens)), ("unresolved", pieces(g.unresolved)),
      ("version", [Piece { try encoder.encode(FlowGraph.formatVersion) }]),
    ]
    let encoded = ParallelMap.map(members.flatMap(\.pieces)) { piece in (try? piece.encode()) ?? Data("null".utf8) }
    var out: [UInt8] = []
    out.reserveCapacity(encoded.reduce(64) { $0 + $1.count + $1.count / 8 })
    out += Array("{\n".utf8)
    var next = 0
    for (m, member) in members.enumerated() {
      out += Array("  \"\(member.key)\" : ".utf8)
      let parts = encoded[next..<next + member.pieces.count]
      next += member.pieces.count
      if member.pieces.count == 1, let only = parts.first {
        only.withUnsafeBytes { appendIndented($0[...], to: &out) }
      } else {
        // Each piece is an array `[\n  …\n]` of a slice: its elements are joined into one array.
        out += Array("[\n".utf8)
        for (p, part) in parts.enumerated() {
          if p > 0 { out += Array(",\n".utf8) }
          part.withUnsafeBytes { appendIndented($0.dropFirst(2).dropLast(2), to: &out, indentFirst: true) }
        }
        out += Array("\n  ]".utf8)
      }
      out += Array((m + 1 < members.count ? ",\n" : "\n").utf8)
    }
    out += Array("}\n".utf8)
    return String(decoding: out, as: UTF8.self)
  }

  /// The document's encoder settings; a document written whole with them gives the same bytes.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// A part of the document encoded on its own (a value, or a slice of an array).
  struct Piece: Sendable {
    let encode: @Sendable () throws -> Data
  }

  /// Slices of a few hundred elements, each encoded as an array; an empty or short array is one piece.
  private static func pieces<T: Encodable & Sendable>(_ items: [T]) -> [Piece] {
    let size = 256
    if items.count <= size { return [Piece { try encoder.encode(items) }] }
    return stride(from: 0, to: items.count, by: size).map { start in
      let slice = Array(items[start..<min(start + size, items.count)])
      return Piece { try encoder.encode(slice) }
    }
  }

  /// Copies encoded JSON one level deeper: two more spaces at the start of each line but the first (empty lines,
  /// as the pretty printer writes inside empty arrays, stay empty).
  private static func appendIndented(_ bytes: Slice<UnsafeRawBufferPointer>, to out: inout [UInt8], indentFirst: Bool = false) {
    var atLineStart = indentFirst
    for byte in bytes {
      if atLineStart && byte != UInt8(ascii: "\n") {
        out.append(0x20)
        out.append(0x20)
      }
      out.append(byte)
      atLineStart = byte == UInt8(ascii: "\n")
    }
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
      // The decoder keeps the first of a repeated key and drops the rest: refused, with where.
      try JSONDuplicateKeys.check(text, file: file, what: "invalid graph JSON")
      guard header.format == FlowGraph.formatName else {
        throw InputError(
          Diagnostic(
            .error, "not a flowviz graph (format is '\(header.format)', expected '\(FlowGraph.formatName)')",
            at: location(ofTopLevel: "format", in: text, file: file)))
      }
      guard header.version == FlowGraph.formatVersion else {
        throw InputError(
          Diagnostic(
            .error, "graph format version \(header.version) is not supported (this flowviz reads version \(FlowGraph.formatVersion))",
            at: location(ofTopLevel: "version", in: text, file: file)))
      }
      let document = try decoder.decode(Document.self, from: Data(text.utf8))
      var graph = FlowGraph(
        coordinators: document.coordinators, screens: document.screens, edges: document.edges,
        backActions: document.backActions, unresolved: document.unresolved, entryPoints: document.entryPoints
      )
      graph.codeFacts = document.codeFacts ?? []
      return graph.normalized()
    } catch let error as InputError {
      throw error
    } catch let error as DecodingError {
      throw InputError(diagnostic(for: error, text: text, file: file))
    } catch {
      throw InputError(Diagnostic(.error, "cannot read graph JSON: \(error)", file: file))
    }
  }

  /// Where the value of a key of the document's top-level object is (line 1 when the text cannot be read that way).
  static func location(ofTopLevel key: String, in text: String, file: String) -> SourceLocation {
    if let root = try? YAMLReader.compose(text, file: file), case let .mapping(map) = root, let mark = map[key]?.mark {
      return SourceLocation(file: file, line: mark.line, column: mark.column)
    }
    return SourceLocation(file: file, line: 1, column: 1)
  }

  /// Places a decoding error at the line of the offending value (found again through Yams' positions).
  static func diagnostic(for error: DecodingError, text: String, file: String, what: String = "invalid graph JSON") -> Diagnostic {
    // A syntax error (or nesting too deep for JSONSerialization): Yams reads JSON too and says where.
    if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
      do {
        _ = try YAMLReader.compose(text, file: file)
      } catch {
        if let first = error.diagnostics.first, let location = first.location {
          return Diagnostic(.error, "\(what): \(first.message)", at: location)
        }
      }
      // JSONDecoder refuses more than 512 levels of arrays and objects.
      if let deep = YAMLPosition.deeperThan(512, in: text) {
        return Diagnostic(.error, "\(what): nested too deep (more than 512 levels)", at: SourceLocation(file: file, line: deep.line, column: deep.column))
      }
      return Diagnostic(.error, "\(what): the JSON is not valid", at: SourceLocation(file: file, line: 1, column: 1))
    }
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
    let detail = dotted.isEmpty ? message : "\(dotted.hasPrefix(".") ? String(dotted.dropFirst()) : dotted): \(message)"
    var node: Node?
    do {
      node = try YAMLReader.compose(text, file: file)
    } catch {
      // JSONDecoder let through what the YAML reader does not (a raw control character in a string, which JSON
      // does not allow either): that character's position is the one to show.
      if let first = error.diagnostics.first, let location = first.location {
        return Diagnostic(.error, "\(what): \(detail) (\(first.message))", at: location)
      }
    }
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
    // Without a node to point at (the document is not what it should be at all), the error is at its start.
    let mark = node?.mark
    return Diagnostic(.error, "\(what): \(detail)", at: SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1))
  }
}
