import A11yCore
@testable import A11yKit
import Foundation
import Testing

struct FileCollectorTests {
  @Test func findsSwiftFilesAndSkipsBuildAndDependencyFolders() throws {
    let folder = TemporaryFolder()
    folder.write("App/B.swift", cleanSource)
    folder.write("App/A.swift", cleanSource)
    folder.write("App/readme.md", "# hi")
    folder.write("App/Nested/C.SWIFT", cleanSource)
    for skipped in [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules"] {
      folder.write("\(skipped)/X.swift", cleanSource)
      folder.write("App/\(skipped)/Y.swift", cleanSource)
    }
    let collected = try FileCollector(currentDirectory: folder.path).collect(["."])
    #expect(collected.files == ["App/A.swift", "App/B.swift", "App/Nested/C.SWIFT"].map { folder.path + "/" + $0 })
  }

  @Test func testTargetsAreNotTheApp() throws {
    let folder = TemporaryFolder()
    folder.write("App/Screen.swift", cleanSource)
    folder.write("AppTests/ScreenTests.swift", cleanSource)
    folder.write("AppUITests/Flow.swift", cleanSource)
    folder.write("Tests/Unit/X.swift", cleanSource)
    folder.write("App/ScreenSnapshotTests.swift", cleanSource)
    folder.write("App/Testsuite/Fixture.swift", cleanSource)
    folder.write("WatchApp Extension/Glance.swift", cleanSource)
    folder.write("App tvOS/Shelf.swift", cleanSource)
    folder.write("Catalog.playground/Pages/Episode.xcplaygroundpage/Contents.swift", cleanSource)
    folder.write("Catalog.playground/Sources/Helpers.swift", cleanSource)
    let collected = try FileCollector(currentDirectory: folder.path).collect(["."])
    #expect(collected.files == ["App/Screen.swift", "App/Testsuite/Fixture.swift"].map { folder.path + "/" + $0 })
    // Named on the command line, a test file is audited.
    let explicit = try FileCollector(currentDirectory: folder.path).collect(["AppTests/ScreenTests.swift"])
    #expect(explicit.files == [folder.path + "/AppTests/ScreenTests.swift"])
    // A folder of playgrounds only, or a playground named: its pages are what is asked about.
    let pages = try FileCollector(currentDirectory: folder.path).collect(["Catalog.playground"])
    #expect(pages.files.count == 2)
  }

  @Test func otherExtensionsAndBundles() throws {
    let folder = TemporaryFolder()
    folder.write("App/en.lproj/Localizable.strings", "")
    folder.write("App/Localizable.xcstrings", "{}")
    folder.write("App/Assets.xcassets/Color.colorset/Contents.json", "{}")
    folder.write("App/View.swift", cleanSource)
    let collector = FileCollector(
      extensions: ["strings", "xcstrings"], bundleExtensions: ["xcassets"], currentDirectory: folder.path)
    let collected = try collector.collect([folder.path])
    #expect(collected.files == [folder.path + "/App/Localizable.xcstrings", folder.path + "/App/en.lproj/Localizable.strings"])
    #expect(collected.bundles == [folder.path + "/App/Assets.xcassets"])
  }

  @Test func symlinkLoopsEndAndRealFilesAreVisitedOnce() throws {
    let folder = TemporaryFolder()
    folder.write("App/Inner/A.swift", cleanSource)
    folder.symlink("App/Inner/loop", to: folder.path + "/App")
    folder.symlink("App/self", to: ".")
    folder.symlink("App/dangling", to: folder.path + "/missing")
    let collected = try FileCollector(currentDirectory: folder.path).collect(["App"])
    #expect(collected.files == [folder.path + "/App/Inner/A.swift"])
  }

  /// Files are told apart by device and inode: a symbolic link to a file, a hard link to it and a
  /// second link to a folder all lead to files already found, and only the first path is kept.
  @Test func linkedFilesAndFoldersAreFoundOnceByDeviceAndInode() throws {
    let folder = TemporaryFolder()
    let original = folder.write("App/A.swift", cleanSource)
    folder.write("Shared/S.swift", cleanSource)
    folder.symlink("App/B.swift", to: original)
    try FileManager.default.linkItem(atPath: original, toPath: folder.path + "/App/C.swift")
    folder.symlink("App/Linked", to: folder.path + "/Shared")
    folder.symlink("App/Again", to: folder.path + "/Shared")
    let collected = try FileCollector(currentDirectory: folder.path).collect(["App"])
    #expect(collected.files == [folder.path + "/App/A.swift", folder.path + "/App/Again/S.swift"])
  }

  @Test func missingPathIsAnErrorNamingIt() {
    let folder = TemporaryFolder()
    #expect(throws: UsageError("no such file or folder: Nowhere/File.swift")) {
      try FileCollector(currentDirectory: folder.path).collect(["Nowhere/File.swift"])
    }
  }

  @Test func configurationExcludesAndIncludes() throws {
    let folder = TemporaryFolder()
    folder.write("App/A.swift", cleanSource)
    folder.write("App/Generated/G.swift", cleanSource)
    folder.write("Tests/T.swift", cleanSource)
    var configuration = Configuration()
    configuration.baseDirectory = folder.path
    configuration.exclude = ["Generated", "Tests/"]
    let collected = try FileCollector(configuration: configuration, currentDirectory: folder.path).collect(["."])
    #expect(collected.files == [folder.path + "/App/A.swift"])
  }

  @Test func explicitFilesAreCollectedOnce() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", cleanSource)
    let collected = try FileCollector(currentDirectory: folder.path).collect(["A.swift", "./A.swift", "."])
    #expect(collected.files == [folder.path + "/A.swift"])
  }
}
