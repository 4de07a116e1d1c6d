import A11yCore
import SwiftParser
import SwiftSyntax

/// Builds a `SwiftFileModel` in one walk over a file's syntax tree: SwiftUI view trees where views
/// are declared, UIKit objects with what is done to them, constants, and suppression comments.
final class SwiftFileModelBuilder: SyntaxVisitor {
  private var model: SwiftFileModel
  private let converter: PositionConverter
  private let summarizer: ExpressionSummarizer
  private var directives: [SuppressionDirective] = []
  /// Where the file constructs an AppKit-only type (``appKitOnlyTypes``), as UTF-8 offsets.
  private var appKitConstructions: [Int] = []

  /// The types we are inside, innermost last: (name, first inherited type).
  private var typeStack: [(name: String, inherited: [String])] = [] { didSet { cachedScopeChain = nil } }
  /// UIKit scopes: function bodies and immediately-invoked closures, innermost last.
  private var localScopes: [LocalScope] = [] { didSet { cachedScopeChain = nil } }
  /// ``scopeChain`` until a scope or type is entered or left: it is asked for every call and
  /// assignment, and changes only at declarations.
  private var cachedScopeChain: [ScopeKey]?
  private var nextScopeID = 0

  /// UIKit declarations, assignments and calls, resolved into objects when the walk is over.
  private var uikit = UIKitObjectCollector()
  /// Calls, assignments and functions the behaviour rules read (timers, playback, animation).
  private let behaviour: BehaviourCollector
  /// Whether the file names any accessibility setting at all: most don't, and their view bodies
  /// need no search. (A constant: it is asked at every member access, where a lazy property's
  /// getter cost more than the test.)
  private let fileMentionsSettings: Bool

  /// Every setting's name holds one of these: a first pass for them (capitalised, so the byte
  /// search skips ahead further than for `accessibility`) rules out most files cheaply.
  static let settingFragments = ["Reduce", "Differentiate", "Contrast", "DarkerSystemColors", "InvertColors"]

  init(path: String, source: String) {
    model = SwiftFileModel(path: path)
    let converter = PositionConverter(source: source)
    self.converter = converter
    model.converter = converter
    let text = converter.source
    fileMentionsSettings = Self.settingFragments.contains { text.contains($0) } && Self.accessibilitySettings.contains { text.contains($0) }
    // RxSwift's `.withUnretained(self).subscribe(onNext: { owner, _ in owner.button… })` and
    // `subscribe(with: self, onNext: { owner, … })` pass the object as `owner`, by convention.
    uikit.ownerIsSelf = text.contains("withUnretained(self") || text.contains("(with: self")
    summarizer = ExpressionSummarizer(converter: converter)
    behaviour = BehaviourCollector(converter: converter, summarizer: summarizer)
    super.init(viewMode: .sourceAccurate)
  }

  static func build(path: String, source: String, tree: SourceFileSyntax) -> SwiftFileModel {
    let builder = SwiftFileModelBuilder(path: path, source: source)
    builder.walk(tree)
    // Most files have no suppression comment: reading every token's trivia only when one may be
    // there keeps the walk lean.
    if builder.converter.source.contains(SuppressionDirective.marker) {
      builder.collectDirectives(in: tree)
    }
    return builder.finish()
  }

  // MARK: Types

  private var currentType: String? { typeStack.last?.name }

  /// The inherited types as written, a composition split into its parts (`UICollectionViewCell &
  /// EntityCell` inherits the cell class first).
  private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
    (clause?.inheritedTypes ?? []).flatMap { inherited -> [String] in
      guard let composition = inherited.type.as(CompositionTypeSyntax.self) else { return [converter.text(of: inherited.type)] }
      return composition.elements.map { converter.text(of: $0.type) }
    }
  }

  private func enterType(
    _ name: String, kind: TypeDeclaration.Kind, inheritance clause: InheritanceClauseSyntax?, position: SourcePosition,
    node: some SyntaxProtocol
  ) -> SyntaxVisitorContinueKind {
    let inherited = inheritedNames(clause)
    if inherited.contains("PreviewProvider") {
      notePreview(node)
      return .skipChildren
    }
    noteExtent(of: name, node)
    model.declarations.types.append(TypeDeclaration(
      kind: kind, name: name, inherited: inherited, file: model.path, position: position))
    // Only classes inherit; a struct's first inherited type is a protocol (`View`).
    if kind == .class, let first = inherited.first { uikit.inheritance[name] = uikit.inheritance[name] ?? first }
    if uikit.typePositions[name] == nil { uikit.typePositions[name] = position }
    uikit.codeActions.typeNames.formUnion(inherited)
    typeStack.append((name, inherited))
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    noteExported(node.name.text, modifiers: node.modifiers, attributes: node.attributes)
    if passesContentThrough(node) { model.declarations.contentPassingViews.insert(node.name.text) }
    return enterType(node.name.text, kind: .struct, inheritance: node.inheritanceClause, position: converter.start(node.name), node: node)
  }
  override func visitPost(_ node: StructDeclSyntax) { popType(node.name.text) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    noteExported(node.name.text, modifiers: node.modifiers, attributes: node.attributes)
    return enterType(node.name.text, kind: .class, inheritance: node.inheritanceClause, position: converter.start(node.name), node: node)
  }
  override func visitPost(_ node: ClassDeclSyntax) { popType(node.name.text) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    noteExported(node.name.text, modifiers: node.modifiers, attributes: node.attributes)
    noteStringCaseValues(node)
    // (Not an enum whose values may come without their names written: iterated, raw, decoded.)
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if !inherited.contains(where: Self.enumsMadeWithoutNames.contains) {
      for member in node.memberBlock.members {
        guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        model.declarations.enumCaseNames += cases.elements.map(\.name.text)
      }
    }
    return enterType(node.name.text, kind: .enum, inheritance: node.inheritanceClause, position: converter.start(node.name), node: node)
  }
  override func visitPost(_ node: EnumDeclSyntax) { popType(node.name.text) }
  /// Conformances and raw types through which an enum's values are made without their names
  /// (`allCases`, `init(rawValue:)`, a decoder).
  static let enumsMadeWithoutNames: Set<String> = [
    "CaseIterable", "String", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Character", "Codable", "Decodable", "RawRepresentable", "NSInteger", "CGFloat",
  ]
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    noteExported(node.name.text, modifiers: node.modifiers, attributes: node.attributes)
    return enterType(node.name.text, kind: .actor, inheritance: node.inheritanceClause, position: converter.start(node.name), node: node)
  }
  override func visitPost(_ node: ActorDeclSyntax) { popType(node.name.text) }
  // A protocol is noted only for the search for unreferenced code: a protocol whose requirement
  // names a type mentions it from inside the protocol, not from live code.
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    model.declarations.protocols.append(node.name.text)
    model.declarations.protocolInheritance[node.name.text] = inheritedNames(node.inheritanceClause)
    noteExported(node.name.text, modifiers: node.modifiers, attributes: node.attributes)
    noteExtent(of: node.name.text, node)
    return .visitChildren
  }

  // `public typealias PVGameMoreInfoViewControllerBase = UIViewController` (`#else` NSViewController):
  // a class inheriting through it is the UIKit class it names (Provenance).
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    if typeStack.isEmpty {
      var alias = MemberExtent(
        name: node.name.text,
        declaration: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
        body: node.initializer.positionAfterSkippingLeadingTrivia.utf8Offset..<node.initializer.endPositionBeforeTrailingTrivia.utf8Offset,
        isProperty: true)
      alias.isStatic = true
      alias.exportedOnlyByAccess = node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
      model.declarations.topLevelTypeAliases.append(alias)
    }
    let type = node.initializer.value
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { return .skipChildren }
    let target = TypeIndex.simpleName(converter.text(of: type))
    let name = node.name.text
    if model.declarations.typeAliases[name].map({ !$0.hasPrefix("UI") }) ?? true {
      model.declarations.typeAliases[name] = target
    }
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = converter.text(of: node.extendedType)
    let inherited = inheritedNames(node.inheritanceClause)
    exportingExtensions.append(node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" })
    privateExtensions.append(ModifierFlags(node.modifiers).isPrivate)
    // `@MainActor`, `@available`: no way in for the Objective-C runtime.
    extensionAttributes.append(!attributeNames(node.attributes).allSatisfy { ["MainActor", "available"].contains($0) })
    model.declarations.types.append(TypeDeclaration(
      kind: .extension, name: name, inherited: inherited, file: model.path, position: converter.start(node.extendedType)))
    typeStack.append((name, inherited))
    noteExtent(of: TypeIndex.simpleName(name), node)
    extensionLevels.append(typeStack.count)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    extensionLevels.removeLast()
    exportingExtensions.removeLast()
    privateExtensions.removeLast()
    extensionAttributes.removeLast()
    popType(converter.text(of: node.extendedType))
  }

  /// Whether each extension we are inside is `public`/`open` (its nested types are then public).
  private var exportingExtensions: [Bool] = []
  /// Whether each extension we are inside has attributes other than `@MainActor`/`@available` (`@objc extension`).
  private var extensionAttributes: [Bool] = []
  /// Whether each extension we are inside is `private`/`fileprivate` (its members are then private).
  private var privateExtensions: [Bool] = []

  /// Notes a type other modules or the Objective-C runtime may reach without this project naming
  /// it: `public`/`open` (a library's API), `@main`, `@objc`, `@UIApplicationMain`.
  private func noteExported(_ name: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax) {
    if modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" }) {
      model.declarations.filePrivateTypes.insert(name)
    }
    let exportedByAccess = modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    let attributes = attributeNames(attributes)
    let exportedByAttribute = attributes.contains {
      // Not `@IBDesignable`: it draws the view in Interface Builder, and the app reaches it only
      // where a storyboard, xib or code names it, mentions the search counts.
      ["main", "objc", "objcMembers", "UIApplicationMain", "NSApplicationMain"].contains($0)
    }
    if exportedByAccess || exportedByAttribute || exportingExtensions.contains(true) {
      model.declarations.exportedTypes.insert(name)
      if !exportedByAttribute { model.declarations.typesExportedOnlyByAccess.insert(name) }
    }
  }

  /// The depths of `typeStack` that are extensions.
  private var extensionLevels: [Int] = []

  /// The type that the extension we are directly inside extends (`View`, `UIButton`), if any.
  private var extendedType: String? {
    guard extensionLevels.last == typeStack.count, let name = typeStack.last?.name else { return nil }
    return TypeIndex.simpleName(name)
  }

  private func popType(_ name: String) {
    // A skipped PreviewProvider was never pushed.
    if typeStack.last?.name == name { typeStack.removeLast() }
  }

  // MARK: Subtrees with nothing to model

  // Types, string contents and imports hold no view, UIKit object, assignment or setting read;
  // not descending into them keeps the walk close to the parse.
  override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    // `import AppKit` or `import Cocoa` outside any `#if`: the file builds only for a Mac (a Mac
    // app's files beside the iOS app's, Strongbox's `macbox`), so all of it is Mac-only code.
    if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
       let module = node.path.first?.name.text, Self.macOnlyModules.contains(module) {
      model.declarations.macOnlyBranches.append(0..<converter.source.bytes.count)
    }
    return .skipChildren
  }
  static let macOnlyModules: Set<String> = ["AppKit", "Cocoa"]
  /// AppKit classes no iOS build has (and no cross-platform alias renames): constructing one
  /// where iOS compiles the code means the file builds only for a Mac.
  static let appKitOnlyTypes: Set<String> = [
    "NSHostingController", "NSHostingView", "NSWindow", "NSWindowController", "NSAlert", "NSPanel", "NSStatusBar",
  ]
  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Compilation conditions

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    model.compilationBranches += CompilationBranch.branches(of: node, converter: converter)
    return .visitChildren
  }

  // MARK: Previews

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "Preview" else { return .visitChildren }
    notePreview(node)
    return .skipChildren
  }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "Preview" else { return .visitChildren }
    notePreview(node)
    return .skipChildren
  }

  /// A preview isn't modelled (nobody meets it in the app), but the views it makes are noted, so
  /// the index can tell a view only a preview reaches.
  private func notePreview(_ node: some SyntaxProtocol) {
    model.declarations.previewRanges.append(
      node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
    model.declarations.previewReferences.formUnion(PreviewReferenceCollector.names(in: node))
  }

  // Branches chosen by a stored property, and what call sites pass it (for ``UnreferencedCode``).
  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    if let branch = SelectorBranchReader.branch(of: node, type: currentType, converter: converter) {
      model.declarations.selectorBranches.append(branch)
    }
    model.declarations.belowVersionBranches += AvailabilityBranchReader.branches(of: node)
    model.declarations.macOnlyBranches += MacOnlyBranchReader.branches(of: node)
    model.declarations.flagBranches += DisabledFlagBranchReader.branches(of: node, type: currentType)
    return .visitChildren
  }
  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    model.declarations.belowVersionBranches += AvailabilityBranchReader.branches(of: node)
    model.declarations.macOnlyBranches += MacOnlyBranchReader.branches(of: node)
    return .visitChildren
  }
  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    model.declarations.selectorBranches += SelectorBranchReader.branches(of: node, type: currentType, converter: converter)
    for (name, symbol) in SymbolConstants.caseSymbols(node) { model.declarations.symbolCases[name, default: []].insert(symbol) }
    return .visitChildren
  }

  /// `lastName`: the callee's last name when it is a name or a member of something (`Type(...)`,
  /// `Module.Type(...)`), nil otherwise.
  /// `labelled`: the call's labelled arguments in order (``CallArguments/labelled(in:)``).
  private func noteConstruction(_ node: FunctionCallExprSyntax, lastName: String?, labelled: [CallArguments.Labelled]) {
    // Cheap syntax tests first: this runs for every call of the file.
    guard let lastName, !labelled.isEmpty, lastName.startsUppercase else { return }
    let callee = converter.text(of: node.calledExpression)
    guard SelectorBranchReader.isTypePath(callee) else { return }
    var arguments: [String: String?] = [:]
    for argument in labelled {
      arguments[argument.label] = SelectorBranchReader.literal(argument.expression, converter: converter)
    }
    model.declarations.constructions.append(Construction(type: TypeIndex.simpleName(callee), arguments: arguments))
  }

  /// A `private`/`fileprivate` method only this file can call (for ``UnreferencedCode``), declared
  /// so or in a `private extension`. `@IBAction` methods are called by Interface Builder, other
  /// attributed ones by the runtime, overrides by the superclass; an `@objc` one (coreforce's
  /// `myCode()` in an `@objc private extension`) only through a selector, which names it.
  private func notePrivateFunction(_ node: FunctionDeclSyntax) {
    let modifiers = ModifierFlags(node.modifiers)
    let inPrivateExtension = privateExtensions.last == true && extensionLevels.last == typeStack.count
    guard modifiers.isPrivate || inPrivateExtension, !modifiers.isOverride, !modifiers.isDynamic, node.body != nil else { return }
    let attributes = node.attributes.isEmpty ? [] : attributeNames(node.attributes)
    guard attributes.allSatisfy({ $0 == "objc" }) else { return }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
    var member = MemberExtent(name: node.name.text, declaration: start..<end, body: start..<end)
    member.isObjC = !attributes.isEmpty || extensionAttributes.last == true && extensionLevels.last == typeStack.count
    model.declarations.privateMembers.append(member)
  }

  /// A `private`/`fileprivate` computed property (`private var header: some View { ... }`), which
  /// only this file can read (for ``UnreferencedCode``). Stored and observed properties hold
  /// state, and ones with attributes other than `@ViewBuilder` (`@objc`) may be read by the runtime;
  /// `body` may be a protocol's requirement.
  /// `binding` is the declaration's only binding, `accessors` its accessor block's.
  private func notePrivateComputedProperty(
    _ node: VariableDeclSyntax, binding: PatternBindingSyntax, accessors: AccessorBlockSyntax.Accessors, modifiers: ModifierFlags,
    attributeNames: [String]
  ) {
    guard modifiers.isPrivate, !modifiers.isOverride, !modifiers.isDynamic,
          !attributeNames.contains(where: { $0 != "ViewBuilder" }),
          binding.initializer == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body" else { return }
    if case .accessors(let list) = accessors,
       !list.contains(where: { $0.accessorSpecifier.text == "get" || $0.accessorSpecifier.text == "_read" }) { return }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
    model.declarations.privateMembers.append(MemberExtent(name: name, declaration: start..<end, body: start..<end))
  }

  /// A method or computed property right in an extension's body that only Swift code naming it
  /// can call (for ``UnreferencedCode``): the runtime calls `@objc` members (and every member of an
  /// `@objc` extension), Interface Builder `@IBAction`s and `@IBInspectable`s, a superclass its
  /// overrides, other modules `public` ones.
  private func noteExtensionMember(
    _ name: String, _ node: some DeclSyntaxProtocol, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, isProperty: Bool = false
  ) {
    // `extension Outer.View` extends a nested type (the project's or a framework's), not SwiftUI's
    // `View`: it is kept by its whole name (``UnreferencedCode`` tells whose by the outer name).
    guard var type = extendedType, node.parent?.is(MemberBlockItemSyntax.self) == true,
          extensionAttributes.last == false,
          !modifiers.contains(where: { ["override", "dynamic"].contains($0.name.text) }),
          attributeNames(attributes).allSatisfy({ ["ViewBuilder", "discardableResult", "MainActor", "available"].contains($0) }),
          name != "callAsFunction", name != "body" else { return }
    if let written = typeStack.last?.name, written.contains("."), !Self.moduleQualifiers.contains(String(written.prefix { $0 != "." })) {
      type = written
    }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
    var member = MemberExtent(name: name, declaration: start..<end, body: start..<end, isProperty: isProperty)
    // `public` members are searched only in packages the app alone builds (``UnreferencedCode``).
    member.exportedOnlyByAccess = exportingExtensions.last == true || modifiers.contains { ["public", "open"].contains($0.name.text) }
    member.isStatic = modifiers.contains { ["static", "class"].contains($0.name.text) }
    member.isInstanceMember = !member.isStatic && !isProperty
    if let function = node.as(FunctionDeclSyntax.self) { member.parameters = Self.parameterShape(function.signature.parameterClause) }
    model.declarations.extensionMembers.append((type, member))
  }

  /// Modules a type name may be qualified with (`extension SwiftUI.View`).
  static let moduleQualifiers: Set<String> = ["SwiftUI", "UIKit", "Foundation", "Swift", "AppKit", "CoreGraphics"]

  /// A `static`/`class` method right in a type's declaration (for ``UnreferencedCode``).
  private func noteStaticMember(_ node: FunctionDeclSyntax) {
    guard extendedType == nil, let type = typeStack.last, node.body != nil, node.parent?.is(MemberBlockItemSyntax.self) == true,
          extensionAttributes.isEmpty || extensionAttributes.last == false else { return }
    let modifiers = node.modifiers.map(\.name.text)
    guard modifiers.contains(where: { $0 == "static" || $0 == "class" }),
          !modifiers.contains(where: { ["private", "fileprivate", "override", "dynamic"].contains($0) }),
          attributeNames(node.attributes).allSatisfy({ ["discardableResult", "MainActor", "available"].contains($0) }) else { return }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
    var member = MemberExtent(name: node.name.text, declaration: start..<end, body: start..<end)
    member.exportedOnlyByAccess = exportingExtensions.contains(true) || modifiers.contains { $0 == "public" || $0 == "open" }
    member.isStatic = true
    member.parameters = Self.parameterShape(node.signature.parameterClause)
    model.declarations.staticMembers.append((TypeIndex.simpleName(type.name), type.inherited, member))
  }

  /// A `static` property right in a type's declaration whose value is made only when read: a
  /// getter, or a closure called in its initializer (`static let listAppearance: UINavigationBarAppearance
  /// = { … }()`, which Swift runs lazily, on first use). What it makes is never made if nothing
  /// names it (for ``UnreferencedCode``).
  private func noteStaticProperty(_ node: VariableDeclSyntax, binding: PatternBindingSyntax, modifiers: ModifierFlags) {
    guard modifiers.isStatic, !modifiers.isOverride, !modifiers.isDynamic, extendedType == nil, let type = typeStack.last,
          node.parent?.is(MemberBlockItemSyntax.self) == true,
          extensionAttributes.isEmpty || extensionAttributes.last == false,
          attributeNames(node.attributes).allSatisfy({ ["MainActor", "available"].contains($0) }),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
    let madeOnRead: Bool
    if let value = binding.initializer?.value {
      // `static let qtyCell = "QtyCell"`: a class's name kept as a reuse identifier names the class
      // only where the constant is read (a commented-out dequeue reads nothing).
      madeOnRead = value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) == true
        || Self.spellsATypeName(value)
    } else if case .accessors(let list)? = binding.accessorBlock?.accessors {
      madeOnRead = list.contains { $0.accessorSpecifier.text == "get" }
    } else {
      madeOnRead = binding.accessorBlock != nil
    }
    guard madeOnRead else { return }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
    var member = MemberExtent(name: name, declaration: start..<end, body: start..<end, isProperty: true)
    member.exportedOnlyByAccess = exportingExtensions.contains(true) || node.modifiers.contains { ["public", "open"].contains($0.name.text) }
    member.isStatic = true
    model.declarations.staticMembers.append((TypeIndex.simpleName(type.name), type.inherited, member))
  }

  /// `"QtyCell"`: a literal that is one capitalized identifier, as a class's name is.
  static func spellsATypeName(_ value: ExprSyntax) -> Bool {
    guard let literal = value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
          let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
          let first = text.unicodeScalars.first, first.properties.isUppercase, first.isASCII else { return false }
    return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }
  }

  /// `var font: Font { … }`, `let font: Font`: a property of SwiftUI's `Font` type (not
  /// `Font.Weight`), for the font helpers (``FileDeclarations/fontProperties``).
  private func noteFontProperties(_ bindings: PatternBindingListSyntax) {
    for binding in bindings {
      guard var type = binding.typeAnnotation?.type else { continue }
      if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
      let isFont = type.as(IdentifierTypeSyntax.self)?.name.text == "Font"
        || type.as(MemberTypeSyntax.self).map { $0.name.text == "Font" && $0.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI" } == true
      guard isFont, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      let getter = binding.accessorBlock.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset }
      model.declarations.fontProperties.append((name, getter))
    }
  }

  /// An internal computed view property of a type (`var knockSheetView: some View { … }`, GitSpace's
  /// sheet nothing shows): like a private one, only code naming it builds it, though anywhere in
  /// the module (for ``UnreferencedCode``, with the static members). `body` is SwiftUI's to read.
  private func noteViewMemberProperty(_ node: VariableDeclSyntax, binding: PatternBindingSyntax, modifiers: ModifierFlags) {
    guard !modifiers.isStatic, !modifiers.isPrivate, !modifiers.isOverride, !modifiers.isDynamic, extendedType == nil,
          let type = typeStack.last, node.parent?.is(MemberBlockItemSyntax.self) == true, binding.initializer == nil,
          let accessors = binding.accessorBlock?.accessors,
          attributeNames(node.attributes).allSatisfy({ $0 == "ViewBuilder" || $0 == "MainActor" }),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
          let written = binding.typeAnnotation.map({ converter.text(of: $0.type) }), written == "some View" || written == "AnyView" else { return }
    if case .accessors(let list) = accessors, !list.contains(where: { $0.accessorSpecifier.text == "get" }) { return }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
    var member = MemberExtent(name: name, declaration: start..<end, body: start..<end, isProperty: true)
    member.exportedOnlyByAccess = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
    member.ownerType = TypeIndex.simpleName(type.name)
    model.declarations.staticMembers.append((TypeIndex.simpleName(type.name), type.inherited, member))
  }

  /// Each parameter's argument label (nil for `_`) and whether a call may leave it out; nil with
  /// a variadic parameter (any number of arguments fills it).
  static func parameterShape(_ clause: FunctionParameterClauseSyntax) -> [(label: String?, omissible: Bool)]? {
    var shape: [(label: String?, omissible: Bool)] = []
    for parameter in clause.parameters {
      if parameter.ellipsis != nil { return nil }
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      shape.append((label, parameter.defaultValue != nil))
    }
    return shape
  }

  /// A stored property with a `didSet`/`willSet` observer (for ``UnreferencedCode``): the
  /// observer runs only when something assigns the property. Properties with attributes
  /// (`@IBOutlet`, `@IBInspectable`, property wrappers, `@objc`) and overrides are set from elsewhere.
  /// `binding` is the declaration's only binding, `accessors` its accessor block's.
  private func noteObservedProperty(
    _ node: VariableDeclSyntax, binding: PatternBindingSyntax, accessors: AccessorBlockSyntax.Accessors, modifiers: ModifierFlags
  ) {
    guard case .accessors(let accessors) = accessors,
          node.attributes.isEmpty,
          !modifiers.isOverride, !modifiers.isDynamic, !modifiers.isStatic,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
    let declaration = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    for accessor in accessors where accessor.accessorSpecifier.text == "didSet" || accessor.accessorSpecifier.text == "willSet" {
      let body = accessor.positionAfterSkippingLeadingTrivia.utf8Offset..<accessor.endPositionBeforeTrailingTrivia.utf8Offset
      model.declarations.observedProperties.append(MemberExtent(name: name, declaration: declaration, body: body))
    }
  }

  private func noteExtent(of name: String, _ node: some SyntaxProtocol) {
    model.typeExtents.append((name, node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset))
  }

  // MARK: Views and constants

  /// The modifiers of a declaration the walk asks about, read in one pass over them.
  struct ModifierFlags {
    /// `private` or `fileprivate` (`private(set)` too: the name is `private`).
    var isPrivate = false
    var isOverride = false
    var isDynamic = false
    /// `static` or `class`.
    var isStatic = false

    init(_ modifiers: DeclModifierListSyntax) {
      for modifier in modifiers {
        switch modifier.name.text {
        case "private", "fileprivate": isPrivate = true
        case "override": isOverride = true
        case "dynamic": isDynamic = true
        case "static", "class": isStatic = true
        default: break
        }
      }
    }
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // `let debug = false` ends in `false`: four bytes are read before any syntax is (most
    // declarations don't, and reading each one's specifier and bindings showed in profiles).
    // (Not one inside an `#if`: another clause may declare it `true` for the build that ships.)
    if DisabledFlagBranchReader.endsInFalse(converter.source.bytes, at: node.endPositionBeforeTrailingTrivia.utf8Offset),
       !model.compilationBranches.contains(where: { $0.start <= node.position.utf8Offset && node.position.utf8Offset < $0.end }) {
      model.declarations.falseConstants.formUnion(DisabledFlagBranchReader.falseConstantKeys(of: node, type: currentType))
      model.declarations.falseVariables.formUnion(DisabledFlagBranchReader.falseVariableKeys(of: node, type: currentType))
      model.declarations.publishedFalseFlags.formUnion(DisabledFlagBranchReader.publishedFalseFlagKeys(of: node, type: currentType))
    }
    if MacOnlyBranchReader.mayEndInMacTest(converter.source.bytes, at: node.endPositionBeforeTrailingTrivia.utf8Offset) {
      model.declarations.macTestConstants.formUnion(MacOnlyBranchReader.macTestConstantKeys(of: node, type: currentType))
    }
    let modifiers = ModifierFlags(node.modifiers)
    let attributeNames = attributeNames(node.attributes)
    noteFontProperties(node.bindings)
    // Observed and private computed properties have one binding with accessors; most
    // declarations (locals) have none.
    let bindings = node.bindings
    if bindings.count == 1, let binding = bindings.first {
      if modifiers.isStatic {
        noteStaticProperty(node, binding: binding, modifiers: modifiers)
      } else if binding.typeAnnotation != nil, binding.accessorBlock != nil {
        noteViewMemberProperty(node, binding: binding, modifiers: modifiers)
      }
    }
    // `private extension Selector { static let buttonTapped = #selector(DatePickerDialog.buttonTapped) }`:
    // a static constant of an extension, made the first time code names it; read by any mention.
    // (Only selectors: following every extension's constants cost ONLYOFFICE 2% of lint CPU in
    // name searches.)
    if extendedType != nil, bindings.count == 1, let binding = bindings.first, let initializer = binding.initializer,
       binding.accessorBlock == nil, initializer.value.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector",
       node.modifiers.contains(where: { $0.name.text == "static" }),
       let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      noteExtensionMember(name, node, modifiers: node.modifiers, attributes: node.attributes, isProperty: true)
    }
    if bindings.count == 1, let binding = bindings.first, let accessors = binding.accessorBlock?.accessors {
      noteSymbolProperty(binding: binding, accessors: accessors)
      noteObservedProperty(node, binding: binding, accessors: accessors, modifiers: modifiers)
      notePrivateComputedProperty(node, binding: binding, accessors: accessors, modifiers: modifiers, attributeNames: attributeNames)
      if extendedType != nil, binding.initializer == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        // A computed property: a getter (written or implied), not only observers.
        var computed = true
        if case .accessors(let list) = accessors {
          computed = list.contains { $0.accessorSpecifier.text == "get" || $0.accessorSpecifier.text == "_read" }
        }
        // `var bold: NSAttributedString`: a value, never called; `var action: () -> Void` may be.
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let isValue = !isStatic && binding.typeAnnotation.map { !converter.text(of: $0.type).contains("->") } ?? false
        if computed { noteExtensionMember(name, node, modifiers: node.modifiers, attributes: node.attributes, isProperty: isValue) }
      }
    }
    if let type = currentType, node.bindingSpecifier.text == "let" || modifiers.isPrivate {
      for binding in bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          model.declarations.fileScopedProperties.insert(type + "." + name)
        }
      }
    }
    let isStatic = modifiers.isStatic
    let isOutlet = attributeNames.contains("IBOutlet")
    let isViewBuilder = attributeNames.contains { $0 == "ViewBuilder" || $0 == "ToolbarContentBuilder" }
    let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
    var onlyViewBodies = true
    for binding in bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if !isMember {
        let scope = localScopes.last?.key ?? typeScope
        uikit.localNames[scope, default: []].insert(name)
        if let value = binding.initializer?.value { uikit.localValues.append((scope, name, value)) }
        // `let cell: RepoCell`, `let cell = tableView.dequeueReusableCell(…) as! RepoCell`.
        let declared = binding.typeAnnotation.map(\.type) ?? binding.initializer.flatMap { Self.castType($0.value) }
        let type = declared.flatMap(Self.className) ?? binding.initializer.flatMap { Self.dequeuedClass($0.value) }
        if let type {
          uikit.localTypes[scope, default: [:]][name] = type
          uikit.localTypeDeclarations[scope, default: [:]][name, default: []].append((binding.positionAfterSkippingLeadingTrivia.utf8Offset, type))
        }
      }
      let typeText = binding.typeAnnotation.map { converter.text(of: $0.type) }
      if typeText == "Image" || typeText == "SwiftUI.Image" { model.declarations.imageMembers.insert((currentType ?? "") + "." + name) }
      if AttributedFontSyntax.holdsAttributes(type: typeText, initializer: binding.initializer?.value) { attributedNames.insert(name) }
      if typeText?.hasSuffix("Gesture") == true { behaviour.noteGestureProperty(name, binding: binding) }
      if isMember || localScopes.isEmpty { behaviour.noteProperty(name, type: currentType, isStatic: isStatic, binding: binding) }
      if let statements = getterStatements(binding), isViewBuilder || Self.isViewType(typeText) || (name == "body" && isViewConformer),
         !(isStatic && name == "previews") {
        let roots = buildViews(statements, member: name, isFunction: false, position: converter.start(binding.pattern))
        if name == "body", isViewConformer, let type = currentType { model.declarations.viewBodies[type] = roots }
        continue
      }
      // (Observers, `didSet { … }`, keep a property stored: Svampeatlas's `var onTap: (…)? { didSet { … } }`.)
      if isMember, !isStatic, binding.accessorBlock == nil || Self.hasOnlyObservers(binding), let type = currentType, let typeText {
        model.declarations.storedProperties[type, default: [:]][name] = typeText
      }
      // `var accessibilityView: UIView { full ? innerView : self }` (Slide's cells): what the code
      // sets through it, it sets on the view itself.
      if isMember, !isStatic, let type = currentType, let statements = getterStatements(binding),
         let value = Self.singleExpression(statements), value.lastToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.self),
         Self.mayReturnSelf(converter.text(of: value)) {
        uikit.selfAliases[type, default: []].insert(name)
      }
      if isMember, name.hasPrefix("accessibility") || name == "isAccessibilityElement", let type = currentType,
         modifiers.isOverride {
        model.declarations.overriddenAccessibility[type, default: []].insert(name)
      }
      onlyViewBodies = false
      // Fonts, colors and sizes are short expressions; summarizing every long initializer of every
      // local would cost more than it could ever tell a rule.
      // A color a project declares on `Color` or `UIColor` is kept whatever its shape: a use of
      // `.green` then means the project's color, resolved or unknown, never the system's namesake.
      let declaresColor = isStatic && (Self.colorTypes.contains(currentType ?? "") || Self.colorTypes.contains(typeText ?? ""))
      // So is a static token declared as a font (`static var titleMedium: UIFont { return
      // DSKitFontFamily.Pretendard.bold.font(size: 24.0) }`, MaeumGaGym's design system): whatever
      // makes it, the rules judge it where it is used.
      let declaresFont = isStatic && Self.fontTypes.contains(typeText ?? "")
      if let value = binding.initializer?.value { recordConstant(name, value, always: declaresColor || declaresFont) }
      // `static var brand: Color { Color("Brand") }`: a token computed by one expression is as
      // resolvable as a `static let`; without it a use elsewhere would be guessed from its name.
      // So is a view's own computed font (`private var fontSize: Font { .system(size: 14) }`).
      if isStatic || Self.fontTypes.contains(typeText ?? ""), binding.initializer == nil, let statements = getterStatements(binding) {
        if let value = Self.singleExpression(statements) {
          recordConstant(name, value, always: declaresColor || declaresFont)
        } else if declaresColor, let first = statements.first {
          // Several statements: unknown, but the project's.
          model.constants[ConstantKey(type: currentType, name: name)] = ExpressionInfo(
            kind: .other, text: converter.text(of: first), start: converter.start(first), end: converter.end(first))
        }
      }
      if !attributeNames.isEmpty { model.declarationAttributes[ConstantKey(type: currentType, name: name)] = attributeNames }
      declareObjectIfUIKit(name: name, typeText: typeText, initializer: binding.initializer?.value,
                           isOutlet: isOutlet, isMember: isMember, position: converter.start(binding.pattern), isStatic: isStatic,
                           local: isMember ? nil : Syntax(node))
    }
    let bodyName = bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    return onlyViewBodies ? skipViewBody(node, named: bodyName) : .visitChildren
  }

  /// A view body has been read by the view tree builder; walking it again would find no UIKit
  /// object or declaration, only cost. The settings it may read are found in its text.
  private func skipViewBody(_ node: some SyntaxProtocol, named name: String? = nil) -> SyntaxVisitorContinueKind {
    behaviour.collect(viewBody: node, named: name, type: currentType)
    guard fileMentionsSettings else { return .skipChildren }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
    for setting in Self.accessibilitySettings where converter.source.contains(setting, from: start, to: end) {
      noteSetting(setting)
    }
    return .skipChildren
  }

  static let longestConstant = 200

  /// Types whose values rules follow through constants: fonts, colors and sizes.
  static let styleTypes: Set<String> = [
    "Font", "UIFont", "UIFontMetrics", "UIFontDescriptor", "Color", "UIColor", "CGColor", "CGFloat", "Double", "UIImage",
    "Float", "Int", "CGSize", "CGRect", "DynamicTypeSize", "UIContentSizeCategory", "NSTextAlignment",
  ]

  /// A call given one string literal and nothing else (`ImageAsset.bundle(name: "x24/Back")`).
  static func namesOneLiteral(_ value: ExprSyntax) -> Bool {
    guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil else { return false }
    return call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
  }

  /// `systemImage(named: "square.and.arrow.up")`: a project's helper for SF Symbols given one
  /// literal name (an icon catalogue's `class var share: UIImage { systemImage(named: ...) }`).
  static func namesSystemSymbol(_ value: ExprSyntax) -> Bool {
    guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.lowercased(),
          callee.contains("system") || callee.contains("symbol"),
          let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return false }
    return literal.segments.count == 1
  }

  /// `brand.opacity(0.5)`, `base.withSize(12)`: a style made from another constant.
  static func derivesStyle(_ value: ExprSyntax) -> Bool {
    guard let method = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?
      .declName.baseName.text else { return false }
    return ["opacity", "withAlphaComponent", "weight", "bold", "italic", "withSize", "monospacedDigit", "cgColor"]
      .contains(method)
  }

  /// A generic dequeue helper's cell class (`tableView.dequeueReusableCell(type: MenuTableViewCell.self,
  /// for: indexPath)`, kDrive's): the `.self` argument of a call whose name starts with `dequeue`.
  static func dequeuedClass(_ value: ExprSyntax) -> String? {
    var expression = value
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text.hasPrefix("dequeue") else { return nil }
    for argument in call.arguments {
      guard let metatype = argument.expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
            let base = metatype.base else { continue }
      let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if let name, name.first?.isUppercase == true { return name }
    }
    return nil
  }

  /// The type an expression is cast to last (`… as! RepoCell`, `… as? RepoCell`).
  static func castType(_ value: ExprSyntax) -> TypeSyntax? {
    if let cast = value.as(AsExprSyntax.self) { return cast.type }
    guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
          let type = sequence.elements.last?.as(TypeExprSyntax.self),
          sequence.elements.dropLast().last?.is(UnresolvedAsExprSyntax.self) == true else { return nil }
    return type.type
  }

  /// The class a declared type names (`RepoCell`, `RepoCell?`, `RepoCell!`, `inout RepoCell`,
  /// `Module.RepoCell`): a capitalised name without generic arguments, or nil. Read from the
  /// syntax: it is asked of every parameter of every function.
  static func className(_ type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) { return className(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return className(unwrapped.wrappedType) }
    if let attributed = type.as(AttributedTypeSyntax.self) { return className(attributed.baseType) }
    let name: TokenSyntax
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      name = identifier.name
    } else if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
      name = member.name
    } else {
      return nil
    }
    let text = name.text
    return text.first?.isUppercase == true ? text : nil
  }

  /// `self`, or a choice one of whose values is `self` (`full ? innerView : self`, `host ?? self`).
  static func mayReturnSelf(_ text: String) -> Bool {
    let compact = text.filter { !$0.isWhitespace }
    return compact == "self" || compact.hasSuffix(":self") || compact.hasSuffix("??self") || compact.contains("?self:")
  }

  static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression }
    return item.as(ReturnStmtSyntax.self)?.expression
  }

  static func mayBeStyleConstant(_ value: ExprSyntax) -> Bool {
    var root = value
    var calls = false
    var innermostCall: ExprSyntax?
    while true {
      if let call = root.as(FunctionCallExprSyntax.self) {
        calls = true
        innermostCall = root
        root = call.calledExpression
      } else if let member = root.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return true }
        root = base
      } else if let forced = root.as(ForceUnwrapExprSyntax.self) {
        root = forced.expression
      } else if let optional = root.as(OptionalChainingExprSyntax.self) {
        // `UIImage(systemName: "x")?.withTintColor(...)`: as the value without `?`.
        root = optional.expression
      } else {
        break
      }
    }
    if let reference = root.as(DeclReferenceExprSyntax.self) {
      // `Font.system(...)`, `UIColor(named:)`, a static member (`Theme.accent`), or another constant
      // (`brand`); `brand.opacity(0.5)` derives a style; `viewModel.load()` or `Router(...)` is no style.
      let name = reference.baseName.text
      // `ImageAsset.bundle(name: "x24/Back")`: a generated catalogue's image, named by one literal.
      // `R.font.soraBold(size: 18)!`, `R.color.accent()`: R.swift's generated fonts, colors and images.
      if name == "R", let member = value.trimmedDescription.split(separator: ".", maxSplits: 2).dropFirst().first,
         ["font", "color", "image"].contains(member) { return true }
      if name.startsUppercase { return styleTypes.contains(name) || !calls || innermostCall.map(Self.namesOneLiteral) == true }
      return !calls || Self.derivesStyle(value) || innermostCall.map(Self.namesSystemSymbol) == true
    }
    // `#imageLiteral(resourceName: "close")`: Xcode's literal of an asset (exa wallet's
    // `EXAGraphicsResources.close`).
    if let macro = root.as(MacroExpansionExprSyntax.self) {
      return macro.macroName.text == "imageLiteral"
    }
    return root.is(IntegerLiteralExprSyntax.self) || root.is(FloatLiteralExprSyntax.self)
      || root.is(StringLiteralExprSyntax.self) || root.is(BooleanLiteralExprSyntax.self)
      || root.is(SequenceExprSyntax.self) || root.is(PrefixOperatorExprSyntax.self)
  }

  /// `@IBOutlet`, `@ViewBuilder`, `@ScaledMetric(relativeTo: .body)` → their names.
  private func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
      element.as(AttributeSyntax.self).map { converter.text(of: $0.attributeName) }
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    notePrivateFunction(node)
    if node.name.text == "point" || node.name.text == "hitTest", let type = currentType,
       node.modifiers.contains(where: { $0.name.text == "override" }) {
      model.declarations.typesDecidingTheirHitArea.insert(type)
    }
    noteStaticMember(node)
    if node.body != nil { noteExtensionMember(node.name.text, node, modifiers: node.modifiers, attributes: node.attributes) }
    if let body = node.body {
      var function = MemberExtent(
        name: node.name.text,
        declaration: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
        body: body.positionAfterSkippingLeadingTrivia.utf8Offset..<body.endPositionBeforeTrailingTrivia.utf8Offset)
      function.parameters = Self.parameterShape(node.signature.parameterClause)
      model.declarations.functions.append(function)
    }
    pushScope()
    behaviour.enterFunction(node.name.text, type: currentType, position: converter.start(node.name), end: converter.end(node))
    uikit.codeActions.note(parameters: node.signature.parameterClause.parameters, source: converter.source)
    if let scope = localScopes.last?.key {
      for parameter in node.signature.parameterClause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        uikit.localNames[scope, default: []].insert(name)
        if let type = Self.className(parameter.type) { uikit.localTypes[scope, default: [:]][name] = type }
      }
    }
    let returnType = node.signature.returnClause.map { converter.text(of: $0.type) }
    if returnType == "Image" || returnType == "SwiftUI.Image" { model.declarations.imageMembers.insert((currentType ?? "") + "." + node.name.text) }
    if extendedType == "View", node.signature.parameterClause.parameters.isEmpty, let body = node.body,
       let helper = TypographyHelper.read(converter.text(of: body)) {
      model.declarations.typographyHelpers[node.name.text] = helper
    }
    // `extension Image { static func asset(_ name: Asset) -> Image { Image(name.rawValue, bundle: .module) } }`
    // (Code Wallet): `Image.asset(.delete)` is read like an initializer labelled `asset:`.
    if extendedType == "Image", returnType == "Image" || returnType == "Self", let body = node.body,
       node.modifiers.contains(where: { $0.name.text == "static" }), !node.signature.parameterClause.parameters.isEmpty {
      recordImageInitializer(label: node.name.text, body: body)
    }
    if returnType == "String", node.signature.parameterClause.parameters.isEmpty, let body = node.body,
       let symbols = SymbolConstants.returnedSymbols(body) {
      model.declarations.symbolFunctions[node.name.text, default: []].formUnion(symbols)
    }
    // `func getOthersMenuImage() -> UIImage? { … return UIImage(systemName: "ellipsis.circle") }`.
    if returnType == "UIImage" || returnType == "UIImage?", node.signature.parameterClause.parameters.isEmpty, let body = node.body,
       let symbols = SymbolConstants.returnedSymbols(body, images: true) {
      model.declarations.symbolFunctions[node.name.text, default: []].formUnion(symbols)
    }
    // `func makeLabel() -> UILabel { ...; label.adjustsFontForContentSizeCategory = true; return label }`.
    if let returnType, ["UILabel", "UITextField", "UITextView"].contains(returnType), let body = node.body,
       converter.text(of: body).contains("adjustsFontForContentSizeCategory = true") {
      model.declarations.textFactoriesAdjustingFont.insert(node.name.text)
    }
    let isViewBuilder = attributeNames(node.attributes).contains { $0 == "ViewBuilder" || $0 == "ToolbarContentBuilder" }
    if let statements = node.body?.statements, isViewBuilder || Self.isViewType(returnType) {
      let roots = buildViews(statements, member: node.name.text, isFunction: true, position: converter.start(node.name))
      if currentType != nil, !Self.modifiableViewTypes.contains(extendedType ?? ""), roots.count == 1 {
        recordViewFunctionEffect(named: node.name.text, root: model.views[roots[0]])
      }
      if extendedType == "View",
         node.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == "title" }),
         let body = node.body {
        // Overloads share a name: what any of them does with the title counts.
        let forwarding = TitleForwardingCollector.collect(in: body)
        model.declarations.titleForwarding[node.name.text, default: TitleForwarding()].renders =
          (model.declarations.titleForwarding[node.name.text]?.renders ?? false) || forwarding.renders
        model.declarations.titleForwarding[node.name.text]?.passesTo.formUnion(forwarding.passesTo)
      }
      if let extended = extendedType, Self.modifiableViewTypes.contains(extended) || isViewModifierBody(node) {
        recordViewModifier(named: node.name.text, roots: roots, isModifierBody: isViewModifierBody(node))
      } else if isViewModifierBody(node) {
        recordViewModifier(named: node.name.text, roots: roots, isModifierBody: true)
      }
      if node.name.text == "makeBody", let type = currentType,
         typeStack.last?.inherited.contains(where: { $0.hasSuffix("ButtonStyle") }) == true {
        recordButtonStyleTitle(type: type, roots: roots)
        // `configuration.label.background(fill)`: the label's frame responds, as a row's does.
        if roots.contains(where: { root in model.views[root].modifiers.contains { $0.name == "contentShape" || $0.name == "background" && $0.arguments.first?.value.text.hasSuffix("clear") != true } }) {
          model.declarations.buttonStylesFillingLabel.insert(type)
        }
        if roots.contains(where: { Self.drawsFixedTargetOf44(model.views[$0]) }) {
          model.declarations.buttonStylesSizingTarget.insert(type)
        }
        if roots.count == 1 {
          for axis in Self.axesFillingTheOffer(model.views[roots[0]]) { model.declarations.buttonStylesFillingOffer.insert(type + "/" + axis) }
        }
        recordButtonStyleSymbol(type: type, roots: roots)
      }
      return skipViewBody(node)
    }
    if let extended = extendedType, extended.hasPrefix("UI") || extended == "NSObject", let body = node.body {
      recordUIKitHelper(named: node.name.text, body: body)
    }
    if let body = node.body { HelperCalls.record(node, body: body, converter: converter, into: &model.declarations) }
    if Self.sizeChangeHandlers.contains(node.name.text), let type = currentType {
      model.declarations.reappliesFontsOnSizeChange.insert(type)
    }
    return .visitChildren
  }

  /// Methods UIKit calls when traits (the text size among them) change.
  static let sizeChangeHandlers: Set<String> = [
    "traitCollectionDidChange", "updateConfiguration", "updateUIView", "contentSizeCategoryDidChange",
    "preferredContentSizeChanged",
  ]

  /// `func body(content: Content) -> some View` of a `ViewModifier`.
  private func isViewModifierBody(_ node: FunctionDeclSyntax) -> Bool {
    node.name.text == "body" && (typeStack.last?.inherited.contains { $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" } ?? false)
  }
  override func visitPost(_ node: FunctionDeclSyntax) { popScope(); behaviour.exitFunction() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    pushScope()
    behaviour.enterFunction("init", type: currentType, position: converter.start(node.initKeyword), end: converter.end(node))
    if let extended = extendedType, extended == "Image" || extended == "UIImage", let body = node.body,
       let label = node.signature.parameterClause.parameters.first?.firstName.text, label != "_" {
      recordImageInitializer(label: label, body: body)
    }
    // `init(_ symbol: Image.Symbol) { self.init(systemName: symbol.rawValue) }` (ios_application's
    // symbols): `Image(.magnifyingglass)` draws that case's SF Symbol.
    if let extended = extendedType, extended == "Image" || extended == "UIImage", let body = node.body,
       node.signature.parameterClause.parameters.count == 1, let parameter = node.signature.parameterClause.parameters.first,
       parameter.firstName.text == "_" {
      let type = TypeIndex.simpleName(parameter.type.trimmedDescription)
      let text = converter.text(of: body)
      if type.first?.isUppercase == true, text.contains(".rawValue") {
        model.declarations.unlabelledImageInitializerTypes[type] = text.contains("systemName:")
      }
    }
    if let extended = extendedType, Self.titledInitializerTypes.contains(extended), let body = node.body,
       let first = node.signature.parameterClause.parameters.first, first.firstName.text != "_" {
      recordTitleInitializer(of: extended, parameter: first, body: body)
      if extended == "Button" { recordImageButtonInitializer(parameter: first, body: body) }
    }
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { popScope(); behaviour.exitFunction() }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    behaviour.enterClosure(node)
    // `primaryButton.do { $0.titleLabel?.font = … }`, `let button = UIButton().then { $0.… }` (the
    // Then library, common in Korean apps and Brave): `$0` is that property in the closure.
    if let subject = Self.configuredSubject(of: node) {
      pushScope()
      configuringClosures.append(node.id)
      if let scope = localScopes.last?.key { uikit.unwrappedProperties[scope, default: [:]]["$0"] = subject }
    }
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    behaviour.exitClosure()
    if configuringClosures.last == node.id {
      configuringClosures.removeLast()
      popScope()
    }
  }

  /// Closures that configure a property through `$0` (``configuredSubject(of:)``), innermost last.
  private var configuringClosures: [SyntaxIdentifier] = []

  /// The property a `then`/`do` closure without parameters configures as `$0` (or an array's
  /// `forEach`, its first element): the receiver
  /// (`titleLabel.do {`, `self.titleLabel.do {`), or, for a value made and configured in a stored
  /// property's initializer (`let button = UIButton().then {`), that property.
  static func configuredSubject(of closure: ClosureExprSyntax) -> String? {
    guard closure.signature == nil, let call = closure.parent?.as(FunctionCallExprSyntax.self),
          call.trailingClosure?.id == closure.id, call.arguments.isEmpty,
          let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    // `[lblTitle, warnTitle].forEach { $0?.font = … }` (Green's recovery screen): what it sets on
    // each it sets on the first, which stands for the line (the rest are recorded per outlet,
    // ``noteArrayForEach``).
    if member.declName.baseName.text == "forEach" {
      return SubviewMounts.array(before: call.calledExpression).flatMap { Self.elementNames($0).first }
    }
    guard ["then", "do"].contains(member.declName.baseName.text) else { return nil }
    if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
      return inner.declName.baseName.text
    }
    guard base.is(FunctionCallExprSyntax.self), let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  private var isViewConformer: Bool {
    guard let inherited = typeStack.last?.inherited else { return false }
    return inherited.contains { $0 == "View" || $0 == "SwiftUI.View" || $0 == "ViewModifier" }
  }

  static func isViewType(_ type: String?) -> Bool {
    guard let type else { return false }
    return type == "some View" || type == "some SwiftUI.View" || type == "AnyView" || type == "some Scene"
      || type == "some ToolbarContent" || type == "some CustomizableToolbarContent"
      // A widget's body places its entry view (`StaticConfiguration { entry in EntryView(entry:) }`).
      || type == "some WidgetConfiguration"
  }

  private func getterStatements(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    if case .getter(let statements) = binding.accessorBlock?.accessors { return statements }
    if case .accessors(let accessors) = binding.accessorBlock?.accessors {
      return accessors.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
    }
    return nil
  }

  static let ifDirective = Array("#if".utf8)

  /// A property whose accessors are only `willSet`/`didSet` observers: still stored.
  static func hasOnlyObservers(_ binding: PatternBindingSyntax) -> Bool {
    guard case .accessors(let list)? = binding.accessorBlock?.accessors, !list.isEmpty else { return false }
    return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }

  /// Builds the views of a view builder's statements (recorded as the member `member`); returns
  /// the indices of its root views.
  @discardableResult
  private func buildViews(_ statements: CodeBlockItemListSyntax, member: String, isFunction: Bool, position: SourcePosition) -> [Int] {
    let first = model.views.count
    let builder = ViewTreeBuilder(converter: converter, summarizer: summarizer, enclosingType: currentType)
    builder.build(statements: statements, parent: nil, slot: .root, into: &model.views)
    let roots = model.views[first...].filter { $0.parent == nil }.map(\.index)
    model.viewMembers.append(ViewMember(type: currentType, name: member, isFunction: isFunction, roots: roots, position: position))
    // `let size: CGFloat = 13` inside a body: the walk doesn't descend there, so keep them here.
    for (name, value) in builder.declarations.constants { recordConstant(name, value) }
    model.compilationBranches += builder.declarations.branches
    // `#if DEBUG` inside an action (`.onTapGesture { #if DEBUG … #endif }`, a button's closure),
    // which the view tree doesn't descend into: read here, only where the body writes `#if`.
    let bytes = converter.source.bytes
    let range = statements.positionAfterSkippingLeadingTrivia.utf8Offset..<statements.endPositionBeforeTrailingTrivia.utf8Offset
    if range.lowerBound < range.upperBound, range.upperBound <= bytes.count,
       bytes[range].withContiguousStorageIfAvailable({ body in Self.ifDirective.withUnsafeBufferPointer { ByteSearch.contains(body, $0) } }) == true {
      let known = Set(model.compilationBranches.map(\.start))
      let collector = IfConfigCollector(converter: converter)
      collector.walk(statements)
      model.compilationBranches += collector.branches.filter { !known.contains($0.start) }
    }
    model.declarations.selectorBranches += builder.declarations.selectorBranches
    model.declarations.belowVersionBranches += builder.declarations.belowVersionBranches
    model.declarations.macOnlyBranches += builder.declarations.macOnlyBranches
    model.declarations.flagBranches += builder.declarations.flagBranches
    return roots
  }

  /// Fonts, colors and sizes are short expressions; summarizing every long initializer of every
  /// local would cost more than it could ever tell a rule.
  static let colorTypes: Set<String> = ["Color", "UIColor", "SwiftUI.Color", "UIKit.UIColor"]
  static let fontTypes: Set<String> = ["Font", "UIFont", "SwiftUI.Font", "UIKit.UIFont"]

  private func recordConstant(_ name: String, _ value: ExprSyntax, always: Bool = false) {
    guard always || value.trimmedLength.utf8Length <= Self.longestConstant && Self.mayBeStyleConstant(value) else { return }
    // `` static let `left` = … `` is used as `.left`.
    let name = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    model.constants[ConstantKey(type: currentType, name: name)] = summarizer.summarize(value)
  }

  // MARK: Project declarations

  /// A `ButtonStyle` whose `makeBody` draws a `Text` of its own next to the button's label:
  /// `Text(self.title)` (a stored property, set from the initializer's argument of that name)
  /// or a literal. VoiceOver reads that text as the button's name.
  private func recordButtonStyleTitle(type: String, roots: [Int]) {
    var stack = roots
    while let index = stack.popLast() {
      let view = model.views[index]
      stack.append(contentsOf: view.children)
      guard view.kind == .call, view.name == "Text", var argument = view.arguments.firstUnlabeled else { continue }
      if let literal = argument.stringLiteral, !literal.trimmingCharacters(in: .whitespaces).isEmpty {
        model.declarations.buttonStyleTitles[type] = .literal(literal)
        return
      }
      // `Text(LocalizedStringKey(title))`: the key is the value it wraps.
      if case .call(let callee, let arguments) = argument.kind, callee == "LocalizedStringKey" || callee == "String",
         arguments.count == 1, let inner = arguments.first, inner.label == nil {
        argument = inner.value
      }
      if let source = styleProperty(argument, around: view) {
        model.declarations.buttonStyleTitles[type] = source
        return
      }
      // `Text(type.title)`: a member of a stored property the style is made with (Onbom's
      // `RadioOneButtonStyle(type: .new, …)`), shown whatever the value: the button is named by it.
      var path = argument.text.filter { !$0.isWhitespace }
      if path.hasPrefix("self.") { path.removeFirst(5) }
      let parts = path.split(separator: ".").map(String.init)
      // (Drawn always and heard: not under a condition or hidden, not a raw value, which may be an
      // icon font's code point.)
      if parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !$0.isEmpty }),
         parts[1] != "rawValue", view.branchCondition == nil,
         !view.modifiers.contains(where: { $0.name == "accessibilityHidden" || $0.name == "hidden" }),
         model.declarations.storedProperties[type]?[parts[0]] != nil {
        model.declarations.buttonStyleTitles[type] = .property(parts[0])
        return
      }
    }
  }

  /// What a style's `makeBody` shows through an argument that names one of its properties:
  /// `self.title` or `title` (`.property`), or the parameter of a project view's content closure
  /// bound to the value passed to that view (`Unwrap(title) { title in Text(title) }`,
  /// `Unwrap(title) { Text($0) }`: `.passedThrough`). Nil for anything else.
  private func styleProperty(_ argument: ExpressionInfo, around view: SwiftUIView) -> ButtonStyleTitle? {
    var property: String?
    if case .member(let base, let name) = argument.kind, base == "self" { property = name }
    if case .reference(let name) = argument.kind { property = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name }
    guard let name = property, !name.contains(".") else { return nil }
    if let (holder, value) = closureParameterSource(name, around: view) {
      guard let passed = value.map({ $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }), !passed.contains(".") else { return nil }
      return .passedThrough(view: holder, property: passed)
    }
    return .property(name)
  }

  /// A `ButtonStyle` whose `makeBody` draws an SF Symbol it is given (`Image(systemName: imageName)`,
  /// `Unwrap(imageName) { Image(systemName: $0) }`) or a fixed one: a button with an empty label
  /// styled by it shows that symbol, and VoiceOver reads the symbol's name.
  private func recordButtonStyleSymbol(type: String, roots: [Int]) {
    var stack = roots
    while let index = stack.popLast() {
      let view = model.views[index]
      stack.append(contentsOf: view.children)
      guard view.kind == .call, view.name == "Image", view.modifiers.allSatisfy({ !$0.name.hasPrefix("accessibility") }),
            let argument = view.arguments.first(labeled: "systemName") else { continue }
      if let literal = argument.stringLiteral {
        model.declarations.buttonStyleSymbols[type] = .literal(literal)
        return
      }
      guard let source = styleProperty(argument, around: view) else { continue }
      model.declarations.buttonStyleSymbols[type] = source
      return
    }
  }

  /// When `name` is the parameter of the content closure of a custom view around `view`
  /// (`Unwrap(title) { title in ... }`, `$0`): that view's name and the reference it was given
  /// as its first argument (nil when that isn't a plain reference).
  private func closureParameterSource(_ name: String, around view: SwiftUIView) -> (String, String?)? {
    var current = view.parent.map { model.views[$0] }
    while let holder = current {
      defer { current = holder.parent.map { model.views[$0] } }
      guard holder.kind == .call, holder.name.first?.isUppercase == true else { continue }
      let text = converter.source.text(from: holder.position.utf8Offset, to: holder.end.utf8Offset)
      // The closure's parameters: `{ title in`, `{ (title) in`, or `$0` used inside it.
      guard let brace = text.firstIndex(of: "{") else { continue }
      let afterBrace = text[text.index(after: brace)...]
      let head = afterBrace.prefix { $0 != "\n" && $0 != "}" }
      let binds: Bool
      if name == "$0" {
        binds = true
      } else if let inRange = head.range(of: #"^\s*\(?\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)?\s+in\b"#, options: .regularExpression) {
        binds = head[inRange].range(of: #"\b"# + name + #"\b"#, options: .regularExpression) != nil
      } else {
        binds = false
      }
      guard binds else { continue }
      let first = holder.arguments.firstUnlabeled
      if case .reference(let passed)? = first?.kind { return (holder.name, passed) }
      if case .member(let base, let member)? = first?.kind, base == "self" { return (holder.name, member) }
      return (holder.name, nil)
    }
    return nil
  }

  /// A view generic over its content (`struct Unwrap<Value, Content: View>: View`) that keeps a
  /// closure making that content (`let content: (Value) -> Content`) and calls it in its `body`
  /// (`value.map(content)`): what the closure builds at a use is what the view shows.
  private func passesContentThrough(_ node: StructDeclSyntax) -> Bool {
    let viewParameters = Set((node.genericParameterClause?.parameters ?? []).compactMap { parameter -> String? in
      guard let constraint = parameter.inheritedType.map({ converter.text(of: $0) }), constraint == "View" || constraint == "SwiftUI.View" else { return nil }
      return parameter.name.text
    })
    guard !viewParameters.isEmpty else { return false }
    var closures: Set<String> = []
    var bodyText: String?
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if name == "body", let accessors = binding.accessorBlock { bodyText = converter.text(of: accessors) }
        var type = binding.typeAnnotation?.type
        // `@escaping` and parentheses around a stored closure's type.
        while let attributed = type?.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let tuple = type?.as(TupleTypeSyntax.self), tuple.elements.count == 1 { type = tuple.elements.first?.type }
        if let function = type?.as(FunctionTypeSyntax.self), viewParameters.contains(converter.text(of: function.returnClause.type)) {
          closures.insert(name)
        }
      }
    }
    guard let bodyText, !closures.isEmpty else { return false }
    return closures.contains { Self.containsWholeWord(bodyText, $0) }
  }

  /// Whether `word` (an identifier) stands in `text` as a whole word, as the regular expression
  /// `\bword\b` says: by bytes for ASCII, where no letter or digit is a byte of another; the
  /// regular expression for a non-ASCII word or beside a non-ASCII character (17M instructions on
  /// Swiftfin as a regular expression for every view with a view parameter).
  static func containsWholeWord(_ text: String, _ word: String) -> Bool {
    func regex() -> Bool { text.range(of: #"\b"# + word + #"\b"#, options: .regularExpression) != nil }
    guard !word.isEmpty, word.utf8.allSatisfy({ $0 < 0x80 }) else { return regex() }
    var text = text, word = word
    var needsRegex = false
    let found = text.withUTF8 { haystack in
      word.withUTF8 { needle -> Bool in
        var from = 0
        while let start = ByteSearch.firstOffset(of: needle, in: haystack, from: from) {
          let end = start + needle.count
          let before = start > 0 ? haystack[start - 1] : nil
          let after = end < haystack.count ? haystack[end] : nil
          if before.map({ $0 >= 0x80 }) == true || after.map({ $0 >= 0x80 }) == true { needsRegex = true; return false }
          if !(before.map(ByteSearch.isIdentifierByte) ?? false), !(after.map(ByteSearch.isIdentifierByte) ?? false) { return true }
          from = start + 1
        }
        return false
      }
    }
    return found || (needsRegex && regex())
  }

  /// A filled shape framed to a fixed 44 pt or more each way, or a view framed so and then given
  /// a background or content shape (none of them clear).
  static func drawsFixedTargetOf44(_ root: SwiftUIView) -> Bool {
    let shapes: Set<String> = ["Circle", "Capsule", "RoundedRectangle", "Rectangle", "Ellipse"]
    let modifiers = Array(root.modifiers)
    guard let frame = modifiers.firstIndex(where: { modifier in
      guard modifier.name == "frame",
            let width = modifier.arguments.first(where: { $0.label == "width" })?.value.numberLiteral,
            let height = modifier.arguments.first(where: { $0.label == "height" })?.value.numberLiteral else { return false }
      return width >= 44 && height >= 44
    }) else { return false }
    let clear = { (modifier: ViewModifierCall) in modifier.arguments.first?.value.text.hasSuffix("clear") == true }
    if shapes.contains(root.name) {
      return modifiers.contains { ["fill", "foregroundStyle", "foregroundColor"].contains($0.name) && !clear($0) }
    }
    return modifiers[(frame + 1)...].contains { ($0.name == "background" || $0.name == "contentShape") && !clear($0) }
  }

  /// The axes (`maxWidth`, `maxHeight`) in which a style's body takes the frame it is offered and
  /// responds over it: a filled shape with no frame of its own carrying the label in an overlay
  /// (both), or the label stretched (`.frame(maxWidth: .infinity)`) under a background (TDTD's
  /// `RoundButtonStyle`: as wide as it is offered).
  static func axesFillingTheOffer(_ root: SwiftUIView) -> [String] {
    let modifiers = Array(root.modifiers)
    let opaque = { (modifier: ViewModifierCall) in modifier.arguments.first?.value.text.hasSuffix("clear") != true }
    if ["Capsule", "RoundedRectangle", "Rectangle"].contains(root.name) {
      // (Padded, the shape is inset in what it is offered: only the shape responds.)
      guard !modifiers.contains(where: { $0.name == "frame" || $0.name == "aspectRatio" || $0.name == "padding" }),
            modifiers.contains(where: { ["fill", "foregroundStyle", "foregroundColor"].contains($0.name) && opaque($0) }),
            modifiers.contains(where: { $0.name == "overlay" && $0.arguments.contains { $0.value.text.contains("configuration.label") } })
      else { return [] }
      return ["maxWidth", "maxHeight"]
    }
    // The label, or a stack around it (a spinner beside the label, TravelJournal's
    // `PrimaryButtonStyle`): framed wide, then filled.
    guard root.name == "configuration.label" || ["HStack", "VStack", "ZStack"].contains(root.name) else { return [] }
    var axes: [String] = []
    for (index, modifier) in modifiers.enumerated() where modifier.name == "frame" {
      guard modifiers[(index + 1)...].contains(where: { ($0.name == "background" || $0.name == "contentShape") && opaque($0) }) else { continue }
      for axis in ["maxWidth", "maxHeight"] where modifier.arguments.first(labeled: axis)?.text.hasSuffix("infinity") == true { axes.append(axis) }
    }
    return axes
  }

  /// Extended types whose methods returning a view act as modifiers on what they are applied to:
  /// `extension Text { func styleAsHeading() -> some View { font(.headline).accessibilityAddTraits(.isHeader) } }`.
  static let modifiableViewTypes: Set<String> = ["View", "ViewModifier", "Text", "Image", "Label"]

  /// A `View` extension method or a `ViewModifier` that sets accessibility on what it is applied
  /// to: `func a11yButton(_ label: String) -> some View { accessibilityLabel(label).accessibilityAddTraits(.isButton) }`.
  private func recordViewModifier(named name: String, roots: [Int], isModifierBody: Bool) {
    var effect = AccessibilityEffect()
    for root in roots.map({ model.views[$0] }) {
      var modifiers = root.modifiers
      switch root.kind {
      case .reference where (root.name == "self" || root.name == "content") && !isModifierBody && root.modifiers.count == 1
        && root.modifiers[0].name == "modifier":
        // `self.modifier(NavigationBackButtonModifier(title: title))` (Rouzzle's `customNavigationBar(title:)`).
        if let type = root.modifiers[0].arguments.firstUnlabeled?.callee {
          model.declarations.viewModifierAliases[name, default: []].insert(TypeIndex.simpleName(type))
        }
        continue
      case .reference where root.name == "self" || root.name == "content":
        break
      case .reference where root.name.hasPrefix("accessibility") || root.name == "hidden":
        // Implicit `self`: `accessibilityLabel(label).accessibilityAddTraits(.isButton)`.
        modifiers.insert(Self.implicitSelfModifier(root), at: 0)
      case .reference where root.name == "modifier" && root.modifiers.isEmpty && !isModifierBody:
        // `modifier(RecipientCellModifier())`: the method does what that type's body does.
        if let type = root.arguments.firstUnlabeled?.callee {
          model.declarations.viewModifierAliases[name, default: []].insert(TypeIndex.simpleName(type))
        }
        continue
      case .reference where root.name.first?.isLowercase == true && !root.arguments.isEmpty:
        // Another modifier on implicit `self` first: `font(.headline).accessibility(addTraits: .isHeader)`.
        break
      case .call where root.name == "Group" && !isModifierBody:
        // `Group { if let label { accessibilityHidden(true).accessibilityElement().accessibilityLabel(label) }
        // else { accessibilityHidden(true) } }` (Play SRG's `accessibilityElement(label:)`): what every
        // branch does to `self`, when each does something.
        let branches = root.children.map { model.views[$0] }.filter { $0.slot == .content }.map { branch -> AccessibilityEffect in
          guard branch.kind == .reference, branch.name.hasPrefix("accessibility") || branch.name == "hidden" else { return AccessibilityEffect() }
          return AccessibilityEffect(modifiers: [Self.implicitSelfModifier(branch)] + branch.modifiers)
        }
        if !branches.isEmpty, branches.allSatisfy({ !$0.isEmpty }) {
          var merged = AccessibilityEffect()
          branches.forEach { merged.merge($0) }
          // A helper that labels, and hides only when given no label: it labels.
          if merged.setsLabel { merged.hides = false }
          effect.merge(merged)
        }
        continue
      default:
        continue
      }
      effect.merge(AccessibilityEffect(modifiers: modifiers))
    }
    guard !effect.isEmpty else { return }
    let key = isModifierBody ? (currentType ?? name) : name
    model.declarations.viewModifiers[key] = effect
  }

  /// A modifier called on implicit `self` (`accessibilityLabel(label)` opening an extension's
  /// body), which the model reads as a reference: the modifier it is.
  static func implicitSelfModifier(_ root: SwiftUIView) -> ViewModifierCall {
    ViewModifierCall(name: root.name, arguments: root.arguments, hasTrailingClosure: false, position: root.position, start: root.position, end: root.end)
  }

  /// What the one view a type's function returns says of itself, by its own modifiers.
  private func recordViewFunctionEffect(named name: String, root: SwiftUIView) {
    let effect = AccessibilityEffect(modifiers: root.modifiers)
    if let known = model.declarations.viewFunctionEffects[name], known != effect {
      model.declarations.viewFunctionEffects[name] = AccessibilityEffect()
    } else {
      model.declarations.viewFunctionEffects[name] = effect
    }
  }

  /// A method of a UIKit extension that sets accessibility on `self`:
  /// `func setAccessibility(label: String) { accessibilityLabel = label; accessibilityTraits = .button }`.
  private func recordUIKitHelper(named name: String, body: CodeBlockSyntax) {
    let start = body.positionAfterSkippingLeadingTrivia.utf8Offset, end = body.endPositionBeforeTrailingTrivia.utf8Offset
    if let extended = extendedType, UIKitTextStyling.textClasses.contains(extended) {
      let styled = UIKitTextStyling.propertiesSetOnSelf(in: converter.source.text(from: start, to: end))
      if !styled.isEmpty { model.declarations.uikitTextStylers[name, default: []].formUnion(styled) }
    }
    guard converter.source.contains("accessibility", from: start, to: end) || converter.source.contains("Accessibility", from: start, to: end) else { return }
    let text = converter.source.text(from: start, to: end)
    let effect = AccessibilityEffect(uikitBodyText: text)
    if !effect.isEmpty { model.declarations.uikitHelpers[name] = effect }
  }

  /// Titled views an app extends with initializers of its own.
  static let titledInitializerTypes: Set<String> = ["Label", "Text", "Button", "Toggle", "NavigationLink", "Link", "Menu"]

  /// `extension Label { init(localized: LocalizedStringResource, systemImage: String) {
  /// self.init(String(localized: localized), systemImage: systemImage) } }`: a first parameter of a
  /// text type that the body uses is the view's title.
  private func recordTitleInitializer(of type: String, parameter: FunctionParameterSyntax, body: CodeBlockSyntax) {
    let typeText = parameter.type.trimmedDescription
    guard typeText.contains("String") || typeText == "Text" else { return }
    let name = (parameter.secondName ?? parameter.firstName).text
    let text = converter.text(of: body)
    guard Self.firstArguments(after: "self.init(", in: text).contains(where: { Self.isTitle($0, using: name) })
      || Self.firstArguments(after: "Text(", in: text).contains(where: { Self.isTitle($0, using: name) }) else { return }
    model.declarations.titleInitializers[type, default: []].insert(parameter.firstName.text)
  }

  /// `extension Button where Label == Image { init(asset: ImageAsset, action: ...) {
  /// self.init(action: action) { Image(asset: asset) } } }`: the label is an image of the first
  /// parameter, drawn through `Image`'s argument of that label.
  private func recordImageButtonInitializer(parameter: FunctionParameterSyntax, body: CodeBlockSyntax) {
    let name = (parameter.secondName ?? parameter.firstName).text
    for argument in Self.firstArguments(after: "Image(", in: converter.text(of: body)) {
      let parts = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      let (label, value) = parts.count == 2 ? (parts[0], parts[1]) : ("", parts[0])
      // (`UIImage(named: name)` inside `Image(uiImage:)` is a picture with no name: not this.)
      guard value == name, label != "named", label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
      model.declarations.imageButtonInitializers[parameter.firstName.text] = label
      return
    }
  }

  /// The first argument of each call opened by `opener` in `text`: what precedes the first comma
  /// or closing parenthesis outside brackets.
  static func firstArguments(after opener: String, in text: String) -> [Substring] {
    var result: [Substring] = []
    var rest = text[...]
    while let range = rest.range(of: opener) {
      var depth = 0
      var end = range.upperBound
      scan: while end < rest.endIndex {
        switch rest[end] {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
          if depth == 0 { break scan }
          depth -= 1
        case "," where depth == 0: break scan
        default: break
        }
        end = rest.index(after: end)
      }
      result.append(rest[range.upperBound..<end])
      rest = rest[range.upperBound...]
    }
    return result
  }

  /// An unlabeled first argument (or `verbatim:`/`titleKey:`) that uses the parameter `name`:
  /// the title, not `systemImage: name`.
  static func isTitle(_ argument: Substring, using name: String) -> Bool {
    let trimmed = argument.drop { $0.isWhitespace }
    if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      guard ["verbatim", "titleKey"].contains(String(trimmed[..<colon])) else { return false }
    }
    return trimmed.range(of: #"\b"# + name + #"\b"#, options: .regularExpression) != nil
  }

  /// `var icon: String { self == .playing ? "pause.fill" : "play.fill" }`: a computed property that
  /// only ever gives SF Symbol names, by its type and name (``FileDeclarations/symbolProperties``).
  private func noteSymbolProperty(binding: PatternBindingSyntax, accessors: AccessorBlockSyntax.Accessors) {
    guard binding.initializer == nil, binding.typeAnnotation?.type.trimmedDescription == "String",
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
    let statements: CodeBlockItemListSyntax?
    switch accessors {
    case .getter(let items): statements = items
    case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
    @unknown default: statements = nil
    }
    guard let type = currentType, let statements, let symbols = SymbolConstants.returnedSymbols(statements) else { return }
    model.declarations.symbolProperties[ConstantKey(type: type, name: name), default: []].formUnion(symbols)
  }

  /// `enum ImageName: String { case more = "ellipsis"; case tabs }`: the string each case stands
  /// for, written or its own name, so a project initializer given `.more` is known to draw "ellipsis".
  private func noteStringCaseValues(_ node: EnumDeclSyntax) {
    guard node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" else { return }
    for member in node.memberBlock.members {
      guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in cases.elements {
        let name = element.name.text
        let value: String?
        if let raw = element.rawValue?.value {
          value = raw.as(StringLiteralExprSyntax.self).flatMap(StringLiteralValue.value(of:))
        } else {
          value = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        }
        if let value { model.declarations.stringCaseValues[name, default: []].insert(value) }
        model.declarations.stringEnumCases[node.name.text, default: []].insert(name)
      }
    }
  }

  /// `extension Image { init(asset: ImageAsset) { self.init(asset.name) } }`.
  private func recordImageInitializer(label: String, body: CodeBlockSyntax) {
    let text = converter.text(of: body)
    let kind: ImageInitializerKind
    if text.contains("decorative:") { kind = .decorative }
    else if text.contains("label:") { kind = .labelled }
    // A picture with a fixed symbol only for when it is missing (`if let uiImage =
    // UIImage(assetName: name) { self.init(uiImage: uiImage) } else { self = Image(systemName:
    // "questionmark") }`, PINGPONG) draws the picture; a symbol of the given name is drawn when
    // the catalog lacks that name (read with the catalog).
    else if text.contains("systemName:"), !(text.contains("systemName: \"") && ["uiImage:", "cgImage:", "nsImage:"].contains(where: text.contains)) {
      kind = .systemSymbol
    }
    else if ["uiImage:", "cgImage:", "nsImage:"].contains(where: text.contains) { kind = .unnamedPicture }
    else if text.contains("self.init(") || text.contains("Image(") { kind = .asset }
    else { return }
    model.declarations.imageInitializers[label] = kind
  }

  // MARK: UIKit objects

  private struct LocalScope {
    var key: ScopeKey
    /// Set for an immediately-invoked closure that initialises a property: `lazy var b = { ... }()`.
    var initialises: ScopeKey?
    var initialisedName: String?
  }

  private func pushScope(initialising name: String? = nil) {
    nextScopeID += 1
    let target = name == nil ? nil : typeScope
    localScopes.append(LocalScope(key: .local(nextScopeID), initialises: target, initialisedName: name))
  }

  private func popScope() {
    if !localScopes.isEmpty { localScopes.removeLast() }
  }

  private var typeScope: ScopeKey { .type(currentType ?? "") }

  private var scopeChain: [ScopeKey] {
    if let cachedScopeChain { return cachedScopeChain }
    let chain = localScopes.reversed().map(\.key) + [typeScope]
    cachedScopeChain = chain
    return chain
  }

  private func declareObjectIfUIKit(
    name: String, typeText: String?, initializer: ExprSyntax?, isOutlet: Bool, isMember: Bool, position: SourcePosition,
    isStatic: Bool = false, local declaration: Syntax? = nil
  ) {
    var declaredClass = typeText.map(Self.stripOptional)
    var initializerCall: FunctionCallExprSyntax?
    // A closure called at once (`lazy var b = { ... }()`) is no class: its text, which
    // `calleeName` would print whole, starts with `{`.
    if var call = initializer?.as(FunctionCallExprSyntax.self), !call.calledExpression.is(ClosureExprSyntax.self) {
      // `lazy var naviView = NadoSunbaeNaviBar().then { $0.… }` (the Then library): the object is
      // the value made before `then`, configured in the closure.
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["then", "do"].contains(member.declName.baseName.text),
         let made = member.base?.as(FunctionCallExprSyntax.self) {
        call = made
      }
      let callee = ViewTreeBuilder.calleeName(call.calledExpression)
      if declaredClass == nil, callee.startsUppercase { declaredClass = callee }
      if callee == declaredClass { initializerCall = call }
    }
    guard let declaredClass, declaredClass.startsUppercase else { return }
    uikit.codeActions.typeNames.insert(declaredClass)
    let scope = isMember ? typeScope : (localScopes.last?.key ?? typeScope)
    uikit.declarations.append(UIKitObjectCollector.Declaration(
      scope: scope, name: name, declaredClass: declaredClass, position: position,
      isOutlet: isOutlet, enclosingType: currentType, initializer: initializerCall, isStatic: isStatic && isMember,
      blockEnd: declaration.flatMap(SubviewMounts.endOfBlock(holding:))))
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // `lazy var allButtons: [UIButton] = [self.button0, self.button1]`: a property listing the
    // type's views, which a loop over it styles one by one (Shlist's number pad).
    if let type = currentType, let array = node.initializer?.value.as(ArrayExprSyntax.self),
       let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      let members = Self.elementNames(array)
      if members.count >= 2, members.count == array.elements.count {
        model.declarations.arrayPropertyMembers[type, default: [:]][name] = members
      }
    }
    // `lazy var button: UIButton = { let b = UIButton(); ...; return b }()`
    if let call = node.initializer?.value.as(FunctionCallExprSyntax.self), call.calledExpression.is(ClosureExprSyntax.self),
       let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      pushScope(initialising: name)
      pendingClosureScopes.insert(call.calledExpression.id)
    }
    return .visitChildren
  }

  private var pendingClosureScopes: Set<SyntaxIdentifier> = []

  override func visitPost(_ node: PatternBindingSyntax) {
    if let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
       pendingClosureScopes.remove(call.calledExpression.id) != nil {
      popScope()
    }
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    // `for button in keypadButtons` / `self.keypadButtons` / `keypadButtons ?? []`: what the body
    // sets on `button` it sets on each view of that collection.
    // `for label in [titleLabel, valueLabel]`: on each view of the array.
    guard let type = currentType, let element = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
    // `for button in answerButtons where button.tag == correctTag`: what the body sets goes to
    // the views the clause picks, not to each of them.
    if node.whereClause != nil { return .visitChildren }
    let collections = Self.collectionProperty(node.sequence).map { [$0] } ?? node.sequence.as(ArrayExprSyntax.self).map(Self.elementNames) ?? []
    noteElementAssignments(in: node.body.statements, to: element, of: collections, type: type)
    return .visitChildren
  }

  /// What `statements` assign to a property of `element` (`element.font = …`, `element?.font = …`)
  /// or call on it (`element?.setStyle(.txtCard)`, Green's label styles), recorded for each of `collections`.
  private func noteElementAssignments(in statements: CodeBlockItemListSyntax, to element: String, of collections: [String], type: String) {
    guard !collections.isEmpty else { return }
    for item in statements {
      let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
      if let call = expression?.as(FunctionCallExprSyntax.self), let method = call.calledExpression.as(MemberAccessExprSyntax.self) {
        if Self.receiverName(method.base) == element {
          for collection in collections {
            model.declarations.collectionElementAssignments[type, default: [:]][collection, default: []].insert(method.declName.baseName.text)
          }
        }
        continue
      }
      guard let sequence = item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) ?? item.item.as(SequenceExprSyntax.self),
            sequence.elements.count >= 3 else { continue }
      var elements = sequence.elements.makeIterator()
      guard let target = elements.next()?.as(MemberAccessExprSyntax.self), elements.next()?.is(AssignmentExprSyntax.self) == true else { continue }
      guard Self.receiverName(target.base) == element else { continue }
      for collection in collections {
        model.declarations.collectionElementAssignments[type, default: [:]][collection, default: []].insert(target.declName.baseName.text)
      }
    }
  }

  /// `label` for `label.font` and `label?.font`: the name a member access is made on.
  private static func receiverName(_ base: ExprSyntax?) -> String? {
    let bare = base?.as(OptionalChainingExprSyntax.self)?.expression ?? base
    return bare?.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// `[titleLabel, self.valueLabel]` → the names of its elements that are plain or `self.` references.
  static func elementNames(_ array: ArrayExprSyntax) -> [String] {
    array.elements.compactMap { collectionProperty($0.expression) }
  }

  /// `[titleLabel, valueLabel].forEach { $0?.font = … }` (or `{ label in label.font = … }`): what
  /// the closure sets on each view of the array (Ruuvi's settings screen replacing its storyboard fonts).
  private func noteArrayForEach(_ call: FunctionCallExprSyntax, callee: MemberAccessExprSyntax) {
    guard let type = currentType, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
          let array = SubviewMounts.array(before: ExprSyntax(callee)) else { return }
    let element: String
    if let parameter = closure.signature?.parameterClause {
      if let shorthand = parameter.as(ClosureShorthandParameterListSyntax.self), shorthand.count == 1, let first = shorthand.first {
        element = first.name.text
      } else if let list = parameter.as(ClosureParameterClauseSyntax.self), list.parameters.count == 1, let first = list.parameters.first {
        element = (first.secondName ?? first.firstName).text
      } else {
        return
      }
    } else {
      element = "$0"
    }
    noteElementAssignments(in: closure.statements, to: element, of: Self.elementNames(array), type: type)
  }

  /// `keypadButtons`, `self.keypadButtons`, `keypadButtons ?? []`: the property a loop walks.
  static func collectionProperty(_ sequence: ExprSyntax) -> String? {
    if let reference = sequence.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = sequence.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
      return member.declName.baseName.text
    }
    if let fallback = sequence.as(SequenceExprSyntax.self), let first = fallback.elements.first,
       fallback.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
      return collectionProperty(first)
    }
    return nil
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    // `if let avatar = avatarImageView` / `= self.avatarImageView`: `avatar` is that property here.
    guard let scope = localScopes.last?.key, let local = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = node.initializer?.value else { return .visitChildren }
    let property: String?
    if let reference = value.as(DeclReferenceExprSyntax.self) {
      property = reference.baseName.text
    } else if let member = value.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
      property = member.declName.baseName.text
    } else {
      property = nil
    }
    if let property, property != local { uikit.unwrappedProperties[scope, default: [:]][local] = property }
    // `guard let cell = tableView.dequeueReusableCell(…) as? RepoCell`.
    if let cast = Self.castType(value), let type = Self.className(cast) {
      uikit.localTypes[scope, default: [:]][local] = type
    } else if let type = Self.dequeuedClass(value) {
      uikit.localTypes[scope, default: [:]][local] = type
    }
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let scope = localScopes.last, let target = scope.initialises, let property = scope.initialisedName,
       let returned = node.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text {
      uikit.alias(returned, in: scope.key, to: property, in: target)
    }
    return .visitChildren
  }

  /// Locals and properties that hold an `AttributeContainer` or `AttributedString`.
  private var attributedNames: Set<String> = []

  private func noteAttributedFont(_ value: ExprSyntax, _ place: AttributedFont.Place) {
    model.attributedFonts.append(AttributedFont(place: place, value: summarizer.summarize(value), enclosingType: currentType))
  }

  override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
    if AttributedFontSyntax.isFontKey(node.key), !AttributedFontSyntax.stylesOnlyWhitespace(node) {
      noteAttributedFont(node.value, .attributeDictionary)
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // Only assignments are read: `a = b` and `a = c ? x : y` (a sequence the parser leaves
    // unfolded). The elements are copied out only for them (most sequences are `a + b`, `a == b`).
    let elements = node.elements
    guard elements.count >= 3 else { return .visitChildren }
    var iterator = elements.makeIterator()
    guard let target = iterator.next(), let operation = iterator.next(), operation.is(AssignmentExprSyntax.self) else {
      return .visitChildren
    }
    var value: [ExprSyntax] = []
    value.reserveCapacity(elements.count - 2)
    while let next = iterator.next() { value.append(next) }
    if value.count == 1, AttributedFontSyntax.isAttributeProperty(target, value: value[0], attributedNames: attributedNames) {
      noteAttributedFont(value[0], .attributeProperty)
    }
    // The code action's walk of the receiver gives its plain path too.
    if let receiver = uikit.codeActions.note(assignmentTo: target) {
      uikit.assignments.append(UIKitObjectCollector.Assignment(
        scopes: scopeChain, receiver: receiver, value: value, offset: target.positionAfterSkippingLeadingTrivia.utf8Offset,
        startOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset, endOffset: node.endPositionBeforeTrailingTrivia.utf8Offset))
      behaviour.note(assignmentTo: target, value: value[0], type: currentType)
      // In an extension in another file too (`extension MessageCell { ... isAccessibilityElement = true }`),
      // where the UIKit objects of this file don't know the type is a view.
      if let type = currentType, receiver.last == "isAccessibilityElement", receiver.count == 1 || (receiver.count == 2 && receiver[0] == "self"),
         value.count == 1, value[0].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
        model.declarations.typesMadeOneElement.insert(type)
      }
    }
    return .visitChildren
  }

  /// Methods an app adds to `View` to draw it into a picture.
  static let imageRenderingMethods: Set<String> = ["asUIImage", "asImage", "snapshot", "toImage", "renderAsImage", "asUIImageAsync"]

  /// `ImageRenderer(content: ScoreboardView(...))`, or of a local made so just before, or of
  /// `self` in a view's own method (Medo Delírio's share card's `generateImage()`): the view type
  /// drawn into an image.
  private func noteImageRenderedView(_ content: ExprSyntax) {
    if content.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), let type = currentType {
      model.declarations.imageRenderedViews.insert(TypeIndex.simpleName(type))
      return
    }
    var value = content
    if let reference = content.as(DeclReferenceExprSyntax.self) {
      let scope = localScopes.last?.key ?? typeScope
      guard let local = uikit.localValues.last(where: { $0.scope == scope && $0.name == reference.baseName.text })?.value else { return }
      value = local
    }
    // `PollView(state: state).padding()`: the view under its modifiers.
    while let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let base = member.base, base.is(FunctionCallExprSyntax.self) {
      value = base
    }
    guard let call = value.as(FunctionCallExprSyntax.self),
          let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
    // (A function building the views, `content(for: variant, aspect: aspect)`, SundeeFundee's share
    // cards: kept as `content()`.)
    model.declarations.imageRenderedViews.insert(name.first?.isUppercase == true ? name : name + "()")
  }

  /// Combine's `publisher.assign(to: \.accessibilityLabel, on: imageView)`: the published value is
  /// assigned to that accessibility property (Corona-Warn-App binds labels and traits from view
  /// models this way).
  private func noteKeyPathAssignment(_ node: FunctionCallExprSyntax, _ labelled: [CallArguments.Labelled]) {
    guard let keyPath = labelled.first(where: { $0.label == "to" })?.expression.as(KeyPathExprSyntax.self),
          keyPath.root == nil, keyPath.components.count == 1, let component = keyPath.components.first,
          case .property(let property) = component.component,
          property.declName.baseName.text.hasPrefix("accessibility") || property.declName.baseName.text == "isAccessibilityElement",
          let object = labelled.first(where: { $0.label == "on" })?.expression,
          let published = node.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return }
    let path = object.trimmedDescription.split(separator: ".").map(String.init)
    guard !path.isEmpty, path.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return }
    uikit.assignments.append(UIKitObjectCollector.Assignment(
      scopes: scopeChain, receiver: path + [property.declName.baseName.text], value: [published],
      offset: object.positionAfterSkippingLeadingTrivia.utf8Offset,
      startOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset, endOffset: node.endPositionBeforeTrailingTrivia.utf8Offset))
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // The callee's last name, read once for every collector below (each `text` makes a string).
    let callee = node.calledExpression
    let lastName: String?
    var isConstructionCallee = false, isMemberCallee = false
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      lastName = reference.baseName.text
      isConstructionCallee = true
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      lastName = member.declName.baseName.text
      isConstructionCallee = member.base != nil
      isMemberCallee = true
    } else {
      lastName = nil
    }
    behaviour.note(node, named: lastName ?? BehaviourCollector.lastName(callee), type: currentType)
    if isConstructionCallee, !isMemberCallee, let lastName, Self.appKitOnlyTypes.contains(lastName) {
      appKitConstructions.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    // The labelled arguments, read once for the three collectors that look at labels.
    let labelled = CallArguments.labelled(in: node)
    noteConstruction(node, lastName: isConstructionCallee ? lastName : nil, labelled: labelled)
    if let name = lastName { noteSizeArguments(of: name, labelled) }
    let calleePath = uikit.codeActions.note(call: node, lastName: lastName, labelled: labelled)
    uikit.mounts.note(node, method: lastName, labelled: labelled)
    if lastName == "forEach", let member = callee.as(MemberAccessExprSyntax.self) { noteArrayForEach(node, callee: member) }
    if isMemberCallee, lastName == "addAttribute",
       let key = node.arguments.first, key.label == nil, AttributedFontSyntax.isFontKey(key.expression),
       let value = node.arguments.first(where: { $0.label?.text == "value" }) {
      noteAttributedFont(value.expression, .addAttribute)
    }
    // A cap is a `scaledFont(...)` or `min(...)` call: other calls aren't read for one.
    if lastName == "scaledFont" || lastName == "min",
       let cap = FontCapSyntax.cap(of: node, summarizer: summarizer, enclosingType: currentType) { model.fontCaps.append(cap) }
    if let type = currentType, let name = lastName,
       name == "registerForTraitChanges" || name == "addObserver" && converter.text(of: node.arguments).contains("didChangeNotification") {
      model.declarations.reappliesFontsOnSizeChange.insert(type)
    }
    if isMemberCallee, lastName == "assign" { noteKeyPathAssignment(node, labelled) }
    if lastName == "ImageRenderer", let content = labelled.first(where: { $0.label == "content" })?.expression {
      noteImageRenderedView(content)
    }
    // The app's own render helper called on a view (`stickerView.asUIImage(size:)`, AGAMI's
    // Instagram sticker): the view is drawn into a picture.
    if isMemberCallee, let name = lastName, Self.imageRenderingMethods.contains(name),
       let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base {
      noteImageRenderedView(base)
    }
    if let path = calleePath, path.first?.startsUppercase != true {
      uikit.calls.append(UIKitObjectCollector.Call(
        scopes: scopeChain, receiver: path, arguments: node.arguments,
        offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    }
    return .visitChildren
  }

  /// `bold(fontSize: titleLabel.font.pointSize)`: whether a size argument is another font's size
  /// (``FileDeclarations/sizeArgumentsFromFonts``). UIKit's own font makers aren't the project's.
  private func noteSizeArguments(of name: String, _ labelled: [CallArguments.Labelled]) {
    guard !FixedTextSizeRule.fixedUIFontMethods.contains(name) else { return }
    for argument in labelled where argument.label.hasSuffix("Size") || argument.label == "size" {
      let start = argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = argument.expression.endPositionBeforeTrailingTrivia.utf8Offset
      let fromFont = converter.source.contains("pointSize", from: start, to: end)
      let key = name + "(" + argument.label + ":)"
      model.declarations.sizeArgumentsFromFonts[key] = (model.declarations.sizeArgumentsFromFonts[key] ?? true) && fromFont
    }
  }

  /// `self.closeButton.titleLabel?.font` → ["self", "closeButton", "titleLabel", "font"].
  static func path(of expression: ExprSyntax) -> [String]? {
    // From the outermost member inwards, in one array (asked for every call and assignment).
    var names: [String] = []
    var current = expression
    while true {
      if let reference = current.as(DeclReferenceExprSyntax.self) {
        names.append(reference.baseName.text)
        names.reverse()
        return names
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        names.append(member.declName.baseName.text)
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else {
        return nil
      }
    }
  }

  static func stripOptional(_ type: String) -> String {
    var result = type
    while result.hasSuffix("!") || result.hasSuffix("?") { result.removeLast() }
    return result
  }

  // MARK: Accessibility settings

  /// Settings whose reading shows the code adapts to them.
  static let accessibilitySettings: Set<String> = [
    "accessibilityReduceTransparency", "isReduceTransparencyEnabled",
    "accessibilityDifferentiateWithoutColor", "shouldDifferentiateWithoutColor",
    "colorSchemeContrast", "accessibilityContrast", "isDarkerSystemColorsEnabled",
    "accessibilityInvertColors", "isInvertColorsEnabled",
    "accessibilityReduceMotion", "isReduceMotionEnabled",
  ]

  // A file whose text names no setting can't read one: its member names aren't looked up.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if fileMentionsSettings { noteSetting(node.declName.baseName.text) }
    return .visitChildren
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    guard fileMentionsSettings else { return .visitChildren }
    for component in node.components {
      if let property = component.component.as(KeyPathPropertyComponentSyntax.self) {
        noteSetting(property.declName.baseName.text)
      }
    }
    return .visitChildren
  }

  private func noteSetting(_ name: String) {
    guard Self.accessibilitySettings.contains(name) else { return }
    model.accessibilitySettingsRead[currentType ?? "", default: []].insert(name)
  }

  // MARK: Comments

  private func collectDirectives(in tree: SourceFileSyntax) {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      collectDirectives(in: token.leadingTrivia, startingAt: token.position)
      collectDirectives(in: token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia)
    }
  }

  private func collectDirectives(in trivia: Trivia, startingAt start: AbsolutePosition) {
    var offset = start.utf8Offset
    for piece in trivia {
      var comment: String?
      if case .lineComment(let text) = piece { comment = text }
      if case .blockComment(let text) = piece { comment = text }
      if let comment, comment.contains(SuppressionDirective.marker),
         let directive = SuppressionDirective.parse(comment: comment, position: converter.position(utf8Offset: offset)) {
        directives.append(directive)
      }
      offset += piece.sourceLength.utf8Length
    }
  }

  // MARK: Finishing

  private func finish() -> SwiftFileModel {
    model.uikitObjects = uikit.resolve(summarizer: summarizer)
    // What a `let` flag set to `false` guards never runs (`if debug { label.backgroundColor = .red }`):
    // the objects don't get it.
    let disabled = DisabledFlagBranchReader.disabledRanges(in: model.declarations)
    if !disabled.isEmpty {
      func isDisabled(_ position: SourcePosition) -> Bool { disabled.contains { $0.contains(position.utf8Offset) } }
      for index in model.uikitObjects.indices {
        model.uikitObjects[index].assignments.removeAll { isDisabled($0.start) }
        model.uikitObjects[index].calls.removeAll { isDisabled($0.position) }
      }
    }
    model.controllerTitles = uikit.controllerTitles(summarizer: summarizer)
    model.codeActions = uikit.codeActions
    model.declarations.typedLocalOutletAssignments = uikit.typedLocalOutletPaths()
    model.declarations.typesMadeOneElement.formUnion(uikit.typedLocalsMadeOneElement())
    model.declarations.membersWiredThroughLocals = uikit.membersWiredThroughLocals()
    model.subviewMounts = uikit.mounts
    AccessibilityContextResolver.resolve(&model.views, members: model.viewMembers)
    if !model.compilationBranches.isEmpty {
      var seen: Set<Int> = []
      model.compilationBranches = model.compilationBranches.filter { seen.insert($0.start).inserted }
      for index in model.views.indices {
        model.views[index].compilationBranch = model.compilationBranch(at: model.views[index].position)
      }
    }
    // `NSHostingController(rootView:)` where an iOS build would compile it, with the project's own
    // flags unset (Strongbox's Mac view factory, which imports only SwiftUI, inside `#if
    // !IS_APP_EXTENSION`): the file builds only for a Mac.
    if appKitConstructions.contains(where: { offset in
      model.compilationChain(at: offset).allSatisfy { $0.compiledForIOS ?? $0.condition?.evaluate(flag: { _ in false }) == true }
    }) {
      model.declarations.macOnlyBranches.append(0..<converter.source.bytes.count)
    }
    model.suppressions = SuppressionMask(directives: directives)
    model.behaviour = BehaviourFacts(
      calls: behaviour.calls, assignments: behaviour.assignments, functions: behaviour.functions,
      gestureProperties: behaviour.gestureProperties)
    model.behaviour.properties = behaviour.properties
    model.identifiers = IdentifierOccurrences(bytes: converter.source.bytes)
    return model
  }

}

enum ScopeKey: Hashable {
  case type(String)
  case local(Int)
}

/// Every `#if … #endif` block under a node, as compilation branches (for the action closures of a
/// view body, which the view tree leaves unread).
final class IfConfigCollector: SyntaxVisitor {
  let converter: PositionConverter
  var branches: [CompilationBranch] = []
  init(converter: PositionConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    branches += CompilationBranch.branches(of: node, converter: converter)
    return .visitChildren
  }
  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
