import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation

/// The storyboards and xibs of one project, checked after its Swift files are indexed: custom
/// classes, outlets and asset colors resolve through the same index the Swift rules use.
enum InterfaceBuilderPhase {
  static let fileExtensions: Set<String> = ["storyboard", "xib"]

  static func isInterfaceBuilderFile(_ path: String) -> Bool {
    fileExtensions.contains(Paths.lowercasedExtension(path))
  }

  enum Outcome: Sendable {
    case read(IBDocument)
    case skipped(SkippedFile)
  }

  /// The project's storyboards and xibs, read (not yet checked).
  struct Documents: Sendable {
    /// Absolute paths of every file given, read or not.
    var files: [String] = []
    var documents: [IBDocument] = []
    var skipped: [SkippedFile] = []

    /// What the files set on the objects their outlets connect to, for the Swift rules.
    var outletIndex: InterfaceBuilderOutletIndex {
      var index = InterfaceBuilderOutletIndex()
      for document in documents {
        index.countFile()
        for (owner, outlet, facts) in document.outletFacts() { index.add(owner: owner, outlet: outlet, facts: facts) }
      }
      return index
    }

    /// Where the files place objects of custom classes, for ``OneElementMounts``.
    var placements: [OneElementMounts.Placement] {
      documents.flatMap { document in
        document.objects.compactMap { object -> OneElementMounts.Placement? in
          guard let custom = object.customClass else { return nil }
          let ancestors = document.ancestors(of: object)
          return OneElementMounts.Placement(
            customClass: custom, containers: ancestors.compactMap(\.customClass),
            insideElementInFile: ancestors.contains { $0.accessibility.isElement == true },
            isOwnNibRoot: document.kind == .xib && object.parent == nil && document.baseName == custom)
        }
      }
    }
  }

  struct Result {
    var findings: [Finding] = []
    var skipped: [SkippedFile] = []
    var objectCount = 0
  }

  /// Reads every file on all cores. Broken XML skips the file with one line naming file:line.
  static func read(files: [String], currentDirectory: String, threads: Int) -> Documents {
    guard !files.isEmpty else { return Documents() }
    let outcomes = ConcurrentMap.map(files, threads: threads) { path -> Outcome in
      let display = Paths.display(path, relativeTo: currentDirectory)
      guard let data = FileManager.default.contents(atPath: path) else {
        return .skipped(SkippedFile(path: display, reason: "cannot read the file"))
      }
      do {
        return .read(try InterfaceBuilderAnalyzer.read(data: data, path: display, stringTables: stringTables(for: path)))
      } catch let error as XMLReadError {
        // One line naming file:line; the run goes on with the other files.
        return .skipped(SkippedFile(path: "\(display):\(error.line)", reason: error.reason))
      } catch {
        return .skipped(SkippedFile(path: display, reason: "\(error)"))
      }
    }
    var result = Documents(files: files)
    for outcome in outcomes {
      switch outcome {
      case .read(let document): result.documents.append(document)
      case .skipped(let skipped): result.skipped.append(skipped)
      }
    }
    return result
  }

  /// Checks documents already read against the project's index.
  static func audit(
    _ read: Documents, models: [SwiftFileModel], index: ProjectIndex, configuration: Configuration,
    knownRuleIDs: Set<String>, threads: Int
  ) -> Result {
    var result = Result(skipped: read.skipped)
    guard !read.documents.isEmpty else { return result }
    let classCode = classCodeFacts(models, index: index)
    let analyzer = InterfaceBuilderAnalyzer(
      configuration: configuration, project: index, classCode: classCode,
      appearances: index.appearances, knownRuleIDs: knownRuleIDs)
    let checked = LocalizedInterfaceCopies.checkedOnce(read.documents)
    result.findings = ConcurrentMap.map(checked, threads: threads) { analyzer.check($0) }.flatMap { $0 }
    result.objectCount = checked.reduce(0) { $0 + $1.objects.count }
    return result
  }

  /// What the code of the project's UIKit classes does to titles and backgrounds.
  static func classCodeFacts(_ models: [SwiftFileModel], index: ProjectIndex) -> ClassCodeFacts {
    ClassCodeFacts(models: models, index: index)
  }

  /// `Base.lproj/Main.storyboard` → `xx.lproj/Main.strings` for every language folder beside it,
  /// keyed "ObjectID.property". Unreadable tables are left out (the strings loader warns about them).
  static func stringTables(for path: String) -> [String: [String: String]] {
    let folder = (path as NSString).deletingLastPathComponent
    guard folder.hasSuffix(".lproj") else { return [:] }
    let parent = (folder as NSString).deletingLastPathComponent
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return [:] }
    var tables: [String: [String: String]] = [:]
    for entry in entries.sorted() where entry.hasSuffix(".lproj") {
      let table = parent + "/" + entry + "/" + base + ".strings"
      guard let data = FileManager.default.contents(atPath: table),
            let parsed = try? ProjectIndexLoader.parseStringsFile(data) else { continue }
      tables[String(entry.dropLast(".lproj".count))] = parsed
    }
    return tables
  }
}
