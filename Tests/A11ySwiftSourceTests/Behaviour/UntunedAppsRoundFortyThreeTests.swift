import A11yCore
import A11ySwiftSource
import Testing

/// Round forty-three on untuned apps (issue 7): the sides of this round's fixes that a rule
/// example (one file, a location) can't hold: a severity, and views whose uses are in other files.
struct UntunedAppsRoundFortyThreeTests {
  /// The files analysed as one project with the one rule (round forty-two's harness).
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    UntunedAppsRoundFortyTwoTests().findings(files, rule: rule)
  }

  /// The pokédex's gender ratio: `Image("Male")` before `Text("\(male)%")` is read "Male", then
  /// the share, which says what the number is: information, not a file name. Before words, or
  /// named as a designer's file, it is still an error.
  @Test func aWordNamedIconBeforeItsValueIsReadByItsWord() {
    func severity(_ image: String, _ next: String) -> Severity? {
      let view = "struct GenderRatio: View { let male: Int\n var body: some View { HStack { Image(\"\(image)\").resizable().frame(width: 12, height: 12); \(next) } } }"
      return findings(["GenderRatio.swift": view], rule: ImageLabelRule.self).first?.severity
    }
    #expect(severity("Male", #"Text("\(male)%")"#) == .info)
    #expect(severity("Male", #"Text("수컷")"#) == .error)
    #expect(severity("ic_gender_m", #"Text("\(male)%")"#) == .error)
  }
}
