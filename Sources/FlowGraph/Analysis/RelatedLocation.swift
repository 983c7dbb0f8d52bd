/// A place related to a finding (a step of the path from the entry point, the call that attached a coordinator).
public struct RelatedLocation: Hashable, Codable, Sendable {
  public var location: SourceLocation
  public var message: String

  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }
}
