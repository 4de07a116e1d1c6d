import A11yCore

/// JUnit XML, the test-report format Jenkins, GitLab, Azure Pipelines and CircleCI display. One
/// test suite per file with findings, one test case per finding; errors and warnings are
/// failures (their `type` says which), info findings pass with the message as output. A run with
/// no findings is one passing test case, so dashboards show the audit ran.
public struct JUnitReporter: Reporter {
  public let language: Language

  public init(language: Language = .english) {
    self.language = language
  }

  public func render(_ report: AuditReport) -> String {
    var byFile: [(file: String, findings: [Finding])] = []
    for finding in report.findings {
      if byFile.last?.file == finding.file {
        byFile[byFile.count - 1].findings.append(finding)
      } else {
        byFile.append((finding.file, [finding]))
      }
    }
    let failures = report.findings.filter { $0.severity != .info }.count
    let tests = max(1, report.findings.count)
    let name = Self.attribute(report.tool.name)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"\(name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
    if byFile.isEmpty {
      out += "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
      out += "    <testcase classname=\"\(name)\" name=\"\(Self.attribute(noFindings))\"/>\n"
      out += "  </testsuite>\n"
    }
    for (file, findings) in byFile {
      let fileFailures = findings.filter { $0.severity != .info }.count
      out += "  <testsuite name=\"\(Self.attribute(file))\" tests=\"\(findings.count)\" failures=\"\(fileFailures)\" errors=\"0\" skipped=\"0\">\n"
      for finding in findings {
        out += testCase(finding)
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  private var noFindings: String {
    language == .korean ? "접근성 문제 없음" : "no accessibility problems"
  }

  private func testCase(_ finding: Finding) -> String {
    let position = "\(finding.position.line):\(finding.position.column)"
    let message = ReportText.message(finding, language)
    let classname = Self.attribute(finding.file)
    let name = Self.attribute("\(finding.ruleID) at \(finding.file):\(position)")
    var details = "\(finding.file):\(position): \(UIText.severity(finding.severity, language)): \(message) [\(finding.ruleID)]\n"
    if !finding.checkpoints.isEmpty {
      details += "KS X 3253: " + finding.checkpoints.map(\.rawValue).joined(separator: ", ") + "\n"
    }
    if !finding.wcag.isEmpty { details += "WCAG: " + finding.wcag.joined(separator: ", ") + "\n" }
    if !finding.hig.isEmpty { details += "HIG: " + finding.hig + "\n" }
    if let fix = finding.fix {
      details += "\(UIText.fix(language)): " + ReportText.sanitized(fix.summary.text(in: language)) + "\n"
    }
    var out = "    <testcase classname=\"\(classname)\" name=\"\(name)\" file=\"\(classname)\" line=\"\(finding.position.line)\">\n"
    if finding.severity == .info {
      out += "      <system-out>\(Self.text(details))</system-out>\n"
    } else {
      out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(Self.attribute(message))\">\(Self.text(details))</failure>\n"
    }
    out += "    </testcase>\n"
    return out
  }

  /// XML character data: `&`, `<`, `>` escaped; characters XML 1.0 forbids removed.
  static func text(_ value: String) -> String {
    var out = ""
    for scalar in ReportText.sanitized(value).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\u{FFFE}", "\u{FFFF}": continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An attribute value in double quotes: also quotes, and tab/newline as character references
  /// so parsers don't normalise them to spaces.
  static func attribute(_ value: String) -> String {
    text(value)
      .replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&apos;")
      .replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\t", with: "&#9;")
  }
}
