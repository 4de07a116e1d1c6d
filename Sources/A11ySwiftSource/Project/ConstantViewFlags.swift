import A11yCore

/// A view's plain `Bool` property that every use passes the same literal (Saca la Bici's
/// `HoraPicker(label:selectedTime:title:)`, whose one use passes `title: false`): the `if title`
/// branch of its body never shows, so nothing found there reaches anyone. Read from the flag
/// branches the model keeps (``FileDeclarations/flagBranches``) and the view calls of every file.
enum ConstantViewFlags {
  /// The bodies of `if flag { … }` whose flag every use passes `false`, and of `if !flag { … }`
  /// whose flag every use passes `true`, by file path; and the `else` of each such `if` whose
  /// flag every use passes the value that takes the `if` (OpenGluck's `LowIconFill(isActive: true)`).
  static func neverShownBranches(in files: [SwiftFileModel]) -> [String: [Range<Int>]] {
    // `View.label` of every view call passing a `Bool` literal: only those flags can be constant,
    // and most branches are ruled out before their type's text is read.
    var literalArguments: Set<String> = []
    for file in files {
      for view in file.views where view.kind == .call {
        for argument in view.arguments where argument.value.boolLiteral != nil {
          if let label = argument.label { literalArguments.insert(view.name + "." + label) }
        }
      }
    }
    guard !literalArguments.isEmpty else { return [:] }
    // Branches on a property of the type they are written in (`HoraPicker.title`).
    var branches: [(path: String, type: String, flag: String, negated: Bool, body: Range<Int>, elseBody: Range<Int>?)] = []
    for file in files {
      for branch in file.declarations.flagBranches {
        guard let dot = branch.key.firstIndex(of: "."), dot > branch.key.startIndex else { continue }
        let type = String(branch.key[..<dot])
        var flag = Substring(branch.key[branch.key.index(after: dot)...])
        let negated = flag.hasPrefix("!")
        if negated { flag = flag.dropFirst() }
        guard !flag.isEmpty, !flag.contains("."), literalArguments.contains(type + "." + flag),
              file.typeExtents.contains(where: { $0.name == type }),
              // A wrapped property (`@State`, `@Binding`) changes after the view is made.
              file.declarationAttributes[ConstantKey(type: type, name: String(flag))]?.isEmpty ?? true,
              isStoredBool(String(flag), of: type, in: file) else { continue }
        branches.append((file.path, type, String(flag), negated, branch.body, branch.elseBody))
      }
    }
    guard !branches.isEmpty else { return [:] }
    var constants: [String: Bool?] = [:]
    var result: [String: [Range<Int>]] = [:]
    for branch in branches {
      let key = branch.type + "." + branch.flag
      if constants[key] == nil { constants[key] = literalEveryUsePasses(branch.flag, to: branch.type, in: files) }
      guard let passed = constants[key] ?? nil else { continue }
      if passed == branch.negated {
        result[branch.path, default: []].append(branch.body)
      } else if let otherwise = branch.elseBody {
        result[branch.path, default: []].append(otherwise)
      }
    }
    return result
  }

  /// Whether `type` declares `flag` as `let flag: Bool` or `var flag: Bool` with no value of its
  /// own, so every use passes one.
  static func isStoredBool(_ flag: String, of type: String, in file: SwiftFileModel) -> Bool {
    guard let extent = file.typeExtents.first(where: { $0.name == type }) else { return false }
    let bytes = file.sourceBytes
    let start = max(0, extent.start), end = min(bytes.count, extent.end)
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return ["let ", "var "].contains { specifier in
      text.contains(specifier + flag + ": Bool\n") || text.contains(specifier + flag + ": Bool\r\n")
    }
  }

  /// The literal every mention of `type` outside its declaration, previews and tests passes as
  /// `flag:`, when each is a view call that passes one and all pass the same; nil otherwise.
  static func literalEveryUsePasses(_ flag: String, to type: String, in files: [SwiftFileModel]) -> Bool? {
    let mentions = DebugReach.mentions(of: type, in: files)
    guard !mentions.isEmpty else { return nil }
    var passed: Bool?
    for (file, _, offset) in mentions {
      guard let use = file.views.first(where: { $0.kind == .call && $0.name == type && $0.position.utf8Offset == offset }),
            let literal = use.arguments.first(labeled: flag)?.boolLiteral,
            passed == nil || passed == literal else { return nil }
      passed = literal
    }
    return passed
  }
}
