@testable import A11yKit
import Foundation
import Testing

/// A library kept in the app's folder as a CocoaPods development pod (vk-ios-app's
/// `Components/Chatto`): the files its podspec builds are the app's; its demo app, examples and
/// tests are not, even when the library's own sample project lists them.
struct VendoredPodsTests {
  @Test func aPodspecsFileAndResourcePatternsAreRead() {
    let ruby = """
      Pod::Spec.new do |s|
        s.name = "ChattoAdditions"
        s.source_files = "ChattoAdditions/Source/**/*.{h,m,swift}"
        # s.resources = ["Old/**/*.xib"]
        s.resources = ["ChattoAdditions/Source/**/*.xib",
                       "ChattoAdditions/Source/**/*.xcassets"]
        s.dependency 'Chatto'
      end
      """
    #expect(VendoredPods.patterns(inPodspec: ruby) == [
      "ChattoAdditions/Source/**/*.{h,m,swift}", "ChattoAdditions/Source/**/*.xib", "ChattoAdditions/Source/**/*.xcassets",
    ])
    let json = "{\n  \"name\": \"Chatto\",\n  \"source_files\": \"Chatto/Source/**/*.{h,m,swift}\",\n  \"platforms\": { \"ios\": \"9.0\" }\n}"
    #expect(VendoredPods.patterns(inPodspec: json) == ["Chatto/Source/**/*.{h,m,swift}"])
    #expect(VendoredPods.expandingBraces("Source/**/*.{h,m,swift}") == ["Source/**/*.h", "Source/**/*.m", "Source/**/*.swift"])
  }

  /// The app's project lists only `App/`; the library's sample project lists its demo's file.
  static func pbxproj(group: String, file: String) -> String {
    """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objects = {
        P1 /* Project object */ = {isa = PBXProject; mainGroup = G0; };
        G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (F1, ); path = \(group); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(file); sourceTree = "<group>"; };
      };
      rootObject = P1 /* Project object */;
    }
    """
  }

  @Test func aDevelopmentPodsDemoAppIsNoBuildOfTheApp() {
    func reported(podspec: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("App.xcodeproj/project.pbxproj", Self.pbxproj(group: "App", file: "Listed.swift"))
      folder.write("App/Listed.swift", FilesOutsideTheAppTests.fixedFontSwift)
      folder.write("Components/Chatto/Chatto.podspec", podspec)
      folder.write("Components/Chatto/ChattoApp/ChattoApp.xcodeproj/project.pbxproj", Self.pbxproj(group: "Demo", file: "DemoView.swift"))
      folder.write("Components/Chatto/ChattoApp/Demo/DemoView.swift", FilesOutsideTheAppTests.fixedFontSwift)
      return FilesOutsideTheAppTests.filesReported(in: folder)
    }
    #expect(reported(podspec: "Pod::Spec.new do |s|\n  s.source_files = \"Chatto/Source/**/*.{h,m,swift}\"\nend\n") == ["App/Listed.swift"])
    // The neighbours: a podspec whose patterns take in the demo too, and one whose patterns are
    // built by Ruby (nothing known of what it builds), keep the demo's file.
    #expect(reported(podspec: "Pod::Spec.new do |s|\n  s.source_files = \"**/*.swift\"\nend\n")
      == ["App/Listed.swift", "Components/Chatto/ChattoApp/Demo/DemoView.swift"])
    #expect(reported(podspec: "Pod::Spec.new do |s|\n  s.source_files = \"#{s.name}/Source/**/*.swift\"\nend\n")
      == ["App/Listed.swift", "Components/Chatto/ChattoApp/Demo/DemoView.swift"])
    // A podspec that isn't one (binary bytes, an unfinished array): nothing known, nothing left out.
    #expect(reported(podspec: "\u{0}\u{1}\u{FFFD}PK\u{3}\u{4}") == ["App/Listed.swift", "Components/Chatto/ChattoApp/Demo/DemoView.swift"])
    #expect(reported(podspec: "s.source_files = [") == ["App/Listed.swift", "Components/Chatto/ChattoApp/Demo/DemoView.swift"])
  }

  /// The files reported in a folder holding `top` (path → text) and, in `nestedFolder`, a project
  /// `project`.xcodeproj whose app target `target` builds `file` there, a fixed-font view.
  static func reported(top: [String: String], nestedFolder: String, project: String, target: String, file: String) -> Set<String> {
    let folder = TemporaryFolder()
    for (path, text) in top { folder.write(path, text) }
    folder.write("\(nestedFolder)/\(project).xcodeproj/project.pbxproj", appProject(target: target, file: file))
    folder.write("\(nestedFolder)/\(file)", FilesOutsideTheAppTests.fixedFontSwift)
    return FilesOutsideTheAppTests.filesReported(in: folder)
  }

  /// A project with one app target `target` building `files` (paths from the project's folder).
  static func appProject(target: String, files: [String]) -> String {
    let references = files.enumerated().map { "    F\($0.offset) = {isa = PBXFileReference; path = \"\($0.element)\"; sourceTree = \"<group>\"; };" }
    let builds = files.indices.map { "    BF\($0) = {isa = PBXBuildFile; fileRef = F\($0); };" }
    return """
      // !$*UTF8*$!
      {
        objects = {
          P1 = {isa = PBXProject; mainGroup = G0; };
          G0 = {isa = PBXGroup; children = (\(files.indices.map { "F\($0), " }.joined())); sourceTree = "<group>"; };
      \(references.joined(separator: "\n"))
          T1 = {isa = PBXNativeTarget; name = "\(target)"; productType = "com.apple.product-type.application"; buildPhases = (B1, ); };
          B1 = {isa = PBXSourcesBuildPhase; files = (\(files.indices.map { "BF\($0), " }.joined())); };
      \(builds.joined(separator: "\n"))
        };
        rootObject = P1;
      }
      """
  }

  /// A project with one app target `target` building `file` (a path from the project's folder).
  static func appProject(target: String, file: String) -> String { appProject(target: target, files: [file]) }

  /// Findings' files of an app whose project at the top builds `App/Listed.swift`, beside a folder
  /// `package.folder` (with `package.manifest` as its `Package.swift`, if any) holding, in its
  /// `nested.folder`, a project named for its one app target building `nested.file`.
  static func filesReported(
    appProject: String, package: (folder: String, manifest: String?), nested: (folder: String, target: String, file: String)
  ) -> Set<String> {
    let folder = TemporaryFolder()
    folder.write("App.xcodeproj/project.pbxproj", appProject)
    folder.write("App/Listed.swift", FilesOutsideTheAppTests.fixedFontSwift)
    if let manifest = package.manifest { folder.write(package.folder + "/Package.swift", manifest) }
    let projectFolder = package.folder + "/" + nested.folder
    folder.write(projectFolder + "/\(nested.target).xcodeproj/project.pbxproj", Self.appProject(target: nested.target, file: nested.file))
    folder.write(projectFolder + "/" + nested.file, FilesOutsideTheAppTests.fixedFontSwift)
    return FilesOutsideTheAppTests.filesReported(in: folder)
  }

  /// miataru's QRCode library, a Swift package kept in the app's folder, with a demo project of
  /// app targets not named as demos ("QRCode 3D"): the package's own demos, no build of the app.
  /// The neighbour: the same project beside the app, in no package and in a folder not named for
  /// developer builds, is an app of its own (in a `Demo` folder it is a demo wherever it is).
  @Test func aProjectInsideAPackageInTheAppsFolderIsThePackagesDemo() {
    func reported(insidePackage: Bool, folderName: String = "Demo") -> Set<String> {
      Self.filesReported(
        appProject: Self.appProject(target: "Miataru", file: "App/Listed.swift"),
        package: ("Libraries/QRCode", insidePackage ? "// swift-tools-version:5.9\n" : nil),
        nested: ("\(folderName)", "QRCode 3D", "Styles/Picker.swift"))
    }
    #expect(reported(insidePackage: true) == ["App/Listed.swift"])
    #expect(reported(insidePackage: true, folderName: "Viewer") == ["App/Listed.swift"])
    #expect(reported(insidePackage: false) == ["App/Listed.swift"])
    #expect(reported(insidePackage: false, folderName: "Viewer") == ["App/Listed.swift", "Libraries/QRCode/Viewer/Styles/Picker.swift"])
  }

  /// Trakke's local package, shown in its project as a folder (XcodeGen's `packages:` entry), with
  /// the package's demo app (`app/MGRS-Demo.xcodeproj`) inside: the manifest's targets are what the
  /// app builds, and the demo is no part of it. The neighbour: a plain folder the project shows
  /// whole, with no manifest, is the app's.
  @Test func aLocalPackageShownAsAFolderBuildsOnlyItsTargets() {
    func reported(manifest: Bool) -> Set<String> {
      let project = Self.appProject(target: "Trakke", file: "App/Listed.swift")
        .replacingOccurrences(of: "children = (F0, )", with: "children = (F0, FR, )")
        .replacingOccurrences(of: "    F0 = {", with: "    FR = {isa = PBXFileReference; lastKnownFileType = folder; path = \"LocalPackages/mgrs\"; sourceTree = \"<group>\"; };\n    F0 = {")
      let manifestText = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"mgrs\", targets: [.target(name: \"mgrs\")])\n"
      return Self.filesReported(
        appProject: project, package: ("LocalPackages/mgrs", manifest ? manifestText : nil), nested: ("app", "MGRS-Demo", "MGRS-Demo/ContentView.swift"))
    }
    #expect(reported(manifest: true) == ["App/Listed.swift"])
    #expect(reported(manifest: false) == ["App/Listed.swift", "LocalPackages/mgrs/app/MGRS-Demo/ContentView.swift"])
  }

  /// Findings' files when the app's project at the top builds `appFile` and a project named
  /// `nestedName` in `nestedFolder` (an app target of the same name) builds `nestedFile`.
  static func nestedCopy(app: String, appFile: String, nestedFolder: String, nestedName: String, nestedFile: String) -> Set<String> {
    reported(
      top: ["\(app).xcodeproj/project.pbxproj": appProject(target: app, file: appFile), appFile: FilesOutsideTheAppTests.fixedFontSwift],
      nestedFolder: nestedFolder, project: nestedName, target: app, file: nestedFile)
  }

  /// Handstand keeps older copies of its own project nested in its folder (`App/Handstand/Handstand.xcodeproj`):
  /// the outer project is the one built. A nested project of another name is an app of its own.
  /// DogWalk's copy sits in the very folder the outer project builds its sources from
  /// (`DogWalk/DogWalk.xcodeproj` beside `DogWalk/Presentation`), so the audited files meet in the
  /// copy's folder: the copy is still stale, and the outer project's files are still judged.
  @Test func aCopyOfTheAppsOwnProjectNestedInItsFolderIsNoBuildOfTheApp() {
    let handstand = { (name: String) in
      Self.nestedCopy(app: "Handstand", appFile: "Sources/Listed.swift", nestedFolder: "App/Handstand", nestedName: name, nestedFile: "Old/Screen.swift")
    }
    #expect(handstand("Handstand") == ["Sources/Listed.swift"])
    #expect(handstand("Trainer") == ["Sources/Listed.swift", "App/Handstand/Old/Screen.swift"])
    let dogWalk = { (name: String) in
      Self.nestedCopy(app: "DogWalk", appFile: "DogWalk/Presentation/Home.swift", nestedFolder: "DogWalk", nestedName: name,
                      nestedFile: "DogWalk/Presentation/Home.swift")
    }
    #expect(dogWalk("DogWalk") == ["DogWalk/Presentation/Home.swift"])
    #expect(dogWalk("Walker") == ["DogWalk/Presentation/Home.swift", "DogWalk/DogWalk/Presentation/Home.swift"])
  }

  /// The other way round: the outer project is a template listing two of the files the copy in
  /// the sources' folder lists, with all the app's others. The nested project is the one built.
  @Test func aTemplateProjectAtTheTopIsNoReasonToLeaveTheNestedOnesFilesOut() {
    let folder = TemporaryFolder()
    let files = ["App.swift", "Home.swift", "Entry.swift", "Settings.swift"]
    folder.write("Diary.xcodeproj/project.pbxproj", Self.appProject(target: "Diary", files: ["Diary/App.swift", "Diary/Home.swift"]))
    folder.write("Diary/Diary.xcodeproj/project.pbxproj", Self.appProject(target: "Diary", files: files))
    for file in files { folder.write("Diary/\(file)", FilesOutsideTheAppTests.fixedFontSwift) }
    #expect(FilesOutsideTheAppTests.filesReported(in: folder) == Set(files.map { "Diary/" + $0 }))
  }
}
