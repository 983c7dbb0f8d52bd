/// A position in a user's file: `file` is relative to the working directory, line and column are 1-based.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int = 1) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}

extension Optional where Wrapped == SourceLocation {
  /// Orders missing locations after present ones, so sorted output is stable.
  static func precedes(_ a: SourceLocation?, _ b: SourceLocation?) -> Bool? {
    switch (a, b) {
    case (nil, nil): return nil
    case (nil, _): return false
    case (_, nil): return true
    case let (x?, y?): return x == y ? nil : x < y
    }
  }
}
