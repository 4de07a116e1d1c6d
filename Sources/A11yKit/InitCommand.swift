import A11yCore
import Foundation

/// `a11y-audit init [--output FILE] [--force] [--language en|ko]`: writes a starting
/// `.a11y-audit.json` that lists every rule with its default severity and options, commented.
/// JSON has no comments, so each comment is a `"//"` key, which the configuration reader ignores
/// (``Configuration/commentKey``); the file is read back before it is written.
public enum InitCommand {
  static let spec = OptionSpec(valued: ["--output", "--language"], flags: ["--force", "--help", "-h"])

  public static func run(_ arguments: [String], context: ToolContext) -> CommandResult {
    let parsed: ParsedArguments
    let language: Language
    do throws(UsageError) {
      parsed = try ArgumentParser.parse(arguments, spec: spec)
      if let extra = parsed.positionals.first { throw UsageError("unexpected argument '\(extra)' for 'init'") }
      language = try Language.parse(parsed.value("--language"))
    } catch {
      return .usageError(error.message)
    }
    if parsed.has("--help") || parsed.has("-h") { return CommandResult(standardOutput: HelpText.general) }
    let name = parsed.value("--output") ?? Configuration.fileName
    if name.isEmpty { return .usageError("'--output' needs a file name") }
    let path = Paths.absolute(name, relativeTo: context.currentDirectory)
    if Paths.kind(path) != .missing && !parsed.has("--force") {
      return .usageError("\(name) already exists (--force overwrites it)")
    }
    if let failure = OutputPaths.check(name, currentDirectory: context.currentDirectory) { return failure }
    let text = configurationText(rules: RuleCatalog.descriptors, language: language)
    // What init writes must be what the reader accepts.
    do {
      _ = try Configuration.parse(Data(text.utf8), source: name, rules: RuleCatalog.descriptors)
    } catch {
      return CommandResult(standardError: "a11y-audit: error: internal: the written configuration doesn't read back: \(error)\n", exitCode: ExitCode.writeFailed)
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      return .writeError("cannot write \(name)")
    }
    return CommandResult(standardError: "a11y-audit: wrote \(name) with \(RuleCatalog.descriptors.count) rules\n")
  }

  /// The starting configuration: every rule at its default, with its title, checkpoints and
  /// options as comments.
  public static func configurationText(rules: [RuleDescriptor], language: Language) -> String {
    let korean = language == .korean
    let header = korean
      ? "a11y-audit 설정 파일(`a11y-audit init`이 작성). 이름이 \"//\"인 키는 주석이며 무시됩니다. 모든 규칙이 기본 심각도(error, warning, info)와 옵션 기본값으로 나열되어 있습니다. 값을 바꾸거나, 규칙을 끄려면 disabled_rules에 규칙 ID를 넣으세요. include와 exclude는 이 파일이 있는 폴더를 기준으로 한 glob입니다. 규칙 설명: docs/rules.md 또는 `a11y-audit explain 규칙`."
      : "a11y-audit configuration (written by `a11y-audit init`). Keys named \"//\" are comments and are ignored. Every rule is listed at its default severity (error, warning or info) with its options at their defaults: change a value, or put a rule id in disabled_rules to turn it off. include and exclude are globs relative to this file's folder. Rules are described in docs/rules.md and by `a11y-audit explain RULE`."
    // JSON objects hold one "//" each: the opt-in rules are said in the header.
    let optIn = rules.filter(\.isOptIn).map(\.id).joined(separator: ", ")
    let optInNote = optIn.isEmpty ? "" : korean
      ? " 선택 규칙(\(optIn))은 opt_in_rules에 넣어야 실행됩니다. 모바일 앱 접근성 지침 2.0 점검에서는 넣고, target-size의 recommendedSize도 켜세요."
      : " Opt-in rules (\(optIn)) run only when opt_in_rules names them: for a Korean guideline 2.0 audit, add them and turn on target-size's recommendedSize."
    var out = "{\n"
    out += "  \"//\": \(json(header + optInNote)),\n"
    out += "  \"include\": [],\n"
    out += "  \"exclude\": [],\n"
    out += "  \"disabled_rules\": [],\n"
    out += "  \"only_rules\": [],\n"
    out += "  \"opt_in_rules\": [],\n"
    out += "  \"rules\": {\n"
    for (index, rule) in rules.enumerated() {
      var comment = rule.title.text(in: language)
      var references: [String] = []
      if !rule.checkpoints.isEmpty {
        references.append((korean ? "검사 항목 " : "checkpoint ") + rule.checkpoints.map(\.rawValue).joined(separator: ", "))
      }
      if !rule.wcag.isEmpty { references.append("WCAG " + rule.wcag.joined(separator: ", ")) }
      if !references.isEmpty { comment += " (" + references.joined(separator: "; ") + ")" }
      comment += korean ? ". 기본 심각도: \(rule.defaultSeverity.rawValue)." : ". Default severity: \(rule.defaultSeverity.rawValue)."
      if rule.isOptIn { comment += korean ? " 선택 규칙(opt_in_rules)." : " Opt-in (opt_in_rules)." }
      for option in rule.options {
        comment += " \(option.name): " + option.summary.text(in: language)
        if !option.allowedValues.isEmpty { comment += " (" + option.allowedValues.joined(separator: ", ") + ")" }
        comment += "."
      }
      out += "    \(json(rule.id)): {\n"
      out += "      \"//\": \(json(comment)),\n"
      out += "      \"severity\": \(json(rule.defaultSeverity.rawValue))"
      for option in rule.options {
        out += ",\n      \(json(option.name)): \(json(option.defaultValue))"
      }
      out += "\n    }" + (index == rules.count - 1 ? "\n" : ",\n")
    }
    out += "  }\n}\n"
    return out
  }

  static func json(_ value: ConfigValue) -> String {
    switch value {
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .string(let string): return json(string)
    case .array(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.sorted(by: { $0.key < $1.key }).map { json($0.key) + ": " + json($0.value) }.joined(separator: ", ") + "}"
    case .null: return "null"
    }
  }

  static func json(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
