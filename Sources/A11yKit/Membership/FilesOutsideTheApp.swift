import A11yCore
import A11ySwiftSource
import Foundation

/// Audited files no build of the app uses, whose findings are left out and counted:
/// - a `.swift` file or Interface Builder file under a folder with an `.xcodeproj` that none of
///   its projects lists (a stale copy; Zotero's second DocumentSearchViewController.swift), unless
///   it belongs to a Swift package (`Package.swift` above it);
/// - a file the projects list but only watchOS, macOS or tvOS targets build (Trio's and xDrip's
///   watch complications), read from each target's build phases and `SDKROOT`, or only builds for
///   the developers (``DeveloperBuilds``: an internal app, a showcase, test bundles), or only a
///   sample project inside the app's folder lists (a vendored library's demo app);
/// - the sources of local Swift package targets that only those developer builds link;
/// - a `.xib` whose name no code loads (`UINib(nibName:)`, `loadNibNamed`, `nibName:`, `R.nib`, a
///   view controller of the same name, a nib-loading protocol), and that isn't a launch screen:
///   Zotero's TextContentEditCell.xib, whose cell is registered by class and builds its views in code.
/// Both are judged only for files under a folder holding an `.xcodeproj`: that is a whole app,
/// whose code can be read for what it loads (a folder of loose files may be a part of one).
/// Storyboards are kept whenever a project lists them: they are loaded by name from Info.plist,
/// segues and references as well as from code.
struct FilesOutsideTheApp: Sendable {
  /// Absolute paths of the audited files left out.
  let paths: Set<String>
  /// The lowest iOS version the app installs on (``DeploymentTarget``), nil when unknown.
  var iOSDeploymentTarget: [Int]?

  static let none = FilesOutsideTheApp(paths: [])

  /// A folder between `root` and `folder` (the project's own included) named as a developer
  /// build (``DeveloperBuilds/namesADeveloperBuild(_:)``: `POC`, `Examples`, `Demo`).
  static func isInDeveloperFolder(_ folder: String, below root: String) -> Bool {
    guard folder.hasPrefix(root + "/") else { return false }
    return folder.dropFirst(root.count + 1).split(separator: "/").contains { DeveloperBuilds.namesADeveloperBuild(String($0)) }
  }

  /// `…/banking-ios copy` (or `… copy 2`) → `…/banking-ios`: the folder the Finder copied.
  static func finderCopyOriginal(of folder: String) -> String? {
    let name = (folder as NSString).lastPathComponent
    guard let range = name.range(of: #" copy( [0-9]+)?$"#, options: .regularExpression), range.lowerBound > name.startIndex else { return nil }
    return ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent(String(name[..<range.lowerBound]))
  }

  /// Xcode projects in the audited tree and in the folders above it (a subfolder of an app
  /// audited), and the `Package.swift` manifests at the root and above it.
  /// `tree`: the scan of `root` itself (the projects under it come first in `projects`).
  static func projectsAndManifests(around root: String) -> (projects: [String], manifests: [String], tree: Tree) {
    let tree = scan(root)
    var projectPaths = tree.projects
    var above = root
    var manifests: [String] = [root + "/Package.swift"]
    while true {
      let parent = (above as NSString).deletingLastPathComponent
      if parent == above || parent.isEmpty { break }
      above = parent
      let names = (try? FileManager.default.contentsOfDirectory(atPath: above)) ?? []
      projectPaths += names.filter { $0.hasSuffix(".xcodeproj") }.map { above + "/" + $0 }
      if names.contains("Package.swift") { manifests.append(above + "/Package.swift") }
    }
    return (projectPaths, manifests, tree)
  }

  /// The Xcode projects and package manifests around a set of audited files, each read once.
  struct Projects: @unchecked Sendable {
    /// The audited files' common folder.
    let root: String
    let projects: [XcodeProjectFiles]
    let manifests: [String]
    /// `project.pbxproj` files that are there but can't be parsed: their projects are left out
    /// (their files judged as in no project of theirs), and the run says so.
    let unreadable: [String]
    /// The scan of `root`: the xib check reads the same tree again when the app's top project
    /// folder is the root (a whole app audited), and walking it cost 30–60M instructions.
    let rootTree: Tree

    init?(around audited: [String]) {
      guard let root = FilesOutsideTheApp.commonFolder(of: audited) else { return nil }
      let (projectPaths, manifests, tree) = FilesOutsideTheApp.projectsAndManifests(around: root)
      self.root = root
      self.rootTree = tree
      var projects: [XcodeProjectFiles] = []
      var unreadable: [String] = []
      let standardizer = PathStandardizer()
      for projectPath in projectPaths {
        let pbxproj = projectPath + "/project.pbxproj"
        if let project = XcodeProjectFiles.read(pbxproj: pbxproj, standardizer: standardizer) {
          projects.append(project)
        } else if FileManager.default.fileExists(atPath: pbxproj) {
          unreadable.append(pbxproj)
        }
      }
      self.projects = projects
      self.unreadable = unreadable
      self.manifests = manifests
    }

    /// The warning for an unreadable project file.
    static func warning(unreadable pbxproj: String, currentDirectory: String, language: Language) -> String {
      let shown = Paths.display(pbxproj, relativeTo: currentDirectory)
      return language == .korean
        ? "\(KoreanParticle.object.attach(to: shown)) 읽을 수 없어 이 Xcode 프로젝트의 파일 목록, 배포 대상, Release 조건을 쓰지 않았습니다"
        : "cannot read \(shown) (not a project file Xcode writes): its file list, deployment target and Release conditions are not used"
    }
  }

  static func find(swiftFiles: [String], interfaceBuilderFiles: [String]) -> FilesOutsideTheApp {
    guard let around = Projects(around: swiftFiles + interfaceBuilderFiles) else { return .none }
    return find(swiftFiles: swiftFiles, interfaceBuilderFiles: interfaceBuilderFiles, projects: around)
  }

  /// The top folders an XcodeGen spec at `root` (`project.yml`) builds its targets from
  /// (`sources: [SMS]`, `sources:\n  - path: App`); empty when there is no spec.
  static func xcodeGenSourceFolders(atRoot root: String) -> Set<String> {
    guard let data = ["project.yml", "project.yaml"].lazy.compactMap({ FileManager.default.contents(atPath: root + "/" + $0) }).first
    else { return [] }
    var folders: Set<String> = []
    func add(_ path: Substring) {
      let cleaned = path.trimmingCharacters(in: CharacterSet(charactersIn: " \"'-"))
      let trimmed = cleaned.hasPrefix("path:") ? String(cleaned.dropFirst(5)).trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) : cleaned
      if let first = trimmed.split(separator: "/").first, !first.isEmpty, first != "." { folders.insert(String(first)) }
    }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard let range = line.range(of: "sources:") else { index += 1; continue }
      let rest = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
      if rest.hasPrefix("[") {
        rest.dropFirst().prefix { $0 != "]" }.split(separator: ",").forEach(add)
      } else if !rest.isEmpty {
        add(Substring(rest))
      } else {
        // A list below: `- SMS`, `- path: App` (and the keys of a path's dictionary, skipped).
        let indent = line.prefix { $0 == " " }.count
        var next = index + 1
        while next < lines.count, lines[next].prefix(while: { $0 == " " }).count > indent || lines[next].trimmingCharacters(in: .whitespaces).isEmpty {
          let item = lines[next].trimmingCharacters(in: .whitespaces)
          if item.hasPrefix("- ") { add(Substring(item)) }
          next += 1
        }
      }
      index += 1
    }
    return folders
  }

  /// The lowest iOS version the projects and package manifests install on. Beside a project that
  /// builds an app, the others (CocoaPods' `Pods.xcodeproj` at 11.0 beside an app at 17.0) and
  /// local packages build code that runs only inside that app, on the versions it installs on.
  static func deploymentTarget(of around: Projects) -> [Int]? {
    let appProjects = around.projects.filter(\.buildsAnAppForPeople)
    if !appProjects.isEmpty { return DeploymentTarget.lowest(appProjects.map(\.lowestIOSDeploymentTarget)) }
    let packageTargets = around.manifests.map { path in
      FileManager.default.contents(atPath: path).flatMap { DeploymentTarget.lowest(packageManifest: String(decoding: $0, as: UTF8.self)) }
    }
    return DeploymentTarget.lowest(around.projects.map(\.lowestIOSDeploymentTarget) + packageTargets)
  }

  /// `sources`: the bytes of files already read (the audited Swift files' models), by absolute
  /// path; other sources are read from disk.
  /// `standardized`: `NSString.standardizingPath`, or a memo of it.
  static func find(
    swiftFiles: [String], interfaceBuilderFiles: [String], projects around: Projects, sources known: [String: [UInt8]] = [:],
    standardized: (String) -> String = { ($0 as NSString).standardizingPath }
  ) -> FilesOutsideTheApp {
    let audited = swiftFiles + interfaceBuilderFiles
    let root = around.root, projects = around.projects
    var leftOut: Set<String> = []
    let deploymentTarget = deploymentTarget(of: around)
    guard !projects.isEmpty else {
      // A Tuist workspace generates its projects: its demo and mock folders are developer builds.
      var developerFiles: Set<String> = []
      if let workspace = TuistDeveloperFolders.workspaceFolder(around: root) {
        developerFiles = TuistDeveloperFolders.files(audited, workspace: workspace)
          .union(TuistDeveloperFolders.filesOutsideAnAppLinkingNothing(audited, workspace: workspace))
          .union(TuistDeveloperFolders.filesOfShowcaseApps(audited, workspace: workspace))
          .union(TuistDeveloperFolders.filesOfModulesOnlyShowcasesImport(audited, workspace: workspace, known: known))
          .union(TuistDeveloperFolders.filesOfModulesNoManifestBuilds(audited, workspace: workspace))
          .union(TuistDeveloperFolders.filesOutsideEverySourceGlob(audited, workspace: workspace))
      }
      // An XcodeGen or Tuist app's local packages: their showcase targets too (Blockchain.com Wallet's).
      var packageFolders: [String: Bool] = [:]
      for file in audited {
        let path = standardized(file)
        guard let package = packageFolder(of: path, above: root, cache: &packageFolders), package.count > root.count,
              isShowcaseTarget(String(path.dropFirst(package.count + 1))) else { continue }
        developerFiles.insert(file)
      }
      var manifests: [String: PackageManifest?] = [:]
      developerFiles.formUnion(executableToolFiles(
        audited, root: root, known: known, standardized: standardized, packageFolders: &packageFolders, manifests: &manifests))
      return FilesOutsideTheApp(paths: developerFiles, iOSDeploymentTarget: deploymentTarget)
    }
    // A sample project inside another app's folder (a vendored library's demo app, Mammoth's
    // FloatLabelExample) or beside it in the folder audited (ProtonVPN's `sampleapps/` beside
    // `apps/ios`): the app audited is the one built for people, unless the sample's folder is
    // what was asked for.
    let buildsAnAppForPeople = projects.contains(where: \.buildsAnAppForPeople)
    var packageFolders: [String: Bool] = [:]
    // A project inside a Swift package kept in the app's folder (miataru's
    // `Libraries/QRCode-main/Demo/QRCodeView Demo`, beside the library the app links): the
    // package's own demos, whatever their targets are called.
    let appFolder = projects.filter(\.buildsAnAppForPeople).map(\.projectFolder).min { $0.count < $1.count }
    // A copy of the app's own project nested in its folder (Handstand's `App/Handstand/Handstand.xcodeproj`,
    // an older snapshot kept beside the code): the outer one is the project built.
    func projectNames(in folder: String) -> Set<String> {
      Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") })
    }
    let appProjectNames = appFolder.map(projectNames(in:)) ?? []
    func parentFolder(_ folder: String) -> String? {
      let parent = (folder as NSString).deletingLastPathComponent
      return parent.isEmpty || parent == folder ? nil : parent
    }
    var nestedAppsByParent: [String: Int] = [:]
    if let appFolder {
      for project in projects where project.buildsAnAppForPeople && project.projectFolder.hasPrefix(appFolder + "/") {
        if let parent = parentFolder(project.projectFolder) { nestedAppsByParent[parent, default: 0] += 1 }
      }
    }
    let specSources = xcodeGenSourceFolders(atRoot: root)
    let samples = projects.filter { sample in
      // A copy of the app's project in the very folder its sources are in (DogWalk's
      // `DogWalk/DogWalk.xcodeproj` inside the `DogWalk` folder the outer project builds, the
      // audited files' common folder): the copy is stale even though it sits where the files meet.
      // (So long as the outer project builds files of its own, about as many as the copy: a
      // template left at the top, listing two of the nested project's files, is the stale one.)
      if let appFolder, root == sample.projectFolder, sample.projectFolder.hasPrefix(appFolder + "/"),
         !projectNames(in: sample.projectFolder).isDisjoint(with: appProjectNames),
         let outer = projects.first(where: { $0.projectFolder == appFolder }) {
        let paths = audited.map(standardized)
        return 2 * paths.filter({ outer.lists($0) && !sample.lists($0) }).count >= paths.filter(sample.lists).count
      }
      guard root != sample.projectFolder, !root.hasPrefix(sample.projectFolder + "/"), buildsAnAppForPeople else { return false }
      if sample.buildsOnlyDeveloperApps { return true }
      // A project in a folder named for developer builds (RIA DigiDoc's `POC/Feitian`,
      // `Demos/…`), beside an app's project in no such folder: a prototype, not the app.
      if isInDeveloperFolder(sample.projectFolder, below: root),
         projects.contains(where: { $0.buildsAnAppForPeople && !isInDeveloperFolder($0.projectFolder, below: root) }) { return true }
      // A project left beside an XcodeGen spec at the top that builds the app from other folders
      // (an older `SMS_iOS_V1/SMS/SMS.xcodeproj` beside `project.yml`'s `sources: [SMS]`): a stale copy.
      if !specSources.isEmpty, sample.projectFolder.hasPrefix(root + "/"),
         let first = sample.projectFolder.dropFirst(root.count + 1).split(separator: "/").first,
         !specSources.contains(String(first)) { return true }
      if let appFolder, sample.projectFolder.hasPrefix(appFolder + "/"),
         !projectNames(in: sample.projectFolder).isDisjoint(with: appProjectNames) { return true }
      // A vendored library's own project beside the app's (trip-planner's `Resources/Reachability`,
      // Apple's sample whose Reachability.m the app's project builds): the app takes its code from
      // that folder, so the rest of what the library's project lists (its demo's storyboard) is
      // the demo's.
      let sampleFolder = sample.projectFolder.lowercased() + "/"
      if projects.contains(where: { app in
        app.buildsAnAppForPeople && !sample.projectFolder.hasPrefix(app.projectFolder + "/")
          && !app.projectFolder.hasPrefix(sample.projectFolder + "/") && app.projectFolder != sample.projectFolder
          && app.listed.contains { $0.hasPrefix(sampleFolder) }
      }) { return true }
      // One of several apps' projects side by side in a folder inside the app's (Pareto's `Open
      // Source Help/Game`, `…/TwitterMenu`, tutorial projects kept beside the code): a collection
      // of samples, not the app audited. (One such project alone may be an app of its own; the
      // app's own project listing a file keeps it.)
      if let parent = parentFolder(sample.projectFolder), (nestedAppsByParent[parent] ?? 0) >= 2 { return true }
      // A Finder copy of the app's folder beside it (BNCTL's `banking-ios copy`, holding the same
      // `MobileBanking.xcodeproj` as `banking-ios`): a stale duplicate, not a second app.
      if let original = finderCopyOriginal(of: sample.projectFolder),
         projects.contains(where: { $0.projectFolder == original }),
         !projectNames(in: original).isDisjoint(with: projectNames(in: sample.projectFolder)) { return true }
      guard let appFolder, sample.projectFolder.hasPrefix(appFolder + "/"),
            let package = packageFolder(of: sample.projectFolder + "/project", above: appFolder, cache: &packageFolders) else { return false }
      return package.count > appFolder.count
    }.map(\.projectFolder)
    // Files in no project.
    var manifests: [String: PackageManifest?] = [:]
    var projectFolders: [String: Bool] = [:]
    var packageStoryboards: [String] = []
    var covered: Set<String> = []
    for file in audited {
      let standardized = standardized(file)
      let covering = projects.filter { standardized.hasPrefix($0.projectFolder + "/") }
      guard !covering.isEmpty else { continue }
      covered.insert(file)
      if covering.contains(where: { $0.lists(standardized) }) {
        // Listed, but built only by a watchOS, macOS or tvOS target or a developer build of every
        // project that lists it.
        let listing = covering.filter { $0.lists(standardized) }
        // (Unless the app's project beside it builds the file from the sample's folder.)
        if listing.allSatisfy({ $0.isBuiltOnlyOutsideTheApp(standardized) || samples.contains($0.projectFolder) }),
           !projects.contains(where: { !samples.contains($0.projectFolder) && !covering.map(\.projectFolder).contains($0.projectFolder) && $0.lists(standardized) }) {
          leftOut.insert(file)
        }
        continue
      }
      let top = covering.map(\.projectFolder).min { $0.count < $1.count } ?? root
      if let package = packageFolder(of: standardized, above: top, cache: &packageFolders) {
        // A local package builds only its targets' folders: a copy beside them (Provenance's
        // `PVCheevos/PVUI`, outside every target of PVCheevos's manifest) is built by nothing.
        let manifest = manifests[package] ?? (known[package + "/Package.swift"] ?? FileManager.default.contents(atPath: package + "/Package.swift").map(Array.init))
          .map { PackageManifest(source: String(decoding: $0, as: UTF8.self)) }
        manifests[package] = manifest
        // Only a package nested in the app's folder: a manifest beside the app's own project
        // (Provenance's root `Package.swift`) says nothing of the files the project builds.
        let inPackage = String(standardized.dropFirst(package.count + 1))
        // (Though a file neither that project lists nor any of the manifest's targets holds is built
        // by nothing: REPS's `REPSWidget` folder, no widget target in the project, beside a manifest
        // whose one target lists the app's models.)
        let nested = package.count > top.count
        let outsideTheManifest = manifest?.isOutsideEveryTarget(inPackage) == true
        if nested ? outsideTheManifest || Self.isShowcaseTarget(inPackage) : outsideTheManifest,
           !hasXcodeProject(between: standardized, and: package, cache: &projectFolders) {
          leftOut.insert(file)
        } else if nested, Paths.lowercasedExtension(file) == "storyboard" {
          packageStoryboards.append(file)
        }
        continue
      }
      leftOut.insert(file)
    }
    // A development pod's demo app, examples and tests: files in a vendored library's folder
    // that its podspec doesn't build and no project of the app's own lists.
    let pods = VendoredPods(podspecs: around.rootTree.podspecs, root: root)
    if !pods.libraries.isEmpty {
      for file in audited where !leftOut.contains(file) {
        let path = standardized(file)
        guard let library = pods.library(holding: path), !library.builds(path) else { continue }
        let listedByTheApp = projects.contains { project in
          !project.projectFolder.hasPrefix(library.folder + "/") && project.projectFolder != library.folder && project.lists(path)
        }
        if !listedByTheApp { leftOut.insert(file) }
      }
    }
    // Sources of Swift package targets only the project's developer builds link.
    let developerProducts = projects.reduce(into: Set<String>()) { $0.formUnion($1.developerOnlyPackageProducts) }
    if !developerProducts.isEmpty {
      let manifests = around.manifests + around.rootTree.swiftFiles.filter { $0.hasSuffix("/Package.swift") }
      let folders = developerOnlyPackageFolders(products: developerProducts, manifests: Set(manifests.map(standardized)), known: known)
      for file in audited where !leftOut.contains(file) {
        let path = standardized(file)
        if folders.contains(where: { path.hasPrefix($0 + "/") }) { leftOut.insert(file) }
      }
    }
    // Sources of a local package's targets that only products nothing links reach, in a package
    // whose other products the app links (FestivlManager's `ScheduleManagementFeature`, which
    // only a test target imports): no build of the app compiles them.
    let linkedByTheApp = projects.reduce(into: Set<String>()) { $0.formUnion($1.packageProductsLinkedByTheApp) }
    if !linkedByTheApp.isEmpty {
      let manifests = Set((around.manifests + around.rootTree.swiftFiles.filter { $0.hasSuffix("/Package.swift") }).map(standardized))
      let folders = unlinkedPackageFolders(linked: linkedByTheApp, manifests: manifests, known: known)
      for file in audited where !leftOut.contains(file) {
        let path = standardized(file)
        if folders.contains(where: { path.hasPrefix($0 + "/") }) { leftOut.insert(file) }
      }
    }
    // Xibs no code loads, and storyboards of a package (no project lists them) whose name
    // nothing names.
    let xibs = interfaceBuilderFiles.filter { $0.lowercased().hasSuffix(".xib") && covered.contains($0) && !leftOut.contains($0) }
    if !xibs.isEmpty || !packageStoryboards.isEmpty {
      // All the app's code, not only the audited part: a xib may be loaded from anywhere in it.
      let top = projects.map(\.projectFolder).filter { root == $0 || root.hasPrefix($0 + "/") }.min { $0.count < $1.count } ?? root
      // Byte equality: canonically equal spellings may name other folders on Linux.
      let tree = top.utf8.elementsEqual(root.utf8) ? around.rootTree : scan(top)
      let read = (tree.swiftFiles.filter { !leftOut.contains($0) } + tree.objectiveCFiles).compactMap { path -> (String, String)? in
        let text = known[path].map { String(decoding: $0, as: UTF8.self) }
          ?? FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        return text.map { (path, $0) }
      }
      let sources = read.map(\.1)
      let loader = NibLoads(sources: sources, paths: read.map(\.0), nibNames: Set(xibs.map(nibName(of:))))
      for xib in xibs where !loader.loads(nibNamed: nibName(of: xib)) { leftOut.insert(xib) }
      if !packageStoryboards.isEmpty {
        let others = interfaceBuilderFiles.compactMap { path in
          FileManager.default.contents(atPath: path).map { (path: path, text: String(decoding: $0, as: UTF8.self)) }
        }
        for storyboard in packageStoryboards {
          let name = storyboardLoadName(of: storyboard)
          // Any mention may load it: a literal, a generated accessor, another storyboard's reference.
          if sources.contains(where: { $0.contains(name) }) || others.contains(where: { $0.path != storyboard && $0.text.contains(name) }) { continue }
          leftOut.insert(storyboard)
        }
      }
    }
    leftOut.formUnion(executableToolFiles(
      audited.filter { !leftOut.contains($0) }, root: root, known: known, standardized: standardized,
      packageFolders: &packageFolders, manifests: &manifests))
    return FilesOutsideTheApp(paths: leftOut, iOSDeploymentTarget: deploymentTarget)
  }

  /// Files of a package nested in the audited folder that only its executable targets build (a
  /// macOS admin tool kept beside the app, Brrow's `BrrowAdmin/Package.swift`): no iOS app links them.
  /// `packageFolders`, `manifests`: the caches the membership scan already filled (each folder
  /// looked at, each manifest read, once).
  static func executableToolFiles(
    _ files: [String], root: String, known: [String: [UInt8]], standardized: (String) -> String,
    packageFolders: inout [String: Bool], manifests: inout [String: PackageManifest?]
  ) -> Set<String> {
    var tools: Set<String> = []
    for file in files {
      let path = standardized(file)
      guard let package = packageFolder(of: path, above: root, cache: &packageFolders), package.count > root.count else { continue }
      let manifest = manifests[package] ?? (known[package + "/Package.swift"] ?? FileManager.default.contents(atPath: package + "/Package.swift").map(Array.init))
        .map { PackageManifest(source: String(decoding: $0, as: UTF8.self)) }
      manifests[package] = manifest
      if manifest?.isOnlyInExecutableTargets(String(path.dropFirst(package.count + 1))) == true { tools.insert(file) }
    }
    return tools
  }

  /// Target folders of a component library's own gallery (Blockchain.com Wallet's
  /// `BlockchainComponentLibrary/Sources/Examples`, shown only by a gallery app and an internal
  /// build's debug menu): its screens demonstrate components, no one's app.
  static let showcaseTargetNames: Set<String> = ["Examples", "Example", "Demo", "Demos", "Showcase", "Gallery", "Catalog"]

  /// `Sources/Examples/Buttons.swift`, a path inside a package: in a target folder named for a showcase.
  static func isShowcaseTarget(_ pathInPackage: String) -> Bool {
    let parts = pathInPackage.split(separator: "/")
    return parts.count > 2 && parts[0] == "Sources" && showcaseTargetNames.contains(String(parts[1]))
  }

  /// The source folders of the targets of local packages that only `products` reach: a target
  /// another product of its package also reaches ships with that product.
  static func developerOnlyPackageFolders(products: Set<String>, manifests: Set<String>, known: [String: [UInt8]]) -> [String] {
    manifests.sorted().flatMap { path in
      readManifest(path, known: known).map { folders(of: $0, at: path, reachedOnlyFrom: products) } ?? []
    }
  }

  /// The manifest at `path`, from the bytes already read or the disk.
  static func readManifest(_ path: String, known: [String: [UInt8]]) -> PackageManifest? {
    manifestText(path, known: known).map(PackageManifest.init(source:))
  }

  /// The text of the manifest at `path`, from the bytes already read or the disk.
  static func manifestText(_ path: String, known: [String: [UInt8]]) -> String? {
    (known[path] ?? FileManager.default.contents(atPath: path).map(Array.init)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The folders of `manifest`'s targets (at `path`) that only its products among `products`
  /// reach: a target another product also reaches ships with it.
  static func folders(of manifest: PackageManifest, at path: String, reachedOnlyFrom products: Set<String>) -> [String] {
    let only = Set(manifest.products.keys).intersection(products)
    guard !only.isEmpty else { return [] }
    let shipped = manifest.targets(reachedFrom: Set(manifest.products.keys).subtracting(only))
    let packageFolder = parentFolder(of: path)
    return manifest.targets(reachedFrom: only).subtracting(shipped).sorted().map { target in
      (packageFolder + "/" + (manifest.targets[target]?.folder ?? "Sources/" + target) as NSString).standardizingPath
    }
  }

  /// The source folders of targets that only unlinked products of a package reach: a package at
  /// least one of whose products `linked` holds, whose other products neither a project links nor
  /// any manifest names (a quoted `"ScheduleManagementFeature"` in another package's dependencies).
  static func unlinkedPackageFolders(linked: Set<String>, manifests: Set<String>, known: [String: [UInt8]]) -> [String] {
    // Each manifest read and parsed once.
    let texts = manifests.sorted().compactMap { path in manifestText(path, known: known).map { (path: path, text: $0) } }
    return texts.flatMap { path, text -> [String] in
      let manifest = PackageManifest(source: text)
      guard !Set(manifest.products.keys).isDisjoint(with: linked), !Self.namesLocalTargetsThroughConstants(text) else { return [] }
      let unlinked = Set(manifest.products.keys.filter { product in
        !linked.contains(product) && !texts.contains { $0.path != path && $0.text.contains("\"\(product)\"") }
      })
      return folders(of: manifest, at: path, reachedOnlyFrom: unlinked)
    }
  }

  /// A manifest that names its own targets through constants (`static let profileFeature: Self =
  /// "ProfileFeature"` in an `extension Target.Dependency`): the reader doesn't follow them, so
  /// which targets a product reaches isn't known.
  static func namesLocalTargetsThroughConstants(_ text: String) -> Bool {
    text.range(of: #"static (let|var) \w+(: ?[\w.]+)? ?= ?("|\.target\(|\.byName\()"#, options: .regularExpression) != nil
  }

  /// The name a storyboard is loaded by: `Main~ipad.storyboard` → `Main` (a device modifier),
  /// `SaveStates~.storyboard` → `SaveStates~` (no modifier: a stray copy only that name loads).
  static func storyboardLoadName(of path: String) -> String {
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    for modifier in ["~iphone", "~ipad"] where base.lowercased().hasSuffix(modifier) {
      return String(base.dropLast(modifier.count))
    }
    return base
  }

  /// `Cell~iphone.xib` → `Cell`.
  static func nibName(of path: String) -> String {
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return base.split(separator: "~").first.map(String.init) ?? base
  }

  /// Findings in the files left out, taken out.
  func partition(_ findings: [Finding], currentDirectory: String) -> (kept: [Finding], leftOut: Int) {
    guard !paths.isEmpty else { return (findings, 0) }
    let standardizer = PathStandardizer()
    let standardized = Set(paths.map { standardizer.standardized($0) })
    var kept: [Finding] = []
    var leftOut = 0
    // Findings come many to a file: each file's path is standardized once.
    var isLeftOut: [String: Bool] = [:]
    for finding in findings {
      let left: Bool
      if let known = isLeftOut[finding.file] {
        left = known
      } else {
        left = standardized.contains(standardizer.standardized(Paths.absolute(finding.file, relativeTo: currentDirectory)))
        isLeftOut[finding.file] = left
      }
      if left { leftOut += 1 } else { kept.append(finding) }
    }
    return (kept, leftOut)
  }

  /// The run summary's line for them.
  static func summary(leftOut: Int, language: Language) -> String? {
    guard leftOut > 0 else { return nil }
    return language == .korean
      ? "앱 빌드에 쓰이지 않는 파일(Xcode 프로젝트에 없거나 watchOS·macOS·tvOS 타깃이나 개발자용 빌드(내부용·데모·테스트)만 빌드하는 파일, 어떤 코드도 불러오지 않는 xib)의 발견 \(leftOut)건은 보고하지 않았습니다. --include-unreferenced로 함께 볼 수 있습니다"
      : "left out \(leftOut) finding\(leftOut == 1 ? "" : "s") in files no build of the app uses (in no Xcode project, built only for watchOS, macOS or tvOS or by developer builds such as an internal, demo or test target, or xibs no code loads; --include-unreferenced shows them)"
  }

  // MARK: The tree

  struct Tree: Equatable {
    var projects: [String] = []
    var swiftFiles: [String] = []
    var objectiveCFiles: [String] = []
    /// `.podspec` and `.podspec.json` files (``VendoredPods``).
    var podspecs: [String] = []
  }

  /// `.xcodeproj` folders and Objective-C sources under `root` (hidden folders, build output and
  /// bundles skipped).
  static func scan(_ root: String) -> Tree {
    var tree = Tree()
    guard let enumerator = FileManager.default.enumerator(
      at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return tree }
    let skipped: Set<String> = ["build", "DerivedData", "node_modules", ".build", "xcassets", "bundle", "framework", "xcworkspace", "lproj"]
    for case let url as URL in enumerator {
      let name = url.lastPathComponent
      let ext = url.pathExtension
      if ext == "xcodeproj" {
        tree.projects.append((url.path as NSString).standardizingPath)
        enumerator.skipDescendants()
      } else if skipped.contains(name) || skipped.contains(ext) {
        enumerator.skipDescendants()
      } else if ext == "m" || ext == "mm" {
        tree.objectiveCFiles.append(url.path)
      } else if ext == "swift" {
        tree.swiftFiles.append(url.path)
      } else if ext == "podspec" || name.hasSuffix(".podspec.json") {
        tree.podspecs.append(url.path)
      }
    }
    return tree
  }

  /// The deepest folder holding every file. Compared byte by byte: Foundation's path calls cost
  /// more than the rest of the membership check on a large app; only paths with `.`/`..`
  /// components or doubled slashes are standardized first.
  static func commonFolder(of files: [String]) -> String? {
    func folder(of file: String) -> [UInt8] {
      // Byte tests before Foundation's (see ``NibLoads/holds(_:_:)``).
      let needsStandardizing = NibLoads.holds(file, "/.") || NibLoads.holds(file, "//") || !file.hasPrefix("/")
      var bytes = Array((needsStandardizing ? (file as NSString).standardizingPath : file).utf8)
      while let last = bytes.last, last != UInt8(ascii: "/") { bytes.removeLast() }
      if bytes.count > 1 { bytes.removeLast() }
      return bytes
    }
    guard let first = files.first else { return nil }
    var common = folder(of: first)
    let slash = UInt8(ascii: "/")
    for file in files.dropFirst() {
      let other = folder(of: file)
      var shared = 0
      while shared < common.count, shared < other.count, common[shared] == other[shared] { shared += 1 }
      // `common` is an ancestor of (or the same as) the other folder: nothing to cut.
      if shared == common.count, shared == other.count || other[shared] == slash || common == [slash] { continue }
      // Otherwise cut back to the deepest folder both share.
      if shared == other.count, shared < common.count, common[shared] == slash {
        common = other
        continue
      }
      var cut = shared
      while cut > 0, common[cut - 1] != slash { cut -= 1 }
      // `cut` is just after a slash both share: the folder ends before it (the root keeps its slash).
      common = cut <= 1 ? [slash] : Array(common[..<(cut - 1)])
    }
    return String(decoding: common, as: UTF8.self)
  }

  /// `NSString.deletingLastPathComponent`, cut at the last slash for an absolute path without
  /// doubled or trailing slashes (what `standardizingPath` gives): Foundation's call showed in
  /// profiles, once per folder level of every audited file.
  static func parentFolder(of path: String) -> String {
    let utf8 = path.utf8, slash = UInt8(ascii: "/")
    // Byte tests: Foundation's `contains("//")` alone cost more than the cut.
    var doubled = false
    var previous: UInt8 = 0
    for byte in utf8 {
      if byte == slash && previous == slash { doubled = true; break }
      previous = byte
    }
    guard utf8.first == slash, utf8.count > 1, utf8.last != slash, !doubled, let last = utf8.lastIndex(of: slash) else {
      return (path as NSString).deletingLastPathComponent
    }
    return last == utf8.startIndex ? "/" : String(path[..<last])
  }

  /// A `Package.swift` in a folder between the file and `top` (inclusive).
  static func isInPackage(_ file: String, above top: String, cache: inout [String: Bool]) -> Bool {
    packageFolder(of: file, above: top, cache: &cache) != nil
  }

  /// Whether a folder above `file` and below `package` holds an Xcode project: that project,
  /// not the package (Provenance's `Cores/Citra/PVAzahar.xcodeproj` under the root manifest),
  /// builds the file, even when its project file can't be read.
  /// (Not a project named for a developer build, a package's `app/MGRS-Demo.xcodeproj` beside the
  /// hiking app that links the package: its demo is no one's app.)
  static func hasXcodeProject(between file: String, and package: String, cache: inout [String: Bool]) -> Bool {
    var folder = parentFolder(of: file)
    while folder.count > package.count, folder.hasPrefix(package + "/") {
      let has = cache[folder] ?? ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { name in
        name.hasSuffix(".xcodeproj") && !DeveloperBuilds.namesADeveloperBuild((name as NSString).deletingPathExtension)
      }
      cache[folder] = has
      if has { return true }
      folder = parentFolder(of: folder)
    }
    return false
  }

  /// The nearest folder at or below `top` above `file` that holds a `Package.swift`.
  static func packageFolder(of file: String, above top: String, cache: inout [String: Bool]) -> String? {
    var folder = parentFolder(of: file)
    while folder.hasPrefix(top) {
      let has = cache[folder] ?? FileManager.default.fileExists(atPath: folder + "/Package.swift")
      cache[folder] = has
      if has { return folder }
      let parent = parentFolder(of: folder)
      if parent == folder { break }
      folder = parent
    }
    return nil
  }
}

/// How the app's code loads nibs, read from its sources once.
struct NibLoads {
  let sources: [String]
  /// Each source's file name without its extensions (`OAGPXRecTableViewCell` for its `.h` and
  /// `.m`, `Cell` for `Cell+Layout.swift`); empty when not known.
  let fileNames: [Substring]
  /// Some code loads nibs named after a type (`UINib(nibName: String(describing: T.self))`,
  /// `NibLoadable`, `NibReusable`, `= .instantiate()`): then a type of the nib's name that the code names may load it.
  let loadsByTypeName: Bool

  /// `nibNames`: the project's nibs, by name: a generic `= .instantiate()` loads nibs when a type it
  /// makes has one (a storyboard's `Storyboarded.instantiate()` makes controllers of no nib).
  init(sources: [String], paths: [String] = [], nibNames: Set<String> = []) {
    self.sources = sources
    fileNames = sources.indices.map { index in
      guard index < paths.count, let name = paths[index].split(separator: "/").last else { return "" }
      return name.prefix { $0 != "." && $0 != "+" }
    }
    loadsByTypeName = sources.contains { source in
      // Every test below needs the bytes of "nib" or "Nib", and the line test the bytes of one of
      // its other words too (``ByteSearch/containsAny(_:_:)``): most sources are ruled out before
      // Foundation's searches and the split into lines, which cost more than all the rest on a
      // large UIKit app.
      // `private lazy var header: HeaderView = .instantiate()`: a library's generic loader
      // (JamitFoundation's) makes the declared type, from the nib of its name.
      if Self.holds(source, "= .instantiate()"), nibNames.contains(where: { Self.holds(source, ": \($0) = .instantiate()") }) { return true }
      guard ByteSearch.containsAny(source, ["nib", "Nib"]) else { return false }
      if Self.holds(source, "NibLoadable") || Self.holds(source, "NibReusable") || Self.holds(source, "NibOwnerLoadable") { return true }
      guard ByteSearch.containsAny(source, Self.typeNameWords) else { return false }
      return Self.lines(of: source, holdingBytesOf: ["nib", "Nib"], and: Self.typeNameWords).contains { line in
        (line.contains("nib") || line.contains("Nib")) && (line.contains("String(describing:") || line.contains("\"\\(self)\"")
          || line.contains("\"\\(Self.self)\"") || line.contains("NSStringFromClass") || line.contains("className"))
      }
    }
  }

  /// The lines of `source` that `split(whereSeparator: \.isNewline)` gives (non-empty, split at
  /// LF, CR, VT, FF, NEL, U+2028 and U+2029: each is a grapheme of its own, or CR LF) whose bytes
  /// hold one of `first` and one of `second`, found by byte searches: splitting a large source
  /// into lines of Characters cost more than the rest of the membership check. ASCII words only
  /// (a line lacking their bytes can't contain them by Foundation's comparison either).
  static func lines(of source: String, holdingBytesOf first: [String], and second: [String]) -> [Substring] {
    let firstWords = first.map { Array($0.utf8) }, secondWords = second.map { Array($0.utf8) }
    var offsets: [Range<Int>] = []
    var copy = source
    copy.withUTF8 { bytes in
      func holds(_ words: [[UInt8]], _ line: Range<Int>) -> Bool {
        words.contains { word in
          word.withUnsafeBufferPointer { ByteSearch.contains(UnsafeBufferPointer(rebasing: bytes[line]), $0) }
        }
      }
      var start = 0, index = 0
      let count = bytes.count
      while index <= count {
        // The length of a line break starting here, 0 for none (or the end of the text).
        var breakLength = 0
        if index == count {
          breakLength = 1
        } else {
          let byte = bytes[index]
          if byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D {
            breakLength = 1
          } else if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
            breakLength = 2
          } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
            breakLength = 3
          }
        }
        if breakLength == 0 {
          index += 1
          continue
        }
        let line = start..<index
        if !line.isEmpty, holds(firstWords, line), holds(secondWords, line) { offsets.append(line) }
        index += breakLength
        start = index
      }
    }
    let utf8 = source.utf8
    return offsets.map { line in
      let lower = utf8.index(utf8.startIndex, offsetBy: line.lowerBound)
      let upper = utf8.index(lower, offsetBy: line.count)
      return source[lower..<upper]
    }
  }

  /// Whether `text` holds `word` (Foundation's `contains`), its bytes tested first. Only for words
  /// ``ByteSearch/isByteTestable(_:)`` accepts.
  static func holds(_ text: String, _ word: String) -> Bool {
    ByteSearch.contains(text, word: word) && text.contains(word)
  }

  /// Whether the source names a nib other than by overriding `awakeFromNib`.
  static func loadsANib(_ source: String) -> Bool {
    guard ByteSearch.containsAny(source, ["nib", "Nib"]) else { return false }
    let rest = source.replacingOccurrences(of: "awakeFromNib", with: "")
    return rest.contains("nib") || rest.contains("Nib")
  }

  /// The words of a line that loads a nib by a computed type name, besides "nib".
  static let typeNameWords = ["String(describing:", "\"\\(self)\"", "\"\\(Self.self)\"", "NSStringFromClass", "className"]

  func loads(nibNamed name: String) -> Bool {
    guard !name.isEmpty else { return true }
    if name.lowercased().contains("launch") { return true }
    let literal = "\"\(name)\""
    let rswift = "R.nib.\(name.prefix(1).lowercased())\(name.dropFirst())"
    let isController = name.hasSuffix("Controller")
    // Every test below needs the name's bytes after its first letter (R.swift lowercases that
    // letter): one byte search rules out most sources before a dozen Foundation searches would.
    let nameTail = name.utf8.allSatisfy { $0 < 0x80 } ? String(name.dropFirst()) : nil
    // Each search below, of words made of the name and ASCII, tested on the bytes first when no
    // other text can equal them canonically (see ``holds(_:_:)``).
    let byteTested = ByteSearch.isByteTestable(name)
    for (source, fileName) in zip(sources, fileNames) {
      if let nameTail, !ByteSearch.containsAny(source, [nameTail]) { continue }
      func has(_ word: String) -> Bool {
        byteTested ? Self.holds(source, word) : source.contains(word)
      }
      if has(literal) || has(rswift) || has("@" + literal) { return true }
      // `init(nibName: nil, bundle: nil)` loads the nib named after the controller's class.
      if isController, has("class \(name)") || has("@implementation \(name)") { return true }
      // `Cell.nib`, `View.loadFromNib()`: a helper (the app's or a library's) loads it by the type's name.
      if has("\(name).nib") || has("\(name).loadFromNib") || has("\(name).fromNib")
        || has("\(name).instantiate") || has("\(name).loadNib") { return true }
      // Nibs are loaded by a computed type name somewhere (Habitica's `viewFromNibForClass()`, a
      // generic `fromNib<T>()` whose T is inferred, a cell registered through a generic data source):
      // any use of a type of that name may load it, so only a nib whose name no code mentions is unused.
      // The type's own files (`Cell.h`, `Cell.m`) name it without loading it (OsmAnd's unused
      // cells), unless they load a nib themselves (`viewFromNibForClass()` in its setup).
      if loadsByTypeName, fileName != name || Self.loadsANib(source), IdentifierWords.mentions(name, in: source) { return true }
      // The class loads a nib itself (`UINib(nibName: String(describing: Self.self), ...)`).
      if has("class \(name)"), has("UINib(nibName:") || has("loadNibNamed(") { return true }
      // `class FollowUsFooterView: RSTNibView`: a superclass or protocol that loads its nib.
      if has("class \(name)"), source.split(whereSeparator: \.isNewline).contains(where: { line in
        line.contains("class \(name):") && line.contains("Nib")
      }) { return true }
    }
    return false
  }
}
