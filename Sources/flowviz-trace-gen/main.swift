import Foundation
import FlowvizRecorder

// Usage: flowviz-trace-gen OUTPUT.jsonl [LINES] [SEED]
// Writes LINES snapshots (default 1,000,000) of four coordinators' routes through RouteRecorder: three in
// FlowStacks' Codable encoding, one as (style, screen) pairs, as an app would.
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: flowviz-trace-gen OUTPUT.jsonl [LINES] [SEED]\n".utf8))
  exit(1)
}
let output = URL(fileURLWithPath: arguments[1])
let total = arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
let seed = arguments.count > 3 ? UInt64(arguments[3]) ?? 1 : 1
try? FileManager.default.removeItem(at: output)
let start = Date()
do {
  let recorder = try RouteRecorder(url: output, session: "gen-\(seed)", bufferLimit: 512, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
  let names = ["ShopCoordinator", "CartCoordinator", "ProfileCoordinator", "SettingsCoordinator"]
  var walks = names.indices.map { RandomWalk(seed: seed &* 1000 &+ UInt64($0)) }
  var written = 0
  var lastStack: [RecordedRoute] = []
  while written < total {
    let which = walks[0].next(names.count)
    let before = walks[which].routes
    walks[which].step()
    guard walks[which].routes != before else { continue }
    if which == 3 {
      // Stinsen/Navigator-style: (style, screen) pairs.
      let stack = walks[which].routes.enumerated().map { index, route -> RecordedRoute in
        switch route {
        case .push(let s): return .push("\(s)".components(separatedBy: "(")[0])
        case .sheet(let s, let nav): return index == 0 ? .root("\(s)", withNavigation: nav) : .sheet("\(s)".components(separatedBy: "(")[0], withNavigation: nav)
        case .cover(let s, let nav): return .cover("\(s)".components(separatedBy: "(")[0], withNavigation: nav)
        }
      }
      // Payloads are dropped in this form, so two different routes can give the same stack: not a change.
      guard stack != lastStack else { continue }
      lastStack = stack
      recorder.record(stack: stack, coordinator: names[which], cause: .user)
    } else {
      recorder.record(walks[which].routes, coordinator: names[which], cause: .programmatic)
    }
    written += 1
  }
  recorder.close()
  let seconds = Date().timeIntervalSince(start)
  FileHandle.standardError.write(Data("wrote \(written) lines to \(output.path) in \(String(format: "%.1f", seconds)) s\n".utf8))
} catch {
  FileHandle.standardError.write(Data("flowviz-trace-gen: \(error)\n".utf8))
  exit(1)
}
