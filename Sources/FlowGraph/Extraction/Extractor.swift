/// Reads one parsed file and returns facts about it; run on many files at once, so it keeps no state.
public protocol Extractor: Sendable {
  associatedtype Facts: Sendable
  func extract(_ file: ParsedFile) -> Facts
}
