import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
final class EmptyVisitor: SyntaxVisitor {
  var n = 0
  init() { super.init(viewMode: .sourceAccurate) }
  override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind { n += 1; return .skipChildren }
}
enum WalkExperiment {
  static func run(_ paths: [String]) -> (Double, Double, Double) {
    let a = Measurement.run { DispatchQueue.concurrentPerform(iterations: paths.count) { i in
      let text = try! String(contentsOfFile: paths[i], encoding: .utf8); let t = Parser.parse(source: text); _ = t.statements.count } }
    let b = Measurement.run { DispatchQueue.concurrentPerform(iterations: paths.count) { i in
      let text = try! String(contentsOfFile: paths[i], encoding: .utf8); let t = Parser.parse(source: text); let v = EmptyVisitor(); v.walk(t) } }
    let c = Measurement.run { DispatchQueue.concurrentPerform(iterations: paths.count) { i in
      let text = try! String(contentsOfFile: paths[i], encoding: .utf8); let t = Parser.parse(source: text); var n = 0; for tok in t.tokens(viewMode: .sourceAccurate) { if tok.tokenKind == .leftParen { n += 1 } } } }
    return (a.wall, b.wall, c.wall)
  }
}
