import A11yCore
import A11ySwiftSource

/// Text styles in Interface Builder without "Automatically Adjusts Font".
public struct IBTextSizeUpdatesCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { TextSizeUpdatesRule.descriptor }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // The neighbour of the migrator: its handler only lays the screen out again.
      migrator(handlerCalls: "view.setNeedsLayout()", marked: true),
      """
      ↓<label text="영업 시간" numberOfLines="0" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """,
    ],
    nonTriggering: [
      // WaterMe's migrator screen: its size-change handler runs the method that gives the label a text-style font again.
      migrator(handlerCalls: "configureAttributedText()", marked: false),
      // A label class replacing the text style with a font of its own: fixed-text-size's (Ostelco).
      InterfaceBuilderExample("""
        <label text="약관 안내" customClass="Heading2Label" customModule="App" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
        """, swift: """
        class Heading2Label: UILabel {
          required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }
          func commonInit() { font = UIFont.boldSystemFont(ofSize: 28) }
        }
        """),
      // The Default-style cell's own label, which the cell keeps in its text style.
      """
      <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="l-1" id="c-1">
        <tableViewCellContentView key="contentView" id="cv-1">
          <subviews>
            <label text="영업 시간" numberOfLines="0" id="l-1">
              <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
          </subviews>
        </tableViewCellContentView>
      </tableViewCell>
      """,
      """
      <label text="영업 시간" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="l-1">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """,
      InterfaceBuilderExample("""
        \(InterfaceBuilderExample.filesOwner("StoreViewController", outlet: "hoursLabel", to: "l-1"))
        <label text="영업 시간" numberOfLines="0" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        """, swift: """
        final class StoreViewController: UIViewController {
          @IBOutlet var hoursLabel: UILabel!
          override func viewDidLoad() { hoursLabel.adjustsFontForContentSizeCategory = true }
        }
        """),
    ])

  /// A screen whose `traitCollectionDidChange` calls `handlerCalls`, beside a method that gives
  /// the title label attributed text in a text-style font; marked where it is reported.
  static func migrator(handlerCalls: String, marked: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      \(InterfaceBuilderExample.filesOwner("CoreDataMigratorViewController", outlet: "titleLabel", to: "l-1"))
      \(marked ? "↓" : "")<label text="WaterMe 2" id="l-1"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>
      """, swift: """
      final class CoreDataMigratorViewController: UIViewController {
        @IBOutlet private weak var titleLabel: UILabel?
        override func viewDidLoad() { super.viewDidLoad(); configureAttributedText() }
        private func configureAttributedText() {
          self.titleLabel?.attributedText = NSAttributedString(string: "WaterMe", attributes: [.font: UIFont.preferredFont(forTextStyle: .title1)])
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          super.traitCollectionDidChange(previousTraitCollection)
          \(handlerCalls)
        }
      }
      """)
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    for object in document.objects where IBFacts.textClasses.contains(facts.uikitClass(of: object)) {
      guard let font = object.font, font.isTextStyle, object.flag("adjustsFontForContentSizeCategory") != true else { continue }
      if facts.customClassScalesOwnFont(object) { continue }
      // The class replaces the file's text style with a font of its own: fixed-text-size judges it.
      if facts.customClassSettingOwnFont(object) != nil { continue }
      // A standard-style cell's own labels (Summit's Default-style notification cells): the cell
      // lays them out again, in its style's text styles, when the text size changes.
      if facts.isBuiltInCellView(object) { continue }
      guard case .report(let needsReview) = facts.verdict(object, codeMaySet: ["adjustsFontForContentSizeCategory", "font", IBFacts.styled, ProjectIndex.restyledOnSizeChange]) else { continue }
      // The app swaps every label's font for a fixed one at launch: that is what to change.
      if facts.uikitClass(of: object) == "UILabel", let replacement = facts.project.labelFontReplacement {
        context.report(at: object.position, LocalizedText(
          en: "\(facts.name(of: object)) uses a text style, but at launch the app gives every label a fixed font through UILabel.appearance() (\(replacement.file):\(replacement.line)): it doesn't follow the user's text size; scale that font with UIFontMetrics(forTextStyle:) where it is set, and keep Automatically Adjusts Font",
          ko: "\(facts.name(of: object))에 텍스트 스타일을 썼지만 앱이 시작할 때 UILabel.appearance()로 모든 레이블에 고정 크기 글꼴을 줍니다(\(replacement.file):\(replacement.line)). 사용자의 글자 크기를 따르지 않으니 그 글꼴을 설정하는 곳에서 UIFontMetrics(forTextStyle:)로 크기를 조정하고 Automatically Adjusts Font를 유지하세요"),
          needsReview: needsReview)
        continue
      }
      context.report(at: object.position, LocalizedText(
        en: "\(facts.name(of: object)) uses a text style but not Automatically Adjusts Font: it keeps its size until the screen is rebuilt when the user changes text size; check Automatically Adjusts Font (adjustsFontForContentSizeCategory)",
        ko: "\(facts.name(of: object))에 텍스트 스타일을 썼지만 Automatically Adjusts Font가 꺼져 있어 사용자가 글자 크기를 바꿔도 화면을 다시 만들 때까지 그대로입니다. Automatically Adjusts Font(adjustsFontForContentSizeCategory)를 켜세요"),
        needsReview: needsReview)
    }
  }
}
