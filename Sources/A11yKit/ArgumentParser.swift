/// A command-line mistake: one line, naming the bad option, value or path. Exit status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// The options a command accepts: those that take a value and those that are flags.
public struct OptionSpec: Sendable {
  /// Names with their dashes, e.g. `--format`.
  public var valued: Set<String>
  public var flags: Set<String>
  /// Options whose values are lists: repeatable, and comma-separated.
  public var lists: Set<String>

  public init(valued: Set<String> = [], flags: Set<String> = [], lists: Set<String> = []) {
    self.valued = valued.union(lists)
    self.flags = flags
    self.lists = lists
  }
}

/// What the parser found: positional arguments in order, option values in order of appearance.
public struct ParsedArguments: Sendable, Equatable {
  public var positionals: [String] = []
  public var values: [String: [String]] = [:]
  public var flags: Set<String> = []

  public init(positionals: [String] = [], values: [String: [String]] = [:], flags: Set<String> = []) {
    self.positionals = positionals
    self.values = values
    self.flags = flags
  }

  /// The last value given for a single-valued option (a later one wins).
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a list option: repeated options and comma-separated items, trimmed, in order,
  /// empty items dropped.
  public func list(_ name: String) -> [String] {
    (values[name] ?? []).flatMap { $0.split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  public func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A small parser: `--opt value`, `--opt=value`, flags, repeated options, `--` ends options.
/// Anything else starting with `-` (other than `-` alone) is an unknown option.
public enum ArgumentParser {
  public static func parse(_ arguments: [String], spec: OptionSpec) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if spec.flags.contains(name) {
        if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
        result.flags.insert(name)
      } else if spec.valued.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError("option '\(name)' needs a value")
        }
        result.values[name, default: []].append(value)
      } else {
        throw UsageError("unknown option '\(name)'")
      }
    }
    return result
  }
}

import Foundation
