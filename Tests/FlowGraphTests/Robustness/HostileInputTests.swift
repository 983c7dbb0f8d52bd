import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import FlowGraph

/// Inputs that once crashed, hung or corrupted flowviz (issue 15): each must give a positioned message or a
/// correct result, quickly. Every input the fuzzer (Sources/Fuzz) ever failed on is added here.
final class HostileInputTests: XCTestCase {
  // Generous for debug builds on a loaded machine: the shapes this guards against took minutes.
  private func timed<T>(_ limit: TimeInterval = 15, _ body: () throws -> T, line: UInt = #line) rethrows -> T {
    let start = Date()
    let result = try body()
    XCTAssertLessThan(Date().timeIntervalSince(start), limit, "took too long", line: line)
    return result
  }

  private func warnings(_ source: String) -> [Diagnostic] {
    SourceReader().read(sources: [(path: "A.swift", text: source)]).warnings
  }

  func testByteOrderMarkMidLineIsASyntaxWarningNotATrap() {
    let found = timed { warnings("n \u{FEFF}= ") }
    XCTAssertEqual(found.first?.location?.line, 1)
    XCTAssertTrue(found.first?.message.hasPrefix("syntax error") ?? false, "\(found)")
  }

  func testDeepNestingIsSkippedWithAPositionedWarning() {
    let cases: [(String, Int)] = [
      (String(repeating: "[", count: 1300), 1),
      ("class A" + String(repeating: "(", count: 2000), 1),
      (String(repeating: "#if x\n", count: 2500), 33),
      (String(repeating: "[", count: 25) + String(repeating: "]", count: 25), 1),
      ("let x: " + String(repeating: "[", count: 20) + "Int" + String(repeating: "]", count: 20) + " = []\n", 1),
      (String(repeating: "\"\\(", count: 20000), 1),
    ]
    for (source, line) in cases {
      let found = timed { warnings(source) }
      XCTAssertEqual(found.count, 1, "\(source.prefix(20))")
      XCTAssertEqual(found.first?.location?.line, line)
      XCTAssertTrue(found.first?.message.contains("skipped") ?? false, found.first?.message ?? "")
    }
  }

  func testLongLinesOfCodeAreSkippedButLongStringsAreRead() {
    // Found by the fuzzer: SwiftParser's recovery looks ahead along the line from every token.
    let recovery = timed { warnings("enum S {\n  case detail" + String(repeating: "from: a", count: 1500) + "\n}\n") }
    XCTAssertEqual(recovery.first?.location?.line, 2, "\(recovery)")
    XCTAssertTrue(recovery.first?.message.contains("skipped") ?? false)
    XCTAssertTrue(timed { warnings("let x = \"" + String(repeating: "a", count: 100_000) + "\"\n") }.isEmpty)
    XCTAssertEqual(timed { warnings(String(repeating: "a", count: 4_000_000)) }.count, 1)
  }

  func testEmptyDefinitionsAndForeignBaselinesArePlaced() {
    XCTAssertEqual(Fixtures.errors("").first?.location?.line, 1)
    XCTAssertThrowsError(try Baseline.decode(Data(#"{"format":"x","version":1,"findings":[]}"#.utf8), file: "b.json")) { error in
      XCTAssertEqual((error as? InputError)?.diagnostics.first?.location?.line, 1)
    }
    XCTAssertThrowsError(try Baseline.decode(Data("{\n\"format\": [,]}".utf8), file: "b.json")) { error in
      XCTAssertEqual((error as? InputError)?.diagnostics.first?.location?.line, 2)
    }
    XCTAssertThrowsError(try GraphJSON.decode("{\"format\": \"flowviz-graph\",\n \"version\": 1,\n \"coordinators\": [,]}", file: "g.json")) { error in
      XCTAssertEqual((error as? InputError)?.diagnostics.first?.location?.line, 3)
    }
  }

  func testScreenIDCollisionsAreErrorsAtTheSecondScreen() {
    let yaml = """
      flowviz: 1
      coordinators:
        - id: A
          name: A
          root: x.y
          screens: [x.y]
        - id: A.x
          name: AX
          root: y
          screens: [y]
      """
    let errors = Fixtures.errors(yaml)
    XCTAssertEqual(errors.count, 1, "\(errors)")
    XCTAssertTrue(errors.first?.message.contains("'A.x.y'") ?? false, "\(errors)")
    XCTAssertNotNil(errors.first?.location)
  }

  func testLineSeparatorsInJSONStringsAreKept() throws {
    let json = #"{"flowviz": 1, "coordinators": [{"id": "A", "name": "A\#u{85}B\#u{2028}C", "root": "s", "screens": ["s"]}]}"#
    let graph = try Fixtures.graph(json, file: "A.flow.json")
    XCTAssertEqual(graph.coordinators.first?.name, "A\u{85}B\u{2028}C")
  }

  func testLongMemberChainsAreSkipped() {
    // Found by the fuzzer: 2,567 lines of `.` after one expression; 1,900 `.b` on one line took 50 s.
    for source in ["let x = a" + String(repeating: ".b", count: 1900) + "\n", "let x = a\n" + String(repeating: "  .b\n", count: 3000)] {
      let found = timed { warnings(source) }
      XCTAssertEqual(found.count, 1)
      XCTAssertTrue(found.first?.message.contains("member accesses") ?? false, "\(found)")
    }
    let modifiers = "let v = Text(\"a\")\n" + String(repeating: "  .padding(1.5)\n", count: 100) + "let r = 0..<10; let s = 1...2\n"
    XCTAssertEqual(warnings(modifiers), [])
  }

  func testAttributesNestedInEachOthersGenericArgumentsAreSkipped() {
    // Found by the fuzzer: 2,400 lines of `@or< @or<A, B>` in a struct took 45 s (the parse budget) and overflowed
    // SwiftParser's stack on a default thread; 20 such lines take 2 s, each one more about twice as long.
    let source = "struct S {\n" + String(repeating: "  @or< @or<ScreenID, Factory>\n", count: 2_400) + "  var x = 1\n}\n"
    let found = timed { warnings(source) }
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(found.first?.location?.line, 13)
    XCTAssertTrue(found.first?.message.contains("nested more than 12 deep") ?? false, "\(found)")
    // Attributes with generic arguments in real code, closed each time, and arrows: read.
    let ordinary = """
      struct Screen: View {
        @Environment(\\.dismiss) var dismiss
        @FetchRequest<Item>(sortDescriptors: []) var items: FetchedResults<Item>
        @Binding<Bool> var shown: Bool
        @State var make: () -> Array<Dictionary<String, Set<Int>>> = { [] }
        var body: some View { Text("") }
      }
      """
    XCTAssertEqual(warnings(ordinary), [])
  }

  func testOrdinaryNestingIsStillRead() {
    let source = """
      let table = [[1, 2], [3, [4, [5]]]]
      let text = "a \\("b \\("c")") [[[ not brackets ]]"
      // [[[[[[[[[[[[[[[[ a comment
      #if os(iOS)
      #if DEBUG
      let x = 1
      #endif
      #endif
      """
    XCTAssertEqual(warnings(source), [])
  }

  func testAliasAsMappingKeyIsRefusedWithItsPosition() {
    let bomb = """
      flowviz: 1
      a: &a ["x","x","x","x","x","x","x","x","x"]
      b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
      c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
      d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
      e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
      f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
      ? *f
      : 1
      """
    let errors = timed { Fixtures.errors(bomb) }
    XCTAssertEqual(errors.first?.location?.line, 8, "\(errors)")
    XCTAssertTrue(errors.first?.message.contains("alias") ?? false)
    // Found by the fuzzer: a line of thousands of aliases was scanned once per alias.
    let line = "flowviz: 1\nname: " + String(repeating: "**navigat  library: ", count: 3000) + "\n"
    XCTAssertFalse(timed { Fixtures.errors(line) }.isEmpty)
    for key in ["*f : 1", "{*f : 1}", "[*f, *f]: 1"] {
      let found = timed { Fixtures.errors("flowviz: 1\nf: &f [1]\n" + key + "\n") }
      XCTAssertEqual(found.first?.location?.line, 3, key)
    }
  }

  func testNoncharactersAreReportedWithTheirPosition() {
    let errors = Fixtures.errors("flowviz: 1\ncoordinators:\n  - id: \"A\u{FFFE}\"\n")
    XCTAssertEqual(errors.first?.location?.line, 3, "\(errors)")
  }

  func testGlobsWithThousandsOfStarsMatchQuickly() {
    let pattern = String(repeating: "*", count: 30000)
    XCTAssertTrue(timed { Glob.matches(pattern, "Sources/App/A.swift") })
    XCTAssertFalse(timed { Glob.matches(String(repeating: "*a", count: 3000) + "b", String(repeating: "a", count: 3000)) })
    XCTAssertTrue(Glob.matches("Sources/**/Generated/*.swift", "Sources/App/Generated/R.swift"))
    XCTAssertTrue(Glob.matches("Sources/**/R.swift", "Sources/R.swift"))
    XCTAssertFalse(Glob.matches("Sources/*.swift", "Sources/App/R.swift"))
    XCTAssertTrue(Glob.matches("Tests/", "Tests/A.swift"))
    XCTAssertTrue(Glob.matches("?.swift", "Sources/A.swift"))
  }

  /// An entry point named by 50 KB of dotted text (a fuzzed definition file) is unknown at once: a name longer than
  /// anything the graph answers to is not compared at each of its dots.
  func testAnEntryNameOfThousandsOfDotsIsUnknownQuickly() {
    let graph = chain(3)
    let name = "W" + String(repeating: "routes.presentSheet(.b)", count: 2300)
    let match = timed(2) { CoordinatorLookup(graph).node(name) }
    XCTAssertEqual(match, .unknown(closest: []))
    XCTAssertEqual(CoordinatorLookup(graph).node("C1.s"), .found("C1.s"))
    XCTAssertEqual(CoordinatorLookup(graph).coordinator("c2"), .found("C2"))
  }

  private func chain(_ count: Int, emptyID: Bool = false) -> FlowGraph {
    var yaml = "flowviz: 1\ncoordinators:\n"
    for i in 0..<count {
      yaml += "  - id: C\(i)\n    name: C\(i)\n    navigation: true\n    root: s\n    screens: [s]\n"
      if i + 1 < count { yaml += "    transitions:\n      - { from: s, to: C\(i + 1), kind: sheet }\n" }
    }
    return (try? Fixtures.graph(yaml, file: "Chain.flow.yml")) ?? FlowGraph()
  }

  func testCoordinatorWithAnEmptyIDRenders() throws {
    var graph = try Fixtures.graph()
    graph.coordinators[0].id = ""
    for format in [OutputFormat.dot, .mermaid, .svg] {
      let data = try timed { try format.render(graph) }
      XCTAssertFalse(data.isEmpty)
    }
  }

  func testThousandsOfNestedCoordinatorsRender() throws {
    let graph = chain(1500)
    XCTAssertEqual(graph.coordinators.count, 1500)
    let mermaid = timed(40) { MermaidRenderer().document(graph) }
    XCTAssertTrue(mermaid.contains("C1499"))
    let dot = timed(40) { DOTRenderer().render(graph) }
    XCTAssertEqual(dot.components(separatedBy: "subgraph").count - 1, 1500)
  }

  /// dot's layout of thousands of clusters took seconds (3.3 s of CPU for 3,000 nested coordinators): past
  /// `LayoutDensity.maximumClusters` coordinators the drawing leaves the boxes out and says so.
  func testTooManyCoordinatorsAreDrawnWithoutClustersAndSaySo() throws {
    let many = chain(LayoutDensity.maximumClusters + 1)
    XCTAssertFalse(LayoutDensity.clusters(for: many, requested: true))
    XCTAssertEqual(LayoutDensity.clusterNote(for: many, requested: true)?.contains("\(LayoutDensity.maximumClusters + 1) coordinators"), true)
    XCTAssertNil(LayoutDensity.clusterNote(for: many, requested: false), "nothing to say when no clusters were asked for")
    let svg = String(decoding: try OutputFormat.svg.render(many), as: UTF8.self)
    XCTAssertFalse(svg.contains("class=\"cluster\""))
    XCTAssertTrue(svg.contains("C\(LayoutDensity.maximumClusters).s"), "every coordinator's screens are still drawn")
    let few = chain(3)
    XCTAssertTrue(LayoutDensity.clusters(for: few, requested: true))
    XCTAssertNil(LayoutDensity.clusterNote(for: few, requested: true))
    XCTAssertTrue(String(decoding: try OutputFormat.svg.render(few), as: UTF8.self).contains("class=\"cluster\""))
  }

  func testADirectoryAndAPatternRepeatedThousandsOfTimesAreWalkedOnce() throws {
    // Found by the fuzzer: `render input --include '**/*.x' input --include '**/*.x' …` 1,165 times took 6 s
    // (every pattern tried on every path of every copy).
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-repeat-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/input/Sources", withIntermediateDirectories: true)
    for name in ["input/App.flow.yml", "input/Sources/A.swift", "input/Sources/B.swift"] {
      XCTAssertTrue(FileManager.default.createFile(atPath: root + "/" + name, contents: Data("x".utf8)))
    }
    let once = try FileWalker(workingDirectory: root, include: ["**/*.swift"]).collect(["input"])
    let walker = FileWalker(workingDirectory: root, include: Array(repeating: "**/*.swift", count: 2000), exclude: Array(repeating: "Tests/", count: 2000))
    XCTAssertEqual(walker.include, ["**/*.swift"])
    XCTAssertEqual(walker.exclude, ["Tests/"])
    let repeated = try timed { try walker.collect(Array(repeating: "input", count: 2000)) }
    XCTAssertEqual(repeated.swiftSources.map(\.display), ["input/Sources/A.swift", "input/Sources/B.swift"])
    XCTAssertEqual(repeated.swiftSources, once.swiftSources)
    // A folder inside one already named adds nothing twice.
    let nested = try FileWalker(workingDirectory: root).collect(["input", "input/Sources", "input"])
    XCTAssertEqual(nested.swiftSources.map(\.display), ["input/Sources/A.swift", "input/Sources/B.swift"])
    XCTAssertEqual(nested.definitions.map(\.display), ["input/App.flow.yml"])
  }

  func testMermaidHeadingsCannotOpenACodeFence() {
    XCTAssertEqual(Mermaid.heading("A\n```\n# B"), "A \\`\\`\\` \\# B")
  }

  func testXMLEscapeReplacesNoncharacters() {
    XCTAssertEqual(XML.escape("a\u{FFFE}b\u{FFFF}c\u{1}"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    XCTAssertEqual(DOT.escape("a\u{FFFE}"), "a\u{FFFD}")
  }

  func testDenseGraphsAreLaidOutWithSfdp() throws {
    var yaml = "flowviz: 1\ncoordinators:\n  - id: A\n    name: A\n    navigation: true\n    root: s0\n    screens: ["
    yaml += (0..<100).map { "s\($0)" }.joined(separator: ", ") + "]\n    transitions:\n"
    for k in 0..<1000 { yaml += "      - { from: s\(k % 100), to: s\((k * 37 + 11) % 100), kind: push }\n" }
    let graph = try Fixtures.graph(yaml, file: "Dense.flow.yml")
    XCTAssertEqual(LayoutDensity.engine(for: graph, requested: .dot), .sfdp)
    XCTAssertNotNil(LayoutDensity.note(for: graph, requested: .dot))
    XCTAssertEqual(LayoutDensity.engine(for: try Fixtures.graph(), requested: .dot), .dot)
    let svg = try timed(30) { try OutputFormat.svg.render(graph) }
    XCTAssertTrue(XMLParser(data: svg).parse())
  }
}
