@testable import A11ySwiftSource
import Foundation
import Testing

/// Which object a name means where it is used: the local made in that block, else the property of
/// the type around it.
struct UIKitObjectScopeTests {
  @Test func aLocalIsTheOneMadeInTheBlockOfItsUse() throws {
    let source = """
      final class ScoreSearchView: UIView {
        let cancelIcon = UIImageView()
        func setUpCancel() {
          let tapGesture = UITapGestureRecognizer(target: self, action: #selector(clear))
          cancelIcon.addGestureRecognizer(tapGesture)
        }
        func setUpDismiss() {
          let tapGesture = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
          addGestureRecognizer(tapGesture)
        }
      }
      """
    let file = SwiftSourceAnalyzer.model(source: source, path: "V.swift")
    // The second use, in `setUpDismiss()`.
    let second = try #require(source.range(of: "addGestureRecognizer(tapGesture)", options: .backwards)).lowerBound
    let offset = source.utf8.distance(from: source.utf8.startIndex, to: second)
    let held = try #require(file.uikitObject(named: "tapGesture", at: offset))
    #expect(held.initializer?.callArguments.first(labeled: "action")?.text == "#selector(dismissKeyboard)")
  }

  @Test func aPropertyIsTheTypeAroundsFirst() throws {
    let source = """
      final class First: UIView { let tap = UITapGestureRecognizer(target: self, action: #selector(a)) }
      final class Second: UIView {
        let tap = UITapGestureRecognizer(target: self, action: #selector(b))
        func setUp() { addGestureRecognizer(tap) }
      }
      """
    let file = SwiftSourceAnalyzer.model(source: source, path: "V.swift")
    let use = try #require(source.utf8.firstRange(of: "addGestureRecognizer(tap)".utf8)).lowerBound
    let offset = source.utf8.distance(from: source.utf8.startIndex, to: use)
    #expect(file.uikitObject(named: "tap", at: offset)?.enclosingType == "Second")
  }
}
