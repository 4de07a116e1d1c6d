import Foundation
import Testing

/// A private view function drawn only into a picture (FallWin's journal share card, handed to a
/// `render()` helper that makes `ImageRenderer(content: self)`) is never on screen: nothing in it
/// is reported. Shown anywhere as a view, it is.
struct RenderedOnlyViewsTests {
  static func linesReported(body: String) -> [Int] {
    let folder = TemporaryFolder()
    folder.write("App/View+Render.swift", """
      import SwiftUI

      extension View {
        @MainActor func render(scale: CGFloat? = nil) -> UIImage? {
          let renderer = ImageRenderer(content: self)
          return renderer.uiImage
        }
      }
      """)
    folder.write("App/JournalView.swift", """
      import SwiftUI

      @main struct DiaryApp: App { var body: some Scene { WindowGroup { JournalView() } } }

      struct JournalView: View {
        @State var shared: UIImage?
        var body: some View {
          \(body)
        }

        private func shareView() -> some View {
          VStack {
            Image("templateBottom")
            Text("오늘의 일기")
          }
        }
      }
      """)
    let result = folder.run("lint", ".", "--format", "json", "--only", "swiftui-image-label")
    return InterfaceBuilderLintTests.json(result.standardOutput).filter { ($0["file"] as? String)?.hasSuffix("JournalView.swift") == true }
      .compactMap { $0["line"] as? Int }
  }

  @Test func aViewDrawnOnlyIntoAPictureIsNeverOnScreen() {
    #expect(Self.linesReported(body: "Button(\"공유\") { shared = shareView().render() }").isEmpty)
    #expect(Self.linesReported(body: "Button(\"공유\") { shared = ImageRenderer(content: shareView()).uiImage }").isEmpty)
    // Shown as well as rendered: its image is met.
    #expect(Self.linesReported(body: "VStack { shareView(); Button(\"공유\") { shared = shareView().render() } }") == [13])
  }
}
