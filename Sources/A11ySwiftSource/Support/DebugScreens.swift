import A11yCore
import Foundation

/// Code a team writes for itself: a screen in a `Debug`, `QA` or `Developer` folder, or a type
/// named for one (`DebugMenuViewController`, `DeveloperSettingsView`, `QAFeaturesView`), or a file
/// named for one (Provenance's private row views in `FeatureFlagsDebugView.swift`). Release
/// builds often hide it behind a build setting or a runtime flag the source can't settle (Proton
/// Pass's QA features open only when `Bundle.main.isQaBuild`), so its findings are information to
/// review, not errors a user is sure to meet.
public enum DebugScreens {
  /// A finding in a storyboard or xib of a debug screen (`Debug/Debug.storyboard`, Eurofurence's
  /// push-token screen opened by a hidden gesture): information to review, like the Swift code of
  /// one. Nil when the document is no such screen.
  public static func placed(_ finding: Finding, inDocumentAt path: String) -> Finding? {
    guard let marker = marker(path: path, typeName: nil) else { return nil }
    var finding = finding
    guard finding.severity > .info else { return finding }
    finding.severity = .info
    finding.needsReview = true
    let note = Self.note(marker: marker)
    finding.message = LocalizedText(en: finding.message.en + " (" + note.en + ")", ko: finding.message.ko + " (" + note.ko + ")")
    return finding
  }

  /// What a finding's message adds when it is in a debug screen marked by `marker`.
  static func note(marker: String) -> LocalizedText {
    LocalizedText(
      en: "in a debug or QA screen (`\(marker)`): check whether release builds show it",
      ko: "디버그·QA 화면(`\(marker)`)에 있습니다. 출시 빌드에서도 보이는지 확인하세요")
  }

  static let folders: Set<String> = [
    "debug", "qa", "qa features", "developer", "developer settings", "devtools", "dev tools", "debugging", "debug menu",
    "debugmenu",
  ]
  /// A cheap pre-test of a path: letters every name in ``folders`` holds, as it may be capitalised.
  static let folderLetters = ["ebug", "EBUG", "qa", "QA", "Qa", "evelop", "EVELOP", "evtools", "evTools", "EVTOOLS", "ev tools", "ev Tools", "EV TOOLS"]
  /// `DevSettingsView` (Bitkit's hidden developer settings) as well.
  static let typeWords: Set<String> = ["debug", "debugging", "developer", "dev"]

  /// The folder or type that marks the code as a team's own screen, or nil.
  static func marker(path: String, typeName: String?) -> String? {
    // Cut by hand, and split only a path that may hold a marking folder: `NSString`'s path
    // methods cost about 100k instructions a file on Linux, a generic `split` about 27k.
    let fileStart = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.index(after: $0) } ?? path.startIndex
    if ByteSearch.containsAny(path, Self.folderLetters),
       let folder = path[..<fileStart].split(separator: "/").last(where: { Self.folders.contains($0.lowercased()) || Self.isNamedForDebugTools($0) }) {
      return String(folder)
    }
    if let typeName, isNamedForDebugging(TypeIndex.simpleName(typeName)) { return typeName }
    // The helper types a debug screen's file declares beside it are its parts. Only "debug": a
    // file named for a "developer" may show an app's author (Flipper's `AppView+Developer.swift`).
    let file = path[fileStart...]
    guard !file.isEmpty, ByteSearch.containsAny(String(file), ["ebug", "EBUG"]) else { return nil }
    let fileName = file.lastIndex(of: ".").flatMap { $0 > file.startIndex ? file[..<$0] : nil } ?? file
    return IdentifierWords.words(in: String(fileName)).contains("debug") ? String(file) : nil
  }

  /// A folder named for the tools it holds, its first word saying so (Babylon Wallet's
  /// `DebugSettings`, `DebugInspectProfile`).
  /// "Developer" only before a word for tools (`DeveloperTools`, `DeveloperSettings`), not Apple's
  /// `DeveloperAcademy-POSTECH-…` repositories, which are whole apps.
  static func isNamedForDebugTools(_ folder: Substring) -> Bool {
    let words = IdentifierWords.words(in: String(folder))
    guard let first = words.first else { return false }
    if first == "developer" {
      return words.count > 1 && toolWords.contains(words[1])
    }
    return ["debug", "debugging"].contains(first)
  }

  /// The type whose name may mark a debug screen: none for the app itself (`DevLogApp: App`, whose
  /// "Dev" is its product's name, not a developer's screen), which shows every screen there is.
  static func markingTypeName(_ name: String?, types: TypeIndex) -> String? {
    guard let name, !types.conformances(of: name).contains("App") else { return nil }
    return name
  }

  /// The UIKit object declared or configured on `line` whose name begins with "debug"
  /// (`debugVersion`, `debugInfoLabel`), if any.
  static func debugNamedObject(onLine line: Int, in model: SwiftFileModel) -> String? {
    guard model.sourceContains("debug") else { return nil }
    return model.uikitObjects.first { object in
      IdentifierWords.words(in: object.name).first == "debug"
        && (object.position.line == line || object.assignments.contains { $0.position.line == line })
    }?.name
  }

  /// A cheap pre-test: a type name that may be named for debugging holds one of these.
  static func mayNameDebugging(_ name: String) -> Bool {
    ByteSearch.containsAny(name, ["ebug", "EBUG", "ev", "EV", "QA"])
  }

  private static func isNamedForDebugging(_ name: String) -> Bool {
    // `QAFeaturesView`: capitals run together, so the prefix is read as written.
    if name.hasPrefix("QA"), name.dropFirst(2).first?.isUppercase == true { return true }
    let words = IdentifierWords.words(in: name)
    // `DevInfoView`, `DeveloperProfileView`: the screen about the app's author (IOS-Weather's
    // "개발자 정보"), shipped to everyone.
    if let dev = words.firstIndex(where: { $0 == "dev" || $0 == "developer" }), dev + 1 < words.count,
       ["info", "profile", "about", "contact", "introduction", "intro"].contains(words[dev + 1]) { return false }
    // "Debug" anywhere (`FeatureFlagsDebugView`); "dev" or "developer" first (`DevSettingsView`,
    // `DeveloperSettingsView`) or before a word for tools (`AppDeveloperMenu`), not a list of an
    // app's subject (GitTime's `TrendingDeveloperCell`, trending GitHub developers).
    for (index, word) in words.enumerated() where typeWords.contains(word) {
      if word == "debug" || word == "debugging" || index == 0 { return true }
      if index + 1 < words.count, toolWords.contains(words[index + 1]) { return true }
    }
    return false
  }

  /// Words after "developer" that name a team's own tools (`DeveloperTools`, `DeveloperSettings`).
  static let toolWords: Set<String> = ["tools", "tool", "settings", "menu", "options", "mode", "screen", "screens", "panel"]
}
