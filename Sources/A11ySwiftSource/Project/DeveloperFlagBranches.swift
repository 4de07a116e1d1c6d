import A11yCore

/// Code shown only while a developer setting is on: `if devMode { ... }` with
/// `@AppStorage("devMode") var devMode`, `if settings.isDeveloperMode { ... }` (Grocy's "DEV MODE"
/// rows, forms and screens). Like a debug screen, most people never meet it, so what is found
/// there is information to review. Read from the flag branches the model keeps
/// (``FileDeclarations/flagBranches``): no second pass over the file.
enum DeveloperFlagBranches {
  /// Words of a flag that name a developer setting.
  static let flagWords: Set<String> = ["dev", "developer", "debug"]

  /// Words of a flag whose negation names a developer build (`if !isProduction`, Convos' internal rows).
  static let shippedBuildWords: Set<String> = ["production", "release", "appstore"]

  /// The flag a branch tests, when it names a developer setting (`Type.devMode` → `devMode`), or
  /// the negation of a shipped build (`!isProduction`).
  static func developerFlag(of branch: FlagBranch) -> String? {
    guard let flag = branch.key.split(separator: ".").last.map(String.init) else { return nil }
    if flag.hasPrefix("!") {
      return IdentifierWords.words(in: String(flag.dropFirst())).contains(where: shippedBuildWords.contains) ? flag : nil
    }
    return IdentifierWords.words(in: flag).contains(where: flagWords.contains) ? flag : nil
  }

  /// The file's branches shown only while a developer setting is on.
  static func blocks(in declarations: FileDeclarations) -> [(flag: String, body: Range<Int>)] {
    declarations.flagBranches.compactMap { branch in developerFlag(of: branch).map { ($0, branch.body) } }
  }

  /// The developer flag whose branch holds `offset`, if any.
  static func flag(at offset: Int, in declarations: FileDeclarations) -> String? {
    blocks(in: declarations).last { $0.body.contains(offset) }?.flag
  }
}
