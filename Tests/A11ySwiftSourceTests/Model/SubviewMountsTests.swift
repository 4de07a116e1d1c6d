import A11yCore
@testable import A11ySwiftSource
import Testing

/// The walk records which names a file mounts as subviews (``SubviewMounts``), and where a local
/// view's block ends, so the cell grouping rule asks the model instead of scanning the file's bytes.
struct SubviewMountsTests {
  static let source = """
    final class MenuCell: UICollectionViewCell {
      private let nameLabel = UILabel()
      private let priceLabel = UILabel()
      private let noteLabel = UILabel()
      private let photo = UIImageView()
      private let badge = UILabel()
      private let sizingLabel = UILabel()
      override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
        let stack = UIStackView(arrangedSubviews: [priceLabel, noteLabel])
        [photo, stack].forEach { view in contentView.addSubview(view) }
        // contentView.addSubview(sizingLabel)
        let hint = "addSubview(sizingLabel)"
      }
      func showMarker() {
        if highlighted {
          let marker = UILabel()
          contentView.addSubview(marker)
        }
      }
      func hideMarker() {
        let marker = UILabel()
        _ = marker
      }
    }
    """

  @Test func mountedNamesAreRecordedFromCallsArraysAndForEach() {
    let model = SwiftSourceAnalyzer.model(source: Self.source, path: "MenuCell.swift")
    let mounts = model.subviewMounts
    for name in ["nameLabel", "priceLabel", "noteLabel", "photo", "stack"] {
      #expect(mounts.mounts(name), "\(name)")
    }
    // Never mounted, or only in a comment or a string.
    #expect(!mounts.mounts("badge"))
    #expect(!mounts.mounts("sizingLabel"))
  }

  @Test func aLocalIsMountedOnlyWithinItsBlock() throws {
    let model = SwiftSourceAnalyzer.model(source: Self.source, path: "MenuCell.swift")
    let markers = model.uikitObjects.filter { $0.name == "marker" }.sorted { $0.position.utf8Offset < $1.position.utf8Offset }
    try #require(markers.count == 2)
    let inner = try #require(markers[0].blockEnd), outer = try #require(markers[1].blockEnd)
    #expect(model.subviewMounts.mounts("marker", from: markers[0].position.utf8Offset, to: inner))
    #expect(!model.subviewMounts.mounts("marker", from: markers[1].position.utf8Offset, to: outer))
    // The first block is the `if`'s, the second the function's.
    #expect(inner < markers[1].position.utf8Offset && outer > markers[1].position.utf8Offset)
  }

  /// `[a, b].forEach { view in contentView.addSubview(view) }` mounts the array's views: the cell
  /// reads them one by one, which the byte scan (looking for `$0` only) missed.
  @Test func viewsMountedThroughANamedForEachParameterAreStops() {
    let source = """
      final class OrderCell: UICollectionViewCell {
        private let nameLabel = UILabel()
        private let dateLabel = UILabel()
        func setUp() { [nameLabel, dateLabel].forEach { view in contentView.addSubview(view) } }
      }
      """
    let analyzer = SwiftSourceAnalyzer(rules: [UIKitCellGroupingRule.self], configuration: Configuration())
    let findings = analyzer.analyzeProject([(source: source, path: "OrderCell.swift")])
    #expect(findings.count == 1)
    #expect(findings.first?.message.en.contains("'nameLabel', 'dateLabel'") == true)
  }
}
