import A11yCore

/// The targets of an Xcode project built for its developers rather than for the people who use the
/// app: test bundles, and app targets named as a developer build (`App-Internal` with developer
/// options, `ComponentsShowcase`, `IsolationModelPreviews`, `DemoApp`), when the project also
/// builds an app not named so. Their screens, and the Swift package products only they link,
/// reach no one using the shipped app.
struct DeveloperBuilds {
  /// Words of a target's name that make an app target a developer build.
  static let words: Set<String> = [
    "internal", "preview", "previews", "demo", "demos", "example", "examples", "sample", "samples", "showcase",
    "catalog", "catalogue", "playground", "sandbox", "debug", "dev",
    // A prototype app beside the real one (Daily Dozen's `UICalendarMyOwnTest`, Hmm's `Prototype`).
    "test", "tests", "prototype", "prototypes",
    // A proof of concept (RIA DigiDoc's `POC/` projects for card readers, beside `MoppApp`).
    "poc", "pocs",
  ]
  static let libraryTypes: Set<String> = [
    "com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
  ]
  static let testBundleTypes: Set<String> = ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"]

  static let appClipType = "com.apple.product-type.application.on-demand-install-capable"

  /// Words of a bundle identifier's components that say the app was replaced. (Not "archive":
  /// an app may archive things, `com.example.WebArchive`.)
  static let retiredWords: Set<String> = ["old", "legacy", "deprecated"]

  /// Every configuration's `PRODUCT_BUNDLE_IDENTIFIER` has a component with a retired word
  /// (`FindAppOld` → find, app, old).
  static func retiredBundle(_ settings: [[String: Any]]) -> Bool {
    let identifiers = settings.compactMap { $0["PRODUCT_BUNDLE_IDENTIFIER"] as? String }
    return !identifiers.isEmpty && identifiers.allSatisfy { identifier in
      identifier.split(separator: ".").contains { component in
        IdentifierWords.words(in: String(component)).contains(where: retiredWords.contains)
      }
    }
  }

  /// Every configuration's `INFOPLIST_FILE` lies in a folder named as a developer's
  /// (``words``, or `Testing`): `Popover/Testing/Info.plist`.
  static func infoPlistInDeveloperFolder(_ settings: [[String: Any]]) -> Bool {
    let paths = settings.compactMap { $0["INFOPLIST_FILE"] as? String }
    return !paths.isEmpty && paths.allSatisfy { path in
      path.split(separator: "/").dropLast().contains { folder in
        IdentifierWords.words(in: String(folder)).contains { words.contains($0) || $0 == "testing" }
      }
    }
  }

  /// Names of the developer builds' targets.
  private(set) var targetNames: Set<String> = []
  /// Package products only developer builds link.
  private(set) var packageProducts: Set<String> = []
  /// Package products the app's own targets (no developer build) link.
  private(set) var productsLinkedByTheApp: Set<String> = []
  /// Whether the project builds an app target not named as a developer build.
  private(set) var buildsAnAppForPeople = false
  /// Whether it builds app targets and all are developer builds: a sample or demo project.
  private(set) var buildsOnlyDeveloperApps = false

  init(objects: [String: Any]) {
    var developerTargets: Set<String> = []
    var buildsAnAppForPeople = false
    var buildsDeveloperApps = false
    var buildsLibraries = false
    var linkedByDevelopers: Set<String> = []
    var linkedByOthers: Set<String> = []
    for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
      let name = target["name"] as? String ?? ""
      let type = target["productType"] as? String ?? ""
      let isApp = type == "com.apple.product-type.application"
      // An app, or its App Clip, published under an identifier that retires it (OpenFind's
      // `com.ktkpiano.FindAppOld` and `.Clip`, built from `Archive/` beside the app that replaced them).
      let settings = TargetPlatforms.settings(ofList: target["buildConfigurationList"] as? String, objects: objects)
      let isRetired = (isApp || type == Self.appClipType) && Self.retiredBundle(settings)
      // An app whose property list sits in a developer's folder (OpenFind's component harnesses,
      // `SearchNavigation/Testing/Info.plist`, each beside the module the real app builds).
      let isHarness = isApp && Self.infoPlistInDeveloperFolder(settings)
      let isDeveloperBuild = Self.testBundleTypes.contains(type) || (isApp && Self.namesADeveloperBuild(name)) || isRetired || isHarness
      if isApp && !isDeveloperBuild { buildsAnAppForPeople = true }
      if isApp && isDeveloperBuild { buildsDeveloperApps = true }
      if Self.libraryTypes.contains(type) { buildsLibraries = true }
      if isDeveloperBuild { developerTargets.insert(name) }
      let products = (target["packageProductDependencies"] as? [String] ?? []).compactMap {
        (objects[$0] as? [String: Any])?["productName"] as? String
      }
      if isDeveloperBuild { linkedByDevelopers.formUnion(products) } else { linkedByOthers.formUnion(products) }
    }
    self.buildsAnAppForPeople = buildsAnAppForPeople
    productsLinkedByTheApp = linkedByOthers
    // A framework or library the project builds may be linked into the app (Provenance's
    // RetroArch core beside its `PVRetroArch_Test` app): the project is no sample, and only
    // what the developer builds alone build is theirs.
    buildsOnlyDeveloperApps = buildsDeveloperApps && !buildsAnAppForPeople && !buildsLibraries
    // A project of developer builds alone (a sample app) is the app audited, unless it sits in
    // another app's folder (``FilesOutsideTheApp``).
    guard buildsAnAppForPeople || buildsLibraries && buildsDeveloperApps else { return }
    targetNames = developerTargets
    packageProducts = linkedByDevelopers.subtracting(linkedByOthers)
  }

  /// Whether a target's name has one of ``words`` as a word (``IdentifierWords``:
  /// `IsolationModelPreviews` → isolation, model, previews), also after a capitalised acronym
  /// (`MashUp-UIPreview` → ui, preview).
  static func namesADeveloperBuild(_ name: String) -> Bool {
    IdentifierWords.words(in: name).contains(where: words.contains) || acronymTails(in: name).contains(where: acronymTailWords.contains)
  }

  /// The words that name a developer build after an acronym: not `test` or `dev`, which end the
  /// names of apps for people too (`TOEICTest`, `iOSDev`).
  static let acronymTailWords: Set<String> = ["preview", "previews", "showcase", "catalog", "catalogue", "demo", "demos", "sample", "samples", "playground", "sandbox"]

  /// The lowercased rest of each run of capitals that ends in a capitalised word (`UIPreview` →
  /// `preview`, `QAShowcase` → `showcase`).
  static func acronymTails(in name: String) -> [String] {
    let characters = Array(name)
    var tails: [String] = []
    var index = 0
    while index < characters.count {
      guard characters[index].isUppercase else { index += 1; continue }
      var end = index
      while end < characters.count, characters[end].isUppercase { end += 1 }
      // Capitals `index..<end`; the last of them starts a word when lowercase letters follow.
      if end - index >= 2, end < characters.count, characters[end].isLowercase {
        var stop = end
        while stop < characters.count, characters[stop].isLowercase { stop += 1 }
        tails.append(String(characters[(end - 1)..<stop]).lowercased())
      }
      index = end
    }
    return tails
  }
}
