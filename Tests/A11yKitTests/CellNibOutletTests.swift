import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// A collection view cell's label outlets are stops for VoiceOver only when its nib connects them:
/// when the cell's own nib is audited and leaves an outlet unconnected (OsmAnd's ImageCardCell),
/// the outlet is nil at run time and the cell has nothing to group.
struct CellNibOutletTests {
  static let cell = """
    import UIKit

    final class ImageCardCell: UICollectionViewCell {
      @IBOutlet weak var titleLabel: UILabel!
      @IBOutlet weak var urlLabel: UILabel!
    }
    """

  static func nib(connecting outlets: [String]) -> String {
    let connections = outlets.map { "<outlet property=\"\($0)\" destination=\"\($0)-id\" id=\"\($0)-c\"/>" }.joined()
    let labels = outlets.map { "<label opaque=\"NO\" text=\"Title\" id=\"\($0)-id\"/>" }.joined(separator: "\n")
    return InterfaceBuilderLintTests.xib("""
          <collectionViewCell opaque="NO" id="Cel-00-001" customClass="ImageCardCell">
            <view key="contentView" id="Cnt-00-001">
              <subviews>
              \(labels)
              </subviews>
            </view>
            <connections>\(connections)</connections>
          </collectionViewCell>
      """)
  }

  @Test func outletsTheCellsNibNeverConnectsAreNoStops() {
    let folder = TemporaryFolder()
    folder.write("ImageCardCell.swift", Self.cell)
    folder.write("ImageCardCell.xib", Self.nib(connecting: []))
    #expect(folder.lintedValues(only: "uikit-cell-grouping", "rule").isEmpty)
  }

  @Test func outletsTheNibConnectsAreStops() {
    let folder = TemporaryFolder()
    folder.write("ImageCardCell.swift", Self.cell)
    folder.write("ImageCardCell.xib", Self.nib(connecting: ["titleLabel", "urlLabel"]))
    #expect(folder.lintedValues(only: "uikit-cell-grouping", "rule") == ["uikit-cell-grouping"])
    // Labels alone are counted as labels, with no "0 images".
    #expect(folder.lintedValues(only: "uikit-cell-grouping", "message").first?.contains("has 2 labels ('titleLabel', 'urlLabel') that VoiceOver visits") == true)
  }

  /// A category cell with one label and an image view its nib labels through a runtime attribute
  /// but never makes an element (ShopApp): VoiceOver stops once; made an element, the image is a stop.
  @Test func anImageViewTheNibOnlyLabelsIsNoStop() {
    func rules(imageIsElement: Bool) -> [String] {
      let element = imageIsElement ? "<accessibility key=\"accessibilityConfiguration\"><bool key=\"isElement\" value=\"YES\"/></accessibility>" : ""
      let folder = TemporaryFolder()
      folder.write("CategoryCell.swift", """
        import UIKit

        final class CategoryCell: UICollectionViewCell {
          @IBOutlet weak var titleLabel: UILabel!
          @IBOutlet weak var categoryImageView: UIImageView!
        }
        """)
      folder.write("CategoryCell.xib", InterfaceBuilderLintTests.xib("""
            <collectionViewCell opaque="NO" id="Cel-00-001" customClass="CategoryCell">
              <view key="contentView" id="Cnt-00-001">
                <subviews>
                  <label opaque="NO" text="신발" id="lab-id"/>
                  <imageView contentMode="scaleAspectFit" id="img-id">
                    \(element)
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="image"/></userDefinedRuntimeAttributes>
                  </imageView>
                </subviews>
              </view>
              <connections><outlet property="titleLabel" destination="lab-id" id="c-1"/><outlet property="categoryImageView" destination="img-id" id="c-2"/></connections>
            </collectionViewCell>
        """))
      return folder.lintedValues(only: "uikit-cell-grouping", "message")
    }
    #expect(rules(imageIsElement: false).isEmpty)
    #expect(rules(imageIsElement: true).first?.contains("has 1 label and 1 image ('titleLabel', 'categoryImageView')") == true)
  }

  /// Without the nib among the files audited, the outlets are taken to be connected.
  @Test func withoutTheNibTheOutletsCount() {
    let folder = TemporaryFolder()
    folder.write("ImageCardCell.swift", Self.cell)
    #expect(folder.lintedValues(only: "uikit-cell-grouping", "rule") == ["uikit-cell-grouping"])
  }
}
