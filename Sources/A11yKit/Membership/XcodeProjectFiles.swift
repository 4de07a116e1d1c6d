import A11yCore
import A11ySwiftSource
import Foundation

/// The files an Xcode project lists (`project.pbxproj`): file references resolved through their
/// groups, folder references and Xcode 16 synchronized folders. A Swift file or xib in a folder
/// that holds an `.xcodeproj` but in none of its projects is a stale copy no target builds.
struct XcodeProjectFiles {
  /// The folder holding the `.xcodeproj`: only files under it are judged by it.
  let projectFolder: String
  /// Absolute, standardized paths of the files and folders the project lists.
  let listed: Set<String>
  /// Folders whose whole content belongs to the project (folder references, synchronized groups).
  let wholeFolders: [String]
  /// Files and synchronized folders that only targets for another platform (a watchOS app or
  /// complication, a macOS or tvOS target) or builds for the project's developers
  /// (``DeveloperBuilds``) build: the iOS guideline's touch and VoiceOver rules don't describe the
  /// first, and the second reach no one using the app. A file no target names, or one the app's
  /// iOS targets build too, isn't in it.
  var builtOnlyOutsideTheApp: Set<String> = []
  /// Swift package products only builds for the project's developers (``DeveloperBuilds``), or
  /// only builds for other platforms, link.
  var developerOnlyPackageProducts: Set<String> = []
  /// Swift package products the app's own targets link (``DeveloperBuilds/productsLinkedByTheApp``).
  var packageProductsLinkedByTheApp: Set<String> = []
  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the app's targets (`[15, 2]`): code that runs
  /// only below it (`if #available(iOS 15, *)`'s `else`) runs on no device the app installs on.
  var lowestIOSDeploymentTarget: [Int]?
  /// The compilation conditions of the project's Release configurations (``ReleaseConditionsReader``),
  /// nil when it names none.
  var releaseFlags: ReleaseBuildFlags?
  /// The app's names as lowercased words joined by spaces ("simple login"): the `.xcodeproj`'s
  /// name, the names of its app targets that ship (not developer builds) and their literal
  /// `PRODUCT_NAME` and `INFOPLIST_KEY_CFBundleDisplayName`.
  var productNames: Set<String> = []
  /// The `INFOPLIST_KEY_UIUserInterfaceStyle` (`Light`, `Dark`) every configuration of the
  /// project's shipping app targets sets (Nos generates its Info.plist so, locked to dark); nil
  /// when they don't agree or none sets it.
  var interfaceStyle: String?
  /// Every configuration of the project's shipping app targets builds for iPad alone
  /// (`TARGETED_DEVICE_FAMILY = 2`): millimetres are measured on an iPad's screen.
  var isIPadOnly = false
  /// The project's localizations (`knownRegions`: `en`, `Base`, `de`...).
  var knownRegions: Set<String> = []
  /// Files and synchronized folders only app, app-extension and test targets build, none a framework
  /// or library does: their `public` exports nothing, so nothing outside the project calls it.
  var builtOnlyIntoApps: Set<String> = []
  /// Whether the project builds an app for people, or only sample or demo apps (``DeveloperBuilds``).
  var buildsAnAppForPeople = false
  var buildsOnlyDeveloperApps = false

  /// Compared without case: Xcode projects are made on case-insensitive file systems, where
  /// a group's `PDFGeneration` finds the folder `PdfGeneration`.
  func lists(_ path: String) -> Bool {
    let path = path.lowercased()
    return listed.contains(path) || wholeFolders.contains { path.hasPrefix($0 + "/") }
  }

  /// Whether only apps, their extensions and tests build the file (compared as ``lists(_:)``).
  func isBuiltOnlyIntoApps(_ path: String) -> Bool {
    guard !builtOnlyIntoApps.isEmpty else { return false }
    return Self.holds(builtOnlyIntoApps, pathOrFolderOf: path.lowercased())
  }

  /// Whether `paths` holds `path` or a folder above it: one look-up per folder level, where testing
  /// every entry as a prefix cost a pass over the whole set for each file.
  static func holds(_ paths: Set<String>, pathOrFolderOf path: String) -> Bool {
    if paths.contains(path) { return true }
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      if paths.contains(String(folder)) { return true }
    }
    return false
  }

  /// Whether only targets for another platform or developer builds build the file (compared as
  /// ``lists(_:)``).
  func isBuiltOnlyOutsideTheApp(_ path: String) -> Bool {
    guard !builtOnlyOutsideTheApp.isEmpty else { return false }
    return Self.holds(builtOnlyOutsideTheApp, pathOrFolderOf: path.lowercased())
  }

  /// ``productNames``: the words of the project's name and of its shipping app targets' names.
  static func productNames(projectName: String, objects: [String: Any], developerTargets: Set<String>) -> Set<String> {
    var names = [projectName]
    for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
      let type = target["productType"] as? String ?? ""
      guard type == "com.apple.product-type.application", let name = target["name"] as? String,
            !developerTargets.contains(name) else { continue }
      names.append(name)
      for settings in TargetPlatforms.settings(ofList: target["buildConfigurationList"] as? String, objects: objects) {
        for key in ["PRODUCT_NAME", "INFOPLIST_KEY_CFBundleDisplayName"] {
          if let value = settings[key] as? String, !value.contains("$(") { names.append(value) }
        }
      }
    }
    // Words a project or target name is made of that name no brand ("App", "iOS", "Mobile").
    let generic: Set<String> = ["app", "ios", "i", "os", "ipad", "iphone", "mobile", "client", "the", "for", "and", "swift", "swiftui"]
    return Set(names.compactMap { name in
      let words = IdentifierWords.words(in: name).filter { !generic.contains($0) }
      return words.joined().count >= 3 ? words.joined(separator: " ") : nil
    })
  }

  /// ``interfaceStyle``.
  /// A configuration that generates no style key takes its Info.plist's (`INFOPLIST_FILE`, read
  /// from `projectFolder`). An app whose every configuration is in Swift 3 mode (or older) is built
  /// by Xcode 10 at the latest, against an iOS 12 SDK: iOS shows it in light only.
  static func interfaceStyle(
    objects: [String: Any], developerTargets: Set<String>, projectFolder: String? = nil, projectName: String = "",
    project: [String: Any]? = nil
  ) -> String? {
    if let project, buildsOnlyInSwift3OrOlder(objects: objects, project: project, developerTargets: developerTargets) { return "Light" }
    var styles: Set<String> = []
    for settings in appConfigurations(objects: objects, developerTargets: developerTargets) {
      if let style = settings["INFOPLIST_KEY_UIUserInterfaceStyle"] as? String {
        styles.insert(style)
      } else if let projectFolder, let file = settings["INFOPLIST_FILE"] as? String {
        styles.insert(InterfaceStyle.ofInfoPlist(atSetting: file, projectFolder: projectFolder, projectName: projectName) ?? "")
      } else {
        styles.insert("")
      }
    }
    return styles.count == 1 ? styles.first.flatMap { $0.isEmpty ? nil : $0 } : nil
  }

  /// The build settings of every configuration of every app target that isn't a developer build.
  static func appConfigurations(objects: [String: Any], developerTargets: Set<String>) -> [[String: Any]] {
    var configurations: [[String: Any]] = []
    for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
      guard target["productType"] as? String == "com.apple.product-type.application",
            !developerTargets.contains(target["name"] as? String ?? "") else { continue }
      // (Not a watchOS or macOS app beside the iPhone one: RhythmTokTok's watch app sets no style.)
      let settings = TargetPlatforms.settings(ofList: target["buildConfigurationList"] as? String, objects: objects)
      guard !TargetPlatforms.isOtherPlatform(settings) else { continue }
      configurations += settings
    }
    return configurations
  }

  /// Every app target's configurations set `SWIFT_VERSION` (or inherit the project's) to 2 or 3, or
  /// none sets one in a project Xcode 7 or older last upgraded.
  static func buildsOnlyInSwift3OrOlder(objects: [String: Any], project: [String: Any], developerTargets: Set<String>) -> Bool {
    let inherited = Set(TargetPlatforms.settings(ofList: project["buildConfigurationList"] as? String, objects: objects).compactMap {
      $0["SWIFT_VERSION"] as? String
    })
    var versions: [String] = []
    let configurations = appConfigurations(objects: objects, developerTargets: developerTargets)
    // No configuration names a Swift version, in a project last upgraded by Xcode 7 or older
    // (Coalbox's `LastUpgradeCheck = 0730`): Swift 2, which Xcode 9 and later refuse to build.
    if !configurations.isEmpty, inherited.isEmpty, configurations.allSatisfy({ $0["SWIFT_VERSION"] == nil }),
       let attributes = project["attributes"] as? [String: Any], let upgrade = (attributes["LastUpgradeCheck"] as? String).flatMap({ Int($0) }),
       upgrade < 800 {
      return true
    }
    for settings in configurations {
      guard let version = settings["SWIFT_VERSION"] as? String ?? (inherited.count == 1 ? inherited.first : nil) else { return false }
      versions.append(version)
    }
    return !versions.isEmpty && versions.allSatisfy { $0.hasPrefix("2") || $0.hasPrefix("3") }
  }

  /// ``isIPadOnly``.
  static func isIPadOnly(objects: [String: Any], project: [String: Any], developerTargets: Set<String>) -> Bool {
    func family(_ settings: [String: Any]) -> String? {
      (settings["TARGETED_DEVICE_FAMILY"] as? String).map { $0.replacingOccurrences(of: " ", with: "") }
    }
    // What a target's configuration doesn't set it inherits from the project's.
    let inherited = Set(TargetPlatforms.settings(ofList: project["buildConfigurationList"] as? String, objects: objects).map { family($0) ?? "" })
    let projectFamily = inherited.count == 1 ? inherited.first! : ""
    let families = Set(appConfigurations(objects: objects, developerTargets: developerTargets).map { family($0) ?? projectFamily })
    return families == ["2"]
  }

  /// The path under `folder` that ends with the longest tail of `absolute`'s components (two at
  /// least) and exists; nil when none does.
  static func reanchored(_ absolute: String, under folder: String) -> String? {
    let parts = absolute.split(separator: "/")
    guard parts.count >= 2 else { return nil }
    for count in stride(from: parts.count - 1, through: 2, by: -1) {
      let candidate = (folder as NSString).appendingPathComponent(parts.suffix(count).joined(separator: "/"))
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Reads one `project.pbxproj`; nil when it can't be read or parsed.
  /// `standardizer`: the folders' symbolic links read once for every project read with it.
  static func read(pbxproj path: String, standardizer: PathStandardizer = PathStandardizer()) -> XcodeProjectFiles? {
    guard let data = FileManager.default.contents(atPath: path),
          let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else { return nil }
    var parser = OldStylePropertyList(text)
    guard let root = parser.parse() as? [String: Any], let objects = root["objects"] as? [String: Any],
          let rootID = root["rootObject"] as? String, let project = objects[rootID] as? [String: Any],
          let mainGroup = project["mainGroup"] as? String else { return nil }
    let xcodeproj = (path as NSString).deletingLastPathComponent
    let folder = (xcodeproj as NSString).deletingLastPathComponent
    var listed: Set<String> = []
    var wholeFolders: [String] = []
    var pathOfReference: [String: String] = [:]
    var variantGroupOf: [String: String] = [:]
    var pathsOfVariantGroup: [String: [String]] = [:]
    // Walk the group tree from the main group, resolving each child's path against its parent's.
    var stack: [(id: String, parentPath: String)] = [(mainGroup, folder)]
    var seen: Set<String> = []
    while let (id, parentPath) = stack.popLast() {
      guard seen.insert(id).inserted, let object = objects[id] as? [String: Any] else { continue }
      let isa = object["isa"] as? String ?? ""
      let own = object["path"] as? String
      let base: String
      switch object["sourceTree"] as? String ?? "<group>" {
      case "<group>": base = parentPath
      case "SOURCE_ROOT": base = folder
      case "<absolute>": base = "/"
      default: continue  // built products, SDKs
      }
      var resolved = own.map { standardizer.standardized((base as NSString).appendingPathComponent($0)) } ?? base
      // An absolute path on the author's machine (`/Users/…/Pisth/ViewControllers/Classes/X.swift`,
      // Pisth's SSH key screen): the same file in this checkout, by the longest tail that exists.
      if base == "/", let own, !FileManager.default.fileExists(atPath: resolved) {
        resolved = Self.reanchored(own, under: folder).map { standardizer.standardized($0) } ?? resolved
      }
      switch isa {
      case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
        for child in object["children"] as? [Any] ?? [] {
          // A variant group's children (`Base.lproj/Main.storyboard`) resolve against its own path too.
          if let child = child as? String {
            stack.append((child, resolved))
            if isa == "PBXVariantGroup" { variantGroupOf[child] = id }
          }
        }
      case "PBXFileSystemSynchronizedRootGroup":
        wholeFolders.append(resolved)
        pathOfReference[id] = resolved
      case "PBXFileReference":
        listed.insert(resolved)
        pathOfReference[id] = resolved
        // A target builds a localized storyboard through its variant group: the group stands for its files.
        if let group = variantGroupOf[id] { pathsOfVariantGroup[group, default: []].append(resolved) }
        // (Not a local Swift package shown as a folder, XcodeGen's `packages:` entry: its manifest's
        // targets say what it builds, and its demo app inside is no part of the app. Trakke's
        // `LocalPackages/mgrs-ios`.)
        if (object["lastKnownFileType"] as? String)?.hasPrefix("folder") == true,
           !FileManager.default.fileExists(atPath: resolved + "/Package.swift") { wholeFolders.append(resolved) }
      default:
        break
      }
    }
    // Swift files, storyboards and xibs the project lists in a group but no target builds (a
    // removed target's files, Loop's Learn app) are stale copies, like files it doesn't list.
    let built = TargetPlatforms.builtByAnyTarget(objects: objects, pathOfReference: pathOfReference, pathsOfVariantGroup: pathsOfVariantGroup)
    if !built.isEmpty {
      listed = listed.filter { path in
        !["swift", "storyboard", "xib"].contains(Paths.lowercasedExtension(path)) || built.contains(path.lowercased())
      }
    }
    var files = XcodeProjectFiles(
      projectFolder: folder, listed: Set(listed.map { $0.lowercased() }), wholeFolders: wholeFolders.map { $0.lowercased() })
    let developerBuilds = DeveloperBuilds(objects: objects)
    files.developerOnlyPackageProducts = developerBuilds.packageProducts
      .union(TargetPlatforms.productsLinkedOnlyForOtherPlatforms(objects: objects))
    files.buildsAnAppForPeople = developerBuilds.buildsAnAppForPeople
    files.packageProductsLinkedByTheApp = developerBuilds.productsLinkedByTheApp
    files.buildsOnlyDeveloperApps = developerBuilds.buildsOnlyDeveloperApps
    files.builtOnlyOutsideTheApp = TargetPlatforms.builtOnlyOutsideTheApp(
      objects: objects, project: project, pathOfReference: pathOfReference, pathsOfVariantGroup: pathsOfVariantGroup,
      developerBuilds: developerBuilds)
    files.builtOnlyIntoApps = TargetPlatforms.builtOnlyIntoApps(objects: objects, pathOfReference: pathOfReference)
    files.lowestIOSDeploymentTarget = DeploymentTarget.lowest(objects: objects, project: project)
    files.releaseFlags = ReleaseConditionsReader.flags(objects: objects, project: project, projectFolder: folder)
    files.interfaceStyle = interfaceStyle(
      objects: objects, developerTargets: developerBuilds.targetNames, projectFolder: folder,
      projectName: ((xcodeproj as NSString).lastPathComponent as NSString).deletingPathExtension, project: project)
    files.knownRegions = Set((project["knownRegions"] as? [Any] ?? []).compactMap { $0 as? String })
    files.isIPadOnly = isIPadOnly(objects: objects, project: project, developerTargets: developerBuilds.targetNames)
    files.productNames = productNames(
      projectName: ((xcodeproj as NSString).lastPathComponent as NSString).deletingPathExtension, objects: objects,
      developerTargets: developerBuilds.targetNames)
    return files
  }
}

/// Which platform each native target builds for, from its build settings (`SDKROOT`,
/// `SUPPORTED_PLATFORMS`, falling back to the project's), and so which files only targets for
/// another platform, or developer builds, build.
enum TargetPlatforms {
  /// SDKs of the platforms this audit doesn't describe.
  static let otherSDKs: Set<String> = ["watchos", "macosx", "appletvos", "xros"]

  /// `developerBuilds`: the project's builds for its developers (``DeveloperBuilds``), whose
  /// files are left out like another platform's.
  /// `pathsOfVariantGroup`: the files of each localized variant group (`Main.storyboard` in
  /// `Base.lproj` and the languages), which a target's build file names by the group.
  static func builtOnlyOutsideTheApp(
    objects: [String: Any], project: [String: Any], pathOfReference: [String: String],
    pathsOfVariantGroup: [String: [String]] = [:], developerBuilds: DeveloperBuilds
  ) -> Set<String> {
    let projectSettings = settings(ofList: project["buildConfigurationList"] as? String, objects: objects)
    var builtForIOS: Set<String> = []
    var builtForOthers: Set<String> = []
    // Files of a synchronized folder an app target leaves out, and the files such a set adds.
    let exceptions = synchronizedFolderExceptions(objects: objects, pathOfReference: pathOfReference)
    // Synchronized folder → for each iOS app target syncing it, the files it leaves out.
    var iOSExclusions: [String: [Set<String>]] = [:]
    for (targetID, target) in objects where (target as? [String: Any])?["isa"] as? String == "PBXNativeTarget" {
      guard let target = target as? [String: Any] else { continue }
      let ownSettings = settings(ofList: target["buildConfigurationList"] as? String, objects: objects)
      // A target's own platform settings override the project's.
      let namesPlatform = ownSettings.contains { $0["SDKROOT"] != nil || $0["SUPPORTED_PLATFORMS"] != nil }
      let outsideTheApp = isOtherPlatform(namesPlatform ? ownSettings : projectSettings)
        || developerBuilds.targetNames.contains(target["name"] as? String ?? "")
      var paths: [String] = []
      for buildFile in buildFiles(of: target, objects: objects) {
        guard let reference = buildFile["fileRef"] as? String else { continue }
        for path in pathOfReference[reference].map({ [$0] }) ?? pathsOfVariantGroup[reference] ?? [] {
          // A multiplatform target's file filtered to other platforms (`platformFilters = (macos, )`).
          if isFilteredOutOfIOS(buildFile) { builtForOthers.insert(path.lowercased()) } else { paths.append(path) }
        }
      }
      let syncedFolders = target["fileSystemSynchronizedGroups"] as? [String] ?? []
      for folderID in syncedFolders {
        guard let path = pathOfReference[folderID] else { continue }
        paths.append(path)
        if !outsideTheApp {
          let leftOut = exceptions.filter { $0.folderID == folderID && $0.targetID == targetID }.flatMap(\.paths)
          iOSExclusions[folderID, default: []].append(Set(leftOut.map { $0.lowercased() }))
        }
      }
      // Files a target that doesn't sync their folder adds to itself.
      paths += exceptions.filter { $0.targetID == targetID && !syncedFolders.contains($0.folderID) }.flatMap(\.paths)
      if outsideTheApp { builtForOthers.formUnion(paths.map { $0.lowercased() }) } else { builtForIOS.formUnion(paths.map { $0.lowercased() }) }
    }
    var result = builtForOthers.subtracting(builtForIOS)
    // A file every app target syncing its folder leaves out (SoloDeveloperTraining's `Devlopment/`
    // screens, built only by its `-Dev` target), and no app target adds.
    for (_, exclusions) in iOSExclusions {
      guard var leftOutOfAll = exclusions.first else { continue }
      for other in exclusions.dropFirst() { leftOutOfAll.formIntersection(other) }
      result.formUnion(leftOutOfAll.subtracting(builtForIOS))
    }
    return result
  }

  /// An exception set of a synchronized folder (`PBXFileSystemSynchronizedBuildFileExceptionSet`):
  /// for a target that syncs the folder, files it leaves out; for one that doesn't, files it adds.
  struct SynchronizedFolderException {
    var folderID: String
    var targetID: String
    /// Absolute paths of the files named (`membershipExceptions`, relative to the folder).
    var paths: [String]
  }

  static func synchronizedFolderExceptions(objects: [String: Any], pathOfReference: [String: String]) -> [SynchronizedFolderException] {
    var result: [SynchronizedFolderException] = []
    for (folderID, folder) in objects {
      guard let folder = folder as? [String: Any], folder["isa"] as? String == "PBXFileSystemSynchronizedRootGroup",
            let folderPath = pathOfReference[folderID] else { continue }
      for exceptionID in folder["exceptions"] as? [String] ?? [] {
        guard let exception = objects[exceptionID] as? [String: Any],
              exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
              let target = exception["target"] as? String else { continue }
        let names = (exception["membershipExceptions"] as? [Any] ?? []).compactMap { $0 as? String }
        result.append(SynchronizedFolderException(folderID: folderID, targetID: target, paths: names.map { folderPath + "/" + $0 }))
      }
    }
    return result
  }

  /// The files (lowercased paths) some native target's build phases name, localized files through
  /// their variant groups.
  static func builtByAnyTarget(
    objects: [String: Any], pathOfReference: [String: String], pathsOfVariantGroup: [String: [String]]
  ) -> Set<String> {
    var built: Set<String> = []
    for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
      for buildFile in buildFiles(of: target, objects: objects) {
        guard let reference = buildFile["fileRef"] as? String else { continue }
        for path in pathOfReference[reference].map({ [$0] }) ?? pathsOfVariantGroup[reference] ?? [] { built.insert(path.lowercased()) }
      }
    }
    return built
  }

  /// The build files of a target's build phases (only phases of the kind `phase` names, when given).
  static func buildFiles(of target: [String: Any], objects: [String: Any], phase kind: String? = nil) -> [[String: Any]] {
    var result: [[String: Any]] = []
    for phaseID in target["buildPhases"] as? [String] ?? [] {
      guard let phase = objects[phaseID] as? [String: Any], kind.map({ phase["isa"] as? String == $0 }) ?? true else { continue }
      result += (phase["files"] as? [String] ?? []).compactMap { objects[$0] as? [String: Any] }
    }
    return result
  }

  /// Files (and synchronized folders) only application, app-extension and test targets build.
  static func builtOnlyIntoApps(objects: [String: Any], pathOfReference: [String: String]) -> Set<String> {
    var intoApps: Set<String> = []
    var intoLibraries: Set<String> = []
    // Synchronized folders, whose files are under them: only these need a prefix test.
    var libraryFolders: [String] = []
    var appFolders: [String] = []
    for case let target as [String: Any] in objects.values where target["isa"] as? String == "PBXNativeTarget" {
      let type = target["productType"] as? String ?? ""
      let exportsNothing = type.hasPrefix("com.apple.product-type.application") || type.hasPrefix("com.apple.product-type.app-extension")
        || type.hasSuffix("-extension") || type.hasPrefix("com.apple.product-type.bundle.")
      var paths: [String] = []
      for buildFile in buildFiles(of: target, objects: objects, phase: "PBXSourcesBuildPhase") {
        if let reference = buildFile["fileRef"] as? String, let path = pathOfReference[reference] { paths.append(path.lowercased()) }
      }
      var folders: [String] = []
      for folderID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
        if let path = pathOfReference[folderID] { folders.append(path.lowercased() + "/") }
      }
      paths += folders.map { String($0.dropLast()) }
      if exportsNothing {
        intoApps.formUnion(paths)
        appFolders += folders
      } else {
        intoLibraries.formUnion(paths)
        libraryFolders += folders
      }
    }
    // A synchronized folder a library builds takes every file under it, and an app's folder holding
    // a library's file is not the app's alone.
    return intoApps.filter { path in
      !intoLibraries.contains(path) && !libraryFolders.contains { path.hasPrefix($0) }
        && !(appFolders.contains(path + "/") && intoLibraries.contains { $0.hasPrefix(path + "/") })
    }
  }

  /// A build file a multiplatform target builds only for other platforms: its `platformFilter`
  /// or `platformFilters` name some and not `ios` (Passepartout's `App+tvOS.swift`, its
  /// `AppLibraryTV` product linked with `platformFilters = (tvos, )`).
  static func isFilteredOutOfIOS(_ buildFile: [String: Any]) -> Bool {
    var filters = buildFile["platformFilters"] as? [String] ?? []
    if let one = buildFile["platformFilter"] as? String { filters.append(one) }
    return !filters.isEmpty && !filters.contains { $0.lowercased() == "ios" }
  }

  /// Package products every target that links them links for other platforms only (their
  /// build files' platform filters leave iOS out).
  static func productsLinkedOnlyForOtherPlatforms(objects: [String: Any]) -> Set<String> {
    var forOthers: Set<String> = []
    var forIOS: Set<String> = []
    for case let buildFile as [String: Any] in objects.values where buildFile["isa"] as? String == "PBXBuildFile" {
      guard let reference = buildFile["productRef"] as? String,
            let product = (objects[reference] as? [String: Any])?["productName"] as? String else { continue }
      if isFilteredOutOfIOS(buildFile) { forOthers.insert(product) } else { forIOS.insert(product) }
    }
    return forOthers.subtracting(forIOS)
  }

  /// The build settings of every configuration of a configuration list.
  static func settings(ofList listID: String?, objects: [String: Any]) -> [[String: Any]] {
    guard let listID, let list = objects[listID] as? [String: Any] else { return [] }
    return (list["buildConfigurations"] as? [String] ?? []).compactMap { id in
      (objects[id] as? [String: Any])?["buildSettings"] as? [String: Any]
    }
  }

  /// Another platform only when some configuration names one and none names iOS; a target whose
  /// settings say nothing (or use a variable) is taken as iOS, so nothing is left out on a guess.
  static func isOtherPlatform(_ settings: [[String: Any]]) -> Bool {
    var namesOther = false
    for configuration in settings {
      var platforms: [String] = []
      if let sdk = configuration["SDKROOT"] as? String { platforms.append(sdk) }
      if let supported = configuration["SUPPORTED_PLATFORMS"] as? String { platforms += supported.split(separator: " ").map(String.init) }
      for platform in platforms.map({ $0.lowercased() }) {
        if platform.hasPrefix("iphone") { return false }
        if otherSDKs.contains(where: { platform.hasPrefix($0) }) { namesOther = true }
      }
    }
    return namesOther
  }
}

/// A reader for the old-style property lists Xcode writes `project.pbxproj` in: dictionaries,
/// arrays, quoted and bare strings, `/* comments */`.
struct OldStylePropertyList {
  private let bytes: [UInt8]
  private var index = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  mutating func parse() -> Any? {
    skipSpace()
    return value()
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {  // /*
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
        index += 2
      } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {  // //
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else {
        return
      }
    }
  }

  private mutating func value() -> Any? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case 0x7B:  // {
      index += 1
      var dictionary: [String: Any] = [:]
      while true {
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == 0x7D { index += 1; return dictionary }
        guard let key = string() else { return nil }
        skipSpace()
        guard index < bytes.count, bytes[index] == 0x3D else { return nil }  // =
        index += 1
        skipSpace()
        guard let item = value() else { return nil }
        dictionary[key] = item
        skipSpace()
        if index < bytes.count, bytes[index] == 0x3B { index += 1 }  // ;
      }
    case 0x28:  // (
      index += 1
      var array: [Any] = []
      while true {
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == 0x29 { index += 1; return array }
        guard let item = value() else { return nil }
        array.append(item)
        skipSpace()
        if index < bytes.count, bytes[index] == 0x2C { index += 1 }  // ,
      }
    default:
      return string()
    }
  }

  private mutating func string() -> String? {
    guard index < bytes.count else { return nil }
    if bytes[index] == 0x22 {  // "
      index += 1
      var out: [UInt8] = []
      while index < bytes.count, bytes[index] != 0x22 {
        if bytes[index] == 0x5C, index + 1 < bytes.count {  // backslash
          index += 1
          switch bytes[index] {
          case 0x6E: out.append(0x0A)
          case 0x74: out.append(0x09)
          default: out.append(bytes[index])
          }
        } else {
          out.append(bytes[index])
        }
        index += 1
      }
      index += 1
      return String(decoding: out, as: UTF8.self)
    }
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let bare = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x5F || byte == 0x2E || byte == 0x2F || byte == 0x2D || byte == 0x24 || byte == 0x3A || byte >= 0x80
      guard bare else { break }
      index += 1
    }
    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }
}
