import A11yCore
import SwiftSyntax

/// What the walk sees UIKit code declare and do, kept raw and resolved into `UIKitObject`s when
/// the walk is over: a property may be declared after the method that configures it.
struct UIKitObjectCollector {
  /// Swift 2's names of UIView's flags (`userInteractionEnabled`, `hidden`, `enabled`), as Swift 3
  /// renamed them: Yep's `button.userInteractionEnabled = false` is today's `isUserInteractionEnabled`.
  static func currentName(of property: String) -> String {
    switch property {
    case "userInteractionEnabled": "isUserInteractionEnabled"
    case "hidden": "isHidden"
    case "enabled": "isEnabled"
    default: property
    }
  }

  struct Declaration {
    var scope: ScopeKey
    var name: String
    var declaredClass: String
    var position: SourcePosition
    var isOutlet: Bool
    var enclosingType: String?
    /// Summarized only if the declaration turns out to be a UIKit object.
    var initializer: FunctionCallExprSyntax?
    var isStatic = false
    /// A local's block end (``UIKitObject/blockEnd``).
    var blockEnd: Int?
  }

  // Raw records keep their syntax: only those that turn out to touch a UIKit object are
  // summarized, when the walk is over.
  struct Assignment {
    var scopes: [ScopeKey]
    var receiver: [String]
    /// The value's elements: one expression, or an unfolded ternary.
    var value: [ExprSyntax]
    /// UTF-8 offsets of the receiver and of the whole assignment: made positions only for the
    /// assignments an object is found for (most are not, and each position is a search).
    var offset: Int
    var startOffset: Int
    var endOffset: Int
  }

  struct Call {
    var scopes: [ScopeKey]
    var receiver: [String]
    var arguments: LabeledExprListSyntax
    /// UTF-8 offset of the call, made a position only when an object is found for it.
    var offset: Int
  }

  var declarations: [Declaration] = []
  var assignments: [Assignment] = []
  var calls: [Call] = []
  /// Immediately-invoked closure scopes whose returned local is the property being initialised.
  var aliases: [ScopeKey: [String: ScopeKey]] = [:]
  var aliasNames: [ScopeKey: [String: String]] = [:]
  /// Class inheritance declared in this file, to see `class RoundButton: UIButton` as a UIButton.
  var inheritance: [String: String] = [:]
  /// Every local variable and parameter name, by scope, UIKit or not.
  var localNames: [ScopeKey: Set<String>] = [:]
  /// Every local's initial value, by scope and name (raw: only a local passed to an image view as
  /// its image is summarized, ``UIKitObject/imageSources``).
  var localValues: [(scope: ScopeKey, name: String, value: ExprSyntax)] = []
  /// `if let avatar = avatarImageView`, `guard let label = self.titleLabel`: locals that unwrap a
  /// property, by scope, so what the code sets on them it sets on the property.
  var unwrappedProperties: [ScopeKey: [String: String]] = [:]
  /// The class of each parameter and local declared with one (`_ cell: RepoCell`, `let cell =
  /// … as! RepoCell`, `let cell: RepoCell`), by scope.
  var localTypes: [ScopeKey: [String: String]] = [:]
  /// Each local declared with a class, with where it is declared: one scope (a function) may
  /// declare the same name again in another block (`let cell = … as! AssigneeCell` in one `if`,
  /// `let cell = … as! LabelCell` in the next), and a use means the latest one before it.
  var localTypeDeclarations: [ScopeKey: [String: [(offset: Int, type: String)]]] = [:]

  /// The class of the local `name` seen from `scopes` at `offset`.
  func localType(of name: String, scopes: [ScopeKey], at offset: Int) -> String? {
    for scope in scopes.reversed() {
      if let declared = localTypeDeclarations[scope]?[name], declared.count > 1 {
        return declared.last(where: { $0.offset < offset })?.type ?? declared.first?.type
      }
      if let type = localTypes[scope]?[name] { return type }
    }
    return nil
  }
  /// Computed properties that may return the view itself, by type: a path through one is `self`.
  var selfAliases: [String: Set<String>] = [:]
  /// The file hands `self` to RxSwift closures as `owner`: a path from `owner` is a path from `self`.
  var ownerIsSelf = false
  /// Where each type is declared: the position of `self` objects.
  var typePositions: [String: SourcePosition] = [:]
  /// Every assignment and call by its path, for what no object here stands for (a storyboard's cells).
  var codeActions = CodeActions()
  /// The names the file mounts as subviews.
  var mounts = SubviewMounts()

  /// Controls that code creates inline in an assignment to a property path.
  static let inlineControlClasses: Set<String> = ["UIBarButtonItem", "UIButton"]

  /// `cell.issuesLabel.attributedText = title` through a parameter or local of a known class:
  /// type → outlet → what is set or called on it (``FileDeclarations/typedLocalOutletAssignments``).
  func typedLocalOutletPaths() -> [String: [String: Set<String>]] {
    guard !localTypes.isEmpty else { return [:] }
    var result: [String: [String: Set<String>]] = [:]
    func note(_ scopes: [ScopeKey], _ receiver: [String], _ offset: Int) {
      guard receiver.count >= 3, receiver[0] != "self",
            let type = localType(of: receiver[0], scopes: scopes, at: offset) else { return }
      let outlet = receiver[1].trimmingCharacters(in: ["?", "!"])
      result[type, default: [:]][outlet, default: []].insert(receiver[2...].joined(separator: "."))
    }
    for assignment in assignments { note(assignment.scopes, assignment.receiver, assignment.offset) }
    for call in calls { note(call.scopes, call.receiver, call.offset) }
    return result
  }

  /// Members of another object given an action (`cell.button.addTarget(...)` in a cell
  /// registration's closure, whose `cell` has no written type): by member name.
  func membersWiredThroughLocals() -> Set<String> {
    var names: Set<String> = []
    for call in calls where call.receiver.count >= 3 && call.receiver[0] != "self" {
      guard let method = call.receiver.last, method == "addTarget" || method == "addAction" else { continue }
      names.insert(call.receiver[call.receiver.count - 2].trimmingCharacters(in: ["?", "!"]))
    }
    return names
  }

  /// Types a typed local or parameter of theirs is made one element through, outside their own
  /// code (`cell.isAccessibilityElement = true` in a data source's `configureCardCell(_ cell:
  /// FolderCardCollectionViewCell, ...)`, OsmAnd's folder cards).
  func typedLocalsMadeOneElement() -> Set<String> {
    guard !localTypes.isEmpty else { return [] }
    var types: Set<String> = []
    for assignment in assignments where assignment.receiver.count == 2 && assignment.receiver[0] != "self" {
      let property = assignment.receiver[1]
      let makesElement = property == "accessibilityElements"
        || property == "isAccessibilityElement" && assignment.value.count == 1
          && assignment.value[0].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
      guard makesElement,
            let type = localType(of: assignment.receiver[0], scopes: assignment.scopes, at: assignment.offset) else { continue }
      types.insert(type)
    }
    return types
  }

  /// `return b` in the closure that initialises `property`: `b` is that property.
  mutating func alias(_ local: String, in scope: ScopeKey, to property: String, in target: ScopeKey) {
    aliases[scope, default: [:]][local] = target
    aliasNames[scope, default: [:]][local] = property
  }

  /// `class Checkout: UIViewController`, or a project base class named like one.
  func isViewController(_ type: String) -> Bool {
    var current = type
    var seen: Set<String> = []
    while let parent = inheritance[current], !seen.contains(parent) {
      if parent.hasSuffix("ViewController") { return true }
      seen.insert(current)
      current = parent
    }
    return false
  }

  /// The UIKit class behind a declared class: itself, or the first UIKit ancestor declared in this file.
  func uikitClass(of declaredClass: String) -> String? {
    var current = declaredClass
    var seen: Set<String> = []
    while !seen.contains(current) {
      if UIKitClasses.known.contains(current) || current.hasSuffix("GestureRecognizer") { return current }
      seen.insert(current)
      guard let parent = inheritance[current] else { return nil }
      current = parent
    }
    return nil
  }

  /// A class this file can't resolve that may be a UIKit view declared in another file
  /// (`ProfileCell`, `PrimaryButton`): kept, to be resolved against the project index. An `NS`
  /// prefix is a project's too (SwissCovid's `NSRoundImageButton`); an AppKit or Foundation class
  /// of a view word (`NSTextField`) resolves to no UIKit class there and goes.
  static func mayBeProjectView(_ name: String) -> Bool {
    // Class names are ASCII: then characters are bytes, and a byte search costs a fraction of
    // Foundation's `contains`/`hasSuffix` (which showed in profiles, asked per object).
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return mayBeProjectViewByCharacters(name) }
    let bytes = Array(name.utf8)
    guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
          !bytes.contains(UInt8(ascii: "<")),
          !SwiftUIView.controlNames.contains(name), !Self.excludedNames.contains(name),
          !Self.hasPrefix(bytes, "UI"), !Self.hasPrefix(bytes, "CG"), !Self.hasPrefix(bytes, "CA") else { return false }
    if Self.nonViewSuffixes.contains(where: { Self.hasSuffix(bytes, $0) }) { return false }
    return Self.viewWords.contains { containsBytes(bytes, $0) }
  }

  private static let excludedNames: Set<String> = ["View", "Image", "Label", "Text", "Color"]
  private static let nonViewWords = [
    "Model", "Controller", "Manager", "Service", "Delegate", "DataSource", "Coordinator", "Provider",
    "Store", "Configuration", "Style", "Layout", "Builder", "Factory", "Handler", "Formatter",
  ]
  private static let viewWordList = [
    "View", "Button", "Cell", "Label", "Control", "Field", "Bar", "Item", "Switch", "Slider", "Image",
    "Header", "Footer", "Stack", "Picker", "Stepper", "Badge", "Avatar", "Icon", "Card", "Chip", "Toggle",
  ]
  private static let nonViewSuffixes = nonViewWords.map { Array($0.utf8) }
  private static let viewWords = viewWordList.map { Array($0.utf8) }

  /// The same test by characters, for a name outside ASCII.
  private static func mayBeProjectViewByCharacters(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase, !name.contains("<"),
          !SwiftUIView.controlNames.contains(name), !excludedNames.contains(name),
          !name.hasPrefix("UI"), !name.hasPrefix("CG"), !name.hasPrefix("CA") else { return false }
    if nonViewWords.contains(where: name.hasSuffix) { return false }
    let bytes = Array(name.utf8)
    return viewWords.contains { containsBytes(bytes, $0) }
  }

  private static func hasPrefix(_ bytes: [UInt8], _ prefix: StaticString) -> Bool {
    prefix.withUTF8Buffer { bytes.starts(with: $0) }
  }

  private static func hasSuffix(_ bytes: [UInt8], _ suffix: [UInt8]) -> Bool {
    bytes.count >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
  }

  /// A byte search: Foundation's `String.contains` bridges to NSString and showed in profiles.
  private static func containsBytes(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  /// The class to give an object of `declaredClass`: its UIKit class, "" while it waits for the
  /// project index, or nil when it is no view.
  func objectClass(of declaredClass: String) -> (uikit: String, resolved: Bool)? {
    if let known = classCache.value[declaredClass] { return known }
    let result = computeObjectClass(of: declaredClass)
    classCache.value[declaredClass] = .some(result)
    return result
  }

  /// Per file, many objects share a class.
  final class ClassCache {
    var value: [String: (uikit: String, resolved: Bool)?] = [:]
  }
  let classCache = ClassCache()

  private func computeObjectClass(of declaredClass: String) -> (uikit: String, resolved: Bool)? {
    if let uikit = uikitClass(of: declaredClass) { return (uikit, true) }
    // The first ancestor this file can't see may be a project view class.
    var current = declaredClass
    var seen: Set<String> = []
    while let parent = inheritance[current], seen.insert(current).inserted { current = parent }
    return Self.mayBeProjectView(current) || Self.mayBeProjectView(declaredClass) ? ("", false) : nil
  }

  /// `title = "Cart"` / `navigationItem.title = ...` in a view controller: the title its navigation bar shows.
  func controllerTitles(summarizer: ExpressionSummarizer) -> [String: ExpressionInfo] {
    var titles: [String: ExpressionInfo] = [:]
    for assignment in assignments {
      guard case .type(let type)? = assignment.scopes.last, isViewController(type) else { continue }
      var path = assignment.receiver
      if path.first == "self" { path.removeFirst() }
      guard path == ["title"] || path == ["navigationItem", "title"] else { continue }
      // `var title = ...` declared in the method is no controller title.
      if assignment.receiver.first != "self", assignment.scopes.contains(where: { localNames[$0]?.contains(path[0]) == true }) { continue }
      titles[type] = summarizer.summarize(elements: assignment.value)
    }
    return titles
  }

  func resolve(summarizer: ExpressionSummarizer) -> [UIKitObject] {
    let converter = summarizer.converter
    var objects: [UIKitObject] = []
    var objectIndex: [ScopeKey: [String: Int]] = [:]
    func isAlias(_ declaration: Declaration) -> Bool { aliases[declaration.scope]?[declaration.name] != nil }
    // Objects first (a property declared with a type and created by a closure keeps the first)...
    // Image views given a local as their image (`UIImageView(image: image)`, `view.image = image`):
    // the local's name and the scope that declares it, by object.
    var imageLocals: [(object: Int, name: String, scope: ScopeKey)] = []
    func noteImageLocal(_ object: Int, _ value: ExprSyntax?, scopes: [ScopeKey]) {
      guard let name = value?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let scope = scopes.first(where: { localNames[$0]?.contains(name) == true }), case .local = scope else { return }
      imageLocals.append((object, name, scope))
    }
    for declaration in declarations where !isAlias(declaration) {
      guard let (uikit, resolved) = objectClass(of: declaration.declaredClass),
            objectIndex[declaration.scope]?[declaration.name] == nil else { continue }
      if let arguments = declaration.initializer?.arguments {
        noteImageLocal(objects.count, arguments.first { $0.label?.text == "image" }?.expression, scopes: [declaration.scope])
      }
      objectIndex[declaration.scope, default: [:]][declaration.name] = objects.count
      objects.append(UIKitObject(
        name: declaration.name, uikitClass: uikit, declaredClass: declaration.declaredClass,
        position: declaration.position, isOutlet: declaration.isOutlet, enclosingType: declaration.enclosingType,
        initializer: declaration.initializer.map { summarizer.summarize(ExprSyntax($0)) }))
      objects[objects.count - 1].classIsResolved = resolved
      if case .local = declaration.scope {
        objects[objects.count - 1].isLocal = true
        objects[objects.count - 1].blockEnd = declaration.blockEnd
      }
      objects[objects.count - 1].isStatic = declaration.isStatic
    }
    // ...then the locals that initialising closures return: they are those properties, whatever
    // class they were created as (`let button = HighlightButton(); ...; return button`).
    for declaration in declarations where isAlias(declaration) {
      guard let target = aliases[declaration.scope]?[declaration.name],
            let property = aliasNames[declaration.scope]?[declaration.name] else { continue }
      if objectIndex[target]?[property] == nil, let (uikit, resolved) = objectClass(of: declaration.declaredClass) {
        objectIndex[target, default: [:]][property] = objects.count
        objects.append(UIKitObject(
          name: property, uikitClass: uikit, declaredClass: declaration.declaredClass, position: declaration.position,
          isOutlet: false, enclosingType: declaration.enclosingType, initializer: declaration.initializer.map { summarizer.summarize(ExprSyntax($0)) }))
        objects[objects.count - 1].classIsResolved = resolved
      } else if let existing = objectIndex[target]?[property], objects[existing].initializer == nil,
                let call = declaration.initializer {
        // `lazy var b: UIButton = { let b = UIButton(configuration: c); ...; return b }()`: the
        // property is created by the local's initializer.
        objects[existing].initializer = summarizer.summarize(ExprSyntax(call))
      }
      objectIndex[declaration.scope, default: [:]][declaration.name] = objectIndex[target]?[property]
    }
    // A view controller's root `view`: what its subviews are added to and drawn on.
    for (type, position) in typePositions.sorted(by: { $0.key < $1.key })
    where isViewController(type) && objectIndex[.type(type)]?["view"] == nil {
      objectIndex[.type(type), default: [:]]["view"] = objects.count
      objects.append(UIKitObject(
        name: "view", uikitClass: "UIView", declaredClass: "UIView", position: position,
        isOutlet: false, enclosingType: type, initializer: nil))
      objects[objects.count - 1].isRootView = true
    }
    // `self` in a UIKit subclass declared here.
    var selfObjects: [String: Int] = [:]
    func selfObject(_ type: String?) -> Int? {
      // Only subclasses declared here: `extension UIButton { ... }` adds helpers to every button,
      // it doesn't configure one.
      guard let type, typePositions[type] != nil, inheritance[type] != nil,
            let (uikit, resolved) = objectClass(of: type), type != uikit else { return nil }
      if let existing = selfObjects[type] { return existing }
      selfObjects[type] = objects.count
      objects.append(UIKitObject(
        name: "self", uikitClass: uikit, declaredClass: type,
        position: typePositions[type] ?? SourcePosition(line: 1, column: 1, utf8Offset: 0),
        isOutlet: false, enclosingType: type, initializer: nil))
      objects[objects.count - 1].classIsResolved = resolved
      return selfObjects[type]
    }

    // `navigationItem.rightBarButtonItem = UIBarButtonItem(image: ...)`: a control created where
    // it is assigned to a property path; it goes by that path.
    // Only these objects have a name of several parts: without one, no longer path is looked up.
    var hasPathNames = false
    for assignment in assignments where assignment.value.count == 1 {
      guard let call = assignment.value[0].as(FunctionCallExprSyntax.self),
            case .type(let type)? = assignment.scopes.last else { continue }
      let callee = ViewTreeBuilder.calleeName(call.calledExpression)
      guard Self.inlineControlClasses.contains(callee) else { continue }
      var path = assignment.receiver
      if path.first == "self" { path.removeFirst() }
      let name = path.joined(separator: ".")
      guard path.count >= 2, objectIndex[.type(type)]?[name] == nil,
            !assignment.scopes.contains(where: { objectIndex[$0]?[path[0]] != nil }) else { continue }
      objectIndex[.type(type), default: [:]][name] = objects.count
      hasPathNames = true
      objects.append(UIKitObject(
        name: name, uikitClass: callee, declaredClass: callee, position: converter.position(utf8Offset: assignment.offset), isOutlet: false,
        enclosingType: type.isEmpty ? nil : type, initializer: summarizer.summarize(ExprSyntax(call))))
    }

    // `navigationItem.rightBarButtonItem = deleteIcon`: the path goes by that object from then on
    // (`navigationItem.rightBarButtonItem?.accessibilityLabel = ...` labels `deleteIcon`, CovPass).
    for assignment in assignments where assignment.value.count == 1 {
      guard let name = assignment.value[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
            case .type(let type)? = assignment.scopes.last,
            let object = assignment.scopes.lazy.compactMap({ objectIndex[$0]?[name] }).first else { continue }
      var path = assignment.receiver
      if path.first == "self" { path.removeFirst() }
      let pathName = path.joined(separator: ".")
      guard path.count >= 2, objectIndex[.type(type)]?[pathName] == nil,
            !assignment.scopes.contains(where: { objectIndex[$0]?[path[0]] != nil }) else { continue }
      objectIndex[.type(type), default: [:]][pathName] = object
      hasPathNames = true
    }

    func resolve(_ scopes: [ScopeKey], _ receiver: [String]) -> (Int, String)? {
      var path = receiver
      if path.first == "self" || ownerIsSelf && path.count >= 2 && path[0] == "owner" { path.removeFirst() }
      if path.count >= 2, case .type(let type) = scopes.last, selfAliases[type]?.contains(path[0]) == true { path.removeFirst() }
      guard !path.isEmpty else { return nil }
      if path.count >= 2, receiver.first != "self", !scopes.contains(where: { objectIndex[$0]?[path[0]] != nil }),
         let property = scopes.lazy.compactMap({ unwrappedProperties[$0]?[path[0]] }).first {
        path[0] = property
      }
      // The longest property path that names an object (`navigationItem.rightBarButtonItem`).
      if hasPathNames, path.count >= 3 {
        for length in stride(from: path.count - 1, through: 2, by: -1) {
          let name = path[..<length].joined(separator: ".")
          if let object = scopes.lazy.compactMap({ objectIndex[$0]?[name] }).first {
            return (object, path[length...].joined(separator: "."))
          }
        }
      }
      if path.count >= 2 {
        if let object = scopes.lazy.compactMap({ objectIndex[$0]?[path[0]] }).first {
          return (object, path.dropFirst().joined(separator: "."))
        }
        // A local or parameter of a class we don't know is not `self`.
        if scopes.contains(where: { localNames[$0]?.contains(path[0]) == true }) { return nil }
      }
      // `backgroundColor = tag.color` where the method declared `var backgroundColor = UIColor.black`:
      // the local, not the view's own property (Spearmint's tag chips).
      if path.count == 1, receiver.first != "self", scopes.contains(where: { localNames[$0]?.contains(path[0]) == true }) { return nil }
      if case .type(let type) = scopes.last, let object = selfObject(type) {
        return (object, path.joined(separator: "."))
      }
      return nil
    }

    // `self.publicPlanButton = publicPlanButton`: a local made and stored in the property of a
    // type's; the label code later sets through the property (in `reloadData()`, Off-Day's bar
    // button) is set on the object the local made.
    var storedLocals: [(local: Int, property: Int)] = []
    for assignment in assignments {
      if assignment.receiver.count == 2, assignment.receiver[0] == "self", assignment.value.count == 1,
         let local = assignment.value[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
         let localObject = assignment.scopes.dropLast().lazy.compactMap({ objectIndex[$0]?[local] }).first,
         let typeScope = assignment.scopes.last, let propertyObject = objectIndex[typeScope]?[assignment.receiver[1]],
         propertyObject != localObject {
        storedLocals.append((localObject, propertyObject))
      }
      // `button = UIButton(configuration: config)` for a property declared without a value
      // (`var button: UIButton!`), or with a bare placeholder (`var button = UIButton()`, HMOA's
      // gender buttons): that call creates it.
      let bare = assignment.receiver.first == "self" ? Array(assignment.receiver.dropFirst()) : assignment.receiver
      if bare.count == 1, assignment.value.count == 1, let call = assignment.value[0].as(FunctionCallExprSyntax.self),
         let object = assignment.scopes.lazy.compactMap({ objectIndex[$0]?[bare[0]] }).first,
         objects[object].initializer.map({ $0.callArguments.isEmpty && !call.arguments.isEmpty }) ?? true,
         ViewTreeBuilder.calleeName(call.calledExpression) == objects[object].declaredClass {
        objects[object].initializer = summarizer.summarize(ExprSyntax(call))
        continue
      }
      guard let (object, property) = resolve(assignment.scopes, assignment.receiver) else { continue }
      if property == "image", assignment.value.count == 1 { noteImageLocal(object, assignment.value[0], scopes: assignment.scopes) }
      objects[object].assignments.append(PropertyAssignment(
        property: Self.currentName(of: property), value: summarizer.summarize(elements: assignment.value),
        position: converter.position(utf8Offset: assignment.offset),
        start: converter.position(utf8Offset: assignment.startOffset), end: converter.position(utf8Offset: assignment.endOffset)))
    }
    for (object, name, scope) in imageLocals {
      // What the local holds: its initial value and every value assigned to it; a label set on it
      // (`image.accessibilityLabel = ...`) is the view's image's label.
      for local in localValues where local.scope == scope && local.name == name {
        objects[object].imageSources.append(summarizer.summarize(local.value))
      }
      for assignment in assignments where assignment.scopes.contains(scope) && assignment.receiver.first == name {
        let value = summarizer.summarize(elements: assignment.value)
        if assignment.receiver.count == 1 {
          objects[object].imageSources.append(value)
        } else if assignment.receiver.count == 2, assignment.receiver[1] == "accessibilityLabel" {
          objects[object].assignments.append(PropertyAssignment(
            property: "image.accessibilityLabel", value: value, position: converter.position(utf8Offset: assignment.offset),
            start: converter.position(utf8Offset: assignment.startOffset), end: converter.position(utf8Offset: assignment.endOffset)))
        }
      }
    }
    for call in calls {
      guard let (object, method) = resolve(call.scopes, call.receiver) else { continue }
      objects[object].calls.append(MethodCall(
        method: method, arguments: summarizer.arguments(call.arguments), position: converter.position(utf8Offset: call.offset)))
    }
    // Only the label, and only while the property holds nothing else: a property given a new
    // object elsewhere (`editButton = UIBarButtonItem(image: check)`) labels that one.
    for (local, property) in Set(storedLocals.map { [$0.local, $0.property] }).map({ ($0[0], $0[1]) }) {
      let name = objects[property].name
      let remade = assignments.contains { assignment in
        let bare = assignment.receiver.first == "self" ? Array(assignment.receiver.dropFirst()) : assignment.receiver
        return bare == [name] && assignment.value.count == 1 && assignment.value[0].is(FunctionCallExprSyntax.self)
      }
      guard !remade else { continue }
      objects[local].assignments += objects[property].assignments.filter { $0.property == "accessibilityLabel" }
    }
    return objects
  }
}
