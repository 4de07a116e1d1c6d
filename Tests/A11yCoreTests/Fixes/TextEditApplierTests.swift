import A11yCore
import Testing

struct TextEditApplierTests {
  func position(_ offset: Int) -> SourcePosition { SourcePosition(line: 1, column: offset + 1, utf8Offset: offset) }
  func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit { TextEdit(start: position(start), end: position(end), replacement: text) }
  func fix(_ edits: TextEdit...) -> Fix { Fix(summary: LocalizedText(en: "f", ko: "f"), edits: edits) }

  @Test func appliesBackToFrontByUTF8Offsets() {
    // "가" is 3 bytes: offsets after it are byte offsets, not characters.
    let text = "가 size 13 x"
    let result = TextEditApplier.apply([fix(edit(4, 8, "SIZE")), fix(edit(9, 11, "99"))], to: text)
    #expect(result.text == "가 SIZE 99 x")
    #expect(result.applied.count == 2 && result.skipped.isEmpty)
  }

  @Test func overlappingFixIsSkippedAndFirstWins() {
    let first = fix(edit(0, 5, "AAAAA")), second = fix(edit(3, 8, "B"), edit(9, 10, "C"))
    let result = TextEditApplier.apply([first, second], to: "0123456789")
    #expect(result.text == "AAAAA56789")
    #expect(result.skipped.map(\.fix) == [second])
    #expect(result.skipped.first?.reason == .overlapsEarlierFix)
  }

  @Test func insertionsAtTheSameOffsetConflictButBoundariesDont() {
    let a = fix(edit(2, 2, "x")), b = fix(edit(2, 2, "y")), c = fix(edit(2, 4, "Z")), d = fix(edit(4, 4, "!"))
    let result = TextEditApplier.apply([a, b, c, d], to: "012345")
    #expect(result.text == "01xZ!45")
    #expect(result.skipped.map(\.fix) == [b])
  }

  @Test func identicalEditsFromTwoFindingsApplyOnce() {
    let shared = edit(0, 1, "Z")
    let result = TextEditApplier.apply([fix(shared), fix(shared)], to: "abc")
    #expect(result.text == "Zbc")
    #expect(result.skipped.isEmpty)
  }

  @Test func editsOutsideTheTextAreRejected() {
    let result = TextEditApplier.apply([fix(edit(2, 10, "x")), fix(edit(3, 1, "y"))], to: "abc")
    #expect(result.text == "abc")
    #expect(result.skipped.map(\.reason) == [.outOfBounds, .outOfBounds])
  }

  @Test func insertedLinesFollowCRLF() {
    let inserted = fix(edit(3, 3, "\n    b = 1"))
    let crlf = Array("a\r\nx\r\n".utf8)
    #expect(TextEditApplier.matchingLineEndings([inserted], of: crlf)[0].edits[0].replacement == "\r\n    b = 1")
    #expect(TextEditApplier.matchingLineEndings([inserted], of: Array("a\nx\n".utf8))[0] == inserted)
  }
}

struct DeviceProfileTests {
  func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

  @Test func nineMillimetresInPointsPerDevice() {
    #expect(rounded(DeviceProfile.iPhone460.points(millimetres: 9)) == 54.3)
    #expect(rounded(DeviceProfile.iPhone326.points(millimetres: 9)) == 57.8)
    #expect(rounded(DeviceProfile.iPad264.points(millimetres: 9)) == 46.8)
    #expect(DeviceProfile.default == .iPhone460)
  }

  @Test func pointsBackToMillimetres() {
    #expect(rounded(DeviceProfile.iPhone460.millimetres(points: 44)) == 7.3)
    #expect(rounded(DeviceProfile.iPhone326.millimetres(points: 44)) == 6.9)
    #expect(DeviceProfile.named("ipad-264ppi") == .iPad264)
    #expect(DeviceProfile.named("unknown") == nil)
  }
}
