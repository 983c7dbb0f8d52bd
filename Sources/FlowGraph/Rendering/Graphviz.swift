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
    try render(candidates: [dot], engine: engine, format: format).data
  }

  /// Lays out each DOT text in turn and renders the first whose drawing's width/height lies in `acceptable`;
  /// when none does, the one closest to square (ties: the earlier). Returns the output and the chosen index.
  ///
  /// The candidates are laid out only as far as needed, and the chosen layout is rendered as it is (not laid out
  /// again), so one candidate costs what `render(dot:engine:format:)` does.
  public static func render(
    candidates: [String], engine: LayoutEngine = .dot, format: GraphvizFormat, acceptable: ClosedRange<Double> = 0.5...2.0
  ) throws(GraphvizError) -> (data: Data, chosen: Int) {
    guard !candidates.isEmpty else { throw GraphvizError(message: "no DOT input") }
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

    var laidOut: [UnsafeMutablePointer<Agraph_t>] = []
    defer {
      for graph in laidOut {
        gvFreeLayout(context, graph)
        agclose(graph)
      }
    }
    var best: (index: Int, distance: Double)? = nil
    for (index, dot) in candidates.enumerated() {
      let parsed = OrderedIDs.read(dot)
      // The DOT reader leaves unread input in a global lexer buffer that the next parse would read (2.42):
      // drain it so that one render never leaks into the next, and refuse input that had more in it.
      let extra = drainLexer()
      guard let graph = parsed else { throw GraphvizError(message: errorText(or: "cannot parse the DOT input")) }
      if extra {
        agclose(graph)
        throw GraphvizError(message: "the DOT input holds more than one graph or trailing text")
      }
      guard gvLayout(context, graph, engine.rawValue) == 0 else {
        agclose(graph)
        throw GraphvizError(message: errorText(or: "layout with '\(engine.rawValue)' failed"))
      }
      laidOut.append(graph)
      let ratio = aspectRatio(graph)
      // Distance from square on a log scale: 2:1 and 1:2 are equally far.
      let distance = ratio.map { abs(log($0)) } ?? .infinity
      if best == nil || distance < (best?.distance ?? .infinity) { best = (index, distance) }
      if let ratio, acceptable.contains(ratio) { best = (index, distance); break }
    }
    let chosen = best?.index ?? 0
    let graph = laidOut[chosen]

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
    return (Data(bytes: bytes, count: Int(length)), chosen)
  }

  /// Width over height of a laid-out graph, from the `bb` attribute `gvLayout` sets (four numbers in points: llx lly urx ury).
  private static func aspectRatio(_ graph: UnsafeMutablePointer<Agraph_t>) -> Double? {
    var name = Array("bb".utf8CString)
    guard let text = name.withUnsafeMutableBufferPointer({ agget(graph, $0.baseAddress) }) else { return nil }
    let numbers = String(cString: text).split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    let width = numbers[2] - numbers[0], height = numbers[3] - numbers[1]
    guard width > 0, height > 0 else { return nil }
    return width / height
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

/// Reading DOT text so that the layout does not depend on where memory happens to be.
///
/// cgraph keeps a graph's subgraphs ordered by object id, and its default id discipline makes a named object's id
/// the address of its interned name: clusters were laid out in allocation order, so one graph rendered twice in a
/// process could give two SVGs (4 different outputs in 12 runs of `flowviz render Samples/Stinsen`). This
/// discipline numbers named objects in the order the reader meets them (even ids; anonymous ones odd, as cgraph
/// expects), and the text is read through an io discipline over the string, as `agmemread` does.
private enum OrderedIDs {
  /// Per root graph: name → id and id → the name `agnameof` prints.
  final class State {
    var ids: [String: IDTYPE] = [:]
    var names: [IDTYPE: UnsafeMutablePointer<CChar>] = [:]
    var nextNamed: IDTYPE = 2
    var nextAnonymous: IDTYPE = 1
    deinit { for name in names.values { free(name) } }
  }

  /// The DOT text being read and how far.
  final class Reader {
    let bytes: [UInt8]
    var offset = 0
    init(_ text: String) { bytes = Array(text.utf8) }
  }

  /// The disciplines live as long as the process: a graph keeps pointers to them until it is closed.
  nonisolated(unsafe) static let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1).initialized(to: Agiddisc_t(
    open: { _, _ in UnsafeMutableRawPointer(Unmanaged.passRetained(State()).toOpaque()) },
    map: { state, _, name, id, create in
      guard let state, let id else { return 0 }
      let ids = Unmanaged<State>.fromOpaque(state).takeUnretainedValue()
      guard let name else {
        id.pointee = ids.nextAnonymous
        ids.nextAnonymous += 2
        return 1
      }
      let key = String(cString: name)
      if let known = ids.ids[key] {
        id.pointee = known
        return 1
      }
      guard create != 0, let copy = strdup(name) else { return 0 }
      let new = ids.nextNamed
      ids.nextNamed += 2
      ids.ids[key] = new
      ids.names[new] = copy
      id.pointee = new
      return 1
    },
    alloc: { _, _, _ in 0 },
    free: { _, _, _ in },
    print: { state, _, id in
      guard let state else { return nil }
      return Unmanaged<State>.fromOpaque(state).takeUnretainedValue().names[id]
    },
    close: { state in
      if let state { Unmanaged<State>.fromOpaque(state).release() }
    },
    idregister: { _, _, _ in }))

  /// Reads like `agmemread`'s reader: up to a newline or the buffer's size at a time.
  nonisolated(unsafe) static let io = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1).initialized(to: {
    var io = AgIoDisc
    io.afread = { channel, buffer, size in
      guard let channel, let buffer, size > 0 else { return 0 }
      let reader = Unmanaged<Reader>.fromOpaque(channel).takeUnretainedValue()
      var count = 0
      while reader.offset < reader.bytes.count, count < Int(size) {
        let byte = reader.bytes[reader.offset]
        buffer[count] = CChar(bitPattern: byte)
        reader.offset += 1
        count += 1
        if byte == UInt8(ascii: "\n") { break }
      }
      return Int32(count)
    }
    return io
  }())

  /// The graph in the text, or nil when it does not parse (Graphviz's message goes to the error handler).
  static func read(_ dot: String) -> UnsafeMutablePointer<Agraph_t>? {
    let reader = Reader(dot)
    var discipline = AgDefaultDisc
    discipline.id = ids
    discipline.io = io
    return withExtendedLifetime(reader) {
      agread(Unmanaged.passUnretained(reader).toOpaque(), &discipline)
    }
  }
}

private extension UnsafeMutablePointer {
  /// The pointer, its memory initialized to `value`.
  func initialized(to value: Pointee) -> Self {
    initialize(to: value)
    return self
  }
}
