import A11yCore

/// Text whose growth is capped below the accessibility sizes, or that shrinks instead of growing.
public struct CappedTextSizeRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "capped-text-size",
    title: LocalizedText(en: "Don't cap text below the accessibility sizes or shrink it", ko: "글자 크기를 손쉬운 사용 크기 아래로 제한하거나 줄이지 마세요"),
    rationale: LocalizedText(
      en: """
        `.dynamicTypeSize(...DynamicTypeSize.large)`, a fixed `\\.dynamicTypeSize` environment or UIKit's \
        `maximumContentSizeCategory` stop text from growing, so the people who need the accessibility text sizes most \
        get nothing bigger (checkpoint 4.1). `.minimumScaleFactor` on single-line text and `adjustsFontSizeToFitWidth` on a \
        one-line label shrink the text back down as it grows. Let the layout reflow instead: allow more lines, stack \
        horizontally arranged content vertically at accessibility sizes, and cap only where the system does \
        (e.g. `...DynamicTypeSize.accessibility2` for bar items).
        """,
      ko: """
        `.dynamicTypeSize(...DynamicTypeSize.large)`, 고정된 `\\.dynamicTypeSize` 환경 값, UIKit의 `maximumContentSizeCategory`는 \
        글자가 커지는 것을 막아, 손쉬운 사용 글자 크기가 가장 필요한 사람이 더 큰 글자를 볼 수 없습니다(검사 항목 4.1). 한 줄 텍스트의 \
        `.minimumScaleFactor`와 한 줄 레이블의 `adjustsFontSizeToFitWidth`는 커진 글자를 다시 줄입니다. 줄 수를 늘리고, \
        손쉬운 사용 크기에서는 가로 배치를 세로로 바꾸는 식으로 큰 글자에 맞춰 레이아웃을 바꾸세요.
        """),
    defaultSeverity: .error,
    checkpoints: [.fontFeatures], wcag: ["1.4.4"], hig: "Typography › Dynamic Type",
    examples: RuleExamples(
      triggering: [
        "struct A: App { var body: some Scene { WindowGroup { RootView().dynamicTypeSize(↓...DynamicTypeSize.large) } } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(↓.xSmall ... .xxxLarge) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(↓.large) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(↓..<DynamicTypeSize.accessibility1) } }",
        "struct A: View { var body: some View { Text(\"x\").environment(\\.dynamicTypeSize, ↓.large) } }",
        "struct A: View { var body: some View { Text(\"별 3개를 더 모으면\").lineLimit(1).↓minimumScaleFactor(0.5) } }",
        "struct A: View { var body: some View { Text(name).dynamicTypeSize(↓.xSmall).lineLimit(1).minimumScaleFactor(0.7) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.maximumContentSizeCategory = ↓.extraExtraLarge\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = .preferredFont(forTextStyle: .body)\n    label.adjustsFontForContentSizeCategory = true\n    label.adjustsFontSizeToFitWidth = ↓true\n  }\n}",
      ],
      nonTriggering: [
        "struct A: View { let initials: String; var body: some View { Text(initials).lineLimit(1).minimumScaleFactor(0.5) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(...DynamicTypeSize.accessibility2) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(.large...) } }",
        "struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(.xSmall ... .accessibility5) } }",
        "struct A: View { var body: some View { Text(\"x\").lineLimit(3).minimumScaleFactor(0.8) } }",
        "struct A: View { var body: some View { Text(\"12:30\").font(.system(size: 48)).lineLimit(1).minimumScaleFactor(0.5) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.font = .systemFont(ofSize: 12)\n    label.adjustsFontSizeToFitWidth = true\n  }\n}",
        "struct A: View { var body: some View { Text(\"x\").fixedSize(horizontal: false, vertical: true) } }",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.maximumContentSizeCategory = .accessibilityLarge\n  }\n}",
        "final class V: UIViewController {\n  let label = UILabel()\n  func setUp() {\n    label.numberOfLines = 0\n    label.adjustsFontSizeToFitWidth = true\n  }\n}",
      ]),
    otherSeverities: [.warning])

  /// SwiftUI's sizes in order; the accessibility sizes start at `accessibility1`.
  static let swiftUISizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                             "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
  static let sizeCategories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                               "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                               "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
  static let firstAccessibilityRank = 7

  static func rank(_ name: String) -> Int? {
    swiftUISizes.firstIndex(of: name) ?? sizeCategories.firstIndex(of: name)
  }

  /// The largest size a `.dynamicTypeSize(...)` argument allows, or nil when it allows the
  /// accessibility sizes (or can't be read).
  static func cap(of argument: ExpressionInfo) -> String? {
    let text = argument.text.filter { !$0.isWhitespace }
    func member(_ part: Substring) -> String? {
      let name = part.split(separator: ".").last.map(String.init) ?? String(part)
      return rank(name) != nil ? name : nil
    }
    if let range = text.range(of: "..<") {
      guard let upper = member(text[range.upperBound...]), let rank = rank(upper) else { return nil }
      return rank <= firstAccessibilityRank ? upper : nil
    }
    if let range = text.range(of: "...") {
      let upperText = text[range.upperBound...]
      if upperText.isEmpty { return nil }
      guard let upper = member(upperText), let rank = rank(upper) else { return nil }
      return rank < firstAccessibilityRank ? upper : nil
    }
    guard let single = member(Substring(text)), let rank = rank(single) else { return nil }
    return rank < firstAccessibilityRank ? single : nil
  }

  /// A fixed font, or a `.dynamicTypeSize` that stops below the accessibility sizes, on the view:
  /// its text doesn't follow the user's size, which fixed-text-size or this rule reports there.
  static func neverGrows(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if let font = view.modifiers.last(where: { $0.name == "font" })?.arguments.firstUnlabeled,
       FixedTextSizeRule.swiftUIProblem(font, file: file, type: view.enclosingType, depth: 0) != nil {
      return true
    }
    return view.modifiers(named: "dynamicTypeSize").contains { modifier in
      modifier.arguments.firstUnlabeled.flatMap(cap(of:)) != nil
    }
  }

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    for view in file.views {
      for modifier in view.modifiers {
        switch modifier.name {
        case "dynamicTypeSize":
          guard let argument = modifier.arguments.firstUnlabeled, let cap = Self.cap(of: argument) else { continue }
          report(cap: cap, at: argument.start, &context)
        case "environment":
          guard modifier.arguments.count == 2, let keyPath = modifier.arguments.first?.value.text,
                keyPath == "\\.dynamicTypeSize" || keyPath == "\\.sizeCategory",
                let value = modifier.arguments.last?.value, let cap = Self.cap(of: value) else { continue }
          report(cap: cap, at: value.start, &context)
        case "minimumScaleFactor":
          let singleLine = view.modifiers.contains { $0.name == "lineLimit" && $0.arguments.first?.value.numberLiteral == 1 }
          guard singleLine, let factor = modifier.arguments.firstUnlabeled?.numberLiteral, factor < 1 else { continue }
          // Text that never grows (a fixed font, a size pinned below the accessibility sizes: both
          // reported on their own) is not shrunk "back"; nor is an avatar's letter, a picture.
          if Self.neverGrows(view, in: file) || view.showsMonogram { continue }
          context.report(at: modifier.position, LocalizedText(
            en: "minimumScaleFactor(\(Measure.format(factor))) on single-line text shrinks it back down when the user enlarges text; let it wrap instead",
            ko: "한 줄 텍스트의 minimumScaleFactor(\(Measure.format(factor)))는 사용자가 키운 글자를 다시 줄입니다. 대신 줄바꿈되게 하세요"),
            severity: .warning)
        default:
          continue
        }
      }
    }
    for object in file.uikitObjects {
      for assignment in object.assignments {
        if assignment.property == "maximumContentSizeCategory", let name = assignment.value.memberName,
           let rank = Self.rank(name), rank < Self.firstAccessibilityRank {
          report(cap: name, at: assignment.value.start, &context)
        }
        if assignment.property == "adjustsFontSizeToFitWidth", assignment.value.boolLiteral == true,
           object.uikitClass == "UILabel" || object.uikitClass == "UITextField" {
          let lines = object.assignment("numberOfLines")?.value.numberLiteral
          guard object.uikitClass == "UITextField" || lines == nil || lines == 1 else { continue }
          // Only text that follows the user's size can be shrunk back below it.
          let scales = object.assignment("adjustsFontForContentSizeCategory")?.value.boolLiteral == true
            || object.assignment("font")?.value.text.contains("preferredFont") == true
            || object.assignment("font")?.value.text.contains("UIFontMetrics") == true
          guard scales else { continue }
          context.report(at: assignment.value.start, LocalizedText(
            en: "adjustsFontSizeToFitWidth on one-line text shrinks it back down when the user enlarges text; set numberOfLines = 0 and let it wrap",
            ko: "한 줄 텍스트의 adjustsFontSizeToFitWidth는 사용자가 키운 글자를 다시 줄입니다. numberOfLines = 0으로 줄바꿈되게 하세요"),
            severity: .warning)
        }
      }
    }
  }

  private func report(cap: String, at position: SourcePosition, _ context: inout RuleContext) {
    context.report(at: position, LocalizedText(
      en: "text stops growing at '\(cap)', below the accessibility text sizes; remove the cap and let the layout reflow",
      ko: "글자가 '\(cap)' 크기에서 더 커지지 않아 손쉬운 사용 글자 크기에 미치지 못합니다. 제한을 없애고 큰 글자에서도 잘리지 않게 레이아웃을 조정하세요"))
  }
}
