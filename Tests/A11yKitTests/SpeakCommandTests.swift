import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// `a11y-audit speak`: the command line, and golden previews of the example app.
struct SpeakCommandTests {
  static let root = ExampleAppTests.repositoryRoot
  static let goldenFolder = root + "/Tests/A11yKitTests/Golden/speak"
  /// Screens of the example app kept as golden previews.
  static let goldenViews = ["HomeView", "MenuListView", "CheckoutView", "SettingsView"]

  func run(_ arguments: [String]) -> CommandResult {
    CommandLineTool.run(arguments: ["speak"] + arguments, context: ToolContext(currentDirectory: Self.root))
  }

  /// Set `A11Y_AUDIT_UPDATE_GOLDEN=1` to rewrite the golden files from the current output
  /// (then review the diff before committing).
  @Test(arguments: ["Before", "After"], [Language.english, .korean])
  func exampleAppPreviewsMatchTheGoldenFiles(variant: String, language: Language) throws {
    var preview = ""
    for view in Self.goldenViews {
      let result = run(["Examples/BeanBar/\(variant)", "--view", view, "--language", language.rawValue])
      #expect(result.exitCode == ExitCode.success, "\(result.standardError)")
      preview += result.standardOutput
    }
    let golden = "\(Self.goldenFolder)/BeanBar-\(variant)-\(language.rawValue).txt"
    if ProcessInfo.processInfo.environment["A11Y_AUDIT_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(atPath: Self.goldenFolder, withIntermediateDirectories: true)
      try preview.write(toFile: golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(preview == expected, "the preview of \(variant) (\(language.rawValue)) changed; rerun with A11Y_AUDIT_UPDATE_GOLDEN=1 and review the diff")
  }

  @Test func beforeAndAfterDifferWhereTheFixesAre() {
    let before = run(["Examples/BeanBar/Before", "--view", "HomeView", "--language", "ko"]).standardOutput
    let after = run(["Examples/BeanBar/After", "--view", "HomeView", "--language", "ko"]).standardOutput
    #expect(before.contains("btn_close, 버튼"))
    #expect(before.contains("이미지 파일 이름을 그대로 읽습니다('event_banner')"))
    #expect(after.contains("닫기, 버튼"))
    #expect(after.contains("가을 시즌 이벤트: 음료 2잔 주문 시 1잔 무료, 11월 30일까지, 이미지"))
    #expect(!after.contains("⚠"))
  }

  @Test func everyViewIsPreviewedInOrderWithoutView() {
    let output = run(["Examples/BeanBar/After/HomeView.swift"]).standardOutput
    let headers = output.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }.map { String($0.split(separator: " ")[0]) }
    #expect(headers == ["HomeView", "OrderHistoryView"])
  }

  /// Files are linked to their project's index: a helper declared in another file counts as what it sets.
  @Test func projectHelpersAndCustomViewsAcrossFilesAreRead() {
    let folder = TemporaryFolder()
    folder.write("Helpers.swift", """
      extension View {
        func a11yButton(_ label: String) -> some View { self.accessibilityLabel(label).accessibilityAddTraits(.isButton) }
      }
      struct PriceTag: View { let price: String; var body: some View { Text(price) } }
      """)
    folder.write("Screen.swift", """
      struct Screen: View {
        var body: some View {
          VStack {
            Image(systemName: "cart").onTapGesture { open() }.a11yButton("Cart")
            PriceTag(price: "4,500원")
          }
        }
      }
      """)
    let result = CommandLineTool.run(arguments: ["speak", folder.path, "--view", "Screen"], context: ToolContext(currentDirectory: folder.path))
    #expect(result.exitCode == ExitCode.success)
    #expect(result.standardOutput.contains("1. ‹a11yButton(\"Cart\")›, Button, Image"))
    #expect(result.standardOutput.contains("2. 4,500원  [Helpers.swift:4]"))
    #expect(!result.standardOutput.contains("⚠"))
  }

  @Test func twoVariantsUnderOnePathAreNamedNotMixed() {
    let result = run(["Examples/BeanBar", "--view", "HomeView"])
    #expect(result.exitCode == ExitCode.success)
    #expect(result.standardError.contains("HomeView is declared again in Examples/BeanBar/Before/HomeView.swift"))
    #expect(result.standardOutput.hasPrefix("HomeView — Examples/BeanBar/After/HomeView.swift"))
  }

  @Test func badInputIsAUsageError() {
    let unknownView = run(["Examples/BeanBar/After", "--view", "NoSuchView"])
    #expect(unknownView.exitCode == ExitCode.invalidInput)
    #expect(unknownView.standardError.contains("NoSuchView"))
    let missing = run(["Examples/NoSuchFolder"])
    #expect(missing.exitCode == ExitCode.invalidInput)
    #expect(missing.standardError.contains("NoSuchFolder"))
    #expect(run([]).exitCode == ExitCode.invalidInput)
    #expect(run(["Examples/BeanBar/After", "--format", "yaml"]).exitCode == ExitCode.invalidInput)
    #expect(run(["Examples/BeanBar/After", "--language", "fr"]).exitCode == ExitCode.invalidInput)
  }

  @Test func jsonAndMarkdownCarryTheSameElements() throws {
    let json = run(["Examples/BeanBar/Before", "--view", "HomeView", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    let elements = try #require(views.first?["elements"] as? [[String: Any]])
    let close = try #require(elements.first { ($0["spoken"] as? String) == "btn_close, Button" })
    #expect(close["traits"] as? [String] == ["button"])
    #expect((close["labelParts"] as? [[String: Any]])?.first?["kind"] as? String == "assetName")
    #expect(close["conditions"] as? [String] == ["if isShowingNotice"])
    #expect((close["stumbles"] as? [[String: Any]])?.first?["kind"] as? String == "fileNameReadAloud")
    let markdown = run(["Examples/BeanBar/Before", "--view", "HomeView", "--format", "markdown"]).standardOutput
    #expect(markdown.contains("| 4 | btn_close, Button | line 45 |"))
    #expect(markdown.hasPrefix("### HomeView"))
  }
}
