import A11yAssetCatalog
import A11yCore
import Foundation

/// `a11y-audit contrast FOREGROUND BACKGROUND [--size PT] [--bold] [--appearance ...] [--assets PATH]
/// [--format text|json] [--language en|ko]`: the Colour Contrast Analyser from the command line.
/// Prints the ratio, pass/fail for the guideline's 3:1, WCAG AA/AAA (normal and large text), WCAG
/// non-text and the HIG table, and the pair as seen with each color-vision deficiency.
public enum ContrastCommand {
  public static let usage = """
    usage: a11y-audit contrast FOREGROUND BACKGROUND [--size PT] [--bold]
                               [--appearance light|dark|high-contrast|dark-high-contrast]
                               [--assets PATH] [--format text|json] [--language en|ko]

    Colors: #RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), a system color name
    (systemRed, label, secondarySystemBackground, UIColor.gray, Color.red, .blue), or the name of
    an asset-catalog color found under --assets PATH (a folder or an .xcassets).
    Without --appearance, every appearance in which either color differs is shown.
    A translucent background is composited over white (black in dark appearances).

    """

  struct Options {
    var foreground: String
    var background: String
    var size: Double?
    var bold = false
    var appearances: [Appearance]?
    var assets: String?
    var json = false
    var korean = false
  }

  struct UsageError: Error { var message: String }

  public static func run(_ arguments: [String]) -> CommandResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return CommandResult(standardOutput: usage)
    }
    do {
      let options = try parse(arguments)
      var catalog: NamedColorCatalog?
      if let assets = options.assets {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: assets, isDirectory: &isDirectory), isDirectory.boolValue else {
          throw UsageError(message: "--assets: '\(assets)' is not a folder")
        }
        catalog = NamedColorCatalog.load(from: URL(fileURLWithPath: assets))
      }
      let foreground = try color(options.foreground, catalog: catalog)
      let background = try color(options.background, catalog: catalog)
      let appearances = options.appearances ?? distinctAppearances(foreground, background)
      let reports = appearances.map { appearance in
        let backdrop: RGBAColor = appearance.isDark ? .black : .white
        return (appearance, ContrastAnalysis(
          foreground: foreground.resolved(for: appearance), background: background.resolved(for: appearance),
          pointSize: options.size, bold: options.bold, backdrop: backdrop))
      }
      let output = options.json
        ? json(reports, options: options)
        : text(reports, options: options)
      // A failing pair fails the command, so it can gate CI.
      let fails = reports.contains { failsRequiredThreshold($0.1) }
      return CommandResult(standardOutput: output, exitCode: fails ? ExitCode.findingsFailed : ExitCode.success)
    } catch let error as UsageError {
      return CommandResult(standardError: "a11y-audit: error: \(OutputEscaping.singleLine(error.message))\n", exitCode: ExitCode.invalidInput)
    } catch {
      return CommandResult(standardError: "a11y-audit: error: \(OutputEscaping.singleLine("\(error)"))\n", exitCode: ExitCode.invalidInput)
    }
  }

  static func parse(_ arguments: [String]) throws -> Options {
    var positional: [String] = []
    var size: Double?
    var bold = false
    var appearances: [Appearance]?
    var assets: String?
    var json = false
    var korean = false
    var index = 0
    func value(_ name: String) throws -> String {
      index += 1
      guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      var argument = arguments[index]
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        inlineValue = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      func optionValue() throws -> String { try inlineValue ?? value(argument) }
      switch argument {
      case "--size":
        let text = try optionValue()
        guard let points = Double(text), points > 0, points.isFinite else {
          throw UsageError(message: "--size: '\(text)' is not a positive number of points")
        }
        size = points
      case "--bold":
        bold = true
      case "--appearance":
        let text = try optionValue()
        switch text.lowercased() {
        case "light": appearances = [.light]
        case "dark": appearances = [.dark]
        case "high-contrast", "light-high-contrast", "increased-contrast": appearances = [.lightHighContrast]
        case "dark-high-contrast": appearances = [.darkHighContrast]
        case "all": appearances = Appearance.allCases
        default:
          throw UsageError(message: "--appearance: '\(text)' must be light, dark, high-contrast, dark-high-contrast or all")
        }
      case "--assets":
        assets = try optionValue()
      case "--format":
        let text = try optionValue()
        guard text == "text" || text == "json" else { throw UsageError(message: "--format: '\(text)' must be text or json") }
        json = text == "json"
      case "--language":
        let text = try optionValue()
        guard text == "en" || text == "ko" else { throw UsageError(message: "--language: '\(text)' must be en or ko") }
        korean = text == "ko"
      default:
        // `-0.5` is never a color, so anything starting with "-" (but not "#") is an unknown option.
        if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)' (see a11y-audit contrast --help)") }
        positional.append(arguments[index])
      }
      index += 1
    }
    guard positional.count == 2 else {
      throw UsageError(message: "contrast needs a FOREGROUND and a BACKGROUND color, got \(positional.count) (see a11y-audit contrast --help)")
    }
    return Options(
      foreground: positional[0], background: positional[1], size: size, bold: bold, appearances: appearances,
      assets: assets, json: json, korean: korean)
  }

  static func color(_ text: String, catalog: NamedColorCatalog?) throws -> DynamicColor {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let parsed = RGBAColor(parsing: trimmed) {
      // A bare word made of hex digits ("bad", "face") is more likely a mistyped name than a color.
      if trimmed.hasPrefix("#") || trimmed.lowercased().hasPrefix("rgb") || trimmed.count == 6 || trimmed.count == 8 {
        return DynamicColor(parsed)
      }
    }
    if let named = catalog?[trimmed] { return named }
    if let system = SystemColors.color(named: trimmed) { return system }
    let hint = catalog == nil ? "; asset-catalog names need --assets PATH" : ""
    throw UsageError(message: "'\(text)' is not a color: use #RRGGBB[AA], rgb(r, g, b), a system color name or an asset-catalog color name\(hint)")
  }

  /// Light, plus every other appearance in which the pair resolves differently.
  static func distinctAppearances(_ foreground: DynamicColor, _ background: DynamicColor) -> [Appearance] {
    var result: [Appearance] = []
    var seen: [[RGBAColor]] = []
    for appearance in Appearance.allCases {
      let pair = [foreground.resolved(for: appearance), background.resolved(for: appearance)]
      // The same pair in a dark appearance is still shown: a translucent color lands on black there.
      let key = pair + [appearance.isDark ? .black : .white]
      if seen.contains(key) { continue }
      seen.append(key)
      if appearance != .light && (pair == [foreground.light, background.light] && !pair.contains(where: { !$0.isOpaque })) { continue }
      result.append(appearance)
    }
    return result
  }

  /// Whether a pair fails a threshold that is required at its size: the guideline's 3:1, WCAG AA
  /// and non-text contrast, and the HIG's. AAA is an enhanced level, reported but not required.
  static func failsRequiredThreshold(_ analysis: ContrastAnalysis) -> Bool {
    let optional: Set<String> = [ContrastThresholds.wcagAAANormalText.id, ContrastThresholds.wcagAAALargeText.id]
    return analysis.thresholds.contains { $0.applies && !$0.passes && !optional.contains($0.threshold.id) }
      || !analysis.passes(analysis.higThreshold)
  }

  // MARK: Text

  static func text(_ reports: [(Appearance, ContrastAnalysis)], options: Options) -> String {
    let ko = options.korean
    var lines: [String] = []
    for (index, (appearance, analysis)) in reports.enumerated() {
      if index > 0 { lines.append("") }
      let name = ko ? appearance.koreanName : appearance.description
      lines.append("\(name): \(analysis.foreground.hexString) \(ko ? "(전경)" : "on") \(analysis.background.hexString)\(ko ? " (배경)" : "")")
      if analysis.compositedForeground != analysis.foreground || analysis.opaqueBackground != analysis.background {
        lines.append(ko
          ? "  화면에 보이는 색: \(analysis.compositedForeground.hexString) / \(analysis.opaqueBackground.hexString)"
          : "  as shown: \(analysis.compositedForeground.hexString) on \(analysis.opaqueBackground.hexString)")
      }
      lines.append("  \(ko ? "명도 대비" : "contrast ratio"): \(ContrastRatioText.ratio(analysis.ratio))")
      let size = options.size.map { "\(ContrastCommand.points($0)) pt" } ?? (ko ? "크기 미지정" : "size not given")
      lines.append("  \(ko ? "텍스트" : "text"): \(size)\(options.bold ? (ko ? ", 굵게" : ", bold") : "")")
      for result in analysis.thresholds {
        let verdict = result.passes ? (ko ? "통과" : "pass") : (ko ? "실패" : "FAIL")
        let note = result.applies ? "" : (ko ? "  (이 크기에는 해당 없음)" : "  (does not apply at this size)")
        let label = ko ? result.threshold.koreanName : result.threshold.name
        lines.append("  \(pad(verdict, 4))  \(pad(ContrastRatioText.threshold(result.threshold.minimumRatio), 5))  \(label)\(note)")
      }
      let hig = analysis.higThreshold
      lines.append(ko
        ? "  HIG 기준(이 크기): \(ContrastRatioText.threshold(hig.minimumRatio)) → \(analysis.passes(hig) ? "통과" : "실패")"
        : "  HIG threshold for this size: \(ContrastRatioText.threshold(hig.minimumRatio)) → \(analysis.passes(hig) ? "pass" : "FAIL")")
      lines.append(ko ? "  색각 이상 시뮬레이션 (Machado, Oliveira, Fernandes 2009):" : "  color-vision deficiencies (Machado, Oliveira & Fernandes 2009):")
      for deficiency in analysis.deficiencies {
        let label = ko ? deficiency.deficiency.koreanName : deficiency.deficiency.displayName
        let severity = deficiency.deficiency.isDichromacy ? "" : String(format: " %.0f%%", deficiency.severity * 100)
        lines.append("    \(pad(label + severity, 22)) \(deficiency.foreground.hexString) / \(deficiency.background.hexString)  \(pad(ContrastRatioText.ratio(deficiency.ratio), 8))  ΔE00 \(String(format: "%.1f", deficiency.colorDifference))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func points(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))" : String(format: "%g", value)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  // MARK: JSON

  struct JSONReport: Encodable {
    var foreground: String
    var background: String
    var size: Double?
    var bold: Bool
    var appearances: [JSONAppearance]
  }

  struct JSONAppearance: Encodable {
    var appearance: String
    var foreground: String
    var background: String
    var shownForeground: String
    var shownBackground: String
    var ratio: Double
    var colorDifference: Double
    var thresholds: [JSONThreshold]
    var hig: JSONThreshold
    var deficiencies: [JSONDeficiency]
  }

  struct JSONThreshold: Encodable {
    var id: String
    var name: String
    var minimumRatio: Double
    var passes: Bool
    var applies: Bool
  }

  struct JSONDeficiency: Encodable {
    var deficiency: String
    var name: String
    var severity: Double
    var foreground: String
    var background: String
    var ratio: Double
    var colorDifference: Double
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  static func json(_ reports: [(Appearance, ContrastAnalysis)], options: Options) -> String {
    let ko = options.korean
    let report = JSONReport(
      foreground: options.foreground, background: options.background, size: options.size, bold: options.bold,
      appearances: reports.map { appearance, analysis in
        let hig = analysis.higThreshold
        return JSONAppearance(
          appearance: appearance.rawValue, foreground: analysis.foreground.hexString, background: analysis.background.hexString,
          shownForeground: analysis.compositedForeground.hexString, shownBackground: analysis.opaqueBackground.hexString,
          ratio: rounded(analysis.ratio), colorDifference: rounded(analysis.colorDifference),
          thresholds: analysis.thresholds.map {
            JSONThreshold(id: $0.threshold.id, name: ko ? $0.threshold.koreanName : $0.threshold.name,
                          minimumRatio: $0.threshold.minimumRatio, passes: $0.passes, applies: $0.applies)
          },
          hig: JSONThreshold(id: hig.id, name: ko ? hig.koreanName : hig.name, minimumRatio: hig.minimumRatio,
                             passes: analysis.passes(hig), applies: true),
          deficiencies: analysis.deficiencies.map {
            JSONDeficiency(
              deficiency: $0.deficiency.rawValue, name: ko ? $0.deficiency.koreanName : $0.deficiency.displayName,
              severity: $0.severity, foreground: $0.foreground.hexString, background: $0.background.hexString,
              ratio: rounded($0.ratio), colorDifference: rounded($0.colorDifference))
          })
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
