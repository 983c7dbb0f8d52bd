public enum FlowVizVersion { public static let current = "0.1.0" }
