import A11yCore

/// A summary of an expression, enough for rules to tell a literal from a value they can't know.
/// Built once by the model builder, so rules never look at syntax.
public struct ExpressionInfo: Sendable, Hashable {
  public indirect enum Kind: Sendable, Hashable {
    /// A string literal with no interpolation.
    case string(String)
    /// A string literal with `\(...)`: its text can't be known statically.
    case interpolatedString
    case bool(Bool)
    case number(Double)
    /// `.ignore`, `Color.red`, `UIAccessibilityTraits.button`: (base, member).
    case member(base: String?, name: String)
    /// `Text("x")`, `.system(size: 13)`, `UIImage(named: "a")`: the callee as written and its arguments.
    case call(callee: String, arguments: [Argument])
    /// A variable, property or dotted path (`title`, `viewModel.title`).
    case reference(String)
    case closure
    /// An array literal (`[.isButton, .isHeader]`).
    case array([ExpressionInfo])
    /// `condition ? then : else`.
    case ternary(condition: ExpressionInfo, then: ExpressionInfo, else: ExpressionInfo)
    case other
  }

  public var kind: Kind
  public var start: SourcePosition
  public var end: SourcePosition
  /// Where `text` comes from: a slice of the file, read only when asked for (most expressions'
  /// text is never read, and copying it for every nested call would cost more than parsing).
  private var textSource: TextSource

  private enum TextSource: Sendable {
    case literal(String)
    case file(SourceText)
  }

  /// The expression's source text, trimmed.
  public var text: String {
    get {
      switch textSource {
      case .literal(let text): text
      case .file(let source): source.text(from: start.utf8Offset, to: end.utf8Offset)
      }
    }
    set { textSource = .literal(newValue) }
  }
  /// For a method call on a value (`Color("X").opacity(0.5)`, `UIColor.red.withAlphaComponent(0.3)`):
  /// the value the method is called on. Stored in an array because a struct can't hold itself.
  private var calleeBaseStorage: [ExpressionInfo] = []

  public init(kind: Kind, text: String, start: SourcePosition, end: SourcePosition) {
    self.kind = kind
    self.textSource = .literal(text)
    self.start = start
    self.end = end
  }

  /// An expression whose text is the file's bytes from `start` to `end`.
  init(kind: Kind, source: SourceText, start: SourcePosition, end: SourcePosition) {
    self.kind = kind
    self.textSource = .file(source)
    self.start = start
    self.end = end
  }

  // Equality and hashing ignore `calleeBase`: it is derived from `text`, and values built without
  // it (re-summarized or synthesized by rules) must still compare equal.
  public static func == (lhs: ExpressionInfo, rhs: ExpressionInfo) -> Bool {
    lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.start == rhs.start && lhs.end == rhs.end
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(text)
    hasher.combine(start)
    hasher.combine(end)
  }

  /// The receiver of a `.call` whose callee is `receiver.method`, or of a member read on a call
  /// (`UIColor(white: 0.9, alpha: 1).cgColor`), summarized; nil otherwise.
  public var calleeBase: ExpressionInfo? {
    get { calleeBaseStorage.first }
    set { calleeBaseStorage = newValue.map { [$0] } ?? [] }
  }

  public var stringLiteral: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  public var boolLiteral: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  public var numberLiteral: Double? {
    if case .number(let value) = kind { return value }
    return nil
  }

  /// The member name of `.ignore` / `Foo.bar`, or nil.
  public var memberName: String? {
    if case .member(_, let name) = kind { return name }
    return nil
  }

  public var callee: String? {
    if case .call(let callee, _) = kind { return callee }
    return nil
  }

  public var callArguments: [Argument] {
    if case .call(_, let arguments) = kind { return arguments }
    return []
  }

  /// Every member name this expression names: `.isButton`, `[.isButton, .isHeader]`,
  /// `.isButton.union(.isHeader)`, `UIAccessibilityTraits.button`.
  public var memberNames: [String] {
    switch kind {
    case .member(_, let name): return [name]
    case .array(let items): return items.flatMap(\.memberNames)
    case .call(let callee, let arguments):
      let calleeMember = callee.split(separator: ".").last.map(String.init)
      let fromCallee = callee.hasPrefix(".") || callee.contains(".") ? [calleeMember].compactMap { $0 } : []
      return fromCallee + arguments.flatMap(\.value.memberNames)
    default: return []
    }
  }
}

/// One argument of a call: `label: value`.
public struct Argument: Sendable, Hashable {
  public var label: String?
  public var value: ExpressionInfo

  public init(label: String?, value: ExpressionInfo) {
    self.label = label
    self.value = value
  }
}

extension Array where Element == Argument {
  public func first(labeled label: String?) -> ExpressionInfo? {
    first(where: { $0.label == label })?.value
  }

  /// The first unlabeled argument.
  public var firstUnlabeled: ExpressionInfo? { first(labeled: nil) }

  public func has(label: String) -> Bool {
    contains(where: { $0.label == label })
  }
}
