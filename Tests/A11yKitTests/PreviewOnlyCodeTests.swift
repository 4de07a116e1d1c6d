import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// Code only previews make (`#Preview`, `PreviewProvider`) is never in front of anyone: its findings
/// are left out with the code nothing references, and shown as information with
/// `--include-unreferenced` (Goma's preview helpers: sample cells a preview hands to a sample
/// table controller as `SpaceMissionCell.self`).
struct PreviewOnlyCodeTests {
  static let helper = """
    import SwiftUI
    import UIKit

    final class SampleTableViewController: UIViewController {
      init(cellClass: UITableViewCell.Type) { super.init(nibName: nil, bundle: nil) }
      required init?(coder: NSCoder) { nil }
    }

    final class SpaceMissionCell: UITableViewCell {
      let nameLabel = UILabel()
      func setUp() { nameLabel.font = .systemFont(ofSize: 14) }
    }

    #Preview("우주 임무") {
      SampleTableViewController(cellClass: SpaceMissionCell.self)
    }
    """

  static func run(_ folder: TemporaryFolder, _ extra: String...) -> (rules: [String], messages: [String], standardError: String) {
    let result = folder.run(["lint", ".", "--format", "json", "--only", "fixed-text-size"] + extra)
    let findings = InterfaceBuilderLintTests.json(result.standardOutput)
    return (findings.compactMap { $0["severity"] as? String }, findings.compactMap { $0["message"] as? String }, result.standardError)
  }

  @Test func aSampleCellOnlyAPreviewMakesIsLeftOut() {
    let folder = TemporaryFolder()
    folder.write("App/PreviewsHelper.swift", Self.helper)
    let plain = Self.run(folder)
    #expect(plain.rules.isEmpty)
    #expect(plain.standardError.contains("1 finding in code nothing references was left out"))
    let shown = Self.run(folder, "--include-unreferenced")
    #expect(shown.rules == ["info"])
    #expect(shown.messages.first?.contains("only a preview uses `SpaceMissionCell`") == true)
  }

  @Test func aCellTheAppAlsoMakesIsJudged() {
    let folder = TemporaryFolder()
    folder.write("App/PreviewsHelper.swift", Self.helper)
    folder.write("App/MissionsViewController.swift", "final class MissionsViewController: UITableViewController {\n  override func viewDidLoad() { tableView.register(SpaceMissionCell.self, forCellReuseIdentifier: \"mission\") }\n}\n")
    #expect(Self.run(folder).rules == ["error"])
  }
}
