import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import A11ySwiftSource

/// The walk's fast paths answer what the slower code they replace answered: the identifier scan
/// by table, the ASCII test of a name's first letter, the byte tests before Foundation's
/// searches, and the plain path read in the same walk as a call's code-action path.
struct FastPathEquivalenceTests {
  /// The identifier scan as a loop of byte tests (the scan before the table): the reference.
  static func rangesByLoop(_ bytes: [UInt8], skippingComments: Bool) -> [Int] {
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        || byte >= 0x80
    }
    let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n")
    let backslash = UInt8(ascii: "\\")
    var result: [Int] = []
    var index = 0
    var inString = false
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if skippingComments {
        if byte == newline { inString = false; index += 1; continue }
        if byte == backslash && inString { index += 2; continue }
        if byte == quote { inString.toggle(); index += 1; continue }
        if !inString && byte == slash && index + 1 < count {
          if bytes[index + 1] == slash {
            while index < count && bytes[index] != newline { index += 1 }
            continue
          }
          if bytes[index + 1] == star {
            // Nested comments: each `/*` opens one more level, each `*/` closes one.
            var levels = 0
            repeat {
              if index + 1 < count, bytes[index] == slash, bytes[index + 1] == star { levels += 1; index += 2 }
              else if index + 1 < count, bytes[index] == star, bytes[index + 1] == slash { levels -= 1; index += 2 }
              else { index += 1 }
            } while levels > 0 && index < count
            continue
          }
        }
      }
      guard isIdentifierByte(byte) else { index += 1; continue }
      let start = index
      while index < count && isIdentifierByte(bytes[index]) { index += 1 }
      result += [start, index]
    }
    return result
  }

  @Test func theIdentifierScanAgreesWithTheByteLoop() {
    var texts = ModelPretestTests.sources().prefix(40).map { Array($0.utf8) }
    texts.append(Array(IdentifierOccurrencesTests.source.utf8))
    // Random texts over the bytes the scan treats apart, ends of text included.
    let alphabet = Array("ab_Z9 /*\"\\\n\t.".utf8) + [0xC3, 0xBC, 0xE2, 0x80, 0xA8, 0x7F, 0x00]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for length in 0..<300 {
      var text: [UInt8] = []
      for _ in 0..<(length % 60) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(seed >> 33) % alphabet.count])
      }
      texts.append(text)
    }
    for text in texts {
      for skipping in [true, false] {
        var found: [Int] = []
        UnreferencedCode.forEachIdentifierRange(in: text, skippingComments: skipping) { found += [$0, $1] }
        #expect(found == Self.rangesByLoop(text, skippingComments: skipping), "\(String(decoding: text, as: UTF8.self))")
      }
    }
  }

  /// The byte searches, which look for a needle's rarest byte first, find what a plain scan of
  /// every offset finds: needles of every kind of byte, in whole texts and in ranges.
  @Test func theByteSearchesFindWhatAPlainScanFinds() {
    func naive(_ haystack: [UInt8], _ needle: [UInt8], from lower: Int, to upper: Int) -> Bool {
      guard !needle.isEmpty else { return true }
      guard upper - lower >= needle.count else { return false }
      return (lower...(upper - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
    let texts = ["accessibilityViewIsModal = true", "a.isModal", "ab ab abc", "Ünï: x.y(Z)", "", "a", "aaaa", "zaZa.Za"]
    let needles = ["accessibilityViewIsModal", "isModal", "abc", "ab", "b a", "Z)", ".y(", "Ünï", "ï:", "a", "", "Za.", "aaaaa", "x"]
    for text in texts {
      let source = SourceText(text)
      let bytes = Array(text.utf8)
      for needle in needles {
        let needleBytes = Array(needle.utf8)
        #expect(ByteSearch.contains(text, word: needle) == naive(bytes, needleBytes, from: 0, to: bytes.count), "\(text) / \(needle)")
        for lower in 0...bytes.count {
          for upper in lower...bytes.count {
            #expect(source.contains(needle, from: lower, to: upper) == naive(bytes, needleBytes, from: lower, to: upper),
                    "\(text) / \(needle) \(lower)..<\(upper)")
          }
        }
      }
    }
  }

  /// A global function's header is read for exporting words as bytes, as Foundation read it
  /// before: the text before the first `func `, searched for each word.
  @Test func exportedFunctionHeadersAgreeWithFoundation() {
    let headers = [
      "func f(", "public func f(", "@objc func f(", "@objc(name) private func f(", "/// public API\nfunc f(",
      "@inlinable\nfunc f(", "func publicName(", "@usableFromInline internal func f(", "@_cdecl(\"x\") func f(",
      "open", "", "func ", "funcs public", "@MainActor func open(", "@_silgen_name(\"y\")\nfunc f(", "fileprivate func f() -> Int ",
      "// é public\nfunc f(", "static func openTheDoor(",
    ]
    for header in headers {
      let beforeName = header.components(separatedBy: "func ").first ?? header
      let byFoundation = ["public", "open", "@_cdecl", "@_silgen_name", "@objc", "@inlinable", "@usableFromInline"].contains { beforeName.range(of: $0) != nil }
      #expect(UnreferencedCode.isExported(ArraySlice(Array(header.utf8))) == byFoundation, "\(header)")
    }
  }

  @Test func startsUppercaseAgreesWithCharacter() {
    let names = [
      "", "A", "a", "Text", "text", "_Private", "9", "UIButton", "\r\n", "É", "é", "Ünï", "A\u{301}", "a\u{301}bc",
      "_\u{301}", "Z\u{308}oo", "\u{212A}elvin", "Σ", "ß", "😀", "Ab\u{301}",
    ]
    for name in names {
      #expect(name.startsUppercase == (name.first?.isUppercase == true), "\(name.unicodeScalars.map { $0.value })")
    }
  }

  /// A byte-testable word Foundation finds in a text has its bytes there: the byte test never
  /// rules out a match. `K` is not byte-testable: KELVIN SIGN is canonically the letter.
  @Test func aByteTestableWordFoundationFindsHasItsBytes() {
    let texts = [
      "cell.backgroundColor = .red", "backgroundColo\u{0155}", "backgroundColor\u{301}", "\u{212A}ey", "a\u{037E}b",
      "return x", "retur\u{0301}n", "if a == .b", "x is Y", "  return value", "e\u{301}", "\u{00E9}", "Nib\u{0308}Loadable",
    ]
    let words = ["backgroundColor", "return ", " == .", " is ", "NibLoadable", "Key", "a;b", "e", "Gradient", "K"]
    for text in texts {
      // (Foundation's `range(of:)`: the module's own `contains(_: String)` searches bytes.)
      for word in words where ByteSearch.isByteTestable(word) && text.range(of: word) != nil {
        #expect(ByteSearch.contains(text, word: word), "\(text) / \(word)")
      }
    }
    #expect(!ByteSearch.isByteTestable("Key"))
    #expect(!ByteSearch.isByteTestable("a;b"))
    #expect(!ByteSearch.isByteTestable("ünï"))
    #expect(ByteSearch.isByteTestable("backgroundColor"))
  }

  /// The plain path ``CodeActions/walkPath(of:)`` reads with the code-action path is the one
  /// ``SwiftFileModelBuilder/path(of:)`` reads, for every call of the examples, the rule sources
  /// and written edge cases.
  @Test func thePlainPathIsTheBuildersPath() {
    let edges = """
      a.b.c(); self.x?.y!.z(); (a as? B)?.c(); a[0].b(); .foo(); foo()(); Foo.bar(); a.b(1).c(); { }()
      x.viewWithTag(2)?.y(); (cell.viewWithTag(3) as? UILabel)?.setText(); self.close(); f<Int>(); a?.b?()
      """
    var calls = 0
    for source in ModelPretestTests.sources() + [edges] {
      let tree = Parser.parse(source: source)
      let collector = CallCollector(viewMode: .sourceAccurate)
      collector.walk(tree)
      for node in collector.calls {
        calls += 1
        let walked = CodeActions.walkPath(of: node.calledExpression)
        #expect(walked.plain == SwiftFileModelBuilder.path(of: node.calledExpression), "\(node.calledExpression)")
        let path = CodeActions.path(of: node.calledExpression)
        #expect(path.names == walked.names && path.tag?.index == walked.tag?.index && path.tag?.number == walked.tag?.number)
      }
    }
    #expect(calls > 100)
  }
}

final class CallCollector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []
  var sequences: [SequenceExprSyntax] = []
  var variables: [VariableDeclSyntax] = []
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    sequences.append(node)
    return .visitChildren
  }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    variables.append(node)
    return .visitChildren
  }
}

/// What the walk reads once per call, assignment and declaration, against the separate reads it
/// replaced.
struct OneReadEquivalenceTests {
  static let edges = """
    a.b = 1; self.x?.y!.z = 2; (a as? B)?.c = 3; a[0].b = 4; .foo = 5; self = 6; f().x = 7; a.b.c = d ? e : f
    x += 1; a == b; a ?? b = c; _ = g(); (a, b) = (1, 2); self.view.isAccessibilityElement = true
    UIStackView(arrangedSubviews: [a, b]); f(x: 1, 2, y: z, self.w); g(withIdentifier: "Cell"); h(_: 1)
    private(set) var a = 1 { didSet { } }; fileprivate static var b: Int { 1 }; override dynamic var c: Int { get { 1 } }
    class var d: Int { 2 }; @objc private var e: Int { 3 }; public private(set) var f = 0
    """

  static func collected() -> [CallCollector] {
    (ModelPretestTests.sources() + [edges]).map { source in
      let collector = CallCollector(viewMode: .sourceAccurate)
      collector.walk(Parser.parse(source: source))
      return collector
    }
  }

  /// An assignment's receiver: the plain path its code-action walk returns is the builder's
  /// path, and the action recorded is the one ``CodeActions/path(of:)`` gives.
  @Test func anAssignmentsPlainPathIsTheBuildersPath() {
    var assignments = 0
    for collector in Self.collected() {
      for sequence in collector.sequences {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
        assignments += 1
        var actions = CodeActions()
        let plain = actions.note(assignmentTo: elements[0])
        #expect(plain == SwiftFileModelBuilder.path(of: elements[0]), "\(elements[0])")
        let path = CodeActions.path(of: elements[0])
        #expect(actions.actions.map(\.path) == (path.names.isEmpty ? [] : [path.names]), "\(elements[0])")
        #expect(actions.actions.first?.tag?.index == path.tag?.index && actions.actions.first?.tag?.number == path.tag?.number)
      }
    }
    #expect(assignments > 100)
  }

  /// The labelled arguments read once are the ones each collector read by itself, in order.
  @Test func labelledArgumentsAreEveryLabelledArgumentInOrder() {
    var labelled = 0
    for collector in Self.collected() {
      for call in collector.calls {
        let once = CallArguments.labelled(in: call)
        let separate = call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression.description) } }
        #expect(once.map(\.label) == separate.map(\.0), "\(call)")
        #expect(once.map(\.expression.description) == separate.map(\.1), "\(call)")
        labelled += once.count
        // What the code actions keep of a call is the same from either entry point.
        var fromNode = CodeActions(), fromList = CodeActions()
        let plainFromNode = fromNode.note(call: call, lastName: CodeActions.lastName(of: call.calledExpression))
        let plainFromList = fromList.note(call: call, lastName: CodeActions.lastName(of: call.calledExpression), labelled: once)
        #expect(plainFromNode == plainFromList)
        #expect(fromNode.identifiers == fromList.identifiers && fromNode.calledNames == fromList.calledNames)
        #expect(fromNode.actions.map(\.arguments.description) == fromList.actions.map(\.arguments.description))
      }
    }
    #expect(labelled > 100)
  }

  /// The modifier flags read in one pass answer the `contains` tests they replaced.
  @Test func modifierFlagsAnswerTheContainsTests() {
    var variables = 0
    for collector in Self.collected() {
      for variable in collector.variables {
        variables += 1
        let modifiers = variable.modifiers
        let flags = SwiftFileModelBuilder.ModifierFlags(modifiers)
        #expect(flags.isPrivate == modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" })
        #expect(flags.isOverride == modifiers.contains { $0.name.text == "override" })
        #expect(flags.isDynamic == modifiers.contains { $0.name.text == "dynamic" })
        #expect(flags.isStatic == modifiers.contains { $0.name.text == "static" || $0.name.text == "class" })
      }
    }
    #expect(variables > 100)
  }

  /// The end-whitespace trim skips Foundation only where Foundation trims nothing.
  @Test func theEndWhitespaceTrimIsFoundations() {
    let pieces = [
      "mode", " mode", "mode ", "\tmode\t", "self.mode", "\u{00A0}mode", "mode\u{2003}", "é", "mode\u{301}", "\u{301}",
      "a == .b", " ", "\t", "", "\n", "mode\n", "\r\n", "\u{3000}x", "x\u{200B}", "K",
    ]
    var texts = pieces
    for a in pieces { for b in pieces { texts.append(a + b) } }
    for text in texts {
      #expect(text.trimmingEndWhitespace == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
      let sub = String(text.dropFirst())
      #expect(sub.trimmingEndWhitespace == sub.trimmingCharacters(in: .whitespaces), "\(sub.debugDescription)")
    }
  }
}
