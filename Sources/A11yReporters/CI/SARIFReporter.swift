import A11yCore
import Foundation

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), what GitHub code scanning and
/// most CI dashboards import. One run: the driver lists every rule with its title, its rationale in
/// both languages and a link to its section of docs/rules.md; each result has its location as a
/// region, the checkpoints and WCAG criteria as tags and properties, and its fix as a SARIF fix.
public struct SARIFReporter: Reporter {
  public let language: Language
  public let rules: [RuleDescriptor]
  /// docs/rules.md as published; each rule's `helpUri` is this with `#rule-id` appended.
  public let rulesDocumentationURL: String
  /// The folder relative finding paths start from (SARIF's `SRCROOT`), absolute.
  public let baseDirectory: String?

  public init(
    language: Language = .english, rules: [RuleDescriptor], rulesDocumentationURL: String,
    baseDirectory: String? = nil
  ) {
    self.language = language
    self.rules = rules
    self.rulesDocumentationURL = rulesDocumentationURL
    self.baseDirectory = baseDirectory
  }

  static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  static let sourceRoot = "SRCROOT"

  public func render(_ report: AuditReport) -> String {
    let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var originalUriBaseIds: [String: ArtifactLocation]?
    if let baseDirectory {
      originalUriBaseIds = [Self.sourceRoot: ArtifactLocation(uri: Self.fileURI(directory: baseDirectory), uriBaseId: nil)]
    }
    let log = Log(
      schema: Self.schemaURI, version: "2.1.0",
      runs: [Run(
        tool: Tool(driver: Driver(
          name: report.tool.name, version: report.tool.version, semanticVersion: report.tool.version,
          informationUri: rulesDocumentationURL, rules: rules.map(rule))),
        originalUriBaseIds: originalUriBaseIds,
        results: report.findings.map { result($0, ruleIndex: ruleIndex[$0.ruleID]) },
        columnKind: "unicodeCodePoints")])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    // Plain strings, numbers and arrays: encoding cannot fail.
    guard let data = try? encoder.encode(log), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
    return text + "\n"
  }

  // MARK: Rules

  private func rule(_ descriptor: RuleDescriptor) -> ReportingDescriptor {
    let other: Language = language == .korean ? .english : .korean
    let title = ReportText.sanitized(descriptor.title.text(in: language))
    let rationale = descriptor.rationale.text(in: language)
    let otherRationale = descriptor.rationale.text(in: other)
    let otherTitle = descriptor.title.text(in: other)
    let references = referencesText(descriptor)
    return ReportingDescriptor(
      id: descriptor.id,
      shortDescription: Message(text: title),
      fullDescription: Message(text: rationale),
      help: MultiformatMessage(
        text: "\(title)\n\n\(rationale)\n\n\(otherTitle)\n\n\(otherRationale)\n\n\(references)",
        markdown: "**\(title)**\n\n\(rationale)\n\n**\(otherTitle)**\n\n\(otherRationale)\n\n\(references)"),
      helpUri: rulesDocumentationURL + "#" + descriptor.id,
      defaultConfiguration: Configuration(level: ReportText.level(descriptor.defaultSeverity)),
      properties: Properties(
        tags: tags(checkpoints: descriptor.checkpoints, wcag: descriptor.wcag),
        checkpoints: descriptor.checkpoints.map(\.rawValue), wcag: descriptor.wcag, hig: descriptor.hig,
        needsReview: nil,
        title: [Language.english.rawValue: descriptor.title.en, Language.korean.rawValue: descriptor.title.ko]))
  }

  private func referencesText(_ descriptor: RuleDescriptor) -> String {
    var parts: [String] = []
    if !descriptor.checkpoints.isEmpty {
      parts.append("KS X 3253 " + descriptor.checkpoints.map { "\($0.rawValue) \($0.title.text(in: language))" }.joined(separator: ", "))
    }
    if !descriptor.wcag.isEmpty { parts.append("WCAG " + descriptor.wcag.joined(separator: ", ")) }
    if !descriptor.hig.isEmpty { parts.append("HIG: " + descriptor.hig) }
    return parts.joined(separator: " · ")
  }

  private func tags(checkpoints: [Checkpoint], wcag: [String]) -> [String] {
    ["accessibility"] + checkpoints.map { "checkpoint-\($0.rawValue)" } + wcag.map { "wcag-\($0)" }
  }

  // MARK: Results

  private func result(_ finding: Finding, ruleIndex: Int?) -> Result {
    let location = artifactLocation(finding.file)
    var fixes: [SARIFFix]?
    if let fix = finding.fix {
      fixes = [SARIFFix(
        description: Message(text: ReportText.sanitized(fix.summary.text(in: language))),
        artifactChanges: [ArtifactChange(
          artifactLocation: location,
          replacements: fix.edits.map { edit in
            Replacement(
              deletedRegion: Region(
                startLine: edit.start.line, startColumn: edit.start.column,
                endLine: edit.end.line, endColumn: edit.end.column),
              insertedContent: ArtifactContent(text: edit.replacement))
          })])]
    }
    return Result(
      ruleId: finding.ruleID, ruleIndex: ruleIndex, level: ReportText.level(finding.severity),
      message: Message(text: ReportText.message(finding, language)),
      locations: [Location(physicalLocation: PhysicalLocation(
        artifactLocation: location,
        region: Region(startLine: finding.position.line, startColumn: finding.position.column, endLine: nil, endColumn: nil)))],
      fixes: fixes,
      properties: Properties(
        tags: tags(checkpoints: finding.checkpoints, wcag: finding.wcag),
        checkpoints: finding.checkpoints.map(\.rawValue), wcag: finding.wcag, hig: finding.hig,
        needsReview: finding.needsReview, title: nil))
  }

  private func artifactLocation(_ file: String) -> ArtifactLocation {
    if file.hasPrefix("/") { return ArtifactLocation(uri: Self.fileURI(path: file), uriBaseId: nil) }
    return ArtifactLocation(uri: Self.percentEncoded(file), uriBaseId: baseDirectory == nil ? nil : Self.sourceRoot)
  }

  static func fileURI(path: String) -> String { "file://" + percentEncoded(path) }

  static func fileURI(directory: String) -> String {
    fileURI(path: directory.hasSuffix("/") ? directory : directory + "/")
  }

  /// RFC 3986 path encoding: unreserved characters and `/` stay, everything else (spaces, Hangul,
  /// `#`, `%`) is percent-encoded as UTF-8.
  static func percentEncoded(_ path: String) -> String {
    var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
    allowed.insert(charactersIn: "!$&'()*+,;=:@")
    return ReportText.sanitized(path).addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  // MARK: SARIF objects (only the properties used)

  struct Log: Encodable {
    let schema: String
    let version: String
    let runs: [Run]
    enum CodingKeys: String, CodingKey {
      case schema = "$schema", version, runs
    }
  }

  struct Run: Encodable {
    let tool: Tool
    let originalUriBaseIds: [String: ArtifactLocation]?
    let results: [Result]
    let columnKind: String
  }

  struct Tool: Encodable { let driver: Driver }

  struct Driver: Encodable {
    let name: String
    let version: String
    let semanticVersion: String
    let informationUri: String
    let rules: [ReportingDescriptor]
  }

  struct ReportingDescriptor: Encodable {
    let id: String
    let shortDescription: Message
    let fullDescription: Message
    let help: MultiformatMessage
    let helpUri: String
    let defaultConfiguration: Configuration
    let properties: Properties
  }

  struct Configuration: Encodable { let level: String }

  struct Message: Encodable { let text: String }

  struct MultiformatMessage: Encodable {
    let text: String
    let markdown: String
  }

  struct Properties: Encodable {
    let tags: [String]
    let checkpoints: [String]
    let wcag: [String]
    let hig: String
    let needsReview: Bool?
    /// The rule's title in both languages, keyed by language code.
    let title: [String: String]?
  }

  struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int?
    let level: String
    let message: Message
    let locations: [Location]
    let fixes: [SARIFFix]?
    let properties: Properties
  }

  struct Location: Encodable { let physicalLocation: PhysicalLocation }

  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  struct ArtifactLocation: Encodable {
    let uri: String
    let uriBaseId: String?
  }

  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
    let endLine: Int?
    let endColumn: Int?
  }

  struct SARIFFix: Encodable {
    let description: Message
    let artifactChanges: [ArtifactChange]
  }

  struct ArtifactChange: Encodable {
    let artifactLocation: ArtifactLocation
    let replacements: [Replacement]
  }

  struct Replacement: Encodable {
    let deletedRegion: Region
    let insertedContent: ArtifactContent
  }

  struct ArtifactContent: Encodable { let text: String }
}
