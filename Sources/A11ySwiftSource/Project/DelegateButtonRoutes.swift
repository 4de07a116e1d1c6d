import A11yCore

/// Delegate methods a gesture's view asks for (`delegate?.imageScrollViewDidGestureSwipeUp(…)`)
/// whose implementation ends in an action a button of the implementing file ends in too: Zavala's
/// image viewer dismissing on a swipe as its Close button's `@IBAction` does, podcast's player
/// collapsing on a drag as its header's collapse button's delegate method does. The button is the
/// gesture's accessible route, though it lives in another file.
enum DelegateButtonRoutes {
  static func methods(in files: [SwiftFileModel]) -> Set<String> {
    // What views with a pan, swipe, pinch, rotation or long press ask of their delegates.
    var asked: Set<String> = []
    for file in files where file.sourceContains("GestureRecognizer(") && file.sourceContains("?.") {
      let text = String(decoding: file.sourceBytes, as: UTF8.self)
      asked.formUnion(HandlerReach.optionalCalls(in: text))
    }
    guard !asked.isEmpty else { return [] }
    var found: Set<String> = []
    for file in files {
      let implemented = file.behaviour.functions.filter { asked.contains($0.name) }
      guard !implemented.isEmpty else { continue }
      let routes = buttonRoutes(in: file)
      guard !routes.bodies.isEmpty else { continue }
      var buttonActions: Set<String> = []
      for route in routes.bodies {
        buttonActions.formUnion(actions(reachedFrom: route, in: file))
      }
      for function in implemented where !routes.names.contains(function.name) {
        // A route that calls the method itself (pear's tab cells, whose selection calls the
        // `setActiveTabIndex(to:)` the page swipe asks for).
        if routes.bodies.contains(where: { GestureSupport.calledNames(in: $0).contains(function.name) }) {
          found.insert(function.name)
          continue
        }
        let body = HandlerReach.droppingSignature(file.text(from: function.position, to: function.end))
        if !actions(reachedFrom: body, in: file).isDisjoint(with: buttonActions) { found.insert(function.name) }
      }
    }
    return found
  }

  /// The bodies of what a tap on a button of the file runs: its controls' selectors and
  /// `@IBAction`s, the closures of its `UIAction`s, the delegate methods a button of another
  /// view calls (`playerHeaderViewDidTapCollapseButton()`, named for the tap), and what selecting
  /// a cell of its lists runs.
  static func buttonRoutes(in file: SwiftFileModel) -> (names: Set<String>, bodies: [String]) {
    var names = HandlerReach.controlSelectors(in: file).union(HandlerReach.interfaceBuilderActions(in: file))
    for function in file.behaviour.functions {
      let name = function.name
      if (name.contains("Tap") || name.contains("Press")) && name.contains("Button") { names.insert(name) }
    }
    var bodies = names.flatMap { HandlerReach.bodies(of: $0, in: file).map(HandlerReach.droppingSignature) }
    bodies += HandlerReach.actionClosures(in: file)
    // A list's or a collection's selection: a cell VoiceOver activates like a button.
    for function in file.behaviour.functions where function.name == "collectionView" || function.name == "tableView" {
      let text = file.text(from: function.position, to: function.end)
      let header = text.prefix { $0 != "{" }
      if header.contains("didSelectItemAt") || header.contains("didSelectRowAt") { bodies.append(HandlerReach.droppingSignature(text)) }
    }
    return (names, bodies)
  }

  /// Methods a control runs anywhere in the project: the selectors of its buttons, bar items and
  /// `@IBAction`s, and what those call (`headerImageView.swipeLeftAction()` in a carousel's arrow
  /// buttons' action, written in another file than the carousel's swipe). A swipe or pan whose
  /// handler is one of them has a button route, even when the button is a subclass's
  /// (SnowHaze's tutorial pages, whose Continue buttons select the base class's `selectNext`).
  static func methodsControlsRun(in files: [SwiftFileModel]) -> Set<String> {
    var selected: Set<String> = []
    for file in files where file.sourceContains("#selector(") || file.sourceContains("@IBAction") {
      selected.formUnion(HandlerReach.controlSelectors(in: file).union(HandlerReach.interfaceBuilderActions(in: file)))
    }
    guard !selected.isEmpty else { return [] }
    var run = selected
    for file in files {
      for function in file.behaviour.functions where selected.contains(function.name) {
        run.formUnion(GestureSupport.calledNames(in: HandlerReach.droppingSignature(file.text(from: function.position, to: function.end))))
      }
    }
    return run
  }

  /// The actions (``HandlerReach/isActionName(_:)``) a body calls, itself or through the
  /// file's functions it calls (`dismiss`, `appDelegate.collapsePlayer`).
  static func actions(reachedFrom body: String, in file: SwiftFileModel) -> Set<String> {
    var texts = [body]
    for name in HandlerReach.reachedFunctions(from: body, in: file) { texts += HandlerReach.bodies(of: name, in: file) }
    var found = Set(texts.flatMap { GestureSupport.calledNames(in: $0) }).filter(HandlerReach.isActionName)
    // (UIKit's `dismiss(animated:)` and `popViewController(animated:)`, which the called names leave out.)
    if texts.contains(where: { $0.contains("dismiss(") || $0.contains("popViewController(") }) { found.insert("dismiss") }
    return found
  }
}
