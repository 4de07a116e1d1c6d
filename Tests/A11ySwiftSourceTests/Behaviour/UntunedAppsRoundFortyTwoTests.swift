import A11yCore
import A11ySwiftSource
import Testing

/// Round forty-two on untuned apps (issue 7): the project-wide sides of this round's fixes, with
/// the view in one file and its uses in others, which the rule examples (one file each) can't hold.
/// - A view's style flag every use passes the same literal is no state (HabitsTracker's
///   `IconButtonView(clear: true)`); a preview passing the other value doesn't count.
/// - A flag every use passes beside words chosen on the same value (`title: year ?? "All Years"`,
///   `isSelected: year != nil`) is spelled out (Running Signal's filter chips).
/// - A design system's text field, tapped where it is used to note the focus, is the field
///   VoiceOver announces (Funch's `FunchTextField`).
struct UntunedAppsRoundFortyTwoTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration, project: ProjectIndex())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  static let iconButton = """
    struct IconButtonView: View {
      let systemImage: String
      let clear: Bool
      var body: some View {
        Button { } label: { Image(systemName: systemImage).background(clear ? Color.clear : Color.gray).clipShape(Capsule()) }
          .accessibilityLabel("다음")
      }
    }
    #Preview { IconButtonView(systemImage: "plus", clear: false) }
    """

  @Test func aStyleFlagEveryUseFixesIsNoState() {
    let day = "struct DaySelector: View { var body: some View { HStack { IconButtonView(systemImage: \"chevron.left\", clear: true); IconButtonView(systemImage: \"chevron.right\", clear: true) } } }"
    #expect(findings(["IconButtonView.swift": Self.iconButton, "DaySelector.swift": day], rule: ColorOnlyStateRule.self).isEmpty)
    // The neighbour: a screen in another file passes the other value, so the color shows a state.
    let month = "struct MonthSelector: View { var body: some View { IconButtonView(systemImage: \"chevron.left\", clear: false) } }"
    let reported = findings(["IconButtonView.swift": Self.iconButton, "DaySelector.swift": day, "MonthSelector.swift": month], rule: ColorOnlyStateRule.self)
    #expect(reported.count == 1 && reported[0].file == "IconButtonView.swift")
  }

  static let filterChip = """
    struct FilterChipLabel: View {
      let title: String
      let isSelected: Bool
      var body: some View { Label(title, systemImage: "calendar").padding(8).background(isSelected ? Color.cyan : Color.gray).clipShape(Capsule()) }
    }
    """

  @Test func aFlagPassedBesideWordsChosenOnTheSameValueIsSpelledOut() {
    let years = "struct Years: View { @State var year: Int?\n var body: some View { Menu { Button(\"2025\") { year = 2025 } } label: { FilterChipLabel(title: year.map(String.init) ?? \"전체 연도\", isSelected: year != nil) } } }"
    let places = "struct Places: View { @State var place: Place?\n var body: some View { Menu { Button(\"실내\") { place = .indoor } } label: { FilterChipLabel(title: place == nil ? \"전체 장소\" : place!.label, isSelected: place != nil) } } }"
    #expect(findings(["Chip.swift": Self.filterChip, "Years.swift": years, "Places.swift": places], rule: ColorOnlyStateRule.self).isEmpty)
    // The neighbour: one use keeps its words whatever is chosen.
    let sort = "struct Sort: View { @State var sort: Sort?\n var body: some View { FilterChipLabel(title: \"정렬\", isSelected: sort != nil) } }"
    let reported = findings(["Chip.swift": Self.filterChip, "Years.swift": years, "Sort.swift": sort], rule: ColorOnlyStateRule.self)
    #expect(reported.count == 1 && reported[0].file == "Chip.swift")
  }

  /// The untitled screen's message names the next screen's back button only where it opens one.
  @Test func theBackButtonIsNamedOnlyWhereTheScreenOpensAnother() {
    let start = "final class StartViewController: UIViewController {\n override func viewDidLoad() { super.viewDidLoad(); title = \"지갑\" }\n @objc func add() { navigationController?.pushViewController(AddItemViewController(), animated: true) }\n}"
    let last = "final class AddItemViewController: UIViewController {\n override func viewDidLoad() { super.viewDidLoad(); view.addSubview(titleLabel) }\n}"
    let lastScreen = findings(["Start.swift": start, "AddItem.swift": last], rule: ScreenTitleRule.self)
    #expect(lastScreen.count == 1 && !lastScreen[0].message.en.contains("back button"))
    let opening = "final class AddItemViewController: UIViewController {\n override func viewDidLoad() { super.viewDidLoad(); view.addSubview(titleLabel) }\n @objc func next() { navigationController?.pushViewController(ConfirmViewController(), animated: true) }\n}\nfinal class ConfirmViewController: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = \"확인\" } }"
    let openingScreen = findings(["Start.swift": start, "AddItem.swift": opening], rule: ScreenTitleRule.self)
    #expect(openingScreen.count == 1 && openingScreen[0].message.en.contains("back button"))
  }

  static let textField = """
    struct FunchTextField: View {
      @Binding var text: String
      var body: some View { HStack { leadingView; textField; Text("\\(text.count)/9") } }
      private var textField: some View { TextField("", text: $text).autocorrectionDisabled() }
      @ViewBuilder private var leadingView: some View { Image(systemName: "person") }
    }
    """

  @Test func aProjectTextFieldTappedForFocusIsTheField() {
    let editor = "struct ProfileEditor: View { var body: some View { FunchTextField(text: $nickname).onTapGesture { viewModel.send(.focusField(.nickname)) } } }"
    #expect(findings(["FunchTextField.swift": Self.textField, "ProfileEditor.swift": editor], rule: TapGestureRoleRule.self).isEmpty)
    // The neighbour: a project view that only shows the nickname is a control nobody is told of.
    let card = "struct NicknameCard: View { let nickname: String\n var body: some View { HStack { Image(systemName: \"person\"); Text(nickname) } } }"
    let profile = "struct Profile: View { var body: some View { NicknameCard(nickname: nickname).onTapGesture { viewModel.send(.editNickname) } } }"
    let reported = findings(["NicknameCard.swift": card, "Profile.swift": profile], rule: TapGestureRoleRule.self)
    #expect(reported.count == 1 && reported[0].file == "Profile.swift")
    // A search bar's look, its field disabled where it is only tapped to open the search screen.
    let searchBar = "struct SearchBar: View { @Binding var text: String; let isEditable: Bool\n var body: some View { HStack { Image(systemName: \"magnifyingglass\"); TextField(\"검색\", text: $text).disabled(!isEditable) } } }"
    let feed = "struct Feed: View { var body: some View { SearchBar(text: $query, isEditable: false).onTapGesture { isPresentedSearch = true } } }"
    let opened = findings(["SearchBar.swift": searchBar, "Feed.swift": feed], rule: TapGestureRoleRule.self)
    #expect(opened.count == 1 && opened[0].file == "Feed.swift")
  }
}
