import Foundation

/// The JSON form of a diff (`flowviz diff --format json`): versioned, sorted keys.
public enum DiffDocument {
  public static let formatName = "flowviz-diff"
  public static let formatVersion = 1

  struct Document: Encodable {
    var format: String
    var version: Int
    var changeCount: Int
    var diff: GraphDiff
  }

  public static func encode(_ diff: GraphDiff) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(format: formatName, version: formatVersion, changeCount: diff.changeCount, diff: diff)
    // Plain value types with String keys always encode.
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
