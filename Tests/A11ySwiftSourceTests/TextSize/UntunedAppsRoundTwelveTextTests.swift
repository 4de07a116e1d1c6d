import A11yCore
import A11ySwiftSource
import Testing

/// Round twelve on untuned apps (issue 7), with round 45's 40 pt cut-off: fixed text already at a display size (Nightguard's
/// bedside monitor, 38–74 pt) is information and is never offered a smaller text style; a view
/// function's size parameter is read at its calls, and reported once for the function.
struct UntunedAppsRoundTwelveTextTests {
  func findings(_ source: String) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [FixedTextSizeRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [FixedTextSizeRule.self], configuration: configuration)
      .analyzeProject([(source: source, path: "A.swift")])
  }

  @Test func aDisplaySizeIsInformationWithoutASmallerStyle() {
    let found = findings("struct Bedside: View { var body: some View { VStack { Text(time).font(.system(size: 39)); Text(reason).font(.system(size: 38, weight: .medium)) } } }")
    #expect(found.map(\.severity) == [.info, .info])
    #expect(found.allSatisfy { $0.fix == nil })
    #expect(found.first?.message.en.contains("39 pt") == true)
    #expect(found.allSatisfy { !$0.message.en.contains("use the text style") })
  }

  @Test func largeTitlesOwnSizeKeepsItsSafeFix() {
    let found = findings("struct A: View { var body: some View { Text(\"x\").font(.system(size: 34)) } }")
    #expect(found.map(\.severity) == [.info])
    #expect(found.first?.fix?.edits.first?.replacement == ".largeTitle")
  }

  @Test func readingSizesBelowTheLargestStyleKeepTheirError() {
    let found = findings("struct Bedside: View { var body: some View { VStack { Text(snooze).font(.system(size: 28)); Text(info).font(.system(size: 33)) } } }")
    #expect(found.map(\.severity) == [.error, .error])
    #expect(found.first?.fix != nil)
  }

  @Test func uikitKeepsOnlyAScalingThatKeepsTheSize() {
    let plain = findings("final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = UIFont.systemFont(ofSize: 38)\n  }\n}")
    #expect(plain.map(\.severity) == [.info])
    #expect(plain.first?.fix == nil)
    let bold = findings("final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = .boldSystemFont(ofSize: 38)\n  }\n}")
    #expect(bold.map(\.severity) == [.info])
    #expect(bold.first?.fix?.edits.first?.replacement.contains("UIFontMetrics(forTextStyle: .largeTitle)") == true)
  }

  static let deltaStack = """
    struct Bedside: View {
      var body: some View {
        VStack { deltaStack(fontSize: SIZE1, spacing: 12); deltaStack(fontSize: SIZE2, spacing: 12) }
      }
      private func deltaStack(fontSize: CGFloat, spacing: CGFloat) -> some View {
        HStack(spacing: spacing) {
          Text(deltaValue).font(.system(size: fontSize))
          Text(deltaArrows).font(.system(size: fontSize))
        }
      }
    }
    """

  @Test func aParameterGivenNumbersAtEveryCallIsThoseSizesOnce() {
    // Nightguard's 74 and 72 pt: larger than body text at any text size, not reported.
    #expect(findings(Self.deltaStack.replacingOccurrences(of: "SIZE1", with: "74").replacingOccurrences(of: "SIZE2", with: "72")).isEmpty)
    // 44 and 40 pt: as large as body text at all but the two largest sizes, not reported either.
    #expect(findings(Self.deltaStack.replacingOccurrences(of: "SIZE1", with: "44").replacingOccurrences(of: "SIZE2", with: "40")).isEmpty)
    let large = findings(Self.deltaStack.replacingOccurrences(of: "SIZE1", with: "38").replacingOccurrences(of: "SIZE2", with: "36"))
    #expect(large.count == 1)
    #expect(large.first?.severity == .info)
    #expect(large.first?.needsReview == false)
    #expect(large.first?.fix == nil)
    #expect(large.first?.message.en.contains("38, 36 pt at every call of deltaStack") == true)
    let small = findings(Self.deltaStack.replacingOccurrences(of: "SIZE1", with: "13").replacingOccurrences(of: "SIZE2", with: "15"))
    #expect(small.map(\.severity) == [.error])
    #expect(small.first?.needsReview == false)
  }

  @Test func aParameterGivenSomethingElseStaysAQuestionAskedOnce() {
    let unknown = findings(Self.deltaStack.replacingOccurrences(of: "SIZE1", with: "74").replacingOccurrences(of: "SIZE2", with: "size"))
    #expect(unknown.count == 1)
    #expect(unknown.first?.needsReview == true)
  }

  static let titleView = """
    final class ItemTitleView: UIView {
      lazy var titleLabel: UILabel = {
        let titleLabel = UILabel()
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        return titleLabel
      }()
    }
    """

  func updates(_ files: [String: String]) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [TextSizeUpdatesRule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [TextSizeUpdatesRule.self], configuration: configuration)
      .analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  /// KeePassium's DatabaseItemTitleView, made in another file and given only to `navigationItem.titleView`.
  @Test func aLabelOfANavigationTitleViewIsInformation() {
    let viewer = "final class Viewer: UIViewController {\n  private var titleView = ItemTitleView()\n  override func viewDidLoad() { navigationItem.titleView = titleView }\n}"
    #expect(updates(["ItemTitleView.swift": Self.titleView, "Viewer.swift": viewer]).map(\.severity) == [.info])
    let placed = "final class Viewer: UIViewController {\n  private var titleView = ItemTitleView()\n  override func viewDidLoad() { navigationItem.titleView = titleView }\n  func show() { view.addSubview(ItemTitleView()) }\n}"
    #expect(updates(["ItemTitleView.swift": Self.titleView, "Viewer.swift": placed]).map(\.severity) == [.warning])
    #expect(updates(["ItemTitleView.swift": Self.titleView]).map(\.severity) == [.warning])
    // Kept in a lazy property with its class written out, made in the closure (KeePassium's SpinnerLabel).
    let annotated = "final class Viewer: UIViewController {\n  private lazy var titleView: ItemTitleView = {\n    let view = ItemTitleView()\n    return view\n  }()\n  override func viewDidLoad() { navigationItem.titleView = titleView }\n}"
    #expect(updates(["ItemTitleView.swift": Self.titleView, "Viewer.swift": annotated]).map(\.severity) == [.info])
  }
}
