import A11yCore

/// Collection view cells whose labels and images VoiceOver visits one by one.
public struct UIKitCellGroupingRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "uikit-cell-grouping",
    title: LocalizedText(en: "Cells should be read as one element", ko: "셀은 하나의 요소로 읽혀야 합니다"),
    rationale: LocalizedText(
      en: """
        A `UICollectionViewCell` is not an accessibility element by itself: VoiceOver visits each label and image \
        inside it, so a product card takes five swipes and its parts ("4,500원", "New") are heard without the item \
        they belong to. Make the cell one element (`isAccessibilityElement = true` with an `accessibilityLabel` \
        composed from its parts, and `accessibilityValue`/traits for state), or order its parts with \
        `accessibilityElements`. `UITableViewCell` already reads its labels as one element and is not reported.
        """,
      ko: """
        `UICollectionViewCell`은 그 자체로는 접근성 요소가 아니어서 VoiceOver가 안의 레이블과 이미지를 하나씩 \
        방문합니다. 상품 카드 하나에 다섯 번을 쓸어 넘겨야 하고, "4,500원", "New" 같은 조각을 어느 상품의 것인지 모른 채 \
        듣게 됩니다. 셀을 하나의 요소로 만들거나(`isAccessibilityElement = true`와 조각들로 만든 `accessibilityLabel`, \
        상태는 `accessibilityValue`나 특성으로), `accessibilityElements`로 순서를 정하세요. `UITableViewCell`은 이미 \
        레이블을 하나로 읽으므로 보고하지 않습니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.focus, .assistiveTechnology], wcag: ["1.3.1", "2.4.3"], hig: "Accessibility › VoiceOver › Navigation",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the empty state: a header's count heard without its caption.
        "final class ProfileHeaderStatsCell: UICollectionViewCell {\n  let followerCountLabel = UILabel()\n  let followerCaptionLabel = UILabel()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    ↓contentView.addSubview(followerCountLabel)\n    contentView.addSubview(followerCaptionLabel)\n  }\n}",
        // The neighbour of the form's base cell: no cell builds on it.
        formBaseCell(subclassed: false),
        // The neighbour of the answer options: one tapped card around the words is the cell's own action.
        "final class SelectAnswerCell: UICollectionViewCell {\n  let questionLabel = UILabel()\n  let fromLabel = UILabel()\n  let optionStackView = UIStackView()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    ↓contentView.addSubview(questionLabel)\n    contentView.addSubview(fromLabel)\n    contentView.addSubview(optionStackView)\n  }\n  func configure(option: String) {\n    let backView = UIView()\n    backView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(optionTapped(_:))))\n    let optionLabel = UILabel()\n    optionLabel.text = option\n    backView.addSubview(optionLabel)\n    optionStackView.addArrangedSubview(backView)\n  }\n}",
        // The neighbour of the category page: no list of its own.
        categoryPage(list: ""),
        // A cell that keeps a reference to the collection it sits in: no list of its own.
        "final class PhotoCell: UICollectionViewCell {\n weak var collectionView: UICollectionView?\n private let titleLabel = UILabel()\n private let dateLabel = UILabel()\n override init(frame: CGRect) {\n super.init(frame: frame)\n ↓contentView.addSubview(titleLabel)\n contentView.addSubview(dateLabel)\n }\n}",
        """
        final class MenuCell: UICollectionViewCell {
          private let photo = UIImageView()
          private let nameLabel = UILabel()
          private let priceLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            ↓contentView.addSubview(photo)
            contentView.addSubview(nameLabel)
            contentView.addSubview(priceLabel)
          }
        }
        """,
        // The neighbour of the page: the same cell in a collection view that doesn't page.
        onboardingPage(paging: false, marked: true),
        // The neighbour of the screen-sized step: a third of the screen high, a list of cards.
        onboardingPage(paging: false, marked: true, itemHeight: "Size.height / 3"),
        // The neighbour too: a height the layout fits to the content, whatever its name ends in (BeStory's video list).
        onboardingPage(paging: false, marked: true, itemHeight: "UIView.layoutFittingCompressedSize.height"),
        // The site cell below with its second label given text: two stops.
        siteCell(extraText: "\n    extraLabel.text = site?.distance"),
        // Mounted through an array and a stack view; an image made accessible is a stop too.
        """
        final class BadgeCell: UICollectionViewCell {
          private let icon = UIImageView()
          private let titleLabel = UILabel()
          private lazy var stack = UIStackView(arrangedSubviews: [titleLabel])
          override init(frame: CGRect) {
            super.init(frame: frame)
            icon.isAccessibilityElement = true
            icon.accessibilityLabel = "New"
            ↓contentView.addSubview(stack)
            [icon].forEach(contentView.addSubview)
          }
        }
        """,
        // One tapped container holding every label: the cell's own action, kept by one element.
        """
        final class LinkPreviewCell: UICollectionViewCell {
          private let titleLabel = UILabel()
          private let hostLabel = UILabel()
          private lazy var container = UIStackView(arrangedSubviews: [titleLabel, hostLabel])
          override init(frame: CGRect) {
            super.init(frame: frame)
            container.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
            ↓contentView.addSubview(container)
          }
        }
        """,
        """
        final class PriceCell: UICollectionViewCell {
          private let nameLabel = UILabel()
          private let priceLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            [nameLabel, priceLabel].forEach { ↓contentView.addSubview($0) }
          }
        }
        """,
        // A nib's two labels and no action of the cell's own.
        """
        final class ArticleSummaryCell: UICollectionViewCell {
          @IBOutlet private weak var ↓titleLabel: UILabel!
          @IBOutlet private weak var descriptionLabel: UILabel!
        }
        """,
      ],
      nonTriggering: [
        // An empty state laid out as a cell (ello's "no posts"): a heading and a body, read in turn.
        "final class NoPostsCell: UICollectionViewCell {\n  let noPostsHeader = UILabel()\n  let noPostsBody = UILabel()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    noPostsHeader.text = \"게시물이 없습니다\"\n    contentView.addSubview(noPostsHeader)\n    contentView.addSubview(noPostsBody)\n  }\n}",
        // A form cell's base class (a title and a required mark) that a field's cell builds on (SaftyReport's `BaseCell`).
        formBaseCell(subclassed: true),
        // An answer option made for each choice, each taking its own tap (ToYou's answer cell): one element would lose them.
        "final class SelectAnswerCell: UICollectionViewCell {\n  let questionLabel = UILabel()\n  let fromLabel = UILabel()\n  let optionStackView = UIStackView()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    contentView.addSubview(questionLabel)\n    contentView.addSubview(fromLabel)\n    contentView.addSubview(optionStackView)\n  }\n  func configure(options: [String]) {\n    for (index, option) in options.enumerated() {\n      let backView = UIView()\n      backView.tag = index\n      backView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(optionTapped(_:))))\n      let optionLabel = UILabel()\n      optionLabel.text = option\n      backView.addSubview(optionLabel)\n      optionStackView.addArrangedSubview(backView)\n    }\n  }\n}",
        // A category pager's page holding a filter table of its own: a page, not a row.
        categoryPage(list: "UITableView(frame: .zero, style: .plain)"),
        // A label styled for a value no code sets (coreforce's `extraLabel`): empty, it is no
        // element, and the cell's one label is its one stop.
        siteCell(extraText: ""),
        // A like button wired through a publisher (3dollars' post cells): one element would hide it.
        """
        final class PostCell: UICollectionViewCell {
          private let storeNameLabel = UILabel()
          private let updatedAtLabel = UILabel()
          private let likeButton = UIButton()
          override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(storeNameLabel)
            contentView.addSubview(updatedAtLabel)
            contentView.addSubview(likeButton)
            likeButton.tapPublisher.sink { [weak self] in self?.like() }.store(in: &cancellables)
          }
        }
        """,
        // The nib holds a working button (the cell's `@IBAction`): one element would hide it.
        """
        final class NoConnectionCell: UICollectionViewCell {
          @IBOutlet private weak var titleLabel: UILabel!
          @IBOutlet private weak var descriptionLabel: UILabel!
          @IBAction private func retryTapped(_ sender: Any) { onRetry?() }
        }
        """,
        // The nib's button, wired by the cell's registration (OsmAnd's empty state's "Import").
        """
        final class EmptyStateCell: UICollectionViewCell {
          @IBOutlet weak var button: UIButton!
          @IBOutlet private weak var titleLabel: UILabel!
          @IBOutlet private weak var descriptionLabel: UILabel!
        }
        final class FavoritesViewController: UIViewController {
          var emptyRegistration: UICollectionView.CellRegistration<EmptyStateCell, Void> {
            UICollectionView.CellRegistration<EmptyStateCell, Void> { cell, _, _ in
              cell.button.addTarget(self, action: #selector(self.importTapped), for: .touchUpInside)
            }
          }
        }
        """,
        // Made one element where the data source configures it (OsmAnd's folder cards).
        """
        final class FolderCell: UICollectionViewCell {
          let titleLabel = UILabel()
          let sizeLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(titleLabel)
            contentView.addSubview(sizeLabel)
          }
        }
        final class FoldersView: UIView {
          private func configure(_ cell: FolderCell, item: Folder) {
            cell.isAccessibilityElement = true
            cell.accessibilityLabel = item.title
          }
        }
        """,
        // The cell's content view made one element by the app's helper (CovPass's certificate cells).
        RuleExample(enableAccessibilityHelper + """
        final class CertificateCell: UICollectionViewCell {
          private let titleLabel = UILabel()
          private let statusLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(titleLabel)
            contentView.addSubview(statusLabel)
            contentView.enableAccessibility(label: "증명서, 유효", traits: .button)
          }
        }
        """),
        // A card holding the app's own action view, whose buttons are the card's actions (Mixin's wallet guide).
        "final class PillActionView: UIView {\n  private let importButton = UIButton(type: .system)\n}\nfinal class GuideCell: UICollectionViewCell {\n  let titleLabel = UILabel()\n  let descriptionLabel = UILabel()\n  let actionView = PillActionView()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    contentView.addSubview(titleLabel)\n    contentView.addSubview(descriptionLabel)\n    contentView.addSubview(actionView)\n  }\n}",
        // A form cell: its amount field and the labels around it stay separate stops.
        "final class AmountCell: UICollectionViewCell {\n  let titleLabel = UILabel()\n  let balanceLabel = UILabel()\n  let amountField = UITextField()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    contentView.addSubview(titleLabel)\n    contentView.addSubview(balanceLabel)\n    contentView.addSubview(amountField)\n  }\n}",
        // One label, made as a local and kept in a property of the same name.
        "final class LeverageCell: UICollectionViewCell {\n  weak var label: UILabel!\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n    let label = UILabel()\n    contentView.addSubview(label)\n    self.label = label\n  }\n}",
        // Each half takes its own tap (repeat on the left, shuffle on the right): one element
        // would keep only one of the two actions.
        """
        final class DoubleActionCell: UICollectionViewCell {
          private let leftLabel = UILabel()
          private let rightLabel = UILabel()
          private lazy var leftStack = UIStackView(arrangedSubviews: [leftLabel])
          private lazy var rightStack = UIStackView(arrangedSubviews: [rightLabel])
          override init(frame: CGRect) {
            super.init(frame: frame)
            leftStack.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(leftTapped)))
            rightStack.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(rightTapped)))
            [leftStack, rightStack].forEach { contentView.addSubview($0) }
          }
        }
        """,
        // A whole page of a paging collection view (Ruuvi's onboarding): a screen's parts, read in turn.
        onboardingPage(paging: true, marked: false),
        // Each item as high as the screen, less a bar, with paging off (Motivoo's onboarding steps).
        onboardingPage(paging: false, marked: false, itemHeight: "Size.height - 70"),
        // Fearless Wallet's onboarding pages, snapped by the flow layout, with a page control beneath.
        onboardingPage(paging: false, marked: false, pageControl: true),
        // The cell holds its own button: as one element it would hide it.
        """
        final class DiscussionCell: UICollectionViewCell {
          @IBOutlet weak var titleLabel: UILabel!
          @IBOutlet weak var repliesButton: UIButton!
          @IBOutlet weak var dateLabel: UILabel!
          override func awakeFromNib() {
            super.awakeFromNib()
            repliesButton.addTarget(self, action: #selector(openReplies), for: .touchUpInside)
          }
          func configure(_ discussion: Discussion) {
            titleLabel.text = discussion.title
            repliesButton.setTitle(discussion.replies, for: .normal)
            dateLabel.text = discussion.date
          }
        }
        """,
        // A plain image view is no accessibility element, a static label only measures text, a
        // local in a static function is never shown, and a label never added is not in the cell.
        """
        final class TextCell: UICollectionViewCell {
          private static var prototypeTextLabel: UILabel?
          private let textLabel = UILabel()
          private let arrowImageView = UIImageView()
          private let spareLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(textLabel)
            contentView.addSubview(arrowImageView)
          }
          static func size(for text: String) -> CGSize {
            let label = UILabel()
            label.text = text
            return label.sizeThatFits(.zero)
          }
        }
        """,
        """
        final class MenuCell: UICollectionViewCell {
          private let nameLabel = UILabel()
          private let priceLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(nameLabel)
            contentView.addSubview(priceLabel)
            isAccessibilityElement = true
          }
          func configure(_ item: Item) { accessibilityLabel = "\\(item.name), \\(item.price)" }
        }
        """,
        """
        final class MenuCell: UICollectionViewCell {
          private let nameLabel = UILabel()
          private let priceLabel = UILabel()
          override var accessibilityLabel: String? { get { nameLabel.text } set {} }
          override init(frame: CGRect) { super.init(frame: frame); contentView.addSubview(nameLabel); contentView.addSubview(priceLabel) }
        }
        """,
        """
        final class OrderCell: UITableViewCell {
          private let nameLabel = UILabel()
          private let dateLabel = UILabel()
          func setUp() { contentView.addSubview(nameLabel); contentView.addSubview(dateLabel) }
        }
        """,
        """
        final class MenuCell: UICollectionViewCell {
          private let nameLabel = UILabel()
          private let photo = UIImageView()
          func setUp() { contentView.addSubview(nameLabel); contentView.addSubview(photo); accessibilityElements = [nameLabel] }
        }
        """,
      ])
  )

  /// A nearby-site cell whose second label is styled, with `extraText` after its colour; marked
  /// where it is reported when that gives it text.
  static func siteCell(extraText: String) -> RuleExample {
    let marker = extraText.isEmpty ? "" : "↓"
    return RuleExample("""
      final class BikeSiteCell: UICollectionViewCell {
        private let titleLabel = UILabel()
        private let extraLabel = UILabel()
        var site: Site?
        func setUp() {
          titleLabel.text = "주변 추천 정류장 보기"
          extraLabel.textColor = .systemRed\(extraText)
          \(marker)contentView.addSubview(titleLabel)
          contentView.addSubview(extraLabel)
        }
      }
      """)
  }

  /// A category pager's page cell: two labels, and `list` (a table of filters, or nothing).
  static func categoryPage(list: String) -> RuleExample {
    RuleExample("""
      final class PointPageCell: UICollectionViewCell {
        private let titleLabel = UILabel()
        private let emptyLabel = UILabel()\(list.isEmpty ? "" : "\n  private let filterTable = \(list)")
        override init(frame: CGRect) {
          super.init(frame: frame)
          \(list.isEmpty ? "↓" : "")contentView.addSubview(titleLabel)
          contentView.addSubview(emptyLabel)\(list.isEmpty ? "" : "\n    contentView.addSubview(filterTable)")
        }
      }
      """)
  }

  /// Ruuvi's onboarding page cell, registered by a collection view that pages or doesn't.
  /// With `pageControl`, the screen shows a `UIPageControl` under the collection view (Fearless Wallet's).
  /// With `itemHeight`, the layout delegate's `sizeForItemAt` gives each item that height (Motivoo's onboarding steps).
  static func onboardingPage(paging: Bool, marked: Bool, pageControl: Bool = false, itemHeight: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> RuleExample {
    RuleExample("""
      final class StartPageCell: UICollectionViewCell {
        private let titleLabel = UILabel()
        private let subtitleLabel = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          \(marked ? "↓" : "")contentView.addSubview(titleLabel)
          contentView.addSubview(subtitleLabel)
        }
      }
      final class OnboardingViewController: UIViewController {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())\(pageControl ? "\n  let pageControl = UIPageControl()" : "")
        func setUp() {
          collectionView.isPagingEnabled = \(paging)
          collectionView.register(StartPageCell.self, forCellWithReuseIdentifier: "start")
        }\(itemHeight.map { "\n  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {\n    return CGSize(width: Size.width, height: \($0))\n  }" } ?? "")
      }
      """, file: file, line: line)
  }

  /// A cell with a title and a required mark; with `subclassed`, a field's cell builds on it.
  static func formBaseCell(subclassed: Bool) -> RuleExample {
    RuleExample("""
      class BaseCell: UICollectionViewCell {
        let titleLabel = UILabel()
        let requiredLabel = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          requiredLabel.text = "*"
          \(subclassed ? "" : "↓")contentView.addSubview(titleLabel)
          contentView.addSubview(requiredLabel)
        }
      }
      """ + (subclassed ? "\nfinal class AddressCell: BaseCell {\n  let addressField = UITextField()\n}" : ""))
  }

  /// The app's own UIKit helper that makes a view one element with a label and traits (CovPass's),
  /// for examples.
  static let enableAccessibilityHelper = """
    extension UIView {
      func enableAccessibility(label: String? = nil, traits: UIAccessibilityTraits? = nil) {
        isAccessibilityElement = true
        label.map { accessibilityLabel = $0 }
        traits.map { accessibilityTraits = $0 }
      }
    }

    """

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    let cellTypes = Set(file.declarations.types.filter { $0.kind == .class }.map(\.name))
      .filter { file.project.types.uikitClass(of: $0) == "UICollectionViewCell" }
    guard !cellTypes.isEmpty else { return }
    let mounts = file.subviewMounts
    let ibActions = HandlerReach.interfaceBuilderActions(in: file)
    for type in cellTypes.sorted() {
      // A whole page of a paging collection view: its parts are a screen's, read in turn.
      if file.project.pagedCellTypes.contains(type) { continue }
      // So is a cell holding a list of its own (a category pager's page: a collection view, a
      // filter table and an empty-state label): one element would hide the rows.
      // (Mounted in it, not a reference to the list the cell sits in.)
      if file.uikitObjects.contains(where: { list in
        list.enclosingType == type && ["UITableView", "UICollectionView"].contains(list.uikitClass)
          && (file.sourceContains("addSubview(\(list.name))") || file.sourceContains("addSubview(self.\(list.name))")
            || file.sourceContains("addArrangedSubview(\(list.name))"))
      }) { continue }
      // A local mounted and then kept in a property of its name (`let label = InsetLabel(); …;
      // self.label = label`, Mixin's leverage cell) is one view, counted once.
      var seenNames: Set<String> = []
      let parts = file.uikitObjects.filter {
        $0.enclosingType == type && $0.name != "self" && ($0.uikitClass == "UILabel" || $0.uikitClass == "UIImageView")
          && $0.isAccessibilityElement != false && !$0.assigns("accessibilityElementsHidden")
          && isStop($0, in: file, mounts: mounts, project: context.project)
      }.filter { seenNames.insert($0.name).inserted }
      guard parts.count >= 2, parts.contains(where: { $0.uikitClass == "UILabel" }) else { continue }
      // A header or an empty state laid out as a cell (ello's profile names, its "no posts" note):
      // no item of a list, its lines read in turn as a page's do; unless a part is a number that
      // needs its caption (a header's follower count).
      if Self.isPageText(type), !parts.contains(where: { part in
        IdentifierWords.words(in: part.name).contains(where: Self.numberWords.contains)
      }) { continue }
      // A cell that holds its own working control (a replies button between its title and date):
      // made one element, it would hide the control, so its parts are right as separate stops.
      if file.uikitObjects.contains(where: {
        $0.enclosingType == type && $0.name != "self"
          && (isWiredControl($0, project: context.project) || $0.isControl && file.wiresReactively($0))
          && isStop($0, in: file, mounts: mounts, project: context.project)
      }) { continue }
      // An `@IBAction` of the cell: its nib holds a working button (an empty state's "Try again").
      if !ibActions.isEmpty, file.behaviour.functions.contains(where: { $0.enclosingType == type && ibActions.contains($0.name) }) { continue }
      // Two parts that take their own taps (the halves of a repeat/shuffle cell) are two controls:
      // one element would keep only one action. One tapped container holding everything is the
      // cell's own action, which one element keeps.
      // (One made in a loop, an option per answer each with its own tap, ToYou's answer cell, is many.)
      let tappedParts = file.uikitObjects.filter { $0.enclosingType == type && $0.name != "self" && !$0.calls("addGestureRecognizer").isEmpty }
      if tappedParts.count >= 2 || tappedParts.contains(where: { Self.isMadeInALoop($0, in: file) }) { continue }
      let cell = file.uikitObjects.first { $0.name == "self" && $0.declaredClass == type }
      if let cell, cell.isAccessibilityElement == true || cell.assigns("accessibilityElements")
        || cell.assigns("contentView.accessibilityElements") || cell.hasAccessibilityLabel
        || cell.assignment("contentView.isAccessibilityElement")?.value.boolLiteral == true {
        continue
      }
      if overridesAccessibility(of: type, in: file) || context.project.typesDescribingThemselves.contains(type) { continue }
      // A base class other cells build on (SaftyReport's form `BaseCell`, a title and a required
      // mark, under subclasses adding a field or buttons): what VoiceOver meets is the subclass's.
      let types = context.project.types
      if types.names.contains(where: { $0 != type && types.selfAndSuperclasses(of: $0).dropFirst().contains(type) }) { continue }
      let position = cell?.calls.first { $0.method.hasSuffix("addSubview") || $0.method.hasSuffix("addArrangedSubview") }?.position
        ?? parts[0].position
      let names = parts.prefix(3).map { "'\($0.name)'" }.joined(separator: ", ")
      let labels = parts.filter { $0.uikitClass == "UILabel" }.count, images = parts.count - labels
      // "2 labels", "2 labels and 1 image": no "0 images".
      let countEn = "\(labels) label\(labels == 1 ? "" : "s")" + (images == 0 ? "" : " and \(images) image\(images == 1 ? "" : "s")")
      let countKo = "레이블 \(labels)개" + (images == 0 ? "" : "와 이미지 \(images)개")
      // A cell that also holds buttons (a comment's reply and option buttons, idorm's): one
      // element would hide them, so the words are grouped beside them.
      let holdsButtons = file.uikitObjects.contains {
        $0.enclosingType == type && $0.name != "self" && $0.uikitClass == "UIButton" && isStop($0, in: file, mounts: mounts, project: context.project)
      }
      if holdsButtons {
        context.report(at: position, LocalizedText(
          en: "cell \(type) has \(countEn) (\(names)) that VoiceOver visits one by one; it also holds buttons, which one element would hide: group the words into one element (a container with a composed accessibilityLabel) and list it with the buttons in accessibilityElements",
          ko: "셀 \(type)의 \(countKo)(\(names))를 VoiceOver가 하나씩 방문합니다. 셀에 버튼도 있어 셀 전체를 하나의 요소로 만들면 버튼이 가려지니, 글자들을 하나의 요소(조각들로 accessibilityLabel을 구성한 컨테이너)로 묶고 버튼과 함께 accessibilityElements에 나열하세요"))
        continue
      }
      context.report(at: position, LocalizedText(
        en: "cell \(type) has \(countEn) (\(names)) that VoiceOver visits one by one; make the cell one element with a composed accessibilityLabel, or set accessibilityElements",
        ko: "셀 \(type)의 \(countKo)(\(names))를 VoiceOver가 하나씩 방문합니다. 셀을 하나의 요소로 만들고 조각들로 accessibilityLabel을 구성하거나 accessibilityElements를 지정하세요"))
    }
  }

  /// A cell class named as a header or an empty state (`ProfileHeaderNamesCell`, `NoPostsCell`,
  /// `EmptyStateCell`).
  static func isPageText(_ type: String) -> Bool {
    let words = IdentifierWords.words(in: type)
    return words.contains("header") || words.contains("empty") || words.first == "no" || words.contains("placeholder")
  }

  static let numberWords: Set<String> = ["count", "number", "score", "rating", "price", "amount", "percent", "percentage", "total", "value", "stat", "stats"]

  /// Whether VoiceOver stops on the label or image: it is in the cell's view tree (an outlet, or
  /// an instance property or a local the file mounts with `addSubview` and the like; never a
  /// `static` sizing label) and, for an image, made an accessibility element (a `UIImageView`
  /// is not one by default).
  private func isStop(_ part: UIKitObject, in file: SwiftFileModel, mounts: SubviewMounts, project: ProjectIndex) -> Bool {
    // An empty label is no element (a label for a value no code ever sets).
    if part.isStatic || file.isLabelWithoutText(part) { return false }
    let facts = project.storyboardFacts(for: part) ?? []
    if part.isOutlet {
      if !facts.isEmpty, facts.allSatisfy({ $0.isAccessibilityElement == false || $0.isInsideAccessibilityElement }) { return false }
      // The cell's own nib is audited and connects nothing to it: the outlet stays nil
      // (OsmAnd's ImageCardCell, whose label outlets its nib never connects).
      if facts.isEmpty, let cell = part.enclosingType,
         project.interfaceBuilderPlacements.contains(where: { $0.isOwnNibRoot && $0.customClass == cell }) { return false }
    } else if part.isLocal {
      guard mounts.mounts(part.name, from: part.position.utf8Offset, to: part.blockEnd ?? Int.max) else { return false }
    } else if !mounts.mounts(part.name) {
      return false
    }
    guard part.uikitClass == "UIImageView" else { return true }
    // A label a nib gives an image view it leaves no element (a runtime `accessibilityLabel`, ShopApp's
    // category cells) is never spoken; only Accessibility Enabled makes it a stop.
    return part.isAccessibilityElement == true || part.hasAccessibilityLabel
      || facts.contains { $0.isAccessibilityElement == true }
  }

  /// A local view whose recognizer is added inside a `for` loop or `forEach`: one for each item.
  static func isMadeInALoop(_ object: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard object.isLocal, let call = object.calls("addGestureRecognizer").first,
          let function = file.declarations.innermostFunction(containing: call.position.utf8Offset) else { return false }
    let bytes = file.sourceBytes
    let start = max(0, function.body.lowerBound), end = min(call.position.utf8Offset, bytes.count)
    guard start < end else { return false }
    let openers = OpenBraceLine.openers(in: Array(String(decoding: bytes[start..<end], as: UTF8.self)))
    return openers.contains { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.hasPrefix("for ") || trimmed.contains(".forEach")
    }
  }

  /// A control (not a text view) with an action: wired in its storyboard or xib, or by the file's
  /// code (`addTarget`, `addAction`, a `menu`). A button nothing wires is a status icon.
  private func isWiredControl(_ object: UIKitObject, project: ProjectIndex) -> Bool {
    // A view of the app's own that holds buttons (Mixin's `PillActionView`).
    if object.isAccessibilityElement != false, !project.typesHoldingControls.isEmpty,
       project.types.selfAndSuperclasses(of: TypeIndex.simpleName(object.declaredClass)).contains(where: project.typesHoldingControls.contains) {
      return true
    }
    guard object.isControl, object.uikitClass != "UITextView", object.isAccessibilityElement != false else { return false }
    // A field, switch or slider works by itself: a form's input (Mixin's swap amount cell).
    if ["UITextField", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper"].contains(object.uikitClass) { return true }
    if (project.storyboardFacts(for: object) ?? []).contains(where: \.hasAction) { return true }
    // A button outlet other code wires (`cell.button.addTarget(...)` in a cell registration).
    if object.isOutlet, project.membersWiredThroughLocals.contains(object.name) { return true }
    return object.isGivenAnAction
  }

  /// `override var accessibilityLabel: String? { ... }` and the like, declared in the cell.
  private func overridesAccessibility(of type: String, in file: SwiftFileModel) -> Bool {
    file.declarations.overriddenAccessibility[type]?.isEmpty == false
  }
}
