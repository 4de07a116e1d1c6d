import Foundation

/// A JSON value from a configuration file, kept typed so options can be validated against the
/// rule that declares them.
public enum ConfigValue: Sendable, Hashable, Decodable {
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ConfigValue])
  case object([String: ConfigValue])
  case null

  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    // Bool first: JSONDecoder never turns a JSON number into a Bool, so `true` and `1` stay apart.
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ConfigValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: ConfigValue].self))
    }
  }

  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var stringList: [String]? {
    guard case .array(let items) = self else { return nil }
    let strings = items.compactMap(\.string)
    return strings.count == items.count ? strings : nil
  }

  func matches(_ kind: RuleOption.Kind) -> Bool {
    switch kind {
    case .number: number != nil
    case .string: string != nil
    case .bool: bool != nil
    case .stringList: stringList != nil
    }
  }
}
