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
  enum Kind {
    case file, directory, link, unknown
    /// FIFOs, sockets, devices: reading one can block forever, so a walk never opens them.
    case special
  }

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
      case Int32(DT_FIFO), Int32(DT_SOCK), Int32(DT_CHR), Int32(DT_BLK): kind = .special
      default: kind = .unknown
      }
      entries.append(DirectoryEntry(name: name, kind: kind))
    }
    return entries.sorted { $0.name < $1.name }
  }

  /// What a path is after following links (`stat`): nil when it does not exist or cannot be read.
  static func kind(following path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .special
    }
  }
}
