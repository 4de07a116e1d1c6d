import A11yCore
@testable import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation
import Testing

/// The color resolution the text and component contrast checks share (``IBColorPair``): a color
/// against the background behind its view, or against another part of the same control.
struct IBColorPairTests {
  static let card = """
    <view contentMode="scaleToFill" id="card">
      <subviews>
        <label text="품절" id="grey"><color key="textColor" white="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
        <label text="메모" id="semantic"><color key="textColor" systemColor="secondaryLabelColor"/></label>
        <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="progress">
          <color key="progressTintColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          <color key="trackTintColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </progressView>
      </subviews>
      <color key="backgroundColor" systemColor="systemBackgroundColor"/>
    </view>
    """

  static func facts() throws -> IBFacts {
    let document = try IBDocumentReader.read(Data(InterfaceBuilderSnippet.document(card).utf8), path: "Card.xib")
    return IBFacts(document: document, project: .empty)
  }

  static func object(_ id: String, _ facts: IBFacts) throws -> IBObject {
    let object = facts.document.objects.first { $0.id == id }
    return try #require(object)
  }

  @Test func aTextColorIsComparedWithTheBackgroundBehindItsView() throws {
    let facts = try Self.facts()
    let grey = try Self.object("grey", facts)
    let color = try #require(grey.colors["textColor"])
    let pair = try #require(IBColorPair(color, of: grey, includingSelf: true, facts: facts))
    #expect(!pair.adaptsTogether)
    // White system background in light mode: 0.6 grey is under 4.5:1; in dark mode it passes.
    let worst = try #require(pair.worstShortfall(target: ContrastThresholds.hig(pointSize: 17, bold: false), in: Appearance.allCases))
    #expect(worst.appearance == .light)
    #expect(worst.ratio < 3)
  }

  @Test func semanticColorsOnASemanticBackgroundAdaptTogether() throws {
    let facts = try Self.facts()
    let label = try Self.object("semantic", facts)
    let color = try #require(label.colors["textColor"])
    let pair = try #require(IBColorPair(color, of: label, includingSelf: true, facts: facts))
    #expect(pair.adaptsTogether)
  }

  @Test func aPartIsComparedWithTheColorItIsDrawnAgainst() throws {
    let facts = try Self.facts()
    let progress = try Self.object("progress", facts)
    let color = try #require(progress.colors["progressTintColor"])
    let pair = try #require(IBColorPair(color, of: progress, against: progress.colors["trackTintColor"], includingSelf: false, facts: facts))
    #expect(pair.background.color.light.hexString == RGBAColor(white: 0.9).hexString)
    #expect(pair.worstShortfall(target: ContrastThresholds.wcagNonText, in: Appearance.allCases)?.ratio ?? 9 < 1.5)
  }
}
