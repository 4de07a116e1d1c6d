import Foundation
import Testing

/// GeometricWeather keeps its fonts as file-scope constants in one file (`public let captionFont =
/// UIFont.systemFont(ofSize: 14)`) and wraps them in SwiftUI elsewhere (`Font(captionFont)`): text
/// in a fixed font never grows, so a one-line limit cuts nothing off by growing. A scaled font
/// there, or a name two files declare differently, leaves the limit judged.
struct FileScopeFontConstantTests {
  func truncations(fonts: [String]) -> Int {
    let folder = TemporaryFolder()
    for (index, declaration) in fonts.enumerated() { folder.write("App/Fonts\(index).swift", "import UIKit\n" + declaration + "\n") }
    folder.write("App/Details.swift", """
      import SwiftUI
      struct Details: View {
        let text: String
        var body: some View { Text(text).font(Font(captionFont).weight(.bold)).lineLimit(1) }
      }
      """)
    return folder.lintedValues(only: "text-truncation", "rule").count
  }

  @Test func aFixedFontKeptAtFileScopeInAnotherFileNeverGrows() {
    #expect(truncations(fonts: ["public let captionFont = UIFont.systemFont(ofSize: 14.0, weight: .medium)"]) == 0)
    #expect(truncations(fonts: ["public let captionFont = UIFont.preferredFont(forTextStyle: .caption1)"]) == 1)
    #expect(truncations(fonts: [
      "public let captionFont = UIFont.systemFont(ofSize: 14.0, weight: .medium)",
      "let captionFont = UIFont.preferredFont(forTextStyle: .caption1)",
    ]) == 1)
  }
}
