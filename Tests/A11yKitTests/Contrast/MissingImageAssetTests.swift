import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// A picture named by `Image("name")` exists only when an asset catalog holds that image set:
/// a translucent tint over a deleted backdrop lies over the screen's solid color (Klock's timer cards).
struct MissingImageAssetTests {
  func transparencyFindings(imageSets: [String], drawn: String) -> Int {
    let folder = TemporaryFolder()
    folder.write("App/Assets.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
    for name in imageSets { folder.write("App/Assets.xcassets/\(name).imageset/Contents.json", #"{"images":[]}"#) }
    folder.write("App/Card.swift", """
      import SwiftUI
      struct Card: View { var body: some View { ZStack { Image("\(drawn)"); Text("25:00").padding().background(Color.white.opacity(0.5)) } } }
      """)
    let result = folder.run("lint", "--format", "json", "--only", "reduce-transparency", "App")
    return (jsonObject(result.standardOutput)["findings"] as? [[String: Any]] ?? []).count
  }

  @Test func aTintOverAnImageNoCatalogHoldsIsNotOverAPicture() {
    #expect(transparencyFindings(imageSets: ["watch_face"], drawn: "watch_face") == 1)
    #expect(transparencyFindings(imageSets: ["watch_face"], drawn: "watch_background") == 0)
    // No image set read at all: whether the picture exists is unknown, so it is taken to.
    #expect(transparencyFindings(imageSets: [], drawn: "watch_background") == 1)
  }
}
