import Foundation
import Testing

/// `Image("name")` in SwiftUI takes its accessibility label from the app's string tables when the
/// name is a key there (a mood app's help pictures, translated in five languages): VoiceOver reads
/// the translation, not the file name.
struct ImageNamesInStringTablesTests {
  @Test func anImageNamedByAStringTableKeyIsLabelled() {
    let folder = TemporaryFolder()
    folder.write("App/en.lproj/Localizable.strings", "\"mood_history\" = \"Mood history\";\n")
    folder.write("App/ko.lproj/Localizable.strings", "\"mood_history\" = \"기분 기록\";\n")
    folder.write("App/HelpView.swift", """
      struct HelpView: View {
        var body: some View {
          VStack {
            Image("mood_history").resizable().scaledToFit()
            Image("img_chart_03").resizable().scaledToFit()
          }
        }
      }
      """)
    let result = folder.run("lint", ".", "--format", "json", "--only", "swiftui-image-label")
    let messages = InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["message"] as? String }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("img_chart_03") == true)
  }
}
