import Foundation
import SwiftParser
import SwiftSyntax

/// SwiftParser run on a thread with a large stack (`ParserThreads`), and a time budget that grows with the file.
///
/// Its error recovery looks ahead from every token it cannot place, so a long run of broken declarations (a thousand
/// lines of `@Sta Navigator<…>` in a type body: 3.7 s for 49 KB) takes quadratic time, and no scan before parsing
/// can tell. A file whose parse outlives the budget is skipped with a warning; the parse is left to finish on its
/// thread and its result dropped. The budget is a safety net far above any real parse, also on a loaded machine (a
/// tighter one skipped real test files while other builds ran): 20 s plus 200 µs per byte.
enum BoundedParse {
  static let baseBudget: TimeInterval = 20
  static let budgetPerByte: TimeInterval = 0.000_2
  /// Deep but legal nesting recurses in the parser: more stack than a task group's thread has.
  static let stackSize = 64 << 20

  /// The tree, or nil when the parse ran past its budget.
  static func parse(_ source: String, maximumNestingLevel: Int) -> SourceFileSyntax? {
    let result = ResultBox()
    let done = DispatchSemaphore(value: 0)
    ParserThreads.shared.run {
      var text = source
      let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
      result.set(tree)
      done.signal()
    }
    let budget = baseBudget + budgetPerByte * Double(source.utf8.count)
    guard done.wait(timeout: .now() + budget) == .success else { return nil }
    return result.get()
  }

  private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var tree: SourceFileSyntax?
    func set(_ value: SourceFileSyntax) { lock.lock(); tree = value; lock.unlock() }
    func get() -> SourceFileSyntax? { lock.lock(); defer { lock.unlock() }; return tree }
  }
}
