import FlowGraph
import Foundation
import XCTest

/// Source text with position markers (`1️⃣`…`9️⃣`) taken out: the marker's position is the next character's.
struct LibraryMarkers {
  let path: String
  let text: String
  private(set) var positions: [String: SourceLocation] = [:]

  init(_ path: String, _ marked: String) {
    self.path = path
    var output = ""
    var line = 1
    var column = 1
    var found: [String: SourceLocation] = [:]
    for character in marked {
      if let marker = LibraryMarkers.marker(character) {
        found[marker] = SourceLocation(file: path, line: line, column: column)
        continue
      }
      output.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    text = output
    positions = found
  }

  private static func marker(_ character: Character) -> String? {
    let scalars = character.unicodeScalars.map(\.value)
    guard scalars.count == 3, scalars[1] == 0xFE0F, scalars[2] == 0x20E3, let digit = scalars.first,
      (0x31...0x39).contains(digit)
    else { return nil }
    return String(UnicodeScalar(digit).map(Character.init) ?? "?")
  }

  subscript(marker: String) -> SourceLocation {
    guard let place = positions[marker] else {
      XCTFail("no marker \(marker) in \(path)")
      return SourceLocation(file: path, line: 0)
    }
    return place
  }

  /// Reads several marked files as one app.
  static func read(_ files: [LibraryMarkers]) -> SourceReader.Result {
    SourceReader().read(sources: files.map { ($0.path, $0.text) })
  }

  /// The directory of a sample app, found from this file's place in the repository.
  static func sampleDirectory(_ name: String, file: String = #filePath) -> String {
    var url = URL(fileURLWithPath: file)
    while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("Samples").appendingPathComponent(name).path
  }

  /// Reads every Swift file of a sample app, with paths relative to the sample's directory.
  static func readSample(_ name: String) throws -> SourceReader.Result {
    let directory = sampleDirectory(name)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
    let sources = try names.map { ($0, try String(contentsOfFile: "\(directory)/\($0)", encoding: .utf8)) }
    return SourceReader().read(sources: sources)
  }
}

extension FlowGraph {
  /// Edges as `from -kind-> to`, sorted, for whole-graph comparisons.
  var edgeLines: [String] { edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" }.sorted() }

  func edges(at location: SourceLocation) -> [Edge] { edges.filter { $0.location == location } }
}
