import A11yCore
import Foundation

/// A hierarchy file that can't be read: one line for the command line, exit status 2.
public struct HierarchyReadError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// The formats a11y-audit reads.
public enum HierarchyFormat: String, Sendable, CaseIterable {
  /// `XCUIApplication().debugDescription`: "Element subtree:" and indented element lines.
  case xcuiDebugDescription = "xcuitest"
  /// Appium's page source: `<AppiumAUT><XCUIElementTypeApplication ...>`.
  case appiumPageSource = "appium"
  /// a11y-audit's own JSON (docs/runtime-hierarchy-format.md), written by
  /// Integrations/XCUITest/A11yAuditCapture.swift.
  case json
}

/// Reads any supported hierarchy file, telling the format from its content.
public enum HierarchyReader {
  /// Reads `path` (as given; `displayPath` is what findings show).
  public static func read(path: String, displayPath: String) throws(HierarchyReadError) -> [RuntimeScreen] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw HierarchyReadError("no such file: \(displayPath)")
    }
    if isDirectory.boolValue { throw HierarchyReadError("\(displayPath) is a folder, not a hierarchy file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw HierarchyReadError("cannot read \(displayPath)")
    }
    guard let text = String(data: data, encoding: .utf8), !data.contains(0) else {
      throw HierarchyReadError("\(displayPath) is not UTF-8 text (expected an XCUITest debug description, Appium page source or a11y-audit JSON)")
    }
    let name = ((displayPath as NSString).lastPathComponent as NSString).deletingPathExtension
    let folder = (path as NSString).deletingLastPathComponent
    return try read(text: text, file: displayPath, screenName: name, folder: folder)
  }

  public static func detectFormat(_ text: String) -> HierarchyFormat? {
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if start.hasPrefix("<") { return .appiumPageSource }
    if start.hasPrefix("{") { return .json }
    if XCUIDebugDescriptionReader.looksLikeDebugDescription(text) { return .xcuiDebugDescription }
    return nil
  }

  /// Reads hierarchy text. `folder` resolves a JSON capture's relative screenshot path.
  public static func read(text: String, file: String, screenName: String, folder: String = ".") throws(HierarchyReadError) -> [RuntimeScreen] {
    switch detectFormat(text) {
    case .xcuiDebugDescription?:
      return try XCUIDebugDescriptionReader.read(text, file: file, screenName: screenName)
    case .appiumPageSource?:
      return [try AppiumPageSourceReader.read(text, file: file, screenName: screenName)]
    case .json?:
      return [try RuntimeJSONReader.read(text, file: file, screenName: screenName, folder: folder)]
    case nil:
      throw HierarchyReadError("unknown format in \(file): expected an XCUITest debug description (\"Element subtree:\"), Appium page source XML or a11y-audit hierarchy JSON")
    }
  }
}
