import A11ySwiftSource
@testable import A11yKit
import Testing

/// A project's builds for its developers (an internal app with developer options, a component
/// showcase, a previews app, test bundles) and the Swift package products only they link: their
/// screens reach no one using the shipped app, so their files are left out like unused ones.
struct DeveloperBuildsTests {
  /// The shipped app links `Integration`; `App-Internal` links `Scenarios`, a previews app
  /// `BehaviourModels`, the UI tests `Scenarios` and `TestSupport`.
  static let pbxproj = """
    // !$*UTF8*$!
    {
      objects = {
        P1 = {isa = PBXProject; mainGroup = G0; };
        G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = "App/AppDelegate.swift"; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = "Internal/DeveloperMenu.swift"; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; name = "App"; productType = "com.apple.product-type.application"; buildPhases = (B1, ); packageProductDependencies = (D1, ); };
        B1 = {isa = PBXSourcesBuildPhase; files = (BF1, ); };
        BF1 = {isa = PBXBuildFile; fileRef = F1; };
        T2 = {isa = PBXNativeTarget; name = "App-Internal"; productType = "com.apple.product-type.application"; buildPhases = (B2, ); packageProductDependencies = (D2, ); };
        B2 = {isa = PBXSourcesBuildPhase; files = (BF2, ); };
        BF2 = {isa = PBXBuildFile; fileRef = F2; };
        T3 = {isa = PBXNativeTarget; name = IsolationModelPreviews; productType = "com.apple.product-type.application"; packageProductDependencies = (D3, ); };
        T4 = {isa = PBXNativeTarget; name = UITests; productType = "com.apple.product-type.bundle.ui-testing"; packageProductDependencies = (D4, D5, ); };
        D1 = {isa = XCSwiftPackageProductDependency; productName = Integration; };
        D2 = {isa = XCSwiftPackageProductDependency; productName = Scenarios; };
        D3 = {isa = XCSwiftPackageProductDependency; productName = BehaviourModels; };
        D4 = {isa = XCSwiftPackageProductDependency; productName = Scenarios; };
        D5 = {isa = XCSwiftPackageProductDependency; productName = TestSupport; };
      };
      rootObject = P1;
    }
    """

  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
      name: "Core",
      products: [
        .library(name: "Interface", targets: ["Interface"]),
        .library(name: "Integration", targets: ["Integration"]),
        .library(name: "Scenarios", targets: ["Scenarios"]),
        .library(name: "BehaviourModels", targets: ["BehaviourModels"]),
        .library(name: "TestSupport", targets: ["TestSupport"]),
      ],
      targets: [
        .target(name: "Interface", dependencies: []),
        .target(name: "Integration", dependencies: ["Interface", .target(name: "Domain")]),
        .target(name: "Domain", path: "Domain/Sources"),
        .target(name: "Scenarios", dependencies: ["Integration", .product(name: "Lokalise", package: "Lokalise")]),
        .target(name: "BehaviourModels"),
        .target(name: "TestSupport"),
        .testTarget(name: "InterfaceTests", dependencies: ["Interface", "TestSupport"]),
      ]
    )
    """

  @Test func aManifestsProductsTargetsDependenciesAndFoldersAreRead() {
    let manifest = PackageManifest(source: Self.manifest)
    #expect(manifest.products["Scenarios"] == ["Scenarios"])
    #expect(manifest.targets["Integration"]?.dependencies == ["Interface", "Domain"])
    // A product of another package is no target of this one.
    #expect(manifest.targets["Scenarios"]?.dependencies == ["Integration"])
    #expect(manifest.targets["Domain"]?.folder == "Domain/Sources")
    #expect(manifest.targets["Interface"]?.folder == "Sources/Interface")
    // `.target(name: "Domain")` in a dependency list declares nothing.
    #expect(manifest.targets.count == 7)
    #expect(manifest.targets(reachedFrom: ["Scenarios"]) == ["Scenarios", "Integration", "Interface", "Domain"])
  }

  /// A manifest cut short or not Swift at all is read as far as it goes, never run or trusted.
  @Test func aBrokenManifestGivesWhatItSaysAndNoMore() {
    let cut = PackageManifest(source: "let package = Package(products: [.library(name: \"Kit\", targets: [\"Kit\"]), .library(name: ")
    #expect(cut.products == ["Kit": ["Kit"]])
    #expect(cut.targets.isEmpty)
    let binary = PackageManifest(source: String(decoding: [0xFF, 0x00, 0xFE, 0x7B], as: UTF8.self))
    #expect(binary.products.isEmpty && binary.targets.isEmpty)
  }

  @Test func targetNamesOfDeveloperBuilds() {
    for name in ["App-Internal", "IsolationModelPreviews", "DemoApp", "Components Showcase", "UIKitCatalog", "AppDev", "UICalendarMyOwnTest", "Prototype", "MashUp-UIPreview", "QAShowcase"] {
      #expect(DeveloperBuilds.namesADeveloperBuild(name), "\(name)")
    }
    // Words inside other words are not words of the name.
    for name in ["App", "Interneto", "Previewer", "Devices", "Sampler", "NHS-COVID-19", "InternationalNews", "Contest", "Testament", "Prototyper", "MashUp-UIKit", "TVDevices", "SNSPreviewer", "TOEICTest", "SNSDev"] {
      #expect(!DeveloperBuilds.namesADeveloperBuild(name), "\(name)")
    }
  }

  @Test func developerBuildsAndTheProductsOnlyTheyLinkAreFound() throws {
    var parser = OldStylePropertyList(Self.pbxproj)
    let objects = try #require((parser.parse() as? [String: Any])?["objects"] as? [String: Any])
    let builds = DeveloperBuilds(objects: objects)
    #expect(builds.targetNames == ["App-Internal", "IsolationModelPreviews", "UITests"])
    #expect(builds.packageProducts == ["Scenarios", "BehaviourModels", "TestSupport"])
    // A project of developer builds alone is the app: nothing is left out.
    var onlyDemo = objects
    onlyDemo.removeValue(forKey: "T1")
    let demo = DeveloperBuilds(objects: onlyDemo)
    #expect(demo.targetNames.isEmpty && demo.packageProducts.isEmpty)
    #expect(demo.buildsOnlyDeveloperApps)
    // A project that also builds a framework (Provenance's RetroArch core beside its test app)
    // is no sample: the framework may be linked into the app, the developer builds are theirs.
    var framework = onlyDemo
    framework["T5"] = ["isa": "PBXNativeTarget", "name": "Core", "productType": "com.apple.product-type.framework"]
    let library = DeveloperBuilds(objects: framework)
    #expect(!library.buildsOnlyDeveloperApps)
    #expect(library.targetNames == ["App-Internal", "IsolationModelPreviews", "UITests"])
  }

  /// An app and its App Clip published under an identifier that retires them (OpenFind's
  /// `com.ktkpiano.FindAppOld`, built from `Archive/` beside `app.getfind.open`) are no app for people.
  @Test func anAppWhoseBundleIdentifierRetiresItIsNoAppForPeople() throws {
    func targets(_ identifier: String) throws -> Set<String> {
      let source = """
        {
          objects = {
            T1 = {isa = PBXNativeTarget; name = "OpenFind"; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = app.getfind.open; }; };
            T2 = {isa = PBXNativeTarget; name = "Find"; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C2, C3, ); };
            C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = \(identifier); }; };
            C3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = \(identifier); }; };
            T3 = {isa = PBXNativeTarget; name = "FindClip"; productType = "com.apple.product-type.application.on-demand-install-capable"; buildConfigurationList = L3; };
            L3 = {isa = XCConfigurationList; buildConfigurations = (C4, ); };
            C4 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = \(identifier).Clip; }; };
          };
        }
        """
      var parser = OldStylePropertyList(source)
      let objects = try #require((parser.parse() as? [String: Any])?["objects"] as? [String: Any])
      return DeveloperBuilds(objects: objects).targetNames
    }
    #expect(try targets("com.ktkpiano.FindAppOld") == ["Find", "FindClip"])
    #expect(try targets("com.ktkpiano.legacy-find") == ["Find", "FindClip"])
    // An identifier of another word (`Bold`, `FindApp`) retires nothing.
    #expect(try targets("com.ktkpiano.BoldFind").isEmpty)
    #expect(try targets("com.ktkpiano.WebArchive").isEmpty)
  }

  /// Component harness apps whose property lists sit in `Testing` folders (OpenFind's `Popover`,
  /// `SearchNavigation`) are developer builds; an app's own `Info.plist` in its folder is not.
  @Test func anAppWhosePropertyListSitsInATestingFolderIsADeveloperBuild() {
    #expect(DeveloperBuilds.infoPlistInDeveloperFolder([["INFOPLIST_FILE": "Popover/Testing/Info.plist"]]))
    #expect(DeveloperBuilds.infoPlistInDeveloperFolder([["INFOPLIST_FILE": "$(SRCROOT)/Demo App/Info.plist"]]))
    #expect(!DeveloperBuilds.infoPlistInDeveloperFolder([["INFOPLIST_FILE": "Sources/OpenFind/Info.plist"]]))
    #expect(!DeveloperBuilds.infoPlistInDeveloperFolder([["INFOPLIST_FILE": "Popover/Testing/Info.plist"], ["INFOPLIST_FILE": "Popover/Info.plist"]]))
    // (The file's own name says nothing: `TestingInfo.plist` in the app's folder.)
    #expect(!DeveloperBuilds.infoPlistInDeveloperFolder([["INFOPLIST_FILE": "App/TestingInfo.plist"]]))
    #expect(!DeveloperBuilds.infoPlistInDeveloperFolder([]))
  }

  @Test func filesOnlyDeveloperBuildsUseAreLeftOut() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
    folder.write("App/AppDelegate.swift", FilesOutsideTheAppTests.fixedFontSwift)
    folder.write("Internal/DeveloperMenu.swift", FilesOutsideTheAppTests.fixedFontSwift)
    folder.write("Core/Package.swift", Self.manifest)
    for target in ["Interface", "Integration", "Scenarios", "BehaviourModels", "TestSupport"] {
      folder.write("Core/Sources/\(target)/\(target)View.swift", FilesOutsideTheAppTests.fixedFontSwift)
    }
    folder.write("Core/Domain/Sources/DomainView.swift", FilesOutsideTheAppTests.fixedFontSwift)
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    // What the shipped app builds and links stays, with the targets its products depend on; a target
    // a developer product shares with a shipped one (Integration under Scenarios) stays too.
    #expect(files == [
      "App/AppDelegate.swift", "Core/Sources/Interface/InterfaceView.swift", "Core/Sources/Integration/IntegrationView.swift",
      "Core/Domain/Sources/DomainView.swift",
    ])
    #expect(result.standardError.contains("left out 4 findings in files no build of the app uses"))
    let everything = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size", "--include-unreferenced")
    #expect(InterfaceBuilderLintTests.json(everything.standardOutput).count == 8)
  }

  /// FestivlManager's `ScheduleManagementFeature`: a product of the app's package that no project
  /// links and no other manifest names (only a test target imports it) builds nothing the app
  /// ships; named by another package's dependencies, it may.
  @Test func aProductNothingLinksOrNamesIsLeftOut() {
    func reported(otherManifest: String?) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
      folder.write("App/AppDelegate.swift", FilesOutsideTheAppTests.fixedFontSwift)
      folder.write("Core/Package.swift", Self.manifest
        .replacingOccurrences(of: ".library(name: \"TestSupport\", targets: [\"TestSupport\"]),",
                              with: ".library(name: \"TestSupport\", targets: [\"TestSupport\"]),\n    .library(name: \"Schedule\", targets: [\"Schedule\"]),")
        .replacingOccurrences(of: ".target(name: \"TestSupport\"),", with: ".target(name: \"TestSupport\"),\n    .target(name: \"Schedule\", dependencies: [\"Interface\"]),"))
      for target in ["Interface", "Integration", "Schedule"] {
        folder.write("Core/Sources/\(target)/\(target)View.swift", FilesOutsideTheAppTests.fixedFontSwift)
      }
      if let otherManifest { folder.write("Feature/Package.swift", otherManifest) }
      return FilesOutsideTheAppTests.filesReported(in: folder)
    }
    #expect(reported(otherManifest: nil) == ["App/AppDelegate.swift", "Core/Sources/Interface/InterfaceView.swift", "Core/Sources/Integration/IntegrationView.swift"])
    let feature = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Feature\", dependencies: [.package(path: \"../Core\")], targets: [.target(name: \"Feature\", dependencies: [.product(name: \"Schedule\", package: \"Core\")])])\n"
    #expect(reported(otherManifest: feature).contains("Core/Sources/Schedule/ScheduleView.swift"))
  }

  /// A manifest naming its own targets through `Target.Dependency` constants isn't read for reach.
  @Test func targetsNamedThroughConstantsAreNotJudged() {
    #expect(FilesOutsideTheApp.namesLocalTargetsThroughConstants("extension Target.Dependency {\n  static let profileFeature: Self = \"ProfileFeature\"\n}"))
    #expect(FilesOutsideTheApp.namesLocalTargetsThroughConstants("static let feature = .target(name: \"Feature\")"))
    #expect(!FilesOutsideTheApp.namesLocalTargetsThroughConstants("static let tca = product(name: \"ComposableArchitecture\", package: \"tca\")"))
  }

  /// A project whose only app is a sample (`FloatLabelExample`), nested in the folder of a project
  /// that builds the app for people (Mammoth vendors the FloatLabelFields library with its demo
  /// app): the sample's own files are left out; the library's files the app lists stay. Alone,
  /// the sample project is the app audited.
  static func project(_ target: String, files: [String]) -> String {
    let references = files.enumerated().map { "F\($0.offset) = {isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
    let buildFiles = files.indices.map { "BF\($0) = {isa = PBXBuildFile; fileRef = F\($0); };" }
    return """
      // !$*UTF8*$!
      {
        objects = {
          P1 = {isa = PBXProject; mainGroup = G0; };
          G0 = {isa = PBXGroup; children = (\(files.indices.map { "F\($0), " }.joined())); sourceTree = "<group>"; };
          \(references.joined(separator: "\n      "))
          \(buildFiles.joined(separator: "\n      "))
          T1 = {isa = PBXNativeTarget; name = "\(target)"; productType = "com.apple.product-type.application"; buildPhases = (B1, ); };
          B1 = {isa = PBXSourcesBuildPhase; files = (\(files.indices.map { "BF\($0), " }.joined())); };
        };
        rootObject = P1;
      }
      """
  }

  /// A folder with the app's project (`app` in `appFolder`, building `appFiles`) and a sample's
  /// (`sample` in `sampleFolder`, building its own `ViewController.swift` and the app's second
  /// file): audited whole, only the app's files are reported; audited alone, the sample's.
  func expectSampleLeftOut(appFolder: String, app: String, appFiles: [String], sampleFolder: String, sample: String) {
    let folder = TemporaryFolder()
    let prefix = appFolder.isEmpty ? "" : appFolder + "/"
    // `apps/ios/../../libraries/Modals/Modal.swift` → `libraries/Modals/Modal.swift`.
    func resolved(_ path: String) -> String {
      path.split(separator: "/").reduce(into: [Substring]()) { parts, part in
        if part == ".." { parts.removeLast() } else { parts.append(part) }
      }.joined(separator: "/")
    }
    folder.write("\(prefix)\(app).xcodeproj/project.pbxproj", Self.project(app, files: appFiles))
    for file in appFiles { folder.write(resolved(prefix + file), FilesOutsideTheAppTests.fixedFontSwift) }
    let shared = resolved(prefix + appFiles[1])
    let backToShared = String(repeating: "../", count: sampleFolder.split(separator: "/").count) + shared
    folder.write("\(sampleFolder)/\(sample).xcodeproj/project.pbxproj", Self.project(sample, files: ["\(sample)/ViewController.swift", backToShared]))
    folder.write("\(sampleFolder)/\(sample)/ViewController.swift", FilesOutsideTheAppTests.fixedFontSwift)
    #expect(FilesOutsideTheAppTests.filesReported(in: folder) == Set(appFiles.map { resolved(prefix + $0) }))
    #expect(FilesOutsideTheAppTests.filesReported(in: folder, auditing: sampleFolder) == ["\(sampleFolder)/\(sample)/ViewController.swift"])
  }

  @Test func aSampleProjectInsideTheAppsFolderIsLeftOut() {
    expectSampleLeftOut(
      appFolder: "", app: "Mammoth", appFiles: ["Mammoth/AppDelegate.swift", "Mammoth/FloatLabelFields/FloatLabelTextField.swift"],
      sampleFolder: "Mammoth/FloatLabelFields/FloatLabelExample", sample: "FloatLabelExample")
  }

  /// ProtonVPN: `sampleapps/ModalsSampleApp` beside `apps/ios`, both under the folder audited.
  @Test func aSampleProjectBesideTheAppIsLeftOut() {
    expectSampleLeftOut(
      appFolder: "apps/ios", app: "ProtonVPN", appFiles: ["App/AppDelegate.swift", "../../libraries/Modals/Modal.swift"],
      sampleFolder: "sampleapps/ModalsSampleApp", sample: "ModalsSampleApp")
  }

  /// trip-planner vendors Apple's Reachability sample beside its app folder, project and all; the
  /// app's project builds the library's file from there. The sample's demo is left out, the
  /// library's file stays; audited alone, the sample is the app.
  @Test func aVendoredLibrarysOwnProjectBesideTheAppIsASample() {
    let folder = TemporaryFolder()
    folder.write("TripPlanner/TripPlanner.xcodeproj/project.pbxproj",
                 Self.project("TripPlanner", files: ["TripPlanner/App.swift", "../Resources/Reachability/Reachability.swift"]))
    folder.write("Resources/Reachability/Reachability.xcodeproj/project.pbxproj",
                 Self.project("Reachability", files: ["Reachability.swift", "Demo/ViewController.swift"]))
    for file in ["TripPlanner/TripPlanner/App.swift", "Resources/Reachability/Reachability.swift", "Resources/Reachability/Demo/ViewController.swift"] {
      folder.write(file, FilesOutsideTheAppTests.fixedFontSwift)
    }
    #expect(FilesOutsideTheAppTests.filesReported(in: folder) == ["TripPlanner/TripPlanner/App.swift", "Resources/Reachability/Reachability.swift"])
    #expect(FilesOutsideTheAppTests.filesReported(in: folder, auditing: "Resources/Reachability")
      == ["Resources/Reachability/Reachability.swift", "Resources/Reachability/Demo/ViewController.swift"])
  }

  /// Pareto keeps tutorial projects side by side in `Open Source Help/` (Game, TwitterMenu, …), each
  /// an app of its own: a collection of samples, left out. One nested app project alone stays.
  @Test func severalAppProjectsSideBySideInTheAppsFolderAreSamples() {
    func reported(samples: [String]) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("Pareto.xcodeproj/project.pbxproj", Self.project("Pareto", files: ["Pareto/ContentView.swift"]))
      folder.write("Pareto/ContentView.swift", FilesOutsideTheAppTests.fixedFontSwift)
      for sample in samples {
        folder.write("Help/\(sample)/\(sample).xcodeproj/project.pbxproj", Self.project(sample, files: ["\(sample)/GameView.swift"]))
        folder.write("Help/\(sample)/\(sample)/GameView.swift", FilesOutsideTheAppTests.fixedFontSwift)
      }
      return FilesOutsideTheAppTests.filesReported(in: folder)
    }
    #expect(reported(samples: ["Game", "TwitterMenu"]) == ["Pareto/ContentView.swift"])
    #expect(reported(samples: ["Game"]) == ["Pareto/ContentView.swift", "Help/Game/Game/GameView.swift"])
  }

  /// RIA DigiDoc keeps card-reader prototypes in `POC/` (`POC/Feitian/iEstEidUtil.xcodeproj`, an app
  /// target each) beside `MoppApp/MoppApp.xcodeproj`: their screens are no one's. A folder not named
  /// so holds a second app.
  @Test func anAppProjectInAPrototypesFolderBesideTheAppIsASample() {
    func reported(folderName: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("MoppApp/MoppApp.xcodeproj/project.pbxproj", Self.project("MoppApp", files: ["MoppApp/LandingView.swift"]))
      folder.write("MoppApp/MoppApp/LandingView.swift", FilesOutsideTheAppTests.fixedFontSwift)
      folder.write("\(folderName)/Feitian/iEstEidUtil.xcodeproj/project.pbxproj", Self.project("iEstEidUtil", files: ["iEstEidUtil/ReaderView.swift"]))
      folder.write("\(folderName)/Feitian/iEstEidUtil/ReaderView.swift", FilesOutsideTheAppTests.fixedFontSwift)
      return FilesOutsideTheAppTests.filesReported(in: folder)
    }
    #expect(reported(folderName: "POC") == ["MoppApp/MoppApp/LandingView.swift"])
    #expect(reported(folderName: "Readers") == ["MoppApp/MoppApp/LandingView.swift", "Readers/Feitian/iEstEidUtil/ReaderView.swift"])
  }

  /// BNCTL keeps a Finder copy of its app folder beside it (`banking-ios copy`, the same
  /// `MobileBanking.xcodeproj`): the copy's files are left out. Under another name it is an app.
  @Test func aFinderCopyOfTheAppsFolderIsLeftOut() {
    func reported(copyName: String) -> Set<String> {
      let folder = TemporaryFolder()
      for app in ["banking-ios", copyName] {
        folder.write("\(app)/MobileBanking.xcodeproj/project.pbxproj", Self.project("MobileBanking", files: ["MobileBanking/HomeView.swift"]))
        folder.write("\(app)/MobileBanking/HomeView.swift", FilesOutsideTheAppTests.fixedFontSwift)
      }
      return FilesOutsideTheAppTests.filesReported(in: folder)
    }
    #expect(reported(copyName: "banking-ios copy") == ["banking-ios/MobileBanking/HomeView.swift"])
    #expect(reported(copyName: "banking-ios-v2") == ["banking-ios/MobileBanking/HomeView.swift", "banking-ios-v2/MobileBanking/HomeView.swift"])
  }

  /// Passepartout: one multiplatform target builds `App+tvOS.swift` and links the `AppLibraryTV`
  /// product with `platformFilters = (tvos, )`; neither reaches the iOS app. What it builds and
  /// links for iOS stays, with a file filtered to iOS and macOS.
  @Test func filesAndProductsAMultiplatformTargetFiltersToOtherPlatformsAreLeftOut() {
    let pbxproj = """
      // !$*UTF8*$!
      {
        objects = {
          P1 = {isa = PBXProject; mainGroup = G0; };
          G0 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = "App/App+iOS.swift"; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = "App/App+tvOS.swift"; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; path = "App/App+Shared.swift"; sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; name = "Passepartout"; productType = "com.apple.product-type.application"; buildPhases = (B1, B2, ); packageProductDependencies = (D1, D2, ); };
          B1 = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, BF3, ); };
          BF1 = {isa = PBXBuildFile; fileRef = F1; platformFilter = ios; };
          BF2 = {isa = PBXBuildFile; fileRef = F2; platformFilters = (tvos, ); };
          BF3 = {isa = PBXBuildFile; fileRef = F3; platformFilters = (ios, macos, ); };
          B2 = {isa = PBXFrameworksBuildPhase; files = (BF4, BF5, ); };
          BF4 = {isa = PBXBuildFile; platformFilters = (ios, macos, ); productRef = D1; };
          BF5 = {isa = PBXBuildFile; platformFilters = (tvos, ); productRef = D2; };
          D1 = {isa = XCSwiftPackageProductDependency; productName = AppLibraryMain; };
          D2 = {isa = XCSwiftPackageProductDependency; productName = AppLibraryTV; };
        };
        rootObject = P1;
      }
      """
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit",
        products: [
          .library(name: "AppLibraryMain", targets: ["AppLibraryMain"]),
          .library(name: "AppLibraryTV", targets: ["AppLibraryTV"]),
        ],
        targets: [
          .target(name: "AppLibrary"),
          .target(name: "AppLibraryMain", dependencies: ["AppLibrary"]),
          .target(name: "AppLibraryTV", dependencies: ["AppLibrary"]),
        ]
      )
      """
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", pbxproj)
    for file in ["App/App+iOS.swift", "App/App+tvOS.swift", "App/App+Shared.swift"] {
      folder.write(file, FilesOutsideTheAppTests.fixedFontSwift)
    }
    folder.write("Kit/Package.swift", manifest)
    for target in ["AppLibrary", "AppLibraryMain", "AppLibraryTV"] {
      folder.write("Kit/Sources/\(target)/\(target)View.swift", FilesOutsideTheAppTests.fixedFontSwift)
    }
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    #expect(files == [
      "App/App+iOS.swift", "App/App+Shared.swift", "Kit/Sources/AppLibrary/AppLibraryView.swift",
      "Kit/Sources/AppLibraryMain/AppLibraryMainView.swift",
    ])
  }

  /// A `public` helper in a file only the app target builds is no API: nothing outside the project
  /// calls it, so when nothing inside does, its findings are left out. The same helper in a file a
  /// framework target builds may have clients elsewhere, and is kept.
  @Test func publicCodeOnlyTheAppBuildsIsSearchedLikeInternalCode() {
    let pbxproj = """
      // !$*UTF8*$!
      {
        objects = {
          P1 = {isa = PBXProject; mainGroup = G0; };
          G0 = {isa = PBXGroup; children = (F1, F2, F3, ); sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; path = "App/App.swift"; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; path = "App/Accessory.swift"; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; path = "Kit/KitAccessory.swift"; sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; name = "Player"; productType = "com.apple.product-type.application"; buildPhases = (B1, ); };
          B1 = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, ); };
          BF1 = {isa = PBXBuildFile; fileRef = F1; };
          BF2 = {isa = PBXBuildFile; fileRef = F2; };
          T2 = {isa = PBXNativeTarget; name = "PlayerKit"; productType = "com.apple.product-type.framework"; buildPhases = (B2, ); };
          B2 = {isa = PBXSourcesBuildPhase; files = (BF3, ); };
          BF3 = {isa = PBXBuildFile; fileRef = F3; };
        };
        rootObject = P1;
      }
      """
    func accessory(_ name: String) -> String {
      "extension UICellAccessory.CustomViewConfiguration {\n  public static func \(name)() -> UILabel {\n    let label = UILabel()\n    label.font = UIFont.systemFont(ofSize: 13)\n    return label\n  }\n}\n"
    }
    let folder = TemporaryFolder()
    folder.write("Player.xcodeproj/project.pbxproj", pbxproj)
    folder.write("App/App.swift", "@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
    folder.write("App/Accessory.swift", accessory("createEdit"))
    folder.write("Kit/KitAccessory.swift", accessory("createKitEdit"))
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    #expect(files == ["Kit/KitAccessory.swift"])
    #expect(result.standardError.contains("1 finding in code nothing references"))
  }

  /// Which files only apps build, with synchronized folders: a file under a library's folder is
  /// the library's; an app's folder that also holds a library's file is not the app's alone.
  @Test func filesOnlyAppsBuildWithSynchronizedFolders() {
    let objects: [String: Any] = [
      "T1": ["isa": "PBXNativeTarget", "productType": "com.apple.product-type.application", "fileSystemSynchronizedGroups": ["S1"], "buildPhases": ["B1"]],
      "B1": ["isa": "PBXSourcesBuildPhase", "files": ["BF3", "BF4"]],
      "BF3": ["isa": "PBXBuildFile", "fileRef": "F3"],
      "BF4": ["isa": "PBXBuildFile", "fileRef": "F4"],
      "T2": ["isa": "PBXNativeTarget", "productType": "com.apple.product-type.framework", "fileSystemSynchronizedGroups": ["S2"], "buildPhases": ["B2"]],
      "B2": ["isa": "PBXSourcesBuildPhase", "files": ["BF2"]],
      "BF2": ["isa": "PBXBuildFile", "fileRef": "F2"],
    ]
    let paths = ["S1": "/p/Shared", "S2": "/p/Kit", "F2": "/p/Shared/Theme.swift", "F3": "/p/App/Only.swift", "F4": "/p/Kit/Extra.swift"]
    let apps = TargetPlatforms.builtOnlyIntoApps(objects: objects, pathOfReference: paths)
    #expect(apps == ["/p/app/only.swift"])
  }
}
