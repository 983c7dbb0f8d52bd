/// One line of a diff's change list in the HTML report, with the screen or coordinator it is about.
public struct ReportChange: Hashable, Codable, Sendable {
  public var text: String
  /// The screen or coordinator id to select when the line is clicked (for an edge: its source).
  public var target: String?

  public init(text: String, target: String? = nil) {
    self.text = text
    self.target = target
  }
}
