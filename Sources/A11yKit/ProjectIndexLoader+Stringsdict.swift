import Foundation

extension ProjectIndexLoader {
  /// A `.stringsdict` property list: key → `NSStringLocalizedFormatKey` with each `%#@variable@`
  /// replaced by that variable's `other` plural form (the form label judgement reads), or the
  /// format itself when it has no variables.
  public static func parseStringsdict(_ data: Data) throws -> [String: String] {
    guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
      throw ParseError(description: "not a property list of plural rules")
    }
    var table: [String: String] = [:]
    for (key, value) in root {
      guard let entry = value as? [String: Any], var format = entry["NSStringLocalizedFormatKey"] as? String else { continue }
      for (name, rule) in entry {
        guard let rule = rule as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
        let form = (rule["other"] ?? rule["many"] ?? rule["one"]) as? String ?? ""
        format = format.replacingOccurrences(of: "%#@\(name)@", with: form)
      }
      table[key] = format
    }
    return table
  }
}
