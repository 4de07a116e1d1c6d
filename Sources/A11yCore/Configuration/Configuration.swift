import Foundation

/// What a `.a11y-audit.json` file (or `--config`) says, after validation against the known rules.
public struct Configuration: Sendable {
  public static let fileName = ".a11y-audit.json"

  /// Globs relative to `baseDirectory`; when non-empty, only matching files are audited.
  public var include: [String] = []
  public var exclude: [String] = []
  public var disabledRules: Set<String> = []
  /// When non-empty, only these rules run (opt-in rules among them too).
  public var onlyRules: Set<String> = []
  /// Opt-in rules to run besides the default ones.
  public var optInRules: Set<String> = []
  public var severities: [String: Severity] = [:]
  public var ruleOptions: [String: [String: ConfigValue]] = [:]
  /// The folder globs are relative to: the configuration file's folder.
  public var baseDirectory: String?

  public init() {}

  public func isEnabled(_ ruleID: String) -> Bool {
    if !onlyRules.isEmpty && !onlyRules.contains(ruleID) { return false }
    return !disabledRules.contains(ruleID)
  }

  /// ``isEnabled(_:)``, and an opt-in rule only when `opt_in_rules` or `only_rules` names it.
  public func isEnabled(_ descriptor: RuleDescriptor) -> Bool {
    guard isEnabled(descriptor.id) else { return false }
    return !descriptor.isOptIn || optInRules.contains(descriptor.id) || onlyRules.contains(descriptor.id)
  }

  public func severity(for descriptor: RuleDescriptor) -> Severity {
    severities[descriptor.id] ?? descriptor.defaultSeverity
  }

  /// The option's configured value, or its declared default.
  public func option(_ name: String, of descriptor: RuleDescriptor) -> ConfigValue? {
    if let value = ruleOptions[descriptor.id]?[name] { return value }
    return descriptor.options.first(where: { $0.name == name })?.defaultValue
  }

  /// Whether a file (absolute or relative path) passes `include` and `exclude`.
  public func admits(path: String) -> Bool {
    let relative = relativePath(path)
    if exclude.contains(where: { Glob($0).matches(relative) }) { return false }
    if include.isEmpty { return true }
    return include.contains(where: { Glob($0).matches(relative) })
  }

  private func relativePath(_ path: String) -> String {
    guard let base = baseDirectory else { return path }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// A configuration that can't be used; the message names the file and the key.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

extension Configuration {
  static let topLevelKeys: Set<String> = ["include", "exclude", "disabled_rules", "only_rules", "opt_in_rules", "rules"]
  /// JSON has no comments: a key named `//` holds one, at any level, and is ignored
  /// (`a11y-audit init` writes them).
  public static let commentKey = "//"

  /// Reads and validates a configuration file; `rules` are the descriptors of every known rule.
  public static func load(from path: String, rules: [RuleDescriptor]) throws -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError("\(path): cannot read the configuration file")
    }
    var configuration = try parse(data, source: path, rules: rules)
    configuration.baseDirectory = (URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path)
    return configuration
  }

  /// "line 3, column 2" where the JSON stops being valid, if the parser says.
  static func syntaxErrorLocation(in data: Data) -> String? {
    var offset: Int?
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      // Foundation says "… around character N." (a byte offset) or "… around line L, column C.".
      let description = "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? "")"
      if let range = description.range(of: #"line \d+, column \d+"#, options: .regularExpression) {
        return String(description[range])
      }
      if let range = description.range(of: #"character \d+"#, options: .regularExpression) {
        offset = Int(description[range].dropFirst("character ".count))
      }
    }
    guard let offset else {
      // Valid JSON text but not decodable: an empty file, for example.
      return data.isEmpty ? "the file is empty" : nil
    }
    var line = 1, column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
    }
    return "line \(line), column \(column)"
  }

  public static func parse(_ data: Data, source: String, rules: [RuleDescriptor]) throws -> Configuration {
    let value: ConfigValue
    do {
      value = try JSONDecoder().decode(ConfigValue.self, from: data)
    } catch {
      throw ConfigurationError("\(source): not valid JSON\(Self.syntaxErrorLocation(in: data).map { " (\($0))" } ?? "")")
    }
    guard case .object(let root) = value else {
      throw ConfigurationError("\(source): the configuration must be a JSON object")
    }
    let descriptors = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0) })
    var configuration = Configuration()

    func fail(_ key: String, _ problem: String) -> ConfigurationError {
      ConfigurationError("\(source): '\(key)' \(problem)")
    }
    func stringList(_ key: String) throws -> [String] {
      guard let value = root[key] else { return [] }
      guard let list = value.stringList else { throw fail(key, "must be a list of strings") }
      return list
    }
    func ruleIDs(_ key: String) throws -> Set<String> {
      let ids = try stringList(key).map(RuleAliases.canonical)
      if let unknown = ids.first(where: { descriptors[$0] == nil }) {
        throw fail(key, "names an unknown rule '\(unknown)'")
      }
      return Set(ids)
    }

    if let unknown = root.keys.sorted().first(where: { !topLevelKeys.contains($0) && $0 != commentKey }) {
      throw fail(unknown, "is not a configuration key (expected one of \(topLevelKeys.sorted().joined(separator: ", ")))")
    }
    configuration.include = try stringList("include")
    configuration.exclude = try stringList("exclude")
    configuration.disabledRules = try ruleIDs("disabled_rules")
    configuration.onlyRules = try ruleIDs("only_rules")
    configuration.optInRules = try ruleIDs("opt_in_rules")

    if let rulesValue = root["rules"] {
      guard case .object(let perRule) = rulesValue else { throw fail("rules", "must be an object") }
      for (writtenID, settingsValue) in perRule.sorted(by: { $0.key < $1.key }) where writtenID != commentKey {
        let ruleID = RuleAliases.canonical(writtenID)
        let key = "rules.\(writtenID)"
        guard let descriptor = descriptors[ruleID] else { throw fail(key, "names an unknown rule") }
        guard case .object(let settings) = settingsValue else { throw fail(key, "must be an object") }
        var options: [String: ConfigValue] = [:]
        for (name, value) in settings.sorted(by: { $0.key < $1.key }) where name != commentKey {
          if name == "severity" {
            guard let raw = value.string, let severity = Severity(rawValue: raw) else {
              throw fail("\(key).severity", "must be \"error\", \"warning\" or \"info\"")
            }
            configuration.severities[ruleID] = severity
            continue
          }
          guard let option = descriptor.options.first(where: { $0.name == name }) else {
            throw fail("\(key).\(name)", "is not an option of this rule")
          }
          guard value.matches(option.kind) else {
            throw fail("\(key).\(name)", "must be a \(option.kind.rawValue)")
          }
          if !option.allowedValues.isEmpty, let string = value.string, !option.allowedValues.contains(string) {
            throw fail("\(key).\(name)", "must be one of \(option.allowedValues.joined(separator: ", "))")
          }
          options[name] = value
        }
        if !options.isEmpty { configuration.ruleOptions[ruleID] = options }
      }
    }
    return configuration
  }
}
