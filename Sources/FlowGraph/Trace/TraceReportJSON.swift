import Foundation

/// Trace reports as JSON: sorted keys, so two runs over the same traces give the same bytes.
public enum TraceReportJSON {
  public static func encode(_ report: TraceReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
  }

  public static func decode(_ data: Data) throws -> TraceReport {
    try JSONDecoder().decode(TraceReport.self, from: data)
  }
}
