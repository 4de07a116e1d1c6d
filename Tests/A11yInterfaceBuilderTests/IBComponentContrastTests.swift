import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation
import Testing

/// `color-component-contrast` in storyboards and xibs, beyond the examples: what the messages say,
/// and how code that can't be seen is treated.
struct IBComponentContrastTests {
  static func findings(_ objects: String) throws -> [Finding] {
    let analyzer = InterfaceBuilderAnalyzer(rules: [IBComponentContrastCheck.self], configuration: Configuration(), project: .empty)
    return try analyzer.analyze(data: Data(InterfaceBuilderSnippet.document(objects).utf8), path: "Card.xib").findings
  }

  static func card(_ content: String, owner: String = "") -> String {
    """
    \(owner)
    <view contentMode="scaleToFill" id="card">
      <subviews>
    \(content)
      </subviews>
      <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </view>
    """
  }

  static let progress = """
    <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="pr">
      <color key="progressTintColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      <color key="trackTintColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </progressView>
    """

  @Test func aProgressBarIsJudgedAgainstItsTrackInBothLanguages() throws {
    let found = try Self.findings(Self.card(Self.progress))
    #expect(found.count == 1)
    let message = try #require(found.first?.message)
    #expect(message.en.contains("progress contrast against its track is"))
    #expect(message.en.contains("below 3:1"))
    #expect(message.ko.contains("진행 표시와 트랙의 명도 대비가"))
    #expect(found.first?.severity == .error)
    // A track dark enough to tell apart passes.
    let passing = Self.progress.replacingOccurrences(of: #"key="trackTintColor" white="0.9""#, with: #"key="trackTintColor" white="0.2""#)
    #expect(try Self.findings(Self.card(passing)).isEmpty)
  }

  @Test func anIconWhoseOutletOwnerIsNotInTheSwiftSourcesIsForReview() throws {
    let icon = """
      <imageView contentMode="scaleAspectFit" image="seal" catalog="system" id="icon">
        <color key="tintColor" white="0.85" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </imageView>
      """
    let owner = """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LegacyCell">
        <connections><outlet property="seal" destination="icon" id="o-1"/></connections>
      </placeholder>
      """
    let found = try Self.findings(Self.card(icon, owner: owner))
    #expect(found.count == 1)
    #expect(found.first?.needsReview == true && found.first?.severity == .warning)
    #expect(found.first?.message.ko.contains("아이콘의 명도 대비가") == true)
    // An image marked original is drawn in its own colors: the tint draws nothing.
    let original = icon.replacingOccurrences(of: #"image="seal" catalog="system""#, with: #"image="seal""#)
      .replacingOccurrences(of: "</imageView>", with: #"<imageReference key="image" image="seal" renderingMode="original"/></imageView>"#)
    #expect(try Self.findings(Self.card(original)).isEmpty)
  }
}
