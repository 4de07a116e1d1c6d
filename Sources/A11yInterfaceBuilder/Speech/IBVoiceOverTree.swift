import A11yCore
import A11ySwiftSource
import Foundation

/// The elements VoiceOver visits on each storyboard scene and each top-level xib view, and what
/// it says for each. Every object is described as a ``UIKitSpeech`` (what the file sets, then what
/// the owner's Swift code sets through its outlet) and phrased by the same ``SpokenElement`` code
/// as SwiftUI and UIKit-in-code screens.
public struct IBVoiceOverTree: Sendable {
  public let document: IBDocument
  public let facts: IBFacts
  public let code: UIKitCodeTree
  /// Outlets pointing at each object id: (owner's class, property).
  private var outlets: [String: [(owner: String, property: String)]] = [:]

  /// One screen of the file: a scene's controller or a top-level xib view.
  public struct Root: Sendable {
    public var name: String
    /// Names `--view` also accepts: the custom class, the storyboard identifier, the file's owner.
    public var aliases: [String]
    public var object: Int
  }

  public private(set) var roots: [Root] = []
  /// The class of a xib's File's Owner.
  private var filesOwnerClass: String?

  static let containerControllers: Set<String> = [
    "navigationController", "tabBarController", "splitViewController", "pageViewController",
  ]

  public init(document: IBDocument, facts: IBFacts, code: UIKitCodeTree) {
    self.document = document
    self.facts = facts
    self.code = code
    let filesOwner = document.objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
    filesOwnerClass = filesOwner?.customClass
    for object in document.objects {
      // A File's Owner's outlets belong to its class; a controller's or cell's to its custom class.
      guard let ownerClass = object.customClass else { continue }
      for outlet in object.outlets { outlets[outlet.destination, default: []].append((ownerClass, outlet.property)) }
    }
    var used: [String: Int] = [:]
    func add(_ name: String, aliases: [String], object: Int) {
      used[name, default: 0] += 1
      let unique = used[name]! > 1 ? "\(name) #\(used[name]!)" : name
      roots.append(Root(name: unique, aliases: aliases, object: object))
    }
    switch document.kind {
    case .storyboard:
      for scene in document.scenes {
        guard let index = scene.controller else { continue }
        let controller = document.objects[index]
        if Self.containerControllers.contains(controller.element) || controller.element == "placeholder" { continue }
        let identifier = controller["storyboardIdentifier"]
        let name = controller.customClass ?? identifier ?? controller["title"] ?? "\(controller.element) \(controller.id)"
        add(name, aliases: [controller.customClass, identifier].compactMap { $0 }, object: index)
      }
    case .xib:
      for object in document.objects where object.parent == nil {
        // Views and cells only: not placeholders, recognizers, `<device>` or custom objects.
        guard IBClasses.table[object.element] != nil, !object.element.hasSuffix("GestureRecognizer"),
              !object.element.hasSuffix("Controller") || object.children.contains(where: { document.objects[$0].key == "view" }) else { continue }
        let name = object.customClass ?? filesOwner?.customClass ?? "\(document.baseName) (\(object.element) \(object.id))"
        add(name, aliases: [object.customClass, filesOwner?.customClass, document.baseName].compactMap { $0 }, object: object.index)
      }
    }
  }

  public func root(named name: String) -> Root? {
    roots.first { $0.name == name } ?? roots.first { $0.aliases.contains(name) }
  }

  // MARK: Strings

  /// The storyboard's `.strings` tables as the speech renderer reads them: "ObjectID.property" →
  /// language → text, with the file's own text under `Base` (what a language without a table shows).
  public static func strings(of document: IBDocument) -> [String: [String: String]] {
    var result: [String: [String: String]] = [:]
    for (language, table) in document.stringTables {
      for (key, text) in table { result[key, default: [:]][language] = text }
    }
    for key in Array(result.keys) {
      guard let dot = key.firstIndex(of: "."), let object = document.object(id: String(key[..<dot])) else { continue }
      let property = String(key[key.index(after: dot)...])
      let base: String? = switch property {
      case "text": object.text
      case "normalTitle": object.states["normal"]?.title
      case "accessibilityLabel": object.accessibility.label
      case "accessibilityHint": object.accessibility.hint
      case "placeholder", "title", "headerTitle", "footerTitle": object[property]
      default: nil
      }
      if let base { result[key]?["Base"] = base }
    }
    return result
  }

  func localized(_ object: IBObject, _ property: String, _ base: String) -> [SpokenText] {
    [SpokenText(.localized(key: "\(object.id).\(property)", base: base), at: object.position)]
  }

  // MARK: Screens

  struct Walk {
    var usedFrames = false
    var usedDocumentOrder = false
    var visited: Set<Int> = []
  }

  public func screen(_ root: Root, language: Language = .english, strings: [String: [String: String]] = [:]) -> SpokenScreen {
    let object = document.objects[root.object]
    var walk = Walk()
    var elements: [SpokenElement] = []
    if object.element.hasSuffix("Controller") {
      let children = object.children.map { document.objects[$0] }
      let navigationItem = children.first { $0.element == "navigationItem" }
      // The title first, as a heading: the navigation item's, the controller's, or the one its code sets.
      if let item = navigationItem, let title = item["title"], !title.isEmpty {
        elements.append(heading(localized(item, "title", title), at: item))
      } else if let title = object["title"], !title.isEmpty {
        elements.append(heading(localized(object, "title", title), at: object))
      } else if let custom = object.customClass, let title = code.title(ofController: custom) {
        var element = heading([UIKitCodeTree.text(title)], at: object)
        element.position = title.start
        element.file = code.files.first { $0.controllerTitles[custom] != nil }?.path ?? document.path
        elements.append(element)
      }
      if let item = navigationItem {
        let items = document.descendants(of: item).filter { $0.element == "barButtonItem" }.sorted {
          ($0.key?.hasPrefix("left") == true ? 0 : 1, $0.index) < ($1.key?.hasPrefix("left") == true ? 0 : 1, $1.index)
        }
        for barItem in items { elements += read(barItem, walk: &walk) }
      }
      for child in children where child.key == "view" || ["view", "tableView", "collectionView"].contains(child.element) && child.key == nil {
        elements += read(child, walk: &walk)
      }
      // Toolbar items, then the controller's tab bar item.
      for child in children where child.element == "barButtonItem" { elements += read(child, walk: &walk) }
      for child in children where child.element == "tabBarItem" { elements += read(child, walk: &walk) }
    } else {
      // A xib's view owned by a view controller: the title its code gives the screen comes first.
      if let owner = filesOwnerClass, object.element == "view", let title = code.title(ofController: owner) {
        var element = heading([UIKitCodeTree.text(title)], at: object)
        element.position = title.start
        element.file = code.files.first { $0.controllerTitles[owner] != nil }?.path ?? document.path
        elements.append(element)
      }
      elements += read(object, walk: &walk)
    }
    VoiceOverTree.markStumbles(&elements, renderer: SpeechRenderer(language: language, strings: strings), uikit: true)
    var notes: [LocalizedText] = []
    switch (walk.usedFrames, walk.usedDocumentOrder) {
    case (true, false):
      notes.append(LocalizedText(
        en: "order: by the frames Interface Builder gives, top to bottom, then leading to trailing, among each view's subviews",
        ko: "순서: Interface Builder의 프레임 기준으로 각 뷰의 하위 뷰를 위에서 아래, 앞에서 뒤로 정렬했습니다"))
    case (true, true):
      notes.append(LocalizedText(
        en: "order: by frames where Interface Builder gives them (top to bottom, leading to trailing), document order where it doesn't",
        ko: "순서: 프레임이 있는 곳은 프레임 기준(위에서 아래, 앞에서 뒤), 없는 곳은 문서 순서입니다"))
    case (false, true):
      notes.append(LocalizedText(
        en: "order: document order (the file gives no frames), which is the subview order",
        ko: "순서: 파일에 프레임이 없어 문서 순서(하위 뷰 순서)입니다"))
    case (false, false): break
    }
    return SpokenScreen(name: root.name, file: document.path, position: object.position, elements: elements, notes: notes)
  }

  func heading(_ label: [SpokenText], at object: IBObject) -> SpokenElement {
    var element = SpokenElement(viewName: "title", file: document.path, position: object.position)
    element.label = label
    element.traits = [.header]
    return element
  }

  // MARK: Objects

  static let silentElements: Set<String> = ["viewLayoutGuide", "layoutGuide", "placeholder", "segue", "point", "size"]
  static let unseeable: Set<String> = ["mapView", "wkWebView", "webView", "sceneKitView", "arscnView", "mtkView", "glkView"]

  /// What the object speaks: itself as one element, or the elements inside it, in reading order.
  func read(_ object: IBObject, walk: inout Walk, repeatedFor: String? = nil) -> [SpokenElement] {
    guard walk.visited.insert(object.index).inserted else { return [] }
    if object.isHidden || object.element.hasSuffix("GestureRecognizer") || Self.silentElements.contains(object.element) { return [] }
    if object.element == "barButtonItem", ["flexibleSpace", "fixedSpace"].contains(object["systemItem"] ?? "") { return [] }
    var speech = self.speech(of: object)
    var conditions: [String] = []
    // What the owner's code does through an outlet to the object.
    for outlet in outlets[object.id] ?? [] {
      guard let codeObject = code.object(ofType: outlet.owner, named: outlet.property) else { continue }
      speech = UIKitCodeTree.speech(of: codeObject, over: speech)
      switch UIKitCodeTree.hiddenState(of: codeObject) {
      case .hidden: return []
      case .shown: break
      case .sometimes(let condition): conditions.append(condition)
      }
    }
    var base = SpokenElement(viewName: object.customClass ?? facts.uikitClass(of: object), file: document.path, position: object.position)
    base.conditions = conditions
    base.repeatedFor = repeatedFor
    let type = speech.uikitClass
    var elements: [SpokenElement]

    if object.element == "barButtonItem", let custom = object.children.map({ document.objects[$0] }).first(where: { $0.key == "customView" }) {
      elements = read(custom, walk: &walk, repeatedFor: repeatedFor)
    } else if object.element == "segmentedControl" && speech.isElement != true {
      // Each segment is a button; the selected one says so.
      let selected = Int(object["selectedSegmentIndex"] ?? "")
      elements = object.segmentTitles.enumerated().map { index, title in
        var segment = base
        segment.label = localized(object, "segmentTitles[\(index)]", title)
        segment.traits = [.button]
        if index == selected { segment.addTrait(.selected) }
        if speech.isEnabled == false { segment.addTrait(.dimmed) }
        return segment
      }
    } else if type == "UITableViewCell" && speech.isAccessibilityElement {
      // A table cell is one element: UIKit joins what its subviews say; a control inside is not reached alone.
      let inside = readChildren(of: object, walk: &walk, repeatedFor: nil)
      var cell = speech.element(base)
      if speech.label == nil { cell.label = inside.flatMap { $0.label + $0.value } }
      if let control = inside.first(where: \.isInteractive) {
        let renderer = SpeechRenderer(language: .english)
        let name = renderer.words(control.label)
        let named = name.isEmpty ? "an unnamed control" : "the control '\(name)'"
        let namedKo = name.isEmpty ? "이름 없는 컨트롤" : "컨트롤('\(name)')"
        cell.stumbles.append(Stumble(kind: .controlInsideElement, message: LocalizedText(
          en: "\(named) inside this cell is read as part of the cell and not reached on its own; add it as a custom action or make the cell a container",
          ko: "이 셀 안의 \(namedKo)은 셀의 일부로 읽혀 따로 찾아갈 수 없습니다. 사용자 지정 동작으로 추가하거나 셀을 컨테이너로 만드세요")))
      }
      elements = [cell]
    } else if speech.isAccessibilityElement {
      elements = [speech.element(base)]
    } else {
      elements = []
      if object.element == "navigationItem", let title = object["title"], !title.isEmpty {
        var title = heading(localized(object, "title", title), at: object)
        title.repeatedFor = repeatedFor
        elements.append(title)
      }
      // A custom class whose Swift code adds subviews: read in place.
      if let custom = object.customClass, let own = code.contentElements(ofType: custom) { elements += own }
      let prototype = object.element == "tableView" && object["dataMode"] != "static"
      elements += readChildren(of: object, walk: &walk, repeatedFor: repeatedFor, prototypes: prototype)
      if let header = object["headerTitle"], !header.isEmpty {
        var title = base
        title.label = localized(object, "headerTitle", header)
        title.traits = [.header]
        elements.insert(title, at: 0)
      }
      if let footer = object["footerTitle"], !footer.isEmpty {
        var text = base
        text.label = localized(object, "footerTitle", footer)
        elements.append(text)
      }
      // Shown only when its owner's code shows it: so is everything inside.
      for index in elements.indices { elements[index].conditions = conditions + elements[index].conditions }
      let unknownClass = object.customClass.map { facts.project.types.declaration(of: $0) == nil } ?? false
      if elements.isEmpty, object.children.isEmpty, Self.unseeable.contains(object.element) || unknownClass && object.element == "view" {
        var unknown = base
        unknown.label = [SpokenText(.unknown(object.customClass ?? facts.uikitClass(of: object)), at: object.position)]
        unknown.stumbles.append(Stumble(kind: .unresolvedView, message: LocalizedText(
          en: "not followed: a view class this preview can't see into; what it says is unknown",
          ko: "따라가지 못한 뷰 클래스입니다. 무엇을 읽는지 알 수 없습니다")))
        elements = [unknown]
      }
    }
    // A tap recognizer on something not announced as a control.
    let tapped = object.gestureRecognizers.contains { document.object(id: $0)?.element == "tapGestureRecognizer" }
    if tapped, let first = elements.indices.first, !elements.contains(where: { $0.traits.contains(.button) || $0.traits.contains(.link) }) {
      elements[first].stumbles.append(UIKitSpeech.tapWithoutButtonTrait)
    }
    return elements
  }

  /// The subviews (and cells, sections, bar items) inside `object`, in reading order.
  func readChildren(of object: IBObject, walk: inout Walk, repeatedFor: String?, prototypes: Bool = false) -> [SpokenElement] {
    let children = object.children.map { document.objects[$0] }.filter {
      !$0.element.hasSuffix("GestureRecognizer") && !Self.silentElements.contains($0.element)
        && $0.key != "backgroundView" && $0.key != "selectedBackgroundView"
    }
    var ordered = children.filter { !$0.isHidden }
    let placed = ordered.filter { $0.element != "tableViewCellContentView" && $0.element != "navigationItem" }
    if placed.count > 1 {
      if placed.allSatisfy({ $0.frame != nil }) {
        walk.usedFrames = true
        ordered = Self.readingOrder(ordered)
      } else {
        walk.usedDocumentOrder = true
      }
    }
    var result: [SpokenElement] = []
    for child in ordered {
      var repeated = repeatedFor
      if prototypes, child.element == "tableViewCell" {
        repeated = "prototype cell “\(child["reuseIdentifier"] ?? child.id)”"
      }
      result += read(child, walk: &walk, repeatedFor: repeated)
    }
    return result.map { element in
      var element = element
      if element.container == nil { element.container = "\(document.path):\(object.id)" }
      return element
    }
  }

  /// Top to bottom, then leading to trailing (left to right): siblings whose vertical middles fall
  /// within each other's height are one row.
  static func readingOrder(_ objects: [IBObject]) -> [IBObject] {
    let byTop = objects.enumerated().sorted { ($0.element.frame?.y ?? 0, $0.offset) < ($1.element.frame?.y ?? 0, $1.offset) }.map(\.element)
    var rows: [[IBObject]] = []
    for object in byTop {
      guard let frame = object.frame else { rows.append([object]); continue }
      // One row when each one's vertical middle lies within the other (a tall background is no row).
      if let first = rows.last?.first?.frame, frame.y + frame.height / 2 < first.y + first.height,
         first.y + first.height / 2 > frame.y {
        rows[rows.count - 1].append(object)
      } else {
        rows.append([object])
      }
    }
    return rows.flatMap { row in row.sorted { ($0.frame?.x ?? 0) < ($1.frame?.x ?? 0) } }
  }

  static let placeholderTexts: Set<String> = ["Label", "Title", "Subtitle", "Detail", "Text"]

  /// `nameLabel.text` for an outlet, `textLabel.text` for a cell's built-in label; nil when no code reaches the label.
  func codeFilledName(of object: IBObject) -> String? {
    if let outlet = outlets[object.id]?.first { return "\(outlet.property).text" }
    for cell in document.ancestors(of: object) where cell.element == "tableViewCell" {
      for role in ["textLabel", "detailTextLabel"] where cell[role] == object.id { return "\(role).text" }
    }
    return nil
  }

  /// What the file itself says of the object.
  func speech(of object: IBObject) -> UIKitSpeech {
    var speech = UIKitSpeech(uikitClass: facts.uikitClass(of: object))
    let accessibility = object.accessibility
    if let label = accessibility.label { speech.label = localized(object, "accessibilityLabel", label) }
    if let hint = accessibility.hint, !hint.isEmpty { speech.hint = localized(object, "accessibilityHint", hint) }
    if let text = object.text {
      // Interface Builder's placeholder text ("Label", a cell style's "Title") on a label that code
      // fills in (through an outlet, or a cell's built-in `textLabel`) is not what VoiceOver reads.
      if Self.placeholderTexts.contains(text), let filler = codeFilledName(of: object) {
        speech.text = [SpokenText(.unknown(filler), at: object.position)]
      } else {
        speech.text = localized(object, "text", text)
      }
    }
    // A button with a configuration shows the configuration's title, not the state title kept beside it.
    if let title = object.configuration != nil ? object.configuration?.title : object.states["normal"]?.title, !title.isEmpty {
      speech.title = localized(object, object.buttonTitleProperty, title)
      // Interface Builder's "Button" on a button its owner's code reaches: the code names it.
      if Self.placeholderTexts.union(["Button"]).contains(title), let outlet = outlets[object.id]?.first {
        speech.title = [SpokenText(.unknown("\(outlet.property).title"), at: object.position)]
      }
    } else if ["barButtonItem", "tabBarItem", "navigationItem"].contains(object.element), let title = object["title"], !title.isEmpty {
      speech.title = localized(object, "title", title)
    }
    if let placeholder = object["placeholder"], !placeholder.isEmpty { speech.placeholder = localized(object, "placeholder", placeholder) }
    if let image = object.buttonImage ?? object["image"] {
      let isSymbol = document.systemSymbolImages.contains(image) || object.configuration?.image == image && object["catalog"] == "system"
      speech.image = [SpokenText(isSymbol ? .symbol(image) : .assetName(image), at: object.position)]
    }
    if let item = object["systemItem"] { speech.systemLabel = SpokenText.barButtonSystemItem(item) }
    switch object["buttonType"] {
    case "close"?: speech.systemLabel = LocalizedText(en: "Close", ko: "닫기")
    // UIKit's info buttons carry a label of their own (wording not recorded on a device).
    case "infoLight"?, "infoDark"?, "detailDisclosure"?: speech.systemLabel = LocalizedText(en: "More Info", ko: "추가 정보")
    default: break
    }
    if accessibility.setsTraits { speech.traits = accessibility.traits }
    speech.isElement = accessibility.isElement
    // The Identity inspector's runtime attributes, set on the view when it loads.
    for (keyPath, value) in object.runtimeAttributes {
      switch keyPath {
      case "isAccessibilityElement": speech.isElement = value == "YES" || value == "1" || value == "true"
      case "accessibilityLabel" where !value.isEmpty: speech.label = [SpokenText(.text(value, localizable: false), at: object.position)]
      case "accessibilityHint" where !value.isEmpty: speech.hint = [SpokenText(.text(value, localizable: false), at: object.position)]
      default: break
      }
    }
    if object.flag("enabled") == false { speech.isEnabled = false }
    speech.isSecure = object.isSecureTextEntry
    if object.flag("editable") == false { speech.isEditable = false }
    if object.element == "switch" { speech.isOn = object.flag("on") ?? false }
    if object.element == "slider", let value = Double(object["value"] ?? "") {
      let low = Double(object["minValue"] ?? "0") ?? 0, high = Double(object["maxValue"] ?? "1") ?? 1
      if high > low { speech.fraction = (value - low) / (high - low) }
    }
    if object.element == "progressView" { speech.fraction = Double(object["progress"] ?? "") ?? 0 }
    if object.element == "activityIndicatorView", object.flag("animating") != true, object.flag("hidesWhenStopped") != false {
      speech.isElement = false
    }
    return speech
  }
}
