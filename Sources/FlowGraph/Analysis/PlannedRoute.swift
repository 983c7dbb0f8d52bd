/// One route of a routes array, as FlowStacks' step calculation sees it.
public struct PlannedRoute: Hashable, Sendable {
  public enum Style: String, Hashable, Sendable { case root, push, sheet, cover }
  public var screen: String
  public var style: Style

  public init(_ screen: String, _ style: Style) {
    self.screen = screen
    self.style = style
  }

  public var isPresented: Bool { style == .sheet || style == .cover }
}
