import Foundation
import XCTest

final class RenderCommandTests: XCTestCase {
  var cli: CLIRunner!

  let app = """
    entry: App
    coordinators:
      - id: App
        navigation: true
        root: home
        screens: [home, detail]
        transitions:
          - { from: home, to: detail, kind: push }
    """

  override func setUpWithError() throws {
    cli = try CLIRunner()
    try cli.write(app, to: "flows/App.flow.yml")
  }

  override func tearDown() { cli.cleanUp() }

  func testFormatFollowsTheOutputExtension() throws {
    for (name, magic) in [("out.svg", "<?xml"), ("out.png", "\u{89}PNG"), ("out.pdf", "%PDF"), ("out.dot", "digraph"), ("out.mmd", "flowchart"), ("out.json", "{")] {
      let result = try cli.run("render", "flows", "-o", name)
      XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
      let data = try XCTUnwrap(cli.contents(name), name)
      XCTAssertTrue(data.starts(with: Array(magic.unicodeScalars.map { UInt8($0.value) })), "\(name) starts with \(magic)")
    }
  }

  func testOutputToDevStdoutReachesAPipe() throws {
    // /dev/stdout names a pipe here (through /proc's `pipe:[…]` link, which is no path): written in place.
    let result = try cli.run("render", "flows", "-o", "/dev/stdout", "--format", "dot")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("digraph flowviz {"), result.stdout)
  }

  func testTextFormatsGoToStdout() throws {
    let result = try cli.run("render", "flows/App.flow.yml", "--format", "dot")
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.hasPrefix("digraph flowviz {"))
    XCTAssertTrue(result.stdout.contains("label=\"detail\""))
    let svg = try cli.run("render", "flows")
    XCTAssertTrue(svg.stdout.contains("<svg"), "svg is the default format")
    let binary = try cli.run("render", "flows", "--format", "png")
    XCTAssertEqual(binary.status, 1)
    XCTAssertTrue(binary.stderr.contains("png is binary: give an output file with -o"), binary.stderr)
  }

  func testExportIsDeterministicAndReadableAgain() throws {
    let first = try cli.run("export", "flows")
    let second = try cli.run("export", "flows", "-o", "graph.json")
    XCTAssertEqual(second.status, 0)
    XCTAssertEqual(first.data, cli.contents("graph.json"))
    let again = try cli.run("export", "graph.json")
    XCTAssertEqual(again.stdout, first.stdout, "graph JSON loads as input and exports the same")
    XCTAssertTrue(first.stdout.contains("\"file\" : \"flows/App.flow.yml\""), "locations are relative to the working directory")
  }

  func testBadInputNamesThePositionAndWritesNothing() throws {
    try cli.write("coordinators:\n  - id: A\n    root: x\n    screens: [x]\n    transitions:\n      - { from: x, to: y, kind: push }\n", to: "bad/Bad.flow.yml")
    let result = try cli.run("render", "bad", "-o", "out.svg")
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "bad/Bad.flow.yml:6:24: error: unknown destination 'y': not a screen of coordinator 'A', a coordinator id, or a 'Coordinator.screen' id\n")
    XCTAssertFalse(cli.exists("out.svg"))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted(), ["bad", "flows"], "no temporary file left")

    let missing = try cli.run("render", "nowhere.flow.yml")
    XCTAssertEqual(missing.status, 1)
    XCTAssertEqual(missing.stderr, "nowhere.flow.yml: error: no such file or directory\n")
  }

  func testAFailedRenderKeepsThePreviousOutput() throws {
    XCTAssertEqual(try cli.run("render", "flows", "-o", "out.svg").status, 0)
    let before = cli.contents("out.svg")
    try cli.write("coordinators: [", to: "flows/Broken.flow.yml")
    let result = try cli.run("render", "flows", "-o", "out.svg")
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("flows/Broken.flow.yml:1:16: error: syntax error"), result.stderr)
    XCTAssertEqual(cli.contents("out.svg"), before)
  }

  func testInvalidChoicesListTheValidOnes() throws {
    let engine = try cli.run("render", "flows", "--engine", "spring")
    XCTAssertEqual(engine.status, 1)
    for name in ["dot", "neato", "fdp", "sfdp", "circo", "twopi"] { XCTAssertTrue(engine.stderr.contains("- \(name)"), engine.stderr) }
    let format = try cli.run("render", "flows", "--format", "gif")
    XCTAssertEqual(format.status, 1)
    for name in ["svg", "png", "pdf", "dot", "mermaid", "json"] { XCTAssertTrue(format.stderr.contains("- \(name)"), format.stderr) }
    let ext = try cli.run("render", "flows", "-o", "flows.gif")
    XCTAssertEqual(ext.status, 1)
    XCTAssertTrue(ext.stderr.contains("Cannot tell the format from 'flows.gif'"), ext.stderr)
  }

  func testLayoutOptions() throws {
    let result = try cli.run("render", "flows", "--format", "dot", "--direction", "LR", "--no-clusters")
    XCTAssertTrue(result.stdout.contains("rankdir=LR"))
    XCTAssertFalse(result.stdout.contains("subgraph cluster"))
    for engine in ["neato", "fdp", "sfdp", "circo", "twopi"] {
      XCTAssertEqual(try cli.run("render", "flows", "-o", "\(engine).svg", "--engine", engine).status, 0, engine)
    }
  }

  func testMarkdownOutputIsAFencedMermaidBlock() throws {
    XCTAssertEqual(try cli.run("render", "flows", "-o", "flows.md").status, 0)
    let text = String(decoding: try XCTUnwrap(cli.contents("flows.md")), as: UTF8.self)
    XCTAssertTrue(text.hasPrefix("```mermaid\nflowchart TB\n") && text.hasSuffix("```\n"), text)
  }

  func testLevelsOfDetail() throws {
    let overview = try cli.run("render", "flows", "--overview", "--format", "dot")
    XCTAssertEqual(overview.status, 0, overview.stderr)
    XCTAssertTrue(overview.stdout.contains("digraph flowviz_overview"))
    let page = try cli.run("render", "flows", "--coordinator", "app", "--format", "dot")
    XCTAssertEqual(page.status, 0, page.stderr)
    let unknown = try cli.run("render", "flows", "--coordinator", "Ap", "-o", "x.svg")
    XCTAssertEqual(unknown.status, 1)
    XCTAssertTrue(unknown.stderr.contains("unknown coordinator 'Ap'; the closest: App"), unknown.stderr)
    XCTAssertNil(cli.contents("x.svg"))
    let split = try cli.run("render", "flows", "--split", "pages")
    XCTAssertEqual(split.status, 0, split.stderr)
    XCTAssertNotNil(cli.contents("pages/index.svg"))
    XCTAssertNotNil(cli.contents("pages/1-App.svg"))
    let both = try cli.run("render", "flows", "--overview", "--split", "pages")
    XCTAssertEqual(both.status, 1)
    XCTAssertTrue(both.stderr.contains("Choose one of --overview, --coordinator and --split"), both.stderr)
  }

  func testHelpExplains() throws {
    let help = try cli.run("render", "--help")
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("Legend:"))
    XCTAssertTrue(help.stdout.contains("--engine"))
  }
}
