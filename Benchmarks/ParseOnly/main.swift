// The benchmark's floor: read and parse every Swift file under the given folders with SwiftParser,
// on all cores, and do nothing else. `a11y-audit lint` is measured against this.
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules"]

func swiftFiles(under root: String) -> [String] {
  var files: [String] = []
  guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [root] }
  while let relative = enumerator.nextObject() as? String {
    let name = (relative as NSString).lastPathComponent
    if skippedFolders.contains(name) { enumerator.skipDescendants(); continue }
    if relative.hasSuffix(".swift") { files.append(root + "/" + relative) }
  }
  return files.sorted()
}

let roots = CommandLine.arguments.dropFirst()
guard !roots.isEmpty else {
  FileHandle.standardError.write("usage: parse-only FOLDER...\n".data(using: .utf8)!)
  exit(2)
}
/// Sums counts from many threads.
final class TokenTally: @unchecked Sendable {
  private let lock = NSLock()
  private var total = 0
  func add(_ count: Int) { lock.lock(); total += count; lock.unlock() }
  var value: Int { lock.lock(); defer { lock.unlock() }; return total }
}

let files = roots.flatMap(swiftFiles(under:))
let tally = TokenTally()
DispatchQueue.concurrentPerform(iterations: files.count) { index in
  guard let data = FileManager.default.contents(atPath: files[index]),
        let source = String(data: data, encoding: .utf8) else { return }
  let tree = Parser.parse(source: source)
  // Use the tree so the parse can't be optimised away, without walking it (that would raise the floor).
  tally.add(tree.statements.count)
}
print("parsed \(files.count) files, \(tally.value) top-level statements")
