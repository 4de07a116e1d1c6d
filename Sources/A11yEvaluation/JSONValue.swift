import Foundation

/// A JSON value that keeps object keys in the order they were written, so the files a11y-audit
/// writes (checklists, report JSON) read top to bottom the way an evaluator fills them in.
/// Reading goes through `JSONDecoder`, which loses key order (readers don't need it).
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case let (.bool(a), .bool(b)): a == b
    case let (.number(a), .number(b)): a == b
    case let (.string(a), .string(b)): a == b
    case let (.array(a), .array(b)): a == b
    case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }

  public var keys: [String] {
    guard case .object(let pairs) = self else { return [] }
    return pairs.map(\.0)
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  public var numberValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// What the value is, for messages ("expected a string, found a number").
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Parses JSON text. Throws ``JSONValue/ParseError`` with the decoder's reason on broken JSON.
  public static func parse(_ data: Data) throws(ParseError) -> JSONValue {
    do {
      return try JSONDecoder().decode(DecodedValue.self, from: data).value
    } catch let error as DecodingError {
      switch error {
      case .dataCorrupted(let context):
        let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        throw ParseError(reason: underlying ?? context.debugDescription)
      default:
        throw ParseError(reason: "\(error)")
      }
    } catch {
      throw ParseError(reason: "\(error)")
    }
  }

  public struct ParseError: Error, Sendable {
    public var reason: String
  }

  /// Pretty-printed with two-space indentation, keys in their given order, slashes unescaped.
  public func rendered() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 {
        output += String(Int64(value))
      } else {
        output += String(value)
      }
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let items):
      if items.isEmpty { output += "[]"; return }
      let inner = indent + "  "
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += inner
        item.write(to: &output, indent: inner)
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let pairs):
      if pairs.isEmpty { output += "{}"; return }
      let inner = indent + "  "
      output += "{\n"
      for (index, (key, value)) in pairs.enumerated() {
        output += inner
        JSONValue.writeString(key, to: &output)
        output += ": "
        value.write(to: &output, indent: inner)
        output += index == pairs.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        output += String(format: "\\u%04x", scalar.value)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

/// Decodes any JSON into ``JSONValue`` (object keys sorted, since the decoder loses their order).
private struct DecodedValue: Decodable {
  let value: JSONValue

  init(from decoder: Decoder) throws {
    if let container = try? decoder.container(keyedBy: AnyKey.self) {
      var pairs: [(String, JSONValue)] = []
      for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        pairs.append((key.stringValue, try container.decode(DecodedValue.self, forKey: key).value))
      }
      value = .object(pairs)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !container.isAtEnd {
        items.append(try container.decode(DecodedValue.self).value)
      }
      value = .array(items)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let bool = try? container.decode(Bool.self) {
      value = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      value = .number(number)
    } else {
      value = .string(try container.decode(String.self))
    }
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
