import A11yCore
import Foundation

/// Libraries kept inside an app's folder as CocoaPods development pods (`pod 'Chatto', :path =>
/// 'Components/Chatto'`): a folder below the app's with a `.podspec` at its top. CocoaPods builds
/// only the files the podspec's `source_files` and resource patterns name; the library's demo app,
/// its examples and its tests in the same folder are no build of the app (vk-ios-app's
/// `Components/Chatto/ChattoApp`, Texture's `examples_extra`, the VK SDK's test application).
struct VendoredPods {
  struct Library {
    /// The folder holding the podspec, absolute and standardized.
    let folder: String
    /// The podspecs' file and resource patterns, relative to `folder`, braces expanded.
    let patterns: [Glob]

    /// Whether a pod built from this folder builds the file at `path` (absolute, standardized).
    func builds(_ path: String) -> Bool {
      let relative = String(path.dropFirst(folder.count + 1))
      return patterns.contains { $0.matches(relative) }
    }
  }

  let libraries: [Library]

  /// `podspecs`: the `.podspec` and `.podspec.json` files under `root`; copies CocoaPods keeps
  /// (`Pods/Local Podspecs`) and a podspec at the root itself (a library audited) are not read.
  init(podspecs: [String], root: String) {
    var patternsByFolder: [String: [Glob]] = [:]
    var unreadable: Set<String> = []
    for podspec in podspecs {
      let folder = ((podspec as NSString).deletingLastPathComponent as NSString).standardizingPath
      guard folder.hasPrefix(root + "/"), !folder.split(separator: "/").contains("Pods"),
            let data = FileManager.default.contents(atPath: podspec) else { continue }
      let patterns = Self.patterns(inPodspec: String(decoding: data, as: UTF8.self))
      // A podspec whose patterns can't be read (none quoted, or built from Ruby's interpolation,
      // `"#{s.name}/**/*.swift"`) says nothing of what its folder builds.
      if patterns.isEmpty || patterns.contains(where: { $0.contains("#{") }) { unreadable.insert(folder) }
      patternsByFolder[folder, default: []] += patterns.flatMap(Self.expandingBraces).map(Glob.init)
    }
    libraries = patternsByFolder.filter { !unreadable.contains($0.key) }.map { Library(folder: $0.key, patterns: $0.value) }
      .sorted { $0.folder.count > $1.folder.count }
  }

  /// The innermost library whose folder holds `path`.
  func library(holding path: String) -> Library? {
    libraries.first { path.hasPrefix($0.folder + "/") }
  }

  /// The quoted patterns of a podspec's `source_files`, `resources`, `resource_bundles` and
  /// `resource` attributes, in Ruby (`s.source_files = "Chatto/Source/**/*.{h,m,swift}"`, an
  /// array on following lines) or JSON (`"source_files": [...]`). Commented lines are skipped.
  static func patterns(inPodspec text: String) -> [String] {
    let keys = ["source_files", "resources", "resource_bundles", "resource"]
    var patterns: [String] = []
    var open = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let code = line.drop { $0.isWhitespace }
      if code.hasPrefix("#") { continue }
      let starts = keys.contains { key in code.range(of: key).map { range in
        let after = code[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0.isWhitespace }
        return after.hasPrefix("=") || after.hasPrefix(":")
      } ?? false }
      guard starts || open > 0 else { continue }
      let value = starts ? code[(code.firstIndex { $0 == "=" || $0 == ":" }.map { code.index(after: $0) } ?? code.startIndex)...] : code
      patterns += QuotedLiterals.contents(in: value, quotes: ["\"", "'"]).filter { $0.contains("/") || $0.contains("*") || $0.contains(".") }
      open = max(0, open + value.filter { $0 == "[" || $0 == "{" }.count - value.filter { $0 == "]" || $0 == "}" }.count)
    }
    return patterns
  }

  /// `Source/**/*.{h,m,swift}` → `Source/**/*.h`, `Source/**/*.m`, `Source/**/*.swift`.
  static func expandingBraces(_ pattern: String) -> [String] {
    guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else { return [pattern] }
    let head = pattern[..<open], tail = pattern[pattern.index(after: close)...]
    return pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false).flatMap { choice in
      expandingBraces(String(head) + choice.trimmingCharacters(in: .whitespaces) + String(tail))
    }
  }
}
