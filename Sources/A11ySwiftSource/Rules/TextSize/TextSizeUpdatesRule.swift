import A11yCore

/// UIKit text given a scalable font that isn't told to follow changes of the text size.
public struct TextSizeUpdatesRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "text-size-updates",
    title: LocalizedText(en: "Scalable UIKit text must update when the text size changes", ko: "크기 조절 가능한 UIKit 텍스트는 글자 크기 변경 시 갱신되어야 합니다"),
    rationale: LocalizedText(
      en: """
        `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics.scaledFont(for:)` return a font for the text size in \
        effect at that moment. Unless the label, text field or text view sets `adjustsFontForContentSizeCategory = true`, \
        a person who changes the text size in Settings or Control Center sees no change until the screen is rebuilt (checkpoint 4.1). \
        A label made inside a context menu's `previewProvider:` closure is built again each time the preview shows, \
        so it is not reported. A label in a view class shown only as a navigation bar's title view (every construction \
        is given to `navigationItem.titleView`) is information: the bar's own titles don't grow with the text size either. \
        A label showing one glyph (an emoji) shrunk to fit its box (`adjustsFontSizeToFitWidth`) is not reported: a bigger \
        font is fitted back to the same box. \
        The fix adds the line after the font assignment.
        """,
      ko: """
        `UIFont.preferredFont(forTextStyle:)`와 `UIFontMetrics.scaledFont(for:)`는 호출한 순간의 글자 크기에 맞는 폰트를 \
        돌려줍니다. 레이블, 텍스트 필드, 텍스트 뷰에 `adjustsFontForContentSizeCategory = true`를 설정하지 않으면 설정이나 \
        제어 센터에서 글자 크기를 바꿔도 화면을 다시 만들 때까지 바뀌지 않습니다(검사 항목 4.1). 컨텍스트 메뉴의 `previewProvider:` 클로저 안에서 만든 레이블은 미리보기를 보일 때마다 새로 만들어지므로 보고하지 않습니다. 모든 생성이 `navigationItem.titleView`에 주어지는, 내비게이션 막대의 제목 뷰로만 쓰이는 뷰 클래스 안의 레이블은 막대 자체의 제목도 글자 크기에 따라 커지지 않으므로 정보로 알립니다. 상자에 맞게 줄어드는(`adjustsFontSizeToFitWidth`) 글리프 하나(이모지)를 보이는 레이블은 더 큰 폰트도 같은 상자에 맞춰지므로 보고하지 않습니다. 자동 수정은 폰트 대입 다음 줄에 \
        이 설정을 추가합니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.fontFeatures], wcag: ["1.4.4"], hig: "Typography › Dynamic Type",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the rescaled header: the observer only lays the table out again.
        settingsHeader(observerCalls: "self?.tableView.reloadData()"),
        // The neighbour of the scaled label: this instance turns the adjustment off again.
        scaledLabel(instanceCalls: "digidocVersion.resetLabelProperties()"),
        // The neighbour of the share extension's screen: the app's own search screen stays open.
        "final class SearchViewController: UIViewController {\n  private let statusLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    statusLabel.font = ↓.preferredFont(forTextStyle: .subheadline)\n    statusLabel.text = \"찾는 중…\"\n    view.addSubview(statusLabel)\n  }\n}",
        // The neighbour of the glyph options: a worded title.
        "final class OptionsView: UIView {\n  func setButtons(for conditions: [Condition]) {\n    conditions.forEach { condition in\n      let button = UIButton()\n      button.setTitle(condition.title, for: .normal)\n      button.titleLabel?.font = ↓UIFont.preferredFont(forTextStyle: .callout)\n      addSubview(button)\n    }\n  }\n}",
        // The neighbour of the configured button: without a configuration the title label's font is what shows.
        "final class RoundButton: UIButton {}\nfinal class Callout: UIView {\n  private let primaryButton = RoundButton(type: .custom).then {\n    $0.layer.cornerRadius = 12\n  }\n  func show() {\n    addSubview(primaryButton)\n    primaryButton.do {\n      $0.titleLabel?.font = ↓.preferredFont(forTextStyle: .body)\n    }\n  }\n}",
        "final class V: UIViewController {\n  let guideLabel = UILabel()\n  func setUp() {\n    guideLabel.font = ↓UIFont.preferredFont(forTextStyle: .body)\n  }\n}",
        "final class V: UIViewController {\n  let field = UITextField()\n  func setUp() {\n    field.font = ↓UIFontMetrics(forTextStyle: .body).scaledFont(for: brandFont)\n  }\n}",
        // The neighbour: set once, in the cell's init; a reload doesn't run it again on a reused cell.
        "final class FrameCell: UITableViewCell {\n  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n    super.init(style: style, reuseIdentifier: reuseIdentifier)\n    textLabel?.font = ↓.preferredFont(forTextStyle: .callout)\n  }\n  override func display() {}\n}\nfinal class Sitemap: UITableViewController {\n  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n    let cell = tableView.dequeueReusableCell(withIdentifier: \"frame\", for: indexPath) as! FrameCell\n    cell.display()\n    return cell\n  }\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    super.traitCollectionDidChange(previous)\n    tableView.reloadData()\n  }\n}",
        "final class V: UIViewController {\n  let button = UIButton(type: .system)\n  func setUp() {\n    button.titleLabel?.font = ↓.preferredFont(forTextStyle: .headline)\n    button.adjustsFontForContentSizeCategory = true\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = ↓UIFont.preferredFont(forTextStyle: .body)\n    label.adjustsFontForContentSizeCategory = false\n  }\n}",
        // A glyph label that isn't fitted to its box grows only when the screen is rebuilt.
        "final class EmojiCell: UIView {\n  private let emojiLabel = UILabel()\n  func setUp() {\n    emojiLabel.font = ↓.preferredFont(forTextStyle: .largeTitle)\n    NSLayoutConstraint.activate([\n      emojiLabel.leadingAnchor.constraint(equalTo: leadingAnchor),\n      emojiLabel.topAnchor.constraint(equalTo: topAnchor),\n      emojiLabel.trailingAnchor.constraint(equalTo: trailingAnchor),\n      emojiLabel.bottomAnchor.constraint(equalTo: bottomAnchor),\n    ])\n  }\n}",
        // A factory that doesn't turn it on.
        "final class Container: UIViewController {\n  private lazy var titleLabel: UILabel = {\n    let titleLabel = Container.makeLabel()\n    titleLabel.font = ↓UIFont.preferredFont(forTextStyle: .body)\n    return titleLabel\n  }()\n  private static func makeLabel() -> UILabel {\n    let label = UILabel()\n    label.textAlignment = .center\n    return label\n  }\n}",
        // A navigation bar's title view (information), and the same view also placed in the page.
        "final class ItemTitleView: UIView {\n  lazy var titleLabel: UILabel = {\n    let titleLabel = UILabel()\n    titleLabel.font = ↓UIFont.preferredFont(forTextStyle: .headline)\n    return titleLabel\n  }()\n}\nfinal class Viewer: UIViewController {\n  private var titleView = ItemTitleView()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    navigationItem.titleView = titleView\n  }\n}",
        "final class ItemTitleView: UIView {\n  lazy var titleLabel: UILabel = {\n    let titleLabel = UILabel()\n    titleLabel.font = ↓UIFont.preferredFont(forTextStyle: .headline)\n    return titleLabel\n  }()\n}\nfinal class Viewer: UIViewController {\n  private var titleView = ItemTitleView()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    navigationItem.titleView = titleView\n    view.addSubview(ItemTitleView())\n  }\n}",
        // A label placed in the view the bar shows as its title (information).
        "final class FavoritesView: UIView {\n  private let navigationTitleView = UIView()\n  private lazy var navTitleLabel: UILabel = {\n    let label = UILabel()\n    label.font = ↓UIFont.preferredFont(forTextStyle: .headline)\n    return label\n  }()\n  func setUpTitle(navigationItem: UINavigationItem) {\n    navigationTitleView.addSubview(navTitleLabel)\n    navigationItem.titleView = navigationTitleView\n  }\n}",
        // The same label made in the menu's action handler, which shows it on the page: it stays.
        """
        final class Browser: NSObject, WKUIDelegate {
          func webView(_ webView: WKWebView, contextMenuConfigurationFor info: WKContextMenuElementInfo, completionHandler: @escaping (UIContextMenuConfiguration?) -> Void) {
            completionHandler(UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
              UIMenu(children: [UIAction(title: "Show host") { _ in
                let label = UILabel()
                label.text = info.linkURL?.host
                label.font = ↓.preferredFont(forTextStyle: .caption1)
                webView.addSubview(label)
              }])
            })
          }
        }
        """,
        // A local label that is measured and also returned (or added) is shown.
        """
        final class Header: UIView {
          func makeTitle(width: CGFloat) -> UILabel {
            let titleLabel = UILabel()
            titleLabel.font = ↓.preferredFont(forTextStyle: .headline)
            titleLabel.frame.size = titleLabel.sizeThatFits(CGSize(width: width, height: 100))
            return titleLabel
          }
          func addTitle() {
            let titleLabel = UILabel()
            titleLabel.font = ↓.preferredFont(forTextStyle: .headline)
            titleLabel.sizeToFit()
            [titleLabel].forEach { addSubview($0) }
          }
        }
        """,
        // The neighbour of the label never added: the cell adds it.
        "final class FeaturedCell: UICollectionViewCell {\n  private let imageView = UIImageView()\n  private let numberLabel: UILabel = {\n    let label = UILabel()\n    label.textColor = .white\n    label.font = ↓.preferredFont(forTextStyle: .footnote)\n    return label\n  }()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    addSubview(imageView)\n    addSubview(numberLabel)\n  }\n}",
      ],
      nonTriggering: [
        // SnowHaze's settings header: the screen observing the text size calls its `rescaleFont()`.
        settingsHeader(observerCalls: "self?.header.rescaleFont()"),
        // A share extension's screen, built anew each time it opens (Hackery's share sheet).
        "final class ShareViewController: UIViewController {\n  private let statusLabel = UILabel()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    statusLabel.font = .preferredFont(forTextStyle: .subheadline)\n    statusLabel.text = \"찾는 중…\"\n    view.addSubview(statusLabel)\n  }\n  func done() { extensionContext?.completeRequest(returningItems: nil) }\n}",
        // Set up and never added: the line adding it is commented out (Kindy's page-number label).
        "final class FeaturedCell: UICollectionViewCell {\n  private let imageView = UIImageView()\n  private let numberLabel: UILabel = {\n    let label = UILabel()\n    label.textColor = .white\n    label.font = .preferredFont(forTextStyle: .footnote)\n    return label\n  }()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    addSubview(imageView)\n//    addSubview(numberLabel)\n  }\n}",
        // A glyph drawn as an option's icon in a fixed circle (KeePassium's "✓" and "✕"): a picture.
        "final class OptionsView: UIView {\n  func setButtons(for conditions: [Condition]) {\n    conditions.forEach { condition in\n      let button = UIButton()\n      button.setTitle(condition.glyphSymbol, for: .normal)\n      button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .callout)\n      addSubview(button)\n    }\n  }\n}",
        // A button drawn by a configuration uses the configuration's font, which follows the text size (Brave's welcome callout).
        "final class RoundButton: UIButton {}\nfinal class Callout: UIView {\n  private let primaryButton = RoundButton(type: .custom).then {\n    $0.configuration = .filled()\n  }\n  func show() {\n    addSubview(primaryButton)\n    primaryButton.do {\n      $0.titleLabel?.font = .preferredFont(forTextStyle: .body)\n    }\n  }\n}",
        // A label class that turns the adjustment on for itself whenever its style is set (Corona-Warn-App).
        // RIA DigiDoc's `ScaledLabel`: turned on by its set-up in every initializer, off again only by a method this label doesn't call.
        scaledLabel(instanceCalls: "digidocVersion.text = version"),
        "final class DynamicTypeLabel: UILabel {\n  var dynamicTypeSize: CGFloat? { didSet { applyDynamicFont() } }\n  private func applyDynamicFont() { adjustsFontForContentSizeCategory = true }\n}\nfinal class DayView: UIView {\n  private let titleLabel = DynamicTypeLabel()\n  func setUp() {\n    titleLabel.font = UIFont.preferredFont(forTextStyle: .body)\n    titleLabel.dynamicTypeSize = 16\n  }\n}",
        // Built afresh for each long press and gone when the menu closes: the size can't change while it shows.
        """
        final class Browser: NSObject, WKUIDelegate {
          func webView(_ webView: WKWebView, contextMenuConfigurationFor info: WKContextMenuElementInfo, completionHandler: @escaping (UIContextMenuConfiguration?) -> Void) {
            completionHandler(UIContextMenuConfiguration(
              identifier: nil,
              previewProvider: {
                let controller = UIViewController()
                let label = UILabel()
                label.text = info.linkURL?.host
                label.font = .preferredFont(forTextStyle: .caption1)
                controller.view.addSubview(label)
                return controller
              }))
          }
        }
        """,
        "final class Cell: UITableViewCell {\n  let title = UILabel()\n  func apply() { title.font = .preferredFont(forTextStyle: .body) }\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) { super.traitCollectionDidChange(previous); apply() }\n}",
        // Set in the method the screen runs on each cell, and the screen reloads its table when the size changes (openHAB's sitemap).
        "final class FrameCell: UITableViewCell {\n  override func display() {\n    textLabel?.font = .preferredFont(forTextStyle: .callout)\n  }\n}\nfinal class Sitemap: UITableViewController {\n  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n    let cell = tableView.dequeueReusableCell(withIdentifier: \"frame\", for: indexPath) as! FrameCell\n    cell.display()\n    return cell\n  }\n  override func traitCollectionDidChange(_ previous: UITraitCollection?) {\n    super.traitCollectionDidChange(previous)\n    tableView.reloadData()\n  }\n}",
        "final class V: UIViewController {\n  let title = UILabel()\n  override func viewDidLoad() {\n    title.font = .preferredFont(forTextStyle: .body)\n    registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _) in self.title.font = .preferredFont(forTextStyle: .body) }\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFont.preferredFont(forTextStyle: .body)\n    label.adjustsFontForContentSizeCategory = true\n  }\n}",
        // Made by the project's factory, which turns it on.
        "final class Breakdown: UIView {\n  private lazy var titleLabel = BreakdownStyle.makeLabel()\n  func setUp() { titleLabel.font = UIFont.preferredFont(forTextStyle: .body) }\n}\nenum BreakdownStyle {\n  static func makeLabel() -> UILabel {\n    let label = UILabel()\n    label.adjustsFontForContentSizeCategory = true\n    return label\n  }\n}",
        "final class Container: UIViewController {\n  private lazy var titleLabel: UILabel = {\n    let titleLabel = Container.makeLabel()\n    titleLabel.font = UIFont.preferredFont(forTextStyle: .body)\n    return titleLabel\n  }()\n  private static func makeLabel() -> UILabel {\n    let label = UILabel()\n    label.adjustsFontForContentSizeCategory = true\n    return label\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.adjustsFontForContentSizeCategory = true\n    label.font = UIFontMetrics.default.scaledFont(for: brandFont)\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFont.systemFont(ofSize: 15)\n  }\n}",
        "final class V: UIViewController {\n  let button = UIButton(type: .system)\n  func setUp() {\n    button.titleLabel?.font = .preferredFont(forTextStyle: .headline)\n    button.titleLabel?.adjustsFontForContentSizeCategory = true\n  }\n}",
        // One emoji fitted to the cell it fills: a bigger font is fitted back to the same box.
        "final class EmojiCell: UIView {\n  private let emojiLabel = UILabel()\n  func setUp() {\n    emojiLabel.font = .preferredFont(forTextStyle: .largeTitle)\n    emojiLabel.adjustsFontSizeToFitWidth = true\n    NSLayoutConstraint.activate([\n      emojiLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),\n      emojiLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),\n      emojiLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),\n      emojiLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),\n    ])\n  }\n}",
        // A label made only to measure the header's height: never shown.
        """
        final class Picker: UICollectionViewController {
          func headerSize(width: CGFloat) -> CGSize {
            let titleLabel = UILabel()
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.text = title
            var size = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            size.height += 16
            return size
          }
        }
        """,
        // A banner made for each message that removes itself after six seconds.
        """
        final class NotificationBannerView: UIView {
          private let titleLabel = UILabel()
          init(title: String) {
            super.init(frame: .zero)
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.text = title
            addSubview(titleLabel)
          }
          func show(on view: UIView) {
            view.addSubview(self)
            DispatchQueue.main.asyncAfter(deadline: .now() + 6) { [weak self] in self?.hide() }
          }
          private func hide() { UIView.animate(withDuration: 0.3) { self.alpha = 0 } completion: { _ in self.removeFromSuperview() } }
        }
        """,
      ],
      corrections: [
        RuleCorrection(
          before: "final class V: UIViewController {\n  let guideLabel = UILabel()\n  func setUp() {\n    guideLabel.font = UIFont.preferredFont(forTextStyle: .body)\n    guideLabel.numberOfLines = 0\n  }\n}",
          after: "final class V: UIViewController {\n  let guideLabel = UILabel()\n  func setUp() {\n    guideLabel.font = UIFont.preferredFont(forTextStyle: .body)\n    guideLabel.adjustsFontForContentSizeCategory = true\n    guideLabel.numberOfLines = 0\n  }\n}"),
        RuleCorrection(
          before: "final class V: UIViewController {\r\n  let button = UIButton(type: .system)\r\n  func setUp() {\r\n    self.button.titleLabel?.font = UIFontMetrics(forTextStyle: .body)\r\n      .scaledFont(for: brandFont)\r\n  }\r\n}",
          after: "final class V: UIViewController {\r\n  let button = UIButton(type: .system)\r\n  func setUp() {\r\n    self.button.titleLabel?.font = UIFontMetrics(forTextStyle: .body)\r\n      .scaledFont(for: brandFont)\r\n    self.button.titleLabel?.adjustsFontForContentSizeCategory = true\r\n  }\r\n}"),
      ]),
    fixes: [.safe],
    otherSeverities: [.info])

  /// A cell whose `ScaledLabel` turns `adjustsFontForContentSizeCategory` on in its set-up and
  /// has a method turning it off; the cell then does `instanceCalls` and gives it a scaled font.
  /// Marked where it is reported when the instance turns it off.
  static func scaledLabel(instanceCalls: String) -> RuleExample {
    let marker = instanceCalls.contains("reset") ? "↓" : ""
    return RuleExample("""
      class ScaledLabel: UILabel {
        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder); scaleFont() }
        func scaleFont() { self.adjustsFontForContentSizeCategory = true }
        func resetLabelProperties() { self.adjustsFontForContentSizeCategory = false }
      }
      final class AppInfoCell: UITableViewCell {
        @IBOutlet weak var digidocVersion: ScaledLabel!
        func populate(version: String) {
          \(instanceCalls)
          digidocVersion.font = \(marker)UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Roboto-Bold", size: 21)!)
        }
      }
      """)
  }

  /// A header view that scales its label's font in a method, and a screen whose text-size
  /// observer does `observerCalls`; marked where it is reported when nothing calls the method again.
  static func settingsHeader(observerCalls: String) -> RuleExample {
    let marker = observerCalls.contains("rescaleFont") ? "" : "↓"
    return RuleExample("""
      final class SettingsDetailTableViewHeader: UIView {
        private let descriptionLabel = UILabel()
        private var baseFont = UIFont.systemFont(ofSize: 14)
        func setUp() { rescaleFont(); addSubview(descriptionLabel) }
        func rescaleFont() { descriptionLabel.font = \(marker)UIFontMetrics.default.scaledFont(for: baseFont) }
      }
      final class SettingsDetailViewController: UIViewController {
        let header = SettingsDetailTableViewHeader()
        override func viewDidLoad() {
          super.viewDidLoad()
          _ = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { [weak self] _ in
            \(observerCalls)
          }
        }
      }
      """)
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    var inserted: Set<String> = []
    // Read once per file, and only when a candidate gets that far.
    var factoryMade: Set<String>?
    for assignment in UIKitFontAssignment.all(in: file) {
      guard let callee = assignment.resolved.callee else { continue }
      let name = callee.split(separator: ".").last.map(String.init) ?? callee
      guard name == "preferredFont" || name == "scaledFont" else { continue }
      // A storyboard or xib that connects the outlet may turn it on (Dynamic Type › Automatically Adjusts Font).
      guard !assignment.adjustsForContentSize(in: context.project) else { continue }
      // Made by the project's own factory, which turns it on (`let title = Self.createNavigationLabel()`).
      // (`titleLabel.font = f` on a property of `self` made by `lazy var titleLabel = Style.breakdownLabel()`.)
      let madeName = assignment.labelPath.isEmpty ? assignment.object.name : String(assignment.labelPath.split(separator: ".")[0])
      let madeByFactories = factoryMade ?? Self.namesMadeByAdjustingFactories(in: file, factories: context.project.textFactoriesAdjustingFont)
      factoryMade = madeByFactories
      if madeByFactories.contains(madeName) { continue }
      // A label made only to measure text (`sizeThatFits`) is never on screen; nor is one set up
      // and never added (the line adding it commented out: Kindy's page-number label).
      if file.isMeasuredOnly(assignment.object) || file.isConfiguredButNeverShown(assignment.object) { continue }
      // A type that sets its fonts again when the size changes follows the user's size.
      if let type = assignment.object.enclosingType, file.declarations.reappliesFontsOnSizeChange.contains(type) { continue }
      // A method another object's size-change handler calls (SnowHaze's `header.rescaleFont()`).
      if !context.project.methodsCalledOnSizeChange.isEmpty,
         let function = file.enclosingFunction(at: assignment.assignment.value.start.utf8Offset),
         context.project.methodsCalledOnSizeChange.contains(function.name) { continue }
      // A cell method a screen runs again on every cell when the size changes (its trait-change
      // handler reloads the list): the font is read again at the new size.
      if let type = assignment.object.enclosingType, !context.project.cellMethodsRerunOnSizeChange.isEmpty,
         file.behaviour.functions.contains(where: { function in
           function.enclosingType == type && context.project.cellMethodsRerunOnSizeChange.contains(type + "." + function.name)
             && function.position.utf8Offset <= assignment.assignment.value.start.utf8Offset
             && assignment.assignment.value.start.utf8Offset < function.end.utf8Offset
         }) { continue }
      // `self` in a label subclass whose every instance is made with adjustsFontForContentSizeCategory = true.
      if assignment.object.name == "self", assignment.labelPath.isEmpty,
         context.project.typesAdjustedAtEveryInstance.contains(assignment.object.declaredClass) { continue }
      // An instance of a label class that turns the adjustment on for itself.
      // (Unless this one calls the class's method turning it off, `filenameLabel.resetLabelProperties()`.)
      if assignment.labelPath.isEmpty, !context.project.typesAdjustingTheirFonts.isEmpty {
        let classes = context.project.types.selfAndSuperclasses(of: assignment.object.declaredClass)
        let resetters = classes.reduce(into: Set<String>()) { $0.formUnion(context.project.fontAdjustmentResetters[$1] ?? []) }
        if classes.contains(where: context.project.typesAdjustingTheirFonts.contains),
           !assignment.object.calls.contains(where: { resetters.contains($0.method) }) { continue }
      }
      // A label made inside a context menu's `previewProvider:` closure is built again for each
      // long press and gone when the menu closes: the text size can't change while it shows.
      if Self.isBuiltForEachPresentation(assignment.object, in: file) { continue }
      // A banner built for each message that removes itself after a few seconds (Anilibria's
      // notification banner), and a notification's expanded view (Code Wallet's status label): the
      // size can't change while it shows, and the next one is built at the new size.
      if let type = assignment.object.enclosingType, Self.isShortLived(type, in: file) { continue }
      // One glyph (an emoji) shrunk to fit its box: a bigger font is fitted back to the same box.
      if assignment.labelPath.isEmpty, FittedGlyphLabel.isGlyphFittedToBox(assignment.object) { continue }
      // A glyph drawn as an icon (`setTitle(condition.glyphSymbol, for: .normal)` in a fixed
      // circle, KeePassium's generator options): a picture, not text. (An emoji is content that
      // grows, unless fitted to its box, above.)
      if assignment.drawsGlyph { continue }
      let key = "\(assignment.object.name)#\(assignment.object.position.utf8Offset)#\(assignment.adjustsProperty)"
      var fix: Fix?
      if !inserted.contains(key), let edit = assignment.insertAdjustsLine(in: file) {
        inserted.insert(key)
        fix = Fix(
          summary: LocalizedText(en: "set adjustsFontForContentSizeCategory = true", ko: "adjustsFontForContentSizeCategory = true 설정"),
          edits: [edit], applicability: .safe)
      }
      let target = assignment.labelPath.isEmpty ? assignment.object.name : "\(assignment.object.name).\(assignment.labelPath)"
      // A view shown only as a navigation bar's title view: the bar's own titles don't grow with
      // the text size either (the Large Content Viewer is their accommodation), and the label
      // takes the current size whenever the screen is built.
      let titleView = assignment.object.enclosingType.flatMap { context.project.navigationTitleViewTypes.contains($0) ? $0 : nil }
        ?? Self.titleViewHolding(assignment.object, in: file)
      if let type = titleView {
        context.report(at: assignment.assignment.value.start, LocalizedText(
          en: "'\(target)' gets a scalable font but not adjustsFontForContentSizeCategory = true; it is in \(type), shown only as a navigation bar's title view, where the system's own titles don't grow with the text size either, so it only misses a change made while the screen is open",
          ko: "'\(target)'에 크기 조절 가능한 폰트를 주었지만 adjustsFontForContentSizeCategory = true가 없습니다. 이 레이블은 내비게이션 막대의 제목 뷰로만 쓰이는 \(type) 안에 있고 시스템 막대 제목도 글자 크기에 따라 커지지 않으므로, 화면이 열려 있는 동안 바꾼 크기만 따르지 않습니다"),
          severity: .info, fix: fix)
        continue
      }
      context.report(at: assignment.assignment.value.start, LocalizedText(
        en: "'\(target)' gets a scalable font but not adjustsFontForContentSizeCategory = true, so it keeps its size when the user changes the text size",
        ko: "'\(target)'에 크기 조절 가능한 폰트를 주었지만 adjustsFontForContentSizeCategory = true가 없어 사용자가 글자 크기를 바꿔도 크기가 그대로입니다"),
        fix: fix)
    }
  }

  /// The names the file sets from one of the project's factories that turn the adjustment on
  /// (`let titleLabel = Self.createNavigationLabel()` inside a property's initialising closure,
  /// `lazy var titleLabel = Style.breakdownLabel()`), read in one pass over the file's lines.
  static func namesMadeByAdjustingFactories(in file: SwiftFileModel, factories: Set<String>) -> Set<String> {
    guard !factories.isEmpty else { return [] }
    let source = file.converter.source
    var names: Set<String> = []
    for line in source.text(from: 0, to: source.bytes.count).split(separator: "\n") where line.contains(" = ") {
      guard let range = line.range(of: " = ") else { continue }
      let value = line[range.upperBound...]
      guard factories.contains(where: { value.contains(".\($0)(") || value.hasPrefix("\($0)(") }),
            let name = line[..<range.lowerBound].split(separator: " ").last.map({ $0.split(separator: ":")[0] }) else { continue }
      names.insert(String(name))
    }
    return names
  }

  /// Closures that build a view for one presentation only: UIKit calls them each time it shows it.
  static let perPresentationBuilders = ["previewProvider:"]

  /// A view of this type removes itself from the screen in a delayed closure (`asyncAfter`, a
  /// timer), or the type shows a notification's content (`UNNotificationContentExtension`).
  static func isShortLived(_ type: String, in file: SwiftFileModel) -> Bool {
    if file.project.types.conformances(of: type).contains("UNNotificationContentExtension") { return true }
    // A share or action extension's screen (`extensionContext?.completeRequest`, Hackery's share
    // sheet): opened for one item and closed again, built anew each time at the size then set.
    if file.sourceContains("extensionContext?.completeRequest") || file.sourceContains("extensionContext!.completeRequest")
      || file.project.types.selfAndSuperclasses(of: type).contains("SLComposeServiceViewController") { return true }
    guard file.sourceContains("removeFromSuperview()") else { return false }
    // The type and its extensions in the file.
    let text = file.typeExtents.filter { $0.name == type }
      .map { file.converter.source.text(from: $0.start, to: $0.end) }.joined(separator: "\n")
    guard let delayed = text.range(of: "asyncAfter(") ?? text.range(of: "scheduledTimer(") else { return false }
    // The removal runs in that closure, or in a method it calls (`self?.hide()`).
    let after = text[delayed.upperBound...].prefix(400)
    if after.contains("removeFromSuperview()") { return true }
    let called = HandlerReach.callNames(in: String(after))
    return called.contains { name in
      HandlerReach.bodies(of: name, in: file).contains { $0.contains("removeFromSuperview()") }
    }
  }

  /// `navigationItem.titleView = navigationTitleView` after `navigationTitleView.addSubview(navTitleLabel)`
  /// in the same file (Anilibria's favourites): the view the label is placed in, which the bar shows as its title.
  static func titleViewHolding(_ object: UIKitObject, in file: SwiftFileModel) -> String? {
    guard object.name != "self" else { return nil }
    for (value, _) in NavigationTitleViews.assignedValues(in: file) {
      guard let name = NavigationTitleViews.storedName(value) else { continue }
      if name == object.name { return name }
      guard let holder = file.uikitObjects.first(where: { $0.name == name && $0.enclosingType == object.enclosingType }) else { continue }
      let placed = holder.calls.contains { call in
        ["addSubview", "addArrangedSubview"].contains(call.method) && call.arguments.first?.value.text == object.name
      }
      if placed { return name }
    }
    return nil
  }

  /// A local made inside a per-presentation builder (directly or in a block within it), not a
  /// property kept between presentations.
  static func isBuiltForEachPresentation(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard object.isLocal, file.sourceContains("previewProvider") else { return false }
    let before = Array(file.converter.source.text(from: max(0, object.position.utf8Offset - 20_000), to: object.position.utf8Offset))
    var index = before.count - 1
    var depth = 0
    while index >= 0 {
      defer { index -= 1 }
      if before[index] == "}" { depth += 1; continue }
      guard before[index] == "{" else { continue }
      if depth > 0 { depth -= 1; continue }
      // An unmatched `{` around the declaration: the line that opens it.
      var start = index - 1
      while start >= 0, before[start] != "\n" { start -= 1 }
      let line = String(before[(start + 1)..<index]).trimmingCharacters(in: .whitespaces)
      // `previewProvider: {`: the brace opens the builder itself (not a later trailing closure).
      if perPresentationBuilders.contains(where: line.hasSuffix) { return true }
      // The function, type or property holding it: no builder around.
      if ["func ", "init(", "class ", "struct ", "extension ", "enum ", "var ", "let "].contains(where: { line.hasPrefix($0) || line.contains(" " + $0) }) {
        return false
      }
    }
    return false
  }
}
