import Foundation

/// One line of a file as bytes, without its line break.
struct RawLine {
  /// 1-based.
  var number: Int
  var bytes: ArraySlice<UInt8>
  /// False for a last line with no line break (possibly cut off while the app was writing).
  var terminated: Bool
  /// The line was longer than the cap: its bytes are dropped.
  var tooLong: Bool
}

/// Reads a file line by line in fixed-size chunks: memory stays bounded by the chunk size and the line cap,
/// whatever the number of lines.
final class LineReader {
  static let chunkSize = 1 << 16
  private let handle: FileHandle
  private let maxLineLength: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var scanned = 0
  private var atEnd = false
  private var lineNumber = 0
  /// Inside an over-long line: drop bytes until its line break.
  private var skipping = false

  init(handle: FileHandle, maxLineLength: Int) {
    self.handle = handle
    self.maxLineLength = maxLineLength
    buffer.reserveCapacity(Self.chunkSize * 2)
  }

  /// The first bytes of the stream, read without consuming them (to recognise gzip and binary files).
  func peek(_ count: Int) throws -> ArraySlice<UInt8> {
    while buffer.count - start < count, !atEnd { try fill() }
    return buffer[start..<min(buffer.count, start + count)]
  }

  func next() throws -> RawLine? {
    while true {
      if let newline = newlineIndex() {
        var end = newline
        if end > start, buffer[end - 1] == 13 { end -= 1 }
        let wasSkipping = skipping
        skipping = false
        let line = buffer[start..<end]
        start = newline + 1
        scanned = start
        if wasSkipping { continue }
        lineNumber += 1
        return RawLine(number: lineNumber, bytes: line, terminated: true, tooLong: false)
      }
      scanned = buffer.count
      if buffer.count - start > maxLineLength {
        // Drop the line's bytes now; report it once, then skip the rest of it.
        let report = !skipping
        start = buffer.count
        scanned = start
        skipping = true
        if report {
          lineNumber += 1
          return RawLine(number: lineNumber, bytes: [], terminated: true, tooLong: true)
        }
      }
      if atEnd {
        guard start < buffer.count, !skipping else { return nil }
        lineNumber += 1
        let line = buffer[start...]
        start = buffer.count
        scanned = start
        return RawLine(number: lineNumber, bytes: line, terminated: false, tooLong: false)
      }
      try fill()
    }
  }

  /// The next line break at or after `scanned` (memchr: the scan is most of the reading time).
  private func newlineIndex() -> Int? {
    buffer.withUnsafeBufferPointer { pointer in
      guard scanned < pointer.count, let base = pointer.baseAddress,
        let hit = memchr(base + scanned, 10, pointer.count - scanned)
      else { return nil }
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
  }

  private func fill() throws {
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      scanned -= start
      start = 0
    }
    let data = try handle.read(upToCount: Self.chunkSize) ?? Data()
    if data.isEmpty { atEnd = true } else { buffer.append(contentsOf: data) }
  }
}
