import Foundation
import XCTest

@testable import FlowGraph

/// Errors in every input kind name the file, line and column a user has to look at (issue 15, "Errors that do not
/// say where").
final class PositionedErrorTests: XCTestCase {
  private func place(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { d in d.location.map { "\($0.line):\($0.column)" } ?? "-" }.joined(separator: " ")
  }

  private func graphErrors(_ text: String) -> [Diagnostic] {
    do {
      _ = try GraphJSON.decode(text, file: "g.json")
      return []
    } catch {
      return error.diagnostics
    }
  }

  func testGraphHeaderErrorsPointAtTheirValue() {
    let base = ["backActions", "coordinators", "edges", "entryPoints", "screens", "unresolved"].map { "  \"\($0)\": [],\n" }.joined()
    let future = graphErrors("{\n\(base)  \"format\": \"flowviz-graph\",\n  \"version\": 99\n}\n")
    XCTAssertEqual(place(future), "9:14")
    XCTAssertTrue(future.first?.message.contains("version 99") ?? false)
    let foreign = graphErrors("{\n\(base)  \"format\": \"other\",\n  \"version\": 1\n}\n")
    XCTAssertEqual(place(foreign), "8:13")
    XCTAssertTrue(foreign.first?.message.contains("'other'") ?? false)
  }

  func testGraphJSONWithoutFormatIsOneErrorThatSaysSo() {
    let text = "{\n  \"version\": 1,\n  \"coordinators\": [],\n  \"screens\": [],\n  \"edges\": []\n}\n"
    let found = Fixtures.errors(text, file: "g.json")
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertEqual(place(found), "2:3")
    XCTAssertTrue(found.first?.message.contains("without \"format\"") ?? false, "\(found)")
    // A definition file that happens to use a graph key still gets its own messages.
    let definition = Fixtures.errors("flowviz: 1\nscreens: []\ncoordinators: []\n")
    XCTAssertTrue(definition.first?.message.contains("unknown key 'screens'") ?? false, "\(definition)")
  }

  func testDuplicateKeysPointAtTheSecondOccurrence() {
    let block = Fixtures.errors("flowviz: 1\ncoordinators:\n  - id: A\n    name: x\n    # a comment\n    id: B\n")
    XCTAssertEqual(place(block), "6:5")
    XCTAssertTrue(block.first?.message.contains("first at line 3") ?? false, "\(block)")
    XCTAssertEqual(place(Fixtures.errors(#"{"flowviz": 1, "a": {"b": 1}, "flowviz": 1}"#, file: "d.flow.json")), "1:31")
    // The key of another list item is not the repeat.
    XCTAssertEqual(place(Fixtures.errors("coordinators:\n  - id: A\n  - id: B\ncoordinators: []\n")), "4:1")
  }

  func testRepeatedKeysInGraphJSONAndBaselinesAreErrorsAtTheRepeat() throws {
    // JSONDecoder keeps the first value of a repeated key and drops the other without a word.
    let base = ["backActions", "coordinators", "edges", "entryPoints", "screens", "unresolved"].map { "  \"\($0)\": [],\n" }.joined()
    let graph = "{\n\(base)  \"format\": \"flowviz-graph\",\n  \"version\": 1,\n  \"edges\": [{\"x\": 1}]\n}\n"
    let found = graphErrors(graph)
    XCTAssertEqual(place(found), "10:3")
    XCTAssertTrue(found.first?.message.contains("duplicate key 'edges' (first at line 4, column 3)") ?? false, "\(found)")
    // Keys of different objects, of objects in a list, and strings that are values are not repeats; an escaped
    // spelling of the same key is.
    let nested = #"{"a": {"k": 1}, "b": [{"k": 1}, {"k": "k"}], "k": "a"}"#
    XCTAssertNil(JSONDuplicateKeys.first(in: nested))
    XCTAssertEqual(JSONDuplicateKeys.first(in: #"{"ab": 1, "a\u0062": 2}"#)?.column, 11)
    XCTAssertNil(JSONDuplicateKeys.first(in: #"{"\ud83d\ude00": 1, "\ud83d\ude01": 2}"#))
    XCTAssertEqual(place(graphErrors(try GraphJSON.encode(Fixtures.graph()))), "")
    let baseline = "{\"format\": \"flowviz-baseline\", \"version\": 1,\n \"findings\": [], \"findings\": []}"
    do {
      _ = try Baseline.decode(Data(baseline.utf8), file: "b.json")
      XCTFail("a repeated key was accepted")
    } catch {
      XCTAssertEqual(place(error.diagnostics), "2:18")
    }
  }

  func testYAMLMessagesReadInOrderAndEndOfFileIsOnTheLastLine() {
    let twoDocuments = Fixtures.errors("flowviz: 1\n---\nx: 1\n")
    XCTAssertEqual(place(twoDocuments), "2:1")
    XCTAssertEqual(twoDocuments.first?.message, "syntax error: expected a single document in the stream, but found another document")
    // The error at the end of a three-line file is on line 3 (libyaml says line 4), with or without a final newline.
    XCTAssertEqual(place(Fixtures.errors("flowviz: 1\ncoordinators:\n  - id: \"A\n")), "3:11")
    XCTAssertEqual(place(Fixtures.errors("flowviz: 1\ncoordinators:\n  - [id: A")), "3:11")
  }

  func testInvalidUTF8IsPlacedAtItsFirstBadByte() throws {
    let data = Data("flowviz: 1\ncoordinators:\n  - id: é".utf8) + Data([0xFF, 0x41])
    XCTAssertThrowsError(try UTF8Text.decode(data, file: "a.flow.yml")) { error in
      let d = (error as? InputError)?.diagnostics ?? []
      XCTAssertEqual(self.place(d), "3:10")
      XCTAssertTrue(d.first?.message.contains("0xFF") ?? false, "\(d)")
    }
    // Overlong forms and surrogates are invalid too; valid text decodes.
    XCTAssertEqual(UTF8Text.firstInvalid(Data([0x41, 0x0A, 0xC0, 0x80]))?.line, 2)
    XCTAssertEqual(UTF8Text.firstInvalid(Data([0xED, 0xA0, 0x80]))?.column, 1)
    XCTAssertEqual(try UTF8Text.decode(Data("a\u{10FFFF}é\n".utf8), file: "x"), "a\u{10FFFF}é\n")
  }

  func testBaselineErrorsArePlaced() {
    func errors(_ text: String) -> [Diagnostic] {
      do {
        _ = try Baseline.decode(Data(text.utf8), file: "b.json")
        return []
      } catch {
        return error.diagnostics
      }
    }
    XCTAssertEqual(place(errors("{\"x\": ")), "1:7")
    XCTAssertEqual(place(errors("{\n  \"format\": \"flowviz-baseline\",\n  \"version\": 7,\n  \"findings\": []\n}")), "3:14")
  }

  func testLockFilesOfAnotherFormatAreAVersionErrorNotDrift() {
    XCTAssertNil(FlowDump.headerProblem(FlowDump.render(FlowGraph()), file: "Flows.lock"))
    let future = FlowDump.headerProblem("# flowviz dump 2: the navigation graph\ncoordinator A\n", file: "Flows.lock")
    XCTAssertEqual(future?.location?.line, 1)
    XCTAssertTrue(future?.message.contains("format 2") ?? false, future?.message ?? "")
    XCTAssertNotNil(FlowDump.headerProblem("coordinator A\n", file: "Flows.lock"))
    XCTAssertNotNil(FlowDump.headerProblem("# flowviz dump x\n", file: "Flows.lock"))
  }
}

extension PositionedErrorTests {
  func testGraphJSONWithARawControlCharacterIsPlacedAtIt() {
    let found = graphErrors("{\n  \"format\": \"flowviz-graph\",\n  \"version\": 1,\n  \"coordinators\": [\"\u{1}\"]\n}\n")
    XCTAssertEqual(place(found), "4:21")
    XCTAssertTrue(found.first?.message.contains("control characters") ?? false, "\(found)")
  }
}

/// Inputs that were slow rather than wrong (issue 15): each takes well under the limit in a debug build.
final class SlowInputTests: XCTestCase {
  func testThousandsOfChainedCoordinatorsLinkInLinearTime() throws {
    var yaml = "flowviz: 1\ncoordinators:\n"
    let count = 6000
    for i in 0..<count {
      yaml += "  - id: C\(i)\n    root: s\n    screens: [s, t]\n"
      if i + 1 < count { yaml += "    children:\n      - { at: t, coordinator: C\(i + 1), kind: sheet }\n" }
    }
    let file = try DefinitionFile.parse(yaml, file: "Chain.flow.yml")
    let start = Date()
    let graph = try DefinitionLinker.link([file])
    // Finding each root's coordinator by a scan of all coordinators took 18 million comparisons here.
    XCTAssertLessThan(Date().timeIntervalSince(start), 3)
    XCTAssertEqual(graph.coordinators.first { $0.id == "C5999" }?.roots, ["C5999.s"])
    XCTAssertEqual(graph.edges.count, count - 1)
  }

  func testLongNumberLikeScalarsAreReadAsText() throws {
    let name = "1." + String(repeating: "1", count: 200_000) + "e5"
    let start = Date()
    let graph = try Fixtures.graph("flowviz: 1\ncoordinators:\n  - id: A\n    name: \(name)\n    root: a\n    screens: [a]\n")
    XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    XCTAssertEqual(graph.coordinators.first?.name, name)
  }
}

extension PositionedErrorTests {
  func testDeepNestingIsPlacedWhereItPassesTheLimit() {
    let header = "{\"format\": \"flowviz-graph\", \"version\": 1,\n\"coordinators\": "
    let decoder = graphErrors(header + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}")
    XCTAssertEqual(place(decoder), "2:528")
    XCTAssertTrue(decoder.first?.message.contains("more than 512 levels") ?? false, "\(decoder)")
    let yaml = Fixtures.errors("x:\n  " + String(repeating: "[", count: 1200))
    XCTAssertEqual(yaml.first?.location?.line, 2)
    XCTAssertTrue(yaml.first?.message.contains("nested too deep (more than 1000 levels)") ?? false, "\(yaml)")
    XCTAssertFalse(yaml.first?.message.contains("yaml_set_max_nest_level") ?? true)
  }
}

extension SlowInputTests {
  func testLongGlobsAgainstDeepPathsMatchQuickly() {
    // Found by the fuzzer (a `.flowviz.yml` exclude of 111 KB): the pattern was read again for every path segment.
    let pattern = "*" + String(repeating: "é", count: 50_000)
    let path = String(repeating: "a/", count: 200) + "b.swift"
    let start = Date()
    XCTAssertFalse(Glob.matches(pattern, path))
    XCTAssertFalse(Glob.matches("x/" + pattern, path))
    // The other shapes it found: private-use characters without a star, and a run of braces after a name.
    XCTAssertFalse(Glob.matches(String(repeating: "\u{E000}", count: 40_000), path))
    XCTAssertFalse(Glob.matches("*.ge" + String(repeating: "{", count: 130_000), path))
    XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    XCTAssertTrue(Glob.matches("*é", "Sources/Caf/é"))
    XCTAssertTrue(Glob.matches("?é*", "Sources/aé.swift"))
    XCTAssertFalse(Glob.matches("??é", "Sources/aé"))
  }
}
