import A11yCore
import SwiftSyntax

/// A call in a file's code that the behaviour rules (time, motion, media, predictability, alerts)
/// look at: `player.play()`, `DispatchQueue.main.asyncAfter(...)`, `Timer.scheduledTimer(...)`,
/// `withAnimation(...)`, with where it happens. Only calls named in
/// `BehaviourCollector.interestingNames` are kept: most calls tell these rules nothing.
public struct CodeCall: Sendable {
  /// The callee as written: `player.play`, `DispatchQueue.main.asyncAfter`, `withAnimation`.
  public let callee: String
  /// The last name of the callee: `play`, `asyncAfter`.
  public let name: String
  /// The callee's receiver (`player`, `DispatchQueue.main`), nil for a free function or initializer.
  public let receiver: String?
  /// The arguments, trailing closures included (the first unlabeled, others by their label).
  public let arguments: [Argument]
  /// The function, initializer or view member whose body holds the call (`viewDidLoad`, `init`,
  /// `body`), nil at file or type level.
  public let function: String?
  public let enclosingType: String?
  /// Names of the calls whose closures hold this call, outermost first: `["onAppear"]`,
  /// `["asyncAfter"]`, `["scheduledTimer", "animate"]`.
  public let enclosingCalls: [String]
  public let position: SourcePosition
  public let end: SourcePosition
  /// An `if`, `guard` or `switch` in its closure or function decides whether it runs.
  public let isConditional: Bool

  /// The closure arguments' text, joined: what the call runs later or repeatedly.
  public var closureText: String {
    arguments.filter { $0.value.kind == .closure }.map(\.value.text).joined(separator: "\n")
  }
}

/// An assignment to a property that behaviour rules read (`repeatCount`, `numberOfLoops`,
/// `alpha`...), anywhere in the file's code.
public struct CodeAssignment: Sendable {
  /// The receiver path before the property (`pulse`, `self.badge`), "" for a bare property.
  public let receiver: String
  public let property: String
  public let value: ExpressionInfo
  public let function: String?
  public let enclosingType: String?
  public let enclosingCalls: [String]
  public let position: SourcePosition
}

/// A function declared in the file (`func handlePan(_:)`, an `override func accessibilityIncrement()`).
public struct DeclaredFunction: Sendable, Hashable {
  public let name: String
  public let enclosingType: String?
  public let position: SourcePosition
  /// The end of the declaration: `file.text(from: position, to: end)` is its body, which
  /// gesture rules read to follow a handler to what it does.
  public var end: SourcePosition
}

/// A stored or computed property declared in a type or at file level, with the extent of its
/// declaration: a call inside it defines the property's value (`static let pulse = ...`).
public struct DeclaredProperty: Sendable, Hashable {
  public let name: String
  public let enclosingType: String?
  public let isStatic: Bool
  public let start: SourcePosition
  public let end: SourcePosition
}

/// Collects the calls, assignments and function declarations behaviour rules need. The model
/// builder feeds it from its walk; view bodies, which the walk doesn't descend into, are read by
/// a small visitor of its own, only in files that name one of the interesting calls.
final class BehaviourCollector {
  static let interestingNames: Set<String> = [
    // media
    "play", "playImmediately", "AVPlayerLooper", "AVPlayerLayer", "AudioServicesPlaySystemSound", "AudioServicesPlayAlertSound",
    "AudioServicesPlaySystemSoundWithCompletion",
    // time and motion
    "scheduledTimer", "publish", "asyncAfter", "sleep", "animate", "animateKeyframes", "withAnimation",
    "repeatForever", "CABasicAnimation", "CAKeyframeAnimation", "Timer", "autoconnect", "invalidate",
    "transition",
    // announcements and context changes
    "post", "open", "openURL", "dismiss", "present", "pushViewController", "popViewController",
    "performSegue", "setViewControllers", "show", "addTarget", "append", "submit", "signOut", "logout", "logOut",
    "UIAlertController", "UIAlertAction", "addAction", "Announcement", "scrollTo", "scrollToItem", "selectItem", "setContentOffset",
    "scrollRectToVisible", "setCurrentPage", "Task",
    // views that leave the screen (invisible-content-focus)
    "removeFromSuperview", "addSubview",
    // haptics and visible counterparts of sounds; localized strings
    "impactOccurred", "notificationOccurred", "selectionChanged", "NSLocalizedString", "String", "setTitle",
  ]

  static let interestingProperties: Set<String> = [
    "repeatCount", "repeatDuration", "duration", "autoreverses", "keyPath", "numberOfLoops", "alpha", "isHidden", "opacity", "font",
    "backgroundColor", "textColor", "tintColor", "mediaTypesRequiringUserActionForPlayback", "autoplay", "loopMode", "isMuted", "volume",
    "isAutoplayEnabled", "shouldAutoplay", "allowsPictureInPicturePlayback", "actionAtItemEnd",
    "appliesPreferredDisplayCriteriaAutomatically", "accessibilityViewIsModal", "accessibilityElements",
    "isAccessibilityElement", "accessibilityElementsHidden", "accessibilityCustomActions",
    "accessibilityTraits", "currentPage", "selectedIndex", "contentOffset",
    "text", "title", "message", "placeholder", "accessibilityHint", "accessibilityLabel", "titleView", "rootViewController",
    "overrideUserInterfaceStyle",
  ]

  /// Byte strings one of which a file must contain for its view bodies to be read at all.
  static let keywords: [String] = [
    "play", "Timer", "asyncAfter", "sleep", "nimat", "repeatForever", "post(", "open", "dismiss",
    "AudioServices", "UIAlertController", "scrollTo", "append", "submit", "Feedback", "alert",
  ]

  private let converter: PositionConverter
  private let summarizer: ExpressionSummarizer
  private(set) var calls: [CodeCall] = []
  private(set) var assignments: [CodeAssignment] = []
  private(set) var functions: [DeclaredFunction] = []
  private(set) var gestureProperties: [String: String] = [:]
  private(set) var properties: [DeclaredProperty] = []
  private var functionStack: [String] = []
  private var closureOwners: [String] = []

  init(converter: PositionConverter, summarizer: ExpressionSummarizer) {
    self.converter = converter
    self.summarizer = summarizer
  }

  lazy var fileMentionsKeywords = Self.keywords.contains { converter.source.contains($0) }

  // MARK: Fed by the walk

  func enterFunction(_ name: String, type: String?, position: SourcePosition, end: SourcePosition? = nil) {
    functionStack.append(name)
    functions.append(DeclaredFunction(name: name, enclosingType: type, position: position, end: end ?? position))
  }

  func exitFunction() {
    if !functionStack.isEmpty { functionStack.removeLast() }
  }

  /// A closure passed to a call: calls inside it run when that call decides.
  func enterClosure(_ node: ClosureExprSyntax) {
    closureOwners.append(Self.owningCallName(of: node) ?? "")
  }

  func exitClosure() {
    if !closureOwners.isEmpty { closureOwners.removeLast() }
  }

  func note(_ node: FunctionCallExprSyntax, type: String?) {
    note(node, named: Self.lastName(node.calledExpression), type: type)
  }

  /// The same, with the callee's ``lastName(_:)`` read already (the model's walk reads it once
  /// for every collector).
  func note(_ node: FunctionCallExprSyntax, named name: String, type: String?) {
    guard Self.interestingNames.contains(name) else { return }
    var arguments = summarizer.arguments(node.arguments)
    if let closure = node.trailingClosure {
      arguments.append(Argument(label: nil, value: summarizer.summarize(ExprSyntax(closure))))
    }
    for extra in node.additionalTrailingClosures {
      arguments.append(Argument(label: extra.label.text, value: summarizer.summarize(ExprSyntax(extra.closure))))
    }
    let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { converter.text(of: $0) }
    calls.append(CodeCall(
      callee: converter.text(of: node.calledExpression), name: name, receiver: receiver, arguments: arguments,
      function: functionStack.last, enclosingType: type, enclosingCalls: closureOwners.filter { !$0.isEmpty },
      position: converter.start(node), end: converter.end(node), isConditional: Self.isConditional(node, source: converter.source)))
  }

  /// Whether an `if`, `switch` or an earlier `guard` in the same closure or function body decides
  /// whether `node` runs. Read upwards here, in the model, so rules never climb.
  /// `source`: the file's bytes, to rule out the `return` search in most earlier `if`s.
  static func isConditional(_ node: some SyntaxProtocol, source: SourceText? = nil) -> Bool {
    var current: Syntax = Syntax(node)
    while let parent = current.parent {
      if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
        || parent.is(AccessorDeclSyntax.self) { return false }
      if parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(TernaryExprSyntax.self) { return true }
      if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
        for sibling in list {
          if sibling.id == item.id { break }
          if sibling.item.is(GuardStmtSyntax.self) { return true }
          if let statement = sibling.item.as(ExpressionStmtSyntax.self), statement.expression.is(IfExprSyntax.self),
             source?.contains("return", from: statement.expression.position.utf8Offset,
                             to: statement.expression.endPosition.utf8Offset) != false,
             statement.expression.description.contains("return") { return true }
        }
      }
      current = parent
    }
    return false
  }

  /// `var dragGesture: some Gesture { DragGesture()... }`: its text, for `.gesture(dragGesture)`.
  func noteGestureProperty(_ name: String, binding: PatternBindingSyntax) {
    if let value = binding.initializer?.value {
      gestureProperties[name] = converter.text(of: value)
    } else if let accessors = binding.accessorBlock {
      gestureProperties[name] = converter.text(of: accessors)
    }
  }

  func noteProperty(_ name: String, type: String?, isStatic: Bool, binding: PatternBindingSyntax) {
    properties.append(DeclaredProperty(
      name: name, enclosingType: type, isStatic: isStatic, start: converter.start(binding), end: converter.end(binding)))
  }

  func note(assignmentTo target: ExprSyntax, value: ExprSyntax, type: String?) {
    let property: String
    var receiver = ""
    if let member = target.as(MemberAccessExprSyntax.self) {
      property = member.declName.baseName.text
      receiver = member.base.map { converter.text(of: $0) } ?? ""
    } else if let reference = target.as(DeclReferenceExprSyntax.self) {
      property = reference.baseName.text
    } else {
      return
    }
    guard Self.interestingProperties.contains(property) else { return }
    assignments.append(CodeAssignment(
      receiver: receiver, property: property, value: summarizer.summarize(value), function: functionStack.last,
      enclosingType: type, enclosingCalls: closureOwners.filter { !$0.isEmpty }, position: converter.start(target)))
  }

  /// A view body the walk skips: read its calls here, when the file names any of interest.
  func collect(viewBody node: some SyntaxProtocol, named name: String?, type: String?) {
    guard fileMentionsKeywords, BodyPretest.mayRecord(in: converter.source.bytes, node: node) else { return }
    if let name { functionStack.append(name) }
    let visitor = ViewBodyVisitor(collector: self, type: type)
    visitor.walk(node)
    if name != nil { functionStack.removeLast() }
  }

  private final class ViewBodyVisitor: SyntaxVisitor {
    let collector: BehaviourCollector
    let type: String?
    init(collector: BehaviourCollector, type: String?) {
      self.collector = collector
      self.type = type
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      collector.note(node, type: type)
      return .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      collector.enterClosure(node)
      return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { collector.exitClosure() }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
        collector.note(assignmentTo: elements[0], value: elements[2], type: type)
      }
      return .visitChildren
    }
  }

  // MARK: Names

  /// `player.play` → `play`; `Timer.publish` → `publish`; `CABasicAnimation` → itself.
  static func lastName(_ expression: ExprSyntax) -> String {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return lastName(specialized.expression) }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(optional.expression) }
    return ""
  }

  /// The call a closure is passed to: its trailing closure or a closure argument.
  static func owningCallName(of closure: ClosureExprSyntax) -> String? {
    var node: Syntax? = closure.parent
    // closure → (LabeledExpr → LabeledExprList | MultipleTrailingClosureElement → list) → call
    for _ in 0..<3 {
      guard let current = node else { return nil }
      if let call = current.as(FunctionCallExprSyntax.self) { return lastName(call.calledExpression) }
      if let macro = current.as(MacroExpansionExprSyntax.self) { return macro.macroName.text }
      guard current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self)
        || current.is(MultipleTrailingClosureElementSyntax.self) || current.is(MultipleTrailingClosureElementListSyntax.self)
      else { return nil }
      node = current.parent
    }
    return nil
  }
}

/// What `BehaviourCollector` found in one file.
public struct BehaviourFacts: Sendable {
  public var calls: [CodeCall] = []
  public var assignments: [CodeAssignment] = []
  public var functions: [DeclaredFunction] = []
  /// `some Gesture` properties' text, by name.
  public var gestureProperties: [String: String] = [:]
  /// Properties of types and the file, with their extent.
  public var properties: [DeclaredProperty] = []

  /// The property whose declaration holds `position` (`static let pulse = ...repeatForever()`).
  public func property(containing position: SourcePosition) -> DeclaredProperty? {
    properties.last { $0.start <= position && position <= $0.end }
  }

  public init(calls: [CodeCall] = [], assignments: [CodeAssignment] = [], functions: [DeclaredFunction] = [],
              gestureProperties: [String: String] = [:]) {
    self.calls = calls
    self.assignments = assignments
    self.functions = functions
    self.gestureProperties = gestureProperties
  }

  public func calls(named name: String) -> [CodeCall] { calls.filter { $0.name == name } }

  /// Whether `type` declares (or overrides) a function of this name.
  public func declares(_ function: String, in type: String?) -> Bool {
    functions.contains { $0.name == function && $0.enclosingType == type }
  }
}

extension SwiftFileModel {
  /// Whether the file's text holds `text` anywhere (comments included): for lenient checks only,
  /// that make a rule stay quiet, never report.
  public func sourceContains(_ text: String) -> Bool {
    converter.source.contains(text)
  }

  /// The file's text with its comments taken out.
  public func sourceWithoutComments() -> String {
    HandlerReach.droppingComments(String(decoding: sourceBytes, as: UTF8.self))
  }
}

extension SwiftFileModel {
  /// How often `word` occurs in the file's text as a whole identifier (comments included): a
  /// handler named in more places than its declaration and one selector is called from elsewhere.
  public func sourceOccurrences(of word: String) -> Int {
    sourceOffsets(of: word).count
  }

  /// Where `word` occurs whole in the file's text (not inside a longer identifier).
  public func sourceOffsets(of word: String) -> [Int] {
    let bytes = converter.source.bytes, needle = Array(word.utf8)
    guard !needle.isEmpty, bytes.count >= needle.count else { return [] }
    func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
    var offsets: [Int] = []
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle,
         index == 0 || !isIdentifier(bytes[index - 1]),
         index + needle.count == bytes.count || !isIdentifier(bytes[index + needle.count]) {
        offsets.append(index)
        index += needle.count
      } else {
        index += 1
      }
    }
    return offsets
  }
}
