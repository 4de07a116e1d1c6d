import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// Storyboards and xibs in `lint`: collected with the Swift files, judged in the same run against
/// the same project index, reported in the same report and exit code.
struct InterfaceBuilderLintTests {
  static func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
    \(objects)
        </objects>
    </document>
    """
  }

  static let imageButton = """
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="KeypadViewController"/>
          <button opaque="NO" buttonType="custom" id="Key-Bt-001"><state key="normal" image="key_3"/></button>
  """

  /// 1-based line and column of the first `needle` in `text`.
  static func position(of needle: String, in text: String) -> (line: Int, column: Int) {
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      if let range = line.range(of: needle) { return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1) }
    }
    return (0, 0)
  }

  static func json(_ output: String) -> [[String: Any]] {
    let root = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    return root?["findings"] as? [[String: Any]] ?? []
  }

  @Test func xibFindingsShareTheReportAndExitCodeWithSwift() {
    let folder = TemporaryFolder()
    folder.write("Keypad.xib", Self.xib(Self.imageButton))
    folder.write("KeypadViewController.swift", "final class KeypadViewController: UIViewController {}\n")
    let result = folder.run("lint", "--format", "json")
    #expect(result.exitCode == ExitCode.findingsFailed)
    let findings = Self.json(result.standardOutput)
    #expect(findings.count == 1)
    #expect(findings.first?["rule"] as? String == "uikit-button-name")
    #expect((findings.first?["file"] as? String)?.hasSuffix("Keypad.xib") == true)
    let expected = Self.position(of: "<button", in: Self.xib(Self.imageButton))
    #expect(findings.first?["line"] as? Int == expected.line)
    #expect(findings.first?["column"] as? Int == expected.column)
  }

  /// A file copied into each language's folder is one layout: its defect is reported once, in
  /// `Base.lproj` (else `en.lproj`); a file of the same name in another folder is its own layout.
  @Test func languageCopiesOfAFileAreCheckedOnce() {
    let folder = TemporaryFolder()
    for language in ["Base", "de", "fr"] { folder.write("App/\(language).lproj/Keypad.xib", Self.xib(Self.imageButton)) }
    for language in ["ko", "en"] { folder.write("Widget/\(language).lproj/Keypad.xib", Self.xib(Self.imageButton)) }
    folder.write("Other/Keypad.xib", Self.xib(Self.imageButton))
    let files = Self.json(folder.run("lint", "--format", "json").standardOutput).compactMap { $0["file"] as? String }
    #expect(files.sorted() == ["App/Base.lproj/Keypad.xib", "Other/Keypad.xib", "Widget/en.lproj/Keypad.xib"], "\(files)")
  }

  @Test func anOutletLabelledInSwiftClearsTheObject() {
    let folder = TemporaryFolder()
    folder.write("Keypad.xib", Self.xib("""
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="KeypadViewController">
            <connections><outlet property="threeKey" destination="Key-Bt-001" id="Out-001"/></connections>
          </placeholder>
          <button opaque="NO" buttonType="custom" id="Key-Bt-001"><state key="normal" image="key_3"/></button>
      """))
    folder.write("KeypadViewController.swift", """
      final class KeypadViewController: UIViewController {
        @IBOutlet weak var threeKey: UIButton!
        override func viewDidLoad() { threeKey.accessibilityLabel = "3" }
      }
      """)
    #expect(folder.run("lint").exitCode == ExitCode.success)
    // Without the Swift line, the same button is reported.
    folder.write("KeypadViewController.swift", "final class KeypadViewController: UIViewController { @IBOutlet weak var threeKey: UIButton! }\n")
    #expect(folder.run("lint").exitCode == ExitCode.findingsFailed)
  }

  @Test func aCustomClassResolvesThroughTheProjectIndex() {
    let folder = TemporaryFolder()
    folder.write("Card.xib", Self.xib("""
          <view contentMode="scaleToFill" id="Crd-001" customClass="RoundIconButton">
            <state key="normal" image="ic_close"/>
          </view>
      """))
    folder.write("RoundIconButton.swift", "class RoundIconButton: BaseButton {}\nclass BaseButton: UIButton {}\n")
    let findings = Self.json(folder.run("lint", "--format", "json").standardOutput)
    #expect(findings.map { $0["rule"] as? String } == ["uikit-button-name"])
    // Reported for review, not as an error: the subclass's own code may label it.
    #expect(findings.first?["needsReview"] as? Bool == true)
  }

  @Test func brokenXMLSkipsTheFileWithOneLineAndTheRunContinues() {
    let folder = TemporaryFolder()
    folder.write("Broken.storyboard", "<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n    <scene sceneID=\"a\">\n</document>\n")
    folder.write("Keypad.xib", Self.xib(Self.imageButton))
    let result = folder.run("lint", "--format", "json")
    let warnings = result.standardError.split(separator: "\n").filter { $0.contains("Broken.storyboard") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("skipped Broken.storyboard:") == true)
    #expect(warnings.first?.contains("XML") == true)
    // The good file is still audited, and the run still fails on its finding.
    #expect(Self.json(result.standardOutput).count == 1)
    #expect(result.exitCode == ExitCode.findingsFailed)
  }

  @Test func storyboardStringTablesAreJudgedPerLanguageAndMissingKeysAreInformation() {
    let folder = TemporaryFolder()
    let storyboard = Self.xib("""
          <button opaque="NO" buttonType="custom" id="Cls-Bt-001">
            <accessibility key="accessibilityConfiguration" label="닫기"/>
            <state key="normal" image="ic_close"/>
          </button>
          <button opaque="NO" buttonType="custom" id="Shr-Bt-001">
            <accessibility key="accessibilityConfiguration" label="공유"/>
            <state key="normal" image="ic_share"/>
          </button>
      """)
    folder.write("Base.lproj/Main.storyboard", storyboard)
    let closeLine = Self.position(of: "Cls-Bt-001", in: storyboard).line
    let shareLine = Self.position(of: "Shr-Bt-001", in: storyboard).line
    folder.write("en.lproj/Main.strings", "\"Cls-Bt-001.accessibilityLabel\" = \"btn_close\";\n\"Shr-Bt-001.accessibilityLabel\" = \"Share\";\n")
    folder.write("ja.lproj/Main.strings", "\"Cls-Bt-001.accessibilityLabel\" = \"閉じる\";\n")
    let findings = Self.json(folder.run("lint", "--format", "json").standardOutput)
    let messages = findings.map { "\($0["rule"] ?? "") \($0["severity"] ?? "") \($0["line"] ?? 0) \($0["message"] ?? "")" }
    // The English translation of 닫기 is a file name.
    #expect(messages.contains { $0.hasPrefix("label-quality warning \(closeLine) ") && $0.contains("(en)") && $0.contains("btn_close") })
    // 공유 has no Japanese translation.
    #expect(messages.contains { $0.hasPrefix("label-quality info \(shareLine) ") && $0.contains("ja") })
    #expect(findings.count == 2, "\(messages)")
  }

  /// A button with a configuration shows the configuration's title in every language; the state
  /// title Interface Builder leaves beside it ("Button", translated as "Button") is never shown (Calliope).
  @Test func aConfigurationTitleIsJudgedInEachLanguageNotTheLeftoverStateTitle() {
    let folder = TemporaryFolder()
    let storyboard = Self.xib("""
          <button opaque="NO" buttonType="system" id="Rec-Bt-001">
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="filled" image="plus" catalog="system" title="센서 데이터 기록"/>
          </button>
      """)
    folder.write("Base.lproj/Main.storyboard", storyboard)
    folder.write("en.lproj/Main.strings", "\"Rec-Bt-001.configuration.title\" = \"Record sensor data\";\n\"Rec-Bt-001.normalTitle\" = \"Button\";\n")
    #expect(Self.json(folder.run("lint", "--format", "json", "--only", "label-quality").standardOutput).isEmpty)
    // The configuration's own translation is what is judged.
    folder.write("en.lproj/Main.strings", "\"Rec-Bt-001.configuration.title\" = \"Button\";\n")
    let findings = Self.json(folder.run("lint", "--format", "json", "--only", "label-quality").standardOutput)
    #expect(findings.count == 1 && (findings.first?["message"] as? String)?.contains("(en)") == true)
  }

  /// A label set as a localized runtime attribute is translated under the numbered key Xcode
  /// writes (`<id>.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]`, KeePassium's cells).
  @Test func localizedRuntimeAttributeLabelsAreFoundUnderTheirNumberedKeys() {
    let folder = TemporaryFolder()
    let storyboard = Self.xib("""
          <view contentMode="scaleToFill" id="Cel-Vw-001">
            <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="editor" localized="YES"/>
              <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Custom field editor" localized="YES"/>
              <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
            </userDefinedRuntimeAttributes>
          </view>
      """)
    folder.write("Base.lproj/Main.storyboard", storyboard)
    let line = Self.position(of: "Cel-Vw-001", in: storyboard).line
    folder.write("ko.lproj/Main.strings", "\"Cel-Vw-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]\" = \"사용자 필드 편집기\";\n")
    // The index counts localized attributes: [0] is the identifier, so a table with only [0] lacks the label.
    folder.write("ja.lproj/Main.strings", "\"Cel-Vw-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]\" = \"editor\";\n")
    let findings = Self.json(folder.run("lint", "--format", "json").standardOutput)
    let messages = findings.map { "\($0["rule"] ?? "") \($0["severity"] ?? "") \($0["line"] ?? 0) \($0["message"] ?? "")" }
    #expect(messages.contains { $0.hasPrefix("label-quality info \(line) ") && $0.contains("no translation in ja (") }, "\(messages)")
    #expect(!messages.contains { $0.contains(" ko") }, "\(messages)")
  }

  /// An English base label needs no English translation (AudioKit Synth One's empty en tables):
  /// only the other languages are listed.
  @Test func anEnglishBaseLabelNeedsNoEnglishTable() {
    let folder = TemporaryFolder()
    let storyboard = Self.xib("""
          <button opaque="NO" buttonType="custom" id="Lfo-Bt-001">
            <accessibility key="accessibilityConfiguration" label="LFO Resonance"/>
            <state key="normal" image="knob"/>
          </button>
      """)
    folder.write("Base.lproj/Main.storyboard", storyboard)
    folder.write("en.lproj/Main.strings", "\n")
    folder.write("fr.lproj/Main.strings", "\n")
    let findings = Self.json(folder.run("lint", "--format", "json").standardOutput)
    let messages = findings.map { "\($0["rule"] ?? "") \($0["message"] ?? "")" }
    #expect(messages.contains { $0.contains("no translation in fr (") }, "\(messages)")
    #expect(!messages.contains { $0.contains(" en") || $0.contains("en,") }, "\(messages)")
  }

  @Test func stringsdictFilesAreReadWithoutError() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Localizable.stringsdict", """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>stamps.count</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@stamps@</string>
          <key>stamps</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d stamp</string>
            <key>other</key><string>%d stamps</string>
          </dict>
        </dict>
      </dict>
      </plist>
      """)
    folder.write("A.swift", "let x = 1\n")
    let result = folder.run("lint")
    #expect(result.exitCode == ExitCode.success)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    let table = ProjectIndexLoader.readStringTable(folder.path + "/en.lproj/Localizable.stringsdict")
    #expect((try? table.get())?["stamps.count"]?["en"] == "%d stamps")
  }
}
