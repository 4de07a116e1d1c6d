import Foundation

/// Enum cases no code makes: every mention of the case's name is a pattern (`case .detailTodo(let
/// viewModel):`, `if case .detailTodo = scene`) or in a comment. A `switch` arm taken only for such
/// cases never runs (MomsNagging's `Navigator`, building `DetailTodoView` for a scene every push of
/// which is commented out), and nor does what only it makes.
enum UnconstructedEnumCases {
  /// The bodies of the `switch` arms (``SelectorBranch``) whose every case is never made, by file.
  static func deadArms(in files: [SwiftFileModel]) -> [String: [Range<Int>]] {
    var declared: [String: Int] = [:]
    for file in files { for name in file.declarations.enumCaseNames { declared[name, default: 0] += 1 } }
    guard !declared.isEmpty else { return [:] }
    // Cases some switch arm is taken for, declared by one enum only (another's `.calendar` is no mention of this one).
    var candidates: Set<String> = []
    for file in files {
      for branch in file.declarations.selectorBranches where branch.test == .cases {
        for value in branch.values where declared[value] == 1 { candidates.insert(value) }
      }
    }
    guard !candidates.isEmpty else { return [:] }
    var made: Set<String> = []
    // (Through each file's identifier index, comments left out: one pass a file, not a search of
    // every file for every case name.)
    let filter = UnreferencedCode.CandidateFilter(candidates)
    for file in files {
      let bytes = file.sourceBytes
      UnreferencedCode.forEachIdentifier(in: file, candidates: candidates, filter: filter, anyCase: true) { name, offset in
        if !made.contains(name), !isPattern(at: offset, in: bytes) { made.insert(name) }
      }
    }
    let unmade = candidates.subtracting(made)
    guard !unmade.isEmpty else { return [:] }
    var dead: [String: [Range<Int>]] = [:]
    for file in files {
      for branch in file.declarations.selectorBranches where branch.test == .cases && !branch.values.isEmpty && branch.values.isSubset(of: unmade) {
        dead[file.path, default: []].append(branch.body)
      }
    }
    return dead
  }

  /// The mention stands in a pattern or a case declaration: its line, up to it, opens with `case`
  /// (a switch's label, an enum's case), or holds `if case`, `guard case`, `while case` or `for
  /// case`, with no `:`, `=` or `{` outside parentheses between that word and the mention (`case .a:
  /// return .detailTodo(vm)` makes one).
  static func isPattern(at offset: Int, in bytes: [UInt8]) -> Bool {
    let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let before = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
    var rest: Substring
    let trimmed = before.drop { $0 == " " || $0 == "\t" }
    if let keyword = ["case ", "@unknown case ", "indirect case "].first(where: trimmed.hasPrefix) {
      rest = trimmed.dropFirst(keyword.count)
    } else if let found = ["if case ", "guard case ", "while case ", "for case "].compactMap({ before.range(of: $0, options: .backwards) }).max(by: { $0.lowerBound < $1.lowerBound }) {
      rest = before[found.upperBound...]
    } else {
      return false
    }
    var depth = 0
    for character in rest {
      if character == "(" || character == "[" { depth += 1 } else if character == ")" || character == "]" { depth -= 1 }
      if depth <= 0, character == ":" || character == "=" || character == "{" { return false }
    }
    return true
  }
}
