import A11yCore
import Foundation

/// The UIKit half of `screen-title`: view controllers the code pushes, or makes the root of a
/// navigation controller, whose class (or a project superclass) never sets a title.
public enum UIKitScreenTitles {
  /// A place the code shows a screen: which class, where, and whether that code titles it.
  struct Shown {
    let type: String
    let file: SwiftFileModel
    let position: SourcePosition
    let titledThere: Bool
    /// The class whose code pushes it onto its own navigation stack (`pushViewController`,
    /// `show(_:sender:)`), nil when it starts a stack or is presented.
    var pushedBy: String? = nil
    /// The push goes through the pusher's own navigation controller (`navigationController?`,
    /// `show(_:sender:)` on itself), not one it made: the pusher is in that stack too.
    var pusherIsInTheStack = false
    /// The storyboard identifier it was instantiated by (`instantiateViewController(withIdentifier:
    /// "ChangePassword")`), when written as a literal on the line that makes it.
    var storyboardIdentifier: String? = nil
    /// The storyboard whose entry scene it is (`UIStoryboard(name: "Settings", …)
    /// .instantiateInitialViewController()`), when written as a literal on that line.
    var storyboardEntry: String? = nil
    /// Made the root of a navigation controller whose bar that code hides.
    var isHiddenBarRoot = false
  }

  /// Containers and system screens: they title themselves or show others' titles.
  static let containers: Set<String> = [
    "UITabBarController", "UINavigationController", "UIPageViewController", "UISplitViewController",
    "UISearchController", "UIAlertController", "UIActivityViewController", "UIImagePickerController",
    "SFSafariViewController", "UIHostingController", "UIDocumentPickerViewController", "UIReferenceLibraryViewController",
    "QLPreviewController", "MFMailComposeViewController", "MFMessageComposeViewController", "AVPlayerViewController",
    "UIVideoEditorController", "PHPickerViewController", "CNContactViewController",
  ]

  private static let localPattern = try! NSRegularExpression(
    pattern: "\\b(?:let|var)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*(?::\\s*([A-Z][A-Za-z0-9_.]*)[?!]?\\s*)?=\\s*([A-Za-z_][A-Za-z0-9_.]*)\\s*(\\(|[?!]?\\.)")
  private static let rootPattern = try! NSRegularExpression(
    pattern: "[A-Za-z0-9_]*NavigationController(?:\\.init)?\\s*\\(\\s*rootViewController:\\s*([A-Za-z_][A-Za-z0-9_.]*)\\s*(\\()?")
  /// `nav = UINavigationController(rootViewController: homeVC)`: what holds the controller, and its root.
  static let heldRootPattern = try! NSRegularExpression(
    pattern: "([A-Za-z_][A-Za-z0-9_.?!]*)\\s*(?::[^=\\n]+)?=\\s*UINavigationController(?:\\.init)?\\s*\\(\\s*rootViewController:\\s*([A-Za-z_][A-Za-z0-9_.]*)")

  /// `let vc = OrderViewController(order: order)` or `let vc: OrderViewController = ...` in `text`
  /// before `offset`: the class a local holds (the last such declaration wins).
  static func typeOfLocal(_ name: String, in text: String, before offset: Int) -> (type: String, initializer: String)? {
    let range = NSRange(location: 0, length: min(offset, (text as NSString).length))
    var found: (String, String)?
    for match in localPattern.matches(in: text, range: range) {
      let ns = text as NSString
      guard ns.substring(with: match.range(at: 1)) == name else { continue }
      let initializer = ns.substring(with: match.range(at: 3))
      let annotated = match.range(at: 2).location != NSNotFound ? ns.substring(with: match.range(at: 2)) : nil
      let rest = ns.substring(from: match.range(at: 3).location)
      let line = rest.prefix { $0 != "\n" }
      // `let homeVC = storyboard.instantiateViewController(withIdentifier: "HomeVC") as! HomeVC`.
      let cast = line.range(of: " as! ") ?? line.range(of: " as? ")
      if let annotated { found = (TypeIndex.simpleName(annotated), rest) }
      else if let cast {
        let type = line[cast.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        found = type.first?.isUppercase == true ? (TypeIndex.simpleName(String(type)), rest) : nil
      }
      else if line.contains("instantiateViewController(withIdentifier:") || line.contains("instantiateInitialViewController") {
        // A scene loaded by identifier or as a storyboard's entry, cast to nothing: its class is
        // unknown, its identifier or storyboard known.
        found = ("", rest)
      }
      else if initializer.first?.isUppercase == true, ns.substring(with: match.range(at: 4)) == "(" {
        found = (TypeIndex.simpleName(initializer), rest)
      } else {
        found = nil
      }
    }
    return found
  }

  /// The screen an expression shows.
  struct ShownExpression {
    let type: String
    /// True when a navigation controller wraps it.
    let isNavigationRoot: Bool
    let initializer: String
    /// The local that holds the screen itself (`vc` in `UINavigationController(rootViewController: vc)`).
    let holder: String?
  }

  /// The screen class an expression shows: `X(...)`, a local holding one, or a navigation
  /// controller's root.
  static func screen(of expression: String, in text: String, at offset: Int, depth: Int = 0) -> ShownExpression? {
    guard depth < 3 else { return nil }
    var trimmed = expression.trimmingCharacters(in: .whitespaces)
    // `picker!`: the local it unwraps.
    if trimmed.hasSuffix("!") { trimmed.removeLast() }
    func wrapped(_ inner: ShownExpression) -> ShownExpression {
      ShownExpression(type: inner.type, isNavigationRoot: true, initializer: inner.initializer, holder: inner.holder)
    }
    // `UINavigationController(rootViewController:)`, or the app's own (`BaseNavigationController(…)`).
    if ByteSearch.contains(trimmed, word: "rootViewController:"),
       trimmed.range(of: #"^[A-Z][A-Za-z0-9_]*NavigationController(\.init)?\s*\(\s*rootViewController:"#, options: .regularExpression) != nil {
      let ns = trimmed as NSString
      guard let match = rootPattern.firstMatch(in: trimmed, range: NSRange(location: 0, length: ns.length)) else { return nil }
      let root = ns.substring(with: match.range(at: 1))
      let call = match.range(at: 2).location != NSNotFound
      if call {
        return ShownExpression(
          type: TypeIndex.simpleName(root), isNavigationRoot: true, initializer: ns.substring(from: match.range(at: 1).location), holder: nil)
      }
      return screen(of: root, in: text, at: offset, depth: depth + 1).map(wrapped)
    }
    if let paren = trimmed.firstIndex(of: "("), trimmed.first?.isUppercase == true {
      return ShownExpression(type: TypeIndex.simpleName(String(trimmed[..<paren])), isNavigationRoot: false, initializer: trimmed, holder: nil)
    }
    guard trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    guard let local = typeOfLocal(trimmed, in: text, before: offset) else { return nil }
    if local.type.hasSuffix("NavigationController")
      || ByteSearch.contains(local.initializer, word: "rootViewController:")
      && local.initializer.range(of: #"^[A-Z][A-Za-z0-9_]*NavigationController(\.init)?\s*\(\s*rootViewController:"#, options: .regularExpression) != nil {
      return screen(of: local.initializer, in: text, at: offset, depth: depth + 1).map(wrapped)
    }
    return ShownExpression(type: local.type, isNavigationRoot: false, initializer: local.initializer, holder: trimmed)
  }

  /// `…instantiateViewController(withIdentifier: "ChangePassword")…` on the first line of `text`:
  /// the identifier.
  static func storyboardIdentifier(in text: String) -> String? {
    literal(after: "withIdentifier:", onFirstLineOf: text)
  }

  /// `UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()` on the first
  /// line of `text`: the storyboard's name.
  static func storyboardEntry(in text: String) -> String? {
    guard text.prefix(while: { $0 != "\n" }).contains("instantiateInitialViewController") else { return nil }
    return literal(after: "UIStoryboard(name:", onFirstLineOf: text)
  }

  /// The string literal written right after `label` on the first line of `text`, if any.
  static func literal(after label: String, onFirstLineOf text: String) -> String? {
    let line = text.prefix { $0 != "\n" }
    guard let found = line.range(of: label) else { return nil }
    let rest = line[found.upperBound...].drop { $0 == " " }
    guard rest.first == "\"" else { return nil }
    let value = rest.dropFirst().prefix { $0 != "\"" }
    return value.isEmpty ? nil : String(value)
  }

  /// The text of the function holding `position`: from its declaration to the next one.
  static func functionText(at position: SourcePosition, in file: SwiftFileModel) -> (text: String, start: Int) {
    let functions = file.behaviour.functions.sorted { $0.position.utf8Offset < $1.position.utf8Offset }
    let index = functions.lastIndex { $0.position.utf8Offset <= position.utf8Offset }
    let start = index.map { functions[$0].position } ?? SourcePosition(line: 1, column: 1, utf8Offset: 0)
    let end = index.flatMap { $0 + 1 < functions.count ? functions[$0 + 1].position : nil }
      ?? SourcePosition(line: Int.max, column: 1, utf8Offset: Int.max)
    return (file.text(from: start, to: end), start.utf8Offset)
  }

  /// A controller answering its navigation controller's question with a constant (Dash's
  /// `var isNavigationBarHidden: Bool { true }`, read by its `BaseNavigationController`): it draws
  /// its own bar, if any, and the system's shows no title.
  static let hiddenBarSpellings = ["NavigationBarHidden: Bool { true }", "NavigationBarHidden: Bool { return true }",
                                   "NavigationBarHidden: Bool {true}"]

  /// How code hides the navigation bar, and shows it again (the receiver written before).
  static let hidingSpellings = ["setNavigationBarHidden(true", "isNavigationBarHidden = true", "navigationBar.isHidden = true"]
  static let showingSpellings = ["setNavigationBarHidden(false", "isNavigationBarHidden = false", "navigationBar.isHidden = false"]

  /// A base class `type` that hides the navigation bar as each screen loads or appears
  /// (`viewDidLoad`, `viewWillAppear`, `viewDidAppear` of its own, or a helper of the type they
  /// call, `configureUI()`; outside comments) and never shows it again in its code: every screen
  /// built on it appears without a bar. A helper that hides it only when called otherwise
  /// (`enterFullScreen()`) is one subclass's business.
  static func hidesTheBarForEveryScreen(_ type: String, in file: SwiftFileModel) -> Bool {
    guard hidingSpellings.contains(where: file.sourceContains) else { return false }
    let functions = file.behaviour.functions.filter { $0.enclosingType == type }
    var lifecycle: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]
    // (Called by the method itself, not from a closure it hands on: a menu action's
    // `enterFullScreen()` runs when someone picks it.)
    for function in functions where lifecycle.contains(function.name) {
      lifecycle.formUnion(GestureSupport.calledNames(in: HandlerReach.topLevelStatements(of: file.text(from: function.position, to: function.end))))
    }
    var hides = false
    for function in functions {
      for line in file.text(from: function.position, to: function.end).split(separator: "\n") {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") { continue }
        if showingSpellings.contains(where: code.contains) { return false }
        if lifecycle.contains(function.name), hidingSpellings.contains(where: code.contains) { hides = true }
      }
    }
    return hides
  }

  /// `SplashViewController`, `LaunchScreenViewController`, `SplashVC`: the screen shown while the
  /// app starts (not `LaunchDetailViewController`, a rocket launch's page).
  /// `type`'s `viewDidAppear` posts a screen or layout change (`UIAccessibility.post(notification:
  /// .layoutChanged, argument: header)`, or an app helper of those names).
  static func movesFocusOnAppear(_ type: String, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("viewDidAppear") else { return false }
    return file.behaviour.functions.contains { function in
      guard function.name == "viewDidAppear", function.enclosingType == type else { return false }
      let body = HandlerReach.droppingComments(file.text(from: function.position, to: function.end))
      return ["screenChanged", "layoutChanged", "ScreenChangedNotification", "LayoutChangedNotification"].contains(where: body.contains)
    }
  }

  static func isSplashScreen(_ type: String) -> Bool {
    type.range(of: #"(Splash|Launch|Loading(?=Screen))(Screen)?(View)?(Controller|VC)$"#, options: .regularExpression) != nil
  }

  /// The controller's code presents a `UIAlertController` and builds no view of its own: no
  /// subviews, outlets, lists, `loadView` or child controllers in its declaration.
  static func onlyHostsAnAlert(_ type: String, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("UIAlertController("), file.sourceContains("present(") else { return false }
    let name = TypeIndex.simpleName(type)
    let extents = file.typeExtents.filter { TypeIndex.simpleName($0.name) == name }
    guard !extents.isEmpty else { return false }
    let source = file.converter.source
    let code = HandlerReach.droppingComments(extents.map { source.text(from: $0.start, to: $0.end) }.joined(separator: "\n"))
    guard code.contains("UIAlertController("), code.contains("present(") else { return false }
    let builds = [
      "addSubview", "addArrangedSubview", "insertSubview", "@IBOutlet", "loadView", "view =", "TableView", "CollectionView",
      "addChild", "UIHostingController", "Label", "Button", "ImageView", "StackView", "WebView", "MapView", "ScrollView",
    ]
    return !builds.contains(where: code.contains)
  }

  /// Some code puts one of the project's tab bar controllers in a navigation controller
  /// (`UINavigationController(rootViewController: SCTabBarController())`): the bar shows the tab
  /// bar controller's title, not the tabs' own.
  static func tabBarControllerIsInNavigationController(_ files: [SwiftFileModel]) -> Bool {
    let tabBarControllers = Set(files.flatMap { file in
      file.declarations.types.filter { $0.kind == .class && $0.inherited.first == "UITabBarController" }.map(\.name)
    } + ["UITabBarController"])
    return files.contains { file in
      guard file.sourceContains("rootViewController:") else { return false }
      let text = file.converter.source.text(from: 0, to: file.sourceBytes.count)
      return text.components(separatedBy: "rootViewController:").dropFirst().contains { rest in
        let name = rest.drop(while: { $0 == " " }).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return tabBarControllers.contains(String(name))
      }
    }
  }

  /// A SwiftUI splash view (`SplashView`, `LaunchScreen`, `LaunchScreenView`; not `LaunchView`, a
  /// rocket launch's page).
  static func isSplashView(_ type: String) -> Bool {
    type.range(of: #"(Splash(Screen)?|LaunchScreen)(View)?$"#, options: .regularExpression) != nil
  }

  /// Code that hides the navigation bar, so no title is shown or announced.
  static func hidesNavigationBar(_ text: String) -> Bool {
    ByteSearch.containsAny(text, hidingSpellings)
  }

  /// After pushing the screen (or making it the stack's root) the function titles the bar's top
  /// item, itself or in a helper it then calls (iOS01-Capsule's coordinator, `setUpNavigationItem()`
  /// setting `navigationController?.navigationBar.topItem?.title = "목록"`): the shown screen's item.
  static func titlesTopItem(after offset: Int, in function: String, file: SwiftFileModel) -> Bool {
    let after = String(decoding: function.utf8.dropFirst(max(0, offset)), as: UTF8.self)
    let spellings = ["navigationBar.topItem?.title = ", "navigationBar.topItem!.title = ", "navigationBar.topItem.title = "]
    guard file.sourceContains("navigationBar.topItem") else { return false }
    let reached = HandlerReach.reachedText(from: after, in: file, depth: 1)
    // (`topItem?.title = ""`, ZESTY's scene delegate clearing the back button's words, titles nothing.)
    return spellings.contains { spelling in
      ByteSearch.ranges(of: spelling, in: reached).contains { found in
        let value = reached[found.upperBound...].prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        return !value.isEmpty && value != "\"\"" && value != "nil"
      }
    }
  }

  /// A flow's coordinator (or router) that hides its navigation controller's bar and nowhere
  /// shows it again (Acha's `SingleGameCoordinator`, hiding it as it shows the map picker): every
  /// screen it pushes comes in under the hidden bar, with no bar to title.
  static func coordinatorKeepsBarHidden(_ type: String?, in file: SwiftFileModel) -> Bool {
    guard let type, ["Coordinator", "Router", "Flow"].contains(where: TypeIndex.simpleName(type).hasSuffix) else { return false }
    // (One that makes navigation controllers of its own may show their bars: which one a push
    // goes to is not read.)
    return hidingSpellings.contains(where: file.sourceContains) && !showingSpellings.contains(where: file.sourceContains)
      && !file.sourceContains("NavigationController(")
  }

  /// Coordinators a coordinator that keeps its bar hidden makes (DayCarat's `IntroCoordinator`
  /// hiding the bar before it starts `OnBoardingCoordinator`, Segno's `AppCoordinator` hiding it
  /// as it is made and starting `LoginCoordinator`), and theirs in turn: they push onto the same
  /// stack, under the hidden bar, unless their own code shows it again or makes a stack of its own.
  static func coordinatorsUnderHiddenBar(in files: [SwiftFileModel]) -> Set<String> {
    var childrenOf: [String: Set<String>] = [:]
    var keepsHidden: Set<String> = []
    var showsOrMakesStack: Set<String> = []
    for file in files where file.sourceContains("Coordinator(") || file.sourceContains("Coordinator {") || file.sourceContains("Coordinator:") {
      let coordinators = file.declarations.types.map(\.name).filter { $0.hasSuffix("Coordinator") }
      guard !coordinators.isEmpty else { continue }
      let source = file.converter.source
      var made: Set<String> = []
      for offset in ByteSearch.offsets(of: "Coordinator(", in: file.sourceBytes[...]) {
        let before = source.text(from: max(0, offset - 60), to: offset)
        let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()) + "Coordinator"
        if name.first?.isUppercase == true { made.insert(name) }
      }
      for coordinator in coordinators {
        childrenOf[coordinator, default: []].formUnion(made.subtracting([coordinator]))
        if coordinatorKeepsBarHidden(coordinator, in: file) { keepsHidden.insert(coordinator) }
        if showingSpellings.contains(where: file.sourceContains) || file.sourceContains("NavigationController(") { showsOrMakesStack.insert(coordinator) }
      }
    }
    var under: Set<String> = []
    var frontier = keepsHidden.flatMap { childrenOf[$0] ?? [] }
    while let next = frontier.popLast() {
      guard !showsOrMakesStack.contains(next), under.insert(next).inserted else { continue }
      frontier.append(contentsOf: childrenOf[next] ?? [])
    }
    return under
  }

  /// Every place the project pushes a view controller or makes one a navigation root.
  static func shownScreens(in files: [SwiftFileModel]) -> [Shown] {
    var result: [Shown] = []
    let underHiddenBar = coordinatorsUnderHiddenBar(in: files)
    for file in files {
      for call in file.behaviour.calls where ["pushViewController", "present", "setViewControllers", "show"].contains(call.name) {
        // `show(_:sender:)` pushes in a navigation controller; other `show()` calls are not screens.
        if call.name == "show" && !call.arguments.has(label: "sender") { continue }
        // `setViewControllers([page], direction: .forward, animated:)`: a page view controller's
        // page, inside the screen that holds it, no screen of its own (Spacer's onboarding pages).
        if call.name == "setViewControllers" && call.arguments.has(label: "direction") { continue }
        guard let argument = call.arguments.first?.value else { continue }
        let function = functionText(at: call.position, in: file)
        let offset = call.position.utf8Offset - function.start
        var expressions = [argument.text]
        if case .array(let items) = argument.kind { expressions = items.map(\.text) }
        for expression in expressions {
          guard let shown = screen(of: expression, in: function.text, at: offset) else { continue }
          // A plain `present` shows a sheet or popup with no navigation bar to title.
          if call.name == "present" && !shown.isNavigationRoot { continue }
          // So does one presented over the screen on a see-through backdrop, even in a navigation
          // controller (TechresOrder's dialogs): a popup, read from its first words, not a screen.
          if call.name == "present" && Self.presentsOverTheScreen(function.text) { continue }
          // `vc.title = host` before `present(UINavigationController(rootViewController: vc))`.
          let holders = [expression.trimmingCharacters(in: .whitespaces), shown.holder].compactMap { $0 }
          // `setNavigationBarHidden(true, ...)` before showing it: no bar shows a title.
          let titledThere = shown.initializer.contains("title:") || Self.hidesNavigationBar(function.text)
            || call.name != "present" && Self.titlesTopItem(after: offset, in: function.text, file: file)
            || file.behaviour.assignments.contains { assignment in
            assignment.property == "title" && assignment.function == call.function && assignment.enclosingType == call.enclosingType
              && holders.contains { assignment.receiver == $0 || assignment.receiver == $0 + ".navigationItem" }
          }
          let pushes = call.name == "pushViewController" || call.name == "show"
          result.append(Shown(
            type: shown.type, file: file, position: call.position, titledThere: titledThere,
            pushedBy: pushes && !shown.isNavigationRoot ? call.enclosingType : nil,
            pusherIsInTheStack: pushes && (call.receiver.map { ["self", "navigationController", "navigationController?", "navigationController!", "self.navigationController", "self.navigationController?", "self.navigationController!", "self?.navigationController?"].contains($0) } ?? true),
            storyboardIdentifier: Self.storyboardIdentifier(in: shown.initializer),
            storyboardEntry: Self.storyboardEntry(in: shown.initializer),
            // (Or pushed by a coordinator that keeps its bar hidden: under the hidden bar too,
            // unless the screen's own code shows it again.)
            isHiddenBarRoot: shown.isNavigationRoot && Self.hidesNavigationBar(function.text)
              || pushes && (coordinatorKeepsBarHidden(call.enclosingType, in: file)
                || call.enclosingType.map { underHiddenBar.contains(TypeIndex.simpleName($0)) } == true)))
        }
      }
      // `window.rootViewController = UINavigationController(rootViewController: HomeViewController())`
      for assignment in file.behaviour.assignments where assignment.property == "rootViewController" {
        let function = functionText(at: assignment.position, in: file)
        guard let shown = screen(of: assignment.value.text, in: function.text, at: assignment.position.utf8Offset - function.start),
              shown.isNavigationRoot else { continue }
        result.append(Shown(
          type: shown.type, file: file, position: assignment.position, titledThere: shown.initializer.contains("title:"),
          isHiddenBarRoot: Self.hidesNavigationBar(function.text)))
      }
    }
    return result
  }

  /// The function presents over the current screen (`.overCurrentContext`, `.overFullScreen`) a view
  /// whose backdrop lets it show through (`vc.view.backgroundColor = ColorUtils.blackTransparent()`).
  static func presentsOverTheScreen(_ function: String) -> Bool {
    guard function.contains(".overCurrentContext") || function.contains(".overFullScreen") else { return false }
    return function.split(separator: "\n").contains { line in
      guard let equals = line.range(of: "view.backgroundColor = ") else { return false }
      let value = line[equals.upperBound...]
      return ["ransparent", "withAlphaComponent(", ".clear", "alpha:"].contains(where: value.contains)
    }
  }

  /// Methods of a protocol's extension (or `extension UIViewController`) that set the title of the
  /// controller they run on (Purithm's `NavigationBarApplicable.initNavigationTitleView(title:)`,
  /// `navigationItem.title = title`): a class calling one on itself titles its screen.
  static func sharedTitlingMethods(in files: [SwiftFileModel], receivers: Set<String>) -> [String: String] {
    // Extended types the project doesn't declare as a class, struct, enum or actor: its protocols
    // (the model keeps no protocol declarations) or `UIViewController`, not another UIKit class.
    var concrete: Set<String> = [], extended: Set<String> = []
    for file in files {
      for type in file.declarations.types {
        if type.kind == .extension { extended.insert(type.name) } else { concrete.insert(type.name) }
      }
    }
    // (And `UINavigationItem`, whose helper a screen calls on its own item: Tasks'
    // `navigationItem.createNavigationBar(title: "Lists", …)` setting `self.title = title`.)
    let protocols = extended.subtracting(concrete).filter { !$0.hasPrefix("UI") || $0 == "UIViewController" || $0 == "UINavigationItem" }
    // Each method with the parameter it titles with (`title`): a call must pass it.
    var methods: [String: String] = [:]
    for file in files where file.declarations.types.contains(where: { $0.kind == .extension && protocols.contains($0.name) }) {
      for assignment in file.behaviour.assignments where assignment.property == "title" && receivers.contains(assignment.receiver) {
        guard let function = assignment.function, let type = assignment.enclosingType, protocols.contains(type),
              case .reference(let parameter) = assignment.value.kind, !parameter.contains(".") else { continue }
        // Calls name the parameter by its argument label (`func setNavigationBarTitle(_ title:
        // String, …)`, Kontax Cam's, called `setNavigationBarTitle("Settings")`).
        let declaration = file.declarations.functions.last {
          $0.name == function && $0.declaration.contains(assignment.position.utf8Offset)
        }
        methods[function] = declaration.flatMap { argumentLabel(of: parameter, in: $0, file: file) } ?? parameter
      }
      // A helper that hides the system bar and draws the project's own with the title it is given
      // (`addCustomNavigationBar(titleText: String?, …)`, ChungBazi's screens): its title label is
      // what VoiceOver reads first.
      guard hidingSpellings.contains(where: file.sourceContains) else { continue }
      for function in file.declarations.functions {
        guard let type = file.innermostTypeName(at: function.declaration.lowerBound), protocols.contains(type) else { continue }
        let body = file.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound)
        guard hidingSpellings.contains(where: body.contains) else { continue }
        let signature = file.converter.source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard let open = signature.firstIndex(of: "(") else { continue }
        let labels = signature[signature.index(after: open)...].split(separator: ",").compactMap { part -> String? in
          let label = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          return label.lowercased().contains("title") ? String(label) : nil
        }
        if let label = labels.first, body.contains(label) { methods[function.name] = label }
      }
    }
    methods.merge(baseClassBarTitleSetters(in: files)) { first, _ in first }
    return methods
  }

  /// The argument label callers write for the parameter named `parameter` inside `function`
  /// (`_` for `_ title: String`, `named` for `named title: String`); nil when not found.
  static func argumentLabel(of parameter: String, in function: MemberExtent, file: SwiftFileModel) -> String? {
    let header = file.converter.source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
    return parameters(inHeader: header).first { $0.name == parameter }.map { $0.label ?? "_" }
  }

  /// Methods of a project base class that hides the system bar and draws its own, which put the
  /// words they are given into a label (`setNavigationBarTitleText(_ text:)` setting
  /// `navigationBar.title.text = text`, JYP's screens): a subclass calling one titles its screen.
  /// Each with its first parameter's label, `_` when it has none.
  static func baseClassBarTitleSetters(in files: [SwiftFileModel]) -> [String: String] {
    var methods: [String: String] = [:]
    for file in files where hidingSpellings.contains(where: file.sourceContains) {
      let bytes = file.sourceBytes
      var hidingClasses: Set<String> = []
      for spelling in hidingSpellings where file.sourceContains(spelling) {
        for offset in ByteSearch.offsets(of: spelling, in: bytes[...]) where !DebugReach.isInLineComment(offset, in: file) {
          if let owner = file.innermostTypeName(at: offset),
             file.declarations.types.contains(where: { $0.name == owner && $0.kind == .class }) { hidingClasses.insert(owner) }
        }
      }
      guard !hidingClasses.isEmpty else { continue }
      for function in file.declarations.functions {
        let name = function.name.lowercased()
        guard name.contains("title"), !["color", "font", "style", "image", "alignment", "hidden"].contains(where: name.contains),
              let owner = file.innermostTypeName(at: function.declaration.lowerBound), hidingClasses.contains(owner) else { continue }
        let signature = file.converter.source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard let open = signature.firstIndex(of: "("),
              let first = signature[signature.index(after: open)...].split(separator: ",").first,
              let colon = first.firstIndex(of: ":") else { continue }
        let names = first[..<colon].split(separator: " ").map(String.init)
        guard let external = names.first, let inner = names.last, inner != "_" else { continue }
        let body = file.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound)
        guard body.contains(".text = \(inner)\n") || body.contains(".text = \(inner) ") || body.contains(".text = \(inner)}") else { continue }
        methods[function.name] = external
      }
    }
    return methods
  }

  /// Classes whose title a stream keeps: `viewModel.title.drive(navigationItem.rx.title)` (RxCocoa,
  /// KakeiboApp's category screens), `.bind(to: rx.title)`, RxSwift 2's `.bindTo(rx_title)` (SwipeIt's
  /// subreddit screens), or Combine's `.assign(to: \.title, on: self)`.
  public static func typesBindingTheirTitle(in file: SwiftFileModel) -> Set<String> {
    let bindings = ["navigationItem.rx.title)", "(rx.title)", "self.rx.title)", "(rx_title)", "self.rx_title)",
                    "\\.title, on: self)", "\\.navigationItem.title, on: self)"]
    var types: Set<String> = []
    for binding in bindings where file.sourceContains(binding) {
      for offset in ByteSearch.offsets(of: binding, in: file.sourceBytes[...]) where !DebugReach.isInLineComment(offset, in: file) {
        if let owner = file.innermostTypeName(at: offset) { types.insert(owner) }
      }
    }
    return types
  }

  /// Methods of `extension UIViewController` or of a protocol's extension that title the screen
  /// they run on (SwipeIt's `bindTitle(viewModel:)`, `self?.title = title` in a binding): a class
  /// calling one titles itself.
  public static func titlingExtensionMethods(in models: [SwiftFileModel]) -> Set<String> {
    let protocols = Set(models.flatMap(\.declarations.protocols))
    var names: Set<String> = []
    for model in models where model.sourceContains("extension ") && model.sourceContains("title") {
      let bytes = model.sourceBytes
      for extent in model.typeExtents where extent.name == "UIViewController" || protocols.contains(extent.name) {
        for function in model.declarations.functions where !function.isProperty
          && function.body.lowerBound >= extent.start && function.body.upperBound <= min(extent.end, bytes.count) {
          let body = String(decoding: bytes[function.body], as: UTF8.self)
          guard let assignment = body.range(of: #"(?<![\w.])(self[?!]?\.)?(navigationItem\.)?title\s*=\s*[^=\s][\w.]*"#, options: .regularExpression) else { continue }
          // A title handed in (`setNavigationBarTitle(_ title: String)`) is the caller's to give:
          // the shared titling methods read what each call passes.
          let value = body[assignment].split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
          let header = String(decoding: bytes[function.declaration.lowerBound..<function.body.lowerBound], as: UTF8.self)
          if parameters(inHeader: header).contains(where: { $0.name == value }) { continue }
          names.insert(function.name)
        }
      }
    }
    return names
  }

  /// Classes whose own code names the screen: `title = ...`, `navigationItem.title = ...`, a title
  /// view, or an overridden `title`.
  static func titledTypes(in files: [SwiftFileModel], project: ProjectIndex = .empty) -> Set<String> {
    var titled: Set<String> = []
    // `self?.title` in a `[weak self]` closure (OctoPhone's title bound from its view model), and
    // `strongSelf`/`owner` for the object itself.
    // (And the bar's top item, which is the screen's own item when it is its navigation
    // controller's root: NealAndBori's `navigationController?.navigationBar.topItem?.title = "과연 추가"`.)
    let topItems = ["navigationController?.navigationBar.topItem", "self.navigationController?.navigationBar.topItem",
                    "navigationController!.navigationBar.topItem", "self.navigationController!.navigationBar.topItem"]
    let receivers: Set<String> = Set(["", "self", "self?", "self!", "strongSelf", "owner", "navigationItem", "self.navigationItem",
                                      "self?.navigationItem", "parent?.navigationItem", "tabBarController?.navigationItem"]
                                     + topItems + topItems.map { $0 + "?" } + topItems.map { $0 + "!" })
    // A tab titling its tab bar controller (`tabBarController?.title = "General"`, SwiftComp's tabs):
    // a title only when a navigation controller shows the tab bar controller.
    let tabBarReceivers: Set<String> = ["tabBarController?", "tabBarController!", "self.tabBarController?", "tabBarController"]
    var titledThroughTabBar: Set<String> = []
    // The project's view classes that hold a label of their own (AGPU's `CustomTitleView`, an icon
    // and a `UILabel` showing the title it is made with).
    var labelHolders: Set<String> = []
    for file in files where file.sourceContains("UILabel") {
      for type in file.declarations.types where type.kind == .class { labelHolders.insert(type.name) }
    }
    // Classes other classes of the project derive from: a literal title view there is a wordmark
    // every screen built on it shows.
    let baseClasses = Set(files.flatMap { $0.declarations.types.compactMap { $0.inherited.first.map(TypeIndex.simpleName) } })
    for file in files {
      for assignment in file.behaviour.assignments {
        guard let type = assignment.enclosingType else { continue }
        if assignment.property == "title", receivers.contains(assignment.receiver) { titled.insert(type) }
        if assignment.property == "title", tabBarReceivers.contains(assignment.receiver) { titledThroughTabBar.insert(type) }
        // A title view is read as the title when it is a label or is given an accessibility label,
        // or is a view of the project's holding a label, made with a title.
        if assignment.property == "titleView", assignment.receiver.hasSuffix("navigationItem"),
           assignment.value.text.lowercased().contains("label") || file.sourceContains("accessibilityLabel")
            // A search bar in the title's place (say-their-names' search screen): VoiceOver lands
            // on the field, its placeholder saying what the screen is for.
            || assignment.value.text.lowercased().contains("searchbar")
            || titleViewHoldsLabel(assignment, in: file, labelHolders: labelHolders)
            || titleViewHoldsTextLabel(assignment, in: file) || titleViewIsTitledButton(assignment, in: file)
            || titleViewIsTextLabel(assignment, in: file, literalIsTheScreens: !baseClasses.contains(type)) {
          titled.insert(type)
        }
      }
      if file.sourceContains("override var title") || file.sourceContains("override public var title") {
        titled.formUnion(file.declarations.types.map(\.name))
      }
      titled.formUnion(typesBindingTheirTitle(in: file))
    }
    for file in files where !file.codeActions.calledNames.isDisjoint(with: project.titlingExtensionMethods) {
      titled.formUnion(file.declarations.types.filter { $0.kind == .class || $0.kind == .extension }.map(\.name))
    }
    // (Calls the model doesn't keep: each file's text is searched, for the few such methods.)
    let sharedTitlers = sharedTitlingMethods(in: files, receivers: receivers)
    for file in files {
      for (method, parameter) in sharedTitlers where file.sourceContains(method + "(") {
        let bytes = file.sourceBytes
        for offset in ByteSearch.offsets(of: method + "(", in: bytes[...]) where !DebugReach.isInLineComment(offset, in: file) {
          // Called on the object itself: bare or through `self.`, never declared (`func name(`) or on another receiver.
          let bare = offset == 0 || !(SelectorBranchReader.isIdentifierByte(bytes[offset - 1]) || bytes[offset - 1] == UInt8(ascii: "."))
          let throughSelf = ["self.", "navigationItem."].contains { receiver in
            offset >= receiver.utf8.count && bytes[(offset - receiver.utf8.count)..<offset].elementsEqual(receiver.utf8)
          }
          let declared = offset >= 5 && bytes[(offset - 5)..<offset].elementsEqual("func ".utf8)
          guard bare && !declared || throughSelf else { continue }
          // Given the title (`initNavigationTitleView(title: "찜 목록")`), not left at its default.
          let arguments = String(decoding: bytes[(offset + method.utf8.count)..<min(bytes.count, offset + method.utf8.count + 200)], as: UTF8.self)
            .prefix { $0 != "\n" }
          // (Or, unlabelled, the first argument: `setNavigationBarTitleText("여행 제목")`.)
          let value: String
          if parameter == "_" {
            value = arguments.dropFirst().trimmingCharacters(in: .whitespaces)
            guard !value.hasPrefix(")") else { continue }
          } else {
            guard let given = arguments.range(of: parameter + ":") else { continue }
            value = arguments[given.upperBound...].trimmingCharacters(in: .whitespaces)
          }
          guard !value.hasPrefix("\"\""), !value.hasPrefix("nil") else { continue }
          if let owner = file.innermostTypeName(at: offset) { titled.insert(owner) }
        }
      }
    }
    for file in files {
      // A screen opening with the project's title view given words (`private let mainTitleView =
      // MainTitleView(title: "안녕하세요,\n제스티입니다", subtitle: …)`, ZESTY's sign-in and
      // verification steps): the large title VoiceOver reads first.
      for object in file.uikitObjects where object.name != "self" && isScreenTitleViewClass(object.declaredClass) && labelHolders.contains(object.declaredClass) {
        guard let type = object.enclosingType, case .call(_, let arguments)? = object.initializer?.kind,
              let title = arguments.first(labeled: "title") else { continue }
        // Words, written out or made with a value (`"\(viewModel.orgName)에\n참가했어요🎉"`).
        switch title.kind {
        case .string: guard title.stringLiteral?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == false else { continue }
        case .interpolatedString: break
        default: continue
        }
        titled.insert(type)
      }
      // A bar a base class holds, given words here (getontrip's `navBar.setTitle("昵称")`, its
      // `MenuViewController` drawing the bar for every screen): the bar's title is read first.
      if file.sourceContains("Bar"), let regex = Self.inheritedBarTitlePattern {
        let text = String(decoding: file.sourceBytes, as: UTF8.self)
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
          let offset = text.utf8.distance(from: text.startIndex, to: String.Index(utf16Offset: match.range.location, in: text))
          if let type = file.innermostTypeName(at: offset), file.declarations.types.contains(where: { $0.name == type && $0.kind == .class }) {
            titled.insert(TypeIndex.simpleName(type))
          }
        }
      }
      // A screen drawing its own bar, a project view given a title (`private let navigationBar =
      // MUNavigationBar()`, `navigationBar.do { $0.title = "회원가입" }`, MashUp's sign-up steps):
      // the bar's title label is what VoiceOver reads first.
      for object in file.uikitObjects where object.name != "self" && isCustomBarClass(object.declaredClass) {
        guard let type = object.enclosingType else { continue }
        // (Or made with it: `TDSModalNavigationBar(self, title: "번개", …)`, ThunderRing's screens;
        // in a screen class, not a `UIViewController` extension's helper handing a title on.)
        let madeWithTitle: ExpressionInfo? = {
          guard case .call(_, let arguments)? = object.initializer?.kind,
                file.declarations.types.contains(where: { $0.name == type && $0.kind == .class }) else { return nil }
          return arguments.first(labeled: "title")
        }()
        if let title = object.assignment("title")?.value ?? madeWithTitle, title.text != "nil",
           title.stringLiteral?.trimmingCharacters(in: .whitespaces).isEmpty != true {
          titled.insert(type)
        } else if object.calls.contains(where: { call in
          // `$0.configureTitleLabel(title: "최근 1:1 질문")` (NadoSunbae's bar), `setTitle("…")`: words
          // given to a title (not its colour or font).
          let method = call.method.lowercased()
          return method.contains("title") && !["color", "font", "style", "image", "alignment", "hidden"].contains(where: method.contains)
            && call.arguments.contains { argument in
              // (`changeTitle(to: "링크 편집")`, Boolti's bar: words, whatever the label.)
              argument.value.stringLiteral.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == true
            }
        }) {
          titled.insert(type)
        } else if file.sourceContains(object.name + ".do {") || file.sourceContains(object.name + ".then {"),
                  titlesInClosure(of: object.name, within: file.typeExtents.first { $0.name == type }, in: file) {
          titled.insert(type)
        }
      }
    }
    if !titledThroughTabBar.isEmpty, tabBarControllerIsInNavigationController(files) { titled.formUnion(titledThroughTabBar) }
    // A screen handing itself to a helper that titles the controller it is given
    // (`sendLetterView.configureNavigationController(of: self)`, whose chain sets
    // `viewController.title = …`, Manito's letter screens), under the parameter's own label.
    let titlers = titlingFunctions(in: files)
    var selfTitling: Set<String> = []
    if !titlers.isEmpty {
      for file in files {
        let bytes = file.sourceBytes
        for (name, labels) in titlers where file.sourceContains(name + "(") {
          // Called on another object (`view.configure(of: self)`) or on its own type
          // (`setupNavigationBar(for: vc)`, alsongDalsong's game coordinator).
          let called = ByteSearch.offsets(of: name + "(", in: bytes[...]).filter { offset in
            guard offset > 0 else { return false }
            let before = bytes[offset - 1]
            guard before == UInt8(ascii: ".") || !(before == UInt8(ascii: "_") || (before >= 48 && before <= 57) || (before | 0x20 >= 97 && before | 0x20 <= 122)) else { return false }
            return !String(decoding: bytes[max(0, offset - 5)..<offset], as: UTF8.self).hasSuffix("func ")
          }
          for offset in called {
            // The arguments up to the closing parenthesis hand over `self` itself, or a local
            // made as a screen just before (`let vc = SubmitMusicViewController(…)`).
            let start = offset + name.utf8.count + 1
            let arguments = String(decoding: bytes[start..<min(bytes.count, start + 120)].prefix { $0 != UInt8(ascii: ")") }, as: UTF8.self)
            // An empty title given (`setTitle(to: navigationItem, title: "")`, DE's wine search) titles nothing.
            if arguments.split(separator: ",").contains(where: { $0.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) == "\"\"" }) { continue }
            for argument in arguments.split(separator: ",") {
              let parts = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
              let label = parts.count == 2 ? parts[0] : nil
              guard let value = parts.last, labels.contains(label) else { continue }
              // (`navigationItem`: the caller's own, handed to a helper that titles it.)
              if value == "self" || value == "navigationItem" || value == "self.navigationItem" {
                if let type = file.innermostTypeName(at: offset) {
                  titled.insert(TypeIndex.simpleName(type))
                  // In an extension of every view controller (WAY's `configureNavigationBar(title:)`
                  // handing `self` to the helper): the helper titles whichever screen calls it.
                  if type == "UIViewController", let function = file.enclosingFunction(at: offset) { selfTitling.insert(function.name) }
                }
              } else if let made = localScreenClass(named: value, before: offset, in: bytes) {
                titled.insert(made)
              }
            }
          }
        }
      }
    }
    for file in files where selfTitling.contains(where: { file.sourceContains($0 + "(") }) {
      for name in selfTitling {
        for call in file.calls(of: name) {
          if let type = file.innermostTypeName(at: call.offset) { titled.insert(TypeIndex.simpleName(type)) }
        }
      }
    }
    return titled
  }

  /// `navBar.setTitle("昵称")`, `self.topBar.title = "설정"`, `navBar.titleLabel.text = data.title`:
  /// words (not `nil` or `""`) given to a bar the screen names but doesn't declare (not UIKit's
  /// `navigationController?.navigationBar`).
  static let inheritedBarTitlePattern = try? NSRegularExpression(
    pattern: #"(?<![.?\w])(?:self\.)?(?:nav|custom|top|title|header)[A-Za-z]*Bar\??\.(?:setTitle\(\s*(?:title:\s*)?|title\s*=\s*|titleLabel\??\.text\s*=\s*)(?!nil\b|""|\))[^\s)]"#)

  /// A project view drawn as a screen's own bar (`MUNavigationBar`, `CustomNavBar`, `TopBarView`),
  /// not UIKit's `UINavigationBar`.
  /// A project view named for a screen's title (`MainTitleView`, `PageTitleView`), not a section's,
  /// a cell's or a row's.
  static func isScreenTitleViewClass(_ name: String) -> Bool {
    guard !name.hasPrefix("UI"), name.hasSuffix("TitleView") else { return false }
    return !["Section", "Cell", "Item", "Row", "Sub", "Card"].contains(where: name.contains)
  }

  static func isCustomBarClass(_ name: String) -> Bool {
    guard !name.hasPrefix("UI") else { return false }
    // The bar itself (`MUNavigationBar`, `NadoSunbaeNaviBar`, `TopBarView`), not a button or a
    // label made for one (`NavBarButton`).
    return ["NavigationBar", "NavBar", "NaviBar", "TopBar", "AppBar", "TitleBar"].contains { word in
      name.hasSuffix(word) || name.hasSuffix(word + "View")
    }
  }

  /// `bar.do { $0.title = "회원가입" … }` (Then's configuring closure): a non-empty title given there.
  static func titlesInClosure(of name: String, within extent: (name: String, start: Int, end: Int)?, in file: SwiftFileModel) -> Bool {
    guard let extent else { return false }
    let bytes = file.sourceBytes
    let text = String(decoding: bytes[max(0, extent.start)..<min(bytes.count, extent.end)], as: UTF8.self)
    for opener in [name + ".do {", name + ".then {"] {
      var rest = text[...]
      while let range = rest.range(of: opener) {
        let closure = rest[range.upperBound...].prefix { $0 != "}" }
        if let title = closure.range(of: "$0.title = ") {
          let value = closure[title.upperBound...].prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
          if !value.isEmpty, value != "nil", value != "\"\"" { return true }
        }
        rest = rest[range.upperBound...]
      }
    }
    return false
  }

  /// The class a local is made as in the 1,500 bytes before `offset` (`let vc =
  /// SubmitMusicViewController(viewModel: …)`): a name ending in `ViewController` or `VC`.
  static func localScreenClass(named local: String, before offset: Int, in bytes: [UInt8]) -> String? {
    guard !local.isEmpty, local.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let window = String(decoding: bytes[max(0, offset - 1500)..<offset], as: UTF8.self)
    guard let made = window.ranges(of: "let \(local) = ").last else { return nil }
    let type = window[made.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard window[made.upperBound...].dropFirst(type.count).hasPrefix("("), type.first?.isUppercase == true,
          type.hasSuffix("ViewController") || type.hasSuffix("VC") else { return nil }
    return String(type)
  }

  /// Functions that set the title of a controller they are given: `viewController.title = …` (or
  /// its `navigationItem.title`) on a parameter, or the parameter passed on to such a function, a
  /// few calls deep; with the argument labels of those parameters (nil for `_`).
  static func titlingFunctions(in files: [SwiftFileModel]) -> [String: Set<String?>] {
    var functions: [(name: String, parameters: [(label: String?, name: String)], body: String)] = []
    for file in files where file.sourceContains(".title = ") || file.sourceContains(".title=") || file.sourceContains(".titleView = ") {
      let source = file.converter.source
      for function in file.declarations.functions where !function.isProperty {
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        let parameters = parameters(inHeader: header)
        guard !parameters.isEmpty else { continue }
        functions.append((function.name, parameters, source.text(from: function.body.lowerBound, to: function.body.upperBound)))
      }
    }
    var titling: [String: Set<String?>] = [:]
    for function in functions {
      for parameter in function.parameters where [".title = ", ".title=", ".navigationItem.title = "].contains(where: { function.body.contains(parameter.name + $0) })
        // (Or a label made there as its title view: WAY's `createNavigationBar(for:title:)`.)
        || function.body.contains(parameter.name + ".navigationItem.titleView = ") && function.body.contains("UILabel(")
        // (Or the navigation item itself is given, its title view a label made there: DE's
        // `setTitle(to: navigationItem, title: "빈티지 선택하기")`.)
        || function.body.contains(parameter.name + ".titleView = ") && function.body.contains("UILabel(") {
        titling[function.name, default: []].insert(parameter.label)
      }
    }
    guard !titling.isEmpty else { return [:] }
    // Helpers only pass the controller on; the chain's end sets the title (checked first).
    for _ in 0..<3 {
      for function in functions {
        for parameter in function.parameters where titling[function.name]?.contains(parameter.label) != true {
          let passesOn = titling.keys.contains { callee in
            function.body.components(separatedBy: callee + "(").dropFirst().contains { rest in
              IdentifierWords.mentions(parameter.name, in: String(rest.prefix { $0 != ")" }))
            }
          }
          if passesOn { titling[function.name, default: []].insert(parameter.label) }
        }
      }
    }
    return titling
  }

  /// `func configure(of viewController: UIViewController, _ animated: Bool)` →
  /// (`of`, `viewController`), (nil, `animated`).
  static func parameters(inHeader header: String) -> [(label: String?, name: String)] {
    guard let open = header.firstIndex(of: "("), let close = header.lastIndex(of: ")"), open < close else { return [] }
    return header[header.index(after: open)..<close].split(separator: ",").compactMap { parameter in
      guard let colon = parameter.firstIndex(of: ":") else { return nil }
      let names = parameter[..<colon].split(separator: " ").map(String.init)
      guard let name = names.last, name != "_" else { return nil }
      let label = names.count >= 2 ? names[names.count - 2] : name
      return (label == "_" ? nil : label, name)
    }
  }


  /// The title view given is made, there or in a local of the same function, as a label-holding
  /// view class of the project with a title (`let titleView = CustomTitleView(image: "photo icon",
  /// title: "Выберите иконку", frame: .zero)`), read as shown screens are (``screen(of:in:at:)``).
  static func titleViewHoldsLabel(_ assignment: CodeAssignment, in file: SwiftFileModel, labelHolders: Set<String>) -> Bool {
    guard !labelHolders.isEmpty else { return false }
    let function = functionText(at: assignment.position, in: file)
    guard let made = screen(of: assignment.value.text, in: function.text, at: assignment.position.utf8Offset - function.start),
          !made.isNavigationRoot else { return false }
    guard labelHolders.contains(made.type) else { return false }
    let firstLine = made.initializer.prefix(while: { $0 != "\n" })
    // (Or made with what the screen is, `SendReceiveHeaderView(withType: .receive)`, nano
    // wallet's header whose label spells the type: an argument the label shows.)
    return firstLine.contains("title:") || firstLine.contains("Type:") || firstLine.contains("type:")
  }

  /// The title view is a plain view the same function puts a label with text in (`label.text =
  /// "Stocks"; titleView.addSubview(label)`): VoiceOver reads that label as the bar's title.
  static func titleViewHoldsTextLabel(_ assignment: CodeAssignment, in file: SwiftFileModel) -> Bool {
    let holder = assignment.value.text
    guard holder.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    // (Or a stack property made around labels: `lazy var titleStackView = UIStackView(
    // arrangedSubviews: [titleName, subTitleName])`, OrrRock's video collections.)
    let arranged = file.uikitObject(named: holder, at: assignment.position.utf8Offset)?.initializer?
      .callArguments.first(labeled: "arrangedSubviews")?.text ?? ""
    guard file.sourceContains(".addSubview(") || file.sourceContains(".addArrangedSubview(") || !arranged.isEmpty else { return false }
    let function = functionText(at: assignment.position, in: file).text
    return file.uikitObjects.contains { label in
      label.uikitClass == "UILabel" && label.assignment("text") != nil
        && (function.contains("\(holder).addSubview(\(label.name))") || function.contains("\(holder).addArrangedSubview(\(label.name))")
          || IdentifierWords.mentions(label.name, in: arranged))
    }
  }

  /// The title view is a label of this file given words (`let lbl = UILabel(); lbl.text =
  /// viewModel.title(); navigationItem.titleView = lbl`, PushPullLegs' graphs): VoiceOver reads it
  /// as the bar's title. Words made for the screen (`viewModel.title()`), or a literal in a class
  /// nothing derives from (mangomDex's "띠부씰 상세"); not a base class's literal, a wordmark the
  /// same on every screen it makes.
  static func titleViewIsTextLabel(_ assignment: CodeAssignment, in file: SwiftFileModel, literalIsTheScreens: Bool = false) -> Bool {
    titleViewObject(assignment, of: "UILabel", in: file).contains { label in
      label.assignment("text").map { text in
        text.value.text != "nil" && (text.value.stringLiteral.map { literalIsTheScreens && !$0.isEmpty } ?? true)
      } == true
    }
  }

  /// The title view is a button of this file showing a title (`configuration.title = title;
  /// navigationItem.titleView = UIButton(configuration: configuration)`, Layover's tag screen):
  /// VoiceOver reads its title as the bar's.
  static func titleViewIsTitledButton(_ assignment: CodeAssignment, in file: SwiftFileModel) -> Bool {
    titleViewObject(assignment, of: "UIButton", in: file).contains { button in
      button.hasVisibleTitle || UIKitButtonNameRule.configurationHasTitle(button, in: file)
    }
  }

  /// The objects of `uikitClass` named as the title view assigned (`navigationItem.titleView =
  /// holder`), made in the same function.
  static func titleViewObject(_ assignment: CodeAssignment, of uikitClass: String, in file: SwiftFileModel) -> [UIKitObject] {
    let holder = assignment.value.text
    guard holder.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
    let function = functionText(at: assignment.position, in: file)
    return file.uikitObjects.filter { object in
      object.name == holder && object.uikitClass == uikitClass
        && function.start <= object.position.utf8Offset && object.position.utf8Offset < function.start + function.text.utf8.count
    }
  }

  /// The class chain of `type` through the project's declarations, the type first.
  static func ancestry(of type: String, in project: ProjectIndex) -> [String] {
    var chain: [String] = []
    var current: String? = type
    while let name = current, !chain.contains(name), chain.count < 12 {
      chain.append(name)
      current = project.types.declaration(of: name).flatMap { $0.kind == .class ? $0.inherited.first.map(TypeIndex.simpleName) : nil }
    }
    return chain
  }

  /// The code makes navigation controllers only of the app's own subclasses (no
  /// `UINavigationController(`), at least one, and each subclass's file hides the bar.
  static func everyNavigationControllerHidesItsBar(_ files: [SwiftFileModel], project: ProjectIndex) -> Bool {
    // (A plain one: not the app's `BaseUINavigationController(`, DOTCHI's.)
    guard !files.contains(where: { file in
      ByteSearch.offsets(of: "UINavigationController(", in: file.sourceBytes[...]).contains { offset in
        offset == 0 || !ByteSearch.isIdentifierByte(file.sourceBytes[offset - 1])
      }
    }) else { return false }
    // (`navigationBar.isHidden = true` in the subclass's set-up: TonWallet's root controller.)
    let hidingSpellings = Self.hidingSpellings + hiddenBarSpellings
    // Each subclass, whether its own file hides the bar and whether it shows it.
    var subclasses: [String: (hides: Bool, shows: Bool, chain: [String])] = [:]
    for file in files {
      for declaration in file.declarations.types where declaration.kind == .class {
        let chain = ancestry(of: declaration.name, in: project)
        guard chain.contains("UINavigationController") else { continue }
        subclasses[declaration.name] = (hidingSpellings.contains(where: file.sourceContains), showingSpellings.contains(where: file.sourceContains), chain)
      }
    }
    // (Or it inherits the hiding from a base of the project's, NEMODU's `LoginNC` and `MainNC` on
    // `BaseNavigationController`, and shows the bar nowhere on the way.)
    return !subclasses.isEmpty && subclasses.values.allSatisfy { subclass in
      guard !subclass.shows else { return false }
      if subclass.hides { return true }
      for ancestor in subclass.chain {
        guard let base = subclasses[ancestor] else { continue }
        if base.shows { return false }
        if base.hides { return true }
      }
      return false
    }
  }

  /// Coordinators that hide the bar of every navigation controller the code makes (Feelin's
  /// `navController.isNavigationBarHidden = true` after each `UINavigationController(…)`, and
  /// `navigationController.setNavigationBarHidden(true, …)` on the root one a scene delegate makes
  /// and hands over, or on those handed to a coordinator as its `navigationController:`), and no
  /// code that ever shows it again: every screen draws its own header.
  static func codeMadeNavigationControllersHideTheirBars(_ files: [SwiftFileModel]) -> Bool {
    let showing = showingSpellings
    guard !files.contains(where: { file in showing.contains(where: file.sourceContains) }),
          files.contains(where: { file in hidingSpellings.contains(where: file.sourceContains) })
    else { return false }
    // Screens that hide the bar of the controller they are in (`self.navigationController?
    // .isNavigationBarHidden = true`, Runnect's splash screen): made a root, they hide its bar.
    var rootsHidingTheBar: Set<String> = []
    for file in files where file.sourceContains("navigationController?.") && hidingSpellings.contains(where: file.sourceContains) {
      // (In the class or an extension of it in the same file.)
      let classes = Set(file.declarations.types.filter { $0.kind == .class }.map(\.name))
      for extent in file.typeExtents where classes.contains(extent.name) {
        let body = file.converter.source.text(from: extent.start, to: extent.end)
        if Self.hidingSpellings.contains(where: { body.contains("navigationController?." + $0) }) {
          rootsHidingTheBar.insert(extent.name)
        }
      }
    }
    // A router or coordinator hiding the bar of the controller it holds (`navigationController
    // .navigationBar.isHidden = true`, not a screen's optional `navigationController?`).
    let routerHidesTheBar = files.contains { file in hidingSpellings.contains { file.sourceContains("navigationController." + $0) } }
    var made = 0
    for file in files where file.sourceContains("UINavigationController(") {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      let isSceneSetUp = file.path.hasSuffix("SceneDelegate.swift") || file.path.hasSuffix("AppDelegate.swift")
      var rest = Substring(text)
      while let range = rest.range(of: "UINavigationController(") {
        // `UINavigationController().navigationBar.frame.height`: one made to measure the bar, never shown.
        if rest[range.upperBound...].hasPrefix(").navigationBar") { rest = rest[range.upperBound...]; continue }
        made += 1
        // `let navController = UINavigationController(…)`: the local the bar is hidden on.
        let lineStart = rest[..<range.lowerBound].lastIndex(of: "\n").map { rest.index(after: $0) } ?? rest.startIndex
        let line = rest[lineStart..<range.lowerBound]
        // Made as a router's argument (`MainRouter(window:, navigationController: UINavigationController(), …)`,
        // billion's), whose code hides the bar of the controller it is given.
        if line.trimmingCharacters(in: .whitespaces).hasSuffix("navigationController:"), routerHidesTheBar {
          rest = rest[range.upperBound...]
          continue
        }
        guard let equals = line.firstIndex(of: "="),
              let name = line[..<equals].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init),
              ["let", "var"].contains(where: { line.contains($0 + " " + name) }) else { return false }
        // Hidden just after, or, for a name the file declares once (ZOOC's `lazy var
        // homeNavigationController`, hidden in the tab bar controller's set-up), anywhere in the file.
        let declaredOnce = ["let", "var"].map { text.components(separatedBy: "\($0) \(name) ").count - 1 }.reduce(0, +) == 1
        let after = declaredOnce ? rest[range.upperBound...] : rest[range.upperBound...].prefix(600)
        let hidesHere = ["\(name).isNavigationBarHidden = true", "\(name).setNavigationBarHidden(true", "\(name).navigationBar.isHidden = true"]
          .contains(where: { declaredOnce ? text.contains($0) : after.contains($0) })
          || rootHidesTheBar(after, before: rest[..<range.lowerBound].suffix(400), roots: rootsHidingTheBar)
        // Handed to a coordinator (`HomeCoordinator(navigationController: homeNavController, …)`,
        // Letports' tabs), whose code hides the bar of the controller it is given.
        let handedOn = after.contains("navigationController: \(name)")
        if !hidesHere && !handedOn && !isSceneSetUp { return false }
        rest = rest[range.upperBound...]
      }
    }
    return made > 0
  }

  /// `UINavigationController(rootViewController: SplashVC())`, or a local made just before
  /// (`let splashVC = SplashVC()`), whose class hides the bar it is in.
  static func rootHidesTheBar(_ after: Substring, before: Substring, roots: Set<String>) -> Bool {
    guard !roots.isEmpty, after.hasPrefix("rootViewController:") else { return false }
    let argument = after.dropFirst("rootViewController:".count).drop(while: { $0 == " " })
    let name = String(argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    if argument.dropFirst(name.count).hasPrefix("("), roots.contains(name) { return true }
    guard !name.isEmpty, let made = before.range(of: "let \(name) = ") else { return false }
    let type = String(before[made.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return roots.contains(type)
  }

  /// The roots of navigation controllers whose bar the code making them hides right after
  /// (`nav.isNavigationBarHidden = true`, Towy's `self.navigationontroller?.navigationBar.isHidden
  /// = true`), wherever the controller goes next (a side menu's root, a window's).
  /// The types in `asSelf` wrap `self` (`UINavigationController(rootViewController: self)` in a
  /// base class's `present(fromVc:)`, ThePost's product flow): every subclass so presented is a root.
  static func hiddenBarRoots(in files: [SwiftFileModel]) -> (roots: Set<String>, asSelf: Set<String>) {
    var roots: Set<String> = [], asSelf: Set<String> = []
    for file in files where file.sourceContains("UINavigationController") && (file.sourceContains("NavigationBarHidden") || file.sourceContains("navigationBar.isHidden")) {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      let ns = text as NSString
      for match in heldRootMatches(in: text) {
        func plain(_ text: String) -> String {
          var plain = text.replacingOccurrences(of: "?.", with: ".").replacingOccurrences(of: "!.", with: ".")
          if plain.hasPrefix("self.") { plain.removeFirst(5) }
          return plain
        }
        let holder = plain(ns.substring(with: match.range(at: 1)))
        let after = plain(ns.substring(with: NSRange(location: match.range.upperBound, length: min(600, ns.length - match.range.upperBound))))
        let hides = hidingSpellings.map { "\(holder).\($0)" }
        guard hides.contains(where: { after.contains($0) }) else { continue }
        // The match's UTF-8 offset, as positions are kept.
        let offset = text.utf8.distance(from: text.startIndex, to: String.Index(utf16Offset: match.range(at: 2).location, in: text))
        let function = functionText(at: SourcePosition(line: 0, column: 0, utf8Offset: offset), in: file)
        let root = ns.substring(with: match.range(at: 2))
        if root == "self" {
          // A class of the app's own (not an extension of UIKit's `UIViewController`, which every
          // screen would inherit), hiding the bar in the same function.
          if let function = file.behaviour.functions.last(where: { $0.position.utf8Offset <= offset && offset <= $0.end.utf8Offset }),
             let type = function.enclosingType.map(TypeIndex.simpleName), !type.hasPrefix("UI"),
             file.declarations.types.contains(where: { $0.name == type && $0.kind == .class }),
             hides.contains(where: { plain(file.text(from: function.position, to: function.end)).contains($0) }) {
            asSelf.insert(type)
          }
          continue
        }
        if let shown = screen(of: root, in: function.text, at: offset - function.start) {
          // `let loginVC = OnboardingViewController.init()`: the pattern reads `.init` as the name.
          if shown.type == "init", let made = shown.initializer.range(of: ".init(") {
            roots.insert(TypeIndex.simpleName(String(shown.initializer[..<made.lowerBound])))
          } else {
            roots.insert(shown.type)
          }
        } else if let type = storedScreenType(named: root, in: text) {
          // A controller the type keeps (`private let home = HomeViewController()`, Eatery's tabs).
          roots.insert(type)
        } else if let made = parameterRoots(root, at: offset, in: file, files: files) {
          // A tab helper's parameter (`makeTabBar(viewController:)`, Umbba's): what its callers pass.
          roots.formUnion(made)
        }
      }
    }
    // `nav.viewControllers = [OnboardingStartViewController()]` and then its bar hidden (Eatery's onboarding).
    for file in files where file.sourceContains(".viewControllers = [") && (file.sourceContains("NavigationBarHidden") || file.sourceContains("navigationBar.isHidden")) {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      let ns = text as NSString
      for match in setStackPattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
        let holder = ns.substring(with: match.range(at: 1)).replacingOccurrences(of: "self.", with: "")
        let after = ns.substring(with: NSRange(location: match.range.upperBound, length: min(600, ns.length - match.range.upperBound)))
        if hidingSpellings.contains(where: { after.contains("\(holder).\($0)") }) { roots.insert(ns.substring(with: match.range(at: 2))) }
      }
    }
    return (roots, asSelf)
  }

  /// The screens callers pass to the function around `offset` as its parameter `name`
  /// (`func makeTabBar(viewController: UIViewController, …)` called as `makeTabBar(viewController:
  /// MyPageViewController(), …)`), or nil when `name` is no parameter of it.
  static func parameterRoots(_ name: String, at offset: Int, in file: SwiftFileModel, files: [SwiftFileModel]) -> Set<String>? {
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          let function = file.behaviour.functions.last(where: { $0.position.utf8Offset <= offset && offset <= $0.end.utf8Offset }) else { return nil }
    let declaration = file.text(from: function.position, to: function.end)
    guard let open = declaration.firstIndex(of: "("), let close = declaration[open...].firstIndex(of: ")") else { return nil }
    // `viewController: UIViewController` or `for viewController: UIViewController`: the label callers write.
    var label: String?
    for parameter in declaration[declaration.index(after: open)..<close].split(separator: ",") {
      let names = parameter.split(separator: ":").first?.split(separator: " ").map(String.init) ?? []
      if names.last == name { label = names.first }
    }
    guard let label, let pattern = try? NSRegularExpression(
      pattern: "\\b" + NSRegularExpression.escapedPattern(for: function.name) + "\\(\\s*" + (label == "_" ? "" : NSRegularExpression.escapedPattern(for: label) + ":\\s*") + "([A-Za-z_][A-Za-z0-9_]*)(\\()?")
    else { return nil }
    var found: Set<String> = []
    for other in files where other.sourceContains(function.name + "(") {
      let text = String(decoding: other.sourceBytes, as: UTF8.self)
      for match in pattern.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length)) {
        let argument = (text as NSString).substring(with: match.range(at: 1))
        if match.range(at: 2).location != NSNotFound {
          if argument.first?.isUppercase == true { found.insert(argument) }
        } else if let stored = storedScreenType(named: argument, in: text) {
          // A controller the caller keeps (`createVC(root: finderVC)` with `lazy var finderVC =
          // RYFinderViewController()`, Cyxbs's tabs).
          found.insert(stored)
        }
      }
    }
    return found
  }

  /// The roots given to the app's own navigation controllers that hide their bar as they load
  /// (`BaseNavigationController(rootViewController: MakeDotchiPhotoViewController())`, dotchi's,
  /// whose `viewDidLoad` hides it), and the calls that show it again (`showNavigationBar()`, the
  /// subclass's helper), which the screens calling them are taken to make.
  static func hidingSubclassRoots(in files: [SwiftFileModel], project: ProjectIndex) -> (roots: Set<String>, showing: [String]) {
    var hiding: Set<String> = []
    var showing: [String] = []
    for file in files where hidingSpellings.contains(where: file.sourceContains) {
      for declaration in file.declarations.types where declaration.kind == .class
        && ancestry(of: declaration.name, in: project).dropFirst().contains("UINavigationController") {
        let functions = file.behaviour.functions.filter { $0.enclosingType.map(TypeIndex.simpleName) == declaration.name }
        let bodies = functions.map { (name: $0.name, body: file.text(from: $0.position, to: $0.end)) }
        // Hidden as it loads: in `viewDidLoad`/`viewWillAppear`/`init`, or in a helper one of them calls.
        let loading = bodies.filter { ["viewDidLoad", "viewWillAppear", "init"].contains($0.name) }
        let hiders = bodies.filter { function in hidingSpellings.contains(where: function.body.contains) }
        if hiders.contains(where: { hider in
          loading.contains { $0.name == hider.name || $0.body.contains(hider.name + "(") }
        }) {
          hiding.insert(declaration.name)
        }
        // (A helper a screen calls on the controller; not a lifecycle method every screen calls on `super`.)
        for function in bodies where showingSpellings.contains(where: function.body.contains)
          && !["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "init", "loadView"].contains(function.name) {
          showing.append(".\(function.name)(")
        }
      }
    }
    guard !hiding.isEmpty, let pattern = try? NSRegularExpression(
      pattern: "\\b(?:" + hiding.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")(?:\\.init)?\\(\\s*rootViewController:\\s*([A-Z][A-Za-z0-9_]*)\\(")
    else { return ([], showing) }
    var roots: Set<String> = []
    for file in files where hiding.contains(where: { file.sourceContains($0 + "(") || file.sourceContains($0 + ".init(") }) {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      for match in pattern.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length)) {
        roots.insert((text as NSString).substring(with: match.range(at: 1)))
      }
    }
    return (roots, showing)
  }

  /// `nav.viewControllers = [RootViewController(` : the holder and the root's class.
  static let setStackPattern = try! NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_.]*)\.viewControllers\s*=\s*\[\s*([A-Z][A-Za-z0-9_]*)\("#)

  /// The view controller class a stored property of the file is made as or declared to be
  /// (`let home = HomeViewController()`, `var home: HomeViewController`), or nil.
  static func storedScreenType(named name: String, in text: String) -> String? {
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty else { return nil }
    let pattern = #"(?:let|var)\s+"# + name + #"\s*(?::\s*([A-Z][A-Za-z0-9_]*)\s*)?(?:=\s*([A-Z][A-Za-z0-9_]*)\()?"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
    let ns = text as NSString
    for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      for group in [2, 1] where match.range(at: group).location != NSNotFound {
        let type = ns.substring(with: match.range(at: group))
        if type.hasSuffix("Controller") && !type.hasPrefix("UINavigation") { return type }
      }
    }
    return nil
  }

  /// The matches of ``heldRootPattern`` in `text`, searched only around each
  /// `UINavigationController` (from the line before it to the line's end a few hundred bytes on):
  /// the pattern run over whole files showed in profiles.
  static func heldRootMatches(in text: String) -> [NSTextCheckingResult] {
    var matches: [NSTextCheckingResult] = []
    var searchedTo = text.startIndex
    for found in ByteSearch.ranges(of: "UINavigationController", in: text) where found.lowerBound >= searchedTo {
      // From the line before's start: `let nav =` may end the line before.
      let lineStart = text[..<found.lowerBound].lastIndex(of: "\n")
      let start = max(searchedTo, lineStart.flatMap { text[..<$0].lastIndex(of: "\n") }.map(text.index(after:)) ?? text.startIndex)
      let reach = text.utf8.index(found.upperBound, offsetBy: 400, limitedBy: text.endIndex) ?? text.endIndex
      let end = text[reach...].firstIndex(of: "\n") ?? text.endIndex
      let window = heldRootPattern.matches(in: text, range: NSRange(start..<end, in: text))
      matches += window
      // A match ends the part searched; what follows it is searched with the next occurrence.
      searchedTo = window.last.flatMap { Range($0.range, in: text)?.upperBound } ?? found.upperBound
    }
    return matches
  }

  /// Screens shown only under a hidden navigation bar: the roots of navigation controllers whose
  /// bar the code making them hides (superapp's `nav.isNavigationBarHidden = true` after
  /// `UINavigationController(rootViewController: homeVC)`), and what only such screens push, unless
  /// their own code shows the bar again.
  static func screensUnderHiddenBars(
    _ shown: [Shown], roots: Set<String>, declaringFiles: [String: SwiftFileModel], superclassFiles: (String) -> [SwiftFileModel] = { _ in [] },
    showingCalls: [String] = []
  ) -> Set<String> {
    let showing = showingSpellings + showingCalls
    // Its own code or a superclass's (a `BaseViewController` that shows the bar again) shows the bar.
    func showsBar(_ type: String) -> Bool {
      ((declaringFiles[type].map { [$0] } ?? []) + superclassFiles(type)).contains { file in showing.contains(where: file.sourceContains) }
    }
    let hidden = Set(shown.filter(\.isHiddenBarRoot).map(\.type)).union(roots).filter { !showsBar($0) }
    guard !hidden.isEmpty else { return [] }
    let byType = Dictionary(grouping: shown, by: \.type)
    // The largest set of screens each reached only by being pushed from the set or from a hidden
    // bar's root: screens pushing each other in a loop (ToYou's diary card steps, the last one
    // going back to the first) stay under the bar their first was pushed under.
    var candidates = Set(byType.compactMap { type, ways in
      !showsBar(type) && ways.allSatisfy({ $0.isHiddenBarRoot || $0.pushedBy != nil }) ? type : nil
    }).union(hidden)
    var changed = true
    while changed {
      changed = false
      for type in candidates where !hidden.contains(type) {
        let ways = byType[type] ?? []
        if ways.allSatisfy({ $0.isHiddenBarRoot || $0.pushedBy.map(candidates.contains) == true }) { continue }
        candidates.remove(type)
        changed = true
      }
    }
    // Only those a hidden bar's root leads to.
    var reached = hidden
    var pending = Array(hidden)
    while let pusher = pending.popLast() {
      for (type, ways) in byType where candidates.contains(type) && !reached.contains(type) && ways.contains(where: { $0.pushedBy == pusher }) {
        reached.insert(type)
        pending.append(type)
      }
    }
    return reached
  }

  static func check(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    let shown = shownScreens(in: files)
    guard !shown.isEmpty else { return }
    // Every navigation controller the code makes is the app's own, and each hides the system bar
    // for a custom one of its own (Chatty's `CustomNavigationController`), or the code hides the
    // bar of each one it makes: no screen shows a bar title.
    if everyNavigationControllerHidesItsBar(files, project: context.project) || codeMadeNavigationControllersHideTheirBars(files) { return }
    let titled = titledTypes(in: files, project: context.project)
    let filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    // An app that hides back buttons (eduID's navigation helper hides every one) has none to speak "Back".
    let hidesBackButtons = files.contains { $0.sourceContains("hidesBackButton = true") }
    let backButtonClause = (en: " and the next screen's back button says only \"Back\"", ko: "고 다음 화면의 뒤로 버튼은 \"뒤로\"라고만 읽습니다")
    var declaringFiles: [String: SwiftFileModel] = [:]
    for type in Set(shown.map(\.type)) {
      if let path = context.project.types.declaration(of: type)?.file, let file = filesByPath[path] { declaringFiles[type] = file }
    }
    // A screen that hides the bar as it appears and never shows it again (a running app's
    // preparation screen): what it pushes comes in under the hidden bar too.
    let pushersHidingTheBar = Set(shown.compactMap(\.pushedBy)).filter { pusher in
      context.project.types.declaration(of: pusher).flatMap { filesByPath[$0.file] }
        .map { Self.hidesTheBarForEveryScreen(pusher, in: $0) } ?? false
    }
    let hidden = hiddenBarRoots(in: files)
    // A base class wrapping `self` hides the bar over each of its subclasses it presents.
    let subclassRoots = hidden.asSelf.isEmpty ? [] : Set(shown.map(\.type)).filter { type in
      hidden.asSelf.contains(type) || ancestry(of: type, in: context.project).contains(where: hidden.asSelf.contains)
    }
    let hidingSubclasses = hidingSubclassRoots(in: files, project: context.project)
    let underHiddenBars = screensUnderHiddenBars(
      shown, roots: hidden.roots.union(pushersHidingTheBar).union(subclassRoots).union(hidingSubclasses.roots), declaringFiles: declaringFiles,
      superclassFiles: { type in ancestry(of: type, in: context.project).compactMap { context.project.types.declaration(of: $0).flatMap { filesByPath[$0.file] } } },
      showingCalls: hidingSubclasses.showing)
    var reported: Set<String> = []
    var basesHidingTheBar: [String: Bool] = [:]
    for screen in shown.sorted(by: { ($0.file.path, $0.position.utf8Offset) < ($1.file.path, $1.position.utf8Offset) }) {
      let type = screen.type
      guard !reported.contains(type), context.project.types.isViewController(type),
            let declaration = context.project.types.declaration(of: type), declaration.kind == .class,
            let declaringFile = filesByPath[declaration.file] else { continue }
      let chain = ancestry(of: type, in: context.project)
      if chain.contains(where: { containers.contains($0) || titled.contains($0) }) { continue }
      // An app's own navigation container (`CNavigationController`, `MintDomainsNavigationController`):
      // the screens it holds carry the titles.
      if ([type] + chain).contains(where: { $0.hasSuffix("NavigationController") }) { continue }
      if shown.contains(where: { $0.type == type && $0.titledThere }) { continue }
      // Pushed only onto stacks whose bar is hidden: no bar shows a title.
      if underHiddenBars.contains(type) { continue }
      // A screen that hides its navigation bar (`viewWillAppear`) shows no title to announce.
      // So does one whose base class hides it for every screen built on it (`BaseViewController`'s
      // `viewWillAppear`).
      if Self.hidingSpellings.contains(where: declaringFile.sourceContains)
        || Self.hiddenBarSpellings.contains(where: declaringFile.sourceContains) { continue }
      if chain.contains(where: { ancestor in
        if let known = basesHidingTheBar[ancestor] { return known }
        let hides = context.project.types.declaration(of: ancestor).flatMap { filesByPath[$0.file] }
          .map { Self.hidesTheBarForEveryScreen(ancestor, in: $0) } ?? false
        basesHidingTheBar[ancestor] = hides
        return hides
      }) { continue }
      // The screen, or a base class, moves VoiceOver to an element of its own as it appears
      // (nl-covid19's `ViewController.viewDidAppear` posting a layout change with the screen's
      // header): VoiceOver reads that element, which names the screen.
      if ([type] + chain).contains(where: { owner in
        context.project.types.declaration(of: owner).flatMap { filesByPath[$0.file] }.map { Self.movesFocusOnAppear(owner, in: $0) } ?? false
      }) { continue }
      // A splash or launch screen stands in while the app starts and is replaced at once.
      if Self.isSplashScreen(type) { continue }
      // A bare host for an alert it presents as it loads (KeepGoEat's `CheckNetworkViewController`):
      // VoiceOver reads the alert's title and message, and the host shows nothing of its own.
      if Self.onlyHostsAnAlert(type, in: declaringFile) { continue }
      // A class a storyboard instantiates gets its title from its scene: `ib-scene-title` judges it.
      if files.contains(where: { $0.sourceContains("as! \(type)") || $0.sourceContains("as? \(type)") })
        || declaringFile.sourceContains("instantiateViewController") { continue }
      reported.insert(type)
      // The back button of a next screen, only where this one opens one (not the last screen of a
      // sheet, Digital Health Pass's "Add Wallet Item").
      let opensAnother = declaringFile.behaviour.calls.contains { call in
        call.enclosingType == type && (call.name == "pushViewController" || call.name == "performSegue" || call.name == "show" && call.arguments.has(label: "sender"))
      }
      let backButton = hidesBackButtons || !opensAnother ? (en: "", ko: "") : backButtonClause
      context.report(in: declaringFile, at: declaration.position, LocalizedText(
        en: "\(type) is shown as a screen (\(screen.file.path):\(screen.position.line)) but never sets a title: VoiceOver has nothing to announce when it appears\(backButton.en); set title (or navigationItem.title) in viewDidLoad, and give a custom titleView an accessibilityLabel",
        ko: "\(type) 클래스는 화면으로 열리지만(\(screen.file.path):\(screen.position.line)) 제목을 정하지 않아, 나타날 때 VoiceOver가 알릴 것이 없\(backButton.ko.isEmpty ? "습니다" : backButton.ko). viewDidLoad에서 title(또는 navigationItem.title)을 정하고, 직접 만든 titleView에는 accessibilityLabel을 주세요"),
        needsReview: true)
    }
  }
}
