import A11yCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads Appium's XCUITest page source (`driver.page_source`):
///
///     <AppiumAUT>
///       <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="BeanBar" label="BeanBar"
///           enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
///         <XCUIElementTypeButton type="XCUIElementTypeButton" name="close" label="Close" enabled="true"
///             visible="true" accessible="true" x="16" y="59" width="24" height="24" index="0"/>
///
/// `name` is the identifier when one is set, else the label; `accessible` says whether VoiceOver
/// reaches the element on its own; newer WebDriverAgent adds `traits` ("Button, Header").
public enum AppiumPageSourceReader {
  public static func read(_ text: String, file: String, screenName: String) throws(HierarchyReadError) -> RuntimeScreen {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    // On Linux `parse()` returns true after libxml2 recovers from an error: the delegate's first
    // error decides.
    let parsed = parser.parse()
    if let failure = delegate.failure ?? (parsed ? nil : "not well-formed") {
      throw HierarchyReadError("broken XML in \(file) at line \(delegate.failureLine ?? parser.lineNumber): \(failure)")
    }
    guard let root = delegate.root else {
      throw HierarchyReadError("no XCUIElementType elements in \(file): expected Appium page source")
    }
    return RuntimeScreen(
      name: screenName, file: file, root: root,
      capabilities: FormatCapabilities(traits: delegate.sawTraits, accessibilityElement: delegate.sawAccessible))
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var stack: [RuntimeElement] = []
    var root: RuntimeElement?
    var failure: String?
    var failureLine: Int?
    var sawTraits = false
    var sawAccessible = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
      guard name.hasPrefix("XCUIElementType") else {
        if name != "AppiumAUT" && stack.isEmpty && root == nil {
          failure = "unexpected element <\(name)> (expected AppiumAUT or XCUIElementType...)"
          failureLine = parser.lineNumber
          parser.abortParsing()
        }
        return
      }
      func number(_ key: String) -> Double { attributes[key].flatMap(Double.init) ?? 0 }
      func flag(_ key: String) -> Bool? { attributes[key].map { $0 == "true" } }
      let type = String(name.dropFirst("XCUIElementType".count))
      let label = attributes["label"]
      // `name` falls back to the label when no identifier is set: only a different name is one.
      let identifier = attributes["name"].flatMap { $0 == label ? nil : $0 }
      var traits: [String]?
      if let text = attributes["traits"] {
        sawTraits = true
        traits = text.split(separator: ",").map {
          let word = $0.trimmingCharacters(in: .whitespaces)
          return word.prefix(1).lowercased() + word.dropFirst()
        }.filter { !$0.isEmpty }
      }
      if attributes["accessible"] != nil { sawAccessible = true }
      let element = RuntimeElement(
        type: type, identifier: identifier, label: label, value: attributes["value"],
        placeholderValue: attributes["placeholderValue"],
        frame: ElementFrame(x: number("x"), y: number("y"), width: number("width"), height: number("height")),
        isEnabled: flag("enabled") ?? true, isSelected: flag("selected") ?? false,
        isVisible: flag("visible"), isAccessibilityElement: flag("accessible"), traits: traits,
        line: parser.lineNumber)
      stack.append(element)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      guard failure == nil else { return }
      failureLine = parser.lineNumber
      let code = (parseError as NSError).code
      switch code {
      case 5: failure = "the document ends before its elements are closed"
      case 76: failure = "a closing tag doesn't match the open element"
      case 26: failure = "an undefined entity"
      default: failure = "not well-formed (XMLParser error \(code))"
      }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      guard name.hasPrefix("XCUIElementType"), let element = stack.popLast() else { return }
      if stack.isEmpty {
        if root == nil { root = element }
      } else {
        stack[stack.count - 1].children.append(element)
      }
    }
  }
}
