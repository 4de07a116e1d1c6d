import A11yCore
import Foundation

/// a11y-audit's own hierarchy JSON, version 1 (docs/runtime-hierarchy-format.md). Written by
/// Integrations/XCUITest/A11yAuditCapture.swift, one file per screen, beside its screenshot.
public enum RuntimeJSONReader {
  public static let formatName = "a11y-audit-hierarchy"
  public static let supportedVersions = [1]
  /// Every key version 1 defines (docs/runtime-hierarchy-format.md); others are ignored.
  public static let knownKeys: Set<String> = [
    "format", "version", "screen", "screenshot", "scale", "layoutDirection", "root",
    "type", "identifier", "label", "value", "placeholderValue", "frame", "x", "y", "width", "height",
    "enabled", "selected", "hasFocus", "isAccessibilityElement", "traits", "children",
  ]

  struct Document: Decodable {
    var format: String
    var version: Int
    var screen: String?
    var screenshot: String?
    var scale: Double?
    var layoutDirection: LayoutDirection?
    var root: Element
  }

  struct Frame: Decodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  final class Element: Decodable {
    var type: String
    var identifier: String?
    var label: String?
    var value: String?
    var placeholderValue: String?
    var frame: Frame
    var enabled: Bool?
    var selected: Bool?
    var isAccessibilityElement: Bool?
    var traits: [String]?
    var children: [Element]?
  }

  public static func read(_ text: String, file: String, screenName: String, folder: String) throws(HierarchyReadError) -> RuntimeScreen {
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
    } catch let DecodingError.dataCorrupted(context) {
      throw HierarchyReadError("broken JSON in \(file): \(context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription)")
    } catch let DecodingError.keyNotFound(key, context) {
      throw HierarchyReadError("invalid hierarchy JSON in \(file): missing '\(key.stringValue)' at \(path(context.codingPath))")
    } catch let DecodingError.typeMismatch(_, context) {
      throw HierarchyReadError("invalid hierarchy JSON in \(file): wrong type at \(path(context.codingPath))")
    } catch {
      throw HierarchyReadError("invalid hierarchy JSON in \(file)")
    }
    guard document.format == formatName else {
      throw HierarchyReadError("\(file) is JSON but not an a11y-audit hierarchy (format is '\(document.format)', expected '\(formatName)')")
    }
    guard supportedVersions.contains(document.version) else {
      throw HierarchyReadError("\(file) has hierarchy format version \(document.version); this a11y-audit reads version \(supportedVersions.map(String.init).joined(separator: ", "))")
    }
    var sawTraits = false, sawAccessible = false
    // Lines of the element objects in document order, which is the tree's pre-order.
    var lines = elementLines(text).makeIterator()
    func convert(_ element: Element) -> RuntimeElement {
      let line = lines.next() ?? 1
      if element.traits != nil { sawTraits = true }
      if element.isAccessibilityElement != nil { sawAccessible = true }
      return RuntimeElement(
        type: element.type.hasPrefix("XCUIElementType") ? String(element.type.dropFirst(15)) : element.type,
        identifier: element.identifier, label: element.label, value: element.value,
        placeholderValue: element.placeholderValue,
        frame: ElementFrame(x: element.frame.x, y: element.frame.y, width: element.frame.width, height: element.frame.height),
        isEnabled: element.enabled ?? true, isSelected: element.selected ?? false,
        isAccessibilityElement: element.isAccessibilityElement, traits: element.traits,
        children: (element.children ?? []).map(convert), line: line)
    }
    let root = convert(document.root)
    let screenshot = document.screenshot.map { $0.hasPrefix("/") ? $0 : (folder as NSString).appendingPathComponent($0) }
    return RuntimeScreen(
      name: document.screen ?? screenName, file: file, root: root, screenshotPath: screenshot,
      scale: document.scale, layoutDirection: document.layoutDirection ?? .leftToRight,
      capabilities: FormatCapabilities(traits: sawTraits, accessibilityElement: sawAccessible))
  }

  /// The 1-based line where each object with a `type` key (an element; frames have none) opens,
  /// in the order the objects open. Key order inside objects doesn't matter.
  static func elementLines(_ text: String) -> [Int] {
    var result: [(offset: Int, line: Int)] = []
    // Open objects: where each opened and whether a `type` key was seen in it.
    var objects: [(offset: Int, line: Int, isElement: Bool)] = []
    var line = 1, offset = 0
    var inString = false, escaped = false
    var stringBytes: [UInt8] = []
    var lastString: [UInt8]?
    for byte in text.utf8 {
      defer { offset += 1 }
      if byte == UInt8(ascii: "\n") { line += 1 }
      if inString {
        if escaped { escaped = false; stringBytes.append(byte); continue }
        if byte == UInt8(ascii: "\\") { escaped = true; continue }
        if byte == UInt8(ascii: "\"") { inString = false; lastString = stringBytes; continue }
        stringBytes.append(byte)
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        stringBytes = []
      case UInt8(ascii: ":"):
        if lastString == Array("type".utf8), !objects.isEmpty { objects[objects.count - 1].isElement = true }
        lastString = nil
      case UInt8(ascii: "{"):
        objects.append((offset, line, false))
        lastString = nil
      case UInt8(ascii: "}"):
        if let closed = objects.popLast(), closed.isElement { result.append((closed.offset, closed.line)) }
        lastString = nil
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        break
      default:
        lastString = nil
      }
    }
    return result.sorted { $0.offset < $1.offset }.map(\.line)
  }

  private static func path(_ codingPath: [CodingKey]) -> String {
    codingPath.isEmpty ? "the top level" : codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }
}
