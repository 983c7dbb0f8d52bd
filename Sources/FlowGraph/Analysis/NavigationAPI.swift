/// Which navigation container SwiftUI uses: several pushes in one update work only with NavigationStack.
public enum NavigationAPI: String, Hashable, Codable, Sendable, CaseIterable {
  case view, stack
}
