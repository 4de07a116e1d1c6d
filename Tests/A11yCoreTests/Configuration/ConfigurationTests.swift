import A11yCore
import Foundation
import Testing

struct ConfigurationTests {
  static let rule = RuleDescriptor(
    id: "sample-rule", title: LocalizedText(en: "Sample", ko: "예시"), rationale: LocalizedText(en: "", ko: ""),
    defaultSeverity: .warning, checkpoints: [.textAlternatives], wcag: ["1.1.1"], hig: "—",
    options: [
      RuleOption(name: "device", kind: .string, defaultValue: .string("phone"),
                 summary: LocalizedText(en: "", ko: ""), allowedValues: ["phone", "pad"]),
      RuleOption(name: "limit", kind: .number, defaultValue: .number(44), summary: LocalizedText(en: "", ko: "")),
    ],
    examples: RuleExamples(triggering: [], nonTriggering: []))

  static let optInRule = RuleDescriptor(
    id: "sample-recommendation", title: LocalizedText(en: "Recommendation", ko: "권장"), rationale: LocalizedText(en: "", ko: ""),
    defaultSeverity: .info, checkpoints: [.controlSizeAndSpacing], wcag: [], hig: "—", isOptIn: true,
    examples: RuleExamples(triggering: [], nonTriggering: []))

  func parse(_ json: String) throws -> Configuration {
    try Configuration.parse(Data(json.utf8), source: "cfg.json", rules: [Self.rule, Self.optInRule])
  }

  @Test func optInRulesRunOnlyWhenNamed() throws {
    #expect(try parse("{}").isEnabled(Self.rule))
    #expect(!(try parse("{}").isEnabled(Self.optInRule)))
    #expect(try parse(#"{"opt_in_rules": ["sample-recommendation"]}"#).isEnabled(Self.optInRule))
    // `only_rules` (and `--only`) name a rule to run, opt-in or not.
    let only = try parse(#"{"only_rules": ["sample-recommendation"]}"#)
    #expect(only.isEnabled(Self.optInRule))
    #expect(!only.isEnabled(Self.rule))
    // Disabled wins.
    #expect(!(try parse(#"{"opt_in_rules": ["sample-recommendation"], "disabled_rules": ["sample-recommendation"]}"#).isEnabled(Self.optInRule)))
    #expect(error(#"{"opt_in_rules": ["nope"]}"#)?.contains("'opt_in_rules' names an unknown rule 'nope'") == true)
    #expect(error(#"{"opt_in_rules": "sample-recommendation"}"#)?.contains("must be a list of strings") == true)
  }

  func error(_ json: String) -> String? {
    do {
      _ = try parse(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func readsEveryKey() throws {
    let configuration = try parse("""
      {"include": ["App/**"], "exclude": ["**/Gen/**"], "disabled_rules": ["sample-rule"],
       "rules": {"sample-rule": {"severity": "error", "device": "pad", "limit": 48}}}
      """)
    #expect(configuration.include == ["App/**"])
    #expect(configuration.exclude == ["**/Gen/**"])
    #expect(!configuration.isEnabled("sample-rule"))
    #expect(configuration.severity(for: Self.rule) == .error)
    #expect(configuration.option("device", of: Self.rule) == .string("pad"))
    #expect(configuration.option("limit", of: Self.rule) == .number(48))
  }

  @Test func defaultsComeFromTheDescriptor() throws {
    let configuration = try parse("{}")
    #expect(configuration.severity(for: Self.rule) == .warning)
    #expect(configuration.option("limit", of: Self.rule) == .number(44))
    #expect(configuration.isEnabled("sample-rule"))
  }

  @Test func errorsNameTheKey() {
    #expect(error("{\"rulez\": []}")?.contains("'rulez'") == true)
    #expect(error("{\"only_rules\": [\"nope\"]}")?.contains("'nope'") == true)
    #expect(error("{\"rules\": {\"nope\": {}}}")?.contains("rules.nope") == true)
    #expect(error("{\"rules\": {\"sample-rule\": {\"severity\": \"fatal\"}}}")?.contains("rules.sample-rule.severity") == true)
    #expect(error("{\"rules\": {\"sample-rule\": {\"device\": \"watch\"}}}")?.contains("rules.sample-rule.device") == true)
    #expect(error("{\"rules\": {\"sample-rule\": {\"limit\": \"big\"}}}")?.contains("must be a number") == true)
    #expect(error("{\"rules\": {\"sample-rule\": {\"colour\": 1}}}")?.contains("rules.sample-rule.colour") == true)
    #expect(error("[1, 2]")?.contains("must be a JSON object") == true)
    #expect(error("{broken")?.contains("not valid JSON") == true)
    // Where: line and column of the first invalid character.
    #expect(error("{\n  \"include\": [\"a\",\n  ]x\n}")?.contains("not valid JSON (line 3, column ") == true)
    // `true` is not a number, and `1` is not a boolean.
    #expect(error("{\"rules\": {\"sample-rule\": {\"limit\": true}}}") != nil)
  }

  @Test func includeAndExcludeAreRelativeToTheFile() throws {
    var configuration = try parse("{\"include\": [\"App/**\"], \"exclude\": [\"**/Generated/**\"]}")
    configuration.baseDirectory = "/project"
    #expect(configuration.admits(path: "/project/App/Home.swift"))
    #expect(!configuration.admits(path: "/project/Other/Home.swift"))
    #expect(!configuration.admits(path: "/project/App/Generated/R.swift"))
  }
}
