import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One name in a directory listing, with the type the listing gives for free (`readdir`'s `d_type`), so that a
/// walk over thousands of files does not stat each of them.
struct DirectoryEntry {
  enum Kind { case file, directory, link, unknown }

  var name: String
  var kind: Kind

  /// The entries of a directory sorted by name, without `.` and `..`; nil when it cannot be opened.
  static func list(_ path: String) -> [DirectoryEntry]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var entries: [DirectoryEntry] = []
    while let pointer = readdir(stream) {
      let name = withUnsafeBytes(of: &pointer.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let kind: Kind
      switch Int32(pointer.pointee.d_type) {
      case Int32(DT_REG): kind = .file
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_LNK): kind = .link
      default: kind = .unknown
      }
      entries.append(DirectoryEntry(name: name, kind: kind))
    }
    return entries.sorted { $0.name < $1.name }
  }
}
