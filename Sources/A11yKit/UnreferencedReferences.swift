import A11yCore
import A11ySwiftSource

/// What the lint command needs for leaving out code nothing references (``UnreferencedCode``):
/// the project's non-Swift files that may name Swift types, and the summary line.
enum UnreferencedReferences {
  /// Property lists (`NSExtensionPrincipalClass`, `UISceneDelegateClassName`), XcodeGen specs
  /// (`project.yml`, which may write the Info.plist's keys itself: Jottre's scene delegate) and
  /// Objective-C sources (`.m`, `.mm`: where Objective-C uses a Swift class; headers only declare)
  /// under `path`, which may name a Swift class the Swift code never mentions.
  static func files(in path: String, configuration: Configuration, currentDirectory: String) -> [String] {
    let collector = FileCollector(
      extensions: ["plist", "m", "mm", "yml", "yaml"], configuration: configuration, currentDirectory: currentDirectory)
    return (try? collector.collect([path]).files) ?? []
  }

  /// One line saying how many findings were left out, or nil when none were.
  static func summary(leftOut: Int, language: Language) -> String? {
    guard leftOut > 0 else { return nil }
    if language == .korean {
      return "아무 곳에서도 쓰이지 않는 코드 안의 문제 \(leftOut)건은 보고에서 뺐습니다(보려면 --include-unreferenced)"
    }
    return "\(leftOut) finding\(leftOut == 1 ? "" : "s") in code nothing references \(leftOut == 1 ? "was" : "were") left out (--include-unreferenced to show them)"
  }
}
