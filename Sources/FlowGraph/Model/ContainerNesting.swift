/// A NavigationView/NavigationStack built inside another in a screen's own views: `CatalogView`'s stack holds a
/// row whose link shows `DetailView`, whose body is a stack of its own.
public struct ContainerNesting: Hashable, Codable, Sendable {
  /// The view type whose container holds the other, and where that container is built.
  public var outerView: String
  public var outer: SourceLocation
  /// The view type that brings the inner container, and where it is built.
  public var innerView: String
  public var inner: SourceLocation
  /// Where each view between them is built, outermost first (the last one builds `innerView`).
  public var via: [SourceLocation]

  public init(outerView: String, outer: SourceLocation, innerView: String, inner: SourceLocation, via: [SourceLocation]) {
    self.outerView = outerView
    self.outer = outer
    self.innerView = innerView
    self.inner = inner
    self.via = via
  }
}
