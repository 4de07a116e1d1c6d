import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation
import Testing

/// Suppressions in storyboards and xibs: comments with the Swift grammar, and the object's Xcode
/// Label (`userLabel`), which survives Xcode's rewriting of the file.
struct IBSuppressionTests {
  static func findings(_ objects: String) throws -> [Finding] {
    let analyzer = InterfaceBuilderAnalyzer(configuration: Configuration(), project: .empty)
    return try analyzer.analyze(data: Data(InterfaceBuilderSnippet.document(objects).utf8), path: "Logo.xib").findings
  }

  static let imageButton = #"<button opaque="NO" buttonType="custom" id="B-1"><state key="normal" image="ic_close"/></button>"#

  @Test func theUnsuppressedButtonIsReported() throws {
    #expect(try Self.findings(Self.imageButton).map(\.ruleID) == ["uikit-button-name"])
  }

  @Test func aCommentDisablesTheNextLineOrARegionLikeInSwift() throws {
    #expect(try Self.findings("<!-- a11y-audit:disable:next uikit-button-name -->\n" + Self.imageButton).isEmpty)
    #expect(try Self.findings(Self.imageButton + " <!-- a11y-audit:disable:this uikit-button-name - drawn by code -->").isEmpty)
    let region = """
      <!-- a11y-audit:disable uikit-button-name -->
      \(Self.imageButton)
      <!-- a11y-audit:enable uikit-button-name -->
      <button opaque="NO" buttonType="custom" id="B-2"><state key="normal" image="ic_share"/></button>
      """
    let found = try Self.findings(region)
    #expect(found.count == 1)
    #expect(found.first?.message.en.contains("ic_share") == true)
    // Another rule's id suppresses nothing here.
    #expect(try Self.findings("<!-- a11y-audit:disable:next target-size -->\n" + Self.imageButton).map(\.ruleID) == ["uikit-button-name"])
  }

  @Test func anXcodeLabelSuppressesTheObjectAndWhatItHolds() throws {
    let labelled = #"<button opaque="NO" buttonType="custom" id="B-1" userLabel="Close a11y-audit:disable uikit-button-name - labelled in code by the coordinator"><state key="normal" image="ic_close"/></button>"#
    #expect(try Self.findings(labelled).isEmpty)
    // On a container, the rule is off for the buttons inside it too; a sibling outside is still reported.
    let keypad = """
      <stackView opaque="NO" contentMode="scaleToFill" id="S-1" userLabel="Keypad a11y-audit:disable uikit-button-name">
        <subviews>
          \(Self.imageButton)
        </subviews>
      </stackView>
      <button opaque="NO" buttonType="custom" id="B-2"><state key="normal" image="ic_share"/></button>
      """
    let found = try Self.findings(keypad)
    #expect(found.map(\.ruleID) == ["uikit-button-name"])
    #expect(found.first?.message.en.contains("ic_share") == true)
    // A Label without the marker is just a name.
    let named = #"<button opaque="NO" buttonType="custom" id="B-1" userLabel="Close"><state key="normal" image="ic_close"/></button>"#
    #expect(try Self.findings(named).count == 1)
  }

  @Test func unknownRuleIdsInCommentsAndLabelsAreInvalidSuppressions() throws {
    let text = """
      <!-- a11y-audit:disable:next uikit-button-nmae -->
      <button opaque="NO" buttonType="custom" id="B-1" userLabel="Logo a11y-audit:disable no-such-rule"><state key="normal" image="ic_close"/></button>
      """
    let found = try Self.findings(text).sorted(by: Finding.reportOrder)
    #expect(found.filter { $0.ruleID == "invalid-suppression" }.count == 2)
    #expect(found.contains { $0.ruleID == "invalid-suppression" && $0.message.en.contains("uikit-button-nmae") })
    #expect(found.contains { $0.ruleID == "invalid-suppression" && $0.message.en.contains("no-such-rule") })
    // The typo suppressed nothing.
    #expect(found.contains { $0.ruleID == "uikit-button-name" })
    // A known Swift rule id is valid in a Label even when no storyboard check uses it.
    let swiftRule = #"<imageView contentMode="scaleAspectFit" image="logo" id="I-1" userLabel="Logo a11y-audit:disable swiftui-image-label"/>"#
    #expect(try Self.findings(swiftRule).isEmpty)
  }

  @Test func commentsAndElementEndsAreRead() throws {
    let xml = InterfaceBuilderSnippet.document("""
      <view contentMode="scaleToFill" id="V-1">
        <!-- a11y-audit:disable:next all -->
        <subviews/>
      </view>
      """)
    let document = try IBDocumentReader.read(Data(xml.utf8), path: "A.xib")
    let lines = xml.components(separatedBy: "\n")
    let commentLine = lines.firstIndex { $0.contains("<!--") }! + 1
    #expect(document.comments.map(\.position.line) == [commentLine])
    #expect(document.comments.first?.text.contains("a11y-audit:disable:next all") == true)
    #expect(document.comments.first?.position.column == lines[commentLine - 1].distance(
      from: lines[commentLine - 1].startIndex, to: lines[commentLine - 1].range(of: "<!--")!.lowerBound) + 1)
    let view = try #require(document.object(id: "V-1"))
    #expect(view.endLine == (lines.firstIndex { $0.contains("</view>") }! + 1))
  }
}
