import A11yCore
import Foundation

/// A storyboard or xib read into the objects rules judge, each with the line and column of its
/// XML element so findings open at the object in Xcode.
public struct IBDocument: Sendable {
  public enum Kind: String, Sendable { case storyboard, xib }

  public var path: String
  public var kind: Kind
  /// The app's launch screen (`launchScreen="YES"`): a still picture iOS shows while the app starts,
  /// which VoiceOver never reads and nobody navigates.
  public var isLaunchScreen = false
  /// The platform a document for another platform than iOS is made for (`targetRuntime="MacOSX.Cocoa"`:
  /// a Mac app's AppKit windows in the same repository); nil for iOS.
  public var targetRuntime: String?
  /// The storyboard's entry scene (`initialViewController="…"`), which becomes the window's root.
  public var initialViewControllerID: String?
  /// Every object (an element with an `id`: views, controllers, items, recognizers, placeholders), in
  /// document order; a parent always comes before its children.
  public var objects: [IBObject] = []
  public var scenes: [IBScene] = []
  /// `<resources>`: images (SF Symbols have `catalog="system"`), named colors, system colors.
  public var systemSymbolImages: Set<String> = []
  public var namedColorResources: [String: DynamicColor] = [:]
  public var systemColorResources: [String: DynamicColor] = [:]
  /// Views the default size class leaves out (`<variation key="default"><mask key="subviews">
  /// <exclude reference="…"/>`) and those some size class puts back (`<include reference="…"/>`).
  public var excludedByDefault: Set<String> = []
  public var includedBySizeClass: Set<String> = []
  /// `<!-- ... -->` comments, in document order (suppressions in hand-edited files).
  public var comments: [XMLComment] = []
  /// The storyboard's `<Name>.strings` tables (language → "ObjectID.property" → text), attached by the caller.
  public var stringTables: [String: [String: String]] = [:]

  /// Objects no size class installs, with what they hold: left out by default and put back by no
  /// variation (Particle's setup video caption, Yona's server-address panel). Never on screen.
  public var uninstalledObjects: [IBObject] {
    let uninstalled = excludedByDefault.subtracting(includedBySizeClass)
    guard !uninstalled.isEmpty else { return [] }
    return objects.filter { uninstalled.contains($0.id) }
  }

  /// The base name (`Main` for `Main.storyboard`), which names its `.strings` tables.
  public var baseName: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

  public func object(id: String) -> IBObject? {
    idIndex[id].map { objects[$0] }
  }

  var idIndex: [String: Int] = [:]

  /// The object and its ancestors, nearest first.
  public func ancestors(of object: IBObject) -> [IBObject] {
    var result: [IBObject] = []
    var current = object.parent
    while let index = current {
      result.append(objects[index])
      current = objects[index].parent
    }
    return result
  }

  /// Every object below `object`.
  public func descendants(of object: IBObject) -> [IBObject] {
    var result: [IBObject] = []
    var pending = object.children
    while let index = pending.popLast() {
      result.append(objects[index])
      pending += objects[index].children
    }
    return result
  }
}

/// One storyboard scene: its objects and its root view controller.
public struct IBScene: Sendable {
  public var sceneID: String
  public var position: SourcePosition
  /// Index of the scene's view controller (or the first object), if any.
  public var controller: Int?
}

/// A view, control, controller, bar item, gesture recognizer or placeholder.
public struct IBObject: Sendable {
  public var index: Int
  /// The XML element name: `button`, `label`, `imageView`, `viewController`, `barButtonItem`...
  public var element: String
  public var id: String
  /// The class name Interface Builder instantiates instead (`RoundButton`), if any.
  public var customClass: String?
  /// The role the element plays for its parent (`view`, `contentView`, `leftBarButtonItem`).
  public var key: String?
  public var position: SourcePosition
  /// The line of the element's end tag: the object's XML spans `position.line...endLine`.
  public var endLine: Int = 0
  public var parent: Int?
  public var children: [Int] = []
  public var attributes: [String: String]
  public var accessibility = IBAccessibility()
  public var font: IBFont?
  /// `<color key="textColor">`, `backgroundColor`, `tintColor`..., by key.
  public var colors: [String: IBColor] = [:]
  public var frame: IBRect?
  /// Constant width/height the object's constraints fix (`relation` equal), with the constraint's position.
  public var fixedWidth: (points: Double, position: SourcePosition)?
  public var fixedHeight: (points: Double, position: SourcePosition)?
  /// The horizontal attributes constraints tie this object by (`leading`, `trailing`, `centerX`,
  /// `width`...), whichever side of the constraint it is on: what holds its width.
  public var horizontalConstraints: Set<String> = []
  /// Button states by key (`normal`, `highlighted`...).
  public var states: [String: IBButtonState] = [:]
  public var configuration: IBButtonState?
  /// `<string key="text">` or the `text` attribute.
  public var text: String?
  /// `<outlet property= destination=>` connections this object owns.
  public var outlets: [(property: String, destination: String)] = []
  /// `<action selector=>` connections this object sends (a button's `increaseValue:`).
  public var actionSelectors: [String] = []
  /// `<segue destination= kind= relationship=>` connections that start at this object (a button, a
  /// cell, a controller): kind `show`, `push`, `presentation`, `relationship`...
  public var segues: [IBSegue] = []
  /// Ids of the gesture recognizers connected to this view.
  public var gestureRecognizers: [String] = []
  /// `<userDefinedRuntimeAttribute keyPath= value=>`.
  public var runtimeAttributes: [String: String] = [:]
  /// The string-table key of each `localized="YES"` runtime attribute, by key path: Xcode numbers
  /// them (`ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]`) instead of naming them.
  public var localizedRuntimeAttributeKeys: [String: String] = [:]
  /// Runtime attributes of type color (`layer.borderColor`, an app's `borderColor`), by key path.
  public var runtimeColors: [String: IBColor] = [:]
  /// `renderingMode` of the object's `<imageReference key="image">` (`template`, `original`).
  public var imageRenderingMode: String?
  /// Index of the scene the object belongs to.
  public var scene: Int?
  /// A segmented control's segment titles, in order.
  public var segmentTitles: [String] = []
  /// `<textInputTraits secureTextEntry="YES">`: a password field.
  public var isSecureTextEntry = false

  public subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// `YES` attributes.
  public func flag(_ attribute: String) -> Bool? {
    attributes[attribute].map { $0 == "YES" }
  }

  /// The class the object is, as Interface Builder writes it: `UIButton` for `<button>`.
  public var interfaceBuilderClass: String { IBClasses.uikitClass(forElement: element) }

  /// The text a button shows in its normal state (title or configuration title).
  public var buttonTitle: String? {
    // A button with a configuration draws the configuration's title (none when it is blank); the
    // legacy state title Interface Builder keeps beside it is not shown.
    let titles = configuration.map { [$0.title] } ?? [states["normal"]?.title, attributes["title"]]
    for title in titles {
      if let title, !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return title }
    }
    return nil
  }

  /// The string-table property of the title ``buttonTitle`` reads: a configuration's title when
  /// the button has a configuration, else the normal state's.
  public var buttonTitleProperty: String {
    configuration != nil ? "configuration.title" : "normalTitle"
  }

  /// The image a button or bar item shows in its normal state.
  public var buttonImage: String? {
    states["normal"]?.image ?? configuration?.image ?? attributes["image"]
  }

  /// Hidden, or fully transparent (`alpha="0.0"`, Hou's unfinished heart button): neither
  /// drawn nor visited by VoiceOver until code shows it.
  public var isHidden: Bool { flag("hidden") == true || attributes["alpha"].flatMap(Double.init) == 0 }
  public var isUserInteractionDisabled: Bool { flag("userInteractionEnabled") == false }
}

public struct IBSegue: Sendable {
  public var destination: String
  public var kind: String
  /// `rootViewController`, `viewControllers` for relationship segues.
  public var relationship: String?
  /// The storyboard identifier code may perform it by (`performSegue(withIdentifier:)`).
  public var identifier: String? = nil
}

public struct IBButtonState: Sendable {
  public var title: String?
  public var image: String?
  /// The image's `renderingMode` when an `<imageReference>` gives one.
  public var imageRenderingMode: String?
  /// The state's `titleColor` (a configuration's `baseForegroundColor`).
  public var titleColor: IBColor?
  /// A configuration's `style` (`plain`, `filled`, `tinted`, `gray`) and `baseBackgroundColor`.
  public var style: String?
  public var backgroundColor: IBColor?
  /// The fill a configuration's `<backgroundConfiguration>` draws behind the title, over the view's own.
  public var backgroundFill: IBColor?
  /// The image drawn behind the title: a state's `backgroundImage`, or a background configuration's image.
  public var backgroundImage: String?
}

/// The accessibility configuration Interface Builder writes.
public struct IBAccessibility: Sendable {
  /// `isElement`, when the file sets it.
  public var isElement: Bool?
  public var label: String?
  public var hint: String?
  public var identifier: String?
  /// Traits set to `YES` (`button`, `header`, `image`, `notEnabled`...).
  public var traits: Set<String> = []
  /// Traits explicitly set (so `none="YES"` or a trait list replaces the class's default).
  public var setsTraits = false
  public var position: SourcePosition?

  public var hasLabel: Bool { label.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? false }
}

/// `<fontDescription>`: a system font of a size, a text style, or a custom font.
public struct IBFont: Sendable {
  public enum Kind: Sendable, Equatable {
    /// `type="system"`, `boldSystem`, `italicSystem`: fixed size.
    case system(weight: String?)
    /// `style="UICTFontTextStyleBody"`: scales with Dynamic Type.
    case textStyle(String)
    /// `name="Avenir-Book"`: fixed size.
    case custom(name: String)
  }

  public var kind: Kind
  public var pointSize: Double?
  public var position: SourcePosition

  public var isTextStyle: Bool { if case .textStyle = kind { true } else { false } }

  public var isBold: Bool {
    switch kind {
    case .system(let weight): ["bold", "semibold", "heavy", "black"].contains(weight ?? "")
    case .textStyle(let style): style == "headline"
    case .custom(let name): name.lowercased().contains("bold") || name.lowercased().contains("heavy") || name.lowercased().contains("black")
    }
  }

  /// The size at the default Dynamic Type setting.
  public var effectiveSize: Double? {
    if case .textStyle(let style) = kind { return pointSize ?? TextStyleScale.style(named: style)?.size }
    return pointSize
  }
}

/// A color as Interface Builder writes it.
public enum IBColor: Sendable {
  case fixed(RGBAColor)
  /// `systemColor="labelColor"`: a UIKit dynamic color.
  case system(String)
  /// `name="Brand"`: an asset-catalog color.
  case named(String)
  /// A `<color>` this reader can't turn into values (a custom color space, a catalog color).
  case unknown
}

public struct IBRect: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

  public func contains(_ point: (x: Double, y: Double)) -> Bool {
    point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
  }
}

/// Element names → UIKit classes, and which elements are views Interface Builder places.
public enum IBClasses {
  static let table: [String: String] = [
    "view": "UIView", "control": "UIControl", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
    "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
    "segmentedControl": "UISegmentedControl", "stepper": "UIStepper", "stackView": "UIStackView",
    "scrollView": "UIScrollView", "tableView": "UITableView", "collectionView": "UICollectionView",
    "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
    "tableViewCellContentView": "UIView", "collectionReusableView": "UICollectionReusableView",
    "searchBar": "UISearchBar", "pageControl": "UIPageControl", "datePicker": "UIDatePicker",
    "pickerView": "UIPickerView", "activityIndicatorView": "UIActivityIndicatorView",
    "progressView": "UIProgressView", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar",
    "tabBar": "UITabBar", "barButtonItem": "UIBarButtonItem", "navigationItem": "UINavigationItem",
    "tabBarItem": "UITabBarItem", "visualEffectView": "UIVisualEffectView", "webView": "UIWebView",
    "wkWebView": "WKWebView", "mapView": "MKMapView",
    "viewController": "UIViewController", "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController", "pageViewController": "UIPageViewController",
    "splitViewController": "UISplitViewController",
    "tapGestureRecognizer": "UITapGestureRecognizer", "longPressGestureRecognizer": "UILongPressGestureRecognizer",
    "panGestureRecognizer": "UIPanGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
    "pinchGestureRecognizer": "UIPinchGestureRecognizer",
  ]

  public static func uikitClass(forElement element: String) -> String {
    table[element] ?? element
  }

  /// Elements that carry an `id` but are not objects a person meets.
  static let notObjects: Set<String> = [
    "outlet", "outletCollection", "action", "segue", "constraint", "viewLayoutGuide", "layoutGuide",
    "exit", "connections", "accessibility", "scene",
  ]
}
