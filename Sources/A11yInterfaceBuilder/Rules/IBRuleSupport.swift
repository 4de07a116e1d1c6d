import A11yCore
import A11ySwiftSource

/// Whether a check reports an object, after what the project's Swift code may do to it.
enum IBVerdict: Equatable {
  case skip
  case report(needsReview: Bool)
}

extension IBFacts {
  static let labelProperties: Set<String> = [
    "accessibilityLabel", "accessibilityAttributedLabel", "accessibilityUserInputLabels", "accessibilityElements",
    "isAccessibilityElement", "accessibilityElementsHidden", "accessibilityConfiguration",
  ]

  /// Judges code that could change `properties` of `object`: an outlet whose code sets one of them
  /// clears the object; an outlet whose owner can't be seen, or a custom class the project declares
  /// (its own initializer may set them), leaves the finding for review.
  func verdict(_ object: IBObject, codeMaySet properties: Set<String>) -> IBVerdict {
    switch codeSets(properties, on: object) {
    case true?: return .skip
    case nil: return .report(needsReview: true)
    case false?: return .report(needsReview: customClassIsDeclared(object))
    }
  }

  /// A label from the Identity inspector's runtime attributes (`accessibilityLabel`, or an app's own
  /// localization key path).
  func hasRuntimeLabel(_ object: IBObject) -> Bool { object.setsRuntimeLabel }

  /// Runtime attributes that localize or restyle the object from the app's own code (`localizedKey`,
  /// `textStyle`): what the file shows is not what runs.
  func hasRuntimeAttribute(_ object: IBObject, containing words: [String]) -> Bool {
    object.runtimeAttributes.keys.contains { keyPath in words.contains { keyPath.lowercased().contains($0) } }
  }

  /// An ancestor (not the object) is an accessibility element, so VoiceOver reads it as a whole:
  /// in the file, or by its class's code in any file (`isAccessibilityElement = true` in a cell's
  /// `awakeFromNib`, an `extension MessageCell` of its own).
  /// So is an object in a view whose class is only ever mounted inside such an element
  /// (``ProjectIndex/typesOnlyInsideOneElement``; the xib's root included).
  func isInsideAccessibilityElement(_ object: IBObject) -> Bool {
    if !project.typesOnlyInsideOneElement.isEmpty,
       ([object] + document.ancestors(of: object)).contains(where: { $0.customClass.map(project.typesOnlyInsideOneElement.contains) ?? false }) {
      return true
    }
    return document.ancestors(of: object).contains { ancestor in
      if ancestor.accessibility.isElement == true { return true }
      guard let custom = ancestor.customClass, !project.typesMadeOneElement.isEmpty else { return false }
      return project.types.selfAndSuperclasses(of: custom).contains(where: project.typesMadeOneElement.contains)
    }
  }

  /// The role VoiceOver speaks after the label.
  func role(of object: IBObject) -> AccessibilityRole {
    if object.accessibility.traits.contains("header") { return .header }
    if object.accessibility.traits.contains("button") { return .button }
    if object.accessibility.traits.contains("link") { return .link }
    switch uikitClass(of: object) {
    case "UIButton", "UIBarButtonItem": return .button
    case "UIImageView": return .image
    case "UITextField", "UITextView", "UISearchBar": return .textField
    case "UISwitch": return .toggle
    case "UISlider": return .slider
    case "UITabBarItem": return .tab
    case "UILabel": return .staticText
    default: return .unknown
    }
  }

  /// "UIButton 'Close'" / "UIImageView (id a1b-2c-3de)": how messages name an object.
  func name(of object: IBObject) -> String {
    let type = object.customClass ?? uikitClass(of: object)
    if let text = object.buttonTitle ?? object.text ?? object.accessibility.label, !text.isEmpty {
      return "\(type) '\(text.count > 40 ? String(text.prefix(40)) + "…" : text)'"
    }
    if let image = object.buttonImage ?? object["image"] { return "\(type) (image '\(image)')" }
    return "\(type) (id \(object.id))"
  }

  /// The image is an SF Symbol (`<image name= catalog="system">`).
  func isSystemSymbol(_ image: String) -> Bool {
    document.systemSymbolImages.contains(image)
  }

  static let textClasses: Set<String> = ["UILabel", "UITextField", "UITextView"]
}

/// Wraps a snippet in a minimal xib so examples stay short.
public enum InterfaceBuilderSnippet {
  public static func document(_ snippet: String) -> String {
    let trimmed = snippet.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<document") { return snippet }
    var objects = snippet, resources = ""
    if let range = snippet.range(of: "<resources>") {
      objects = String(snippet[..<range.lowerBound])
      resources = String(snippet[range.lowerBound...])
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <objects>
      \(objects)
      </objects>
      \(resources)
      </document>
      """
  }
}
