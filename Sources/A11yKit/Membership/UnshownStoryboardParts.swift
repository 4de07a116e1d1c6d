import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource

/// The parts of storyboards no screen of the app shows: scenes nothing reaches (no identifier
/// code loads, no segue from a shown scene, an entry scene nothing loads; ``StoryboardReach``) and
/// prototype cells no code dequeues, as line ranges by the document's path. Found before the
/// search for code nothing references, so a class that only such a scene names (Snip's old feed
/// screen, kept in the storyboard after a new one replaced it, and the cells only it registers)
/// is unused too, not kept alive by its own leftover scene.
struct UnshownStoryboardParts: Sendable {
  /// By ``IBDocument/path``.
  var lines: [String: [ClosedRange<Int>]] = [:]

  /// `earlierLoads`: the identifier loads of a reading over more of the code (this one leaves
  /// out code found unused), whose literals are kept; `loadsRead` is given the ones used.
  init(
    documents: [IBDocument], models: [SwiftFileModel], texts: [UnreferencedCode.ReferenceText],
    currentDirectory: String, earlierLoads: StoryboardIdentifierLoads? = nil, loadsRead: ((StoryboardIdentifierLoads) -> Void)? = nil
  ) {
    // Views hidden in the file that no code can reach, in storyboards and xibs alike.
    for document in documents {
      let hidden = Self.unreachableHiddenViews(in: document)
      if !hidden.isEmpty { lines[document.path, default: []] += hidden }
    }
    let storyboards = documents.filter { $0.kind == .storyboard }
    guard !storyboards.isEmpty else { return }
    let declaringFiles = Self.declaringFiles(of: models)
    let objectiveCClasses = StoryboardEntryLoads.objectiveCImplementations(in: texts)
    let isDeclared = { (name: String) in declaringFiles[TypeIndex.simpleName(name)] != nil || objectiveCClasses.contains(name) }
    let identifierLoads = earlierLoads?.narrowed(to: models, declaringFiles: declaringFiles)
      ?? StoryboardIdentifierLoads(models: models, otherTexts: texts, declaringFiles: declaringFiles)
    loadsRead?(identifierLoads)
    var entryLoads: StoryboardEntryLoads?
    // An app that starts as a SwiftUI `App` and loads no storyboard by name, with no Objective-C:
    // the system loads no main storyboard for it, so one no code, property list, build setting or
    // other storyboard names is loaded by nothing (Kraftstoff's `MainStoryboard`, left beside its
    // SwiftUI screens), however its controllers instantiate each other.
    lazy var appLoadsNoStoryboard = Self.startsAsSwiftUIApp(models) && StoryboardEntryLoads.loadArguments(in: models)?.isEmpty == true
      && !models.contains { $0.sourceContains("R.storyboard.") || $0.sourceContains("StoryboardScene.") }
      && !texts.contains { $0.path.hasSuffix(".m") || $0.path.hasSuffix(".mm") }
    let neverPerformed = Self.segueNeverPerformed(models: models, texts: texts)
    for document in storyboards {
      // Buttons hidden for good, whose segues lead nowhere: read once for the passes below.
      let hiddenForGood = Self.hiddenForGood(in: document, models: models)
      let prototypes = StoryboardReach.prototypeCells(of: document)
      let identifiers = Set(prototypes.compactMap { $0["reuseIdentifier"] })
      var ranges = prototypes.filter { cell in
        let identifier = cell["reuseIdentifier"] ?? ""
        return !identifierLoads.mayDequeue(reuseIdentifier: identifier, siblings: identifiers.subtracting([identifier]))
      }.map { $0.position.line...max($0.position.line, $0.endLine) }
      var unreached = StoryboardReach.unreachedScenes(
        of: document, entryMayBeLoaded: false, isDeclared: isDeclared, mayLoadByIdentifier: identifierLoads.mayLoad,
        isShownNever: hiddenForGood, isNeverPerformed: neverPerformed)
      // A storyboard whose name no source holds, where every load by name writes or reads one: none
      // of it shows, whatever its scenes' identifiers (they load from the storyboard code does name,
      // semomun's `Study_phone`).
      let loadName = FilesOutsideTheApp.storyboardLoadName(of: document.path)
      // (Named as a word of its own, `"Writing"` or `.writing`, not inside another name, Nukon's
      // `WritingCell` beside a `Writing.storyboard` nothing loads.)
      if !document.scenes.isEmpty, !models.contains(where: { Self.namesStoryboard(loadName, in: $0) }) {
        let loads = entryLoads ?? StoryboardEntryLoads(models: models, otherTexts: texts, buildSettings: BuildSettingStoryboards())
        entryLoads = loads
        let absolute = Paths.absolute(document.path, relativeTo: currentDirectory)
        if !loads.isNamedByCode(absolute), !loads.isNamedOutsideCode(absolute), loads.isLoadedByNoName(absolute) {
          lines[document.path, default: []] += ranges + document.scenes.indices.map { StoryboardReach.lines(of: $0, in: document) }
          continue
        }
      }
      // A storyboard of one scene named after its class (`CardDetailViewController.storyboard`,
      // loaded by a `Storyboarded` helper as `String(describing: self)`) whose class is gone and
      // that nothing names: no class is there to load it by.
      if unreached.isEmpty, Self.isClassNamedLeftover(document, isDeclared: isDeclared) {
        let loads = entryLoads ?? StoryboardEntryLoads(models: models, otherTexts: texts, buildSettings: BuildSettingStoryboards())
        entryLoads = loads
        let absolute = Paths.absolute(document.path, relativeTo: currentDirectory)
        if !loads.isNamedByCode(absolute), !loads.isNamedOutsideCode(absolute) { unreached = [0] }
      }
      if !unreached.isEmpty {
        let loads = entryLoads ?? StoryboardEntryLoads(models: models, otherTexts: texts, buildSettings: BuildSettingStoryboards())
        entryLoads = loads
        let absolute = Paths.absolute(document.path, relativeTo: currentDirectory)
        // A storyboard no code names is loaded some way the sources don't show: all of it may be.
        // Unless nothing else names it either and the classes its scenes need are all gone (an
        // Xcode template's `Main.storyboard`, its `FirstViewController` deleted, Hacker News's).
        // Named only by a property list or a build setting (the app's main storyboard, Olympus's
        // `UIMainStoryboardFile`): the system loads its entry; its other scenes, as any storyboard's.
        if !loads.isNamedByCode(absolute) {
          if loads.isNamedOutsideCode(absolute) {
            // (Unless the app replaces that entry with a controller of its own as it starts.)
            unreached = StoryboardReach.unreachedScenes(
              of: document, entryMayBeLoaded: !loads.entryIsReplacedAtLaunch(absolute), isDeclared: isDeclared, mayLoadByIdentifier: identifierLoads.mayLoad,
        isShownNever: hiddenForGood, isNeverPerformed: neverPerformed)
          } else if !Self.everySceneClassIsMissing(document, isDeclared: isDeclared), !loads.everyLoadByNameIsWritten,
                    !Self.namesAScratchBoard(loadName), !appLoadsNoStoryboard {
            unreached = []
          } else {
            // (Or every load by name in the app writes its name, and none writes this one: an
            // older copy of a screen, `SearchPlace.storyboard` beside the `Search` the app loads.
            // Or it is named as a developer's scratch board, `test.storyboard`, PARASOL's.)
            unreached = Set(document.scenes.indices)
          }
        } else if loads.mayLoadEntry(of: absolute) {
          unreached = StoryboardReach.unreachedScenes(
            of: document, entryMayBeLoaded: true, isDeclared: isDeclared, mayLoadByIdentifier: identifierLoads.mayLoad,
        isShownNever: hiddenForGood, isNeverPerformed: neverPerformed)
        }
        ranges += unreached.map { StoryboardReach.lines(of: $0, in: document) }
      }
      // However it is loaded, a scene with no identifier, no entry and no segue to it can't be.
      ranges += StoryboardReach.unloadableScenes(of: document, isShownNever: hiddenForGood, isNeverPerformed: neverPerformed).subtracting(unreached)
        .map { StoryboardReach.lines(of: $0, in: document) }
      if !ranges.isEmpty { lines[document.path, default: []] += ranges }
    }
  }

  /// A `@main` type declared as a SwiftUI `App` (`@main struct KraftstoffApp: App {`): a struct
  /// adopting `App` in a file that marks its entry point.
  static func startsAsSwiftUIApp(_ models: [SwiftFileModel]) -> Bool {
    models.contains { model in
      model.sourceContains("@main") && model.declarations.types.contains { type in
        type.kind == .struct && type.inherited.contains { TypeIndex.simpleName($0) == "App" }
      }
    }
  }

  /// The lines of views hidden in the file (`hidden="YES"`, no tag) that nothing in code can
  /// reach to show: no outlet to them, to anything inside them or to the view holding them
  /// (which code might walk, `stack.arrangedSubviews`). iTorrent's "Special thanks to:" stack.
  static func unreachableHiddenViews(in document: IBDocument) -> [ClosedRange<Int>] {
    // (Not a view of the app's own class, whose code may show itself.)
    let hidden = document.objects.filter { $0.isHidden && $0["tag"] == nil && $0.customClass == nil }
    guard !hidden.isEmpty else { return [] }
    var reachable: Set<String> = []
    for owner in document.objects {
      for outlet in owner.outlets { reachable.insert(outlet.destination) }
    }
    return hidden.filter { object in
      !reachable.contains(object.id)
        && !(document.ancestors(of: object).first.map { reachable.contains($0.id) } ?? true)
        && !document.descendants(of: object).contains { reachable.contains($0.id) || $0["tag"] != nil }
    }.map { $0.position.line...max($0.position.line, $0.endLine) }
  }

  /// The file holds `name` as an identifier or literal of its own, or with a lowercase first
  /// letter (`case writing`), or an R.swift-style `R.storyboard.writing`.
  static func namesStoryboard(_ name: String, in model: SwiftFileModel) -> Bool {
    // (The byte search first: most files don't hold the name at all.)
    [name, name.prefix(1).lowercased() + name.dropFirst()].contains { spelling in
      model.sourceContains(spelling) && !model.sourceOffsets(of: spelling).isEmpty
    }
  }

  /// A storyboard named as a developer's scratch board (`test`, `Sample`, `DemoScreens`), not as a
  /// screen of the app (`ProductCatalog`, `Preview`).
  static func namesAScratchBoard(_ name: String) -> Bool {
    IdentifierWords.words(in: name).contains { ["test", "tests", "sample", "samples", "demo", "demos", "sandbox", "playground", "scratch", "prototype"].contains($0) }
  }

  /// Objects hidden in the file (and not tagged) that no code can show: each outlet (or outlet
  /// collection) reaching it is only ever configured in code (`verifiedButton.setTitle(…)`,
  /// mist's hidden "get verified" button), never handed anywhere (`[button].forEach`, a binding's
  /// `on: button`) or given anything that might show it; and no source names a segue identifier
  /// of its (`performSegue(withIdentifier:)`, an enum case of that name).
  static func hiddenForGood(in document: IBDocument, models: [SwiftFileModel]) -> (IBObject) -> Bool {
    var outlets: [String: [String]] = [:]
    for owner in document.objects {
      for outlet in owner.outlets { outlets[outlet.destination, default: []].append(outlet.property) }
    }
    let configuring: Set<String> = [
      "setTitle", "setImage", "setTitleColor", "setAttributedTitle", "setBackgroundImage", "titleLabel", "imageView",
      "layer", "tintColor", "backgroundColor", "configuration", "addTarget", "contentEdgeInsets", "imageEdgeInsets",
    ]
    return { object in
      guard object.isHidden, object["tag"] == nil else { return false }
      if object.segues.contains(where: { segue in segue.identifier.map { id in models.contains { $0.sourceContains(id) } } ?? false }) {
        return false
      }
      let result = (outlets[object.id] ?? []).allSatisfy { name in
        models.allSatisfy { model in
          let bytes = model.sourceBytes
          return (model.sourceContains(name) ? model.sourceOffsets(of: name) : []).allSatisfy { offset in
            var end = offset + name.utf8.count
            // The declaration (`@IBOutlet weak var name: UIButton!`) names it; so does a member read.
            let line = String(decoding: bytes[(bytes[..<offset].lastIndex(of: 10).map { $0 + 1 } ?? 0)..<offset], as: UTF8.self)
            // (And a line commented out, `// applyShadowOnView(verifiedButton)`, does nothing.)
            if line.contains("@IBOutlet") || line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return true }
            while end < bytes.count, bytes[end] == UInt8(ascii: "?") || bytes[end] == UInt8(ascii: "!") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ".") else { return false }
            let member = String(decoding: bytes[(end + 1)..<min(bytes.count, end + 40)].prefix { UnreferencedCode.isIdentifierByte($0) }, as: UTF8.self)
            // (Or a member whose name says nothing of showing: `isEnabled`, the app's `roundCorners()`.)
            let lower = member.lowercased()
            return configuring.contains(member) || !member.isEmpty && !["show", "hid", "visib", "appear", "fade", "animat", "alpha",
              "display", "reveal", "toggle", "rx", "publisher", "bind", "sink", "superview", "stack", "constraint",
              // An outlet collection handed through (`pendingViews.forEach { $0.isHidden = … }`).
              "each", "map", "filter", "first", "last", "enumerat", "reduce", "compact"].contains(where: lower.contains)
          }
        }
      }
      return result
    }
  }

  /// A controller's segue whose identifier code performs only from methods nothing calls
  /// (FullyNoded's `segueToChannelDetails`, performed by a private `showDetail()` no code calls):
  /// no screen opens it. Every mention of the identifier outside comments is such a
  /// `performSegue(withIdentifier:)` or a comparison (`segue.identifier == "…"`, `case "…"`), at
  /// least one is a call, and no other text (Objective-C) names it. A method is called when its
  /// name appears anywhere but its declaration; an override, an action, an `@objc` method or one
  /// handed a UIKit object first (a delegate's callback) is called by the system.
  static func segueNeverPerformed(models: [SwiftFileModel], texts: [UnreferencedCode.ReferenceText]) -> (IBSegue) -> Bool {
    let objectiveC = texts.filter { [".m", ".mm", ".h"].contains(where: $0.path.hasSuffix) }
    var cache: [String: Bool] = [:]
    func isCalled(_ name: String) -> Bool {
      if let known = cache[name] { return known }
      let called = models.contains { model in
        let bytes = model.sourceBytes
        return model.sourceContains(name) && model.sourceOffsets(of: name).contains { offset in
          if model.isInLineComment(at: offset) { return false }
          return !(offset >= 5 && bytes[(offset - 5)..<offset].elementsEqual("func ".utf8))
        }
      }
      cache[name] = called
      return called
    }
    // A constant holding the identifier that no code names (bm's `let TO_LOGIN: String = "toLogin"`
    // beside dozens of used ones): no performance goes through it.
    func isUnusedConstant(before line: String) -> Bool {
      guard line.contains("let "), let match = line.firstMatch(of: /^\s*(?:(?:private|fileprivate|public|internal|static)\s+)*let\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*String)?\s*=\s*$/)
      else { return false }
      let name = String(match.output.1)
      var mentions = 0
      for model in models where model.sourceContains(name) {
        UnreferencedCode.forEachIdentifier(in: model.sourceBytes, candidates: [name]) { _, _ in mentions += 1 }
      }
      return mentions <= 1
    }
    return { segue in
      guard let identifier = segue.identifier, !identifier.isEmpty else { return false }
      let literal = "\"" + identifier + "\""
      if objectiveC.contains(where: { !ByteSearch.offsets(of: identifier, in: $0.bytes[...]).isEmpty }) { return false }
      var performed = false, onlyInUnusedConstants = false
      for model in models where model.sourceContains(literal) {
        let bytes = model.sourceBytes
        for offset in ByteSearch.offsets(of: literal, in: bytes[...]) where !model.isInLineComment(at: offset) {
          let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
          let line = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
          if isUnusedConstant(before: line) {
            onlyInUnusedConstants = true
            continue
          }
          let before = line.filter { !$0.isWhitespace }
          if before.hasSuffix("==") || before.hasSuffix("case") || before.hasSuffix(",") && before.contains("case") { continue }
          guard before.hasSuffix("performSegue(withIdentifier:"),
                let function = model.declarations.innermostFunction(containing: offset) else { return false }
          let header = String(decoding: model.sourceBytes[function.declaration.lowerBound..<function.body.lowerBound], as: UTF8.self)
          let parameters = header.drop { $0 != "(" }.dropFirst()
          let handedUIKitObject = parameters.split(separator: ",").first.map { first in
            first.split(separator: ":").dropFirst().first.map { type in
              let name = type.trimmingCharacters(in: .whitespaces)
              return ["UI", "NS", "WK", "MK", "AV", "SK", "CL"].contains(where: name.hasPrefix)
            } ?? false
          } ?? false
          if header.contains("override ") || header.contains("@IBAction") || header.contains("@objc") || handedUIKitObject
            || isCalled(function.name) { return false }
          performed = true
        }
      }
      return performed || onlyInUnusedConstants
    }
  }

  /// The file declaring each type of `models`, by name (the first, for a name declared twice).
  static func declaringFiles(of models: [SwiftFileModel]) -> [String: String] {
    var declaringFiles: [String: String] = [:]
    for model in models {
      for type in model.declarations.types where type.kind != .extension && declaringFiles[type.name] == nil {
        declaringFiles[type.name] = model.path
      }
    }
    return declaringFiles
  }

  /// One scene, whose controller's class (of the app's module) names the storyboard and is not declared.
  static func isClassNamedLeftover(_ document: IBDocument, isDeclared: (String) -> Bool) -> Bool {
    guard document.kind == .storyboard, document.scenes.count == 1, let index = document.scenes[0].controller else { return false }
    let controller = document.objects[index]
    guard let name = controller.customClass, controller["customModule"] == nil || controller["customModuleProvider"] == "target" else { return false }
    return name == FilesOutsideTheApp.storyboardLoadName(of: document.path) && !isDeclared(name)
  }

  /// The scenes' own controller classes (of the app's module; a plain tab bar controller has
  /// none) are there, and none is declared.
  static func everySceneClassIsMissing(_ document: IBDocument, isDeclared: (String) -> Bool) -> Bool {
    let classes = document.scenes.compactMap { scene -> String? in
      guard let index = scene.controller else { return nil }
      let controller = document.objects[index]
      guard let name = controller.customClass, controller["customModule"] == nil || controller["customModuleProvider"] == "target" else { return nil }
      return name
    }
    return !classes.isEmpty && classes.allSatisfy { !isDeclared($0) }
  }

  /// `texts` with the unshown lines of each storyboard blanked (newlines kept), for the search
  /// for what code nothing references.
  func blanking(_ texts: [UnreferencedCode.ReferenceText], currentDirectory: String) -> [UnreferencedCode.ReferenceText] {
    guard !lines.isEmpty else { return texts }
    var byAbsolutePath: [String: [ClosedRange<Int>]] = [:]
    for (path, ranges) in lines { byAbsolutePath[Paths.absolute(path, relativeTo: currentDirectory)] = ranges }
    return texts.map { text in
      guard text.path.hasSuffix(".storyboard"), let ranges = byAbsolutePath[Paths.absolute(text.path, relativeTo: currentDirectory)] else {
        return text
      }
      var bytes = text.bytes
      var line = 1
      var blank = ranges.contains { $0.contains(line) }
      let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
      for index in bytes.indices {
        if bytes[index] == newline {
          line += 1
          blank = ranges.contains { $0.contains(line) }
        } else if blank {
          bytes[index] = space
        }
      }
      return UnreferencedCode.ReferenceText(path: text.path, bytes: bytes)
    }
  }

  /// The classes (`customClass`) of the objects on lines this holds unshown and `earlier` didn't,
  /// read from the documents already parsed.
  func classesNamed(beyond earlier: UnshownStoryboardParts, in documents: [IBDocument]) -> Set<String> {
    var names: Set<String> = []
    for document in documents {
      guard let ranges = lines[document.path] else { continue }
      let before = earlier.lines[document.path] ?? []
      for object in document.objects {
        guard let type = object.customClass, ranges.contains(where: { $0.contains(object.position.line) }),
              !before.contains(where: { $0.contains(object.position.line) }) else { continue }
        names.insert(type)
      }
    }
    return names
  }

  /// Whether `finding` sits in an unshown part.
  func holds(_ finding: Finding) -> Bool {
    lines[finding.file]?.contains { $0.contains(finding.position.line) } ?? false
  }
}
