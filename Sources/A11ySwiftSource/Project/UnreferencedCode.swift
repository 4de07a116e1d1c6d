import A11yCore
import Foundation

/// Code the app never runs: types that nothing live in the project names. Nobody meets their
/// screens, so their findings are left out of the report (and counted, so a run can say so).
///
/// A type is unreferenced when it is declared once (or only ever at the top level, as copies), is neither `public`/`open` nor reachable by
/// the Objective-C runtime (`@objc`, `@main`), and its name appears nowhere else than in its own
/// declaration and extensions, previews, comments and test folders (those are never collected),
/// or only inside other unreferenced types. Any other mention keeps it: a constructor call,
/// `X.self`, a generic argument, `as? X`, a subclass, a string literal (`NSClassFromString("X")`),
/// a storyboard's `customClass`, an `Info.plist` class name, Objective-C code.
/// Global functions, and methods and computed properties of extensions of types the project
/// doesn't declare (`extension View { func pinchToZoom() }`), run only when live code names them:
/// their bodies are left out when nothing live does, and so are the types only they name.
/// The search runs only when the project holds its entry point (`@main`, `UIApplicationMain`,
/// `main.swift`): a single file or a library seen alone is never judged unreferenced.
public enum UnreferencedCode {
  /// A file that is not Swift but may name Swift types (storyboards, xibs, property lists, Objective-C).
  public struct ReferenceText: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// The mention at `offset` is an argument of a `.register(` call (a cell class or its reuse
  /// identifier handed to a table or collection view), on one line.
  static func isInRegistration(_ bytes: [UInt8], at offset: Int) -> Bool {
    var depth = 0
    var index = offset - 1
    while index >= 0, bytes[index] != UInt8(ascii: "\n") {
      switch bytes[index] {
      case UInt8(ascii: ")"): depth += 1
      case UInt8(ascii: "("):
        if depth == 0 {
          let name = ".register".utf8
          return index >= name.count && bytes[(index - name.count)..<index].elementsEqual(name)
        }
        depth -= 1
      default: break
      }
      index -= 1
    }
    return false
  }

  /// The names of the project's unreferenced types.
  /// `ignoring`: code no build users get compiles (`#if DEBUG`), by file path: a mention there is no use.
  /// `appPackageFiles`: files of local packages only this project builds (``AppLocalPackages``),
  /// whose `public` types no other client can reach: searched like the app's own code.
  public static func unreferencedTypes(
    in files: [SwiftFileModel], otherTexts: [ReferenceText] = [], ignoring: [String: [Range<Int>]] = [:],
    appPackageFiles: Set<String> = []
  ) -> Set<String> {
    guard hasEntryPoint(files, otherTexts) else { return [] }
    return search(in: files, otherTexts: otherTexts, ignoring: ignoring, appPackageFiles: appPackageFiles).types
  }

  /// The unreferenced types, and the code nothing live runs, by file: the declarations of a dead
  /// top-level type whose name nested types share (``topLevelNamesShadowedByNestedTypes``), and of
  /// the functions nothing live calls: global
  /// functions, and methods and computed properties of extensions of types the project doesn't
  /// declare (``externalExtensionMembers(in:)``), which, like global functions, only code naming
  /// them can call.
  static func search(
    in files: [SwiftFileModel], otherTexts: [ReferenceText], ignoring: [String: [Range<Int>]],
    appPackageFiles: Set<String> = []
  ) -> (types: Set<String>, functions: [String: [Range<Int>]]) {
    // A mention no iOS build compiles (`#if os(macOS)`, the `#else` of `#if os(iOS)`) is no use
    // on iOS: a sheet only a macOS build shows never shows its view.
    var ignoring = ignoring
    for file in files {
      for branch in file.compilationBranches where branch.compiledForIOS == false {
        ignoring[file.path, default: []].append(branch.start..<branch.end)
      }
    }
    var declarationCounts: [String: Int] = [:]
    var exported: Set<String> = []
    for file in files {
      if appPackageFiles.contains(file.path) {
        exported.formUnion(file.declarations.exportedTypes.subtracting(file.declarations.typesExportedOnlyByAccess))
      } else {
        exported.formUnion(file.declarations.exportedTypes)
      }
      for type in file.declarations.types where type.kind != .extension {
        declarationCounts[type.name, default: 0] += 1
        // A scene or app delegate: the system makes it from the Info.plist's scene manifest, which
        // may not be in the repository (YELL:O's, gitignored with every plist).
        if type.inherited.contains(where: Self.systemMadeDelegates.contains) { exported.insert(type.name) }
      }
      for name in file.declarations.protocols { declarationCounts[name, default: 0] += 1 }
    }
    // A name declared twice (two modules, two nested types) can't be told apart by its mentions
    // (copies at the top level need not be: a mention counts for every one of them),
    // unless one declaration is top-level and the others nested (``topLevelNamesShadowedByNestedTypes``).
    let shadowed = topLevelNamesShadowedByNestedTypes(in: files, declarationCounts: declarationCounts)
      .filter { !exported.contains($0.key) && isTypeLikeName($0.key) }
    // A name declared more than once, every time at the top level (a stale copy of a folder beside
    // the one in use, two targets' own versions): whichever declaration a mention means, a name
    // only dead code mentions leaves every one of them unused.
    let copies = topLevelCopies(in: files, declarationCounts: declarationCounts).filter { !exported.contains($0) && isTypeLikeName($0) }
    let candidates = Set(declarationCounts.filter { $0.value == 1 && !exported.contains($0.key) && isTypeLikeName($0.key) }.keys)
      .union(shadowed.keys).union(copies)
    // Copies that are `private` in each file declaring them (a row view written again, privately,
    // in a dead screen's file and in the live tab's): a mention means its own file's copy, so each
    // copy lives or dies on its file's mentions, keyed `Name\0path`.
    let privateCopies = privateCopyKeys(of: copies, in: files)
    // A global function is live only when something live calls it: a type named only in the
    // signature or body of a function nothing calls is no more used than the function.
    var freeFunctions = freeFunctionExtents(in: files)
    // Top-level type aliases, followed the same way (a public one only in code only the app builds).
    for file in files {
      for alias in file.declarations.topLevelTypeAliases where !alias.exportedOnlyByAccess || appPackageFiles.contains(file.path) {
        freeFunctions[file.path, default: []].append(alias)
      }
    }
    for (path, members) in externalExtensionMembers(in: files, appPackageFiles: appPackageFiles) { freeFunctions[path, default: []] += members }
    guard !candidates.isEmpty || !freeFunctions.isEmpty else { return ([], [:]) }
    // A method of the project's own types whose name is declared once runs only when live code
    // names it, or, never named, when the system calls it: a type named only in a method that
    // only dead code names (Stopp Corona's `debugView()`, called only by a navigation controller
    // a Release build leaves out) is no more used than the method.
    let methods = followedMethods(in: files, followedFunctions: freeFunctions)

    // Who mentions each candidate: the innermost type around the mention, or nil for code
    // outside every type (top-level code, global functions, other files' text), which is live.
    var mentionedBy: [String: Set<String?>] = [:]
    let filter = CandidateFilter(candidates)
    // Types declared more than once can't be told apart: one nested in another type lets its
    // mentions belong to that type.
    let nested = Set(declarationCounts.filter { $0.value > 1 && !exported.contains($0.key) }.keys).subtracting(copies)
    // Only methods that name a candidate type are followed (a mention inside one, not inside a
    // type nested in it, is the method's); the others' mentions stay their type's.
    var followed: [String: (path: String, member: MemberExtent, type: String, file: SwiftFileModel)] = [:]
    var owners = freeFunctions
    // A class named only as the type of a property or local declared without a value (`var menu:
    // BottomMenuController?`, never assigned) is never made by that code: no use of it. (A cast
    // or a declaration with a value may hold one made elsewhere, generically.)
    var classes: Set<String> = []
    // Of them, screens (`…ViewController`): one made and dropped shows nothing, where a view's
    // initializer may put itself on screen (a toast adding itself to the view it is given).
    var controllers: Set<String> = []
    for file in files {
      for type in file.declarations.types where type.kind == .class && candidates.contains(type.name) {
        classes.insert(type.name)
        if type.inherited.first?.hasSuffix("ViewController") == true { controllers.insert(type.name) }
      }
    }
    // Whether a file gives a property a value by an implicit member, asked once per file and property.
    var implicitAssignments: [String: Bool] = [:]
    // Views named only as the namespace of their nested types (`AtemView.Row(…)`,
    // `[AtemView.Preset]`): who names them so. Such a view is never made, but its nested types are.
    var namespaceUses: [String: Set<String?>] = [:]
    let views = Set(files.flatMap { $0.declarations.viewBodies.keys }).intersection(candidates)
    forEachTypeMention(in: files, of: candidates, filter: filter, ignoring: ignoring, freeFunctions: freeFunctions, passesThrough: nested) { name, owner, file, offset in
      if let parents = shadowed[name], isNestedTypeMention(at: offset, in: file, parents: parents) { return }
      if views.contains(name), owner != name, namesNestedType(file.converter.source.bytes, after: offset + name.utf8.count) {
        namespaceUses[name, default: []].insert(owner)
        return
      }
      if classes.contains(name), let property = typeOnlyMentionProperty(file.converter.source.bytes, at: offset, length: name.utf8.count) {
        let key = file.path + "\u{0}" + property
        let assigned = implicitAssignments[key] ?? isAssignedAnImplicitMember(property, in: file.converter.source.bytes)
        implicitAssignments[key] = assigned
        if !assigned { return }
      }
      // A cell class named only where it is registered (`collectionView.register(TopAnimeCell.self,
      // forCellWithReuseIdentifier: TopAnimeCell.reuseIdentifier)`, AnimeCalendar's old top-anime
      // cell beside the `TopAnimeCellV2` it dequeues): never dequeued, never made.
      if classes.contains(name), isInRegistration(file.converter.source.bytes, at: offset) { return }
      // `let testViewController = TestViewController(reactor: r)` and the local never read again
      // (onboard's scene delegate, which then shows another root): made and dropped, no use.
      if controllers.contains(name), madeIntoUnreadLocal(file.converter.source.bytes, at: offset, length: name.utf8.count),
         file.declarations.innermostFunction(containing: offset) != nil { return }
      // A string names a type only when the runtime can make the type from it: a class, by the
      // whole literal (`NSClassFromString("Search")`); `Text("Search")` is no use of a view struct.
      switch stringPlace(file.converter.source.bytes, at: offset, length: name.utf8.count) {
      case .code: break
      case .wholeLiteral: if !classes.contains(name) { return }
      case .prose: return
      }
      var owner = owner
      if let type = owner, privateCopies[type] != nil { owner = type + "\u{0}" + file.path }
      if let type = owner, !isFunctionKey(type), privateCopies[type] == nil,
         let method = (methods[file.path] ?? []).filter({ $0.member.declaration.contains(offset) }).min(by: { $0.member.declaration.count < $1.member.declaration.count }),
         !file.typeExtents.contains(where: { $0.start > method.member.declaration.lowerBound && $0.start <= offset && offset < $0.end }) {
        owner = memberKey(method.member)
        if followed[method.member.name] == nil {
          followed[method.member.name] = (file.path, method.member, method.type, file)
          owners[file.path, default: []].append(method.member)
        }
      }
      mentionedBy[privateCopies[name] == nil ? name : name + "\u{0}" + file.path, default: []].insert(owner)
    }
    let functionNames = Set(freeFunctions.values.flatMap { $0.map(\.name) }).union(followed.keys)
    // Followed methods named anywhere in code (dead code too) or in other files: one never named
    // may be the system's to call.
    var namedMethods: Set<String> = []
    if !functionNames.isEmpty {
      let functionFilter = CandidateFilter(functionNames)
      // The overloads of each name, by node (one node per list of argument labels).
      var overloads: [String: [(key: String, member: MemberExtent)]] = [:]
      // Static properties are read by any mention, `Type.name` and `.name` too.
      let staticProperties = Set(freeFunctions.values.joined().filter { $0.isProperty && $0.isStatic }.map(\.name))
      for member in freeFunctions.values.joined() where !member.isProperty {
        let key = memberKey(member)
        if !(overloads[member.name] ?? []).contains(where: { $0.key == key }) { overloads[member.name, default: []].append((key, member)) }
      }
      // The views declaring each view property name.
      var viewProperties: [String: Set<String>] = [:]
      for member in freeFunctions.values.joined() where member.isProperty {
        if let type = member.ownerType { viewProperties[member.name, default: []].insert(type) }
      }
      for file in files {
        let extents = file.typeExtents
        let own = owners[file.path] ?? []
        let previews = file.declarations.previewRanges
        let ignored = ignoring[file.path] ?? []
        let bytes = file.converter.source.bytes
        forEachIdentifier(in: file, candidates: functionNames, filter: functionFilter, anyCase: true) { name, offset in
          // Words of a string (`"application/json"`) name no method; a selector's name may
          // (`NSSelectorFromString("refresh:")`).
          if stringPlace(bytes, at: offset, length: name.utf8.count) == .prose { return }
          let method = followed[name]
          if let method, method.path != file.path || !method.member.declaration.contains(offset) { namedMethods.insert(name) }
          if previews.contains(where: { $0.contains(offset) }) { return }
          if !ignored.isEmpty, ignored.contains(where: { $0.contains(offset) }) { return }
          let owner = innermostOwner(of: offset, extents: extents, functions: own, passesThrough: nested)
          if let method {
            // Any mention may call it: the name is the project's only function of that name.
            let key = memberKey(method.member)
            if owner != key { mentionedBy[key, default: []].insert(owner) }
          }
          let length = name.utf8.count
          if let named = overloads[name], let use = FunctionMention(bytes, at: offset, length: length) {
            // A mention inside an overload's own declaration is owned by it: no use of itself.
            for (key, member) in named where use.mayCall(member) {
              mentionedBy[key, default: []].insert(owner)
            }
          }
          if staticProperties.contains(name) || mayReadInstanceProperty(bytes, at: offset, length: length) {
            mentionedBy[propertyKey(name), default: []].insert(owner)
            if let types = viewProperties[name] {
              // Bare or after `self.`, inside a view declaring it: that view's own. Otherwise any.
              let isOwn = offset == 0 || bytes[offset - 1] != UInt8(ascii: ".")
                || (offset >= 5 && bytes[(offset - 5)..<offset].elementsEqual("self.".utf8))
              let enclosing = extents.filter { types.contains($0.name) && $0.start <= offset && offset < $0.end }
                .min { $0.end - $0.start < $1.end - $1.start }?.name
              for type in types where !isOwn || enclosing == nil || type == enclosing {
                mentionedBy[propertyKey(type + "." + name), default: []].insert(owner)
              }
            }
          }
        }
      }
    }
    let privateKeys = Set(privateCopies.values.joined())
    let keyedCandidates = candidates.subtracting(privateCopies.keys).union(privateKeys)
    var nodes = keyedCandidates.union(freeFunctions.values.flatMap { $0.map(memberKey) })
    let methodNames = Set(followed.keys)
    let methodFilter = CandidateFilter(methodNames)
    let anyCaseTypes = startsSmall(candidates)
    for text in otherTexts {
      // A xib or storyboard named after its class (`HeaderCell.xib` for `HeaderCell`, Reusable's
      // `DebugViewController.storyboard`) is loaded only by code, or another storyboard, that names
      // the class or the file: its own `customClass` is no use of the class.
      let isInterfaceFile = text.path.hasSuffix(".xib") || text.path.hasSuffix(".storyboard")
      let ownNib = isInterfaceFile ? ((text.path as NSString).lastPathComponent as NSString).deletingPathExtension : nil
      forEachIdentifier(in: text.bytes, candidates: candidates, filter: filter, skippingComments: false, anyCase: anyCaseTypes) { name, _ in
        if name == ownNib { return }
        mentionedBy[name, default: []].insert(nil)
      }
      // A storyboard's action, Objective-C code: a caller this search doesn't follow.
      if !methodNames.isEmpty {
        forEachIdentifier(in: text.bytes, candidates: methodNames, filter: methodFilter, skippingComments: false, anyCase: true) { name, _ in
          namedMethods.insert(name)
          if let method = followed[name] { mentionedBy[memberKey(method.member), default: []].insert(nil) }
        }
      }
    }
    // A followed method runs when live code names it and its type is live (or not a candidate).
    var methodTypes: [String: String] = [:]
    for (name, method) in followed {
      let key = memberKey(method.member)
      nodes.insert(key)
      methodTypes[key] = privateCopies[method.type] == nil ? method.type : method.type + "\u{0}" + method.path
      // Never named, or one other modules or the runtime may call (`override`, `@objc`): it runs
      // whenever its type does. (Asked only of the few methods that name a candidate type.)
      if !namedMethods.contains(name) || !isCandidate(method.member, in: method.file) { mentionedBy[key, default: []].insert(nil) }
    }

    // Live: mentioned by live code. Types that aren't candidates are taken as live.
    var live: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for (name, owners) in mentionedBy where !live.contains(name) {
        if let type = methodTypes[name], keyedCandidates.contains(type), !live.contains(type) { continue }
        if owners.contains(where: { owner in owner.map { !nodes.contains($0) || live.contains($0) } ?? true }) {
          live.insert(name)
          changed = true
        }
      }
    }
    var deadFunctions: [String: [Range<Int>]] = [:]
    for (path, functions) in freeFunctions {
      let dead = functions.filter { !live.contains(memberKey($0)) }.map(\.declaration)
      if !dead.isEmpty { deadFunctions[path] = dead }
    }
    // A dead shadowed name is its top-level declaration and extensions, not the nested types of that name.
    let deadShadowed = Set(shadowed.keys).subtracting(live)
    if !deadShadowed.isEmpty {
      for file in files {
        let extents = file.typeExtents
        for extent in extents where deadShadowed.contains(extent.name)
          && !extents.contains(where: { $0.start < extent.start && extent.start < $0.end }) {
          deadFunctions[file.path, default: []].append(extent.start..<extent.end)
        }
      }
    }
    // A view never made but named as its nested types' namespace by live code: its own body and
    // members are dead, its nested types are not (Lean Health Timer's `AtemView`, whose rows and
    // editor another tab uses).
    let namespaces = Set(namespaceUses.filter { name, owners in
      !live.contains(name) && owners.contains { owner in owner.map { !nodes.contains($0) || live.contains($0) } ?? true }
    }.keys)
    if !namespaces.isEmpty {
      for file in files {
        let extents = file.typeExtents
        let declared = Set(file.declarations.types.filter { $0.kind != .extension && namespaces.contains($0.name) }.map(\.position.utf8Offset))
        for extent in extents where namespaces.contains(extent.name) && declared.contains(where: { extent.start <= $0 && $0 < extent.end })
          && !extents.contains(where: { $0.start < extent.start && extent.start < $0.end }) {
          // The extent less the types nested in it.
          let inner = extents.filter { $0.start > extent.start && $0.end <= extent.end }.sorted { $0.start < $1.start }
          var start = extent.start
          for nestedExtent in inner where nestedExtent.start >= start {
            if nestedExtent.start > start { deadFunctions[file.path, default: []].append(start..<nestedExtent.start) }
            start = nestedExtent.end
          }
          if start < extent.end { deadFunctions[file.path, default: []].append(start..<extent.end) }
        }
      }
    }
    // A dead private copy is its own file's declaration of the name.
    for key in privateKeys.subtracting(live) {
      let parts = key.split(separator: "\u{0}", maxSplits: 1).map(String.init)
      guard parts.count == 2, let file = files.first(where: { $0.path == parts[1] }) else { continue }
      let extents = file.typeExtents
      for extent in extents where extent.name == parts[0] && !extents.contains(where: { $0.start < extent.start && extent.start < $0.end }) {
        deadFunctions[file.path, default: []].append(extent.start..<extent.end)
      }
    }
    return (candidates.subtracting(live).subtracting(shadowed.keys).subtracting(namespaces).subtracting(privateCopies.keys), deadFunctions)
  }

  /// Names among `copies` declared `private` or `fileprivate` once in each file declaring them, with
  /// each copy's key (`Name\0path`).
  static func privateCopyKeys(of copies: Set<String>, in files: [SwiftFileModel]) -> [String: [String]] {
    var keys: [String: [String]] = [:]
    var everyCopyPrivate: [String: Bool] = [:]
    for file in files {
      let declared = file.declarations.types.filter { $0.kind != .extension && copies.contains($0.name) }
      for name in Set(declared.map(\.name)) {
        let once = declared.filter { $0.name == name }.count == 1
        everyCopyPrivate[name] = (everyCopyPrivate[name] ?? true) && once && file.declarations.filePrivateTypes.contains(name)
        keys[name, default: []].append(name + "\u{0}" + file.path)
      }
    }
    return keys.filter { everyCopyPrivate[$0.key] == true }
  }

  /// `.Row` right after a mention: a nested type named through its parent (`AtemView.Row(…)`).
  static func namesNestedType(_ bytes: [UInt8], after end: Int) -> Bool {
    guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: ".") else { return false }
    return bytes[end + 1] >= UInt8(ascii: "A") && bytes[end + 1] <= UInt8(ascii: "Z")
  }

  /// Names declared once at the top level and again only inside other types, with the names of
  /// the types nesting them: Windscribe's class `CheckMarkButton` and the image names in
  /// `ImagesAsset.CheckMarkButton`. `declarationCounts`: declarations of each name in `files`.
  static func topLevelNamesShadowedByNestedTypes(
    in files: [SwiftFileModel], declarationCounts: [String: Int]
  ) -> [String: Set<String>] {
    var topLevel: [String: Int] = [:]
    var nestedCount: [String: Int] = [:]
    var parents: [String: Set<String>] = [:]
    for file in files {
      for type in file.declarations.types where type.kind != .extension && declarationCounts[type.name, default: 0] > 1 {
        let offset = type.position.utf8Offset
        let around = file.typeExtents.filter { $0.start <= offset && offset < $0.end && $0.name != type.name }
        if around.isEmpty {
          topLevel[type.name, default: 0] += 1
        } else {
          nestedCount[type.name, default: 0] += 1
          parents[type.name, default: []].formUnion(around.map(\.name))
        }
      }
    }
    return parents.filter { name, _ in topLevel[name] == 1 && 1 + nestedCount[name, default: 0] == declarationCounts[name] }
  }

  /// Names declared more than once and never inside another type.
  static func topLevelCopies(in files: [SwiftFileModel], declarationCounts: [String: Int]) -> Set<String> {
    // Left out: a name also declared inside another type, and a protocol's name (a protocol is
    // named by conformances, which tell no copy from another any better).
    var excluded: Set<String> = []
    for file in files {
      for type in file.declarations.types where type.kind != .extension && declarationCounts[type.name, default: 0] > 1 {
        let offset = type.position.utf8Offset
        if file.typeExtents.contains(where: { $0.start <= offset && offset < $0.end && $0.name != type.name }) { excluded.insert(type.name) }
      }
      for name in file.declarations.protocols where declarationCounts[name, default: 0] > 1 { excluded.insert(name) }
    }
    return Set(declarationCounts.filter { $0.value > 1 && !excluded.contains($0.key) }.keys)
  }

  /// A mention of a shadowed name (``topLevelNamesShadowedByNestedTypes``) that is the nested
  /// type's: after a dot (`ImagesAsset.CheckMarkButton.on`), or inside a type nesting it.
  static func isNestedTypeMention(at offset: Int, in file: SwiftFileModel, parents: Set<String>) -> Bool {
    if offset > 0, file.converter.source.bytes[offset - 1] == UInt8(ascii: ".") { return true }
    return file.typeExtents.contains { parents.contains($0.name) && $0.start <= offset && offset < $0.end }
  }

  /// An owner that is a followed function's key (``memberKey(_:)``), not a type's name: no type
  /// name has a space.
  private static func isFunctionKey(_ owner: String) -> Bool {
    owner.hasPrefix("func ") || owner.hasPrefix("var ")
  }

  /// Methods of the project's own types that ``search(in:otherTexts:ignoring:appPackageFiles:)``
  /// follows like global functions, by file, with their type: a method with a body whose name no
  /// other function of the project declares, and isn't followed already. (Whether other modules
  /// or the runtime may call it, ``isCandidate(_:in:)``, is asked later, only of those that name
  /// a candidate type.)
  static func followedMethods(
    in files: [SwiftFileModel], followedFunctions: [String: [MemberExtent]]
  ) -> [String: [(member: MemberExtent, type: String)]] {
    var declarations: [String: Int] = [:]
    for file in files {
      for function in file.declarations.functions { declarations[function.name, default: 0] += 1 }
    }
    var result: [String: [(member: MemberExtent, type: String)]] = [:]
    for file in files {
      let already = Set((followedFunctions[file.path] ?? []).map(\.declaration.lowerBound))
      for function in file.declarations.functions
      where !function.isProperty && declarations[function.name] == 1 && !already.contains(function.declaration.lowerBound) {
        guard let type = innermostType(at: function.declaration.lowerBound, in: file.typeExtents) else { continue }
        result[file.path, default: []].append((function, type))
      }
    }
    return result
  }

  /// Who owns a mention at `offset`: the innermost of the types around it and the followed
  /// functions (``freeFunctionKey(_:)``) around it, or nil for code outside both (live).
  /// `passesThrough`: types whose mentions belong to the type around them instead (a nested
  /// `Coordinator` declared by several views: its code runs only when its outer type is used,
  /// which code outside that type can't do without naming it).
  static func innermostOwner(
    of offset: Int, extents: [(name: String, start: Int, end: Int)], functions: [MemberExtent],
    passesThrough: Set<String> = []
  ) -> String? {
    var owners: [(name: String, length: Int)] = []
    for extent in extents where extent.start <= offset && offset < extent.end {
      owners.append((extent.name, extent.end - extent.start))
    }
    for function in functions where function.declaration.contains(offset) {
      owners.append((memberKey(function), function.declaration.count))
    }
    owners.sort { $0.length < $1.length }
    guard let innermost = owners.first else { return nil }
    return owners.first { !passesThrough.contains($0.name) }?.name ?? innermost.name
  }

  /// Methods and computed properties of extensions of types the project doesn't declare
  /// (`extension View { func pinchToZoom() }`, `extension String { var niceMD: ... }`), by file:
  /// only code naming them calls them. Types one of the project's extensions makes conform to a
  /// protocol are left out (a member may be a requirement the framework calls through the
  /// conformance), and so are names that aren't plain identifiers.
  /// `public` members count too in `appPackageFiles` (packages only the app builds).
  static func externalExtensionMembers(in files: [SwiftFileModel], appPackageFiles: Set<String> = []) -> [String: [MemberExtent]] {
    var declared: Set<String> = []
    var conforming: Set<String> = []
    var delegateSubjects: [String: [String]] = [:]
    var protocolInheritance: [String: [String]] = [:]
    for file in files { protocolInheritance.merge(file.declarations.protocolInheritance) { $0 + $1 } }
    // A protocol of the project's own, inheriting only such protocols: only the project's code
    // calls its requirements, by name (Anytype's `extension UIView: AnimatableView {}`).
    var ownProtocols: [String: Bool] = [:]
    func isOwnProtocol(_ name: String) -> Bool {
      if let known = ownProtocols[name] { return known }
      guard let inherited = protocolInheritance[name] else { return false }
      ownProtocols[name] = false  // a cycle settles nothing
      // A superclass constraint (`protocol AnimatableView: UIView`) adds no requirement.
      let own = inherited.allSatisfy { ["AnyObject", "class", "Sendable", "NSObject", "UIView", "UIViewController", "UIControl", "UIResponder"].contains(bareProtocol($0))
        || isOwnProtocol(TypeIndex.simpleName(bareProtocol($0))) }
      ownProtocols[name] = own
      return own
    }
    for file in files {
      for type in file.declarations.types {
        if type.kind == .extension {
          // `extension String: @retroactive Error {}`: a protocol no member of the type can
          // implement (none of its requirements is a plain name) calls none of them.
          let adopted = type.inherited.map(bareProtocol).filter { !markerProtocols.contains($0) && !isOwnProtocol(TypeIndex.simpleName($0)) }
          if !adopted.isEmpty {
            // `extension Anytype_Model.View: Message`: a nested type of the project, not SwiftUI's `View`.
            let qualifier = type.name.prefix { $0 != "." }
            let nested = type.name.contains(".") && !["SwiftUI", "UIKit", "Foundation", "Swift", "AppKit", "CoreGraphics"].contains(String(qualifier))
            let name = nested ? type.name : TypeIndex.simpleName(type.name)
            // A framework delegate (`extension UIViewController: UIGestureRecognizerDelegate`)
            // calls only methods named for its subject (`gestureRecognizer(_:…)`): the type's
            // other members are still called only by code naming them.
            let subjects = adopted.map(delegateSubjects(of:))
            if subjects.allSatisfy({ !$0.isEmpty }) {
              delegateSubjects[name, default: []] += subjects.joined()
            } else {
              conforming.insert(name)
            }
          }
        } else {
          // A nested `enum View` (generated asset namespaces) doesn't shadow SwiftUI's `View` in a
          // top-level `extension View`: only top-level types are the ones extensions name.
          let offset = type.position.utf8Offset
          if file.typeExtents.filter({ $0.start <= offset && offset < $0.end }).count <= 1 { declared.insert(type.name) }
          if type.inherited.contains(where: { adoptsFrameworkStatics(TypeIndex.simpleName(bareProtocol($0))) }) {
            conforming.insert(type.name)
          }
        }
      }
      declared.formUnion(file.declarations.protocols)
      // `@objc`/`@objcMembers` types: Objective-C may call their static methods (`@IBDesignable`
      // and `@main` ones only their initializers and `main`).
      let byAttribute = file.declarations.exportedTypes.subtracting(file.declarations.typesExportedOnlyByAccess)
      if !byAttribute.isEmpty {
        let bytes = file.converter.source.bytes
        for extent in file.typeExtents where byAttribute.contains(extent.name) {
          let header = bytes[extent.start..<min(extent.end, bytes.count)].prefix { $0 != UInt8(ascii: "{") }
          if header.firstRange(of: Array("@objc".utf8)) != nil { conforming.insert(extent.name) }
        }
      }
    }
    var result: [String: [MemberExtent]] = [:]
    // `static func imageFrom(string:)` of a project type: only code naming it calls it, unless
    // the framework calls it through a protocol the type adopts (``calledByFrameworks(_:)``).
    for file in files where !file.declarations.staticMembers.isEmpty {
      let searchesPublic = appPackageFiles.contains(file.path)
      let members = file.declarations.staticMembers.filter { type, inherited, member in
        (searchesPublic || !member.exportedOnlyByAccess) && !conforming.contains(type) && !calledByFrameworks(member.name)
          && member.name.utf8.allSatisfy(isIdentifierByte) && !inherited.contains(where: { adoptsFrameworkStatics(TypeIndex.simpleName(bareProtocol($0))) })
      }.map(\.member)
      if !members.isEmpty { result[file.path, default: []] += members }
    }
    for file in files where !file.declarations.extensionMembers.isEmpty {
      let searchesPublic = appPackageFiles.contains(file.path)
      let members = file.declarations.extensionMembers.filter { type, member in
        // `Outer.Inner`: the project's when it declares `Outer`.
        let outer = String(type.prefix { $0 != "." })
        let isProjects = declared.contains(type) || declared.contains(outer)
        return (searchesPublic || !member.exportedOnlyByAccess)
          && (!isProjects || member.isStatic && !calledByFrameworks(member.name)) && !conforming.contains(type) && !member.name.isEmpty && member.name.utf8.allSatisfy(isIdentifierByte)
          && !(delegateSubjects[type] ?? []).contains(where: member.name.hasPrefix)
      }.map(\.member)
      if !members.isEmpty { result[file.path, default: []] += members }
    }
    return result
  }

  /// Static methods the frameworks or the compiler call by a protocol's requirement: a
  /// `PreferenceKey`'s `reduce`, a representable's `dismantle...`, a result builder's `build...`,
  /// `@main`'s `main`, `NSItemProviderReading`'s `object(...)`, underscored internals.
  static let systemMadeDelegates: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate", "UIApplicationDelegate"]

  static func calledByFrameworks(_ name: String) -> Bool {
    ["reduce", "main", "object", "load", "initialize"].contains(name) || name.hasPrefix("dismantle") || name.hasPrefix("build")
      || name.hasPrefix("_")
  }

  /// Protocols with static requirements the framework calls (`PreferenceKey`, `UIViewRepresentable`,
  /// `AppIntent`, a `TimelineProvider`): their adopters' static methods are left alone.
  static func adoptsFrameworkStatics(_ inherited: String) -> Bool {
    ["App", "Scene", "Widget", "WidgetBundle", "ControlWidget", "Layout", "ShapeStyle"].contains(inherited)
      || ["Representable", "Key", "Provider", "Reading", "Writing", "Intent", "Query", "Entity", "Builder", "Coding", "Delegate", "Style"]
        .contains { inherited.hasSuffix($0) }
  }

  /// The names a framework delegate or data source may call its adopter's methods by: the
  /// camel-case tails of its subject (`UIGestureRecognizerDelegate` → `gestureRecognizer`,
  /// `recognizer`; `STPApplePayContextDelegate` → `applePayContext`, `payContext`, `context`), and
  /// the words such requirements otherwise start with (`numberOfSections(in:)`,
  /// `presentationControllerDidDismiss(_:)`, `adaptivePresentationStyle(for:)`). Empty for any
  /// other protocol: its requirements can't be told from its name.
  static func delegateSubjects(of protocolName: String) -> [String] {
    let name = TypeIndex.simpleName(protocolName)
    guard let suffix = ["Delegate", "DataSource"].first(where: name.hasSuffix) else { return [] }
    let subject = Array(name.dropLast(suffix.count))
    // Words start at each capital that follows a lowercase letter, or that begins the name or
    // ends a run of capitals before a lowercase one (`UIGesture`: the prefix `UI` ends there).
    var starts: [Int] = []
    for index in subject.indices where subject[index].isUppercase {
      let afterLower = index > 0 && subject[index - 1].isLowercase
      let beforeLower = index + 1 < subject.count && subject[index + 1].isLowercase && (index == 0 || subject[index - 1].isUppercase)
      if afterLower || beforeLower { starts.append(index) }
    }
    let tails = starts.map { start -> String in
      let tail = String(subject[start...])
      return tail.prefix(1).lowercased() + tail.dropFirst()
    }
    guard !tails.isEmpty else { return [] }
    return tails + ["numberOf", "section", "presentation", "adaptive", "position", "should", "did", "will", "view", "title", "height", "width", "size", "index"]
  }

  /// Protocols whose requirements no extension member of the conforming type implements.
  static let markerProtocols: Set<String> = ["Error", "Swift.Error", "Sendable", "Swift.Sendable"]

  /// `@retroactive Error`, `@unchecked Sendable` → the protocol's name.
  static func bareProtocol(_ written: String) -> String {
    written.split(separator: " ").last.map(String.init) ?? written
  }

  /// What of the project never runs: unreferenced types, and the bodies of private methods
  /// and computed properties nothing calls or reads, and of property observers whose property
  /// nothing assigns, by file.
  public struct Unreached: Sendable {
    public var types: Set<String> = []
    public var ranges: [String: [Range<Int>]] = [:]
    public init() {}
  }

  /// Everything ``Unreached`` holds, for a project that holds its entry point.
  /// `releaseLeftOut`: code a Release build leaves out (``ReleaseBuild``), by file path: it never
  /// runs, and what only it names never runs either. So for code only a Mac runs (``MacOnlyBranchReader``).
  /// `filesNoBuildUses`: paths of files on disk that no target of the app compiles (a stale copy
  /// left beside the project): what only they name is unused too; their own findings are left
  /// out by the caller, and counted as such.
  public static func unreached(
    in files: [SwiftFileModel], otherTexts: [ReferenceText] = [], releaseLeftOut: [String: [Range<Int>]] = [:],
    appPackageFiles: Set<String> = [], filesNoBuildUses: Set<String> = []
  ) -> Unreached {
    var result = Unreached()
    // What only a Mac runs is no iOS user's, and what only it names is no more used.
    var leftOut = releaseLeftOut
    for file in files where !file.declarations.macOnlyBranches.isEmpty {
      leftOut[file.path, default: []] += file.declarations.macOnlyBranches
    }
    // What a constant true only on a Mac guards runs only there.
    let macConstants = MacOnlyBranchReader.flagKeys(of: files.reduce(into: Set<String>()) { $0.formUnion($1.declarations.macTestConstants) })
    if !macConstants.isEmpty {
      for file in files where !file.declarations.flagBranches.isEmpty {
        let ranges = MacOnlyBranchReader.branches(file.declarations.flagBranches, guardedBy: macConstants)
        if !ranges.isEmpty { leftOut[file.path, default: []] += ranges }
      }
    }
    // What a `let` flag set to `false`, or `if false`, turns off runs in no build; a type's flag
    // tested in another file too (Spawn's `if MockAPIService.isMocking`, `static let isMocking = false`).
    // (And a type's `static var` flag set to `false` that nothing assigns, science-journal's
    // `FeatureFlags.isActionAreaEnabled`.)
    let typeFalseConstants = files.reduce(into: Set<String>()) { keys, file in
      keys.formUnion(file.declarations.falseConstants.filter { !$0.hasPrefix(".") })
    }.union(unassignedFalseVariables(in: files))
    // (And an observable object's `@Published` flag nothing raises, read on the object itself or
    // on an instance of it: `if viewModel.showConnectionError`.)
    let neverRaised = neverRaisedPublishedFlags(in: files)
    for file in files where !file.declarations.flagBranches.isEmpty {
      var disabled = DisabledFlagBranchReader.disabledRanges(in: file.declarations)
      if !typeFalseConstants.isEmpty {
        disabled += file.declarations.flagBranches.filter { typeFalseConstants.contains($0.key) }.map(\.body)
      }
      if !neverRaised.isEmpty {
        disabled += file.declarations.flagBranches.filter { branch in
          guard let dot = branch.key.lastIndex(of: ".") else { return false }
          let receiver = branch.key[..<dot], name = String(branch.key[branch.key.index(after: dot)...])
          guard let owner = neverRaised[name] else { return false }
          // The object itself (`Type.name`), or an instance (`viewModel.name`, lowercase): no type's name.
          return receiver == owner || receiver.first?.isLowercase == true && !receiver.contains(".")
        }.map(\.body)
      }
      if !disabled.isEmpty { leftOut[file.path, default: []] += disabled }
    }
    result.ranges = leftOut
    // Views only drawn into images are never on screen.
    result.types = ImageRenderedViews.viewsOnlyDrawnIntoImages(in: files)
    guard hasEntryPoint(files, otherTexts) else { return result }
    // A type named only in a private method nothing calls (Mammoth's `showBlueskySignIn()`, the
    // one way to its sign-in screens) is no more used than the method.
    let uncalled = uncalledPrivateMembers(in: files, otherTexts: otherTexts, ignoring: leftOut)
      .merging(uncalledViewMethods(in: files, otherTexts: otherTexts), uniquingKeysWith: +)
    var ignoring = leftOut.merging(uncalled, uniquingKeysWith: +)
    // A view's branch on a flag every use passes the other way never shows, nor what only it names.
    var constantBranches = ConstantViewFlags.neverShownBranches(in: files)
    // A switch's arm for enum cases no code makes (a navigator's scene whose every push is commented out).
    constantBranches.merge(UnconstructedEnumCases.deadArms(in: files), uniquingKeysWith: +)
    ignoring.merge(constantBranches, uniquingKeysWith: +)
    result.ranges.merge(constantBranches, uniquingKeysWith: +)
    for file in files where filesNoBuildUses.contains(file.path) {
      ignoring[file.path] = [0..<file.converter.source.bytes.count]
    }
    let found = search(in: files, otherTexts: otherTexts, ignoring: ignoring, appPackageFiles: appPackageFiles)
    result.types.formUnion(found.types)
    for (path, ranges) in found.functions { result.ranges[path, default: []] += ranges }
    for (path, ranges) in unselectedBranches(in: files) { result.ranges[path, default: []] += ranges }
    for (path, ranges) in uncalled.merging(unassignedObservers(in: files, otherTexts: otherTexts), uniquingKeysWith: +) {
      result.ranges[path, default: []] += ranges
    }
    return result
  }

  /// The keys (`Type.name`) of the types' `static var … = false` flags no code raises anywhere in
  /// the project (``flagWrites(of:in:)``): off in every build, like a `let`.
  static func unassignedFalseVariables(in files: [SwiftFileModel]) -> Set<String> {
    let keys = files.reduce(into: Set<String>()) { keys, file in
      keys.formUnion(file.declarations.falseVariables)
    }
    guard !keys.isEmpty else { return [] }
    let raised = flagWrites(of: Set(keys.compactMap { $0.split(separator: ".").last.map(String.init) }), in: files).raised
    return keys.filter { key in !raised.contains(String(key.split(separator: ".").last ?? "")) }
  }

  /// `@Published var flag = false` properties (``FileDeclarations/publishedFalseFlags``) that nothing
  /// in the project raises (``flagWrites(of:in:)``), by name, with their type, when no other
  /// property of the project has the name.
  static func neverRaisedPublishedFlags(in files: [SwiftFileModel]) -> [String: String] {
    var owners: [String: String] = [:], declaredTwice: Set<String> = []
    for file in files {
      for key in file.declarations.publishedFalseFlags {
        guard let dot = key.lastIndex(of: ".") else { continue }
        let name = String(key[key.index(after: dot)...])
        if owners.updateValue(String(key[..<dot]), forKey: name) != nil { declaredTwice.insert(name) }
      }
    }
    for name in declaredTwice { owners[name] = nil }
    guard !owners.isEmpty else { return [:] }
    let (raised, declarations) = flagWrites(of: Set(owners.keys), in: files)
    return owners.filter { name, _ in !raised.contains(name) && declarations[name] == 1 }
  }

  /// Which of `names` the project's code raises, and how often each is declared (`var name`, `let
  /// name`): a write of anything but `false`, a toggle, a binding something may write through
  /// (`$flag`, `$model.flag`) or a key path a publisher assigns through (`.assign(to: \.flag, on:)`).
  static func flagWrites(of names: Set<String>, in files: [SwiftFileModel]) -> (raised: Set<String>, declarations: [String: Int]) {
    var raised: Set<String> = [], declarations: [String: Int] = [:]
    let equals = UInt8(ascii: "="), space = UInt8(ascii: " "), dollar = UInt8(ascii: "$"), dot = UInt8(ascii: ".")
    let backslash = UInt8(ascii: "\\")
    for file in files where names.contains(where: file.sourceContains) {
      let bytes = file.sourceBytes
      forEachIdentifier(in: bytes, candidates: names, anyCase: true) { name, start in
        if start >= 4, bytes[(start - 4)..<start].elementsEqual("var ".utf8) || bytes[(start - 4)..<start].elementsEqual("let ".utf8) {
          declarations[name, default: 0] += 1
          return
        }
        // The path's start (`$model.flag`, `\.flag`).
        var pathStart = start
        while pathStart > 0, bytes[pathStart - 1] == dot || isIdentifierByte(bytes[pathStart - 1]) { pathStart -= 1 }
        if pathStart > 0, bytes[pathStart - 1] == dollar || bytes[pathStart - 1] == backslash { raised.insert(name); return }
        var index = start + name.utf8.count
        while index < bytes.count, bytes[index] == space { index += 1 }
        if bytes[index...].starts(with: ".toggle(".utf8) { raised.insert(name); return }
        guard index + 1 < bytes.count, bytes[index] == equals, bytes[index + 1] != equals else { return }
        // Written `false` (the flag lowered) raises nothing.
        var value = index + 1
        while value < bytes.count, bytes[value] == space { value += 1 }
        let lowered = bytes[value...].starts(with: "false".utf8) && (value + 5 >= bytes.count || !isIdentifierByte(bytes[value + 5]))
        if !lowered { raised.insert(name) }
      }
    }
    return (raised, declarations)
  }

  /// Branches chosen by a stored property (`switch mode`, `if state is DraftState`) for values
  /// no construction passes, when every construction of the type in the project passes that
  /// property a literal case or type and nothing else writes it. Anything unprovable stays.
  static func unselectedBranches(in files: [SwiftFileModel]) -> [String: [Range<Int>]] {
    var branchesByPath: [String: [SelectorBranch]] = [:]
    for file in files where !file.declarations.selectorBranches.isEmpty {
      branchesByPath[file.path] = file.declarations.selectorBranches
    }
    guard !branchesByPath.isEmpty else { return [:] }
    var declarationCounts: [String: Int] = [:]
    var inherited: [String: [String]] = [:]
    var declaringFiles: [String: Set<String>] = [:]
    for file in files {
      for type in file.declarations.types where type.kind != .extension {
        declarationCounts[type.name, default: 0] += 1
        inherited[type.name] = type.inherited.map(TypeIndex.simpleName)
        declaringFiles[type.name, default: []].insert(file.path)
      }
    }
    let types = Set(branchesByPath.values.flatMap { $0.map(\.type) }).filter { declarationCounts[$0] == 1 }
    guard !types.isEmpty else { return [:] }

    // Every construction of those types: labelled calls outside views, and view call sites.
    var sites: [String: [[String: String?]]] = [:]
    for file in files {
      for construction in file.declarations.constructions where types.contains(construction.type) {
        sites[construction.type, default: []].append(construction.arguments)
      }
      // A preview's constructions don't count: code only a preview reaches is left out too.
      let previews = file.declarations.previewRanges
      for view in file.views where view.kind == .call && types.contains(view.name)
        && !previews.contains(where: { $0.contains(view.position.utf8Offset) }) {
        var arguments: [String: String?] = [:]
        for argument in view.arguments { if let label = argument.label { arguments[label] = SelectorBranchReader.literal(argument.value) } }
        sites[view.name, default: []].append(arguments)
      }
    }
    // A construction the model didn't see (`T.init(...)`, one without labels, one inside a
    // closure the walk skips) makes the call sites unknown.
    var mentions: [String: Int] = [:]
    var otherConstruction: Set<String> = []
    let typesFilter = CandidateFilter(types)
    for file in files {
      let bytes = file.converter.source.bytes
      let previews = file.declarations.previewRanges
      forEachIdentifier(in: file, candidates: types, filter: typesFilter) { name, offset in
        if previews.contains(where: { $0.contains(offset) }) { return }
        let after = offset + name.utf8.count
        if after < bytes.count, bytes[after] == UInt8(ascii: "(") { mentions[name, default: 0] += 1 }
        if after + 5 <= bytes.count, bytes[after..<(after + 5)].elementsEqual(".init".utf8) { otherConstruction.insert(name) }
      }
    }
    func inherits(_ type: String, from ancestor: String) -> Bool {
      var seen: Set<String> = []
      var pending = [type]
      while let next = pending.popLast() {
        guard seen.insert(next).inserted else { continue }
        if next == ancestor { return true }
        pending += inherited[next] ?? []
      }
      return false
    }

    var written: [String: Bool] = [:]
    var result: [String: [Range<Int>]] = [:]
    let filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for (path, branches) in branchesByPath {
      for branch in branches where types.contains(branch.type) && !otherConstruction.contains(branch.type) {
        guard let calls = sites[branch.type], !calls.isEmpty, calls.count >= mentions[branch.type, default: 0] else { continue }
        let declaring = declaringFiles[branch.type] ?? []
        let selected: Bool
        if branch.test == .presence {
          // Passed by a construction: taken. Otherwise it never runs, unless a default gives the
          // optional a value (`accessoryView: Content? = EmptyView()`) or other code sets it. The
          // name must be the type's own optional stored property, not a local bound by a `case
          // .preview(let onTap)` above the `if let`.
          if calls.contains(where: { $0.keys.contains(branch.property) }) { continue }
          let declaringModels = declaring.compactMap { filesByPath[$0] }
          guard declaringModels.contains(where: { file in
                  file.declarations.storedProperties[branch.type]?[branch.property].map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } == true
                }),
                !hasNonNilDefault(branch.property, in: declaringModels) else { continue }
          selected = false
        } else {
          var passed: Set<String> = []
          var provable = true
          for call in calls {
            guard let value = call[branch.property], let literal = value else { provable = false; break }
            passed.insert(literal)
          }
          guard provable else { continue }
          let passesTypes = passed.allSatisfy(SelectorBranchReader.isTypePath)
          let passesCases = passed.allSatisfy { $0.first?.isLowercase == true && !$0.contains(".") }
          guard branch.test == .types ? passesTypes : passesCases else { continue }
          if branch.test == .types {
            selected = branch.values.contains { tested in
              let testedName = TypeIndex.simpleName(tested)
              return passed.contains { inherits(TypeIndex.simpleName($0), from: testedName) }
            }
          } else {
            selected = !branch.values.isDisjoint(with: passed)
          }
        }
        if selected { continue }
        let key = branch.type + "." + branch.property
        if written[key] == nil {
          written[key] = isWritten(branch.property, of: branch.type, in: files, declaringFiles: declaring)
        }
        if written[key] == false { result[path, default: []].append(branch.body) }
      }
    }
    return result
  }

  /// `name: Type? = value` with a value other than `nil`, as a stored property or an
  /// initializer's parameter, in the files declaring the type.
  private static func hasNonNilDefault(_ name: String, in declaringFiles: [SwiftFileModel]) -> Bool {
    let filter = CandidateFilter([name])
    return declaringFiles.contains { file in
      let bytes = file.converter.source.bytes
      var found = false
      forEachIdentifier(in: file, candidates: [name], filter: filter, anyCase: true) { _, offset in
        if !found, let value = defaultValue(in: bytes, after: offset + name.utf8.count) { found = !value.elementsEqual("nil".utf8) }
      }
      return found
    }
  }

  /// The value after `: Type =` that starts at `index` (up to a comma, parenthesis or line end,
  /// trimmed), or nil when no type annotation with a default follows.
  private static func defaultValue(in bytes: [UInt8], after index: Int) -> ArraySlice<UInt8>? {
    let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
    var index = index
    while index < bytes.count, bytes[index] == space || bytes[index] == tab || bytes[index] == newline { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    // The type: anything but a comma, `=` or a line end.
    while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "="), bytes[index] != newline { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "="), index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "=") else { return nil }
    index += 1
    while index < bytes.count, bytes[index] == space || bytes[index] == tab { index += 1 }
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: ","), bytes[end] != UInt8(ascii: ")"), bytes[end] != newline { end += 1 }
    guard end > index else { return nil }
    while end > index, bytes[end - 1] == space || bytes[end - 1] == tab || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return bytes[index..<end]
  }

  /// Whether code other than the initializer's `self.name = name` may write the property.
  private static func isWritten(_ name: String, of type: String, in files: [SwiftFileModel], declaringFiles: Set<String>) -> Bool {
    let fileScoped = files.contains { declaringFiles.contains($0.path) && $0.declarations.fileScopedProperties.contains(type + "." + name) }
    let initAssignment = Array("self.\(name) = \(name)".utf8)
    let filter = CandidateFilter([name])
    for file in files where !fileScoped || declaringFiles.contains(file.path) {
      let bytes = file.converter.source.bytes
      var written = false
      forEachIdentifier(in: file, candidates: [name], filter: filter, anyCase: true) { _, offset in
        if written { return }
        if offset >= 5, offset - 5 + initAssignment.count <= bytes.count,
           bytes[(offset - 5)..<(offset - 5 + initAssignment.count)].elementsEqual(initAssignment) { return }
        if offset > 0, bytes[offset - 1] == UInt8(ascii: "&") || bytes[offset - 1] == UInt8(ascii: "$") { written = true; return }
        var index = offset + name.utf8.count
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index + 1 < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "=") && bytes[index + 1] != UInt8(ascii: "=") { written = true }
        if "+-*/|&%^".utf8.contains(bytes[index]) && bytes[index + 1] == UInt8(ascii: "=") { written = true }
      }
      if written { return true }
    }
    return false
  }

  /// Bodies of `private`/`fileprivate` methods and computed properties whose name appears
  /// nowhere else in their file (outside previews, comments and argument labels): nothing can
  /// call or read them. Overloads share a name, so a mention of any keeps them all. An `@objc`
  /// one is kept too when a storyboard or xib (`otherTexts`) holds its name: an action may call it.
  /// `ignoring`: code known unreached (under `#if DEBUG`), by file: a call there is no call.
  static func uncalledPrivateMembers(
    in files: [SwiftFileModel], otherTexts: [ReferenceText] = [], ignoring: [String: [Range<Int>]] = [:]
  ) -> [String: [Range<Int>]] {
    var result: [String: [Range<Int>]] = [:]
    for file in files where !file.declarations.privateMembers.isEmpty {
      let functions = file.declarations.privateMembers
      let previews = file.declarations.previewRanges + (ignoring[file.path] ?? [])
      let bytes = file.converter.source.bytes
      var called: Set<String> = []
      let names = Set(functions.map(\.name))
      forEachIdentifier(in: file, candidates: names, filter: CandidateFilter(names), anyCase: true) { name, offset in
        if previews.contains(where: { $0.contains(offset) }) { return }
        if functions.contains(where: { $0.name == name && $0.declaration.contains(offset) }) { return }
        // `Overlay(symbol: "lock", counter: code.upvotes)`: a label of another call's argument
        // (or a parameter's) that happens to share the name is no use of it.
        if isArgumentLabel(at: offset, length: name.utf8.count, in: bytes) { return }
        called.insert(name)
      }
      let uncalled = functions.filter { function in
        !called.contains(function.name)
          && !(function.isObjC && otherTexts.contains { text in
            text.bytes.withUnsafeBufferPointer { haystack in
              Array(function.name.utf8).withUnsafeBufferPointer { ByteSearch.contains(haystack, $0) }
            }
          })
      }.map(\.body)
      if !uncalled.isEmpty { result[file.path] = uncalled }
    }
    return result
  }

  /// Protocols a model class may adopt that require no method returning a view.
  static let protocolsRequiringNoView: Set<String> = ["ObservableObject", "Identifiable", "Equatable", "Hashable", "Sendable", "Codable"]

  /// Methods of the project's types that build a view (`func MiniCoutdown() -> some View`),
  /// neither private (``uncalledPrivateMembers(in:otherTexts:)`` has those) nor `@objc`, whose
  /// name is declared once in the project and named nowhere else (a race app's mini countdown,
  /// never placed): SwiftUI calls only `body`, so nothing draws what they build. A method named
  /// only inside such a method (the countdown's info view) is as unused.
  static func uncalledViewMethods(in files: [SwiftFileModel], otherTexts: [ReferenceText]) -> [String: [Range<Int>]] {
    var declarations: [String: Int] = [:]
    for file in files {
      for function in file.declarations.functions { declarations[function.name, default: 0] += 1 }
    }
    var candidates: [(path: String, member: MemberExtent)] = []
    for file in files where file.sourceContains("-> some View") {
      let source = file.converter.source
      let privateStarts = Set(file.declarations.privateMembers.map(\.declaration.lowerBound))
      for function in file.declarations.functions where !function.isProperty && !function.isObjC && !function.exportedOnlyByAccess
        && declarations[function.name] == 1 && !privateStarts.contains(function.declaration.lowerBound)
        // Requirements SwiftUI or Swift call by themselves.
        && !["makeBody", "body", "callAsFunction"].contains(function.name) {
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard header.contains("-> some View"), !header.contains("override "), !header.contains("@objc"), !header.contains("public "),
              !header.contains("open ") else { continue }
        // Declared in a view struct's own body (not an extension, whose members another module may call).
        let offset = function.declaration.lowerBound
        guard let extent = file.typeExtents.filter({ $0.start <= offset && offset < $0.end }).min(by: { $0.end - $0.start < $1.end - $1.start }),
              file.declarations.types.contains(where: { type in
                // A view and nothing else (a `ButtonStyle` or other protocol may require the method),
                // or a model object whose protocols require no view (OpenWallet's
                // `SplashScreenManager: ObservableObject`, whose `getSplashScreen()` nothing calls).
                let inherited = type.inherited.map(TypeIndex.simpleName)
                let holdsOnlyItsOwn = type.kind == .struct && inherited == ["View"]
                  || type.kind == .class && inherited.allSatisfy(Self.protocolsRequiringNoView.contains)
                return holdsOnlyItsOwn && type.name == extent.name
                  && extent.start <= type.position.utf8Offset && type.position.utf8Offset < extent.end
              }) else { continue }
        candidates.append((file.path, function))
      }
    }
    guard !candidates.isEmpty else { return [:] }
    let names = Set(candidates.map(\.member.name))
    // A name a storyboard, property list or other text holds may be called from there.
    let named = names.filter { name in otherTexts.contains { text in contains(text.bytes, Array(name.utf8)) } }
    let filter = CandidateFilter(names)
    // Each mention: who holds it (a candidate's body, or live code).
    var mentions: [String: [String?]] = [:]
    for file in files {
      let bytes = file.converter.source.bytes
      let previews = file.declarations.previewRanges
      let own = candidates.filter { $0.path == file.path }.map(\.member)
      forEachIdentifier(in: file, candidates: names, filter: filter, anyCase: true) { name, offset in
        if previews.contains(where: { $0.contains(offset) }) { return }
        if own.contains(where: { $0.name == name && $0.declaration.lowerBound <= offset && offset < $0.body.lowerBound }) { return }
        if isArgumentLabel(at: offset, length: name.utf8.count, in: bytes) { return }
        let holder = own.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }?.name
        mentions[name, default: []].append(holder)
      }
    }
    var live: Set<String> = named
    var changed = true
    while changed {
      changed = false
      for name in names where !live.contains(name) {
        if (mentions[name] ?? []).contains(where: { holder in holder == nil || holder.map(live.contains) == true }) {
          live.insert(name)
          changed = true
        }
      }
    }
    var result: [String: [Range<Int>]] = [:]
    for candidate in candidates where !live.contains(candidate.member.name) {
      result[candidate.path, default: []].append(candidate.member.declaration)
    }
    return result
  }

  /// The identifier at `offset` is followed by a single `:` and comes right after `(` or `,`
  /// (spaces and line breaks between): an argument or parameter label, not a mention. A ternary's
  /// `x ? a : b` has `?` before it.
  static func isArgumentLabel(at offset: Int, length: Int, in bytes: [UInt8]) -> Bool {
    let after = offset + length
    guard after < bytes.count, bytes[after] == UInt8(ascii: ":"),
          after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: ":") else { return false }
    var before = offset - 1
    while before >= 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[before]) {
      before -= 1
    }
    return before >= 0 && (bytes[before] == UInt8(ascii: "(") || bytes[before] == UInt8(ascii: ","))
  }

  /// `didSet`/`willSet` bodies of properties that nothing assigns: no mention anywhere in the
  /// project (outside the property's own declaration) writes it (`x = `, `x += `, `&x`, `$x`,
  /// a key path, a member or subscript of it, a string key), and no storyboard, xib or other
  /// file names it (`userDefinedRuntimeAttribute keyPath=`).
  static func unassignedObservers(in files: [SwiftFileModel], otherTexts: [ReferenceText]) -> [String: [Range<Int>]] {
    let observed = files.flatMap { file in file.declarations.observedProperties.map { (file.path, $0) } }
    guard !observed.isEmpty else { return [:] }
    let names = Set(observed.map(\.1.name))
    var assigned: Set<String> = []
    let filter = CandidateFilter(names)
    for file in files {
      let bytes = file.converter.source.bytes
      let own = file.declarations.observedProperties
      forEachIdentifier(in: file, candidates: names, filter: filter, anyCase: true) { name, offset in
        if assigned.contains(name) { return }
        if own.contains(where: { $0.name == name && $0.declaration.contains(offset) }) { return }
        if mayWrite(bytes, at: offset, length: name.utf8.count) { assigned.insert(name) }
      }
    }
    for text in otherTexts {
      forEachIdentifier(in: text.bytes, candidates: names, filter: filter, skippingComments: false, anyCase: true) { name, _ in
        assigned.insert(name)
      }
    }
    var result: [String: [Range<Int>]] = [:]
    for (path, property) in observed where !assigned.contains(property.name) {
      result[path, default: []].append(property.body)
    }
    return result
  }

  /// Whether the mention of a property at `offset` may change it.
  private static func mayWrite(_ bytes: [UInt8], at offset: Int, length: Int) -> Bool {
    if offset > 0 {
      let before = bytes[offset - 1]
      if before == UInt8(ascii: "&") || before == UInt8(ascii: "$") || before == UInt8(ascii: "\"") { return true }
      // `\.name`, `\Type.name` (a key path may be written through), `&object.name` (inout).
      var index = offset - 1
      while index > 0, bytes[index] == UInt8(ascii: ".") || isIdentifierByte(bytes[index]) { index -= 1 }
      if bytes[index] == UInt8(ascii: "\\") || bytes[index] == UInt8(ascii: "&") { return true }
    }
    var index = offset + length
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    guard index < bytes.count else { return false }
    let next = bytes[index]
    let following = index + 1 < bytes.count ? bytes[index + 1] : 0
    if next == UInt8(ascii: "=") { return following != UInt8(ascii: "=") }
    if next == UInt8(ascii: ".") || next == UInt8(ascii: "[") || next == UInt8(ascii: "?") || next == UInt8(ascii: "!") { return true }
    // Compound assignment: `+=`, `-=`, `*=`, `/=`, `|=`, `&=`, `%=`, `^=`, `<<=`, `>>=`.
    if "+-*/|&%^<>".utf8.contains(next) {
      var end = index + 1
      while end < bytes.count, "<>".utf8.contains(bytes[end]) { end += 1 }
      return end < bytes.count && bytes[end] == UInt8(ascii: "=") && (end + 1 >= bytes.count || bytes[end + 1] != UInt8(ascii: "="))
    }
    return false
  }

  /// Splits findings into those to report and those inside unreferenced types.
  public static func partition(
    _ findings: [Finding], models: [SwiftFileModel], unreferenced: Set<String>
  ) -> (kept: [Finding], leftOut: [Finding]) {
    var unreached = Unreached()
    unreached.types = unreferenced
    return partition(findings, models: models, unreached: unreached)
  }

  /// The storyboards (by path) whose name code mentions only where it never runs: a Release
  /// build leaves the code out (`#if !RELEASE`), or it is in an unreferenced type. A storyboard
  /// is loaded by its name (`UIStoryboard(name: "Environments", bundle:)`, R.swift's
  /// `R.storyboard.environments`, SwiftGen's `StoryboardScene.Environments`, `UIMainStoryboardFile`
  /// in Info.plist, a storyboard reference's `storyboardName`), so one whose name nothing live
  /// mentions, and some unreached code does, is never shown. One no code mentions at all may be
  /// loaded by a computed name and is kept; so is one whose name isn't a plain identifier.
  public static func storyboardsLoadedOnlyFromUnreached(
    _ storyboards: [String], in files: [SwiftFileModel], otherTexts: [ReferenceText], unreached: Unreached
  ) -> Set<String> {
    guard !unreached.types.isEmpty || !unreached.ranges.isEmpty else { return [] }
    func baseName(_ path: String) -> String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
    func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }
    var nameOf: [String: String] = [:]  // a spelling of a storyboard's name → that name
    for path in storyboards {
      let name = baseName(path)
      guard let first = name.utf8.first, first >= 65 && first <= 90,
            name.utf8.allSatisfy({ isIdentifierByte($0) && $0 < 0x80 }) else { continue }
      nameOf[name] = name
      nameOf[lowerFirst(name)] = name
    }
    guard !nameOf.isEmpty else { return [] }
    let spellings = Set(nameOf.keys)
    let filter = CandidateFilter(spellings)
    var deadMentions: Set<String> = [], liveMentions: Set<String> = []
    for file in files {
      var dead = unreached.ranges[file.path] ?? []
      dead += file.typeExtents.filter { unreached.types.contains($0.name) }.map { $0.start..<$0.end }
      forEachIdentifier(in: file, candidates: spellings, filter: filter, anyCase: true) { spelling, offset in
        guard let name = nameOf[spelling] else { return }
        if dead.contains(where: { $0.contains(offset) }) { deadMentions.insert(name) } else { liveMentions.insert(name) }
      }
    }
    for text in otherTexts {
      // A storyboard's own text names it (its scenes' comments); that loads nothing.
      let own = text.path.hasSuffix(".storyboard") ? baseName(text.path) : nil
      forEachIdentifier(in: text.bytes, candidates: spellings, filter: filter, skippingComments: false, anyCase: true) { spelling, _ in
        guard let name = nameOf[spelling], name != own else { return }
        liveMentions.insert(name)
      }
    }
    return Set(storyboards.filter { path in
      let name = baseName(path)
      return deadMentions.contains(name) && !liveMentions.contains(name)
    })
  }

  /// Splits findings into those to report and those in code that never runs.
  public static func partition(
    _ findings: [Finding], models: [SwiftFileModel], unreached: Unreached
  ) -> (kept: [Finding], leftOut: [Finding]) {
    guard !unreached.types.isEmpty || !unreached.ranges.isEmpty else { return (findings, []) }
    var extentsByPath: [String: [Range<Int>]] = unreached.ranges
    for model in models {
      let extents = model.typeExtents.filter { unreached.types.contains($0.name) }.map { $0.start..<$0.end }
      if !extents.isEmpty { extentsByPath[model.path, default: []] += extents }
    }
    var kept: [Finding] = []
    var leftOut: [Finding] = []
    for finding in findings {
      let offset = finding.position.utf8Offset
      if let extents = extentsByPath[finding.file], extents.contains(where: { $0.contains(offset) }) {
        leftOut.append(finding)
      } else if finding.file.hasSuffix(".xib"),
                unreached.types.contains(((finding.file as NSString).lastPathComponent as NSString).deletingPathExtension) {
        // The nib of a class nothing uses (`HeaderCell.xib`) is never loaded either.
        leftOut.append(finding)
      } else {
        kept.append(finding)
      }
    }
    return (kept, leftOut)
  }

  /// The app's entry point is among the files: `@main`, `@UIApplicationMain`, a `main.swift`,
  /// or a `UIApplicationMain(...)` call (Swift or Objective-C).
  static func hasEntryPoint(_ files: [SwiftFileModel], _ otherTexts: [ReferenceText]) -> Bool {
    let markers: [[UInt8]] = ["@main", "@UIApplicationMain", "@NSApplicationMain", "UIApplicationMain("].map { Array($0.utf8) }
    for file in files {
      if file.path == "main.swift" || file.path.hasSuffix("/main.swift") { return true }
      let bytes = file.converter.source.bytes
      if markers.contains(where: { contains(bytes, $0) }) { return true }
    }
    return otherTexts.contains { contains($0.bytes, Array("UIApplicationMain(".utf8)) }
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    haystack.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in ByteSearch.contains(haystack, needle) }
    }
  }

  /// Type names start with a letter; lowercase names are rare and too easy to mistake for a variable.
  /// A name starting with an ASCII letter: a capital as types are, or a small one (`struct
  /// jobCardView: View`, Terning's card; `likeCell`), whose mentions are then searched among
  /// every identifier (``startsSmall(_:)``).
  private static func isTypeLikeName(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    return (first >= 65 && first <= 90) || (first >= 97 && first <= 122)
  }

  /// Some candidate starts with a small letter: mentions are searched among all identifiers, not
  /// only capitalised ones (which stays the fast path of almost every project).
  static func startsSmall(_ candidates: Set<String>) -> Bool {
    candidates.contains { name in name.utf8.first.map { $0 >= 97 && $0 <= 122 } ?? false }
  }

  public static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
      || byte >= 0x80
  }

  /// Calls `body` with each mention of a candidate type in the files' code, outside previews,
  /// the `ignoring` ranges and the type's own declaration or extensions, and the innermost type
  /// around the mention (nil for code outside every type). `filter` is the candidates' ``CandidateFilter``.
  /// `freeFunctions`: global functions by file (``freeFunctionExtents(in:)``); a mention in one,
  /// outside every type, has the function's ``freeFunctionKey(_:)`` for owner instead of nil.
  static func forEachTypeMention(
    in files: [SwiftFileModel], of candidates: Set<String>, filter: CandidateFilter,
    ignoring: [String: [Range<Int>]] = [:], freeFunctions: [String: [MemberExtent]] = [:], passesThrough: Set<String> = [],
    _ body: (_ name: String, _ owner: String?) -> Void
  ) {
    forEachTypeMention(in: files, of: candidates, filter: filter, ignoring: ignoring, freeFunctions: freeFunctions, passesThrough: passesThrough) { name, owner, _, _ in
      body(name, owner)
    }
  }

  /// The same, with the file and offset of each mention.
  static func forEachTypeMention(
    in files: [SwiftFileModel], of candidates: Set<String>, filter: CandidateFilter,
    ignoring: [String: [Range<Int>]] = [:], freeFunctions: [String: [MemberExtent]] = [:], passesThrough: Set<String> = [],
    _ body: (_ name: String, _ owner: String?, _ file: SwiftFileModel, _ offset: Int) -> Void
  ) {
    let anyCase = startsSmall(candidates)
    for file in files {
      let extents = file.typeExtents
      let previews = file.declarations.previewRanges
      let ignored = ignoring[file.path] ?? []
      let functions = freeFunctions[file.path] ?? []
      forEachIdentifier(in: file, candidates: candidates, filter: filter, anyCase: anyCase) { name, offset in
        if previews.contains(where: { $0.contains(offset) }) { return }
        if !ignored.isEmpty, ignored.contains(where: { $0.contains(offset) }) { return }
        // Its own declaration or extension.
        if extents.contains(where: { $0.name == name && $0.start <= offset && offset < $0.end }) { return }
        body(name, innermostOwner(of: offset, extents: extents, functions: functions, passesThrough: passesThrough), file, offset)
      }
    }
  }

  /// The property or local whose type alone a mention names, declared without a value
  /// (`var menu: Menu?`, `weak var host: Host!`, `var items: [Cell]`): nothing on its line after it
  /// but an optional mark, a bracket or a comment. Nil for any other mention.
  static func typeOnlyMentionProperty(_ bytes: [UInt8], at offset: Int, length: Int) -> String? {
    var end = offset + length
    while end < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(bytes[end]) { end += 1 }
    let restStartsComment = end + 1 < bytes.count && bytes[end] == UInt8(ascii: "/") && bytes[end + 1] == UInt8(ascii: "/")
    guard end >= bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") || restStartsComment else { return nil }
    func word(endingAt stop: Int) -> (text: String, start: Int) { identifier(endingAt: stop, in: bytes) }
    var cursor = offset
    while cursor > 0, isBlank(bytes[cursor - 1]) { cursor -= 1 }
    if cursor > 0, bytes[cursor - 1] == UInt8(ascii: "[") {
      cursor -= 1
      while cursor > 0, isBlank(bytes[cursor - 1]) { cursor -= 1 }
    }
    // `var name: X` / `let name: X`.
    guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: ":") else { return nil }
    cursor -= 1
    while cursor > 0, isBlank(bytes[cursor - 1]) { cursor -= 1 }
    let property = word(endingAt: cursor)
    guard !property.text.isEmpty else { return nil }
    cursor = property.start
    while cursor > 0, isBlank(bytes[cursor - 1]) { cursor -= 1 }
    let keyword = word(endingAt: cursor).text
    return keyword == "var" || keyword == "let" ? property.text : nil
  }

  /// The identifier whose last byte is just before `stop`, and where it starts ("" when none).
  static func identifier(endingAt stop: Int, in bytes: [UInt8]) -> (text: String, start: Int) {
    var start = stop
    while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
    return (String(decoding: bytes[start..<stop], as: UTF8.self), start)
  }

  /// A space or a tab.
  static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

  /// `let local = Name(…)` on a line of its own, whose local nothing else in the file names:
  /// in a function (the caller asks), the instance is made and dropped.
  static func madeIntoUnreadLocal(_ bytes: [UInt8], at offset: Int, length: Int) -> Bool {
    let end = offset + length
    guard end < bytes.count, bytes[end] == UInt8(ascii: "(") else { return false }
    func word(endingAt stop: Int) -> (text: String, start: Int) { identifier(endingAt: stop, in: bytes) }
    var cursor = offset
    while cursor > 0, isBlank(bytes[cursor - 1]) { cursor -= 1 }
    guard cursor > 1, bytes[cursor - 1] == UInt8(ascii: "="), bytes[cursor - 2] != UInt8(ascii: "=") else { return false }
    cursor -= 1
    while cursor > 0, isBlank(bytes[cursor - 1]) { cursor -= 1 }
    let local = word(endingAt: cursor)
    guard !local.text.isEmpty, local.text != "_" else { return false }
    cursor = local.start
    while cursor > 0, isBlank(bytes[cursor - 1]) { cursor -= 1 }
    let keyword = word(endingAt: cursor)
    guard keyword.text == "let" || keyword.text == "var" else { return false }
    // The line starts with the keyword (`private let`, `@IBOutlet var` are left alone).
    var lineStart = keyword.start
    while lineStart > 0, isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
    guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") else { return false }
    // Named nowhere else in this file's code (a line commented out names nothing).
    for start in ByteSearch.offsets(of: local.text, in: bytes[...]) where start != local.start {
      let after = start + local.text.utf8.count
      let before = start > 0 ? bytes[start - 1] : 0x20
      if isIdentifierByte(before) || (after < bytes.count && isIdentifierByte(bytes[after])) { continue }
      var line = start
      while line > 0, bytes[line - 1] != UInt8(ascii: "\n") { line -= 1 }
      if ByteSearch.offsets(of: "//", in: bytes[line..<start]).isEmpty == false { continue }
      return false
    }
    return true
  }

  /// Whether the file gives the property a value by an implicit member (`coordinator =
  /// .init(presenter: p)`, `self.menu = .make()`): that makes one without naming the type.
  static func isAssignedAnImplicitMember(_ property: String, in bytes: [UInt8]) -> Bool {
    let length = property.utf8.count
    for start in ByteSearch.offsets(of: property, in: bytes[...]) {
      if start > 0, isIdentifierByte(bytes[start - 1]) { continue }
      var cursor = start + length
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
      guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "="), bytes[cursor + 1] != UInt8(ascii: "=") else { continue }
      cursor += 1
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
      // (`.none` empties it: nothing is made.)
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "."), !bytes[(cursor + 1)...].starts(with: Array("none".utf8)) { return true }
    }
    return false
  }

  /// The node of a global function in the search for unreferenced code: no type name has a space.
  static func freeFunctionKey(_ name: String) -> String { "func " + name }

  /// The node of an extension's computed property (a value, not a function): only a mention not
  /// followed by `(` reads it.
  static func propertyKey(_ name: String) -> String { "var " + name }

  /// A function's node is its name and argument labels (`func onDragIf(_:data:)`, `=` after a
  /// label with a default): overloads with other labels are other nodes, those with the same
  /// labels one node.
  static func memberKey(_ member: MemberExtent) -> String {
    // (A view's own property is its view's: `var Validate.bottomButton`, apart from another view's.)
    if member.isProperty { return propertyKey(member.ownerType.map { $0 + "." + member.name } ?? member.name) }
    guard let parameters = member.parameters else { return freeFunctionKey(member.name) }
    return freeFunctionKey(member.name) + "(" + parameters.map { ($0.label ?? "_") + ($0.omissible ? "=:" : ":") }.joined() + ")"
  }

  /// How a function's name is used where it is mentioned: a call with these arguments, or a
  /// bare reference (`action: refresh`). Nil when the mention can't be a use of a function: its
  /// declaration (`func move(`), a variable or case of that name (`let move`, `case move`,
  /// `move.ids`, `move = 1`, `move:`).
  struct FunctionMention {
    /// The call's arguments, by label (nil for an unlabelled one), then its trailing closures
    /// (``anyLabel`` for the first, which may fill any parameter); nil for a bare reference or a
    /// call whose arguments couldn't be read.
    var labels: [String?]?
    /// `.move` after `(`, `,`, `=`, `return`...: an implicit member, a static member of the
    /// expected type, so never an instance method or a global function.
    var isImplicitMember = false
    /// `Loc.move`, `ImageAsset.CustomIcons.move`: a member of a type (a capitalised name before
    /// the dot), never an instance method.
    var followsTypeName = false
    /// Used as a value (`move.ids`, `move = 1`, `move:`): no use of a function, though it may
    /// read a static property (`Route.downloads.id`), whose parameters are unknown.
    var isValueUse = false
    /// After a dot (`UIButton.closeButton`, `.closeButton`): a member reference.
    var isQualified = false
    static let anyLabel = "{"

    init?(_ bytes: [UInt8], at offset: Int, length: Int) {
      func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }
      // Inside a string (`"CustomIcons/scale"`, outside an interpolation): a Swift method isn't
      // called by its name in a string (an `@objc` one, which may be, is never searched).
      var lineStart = offset
      while lineStart > 0, bytes[lineStart - 1] != 10 { lineStart -= 1 }
      var inString = false, interpolated = false
      var index = lineStart
      while index < offset {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\") {
          if inString, index + 1 < offset, bytes[index + 1] == UInt8(ascii: "(") { interpolated = true }
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString.toggle(); interpolated = false }
        index += 1
      }
      if inString && !interpolated { return nil }
      // The word before: `func`, `let`, `var`, `case` declare the name.
      if offset > 0, bytes[offset - 1] != UInt8(ascii: ".") {
        var before = offset - 1
        while before >= 0, isBlank(bytes[before]) { before -= 1 }
        var wordStart = before
        while wordStart > 0, UnreferencedCode.isIdentifierByte(bytes[wordStart - 1]) { wordStart -= 1 }
        if before >= 0, before < offset - 1, UnreferencedCode.isIdentifierByte(bytes[before]) {
          let word = bytes[wordStart...before]
          if ["func", "let", "var", "case"].contains(where: { word.elementsEqual($0.utf8) }) { return nil }
        }
      }
      if offset > 0, bytes[offset - 1] == UInt8(ascii: ".") {
        isQualified = true
        var previous = offset - 2
        while previous >= 0, isBlank(bytes[previous]) || bytes[previous] == 10 || bytes[previous] == 13 { previous -= 1 }
        if previous < 0 || "(,:=[{?".utf8.contains(bytes[previous]) && previous < offset - 2 || "(,:=[{".utf8.contains(bytes[previous]) {
          isImplicitMember = true
        } else if UnreferencedCode.isIdentifierByte(bytes[previous]) {
          var wordStart = previous
          while wordStart > 0, UnreferencedCode.isIdentifierByte(bytes[wordStart - 1]) { wordStart -= 1 }
          let word = bytes[wordStart...previous]
          if ["return", "case", "in", "where", "else"].contains(where: { word.elementsEqual($0.utf8) }) { isImplicitMember = true }
          if previous == offset - 2, bytes[wordStart] >= 65, bytes[wordStart] <= 90, !word.elementsEqual("Self".utf8) { followsTypeName = true }
        }
      }
      var after = offset + length
      while after < bytes.count, isBlank(bytes[after]) { after += 1 }
      guard after < bytes.count else { return }
      let next = bytes[after]
      let following = after + 1 < bytes.count ? bytes[after + 1] : 0
      switch next {
      case UInt8(ascii: "("):
        guard let (labels, end) = Self.argumentLabels(bytes, from: after) else { return }
        guard let trailing = Self.trailingClosureLabels(bytes, from: end) else { return }
        self.labels = labels + trailing
      case UInt8(ascii: "{"):
        guard let trailing = Self.trailingClosureLabels(bytes, from: after) else { return }
        labels = trailing
      case UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "?"), UInt8(ascii: "!"):
        // A value's member or subscript: not a function (`move.ids`, `items[0]`).
        if next == UInt8(ascii: "."), following == UInt8(ascii: ".") { return }
        if next == UInt8(ascii: "?") && (following == 32 || following == UInt8(ascii: "?")) { return }
        if next == UInt8(ascii: "!") && following == UInt8(ascii: "=") { return }
        isValueUse = true
      case UInt8(ascii: "="):
        if following != UInt8(ascii: "=") { isValueUse = true }
      case UInt8(ascii: ":"):
        // A label or a parameter's name (`move: true`), not a use.
        if following != UInt8(ascii: ":") && after == offset + length { isValueUse = true }
      default:
        return
      }
    }

    /// Whether this mention may use `member` (a function): when unsure, yes.
    func mayCall(_ member: MemberExtent) -> Bool {
      if isImplicitMember && !member.isStatic { return false }
      if followsTypeName && member.isInstanceMember { return false }
      if isValueUse && member.parameters != nil { return false }
      // A bare name never called (`customView: closeButton`, a local of the same name) is no
      // use of a static method, which is reached through its type or a dot (ProtonVPN's
      // `UIButton.closeButton()`).
      if member.isStatic, member.parameters != nil, labels == nil, !isQualified { return false }
      guard let labels, let parameters = member.parameters else { return true }
      return Self.fits(labels[...], parameters[...])
    }

    /// Whether the arguments fill the parameters in order, each parameter left out having a
    /// default; the first trailing closure fills any parameter.
    static func fits(_ labels: ArraySlice<String?>, _ parameters: ArraySlice<(label: String?, omissible: Bool)>) -> Bool {
      guard let label = labels.first else { return parameters.allSatisfy(\.omissible) }
      var index = parameters.startIndex
      while index < parameters.endIndex {
        if label == anyLabel || parameters[index].label == label, fits(labels.dropFirst(), parameters[(index + 1)...]) { return true }
        guard parameters[index].omissible else { return false }
        index += 1
      }
      return false
    }

    /// The labels of the trailing closures from `start` (`{ ... } preview: { ... }`): ``anyLabel``
    /// for the first, then the labels of the others; empty when none follows, nil when a closure
    /// can't be read.
    static func trailingClosureLabels(_ bytes: [UInt8], from start: Int) -> [String?]? {
      var index = start
      while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return [] }
      guard var end = closingBracket(bytes, from: index) else { return nil }
      var labels: [String?] = [anyLabel]
      while true {
        var next = end + 1
        while next < bytes.count, [32, 9, 10, 13].contains(bytes[next]) { next += 1 }
        var wordEnd = next
        while wordEnd < bytes.count, UnreferencedCode.isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
        guard wordEnd > next, wordEnd < bytes.count, bytes[wordEnd] == UInt8(ascii: ":") else { return labels }
        var open = wordEnd + 1
        while open < bytes.count, bytes[open] == 32 || bytes[open] == 9 { open += 1 }
        guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else { return labels }
        guard let close = closingBracket(bytes, from: open) else { return nil }
        labels.append(String(decoding: bytes[next..<wordEnd], as: UTF8.self))
        end = close
      }
    }

    /// The offset of the bracket closing the one at `open`, passing over strings and nested
    /// brackets; nil when it can't be found nearby.
    static func closingBracket(_ bytes: [UInt8], from open: Int) -> Int? {
      var depth = 0
      var index = open
      var inString = false
      let limit = min(bytes.count, open + 20_000)
      while index < limit {
        let byte = bytes[index]
        if inString {
          if byte == UInt8(ascii: "\\") { index += 2; continue }
          if byte == UInt8(ascii: "\"") { inString = false }
          index += 1
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return index }
          if depth < 0 { return nil }
        default: break
        }
        index += 1
      }
      return nil
    }

    /// The labels of the arguments in the parentheses at `open` and the offset after the
    /// closing one; nil when they can't be read.
    static func argumentLabels(_ bytes: [UInt8], from open: Int) -> ([String?], Int)? {
      arguments(bytes, from: open).map { ($0.0.map(\.label), $0.1) }
    }

    /// The arguments in the parentheses at `open`, each with its label and its value's text, and
    /// the offset after the closing one; nil when they can't be read.
    static func arguments(_ bytes: [UInt8], from open: Int) -> ([(label: String?, value: String)], Int)? {
      guard let close = closingBracket(bytes, from: open), bytes[close] == UInt8(ascii: ")") else { return nil }
      func argument(from start: Int, to end: Int) -> (label: String?, value: String) {
        var first = start
        while first < end, [32, 9, 10, 13].contains(bytes[first]) { first += 1 }
        var last = first
        while last < end, UnreferencedCode.isIdentifierByte(bytes[last]) { last += 1 }
        let text = { (from: Int) in String(decoding: bytes[from..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard last > first, last < end, bytes[last] == UInt8(ascii: ":"),
              last + 1 >= end || bytes[last + 1] != UInt8(ascii: ":") else { return (nil, text(start)) }
        return (String(decoding: bytes[first..<last], as: UTF8.self), text(last + 1))
      }
      guard bytes[(open + 1)..<close].contains(where: { ![32, 9, 10, 13].contains($0) }) else { return ([], close + 1) }
      var arguments: [(label: String?, value: String)] = []
      var argumentStart = open + 1
      var index = open + 1
      while index < close {
        let byte = bytes[index]
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "\"") {
          // Nested brackets and strings hold no argument of this call.
          if byte == UInt8(ascii: "\"") {
            var end = index + 1
            while end < close, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            index = end + 1
          } else {
            guard let end = closingBracket(bytes, from: index) else { return nil }
            index = end + 1
          }
          continue
        }
        if byte == UInt8(ascii: ",") {
          arguments.append(argument(from: argumentStart, to: index))
          argumentStart = index + 1
        }
        index += 1
      }
      arguments.append(argument(from: argumentStart, to: close))
      return (arguments, close + 1)
    }
  }

  /// Whether the identifier at `offset` may read an instance's computed property of that name.
  /// Not when it is called (`font.bold()`: a method), an implicit member (`weight: .bold`, a
  /// static member or case of the expected type) or a member of a type (`UIFont.Weight.bold`).
  static func mayReadInstanceProperty(_ bytes: [UInt8], at offset: Int, length: Int) -> Bool {
    var after = offset + length
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
    if after < bytes.count, bytes[after] == UInt8(ascii: "(") { return false }
    guard offset > 0, bytes[offset - 1] == UInt8(ascii: ".") else { return true }
    var before = offset - 2
    guard before >= 0 else { return false }
    let previous = bytes[before]
    // `)`, `]`, `"`, `?`, `!`, `>` end an instance expression (`title?.bold`, `"x".bold`).
    if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "\""), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ">")].contains(previous) {
      return true
    }
    guard isIdentifierByte(previous) else { return false }
    // The identifier before the dot: a type's name starts with a capital letter.
    while before > 0, isIdentifierByte(bytes[before - 1]) { before -= 1 }
    let first = bytes[before]
    return !(first >= 65 && first <= 90)
  }

  /// Global functions (outside every type, not nested in another function) by file path, whose
  /// name is a plain identifier and which other modules or C can't call (`public`, `open`, `@_cdecl`).
  static func freeFunctionExtents(in files: [SwiftFileModel]) -> [String: [MemberExtent]] {
    var result: [String: [MemberExtent]] = [:]
    for file in files where !file.declarations.functions.isEmpty {
      let extents = file.typeExtents
      let bytes = file.converter.source.bytes
      var outer: [MemberExtent] = []
      for function in file.declarations.functions {
        let start = function.declaration.lowerBound
        if extents.contains(where: { $0.start <= start && start < $0.end }) { continue }
        if outer.contains(where: { $0.declaration.contains(start) }) { continue }
        guard let first = function.name.utf8.first, first == UInt8(ascii: "_") || (first >= 97 && first <= 122) || (first >= 65 && first <= 90),
              function.name.utf8.allSatisfy(isIdentifierByte) else { continue }
        if isExported(bytes[start..<min(max(start, function.body.lowerBound), bytes.count)]) { continue }
        outer.append(function)
      }
      if !outer.isEmpty { result[file.path] = outer }
    }
    return result
  }

  /// Whether a global function's header, up to its body, says it is used from outside the module
  /// or by name from C or Objective-C: a modifier or attribute before its `func`. Read as bytes
  /// (all the words are ASCII; splitting each header into Strings had cost 146M instructions on
  /// Swiftfin).
  static func isExported(_ header: ArraySlice<UInt8>) -> Bool {
    let beforeName = header.firstRange(of: Array("func ".utf8)).map { header[..<$0.lowerBound] } ?? header
    return exportingWords.contains { beforeName.firstRange(of: $0) != nil }
  }
  private static let exportingWords = ["public", "open", "@_cdecl", "@_silgen_name", "@objc", "@inlinable", "@usableFromInline"].map { Array($0.utf8) }

  /// `name` stands in `bytes` as a whole identifier, in code or as a string literal's word,
  /// outside comments: `"lockedUtxoCell1"` holds no `lockedUtxoCell`.
  public static func mentionsAsWholeName(_ name: String, in bytes: [UInt8]) -> Bool {
    var found = false
    forEachIdentifier(in: bytes, candidates: [name], anyCase: true) { _, _ in found = true }
    return found
  }

  /// Calls `body` with each whole identifier in `bytes` that is a candidate, and its offset.
  /// With `skippingComments`, `//` comments (outside a string on their line) and `/* */`
  /// comments are skipped: a commented-out use is no use. Only capitalised identifiers are read
  /// unless `anyCase`, which defaults to whether some candidate starts with a small letter (a
  /// lowercase constant, `static let filter`, would otherwise never be found).
  public static func forEachIdentifier(
    in bytes: [UInt8], candidates: Set<String>, skippingComments: Bool = true, anyCase: Bool? = nil,
    _ body: (String, Int) -> Void
  ) {
    forEachIdentifier(
      in: bytes, candidates: candidates, filter: CandidateFilter(candidates), skippingComments: skippingComments,
      anyCase: anyCase ?? startsSmall(candidates), body)
  }

  /// Most identifiers can't be a candidate by their length and first and last bytes: they are
  /// skipped without making a string. (Three small tables, made once per set of candidates and
  /// searched text after text; a table of byte pairs cost more to clear than the scan it saved.)
  ///
  /// When every candidate is ASCII, an identifier of ASCII bytes that passes the tables is looked
  /// up by its bytes in a hash table of the candidates (``match(_:_:_:)``), without making a
  /// String: two ASCII texts are canonically equivalent (String's `==`) only when their bytes
  /// are the same. A non-ASCII identifier (`\u{212A}ind` equals `Kind`) is still made into a
  /// String and looked up in the set. Observed property names pass the tables often: a String
  /// and a hash for each had cost 75M instructions on owncloud.
  struct CandidateFilter {
    var firstBytes = [Bool](repeating: false, count: 256)
    var lastBytes = [Bool](repeating: false, count: 256)
    var lengths = [Bool](repeating: false, count: 256)
    /// Whether every candidate is ASCII (the byte table answers for ASCII identifiers).
    private(set) var isASCII = true
    /// Open addressing: an index into `names` + 1 per slot, 0 for an empty one.
    private var slots: [Int32] = []
    private var names: [String] = []
    /// The candidates' bytes, one after another; `starts[i]..<starts[i + 1]` are `names[i]`'s.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]

    init(_ candidates: Set<String>) {
      for candidate in candidates {
        var candidate = candidate
        candidate.withUTF8 { utf8 in
          guard let first = utf8.first, let last = utf8.last else { return }
          firstBytes[Int(first)] = true
          lastBytes[Int(last)] = true
          lengths[min(utf8.count, 255)] = true
          if utf8.contains(where: { $0 >= 0x80 }) { isASCII = false }
        }
      }
      guard isASCII, !candidates.isEmpty else { return }
      var capacity = 16
      while capacity < candidates.count * 2 { capacity *= 2 }
      slots = [Int32](repeating: 0, count: capacity)
      for candidate in candidates {
        let utf8 = Array(candidate.utf8)
        var slot = Self.hash(utf8[...]) & (capacity - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
        names.append(candidate)
        bytes += utf8
        starts.append(bytes.count)
        slots[slot] = Int32(names.count)
      }
    }

    /// FNV-1a over the bytes.
    @inline(__always)
    static func hash<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return Int(truncatingIfNeeded: hash >> 1)
    }

    /// For an identifier `text[start..<end]`: `.some(name)` when the byte table answers (the
    /// candidate it is, or nil when none), `.none` when the set must be asked (non-ASCII).
    @inline(__always)
    func match(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String?? {
      guard isASCII, !slots.isEmpty else { return .none }
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var high: UInt8 = 0
      for index in start..<end {
        let byte = text[index]
        high |= byte
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      guard high < 0x80 else { return .none }
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash >> 1) & mask
      let length = end - start
      while true {
        let entry = Int(slots[slot])
        if entry == 0 { return .some(nil) }
        let from = starts[entry - 1], to = starts[entry]
        if to - from == length {
          var same = true
          var offset = 0
          while offset < length {
            if bytes[from + offset] != text[start + offset] { same = false; break }
            offset += 1
          }
          if same { return .some(names[entry - 1]) }
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The same, with the candidates' ``CandidateFilter`` made already.
  static func forEachIdentifier(
    in bytes: [UInt8], candidates: Set<String>, filter: CandidateFilter, skippingComments: Bool = true, anyCase: Bool = false,
    _ body: (String, Int) -> Void
  ) {
    bytes.withUnsafeBufferPointer { text in
      forEachIdentifierRange(in: bytes, skippingComments: skippingComments) { start, end in
        // Only identifiers that start with a capital letter can be candidates.
        guard anyCase || (text[start] >= 65 && text[start] <= 90) else { return }
        guard filter.lengths[min(end - start, 255)], filter.firstBytes[Int(text[start])], filter.lastBytes[Int(text[end - 1])] else { return }
        if let answer = filter.match(text, start, end) {
          if let name = answer { body(name, start) }
          return
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
        if candidates.contains(name) { body(name, start) }
      }
    }
  }

  /// Calls `body` with the start and end offsets of each whole identifier in `bytes`; with
  /// `skippingComments`, none inside a comment (see ``forEachIdentifier(in:candidates:skippingComments:anyCase:_:)``).
  @inline(__always)
  static func forEachIdentifierRange(in bytes: [UInt8], skippingComments: Bool, _ body: (Int, Int) -> Void) {
    let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n")
    let backslash = UInt8(ascii: "\\")
    // One table look-up per byte, through pointers: this scan runs over every byte of every file
    // (for each file's identifier index), and the tests and bounds checks of a byte-by-byte
    // `[UInt8]` loop showed in profiles.
    let classes = skippingComments ? Self.byteClassesSkippingComments : Self.byteClasses
    bytes.withUnsafeBufferPointer { buffer in
      classes.withUnsafeBufferPointer { classOf in
        var index = 0
        var inString = false
        let count = buffer.count
        while index < count {
          let byte = buffer[index]
          let byteClass = classOf[Int(byte)]
          if byteClass == ByteClass.other {
            index += 1
            continue
          }
          if byteClass == ByteClass.identifier {
            let start = index
            index += 1
            while index < count && classOf[Int(buffer[index])] == ByteClass.identifier { index += 1 }
            body(start, index)
            continue
          }
          // Only when skipping comments: a newline, backslash, quote or slash.
          if byte == newline {
            inString = false  // a multi-line string is rare; mentions in it count either way
            index += 1
            continue
          }
          if byte == backslash && inString {
            index += 2
            continue
          }
          if byte == quote {
            inString.toggle()
            index += 1
            continue
          }
          if !inString && byte == slash && index + 1 < count {
            if buffer[index + 1] == slash {
              while index < count && buffer[index] != newline { index += 1 }
              continue
            }
            if buffer[index + 1] == star {
              // Swift's block comments nest: `/* … /* … */ … */` is one comment.
              index += 2
              var depth = 1
              while index + 1 < count && depth > 0 {
                if buffer[index] == star && buffer[index + 1] == slash {
                  depth -= 1
                  index += 2
                } else if buffer[index] == slash && buffer[index + 1] == star {
                  depth += 1
                  index += 2
                } else {
                  index += 1
                }
              }
              if depth > 0 { index = count }  // unclosed: a comment to the end
              continue
            }
          }
          index += 1
        }
      }
    }
  }

  /// What the identifier scan does with each byte value.
  private enum ByteClass {
    static let other: UInt8 = 0, identifier: UInt8 = 1, special: UInt8 = 2
  }

  /// Identifier bytes (``isIdentifierByte(_:)``); every other byte is passed over.
  private static let byteClasses: [UInt8] = (0..<256).map { isIdentifierByte(UInt8($0)) ? ByteClass.identifier : ByteClass.other }

  /// The same, with the bytes that open or close comments and strings marked.
  private static let byteClassesSkippingComments: [UInt8] = (0..<256).map { value in
    if isIdentifierByte(UInt8(value)) { return ByteClass.identifier }
    return Array("\n\\\"/".utf8).contains(UInt8(value)) ? ByteClass.special : ByteClass.other
  }

  /// ``forEachIdentifier(in:candidates:skippingComments:anyCase:_:)`` over a model's source,
  /// comments skipped, through the identifiers its modelling found (``IdentifierOccurrences``):
  /// the same mentions in the same order, without scanning the text again. `filter` is the
  /// candidates' ``CandidateFilter``, made once for every file searched.
  static func forEachIdentifier(
    in file: SwiftFileModel, candidates: Set<String>, filter: CandidateFilter, anyCase: Bool = false, _ body: (String, Int) -> Void
  ) {
    let bounds = file.identifiers.bounds
    file.converter.source.bytes.withUnsafeBufferPointer { bytes in
      var index = 0
      while index < bounds.count {
        let start = Int(bounds[index]), end = Int(bounds[index + 1])
        index += 2
        // Only identifiers that start with a capital letter can be candidates.
        guard anyCase || (bytes[start] >= 65 && bytes[start] <= 90) else { continue }
        guard filter.lengths[min(end - start, 255)], filter.firstBytes[Int(bytes[start])], filter.lastBytes[Int(bytes[end - 1])] else { continue }
        if let answer = filter.match(bytes, start, end) {
          if let name = answer { body(name, start) }
          continue
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        if candidates.contains(name) { body(name, start) }
      }
    }
  }
}
