import A11yCore
@testable import A11ySwiftSource
import Testing

/// `SwiftFileModel` and `SwiftUIView` keep their fields in a box that copies share: a change made
/// through one copy must never show in another, whichever way it is made (setter, in-place
/// mutation of an element, nested mutation through the model's array), and copies used on other
/// threads must stay intact.
struct CopyOnWriteModelTests {
  static let source = """
    struct Row: View {
      var body: some View {
        VStack {
          Button(action: order) { Image("cup") }
            .accessibilityLabel("Order")
          Text("Latte").font(.body)
        }
      }
    }
    final class Cell: UITableViewCell {
      let icon = UIImageView()
      func setUp() { icon.image = UIImage(named: "cup") }
    }
    """

  func model() -> SwiftFileModel {
    SwiftSourceAnalyzer.model(source: Self.source, path: "Row.swift")
  }

  @Test func changingAViewInACopyLeavesTheOriginalAlone() throws {
    let original = model()
    var copy = original
    let buttonIndex = try #require(copy.views.firstIndex { $0.name == "Button" })
    let childrenBefore = original.views[buttonIndex].children
    copy.views[buttonIndex].children.append(99)
    copy.views[buttonIndex].modifiers.removeAll()
    copy.views[buttonIndex].context.isHidden = true
    copy.views[buttonIndex].branchCondition = "if changed"

    #expect(copy.views[buttonIndex].children == childrenBefore + [99])
    #expect(copy.views[buttonIndex].modifiers.isEmpty)
    #expect(copy.views[buttonIndex].context.isHidden)
    #expect(original.views[buttonIndex].children == childrenBefore)
    #expect(original.views[buttonIndex].modifiers.map(\.name) == ["accessibilityLabel"])
    #expect(!original.views[buttonIndex].context.isHidden)
    #expect(original.views[buttonIndex].branchCondition == nil)
  }

  @Test func aViewCopiedOutOfTheModelIsItsOwnValue() throws {
    var file = model()
    let text = try #require(file.views.firstIndex { $0.name == "Text" })
    var view = file.views[text]
    view.end = SourcePosition(line: 1, column: 1, utf8Offset: 0)
    #expect(file.views[text].end != view.end)
    // And the other way round: a change in the model doesn't reach a view copied out before it.
    let kept = file.views[text]
    file.views[text].modifiers.append(ViewModifierCall(
      name: "bold", arguments: [], hasTrailingClosure: false, position: kept.position, start: kept.position, end: kept.end))
    #expect(kept.modifiers.map(\.name) == ["font"])
    #expect(file.views[text].modifiers.map(\.name) == ["font", "bold"])
    #expect(kept.name == "Text" && kept.index == text && kept.parent == file.views[text].parent)
  }

  @Test func everyFieldOfTheModelIsCopiedOnWrite() {
    let original = model()
    var copy = original
    copy.views.removeAll()
    copy.uikitObjects.removeAll()
    copy.constants.removeAll()
    copy.declarations = FileDeclarations()
    copy.typeExtents.append((name: "Extra", start: 0, end: 1))
    copy.accessibilitySettingsRead["Row", default: []].insert("isReduceMotionEnabled")

    #expect(!original.views.isEmpty)
    #expect(!original.uikitObjects.isEmpty)
    #expect(!original.declarations.types.isEmpty)
    #expect(!original.typeExtents.contains { $0.name == "Extra" })
    #expect(original.accessibilitySettingsRead.isEmpty)
    #expect(copy.views.isEmpty && copy.uikitObjects.isEmpty && copy.declarations.types.isEmpty)
    #expect(copy.accessibilitySettingsRead["Row"] == ["isReduceMotionEnabled"])
    // Both still read the same file.
    #expect(copy.path == original.path)
    let start = SourcePosition(line: 1, column: 1, utf8Offset: 0), end = SourcePosition(line: 1, column: 7, utf8Offset: 6)
    #expect(copy.text(from: start, to: end) == "struct" && original.text(from: start, to: end) == "struct")
  }

  /// Copies of one model changed and read on many threads at once: each thread sees only its own
  /// changes and the shared original stays as built (a box shared wrongly would lose or mix them).
  @Test func copiesChangedOnManyThreadsStayApart() async throws {
    let original = model()
    let viewCount = original.views.count
    let results = await withTaskGroup(of: (Int, Int, Int).self) { group in
      for worker in 0..<16 {
        group.addTask {
          var copy = original
          for round in 0..<200 {
            copy.views[round % viewCount].children.append(worker)
            let reader = copy
            _ = reader.views.map(\.children.count)
          }
          let added = copy.views.reduce(0) { $0 + $1.children.filter { $0 == worker }.count }
          return (worker, added, copy.views.count)
        }
      }
      var results: [(Int, Int, Int)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 16)
    for (worker, added, count) in results {
      #expect(count == viewCount)
      // Views' own children are small indices; a worker's number may equal one, so count only
      // what the worker added on top of the original.
      let before = original.views.reduce(0) { $0 + $1.children.filter { $0 == worker }.count }
      #expect(added - before == 200)
    }
    #expect(original.views.map(\.children) == model().views.map(\.children))
  }
}
