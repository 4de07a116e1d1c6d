import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation
import Testing

/// A prototype cell whose own class exists nowhere and whose reuse identifier code registers
/// another class for is never shown (round 11, KeePassium's `BenefitCell`): nothing in it is judged.
struct IBReplacedPrototypeTests {
  static func findings(customClass: String, swift: String) throws -> [Finding] {
    let model = SwiftSourceAnalyzer.model(source: swift, path: "PlanCell.swift")
    let project = ProjectIndexBuilder.build(from: [model], base: .empty)
    let classCode = ClassCodeFacts(models: [model], index: project)
    let analyzer = InterfaceBuilderAnalyzer(
      rules: [IBFixedTextSizeCheck.self], configuration: Configuration(), project: project, classCode: classCode)
    let xml = """
      <tableView id="tv-1">
        <prototypes>
          <tableViewCell reuseIdentifier="BenefitCell" id="c-1" customClass="\(customClass)" customModule="App" customModuleProvider="target">
            <tableViewCellContentView key="contentView" id="cv-1">
              <subviews>
                <label text="Unlimited databases" numberOfLines="0" id="l-1">
                  <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </label>
              </subviews>
            </tableViewCellContentView>
          </tableViewCell>
        </prototypes>
      </tableView>
      """
    return try analyzer.analyze(data: Data(InterfaceBuilderSnippet.document(xml).utf8), path: "Picker.storyboard").findings
  }

  static let registering = """
    final class PlanCell: UICollectionViewCell {
      enum CellID { static let benefitCell = "BenefitCell" }
      @IBOutlet weak var tableView: UITableView!
      override func awakeFromNib() {
        tableView.register(UITableViewCell.classForCoder(), forCellReuseIdentifier: CellID.benefitCell)
      }
    }
    """

  @Test func aPrototypeReplacedByARegisteredClassIsNotJudged() throws {
    #expect(try Self.findings(customClass: "PricingPlanBenefitCell", swift: Self.registering).isEmpty)
  }

  @Test func aPrototypeWhoseClassExistsOrIsNotReRegisteredIsJudged() throws {
    // Its class is in the app: the registration may well be that class.
    let declared = Self.registering + "\nfinal class PricingPlanBenefitCell: UITableViewCell {}"
    #expect(try Self.findings(customClass: "PricingPlanBenefitCell", swift: declared).count == 1)
    // Nothing registers its identifier: the prototype is what is dequeued.
    let dequeuing = """
      final class PlanCell: UICollectionViewCell {
        func cell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "BenefitCell", for: indexPath)
        }
      }
      """
    #expect(try Self.findings(customClass: "PricingPlanBenefitCell", swift: dequeuing).count == 1)
  }
}
