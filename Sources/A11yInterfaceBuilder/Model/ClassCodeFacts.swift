import A11ySwiftSource
import Foundation

/// What the Swift code of the project's classes does to the screens a storyboard also describes,
/// derived from each file's model (``CodeActions``): whether it names its screen (`title = `) and
/// whether it recolors its views (`backgroundColor`). Coarse on purpose: any such assignment in the
/// file clears the storyboard's finding, since the storyboard can't prove the opposite.
public struct ClassCodeFacts: Sendable {
  public var setsTitle: Set<String> = []
  public var setsBackground: Set<String> = []
  /// Cell classes whose code reaches their built-in `textLabel`, `detailTextLabel` or `imageView`.
  public var usesBuiltInCellViews: Set<String> = []
  /// What that code does to each built-in view: class → `textLabel` → the members it sets or
  /// calls (`font`, `applyBodyStyle`), as outlet assignments are read.
  public var builtInCellViewCode: [String: [String: Set<String>]] = [:]
  /// Controllers whose own code sets how they are presented (`modalPresentationStyle = .custom`,
  /// `transitioningDelegate = self`): they are presented, not pushed onto a navigation stack.
  public var presentsItselfModally: Set<String> = []
  /// Classes whose code labels, titles or replaces the bar button items of their navigation item
  /// (`navigationItem.rightBarButtonItem?.accessibilityLabel = ...`), by side: `right`, `left`, or
  /// ``listedItems`` for items of a list reached by index.
  public var labelsBarItems: [String: Set<String>] = [:]
  /// Label and text view classes whose own code sets a font that follows Dynamic Type
  /// (`preferredFont(forTextStyle:)`, `UIFontMetrics`): the file's fixed font is replaced.
  public var scalesOwnFont: Set<String> = []
  /// Button and label classes whose own code translates the title or text they were given
  /// (`setTitle(NSLocalizedString(title(for: state) ?? "", comment: ""), for: state)` in `init`):
  /// a storyboard's text on them is a localization key, not what is shown or spoken.
  public var translatesOwnText: Set<String> = []
  /// Button classes that give themselves a title as they are made (`setTitle("取消", for: .normal)`
  /// in `commonInit`, bm's `CancelButton`): a storyboard's title on them is replaced.
  public var titlesItselfAsBuilt: Set<String> = []
  /// Label, button and text field classes whose own code sets their font (`font = appFont.toUIFont`
  /// in `commonInit`, Ostelco's `Heading2Label`): the font a storyboard gives them never shows.
  public var setsOwnFont: Set<String> = []
  /// Views code recolors through `viewWithTag(N)` (`(cell.viewWithTag(2) as? UILabel)?.textColor = ...`),
  /// as "identifier#N" for each cell identifier the same file dequeues (and "identifier#N@Type" for
  /// each type the file declares), or "*#N@Type" for each type the file declares when it dequeues none.
  public var recoloredTags: Set<String> = []
  /// How many files dequeue cells by each identifier: a generic one ("Cell") names different cells
  /// in different files, so only the file's own types tie it to a scene then.
  public var dequeuingFiles: [String: Int] = [:]
  /// Views whose background code sets through `viewWithTag(N)`, keyed as ``recoloredTags``.
  public var tagBackgrounds: Set<String> = []
  /// Reuse identifiers of cells whose `contentView.backgroundColor` or `backgroundColor` code sets on
  /// the dequeued cell (`cell.contentView.backgroundColor = theme.errorColor` in `cellForRowAt`),
  /// keyed as ``recoloredTags`` without the tag ("identifier", "identifier@Type").
  public var recoloredCellIdentifiers: Set<String> = []
  /// Outlets a class passes to a function that recolors that parameter
  /// (`configureFields(valueLabel: strStatLabel)` with `valueLabel.textColor = ...`): class → outlets.
  public var outletsRecoloredByHelpers: [String: Set<String>] = [:]
  /// Outlets a class passes to a function that sets that parameter's font
  /// (`setupValueScroll(valueText: valueText2)` with `valueText.font = ...`): class → outlet → the
  /// properties set through the parameter (`font`, `adjustsFontForContentSizeCategory`).
  public var outletFontsSetByHelpers: [String: [String: Set<String>]] = [:]
  /// Outlets handed to a style value of the app's (`Style.Label.headline.apply(to: nameLabel)`,
  /// Zap's labels): type → outlets, styled font and colour alike.
  public var outletsGivenToStyles: [String: Set<String>] = [:]
  /// Reuse identifiers code registers a class or nib for (`tableView.register(UITableViewCell.self,
  /// forCellReuseIdentifier: CellID.benefitCell)`), as written: a literal's value, or a constant's
  /// last name (`benefitCell`). A storyboard prototype with that identifier is replaced by it.
  public var registeredCellIdentifiers: Set<String> = []
  /// UIKit text classes the app re-themes as a whole: an `extension UILabel` whose method sets
  /// `textColor` on `self` (a theme engine's `applyTheme()`). The color a storyboard gives such a
  /// view is replaced when the theme is applied, so it is not what ships.
  public var themedTextClasses: Set<String> = []
  /// Classes whose code hides the navigation bar (`isNavigationBarHidden = true`,
  /// `setNavigationBarHidden(true, animated:)`), and those whose code shows it again.
  public var hidesNavigationBar: Set<String> = []
  public var showsNavigationBar: Set<String> = []
  /// Controllers whose code hides the bar as they load or appear and shows it in none of those
  /// methods: while they are on screen no bar shows a title.
  public var hidesNavigationBarWhileShown: Set<String> = []
  /// Table view controllers whose code gives their table another data source
  /// (`tableView.dataSource = GenericTableViewDataSource(...)`, not `self`): the storyboard's
  /// static cells are never shown; the code's data source makes the rows.
  public var replacesTableDataSource: Set<String> = []
  /// Every name code wires an action to, anywhere in the project: the receiver of `addTarget`,
  /// `addAction`, or an assigned `menu`/`primaryAction` (`cell.likeButton.addTarget(...)` → `likeButton`).
  public var wiredNames: Set<String> = []
  /// Classes whose code wires a receiver it doesn't name as a property (`$0`, a loop variable, a
  /// parameter): any of their outlets may be wired.
  public var wiresUnnamedReceivers: Set<String> = []

  /// Controllers whose code, as their view loads, runs a `UIView` extension method that walks the
  /// view's subviews and scales the labels' fonts (`self.view.setFontTextStyle()`, a COVID app's
  /// base screen): the fonts a storyboard gives their scenes' labels are replaced.
  public var scalesLabelsInItsView: Set<String> = []

  public init() {}

  /// The facts of the project's files: a file's facts hold for the UIKit classes and view
  /// controllers it declares; a file that declares none (a data source) still recolors the cells
  /// it dequeues.
  public init(models: [SwiftFileModel], index: ProjectIndex) {
    // Font-setting parameters of every file, by the label they are called with: a type's static
    // styling helper is called from other files (newspack's `Appearance.style(userView: nameLabel)`).
    let sharedFontLabels = models.reduce(into: [String: Set<String>]()) { labels, model in
      labels.merge(Self.fontParameterLabelsByFunction(model)) { $0.union($1) }
    }
    let backdropHelpers = Self.backdropHelpers(in: models)
    for model in models {
      themedTextClasses.formUnion(Self.themedTextClasses(of: model))
      registeredCellIdentifiers.formUnion(Self.registeredCellIdentifiers(in: model))
      let types = model.declarations.types.map(\.name)
      let controllers = types.filter {
        index.types.uikitClass(of: $0) != nil || index.types.isViewController($0) || index.types.derivesFromOutsideUIKitLikeClass($0)
      }
      merge(controllers.isEmpty ? Self.dequeuedCells(of: model, declaredTypes: types)
        : Self.of(model, declaredTypes: controllers, sharedFontLabels: sharedFontLabels, backdropHelpers: backdropHelpers))
      setsTitle.formUnion(Self.titledByCallers(in: model))
      if !controllers.isEmpty {
        setsTitle.formUnion(UIKitScreenTitles.typesBindingTheirTitle(in: model))
        if !model.codeActions.calledNames.isDisjoint(with: index.titlingExtensionMethods) { setsTitle.formUnion(controllers) }
      }
    }
    scalesLabelsInItsView = Self.controllersScalingTheirLabels(models)
  }

  /// The project's methods that put a view behind everything else (`view.addSubview(imageView);
  /// view.sendSubviewToBack(imageView)`, `insertSubview(backgroundView, at: 0)`, AnyDayAssist's
  /// `setView()` laying a photo under every screen): a controller calling one draws its own
  /// background, whatever the storyboard's color.
  static func backdropHelpers(in models: [SwiftFileModel]) -> Set<String> {
    var names: Set<String> = []
    for model in models where model.sourceContains("sendSubviewToBack") || model.sourceContains("insertSubview(") {
      let bytes = model.sourceBytes
      for function in model.declarations.functions where !function.isProperty && function.body.upperBound <= bytes.count {
        let body = String(decoding: bytes[function.body], as: UTF8.self)
        if body.contains("sendSubviewToBack(") || body.contains("insertSubview(") && body.contains("at: 0)") { names.insert(function.name) }
      }
    }
    return names
  }

  /// The methods of `extension UIView` blocks that walk subviews and scale fonts (`UIFontMetrics`,
  /// `adjustsFontForContentSizeCategory = true`), and the classes whose `viewDidLoad` or
  /// `viewWillAppear` calls one on their view.
  static func controllersScalingTheirLabels(_ models: [SwiftFileModel]) -> Set<String> {
    var walkers: Set<String> = []
    for model in models where model.sourceContains("extension UIView") && model.sourceContains("UIFontMetrics") {
      let bytes = model.sourceBytes
      for extent in model.typeExtents where extent.name == "UIView" {
        let text = String(decoding: bytes[extent.start..<min(extent.end, bytes.count)], as: UTF8.self)
        guard text.contains("UIFontMetrics"), text.contains("subviews"), text.contains("adjustsFontForContentSizeCategory = true") else { continue }
        for function in model.declarations.functions where extent.start <= function.declaration.lowerBound && function.body.upperBound <= extent.end {
          walkers.insert(function.name)
        }
      }
    }
    guard !walkers.isEmpty else { return [] }
    var controllers: Set<String> = []
    for model in models where walkers.contains(where: { model.sourceContains("view.\($0)(") }) {
      for function in model.behaviour.functions where ["viewDidLoad", "viewWillAppear"].contains(function.name) {
        guard let type = function.enclosingType else { continue }
        let body = model.text(from: function.position, to: function.end).replacingOccurrences(of: "self.", with: "")
        if walkers.contains(where: { body.contains("view.\($0)(") }) { controllers.insert(type) }
      }
    }
    return controllers
  }

  /// `UIBarButtonItem(customView: title)` where `title` is a `UILabel` the file gives text
  /// (`let title = UILabel(…)`, `title.text = "Sự kiện"`).
  static func putsALabelInTheBar(_ model: SwiftFileModel) -> Bool {
    let text = String(decoding: model.sourceBytes, as: UTF8.self)
    let compact = text.replacingOccurrences(of: " ", with: "")
    var rest = text[...]
    while let range = rest.range(of: "BarButtonItem(customView:") {
      let name = rest[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      rest = rest[range.upperBound...]
      guard !name.isEmpty else { continue }
      if compact.contains("let\(name)=UILabel(") || compact.contains("var\(name)=UILabel("), compact.contains("\(name).text=") { return true }
    }
    return false
  }

  /// View controllers a caller instantiates from a storyboard and titles before showing
  /// (`let picker = storyboard?.instantiateViewController(withIdentifier: "ColorPicker") as?
  /// ColorPickerViewController`, then `picker?.title = widget.label`, openHAB).
  static func titledByCallers(in model: SwiftFileModel) -> Set<String> {
    guard model.sourceContains("instantiateViewController") else { return [] }
    let text = String(decoding: model.sourceBytes, as: UTF8.self)
    var titled: Set<String> = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where ByteSearch.firstRange(of: "instantiateViewController", in: line) != nil {
      // `let name = …instantiateViewController(…) as? Type` (or `as!`, `guard let`, `if let`).
      guard let letRange = ByteSearch.firstRange(of: "let ", in: line),
            let cast = ByteSearch.firstRange(of: " as? ", in: line) ?? ByteSearch.firstRange(of: " as! ", in: line) else { continue }
      let name = line[letRange.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let type = line[cast.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty, !type.isEmpty else { continue }
      // A title given in the lines that follow, before the function ends (a short window).
      for next in lines[(index + 1)..<min(lines.count, index + 15)] {
        let compact = next.filter { !$0.isWhitespace }
        if ["\(name).title=", "\(name)?.title=", "\(name).navigationItem.title=", "\(name)?.navigationItem.title="].contains(where: compact.hasPrefix) {
          titled.insert(String(type))
          break
        }
      }
    }
    return titled
  }

  /// The file's code sets its own title from the one it has (`setTitle(…, for:)` reading
  /// `title(for:)`) or its own text (`text = …`), through a localization call.
  static func translatesOwnText(_ model: SwiftFileModel) -> Bool {
    let code = model.codeActions
    let retitles = code.actions.contains { $0.kind == .call && $0.path == ["setTitle"] } && code.calledNames.contains("title")
    let retexts = code.actions.contains { $0.kind == .assignment && $0.path == ["text"] }
    guard retitles || retexts else { return false }
    return code.calledNames.contains("NSLocalizedString") || model.sourceContains(".localized")
  }

  /// The file's code calls `setTitle(_:for:)` on itself, with words, in a build step.
  static func titlesItselfAsBuilt(_ model: SwiftFileModel) -> Bool {
    guard model.sourceContains("setTitle(") else { return false }
    return model.behaviour.calls.contains { call in
      guard call.name == "setTitle", call.receiver == nil || call.receiver == "self" || call.receiver == "",
            let function = call.function?.lowercased(), buildSteps.contains(where: function.hasPrefix),
            let title = call.arguments.firstUnlabeled, title.text != "nil", title.stringLiteral != "" else { return false }
      // (Not the title it has, re-set: `setTitle(title.uppercased(), …)` after `title(for: .normal)`.)
      return !["title(for:", "currentTitle", "titleLabel", "title."].contains(where: title.text.contains) && title.text != "title"
    }
  }

  /// Functions a view runs as it is made (`init`, `commonInit`, `awakeFromNib`, `setUp`), lowercased prefixes.
  static let buildSteps = ["init", "commoninit", "sharedinit", "awakefromnib", "setup", "didmovetowindow", "didmovetosuperview"]

  /// The file's code sets `font` on itself as the view is made: in a build step, or in the observer
  /// of a property a build step sets (Ostelco's `appFont = .bodyText` in `commonInit`, whose `didSet`
  /// sets `font`). A method that sets it only when called (`setStyle(font:size:)`) is not counted.
  static func setsOwnFontAsBuilt(_ model: SwiftFileModel) -> Bool {
    let assignments = model.behaviour.assignments
    func onSelf(_ assignment: CodeAssignment) -> Bool { assignment.receiver.isEmpty || assignment.receiver == "self" }
    func isBuildStep(_ function: String?) -> Bool {
      guard let function = function?.lowercased() else { return false }
      return buildSteps.contains(where: function.hasPrefix)
    }
    return assignments.contains { assignment in
      guard assignment.property == "font", onSelf(assignment) else { return false }
      if isBuildStep(assignment.function) { return true }
      guard assignment.function == nil,
            let observed = model.behaviour.properties.first(where: {
              $0.start.utf8Offset <= assignment.position.utf8Offset && assignment.position.utf8Offset < $0.end.utf8Offset
            }) else { return false }
      // The property is set in a build step (its name isn't among the assignments the walk keeps).
      return model.behaviour.functions.contains { function in
        guard isBuildStep(function.name) else { return false }
        let body = model.text(from: function.position, to: function.end)
        return body.contains("self.\(observed.name) =") || body.contains(" \(observed.name) =") || body.contains("\t\(observed.name) =")
      }
    }
  }

  /// `extension UILabel { func applyTheme() { textColor = theme.titleText } }`: the file extends
  /// a text class and sets `textColor` on `self` (a bare `textColor` path).
  static func themedTextClasses(of model: SwiftFileModel) -> Set<String> {
    let extended = Set(model.declarations.types.filter { $0.kind == .extension && IBFacts.textClasses.contains($0.name) }.map(\.name))
    guard !extended.isEmpty,
          model.codeActions.actions.contains(where: { $0.kind == .assignment && $0.path == ["textColor"] }) else { return [] }
    return extended
  }

  /// The facts of one file's code for the classes it declares (`declaredTypes`).
  public static func of(
    _ model: SwiftFileModel, declaredTypes: [String], sharedFontLabels: [String: Set<String>] = [:], backdropHelpers: Set<String> = []
  ) -> ClassCodeFacts {
    var facts = ClassCodeFacts()
    facts.registeredCellIdentifiers = registeredCellIdentifiers(in: model)
    guard !declaredTypes.isEmpty else { return facts }
    let code = model.codeActions
    // Any title the code gives (`title = `, `navigationItem.titleView = `, a helper's `title:`
    // argument) may be the screen's: the storyboard can't prove it isn't.
    if code.actions.contains(where: { action in
      action.kind == .assignment && action.path.last!.hasSuffix("title")
        || action.path.contains { $0.hasPrefix("titleView") }
        || action.arguments.contains { $0.label?.hasSuffix("title") == true }
    }) {
      facts.setsTitle.formUnion(declaredTypes)
    }
    // A label put in the bar as its left item (`navigationItem.leftBarButtonItems =
    // [UIBarButtonItem(customView: title)]`, a UILabel reading "Sự kiện"): the bar shows the
    // screen's name there, and VoiceOver reads it.
    if code.actions.contains(where: { action in action.path.contains { $0.hasPrefix("leftBarButtonItem") } }),
       model.sourceContains("BarButtonItem(customView:"), Self.putsALabelInTheBar(model) {
      facts.setsTitle.formUnion(declaredTypes)
    }
    // Any `backgroundColor` the code sets or reads, and any gradient it draws.
    let mentionsGradient = { (name: String) in holds(name, "Gradient") }
    // Or a view it puts behind everything (a photo, AnyDayAssist's `setView()` helper).
    if code.actions.contains(where: { $0.path.contains { holds($0, "backgroundColor") || mentionsGradient($0) } })
      || code.calledNames.contains(where: mentionsGradient) || code.typeNames.contains(where: mentionsGradient)
      || !code.calledNames.isDisjoint(with: backdropHelpers) {
      facts.setsBackground.formUnion(declaredTypes)
    }
    if code.actions.contains(where: { $0.path.contains { holds($0, "textLabel") || holds($0, "detailTextLabel") || holds($0, "imageView") } }) {
      facts.usesBuiltInCellViews.formUnion(declaredTypes)
      // The cell's own views (`textLabel?.applyBodyStyle()`, `textLabel?.font = .body`), not a
      // dequeued cell's (`cell.textLabel?.text`).
      var members: [String: Set<String>] = [:]
      for action in code.actions where action.path.count >= 2 && Self.builtInCellViews.contains(action.path[0]) {
        members[action.path[0], default: []].insert(action.path[1...].joined(separator: "."))
      }
      for type in declaredTypes { facts.builtInCellViewCode[type, default: [:]].merge(members) { $0.union($1) } }
    }
    if code.actions.contains(where: { $0.kind == .assignment && ($0.path == ["modalPresentationStyle"] || $0.path == ["transitioningDelegate"]) }) {
      facts.presentsItselfModally.formUnion(declaredTypes)
    }
    for side in ["right", "left"] where code.actions.contains(where: { labelsOrReplacesBarItem(side, $0) }) {
      for type in declaredTypes { facts.labelsBarItems[type, default: []].insert(side) }
    }
    if code.actions.contains(where: labelsListedBarItem) {
      for type in declaredTypes { facts.labelsBarItems[type, default: []].insert(Self.listedItems) }
    }
    if code.actions.contains(where: labelsOrReplacesToolbarItems) {
      for type in declaredTypes { facts.labelsBarItems[type, default: []].insert(Self.toolbarItems) }
    }
    if code.calledNames.contains("preferredFont") || code.calledNames.contains("UIFontMetrics")
      || code.typeNames.contains("UIFontMetrics") || code.actions.contains(where: { $0.path.first == "UIFontMetrics" }) {
      facts.scalesOwnFont.formUnion(declaredTypes)
    }
    if translatesOwnText(model) { facts.translatesOwnText.formUnion(declaredTypes) }
    if titlesItselfAsBuilt(model) { facts.titlesItselfAsBuilt.formUnion(declaredTypes) }
    if setsOwnFontAsBuilt(model) { facts.setsOwnFont.formUnion(declaredTypes) }
    let receivers = wiredReceivers(code)
    facts.wiredNames.formUnion(receivers)
    // Properties the file declares (outlets and views it builds) are names; anything else is unknown.
    let properties = Set(model.uikitObjects.filter { !$0.isLocal && $0.name != "self" }.map(\.name))
    if !receivers.subtracting(properties).isEmpty { facts.wiresUnnamedReceivers.formUnion(declaredTypes) }
    let (hides, shows, hidesWhileShown) = navigationBarVisibility(model)
    if hides { facts.hidesNavigationBar.formUnion(declaredTypes) }
    if shows { facts.showsNavigationBar.formUnion(declaredTypes) }
    if hidesWhileShown { facts.hidesNavigationBarWhileShown.formUnion(declaredTypes) }
    if replacesTableDataSource(model) { facts.replacesTableDataSource.formUnion(declaredTypes) }
    let passed = outletsPassedToRecoloringParameters(code)
    if !passed.isEmpty {
      for type in declaredTypes { facts.outletsRecoloredByHelpers[type, default: []].formUnion(passed) }
    }
    let givenToStyles = outletsGivenToStyles(code)
    if !givenToStyles.isEmpty {
      for type in declaredTypes { facts.outletsGivenToStyles[type, default: []].formUnion(givenToStyles) }
    }
    let restyled = outletsPassedToFontParameters(code, sharedFontLabels: sharedFontLabels)
    if !restyled.isEmpty {
      for type in declaredTypes { facts.outletFontsSetByHelpers[type, default: [:]].merge(restyled) { $0.union($1) } }
    }
    facts.merge(dequeuedCells(of: model, declaredTypes: declaredTypes))
    return facts
  }

  /// `navigationItem.rightBarButtonItem?.accessibilityLabel = ...`, `...?.title = ...`, or the
  /// item (or items) replaced by one the code builds, which the Swift rules judge.
  static func labelsOrReplacesBarItem(_ side: String, _ action: CodeActions.Action) -> Bool {
    guard action.kind == .assignment, let item = action.path.firstIndex(of: "navigationItem").map({ $0 + 1 }),
          item < action.path.count else { return false }
    let rest = action.path[(item + 1)...]
    switch action.path[item] {
    case "\(side)BarButtonItem": return rest.isEmpty || rest.last == "accessibilityLabel" || rest.last == "title"
    case "\(side)BarButtonItems": return rest.isEmpty
    default: return false
    }
  }

  static let wiringCalls: Set<String> = ["addTarget", "addAction", "sendActions"]
  static let wiringProperties: Set<String> = ["menu", "primaryAction", "showsMenuAsPrimaryAction"]

  /// The receivers the code wires actions to (`self` when the path has none).
  static func wiredReceivers(_ code: CodeActions) -> Set<String> {
    var receivers: Set<String> = []
    for action in code.actions {
      guard let last = action.path.last else { continue }
      let wires = action.kind == .call ? wiringCalls.contains(last) : wiringProperties.contains(last)
      if wires { receivers.insert(action.path.dropLast().last ?? "self") }
    }
    return receivers
  }

  /// `navigationBarHidden = x`, `isNavigationBarHidden = x`, `setNavigationBarHidden(x, ...)`:
  /// compiled once, not per file.
  private static let navigationBarHiddenPatterns = [
    #"(?:isN|n)avigationBarHidden\s*=\s*(\S+)"#, #"setNavigationBarHidden\(\s*([^,\s)]+)"#,
    // `self.navigationBar.isHidden = true` in a navigation controller subclass.
    #"navigationBar[?!]?\.isHidden\s*=\s*(\S+)"#,
  ].map { try! NSRegularExpression(pattern: $0) }

  /// Whether the file's code hides the navigation bar, and whether it shows it
  /// (`isNavigationBarHidden = false`, `setNavigationBarHidden(false, ...)`, a value not a literal).
  /// `hidesWhileShown`: the bar is hidden as the screen loads or appears (`viewWillAppear`, a
  /// `setupUI()` helper) and shown again by none of those methods, only as it leaves, if at all
  /// (Save's Tor start screen, Yona's VPN instructions).
  static func navigationBarVisibility(_ model: SwiftFileModel) -> (hides: Bool, shows: Bool, hidesWhileShown: Bool) {
    let bytes = model.sourceBytes
    let mentioned = ["avigationBarHidden", "navigationBar.isHidden", "navigationBar?.isHidden", "navigationBar!.isHidden"].contains { word in
      let needle = Array(word.utf8)
      return bytes.withUnsafeBufferPointer { haystack in needle.withUnsafeBufferPointer { ByteSearch.contains(haystack, $0) } }
    }
    guard mentioned else { return (false, false, false) }
    let text = String(decoding: bytes, as: UTF8.self)
    // The methods that run as it loads or appears, and its setup helpers (`setupUI()`).
    let appearing = model.behaviour.functions.filter { function in
      ["viewDidLoad", "viewWillAppear", "viewDidAppear"].contains(function.name)
        || function.name.lowercased().hasPrefix("setup") || function.name.lowercased().hasPrefix("configure")
    }.map { $0.position.utf8Offset..<$0.end.utf8Offset }
    var hides = false, shows = false, hidesAppearing = false, showsAppearing = false
    for expression in navigationBarHiddenPatterns {
      for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let inAppearing = appearing.contains { $0.contains(offset) }
        if text[range] == "true" {
          hides = true
          hidesAppearing = hidesAppearing || inAppearing
        } else {
          shows = true
          showsAppearing = showsAppearing || inAppearing
        }
      }
    }
    return (hides, shows, hidesAppearing && !showsAppearing)
  }

  /// Marks, in ``labelsBarItems``, code that labels items of a list by index
  /// (`navigationItem.leftBarButtonItems?[0].accessibilityLabel = ...`): which item is not kept.
  public static let listedItems = "items"

  /// Marks, in ``labelsBarItems``, code that labels or replaces the controller's `toolbarItems`.
  public static let toolbarItems = "toolbar"

  /// `toolbarItems?[0].accessibilityLabel = ...`, `toolbarItems = [...]`, `setToolbarItems(...)`.
  static func labelsOrReplacesToolbarItems(_ action: CodeActions.Action) -> Bool {
    if action.kind == .call { return action.path == ["setToolbarItems"] }
    guard action.kind == .assignment, action.path.first == "toolbarItems" else { return false }
    return action.path.count == 1 || action.path.last == "accessibilityLabel" || action.path.last == "title"
  }

  /// `navigationItem.rightBarButtonItems?[1].accessibilityLabel = ...` (the subscript is not in the path).
  static func labelsListedBarItem(_ action: CodeActions.Action) -> Bool {
    guard action.kind == .assignment, let item = action.path.firstIndex(of: "navigationItem").map({ $0 + 1 }),
          item + 1 < action.path.count, action.path[item].hasSuffix("BarButtonItems") else { return false }
    return action.path.last == "accessibilityLabel" || action.path.last == "title"
  }

  /// What any file (a data source, a controller) does to cells it dequeues: views recolored through
  /// `viewWithTag`, and cells whose background it replaces.
  public static func dequeuedCells(of model: SwiftFileModel, declaredTypes: [String]) -> ClassCodeFacts {
    var facts = ClassCodeFacts()
    let code = model.codeActions
    let tags = code.calledNames.contains("viewWithTag")
    guard tags || code.calledNames.contains(where: { $0.hasPrefix("dequeueReusable") }) else { return facts }
    let identifiers = code.identifiers
    for identifier in identifiers { facts.dequeuingFiles[identifier] = 1 }
    let types = declaredTypes.map(TypeIndex.simpleName)
    let cells = identifiers.flatMap { identifier in [identifier] + types.map { "\(identifier)@\($0)" } }
    let keys = { (tag: String) -> [String] in
      identifiers.isEmpty ? types.map { "*#\(tag)@\($0)" } : identifiers.flatMap { id in ["\(id)#\(tag)"] + types.map { "\(id)#\(tag)@\($0)" } }
    }
    for action in code.actions {
      if tags, let tag = action.tag {
        let reached = action.path[(tag.index + 1)...]
        if reached.contains(where: { name in Self.recoloringMembers.contains { holds(name, $0) } }) {
          facts.recoloredTags.formUnion(keys(tag.number))
        }
        if reached.contains(where: { holds($0, "backgroundColor") }) { facts.tagBackgrounds.formUnion(keys(tag.number)) }
      } else if action.kind == .assignment, replacesCellBackground(action.path) {
        facts.recoloredCellIdentifiers.formUnion(cells)
      }
    }
    return facts
  }

  /// Whether a member name holds `word` (Foundation's `contains`), tested on the bytes first:
  /// Foundation's search, asked for every step of every action's path, was most of this phase,
  /// and an ASCII word whose bytes a name lacks is in it for neither.
  static func holds(_ name: String, _ word: String) -> Bool {
    ByteSearch.contains(name, word: word) && name.contains(word)
  }

  /// What recolors a view's text or icon.
  static let recoloringMembers = ["textColor", "setTitleColor", "attributedText", "tintColor"]

  /// `cell.backgroundColor = ...`, `cell.contentView.backgroundColor = ...`.
  static func replacesCellBackground(_ path: [String]) -> Bool {
    guard path.last == "backgroundColor", path.count >= 2 else { return false }
    let owner = path[path.count - 2] == "contentView" && path.count >= 3 ? path[path.count - 3] : path[path.count - 2]
    return owner.hasSuffix("cell")
  }

  /// Outlets passed to a parameter that the file's code recolors: `configureFields(valueLabel:
  /// strStatLabel)` with `valueLabel.textColor = ...` in `func configureFields(valueLabel: UILabel)`.
  /// The names handed to a style's `apply(to:)` (the call's receiver path names a style).
  static func outletsGivenToStyles(_ code: CodeActions) -> Set<String> {
    var styled: Set<String> = []
    for action in code.actions where action.kind == .call && action.path.last == "apply"
      && action.path.dropLast().contains(where: { $0.lowercased().contains("style") }) {
      for argument in action.arguments {
        if let name = argument.name, name.first?.isLowercase == true { styled.insert(name) }
      }
    }
    return styled
  }

  static func outletsPassedToRecoloringParameters(_ code: CodeActions) -> Set<String> {
    guard !code.viewParameters.isEmpty else { return [] }
    let recolored = code.viewParameters.filter { parameter in
      code.actions.contains { action in
        guard action.path.count >= 2, action.path[action.path.count - 2] == parameter, let member = action.path.last else { return false }
        return action.kind == .assignment ? member == "textColor" || member == "backgroundColor" : member == "setTitleColor"
      }
    }
    guard !recolored.isEmpty else { return [] }
    var passed: Set<String> = []
    for action in code.actions where action.kind == .call {
      for argument in action.arguments {
        guard let label = argument.label.map({ code.viewParameterLabels[$0] ?? $0 }), recolored.contains(label), let name = argument.name,
              name.first?.isLowercase == true else { continue }
        passed.insert(name)
      }
    }
    return passed
  }

  /// ``registeredCellIdentifiers`` of one file.
  static func registeredCellIdentifiers(in model: SwiftFileModel) -> Set<String> {
    guard model.sourceContains("ReuseIdentifier:"), model.sourceContains("register(") else { return [] }
    let text = String(decoding: model.sourceBytes, as: UTF8.self)
    let pattern = #"register\([^\n]*?for(?:Cell|CellWith)ReuseIdentifier:\s*(?:"([^"\\]+)"|([A-Za-z_][A-Za-z0-9_.]*))"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    var identifiers: Set<String> = []
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      if let literal = Range(match.range(at: 1), in: text) {
        identifiers.insert(String(text[literal]))
      } else if let constant = Range(match.range(at: 2), in: text), let last = text[constant].split(separator: ".").last {
        identifiers.insert(String(last))
      }
    }
    return identifiers
  }

  /// Font properties set through a view parameter of the file's functions, for each outlet passed
  /// to it by the parameter's label: `setupValueScroll(valueText: valueText2)` with
  /// `valueText.font = ...` and `valueText.adjustsFontForContentSizeCategory = true` in
  /// `func setupValueScroll(valueText: UITextView?)` → valueText2: font, adjustsFontForContentSizeCategory.
  /// Followed from argument to parameter, whatever the outlet is called.
  /// The file's view parameters whose font its code sets, by the argument label they are called
  /// with (`func style(userView label: UILabel) { label.font = … }` → `userView`: `font`).
  static func fontParameterLabels(_ code: CodeActions) -> [String: Set<String>] {
    guard !code.viewParameters.isEmpty else { return [:] }
    var set: [String: Set<String>] = [:]
    for action in code.actions where action.kind == .assignment && action.path.count == 2 && code.viewParameters.contains(action.path[0]) {
      let member = action.path[1]
      if member == "font" || member == "adjustsFontForContentSizeCategory" { set[action.path[0], default: []].insert(member) }
    }
    guard !set.isEmpty else { return [:] }
    let labels = Dictionary(code.viewParameterLabels.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return Dictionary(set.map { (labels[$0] ?? $0, $1) }, uniquingKeysWith: { $0.union($1) })
  }

  /// ``fontParameterLabels(_:)`` of a type's static functions, keyed by the type, the function
  /// and the label (`Appearance.style/userView`): a call in another file matches all three.
  static func fontParameterLabelsByFunction(_ model: SwiftFileModel) -> [String: Set<String>] {
    let labels = fontParameterLabels(model.codeActions)
    guard !labels.isEmpty else { return [:] }
    let bytes = model.sourceBytes
    var keyed: [String: Set<String>] = [:]
    for function in model.declarations.functions where !function.isProperty {
      let headerRange = function.declaration.lowerBound..<max(function.declaration.lowerBound, function.body.lowerBound)
      let header = String(decoding: bytes[headerRange.clamped(to: 0..<bytes.count)], as: UTF8.self)
      guard header.contains("static func") || header.contains("class func"),
            let owner = model.innermostTypeName(at: function.declaration.lowerBound) else { continue }
      let type = owner.split(separator: ".").last.map(String.init) ?? owner
      for (label, properties) in labels where header.contains("(\(label) ") || header.contains(" \(label) ") || header.contains("(\(label):") || header.contains(" \(label):") {
        keyed[type + "." + function.name + "/" + label, default: []].formUnion(properties)
      }
    }
    return keyed
  }

  /// Outlets the file passes to a font-setting parameter: of its own functions, or of a type's
  /// static helper in another file (`Appearance.style(userView: nameLabel)`, a capitalized receiver).
  static func outletsPassedToFontParameters(_ code: CodeActions, sharedFontLabels: [String: Set<String>] = [:]) -> [String: Set<String>] {
    let own = fontParameterLabels(code)
    guard !own.isEmpty || !sharedFontLabels.isEmpty else { return [:] }
    var passed: [String: Set<String>] = [:]
    for action in code.actions where action.kind == .call {
      let onType = action.path.count == 2 && action.path[0].first?.isUppercase == true
      let method = onType ? action.path[0] + "." + action.path[1] : ""
      for argument in action.arguments {
        guard let label = argument.label, let name = argument.name, name.first?.isLowercase == true,
              let properties = own[label] ?? (onType ? sharedFontLabels[method + "/" + label] : nil) else { continue }
        passed[name, default: []].formUnion(properties)
      }
    }
    return passed
  }

  /// A cell style's built-in views, as code names them.
  public static let builtInCellViews: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

  public mutating func merge(_ other: ClassCodeFacts) {
    setsTitle.formUnion(other.setsTitle)
    setsBackground.formUnion(other.setsBackground)
    usesBuiltInCellViews.formUnion(other.usesBuiltInCellViews)
    builtInCellViewCode.merge(other.builtInCellViewCode) { $0.merging($1) { $0.union($1) } }
    presentsItselfModally.formUnion(other.presentsItselfModally)
    labelsBarItems.merge(other.labelsBarItems) { $0.union($1) }
    scalesOwnFont.formUnion(other.scalesOwnFont)
    translatesOwnText.formUnion(other.translatesOwnText)
    titlesItselfAsBuilt.formUnion(other.titlesItselfAsBuilt)
    setsOwnFont.formUnion(other.setsOwnFont)
    recoloredTags.formUnion(other.recoloredTags)
    tagBackgrounds.formUnion(other.tagBackgrounds)
    recoloredCellIdentifiers.formUnion(other.recoloredCellIdentifiers)
    dequeuingFiles.merge(other.dequeuingFiles, uniquingKeysWith: +)
    outletsRecoloredByHelpers.merge(other.outletsRecoloredByHelpers) { $0.union($1) }
    outletFontsSetByHelpers.merge(other.outletFontsSetByHelpers) { $0.merging($1) { $0.union($1) } }
    outletsGivenToStyles.merge(other.outletsGivenToStyles) { $0.union($1) }
    registeredCellIdentifiers.formUnion(other.registeredCellIdentifiers)
    themedTextClasses.formUnion(other.themedTextClasses)
    hidesNavigationBar.formUnion(other.hidesNavigationBar)
    hidesNavigationBarWhileShown.formUnion(other.hidesNavigationBarWhileShown)
    wiredNames.formUnion(other.wiredNames)
    wiresUnnamedReceivers.formUnion(other.wiresUnnamedReceivers)
    showsNavigationBar.formUnion(other.showsNavigationBar)
    replacesTableDataSource.formUnion(other.replacesTableDataSource)
  }

  private static let tableDataSourceAssignment = try! NSRegularExpression(
    pattern: #"(?<![\w.])(?:self\.)?tableView\??\.dataSource\s*=(?!=)\s*([A-Za-z_][\w.]*)"#)

  /// `tableView.dataSource = x` (also `self.tableView?.dataSource`) with `x` other than `self`
  /// or `nil`.
  static func replacesTableDataSource(_ model: SwiftFileModel) -> Bool {
    // The pattern needs one of these two spellings: a file without both is answered unread.
    guard model.sourceContains("tableView.dataSource") || model.sourceContains("tableView?.dataSource") else { return false }
    let text = String(decoding: model.sourceBytes, as: UTF8.self)
    let regex = tableDataSourceAssignment
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).contains { match in
      guard let valueRange = Range(match.range(at: 1), in: text) else { return false }
      return !["self", "nil"].contains(String(text[valueRange]))
    }
  }
}
