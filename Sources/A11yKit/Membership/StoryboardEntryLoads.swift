import A11yCore
import A11ySwiftSource
import Foundation

/// Which storyboards something may load whole, showing their entry scene: an Info.plist naming
/// it (`UIMainStoryboardFile`), a build setting, another storyboard's reference without a scene
/// identifier, or code calling `instantiateInitialViewController()` on it. Code whose storyboard
/// can't be told (`storyboard?.instantiateInitialViewController()`) may load any.
struct StoryboardEntryLoads {
  /// Storyboards code loads whole, by name; nil when some call's storyboard can't be told.
  let namesLoadedByCode: Set<String>?
  /// The storyboards property lists give to a storyboard key, read once.
  let propertyListStoryboards: Set<String>
  /// Each storyboard's text with the names its `storyboardName="…"` references give, read once:
  /// a reference is looked for only in the storyboards that hold one of its name.
  let interfaceBuilderTexts: [(path: String, text: String, referencedNames: Set<String>)]
  let buildSettings: BuildSettingStoryboards

  /// The sources that may name a storyboard: a storyboard no code names at all is loaded some way
  /// the sources don't show (a generated Info.plist, another target), and its entry kept.
  let models: [SwiftFileModel]
  let objectiveCTexts: [String]
  /// The property lists, storyboards and other files read beside the sources.
  let otherTexts: [UnreferencedCode.ReferenceText]
  /// Storyboard names code gives through a `String` enum's cases.
  let enumCases: StringEnumCaseMentions
  /// Code replaces the window's root controller as the app starts (``LaunchRootReplacement``).
  let rootIsReplacedAtLaunch: Bool
  /// The storyboards property lists name as launch screens (`UILaunchStoryboardName`), read once.
  let launchStoryboards: Set<String>

  init(models: [SwiftFileModel], otherTexts: [UnreferencedCode.ReferenceText], buildSettings: BuildSettingStoryboards) {
    self.models = models
    enumCases = StringEnumCaseMentions(models: models)
    self.buildSettings = buildSettings
    objectiveCTexts = otherTexts.filter { $0.path.hasSuffix(".m") || $0.path.hasSuffix(".mm") }.map { String(decoding: $0.bytes, as: UTF8.self) }
    everyLoadByNameIsWritten = Self.everyLoadByNameIsWritten(models: models, objectiveCTexts: objectiveCTexts)
    everyLoadByNameIsWrittenOrRead = everyLoadByNameIsWritten
      || Self.everyLoadByNameIsWrittenOrRead(models: models, objectiveCTexts: objectiveCTexts)
    self.otherTexts = otherTexts
    rootIsReplacedAtLaunch = LaunchRootReplacement.replacesRoot(in: models)
    var names: Set<String>? = []
    // Every form below holds "nitial" (`instantiateInitialViewController`, SwiftGen's `initialScene`).
    let code = models.filter { $0.sourceContains("nitial") }.map { String(decoding: $0.sourceBytes, as: UTF8.self) }
      + otherTexts.filter { $0.path.hasSuffix(".m") || $0.path.hasSuffix(".mm") }.map { String(decoding: $0.bytes, as: UTF8.self) }
    for text in code where ByteSearch.contains(text, word: "nitial") {
      for marker in ["InitialViewController", "initialScene"] {
        for found in ByteSearch.ranges(of: marker, in: text) {
          guard let name = Self.storyboardName(before: found.lowerBound, in: text) else {
            names = nil
            break
          }
          names?.insert(name)
        }
      }
      if names == nil { break }
    }
    namesLoadedByCode = names
    var propertyListNames: Set<String> = [], launchNames: Set<String> = []
    for plist in otherTexts where plist.path.hasSuffix(".plist") {
      let text = String(decoding: plist.bytes, as: UTF8.self)
      propertyListNames.formUnion(Self.storyboardNames(propertyList: text))
      launchNames.formUnion(Self.storyboardNames(propertyList: text, keys: ["UILaunchStoryboardName"]))
    }
    propertyListStoryboards = propertyListNames
    launchStoryboards = launchNames
    interfaceBuilderTexts = otherTexts.filter { $0.path.hasSuffix(".storyboard") }.map { storyboard in
      let text = String(decoding: storyboard.bytes, as: UTF8.self)
      return (storyboard.path, text, Self.referencedStoryboardNames(in: text))
    }
  }

  /// The names of the storyboards a storyboard's references (`storyboardName="…"`) point at.
  static func referencedStoryboardNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = text[...]
    while let found = ByteSearch.firstRange(of: "storyboardName=\"", in: rest) {
      let name = rest[found.upperBound...].prefix { $0 != "\"" }
      names.insert(String(name))
      rest = rest[name.endIndex...]
    }
    return names
  }

  /// Class names Objective-C sources implement (`@implementation Name`): a storyboard scene's class
  /// may be one of them.
  static func objectiveCImplementations(in texts: [UnreferencedCode.ReferenceText]) -> Set<String> {
    var names: Set<String> = []
    for text in texts where text.path.hasSuffix(".m") || text.path.hasSuffix(".mm") {
      let source = String(decoding: text.bytes, as: UTF8.self)
      for found in ByteSearch.ranges(of: "@implementation", in: source) {
        let name = source[found.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { names.insert(String(name)) }
      }
    }
    return names
  }

  /// The storyboard a call just before `index` names: `UIStoryboard(name: "Sync", …)`,
  /// `[UIStoryboard storyboardWithName:@"Sync" …]`, R.swift's `R.storyboard.sync.`, SwiftGen's
  /// `StoryboardScene.Sync.`; the nearest one in the few lines before, or nil.
  static func storyboardName(before index: String.Index, in text: String) -> String? {
    let windowStart = text.index(index, offsetBy: -400, limitedBy: text.startIndex) ?? text.startIndex
    let window = text[windowStart..<index]
    var best: (position: String.Index, name: String)?
    for opener in ["UIStoryboard(name:", "UIStoryboard.init(name:", "storyboardWithName:"] {
      guard let found = ByteSearch.lastRange(of: opener, in: window) else { continue }
      let rest = window[found.upperBound...].drop { $0 == " " || $0 == "@" }
      guard rest.first == "\"" else { return nil }
      let name = rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
      if best.map({ found.lowerBound > $0.position }) ?? true { best = (found.lowerBound, String(name)) }
    }
    for prefix in ["R.storyboard.", "StoryboardScene."] {
      guard let found = ByteSearch.lastRange(of: prefix, in: window) else { continue }
      let name = window[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else { continue }
      if best.map({ found.lowerBound > $0.position }) ?? true { best = (found.lowerBound, String(name)) }
    }
    return best?.name
  }

  /// Whether code names the storyboard (`UIStoryboard(name: "Settings", …)`, R.swift's
  /// `R.storyboard.settings`, SwiftGen's `StoryboardScene.Settings`). One no code names is loaded
  /// some way the sources don't show (a generated Info.plist, another target): its scenes are kept.
  func isNamedByCode(_ path: String) -> Bool {
    let name = FilesOutsideTheApp.storyboardLoadName(of: path)
    let lowered = name.prefix(1).lowercased() + name.dropFirst()
    let spellings = ["\"\(name)\"", "storyboard.\(lowered)", "StoryboardScene.\(name)"]
    if spellings.contains(where: { spelling in models.contains { $0.sourceContains(spelling) } || objectiveCTexts.contains { $0.contains(spelling) } }) {
      return true
    }
    // `UIStoryboard(name: StoryboardIdVC.PreyStoryBoard.rawValue, …)`: a `String` enum's case.
    if enumCases.names(name) { return true }
    // Or another storyboard's reference to it, which loads it when a segue leads there.
    let fileName = (path as NSString).lastPathComponent
    return interfaceBuilderTexts.contains { other, _, referencedNames in
      referencedNames.contains(name) && (other as NSString).lastPathComponent != fileName
    }
  }

  /// Every place the app's Swift loads a storyboard by name writes the name (`UIStoryboard(name:
  /// "Search", …)`), there is at least one, and no Objective-C code is audited: a storyboard none
  /// of them names, and nothing else names, is loaded by nothing. False when a name is worked out
  /// (`UIStoryboard(name: storyboardName, …)`), when nothing loads by name, or with Objective-C.
  /// (Worked out once, when the storyboards are read.)
  let everyLoadByNameIsWritten: Bool

  /// Objective-C that loads a storyboard by a name (`storyboardWithName:`), which isn't read; a
  /// stray `.m` without one (Nukon's launch screen controller) loads none.
  static func loadsByName(_ objectiveCTexts: [String]) -> Bool {
    objectiveCTexts.contains { $0.contains("storyboardWithName") }
  }

  static func everyLoadByNameIsWritten(models: [SwiftFileModel], objectiveCTexts: [String]) -> Bool {
    guard !Self.loadsByName(objectiveCTexts), let arguments = loadArguments(in: models), !arguments.isEmpty else { return false }
    return arguments.allSatisfy { $0.first == "\"" }
  }

  /// The name argument of every `UIStoryboard(name:` / `UIStoryboard.init(name:` load in the
  /// sources, as written to its `,` or `)`; nil when a load's argument can't be read (a load
  /// spelled with its label on another line is read too).
  static func loadArguments(in models: [SwiftFileModel]) -> [Substring]? {
    var arguments: [Substring] = []
    let initializers = storyboardInitializers(in: models)
    for model in models where model.sourceContains("UIStoryboard") {
      let text = String(decoding: model.sourceBytes, as: UTF8.self)
      for found in ByteSearch.ranges(of: "UIStoryboard", in: text) {
        var rest = text[found.upperBound...]
        if rest.hasPrefix(".init") { rest = rest.dropFirst(5) }
        guard rest.first == "(" else { continue }
        rest = rest.dropFirst().drop { $0.isWhitespace }
        let label = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard rest.dropFirst(label.count).first == ":" else { return nil }
        if label != "name" {
          // The app's own initializer (`UIStoryboard(controllerType: StudyVC.self)`, whose body
          // loads `controllerType.storyboardName`): the name it reads from the type it is given.
          guard let property = initializers[String(label)] else { return nil }
          arguments.append(Substring("Self." + property))
          continue
        }
        let argument = rest.dropFirst(5).drop { $0.isWhitespace }
        arguments.append(argument.prefix { $0 != "," && $0 != ")" && $0 != "\n" })
      }
    }
    return arguments
  }

  /// `extension UIStoryboard { convenience init(controllerType: StoryboardController.Type) {
  /// self.init(name: controllerType.storyboardName, bundle: nil) } }`: the property each of the
  /// app's storyboard initializers reads from the type it is given, by the initializer's label.
  static func storyboardInitializers(in models: [SwiftFileModel]) -> [String: String] {
    var properties: [String: String] = [:]
    for model in models where model.sourceContains("extension UIStoryboard") && model.sourceContains("self.init(name:") {
      let text = String(decoding: model.sourceBytes, as: UTF8.self)
      for found in ByteSearch.ranges(of: "init(", in: text) {
        let rest = text[found.upperBound...]
        let label = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let signature = rest.prefix { $0 != ")" }
        guard !label.isEmpty, label != "name", signature.contains(".Type"),
              let call = rest.range(of: "self.init(name:"), rest[..<call.lowerBound].filter({ $0 == "{" }).count == 1 else { continue }
        let argument = rest[call.upperBound...].drop { $0.isWhitespace }.prefix { $0 != "," && $0 != ")" }
        let parts = argument.split(separator: ".")
        if parts.count == 2, parts[0] == Substring(label) { properties[label] = String(parts[1]) }
      }
    }
    return properties
  }

  /// Every load by name writes its name, or reads a type's property (`UIStoryboard(name:
  /// Self.storyboardName, …)`, `StudyVC.storyboardName`) whose every declaration gives only
  /// string literals (``givesOnlyLiterals(_:in:depth:)``); no Objective-C.
  let everyLoadByNameIsWrittenOrRead: Bool

  static func everyLoadByNameIsWrittenOrRead(models: [SwiftFileModel], objectiveCTexts: [String]) -> Bool {
    guard !Self.loadsByName(objectiveCTexts), let arguments = loadArguments(in: models), !arguments.isEmpty else { return false }
    var checked: [String: Bool] = [:]
    return arguments.allSatisfy { argument in
      if argument.first == "\"" { return true }
      let expression = argument.trimmingCharacters(in: .whitespaces)
      let parts = expression.split(separator: ".")
      // `Type.property` or `Self.property`; not `self.name` or a bare name (a parameter, given anything).
      guard parts.count == 2, parts[0].first?.isUppercase == true,
            expression.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
      let property = String(parts[1])
      if let known = checked[property] { return known }
      let literal = givesOnlyLiterals(property, in: models, depth: 0)
      checked[property] = literal
      return literal
    }
  }

  /// Words that make a string from others: a name built with them may be any name.
  static let nameBuilders = [
    "\\(", "+", "format", "appending", "joined", "capitalized", "lowercased", "uppercased", "describing", "NSStringFromClass",
    "replacingOccurrences", "init(", "Bundle", "UserDefaults", "JSON", "decode", "infoDictionary", "object(",
  ]

  /// Every declaration of `property` in the sources (`static let storyboardName = "Study"`, a
  /// dictionary of literals, a getter reading one by key) holds string literals, names and keys
  /// and builds nothing; the properties it reads do the same. False when none is found.
  static func givesOnlyLiterals(_ property: String, in models: [SwiftFileModel], depth: Int) -> Bool {
    guard depth < 3 else { return false }
    // The declarations the models' walks noted, with their initializers or getters.
    let declarations = declarationTexts(of: property, in: models)
    guard !declarations.isEmpty else { return false }
    for declaration in declarations {
      if nameBuilders.contains(where: declaration.contains) { return false }
      // The properties it reads (`Self.storyboardNames[idiom]`) must give literals too.
      let outsideLiterals = declaration.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      // Names read at the root (`storyboardNames[idiom]`) or on `Self` (`Self.storyboardNames`),
      // not other types' members (`UIDevice.current.userInterfaceIdiom`).
      var read: Set<String> = []
      var previous: Character = " ", token = "", tokenFollowsDot = false, beforeToken: Substring = ""
      for character in outsideLiterals + " " {
        if character.isLetter || character.isNumber || character == "_" {
          if token.isEmpty { tokenFollowsDot = previous == "." }
          token.append(character)
        } else if !token.isEmpty {
          if !tokenFollowsDot || beforeToken.hasSuffix("Self") { read.insert(token) }
          beforeToken = Substring(token)
          token = ""
        }
        if !(character.isLetter || character.isNumber || character == "_") { previous = character }
      }
      read.remove(property)
      for name in read where name.first?.isLowercase == true && !keywords.contains(name) {
        if !declarationTexts(of: name, in: models).isEmpty, !givesOnlyLiterals(name, in: models, depth: depth + 1) { return false }
      }
    }
    return true
  }

  static let keywords: Set<String> = ["return", "case", "default", "switch", "if", "else", "get", "static", "let", "var", "nil", "true", "false", "self"]

  /// The text of each stored or computed property of that name the sources declare.
  static func declarationTexts(of property: String, in models: [SwiftFileModel]) -> [String] {
    models.filter { $0.sourceContains(property) }.flatMap { model in
      model.behaviour.properties.filter { $0.name == property }.map { model.text(from: $0.start, to: $0.end) }
    }
  }

  /// Nothing can load the storyboard at `path` by its name: every load by name writes a name or
  /// reads a type's property that gives only literals, and no source or other file holds this
  /// name at all. semomun's `Study_phone.storyboard`, left beside the `Study` every screen of it
  /// loads through `storyboardName`.
  func isLoadedByNoName(_ path: String) -> Bool {
    guard everyLoadByNameIsWrittenOrRead else { return false }
    let name = FilesOutsideTheApp.storyboardLoadName(of: path)
    guard !name.isEmpty, !models.contains(where: { UnshownStoryboardParts.namesStoryboard(name, in: $0) }) else { return false }
    // A property list, a JSON or strings file, another storyboard: any may hold the name (not the
    // Xcode project, which lists every file it builds), as a word of its own (`storyboardName=
    // "Writing"`, not `customClass="WritingViewController"`).
    return !otherTexts.contains { text in
      text.path != path && !text.path.hasSuffix(".pbxproj") && Self.holdsWord(name, in: text.bytes)
    }
  }

  /// `word` in `bytes` with no identifier character just before or after it.
  static func holdsWord(_ word: String, in bytes: [UInt8]) -> Bool {
    let length = word.utf8.count
    return ByteSearch.offsets(of: word, in: bytes[...]).contains { offset in
      (offset == 0 || !UnreferencedCode.isIdentifierByte(bytes[offset - 1]))
        && (offset + length >= bytes.count || !UnreferencedCode.isIdentifierByte(bytes[offset + length]))
    }
  }

  /// Whether a property list (`UIMainStoryboardFile`, a scene manifest) or a build setting names
  /// the storyboard at `path` (absolute): the system may load it whole, with no code naming it.
  func isNamedOutsideCode(_ path: String) -> Bool {
    propertyListStoryboards.contains(FilesOutsideTheApp.storyboardLoadName(of: path)) || buildSettings.names(path)
  }

  /// Whether the entry scene of the storyboard at `path` (absolute), which the system loads as the
  /// app's main interface, is replaced before anyone sees it: the app's delegate puts a controller
  /// of its own at the window's root as it starts (``LaunchRootReplacement``). Not a launch screen's,
  /// shown before any code runs.
  func entryIsReplacedAtLaunch(_ path: String) -> Bool {
    rootIsReplacedAtLaunch && !launchStoryboards.contains(FilesOutsideTheApp.storyboardLoadName(of: path))
  }

  /// Whether something may load the storyboard at `path` (absolute, for the build settings) whole.
  func mayLoadEntry(of path: String) -> Bool {
    let name = FilesOutsideTheApp.storyboardLoadName(of: path)
    guard let namesLoadedByCode else { return true }
    // Only a storyboard code loads by name (by its scenes' identifiers) can be known not to be
    // loaded whole.
    guard isNamedByCode(path) else { return true }
    let lowered = name.prefix(1).lowercased() + name.dropFirst()
    // R.swift and SwiftGen spell the name in lower or upper camel case.
    if namesLoadedByCode.contains(name) || namesLoadedByCode.contains(lowered) { return true }
    if propertyListStoryboards.contains(name) { return true }
    if buildSettings.names(path) { return true }
    // Not its own text, nor a localized copy's (the same file name in another `.lproj`).
    let fileName = (path as NSString).lastPathComponent
    for (other, text, referencedNames) in interfaceBuilderTexts
    where referencedNames.contains(name) && (other as NSString).lastPathComponent != fileName {
      for found in ByteSearch.ranges(of: "storyboardName=\"\(name)\"", in: text) {
        let tagStart = text[..<found.lowerBound].lastIndex(of: "<") ?? text.startIndex
        let tagEnd = text[found.upperBound...].firstIndex(of: ">") ?? text.endIndex
        let tag = text[tagStart..<tagEnd]
        guard ByteSearch.firstRange(of: "referencedIdentifier=", in: tag) == nil else { continue }
        // A reference no segue leads to loads nothing (WWDCScholars' Activity and Blog tabs, taken
        // out of the tab bar with their references left behind).
        guard let id = Self.attribute("id", in: tag) else { return true }
        if ByteSearch.firstRange(of: "destination=\"\(id)\"", in: text) != nil { return true }
      }
    }
    return false
  }
}

extension StoryboardEntryLoads {
  /// Info.plist keys whose value is a storyboard the system loads whole.
  static let storyboardKeys = [
    "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UISceneStoryboardFile", "NSMainStoryboardFile", "UILaunchStoryboardName",
    "NSExtensionMainStoryboard",
  ]

  /// Whether a property list gives `name` to a storyboard key (`<key>UIMainStoryboardFile</key>
  /// <string>Main</string>`): not any string of that name (WWDCScholars' "Activity" quick action).
  static func namesStoryboard(_ name: String, propertyList text: String) -> Bool {
    storyboardNames(propertyList: text).contains(name)
  }

  /// The `<string>` values a property list gives to the storyboard keys (or to `keys`).
  static func storyboardNames(propertyList text: String, keys: [String] = storyboardKeys) -> Set<String> {
    guard text.utf8.count < 4_000_000, ByteSearch.contains(text, word: "Storyboard") else { return [] }
    var names: Set<String> = []
    for key in keys {
      var rest = text[...]
      while let found = ByteSearch.firstRange(of: "<key>\(key)</key>", in: rest) {
        rest = rest[found.upperBound...]
        let value = rest.drop(while: \.isWhitespace)
        guard value.hasPrefix("<string>") else { continue }
        names.insert(String(value.dropFirst("<string>".count).prefix { $0 != "<" }))
      }
    }
    return names
  }

  /// The value of ` name="…"` in an element's opening tag.
  static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let found = ByteSearch.firstRange(of: " \(name)=\"", in: tag) else { return nil }
    return String(tag[found.upperBound...].prefix { $0 != "\"" })
  }
}

/// Whether code may instantiate a storyboard scene by its identifier: some source, property list
/// or other storyboard holds the identifier as a string, or some file other than the class's own
/// names the scene's class in code (`Settings.instantiate()`, `String(describing: Settings.self)`;
/// not a log message's words, `print("PostDetailViewController.keyboardWillHide")`).
final class StoryboardIdentifierLoads {
  private let models: [SwiftFileModel]
  private let otherTexts: [UnreferencedCode.ReferenceText]
  /// The file declaring each type of the project, by name.
  private let declaringFiles: [String: String]
  /// Every one-line string literal of the sources and property lists, and every
  /// `referencedIdentifier` of the storyboards; read on first use.
  private lazy var strings: Set<String> = Set(swiftLiteralFiles.keys).union(stringsOutsideSwift).union(generatedAccessorsUsed)
  /// R.swift's generated resource file (`R.generated.swift`), which lists every scene and cell
  /// identifier of the app: what it holds loads nothing unless code calls its accessor.
  private let generatedResources: [SwiftFileModel]
  /// The identifiers of ``generatedResources`` whose accessor (`travelViewController` for
  /// `"TravelViewController"`) the app's own code names (`R.storyboard.menu.travelViewController()`).
  private lazy var generatedAccessorsUsed: Set<String> = {
    guard !generatedResources.isEmpty else { return [] }
    var accessors: [String: String] = [:]
    // (An identifier R.swift has to reshape into a name, `Settings-VC`, counts as loaded: its
    // accessor's spelling isn't known here.)
    var used: Set<String> = []
    for literal in Self.strings(models: generatedResources, otherTexts: []) {
      guard let first = literal.first, first.isLetter else { continue }
      guard literal.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        if literal.count <= 60, !literal.contains(" "), literal.allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) }) { used.insert(literal) }
        continue
      }
      accessors[first.lowercased() + literal.dropFirst()] = literal
    }
    // Members named after a dot (`.kept()`), one pass over each file's bytes.
    let dot = UInt8(ascii: "."), underscore = UInt8(ascii: "_")
    func isWordByte(_ byte: UInt8) -> Bool { byte == underscore || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122) }
    for model in models where model.sourceContains("R.") {
      let bytes = model.sourceBytes
      var index = 0
      while index < bytes.count {
        guard bytes[index] == dot else { index += 1; continue }
        var end = index + 1
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        if end > index + 1, let literal = accessors[String(decoding: bytes[(index + 1)..<end], as: UTF8.self)] { used.insert(literal) }
        index = end
      }
    }
    return used
  }()
  /// The Swift files writing each one-line literal in code (not in comments), by path; read with
  /// ``strings``, in the same one pass over the sources.
  private lazy var swiftLiteralFiles: [String: Set<String>] = {
    var files: [String: Set<String>] = [:]
    for model in models {
      for literal in Self.strings(models: [model], otherTexts: []) { files[literal, default: []].insert(model.path) }
    }
    return files
  }()
  private lazy var modelsByPath: [String: SwiftFileModel] = Dictionary(models.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })

  init(models: [SwiftFileModel], otherTexts: [UnreferencedCode.ReferenceText], declaringFiles: [String: String]) {
    self.models = models.filter { !Self.isGeneratedResourceList($0) }
    self.generatedResources = models.filter(Self.isGeneratedResourceList)
    self.otherTexts = otherTexts
    self.declaringFiles = declaringFiles
  }

  /// R.swift's output: `R.generated.swift`, or a file importing `Rswift` that says it is generated.
  static func isGeneratedResourceList(_ model: SwiftFileModel) -> Bool {
    model.path.hasSuffix("R.generated.swift") || model.sourceContains("import Rswift") && model.sourceContains("generated file")
  }

  /// The same question over `models`, a part of this one's (code found unused taken away): the
  /// literals already read are kept, less those only the files left out wrote.
  func narrowed(to models: [SwiftFileModel], declaringFiles: [String: String]) -> StoryboardIdentifierLoads {
    let narrowed = StoryboardIdentifierLoads(models: models, otherTexts: otherTexts, declaringFiles: declaringFiles)
    let kept = Set(models.map(\.path))
    narrowed.swiftLiteralFiles = swiftLiteralFiles.compactMapValues { files in
      let left = files.intersection(kept)
      return left.isEmpty ? nil : left
    }
    narrowed.stringsOutsideSwift = stringsOutsideSwift
    narrowed.generatedAccessorsUsed = generatedAccessorsUsed
    return narrowed
  }

  /// Identifiers code names through a `String` enum's cases (`StoryboardIdVC.homeWeb.rawValue`).
  private lazy var enumCases = StringEnumCaseMentions(models: models)

  /// Identifiers held only by static constants nothing reads, with those constants' count per file
  /// (`static let enterCVVPopupVC = "EnterCVVPopupVC"` in a table of identifiers no code uses): the
  /// literal loads nothing. The constants are the model's static members declared `static let name =
  /// "Word"` (``SwiftFileModelBuilder`` keeps those whose literal is one capitalized word).
  private lazy var unreadConstantLiterals: [String: [String: Int]] = Self.unreadConstantLiterals(models: models)

  /// The strings of the property lists, storyboard references and Objective-C files alone: an
  /// identifier named there loads its scene whatever the Swift constants do.
  private lazy var stringsOutsideSwift: Set<String> = Self.strings(models: [], otherTexts: otherTexts)

  static func unreadConstantLiterals(models: [SwiftFileModel]) -> [String: [String: Int]] {
    var constants: [(path: String, name: String, literal: String)] = []
    for model in models {
      for (_, _, member) in model.declarations.staticMembers where member.isProperty && member.isStatic {
        let bytes = model.sourceBytes
        guard member.declaration.upperBound <= bytes.count else { continue }
        // Only `static let name = "Word"`: a computed or closure-made static holds other literals.
        let text = String(decoding: bytes[member.declaration], as: UTF8.self)
        guard let equals = text.firstIndex(of: "=") else { continue }
        let value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard value.count > 2, value.hasPrefix("\""), value.hasSuffix("\""), value.dropFirst().dropLast().allSatisfy({ $0 != "\"" && $0 != "\\" })
        else { continue }
        constants.append((model.path, member.name, String(value.dropFirst().dropLast())))
      }
    }
    guard !constants.isEmpty else { return [:] }
    // Each constant's name read anywhere besides its own declaration keeps its literal live.
    var mentions: [String: Int] = [:]
    let names = Set(constants.map(\.name))
    // (With a few names, only files holding one are scanned; most hold none.)
    for model in models where names.count > 4 || names.contains(where: model.sourceContains) {
      UnreferencedCode.forEachIdentifier(in: model.sourceBytes, candidates: names, anyCase: true) { name, _ in mentions[name, default: 0] += 1 }
    }
    let declared = Dictionary(grouping: constants, by: \.name).mapValues(\.count)
    var unread: [String: [String: Int]] = [:]
    for constant in constants where mentions[constant.name, default: 0] <= declared[constant.name, default: 0] {
      unread[constant.literal, default: [:]][constant.path, default: 0] += 1
    }
    // The literal must appear nowhere else: each of its occurrences is one of those constants'.
    return unread.filter { literal, holders in
      let quoted = "\"\(literal)\""
      let occurrences = models.reduce(0) { count, model in model.sourceContains(literal) ? count + model.sourceOccurrences(of: quoted) : count }
      return occurrences == holders.values.reduce(0, +)
    }
  }

  func mayLoad(identifier: String, className: String?) -> Bool {
    let unread = unreadConstantLiterals[identifier]
    let own = className.flatMap { declaringFiles[TypeIndex.simpleName($0)] }
    if strings.contains(identifier) && (unread == nil || stringsOutsideSwift.contains(identifier))
      && !isWrittenOnlyInsideItsClass(own, className: className, identifier: identifier)
      || enumCases.names(identifier) { return true }
    guard let className else { return false }
    // A file naming the class only in unread constants (the identifier spelled as the class) doesn't count.
    let unreadClassName = unreadConstantLiterals[className]
    let ownMakers = own.flatMap { modelsByPath[$0] }.flatMap { Self.codeMakers(ofClassIn: $0) }
    if models.contains(where: { model in
      model.path != own && model.sourceContains(className) && Self.namesInCode(className, in: model.sourceBytes)
        && !(unreadClassName?[model.path].map { model.sourceOccurrences(of: className) <= $0 } ?? false)
        && !(ownMakers.map { Self.namesOnlyToCall($0, className: TypeIndex.simpleName(className), in: model.sourceBytes) } ?? false)
    }) { return true }
    return otherTexts.contains { ($0.path.hasSuffix(".m") || $0.path.hasSuffix(".mm")) && String(decoding: $0.bytes, as: UTF8.self).contains(className) }
  }

  /// The static makers (`static func getInstance()`, `class func make(…)`) a class's file declares
  /// when nothing in that file loads a storyboard (hedera's `TxnRequestComposer`, whose maker returns
  /// `init(style: .plain)`, the storyboard load commented out): what calls only them makes the class
  /// in code, not from its scene. Nil when the file may load one.
  static func codeMakers(ofClassIn model: SwiftFileModel) -> Set<String>? {
    guard model.sourceContains("static func") || model.sourceContains("class func") else { return nil }
    let code = model.sourceWithoutComments()
    guard !code.contains("instantiate"), !code.contains("toryboard") else { return nil }
    var makers: Set<String> = []
    for keyword in ["static func ", "class func "] {
      var rest = code[...]
      while let found = rest.range(of: keyword) {
        rest = rest[found.upperBound...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { makers.insert(String(name)) }
      }
    }
    return makers
  }

  /// Whether every mention of `name` in code (comments aside) calls one of `makers` on it (`Name.getInstance()`).
  static func namesOnlyToCall(_ makers: Set<String>, className name: String, in bytes: [UInt8]) -> Bool {
    guard !makers.isEmpty else { return false }
    var onlyMakers = true, any = false
    UnreferencedCode.forEachIdentifier(in: bytes, candidates: [name]) { _, offset in
      any = true
      var index = offset + name.utf8.count
      guard onlyMakers, index < bytes.count, bytes[index] == UInt8(ascii: ".") else { onlyMakers = false; return }
      index += 1
      let start = index
      while index < bytes.count, ByteSearch.isIdentifierByte(bytes[index]) { index += 1 }
      let member = String(decoding: bytes[start..<index], as: UTF8.self)
      if !(makers.contains(member) && index < bytes.count && bytes[index] == UInt8(ascii: "(")) { onlyMakers = false }
    }
    return any && onlyMakers
  }

  /// The identifier is written only inside the scene's own class (MorningBear's
  /// `InitialInfoViewController`, which loads the storyboard it is the first scene of by the same
  /// name): a class's code runs once something made it, so that literal loads nothing; what
  /// names the class elsewhere does. Code beside the class in its file, or in comments, isn't it.
  func isWrittenOnlyInsideItsClass(_ own: String?, className: String?, identifier: String) -> Bool {
    guard let own, let className, swiftLiteralFiles[identifier] == [own], !stringsOutsideSwift.contains(identifier),
          let model = modelsByPath[own] else { return false }
    let quoted = "\"\(identifier)\"", name = TypeIndex.simpleName(className)
    let extents = model.typeExtents.filter { TypeIndex.simpleName($0.name) == name }
    func inside(_ offset: Int) -> Bool { extents.contains { $0.start <= offset && offset < $0.end } }
    // The class named beside it in its own file (a representable making it): that code may run.
    var namedOutside = false
    UnreferencedCode.forEachIdentifier(in: model.sourceBytes, candidates: [name]) { _, offset in
      if !inside(offset) { namedOutside = true }
    }
    return !extents.isEmpty && model.sourceOffsets(of: quoted).allSatisfy(inside) && !namedOutside
  }

  /// Whether code may dequeue a prototype cell of this reuse identifier: its text anywhere in a
  /// source (a literal, a constant's or generated accessor's name, `String(describing:)` of a
  /// class of that name), or a string literal that begins it (Monal builds `linkOutCell` as
  /// `"%@%@Cell"` of `@"link"` and a direction). Dequeued by identifier, a prototype isn't shown
  /// because its class is named: Monal's `progressInCell` and `progressOutCell`, of the
  /// `MLChatCell` class its other cells share, are asked for by no code.
  ///
  /// A literal that is itself another prototype's whole identifier (`siblings`) asks for that cell,
  /// not for names built on it: PhysioSync dequeues `"PatientExerciseTabTVC"`, never the
  /// `PatientExerciseTabTVC2` prototype beside it.
  func mayDequeue(reuseIdentifier identifier: String, siblings: Set<String> = []) -> Bool {
    // The cell class of that name's own declaration is no dequeue (Layers' `CallToActionCell`,
    // a prototype the controller never asks for), unless its file names it as an identifier.
    let own = declaringFiles[identifier]
    // (As a whole name: `"lockedUtxoCell1"` asks for no `lockedUtxoCell`, GordianWallet's.)
    if strings.contains(identifier) || models.contains(where: { model in
      model.sourceContains(identifier) && UnreferencedCode.mentionsAsWholeName(identifier, in: model.sourceBytes)
        && (model.path != own || model.sourceContains("describing: self")
          || model.sourceContains(identifier + ".self") || model.sourceContains("Identifier"))
    }) { return true }
    if strings.contains(where: { $0.utf8.count >= 3 && identifier.hasPrefix($0) && !siblings.contains($0) }) { return true }
    return otherTexts.contains { text in
      guard !text.path.hasSuffix(".storyboard"), !text.path.hasSuffix(".xib") else { return false }
      let needle = Array(identifier.utf8)
      return text.bytes.withUnsafeBufferPointer { haystack in needle.withUnsafeBufferPointer { ByteSearch.contains(haystack, $0) } }
    }
  }

  /// Whether `name` stands in `bytes` as a whole identifier outside comments and outside a string
  /// literal's words (a string that is the name alone, `"Settings"`, counts: code may build the
  /// class from it; so does an interpolation, `"\(Settings.self)"`).
  static func namesInCode(_ name: String, in bytes: [UInt8]) -> Bool {
    var found = false
    var literalSpans: [Range<Int>] = []
    // One-line string literals, by their quotes; a quote escaped inside one doesn't end it.
    var open: Int?
    var index = 0
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
    while index < bytes.count {
      switch bytes[index] {
      case newline: open = nil
      case backslash where open != nil: index += 1
      case quote:
        if let start = open { literalSpans.append(start..<(index + 1)); open = nil } else { open = index }
      default: break
      }
      index += 1
    }
    UnreferencedCode.forEachIdentifier(in: bytes, candidates: [name]) { _, offset in
      guard !found else { return }
      guard let span = literalSpans.first(where: { $0.contains(offset) }) else { found = true; return }
      // The literal is the name alone, or the name follows an interpolation's opening.
      let before = bytes[span.lowerBound..<offset]
      if span.count == name.utf8.count + 2 || before.last == UInt8(ascii: "(") && before.dropLast().last == backslash { found = true }
    }
    return found
  }

  private static func strings(models: [SwiftFileModel], otherTexts: [UnreferencedCode.ReferenceText]) -> Set<String> {
    var strings: Set<String> = []
    let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
    let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    func collect(_ bytes: [UInt8]) {
      var start: Int?
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        // Code commented out names nothing it loads (Olympus's `// instantiateViewController(
        // withIdentifier: "MapViewController")`): a comment's literals are skipped.
        if start == nil, byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash || bytes[index + 1] == star {
          if bytes[index + 1] == slash {
            index = bytes[index...].firstIndex(of: newline) ?? bytes.count
          } else {
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == star && bytes[end + 1] == slash) { end += 1 }
            index = end + 2
          }
          continue
        }
        if byte == newline { start = nil } else if byte == backslash, start != nil { index += 1 } else if byte == quote {
          if let open = start {
            strings.insert(String(decoding: bytes[(open + 1)..<index], as: UTF8.self))
            start = nil
          } else {
            start = index
          }
        }
        index += 1
      }
    }
    for model in models { collect(model.sourceBytes) }
    for text in otherTexts {
      if text.path.hasSuffix(".storyboard") || text.path.hasSuffix(".xib") {
        // Only the identifiers other storyboards refer to (`referencedIdentifier="…"`), not each
        // scene's own `storyboardIdentifier`.
        let source = String(decoding: text.bytes, as: UTF8.self)
        for found in ByteSearch.ranges(of: "referencedIdentifier=\"", in: source) {
          strings.insert(String(source[found.upperBound...].prefix { $0 != "\"" }))
        }
      } else if text.path.hasSuffix(".plist") {
        let source = String(decoding: text.bytes, as: UTF8.self)
        for found in ByteSearch.ranges(of: "<string>", in: source) {
          strings.insert(String(source[found.upperBound...].prefix { $0 != "<" }))
        }
      } else {
        collect(text.bytes)
      }
    }
    return strings
  }
}
