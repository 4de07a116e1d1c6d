/// Views a type keeps in a property but never puts on screen (WhereMyBus's `exampleLabel`, styled
/// in its closure and left out of `addSubview`; a Lottie `busStopIcon` whose constraints were
/// commented out): every mention of the name is its declaration or a member access on it
/// (`label.text = …`, `icon.snp.makeConstraints`), and no other file names it. No
/// `addSubview(name)`, `[name, …]` or `= name` places it, so nobody meets what it shows.
/// "Type.name" of each; ``ProjectLinker`` drops them from the model, for every rule. (Controls a file
/// makes and configures with known calls are also asked after by a few rules, locals included:
/// ``SwiftFileModel/isConfiguredButNeverShown(_:)``.)
enum UnplacedViews {
  static func properties(in files: [SwiftFileModel]) -> Set<String> {
    var candidates: [UnshownControls.Candidate] = []
    // Only where the file mounts views of its own (``SwiftFileModel/subviewMounts``): one it adds
    // and this one it leaves out. (A file mounting none may show its views some way not read.)
    for file in files where !file.subviewMounts.isEmpty {
      var properties: [(type: String, name: String)] = []
      for object in file.uikitObjects where !object.isLocal && !object.isOutlet && !object.isStatic && !object.isRootView {
        if let type = object.enclosingType { properties.append((type, object.name)) }
      }
      for (type, stored) in file.declarations.storedProperties {
        for (name, typeText) in stored where isViewType(typeText) { properties.append((type, name)) }
      }
      guard !properties.isEmpty else { continue }
      // Every mention of the names in one pass over the file's identifiers (comments left out).
      let names = Set(properties.map(\.name)).subtracting(["self"])
      var mentions: [String: [Int]] = [:]
      UnreferencedCode.forEachIdentifier(in: file, candidates: names, filter: UnreferencedCode.CandidateFilter(names), anyCase: true) { name, offset in
        mentions[name, default: []].append(offset)
      }
      var seen: Set<String> = []
      for (type, name) in properties where names.contains(name) && !seen.contains(type + "." + name) {
        seen.insert(type + "." + name)
        guard isOnlyDeclaredOrUsedAsReceiver(name, at: mentions[name] ?? [], in: file.sourceBytes),
              !isOutlet(at: mentions[name] ?? [], in: file.sourceBytes), !placesItself(name, type: type, in: file) else { continue }
        candidates.append(UnshownControls.Candidate(file: file.path, type: type, name: name))
      }
    }
    // Named from another file (`header.exampleLabel`, an extension or subclass): may be placed there.
    let named = UnshownControls.namedElsewhere(candidates, in: files).named
    return Set(candidates.filter { !named.contains($0.key) }.map { String(decoding: $0.type + Array(".".utf8) + $0.name, as: UTF8.self) })
  }

  static let containerMembers: Set<String> = [
    "addSubview", "addArrangedSubview", "insertSubview", "addSubviews", "insertArrangedSubview", "removeFromSuperview", "superview", "contentView",
  ]
  /// The closure making the property puts what it makes on screen (AnimeCalendar's `lazy var
  /// iconTextLabel: UILabel = { let label = …; mainContainer.addSubview(label); return label }()`).
  static func placesItself(_ name: String, type: String, in file: SwiftFileModel) -> Bool {
    file.behaviour.properties.contains { property in
      property.name == name && property.enclosingType == type
        && file.subviewMounts.mountsAny(from: property.start.utf8Offset, to: property.end.utf8Offset)
    }
  }

  /// A view's type as written: one ending in `View` (`LottieAnimationView`, `UIImageView`), a
  /// label, a button or a control.
  static func isViewType(_ typeText: String) -> Bool {
    let type = typeText.trimmingCharacters(in: .init(charactersIn: "?! "))
    guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
    return ["View", "Label", "Button", "Control", "Switch", "Slider"].contains(where: type.hasSuffix)
      && !type.hasSuffix("ViewModel") && !type.hasSuffix("ViewController")
  }

  /// Whether a line naming it (`offsets`) marks it an outlet, which a storyboard places.
  static func isOutlet(at offsets: [Int], in bytes: [UInt8]) -> Bool {
    offsets.contains { offset in
      let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      return String(decoding: bytes[lineStart..<offset], as: UTF8.self).contains("@IB")
    }
  }

  /// Every mention of `name` (`offsets`, comments left out) declares
  /// it (`let name`, `var name`) or reaches into it (`name.`, `name?.`, `name!.`), not as a
  /// container of other views; at least one declares it.
  static func isOnlyDeclaredOrUsedAsReceiver(_ name: String, at offsets: [Int], in bytes: [UInt8]) -> Bool {
    var declared = false
    for offset in offsets {
      var before = offset
      while before > 0, bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
      // `let name` / `var name` (the keyword a word of its own).
      let keyword = bytes[max(0, before - 3)..<before]
      if before >= 3, before == 3 || !ByteSearch.isIdentifierByte(bytes[before - 4]),
         keyword.elementsEqual("let".utf8) || keyword.elementsEqual("var".utf8) {
        declared = true
        continue
      }
      var after = offset + name.utf8.count
      if after < bytes.count, bytes[after] == UInt8(ascii: "?") || bytes[after] == UInt8(ascii: "!") { after += 1 }
      if after < bytes.count, bytes[after] == UInt8(ascii: ".") {
        // A container of other views (`playButton.addSubview(glyph)`) or one taken off the screen:
        // what it holds would be judged without it. Left alone.
        let member = bytes[(after + 1)...].prefix { ByteSearch.isIdentifierByte($0) }
        if containerMembers.contains(String(decoding: member, as: UTF8.self)) { return false }
        continue
      }
      // Anything else uses it, a write too (`colorPickerButton = picker`, a view added as `picker`).
      return false
    }
    return declared
  }
}
