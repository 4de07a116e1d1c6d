import A11yCore
import A11ySwiftSource
import Testing

/// Files judged together: what one file declares (a subclass, a helper, a wrapper view, a design
/// token) decides what another file's code means.
struct ProjectIndexTests {
  func findings(_ files: [String: String], rules: [any SwiftSourceRule.Type] = BuiltInSwiftRules.all) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: rules, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  func ids(_ findings: [Finding], in file: String) -> [String] {
    findings.filter { $0.file == file }.map(\.ruleID)
  }

  @Test func subclassesDeclaredInOtherFilesAreTheirUIKitClass() {
    let screen = """
      final class PlayerViewController: UIViewController {
        let close = PrimaryButton()
        func setUp() { close.setImage(UIImage(named: "ic_close"), for: .normal) }
      }
      """
    let project = [
      "Screen.swift": screen,
      "PrimaryButton.swift": "final class PrimaryButton: BaseButton {}",
      "BaseButton.swift": "class BaseButton: UIButton { override init(frame: CGRect) { super.init(frame: frame) } }",
    ]
    #expect(ids(findings(project), in: "Screen.swift").contains("uikit-button-name"))
    // The same file alone can't prove `PrimaryButton` is a button: nothing is reported.
    #expect(!ids(findings(["Screen.swift": screen]), in: "Screen.swift").contains("uikit-button-name"))
    // A class of the same shape that is no view is dropped once the index knows it.
    let notAView = ["Screen.swift": screen, "PrimaryButton.swift": "final class PrimaryButton: NSObject {}"]
    #expect(!ids(findings(notAView), in: "Screen.swift").contains("uikit-button-name"))
  }

  /// Two files each declare a private `Title` view (COCOMONG's card and guide screen): a use means
  /// the one its own file declares, an image-only title in one file and words in the other.
  @Test func aViewNameDeclaredInTwoFilesIsEachFilesOwn() {
    let card = """
      struct LargeCard: View { let titleText: String
        var body: some View { VStack { Title(titleText: titleText) } }
      }
      private struct Title: View { let titleText: String
        var body: some View { Text(titleText).bold() }
      }
      """
    let guide = """
      struct GuideHomeView: View {
        var body: some View { VStack { Title() } }
      }
      private struct Title: View {
        var body: some View { Image("guide_title") }
      }
      """
    let found = findings(["Card.swift": card, "Guide.swift": guide], rules: [ImageLabelRule.self])
    #expect(ids(found, in: "Card.swift").isEmpty)
    #expect(ids(found, in: "Guide.swift") == ["swiftui-image-label"])
    // Whichever order the files come in.
    let swapped = findings(["A.swift": guide, "B.swift": card], rules: [ImageLabelRule.self])
    #expect(ids(swapped, in: "B.swift").isEmpty)
    #expect(ids(swapped, in: "A.swift") == ["swiftui-image-label"])
  }

  /// A view's own capitalised builder function (`func ImageView(_ hideGrids: Bool = false) -> some
  /// View`, PaPaJOYs' image picker) is what its body's `ImageView()` calls, not another file's
  /// image-only `struct ImageView`.
  @Test func aFunctionOfTheFileShadowsAnotherFilesViewOfItsName() {
    let card = "struct ImageView: View { var body: some View { Image(\"card_photo\") } }"
    let picker = """
      struct CustomImagePicker: View {
        var body: some View { VStack { ImageView(); Button("선택") { pick() } } }
        func ImageView(_ hideGrids: Bool = false) -> some View { Text("사진을 고르세요") }
      }
      """
    let found = findings(["Card.swift": card, "Picker.swift": picker], rules: [ImageLabelRule.self])
    #expect(ids(found, in: "Picker.swift").isEmpty)
    // Without the function, the call is the image-only view.
    let calling = picker.replacingOccurrences(of: "  func ImageView(_ hideGrids: Bool = false) -> some View { Text(\"사진을 고르세요\") }\n", with: "")
    #expect(ids(findings(["Card.swift": card, "Picker.swift": calling], rules: [ImageLabelRule.self]), in: "Picker.swift") == ["swiftui-image-label"])
  }

  /// A card's close button made by the base class, shown only by screens built on it, each of
  /// which labels it (a museum app's map and audio cards): it is named where it is shown. A
  /// subclass that labels another button leaves it unnamed.
  @Test func aBaseClassButtonLabelledBySubclassesIsNamed() {
    let card = """
      class CardNavigationController: UINavigationController {
        let closeButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          closeButton.setImage(UIImage(named: "cardClose"), for: .normal)
          closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
          view.addSubview(closeButton)
        }
        @objc func close() { dismiss(animated: true) }
      }
      """
    func map(labelling member: String) -> String {
      """
      final class MapNavigationController: CardNavigationController {
        override func viewDidLoad() {
          super.viewDidLoad()
          self.\(member).accessibilityLabel = "지도 닫기"
        }
      }
      """
    }
    let labelled = findings(["Card.swift": card, "Map.swift": map(labelling: "closeButton")])
    #expect(!ids(labelled, in: "Card.swift").contains("uikit-button-name"))
    let other = findings(["Card.swift": card, "Map.swift": map(labelling: "titleView")])
    #expect(ids(other, in: "Card.swift").contains("uikit-button-name"))
  }

  /// Screens built on a base class that hides the navigation bar as each appears (a school pass
  /// app's `BaseViewController`): no bar shows a title, so none is asked for; the neighbour whose
  /// base leaves the bar is. A splash screen, replaced as the app starts, is not asked either.
  @Test func aBaseClassHidingTheBarLeavesNoTitleToSet() {
    func base(hides: Bool) -> String {
      """
      class BaseViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          \(hides ? "navigationController?.setNavigationBarHidden(true, animated: false)" : "view.backgroundColor = .white")
        }
      }
      """
    }
    let screens = """
      final class QRResultViewController: BaseViewController {}
      final class SplashViewController: UIViewController {}
      final class StudentViewController: BaseViewController {
        func showResult() { navigationController?.pushViewController(QRResultViewController(), animated: true) }
        func restart() { navigationController?.pushViewController(SplashViewController(), animated: false) }
      }
      """
    let hidden = findings(["Base.swift": base(hides: true), "Screens.swift": screens])
    #expect(!hidden.contains { $0.ruleID == "screen-title" && $0.message.en.hasPrefix("QRResultViewController") })
    let shown = findings(["Base.swift": base(hides: false), "Screens.swift": screens])
    #expect(shown.contains { $0.ruleID == "screen-title" && $0.message.en.hasPrefix("QRResultViewController") })
    #expect(!shown.contains { $0.ruleID == "screen-title" && $0.message.en.hasPrefix("SplashViewController") })
    // A base that hides the bar only in a helper one screen calls (`enterFullScreen()`) hides it for
    // none of the others; a rocket launch's page is no launch screen.
    let helperOnly = """
      class BaseViewController: UIViewController {
        func enterFullScreen() { navigationController?.setNavigationBarHidden(true, animated: true) }
      }
      """
    let launches = """
      final class LaunchDetailViewController: BaseViewController {}
      final class HomeViewController: BaseViewController {
        func open() { navigationController?.pushViewController(LaunchDetailViewController(), animated: true) }
      }
      """
    let helper = findings(["Base.swift": helperOnly, "Screens.swift": launches])
    #expect(helper.contains { $0.ruleID == "screen-title" && $0.message.en.hasPrefix("LaunchDetailViewController") })
  }

  /// An app whose window caps the text size at its default (a migraine diary's
  /// `.dynamicTypeSize(.large)` on `ContentView()`): a one-line text in a sheet never grows to be
  /// cut off; the cap is the finding, where it is set. Without the cap, the line is reported.
  @Test func aTextSizeCapOnEveryWindowLeavesNoTextToCutOff() {
    func project(root: String) -> [String: String] {
      [
        "App.swift": "@main\nstruct DiaryApp: App {\n  var body: some Scene { WindowGroup { \(root) } }\n}",
        "ContentView.swift": "struct ContentView: View { var body: some View { NavigationStack { TopTriggers() } } }",
        "TopTriggers.swift": "struct TopTriggers: View { let trigger: Trigger\n var body: some View { HStack { Text(trigger.name).lineLimit(1); Spacer() } } }",
      ]
    }
    let capped = findings(project(root: "ContentView().dynamicTypeSize(.large)"))
    #expect(!ids(capped, in: "TopTriggers.swift").contains("text-truncation"))
    #expect(ids(capped, in: "App.swift").contains("capped-text-size"))
    #expect(ids(findings(project(root: "ContentView()")), in: "TopTriggers.swift").contains("text-truncation"))
    // A cap on one view inside the window, or one that lets text grow to the larger sizes, leaves it growing.
    #expect(ids(findings(project(root: "TabView { ContentView(); SettingsView().dynamicTypeSize(.large) }")), in: "TopTriggers.swift").contains("text-truncation"))
    #expect(ids(findings(project(root: "ContentView().dynamicTypeSize(...DynamicTypeSize.xxxLarge)")), in: "TopTriggers.swift").contains("text-truncation"))
    // A cap only one of two windows has leaves the other's text growing.
    let oneWindow = project(root: "ContentView().dynamicTypeSize(.large) }\n  WindowGroup(id: \"log\") { ContentView()")
    #expect(ids(findings(oneWindow), in: "TopTriggers.swift").contains("text-truncation"))
  }

  /// A row view with one small button, placed by another file in a `List` section (a money
  /// tracker's balance row with its 28 pt "+"): the list makes the whole row the button's target.
  /// Placed in a plain stack, or with a second button, the small target stays a finding.
  @Test func theOneButtonOfAViewUsedOnlyAsListRowsHasTheRowAsItsTarget() {
    func project(home: String, buttons: String) -> [String: String] {
      [
        "HomeView.swift": "struct HomeView: View { var body: some View { \(home) } }",
        "HomeBalanceView.swift": """
          struct HomeBalanceView: View {
            let action: () -> Void
            var body: some View {
              HStack {
                VStack { Text("잔액"); Text(balance) }
                Spacer()
                \(buttons)
              }
            }
          }
          """,
      ]
    }
    let plus = "Button { action() } label: { Image(systemName: \"plus.circle.fill\").resizable().frame(width: 28, height: 28) }.accessibilityLabel(\"추가\")"
    let inList = "List { Section { HomeBalanceView { add() } } }"
    #expect(!ids(findings(project(home: inList, buttons: plus)), in: "HomeBalanceView.swift").contains("target-size"))
    #expect(ids(findings(project(home: "VStack { HomeBalanceView { add() } }", buttons: plus)), in: "HomeBalanceView.swift").contains("target-size"))
    let two = plus + "\n" + plus.replacingOccurrences(of: "plus.circle.fill", with: "minus.circle.fill").replacingOccurrences(of: "추가", with: "빼기")
    #expect(ids(findings(project(home: inList, buttons: two)), in: "HomeBalanceView.swift").contains("target-size"))
  }

  @Test func typeIndexResolvesChainsAndViewControllers() {
    let index = TypeIndex([
      TypeDeclaration(kind: .class, name: "A", inherited: ["B", "Sendable"], file: "a", position: .init(line: 1, column: 1, utf8Offset: 0)),
      TypeDeclaration(kind: .class, name: "B", inherited: ["UICollectionViewCell"], file: "b", position: .init(line: 1, column: 1, utf8Offset: 0)),
      TypeDeclaration(kind: .class, name: "Loop1", inherited: ["Loop2"], file: "c", position: .init(line: 1, column: 1, utf8Offset: 0)),
      TypeDeclaration(kind: .class, name: "Loop2", inherited: ["Loop1"], file: "c", position: .init(line: 1, column: 1, utf8Offset: 0)),
      TypeDeclaration(kind: .class, name: "Home", inherited: ["BaseVC"], file: "d", position: .init(line: 1, column: 1, utf8Offset: 0)),
      TypeDeclaration(kind: .class, name: "BaseVC", inherited: ["UITableViewController"], file: "d", position: .init(line: 1, column: 1, utf8Offset: 0)),
      TypeDeclaration(kind: .struct, name: "Card", inherited: ["View"], file: "e", position: .init(line: 1, column: 1, utf8Offset: 0)),
      // A string enum nested elsewhere under the screen's name, read first (pretixSCAN's `Localization.WelcomeViewController`).
      TypeDeclaration(kind: .enum, name: "WelcomeViewController", inherited: [], file: "f", position: .init(line: 1, column: 1, utf8Offset: 0)),
      TypeDeclaration(kind: .class, name: "WelcomeViewController", inherited: ["UIViewController"], file: "g", position: .init(line: 1, column: 1, utf8Offset: 0)),
    ])
    #expect(index.isViewController("WelcomeViewController"))
    #expect(index.uikitClass(of: "A") == "UICollectionViewCell")
    #expect(index.uikitClass(of: "Module.A") == "UICollectionViewCell")
    #expect(index.uikitClass(of: "Loop1") == nil)
    #expect(index.isViewController("Home"))
    #expect(!index.isViewController("A"))
    #expect(index.isSwiftUIView("Card"))
    #expect(!index.isSwiftUIView("A"))
  }

  /// A superclass written through a type alias, declared per platform in `#if` branches and in
  /// another file (Provenance's `PVGameMoreInfoViewControllerBase`): the UIKit branch's type.
  @Test func superclassesThroughTypeAliasesAreTheTypeTheyName() {
    let aliases = """
      #if os(macOS)
      public typealias InfoBase = NSViewController
      #else
      public typealias InfoBase = UIViewController
      #endif
      typealias Handler = (Int) -> Void
      typealias BaseButton = UIButton
      """
    let models = [
      SwiftSourceAnalyzer.model(source: aliases, path: "Aliases.swift"),
      SwiftSourceAnalyzer.model(source: "final class InfoViewController: InfoBase {}\nfinal class Other: Handler {}\nfinal class PlayButton: BaseButton {}", path: "Info.swift"),
    ]
    let index = ProjectIndexBuilder.build(from: models, base: .empty)
    #expect(index.types.isViewController("InfoViewController"))
    #expect(index.types.uikitClass(of: "PlayButton") == "UIButton")
    #expect(index.types.uikitClass(of: "Other") == nil)
  }

  @Test func viewExtensionHelpersCountAsWhatTheySet() {
    let screen = """
      struct Player: View {
        var body: some View {
          Image("btn_close").onTapGesture { dismiss() }.a11yButton("Close")
        }
      }
      """
    let helper = """
      extension View {
        func a11yButton(_ label: String) -> some View {
          accessibilityLabel(label).accessibilityAddTraits(.isButton)
        }
      }
      """
    #expect(ids(findings(["Player.swift": screen, "View+A11y.swift": helper]), in: "Player.swift").isEmpty)
    let alone = ids(findings(["Player.swift": screen]), in: "Player.swift")
    #expect(alone.contains("swiftui-image-label") && alone.contains("swiftui-tap-gesture-role"))
  }

  /// A `Text` extension that styles and marks a heading, its first modifier on implicit `self`.
  @Test func textExtensionHelpersCountAsWhatTheySet() {
    let screen = """
      struct Stats: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text(area.name).font(.largeTitle).fontWeight(.semibold).styleAsHeading()
            Text(area.summary)
          }
        }
      }
      """
    let helper = """
      extension Text {
        func styleAsHeading() -> some View {
          font(.headline).foregroundColor(Color(.primaryText)).accessibility(addTraits: .isHeader)
        }
      }
      """
    #expect(!ids(findings(["Stats.swift": screen, "Text+Style.swift": helper], rules: [HeadingTraitRule.self]), in: "Stats.swift").contains("heading-trait"))
    // Without the helper's file the styled text is a heading VoiceOver doesn't announce.
    let plain = screen.replacingOccurrences(of: ".styleAsHeading()", with: "")
    #expect(ids(findings(["Stats.swift": plain], rules: [HeadingTraitRule.self]), in: "Stats.swift").contains("heading-trait"))
  }

  @Test func viewModifierTypesCountAsWhatTheySet() {
    let project = [
      "Screen.swift": "struct S: View { var body: some View { Image(\"flag\").modifier(Decorative()) } }",
      "Decorative.swift": "struct Decorative: ViewModifier { func body(content: Content) -> some View { content.accessibilityHidden(true) } }",
    ]
    #expect(ids(findings(project), in: "Screen.swift").isEmpty)
  }

  @Test func uikitHelpersCountAsWhatTheySet() {
    let screen = """
      final class Player: UIViewController {
        let close = UIButton(type: .system)
        func setUp() {
          close.setImage(UIImage(named: "ic_close"), for: .normal)
          close.applyAccessibility(label: L10n.close)
        }
      }
      """
    let helper = "extension UIView { func applyAccessibility(label: String) { isAccessibilityElement = true; accessibilityLabel = label } }"
    #expect(!ids(findings(["Player.swift": screen, "UIView+A11y.swift": helper]), in: "Player.swift").contains("uikit-button-name"))
    #expect(ids(findings(["Player.swift": screen]), in: "Player.swift").contains("uikit-button-name"))
  }

  @Test func iconViewsInButtonsNameThemByTheirImage() {
    let icon = "struct IconView: View { let name: String; var body: some View { Image(systemName: name).resizable().frame(width: 20, height: 20) } }"
    let unnamed = "struct Bar: View { var body: some View { Button(action: archive) { IconView(name: \"archivebox\") } } }"
    let named = "struct Bar: View { var body: some View { Button(action: archive) { IconView(name: \"archivebox\") }.accessibilityLabel(\"Archive\") } }"
    let found = findings(["Bar.swift": unnamed, "IconView.swift": icon]).filter { $0.file == "Bar.swift" && $0.ruleID == "swiftui-control-name" }
    #expect(found.count == 1)
    #expect(found.first?.message.en.contains("archivebox") == true)
    #expect(!ids(findings(["Bar.swift": named, "IconView.swift": icon]), in: "Bar.swift").contains("swiftui-control-name"))
    // A wrapper that shows text names the button.
    let textual = "struct IconView: View { let name: String; var body: some View { HStack { Image(systemName: name); Text(name) } } }"
    #expect(!ids(findings(["Bar.swift": unnamed, "IconView.swift": textual]), in: "Bar.swift").contains("swiftui-control-name"))
  }

  @Test func imageWrappersAreJudgedAtTheirCallSites() {
    let avatar = "struct Avatar: View { let url: URL; var body: some View { AsyncImage(url: url).clipShape(Circle()) } }"
    let logo = "struct Logo: View { let name: String; var body: some View { Image(name).resizable() } }"
    let screen = """
      struct Profile: View {
        var body: some View {
          VStack {
            Avatar(url: user.avatar)
            Avatar(url: user.avatar).accessibilityLabel("Profile photo")
            Logo(name: "brand").accessibilityHidden(true)
            Logo(name: "brand").accessibilityLabel("Bean Bar")
            Text(user.name)
          }
        }
      }
      """
    let all = findings(["Profile.swift": screen, "Avatar.swift": avatar, "Logo.swift": logo], rules: [ImageLabelRule.self])
    // Only the one call site that neither labels nor hides the avatar; nothing inside the wrappers.
    #expect(all.map(\.file) == ["Profile.swift"])
    #expect(all.map(\.position.line) == [4])
    // A wrapper nobody uses is still judged inside.
    #expect(findings(["Logo.swift": logo], rules: [ImageLabelRule.self]).map(\.file) == ["Logo.swift"])
  }

  @Test func imageInitializersAddedByTheAppAreKnown() {
    let extensionFile = "extension Image { init(asset: ImageAsset) { self.init(asset.name, bundle: .main) } }"
    let symbols = "extension Image { init(symbol: Symbol) { self.init(systemName: symbol.rawValue) } }"
    let screen = "struct S: View { var body: some View { VStack { Image(asset: .banner); Image(symbol: .gear) } } }"
    let found = findings(["S.swift": screen, "Image+Asset.swift": extensionFile, "Image+Symbol.swift": symbols], rules: [ImageLabelRule.self])
    // `.banner` names the asset "banner", read as its file name, as `Image("banner")` would be.
    #expect(found.map(\.severity) == [.error, .info])
    #expect(findings(["S.swift": screen], rules: [ImageLabelRule.self]).isEmpty)
  }

  /// Code Wallet's `Image.asset(.delete)`, a static factory wrapping `Image(name.rawValue)`: the
  /// button is named "delete". Pocket's `Image(asset:)` wraps `Image(uiImage:)`: no name at all.
  @Test func imageFactoriesAndPictureWrappersAreKnown() {
    let factory = "extension Image { static func asset(_ name: Asset) -> Image { Image(name.rawValue, bundle: .module) } }"
    let picture = "extension Image { init(picture asset: ImageAsset) { self.init(uiImage: UIImage(asset: asset)) } }"
    let screen = """
      struct S: View {
        var body: some View {
          Button { remove() } label: { Image.asset(.delete) }
          Button { share() } label: { Image(picture: .share) }
        }
      }
      """
    let found = findings(["S.swift": screen, "Image+Asset.swift": factory, "Image+Picture.swift": picture], rules: [ControlNameRule.self])
    #expect(found.map(\.position.line) == [4])
    #expect(found.first?.message.en.contains("no name") == true)
  }

  /// PINGPONG's `Image(assetName:)` draws the catalog's picture, with a question-mark symbol only
  /// when the picture is missing: a picture with no name, not an SF Symbol.
  @Test func aSymbolOnlyForAMissingPictureIsNoSymbol() {
    let wrapper = """
      extension Image {
        init(assetName: String) {
          if let uiImage = UIImage(assetName: assetName) { self.init(uiImage: uiImage) } else { self = Image(systemName: "questionmark") }
        }
      }
      """
    let screen = """
      struct Card: View {
        var body: some View {
          Button { bake() } label: { Image(assetName: flavor.imageName) }
          Image(assetName: flavor.backgroundName)
        }
      }
      """
    let files = ["Card.swift": screen, "Image+Asset.swift": wrapper]
    let named = findings(files, rules: [ControlNameRule.self])
    #expect(named.map(\.position.line) == [3])
    #expect(named.first?.message.en.contains("no name") == true)
    #expect(!findings(files, rules: [ImageLabelRule.self]).contains { $0.message.en.contains("SF Symbol") })
  }

  @Test func designTokensDeclaredInOtherFilesAreFollowed() {
    let tokens = "enum Typography { static let caption = Font.system(size: 11) }"
    let screen = "struct S: View { var body: some View { Text(\"Hi\").font(Typography.caption) } }"
    #expect(ids(findings(["S.swift": screen, "Typography.swift": tokens], rules: [FixedTextSizeRule.self]), in: "S.swift") == ["fixed-text-size"])
    #expect(findings(["S.swift": screen], rules: [FixedTextSizeRule.self]).isEmpty)
  }

  @Test func outletAssignmentsAreIndexed() {
    let controller = """
      final class Checkout: UIViewController {
        @IBOutlet weak var payButton: UIButton!
        override func viewDidLoad() { payButton.accessibilityLabel = "Pay"; payButton.titleLabel?.font = .preferredFont(forTextStyle: .body) }
      }
      """
    let model = SwiftSourceAnalyzer.model(source: controller, path: "Checkout.swift")
    let index = ProjectIndexBuilder.build(from: [model], base: .empty)
    #expect(index.outletAssignments(type: "Checkout", outlet: "payButton").isSuperset(of: ["accessibilityLabel", "titleLabel.font"]))
    #expect(index.outletAssignments(type: "Checkout", outlet: "other").isEmpty)
  }
}

extension ProjectIndexTests {
  @Test func aHiddenLayoutWithAnOverlayStillShowsItsOverlay() {
    let wrapper = """
      struct AlternateLayout<Content: View, Layout: View>: View {
        let layout: Layout
        let content: () -> Content
        var body: some View { layout.hidden().overlay { content() } }
      }
      """
    let screen = "struct S: View { var body: some View { Button { dismiss() } label: { AlternateLayout { Color.clear } content: { Text(L10n.close) } } } }"
    #expect(findings(["S.swift": screen, "AlternateLayout.swift": wrapper], rules: [ControlNameRule.self]).isEmpty)
  }
}

extension ProjectIndexTests {
  @Test func cellsDerivedFromAProjectBaseCellAreCollectionViewCells() {
    let cell = """
      final class ProductCell: BaseCardCell {
        private let nameLabel = UILabel()
        private let priceLabel = UILabel()
        func build() { contentView.addSubview(nameLabel); contentView.addSubview(priceLabel) }
      }
      """
    let base = "class BaseCardCell: UICollectionViewCell {}"
    #expect(ids(findings(["ProductCell.swift": cell, "BaseCardCell.swift": base], rules: [UIKitCellGroupingRule.self]), in: "ProductCell.swift") == ["uikit-cell-grouping"])
    let tableBase = "class BaseCardCell: UITableViewCell {}"
    #expect(findings(["ProductCell.swift": cell, "BaseCardCell.swift": tableBase], rules: [UIKitCellGroupingRule.self]).isEmpty)
  }
}

extension ProjectIndexTests {
  @Test func symbolImagesKeptInConstantsOrHelpersAreSymbols() {
    let icons = "enum Icons { static let close = UIImage(systemName: \"xmark\"); static let compose = UIImage(systemName: \"square.and.pencil\") }"
    // `Icons.close` is read through the constant: "xmark" is heard as "Close", so it isn't reported.
    let screen = """
      final class Search: UIViewController {
        let close = UIBarButtonItem(image: Icons.close, style: .plain, target: nil, action: nil)
        let cancel = UIBarButtonItem(image: Icons.compose, style: .plain, target: nil, action: nil)
        let other = UIBarButtonItem(image: Theme.icon(forSymbolName: "folder.badge.plus"), style: .plain, target: nil, action: nil)
        let asset = UIBarButtonItem(image: Icons.logo, style: .plain, target: nil, action: nil)
      }
      """
    let found = findings(["Search.swift": screen, "Icons.swift": icons], rules: [UIKitButtonNameRule.self])
    #expect(found.map(\.severity) == [.warning, .warning, .error])
  }
}

extension ProjectIndexTests {
  @Test func symbolsReadAsTheirConventionalActionAreNotReported() {
    let swiftUI = "struct A: View { var body: some View { Button(action: dismiss) { Image(systemName: \"xmark.circle.fill\") } } }"
    let uikit = "final class V: UIViewController {\n  let close = UIButton()\n  func setUp() { close.setImage(UIImage(systemName: \"xmark\"), for: .normal) }\n}"
    let vague = "struct A: View { var body: some View { Button(action: f) { Image(systemName: \"sparkles\") } } }"
    #expect(findings(["A.swift": swiftUI], rules: [ControlNameRule.self]).isEmpty)
    #expect(findings(["V.swift": uikit], rules: [UIKitButtonNameRule.self]).isEmpty)
    #expect(findings(["A.swift": vague], rules: [ControlNameRule.self]).map(\.severity) == [.warning])
    // A team that sets the option hears about them too, with the name VoiceOver uses.
    var configuration = Configuration()
    configuration.ruleOptions["swiftui-control-name"] = ["symbol_only_severity": .string("info")]
    let asked = SwiftSourceAnalyzer(rules: [ControlNameRule.self], configuration: configuration)
      .analyzeProject([(source: swiftUI, path: "A.swift")])
    #expect(asked.map(\.severity) == [.info])
    #expect(asked.first?.message.ko.contains("닫기") == true)
  }

  @Test func assetsNamedWithThePlainWordOfTheirActionAreHeardRight() {
    let plain = "struct A: View { var body: some View { Button(action: dismiss) { Image(\"close\") }; HStack { Image(\"link\"); Text(url) } } }"
    let designer = "struct A: View { var body: some View { Button(action: dismiss) { Image(\"ic_close_24\") }; HStack { Image(\"logo-nobg\"); Text(url) } } }"
    // The control is named by the word; the image beside a text may only decorate: information.
    #expect(findings(["A.swift": plain], rules: [ControlNameRule.self, ImageLabelRule.self]).map(\.severity) == [.info])
    #expect(Set(findings(["A.swift": designer], rules: [ControlNameRule.self, ImageLabelRule.self]).map(\.ruleID))
      == ["swiftui-control-name", "swiftui-image-label"])
  }

  @Test func barItemsLabelledThroughTheirArrayAreForReview() {
    let screen = """
      final class Status: UITableViewController {
        let bolus = UIBarButtonItem(image: UIImage(named: "bolus"), style: .plain, target: nil, action: nil)
        func update() { toolbarItems![2].accessibilityLabel = "Bolus" }
      }
      """
    let found = findings(["S.swift": screen], rules: [UIKitButtonNameRule.self])
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.needsReview == true)
  }

  /// A color token declared on `Color` in a theme file is the project's color, resolved through
  /// the project index (a `static let`, or a `static var` of one expression), never guessed from
  /// its name; one the analyzer can't compute is unknown, so no contrast is claimed.
  @Test func colorTokensOfAnotherFileAreResolvedNotGuessed() {
    let screen = "struct A: View { var body: some View { Text(\"Paid\").foregroundColor(.green).background(Color.white) } }"
    let faint = "struct B: View { var body: some View { Text(\"Paid\").foregroundColor(.faint).background(Color.white) } }"
    // System green on white (2.2:1) is what a guess from the name says.
    #expect(findings(["A.swift": screen], rules: [TextContrastRule.self]).count == 1)
    let darkGreen = "extension Color { static let green = Color(red: 0, green: 0.3, blue: 0) }"
    #expect(findings(["A.swift": screen, "Theme.swift": darkGreen], rules: [TextContrastRule.self]).isEmpty)
    let computed = "extension Color { static var green: Color { Color(red: 0, green: 0.3, blue: 0) } }"
    #expect(findings(["A.swift": screen, "Theme.swift": computed], rules: [TextContrastRule.self]).isEmpty)
    let unknown = "extension Color {\n  static var green: Color {\n    let dark = Theme.isDark\n    return dark ? .mint : Color(red: 0, green: 0.3, blue: 0)\n  }\n}"
    #expect(findings(["A.swift": screen, "Theme.swift": unknown], rules: [TextContrastRule.self]).isEmpty)
    let pale = "extension Color { static var faint: Color { Color(white: 0.85) } }"
    #expect(findings(["B.swift": faint, "Theme.swift": pale], rules: [TextContrastRule.self]).count == 1)
  }

  @Test func accentColorWithoutAnAssetIsUnknown() {
    let screen = "struct A: View { var body: some View { Text(\"Join\").foregroundColor(.white).background(Color.accentColor) } }"
    #expect(findings(["A.swift": screen], rules: [TextContrastRule.self]).isEmpty)
  }
}

extension ProjectIndexTests {
  /// An extension in another file that makes the cell one element (a `+Accessibility` file) groups
  /// it; the same cell without that file is reported.
  @Test func aCellMadeOneElementByAnExtensionInAnotherFileIsGrouped() {
    let cell = """
      final class MessageCell: UICollectionViewCell {
        private let dateLabel = UILabel()
        private let nameLabel = UILabel()
        func build() { contentView.addSubview(dateLabel); contentView.addSubview(nameLabel) }
      }
      """
    let accessibility = """
      extension MessageCell {
        override func awakeFromNib() { super.awakeFromNib(); isAccessibilityElement = true }
      }
      """
    let overriding = "extension MessageCell { override var accessibilityLabel: String? { get { text } set {} } }"
    #expect(ids(findings(["MessageCell.swift": cell], rules: [UIKitCellGroupingRule.self]), in: "MessageCell.swift") == ["uikit-cell-grouping"])
    #expect(findings(["MessageCell.swift": cell, "MessageCell+Accessibility.swift": accessibility], rules: [UIKitCellGroupingRule.self]).isEmpty)
    #expect(findings(["MessageCell.swift": cell, "MessageCell+Label.swift": overriding], rules: [UIKitCellGroupingRule.self]).isEmpty)
  }
}

extension ProjectIndexTests {
  /// Rocket.Chat's user screen labels its avatar through `if let avatar = avatarImageView`.
  @Test func whatCodeSetsOnAnUnwrappedOutletItSetsOnTheOutlet() {
    let source = """
      final class UserDetail: UIViewController {
        @IBOutlet weak var avatarImageView: UIImageView?
        @IBOutlet weak var nameLabel: UILabel?
        func update(name: String) {
          if let avatar = avatarImageView { avatar.accessibilityLabel = name }
          guard let label = self.nameLabel else { return }
          label.font = .preferredFont(forTextStyle: .body)
        }
      }
      """
    let model = SwiftSourceAnalyzer.model(source: source, path: "UserDetail.swift")
    let index = ProjectIndexBuilder.build(from: [model], base: .empty)
    #expect(index.outletAssignments(type: "UserDetail", outlet: "avatarImageView").contains("accessibilityLabel"))
    #expect(index.outletAssignments(type: "UserDetail", outlet: "nameLabel").contains("font"))
    #expect(!model.uikitObjects.contains { $0.name == "self" && $0.assignments.contains { $0.property.hasPrefix("avatar") } })
  }
}

extension ProjectIndexTests {
  /// Rocket.Chat's attachment views: built only by the message cell, which an extension in another
  /// file makes one element. VoiceOver never reaches them, so their tap needs no button trait there;
  /// a view a screen also mounts on its own is still reported.
  @Test func viewsMountedOnlyInsideAOneElementCellAreNotReachedAlone() {
    let attachment = """
      final class ImageAttachmentView: UIView {
        let imageView = UIImageView()
        func setUp() {
          addSubview(imageView)
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
        }
        @objc func open() { delegate?.openImage(attachment) }
      }
      """
    let cell = """
      final class MessageCell: UICollectionViewCell {
        let stack = UIStackView()
        func insertImage() {
          let view = ImageAttachmentView()
          stack.addArrangedSubview(view)
        }
      }
      """
    let accessibility = "extension MessageCell { override func awakeFromNib() { super.awakeFromNib(); isAccessibilityElement = true } }"
    let screen = "final class Gallery: UIViewController { override func viewDidLoad() { view.addSubview(ImageAttachmentView()) } }"
    let rules: [any SwiftSourceRule.Type] = [UIKitTapGestureRoleRule.self]
    #expect(findings(["Attachment.swift": attachment, "MessageCell.swift": cell, "MessageCell+A11y.swift": accessibility], rules: rules).isEmpty)
    #expect(ids(findings(["Attachment.swift": attachment, "MessageCell.swift": cell], rules: rules), in: "Attachment.swift") == ["uikit-tap-gesture-role"])
    let alsoOnAScreen = ["Attachment.swift": attachment, "MessageCell.swift": cell, "MessageCell+A11y.swift": accessibility, "Gallery.swift": screen]
    #expect(ids(findings(alsoOnAScreen, rules: rules), in: "Attachment.swift") == ["uikit-tap-gesture-role"])
  }

  /// Fearless Wallet: two views with scaled fonts among many label files is no app whose labels
  /// grow; one in twenty is.
  @Test func aStrayScaledFontDoesNotMakeTheAppScaleItsLabels() {
    func label(_ index: Int) -> SwiftFileModel {
      SwiftSourceAnalyzer.model(source: "final class Row\(index): UIView { let titleLabel = UILabel() }", path: "Row\(index).swift")
    }
    let scaled = SwiftSourceAnalyzer.model(
      source: "final class Mnemonic: UIView { let wordLabel = UILabel()\n func setUp() { wordLabel.font = .preferredFont(forTextStyle: .caption1) } }",
      path: "Mnemonic.swift")
    let many = ProjectIndexBuilder.build(from: [scaled] + (0..<40).map(label), base: .empty)
    #expect(!many.scalesUIKitText)
    let few = ProjectIndexBuilder.build(from: [scaled] + (0..<19).map(label), base: .empty)
    #expect(few.scalesUIKitText)
    #expect(!ProjectIndexBuilder.build(from: (0..<3).map(label), base: .empty).scalesUIKitText)
  }
}

/// An app's text-style modifier that applies one of its own `ViewModifier`s (ChooChoo's
/// `chewTextSize(_:)`, whose every style sets `.font(.system(size:))`) fixes the text's size.
struct FixedStyleModifierTests {
  func index(_ source: String) -> ProjectIndex {
    ProjectIndexBuilder.build(from: [SwiftSourceAnalyzer.model(source: source, path: "Styles.swift")], base: .empty)
  }

  let styles = """
    protocol CardTextStyle: ViewModifier {}
    struct CardStyle: CardTextStyle {
      let size: CGFloat
      func body(content: Content) -> some View { content.font(FONT) }
    }
    extension View {
      func cardText<Style: CardTextStyle>(_ style: Style) -> some View { ModifiedContent(content: self, modifier: style) }
    }
    """

  @Test func aModifierWhoseEveryStyleIsFixedIsAFixedFontModifier() {
    let fixed = index(styles.replacingOccurrences(of: "FONT", with: ".system(size: size, weight: .semibold)"))
    #expect(fixed.fixedFontModifiers.contains("cardText"))
    let scaling = index(styles.replacingOccurrences(of: "FONT", with: ".custom(\"Inter\", size: size, relativeTo: .body)"))
    #expect(!scaling.fixedFontModifiers.contains("cardText"))
    // A second style that scales: the protocol's styles are not all fixed.
    let mixed = index(styles.replacingOccurrences(of: "FONT", with: ".system(size: size)")
      + "\nstruct BodyStyle: CardTextStyle { func body(content: Content) -> some View { content.font(.body) } }")
    #expect(!mixed.fixedFontModifiers.contains("cardText"))
    // A style that scales on iOS and multiplies a size only on macOS (BookPlayer's `bpFont`).
    let platformBranches = index(styles.replacingOccurrences(of: "content.font(FONT)", with: "if isMac {\n content.font(style.scaledFont(by: factor))\n } else {\n content.font(style.font)\n }")
      + "\nextension Font { static func scaledFont(by factor: CGFloat) -> Font { .system(size: 17 * factor) } }")
    #expect(!platformBranches.fixedFontModifiers.contains("cardText"))
  }

  /// The modifier's font kept in a stored property (`let font: Font = .system(size: 15)`, MiniVIBE's
  /// `VibeTitle3`): fixed when the property is made fixed, scaling when it is a text style.
  @Test func aModifierDrawingItsStoredFontIsFixedWhenThatFontIs() {
    let source = """
      struct VibeTitle3: ViewModifier {
        let font: Font = FONT
        func body(content: Content) -> some View { content.font(font).foregroundColor(.vibeTitle) }
      }
      extension View {
        func vibeTitle3() -> some View { modifier(VibeTitle3()) }
      }
      """
    #expect(index(source.replacingOccurrences(of: "FONT", with: ".system(size: 15)")).fixedFontModifiers.contains("vibeTitle3"))
    #expect(!index(source.replacingOccurrences(of: "FONT", with: "Font.title3.weight(.bold)")).fixedFontModifiers.contains("vibeTitle3"))
  }
}

/// An app whose root view always asks for the dark scheme is judged in the dark appearances only.
struct RootAppearanceTests {
  func appearances(_ files: [String: String]) -> [Appearance] {
    let models = files.sorted { $0.key < $1.key }.map { SwiftSourceAnalyzer.model(source: $0.value, path: $0.key) }
    return ProjectIndexBuilder.build(from: models, base: .empty).appearances
  }

  let root = "struct RootView: View { var body: some View { TabView { Home() }.preferredColorScheme(.dark) } }"

  @Test func aRootViewForcedDarkShowsOnlyTheDarkAppearances() {
    let app = "@main struct CoffeeApp: App { var body: some Scene { WindowGroup { RootView() } } }"
    #expect(appearances(["App.swift": app, "Root.swift": root]) == [.dark, .darkHighContrast])
    // Forced on the WindowGroup's content itself.
    let inline = "@main struct CoffeeApp: App { var body: some Scene { WindowGroup { Home().preferredColorScheme(.dark) } } }"
    #expect(appearances(["App.swift": inline]) == [.dark, .darkHighContrast])
    // Only one branch of the root is dark (the onboarding), or the scheme follows a setting.
    let branched = "@main struct CoffeeApp: App { var body: some Scene { WindowGroup { if onboarded { Home() } else { RootView() } } } }"
    #expect(appearances(["App.swift": branched, "Root.swift": root]) == Appearance.allCases)
    let nested = "@main struct CoffeeApp: App { var body: some Scene { WindowGroup { if onboarded { NavigationStack { RootView() } } else { Welcome() } } } }"
    #expect(appearances(["App.swift": nested, "Root.swift": root]) == Appearance.allCases)
    let setting = root.replacingOccurrences(of: ".preferredColorScheme(.dark)", with: ".preferredColorScheme(scheme)")
    #expect(appearances(["App.swift": app, "Root.swift": setting]) == Appearance.allCases)
  }

  /// The older `.colorScheme(.dark)` on the root's tab view (MiniVibe's): everything under it is dark.
  @Test func theOlderColorSchemeModifierOnTheRootForcesDarkToo() {
    let app = "@main struct CoffeeApp: App { var body: some Scene { WindowGroup { RootView() } } }"
    let older = root.replacingOccurrences(of: ".preferredColorScheme(.dark)", with: ".colorScheme(.dark)")
    #expect(appearances(["App.swift": app, "Root.swift": older]) == [.dark, .darkHighContrast])
    // On one tab's view only: the others follow the system.
    let oneTab = "struct RootView: View { var body: some View { TabView { Home().colorScheme(.dark); Settings() } } }"
    #expect(appearances(["App.swift": app, "Root.swift": oneTab]) == Appearance.allCases)
  }

  /// A router view between the group and the dark root (a driving app's `RootView`, a screenshot
  /// harness under `#if DEBUG`, `ContentView` otherwise): the shipped build shows only dark. A
  /// router that picks the dark view only in some state keeps every appearance.
  @Test func aRouterShowingTheDarkRootInReleaseShowsOnlyTheDarkAppearances() {
    let app = "@main struct DriveApp: App { var body: some Scene { WindowGroup { Router() } } }"
    let content = root.replacingOccurrences(of: "RootView", with: "ContentView")
    let router = """
      struct Router: View {
        var body: some View {
          #if DEBUG
          if let screen = ProcessInfo.processInfo.environment["UITEST_SCREEN"] { Harness(screen: screen) } else { ContentView() }
          #else
          ContentView()
          #endif
        }
      }
      """
    #expect(appearances(["App.swift": app, "Content.swift": content, "Router.swift": router]) == [.dark, .darkHighContrast])
    // Shown only under `#elseif DEBUG`, the release build shows something else.
    let debugOnly = """
      struct Router: View {
        var body: some View {
          #if SCREENSHOTS
          Harness(screen: "home")
          #elseif DEBUG
          ContentView()
          #else
          Welcome()
          #endif
        }
      }
      """
    #expect(appearances(["App.swift": app, "Content.swift": content, "Router.swift": debugOnly]) == Appearance.allCases)
    let choosing = "struct Router: View { var body: some View { if signedIn { ContentView() } else { Welcome() } } }"
    #expect(appearances(["App.swift": app, "Content.swift": content, "Router.swift": choosing]) == Appearance.allCases)
  }

  /// ZZRIT's consumer and administrator apps each force light on their WindowGroup's content: only
  /// the light appearances are seen. With one of the two following the system, all are.
  @Test func everyAppForcedLightShowsOnlyTheLightAppearances() {
    let consumer = "@main struct ConsumerApp: App { var body: some Scene { WindowGroup { MainView().preferredColorScheme(.light) } } }"
    let admin = "@main struct AdminApp: App { var body: some Scene { WindowGroup { ContentView().preferredColorScheme(.light) } } }"
    #expect(appearances(["Consumer.swift": consumer, "Admin.swift": admin]) == [.light, .lightHighContrast])
    let following = admin.replacingOccurrences(of: ".preferredColorScheme(.light)", with: "")
    #expect(appearances(["Consumer.swift": consumer, "Admin.swift": following]) == Appearance.allCases)
    // A model-testing app beside them, in a folder named for tests, ships to no one.
    let harness = "@main struct ModelTestApp: App { var body: some Scene { WindowGroup { ModelList() } } }"
    #expect(appearances(["Consumer.swift": consumer, "Admin.swift": admin, "ZzritModelTest/ModelTestApp.swift": harness]) == [.light, .lightHighContrast])
    #expect(appearances(["Consumer.swift": consumer, "Admin.swift": admin, "Zzrit/ModelTestApp.swift": harness]) == Appearance.allCases)
  }

  /// Towy's application delegate locks its window light: its storyboards' colours are seen only in
  /// the light appearances. A screen that lets the person pick dark (or the system's) keeps all.
  @Test func aDelegateLockingItsWindowShowsOnlyThatStyle() {
    func delegate(_ style: String) -> String {
      """
      @UIApplicationMain
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          if #available(iOS 13.0, *) { window?.overrideUserInterfaceStyle = \(style) }
          return true
        }
      }
      """
    }
    #expect(appearances(["AppDelegate.swift": delegate(".light")]) == [.light, .lightHighContrast])
    #expect(appearances(["AppDelegate.swift": delegate(".dark")]) == [.dark, .darkHighContrast])
    let picker = "final class ThemeViewController: UIViewController { func useDark() { view.window?.overrideUserInterfaceStyle = .dark } }"
    #expect(appearances(["AppDelegate.swift": delegate(".light"), "Theme.swift": picker]) == Appearance.allCases)
    // A screen of its own locked light leaves the window, and the other screens, to the system.
    let screen = "final class MapViewController: UIViewController { override func viewDidLoad() { overrideUserInterfaceStyle = .light } }"
    #expect(appearances(["Map.swift": screen]) == Appearance.allCases)
    // ONETHING's scene delegate makes its window with `then`, locked light in the closure.
    let scene = """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          guard let windowScene = (scene as? UIWindowScene) else { return }
          self.window = UIWindow(windowScene: windowScene).then { $0.overrideUserInterfaceStyle = .light }
        }
      }
      """
    #expect(appearances(["SceneDelegate.swift": scene]) == [.light, .lightHighContrast])
    // A view the delegate's closure styles, not the window: the system's style.
    #expect(appearances(["SceneDelegate.swift": scene.replacingOccurrences(of: "UIWindow(windowScene: windowScene).then", with: "makeWindow(windowScene).then")]) == Appearance.allCases)
    // Ddojeon's root view sets every view's appearance proxy light in its `init`; a picker setting
    // dark elsewhere leaves the system's style.
    let proxy = "struct ContentView: View { init() { UIView.appearance().overrideUserInterfaceStyle = .light }\n var body: some View { MainView() } }"
    #expect(appearances(["ContentView.swift": proxy]) == [.light, .lightHighContrast])
    #expect(appearances(["ContentView.swift": proxy, "Theme.swift": picker]) == Appearance.allCases)
    #expect(appearances(["ContentView.swift": proxy.replacingOccurrences(of: "UIView.appearance()", with: "UILabel.appearance()")]) == Appearance.allCases)
  }
}
