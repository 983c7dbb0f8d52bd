import Foundation

/// The overview plus one page per coordinator, as SVG files that link to each other: `index.svg` is the app map
/// (a click on a coordinator opens its page), each page shows one coordinator's screens with its neighbours as
/// stubs (a click on a stub opens the neighbour's page) and a link back to the overview.
public struct SplitRender: Sendable {
  public var options: RenderOptions

  public init(options: RenderOptions = RenderOptions()) { self.options = options }

  /// The overview's file name.
  public static let overviewFile = "index.svg"

  /// Page file names by coordinator id: `NN-Name.svg`, the number keeping names of coordinators that share a
  /// type name (platform variants) apart, the name reduced to letters, digits, `-` and `_`.
  public static func pageFiles(_ graph: FlowGraph) -> [String: String] {
    let coordinators = graph.normalized().coordinators
    let width = String(coordinators.count).count
    var files: [String: String] = [:]
    for (i, c) in coordinators.enumerated() {
      let number = String(repeating: "0", count: width - String(i + 1).count) + String(i + 1)
      let name = String(c.name.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_") ? Character(scalar) : "_"
      }.prefix(60))
      files[c.id] = "\(number)-\(name).svg"
    }
    return files
  }

  /// Every file of the split render, in order: the overview first, then the pages.
  public func files(_ input: FlowGraph) throws(GraphvizError) -> [(name: String, data: Data)] {
    let graph = input.normalized()
    let pages = Self.pageFiles(graph)
    var overview = OverviewRenderer(options: options)
    overview.options.links = pages
    var result: [(name: String, data: Data)] = [(Self.overviewFile, try overview.draw(graph, format: .svg))]
    for c in graph.coordinators {
      guard let file = pages[c.id] else { continue }
      let focus = GraphFocus(graph, coordinators: [c.id])
      var pageOptions = options
      pageOptions.stubs = focus.stubs
      pageOptions.links = pages.filter { focus.stubs.contains($0.key) }
      pageOptions.backLink = RenderOptions.Link(text: "↑ app overview", address: Self.overviewFile)
      result.append((file, try LayoutChoice.draw(focus.graph, options: pageOptions, format: .svg).data))
    }
    return result
  }
}
