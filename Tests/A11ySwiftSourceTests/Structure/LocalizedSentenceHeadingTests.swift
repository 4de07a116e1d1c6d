import A11yCore
import A11ySwiftSource
import Testing

/// A large-title text given a localization key whose every text is a sentence (LifeSpace's "Please
/// return after 7pm to complete the survey!") is a message, no heading; a key whose text is a
/// title still is one.
struct LocalizedSentenceHeadingTests {
  func headings(_ key: String, texts: [String: String]) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [HeadingTraitRule.descriptor.id]
    var project = ProjectIndex()
    project.localizedStrings = [key: texts]
    let source = """
      struct SurveyTaskView: View {
        var body: some View {
          VStack {
            Spacer()
            Text("\(key)").font(.largeTitle).padding()
            Button("시작") { start() }
            Spacer()
          }
        }
      }
      """
    let analyzer = SwiftSourceAnalyzer(rules: [HeadingTraitRule.self], configuration: configuration, project: project)
    return analyzer.analyzeProject([(source: source, path: "SurveyTaskView.swift")])
  }

  @Test func aKeyWhoseTextsAreSentencesIsAMessage() {
    #expect(headings("SURVEY_NOT_AVAILABLE_MESSAGE", texts: ["en": "Please return after 7pm to complete the survey!", "ko": "설문은 저녁 7시 이후에 다시 와서 해 주세요!"]).isEmpty)
  }

  @Test func aKeyWhoseTextIsATitleIsAHeading() {
    #expect(headings("DAILY_SURVEY_TITLE", texts: ["en": "Daily Survey", "ko": "오늘의 설문"]).count == 1)
  }
}
