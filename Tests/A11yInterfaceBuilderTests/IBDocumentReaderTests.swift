import A11yCore
@testable import A11yInterfaceBuilder
import Foundation
import Testing

/// The reader keeps what the checks need, each object at its element's line and column.
struct IBDocumentReaderTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="S-1">
                <objects>
                    <viewController title="주문" id="VC-1" customClass="OrderViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V-1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <label text="메뉴" numberOfLines="0" adjustsFontForContentSizeCategory="YES" textAlignment="center" id="L-1"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/><color key="textColor" red="0.5" green="0.25" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
                                <label text="자동 완성" numberOfLines="0" id="L-2">
                                    <fontDescription key="fontDescription" type="system" weight="light" pointSize="22"/>
                                    <variation key="heightClass=regular-widthClass=regular">
                                        <fontDescription key="fontDescription" type="system" weight="light" pointSize="28"/>
                                    </variation>
                                </label>
                                <button buttonType="system" id="B-1">
                                    <accessibility key="accessibilityConfiguration" label="닫기" hint="화면을 닫습니다" identifier="close">
                                        <accessibilityTraits key="traits" button="YES" header="YES"/>
                                        <bool key="isElement" value="YES"/>
                                    </accessibility>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="C-1"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                                    <state key="normal" title="닫기" image="xmark"><color key="titleColor" systemColor="labelColor"/></state>
                                    <connections><outletCollection property="gestureRecognizers" destination="T-1" appends="YES" id="G-1"/></connections>
                                </button>
                                <textField placeholder="이메일" id="F-1"><fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="14"/></textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="B-1" firstAttribute="height" constant="28" id="C-2"/>
                            </constraints>
                            <color key="backgroundColor" name="Paper"/>
                        </view>
                        <navigationItem key="navigationItem" title="주문" id="N-1">
                            <barButtonItem key="rightBarButtonItem" image="gear" id="I-1"/>
                        </navigationItem>
                        <connections><outlet property="closeButton" destination="B-1" id="O-1"/></connections>
                    </viewController>
                    <tapGestureRecognizer id="T-1"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="xmark" catalog="system" width="128" height="113"/>
            <namedColor name="Paper"><color white="0.96" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
        </resources>
    </document>
    """

  static func read() throws -> IBDocument {
    try IBDocumentReader.read(Data(storyboard.utf8), path: "Base.lproj/Order.storyboard")
  }

  static func line(of id: String) -> Int {
    storyboard.components(separatedBy: "\n").firstIndex { $0.contains("id=\"\(id)\"") }! + 1
  }

  @Test func objectsKeepTheirElementPositionsAndTree() throws {
    let document = try Self.read()
    #expect(document.kind == .storyboard)
    #expect(document.baseName == "Order")
    #expect(document.objects.map(\.id) == ["VC-1", "V-1", "L-1", "L-2", "B-1", "F-1", "N-1", "I-1", "T-1"])
    let button = try #require(document.object(id: "B-1"))
    #expect(button.position.line == Self.line(of: "B-1"))
    // The column of `<button`, counted in characters.
    let text = Self.storyboard.components(separatedBy: "\n")[button.position.line - 1]
    #expect(button.position.column == text.distance(from: text.startIndex, to: text.range(of: "<button")!.lowerBound) + 1)
    #expect(document.ancestors(of: button).map(\.id) == ["V-1", "VC-1"])
    #expect(document.scenes.count == 1 && document.scenes[0].controller == 0)
    #expect(document.object(id: "VC-1")?.customClass == "OrderViewController")
  }

  @Test func accessibilityFontsColorsAndStatesAreRead() throws {
    let document = try Self.read()
    let button = try #require(document.object(id: "B-1"))
    #expect(button.accessibility.label == "닫기")
    #expect(button.accessibility.hint == "화면을 닫습니다")
    #expect(button.accessibility.identifier == "close")
    #expect(button.accessibility.isElement == true)
    #expect(button.accessibility.traits == ["button", "header"])
    #expect(button.font?.kind == .system(weight: "semibold") && button.font?.pointSize == 15 && button.font?.isBold == true)
    #expect(button.buttonTitle == "닫기" && button.buttonImage == "xmark")
    if case .system(let name)? = button.states["normal"]?.titleColor { #expect(name == "labelColor") } else { Issue.record("no title color") }
    // Constraints: its own width and, from the superview's constraints, its height.
    #expect(button.fixedWidth?.points == 30 && button.fixedHeight?.points == 28)
    #expect(button.gestureRecognizers == ["T-1"])

    // Lockwise's onboarding heading: the iPad's size-class font doesn't replace the base one.
    let heading = try #require(document.object(id: "L-2"))
    #expect(heading.font?.pointSize == 22)

    let label = try #require(document.object(id: "L-1"))
    #expect(label.font?.kind == .textStyle("title2") && label.font?.effectiveSize == 22)
    #expect(label.flag("adjustsFontForContentSizeCategory") == true && label["textAlignment"] == "center" && label.text == "메뉴")
    if case .fixed(let color)? = label.colors["textColor"] { #expect(color.hexString.uppercased() == "#804000") } else { Issue.record("no text color") }

    let field = try #require(document.object(id: "F-1"))
    #expect(field.font?.kind == .custom(name: "Avenir-Book") && field["placeholder"] == "이메일")
    #expect(document.object(id: "V-1")?.frame == IBRect(x: 0, y: 0, width: 393, height: 852))
    if case .named(let name)? = document.object(id: "V-1")?.colors["backgroundColor"] { #expect(name == "Paper") } else { Issue.record("no background") }
    #expect(document.object(id: "VC-1")?.outlets.first?.property == "closeButton")
    #expect(document.object(id: "N-1")?["title"] == "주문" && document.object(id: "I-1")?.buttonImage == "gear")
    #expect(document.systemSymbolImages == ["xmark"])
    #expect(document.namedColorResources["Paper"] != nil)
  }

  /// CityKey's xibs open with a licence comment before the XML declaration: Xcode builds them, so
  /// they are read, with their lines as written; a declaration after an element stays an error.
  @Test func aLicenceCommentBeforeTheDeclarationIsRead() throws {
    let xib = "<!--\nLicensed under the Apache License, Version 2.0\n-->\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <label text=\"Datum\" id=\"L-1\"/>\n  </objects>\n</document>\n"
    let document = try IBDocumentReader.read(Data(xib.utf8), path: "DateBox.xib")
    #expect(document.object(id: "L-1")?.position.line == 7)
    #expect(throws: XMLReadError.self) {
      try IBDocumentReader.read(Data("<document>\n<?xml version=\"1.0\"?>\n</document>\n".utf8), path: "Late.xib")
    }
  }

  @Test func brokenXMLThrowsWithTheLine() {
    let broken = "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <label id=\"a\">\n  </objects>\n</document>\n"
    do {
      _ = try IBDocumentReader.read(Data(broken.utf8), path: "Broken.xib")
      Issue.record("no error")
    } catch {
      #expect(error.line >= 4 && error.line <= 6)
      #expect(error.reason.contains("XML"))
    }
    #expect(throws: XMLReadError.self) { try IBDocumentReader.read(Data("<plist/>".utf8), path: "NotIB.xib") }
  }
}
