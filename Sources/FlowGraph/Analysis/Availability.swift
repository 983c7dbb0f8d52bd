/// Whether a layer has a navigation container, as far as the graph tells.
public enum Availability: String, Hashable, Sendable {
  case yes, no, unknown
}
