import A11yCore

/// One asset catalog's colors and the folder the catalog sits in, written as finding paths are
/// (relative to the current directory when under it; "" for the current directory itself).
/// What a bundled picture shows in its middle, where a button draws its title.
public enum PictureMiddle: Sendable, Hashable {
  /// Transparent (an outline, a frame): the title sits on what is behind the picture.
  case transparent
  /// One opaque colour.
  case solid(RGBAColor)
  /// One colour drawn at one partial opacity (the Peace Corps app's red button images, 91%
  /// opaque): the title sits on it laid over what is behind the picture.
  case translucent(RGBAColor)
}

public struct ScopedColorCatalog: Sendable, Hashable {
  public var folder: String
  /// The catalog itself, for messages.
  public var catalogPath: String
  public var colors: [String: DynamicColor]

  public init(folder: String, catalogPath: String, colors: [String: DynamicColor]) {
    self.folder = folder
    self.catalogPath = catalogPath
    self.colors = colors
  }

  /// Whether a file at `path` (as findings write it) lies in the catalog's folder or below.
  public func contains(_ path: String) -> Bool {
    if folder.isEmpty { return !path.hasPrefix("/") }
    return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}

/// Facts about the whole project that single-file rules may consult: localized strings, the
/// asset catalogs' named colors, and what the project's Swift files declare (types, custom views,
/// accessibility helpers, design tokens), resolved across files by ``ProjectIndexBuilder``.
public struct ProjectIndex: Sendable {
  /// Localization key → translations (language code → text), from `.xcstrings` and `.strings` files.
  public var localizedStrings: [String: [String: String]]
  /// Asset-catalog color name (`"BrandRed"`, `"Folder/Name"` for namespaced folders) → its value in
  /// each appearance.
  public let namedColors: [String: DynamicColor]
  /// The Swift symbols Xcode generates for those colors (`brandRed`) → asset name; built once
  /// here rather than for every file.
  public let namedColorSymbols: [String: String]
  /// Each asset catalog's colors with the folder that holds the catalog (an app's, a widget's),
  /// so a file is judged against the catalogs of its own target. Empty when the index was made
  /// from merged colors only (then ``namedColors`` serves every file).
  public let colorCatalogs: [ScopedColorCatalog]
  /// ``namedColors(forFileAt:)`` by the catalogs a file sees (their indices in ``colorCatalogs``),
  /// worked out once: every Swift file asks, for each colour rule.
  private let colorsByScope: [[Int]: [String: DynamicColor]]

  // What the Swift files declare, resolved across files (empty until ``ProjectIndexBuilder`` runs).
  /// Every declared type with its inheritance.
  public internal(set) var types = TypeIndex()
  /// Custom SwiftUI views by type name, summarised by what their body is.
  public internal(set) var customViews: [String: CustomViewSummary] = [:]
  /// Views of a name declared in more than one file (two files' `private struct Title: View`), by
  /// file path then name: a use in one of those files means the type declared there.
  public internal(set) var fileCustomViews: [String: [String: CustomViewSummary]] = [:]
  /// How many times each custom view is used in the project's view code (previews excluded).
  public internal(set) var customViewUses: [String: Int] = [:]
  /// The argument labels of each use of a custom view in the project's view code (previews left out).
  public internal(set) var customViewUseLabels: [String: [Set<String>]] = [:]
  /// A custom view's properties (`ContentHeaderView.headerPeerCountFontSize`) every use passes a
  /// `@ScaledMetric` property of its own: the value grows with the user's text size.
  public internal(set) var scaledMetricArguments: Set<String> = []
  /// Custom views only a `#Preview`/`PreviewProvider` creates: no other code of the project names them.
  public internal(set) var previewOnlyViews: Set<String> = []
  /// Types whose elements nobody meets: custom views the app only draws into a picture
  /// (``RenderReach``), Live Activity widgets it never starts (``LiveActivityReach``).
  public internal(set) var neverMetViews: Set<String> = []
  /// Model members (`content`) some `Text` shows with no line limit, with the view types that
  /// show them so (``FullTextMembers``).
  public internal(set) var textMembersShownInFull: [String: Set<String>] = [:]
  /// Views placed in a `NavigationLink`'s label, with the views their links open (``FullTextMembers``).
  public internal(set) var linkDestinationsByLabelView: [String: Set<String>] = [:]
  /// SwiftUI views only a team's own debug screens show (``DebugReach``).
  public internal(set) var debugOnlyViews: Set<String> = []
  /// Other types (a stand-in view model) only a preview creates and no other code names.
  public internal(set) var previewOnlyTypes: Set<String> = []
  /// Custom views every use of which is spoken through something around it: a `Label`'s icon
  /// (read by the title), a hidden or replaced view. Images in their bodies are
  /// not met alone.
  public internal(set) var viewsNamedByEveryUse: Set<String> = []
  /// Custom views every use of which is given the button or link trait
  /// (`SearchTypeRow(…).accessibilityAddTraits(.isButton)`): their body's outer view is announced
  /// as what each use declares.
  public internal(set) var viewsMadeButtonsByEveryUse: Set<String> = []
  /// Custom views every use of which is inside a control's label (`Button { } label: { Cell() }`):
  /// their text is the control's name, not a heading or a separate element.
  public internal(set) var viewsOnlyInControlLabels: Set<String> = []
  /// Custom views with a heading-styled text that no use puts anything after: laid over other
  /// content, or shown instead of it (an empty list's message).
  public internal(set) var viewsHeadingNothingAtEveryUse: Set<String> = []
  /// Custom views with a heading-styled text placed as a list's rows at every use
  /// (``ViewUseContexts/viewsOnlyInRows(in:index:titled:)``).
  public internal(set) var viewsOnlyInRows: Set<String> = []
  /// Custom views with a heading-styled text that every use puts in a control's label or taps
  /// (``ViewUseContexts/viewsOnlyInControlsOrTaps(in:index:titled:)``).
  public internal(set) var viewsOnlyInControlsOrTaps: Set<String> = []
  /// Custom views with one default-style button, each use a row of a `List` or `Form`
  /// (``ViewUseContexts/oneButtonViewsOnlyInListRows(in:index:)``): the row is the button's target.
  public internal(set) var oneButtonViewsOnlyInListRows: Set<String> = []
  /// Custom views with one button, each use a bar item
  /// (``ViewUseContexts/oneButtonViewsOnlyInBarItems(in:index:)``): the bar is the button's target.
  public internal(set) var oneButtonViewsOnlyInBarItems: Set<String> = []
  /// Custom views used only in widget and Live Activity code (``ViewUseContexts/viewsOnlyInWidgets(in:index:)``),
  /// whose surface the system sizes.
  public internal(set) var viewsOnlyInWidgets: Set<String> = []
  /// The project's own functions returning a SwiftUI `Font` of a fixed size
  /// (`static func custom(_ size: CGFloat) -> Font { .system(size: size) }`), by name.
  public internal(set) var fixedFontFunctions: Set<String> = []
  /// `Owner.name` of font functions fixed in every overload their type declares (``FontHelpers/fixedFontHelpers(in:)``).
  public internal(set) var fixedFontFunctionsByOwner: Set<String> = []
  /// The project's own computed `Font` properties of a fixed size (`static var headline2Medium:
  /// Font { pretendard(.medium, size: 16) }` over `.custom(_:fixedSize:)`), by name.
  public internal(set) var fixedFontProperties: Set<String> = []
  /// The project's functions that read Reduce Motion before they animate (`playIfPossible()`,
  /// whose body checks `UIAccessibility.isReduceMotionEnabled`), by name.
  public internal(set) var reduceMotionHelpers: Set<String> = []
  /// Custom views every use of which gives them a label: its own `.accessibilityLabel`, one on a
  /// stack around it, the text of a row combined with it (or the use is hidden or replaced).
  public internal(set) var viewsLabelledByEveryUse: Set<String> = []
  /// `UIViewRepresentable`s placed at least once and labelled at every placement
  /// (`BackButtonRepresentable(...).accessibilityLabel("Back")`): the UIKit view they make is named there.
  public internal(set) var representablesLabelledByEveryUse: Set<String> = []
  /// Representables that make the system's player screen, with its controls (``ViewUseContexts/representablesShowingThePlayer(in:)``).
  public internal(set) var representablesShowingThePlayer: Set<String> = []
  /// `UIViewRepresentable` types whose `makeUIView` makes a UIKit control (`PKPaymentButton`,
  /// `UIButton`, `ASAuthorizationAppleIDButton`): VoiceOver meets that control, a button.
  public internal(set) var representablesMakingControls: Set<String> = []
  /// Custom views that put an `.accessibilityLabel` on the content a use passes in
  /// (``ContentLabellingWrappers``): a field given to one is named by it.
  public internal(set) var viewsLabellingTheirContent: Set<String> = []
  /// Custom views shown only in a presentation that keeps VoiceOver in it (`.fullScreenCover`,
  /// `.sheet`, a presented `UIHostingController`): ``ModalPresentations``.
  public internal(set) var viewsOnlyPresentedModally: Set<String> = []
  /// UIKit view types some view controller makes its root view (``ControllerRootViews``).
  public internal(set) var controllerRootViewTypes: Set<String> = []
  /// Custom views that are one control whose label is what a use passes in (``ControlWrappers``).
  public internal(set) var controlWrappers: Set<String> = []
  /// View functions that put a caller's closure into a control's label (``ControlWrappers/controlWrappingFunctions(in:)``).
  public internal(set) var controlWrappingFunctions: Set<String> = []
  /// Custom views shown only while a drag is under way (``DragReveal``): a swipe's icon revealed behind a row.
  public internal(set) var viewsRevealedByDrag: Set<String> = []
  /// Custom views put on screen only where motion is allowed: every use sits in a branch a Reduce
  /// Motion check rules out (`if animationDisabled { … } else { PulsatingCircle() }`), directly or
  /// through views that are themselves only used there (``MotionGates``).
  public internal(set) var viewsShownOnlyWithMotionAllowed: Set<String> = []
  /// Views holding no control that take themselves away after a delay (``TimedNotices``): a
  /// message shown for a moment, as a toast is.
  public internal(set) var timedNoticeViews: Set<String> = []
  /// Custom views and view modifiers that animate forever shown only while work runs (``MotionGates/viewsShownOnlyWhileWorking(in:index:)``).
  public internal(set) var viewsShownOnlyWhileWorking: Set<String> = []
  /// The SF Symbol names a project keeps in constants, by the constant's name
  /// (`let share: Icon = .init("square.and.arrow.up")` → `share`: ["square.and.arrow.up"]).
  public internal(set) var symbolConstants: [String: Set<String>] = [:]
  /// The SF Symbol names a project's switches give enum cases (`case .copy: return "doc.on.doc"`),
  /// by the case's name, over every such switch.
  public internal(set) var symbolCases: [String: Set<String>] = [:]
  /// Computed `String` properties that give only SF Symbol names, by their type and name.
  public internal(set) var symbolProperties: [ConstantKey: Set<String>] = [:]
  /// The strings the cases of the project's `String` enums stand for, by case name, over every such enum.
  public internal(set) var stringCaseValues: [String: Set<String>] = [:]
  /// Case names of the `String` enums an unlabelled `Image` initializer draws as SF Symbols
  /// (`Image(.magnifyingglass)` with `init(_ symbol: Image.Symbol)`), less any case name an
  /// unlabelled initializer drawing assets also takes.
  public internal(set) var symbolEnumCases: Set<String> = []
  /// UIKit types whose own code, in any file (an `extension ChatCell` elsewhere included), makes
  /// them one accessibility element or describes their accessibility themselves: `self` gets
  /// `isAccessibilityElement = true`, `accessibilityElements` or a label, or the type overrides
  /// `accessibilityLabel` and the like.
  public internal(set) var typesDescribingThemselves: Set<String> = []
  /// UIKit subclasses (`class Badge: UILabel`) every instance of which, outside previews, is made
  /// with `adjustsFontForContentSizeCategory = true` set on it: the type's own font assignments
  /// to `self` follow the text size.
  public internal(set) var typesAdjustedAtEveryInstance: Set<String> = []
  /// UIKit subclasses every instance of which (its subclasses' too) is made in Swift and given a
  /// title or an accessibility label where it is made (MyMonero's `ActionButton`, its icon set by
  /// the class, its title by each screen); none is placed by a storyboard or xib.
  public internal(set) var typesNamedAtEveryInstance: Set<String> = []
  /// The code works with table or collection views' own selection (`selectItem(at:…)`,
  /// `indexPathsForSelectedItems`): UIKit sets the selected cells' `isSelected`, and with it the
  /// selected trait VoiceOver speaks.
  public internal(set) var usesUIKitCellSelection = false
  /// Types a file that turns a collection view's paging on registers or casts its cells to
  /// (``PagingCollections``): cells that are whole pages.
  public internal(set) var pagedCellTypes: Set<String> = []
  /// Project text views whose own code turns `adjustsFontForContentSizeCategory` on for themselves
  /// (Corona-Warn-App's `DynamicTypeLabel`, whenever its text style is set).
  public internal(set) var typesAdjustingTheirFonts: Set<String> = []
  /// Methods of those types that turn the adjustment off again (`ScaledLabel.resetLabelProperties()`),
  /// by type: an instance that calls one doesn't follow the text size.
  public internal(set) var fontAdjustmentResetters: [String: Set<String>] = [:]
  /// Methods a size-change handler calls on other objects (``SizeChangeCallees``): the fonts
  /// they set follow the text size.
  public internal(set) var methodsCalledOnSizeChange: Set<String> = []
  /// Accessibility identifiers code matches to label the view (``IdentifiersLabelledInCode``).
  public internal(set) var identifiersLabelledInCode: Set<String> = []
  /// Names of the project's functions that return a label, text field or text view made with
  /// `adjustsFontForContentSizeCategory = true` (``FileDeclarations/textFactoriesAdjustingFont``).
  public internal(set) var textFactoriesAdjustingFont: Set<String> = []
  /// The project's `View` extension methods that set a frame or padding (`applyButtonCustomModifier`
  /// wrapping a label in `.frame(width: 125, height: 25).padding(16)`): a size read before one is
  /// not the size shown.
  public internal(set) var sizeChangingModifiers: Set<String> = []
  /// Recognizers whose events a view model merges with a button's taps (``MergedGestureInputs``).
  public internal(set) var recognizersMergedWithTaps: Set<String> = []
  /// Closure properties every assignment of which only moves focus (``ProjectIndexBuilder``).
  public internal(set) var focusOnlyClosures: Set<String> = []
  /// Functions that set a layer's border width, directly or through another (``BorderWidthSetters``).
  public internal(set) var borderWidthSetters: Set<String> = []
  /// Functions every declaration of which only scrolls (``EchoHandlers``).
  public internal(set) var scrollOnlyFunctions: Set<String> = []
  /// Functions every declaration of which presents something, directly or through the functions
  /// it calls (``PresentingFunctions``); filled only for projects that play system sounds.
  public internal(set) var presentingFunctions: Set<String> = []
  /// View helpers' labelled arguments (`withMyButtonStyle(enabled:)`) that every use passing a
  /// value pairs with `.disabled` on the same value (``DimmedArguments``).
  public internal(set) var dimmedHelperArguments: Set<String> = []
  /// `Type.flag` of views' `Bool` properties that choose a color or disable a control and that
  /// every use passes the same literal, with it (``ConstantViewFlags``).
  public internal(set) var constantColorFlags: [String: Bool] = [:]
  /// `Type.flag` of views' `Bool` properties that choose a color and that every use sets from a
  /// value it also passes as the view's words (``ColorFlagUses``).
  public internal(set) var colorFlagsSpelledOut: Set<String> = []
  /// Closure properties every assignment of which only shows a toast, with those closures' texts (``EchoHandlers``).
  public internal(set) var toastOnlyClosures: [String: [String]] = [:]
  /// Types that override `point(inside:with:)` or `hitTest(_:with:)`: their hit area is what that
  /// code says, not their frame (Mullvad's `IncreasedHitButton`, at least 44 pt whatever its size).
  public internal(set) var typesDecidingTheirHitArea: Set<String> = []
  /// UIKit view types whose code sets `accessibilityCustomActions` on `self`.
  public internal(set) var typesOfferingCustomActions: Set<String> = []
  /// Of those, the ones whose code sets `isAccessibilityElement = true` on `self`: VoiceOver reads
  /// them as one element and never reaches the views inside.
  public internal(set) var typesMadeOneElement: Set<String> = []
  /// UIKit views only ever mounted inside one of those (``OneElementMounts``): VoiceOver never
  /// reaches them or their parts.
  public internal(set) var typesOnlyInsideOneElement: Set<String> = []
  /// Control properties (`Type.name`) a file configures but never shows whose name another file
  /// of the project mentions: they may be shown from there (``SwiftFileModel/isConfiguredButNeverShown(_:)``).
  public internal(set) var controlsNamedElsewhere: Set<String> = []
  /// Those of them another file mentions other than to configure them (`.addTarget(…)`): only
  /// these may be shown from there.
  public internal(set) var controlsReachedElsewhere: Set<String> = []
  /// Members (`Base.closeButton`) that a subclass labels (``InheritedMemberLabels``).
  public internal(set) var membersLabelledBySubclasses: Set<String> = []
  /// Custom font constants no file uses (``UnusedFontTokens``).
  public internal(set) var fontTokensNeverUsed: Set<String> = []
  /// Types whose own accessibility description (`StatusView.getAccessibilityString(message:)`, a
  /// member named for accessibility) some object's accessibility label or value is built from:
  /// the element around their views speaks what they show (``AccessibilityDescribers``).
  public internal(set) var typesDescribedInLabels: Set<String> = []
  /// Storyboard scenes another storyboard puts in a navigation stack through a reference, as
  /// "Storyboard#identifier" ("Onboarding#" for its entry scene); filled by the caller that reads
  /// the storyboards.
  public var storyboardEntriesInStacks: Set<String> = []
  /// Which classes and storyboard scenes the code pushes onto a navigation stack or makes a root.
  public internal(set) var navigationPushes = NavigationPushes()
  /// Where the project's storyboards and xibs place objects of custom classes; filled by the
  /// caller that reads them, before ``ProjectIndexBuilder`` runs.
  public var interfaceBuilderPlacements: [OneElementMounts.Placement] = []
  /// The classes whose methods storyboard and xib buttons (and bar button items) send, by the
  /// method's name (`chooseThumbnail` for `chooseThumbnail:`): a gesture that runs one of them has
  /// a visible control doing the same. Filled by the caller that reads those files.
  public var interfaceBuilderButtonActions: [String: Set<String>] = [:]

  /// A button of the storyboards or xibs sends `method` to `type` or a subclass of it.
  public func interfaceBuilderButtonSends(_ method: String, to type: String?) -> Bool {
    guard let type, let owners = interfaceBuilderButtonActions[method] else { return false }
    let name = TypeIndex.simpleName(type)
    if owners.contains(name) { return true }
    // A base class's gesture: every screen built on it has the button (RaceRunner's menu button
    // on each `ChildVC`); one made without it (in code) keeps the gesture alone.
    let subclasses = types.names.filter { $0 != name && types.selfAndSuperclasses(of: $0).contains(name) }
    return !subclasses.isEmpty && subclasses.allSatisfy(owners.contains)
  }
  /// `View` extension methods and `ViewModifier` types that set accessibility, by name.
  public internal(set) var viewModifiers: [String: AccessibilityEffect] = [:]
  /// `View` extension methods that apply `ViewModifier` types, by method (``FileDeclarations/viewModifierAliases``).
  public internal(set) var viewModifierAliases: [String: Set<String>] = [:]
  /// What the view a project function returns says of itself, by the function's name
  /// (``FileDeclarations/viewFunctionEffects``); empty where same-named functions differ.
  public internal(set) var viewFunctionEffects: [String: AccessibilityEffect] = [:]
  /// Project `ButtonStyle`s that draw a title of their own beside the label, by type name.
  public internal(set) var buttonStyleTitles: [String: ButtonStyleTitle] = [:]
  /// Project `ButtonStyle`s that draw an SF Symbol beside the button's label, and where it comes from.
  public internal(set) var buttonStyleSymbols: [String: ButtonStyleTitle] = [:]
  /// Project `ButtonStyle`s that give the label a background or content shape (its frame responds).
  public internal(set) var buttonStylesFillingLabel: Set<String> = []
  /// Button styles that draw a fixed target of 44 pt or more under the label.
  public internal(set) var buttonStylesSizingTarget: Set<String> = []
  /// ``FileDeclarations/buttonStylesFillingOffer`` across the project.
  public internal(set) var buttonStylesFillingOffer: Set<String> = []
  /// Views that show what their content closure builds (`Unwrap(title) { Text($0) }`).
  public internal(set) var contentPassingViews: Set<String> = []
  /// Project `View` extension methods that show their `title:` argument as the screen's title
  /// (`.navigationStyle(title:)` drawing a custom bar), so they title the screen they're applied to.
  public internal(set) var titleModifiers: Set<String> = []
  /// `View` extension methods that hide the navigation bar (``TitleWrappers/barHidingModifiers(in:)``).
  public internal(set) var barHidingModifiers: Set<String> = []
  /// `function.label` of optional parameters defaulted to `nil` that no call passes, in files that
  /// delay work (``OptionalParameters``).
  public internal(set) var optionalParametersNeverPassed: Set<String> = []
  /// Custom views by type name → the navigation titles, as written, over the places other types
  /// put them (``ScreenTitleTexts``).
  public internal(set) var titlesOverPlacements: [String: [String]] = [:]
  /// The same titles rewritten through the arguments each placement passes, in the view's own
  /// terms (`domain.domainName` for `DomainNameSection(domain: viewModel.domain)` under
  /// `.navigationTitle(viewModel.domain.domainName)`): ``ScreenTitleTexts``.
  public internal(set) var titlesOverPlacementsInOwnTerms: [String: [String]] = [:]
  /// UIKit view classes shown only as a navigation bar's title view (``NavigationTitleViews``).
  public internal(set) var navigationTitleViewTypes: Set<String> = []
  /// Cell methods a screen runs on each cell again when the text size changes, `Cell.method`
  /// (``SizeChangeReloads``).
  public internal(set) var cellMethodsRerunOnSizeChange: Set<String> = []
  /// `View` extension methods setting a font that every use applies to an `Image` (``IconStyleHelpers``).
  public internal(set) var iconStyleHelpers: Set<String> = []
  /// The image sets of the project's asset catalogs, by name (empty when none was read).
  public var imageAssetNames: Set<String> = []
  /// Those of them marked to render as template images (drawn in the tint colour).
  public var templateImageAssetNames: Set<String> = []
  /// Videos bundled with the app that carry no sound track (lowercased names without extension,
  /// read from the files' track handlers): a screen that plays only these covers no speech.
  public var silentVideoResources: Set<String> = []
  /// Whether any navigation controller can show a bar: one in a storyboard or named in the code;
  /// false when neither has one (every screen is presented or a tab's root), nil when the code wasn't read.
  public var hasNavigationControllers: Bool?
  /// Every navigation controller hides its bar: the storyboards' all say `navigationBarHidden="YES"`
  /// (set by the auditor), and the code makes none (`UINavigationController(`) and never shows a
  /// bar again (checked by ``ProjectIndexBuilder``). No screen has a navigation bar to title (a
  /// fitness app drawing its own headers).
  public var everyNavigationBarIsHidden = false
  /// The classes of storyboard navigation controllers that don't say `navigationBarHidden="YES"`
  /// (set by the auditor): ``everyNavigationBarIsHidden`` holds only if each class's own code
  /// hides its bar (OmnieCommerce's `BaseNavigationController`).
  public var storyboardNavigationClassesToCheck: Set<String> = []
  /// Methods of protocol and `UIViewController` extensions that title the screen calling them
  /// (``UIKitScreenTitles/titlingExtensionMethods(in:)``), for the screen-title rules of code and storyboards.
  public internal(set) var titlingExtensionMethods: Set<String> = []
  /// Every window's root view caps `.dynamicTypeSize` below the accessibility sizes
  /// (``RootAppearance/capsTextSize(_:)``): no text of the app grows past the cap.
  public internal(set) var textSizeCappedAtRoot = false
  /// `ViewModifier`s adding a tap that every use applies to a control (``ControlTapModifiers``).
  public internal(set) var tapModifiersOnlyOnControls: Set<String> = []
  /// Where the app gives every label a fixed font through `UILabel.appearance()` (``AppearanceFontReplacement``).
  public internal(set) var labelFontReplacement: (file: String, line: Int)?
  /// Properties whose `didSet` adds a gesture recognizer and that no code sets (``UnsetCallbacks``).
  public internal(set) var gestureAddingPropertiesNeverSet: Set<String> = []
  /// Recognizers made with no selector whose every `.rx.event` subscription only puts the keyboard
  /// away (``KeyboardDismissingRxEvents``).
  public internal(set) var keyboardDismissingRxRecognizers: Set<String> = []
  /// Methods every implementation of which is empty, by name (``EmptyMethods``).
  public internal(set) var emptyMethods: Set<String> = []
  /// Methods whose every statement puts the keyboard away (``EmptyMethods/keyboardOnlyNames(in:)``).
  public internal(set) var keyboardOnlyMethods: Set<String> = []
  /// Helpers adding a tap that runs the selector they are handed, every call handing one that only
  /// puts the keyboard away (``EmptyMethods/keyboardOnlyTapHelpers(in:keyboardOnly:)``).
  public internal(set) var keyboardOnlyTapHelpers: Set<String> = []
  /// Names of members declared as a SwiftUI `Image` anywhere in the project (`func fetchUserGrade(id:)
  /// -> Image`, `var badgeImage: Image`): called on another value, they draw a picture.
  public internal(set) var imageMemberNames: Set<String> = []
  /// View properties ("Type.property") a type keeps but never puts on screen (``UnplacedViews``).
  public internal(set) var viewPropertiesNeverPlaced: Set<String> = []
  /// Optional closure properties ("Type.property") taps only call and no code ever sets (``UnsetCallbacks``).
  public internal(set) var callbacksNeverSet: Set<String> = []
  /// Selectors of the tap recognizers each class adds to itself (``WholeViewTaps``).
  public internal(set) var tapSelectorsOnSelf: [String: Set<String>] = [:]
  /// Delegate methods gesture views ask for whose implementation ends where a button of its file does (``DelegateButtonRoutes``).
  public internal(set) var delegateMethodsSharingAButtonsAction: Set<String> = []
  /// Methods a button, bar item or `@IBAction` of the project selects or calls (``DelegateButtonRoutes/methodsControlsRun(in:)``).
  public internal(set) var methodsControlsRun: Set<String> = []
  /// Closures assigned to the callback properties of types that add a pan or swipe recognizer, by property name (``GestureCallbackClosures``).
  public internal(set) var gestureCallbackClosures: [String: [String]] = [:]
  /// UIKit extension methods that set accessibility on their receiver, by name.
  public internal(set) var uikitHelpers: [String: AccessibilityEffect] = [:]
  /// UIKit extension methods that restyle their receiver's text (`label.setStyle(.body)`,
  /// `button.setText("Done", .filled)`), by name: the properties they set (``UIKitTextStyling``).
  public internal(set) var uikitTextStylers: [String: Set<String>] = [:]
  /// Functions that set accessibility on an object passed to them, by name and argument label.
  public internal(set) var argumentHelpers: [String: [String: AccessibilityEffect]] = [:]
  /// `name(label:)` of size parameters every call in the project passes another font's
  /// `.pointSize` (``FileDeclarations/sizeArgumentsFromFonts``): a font made with one follows that font.
  public internal(set) var sizeParametersFromFonts: Set<String> = []
  /// Functions that return an object with accessibility set on it, by name.
  public internal(set) var factoryHelpers: [String: AccessibilityEffect] = [:]
  /// Functions that label the object they return with one of their arguments, by name: those
  /// arguments' labels (``FileDeclarations/resultLabelArguments``).
  public internal(set) var resultLabelArguments: [String: Set<String>] = [:]
  /// Initializers the app adds to `Image`/`UIImage`, by first argument label.
  public internal(set) var imageInitializers: [String: ImageInitializerKind] = [:]
  /// Initializers the app adds to titled views whose first argument is the title
  /// (``FileDeclarations/titleInitializers``), by view and first argument label.
  public internal(set) var titleInitializers: [String: Set<String>] = [:]
  /// Initializers the app adds to `Button` whose label is an `Image` of their first argument
  /// (``FileDeclarations/imageButtonInitializers``).
  public internal(set) var imageButtonInitializers: [String: String] = [:]
  /// Constants declared in types (`Theme.accent`, `Fonts.title`), for files that use them.
  public internal(set) var constants: [ConstantKey: ExpressionInfo] = [:]
  /// The project's text style helpers, by name (``FileDeclarations/typographyHelpers``).
  public internal(set) var typographyHelpers: [String: TypographyHelper] = [:]
  /// UIKit view classes that hold controls of their own (Mixin's `PillActionView` and its
  /// buttons): one placed in a cell gives the cell working controls.
  public internal(set) var typesHoldingControls: Set<String> = []
  /// UIKit view classes that paint their own background: a gradient layer, their own `draw(_:)`,
  /// a `backgroundColor` of their own (Windscribe's `PlanUpgradeGradientButton`). Text on one of
  /// their instances lies on that paint, not on the view they are added to.
  public internal(set) var typesPaintingThemselves: Set<String> = []
  /// UIKit text views' fonts set to such a constant (`label.font = Constant.Font.header`), by
  /// constant: the file and line of each (``UIKitFontAssignment/tokenKey(of:)``).
  public internal(set) var uikitFontTokenUses: [ConstantKey: [(file: String, line: Int)]] = [:]
  /// The app's functions returning a fixed-size `UIFont` (``FontHelpers/fixedUIFontFunctions(in:)``),
  /// by name: where the font is made, and the text views given one (file and line of each).
  public internal(set) var fixedUIFontFunctions: [String: (path: String, offset: Int)] = [:]
  /// `View` and `Text` extension methods that give text a font of a fixed size
  /// (``FontHelpers/fixedFontModifiers(in:types:fixedUIFontFunctions:fixedFontFunctions:fixedFontProperties:methods:)``), by name.
  public internal(set) var fixedFontModifiers: Set<String> = []
  /// The styles of its own the app's `font(_:)` for `View` or `Text` takes
  /// (``FontHelpers/ownFontOverloadTypes(_:)``, `Pretendard.Style`): `.font(.pretendard18(.bold))`
  /// may be that style, whose scaling the index can't always tell.
  public internal(set) var ownFontOverloadTypes: Set<String> = []
  /// The app declares its own `font(_:)` for `View` or `Text` taking a style of its own.
  public var declaresOwnFontOverload: Bool { !ownFontOverloadTypes.isEmpty }
  /// Static members the app declares on SwiftUI's `Font` (`extension Font { static let appHeadline
  /// = … }`, `static func pretendard(size:)`), by name.
  public internal(set) var fontExtensionMembers: Set<String> = []
  /// `View`/`Text` extension methods of the app whose body sets a font (`.Cap6()` making
  /// `.font(.custom(…))`, `applyCofficeFont(font:)`), by name: applied before a `.font(_:)` in the
  /// same chain, theirs is the font the text draws in.
  public internal(set) var fontSettingModifiers: Set<String> = []
  public internal(set) var uikitFontFunctionUses: [String: [(file: String, line: Int)]] = [:]
  /// Stored properties by type: name → type as written (`title` → `String?`).
  public internal(set) var propertyTypes: [String: [String: String]] = [:]
  /// Properties Swift code assigns on each `@IBOutlet` (type → outlet → property paths).
  public internal(set) var outletAssignments: [String: [String: Set<String>]] = [:]
  /// Member names some code gives an action through another object (`cell.button.addTarget`).
  public internal(set) var membersWiredThroughLocals: Set<String> = []
  /// What the app's Objective-C classes set on their own views, keyed `Class.property`
  /// (`OAPluginInstalledViewController.enableButton`: `titleLabel.font`), read for storyboard
  /// owners the Swift files don't declare.
  public var objectiveCOutletAssignments: [String: Set<String>] = [:]
  /// What the project's storyboards and xibs set on the objects their outlets connect to; filled
  /// by the caller that reads them, before the Swift rules run.
  public var interfaceBuilderOutlets = InterfaceBuilderOutletIndex()
  /// Each string file's own table as read for ``localizedStrings`` (path → key → language → text),
  /// so entries judged file by file aren't read and parsed a second time.
  public var stringTables: [String: [String: [String: String]]] = [:]
  /// The app's own names as lowercased words joined by spaces (`wallabag` from `wallabag.xcodeproj`,
  /// "simple login" from the target `SimpleLogin`, display names): text that says one names the brand.
  public var productNames: Set<String> = []
  /// Bundled pictures that storyboard buttons draw their titles on (background images), by asset
  /// name: what their middle shows, read from their pixels. A template image (tinted at runtime),
  /// a picture of many colours there, or one that can't be read isn't here.
  public var pictureMiddles: [String: PictureMiddle] = [:]
  /// The app is built for iPad alone (`TARGETED_DEVICE_FAMILY = 2` in every shipping app target):
  /// the target-size rules measure millimetres on an iPad unless the configuration names a device.
  public var isIPadOnly = false
  /// Some code sets every table cell's look (`UITableViewCell.appearance().backgroundColor`): a
  /// storyboard cell's default background can't be told.
  public internal(set) var cellAppearanceIsSet = false
  /// The app speaks English alone: its Xcode projects and localized files name no other language
  /// (``AppLanguages``). An image file named with a plain English word is then heard in the app's
  /// own language.
  public var isEnglishOnly = false
  /// The code localizes (`NSLocalizedString`, `String(localized:)`) but no string table is among
  /// the files audited: a key's text can't be known.
  public var localizesWithUnauditedTables = false
  /// The project's Swift code makes UIKit text follow the user's text size (`preferredFont`,
  /// `UIFontMetrics`, `scaledFont`, `adjustsFontForContentSizeCategory`) in at least one file for
  /// every twenty that use labels. In an app with none, or with a stray few, a label whose font
  /// isn't known doesn't grow (3dollars' Pretendard fonts at fixed sizes).
  public internal(set) var scalesUIKitText = false
  /// The app puts a handler of its own in the environment's `openURL` (`.environment(\\.openURL,
  /// OpenURLAction { … })`) and shows web pages in `SFSafariViewController`: an `openURL(url)` may
  /// stay in the app (peer's Safari router).
  public internal(set) var replacesOpenURLInApp = false
  /// The project's Swift code works with labels and scales text in too few files to count
  /// (``scalesUIKitText`` is false; CUP: one banner among 47 label files): a style its code
  /// applies to a storyboard label (CUP's BonMot `bonMotStyleName`) is taken as a fixed size.
  public internal(set) var uikitTextNeverScales = false
  /// The appearances the app can show: only the dark ones when its Info.plist (or its targets'
  /// generated one) locks `UIUserInterfaceStyle` to `Dark`, so colours are judged where they appear.
  public var appearances: [Appearance] = Appearance.allCases

  public init(localizedStrings: [String: [String: String]] = [:], namedColors: [String: DynamicColor] = [:]) {
    self.localizedStrings = localizedStrings
    self.namedColors = namedColors
    self.namedColorSymbols = ColorResolver.symbolTable(for: namedColors)
    self.colorCatalogs = []
    self.colorsByScope = [:]
  }

  /// An index whose colors stay with their catalogs; ``namedColors`` holds the names every
  /// catalog that defines them agrees on.
  public init(localizedStrings: [String: [String: String]] = [:], colorCatalogs: [ScopedColorCatalog]) {
    var merged: [String: DynamicColor] = [:]
    var conflicting: Set<String> = []
    for catalog in colorCatalogs {
      for (name, color) in catalog.colors {
        if let existing = merged[name], existing != color { conflicting.insert(name) } else { merged[name] = color }
      }
    }
    conflicting.forEach { merged[$0] = nil }
    self.init(localizedStrings: localizedStrings, namedColors: merged, colorCatalogs: colorCatalogs)
  }

  private init(localizedStrings: [String: [String: String]], namedColors: [String: DynamicColor], colorCatalogs: [ScopedColorCatalog]) {
    self.localizedStrings = localizedStrings
    self.namedColors = namedColors
    self.namedColorSymbols = ColorResolver.symbolTable(for: colorCatalogs.reduce(into: namedColors) { all, catalog in
      all.merge(catalog.colors) { first, _ in first }
    })
    self.colorCatalogs = colorCatalogs
    // The catalogs a file sees are those whose folders lie on its path: the same as for a file
    // in the deepest of them, so each catalog's folder stands for one scope (and no folder for all).
    var colorsByScope: [[Int]: [String: DynamicColor]] = [:]
    for probe in [""] + colorCatalogs.map({ $0.folder.isEmpty ? "\u{1}" : $0.folder + "/\u{1}" }) {
      let scope = Self.scopeIndices(of: probe, in: colorCatalogs)
      if colorsByScope[scope] == nil { colorsByScope[scope] = Self.agreedColors(of: scope.map { colorCatalogs[$0] }) }
    }
    self.colorsByScope = colorsByScope
  }

  /// The named colors a Swift file at `path` sees: those of the catalogs in its folder or above
  /// it (its target's), or of every catalog when none is (shared code). A name the seen catalogs
  /// define differently is left out: which one applies depends on the target, so it can't be
  /// resolved.
  public func namedColors(forFileAt path: String) -> [String: DynamicColor] {
    guard !colorCatalogs.isEmpty else { return namedColors }
    let scope = Self.scopeIndices(of: path, in: colorCatalogs)
    return colorsByScope[scope] ?? Self.agreedColors(of: scope.map { colorCatalogs[$0] })
  }

  /// The indices of the catalogs a file at `path` sees: those in its folder or above it, or every
  /// one when none is (shared code).
  private static func scopeIndices(of path: String, in catalogs: [ScopedColorCatalog]) -> [Int] {
    let inScope = catalogs.indices.filter { catalogs[$0].contains(path) }
    return inScope.isEmpty ? Array(catalogs.indices) : inScope
  }

  /// The colors `catalogs` define, each name with one value; a name they define differently is left out.
  private static func agreedColors(of catalogs: [ScopedColorCatalog]) -> [String: DynamicColor] {
    var values: [String: Set<DynamicColor>] = [:]
    for catalog in catalogs { for (name, color) in catalog.colors { values[name, default: []].insert(color) } }
    return values.compactMapValues { $0.count == 1 ? $0.first : nil }
  }

  public static let empty = ProjectIndex()

  /// The custom view `name`, if the project declares one.
  public func customView(named name: String) -> CustomViewSummary? { customViews[name] }

  /// The custom view `name` as the file at `path` sees it: its own declaration first.
  public func customView(named name: String, inFileAt path: String) -> CustomViewSummary? {
    fileCustomViews[path]?[name] ?? customViews[name]
  }

  /// A `View` extension method or `ViewModifier` that sets accessibility.
  public func accessibilityModifier(named name: String) -> AccessibilityEffect? { viewModifiers[name] }

  /// The declared type of `property` in `type` (`String?`), when the project declares it.
  public func propertyType(_ property: String, in type: String) -> String? {
    propertyTypes[TypeIndex.simpleName(type)]?[property]
  }

  /// What Swift code assigns on the outlet `outlet` of `type` (`accessibilityLabel`, `font`...).
  /// Marks an SF Symbol that code sets on an outlet, among ``outletAssignments(type:outlet:)``:
  /// `"systemName:info.circle"`.
  public static let codeSymbolPrefix = "systemName:"
  /// Marks a method code wires to the outlet (`addTarget(self, action: #selector(increaseValue), for:)`),
  /// among ``outletAssignments(type:outlet:)``: `"action:increaseValue"`.
  public static let codeActionPrefix = "action:"
  /// Marks an outlet code gives an empty title (`setTitle("", for: .normal)`), among ``outletAssignments(type:outlet:)``.
  public static let clearedTitle = "<title cleared>"
  /// Marks an outlet every `isHidden` write in the project sets to `true` (`editButton.isHidden =
  /// true` in a cell's `awakeFromNib`, never shown again; GenesisVision's signal cell): whatever the
  /// file shows there, no one meets it.
  public static let alwaysHidden = "<always hidden>"
  /// Marks an outlet whose subviews code removes, every one (`stackView.arrangedSubviews.forEach {
  /// $0.removeFromSuperview() }`, not in `prepareForReuse`), and to which code adds its own: what
  /// the file put inside is a placeholder no one meets.
  public static let subviewsRemoved = "<subviews removed>"
  /// Marks an outlet whose class gives it a font again whenever the text size changes
  /// (``OutletsRestyledOnSizeChange``): it follows the user's text size without Automatically Adjusts Font.
  public static let restyledOnSizeChange = "<restyled on size change>"
  /// Marks an outlet whose code only ever sets `isUserInteractionEnabled = false`: it takes no touch.
  public static let touchDisabled = "<touch disabled>"

  public func outletAssignments(type: String, outlet: String) -> Set<String> {
    outletAssignments[type]?[outlet] ?? []
  }

  /// The spoken texts of a literal label: its translations if it is a key in the project's strings,
  /// else the literal itself. Nil when it looks like a key the project doesn't define: its text
  /// can't be known.
  /// The one text a message shows for a literal: its English translation when the catalogs have
  /// one (a key's text, not another language's), else the first by language code, else the literal.
  public func shownText(of literal: String) -> String {
    guard let translations = localizedStrings[literal], !translations.isEmpty else { return literal }
    return translations["en"] ?? translations.keys.sorted().first.flatMap { translations[$0] } ?? literal
  }

  public func spokenTexts(of literal: String) -> [String]? {
    if let translations = localizedStrings[literal], !translations.isEmpty {
      return translations.keys.sorted().compactMap { translations[$0] }
    }
    if LabelQuality.looksLikeLocalizationKey(literal) { return nil }
    return [literal]
  }
}
