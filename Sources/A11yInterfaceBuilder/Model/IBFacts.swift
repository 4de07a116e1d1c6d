import A11yCore
import A11ySwiftSource
import Foundation

/// What a document's objects are once the project's Swift code is taken into account: the UIKit
/// class a custom class derives from, what code assigns through outlets, colors resolved against
/// the asset catalogs, and strings resolved through the localized tables. Built once per document.
public struct IBFacts: Sendable {
  public let document: IBDocument
  public let project: ProjectIndex
  /// Outlets that point at each object: (owner object, property).
  private var outletsByDestination: [String: [(owner: Int, property: String)]] = [:]
  /// A cell style's built-in views → the cell, and which of them it is (`textLabel`).
  private var builtInCellOwner: [String: (cell: Int, role: String)] = [:]
  /// What the Swift code of the project's classes does (sets a title, recolors backgrounds).
  public let classCode: ClassCodeFacts
  /// The appearances the app can show: light ones only when its Info.plist sets `UIUserInterfaceStyle` to Light.
  public let appearances: [Appearance]
  /// The catalog colors this document sees: the app's own catalog before an extension's (Mixin's
  /// `text_tertiary` is #888888 in the app, #999999 in its share extension).
  private let catalogColors: [String: DynamicColor]

  public init(
    document: IBDocument, project: ProjectIndex, classCode: ClassCodeFacts = ClassCodeFacts(),
    appearances: [Appearance] = Appearance.allCases
  ) {
    self.appearances = appearances
    self.document = document
    self.project = project
    self.classCode = classCode
    self.catalogColors = project.namedColors(forFileAt: document.path)
    for object in document.objects {
      for outlet in object.outlets {
        outletsByDestination[outlet.destination, default: []].append((object.index, outlet.property))
      }
      for role in ClassCodeFacts.builtInCellViews.sorted() {
        if let id = object[role], object.element == "tableViewCell" { builtInCellOwner[id] = (object.index, role) }
      }
    }
  }

  // MARK: Classes

  /// The UIKit class the object is: its custom class's nearest UIKit ancestor when the project
  /// declares it, else the class its element stands for.
  public func uikitClass(of object: IBObject) -> String {
    if let custom = object.customClass, let resolved = Self.resolveCustomClass(custom, project) { return resolved }
    return object.interfaceBuilderClass
  }

  /// The one switch between the project index and this module: where a custom class's UIKit
  /// ancestor comes from.
  static func resolveCustomClass(_ name: String, _ project: ProjectIndex) -> String? {
    project.types.uikitClass(of: name)
  }

  /// The project declares the custom class in Swift, so its own code may configure it.
  public func customClassIsDeclared(_ object: IBObject) -> Bool {
    guard let custom = object.customClass else { return false }
    return project.types.declaration(of: custom) != nil
  }

  public static let controlClasses: Set<String> = [
    "UIButton", "UIControl", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UITextField",
    "UITextView", "UISearchBar", "UIDatePicker", "UIPageControl",
  ]

  public func isControl(_ object: IBObject) -> Bool {
    Self.controlClasses.contains(uikitClass(of: object))
  }

  // MARK: Outlets

  /// What Swift code does through the outlets connected to `object`. `nil` when an outlet points at
  /// it but its owner's class is not in the audited Swift sources: the code can't be seen.
  public func codeAssignments(to object: IBObject) -> Set<String>? {
    var result: Set<String> = []
    // A cell style's own label or image view (`textLabel="id"`): the cell class's code reaches it
    // as `textLabel`, not through an outlet, so a class that does may set anything on it.
    if let (cell, role) = builtInCellOwner[object.id] {
      guard let custom = document.objects[cell].customClass else { return [] }
      if project.types.declaration(of: custom) == nil { return nil }
      // What the cell's code does to this view (`textLabel?.applyBodyStyle()` in `awakeFromNib`).
      let members = project.types.selfAndSuperclasses(of: custom).reduce(into: Set<String>()) {
        $0.formUnion(classCode.builtInCellViewCode[$1]?[role] ?? [])
      }
      // Only a font it gives is taken as settled: other code (a data source's `cell.textLabel`)
      // may set the rest, so otherwise the view stays unknown.
      let styling = members.filter(Self.isStylingHelper)
      if !styling.isEmpty || members.contains(where: { $0.hasSuffix("font") || $0 == "attributedText" }) {
        return members.union(styling.isEmpty ? [] : [Self.styled])
      }
      if classCode.usesBuiltInCellViews.contains(custom) { return nil }
    }
    for (owner, property) in outletsByDestination[object.id] ?? [] {
      guard let type = ownerClass(document.objects[owner]) else { return nil }
      if project.types.declaration(of: type) == nil { return nil }
      // The outlet may be declared and configured in a base class (`TaskCell` for `ToDoCell`).
      let chain = project.types.selfAndSuperclasses(of: type)
      if chain.contains(where: { classCode.outletsRecoloredByHelpers[$0]?.contains(property) == true }) {
        result.insert("textColor")
      }
      for type in chain { result.formUnion(classCode.outletFontsSetByHelpers[type]?[property] ?? []) }
      // (Its font only: a style may leave the colours as the file has them.)
      if chain.contains(where: { classCode.outletsGivenToStyles[$0]?.contains(property) == true }) { result.insert("font") }
      for assignment in chain.flatMap({ project.outletAssignments(type: $0, outlet: property) }) {
        result.insert(assignment)
        // The app's own helpers (`button.applySecondaryButtonStyle()`, `icon.setLabel(...)`) stand
        // for what they set.
        if let effect = project.uikitHelpers[assignment] {
          if effect.setsLabel { result.insert("accessibilityLabel") }
          if !effect.addedTraits.isEmpty { result.insert("accessibilityTraits") }
          if effect.makesElement || effect.hides { result.insert("isAccessibilityElement") }
          if effect.setsValue { result.insert("accessibilityValue") }
        }
        if Self.isStylingHelper(assignment) { result.insert(Self.styled) }
        // A text helper of the app's (`button.setText("Done", .filled)`) stands for what it sets on the outlet.
        if let restyled = project.uikitTextStylers[assignment] { result.formUnion(restyled) }
      }
    }
    return result
  }

  /// Marks code that restyles an outlet through a helper (`applyStyle()`, `configure(with:)`):
  /// fonts and colors may be anything then.
  public static let styled = "<styled by a helper>"

  static func isStylingHelper(_ name: String) -> Bool {
    // UIKit's own properties of those names set no font or colour (`borderStyle = .roundedRect`
    // on CaseAssistant's report fields, `keyboardAppearance`).
    if uikitStyleProperties.contains(name) { return false }
    let lowered = name.lowercased()
    return ByteSearch.containsAny(lowered, ["style", "apply", "theme", "appearance", "configure", "decorate", "setup"])
  }

  static let uikitStyleProperties: Set<String> = [
    "borderStyle", "barStyle", "separatorStyle", "selectionStyle", "modalPresentationStyle", "modalTransitionStyle",
    "overrideUserInterfaceStyle", "keyboardAppearance", "indicatorStyle", "progressViewStyle", "preferredDatePickerStyle",
    "datePickerStyle", "searchBarStyle", "activityIndicatorViewStyle", "style", "layer.borderStyle",
  ]

  /// True when code assigns one of `properties` through an outlet (`accessibilityLabel`,
  /// `titleLabel?.font`...); compared without optional chaining. Nil as in ``codeAssignments(to:)``.
  public func codeSets(_ properties: Set<String>, on object: IBObject) -> Bool? {
    if objectiveCCodeSets(properties, on: object) { return true }
    guard let assignments = codeAssignments(to: object) else { return nil }
    return assignments.contains { assignment in
      let bare = assignment.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
      return properties.contains(bare) || properties.contains(bare.split(separator: ".").last.map(String.init) ?? bare)
    }
  }

  /// Whether the app's Objective-C code is seen to set one of `properties` through an outlet whose
  /// owner the Swift files don't declare (`self.topLabel.font = ...` in a `.mm`). Only ever a yes:
  /// what it isn't seen to set stays unknown.
  func objectiveCCodeSets(_ properties: Set<String>, on object: IBObject) -> Bool {
    guard !project.objectiveCOutletAssignments.isEmpty else { return false }
    for (owner, property) in outletsByDestination[object.id] ?? [] {
      guard let type = ownerClass(document.objects[owner]), project.types.declaration(of: type) == nil,
            let set = project.objectiveCOutletAssignments[type + "." + property] else { continue }
      if set.contains(where: { properties.contains($0) || properties.contains($0.split(separator: ".").last.map(String.init) ?? $0) }) {
        return true
      }
    }
    return false
  }

  /// The SF Symbols the project's code sets as the object's image through its outlets
  /// (`setImage(UIImage(systemName: "info.circle"), for: .normal)` in the outlet's `didSet`).
  public func codeSymbols(of object: IBObject) -> [String] {
    (codeAssignments(to: object) ?? []).filter { $0.hasPrefix(ProjectIndex.codeSymbolPrefix) }
      .map { String($0.dropFirst(ProjectIndex.codeSymbolPrefix.count)) }.sorted()
  }

  /// The methods the object is wired to: its storyboard actions and the `addTarget` calls code
  /// makes on its outlets.
  public func actions(of object: IBObject) -> [String] {
    let wired = (codeAssignments(to: object) ?? []).filter { $0.hasPrefix(ProjectIndex.codeActionPrefix) }
      .map { String($0.dropFirst(ProjectIndex.codeActionPrefix.count)) }
    return (object.actionSelectors.compactMap(SymbolNames.selectorMethod) + wired).sorted()
  }

  /// A plain button nothing wires: no action or segue in the file, no tag to find it by, and no
  /// code that could add one (no outlet, or outlets whose name no code wires and whose class wires
  /// only named properties). It shows an icon or a state; it is no touch target.
  public func isUnwiredButton(_ object: IBObject) -> Bool {
    guard object.customClass == nil, object.actionSelectors.isEmpty, object.segues.isEmpty, object["tag"] == nil,
          let assignments = codeAssignments(to: object) else { return false }
    if assignments.contains(where: { $0.hasPrefix(ProjectIndex.codeActionPrefix) || ClassCodeFacts.wiringCalls.contains($0) || ClassCodeFacts.wiringProperties.contains($0) }) {
      return false
    }
    for (owner, property) in outletsByDestination[object.id] ?? [] {
      guard let type = ownerClass(document.objects[owner]) else { return false }
      if classCode.wiredNames.contains(property) || classOrSuperclass(type, in: classCode.wiresUnnamedReceivers) { return false }
    }
    return true
  }

  /// Top-level views of a xib that never ship: beside the root the xib is loaded for (a top-level
  /// view with a custom class or an outlet to it), a view with neither (a toolbar left on the
  /// canvas). Loading code takes the root by position or class; nothing can reach the others.
  public var strayTopLevelViews: [IBObject] {
    // A storyboard scene's extra top-level view (beside its controller in the scene's objects)
    // is made with the controller but shown only by code reaching it through an outlet
    // (kDrive's orphan "Enregistrer" button, whose action no code declares).
    if document.kind != .xib {
      return document.objects.filter { object in
        object.parent == nil && object.scene != nil && Self.sceneLevelViews.contains(object.element) && !hasOutlet(object)
      }
    }
    let topLevel = document.objects.filter { object in
      object.parent == nil && object.element != "placeholder" && !object.element.hasSuffix("Controller")
        && !object.element.hasSuffix("GestureRecognizer") && object.element != "customObject"
    }
    let isLoaded = { (object: IBObject) in object.customClass != nil || self.hasOutlet(object) }
    guard topLevel.count > 1, topLevel.contains(where: isLoaded) else { return [] }
    return topLevel.filter { !isLoaded($0) }
  }

  static let sceneLevelViews: Set<String> = [
    "view", "button", "label", "imageView", "stackView", "textField", "textView", "switch", "slider",
    "segmentedControl", "activityIndicatorView", "progressView", "scrollView", "tableView", "collectionView",
    "pageControl", "stepper", "datePicker", "pickerView", "visualEffectView", "searchBar", "toolbar",
  ]

  /// The static cells of a table whose controller's code gives the table another data source
  /// (``ClassCodeFacts/replacesTableDataSource``): they are never shown.
  public var staticCellsReplacedInCode: [IBObject] {
    guard !classCode.replacesTableDataSource.isEmpty else { return [] }
    return document.objects.filter { cell in
      guard cell.element == "tableViewCell" else { return false }
      let ancestors = document.ancestors(of: cell)
      guard let table = ancestors.first(where: { $0.element == "tableView" }), table.attributes["dataMode"] == "static" else { return false }
      return ancestors.contains { $0.element == "tableViewController" && $0.customClass.map(classCode.replacesTableDataSource.contains) == true }
    }
  }

  /// Prototype cells code replaces: their custom class, of the app's own module, is declared
  /// nowhere in the audited Swift, and code registers a class or nib for their reuse identifier
  /// (the same literal, or a constant named like it: `CellID.benefitCell` for "BenefitCell").
  /// The registered cell is what is dequeued; the prototype is never shown.
  public var prototypeCellsReplacedInCode: [IBObject] {
    guard !classCode.registeredCellIdentifiers.isEmpty else { return [] }
    let registered = Set(classCode.registeredCellIdentifiers.map { $0.lowercased() })
    return document.objects.filter { cell in
      guard cell.element == "tableViewCell" || cell.element == "collectionViewCell",
            let identifier = cell.attributes["reuseIdentifier"], registered.contains(identifier.lowercased()),
            let custom = cell.customClass, cell.attributes["customModuleProvider"] == "target",
            project.types.declaration(of: custom) == nil else { return false }
      return true
    }
  }

  /// Whether an outlet connects to the object at all.
  public func hasOutlet(_ object: IBObject) -> Bool { outletsByDestination[object.id] != nil }

  /// A standard-style table cell's own label or image view (`textLabel="…"`, `detailTextLabel="…"`).
  public func isBuiltInCellView(_ object: IBObject) -> Bool { builtInCellOwner[object.id] != nil }

  /// The names of the outlets that point at the object (`userInstructionLabel`).
  public func outletNames(of object: IBObject) -> [String] { (outletsByDestination[object.id] ?? []).map(\.property) }

  /// Whether code can reach the object: an outlet, or a cell style's own label or image view
  /// (`detailTextLabel`), which the cell's code fills.
  public func isReachableFromCode(_ object: IBObject) -> Bool {
    hasOutlet(object) || builtInCellOwner[object.id] != nil
  }

  /// Whether a container around the object is hidden in the file and nothing in code can show it
  /// (no outlet, no tag): a static cell kept for later, hidden with a row height of 0 (IVPN's
  /// connection details). What is inside is never on screen.
  /// The object is hidden in the file and no code shows it: no outlet or tag reaches it, or what
  /// reaches it never sets `isHidden` or `alpha` (AudioKit Synth One's off-screen email fields,
  /// kept only so every scene connects the shared controller's outlet).
  public func isHiddenAndNeverShown(_ object: IBObject) -> Bool {
    guard object.isHidden, object["tag"] == nil else { return false }
    return codeSets(["isHidden", "hidden", "alpha", "setHidden", "setIsHidden"], on: object) != true
  }

  /// Code hides the object wherever it touches its visibility (``ProjectIndex/alwaysHidden``).
  public func codeAlwaysHides(_ object: IBObject) -> Bool {
    // Only an outlet carries the mark: most views have none, and their code assignments cost a walk.
    guard hasOutlet(object) else { return false }
    return codeAssignments(to: object)?.contains(ProjectIndex.alwaysHidden) == true
  }

  /// Code removes the view's subviews before adding its own (``ProjectIndex/subviewsRemoved``).
  public func codeRemovesSubviews(_ object: IBObject) -> Bool {
    guard hasOutlet(object) else { return false }
    return codeAssignments(to: object)?.contains(ProjectIndex.subviewsRemoved) == true
  }

  /// No one meets the object: hidden in the file and never shown, always hidden by code, inside
  /// a container that is either, or inside one whose subviews code replaces (a stack's placeholder
  /// "Button" in a forecast cell, removed before the hours are added).
  public func isNeverShown(_ object: IBObject, in document: IBDocument) -> Bool {
    // Hidden in the file, and the code that reaches it is known not to show it.
    func staysHidden(_ view: IBObject) -> Bool {
      view.isHidden && view["tag"] == nil && codeSets(["isHidden", "hidden", "alpha", "setHidden", "setIsHidden"], on: view) == false
    }
    if staysHidden(object) || codeAlwaysHides(object) { return true }
    return document.ancestors(of: object).contains { ancestor in
      ancestor.isHidden && !isReachableFromCode(ancestor) && ancestor["tag"] == nil || staysHidden(ancestor) || codeAlwaysHides(ancestor)
        || codeRemovesSubviews(ancestor)
    }
  }

  public func isInsideHiddenContainerCodeNeverShows(_ object: IBObject, in document: IBDocument) -> Bool {
    document.ancestors(of: object).contains { ancestor in
      ancestor.isHidden && !isReachableFromCode(ancestor) && ancestor["tag"] == nil
    }
  }

  private func ownerClass(_ owner: IBObject) -> String? {
    owner.customClass
  }

  /// Whether `facts` holds the class or one of the project's classes it derives from: code in a
  /// base class (a title helper, a theme method) runs for every subclass.
  public func classOrSuperclass(_ name: String, in facts: Set<String>) -> Bool {
    project.types.selfAndSuperclasses(of: name).contains(where: facts.contains)
  }

  /// The object's custom class (or a base class) sets a Dynamic Type font on itself in code.
  public func customClassScalesOwnFont(_ object: IBObject) -> Bool {
    guard let custom = object.customClass else { return false }
    return classOrSuperclass(custom, in: classCode.scalesOwnFont)
  }

  /// The controller of the object's scene (or a base class) scales every label of its view as it
  /// loads (``ClassCodeFacts/scalesLabelsInItsView``).
  /// In a xib, the File's Owner is the controller whose view it holds.
  public func sceneControllerScalesItsLabels(_ object: IBObject) -> Bool {
    guard !classCode.scalesLabelsInItsView.isEmpty else { return false }
    let controller: IBObject?
    if let scene = object.scene, let index = document.scenes[scene].controller {
      controller = document.objects[index]
    } else {
      controller = document.objects.first { $0.element == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
    }
    guard let custom = controller?.customClass else { return false }
    return classOrSuperclass(custom, in: classCode.scalesLabelsInItsView)
  }

  /// The custom class (or a base class) of the object whose own code sets its font: the class's
  /// name, or nil.
  public func customClassSettingOwnFont(_ object: IBObject) -> String? {
    guard let custom = object.customClass else { return nil }
    return project.types.selfAndSuperclasses(of: custom).first(where: classCode.setsOwnFont.contains)
  }

  /// The object's custom class (or a base class) translates the title or text the file gives it.
  public func customClassTranslatesOwnText(_ object: IBObject) -> Bool {
    guard let custom = object.customClass else { return false }
    return classOrSuperclass(custom, in: classCode.translatesOwnText)
  }

  /// The object's class titles itself as it is made (``ClassCodeFacts/titlesItselfAsBuilt``).
  public func customClassTitlesItself(_ object: IBObject) -> Bool {
    guard let custom = object.customClass else { return false }
    return classOrSuperclass(custom, in: classCode.titlesItselfAsBuilt)
  }

  /// Code reaches the object through `viewWithTag(N)` of its cell (or any view, when the file
  /// that does so dequeues no cell) and sets what `keys` hold (``ClassCodeFacts/recoloredTags``).
  public func isReachedByTag(_ object: IBObject, in keys: Set<String>) -> Bool {
    guard let tag = object["tag"], !keys.isEmpty else { return false }
    // Code outside a data source: a class the view lies in (the nib's owner, a custom ancestor, the scene's controller).
    if codeClasses(around: object).contains(where: { keys.contains("*#\(tag)@\($0)") }) { return true }
    guard let cell = enclosingCell(of: object) else { return false }
    return cellKeyMatches(cell, in: keys, suffix: "#\(tag)")
  }

  /// The project classes whose code can reach the object by tag: its custom ancestors', the file's
  /// owner's and the scene controller's, with their base classes.
  func codeClasses(around object: IBObject) -> Set<String> {
    var names = ([object] + document.ancestors(of: object)).compactMap(\.customClass)
    names += document.objects.filter { $0.element == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }.compactMap(\.customClass)
    if let scene = object.scene, let controller = document.scenes[scene].controller, let custom = document.objects[controller].customClass {
      names.append(custom)
    }
    return Set(names.flatMap { project.types.selfAndSuperclasses(of: $0) })
  }

  func enclosingCell(of object: IBObject) -> IBObject? {
    ([object] + document.ancestors(of: object)).first { $0.element.hasSuffix("Cell") && $0["reuseIdentifier"] != nil }
  }

  /// The cell's identifier is in `keys`: alone when one file dequeues it, else only with a type of
  /// the scene's controller (or its base classes) declared in the file that does.
  func cellKeyMatches(_ cell: IBObject, in keys: Set<String>, suffix: String) -> Bool {
    guard let identifier = cell["reuseIdentifier"] else { return false }
    if classCode.dequeuingFiles[identifier] == 1, keys.contains(identifier + suffix) { return true }
    guard let scene = cell.scene, let controller = document.scenes[scene].controller,
          let custom = document.objects[controller].customClass else { return false }
    return project.types.selfAndSuperclasses(of: custom).contains { keys.contains("\(identifier)\(suffix)@\($0)") }
  }

  /// A cell, or a cell's content view, whose background the code that dequeues it replaces
  /// (`cell.contentView.backgroundColor = theme.errorColor` in `cellForRowAt`).
  func cellBackgroundIsReplaced(_ candidate: IBObject) -> Bool {
    let cell: IBObject?
    if candidate.element.hasSuffix("Cell") { cell = candidate }
    else if candidate.key == "contentView" || candidate.key == "backgroundView", let parent = candidate.parent { cell = document.objects[parent] }
    else { cell = nil }
    guard let cell, cell.element.hasSuffix("Cell") else { return false }
    return cellKeyMatches(cell, in: classCode.recoloredCellIdentifiers, suffix: "")
  }

  // MARK: Colors

  /// A color as far as it is known: its values, whether it is a UIKit semantic color, and whether
  /// only its light value is known (a file's `<resources>` keep the light value of a color whose
  /// catalog or system definition a11y-audit doesn't have).
  public struct ResolvedColor: Sendable {
    public var color: DynamicColor
    public var isSemanticSystem: Bool
    public var isLightOnly = false

    /// Whether the value shown in `appearance` is known.
    public func isKnown(in appearance: Appearance) -> Bool {
      !isLightOnly || appearance == .light
    }
  }

  /// A color with its value per appearance; nil when it can't be resolved.
  public func resolve(_ color: IBColor) -> ResolvedColor? {
    switch color {
    case .fixed(let rgba):
      return ResolvedColor(color: DynamicColor(rgba), isSemanticSystem: false)
    case .system(let name):
      let bare = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
      if let system = SystemColors.uiKitColor(named: bare) {
        let fixedNames: Set<String> = ["white", "black", "clear", "red", "green", "blue", "gray", "darkGray", "lightGray"]
        return ResolvedColor(color: system.color, isSemanticSystem: !fixedNames.contains(system.name))
      }
      return document.systemColorResources[name].map { ResolvedColor(color: $0, isSemanticSystem: true, isLightOnly: true) }
    case .named(let name):
      // An asset that only references a semantic system color (`"reference": "secondaryLabelColor"`) adapts as it does.
      if let catalog = catalogColors[name] {
        return ResolvedColor(color: catalog, isSemanticSystem: ColorResolver.isSemanticSystemAlias(catalog))
      }
      return document.namedColorResources[name].map { ResolvedColor(color: $0, isSemanticSystem: false, isLightOnly: true) }
    case .unknown:
      return nil
    }
  }

  /// The background behind `object`: its own (when `includingSelf`) or its nearest ancestor's opaque
  /// background color; clear backgrounds are looked through. Nil when none is proven.
  /// A cell of a plain table with no color of its own paints the system background (its default
  /// background configuration since iOS 14, what any build with a current SDK shows), not the
  /// table's color (CaseAssistant's green field names on white cells over a beige table).
  /// `plainCellsAdapt` is kept for callers; the cell's color is the answer either way.
  public func background(of object: IBObject, includingSelf: Bool, plainCellsAdapt: Bool = false) -> ResolvedColor? {
    let chain = (includingSelf ? [object] : []) + document.ancestors(of: object)
    // The view on the path just below `candidate`: an earlier sibling laid under it paints its background.
    var below: IBObject? = includingSelf ? nil : object
    for candidate in chain {
      if let child = below, let painted = siblingPainting(under: child, in: candidate) { return painted }
      below = candidate
      // Code that replaces a cell's background, or a view's reached by its tag, decides it.
      if cellBackgroundIsReplaced(candidate) || isReachedByTag(candidate, in: classCode.tagBackgrounds) { return nil }
      guard let written = candidate.colors["backgroundColor"] else {
        // A cell with no color of its own paints the list's cell color, not the table's: white
        // (dark gray in Dark Mode) cells on a grouped table, the system background on a plain one.
        // Only where the table's color is proven: code that colors the table colors its cells too.
        if candidate.element == "tableViewCell", let (cellColor, grouped) = defaultCellBackground(of: candidate),
           background(of: candidate, includingSelf: false) != nil {
          if grouped { return candidate.customClass == nil && !project.cellAppearanceIsSet ? cellColor : nil }
          // A cell class whose code paints its background (Lockwise's `ItemListCell`: white, or
          // violet when highlighted) hides the table's color.
          if let cellClass = candidate.customClass, classCode.setsBackground.contains(cellClass) { return nil }
          // Unless code sets every cell's background (`UITableViewCell.appearance().backgroundColor`).
          return project.cellAppearanceIsSet ? nil : cellColor
        }
        continue
      }
      // Every cell's background set through the appearance proxy (`UITableViewCell.appearance()
      // .backgroundColor`, Fetch's dark cells) replaces the one the file writes when the cell
      // enters the window.
      if candidate.element == "tableViewCell", project.cellAppearanceIsSet { return nil }
      // A custom class may draw its own background (a gradient), and code may replace the color.
      if candidate.customClass != nil { return nil }
      // A controller's root view recolored by the controller's code.
      if candidate.key == "view", let owner = candidate.parent, let controller = document.objects[owner].customClass,
         classCode.setsBackground.contains(controller) || project.types.declaration(of: controller) == nil && project.types.names.count > 0 {
        return nil
      }
      // A xib's root view, the `view` outlet of the File's Owner, recolored by the owner's code
      // (AdGuard's upsell screen lays a gradient layer under it).
      if (outletsByDestination[candidate.id] ?? []).contains(where: { owner, property in
        property == "view" && document.objects[owner].customClass.map { classCode.setsBackground.contains($0) } == true
      }) {
        return nil
      }
      if codeSets(["backgroundColor", "layer.backgroundColor"], on: candidate) != false { return nil }
      // A gradient code lays over it (ctavki's `navigationView.setGradient(start:end:…)`, a layer
      // inserted at the back): the file's color is covered.
      if codeAssignments(to: candidate)?.contains(where: { $0.range(of: "gradient", options: .caseInsensitive) != nil }) == true { return nil }
      guard let resolved = resolve(written) else { return nil }
      let alpha = resolved.color.light.alpha
      if alpha == 0 { continue }
      // A translucent background shows what is behind it, which a file can't prove.
      return alpha >= 0.999 ? resolved : nil
    }
    return nil
  }

  /// What an earlier sibling laid under `child` paints behind it, in `parent`'s subviews: an image
  /// (Lockwise's white "blob" under the welcome text), whose colors a file can't prove, is `.some(nil)`;
  /// a view with an opaque color is that color. Nil when no shown sibling covers the child's center.
  func siblingPainting(under child: IBObject, in parent: IBObject) -> ResolvedColor?? {
    guard let frame = child.frame, let position = parent.children.firstIndex(of: child.index), position > 0 else { return nil }
    let center = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    for index in parent.children[..<position].reversed() {
      let sibling = document.objects[index]
      guard let area = sibling.frame,
            area.x <= center.x, center.x <= area.x + area.width, area.y <= center.y, center.y <= area.y + area.height else { continue }
      // An image hidden here may be shown in a size class (`<variation key="widthClass=compact" hidden="NO"/>`).
      if sibling.element == "imageView" { return .some(nil) }
      if sibling.attributes["hidden"] == "YES" { continue }
      guard let written = sibling.colors["backgroundColor"] else { continue }
      if sibling.customClass != nil || codeSets(["backgroundColor", "layer.backgroundColor"], on: sibling) != false { return .some(nil) }
      guard let resolved = resolve(written) else { return .some(nil) }
      if resolved.color.light.alpha == 0 { continue }
      return .some(resolved.color.light.alpha >= 0.999 ? resolved : nil)
    }
    return nil
  }

  /// The background a table's cell draws when the file sets none (its default background
  /// configuration): the grouped cell color in a grouped or inset grouped table, the system
  /// background in a plain one, whatever color the table itself has.
  func defaultCellBackground(of cell: IBObject) -> (ResolvedColor, grouped: Bool)? {
    guard let table = document.ancestors(of: cell).first(where: { $0.element == "tableView" }) else { return nil }
    let grouped = ["grouped", "insetGrouped"].contains(table.attributes["style"] ?? "plain")
    return resolve(.system(grouped ? "secondarySystemGroupedBackgroundColor" : "systemBackgroundColor")).map { ($0, grouped) }
  }

  // MARK: Strings

  /// The texts spoken for an object's `property` (`accessibilityLabel`, `text`, `normalTitle`) in
  /// each language the storyboard's string tables and the project's catalogs give, with the base
  /// text under `Base`.
  public func spokenTexts(of object: IBObject, property: String, base: String?) -> [(language: String, text: String)] {
    var result: [(String, String)] = []
    if let base { result.append(("Base", base)) }
    let keys = tableKeys(property, of: object)
    for language in document.stringTables.keys.sorted() {
      if let text = keys.lazy.compactMap({ self.document.stringTables[language]?[$0] }).first { result.append((language, text)) }
    }
    if let catalog = keys.lazy.compactMap({ self.project.localizedStrings[$0] }).first {
      for language in catalog.keys.sorted() where document.stringTables[language] == nil {
        if let text = catalog[language] { result.append((language, text)) }
      }
    }
    return result
  }

  /// Languages the storyboard ships a table for that lack the object's `property` key.
  public func languagesMissing(_ property: String, of object: IBObject) -> [String] {
    let keys = tableKeys(property, of: object)
    return document.stringTables.keys.sorted().filter { language in
      language != "Base" && keys.allSatisfy { document.stringTables[language]?[$0] == nil }
    }
  }

  /// The string-table keys that translate `property`: `<id>.<property>`, and for a localized
  /// runtime attribute the numbered key Xcode writes for it.
  func tableKeys(_ property: String, of object: IBObject) -> [String] {
    ["\(object.id).\(property)"] + (object.localizedRuntimeAttributeKeys[property].map { ["\(object.id).\($0)"] } ?? [])
  }
}
