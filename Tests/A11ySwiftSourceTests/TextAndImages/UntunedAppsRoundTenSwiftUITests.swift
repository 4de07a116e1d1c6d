import A11yCore
import A11ySwiftSource
import Testing

/// Round ten on untuned SwiftUI apps: severities the rule examples don't hold. An asset named with
/// one capitalised word the app itself uses (its type's name, its localized text) is read as that
/// word: information, not a file name; other names keep their error.
struct UntunedAppsRoundTenSwiftUITests {
  func findings(_ rule: any SwiftSourceRule.Type, _ source: String, strings: [String: [String: String]] = [:]) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    return SwiftSourceAnalyzer(rules: [rule], configuration: configuration, project: ProjectIndex(localizedStrings: strings))
      .analyze(source: source, path: "A.swift")
  }

  static let brandStrings: [String: [String: String]] = [
    "signin.title": ["en": "Sign in to Pixelfed", "de": "Bei Pixelfed anmelden"],
    "settings.blur": ["en": "Blurhash previews"],
  ]

  @Test func anAssetNamedWithAWordOfItsViewIsInformation() {
    let avatar = findings(ImageLabelRule.self, "struct UserAvatar: View { var body: some View { placeholder }\n @ViewBuilder private var placeholder: some View { Image(\"Avatar\").resizable() } }")
    #expect(avatar.map(\.severity) == [.info])
    #expect(avatar.first?.message.en.contains("\"Avatar\", a word the app itself uses") == true)
  }

  @Test func aBrandTheAppsTextNamesIsInformationOnlyWithThatText() {
    let logo = "struct QRCodeWidgetView: View { var body: some View { HStack { Text(url); Spacer(); Image(\"Pixelfed\").resizable() } } }"
    #expect(findings(ImageLabelRule.self, logo, strings: Self.brandStrings).map(\.severity) == [.info])
    #expect(findings(ImageLabelRule.self, logo).map(\.severity) == [.error])
  }

  @Test func technicalCamelCaseAndUnusedWordsKeepTheirError() {
    for name in ["Blurhash", "ImagePlaceholder", "PixelfedInstance", "custom.rocket", "Placeholder", "Logo", "Sunset", "avatar"] {
      let source = "struct BlurredAvatarLogoCard: View { var body: some View { Image(\"\(name)\").resizable() } }"
      #expect(findings(ImageLabelRule.self, source, strings: Self.brandStrings).map(\.severity) == [.error], "\(name)")
    }
  }
}
