/// How much a finding matters. `error` fails a run; `warning` fails it with `--strict`; `info` never does.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
  case info
  case warning
  case error

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A place in a text file. `line` and `column` are 1-based; `column` counts characters (what an
/// editor shows), `utf8Offset` is the 0-based byte offset used to apply edits.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable {
  public var line: Int
  public var column: Int
  public var utf8Offset: Int

  public init(line: Int, column: Int, utf8Offset: Int) {
    self.line = line
    self.column = column
    self.utf8Offset = utf8Offset
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// Replaces the bytes `start..<end` of a file with `replacement`.
public struct TextEdit: Sendable, Hashable, Codable {
  public var start: SourcePosition
  public var end: SourcePosition
  public var replacement: String

  public init(start: SourcePosition, end: SourcePosition, replacement: String) {
    self.start = start
    self.end = end
    self.replacement = replacement
  }
}

/// A fix-it: what to change, said in words, and the edits that do it.
public struct Fix: Sendable, Hashable, Codable {
  public var summary: LocalizedText
  public var edits: [TextEdit]

  public init(summary: LocalizedText, edits: [TextEdit]) {
    self.summary = summary
    self.edits = edits
  }
}

/// One failure of one rule at one place.
public struct Finding: Sendable, Hashable {
  public var ruleID: String
  public var severity: Severity
  public var file: String
  public var position: SourcePosition
  public var message: LocalizedText
  public var checkpoints: [Checkpoint]
  public var wcag: [String]
  public var hig: String
  /// The finding rests on a value the analyzer could not resolve; a person must look. Never an error.
  public var needsReview: Bool
  public var fix: Fix?
  /// For findings on a running app's accessibility hierarchy: the element, where `file` and
  /// `position` are the hierarchy file and the element's line in it.
  public var element: ElementLocation?

  public init(
    ruleID: String, severity: Severity, file: String, position: SourcePosition,
    message: LocalizedText, checkpoints: [Checkpoint], wcag: [String], hig: String,
    needsReview: Bool = false, fix: Fix? = nil, element: ElementLocation? = nil
  ) {
    self.ruleID = ruleID
    self.severity = needsReview ? min(severity, .warning) : severity
    self.file = file
    self.position = position
    self.message = message
    self.checkpoints = checkpoints
    self.wcag = wcag
    self.hig = hig
    self.needsReview = needsReview
    self.fix = fix
    self.element = element
  }

  /// The order reports use, independent of how many threads produced the findings.
  public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
    (lhs.file, lhs.position.line, lhs.position.column, lhs.ruleID)
      < (rhs.file, rhs.position.line, rhs.position.column, rhs.ruleID)
  }
}

/// An element of a captured accessibility hierarchy (XCUITest, Appium, a11y-audit's JSON): where a
/// runtime finding is, since it has no source line of its own.
public struct ElementLocation: Sendable, Hashable, Codable {
  /// The screen the element was captured on (the JSON's screen name, or the file name).
  public var screen: String
  /// Element types from the root, with the index among same-type siblings:
  /// `Application/Window[0]/Other[0]/Button[2]`.
  public var path: String
  /// The element type as XCUITest names it (`Button`, `StaticText`).
  public var type: String
  public var label: String?
  public var identifier: String?
  /// In points, as the hierarchy states it.
  public var frame: ElementFrame
  /// A Swift source line whose string literal equals the element's label or identifier (directly,
  /// or as the key a string catalog translates to the label).
  public var source: SourceReference?

  public init(
    screen: String, path: String, type: String, label: String?, identifier: String?, frame: ElementFrame,
    source: SourceReference? = nil
  ) {
    self.screen = screen
    self.path = path
    self.type = type
    self.label = label
    self.identifier = identifier
    self.frame = frame
    self.source = source
  }

  /// `Button 'Close' (close) {{16, 52}, {24, 24}}`: how reports name the element.
  public var summary: String {
    var text = type
    if let label, !label.isEmpty { text += " '\(label)'" }
    if let identifier, !identifier.isEmpty, identifier != label { text += " (\(identifier))" }
    return text + " " + frame.description
  }
}

/// A rectangle in points: origin at the top left of the screen.
public struct ElementFrame: Sendable, Hashable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// XCUITest's own notation, `{{x, y}, {width, height}}`, with short numbers.
  public var description: String {
    "{{\(Measure.format(x)), \(Measure.format(y))}, {\(Measure.format(width)), \(Measure.format(height))}}"
  }
}

/// A line of a source file.
public struct SourceReference: Sendable, Hashable, Codable {
  public var file: String
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
