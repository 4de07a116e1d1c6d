import A11yCore
import Foundation

/// Where an automated finding came from.
public enum FindingSource: String, Sendable {
  /// `a11y-audit lint --format json`: source files.
  case staticAnalysis = "static"
  /// `a11y-audit hierarchy --format json`: a running app's accessibility hierarchy.
  case runtime
}

/// One finding read from a findings file, in the language it was written in.
public struct AutomatedFinding: Sendable, Equatable {
  public var rule: String
  public var severity: Severity
  public var file: String
  public var line: Int?
  public var column: Int?
  public var message: String
  public var checkpoints: [Checkpoint]
  public var wcag: [String]
  public var hig: String
  public var needsReview: Bool
  public var fixSummary: String?
  /// A runtime element's location (screen, element path, type, label, frame), flattened to
  /// key–value pairs in key order.
  public var location: [(String, String)]
  public var source: FindingSource

  public static func == (lhs: AutomatedFinding, rhs: AutomatedFinding) -> Bool {
    lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.file == rhs.file && lhs.line == rhs.line
      && lhs.column == rhs.column && lhs.message == rhs.message && lhs.checkpoints == rhs.checkpoints
      && lhs.needsReview == rhs.needsReview && lhs.fixSummary == rhs.fixSummary && lhs.source == rhs.source
      && lhs.location.map(\.0) == rhs.location.map(\.0) && lhs.location.map(\.1) == rhs.location.map(\.1)
  }

  /// `file:line:column`, or the runtime location, or empty.
  public var locationText: String {
    var parts: [String] = []
    if !file.isEmpty {
      var text = file
      if let line {
        text += ":\(line)"
        if let column { text += ":\(column)" }
      }
      parts.append(text)
    }
    if !location.isEmpty {
      parts.append(location.map { "\($0.0): \($0.1)" }.joined(separator: ", "))
    }
    return parts.joined(separator: " — ")
  }

  /// Counts as a defect (errors and warnings); info findings are evidence only.
  public var isDefect: Bool { severity != .info }
}

/// Reads the JSON that `lint --format json` writes (and `hierarchy --format json`, the same shape).
/// Unknown keys are ignored, so newer writers (an element's `location`, say) stay readable; a
/// finding without its required fields is an input error naming the field.
public enum FindingsFileReader {
  public struct InputError: Error, Sendable, Equatable {
    public var message: String
  }

  public static func read(_ data: Data, source: FindingSource) throws(InputError) -> [AutomatedFinding] {
    let document: JSONValue
    do {
      document = try JSONValue.parse(data)
    } catch {
      throw InputError(message: "not valid JSON: \(error.reason)")
    }
    guard document.isObject else { throw InputError(message: "expected a JSON object, found \(document.kindName)") }
    guard let findings = document["findings"]?.arrayValue else {
      throw InputError(message: "findings: missing or not an array (expected the output of `a11y-audit lint --format json`)")
    }
    var result: [AutomatedFinding] = []
    for (index, entry) in findings.enumerated() {
      let path = "findings[\(index)]"
      guard entry.isObject else { throw InputError(message: "\(path): expected an object, found \(entry.kindName)") }
      func requiredString(_ key: String) throws(InputError) -> String {
        guard let value = entry[key]?.stringValue else { throw InputError(message: "\(path).\(key): missing or not a string") }
        return value
      }
      func optionalInt(_ key: String) throws(InputError) -> Int? {
        guard let value = entry[key], value != .null else { return nil }
        guard let number = value.numberValue, number == number.rounded() else {
          throw InputError(message: "\(path).\(key): expected a whole number, found \(value.kindName)")
        }
        return Int(number)
      }
      let rule = try requiredString("rule")
      let severityText = try requiredString("severity")
      guard let severity = Severity(rawValue: severityText) else {
        throw InputError(message: "\(path).severity: '\(severityText)' is not a severity (expected error, warning or info)")
      }
      let message = try requiredString("message")
      guard let checkpointValues = entry["checkpoints"]?.arrayValue else {
        throw InputError(message: "\(path).checkpoints: missing or not an array")
      }
      var checkpoints: [Checkpoint] = []
      for (checkpointIndex, value) in checkpointValues.enumerated() {
        guard let text = value.stringValue, let checkpoint = Checkpoint(rawValue: text) else {
          throw InputError(message: "\(path).checkpoints[\(checkpointIndex)]: not a checkpoint of guideline 2.0 (1.1 … 4.2)")
        }
        checkpoints.append(checkpoint)
      }
      let wcag = (entry["wcag"]?.arrayValue ?? []).compactMap(\.stringValue)
      var location: [(String, String)] = []
      if let element = entry["element"], element.isObject {
        location = describeElement(element)
      } else if let object = entry["location"], case .object(let pairs) = object {
        location = pairs.compactMap { key, value in flatten(value).map { (key, $0) } }
      }
      result.append(AutomatedFinding(
        rule: rule, severity: severity, file: entry["file"]?.stringValue ?? "",
        line: try optionalInt("line"), column: try optionalInt("column"), message: message,
        checkpoints: checkpoints, wcag: wcag, hig: entry["hig"]?.stringValue ?? "",
        needsReview: entry["needsReview"]?.boolValue ?? false,
        fixSummary: entry["fix"]?["summary"]?.stringValue, location: location, source: source))
    }
    return result
  }

  /// A runtime finding's `element` (as `hierarchy --format json` writes it: screen, path, type,
  /// label, identifier, frame, source) as location pairs: the screen, the element the way XCUITest
  /// names it (`Button 'Close' (close) {{16, 52}, {24, 24}}`), its path and the matching source line.
  /// Keys this reader doesn't know follow, flattened.
  static func describeElement(_ element: JSONValue) -> [(String, String)] {
    var pairs: [(String, String)] = []
    if let screen = element["screen"]?.stringValue, !screen.isEmpty { pairs.append(("screen", screen)) }
    var summary = element["type"]?.stringValue ?? ""
    let label = element["label"]?.stringValue ?? ""
    let identifier = element["identifier"]?.stringValue ?? ""
    if !label.isEmpty { summary += " '\(label)'" }
    if !identifier.isEmpty && identifier != label { summary += " (\(identifier))" }
    if let frame = element["frame"], let x = frame["x"]?.numberValue, let y = frame["y"]?.numberValue,
       let width = frame["width"]?.numberValue, let height = frame["height"]?.numberValue {
      let numbers = [x, y, width, height].map { flatten(.number($0)) ?? "" }
      summary += " {{\(numbers[0]), \(numbers[1])}, {\(numbers[2]), \(numbers[3])}}"
    }
    summary = summary.trimmingCharacters(in: .whitespaces)
    if !summary.isEmpty { pairs.append(("element", summary)) }
    if let path = element["path"]?.stringValue, !path.isEmpty { pairs.append(("path", path)) }
    if let source = element["source"], let file = source["file"]?.stringValue {
      pairs.append(("source", source["line"]?.numberValue.map { "\(file):\(Int($0))" } ?? file))
    }
    let known: Set<String> = ["screen", "type", "label", "identifier", "frame", "path", "source"]
    if case .object(let all) = element {
      for (key, value) in all where !known.contains(key) {
        if let text = flatten(value) { pairs.append((key, text)) }
      }
    }
    return pairs
  }

  /// A location value as text: strings and numbers as they are, small objects (a frame) as
  /// `key=value` pairs; empty values dropped.
  static func flatten(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): return text.isEmpty ? nil : text
    case .number: return value.rendered().trimmingCharacters(in: .whitespacesAndNewlines)
    case .bool(let flag): return flag ? "true" : "false"
    case .array(let items):
      let parts = items.compactMap(flatten)
      return parts.isEmpty ? nil : parts.joined(separator: " / ")
    case .object(let pairs):
      let parts = pairs.compactMap { key, value in flatten(value).map { "\(key)=\($0)" } }
      return parts.isEmpty ? nil : parts.joined(separator: " ")
    case .null: return nil
    }
  }
}
