import A11yCore
import Foundation

/// What one file declares that other files may need: collected as plain values in the same walk
/// that builds the file's model, and resolved into the ``ProjectIndex`` once every file is read.
public struct FileDeclarations: Sendable {
  /// Classes, structs, enums, actors, protocols and extensions, in source order.
  public internal(set) var types: [TypeDeclaration] = []
  /// Type aliases to a named type (`typealias BaseViewController = UIViewController`): alias → the
  /// type's simple name. Where `#if` branches declare one twice, the UIKit one is kept.
  public internal(set) var typeAliases: [String: String] = [:]
  /// `body` of each SwiftUI view type declared here: the indices of its root views in the model.
  public internal(set) var viewBodies: [String: [Int]] = [:]
  /// Properties and methods declared to return a SwiftUI `Image` (`var volumeImage: Image { ... }`),
  /// as "Type.name" ("" for no type): a view held in one is a picture.
  public internal(set) var imageMembers: Set<String> = []
  /// Functions returning a label, text field or text view they made with
  /// `adjustsFontForContentSizeCategory = true` (`createNavigationLabel()`).
  public internal(set) var textFactoriesAdjustingFont: Set<String> = []
  /// Stored properties of each type: name → type as written (`title` → `String?`).
  public internal(set) var storedProperties: [String: [String: String]] = [:]
  /// Methods of `View` extensions (and `ViewModifier`s) that set accessibility when applied.
  public internal(set) var viewModifiers: [String: AccessibilityEffect] = [:]
  /// `View` extension methods that only apply a `ViewModifier` type: method name → type name
  /// (`func recipientCellModifier() -> some View { modifier(RecipientCellModifier()) }`).
  /// One type per `return` when the method picks by branch (`if #available(iOS 26, *)`).
  public internal(set) var viewModifierAliases: [String: Set<String>] = [:]
  /// Functions of the file's types that return a view, by name: what the view they return says of
  /// itself (`static func swapInExpiration() -> some View { HStack { … }.accessibilityElement(children:
  /// .combine).accessibilityAddTraits(.isButton) }`). Empty for a name two of them share with different effects.
  public internal(set) var viewFunctionEffects: [String: AccessibilityEffect] = [:]
  /// `View` extension methods without parameters that set a font of a size written in them
  /// (RariMe's `func additional3() -> some View { applyFont(fontFamily: …, fontSize: 24, …,
  /// fontWeight: .bold) }`): the size and whether it is bold, for the contrast rules.
  public internal(set) var typographyHelpers: [String: TypographyHelper] = [:]
  /// Methods of UIKit extensions that set accessibility on the object they're called on.
  public internal(set) var uikitHelpers: [String: AccessibilityEffect] = [:]
  /// Methods of UIKit extensions that restyle the text of the object they're called on
  /// (``UIKitTextStyling``), by name: the properties set on `self`.
  public internal(set) var uikitTextStylers: [String: Set<String>] = [:]
  /// Methods and free functions that set accessibility on an object passed to them
  /// (`setupAccessibility(forSidebarButton: button)`), by name: per argument label, what they set.
  public internal(set) var argumentHelpers: [String: [String: AccessibilityEffect]] = [:]
  /// Size arguments of calls (`bold(fontSize: titleLabel.font.pointSize)`), by `name(label:)` for
  /// labels ending in "size": true while every such argument here is another font's `.pointSize`.
  public internal(set) var sizeArgumentsFromFonts: [String: Bool] = [:]
  /// Functions that build and return an object with accessibility set on it
  /// (`func makeColorPickerButton() -> UIButton { ...; button.accessibilityLabel = ...; return button }`).
  public internal(set) var factoryHelpers: [String: AccessibilityEffect] = [:]
  /// Functions that label the object they return with one of their arguments
  /// (`UIImage.symbol(_:accessibilityLabel:)`), by name: those arguments' labels ("_" unlabelled).
  public internal(set) var resultLabelArguments: [String: Set<String>] = [:]
  /// Accessibility properties a type overrides (`override var accessibilityLabel: String? { ... }`).
  public internal(set) var overriddenAccessibility: [String: Set<String>] = [:]
  /// Types (or extensions of them) whose code sets `isAccessibilityElement = true` on `self`.
  public internal(set) var typesMadeOneElement: Set<String> = []
  /// Types declared `private` or `fileprivate`: only this file can use them.
  public internal(set) var filePrivateTypes: Set<String> = []
  /// Types that override `point(inside:with:)` or `hitTest(_:with:)`: their hit area is what that
  /// code says, not their frame.
  public internal(set) var typesDecidingTheirHitArea: Set<String> = []
  /// Types that set their fonts again when the text size changes (`traitCollectionDidChange`,
  /// `updateConfiguration(using:)`, `updateUIView`, `registerForTraitChanges`, the
  /// content-size notification): their labels follow the user's size without
  /// `adjustsFontForContentSizeCategory`.
  public internal(set) var reappliesFontsOnSizeChange: Set<String> = []
  /// Initializers added to `Image` / `UIImage`, by their first argument label.
  public internal(set) var imageInitializers: [String: ImageInitializerKind] = [:]
  /// Initializers added to a titled view (`Label`, `Button`, `Text`...) whose first argument is
  /// its title, by view and first argument label: `extension Label { init(localized: LocalizedStringResource,
  /// systemImage: String) { self.init(String(localized: localized), systemImage: systemImage) } }`.
  public internal(set) var titleInitializers: [String: Set<String>] = [:]
  /// Initializers added to `Button` whose label is an `Image` of their first argument, by that
  /// argument's label: the label of the `Image` argument it fills ("" for none). Babylon Wallet's
  /// `extension Button where Label == Image { init(asset: ImageAsset, action:) { self.init(action:
  /// action) { Image(asset: asset) } } }` is `["asset": "asset"]`.
  public internal(set) var imageButtonInitializers: [String: String] = [:]
  /// Types that `#Preview` blocks and `PreviewProvider`s here create (`OrderRow(...)`).
  public internal(set) var previewReferences: Set<String> = []
  /// Where those previews are (UTF-8 offsets), so a mention inside one isn't taken for a use.
  public internal(set) var previewRanges: [Range<Int>] = []
  /// Types declared here that code outside the project may reach (`public`, `open`, `@main`,
  /// `@objc`): never taken for unreferenced code.
  public internal(set) var exportedTypes: Set<String> = []
  /// Of those, the ones exported only by access (`public`, `open`, in a `public extension`), not
  /// by an attribute the runtime reaches (`@objc`, `@main`).
  public internal(set) var typesExportedOnlyByAccess: Set<String> = []
  /// `ButtonStyle`s whose `makeBody` draws a title of their own, by type.
  public internal(set) var buttonStyleTitles: [String: ButtonStyleTitle] = [:]
  /// `ButtonStyle`s whose `makeBody` draws an SF Symbol, fixed or given (type → where it comes from).
  public internal(set) var buttonStyleSymbols: [String: ButtonStyleTitle] = [:]
  /// `ButtonStyle`s whose `makeBody` gives the label a background or content shape: the whole
  /// label frame responds to touch, not only what it draws.
  public internal(set) var buttonStylesFillingLabel: Set<String> = []
  /// `ButtonStyle`s whose `makeBody` draws a filled shape or background of a fixed size, 44 pt or
  /// more each way, that the label sits on (`Circle().fill(…).frame(width: 50, height: 50)
  /// .overlay { configuration.label }`): the button responds over all of it.
  public internal(set) var buttonStylesSizingTarget: Set<String> = []
  /// `ButtonStyle`s whose `makeBody` is a filled shape of no size of its own with the label on it
  /// (`RoundedRectangle(cornerRadius: 30).fill(color).overlay(configuration.label)`): the shape takes
  /// whatever frame the button is given, and all of it responds to touch. "Type/maxWidth" and
  /// "Type/maxHeight", for the axes in which it does (``SwiftFileModelBuilder/axesFillingTheOffer(_:)``).
  public internal(set) var buttonStylesFillingOffer: Set<String> = []
  /// Views that show what their content closure builds (`Unwrap(title) { Text($0) }`).
  public internal(set) var contentPassingViews: Set<String> = []
  /// `View` extension methods with a `title` parameter, and what they do with it.
  public internal(set) var titleForwarding: [String: TitleForwarding] = [:]
  /// `private`/`fileprivate` methods and computed properties (for ``UnreferencedCode``).
  public internal(set) var privateMembers: [MemberExtent] = []
  /// Every method and function with a body, nested ones too (for rules that ask what the code
  /// around a finding does, such as drawing into an image).
  public internal(set) var functions: [MemberExtent] = []
  /// Type aliases at the top level (`typealias DrawerGestureCompletionBlock = (DrawerController, …) -> Void`),
  /// as static properties: read by any mention. ``UnreferencedCode`` follows them like global
  /// functions, so a type only an unused alias names is unused too.
  public internal(set) var topLevelTypeAliases: [MemberExtent] = []
  /// Methods and computed properties declared in an extension's body (`extension View { func
  /// pinchToZoom() ... }`), with the extended type's simple name, that only Swift code naming them
  /// can call: not `public`/`open`/`override`/`dynamic`, no attribute but `@ViewBuilder`,
  /// `@discardableResult`, `@MainActor`, `@available`, in an extension without attributes (for
  /// ``UnreferencedCode``, which follows those of types the project doesn't declare).
  public internal(set) var extensionMembers: [(extendedType: String, member: MemberExtent)] = []
  /// `didSet`/`willSet` observers of stored properties, by property (for ``UnreferencedCode``).
  public internal(set) var observedProperties: [MemberExtent] = []
  /// `static`/`class` methods right in the body of a type the file declares, that only Swift
  /// code naming them can call (the same exclusions as ``extensionMembers``, and not `private`:
  /// those are ``privateMembers``), with the type's simple name and what it inherits (for
  /// ``UnreferencedCode``).
  /// What each protocol the file declares inherits, as written (for ``UnreferencedCode``).
  public internal(set) var protocolInheritance: [String: [String]] = [:]
  /// (Also instance computed view properties of the file's types, which only code naming them builds.)
  public internal(set) var staticMembers: [(type: String, inherited: [String], member: MemberExtent)] = []
  /// Branches chosen by a stored property's value (`switch mode`, `if state is DraftState`).
  public internal(set) var selectorBranches: [SelectorBranch] = []
  /// Code that runs only below an iOS version (`if #available(iOS 15, *)`'s `else`).
  public internal(set) var belowVersionBranches: [BelowVersionBranch] = []
  /// Functions without parameters that return an SF Symbol's name (`static func ellipsisNavigation()
  /// -> String`, "ellipsis" or "ellipsis.circle" by iOS version), by name.
  public internal(set) var symbolFunctions: [String: Set<String>] = [:]
  /// Properties (and locals) declared of type `Font` (`var font: Font { … }`, `let font: Font`),
  /// by name, with the getter's extent for a computed one (nil for a stored one, which may hold
  /// any font) (``FontHelpers``).
  public internal(set) var fontProperties: [(name: String, getter: Range<Int>?)] = []
  /// Enum cases a switch maps to SF Symbol names (``SymbolConstants/caseSymbols(_:)``), by case name.
  public internal(set) var symbolCases: [String: Set<String>] = [:]
  /// Computed `String` properties that give only SF Symbol names (`var icon: String { playing ?
  /// "pause.fill" : "play.fill" }`), by their type and name.
  public internal(set) var symbolProperties: [ConstantKey: Set<String>] = [:]
  /// The strings the cases of `String` enums stand for (`case more = "ellipsis"`, `case tabs`), by case name.
  public internal(set) var stringCaseValues: [String: Set<String>] = [:]
  /// The case names of each `String` enum, by the enum's name.
  public internal(set) var stringEnumCases: [String: Set<String>] = [:]
  /// The case names of the enums the file declares whose values are made only by name (no
  /// `CaseIterable`, raw type or `Codable`); a name twice when two enums declare it.
  public internal(set) var enumCaseNames: [String] = []
  /// The types an unlabelled `Image`/`UIImage` initializer takes (`init(_ symbol: Image.Symbol) {
  /// self.init(systemName: symbol.rawValue) }`), by simple name: true when it draws an SF Symbol.
  public internal(set) var unlabelledImageInitializerTypes: [String: Bool] = [:]
  /// Code that runs only on a Mac (`if ProcessInfo.processInfo.isMacCatalystApp`), as UTF-8 offsets.
  public internal(set) var macOnlyBranches: [Range<Int>] = []
  /// `let debug = false` constants (`Type.name`), and `if` bodies behind a flag
  /// (``DisabledFlagBranchReader``).
  public internal(set) var falseConstants: Set<String> = []
  /// `static var flag = false` variables (``DisabledFlagBranchReader/falseVariableKeys(of:type:)``), keyed as ``falseConstants``.
  public internal(set) var falseVariables: Set<String> = []
  /// `@Published var flag = false` properties (``DisabledFlagBranchReader/publishedFalseFlagKeys(of:type:)``), keyed as ``falseConstants``.
  public internal(set) var publishedFalseFlags: Set<String> = []
  public internal(set) var flagBranches: [FlagBranch] = []
  /// Constants true only on a Mac (`let isCatalyst = ProcessInfo.processInfo.isMacCatalystApp`),
  /// keyed as ``falseConstants``.
  public internal(set) var macTestConstants: Set<String> = []
  /// Constructions with labelled arguments outside view bodies (views are in the model).
  public internal(set) var constructions: [Construction] = []
  /// `Type.property` of stored properties only this file can assign (`let`, `private var`).
  public internal(set) var fileScopedProperties: Set<String> = []
  /// View types drawn into an image (`ImageRenderer(content: ScoreboardView(...))`).
  public internal(set) var imageRenderedViews: Set<String> = []
  /// What code sets on each element of a collection property (`for button in keypadButtons {
  /// button.buttonFont = font }`): type → collection → properties set. An outlet collection's
  /// views get it (``ProjectIndex/outletAssignments(type:outlet:)``).
  public internal(set) var collectionElementAssignments: [String: [String: Set<String>]] = [:]
  /// Properties declared as an array of the type's own properties (`lazy var allButtons =
  /// [self.button0, self.button1]`): type → property → the properties listed. What a loop sets on
  /// each element of such a property it sets on each of them.
  public internal(set) var arrayPropertyMembers: [String: [String: [String]]] = [:]
  /// What code sets through a parameter or local of a known class on that class's outlets
  /// (`func configureCell(_ cell: RepoCell) { cell.issuesLabel.attributedText = title }`, a cell
  /// dequeued `as! RepoCell`): type → outlet → properties set and methods called.
  public internal(set) var typedLocalOutletAssignments: [String: [String: Set<String>]] = [:]
  /// ``UIKitObjectCollector/membersWiredThroughLocals()``.
  public internal(set) var membersWiredThroughLocals: Set<String> = []
  /// Protocols declared here (not in ``types``, which the type index resolves).
  public internal(set) var protocols: [String] = []

  public init() {}

  /// The innermost function (a nested one, if any) whose body holds `offset`.
  public func innermostFunction(containing offset: Int) -> MemberExtent? {
    functions.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }
  }
}

/// A type declared in the project.
public struct TypeDeclaration: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
  }

  public var kind: Kind
  public var name: String
  /// The inheritance clause as written: a superclass first, then conformances.
  public var inherited: [String]
  public var file: String
  public var position: SourcePosition

  public init(kind: Kind, name: String, inherited: [String], file: String, position: SourcePosition) {
    self.kind = kind
    self.name = name
    self.inherited = inherited
    self.file = file
    self.position = position
  }
}

/// A project's text style helper (``FileDeclarations/typographyHelpers``).
public struct TypographyHelper: Sendable, Hashable {
  public var points: Double
  public var bold: Bool

  /// The first `size:`/`fontSize:`/`ofSize:` number in a helper's body, and a bold weight or
  /// font name there; nil when it names none.
  static func read(_ body: String) -> TypographyHelper? {
    for label in ["fontSize:", "size:", "ofSize:"] {
      guard let range = body.range(of: label) else { continue }
      let digits = body[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
      guard let points = Double(digits), points >= 6, points <= 200 else { continue }
      let lower = body.lowercased()
      let bold = [".bold", ".semibold", ".heavy", ".black", "bold\"", "-bold", "semibold\""].contains(where: lower.contains)
        || body.contains("Bold")
      return TypographyHelper(points: points, bold: bold)
    }
    return nil
  }
}

/// What an `Image(label: ...)` initializer added by the app draws.
public enum ImageInitializerKind: String, Sendable, Hashable {
  /// It wraps an asset-catalog image (`self.init(asset.name)`).
  case asset
  /// It wraps an SF Symbol (`self.init(systemName: ...)`).
  case systemSymbol
  /// It sets its own label (`self.init(name, label: ...)`) or is decorative.
  case labelled
  /// It hides itself from VoiceOver (`self.init(decorative: ...)`).
  case decorative
  /// It wraps a picture with no name (`self.init(uiImage: UIImage(asset: asset))`, Pocket's
  /// `Image(asset:)`): VoiceOver says just "image".
  case unnamedPicture
}

/// What a project method does to the accessibility of the view or object it is applied to.
public struct AccessibilityEffect: Sendable, Hashable {
  public var setsLabel = false
  public var setsHint = false
  public var setsValue = false
  public var addedTraits: Set<String> = []
  public var hides = false
  /// It hides the view from sight too (`.hidden()`, `.opacity(0)`), not from assistive technology
  /// alone: nothing is left that sighted people reach and others can't.
  public var hidesFromSight = false
  /// `isAccessibilityElement = true` (UIKit) or `.accessibilityElement(children:)` (SwiftUI).
  public var makesElement = false
  public var childBehavior: ChildBehavior?
  /// It gives VoiceOver an action (`.accessibilityAction(named:)`, an adjustable or scroll action).
  public var addsActions = false
  /// A UIKit helper sets `accessibilityTraits` to what its caller passes (`traits.map {
  /// accessibilityTraits = $0 }`): the call's `traits:` argument says which.
  public var setsPassedTraits = false

  public init() {}

  public var isEmpty: Bool {
    !setsLabel && !setsHint && !setsValue && addedTraits.isEmpty && !hides && !makesElement && childBehavior == nil && !addsActions
      && !setsPassedTraits
  }
}

extension AccessibilityEffect {
  /// What a SwiftUI modifier chain sets.
  init(modifiers: [ViewModifierCall]) {
    self.init()
    let probe = SwiftUIView(
      index: 0, parent: nil, slot: .root, kind: .reference, name: "self", arguments: [], modifiers: modifiers,
      position: SourcePosition(line: 1, column: 1, utf8Offset: 0), end: SourcePosition(line: 1, column: 1, utf8Offset: 0),
      enclosingType: nil)
    setsLabel = probe.accessibilityLabel != nil
    setsHint = probe.accessibilityHint != nil
    setsValue = probe.hasModifier("accessibilityValue")
    addedTraits = probe.addedTraits
    hides = probe.hiddenByOwnModifier == true
    hidesFromSight = probe.hasModifier("hidden") || modifiers.contains { $0.name == "opacity" && $0.arguments.firstUnlabeled?.numberLiteral == 0 }
    childBehavior = probe.childBehavior
    makesElement = childBehavior != nil
    addsActions = modifiers.contains { Self.actionModifiers.contains($0.name) }
  }

  static let actionModifiers: Set<String> = [
    "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
    "accessibilityZoomAction",
  ]

  /// What the body of a UIKit helper does to `self`, read from its text: these helpers are short
  /// and write the properties by name.
  init(uikitBodyText text: String) {
    self.init()
    let compact = text.replacingOccurrences(of: " ", with: "")
    setsLabel = compact.contains("accessibilityLabel=") || compact.contains("accessibilityAttributedLabel=")
    setsHint = compact.contains("accessibilityHint=")
    setsValue = compact.contains("accessibilityValue=")
    makesElement = compact.contains("isAccessibilityElement=true")
    hides = compact.contains("accessibilityElementsHidden=true") || compact.contains("isAccessibilityElement=false")
    if compact.contains("accessibilityTraits") {
      for trait in ["button", "header", "link", "selected", "image", "adjustable", "staticText"]
      where compact.contains(".\(trait)") {
        addedTraits.insert(trait)
      }
      setsPassedTraits = addedTraits.isEmpty && compact.contains("accessibilityTraits=")
    }
  }

  mutating func merge(_ other: AccessibilityEffect) {
    setsLabel = setsLabel || other.setsLabel
    setsHint = setsHint || other.setsHint
    setsValue = setsValue || other.setsValue
    addedTraits.formUnion(other.addedTraits)
    hides = hides || other.hides
    hidesFromSight = hidesFromSight || other.hidesFromSight
    makesElement = makesElement || other.makesElement
    childBehavior = childBehavior ?? other.childBehavior
    addsActions = addsActions || other.addsActions
    setsPassedTraits = setsPassedTraits || other.setsPassedTraits
  }
}

/// The text a project `ButtonStyle` draws beside the button's own label.
public enum ButtonStyleTitle: Sendable, Hashable {
  /// `Text("Share")`.
  case literal(String)
  /// `Text(self.title)`: the argument of that name where the style is made.
  case property(String)
  /// `Unwrap(title) { Text($0) }`: the argument `property`, when `view` shows what its content
  /// closure builds (known from the project index).
  case passedThrough(view: String, property: String)
}

/// A member of a type and where it is: its whole declaration (mentions inside it don't count as
/// uses) and the part whose code runs only when it is used (a method's body, a property's observer).
public struct MemberExtent: Sendable, Hashable {
  public var name: String
  public var declaration: Range<Int>
  public var body: Range<Int>
  /// A computed property whose value isn't a function: `name(` calls something else.
  public var isProperty = false
  /// For a view's own computed view property (`var bottomButton: some View`), the view's name:
  /// views often give their members the same names, and a bare mention inside a view reads its own.
  public var ownerType: String? = nil
  /// A function's parameters, by argument label (nil for `_`) and whether a call may leave
  /// the argument out (a default value): calls whose labels fit no overload aren't its calls
  /// (``UnreferencedCode``). Nil when unknown (a property, a variadic parameter).
  public var parameters: [(label: String?, omissible: Bool)]? = nil
  /// `public`/`open` only by access (no `@objc`): other modules may call it, unless its module
  /// is a package only the app builds.
  public var exportedOnlyByAccess = false
  /// `static`/`class`: called on the type, so `.name` (an implicit member) may be a call.
  public var isStatic = false
  /// An instance method of an extension: `Type.name` (a capitalised type before the dot) never calls it.
  public var isInstanceMember = false
  /// `@objc` (itself or its extension): a storyboard's or xib's action may name it.
  public var isObjC = false

  public init(name: String, declaration: Range<Int>, body: Range<Int>, isProperty: Bool = false) {
    self.name = name
    self.declaration = declaration
    self.body = body
    self.isProperty = isProperty
  }

  public static func == (lhs: MemberExtent, rhs: MemberExtent) -> Bool {
    lhs.name == rhs.name && lhs.declaration == rhs.declaration && lhs.body == rhs.body && lhs.isProperty == rhs.isProperty
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(declaration.lowerBound)
    hasher.combine(body.lowerBound)
  }
}
