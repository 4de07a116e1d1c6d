import A11yCore
import Foundation

/// Resolves what every file declared into the project's index, in one explicit phase after all
/// files are modelled: superclass chains, custom view summaries, accessibility helpers, design tokens.
public enum ProjectIndexBuilder {
  /// Words of the APIs that make UIKit text follow the user's text size (``ProjectIndex/scalesUIKitText``).
  static let scalingWords = ["preferredFont", "UIFontMetrics", "scaledFont", "adjustsFontForContentSizeCategory"]

  /// Adds the declarations of `files` to `base` (which holds the strings and colors).
  public static func build(from files: [SwiftFileModel], base: ProjectIndex) -> ProjectIndex {
    var index = base
    var aliases: [String: String] = [:]
    for file in files {
      aliases.merge(file.declarations.typeAliases) { kept, other in kept.hasPrefix("UI") ? kept : other }
    }
    index.types = TypeIndex(files.flatMap(\.declarations.types), aliases: aliases)
    // No Info.plist style known, and the root view forces dark: only the dark appearances show.
    if index.appearances == Appearance.allCases, RootAppearance.forcesDark(files) || RootAppearance.delegateLocksWindow(files, scheme: ".dark") {
      index.appearances = Appearance.shown(underInterfaceStyle: "Dark")
    } else if index.appearances == Appearance.allCases, RootAppearance.forcesLight(files) || RootAppearance.delegateLocksWindow(files, scheme: ".light") {
      index.appearances = Appearance.shown(underInterfaceStyle: "Light")
    }
    index.textSizeCappedAtRoot = RootAppearance.capsTextSize(files)
    index.replacesOpenURLInApp = files.contains { $0.sourceContains("OpenURLAction") && $0.sourceContains("\\.openURL") }
      && files.contains { $0.sourceContains("SFSafariViewController(") }
    // Instances of the project's UIKit subclasses (previews aside), and whether each sets
    // `adjustsFontForContentSizeCategory = true`.
    var instancesAdjusted: [String: [Bool]] = [:]
    for file in files {
      for object in file.uikitObjects where object.name != "self" && !object.declaredClass.hasPrefix("UI") {
        if let type = object.enclosingType, type.hasSuffix("Previews") || type.hasSuffix("Preview") { continue }
        instancesAdjusted[object.declaredClass, default: []]
          .append(object.assignment("adjustsFontForContentSizeCategory")?.value.boolLiteral == true)
      }
    }
    index.typesAdjustedAtEveryInstance = Set(instancesAdjusted.compactMap { type, adjusted in
      adjusted.allSatisfy { $0 } ? type : nil
    })
    index.usesUIKitCellSelection = files.contains { file in
      ["selectItem(at:", "selectRow(at:", "indexPathsForSelectedItems", "indexPathForSelectedRow", "indexPathsForSelectedRows"].contains(where: file.sourceContains)
    }
    index.typesNamedAtEveryInstance = Self.typesNamedAtEveryInstance(in: files, types: index.types, placedInInterfaceBuilder: Set(index.interfaceBuilderPlacements.map(\.customClass)))
    var sizeArgumentsFromFonts: [String: Bool] = [:]
    var stringEnumCases: [String: Set<String>] = [:]
    var unlabelledImageInitializerTypes: [String: Bool] = [:]
    // Files that scale UIKit text, and files that use labels at all.
    var scalingFiles = 0, labelFiles = 0
    var pagedControllers: Set<String> = []
    var viewModifierAliases: [String: Set<String>] = [:]
    var fileScopeConstants: [String: ExpressionInfo?] = [:]
    // Searched for each outlet code hides (most files touch no view's visibility).
    lazy var filesShowingViews = files.filter(Self.touchesVisibility)
    for file in files {
      if Self.scalingWords.contains(where: file.sourceContains) { scalingFiles += 1 }
      if file.sourceContains("UILabel") { labelFiles += 1 }
      let declarations = file.declarations
      index.viewModifiers.merge(declarations.viewModifiers) { first, _ in first }
      viewModifierAliases.merge(declarations.viewModifierAliases) { $0.union($1) }
      index.viewFunctionEffects.merge(declarations.viewFunctionEffects) { first, second in first == second ? first : AccessibilityEffect() }
      index.typographyHelpers.merge(declarations.typographyHelpers) { first, _ in first }
      index.textFactoriesAdjustingFont.formUnion(declarations.textFactoriesAdjustingFont)
      index.uikitHelpers.merge(declarations.uikitHelpers) { first, _ in first }
      index.uikitTextStylers.merge(declarations.uikitTextStylers) { $0.union($1) }
      index.buttonStyleTitles.merge(declarations.buttonStyleTitles) { first, _ in first }
      index.buttonStyleSymbols.merge(declarations.buttonStyleSymbols) { first, _ in first }
      index.buttonStylesFillingLabel.formUnion(declarations.buttonStylesFillingLabel)
      index.buttonStylesSizingTarget.formUnion(declarations.buttonStylesSizingTarget)
      index.buttonStylesFillingOffer.formUnion(declarations.buttonStylesFillingOffer)
      index.contentPassingViews.formUnion(declarations.contentPassingViews)
      index.argumentHelpers.merge(declarations.argumentHelpers) { first, _ in first }
      index.factoryHelpers.merge(declarations.factoryHelpers) { first, _ in first }
      sizeArgumentsFromFonts.merge(declarations.sizeArgumentsFromFonts) { $0 && $1 }
      index.resultLabelArguments.merge(declarations.resultLabelArguments) { $0.union($1) }
      index.imageInitializers.merge(declarations.imageInitializers) { first, _ in first }
      for (name, values) in declarations.stringCaseValues { index.stringCaseValues[name, default: []].formUnion(values) }
      for (name, cases) in declarations.stringEnumCases { stringEnumCases[name, default: []].formUnion(cases) }
      unlabelledImageInitializerTypes.merge(declarations.unlabelledImageInitializerTypes) { $0 && $1 }
      for (key, symbols) in declarations.symbolProperties { index.symbolProperties[key, default: []].formUnion(symbols) }
      index.titleInitializers.merge(declarations.titleInitializers) { $0.union($1) }
      index.imageButtonInitializers.merge(declarations.imageButtonInitializers) { first, _ in first }
      for (type, properties) in declarations.storedProperties {
        index.propertyTypes[TypeIndex.simpleName(type), default: [:]].merge(properties) { first, _ in first }
      }
      for (key, value) in file.constants where key.type != nil && index.constants[key] == nil {
        index.constants[key] = value
      }
      // File-scope constants (`public let captionFont = UIFont.systemFont(ofSize: 14)`,
      // GeometricWeather's design tokens), by name: one declared in two files is neither's.
      for (key, value) in file.constants where key.type == nil {
        if let known = fileScopeConstants[key.name] {
          if known?.text != value.text { fileScopeConstants[key.name] = .some(nil) }
        } else {
          fileScopeConstants[key.name] = value
        }
      }
      for (type, members) in file.declarations.overriddenAccessibility where !members.isEmpty {
        index.typesDescribingThemselves.insert(type)
      }
      index.typesMadeOneElement.formUnion(file.declarations.typesMadeOneElement)
      index.membersWiredThroughLocals.formUnion(file.declarations.membersWiredThroughLocals)
      let paged = PagingCollections.pagedNames(in: file.converter.source.bytes)
      index.pagedCellTypes.formUnion(paged.cells)
      pagedControllers.formUnion(paged.controllers)
      index.typesDecidingTheirHitArea.formUnion(file.declarations.typesDecidingTheirHitArea)
      index.typesDescribingThemselves.formUnion(file.declarations.typesMadeOneElement)
      for object in file.uikitObjects where object.name != "self" && object.isControl {
        if let type = object.enclosingType { index.typesHoldingControls.insert(type) }
      }
      // `isAccessibilityElement = true` is recorded by the walk, in extensions too; the rest by `self`.
      for object in file.uikitObjects where object.name == "self" {
        // Turned on for itself (in its set-up, RIA DigiDoc's `ScaledLabel.scaleFont()` from both
        // initializers), even when a method turns it off again for the instances that call it
        // (`resetLabelProperties()`): those methods are kept to tell such instances apart.
        let adjusting = object.assignments.filter { $0.property == "adjustsFontForContentSizeCategory" }
        if adjusting.contains(where: { $0.value.boolLiteral == true }) {
          index.typesAdjustingTheirFonts.insert(object.declaredClass)
          for assignment in adjusting where assignment.value.boolLiteral == false {
            if let function = file.enclosingFunction(at: assignment.position.utf8Offset), !function.name.hasPrefix("init") {
              index.fontAdjustmentResetters[object.declaredClass, default: []].insert(function.name)
            }
          }
        }
        if object.assigns("accessibilityElements") || object.assigns("contentView.accessibilityElements") || object.hasAccessibilityLabel {
          index.typesDescribingThemselves.insert(object.declaredClass)
        }
        if object.assigns("accessibilityCustomActions") { index.typesOfferingCustomActions.insert(object.declaredClass) }
      }
      for (type, collections) in file.declarations.collectionElementAssignments {
        for (collection, properties) in collections {
          index.outletAssignments[type, default: [:]][collection, default: []].formUnion(properties)
          // The outlets an array property lists (declared in the same file).
          for member in file.declarations.arrayPropertyMembers[type]?[collection] ?? [] {
            index.outletAssignments[type, default: [:]][member, default: []].formUnion(properties)
          }
        }
      }
      // `cell.issuesLabel.attributedText = title` in a controller's `configureCell(_ cell: RepoCell)`.
      for (type, outlets) in file.declarations.typedLocalOutletAssignments {
        for (outlet, properties) in outlets { index.outletAssignments[type, default: [:]][outlet, default: []].formUnion(properties) }
      }
      // `hintView.titleLabel.attributedText = …` in a screen's code: what code outside a custom
      // view's class does to the view's outlets (CovPass's HintView, styled by every screen).
      for object in file.uikitObjects where object.name != "self" && object.declaredClass != object.uikitClass {
        let type = TypeIndex.simpleName(object.declaredClass)
        for path in object.assignments.map(\.property) + object.calls.map(\.method) {
          guard let dot = path.firstIndex(of: "."), dot != path.startIndex else { continue }
          let outlet = path[..<dot].trimmingCharacters(in: ["?", "!"])
          index.outletAssignments[type, default: [:]][outlet, default: []].insert(String(path[path.index(after: dot)...]))
        }
      }
      for object in file.uikitObjects where object.isOutlet {
        guard let type = object.enclosingType else { continue }
        index.outletAssignments[type, default: [:]][object.name, default: []]
          .formUnion(object.assignments.map(\.property) + object.calls.map(\.method))
        // Touch turned off for good (raccoonwallet's radio button inside a selectable row): no target.
        let interaction = object.assignments.filter { $0.property == "isUserInteractionEnabled" }
        if !interaction.isEmpty, interaction.allSatisfy({ $0.value.boolLiteral == false }) {
          index.outletAssignments[type, default: [:]][object.name, default: []].insert(ProjectIndex.touchDisabled)
        }
        if object.assignment("isHidden")?.value.boolLiteral == true, Self.isAlwaysHidden(object.name, in: filesShowingViews) {
          index.outletAssignments[type, default: [:]][object.name, default: []].insert(ProjectIndex.alwaysHidden)
        }
        // Every subview removed, outside `prepareForReuse` (where the file's content still shows
        // the first time), and code adding its own views to the same outlet.
        if object.calls.contains(where: { $0.method == "addArrangedSubview" || $0.method == "addSubview" }),
           object.calls.contains(where: { call in
             guard call.method == "arrangedSubviews.forEach" || call.method == "subviews.forEach",
                   file.enclosingFunction(at: call.position.utf8Offset)?.name != "prepareForReuse" else { return false }
             let rest = file.text(from: call.position, to: file.endOfLine(at: call.position)).filter { !$0.isWhitespace }
             return rest.hasSuffix("forEach{$0.removeFromSuperview()}") || rest.hasSuffix("forEach({$0.removeFromSuperview()})")
           }) {
          index.outletAssignments[type, default: [:]][object.name, default: []].insert(ProjectIndex.subviewsRemoved)
        }
        // `setTitle("", for: .normal)`, `setTitle(nil, for: .normal)`: the button shows no text
        // whatever the file's title says (AmericanChronicle's Done button, an image put in its place).
        if object.calls("setTitle").contains(where: { call in
          guard let title = call.arguments.first?.value else { return false }
          return title.text == "nil" || title.stringLiteral?.allSatisfy(\.isWhitespace) == true
        }) {
          index.outletAssignments[type, default: [:]][object.name, default: []].insert(ProjectIndex.clearedTitle)
        }
        // The SF Symbols code puts on the outlet (`setImage(UIImage(systemName: "info.circle"), for:)`
        // in its `didSet`): the storyboard's image is not what shows.
        let actions = object.calls("addTarget").compactMap { $0.arguments.first(labeled: "action").flatMap { SymbolNames.selectorMethod($0.text) } }
        if !actions.isEmpty {
          index.outletAssignments[type, default: [:]][object.name, default: []].formUnion(actions.map { ProjectIndex.codeActionPrefix + $0 })
        }
        let symbols = UIKitButtonNameRule.images(of: object).filter { $0.text.contains("systemName:") }
          .compactMap { QuotedLiterals.contents(in: $0.text).first }
        if !symbols.isEmpty {
          index.outletAssignments[type, default: [:]][object.name, default: []]
            .formUnion(symbols.map { ProjectIndex.codeSymbolPrefix + $0 })
        }
      }
    }
    // A method applying `ViewModifier` types does what they do, when every branch does the same.
    for (method, types) in viewModifierAliases where index.viewModifiers[method] == nil {
      let effects = Set(types.map { index.viewModifiers[$0] })
      if effects.count == 1, let effect = effects.first ?? nil { index.viewModifiers[method] = effect }
    }
    index.viewModifierAliases = viewModifierAliases
    for case let (name, value?) in fileScopeConstants { index.constants[ConstantKey(type: nil, name: name)] = value }
    // The cells a paged collection view controller's own file registers.
    if !pagedControllers.isEmpty {
      for file in files where file.declarations.types.contains(where: { $0.kind == .class && pagedControllers.contains($0.name) }) {
        index.pagedCellTypes.formUnion(PagingCollections.cellNames(in: file.converter.source.bytes))
      }
    }
    // A few scaled fonts among hundreds of label files (Fearless and Nova Wallets' two mnemonic
    // views among fixed R.swift styles everywhere else) don't make the app's labels grow.
    index.scalesUIKitText = scalingFiles > 0 && scalingFiles * 20 >= labelFiles
    index.uikitTextNeverScales = labelFiles > 0 && !index.scalesUIKitText
    index.sizeParametersFromFonts = Set(sizeArgumentsFromFonts.filter(\.value).keys)
    let casesDrawn = { (symbol: Bool) in
      unlabelledImageInitializerTypes.filter { $0.value == symbol }.keys.reduce(into: Set<String>()) { $0.formUnion(stringEnumCases[$1] ?? []) }
    }
    index.symbolEnumCases = casesDrawn(true).subtracting(casesDrawn(false))
    index.typesPaintingThemselves = SelfPaintingViews.types(in: files)
    index.fixedUIFontFunctions = FontHelpers.fixedUIFontFunctions(in: files)
    for file in files where !file.uikitObjects.isEmpty {
      let types = index.types
      let classes = { (object: UIKitObject) in object.classIsResolved ? object.uikitClass : types.uikitClass(of: object.declaredClass) }
      for assignment in UIKitFontAssignment.all(in: file, uikitClass: classes) {
        if !index.fixedUIFontFunctions.isEmpty, let function = FontHelpers.calledFunction(assignment.resolved),
           index.fixedUIFontFunctions[function] != nil {
          index.uikitFontFunctionUses[function, default: []].append((file.path, assignment.assignment.value.start.line))
        }
        guard let key = UIKitFontAssignment.tokenKey(of: assignment.resolved), index.constants[key] != nil else { continue }
        index.uikitFontTokenUses[key, default: []].append((file.path, assignment.assignment.value.start.line))
      }
    }
    // (Representables around UIKit buttons first: a view whose body is one in every branch is a
    // control, Jotify's `DynamicSignInWithApple` choosing the black or the white Apple button.)
    index.representablesMakingControls = ViewUseContexts.representablesMakingControls(in: files, types: index.types)
    // Custom views: summarised after every initializer and helper is known; a view whose body is
    // another image-like custom view is image-like too, so resolve until nothing changes.
    var pending: [(SwiftFileModel, String, [Int])] = []
    for file in files {
      for (type, roots) in file.declarations.viewBodies.sorted(by: { $0.key < $1.key }) where index.customViews[type] == nil {
        pending.append((file, type, roots))
      }
    }
    // A name declared in several files (two `private struct Title: View`) keeps each file's own
    // summary too; the project-wide entry is the last file's, as before files had their own.
    var declaringFiles: [String: Int] = [:]
    for (_, type, _) in pending { declaringFiles[type, default: 0] += 1 }
    var projectWideDeclarer: [String: String] = [:]
    for (file, type, _) in pending { projectWideDeclarer[type] = file.path }
    for _ in 0..<3 {
      var changed = false
      for (file, type, roots) in pending {
        let summary = CustomViewSummarizer(file: file, index: index).summarize(type: type, roots: roots)
        if declaringFiles[type, default: 0] > 1, index.fileCustomViews[file.path]?[type] != summary {
          index.fileCustomViews[file.path, default: [:]][type] = summary
          changed = true
        }
        if projectWideDeclarer[type] == file.path, index.customViews[type] != summary {
          index.customViews[type] = summary
          changed = true
        }
      }
      if !changed { break }
    }
    for (file, type, _) in pending where index.customViews[type] != nil {
      let calls = CustomViewSummarizer.buttonCalls(of: type, in: file)
      guard !calls.isEmpty else { continue }
      if projectWideDeclarer[type] == file.path { index.customViews[type]?.buttonCalls = calls }
      if declaringFiles[type, default: 0] > 1 { index.fileCustomViews[file.path]?[type]?.buttonCalls = calls }
    }
    var scaledArguments: [String: (scaled: Int, other: Int)] = [:]
    for file in files {
      for view in file.views where view.kind == .call && index.customViews[view.name] != nil {
        index.customViewUses[view.name, default: 0] += 1
        // What each use passes each labelled argument: a caller's @ScaledMetric property or not.
        for argument in view.arguments {
          guard let label = argument.label else { continue }
          var isScaled = false
          if case .reference(let name) = argument.value.kind {
            let property = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
            isScaled = file.declarationAttributes[ConstantKey(type: view.enclosingType, name: property)]?.contains("ScaledMetric") == true
          }
          let key = view.name + "." + label
          if isScaled { scaledArguments[key, default: (0, 0)].scaled += 1 } else { scaledArguments[key, default: (0, 0)].other += 1 }
        }
        // The labels each use outside previews passes (`AutoFocusTextField(text:)` leaves out `placeholder:`).
        if let user = view.enclosingType, !user.hasSuffix("Previews"), !user.hasSuffix("Preview") {
          index.customViewUseLabels[view.name, default: []].append(Set(view.arguments.compactMap(\.label)))
        }
      }
    }
    index.scaledMetricArguments = Set(scaledArguments.filter { $0.value.scaled > 0 && $0.value.other == 0 }.keys)
    index.previewOnlyViews = PreviewReach.previewOnlyViews(in: files, index: index)
    index.neverMetViews = RenderReach.renderOnlyViews(in: files, index: index)
      .union(LiveActivityReach.unstartedActivities(in: files))
    index.previewOnlyTypes = PreviewReach.previewOnlyTypes(in: files, index: index)
    index.debugOnlyViews = DebugReach.debugOnlyViews(in: files, index: index)
    index.textMembersShownInFull = FullTextMembers.membersShownInFull(in: files)
    if !index.textMembersShownInFull.isEmpty {
      index.linkDestinationsByLabelView = FullTextMembers.linkDestinationsByLabelView(in: files)
    }
    index.titleModifiers = TitleWrappers.titleModifiers(in: files, aliases: viewModifierAliases)
    index.barHidingModifiers = TitleWrappers.barHidingModifiers(in: files, aliases: viewModifierAliases)
    index.optionalParametersNeverPassed = OptionalParameters.neverPassed(in: files)
    index.titlesOverPlacements = ScreenTitleTexts.titlesOverPlacements(in: files, index: index)
    index.titlesOverPlacementsInOwnTerms = ScreenTitleTexts.titlesOverPlacementsInOwnTerms(in: files, index: index)
    index.navigationTitleViewTypes = NavigationTitleViews.types(in: files)
    index.cellMethodsRerunOnSizeChange = SizeChangeReloads.reconfiguredCellMethods(in: files)
    index.iconStyleHelpers = IconStyleHelpers.helpersAppliedOnlyToImages(in: files)
    index.tapModifiersOnlyOnControls = ControlTapModifiers.modifiersAppliedOnlyToControls(in: files)
    index.tapSelectorsOnSelf = WholeViewTaps.tapSelectorsOnSelf(in: files)
    index.callbacksNeverSet = UnsetCallbacks.propertiesNeverSet(in: files)
    index.viewPropertiesNeverPlaced = UnplacedViews.properties(in: files)
    // (A name some other type also declares, `render() -> Text` beside `render() -> Image`, is no picture.)
    var imageDeclarations: [String: Int] = [:], memberDeclarations: [String: Int] = [:]
    for file in files {
      for member in file.declarations.imageMembers { imageDeclarations[String(member.split(separator: ".").last ?? ""), default: 0] += 1 }
      // (Only members that return something: a `private func fetchUserGrade()` that loads it is no view.)
      for function in file.declarations.functions where file.converter.source.contains("->", from: function.declaration.lowerBound, to: function.body.lowerBound) {
        memberDeclarations[function.name, default: 0] += 1
      }
    }
    index.imageMemberNames = Set(imageDeclarations.filter { name, count in (memberDeclarations[name] ?? 0) <= count }.keys)
    index.emptyMethods = EmptyMethods.names(in: files)
    index.keyboardOnlyMethods = EmptyMethods.keyboardOnlyNames(in: files)
    index.keyboardOnlyTapHelpers = EmptyMethods.keyboardOnlyTapHelpers(in: files, keyboardOnly: index.keyboardOnlyMethods)
    index.titlingExtensionMethods = UIKitScreenTitles.titlingExtensionMethods(in: files)
    // Code that makes a navigation controller (`UINavigationController(`, a subclass's `MainNavigationController(`)
    // or sets the bar's visibility to anything but hidden (`setNavigationBarHidden(flag, …)`) may show a bar.
    // (A class of the app's whose own code hides its bar, `BaseNavigationController()`, shows none.)
    if index.everyNavigationBarIsHidden {
      let hiding = Self.navigationControllersHidingTheirBar(in: files, types: index.types)
      if !index.storyboardNavigationClassesToCheck.isSubset(of: hiding) || files.contains(where: { file in
        Self.makesNavigationControllerShowingItsBar(file, hiding: hiding) || UIKitScreenTitles.showingSpellings.contains(where: file.sourceContains)
          || Self.setsBarVisibilityOtherThanHidden(file)
      }) {
        index.everyNavigationBarIsHidden = false
      }
    }
    index.navigationPushes = NavigationPushes(files: files)
    index.gestureAddingPropertiesNeverSet = UnsetCallbacks.gestureAddingPropertiesNeverSet(in: files)
    index.keyboardDismissingRxRecognizers = KeyboardDismissingRxEvents.recognizers(in: files)
    index.labelFontReplacement = AppearanceFontReplacement.firstReplacement(in: files)
    index.gestureCallbackClosures = GestureCallbackClosures.closures(in: files)
    index.delegateMethodsSharingAButtonsAction = DelegateButtonRoutes.methods(in: files)
    index.methodsControlsRun = DelegateButtonRoutes.methodsControlsRun(in: files)
    index.viewsNamedByEveryUse = ViewUseContexts.viewsNamedByEveryUse(in: files, index: index)
    index.viewsOnlyInControlLabels = ViewUseContexts.viewsOnlyInControlLabels(in: files, index: index)
    index.viewsMadeButtonsByEveryUse = ViewUseContexts.viewsMadeButtonsByEveryUse(in: files, index: index)
    index.viewsOnlyInWidgets = ViewUseContexts.viewsOnlyInWidgets(in: files, index: index)
    // Views with a heading-styled text: the only ones the heading rule asks about.
    let headingTypes = ViewUseContexts.typesWithHeadingStyledText(in: files)
    index.viewsHeadingNothingAtEveryUse = ViewUseContexts.viewsHeadingNothingAtEveryUse(in: files, index: index, titled: headingTypes)
    index.viewsOnlyInRows = ViewUseContexts.viewsOnlyInRows(in: files, index: index, titled: headingTypes)
    index.viewsOnlyInControlsOrTaps = ViewUseContexts.viewsOnlyInControlsOrTaps(in: files, index: index, titled: headingTypes)
    index.oneButtonViewsOnlyInListRows = ViewUseContexts.oneButtonViewsOnlyInListRows(in: files, index: index)
    index.oneButtonViewsOnlyInBarItems = ViewUseContexts.oneButtonViewsOnlyInBarItems(in: files, index: index)
    let fixedFontHelpers = FontHelpers.fixedFontHelpers(in: files)
    index.fixedFontFunctions = fixedFontHelpers.functions
    index.fixedFontProperties = fixedFontHelpers.properties
    index.fixedFontFunctionsByOwner = fixedFontHelpers.qualified
    // The `View`/`Text` extension methods, read once for the three font passes.
    let extensionMethods = FontHelpers.viewExtensionMethods(in: files)
    index.fixedFontModifiers = FontHelpers.fixedFontModifiers(
      in: files, types: index.types, fixedUIFontFunctions: Set(index.fixedUIFontFunctions.keys), fixedFontFunctions: index.fixedFontFunctions,
      fixedFontProperties: fixedFontHelpers.properties, fixedUIFontConstants: FontHelpers.fixedUIFontConstants(index.constants),
      methods: extensionMethods)
    index.ownFontOverloadTypes = FontHelpers.ownFontOverloadTypes(extensionMethods)
    index.fontSettingModifiers = FontHelpers.fontSettingModifiers(in: files, methods: extensionMethods)
    if index.declaresOwnFontOverload { index.fontExtensionMembers = FontHelpers.fontExtensionMembers(in: files) }
    index.reduceMotionHelpers = MotionGates.reduceMotionHelpers(in: files)
    index.viewsLabelledByEveryUse = ViewUseContexts.viewsLabelledByEveryUse(in: files, index: index)
    index.representablesLabelledByEveryUse = ViewUseContexts.representablesLabelledByEveryUse(in: files)
    index.representablesShowingThePlayer = ViewUseContexts.representablesShowingThePlayer(in: files)
    index.viewsLabellingTheirContent = ContentLabellingWrappers.wrappers(in: files)
    index.viewsOnlyPresentedModally = ModalPresentations.viewsOnlyPresentedModally(in: files, index: index)
    index.controllerRootViewTypes = ControllerRootViews.types(in: files)
    index.symbolConstants = SymbolConstants.symbolConstants(in: index.constants)
    for file in files {
      for (name, symbols) in file.declarations.symbolFunctions { index.symbolConstants[name, default: []].formUnion(symbols) }
      for (name, symbols) in file.declarations.symbolCases { index.symbolCases[name, default: []].formUnion(symbols) }
    }
    index.controlWrappers = ControlWrappers.controlWrappers(in: files)
    index.controlWrappingFunctions = ControlWrappers.controlWrappingFunctions(in: files)
    index.viewsRevealedByDrag = DragReveal.viewsRevealedByDrag(in: files, index: index)
    index.viewsShownOnlyWithMotionAllowed = MotionGates.viewsShownOnlyWithMotionAllowed(in: files, index: index)
    index.viewsShownOnlyWhileWorking = MotionGates.viewsShownOnlyWhileWorking(in: files, index: index)
    index.cellAppearanceIsSet = files.contains { $0.sourceContains("UITableViewCell.appearance()") }
    (index.controlsNamedElsewhere, index.controlsReachedElsewhere) = UnshownControls.controlsNamedElsewhere(in: files)
    for (type, outlets) in ExtensionOutletAssignments.assignments(in: files) {
      for (outlet, properties) in outlets { index.outletAssignments[type, default: [:]][outlet, default: []].formUnion(properties) }
    }
    index.methodsCalledOnSizeChange = SizeChangeCallees.methods(in: files)
    index.identifiersLabelledInCode = IdentifiersLabelledInCode.identifiers(in: files)
    for key in OutletsRestyledOnSizeChange.outlets(in: files) {
      guard let dot = key.firstIndex(of: ".") else { continue }
      index.outletAssignments[String(key[..<dot]), default: [:]][String(key[key.index(after: dot)...]), default: []].insert(ProjectIndex.restyledOnSizeChange)
    }
    index.membersLabelledBySubclasses = InheritedMemberLabels.membersLabelledBySubclasses(in: files, types: index.types)
    index.fontTokensNeverUsed = UnusedFontTokens.tokensNamedNowhereElse(in: files)
    index.typesDescribedInLabels = AccessibilityDescribers.typesDescribedInLabels(in: files)
    index.typesOnlyInsideOneElement = OneElementMounts.typesOnlyInsideOneElement(
      in: files, placements: index.interfaceBuilderPlacements, index: index)
    index.focusOnlyClosures = focusOnlyClosures(in: files)
    index.recognizersMergedWithTaps = MergedGestureInputs.recognizers(in: files)
    index.timedNoticeViews = TimedNotices.views(in: files)
    index.sizeChangingModifiers = sizeChangingModifiers(in: files)
    index.scrollOnlyFunctions = EchoHandlers.scrollOnlyFunctions(in: files)
    index.borderWidthSetters = BorderWidthSetters.names(in: files)
    index.toastOnlyClosures = EchoHandlers.toastOnlyClosures(in: files)
    index.dimmedHelperArguments = DimmedArguments.dimmedAtEveryUse(in: files)
    let colorFlags = ColorFlagUses.candidates(in: files, colorModifiers: ColorOnlyStateRule.colorModifiers)
    index.constantColorFlags = ConstantViewFlags.constantColorFlags(in: files, candidates: colorFlags)
    index.colorFlagsSpelledOut = ColorFlagUses.spelledOutByEveryUse(in: files, candidates: colorFlags)
    index.presentingFunctions = PresentingFunctions.names(in: files)
    return index
  }

  /// ``ProjectIndex/sizeChangingModifiers``: functions of `extension View` whose body sets a frame
  /// or padding.
  /// (Or hands the view to a `ViewModifier` of the project whose `body` does: DonWorry's
  /// `applyButtonCustomModifier` making a `ButtonCustomModifier`.)
  static func sizeChangingModifiers(in files: [SwiftFileModel]) -> Set<String> {
    func sizes(_ file: SwiftFileModel, _ function: MemberExtent) -> Bool {
      let source = file.converter.source
      return source.contains("frame(", from: function.body.lowerBound, to: function.body.upperBound)
        || source.contains("padding(", from: function.body.lowerBound, to: function.body.upperBound)
    }
    var sizingModifierTypes: Set<String> = []
    for file in files where file.sourceContains("ViewModifier") {
      let modifierTypes = Set(file.declarations.types.filter { $0.inherited.contains("ViewModifier") }.map(\.name))
      for function in file.declarations.functions where function.name == "body" {
        if let owner = file.innermostTypeName(at: function.declaration.lowerBound), modifierTypes.contains(owner), sizes(file, function) {
          sizingModifierTypes.insert(owner)
        }
      }
    }
    var names: Set<String> = []
    for file in files where file.sourceContains("extension View") {
      let source = file.converter.source
      for function in file.declarations.functions where file.innermostTypeName(at: function.declaration.lowerBound) == "View" {
        let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
        if sizes(file, function) || sizingModifierTypes.contains(where: { body.contains($0 + "(") }) { names.insert(function.name) }
      }
    }
    return names
  }

  /// Closure properties (`didTap`) that every assignment in the project sets to a closure that
  /// only moves focus (`titleLabel.didTap = { [weak self] in self?.input.becomeFirstResponder() }`).
  /// Every write of `name.isHidden` in the project sets `true`, and nothing fades it in or toggles it.
  /// `files`: those that touch any view's visibility (``touchesVisibility(_:)``); no other can show it.
  static func isAlwaysHidden(_ name: String, in files: [SwiftFileModel]) -> Bool {
    for file in files where file.sourceContains(name) {
      // (An `alpha` it is given doesn't show it: a hidden view stays hidden at any alpha,
      // mist's filter button faded in and out while hidden "so it just won't appear ever".)
      if [".isHidden.toggle", "?.isHidden.toggle", ".setHidden", "?.setHidden"].contains(where: { file.sourceContains(name + $0) }) {
        return false
      }
      let bytes = file.sourceBytes
      for spelling in [name + ".isHidden", name + "?.isHidden", name + "!.isHidden"] where file.sourceContains(spelling) {
        for offset in ByteSearch.offsets(of: spelling, in: bytes[...]) {
          if offset > 0, UnreferencedCode.isIdentifierByte(bytes[offset - 1]) { continue }
          // A line commented out (`// self.filterButton.isHidden = false`) shows nothing.
          // (Not a `//` inside a string on the line: `hasPrefix("https://")`.)
          let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
          if let slashes = ByteSearch.offsets(of: "//", in: bytes[lineStart..<offset]).first,
             bytes[lineStart..<slashes].filter({ $0 == UInt8(ascii: "\"") }).count % 2 == 0 { continue }
          let rest = file.converter.source.text(from: offset + spelling.utf8.count, to: min(bytes.count, offset + spelling.utf8.count + 12))
          let compact = rest.filter { !$0.isWhitespace }
          // A read (`if editButton.isHidden`), a comparison, or any other value: not always hidden.
          guard compact.hasPrefix("=true") else { return false }
        }
      }
    }
    return true
  }

  /// The file writes some view's `isHidden` or `alpha`, or calls `setHidden`.
  static func touchesVisibility(_ file: SwiftFileModel) -> Bool {
    file.sourceContains(".isHidden") || file.sourceContains(".alpha") || file.sourceContains(".setHidden")
  }

  static func focusOnlyClosures(in files: [SwiftFileModel]) -> Set<String> {
    var counts: [String: Int] = [:]
    for (name, body) in ClosurePropertyAssignments.closures(in: files, where: { $0.sourceContains("becomeFirstResponder()") })
    where isFocusOnly(body) {
      counts[name, default: 0] += 1
    }
    guard !counts.isEmpty else { return [] }
    // Any other assignment of the same name (`.didTap = { self.open() }`) makes it more than a focus move.
    let assignments = ClosurePropertyAssignments.assignmentCounts(of: counts.keys, in: files)
    return Set(counts.filter { assignments[$0.key, default: 0] <= $0.value }.keys)
  }

  /// A closure body whose only call is `becomeFirstResponder()` (behind a `guard let self` or an
  /// `if`), and which assigns nothing.
  static func isFocusOnly(_ closure: String) -> Bool {
    let code = HandlerReach.droppingComments(closure)
    let calls = HandlerReach.callNames(in: code).filter { !["if", "guard"].contains($0) }
    guard !calls.isEmpty, calls.allSatisfy({ $0 == "becomeFirstResponder" }) else { return false }
    let characters = Array(code)
    for (offset, character) in characters.enumerated() where character == "=" {
      let before = offset > 0 ? characters[offset - 1] : " "
      let after = offset + 1 < characters.count ? characters[offset + 1] : " "
      if after == "=" || "=!<>".contains(before) { continue }
      return false
    }
    return true
  }
}

/// Summarises one custom view's body.
extension ProjectIndexBuilder {
  /// Navigation controller classes of the app whose own code hides the bar
  /// (`self.isNavigationBarHidden = true` in `viewDidLoad`), and their subclasses.
  static func navigationControllersHidingTheirBar(in files: [SwiftFileModel], types: TypeIndex) -> Set<String> {
    var hiding: Set<String> = []
    for file in files where file.sourceContains("isNavigationBarHidden = true") || file.sourceContains("setNavigationBarHidden(true") {
      for type in file.declarations.types where type.kind == .class && types.isSubclass(type.name, of: "UINavigationController") {
        hiding.insert(type.name)
      }
    }
    for file in files {
      for type in file.declarations.types where type.kind == .class && types.selfAndSuperclasses(of: type.name).contains(where: hiding.contains) {
        hiding.insert(type.name)
      }
    }
    return hiding
  }

  /// The file makes a navigation controller (`UINavigationController(`, a subclass's
  /// `MainNavigationController(`) that isn't one of the `hiding` classes.
  static func makesNavigationControllerShowingItsBar(_ file: SwiftFileModel, hiding: Set<String>) -> Bool {
    guard file.sourceContains("NavigationController(") else { return false }
    let bytes = file.sourceBytes
    for offset in ByteSearch.offsets(of: "NavigationController(", in: bytes[...]) {
      var start = offset
      while start > 0, ByteSearch.isIdentifierByte(bytes[start - 1]) { start -= 1 }
      let name = String(decoding: bytes[start..<(offset + "NavigationController".utf8.count)], as: UTF8.self)
      if !hiding.contains(name) { return true }
    }
    return false
  }

  /// `setNavigationBarHidden(flag, …)`, `isNavigationBarHidden = flag`: the bar's visibility set
  /// to something other than a literal `true`.
  static func setsBarVisibilityOtherThanHidden(_ file: SwiftFileModel) -> Bool {
    let bytes = file.sourceBytes
    for spelling in ["setNavigationBarHidden(", "isNavigationBarHidden =", "navigationBar.isHidden ="] where file.sourceContains(spelling) {
      for offset in ByteSearch.offsets(of: spelling, in: bytes[...]) {
        let rest = String(decoding: bytes[(offset + spelling.utf8.count)..<min(bytes.count, offset + spelling.utf8.count + 8)], as: UTF8.self)
        if !rest.trimmingCharacters(in: .whitespaces).hasPrefix("true") { return true }
      }
    }
    return false
  }

  /// ``ProjectIndex/typesNamedAtEveryInstance``: each Swift-made instance of a class counts for the
  /// class and its superclasses; previews aside.
  static func typesNamedAtEveryInstance(in files: [SwiftFileModel], types: TypeIndex, placedInInterfaceBuilder: Set<String>) -> Set<String> {
    var named: [String: Bool] = [:]
    for file in files {
      for object in file.uikitObjects where object.name != "self" && !object.declaredClass.hasPrefix("UI") {
        if let type = object.enclosingType, type.hasSuffix("Previews") || type.hasSuffix("Preview") { continue }
        let isNamed = object.hasVisibleTitle || object.hasAccessibilityLabel
        for type in types.selfAndSuperclasses(of: TypeIndex.simpleName(object.declaredClass)) where !type.hasPrefix("UI") {
          named[type] = (named[type] ?? true) && isNamed
        }
      }
    }
    return Set(named.filter { $0.value && !placedInInterfaceBuilder.contains($0.key) }.keys)
  }
}

struct CustomViewSummarizer {
  let file: SwiftFileModel
  let index: ProjectIndex

  /// Shapes, colors and spacers draw no element VoiceOver reads.
  static let decoration: Set<String> = [
    "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
    "LinearGradient", "RadialGradient", "AngularGradient", "EmptyView", "ProgressView",
  ]
  static let containers: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ViewThatFits"]

  func summarize(type: String, roots: [Int]) -> CustomViewSummary {
    let views = roots.map { file.views[$0] }
    // The first root an iOS build compiles (not the `#if os(macOS)` side of a body).
    let first = views.first { !file.isNeverCompiledForIOS(at: $0.position.utf8Offset) } ?? views.first
    var summary = CustomViewSummary(
      name: type, content: .other, namesItself: false, hidesItself: false, addedTraits: [],
      file: file.path, position: first?.position ?? SourcePosition(line: 1, column: 1, utf8Offset: 0))
    guard !views.isEmpty else { return summary }
    // What the project's own modifiers on a root do (`.recipientCellModifier()`, which adds the button trait).
    let projectEffects = views.map { view in
      view.modifiers.reduce(into: AccessibilityEffect()) { effect, modifier in
        if let applied = ProjectLinker.effect(of: modifier, index) { effect.merge(applied) }
      }
    }
    summary.namesItself = zip(views, projectEffects).allSatisfy { $0.accessibilityLabel != nil || $1.setsLabel }
    // `layout.hidden().overlay { content }` hides the layout, not the overlay drawn on it.
    summary.hidesItself = views.allSatisfy { $0.hiddenByOwnModifier == true && $0.children.isEmpty }
    summary.addedTraits = zip(views, projectEffects).reduce(into: Set<String>()) { $0.formUnion($1.0.addedTraits.union($1.1.addedTraits)) }
    if views.allSatisfy({ $0.isControl || $0.kind == .call && index.representablesMakingControls.contains($0.name) }) {
      summary.content = .control
      // (A field as the whole body is a control that takes typing: `SearchBox` holds a text input.)
      summary.holdsTextInput = views.contains { ["TextField", "SecureField", "TextEditor"].contains($0.name) && !$0.hasModifier("disabled") }
      return summary
    }
    var images: [CustomViewSummary.ImageContent] = []
    var hasText = false, hasOther = false
    let drawn = views + views.flatMap({ file.descendants(of: $0) })
    for view in drawn {
      if view.hiddenByOwnModifier == true || view.context.isHidden { continue }
      if case .modifier(let name, _) = view.slot, name != "overlay" { continue }
      if view.isControl { hasOther = true; continue }
      // The project's own helpers on it (`.Decorative()` hiding it, `.Describe("…")` labelling it):
      // hidden, it is not drawn for VoiceOver; labelled, it speaks words.
      if view.modifiers.contains(where: { index.viewModifiers[$0.name] != nil }) {
        let effect = view.modifiers.reduce(into: AccessibilityEffect()) { effect, modifier in
          if let applied = ProjectLinker.effect(of: modifier, index) { effect.merge(applied) }
        }
        if effect.hides { continue }
        if effect.setsLabel { hasText = true; continue }
      }
      switch view.name {
      case "Text", "Label", "TextField", "SecureField", "TextEditor": hasText = true
      case "Image": if let image = imageContent(view) { images.append(image) }
      case "AsyncImage": images.append(.picture)
      // (A named colour too: a backdrop behind an icon, `ZStack { Color.accentColor; Image(…) }`,
      // or a picture's stand-in while it loads: the view still shows only a picture.)
      case _ where Self.decoration.contains(view.name) || view.name.hasPrefix("Color.") || Self.containers.contains(view.name): break
      case "ForEach": hasOther = true
      default:
        if let custom = index.customViews[view.name], custom.name != type {
          switch custom.content {
          case .image(let image) where !custom.namesItself && !custom.hidesItself: images.append(image)
          case .image: break
          case .text: hasText = true
          default: hasOther = true
          }
        } else {
          hasOther = true
        }
      }
    }
    // A picture the body draws as `Image(decorative:)` when it has one, and an asset as a stand-in
    // otherwise (a coin's logo, a profile photo): the author kept it out of VoiceOver's way.
    if !hasText, !hasOther, drawn.contains(where: { $0.name == "Image" && $0.arguments.first?.label == "decorative" }) {
      summary.hidesItself = true
    }
    if hasText { summary.content = .text }
    else if !hasOther, let image = images.first {
      // Branches that draw different kinds (Dash's `Icon`: an SF Symbol, an asset or a picture by
      // the case it is given): not known to be a symbol; read as an image whose name may be a file's.
      summary.content = .image(images.allSatisfy({ Self.sameKind($0, image) }) ? image : .asset(nil))
    }
    summary.drawsOnlyPictures = drawsOnlyPictures(drawn, type: type)
    summary.fontReachesNoText = fontReachesNoText(drawn, type: type)
    summary.touchesOneControl = touchesOneControl(views)
    // (A field that can be disabled, `.disabled(!isEditable)`, may be only a search bar's look,
    // tapped to open the search screen: teffi's `SearchBar(isEditable: false)`.)
    // (Most files hold no field: the text test spares them a walk of every view per type.)
    summary.holdsTextInput = ["TextField", "SecureField", "TextEditor"].contains(where: file.sourceContains) && file.views.contains { view in
      view.kind == .call && view.enclosingType == type && ["TextField", "SecureField", "TextEditor"].contains(view.name)
        && !view.context.isHidden && !view.hasModifier("disabled")
    }
    summary.announcesARoleInside = drawn.contains { view in
      !view.context.isHidden && !view.addedTraits.isDisjoint(with: ["isButton", "isLink"])
    }
    return summary
  }

  /// What the visible `Button`s declared in `type` call, their actions followed through the
  /// file's functions (``CustomViewSummary/buttonCalls``).
  static func buttonCalls(of type: String, in file: SwiftFileModel) -> Set<String> {
    var calls: Set<String> = []
    for view in file.views where view.kind == .call && view.name == "Button" && view.enclosingType == type && !view.context.isHidden {
      let action: String
      if let argument = view.argument("action") {
        // `Button(action: togglePlayerMode)`: the function itself, read as its call.
        if case .reference = argument.kind { action = argument.text + "()" } else { action = argument.text }
      } else if let closure = SameLabelDifferentActionRule.trailingAction(of: Substring(file.text(from: view.position, to: view.end))) {
        action = String(closure)
      } else {
        continue
      }
      let reached = HandlerReach.reachedText(from: action, in: file)
      calls.formUnion(GestureSupport.calledNames(in: reached))
      calls.formUnion(GestureSupport.raisedFlags(in: reached))
    }
    return calls
  }

  /// Whether the views, through stacks, decoration and the type's view members, hold exactly one
  /// control that isn't hidden and nothing else a touch or VoiceOver reaches.
  private func touchesOneControl(_ roots: [SwiftUIView]) -> Bool {
    var controls = 0
    var pending = roots.map { ($0, 0) }
    while let (view, depth) = pending.popLast() {
      // `.hidden()`, `.accessibilityHidden(true)`: neither drawn for a touch nor read.
      if view.hiddenByOwnModifier == true { continue }
      if view.isControl {
        controls += 1
        continue
      }
      if Self.decoration.contains(view.name) || Self.containers.contains(view.name) || view.name == "GeometryReader" {
        pending += view.children.map { (file.views[$0], depth) }
        continue
      }
      // A near-clear colour laid over it to catch touches (`Color.black.opacity(0.00001)`, TnT's
      // photo picker while the library is locked): nothing drawn or read; a colour one sees (a
      // card's black surface) is something else touched.
      if view.name.hasPrefix("Color."), let opacity = view.modifiers(named: "opacity").last?.arguments.first?.value.numberLiteral,
         opacity <= 0.01 {
        continue
      }
      if depth < 3, let member = file.viewMember(referencedBy: view) {
        pending += member.roots.map { (file.views[$0], depth + 1) }
        continue
      }
      return false
    }
    return controls == 1
  }

  /// Every view is a picture, a stack, a repetition or decoration, and at least one is a picture.
  /// Hidden views count: they are still drawn. A control with a title or a custom view not known
  /// to draw only pictures may show words.
  private func drawsOnlyPictures(_ views: [SwiftUIView], type: String) -> Bool {
    var sawPicture = false
    for view in views {
      // A view held in a property (`content`, `label`) may hold anything.
      guard view.kind == .call else { return false }
      switch view.name {
      case "Image", "AsyncImage": sawPicture = true
      case "Text":
        guard view.showsPictureText(in: file) else { return false }
        sawPicture = true
      case "ForEach", "Button": guard view.titleArgument == nil else { return false }
      case _ where Self.decoration.contains(view.name) || Self.containers.contains(view.name): break
      default:
        guard view.name != type, index.customViews[view.name]?.drawsOnlyPictures == true else { return false }
        sawPicture = true
      }
    }
    return sawPicture
  }

  /// Every view draws no words of the environment's font: a `Text` or `Label` with its own
  /// `.font`, a picture, a stack, decoration, an untitled `Button` or `ForEach`, or a custom view
  /// of that kind too; and at least one text. A view held in a property may hold anything.
  private func fontReachesNoText(_ views: [SwiftUIView], type: String) -> Bool {
    var sawText = false
    for view in views {
      guard view.kind == .call else { return false }
      switch view.name {
      case "Text", "Label":
        guard view.modifiers.contains(where: { $0.name == "font" }) else { return false }
        sawText = true
      case "Image", "AsyncImage", "ScrollView", "LazyVGrid", "LazyHGrid", "Grid", "GridRow": break
      case "ForEach", "Button", "NavigationLink": guard view.titleArgument == nil else { return false }
      case _ where Self.decoration.contains(view.name) || Self.containers.contains(view.name): break
      default:
        guard view.name != type, let custom = index.customViews[view.name] else { return false }
        if custom.drawsOnlyPictures { continue }
        guard custom.fontReachesNoText else { return false }
        sawText = true
      }
    }
    return sawText
  }

  static func sameKind(_ first: CustomViewSummary.ImageContent, _ second: CustomViewSummary.ImageContent) -> Bool {
    switch (first, second) {
    case (.asset, .asset), (.systemSymbol, .systemSymbol), (.picture, .picture): return true
    default: return false
    }
  }

  /// `Image(systemName: { if #available(iOS 26, *) { "ellipsis" } else { "ellipsis.circle" } }())`:
  /// the first symbol, when every symbol the expression can choose is read as the same action.
  static func symbolChosenAlike(in source: String) -> String? {
    let literals = QuotedLiterals.contents(in: source)
    guard let first = literals.first, let action = SymbolNames.conventionalAction(of: first),
          literals.allSatisfy({ SymbolNames.conventionalAction(of: $0) == action }) else { return nil }
    return first
  }

  private func imageContent(_ view: SwiftUIView) -> CustomViewSummary.ImageContent? {
    if view.accessibilityLabel != nil || view.isEmptyPicture { return nil }
    switch view.imageSource {
    case .asset(let name)?: return .asset(name)
    case .systemSymbol?:
      guard let argument = view.argument("systemName") else { return .systemSymbol(nil) }
      return .systemSymbol(argument.stringLiteral ?? Self.symbolChosenAlike(in: argument.text))
    case .variable?: return view.arguments.first?.label == nil ? .asset(nil) : .picture
    case .custom(let label, let value)?:
      switch index.imageInitializers[label] {
      case .asset?: return .asset(nil)
      // An initializer that draws an asset or a symbol as its argument says: the asset a
      // catalogue constant names (`Image(asset: .X24.more)`).
      case .systemSymbol?:
        if let drawn = index.imageDrawn(byCase: value) { return drawn.isAsset ? .asset(drawn.name) : .systemSymbol(drawn.name) }
        return index.assetNamed(by: value).map { .asset($0) } ?? .systemSymbol(nil)
      case .unnamedPicture?: return .picture
      default: return nil
      }
    case .decorative?, .labelled?, nil: return nil
    }
  }
}
