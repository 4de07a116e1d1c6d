import A11yCore
import A11yInterfaceBuilder
import Testing

/// Keys on a keyboard's accessory bar (UTM's ⌥, ⇥ and F-keys in a `UIInputView` its controller
/// makes its `inputAccessoryView`): at body size or more they keep their size as the keyboard's
/// keys do, and the Large Content Viewer is their fix, said as information; smaller keys stay errors.
struct IBKeyboardBarTests {
  static func key(_ title: String, size: Int, id: String) -> String {
    """
    <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="0" y="0" width="30" height="36"/>
      <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
      <state key="normal" title="\(title)"/>
    </button>
    """
  }

  static func bar(rootClass: String?, outlet: Bool) -> String {
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DisplayViewController">
      <connections>\(outlet ? #"<outlet property="inputAccessoryView" destination="bar-1" id="o-1"/>"# : "")</connections>
    </placeholder>
    <view contentMode="scaleToFill" id="bar-1"\(rootClass.map { " customClass=\"\($0)\"" } ?? "")>
      <subviews>
        \(key("⌥", size: 20, id: "k-1"))
        \(key("Pg Dn", size: 12, id: "k-2"))
      </subviews>
    </view>
    """
  }

  func severities(_ objects: String) throws -> [Severity] {
    try IBPrecisionTests.findings([IBFixedTextSizeCheck.self], objects)
      .sorted { $0.position.line < $1.position.line }.map(\.severity)
  }

  @Test func bodySizedKeysOnAKeyboardBarAreInformation() throws {
    #expect(try severities(Self.bar(rootClass: "UIInputView", outlet: false)) == [.info, .error])
    #expect(try severities(Self.bar(rootClass: nil, outlet: true)) == [.info, .error])
    let finding = try IBPrecisionTests.findings([IBFixedTextSizeCheck.self], Self.bar(rootClass: "UIInputView", outlet: false))
      .first { $0.severity == .info }
    #expect(finding?.message.en.contains("Large Content Viewer") == true)
  }

  /// Elsewhere the worded key is an error; the lone "⌥" is a glyph drawn as an icon (like a "+"
  /// in a toolbar), with no words to enlarge.
  @Test func theSameButtonsElsewhereAreErrorsButAGlyph() throws {
    let found = try IBPrecisionTests.findings([IBFixedTextSizeCheck.self], Self.bar(rootClass: nil, outlet: false))
    #expect(found.map(\.severity) == [.error])
    #expect(found.first?.message.en.contains("Pg Dn") == true)
  }
}
