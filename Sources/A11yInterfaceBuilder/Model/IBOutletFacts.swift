import A11yCore
import A11ySwiftSource

extension IBDocument {
  /// What the file sets on the object each outlet connects to, keyed by the outlet owner's class
  /// (a scene's custom class, File's Owner, a cell or view class) and the outlet's property: the
  /// facts the Swift rules ask about `@IBOutlet`s. Owners without a custom class are left out
  /// (no Swift class can declare their outlets).
  public func outletFacts() -> [(owner: String, outlet: String, facts: InterfaceBuilderOutletFacts)] {
    var result: [(String, String, InterfaceBuilderOutletFacts)] = []
    var outletsOf: [String: [String]] = [:]
    for owner in objects {
      for (property, destination) in owner.outlets {
        outletsOf[destination, default: []].append(owner.customClass.map { $0 + "." + property } ?? "")
      }
    }
    for owner in objects {
      guard let ownerClass = owner.customClass, !owner.outlets.isEmpty else { continue }
      for (property, destination) in owner.outlets {
        guard let object = object(id: destination) else { continue }
        var facts = facts(of: object)
        facts.hiddenThrough = hiddenThrough(object, outletsOf: outletsOf)
        result.append((ownerClass, property, facts))
      }
    }
    return result
  }

  /// How code could show the object again, for it and each hidden view around it
  /// (``InterfaceBuilderOutletFacts/hiddenThrough``); nil when none is hidden.
  func hiddenThrough(_ object: IBObject, outletsOf: [String: [String]]) -> [String]? {
    let hidden = ([object] + ancestors(of: object)).filter(\.isHidden)
    guard !hidden.isEmpty else { return nil }
    return hidden.map { view in
      // (A view of the app's own class may show itself; a tag lets code find it.)
      if view["tag"] != nil || view.customClass != nil { return "#tag" }
      // (An outlet of an owner without a custom class: code may reach it some other way.)
      let outlets = (outletsOf[view.id] ?? []).filter { !$0.isEmpty }
      if outlets.isEmpty { return outletsOf[view.id] == nil ? "" : "#tag" }
      return outlets.joined(separator: "|")
    }
  }

  func facts(of object: IBObject) -> InterfaceBuilderOutletFacts {
    // UIKit names its named system buttons (Info, Add Contact, Close) itself.
    let namedBySystem = object["buttonType"].map(IBButtonNameCheck.namedSystemButtonTypes.contains) ?? false
    var textStyle: String?
    if case .textStyle(let style)? = object.font?.kind { textStyle = style }
    var facts = InterfaceBuilderOutletFacts(
      file: path, line: object.position.line,
      hasAccessibilityLabel: object.accessibility.hasLabel || object.setsRuntimeLabel || namedBySystem,
      isAccessibilityElement: object.accessibility.isElement,
      traits: object.accessibility.traits,
      isInsideAccessibilityElement: ancestors(of: object).contains { $0.accessibility.isElement == true },
      adjustsFontForContentSizeCategory: object.flag("adjustsFontForContentSizeCategory") == true,
      fontTextStyle: textStyle,
      title: object.buttonTitle,
      image: object.buttonImage ?? object["image"],
      hasSubviews: object.children.contains { !objects[$0].element.hasSuffix("GestureRecognizer") },
      placeholder: object["placeholder"])
    facts.hasAction = !object.actionSelectors.isEmpty || !object.segues.isEmpty
    return facts
  }
}

extension IBObject {
  /// A label from the Identity inspector's runtime attributes (`accessibilityLabel`, or an app's own
  /// localization key path).
  var setsRuntimeLabel: Bool {
    runtimeAttributes.keys.contains { keyPath in
      let lowered = keyPath.lowercased()
      return lowered.contains("accessibilitylabel") || lowered.contains("accessibilitykey") || lowered.contains("a11ylabel")
    }
  }

  /// A string runtime attribute naming a localization key the app's class shows in place of the
  /// file's text (Stopp Corona's `transKeyNormal`, `localizedKey`, `l10nTitle`); not an
  /// accessibility one, nor `keyboardType`.
  var setsRuntimeLocalizationKey: Bool {
    runtimeAttributes.keys.contains { keyPath in
      let lowered = keyPath.lowercased()
      guard !lowered.contains("accessibility"), !lowered.contains("keyboard") else { return false }
      // `local_title` (Mixin's `UIButton.local_title` setter), `localizedKey`, `transKeyNormal`.
      return lowered.contains("key") || lowered.hasPrefix("local") || lowered.contains("locali") || lowered.contains("l10n")
    }
  }
}
