/// The screens of the demo app; its flows are described in Flows/Demo.flow.yml.
public enum Screen: Hashable, Sendable {
  case home, detail, help
}
