@preconcurrency import CGraphviz
import Foundation

/// Graphviz layout engines flowviz offers.
public enum LayoutEngine: String, CaseIterable, Sendable, Codable {
  case dot, neato, fdp, sfdp, circo, twopi
}

/// Output formats rendered by Graphviz itself.
public enum GraphvizFormat: String, CaseIterable, Sendable {
  case svg, png, pdf
}

/// An error reported by Graphviz, with its own message text.
public struct GraphvizError: Error, CustomStringConvertible, Sendable {
  public var message: String
  public var description: String { "Graphviz: \(message)" }
}

/// The only place that calls the Graphviz C library.
///
/// libgvc/libcgraph keep global state (the DOT lexer's buffer, the error handler, plugin tables) and are not
/// thread-safe: every call runs under one process-wide lock. Messages go to a handler installed with
/// `agseterrf`, collected and turned into a Swift error, never printed to stderr.
public enum Graphviz {
  private static let lock = NSLock()
  /// Written only while `lock` is held.
  nonisolated(unsafe) private static var messages: [String] = []

  private static let collect: agusererrf = { text in
    if let text { Graphviz.messages.append(String(cString: text)) }
    return 0
  }

  /// Lays out DOT text with `engine` and renders it to `format`, in process.
  public static func render(dot: String, engine: LayoutEngine = .dot, format: GraphvizFormat) throws(GraphvizError) -> Data {
    lock.lock()
    defer { lock.unlock() }
    messages = []
    let previousHandler = agseterrf(collect)
    let previousLevel = agseterr(AGWARN)
    defer {
      agseterrf(previousHandler)
      agseterr(previousLevel)
      agreseterrors()
    }

    guard let context = gvContext() else { throw GraphvizError(message: "cannot create a Graphviz context") }
    defer { gvFreeContext(context) }

    let parsed: UnsafeMutablePointer<Agraph_t>? = dot.withCString { agmemread($0) }
    // agmemread leaves unread input in a global lexer buffer that the next parse would read (2.42):
    // drain it so that one render never leaks into the next, and refuse input that had more in it.
    let extra = drainLexer()
    guard let graph = parsed else { throw GraphvizError(message: errorText(or: "cannot parse the DOT input")) }
    defer { agclose(graph) }
    if extra { throw GraphvizError(message: "the DOT input holds more than one graph or trailing text") }

    guard gvLayout(context, graph, engine.rawValue) == 0 else {
      throw GraphvizError(message: errorText(or: "layout with '\(engine.rawValue)' failed"))
    }
    defer { gvFreeLayout(context, graph) }

    var buffer: UnsafeMutablePointer<CChar>? = nil
    var length: UInt32 = 0
    // The renderers (cairo for PDF and PNG) report failures only through agerr and still return 0.
    agreseterrors()
    messages = []
    let status = gvRenderData(context, graph, format.rawValue, &buffer, &length)
    guard status == 0, agerrors() < Int32(AGERR.rawValue), let bytes = buffer else {
      if let buffer { gvFreeRenderData(buffer) }
      throw GraphvizError(message: errorText(or: "rendering to '\(format.rawValue)' failed"))
    }
    defer { gvFreeRenderData(bytes) }
    return Data(bytes: bytes, count: Int(length))
  }

  /// Graphviz's own text for the failure, without trailing newlines; `fallback` when it said nothing.
  private static func errorText(or fallback: String) -> String {
    let text = messages.joined().trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? fallback : text
  }

  /// Reads whatever the lexer still holds; true when there was anything (a graph or text that failed to parse).
  private static func drainLexer() -> Bool {
    let saved = messages
    var found = false
    for _ in 0..<64 {
      guard let leftover = "".withCString({ agmemread($0) }) else { break }
      agclose(leftover)
      found = true
    }
    if messages.count > saved.count { found = true }
    messages = saved
    return found
  }

  /// Layout engines and output formats the installed Graphviz plugins provide (for diagnostics and tests).
  public static func availablePlugins(kind: String) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    guard let context = gvContext() else { return [] }
    defer { gvFreeContext(context) }
    var count: Int32 = 0
    guard let list = kind.withCString({ gvPluginList(context, $0, &count, nil) }) else { return [] }
    var names: [String] = []
    for i in 0..<Int(count) {
      if let item = list[i] {
        names.append(String(cString: item))
        free(item)
      }
    }
    free(list)
    return names
  }
}
