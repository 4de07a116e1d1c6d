import A11yCore
@testable import A11yKit
import A11ySwiftSource
import Foundation
import Testing

/// Files no build of the app uses (issue 7 §6, Zotero/openHAB): a Swift file or xib that no Xcode
/// project lists, and a xib no code loads, give no findings; the run says how many were left out.
struct FilesOutsideTheAppTests {
  static let fixedFontSwift = """
    final class RowView: UIView {
      let label = UILabel()
      override func layoutSubviews() { label.font = UIFont.systemFont(ofSize: 13) }
    }
    """

  /// The files `lint --only fixed-text-size` reports in `folder`.
  static func filesReported(in folder: TemporaryFolder, auditing path: String = ".") -> Set<String> {
    let result = folder.run("lint", path, "--format", "json", "--only", "fixed-text-size")
    return Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
  }

  static func xib(_ owner: String) -> String {
    InterfaceBuilderLintTests.xib("""
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)"/>
          <label opaque="NO" text="Title" id="Lbl-00-001"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
    """)
  }

  /// A project whose main group lists `App/Listed.swift`, `App/Loaded.xib` and, through a variant
  /// group with its own path, `App/Base.lproj/Main.storyboard`.
  static let pbxproj = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objects = {
        P1 /* Project object */ = {isa = PBXProject; mainGroup = G0; };
        G0 = {isa = PBXGroup; children = (G1, V1, ); sourceTree = "<group>"; };
        G1 /* App */ = {isa = PBXGroup; children = (F1 /* Listed.swift */, F2, F3, ); path = App; sourceTree = "<group>"; };
        F1 /* Listed.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Listed.swift; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = "Loaded.xib"; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Unloaded.xib; sourceTree = "<group>"; };
        V1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (B1, ); name = Main.storyboard; path = App; sourceTree = SOURCE_ROOT; };
        B1 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
      };
      rootObject = P1 /* Project object */;
    }
    """

  @Test func filesInNoProjectAndXibsNoCodeLoadsAreLeftOutAndCounted() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
    folder.write("App/Listed.swift", Self.fixedFontSwift + "\nlet nib = UINib(nibName: \"Loaded\", bundle: nil)\n")
    folder.write("App/Stale.swift", Self.fixedFontSwift)
    folder.write("App/Loaded.xib", Self.xib("LoadedView"))
    folder.write("App/Unloaded.xib", Self.xib("UnloadedView"))
    folder.write("App/Base.lproj/Main.storyboard", Self.xib("MainViewController").replacingOccurrences(of: "XIB", with: "Storyboard"))
    // A Swift package's sources are in no Xcode project and still built.
    folder.write("Packages/Kit/Package.swift", "// swift-tools-version:5.9\n")
    folder.write("Packages/Kit/Sources/Kit/KitView.swift", Self.fixedFontSwift)
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    #expect(files.contains("App/Listed.swift"))
    #expect(files.contains("App/Loaded.xib"))
    #expect(files.contains("App/Base.lproj/Main.storyboard"))
    #expect(files.contains("Packages/Kit/Sources/Kit/KitView.swift"))
    #expect(!files.contains("App/Stale.swift"))
    #expect(!files.contains("App/Unloaded.xib"))
    #expect(result.standardError.contains("left out 2 findings in files no build of the app uses"))
  }

  /// Windscribe's `SwitchButton`, made only by a stale file no project lists: a type only such a
  /// file names is unused, and its findings are left out.
  /// Nukon's `Speaking` storyboard: loaded by name only in a file missing from the project, while
  /// the app's own loads all write other names, it is never shown; loaded by a listed file, it is.
  @Test func aStoryboardOnlyAFileNoBuildUsesLoadsIsNotShown() {
    func reported(loadingFile: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj.replacingOccurrences(
        of: "children = (F1 /* Listed.swift */, F2, F3, );", with: "children = (F1 /* Listed.swift */, F2, F3, F4, );")
        .replacingOccurrences(of: "F3 = {isa = PBXFileReference;", with: "F4 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Speaking.storyboard; sourceTree = \"<group>\"; };\n    F3 = {isa = PBXFileReference;"))
      folder.write("App/Listed.swift", "let main = UIStoryboard(name: \"Main\", bundle: nil)\n")
      let load = "let speaking = UIStoryboard(name: \"Speaking\", bundle: .main).instantiateViewController(withIdentifier: \"showCharactersVC\")\n"
      folder.write(loadingFile, load + (loadingFile == "App/Listed.swift" ? "let main = UIStoryboard(name: \"Main\", bundle: nil)\n" : ""))
      folder.write("App/Speaking.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
        \(StoryboardReachTests.scene("s1", StoryboardReachTests.controller("viewController", id: "show", label: "ShowCharacters", identifier: "showCharactersVC")))
            </scenes>
        </document>
        """)
      return Self.filesReported(in: folder)
    }
    #expect(!reported(loadingFile: "App/Stale.swift").contains("App/Speaking.storyboard"))
    #expect(reported(loadingFile: "App/Listed.swift").contains("App/Speaking.storyboard"))
  }

  /// Pisth: a file the project lists by an absolute path on its author's machine is the file of
  /// that tail in this checkout, built like any other.
  @Test func aFileListedByAnAbsolutePathElsewhereIsTheCheckoutsFile() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj.replacingOccurrences(
      of: "F1 /* Listed.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Listed.swift; sourceTree = \"<group>\"; };",
      with: "F1 /* Listed.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /Users/someone/Desktop/Project/App/Listed.swift; sourceTree = \"<absolute>\"; };"))
    folder.write("App/Listed.swift", Self.fixedFontSwift)
    #expect(Self.filesReported(in: folder) == ["App/Listed.swift"])
    #expect(XcodeProjectFiles.reanchored("/Users/someone/Desktop/Project/App/Listed.swift", under: folder.path) == folder.path + "/App/Listed.swift")
    #expect(XcodeProjectFiles.reanchored("/Users/someone/Gone.swift", under: folder.path) == nil)
  }

  @Test func whatOnlyAFileNoBuildUsesNamesIsUnreferenced() {
    func reported(placedByListedCode: Bool) -> (files: Set<String>, standardError: String) {
      let folder = TemporaryFolder()
      folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
      let row = placedByListedCode ? "  let row = RowView()\n" : ""
      folder.write("App/Listed.swift", "@main final class AppDelegate: UIResponder, UIApplicationDelegate {\n\(row)}\n" + Self.fixedFontSwift)
      folder.write("App/Stale.swift", "final class StaleScreen: UIViewController {\n  let row = RowView()\n}\n")
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return (Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String }), result.standardError)
    }
    let onlyStale = reported(placedByListedCode: false)
    #expect(onlyStale.files.isEmpty)
    #expect(onlyStale.standardError.contains("1 finding in code nothing references was left out"))
    #expect(reported(placedByListedCode: true).files == ["App/Listed.swift"])
  }

  /// An app whose Xcode project is generated (XcodeGen's `project.yml`, none in the repository):
  /// its component library's `Sources/Examples` gallery is left out, its components and app are not,
  /// and the gallery audited on its own is what was asked for.
  @Test func aGeneratedProjectsPackageGalleryIsLeftOut() {
    let folder = TemporaryFolder()
    folder.write("project.yml", "name: Wallet\n")
    folder.write("Blockchain/App.swift", Self.fixedFontSwift)
    folder.write("Modules/Components/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Components\", targets: [.target(name: \"Components\"), .target(name: \"Examples\", dependencies: [\"Components\"])])\n")
    folder.write("Modules/Components/Sources/Components/Card.swift", Self.fixedFontSwift)
    folder.write("Modules/Components/Sources/Examples/1 - Base/ColorsExample.swift", Self.fixedFontSwift)
    let files = Self.filesReported(in: folder)
    #expect(files.contains("Blockchain/App.swift"))
    #expect(files.contains("Modules/Components/Sources/Components/Card.swift"))
    #expect(!files.contains("Modules/Components/Sources/Examples/1 - Base/ColorsExample.swift"))
    #expect(Self.filesReported(in: folder, auditing: "Modules/Components").contains { $0.hasSuffix("ColorsExample.swift") })
  }

  /// A macOS tool kept beside the app as a package of executable targets (Brrow's `BrrowAdmin`):
  /// no iOS app links it, with or without an Xcode project; its library target and a Swift
  /// Playgrounds app's executable are kept.
  @Test func aNestedPackagesExecutableTargetsAreLeftOut() {
    let folder = TemporaryFolder()
    folder.write("Brrow/App.swift", Self.fixedFontSwift)
    folder.write("BrrowAdmin/Package.swift", """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "BrrowAdmin", platforms: [.macOS(.v13)],
        targets: [
          .executableTarget(name: "BrrowAdmin", path: ".", sources: ["BrrowAdminApp.swift", "Views/AdminViews.swift"]),
          .executableTarget(name: "BrrowDB", path: ".", sources: ["BrrowDBApp.swift"]),
          .target(name: "AdminKit", path: "Kit"),
        ])
      """)
    folder.write("BrrowAdmin/Views/AdminViews.swift", Self.fixedFontSwift)
    folder.write("BrrowAdmin/BrrowDBApp.swift", Self.fixedFontSwift)
    folder.write("BrrowAdmin/Kit/Shared.swift", Self.fixedFontSwift)
    let files = Self.filesReported(in: folder)
    #expect(files.contains("Brrow/App.swift"))
    #expect(files.contains("BrrowAdmin/Kit/Shared.swift"))
    #expect(!files.contains("BrrowAdmin/Views/AdminViews.swift"))
    #expect(!files.contains("BrrowAdmin/BrrowDBApp.swift"))
    let playground = PackageManifest(source: """
      let package = Package(name: "Garden", products: [.iOSApplication(name: "Garden", targets: ["AppModule"])],
        targets: [.executableTarget(name: "AppModule", path: ".")])
      """)
    #expect(!playground.isOnlyInExecutableTargets("ContentView.swift"))
    // A manifest that can't be read, or names a target by a variable: nothing is left out.
    #expect(!PackageManifest(source: "\u{0}\u{1}\u{FFFD} not a manifest {{{").isOnlyInExecutableTargets("Tool/main.swift"))
    #expect(!PackageManifest(source: "let package = Package(name: \"T\", targets: tools.map { .executableTarget(name: $0) })")
      .isOnlyInExecutableTargets("Sources/Tool/main.swift"))
    folder.write("BrrowAdmin/Package.swift", "\u{0}\u{1} broken")
    #expect(Self.filesReported(in: folder).contains("BrrowAdmin/BrrowDBApp.swift"))
  }

  /// A local package builds only its targets' folders, and loads a storyboard only by a name its
  /// code says (Provenance's `PVCheevos/PVUI` copy, `SaveStates~.storyboard`).
  @Test func aPackagesFilesOutsideItsTargetsAndStoryboardsNothingNamesAreLeftOut() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
    folder.write("App/Listed.swift", Self.fixedFontSwift)
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [
        .target(name: "Kit", resources: [.process("Resources")]),
        .target(name: "KitUI", path: "UI/Sources"),
        .testTarget(name: "KitTests", dependencies: ["Kit"]),
        .target(name: "Examples", dependencies: ["Kit"]),
      ])
      """
    folder.write("Packages/Kit/Package.swift", manifest)
    folder.write("Packages/Kit/Sources/Kit/KitView.swift", Self.fixedFontSwift + "\nlet board = UIStoryboard(name: \"SaveStates\", bundle: .module)\n")
    folder.write("Packages/Kit/UI/Sources/Panel.swift", Self.fixedFontSwift)
    folder.write("Packages/Kit/Copy/Sources/Stale.swift", Self.fixedFontSwift)
    let storyboard = Self.xib("SavesViewController").replacingOccurrences(of: "XIB", with: "Storyboard")
    folder.write("Packages/Kit/Sources/Kit/Resources/SaveStates.storyboard", storyboard)
    folder.write("Packages/Kit/Sources/Kit/Resources/SaveStates~.storyboard", storyboard)
    folder.write("Packages/Kit/Sources/Kit/Resources/SaveStates~ipad.storyboard", storyboard)
    // A manifest whose targets' folders are computed can't say which files it builds.
    folder.write("Packages/Cores/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet cores = [\"A\"]\nlet package = Package(name: \"Cores\", targets: cores.map { .target(name: $0, path: \"Cores/\\($0)\") })\n")
    folder.write("Packages/Cores/Elsewhere/Core.swift", Self.fixedFontSwift)
    // A manifest beside the app's project builds its targets' folders; a file there that neither
    // the project lists nor a target holds (REPS's widget folder, Provenance's QuickLook
    // extension, no target building either) is built by nothing.
    folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Root\", targets: [.target(name: \"Root\", path: \"Lib\")])\n")
    folder.write("Extensions/Preview/PreviewView.swift", Self.fixedFontSwift)
    folder.write("Lib/LibView.swift", Self.fixedFontSwift)
    // A folder with its own Xcode project (its project file unread) builds what is under it.
    folder.write("Packages/Kit/Cores/Emu/Emu.xcodeproj/xcshareddata/README", "")
    folder.write("Packages/Kit/Cores/Emu/Core/EmuView.swift", Self.fixedFontSwift)
    // A component library's gallery target (Blockchain.com Wallet's `Sources/Examples`), and a
    // component named like one inside a real target.
    folder.write("Packages/Kit/Sources/Examples/Buttons/ButtonExamples.swift", Self.fixedFontSwift)
    folder.write("Packages/Kit/Sources/Kit/Examples/ExampleCard.swift", Self.fixedFontSwift)
    let files = Self.filesReported(in: folder)
    #expect(!files.contains("Packages/Kit/Sources/Examples/Buttons/ButtonExamples.swift"))
    #expect(files.contains("Packages/Kit/Sources/Kit/Examples/ExampleCard.swift"))
    #expect(files.contains("Packages/Kit/Cores/Emu/Core/EmuView.swift"))
    #expect(!files.contains("Extensions/Preview/PreviewView.swift"))
    #expect(files.contains("Lib/LibView.swift"))
    #expect(files.contains("Packages/Kit/Sources/Kit/KitView.swift"))
    #expect(files.contains("Packages/Kit/UI/Sources/Panel.swift"))
    #expect(files.contains("Packages/Kit/Sources/Kit/Resources/SaveStates.storyboard"))
    #expect(files.contains("Packages/Kit/Sources/Kit/Resources/SaveStates~ipad.storyboard"))
    #expect(files.contains("Packages/Cores/Elsewhere/Core.swift"))
    #expect(!files.contains("Packages/Kit/Copy/Sources/Stale.swift"))
    #expect(!files.contains("Packages/Kit/Sources/Kit/Resources/SaveStates~.storyboard"))
  }

  @Test func manifestsSayWhetherAFileIsInATarget() {
    let manifest = PackageManifest(source: """
      let package = Package(name: "Kit", targets: [
        .target(name: "Kit"), .target(name: "KitUI", path: "UI/Sources/"), .testTarget(name: "KitTests"), .plugin(name: "Gen", capability: .buildTool()),
      ])
      """)
    #expect(manifest.isOutsideEveryTarget("Sources/Kit/A.swift") == false)
    #expect(manifest.isOutsideEveryTarget("UI/Sources/B.swift") == false)
    #expect(manifest.isOutsideEveryTarget("Tests/KitTests/C.swift") == false)
    #expect(manifest.isOutsideEveryTarget("Plugins/Gen/D.swift") == false)
    #expect(manifest.isOutsideEveryTarget("Sources/KitUI/E.swift") == true)
    #expect(manifest.isOutsideEveryTarget("Copy/Sources/Kit/F.swift") == true)
    #expect(PackageManifest(source: "let package = Package(name: \"Empty\")").isOutsideEveryTarget("Sources/A.swift") == nil)
    #expect(PackageManifest(source: "let package = Package(name: \"P\", targets: [.target(name: \"P\", path: root + \"/P\")])").isOutsideEveryTarget("Sources/P/A.swift") == nil)
  }

  @Test func theRootsScanIsKeptForTheXibCheck() throws {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
    let listed = folder.write("App/Listed.swift", "let nib = UINib(nibName: \"Loaded\", bundle: nil)\n")
    folder.write("App/Legacy.m", "[UINib nibWithNibName:@\"Unloaded\" bundle:nil];\n")
    let loaded = folder.write("App/Loaded.xib", Self.xib("LoadedView"))
    let unloaded = folder.write("App/Unloaded.xib", Self.xib("UnloadedView"))
    // A file beside the project folder makes it the audited root; the project doesn't list it.
    let script = folder.write("Tools/Script.swift", "let x = 1\n")
    let around = try #require(FilesOutsideTheApp.Projects(around: [listed, script, loaded, unloaded]))
    #expect(around.root == folder.path)
    #expect(around.rootTree == FilesOutsideTheApp.scan(around.root))
    #expect(around.rootTree.objectiveCFiles.count == 1 && around.rootTree.projects.count == 1)
    let found = FilesOutsideTheApp.find(swiftFiles: [listed, script], interfaceBuilderFiles: [loaded, unloaded], projects: around)
    // The Objective-C file of the kept tree loads the other xib.
    #expect(found.paths == [script])
  }

  /// A project whose one folder is synchronized (Xcode 16): everything in it is listed.
  static let synchronizedProject = """
    // !$*UTF8*$!
    {
      objects = {
        P1 = {isa = PBXProject; mainGroup = G0; };
        G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
      };
      rootObject = P1;
    }
    """

  @Test func xibsNoCodeLoadsAreLeftOut() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.synchronizedProject)
    folder.write("App/SettingsViewController.xib", Self.xib("SettingsViewController"))
    folder.write("App/SettingsViewController.swift", "final class SettingsViewController: UIViewController {}\n")
    folder.write("App/BadgeView.xib", Self.xib("BadgeView"))
    folder.write("App/FooterView.xib", Self.xib("FooterView"))
    folder.write("App/FooterView.swift", "final class FooterView: RSTNibView {}\n")
    folder.write("App/LaunchScreen.xib", Self.xib("UIViewController"))
    folder.write("App/DashedView.xib", Self.xib("DashedView"))
    folder.write("App/DashedView.swift", "final class DashedView: UIControl {\n  class func instance() -> DashedView {\n    let nibName = String(describing: Self.self)\n    return UINib(nibName: nibName, bundle: nil).instantiate(withOwner: nil)[0] as! DashedView\n  }\n}\n")
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    // A controller's nib is loaded by its class's name; a view whose superclass loads nibs loads
    // its own. A launch screen is loaded by the system, and as a still picture it isn't audited
    // (named as Xcode names it): it is neither reported nor counted as left out.
    #expect(files == ["App/SettingsViewController.xib", "App/FooterView.xib", "App/DashedView.xib"])
    #expect(result.standardError.contains("left out 1 finding in files no build of the app uses"))
  }

  /// The byte pre-test in `loads(nibNamed:)` looks for the name after its first letter: every way
  /// of loading a nib still counts (R.swift's lowercased first letter, a one-letter name, a name
  /// that isn't ASCII, which skips the pre-test), and a source without the name still doesn't.
  @Test func nibLoadsKeepEveryFormTheBytePreTestCouldMiss() {
    let loader = NibLoads(sources: [
      "let cell = R.nib.profileHeaderCell(owner: nil)\n",
      "let x = UINib(nibName: \"X\", bundle: nil)\n",
      "let view = Bundle.main.loadNibNamed(\"Café\", owner: nil)\n",
      "tableView.register(SummaryCell.nib, forCellReuseIdentifier: \"summary\")\n",
      "final class SignInViewController: UIViewController {}\n",
    ])
    for name in ["ProfileHeaderCell", "X", "Café", "SummaryCell", "SignInViewController"] {
      #expect(loader.loads(nibNamed: name), "\(name)")
    }
    for name in ["ProfileFooterCell", "Y", "Cafe", "SummaryView"] {
      #expect(!loader.loads(nibNamed: name), "\(name)")
    }
  }

  /// connectedfueling's shape: a library's generic `instantiate()` makes the declared type from
  /// the nib of its name (`private lazy var item: MenuItemView = .instantiate()`), so any type the
  /// code names may be loaded from its nib; without that loader, a view named only in a generic
  /// argument is not, and a nib whose name no code mentions still isn't.
  @Test func nibsLoadedByAGenericInstantiateAreKept() {
    let generic = [
      "final class MenuViewController: UIViewController {\n  private lazy var header: HeaderView = .instantiate()\n}\n",
      "final class MenuItemCell: ContainerTableViewCell<MenuItemView> {}\n",
    ]
    let loader = NibLoads(sources: generic, paths: ["App/MenuViewController.swift", "App/MenuItemCell.swift"], nibNames: ["HeaderView", "MenuItemView", "OldBanner"])
    #expect(loader.loads(nibNamed: "HeaderView"))
    #expect(loader.loads(nibNamed: "MenuItemView"))
    #expect(!loader.loads(nibNamed: "OldBanner"))
    let plain = NibLoads(sources: [generic[1], "final class MenuViewController: UIViewController {\n  private lazy var header = HeaderView()\n}\n"],
                         paths: ["App/MenuItemCell.swift", "App/MenuViewController.swift"])
    #expect(!plain.loads(nibNamed: "MenuItemView"))
    #expect(!plain.loads(nibNamed: "HeaderView"))
    // A storyboard helper's `instantiate()` making a controller that has no nib loads no nib.
    let storyboarded = NibLoads(sources: [generic[1], "final class Home: UIViewController {\n  lazy var detail: DetailViewController = .instantiate()\n}\n"],
                                paths: ["App/MenuItemCell.swift", "App/Home.swift"], nibNames: ["MenuItemView", "OldBanner"])
    #expect(!storyboarded.loads(nibNamed: "MenuItemView"))
  }

  /// Habitica's shape: an extension method loads the nib named after `type(of: self)`, and a view
  /// calls it from its initializer; a cell is registered through a generic data source. Both nibs
  /// are loaded; a nib whose name no code mentions still isn't.
  @Test func nibsLoadedByAComputedTypeNameAreKept() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.synchronizedProject)
    folder.write("App/UIView+Nib.swift", "extension UIView {\n  func viewFromNibForClass() -> UIView? {\n    let nib = UINib(nibName: String(describing: type(of: self)), bundle: nil)\n    return nib.instantiate(withOwner: self, options: nil).first as? UIView\n  }\n}\n")
    folder.write("App/ItemStatsView.swift", "class ItemStatsView: UIView {\n  func setup() { if let view = viewFromNibForClass() { addSubview(view) } }\n}\n")
    folder.write("App/ItemStatsView.xib", Self.xib("ItemStatsView"))
    folder.write("App/InfoCell.xib", Self.xib("InfoCell"))
    folder.write("App/Source.swift", "let item = DataSourceItem<InfoCell>(identifier: \"info\")\n")
    folder.write("App/OldBanner.xib", Self.xib("OldBanner"))
    // A cell only its own header and implementation name (OsmAnd's unused cells) is not loaded;
    // one another file names is.
    folder.write("App/OldRecCell.h", "@interface OldRecCell : UITableViewCell\n@end\n")
    folder.write("App/OldRecCell.m", "#import \"OldRecCell.h\"\n@implementation OldRecCell\n@end\n")
    folder.write("App/OldRecCell.xib", Self.xib("OldRecCell"))
    folder.write("App/TrackCell.m", "@implementation TrackCell\n@end\n")
    folder.write("App/TrackCell.xib", Self.xib("TrackCell"))
    folder.write("App/TracksController.m", "- (void)viewDidLoad { [self.tableView registerClass:TrackCell.class forCellReuseIdentifier:@\"t\"]; }\n")
    let files = Self.filesReported(in: folder)
    #expect(files == ["App/ItemStatsView.xib", "App/InfoCell.xib", "App/TrackCell.xib"])
  }

  /// A Tuist workspace (3dollars): no Xcode project in the repository; each feature's demo app
  /// (`Targets/Demo`) and the mock module only demo apps link are developer builds.
  @Test func aTuistWorkspacesDemoAndMockFoldersAreLeftOut() {
    let folder = TemporaryFolder()
    folder.write("Tuist.swift", "import ProjectDescription\nlet tuist = Tuist()\n")
    folder.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
    folder.write("App/Sources/HomeView.swift", Self.fixedFontSwift)
    folder.write("Modules/Feature/Home/Targets/Demo/Sources/DemoView.swift", Self.fixedFontSwift)
    folder.write("Modules/Mock/Sources/EmptyViewController.swift", Self.fixedFontSwift)
    let files = Self.filesReported(in: folder)
    #expect(files == ["App/Sources/HomeView.swift"])
  }

  /// A Tuist rewrite whose app target links no module yet (`dependencies: []`): the feature
  /// modules are built only into their demo apps, so only the app's own project ships. Once the
  /// app links a module, the modules are judged again.
  @Test func aTuistAppLinkingNoModuleLeavesTheModulesOut() {
    func workspace(appDependencies: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"App\", projects: [\"Projects/**\"])\n")
      folder.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
      folder.write("Projects/App/Project.swift", """
        import ProjectDescription
        let targets: [Target] = [
          .target(name: env.targetName, destinations: .iOS, product: .app, sources: ["Sources/**"], dependencies: \(appDependencies)),
          .target(name: env.targetTestName, destinations: .iOS, product: .unitTests, sources: ["Tests/**"], dependencies: [.target(name: env.targetName)]),
        ]
        """)
      folder.write("Projects/App/Sources/ContentView.swift", Self.fixedFontSwift)
      folder.write("Projects/Feature/Review/Project.swift", """
        import ProjectDescription
        let targets: [Target] = [
          .target(name: "ReviewFeature", destinations: .iOS, product: .staticFramework, sources: ["Sources/**"], dependencies: []),
          .target(name: "ReviewFeatureDemo", destinations: .iOS, product: .app, sources: ["Demo/Sources/**"], dependencies: [.target(name: "ReviewFeature")]),
        ]
        """)
      folder.write("Projects/Feature/Review/Sources/ReviewView.swift", Self.fixedFontSwift)
      return Self.filesReported(in: folder)
    }
    #expect(workspace(appDependencies: "[]") == ["Projects/App/Sources/ContentView.swift"])
    // A widget extension that links nothing, beside an app made by a template helper: no conclusion.
    let folder = TemporaryFolder()
    folder.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"App\", projects: [\"Projects/**\"])\n")
    folder.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
    folder.write("Projects/App/Project.swift", "import ProjectDescription\nlet project = Project.app(name: \"App\", dependencies: [.project(target: \"Home\", path: \"../Feature/Home\")])\n")
    folder.write("Projects/App/Sources/ContentView.swift", Self.fixedFontSwift)
    folder.write("Projects/Widget/Project.swift", "import ProjectDescription\nlet targets: [Target] = [\n  .target(name: \"Widget\", destinations: .iOS, product: .appExtension, sources: [\"Sources/**\"], dependencies: []),\n]\n")
    folder.write("Projects/Widget/Sources/WidgetView.swift", Self.fixedFontSwift)
    folder.write("Projects/Feature/Home/Sources/HomeView.swift", Self.fixedFontSwift)
    #expect(Self.filesReported(in: folder).count == 3)
    #expect(workspace(appDependencies: "[.project(target: \"ReviewFeature\", path: \"../Feature/Review\")]")
      == ["Projects/App/Sources/ContentView.swift", "Projects/Feature/Review/Sources/ReviewView.swift"])
  }

  /// A design system's own catalog app (`DesignSystemUI`, `product: .app`) beside the framework
  /// the real app links, and a feature's demo folder named for it (`LoginFeatureDemo`): developer
  /// builds. Without an app not so named, nothing is concluded.
  @Test func aTuistWorkspacesShowcaseAppsAreLeftOut() {
    func workspace(withApp: Bool) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"Links\", projects: [\"Projects/**\"])\n")
      folder.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
      if withApp {
        folder.write("Projects/App/Project.swift", "import ProjectDescription\nlet project = Project.make(name: \"App\", targets: [.make(name: \"Links\", product: .app, sources: [\"Sources/**\"], dependencies: [.designSystem])])\n")
        folder.write("Projects/App/Sources/HomeView.swift", Self.fixedFontSwift)
      }
      folder.write("Projects/DesignSystem/Project.swift", """
        import ProjectDescription
        let project = Project.make(
          name: "DesignSystem",
          targets: [
            .make(name: "DesignSystemUI", product: .app, bundleId: "com.links.designSystemUI", sources: ["DesignSystemUI/Sources**"], dependencies: [.designSystem]),
            .make(name: "DesignSystemKit", product: .framework, sources: ["DesignSystemKit/Sources/**"]),
          ])
        """)
      folder.write("Projects/DesignSystem/DesignSystemUI/Sources/CatalogView.swift", Self.fixedFontSwift)
      folder.write("Projects/DesignSystem/DesignSystemKit/Sources/LinkCard.swift", Self.fixedFontSwift)
      folder.write("Projects/Auth/LoginFeatureDemo/Sources/DemoRootView.swift", Self.fixedFontSwift)
      return Self.filesReported(in: folder)
    }
    #expect(workspace(withApp: true) == ["Projects/App/Sources/HomeView.swift", "Projects/DesignSystem/DesignSystemKit/Sources/LinkCard.swift"])
    // The app's own folders: a feature inside its sources named for a demo of a product, and an
    // app project beside the framework of its name (`DiaryApp` next to `Diary`), are shipped.
    let shipped = TemporaryFolder()
    shipped.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"Diary\", projects: [\"Projects/**\"])\n")
    shipped.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
    shipped.write("Projects/DiaryApp/Sources/Features/ProductDemo/ProductDemoView.swift", Self.fixedFontSwift)
    shipped.write("Projects/Diary/Sources/EntryView.swift", Self.fixedFontSwift)
    #expect(Self.filesReported(in: shipped) == ["Projects/Diary/Sources/EntryView.swift", "Projects/DiaryApp/Sources/Features/ProductDemo/ProductDemoView.swift"])
    #expect(workspace(withApp: false) == ["Projects/DesignSystem/DesignSystemKit/Sources/LinkCard.swift", "Projects/DesignSystem/DesignSystemUI/Sources/CatalogView.swift"])
  }

  /// Hooligans' shape: a module folder whose manifest a reorganisation deleted, beside modules
  /// that each keep theirs, is built by no project; a workspace of fewer manifests, or a module
  /// whose parent folder's manifest builds it, is left alone.
  @Test func aTuistModuleNoManifestBuildsIsLeftOut() {
    func workspace(presentationManifest: Bool) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"Hooligans\", projects: [\"Projects/**\"])\n")
      folder.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
      for module in ["App", "Data", "Feature/ChartFeature", "Feature/SigninFeature"] {
        folder.write("Projects/\(module)/Project.swift", "import ProjectDescription\nlet project = Project(name: \"\((module as NSString).lastPathComponent)\")\n")
        folder.write("Projects/\(module)/Sources/\((module as NSString).lastPathComponent)Row.swift", Self.fixedFontSwift)
      }
      if presentationManifest { folder.write("Projects/Presentation/Project.swift", "import ProjectDescription\nlet project = Project(name: \"Presentation\")\n") }
      folder.write("Projects/Presentation/Sources/Trading/TradingRow.swift", Self.fixedFontSwift)
      return Self.filesReported(in: folder)
    }
    #expect(!workspace(presentationManifest: false).contains("Projects/Presentation/Sources/Trading/TradingRow.swift"))
    #expect(workspace(presentationManifest: false).count == 4)
    #expect(workspace(presentationManifest: true).contains("Projects/Presentation/Sources/Trading/TradingRow.swift"))
  }

  /// WhereMyBus's shape: the app's template takes `Sources/**` and an extension's `"\(name)/**"`;
  /// the widget's target is commented out of the app's manifest, so its `Widget` folder is built by
  /// nothing. Written in the manifest's code, it is built.
  @Test func aFolderNoSourceGlobTakesIsLeftOut() {
    func workspace(widget: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"Bus\", projects: [\"Projects/**\"])\n")
      folder.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", """
        import ProjectDescription
        extension Project {
          static func app(name: String, extensions: [Target]) -> Project { Project(name: name, targets: [Target(name: name, sources: ["Sources/**"])] + extensions) }
          static func appExtension(name: String) -> Target { Target(name: name, sources: ["\\(name)/**"]) }
        }
        """)
      folder.write("Projects/App/Project.swift", "import ProjectDescription\nlet project = Project.app(name: \"App\", extensions: [\n\(widget)\n])\n")
      folder.write("Projects/App/Sources/HomeRow.swift", Self.fixedFontSwift)
      folder.write("Projects/App/Widget/ArrivalView.swift", Self.fixedFontSwift)
      return Self.filesReported(in: folder)
    }
    #expect(workspace(widget: "// Project.appExtension(name: \"Widget\")") == ["Projects/App/Sources/HomeRow.swift"])
    #expect(workspace(widget: "Project.appExtension(name: \"Widget\")") == ["Projects/App/Sources/HomeRow.swift", "Projects/App/Widget/ArrivalView.swift"])
  }

  /// weQuiz's shape: `Project.designSystem(…)` makes a catalog app (`DesignSystem`, `@main`) that
  /// imports `DesignSystemUI`, its pages; the real app imports only `DesignSystemKit`. The catalog
  /// and the pages only it reaches are developer builds; the kit both reach ships. A design
  /// system module imported under its folders' names (`SharedDesignSystem`), with no entry point,
  /// is a module, not a showcase.
  @Test func modulesOnlyAShowcaseAppImportsAreLeftOut() {
    func view(_ name: String, imports: [String], main: Bool = false) -> String {
      imports.map { "import \($0)\n" }.joined() + (main ? "@main struct \(name)App: App { var body: some Scene { WindowGroup { \(name)() } } }\n" : "")
        + "public struct \(name): View {\n  public init() {}\n  public var body: some View { Text(\"\(name)\").font(.system(size: 13)) }\n}\n"
    }
    let folder = TemporaryFolder()
    folder.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"Quiz\", projects: [\"Projects/**\"])\n")
    folder.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
    folder.write("Projects/DesignSystem/Project.swift", "import ProjectDescription\nlet project = Project.designSystem(name: \"DesignSystem\", additionalTargets: [\"DesignSystemKit\", \"DesignSystemUI\"])\n")
    folder.write("Projects/DesignSystem/Targets/DesignSystem/Sources/CatalogRoot.swift", view("CatalogRoot", imports: ["SwiftUI", "DesignSystemUI"], main: true))
    folder.write("Projects/DesignSystem/Targets/DesignSystemUI/Sources/ButtonsPage.swift", view("ButtonsPage", imports: ["SwiftUI", "DesignSystemKit"]))
    folder.write("Projects/DesignSystem/Targets/DesignSystemUI/Sources/CatalogList.swift", view("CatalogList", imports: ["SwiftUI"]) + "let pages = [ButtonsPage()]\n")
    folder.write("Projects/DesignSystem/Targets/DesignSystemKit/Sources/QuizCard.swift", view("QuizCard", imports: ["SwiftUI"]))
    folder.write("Projects/Quiz/Sources/QuizHome.swift", view("QuizHome", imports: ["SwiftUI", "DesignSystemKit"], main: true) + "let card = QuizCard()\n")
    #expect(Self.filesReported(in: folder) == ["Projects/DesignSystem/Targets/DesignSystemKit/Sources/QuizCard.swift", "Projects/Quiz/Sources/QuizHome.swift"])

    let shared = TemporaryFolder()
    shared.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"Bottles\", projects: [\"Projects/**\"])\n")
    shared.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
    shared.write("Projects/Shared/DesignSystem/Sources/BottleToggle.swift", view("BottleToggle", imports: ["SwiftUI"]))
    shared.write("Projects/Feature/Sources/SettingsView.swift", view("SettingsView", imports: ["SwiftUI", "SharedDesignSystem"]) + "let toggle = BottleToggle()\n")
    shared.write("Projects/App/Sources/BottlesApp.swift", view("BottlesRoot", imports: ["SwiftUI", "Feature"], main: true) + "let settings = SettingsView()\n")
    #expect(Self.filesReported(in: shared).count == 3)

    // A photo app named with a showcase word (`PhotoGallery`, `@main`) beside its share extension:
    // the extension is no app people open, so nothing is concluded.
    let gallery = TemporaryFolder()
    gallery.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"PhotoGallery\", projects: [\"Projects/**\"])\n")
    gallery.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
    gallery.write("Projects/PhotoGallery/Sources/GalleryRoot.swift", view("GalleryRoot", imports: ["SwiftUI", "Album"], main: true) + "let album = AlbumGrid()\n")
    gallery.write("Projects/Album/Sources/AlbumGrid.swift", view("AlbumGrid", imports: ["SwiftUI", "Core"]) + "let badge = CoreBadge()\n")
    gallery.write("Projects/Core/Sources/CoreBadge.swift", view("CoreBadge", imports: ["SwiftUI"]))
    gallery.write("Projects/ShareExtension/Sources/ShareView.swift", view("ShareView", imports: ["SwiftUI", "Core"]) + "let shared = CoreBadge()\n")
    #expect(Self.filesReported(in: gallery).count == 4)
  }

  /// Keyme's Tuist workspace writes its Info.plist in Swift, locked light by a plugin's helper:
  /// the app's colours are seen only in the light appearances. With a second style named, or none,
  /// nothing is concluded.
  @Test func aTuistWorkspacesInfoPlistHelperLocksTheStyle() {
    let folder = TemporaryFolder()
    folder.write("Workspace.swift", "import ProjectDescription\nlet workspace = Workspace(name: \"Keyme\", projects: [\"Projects/**\"])\n")
    folder.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\n")
    folder.write("Plugins/EnvPlugin/ProjectDescriptionHelpers/InfoPlist.swift", "public let infoPlist: [String: Plist.Value] = [\n  \"UIUserInterfaceStyle\": \"Light\",\n]\n")
    #expect(InterfaceStyle.ofTuistWorkspace(around: folder.path) == "Light")
    #expect(InterfaceStyle.ofTuistWorkspace(around: folder.path + "/Plugins") == "Light")
    // A demo app's manifest locks only the demo.
    folder.write("Projects/Demo/Project.swift", "let plist: [String: Plist.Value] = [\"UIUserInterfaceStyle\": \"Dark\"]\n")
    #expect(InterfaceStyle.ofTuistWorkspace(around: folder.path) == "Light")
    folder.write("Projects/Widget/Project.swift", "let plist: [String: Plist.Value] = [\"UIUserInterfaceStyle\": .string(\"Dark\")]\n")
    #expect(InterfaceStyle.ofTuistWorkspace(around: folder.path) == nil)
    #expect(InterfaceStyle.ofTuistWorkspace(around: "/") == nil)
  }

  /// An XcodeGen spec at the top builds the app from `SMS/`; an older Xcode project kept in
  /// `SMS_iOS_V1/SMS/` lists its own copy of the files, which no build uses. When the spec names
  /// that folder too, the copy is judged.
  @Test func aProjectBesideAnXcodeGenSpecThatBuildsOtherFoldersIsAStaleCopy() {
    func reported(specSources: String) -> Set<String> {
      VendoredPodsTests.reported(
        top: ["project.yml": "name: SMS\ntargets:\n  SMS:\n    type: application\n    platform: iOS\n    sources: \(specSources)\n",
              "SMS/Home.swift": Self.fixedFontSwift],
        nestedFolder: "SMS_iOS_V1/SMS", project: "SMS", target: "SMS", file: "SMS/Home.swift")
    }
    #expect(reported(specSources: "[SMS]") == ["SMS/Home.swift"])
    #expect(reported(specSources: "[SMS, SMS_iOS_V1]") == ["SMS/Home.swift", "SMS_iOS_V1/SMS/SMS/Home.swift"])
  }

  @Test func withoutAnXcodeProjectNothingIsLeftOut() {
    let folder = TemporaryFolder()
    folder.write("Stale.swift", Self.fixedFontSwift)
    folder.write("SettingsViewController.xib", Self.xib("SettingsViewController"))
    folder.write("SettingsViewController.swift", "final class SettingsViewController: UIViewController {}\n")
    folder.write("BadgeView.xib", Self.xib("BadgeView"))
    folder.write("FooterView.xib", Self.xib("FooterView"))
    folder.write("FooterView.swift", "final class FooterView: RSTNibView {}\nlet cell = Cell.nib\n")
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    // A folder of loose files may be part of an app: nothing is judged unused.
    #expect(files == ["Stale.swift", "SettingsViewController.xib", "FooterView.xib", "BadgeView.xib"])
    #expect(!result.standardError.contains("left out"))
  }

  /// A project with an iOS app target and a watchOS complication target, each building its own
  /// file, and a shared file both build; a synchronized folder only the watch target uses.
  static let twoPlatformsPbxproj = """
    // !$*UTF8*$!
    {
      objects = {
        P1 = {isa = PBXProject; mainGroup = G0; buildConfigurationList = PL; };
        PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
        PC = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; };
        G0 = {isa = PBXGroup; children = (F1, F2, F3, S1, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = "App/PhoneView.swift"; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = "Watch Complication/Complication.swift"; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; path = "Shared/Units.swift"; sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Glance; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (B1, ); };
        TL1 = {isa = XCConfigurationList; buildConfigurations = (TC1, ); };
        TC1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = App; }; };
        B1 = {isa = PBXSourcesBuildPhase; files = (BF1, BF3, ); };
        BF1 = {isa = PBXBuildFile; fileRef = F1; };
        BF3 = {isa = PBXBuildFile; fileRef = F3; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = TL2; buildPhases = (B2, ); fileSystemSynchronizedGroups = (S1, ); };
        TL2 = {isa = XCConfigurationList; buildConfigurations = (TC2, TC3, ); };
        TC2 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; };
        TC3 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; };
        B2 = {isa = PBXSourcesBuildPhase; files = (BF4, BF5, ); };
        BF4 = {isa = PBXBuildFile; fileRef = F2; };
        BF5 = {isa = PBXBuildFile; fileRef = F3; };
      };
      rootObject = P1;
    }
    """

  @Test func filesOnlyWatchTargetsBuildAreLeftOut() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.twoPlatformsPbxproj)
    folder.write("App/PhoneView.swift", Self.fixedFontSwift)
    folder.write("Watch Complication/Complication.swift", Self.fixedFontSwift)
    folder.write("Shared/Units.swift", Self.fixedFontSwift)
    folder.write("Glance/GlanceRow.swift", Self.fixedFontSwift)
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    // The iOS target's own file and the file both targets build stay; the watch-only ones go.
    #expect(files == ["App/PhoneView.swift", "Shared/Units.swift"])
    #expect(result.standardError.contains("left out 2 findings in files no build of the app uses"))
    // Asked for, they are reported with the rest.
    let everything = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size", "--include-unreferenced")
    let allFiles = Set(InterfaceBuilderLintTests.json(everything.standardOutput).compactMap { $0["file"] as? String })
    #expect(allFiles == ["App/PhoneView.swift", "Shared/Units.swift", "Watch Complication/Complication.swift", "Glance/GlanceRow.swift"])
  }

  /// SoloDeveloperTraining: one synchronized folder, whose `Development/` screens the app target
  /// leaves out (a membership exception) and only its `-Dev` target builds; a widget target that
  /// doesn't sync the folder adds one file of it to itself.
  @Test func filesASynchronizedFolderLeavesOutOfEveryAppTargetAreLeftOut() {
    let pbxproj = """
      // !$*UTF8*$!
      {
        objects = {
          P1 = {isa = PBXProject; mainGroup = G0; };
          G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
          S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, E3, ); path = Game; sourceTree = "<group>"; };
          E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Development/CheatView.swift, Development/ShopTestView.swift, Development/WidgetTestView.swift, ); target = T1; };
          E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Production/Purchases.swift, ); target = T2; };
          E3 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Development/WidgetTestView.swift, ); target = T3; };
          T1 = {isa = PBXNativeTarget; name = Game; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (S1, ); };
          T2 = {isa = PBXNativeTarget; name = "Game-Dev"; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (S1, ); };
          T3 = {isa = PBXNativeTarget; name = GameWidget; productType = "com.apple.product-type.app-extension"; };
        };
        rootObject = P1;
      }
      """
    let folder = TemporaryFolder()
    folder.write("Game.xcodeproj/project.pbxproj", pbxproj)
    for file in ["Production/MainView.swift", "Production/Purchases.swift", "Development/CheatView.swift",
                 "Development/ShopTestView.swift", "Development/WidgetTestView.swift"] {
      folder.write("Game/" + file, Self.fixedFontSwift)
    }
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    // The developer build's exclusion of a production file leaves it in the app; the widget's file stays.
    #expect(files == ["Game/Production/MainView.swift", "Game/Production/Purchases.swift", "Game/Development/WidgetTestView.swift"])
    #expect(result.standardError.contains("left out 2 findings in files no build of the app uses"))
  }

  /// CloudNotes: the iOS target builds `Main_iPhone.storyboard` and the macOS target
  /// `Main.storyboard`, each through its localized variant group; the Mac's is left out.
  @Test func aStoryboardOnlyAMacTargetBuildsThroughItsVariantGroupIsLeftOut() {
    let pbxproj = """
      // !$*UTF8*$!
      {
        objects = {
          P1 = {isa = PBXProject; mainGroup = G0; };
          G0 = {isa = PBXGroup; children = (V1, V2, ); sourceTree = "<group>"; };
          V1 = {isa = PBXVariantGroup; children = (F1, F3, ); name = Main_iPhone.storyboard; path = iOS; sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main_iPhone.storyboard; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; name = ko; path = ko.lproj/Main_iPhone.storyboard; sourceTree = "<group>"; };
          V2 = {isa = PBXVariantGroup; children = (F2, ); name = Main.storyboard; path = Mac; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (B1, ); };
          TL1 = {isa = XCConfigurationList; buildConfigurations = (TC1, ); };
          TC1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; };
          B1 = {isa = PBXResourcesBuildPhase; files = (BF1, ); };
          BF1 = {isa = PBXBuildFile; fileRef = V1; };
          T2 = {isa = PBXNativeTarget; buildConfigurationList = TL2; buildPhases = (B2, ); };
          TL2 = {isa = XCConfigurationList; buildConfigurations = (TC2, ); };
          TC2 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; };
          B2 = {isa = PBXResourcesBuildPhase; files = (BF2, ); };
          BF2 = {isa = PBXBuildFile; fileRef = V2; };
        };
        rootObject = P1;
      }
      """
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", pbxproj)
    folder.write("iOS/Base.lproj/Main_iPhone.storyboard", Self.xib("NotesViewController"))
    folder.write("iOS/ko.lproj/Main_iPhone.storyboard", Self.xib("NotesViewController"))
    folder.write("Mac/Base.lproj/Main.storyboard", Self.xib("NotesViewController"))
    let files = Self.filesReported(in: folder)
    // The Korean copy is the same layout, checked once in Base.lproj.
    #expect(files == ["iOS/Base.lproj/Main_iPhone.storyboard"])
  }

  /// Loop: the files of a removed target (`Learn`) stay in a group, but no target builds them.
  @Test func filesTheProjectListsButNoTargetBuildsAreLeftOut() {
    let pbxproj = """
      // !$*UTF8*$!
      {
        objects = {
          P1 = {isa = PBXProject; mainGroup = G0; };
          G0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
          G1 = {isa = PBXGroup; children = (F1, V1, ); path = App; sourceTree = "<group>"; };
          F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = RowView.swift; sourceTree = "<group>"; };
          V1 = {isa = PBXVariantGroup; children = (F2, ); name = Main.storyboard; sourceTree = "<group>"; };
          F2 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
          G2 = {isa = PBXGroup; children = (F3, V2, ); path = Learn; sourceTree = "<group>"; };
          F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Lesson.swift; sourceTree = "<group>"; };
          V2 = {isa = PBXVariantGroup; children = (F4, ); name = Main.storyboard; sourceTree = "<group>"; };
          F4 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = TL1; buildPhases = (B1, B2, ); };
          TL1 = {isa = XCConfigurationList; buildConfigurations = (TC1, ); };
          TC1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; };
          B1 = {isa = PBXSourcesBuildPhase; files = (BF1, ); };
          BF1 = {isa = PBXBuildFile; fileRef = F1; };
          B2 = {isa = PBXResourcesBuildPhase; files = (BF2, ); };
          BF2 = {isa = PBXBuildFile; fileRef = V1; };
        };
        rootObject = P1;
      }
      """
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", pbxproj)
    folder.write("App/RowView.swift", Self.fixedFontSwift)
    folder.write("App/Base.lproj/Main.storyboard", Self.xib("StatusViewController"))
    folder.write("Learn/Lesson.swift", Self.fixedFontSwift)
    folder.write("Learn/Base.lproj/Main.storyboard", Self.xib("LessonViewController"))
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
    #expect(files == ["App/RowView.swift", "App/Base.lproj/Main.storyboard"])
    #expect(result.standardError.contains("left out 2 findings in files no build of the app uses"))
  }

  @Test func aTargetWithoutPlatformSettingsIsTakenAsIOS() {
    #expect(!TargetPlatforms.isOtherPlatform([]))
    #expect(!TargetPlatforms.isOtherPlatform([["SDKROOT": "$(PLATFORM)"]]))
    #expect(TargetPlatforms.isOtherPlatform([["SDKROOT": "macosx"]]))
    // A multiplatform target that also builds for iOS is iOS.
    #expect(!TargetPlatforms.isOtherPlatform([["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]]))
    #expect(!TargetPlatforms.isOtherPlatform([["SDKROOT": "watchos"], ["SDKROOT": "iphoneos"]]))
  }

  /// The byte-wise common folder agrees with walking up by Foundation's path calls.
  @Test func theCommonFolderAgreesWithFoundationsPathCalls() {
    func byFoundation(_ files: [String]) -> String {
      var common = ((files[0] as NSString).standardizingPath as NSString).deletingLastPathComponent
      for file in files.dropFirst() {
        let folder = ((file as NSString).standardizingPath as NSString).deletingLastPathComponent
        while !(folder == common || folder.hasPrefix(common + "/")) {
          let parent = (common as NSString).deletingLastPathComponent
          if parent == common { return common }
          common = parent
        }
      }
      return common
    }
    let names = ["/app/A/B/x.swift", "/app/A/Bc/y.swift", "/app/A/B/C/z.xib", "/app/A/x.swift", "/app/Ab/q.swift",
                 "/other/t.swift", "/app/A/B/../B/w.swift", "/app/A//B/v.swift", "/x.swift"]
    var seed: UInt64 = 7
    for _ in 0..<400 {
      var files: [String] = []
      for _ in 0..<(1 + Int(seed % 4)) {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        files.append(names[Int((seed >> 33) % UInt64(names.count))])
      }
      #expect(FilesOutsideTheApp.commonFolder(of: files) == byFoundation(files), "\(files)")
    }
  }

  @Test func theParentFolderAgreesWithFoundation() {
    for path in ["/app/A/B/x.swift", "/x.swift", "/", "/app", "/app/", "/app//A/x.swift", "app/x.swift", "x.swift", "",
                 "/app/./A/x.swift", "/app/A/../x.swift", "/ünï/cödé/x.swift", "/app/A/B"] {
      #expect(FilesOutsideTheApp.parentFolder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
    }
  }

  /// The lines the nib check tests are the lines Character-wise splitting gives that hold the words.
  @Test func theNibCheckLinesAgreeWithSplittingIntoCharacters() {
    let sources = [
      "let nib = UINib(nibName: String(describing: Cell.self), bundle: nil)\nlet other = 1",
      "a Nib className\r\nb nib String(describing: x)\rc\u{0B}nib className\u{0C}d\u{85}Nib NSStringFromClass\u{2028}e nib \"\\(self)\"\u{2029}f",
      "\n\nnib className\n\n", "nib", "", "é nib className é\nno words here\nNib \"\\(Self.self)\" ü",
      "nibclassName\r\n\r\nnib\nclassName",
    ]
    for source in sources {
      let words = NibLoads.typeNameWords
      let expected = source.split(whereSeparator: \.isNewline).filter { line in
        ["nib", "Nib"].contains { String(line).contains($0) }
          && words.contains { String(line).contains($0) }
      }
      #expect(NibLoads.lines(of: source, holdingBytesOf: ["nib", "Nib"], and: words) == expected, "\(source.debugDescription)")
    }
  }

  /// A project file Xcode can't have written (cut off, binary, not a property list) is no reason
  /// to stop or to leave anything out: the run goes on, every file is audited, and one warning
  /// line says the project was not read.
  @Test func aBrokenProjectFileLeavesNothingOut() {
    for broken in [String(Self.pbxproj.prefix(300)), "\u{0}\u{1}\u{2}garbage{{{(((", "{ objects = ( ; }", ""] {
      let folder = TemporaryFolder()
      folder.write("App.xcodeproj/project.pbxproj", broken)
      folder.write("App/Stale.swift", Self.fixedFontSwift)
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      let files = Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String })
      #expect(files == ["App/Stale.swift"])
      #expect(result.exitCode == ExitCode.findingsFailed)
      #expect(!result.standardError.contains("left out"))
      let warnings = result.standardError.split(separator: "\n").filter { $0.contains("cannot read App.xcodeproj/project.pbxproj") }
      #expect(warnings.count == 1, "\(result.standardError)")
      #expect(warnings.first?.hasPrefix("a11y-audit: warning: ") == true)
    }
  }

  /// A project that reads warns of nothing.
  @Test func aReadableProjectFileGivesNoWarning() {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
    folder.write("App/Listed.swift", Self.fixedFontSwift)
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    #expect(!result.standardError.contains("warning"), "\(result.standardError)")
  }

  @Test func theProjectReaderResolvesGroupsAndVariantGroups() throws {
    let folder = TemporaryFolder()
    let path = folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj)
    let project = try #require(XcodeProjectFiles.read(pbxproj: path))
    #expect(project.lists(folder.path + "/App/Listed.swift"))
    #expect(project.lists(folder.path + "/App/Base.lproj/Main.storyboard"))
    #expect(!project.lists(folder.path + "/App/Stale.swift"))
    // Made on a case-insensitive file system: a group's `App` finds the folder `app`.
    #expect(project.lists(folder.path + "/app/Listed.swift"))
  }
}
