@testable import A11yKit
import Foundation
import Testing

/// Local packages an app's Xcode project adds from inside its folder (Impressia's WidgetsKit): only
/// that project builds them. A package the project doesn't name, and one at the audited folder
/// itself (a library), are not.
struct AppLocalPackagesTests {
  static func project(_ files: [String: String]) throws -> String {
    let root = NSTemporaryDirectory() + "app-local-packages-" + UUID().uuidString
    for (path, text) in files {
      let full = root + "/" + path
      try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return (root as NSString).standardizingPath
  }

  static let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"WidgetsKit\", products: [.library(name: \"WidgetsKit\", targets: [\"WidgetsKit\"])], targets: [.target(name: \"WidgetsKit\")])\n"
  static let wrapperReference = "\t\tF8 /* WidgetsKit */ = {isa = PBXFileReference; lastKnownFileType = wrapper; path = WidgetsKit; sourceTree = \"<group>\"; };\n"
  static let localReference = "\t\tL1 /* XCLocalSwiftPackageReference \"Packages/WidgetsKit\" */ = {\n\t\t\tisa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = Packages/WidgetsKit;\n\t\t};\n"

  @Test func aPackageTheProjectAddsIsTheApps() throws {
    let root = try Self.project([
      "App/App.swift": "@main struct A: App { var body: some Scene { WindowGroup { Text(\"a\") } } }",
      "WidgetsKit/Package.swift": Self.manifest,
      "WidgetsKit/Sources/WidgetsKit/Field.swift": "public struct Field {}",
      "App.xcodeproj/project.pbxproj": "{ objects = {\n" + Self.wrapperReference + "}; }",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let swiftFiles = [root + "/App/App.swift", root + "/WidgetsKit/Sources/WidgetsKit/Field.swift"]
    #expect(AppLocalPackages.folders(root: root, swiftFiles: swiftFiles, currentDirectory: "/") == [root + "/WidgetsKit"])
  }

  /// Infomaniak Mail's Tuist manifest: the folders its targets compile are built by this project
  /// alone. A glob's folder that doesn't exist, and a manifest that isn't Tuist's, name none.
  @Test func foldersATuistManifestCompilesAreTheApps() throws {
    let manifest = """
      import ProjectDescription
      let project = Project(name: "Mail", targets: [
        .target(name: "Mail", product: .app, sources: "Mail/**", resources: ["Mail/**/LaunchScreen.storyboard"]),
        .target(name: "MailCoreUI", product: .framework, sources: ["MailCoreUI/**", "Generated/**"]),
      ])
      """
    let root = try Self.project([
      "Project.swift": manifest,
      "Mail/App.swift": "@main struct A: App { var body: some Scene { WindowGroup { Text(\"a\") } } }",
      "MailCoreUI/Utils/Bars.swift": "public enum Bars {}",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/") == [root + "/Mail", root + "/MailCoreUI"])
    try manifest.replacingOccurrences(of: "import ProjectDescription", with: "import PackageDescription")
      .write(toFile: root + "/Project.swift", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/").isEmpty)
  }

  /// A Tuist workspace's manifests, in `folder` (empty, or ending in `/`), making the app `name`.
  static func tuistWorkspace(name: String, in folder: String) -> [String: String] {
    [
      folder + "Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"\(name)\", projects: [\"Projects/**\"])\n",
      folder + "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": "import ProjectDescription\n",
      folder + "Projects/App/Project.swift": "import ProjectDescription\nlet project = Project.app(name: \"\(name)\", dependencies: [])\n",
    ]
  }

  /// A Tuist workspace audited at its top (`Workspace.swift` beside `Tuist/`): every module of it
  /// is built into this workspace's apps alone (Pokit's `public` placeholder views in the app
  /// module are searched for uses), when a manifest makes an app. Audited below its top, or an
  /// SDK's workspace, nothing is concluded.
  @Test func aTuistWorkspaceAuditedWholeIsTheApps() throws {
    var files = Self.tuistWorkspace(name: "Pokit", in: "")
    files["Projects/App/Sources/MainTabView.swift"] = "public struct TestView1: View { public var body: some View { Text(\"a\") } }"
    let root = try Self.project(files)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/") == [root])
    #expect(AppLocalPackages.folders(root: root + "/Projects/App", swiftFiles: [], currentDirectory: "/").isEmpty)
    // An SDK's workspace (a podspec at the top): its frameworks' public types are for others.
    try "Pod::Spec.new do |s| end\n".write(toFile: root + "/ChatKit.podspec", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/").isEmpty)
  }

  /// Namo's repository keeps its Tuist workspace a folder down (`Namo_SwiftUI/Workspace.swift`):
  /// audited from the repository's top, that workspace is the app's as well; two folders down, or
  /// with no manifest making an app, it isn't.
  @Test func aTuistWorkspaceAFolderDownIsTheApps() throws {
    var files = Self.tuistWorkspace(name: "Namo", in: "Namo_SwiftUI/")
    files["Namo_SwiftUI/Projects/Feature/Moim/Sources/DiaryEditView.swift"] = "public struct DiaryEditView: View { public var body: some View { Text(\"일기\") } }"
    files["README.md"] = "# 나모\n"
    let root = try Self.project(files)
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/") == [root + "/Namo_SwiftUI"])
    // A library the top ships (a package manifest, a podspec) of that workspace's sources: its types are for others.
    try "// swift-tools-version:5.9\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/").isEmpty)
    try FileManager.default.removeItem(atPath: root + "/Package.swift")
    // The only app made is a demo's.
    try FileManager.default.createDirectory(atPath: root + "/Namo_SwiftUI/Projects/Demo", withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: root + "/Namo_SwiftUI/Projects/App/Project.swift", toPath: root + "/Namo_SwiftUI/Projects/Demo/Project.swift")
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/").isEmpty)
    try FileManager.default.moveItem(atPath: root + "/Namo_SwiftUI/Projects/Demo/Project.swift", toPath: root + "/Namo_SwiftUI/Projects/App/Project.swift")
    try "import ProjectDescription\nlet project = Project(name: \"Namo\", targets: [])\n"
      .write(toFile: root + "/Namo_SwiftUI/Projects/App/Project.swift", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/").isEmpty)
    // A helper given the kinds of targets to make, `.app` among them (SOPT's `Project.makeModule`).
    try "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.makeModule(name: \"Namo\", targets: [.app, .unitTest])\n"
      .write(toFile: root + "/Namo_SwiftUI/Projects/App/Project.swift", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/") == [root + "/Namo_SwiftUI"])
    // (Its framework modules' lists name no app.)
    try "import ProjectDescription\nlet project = Project.makeModule(name: \"Namo\", targets: [.dynamicFramework, .unitTest])\n"
      .write(toFile: root + "/Namo_SwiftUI/Projects/App/Project.swift", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/").isEmpty)
    // A helper named for the app (`Project.appProject()`, TnT's) that the workspace's helpers build
    // with `product: .app`; without such a helper the name alone makes no app.
    try "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project.appProject()\n"
      .write(toFile: root + "/Namo_SwiftUI/Projects/App/Project.swift", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/").isEmpty)
    try FileManager.default.createDirectory(atPath: root + "/Namo_SwiftUI/Tuist/ProjectDescriptionHelpers/Project", withIntermediateDirectories: true)
    try "import ProjectDescription\nextension Target { static func app(name: String) -> Target { .target(name: name, destinations: .iOS, product: .app, bundleId: \"a\") } }\n"
      .write(toFile: root + "/Namo_SwiftUI/Tuist/ProjectDescriptionHelpers/Project/Target+Templates.swift", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: [], currentDirectory: "/") == [root + "/Namo_SwiftUI"])
  }

  /// Omnivore's OmnivoreKit: a folder reference of type `folder` to the package's folder.
  @Test func aPackageTheProjectAddsAsAFolderIsTheApps() throws {
    let reference = Self.wrapperReference.replacingOccurrences(of: "lastKnownFileType = wrapper;", with: "lastKnownFileType = folder;")
    let root = try Self.project([
      "WidgetsKit/Package.swift": Self.manifest,
      "WidgetsKit/Sources/WidgetsKit/Field.swift": "public struct Field {}",
      "App.xcodeproj/project.pbxproj": "{ objects = {\n" + reference + "}; }",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let swiftFiles = [root + "/WidgetsKit/Sources/WidgetsKit/Field.swift"]
    #expect(AppLocalPackages.folders(root: root, swiftFiles: swiftFiles, currentDirectory: "/") == [root + "/WidgetsKit"])
    // A plain file reference of that name is no package reference.
    let file = Self.wrapperReference.replacingOccurrences(of: "lastKnownFileType = wrapper;", with: "lastKnownFileType = text;")
    try ("{ objects = {\n" + file + "}; }").write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    #expect(AppLocalPackages.folders(root: root, swiftFiles: swiftFiles, currentDirectory: "/").isEmpty)
  }

  @Test func aLocalPackageReferenceByRelativePathIsTheApps() throws {
    let root = try Self.project([
      "Packages/WidgetsKit/Package.swift": Self.manifest,
      "Packages/WidgetsKit/Sources/WidgetsKit/Field.swift": "public struct Field {}",
      "App.xcodeproj/project.pbxproj": "{ objects = {\n" + Self.localReference + "}; }",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let swiftFiles = [root + "/Packages/WidgetsKit/Sources/WidgetsKit/Field.swift"]
    #expect(AppLocalPackages.folders(root: root, swiftFiles: swiftFiles, currentDirectory: "/") == [root + "/Packages/WidgetsKit"])
  }

  /// Passepartout: the project sits in the package's own folder and names it `"../app-apple"`.
  @Test func aLocalPackageReferenceThroughTheParentFolderIsTheApps() throws {
    let reference = "\t\tL1 = {\n\t\t\tisa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = \"../app-apple\";\n\t\t};\n"
    let root = try Self.project([
      "app-apple/Package.swift": Self.manifest,
      "app-apple/Sources/AppLibrary/Field.swift": "public struct Field {}",
      "app-apple/Passepartout.xcodeproj/project.pbxproj": "{ objects = {\n" + reference + "}; }",
      "other/Package.swift": Self.manifest,
      "other/Sources/Other/Thing.swift": "public struct Thing {}",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let swiftFiles = [root + "/app-apple/Sources/AppLibrary/Field.swift", root + "/other/Sources/Other/Thing.swift"]
    #expect(AppLocalPackages.folders(root: root, swiftFiles: swiftFiles, currentDirectory: "/") == [root + "/app-apple"])
  }

  /// Anytype: `Modules` is an Xcode 16 synchronized folder and the app links `DesignKit`, a
  /// package inside it; a package in the folder whose product the project doesn't link is not the app's.
  @Test func aPackageInASynchronizedFolderWhoseProductTheProjectLinksIsTheApps() throws {
    let synchronized = "\t\tS1 /* Modules */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Modules; sourceTree = \"<group>\"; };\n"
    let product = "\t\tP1 /* WidgetsKit */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n\t\t\tproductName = WidgetsKit;\n\t\t};\n"
    for (pbxproj, expected) in [(synchronized + product, true), (synchronized, false), (product, false)] {
      let root = try Self.project([
        "Modules/WidgetsKit/Package.swift": Self.manifest,
        "Modules/WidgetsKit/Sources/WidgetsKit/Field.swift": "public struct Field {}",
        "App.xcodeproj/project.pbxproj": "{ objects = {\n" + pbxproj + "}; }",
      ])
      defer { try? FileManager.default.removeItem(atPath: root) }
      let swiftFiles = [root + "/Modules/WidgetsKit/Sources/WidgetsKit/Field.swift"]
      #expect(AppLocalPackages.folders(root: root, swiftFiles: swiftFiles, currentDirectory: "/") == (expected ? [root + "/Modules/WidgetsKit"] : []))
    }
  }

  @Test func aPackageTheProjectDoesNotNameAndTheAuditedPackageAreNot() throws {
    let root = try Self.project([
      "Package.swift": Self.manifest,
      "Sources/Library/Api.swift": "public struct Api {}",
      "Vendored/Package.swift": Self.manifest,
      "Vendored/Sources/Vendored/Field.swift": "public struct Field {}",
      "Example/Example.xcodeproj/project.pbxproj": "{ objects = {\n" + Self.wrapperReference + "}; }",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let swiftFiles = [root + "/Sources/Library/Api.swift", root + "/Vendored/Sources/Vendored/Field.swift"]
    #expect(AppLocalPackages.folders(root: root, swiftFiles: swiftFiles, currentDirectory: "/").isEmpty)
  }

  /// MyRoboTaxi's XcodeGen spec adds its design system as a local package (`packages:` →
  /// `path: Packages/DesignSystem`), the project generated from it and not committed. A spec that
  /// names only remote packages names none.
  @Test func aPackageAnXcodeGenSpecAddsIsTheApps() throws {
    func folders(spec: String) throws -> (found: [String], root: String) {
      let root = try Self.project([
        "App/App.swift": "@main struct A: App { var body: some Scene { WindowGroup { Text(\"a\") } } }",
        "Packages/WidgetsKit/Package.swift": Self.manifest,
        "Packages/WidgetsKit/Sources/WidgetsKit/Field.swift": "public struct Field {}",
        "project.yml": spec,
      ])
      let swiftFiles = [root + "/App/App.swift", root + "/Packages/WidgetsKit/Sources/WidgetsKit/Field.swift"]
      return (AppLocalPackages.folders(root: root, swiftFiles: swiftFiles, currentDirectory: "/"), root)
    }
    let local = try folders(spec: "name: Taxi\npackages:\n  WidgetsKit:\n    path: Packages/WidgetsKit\n  contracts:\n    url: https://example.com/contracts.git\n")
    defer { try? FileManager.default.removeItem(atPath: local.root) }
    #expect(local.found == [local.root + "/Packages/WidgetsKit"])
    let remote = try folders(spec: "name: Taxi\npackages:\n  contracts:\n    url: https://example.com/contracts.git\n")
    defer { try? FileManager.default.removeItem(atPath: remote.root) }
    #expect(remote.found.isEmpty)
    // A spec that isn't YAML (binary bytes): no package named, no error.
    let broken = try folders(spec: "\u{0}\u{1}packages:\u{FFFD}path")
    defer { try? FileManager.default.removeItem(atPath: broken.root) }
    #expect(broken.found.isEmpty)
  }
}
