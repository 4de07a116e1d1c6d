import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
@testable import A11yKit
import Foundation
import Testing

/// Scenes of a shown storyboard that nothing shows (Delta's old settings screen: its entry scene
/// no code loads, beside scenes code instantiates by identifier) give no findings.
struct StoryboardReachTests {
  /// An entry navigation controller whose root is `Old`, a scene `Kept` code loads by identifier
  /// with a `show` segue to `Pushed`, and `Orphan`, which nothing reaches.
  static let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
        <scenes>
    \(scene("s1", """
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="old" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                    </navigationController>
    """))
    \(scene("s2", controller("tableViewController", id: "old", label: "Old")))
    \(scene("s3", controller("viewController", id: "kept", label: "Kept", identifier: "kept", segue: "pushed")))
    \(scene("s4", controller("viewController", id: "pushed", label: "Pushed")))
    \(scene("s5", controller("viewController", id: "orphan", label: "Orphan")))
        </scenes>
    </document>
    """

  /// A storyboard document holding `scenes`, with no entry scene.
  static func storyboard(scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }

  static func scene(_ sceneID: String, _ objects: String) -> String {
    "        <scene sceneID=\"\(sceneID)\">\n            <objects>\n\(objects)\n            </objects>\n        </scene>"
  }

  /// A controller of class `label` whose view holds one label of that text in a fixed 12 pt font.
  static func controller(_ element: String, id: String, label: String, identifier: String? = nil, segue: String? = nil) -> String {
    let identifierAttribute = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
    let connections = segue.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"g-\($0)\"/></connections>" } ?? ""
    return """
                    <\(element)\(identifierAttribute) id="\(id)" customClass="\(label)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-\(id)">
                            <subviews>
                                <label opaque="NO" text="\(label)" id="Lbl-\(id)"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                            </subviews>
                        </view>
                        \(connections)
                    </\(element)>
    """
  }

  @Test func scenesNoIdentifierEntryOrSegueReachesAreFound() throws {
    let document = try InterfaceBuilderAnalyzer.read(data: Data(Self.settings.utf8), path: "Settings.storyboard")
    let unreached = StoryboardReach.unreachedScenes(of: document, entryMayBeLoaded: false)
    #expect(unreached.map { document.scenes[$0].sceneID }.sorted() == ["s1", "s2", "s5"])
    let loaded = StoryboardReach.unreachedScenes(of: document, entryMayBeLoaded: true)
    #expect(loaded.map { document.scenes[$0].sceneID } == ["s5"])
  }

  /// A segue whose button is hidden in the file and shown by no code (mist's "get verified"
  /// button) reaches nothing; a button code un-hides through its outlet still does.
  @Test func aSegueFromAButtonHiddenForGoodLeadsNowhere() {
    let storyboard = Self.storyboard(scenes: """
      \(Self.scene("s1", """
                      <viewController storyboardIdentifier="profile" id="profile" customClass="ProfileViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v-profile">
                              <subviews>
                                  <button hidden="YES" opaque="NO" contentMode="scaleToFill" buttonType="system" id="verify">
                                      <state key="normal" title="인증하기"/>
                                      <connections><segue destination="verified" kind="show" id="g-verified"/></connections>
                                  </button>
                              </subviews>
                          </view>
                          <connections><outlet property="verifiedButton" destination="verify" id="o-verify"/></connections>
                      </viewController>
      """))
      \(Self.scene("s2", Self.controller("viewController", id: "verified", label: "GetVerified")))
      """)
    func reported(profileCode: String) -> Int {
      let folder = TemporaryFolder()
      folder.write("App/Base.lproj/Main.storyboard", storyboard)
      folder.write("App/Profile.swift", profileCode + "\nfinal class GetVerified: UIViewController {}\nlet s = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"profile\")\n")
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return InterfaceBuilderLintTests.json(result.standardOutput).filter { ($0["line"] as? Int ?? 0) > 18 }.count
    }
    let title = "final class ProfileViewController: UIViewController {\n  @IBOutlet weak var verifiedButton: UIButton!\n  func update() { verifiedButton.setTitle(\"인증됨\", for: .normal) }\n}"
    #expect(reported(profileCode: title) == 0)
    let shown = title.replacingOccurrences(of: "func update() {", with: "func update() { verifiedButton.isHidden = false;")
    #expect(reported(profileCode: shown) == 1)
    // Handed on, where it may be shown (`[verifiedButton].forEach { $0?.isHidden = false }`, a binding's `.rx`).
    let handed = title.replacingOccurrences(of: "func update() {", with: "func update() { [verifiedButton].forEach { $0?.isHidden = false };")
    #expect(reported(profileCode: handed) == 1)
    let bound = title.replacingOccurrences(of: "func update() {", with: "func update() { model.isVerified.bind(to: verifiedButton.rx.isHidden);")
    #expect(reported(profileCode: bound) == 1)
    // Only configured, and named in a line commented out: still hidden for good.
    let commented = title.replacingOccurrences(of: "func update() {", with: "func update() {\n    // applyShadow(on: verifiedButton)\n    verifiedButton.isEnabled = false;")
    #expect(reported(profileCode: commented) == 0)
    // The segue performed by its identifier from code runs whatever the button.
    let performed = storyboard.replacingOccurrences(of: "kind=\"show\" id=\"g-verified\"", with: "kind=\"show\" identifier=\"verify\" id=\"g-verified\"")
    let folder = TemporaryFolder()
    folder.write("App/Base.lproj/Main.storyboard", performed)
    folder.write("App/Profile.swift", title + "\nextension ProfileViewController { func verify() { performSegue(withIdentifier: \"verify\", sender: nil) } }\nfinal class GetVerified: UIViewController {}\nlet s = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"profile\")\n")
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    #expect(InterfaceBuilderLintTests.json(result.standardOutput).filter { ($0["line"] as? Int ?? 0) > 18 }.count == 1)
  }

  /// A controller's own segue runs only when code performs it: performed only from a method
  /// nothing calls (FullyNoded's channel detail, `showDetail()` uncalled), it opens nothing; a
  /// method called, or a delegate's callback the system calls, opens it.
  @Test func aControllersSeguePerformedOnlyFromAMethodNothingCallsLeadsNowhere() {
    let storyboard = Self.storyboard(scenes: """
      \(Self.scene("s1", """
                      <viewController storyboardIdentifier="channels" id="channels" customClass="ChannelsViewController" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v-channels"/>
                          <connections><segue destination="detail" kind="show" identifier="segueToChannelDetails" id="g-detail"/></connections>
                      </viewController>
      """))
      \(Self.scene("s2", Self.controller("viewController", id: "detail", label: "ChannelDetail")))
      """)
    func reported(_ code: String) -> Int {
      let folder = TemporaryFolder()
      folder.write("App/Base.lproj/Main.storyboard", storyboard)
      folder.write("App/Channels.swift", code + "\nfinal class ChannelDetail: UIViewController {}\nlet s = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"channels\")\n")
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return InterfaceBuilderLintTests.json(result.standardOutput).count
    }
    let uncalled = """
      final class ChannelsViewController: UIViewController {
        private func showDetail() { DispatchQueue.main.async { [weak self] in self?.performSegue(withIdentifier: "segueToChannelDetails", sender: self) } }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) { if segue.identifier == "segueToChannelDetails" { } }
      }
      """
    #expect(reported(uncalled) == 0)
    let called = uncalled.replacingOccurrences(of: "private func showDetail()", with: "override func viewDidLoad() { super.viewDidLoad(); showDetail() }\n  private func showDetail()")
    #expect(reported(called) == 1)
    let delegate = uncalled.replacingOccurrences(of: "private func showDetail()", with: "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)")
    #expect(reported(delegate) == 1)
    // Named only by a constant no code uses (bm's `let TO_MANAGER_FUNCTION: String = …`, its uses
    // commented out): never performed. The constant performed: it opens.
    let constant = "let TO_CHANNEL_DETAILS: String = \"segueToChannelDetails\"\nfinal class ChannelsViewController: UIViewController {\n  // func open() { performSegue(withIdentifier: TO_CHANNEL_DETAILS, sender: nil) }\n}"
    #expect(reported(constant) == 0)
    #expect(reported(constant.replacingOccurrences(of: "  // func open()", with: "  @IBAction func open()")) == 1)
    // A lowercase constant of a table of identifiers (Ringoid's `SegueIds.locale`), performed: it opens.
    let table = "final class ChannelsViewController: UIViewController {\n  fileprivate struct SegueIds {\n    static let details = \"segueToChannelDetails\"\n  }\n  @IBAction func open() { performSegue(withIdentifier: SegueIds.details, sender: nil) }\n}"
    #expect(reported(table) == 1)
    #expect(reported(table.replacingOccurrences(of: "  @IBAction func open()", with: "  // func open()")) == 0)
  }

  /// A scene whose class no code declares (its Swift file deleted) is no screen code loads by
  /// identifier (Blockstream Green); what a segue from a shown scene reaches still shows.
  @Test func aSceneWhoseClassIsDeclaredNowhereIsNotLoadedByIdentifier() throws {
    let document = try InterfaceBuilderAnalyzer.read(data: Data(Self.settings.utf8), path: "Settings.storyboard")
    let keptMissing = StoryboardReach.unreachedScenes(of: document, entryMayBeLoaded: false, isDeclared: { $0 != "Kept" })
    #expect(keptMissing.map { document.scenes[$0].sceneID }.sorted() == ["s1", "s2", "s3", "s4", "s5"])
    let pushedMissing = StoryboardReach.unreachedScenes(of: document, entryMayBeLoaded: false, isDeclared: { $0 != "Pushed" })
    #expect(pushedMissing.map { document.scenes[$0].sceneID }.sorted() == ["s1", "s2", "s5"])
  }

  /// A scene code never loads by its identifier (no source holds the string, no file but the
  /// class's own names the class) is a leftover (Blockstream Green's `WalletSettingsViewController`).
  @Test func aSceneNoCodeLoadsByIdentifierIsALeftover() {
    let own = "final class Kept: UIViewController {}\nlet settings = UIStoryboard(name: \"Settings\", bundle: nil)\n"
    // Neither the identifier nor the class is named by other code: only nothing shows.
    #expect(lintedTexts(code: own).isEmpty)
    // The class named in another file (a factory, `String(describing: Kept.self)`).
    let folder = TemporaryFolder()
    folder.write("App/Base.lproj/Settings.storyboard", Self.settings)
    folder.write("App/Kept.swift", own)
    folder.write("App/Router.swift", "func show() { present(Kept.instantiate()) }\n")
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    #expect(InterfaceBuilderLintTests.json(result.standardOutput).count == 2)
  }

  /// A class whose own file loads no storyboard, called elsewhere only through the maker it
  /// declares (hedera's `TxnRequestComposer.getInstance()` returning `init(style: .plain)`, the
  /// storyboard load commented out beside it), is made in code: its scene is never loaded. A maker
  /// loading the scene, or another mention of the class, still may.
  @Test func aClassMadeOnlyByItsOwnCodeMakerLoadsNoScene() {
    let own = "let settings = UIStoryboard(name: \"Settings\", bundle: nil)\n"
    func linted(_ kept: String, caller: String = "func show() { present(Kept.getInstance()) }\n") -> Set<String> {
      lintedTexts(code: own, files: ["App/Kept.swift": kept, "App/Router.swift": caller])
    }
    let madeInCode = "final class Kept: UITableViewController {\n  static func getInstance() -> Kept {\n    return Kept(style: .plain) // settings.instantiateViewController(withIdentifier: \"kept\")\n  }\n}\n"
    #expect(linted(madeInCode).isEmpty)
    #expect(linted(madeInCode.replacingOccurrences(of: "return Kept(style: .plain) // ", with: "return ") .replacingOccurrences(of: "\")\n", with: "\") as! Kept\n")) == ["Kept", "Pushed"])
    #expect(linted(madeInCode, caller: "func show() { present(Kept.instantiate()) }\n") == ["Kept", "Pushed"])
  }

  /// An identifier named only in code commented out loads nothing (Olympus's map screens, their
  /// `instantiateViewController(withIdentifier:)` calls commented out); the same line in code does.
  @Test func anIdentifierNamedOnlyInACommentLoadsNothing() {
    let own = "final class Kept: UIViewController {}\nlet settings = UIStoryboard(name: \"Settings\", bundle: nil)\n"
    let load = "let kept = settings.instantiateViewController(withIdentifier: \"kept\")\n"
    #expect(lintedTexts(code: own + "// " + load).isEmpty)
    #expect(lintedTexts(code: own + "/* " + load + " */\n").isEmpty)
    #expect(lintedTexts(code: own + load) == ["Kept", "Pushed"])
  }

  /// The app's main storyboard, named only by its Info.plist: the system loads its entry, and its
  /// other scenes show only when code loads them by identifier or a segue leads there (Olympus's
  /// map screens, their loads commented out).
  @Test func aMainStoryboardNamedOnlyByItsPropertyListShowsWhatItsEntryReaches() {
    let plist = "<plist><dict><key>UIMainStoryboardFile</key><string>Settings</string></dict></plist>"
    #expect(lintedTexts(code: "final class Kept: UIViewController {}\n", plist: plist) == ["Old"])
    let byIdentifier = "final class Kept: UIViewController {}\nlet kept = storyboard?.instantiateViewController(withIdentifier: \"kept\")\n"
    #expect(lintedTexts(code: byIdentifier, plist: plist) == ["Old", "Kept", "Pushed"])
  }

  /// An app that starts as a SwiftUI `App` and loads no storyboard by name (Kraftstoff, its old
  /// `MainStoryboard` left beside its SwiftUI screens): a storyboard nothing names shows nothing,
  /// however its controllers instantiate each other. Started by a UIKit app delegate, or loading a
  /// storyboard by name, the storyboard may show.
  @Test func aStoryboardNothingNamesBesideASwiftUIAppShowsNothing() {
    let kept = "final class Kept: UIViewController {\n  func next() { let pushed = storyboard?.instantiateViewController(withIdentifier: \"kept\") }\n}\n"
    let swiftUIApp = "import SwiftUI\n@main\nstruct FuelApp: App {\n  var body: some Scene { WindowGroup { Text(\"Cars\") } }\n}\n"
    #expect(lintedTexts(code: kept, files: ["App/FuelApp.swift": swiftUIApp]).isEmpty)
    let delegate = "@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }\n"
    #expect(!lintedTexts(code: kept, files: ["App/AppDelegate.swift": delegate]).isEmpty)
    let loading = swiftUIApp + "func legacy() -> UIViewController? { UIStoryboard(name: storyboardName, bundle: nil).instantiateInitialViewController() }\n"
    #expect(!lintedTexts(code: kept, files: ["App/FuelApp.swift": loading]).isEmpty)
  }

  /// An app delegate that puts a controller of its own at the window's root on every launch
  /// (SpidersWeb's "ignore storyboards"): the main storyboard's entry is replaced before it is
  /// drawn, and what only it reaches never shows. Set only on some launches, or after a launch
  /// screen's name, the entry may show.
  @Test func aMainStoryboardsEntryReplacedAtEveryLaunchShowsNothing() {
    let plist = "<plist><dict><key>UIMainStoryboardFile</key><string>Settings</string></dict></plist>"
    func delegate(_ body: String) -> String {
      "final class Kept: UIViewController {}\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n  var window: UIWindow?\n"
        + "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
        + body + "\n    return true\n  }\n}\n"
    }
    let replaced = "    window = UIWindow(frame: UIScreen.main.bounds)\n    window?.makeKeyAndVisible()\n    window?.rootViewController = MainViewController()"
    #expect(lintedTexts(code: delegate(replaced), plist: plist).isEmpty)
    #expect(lintedTexts(code: delegate("    guard launchOptions == nil else {\n      return false\n    }\n" + replaced), plist: plist).isEmpty)
    #expect(lintedTexts(code: delegate("    if Session.isSignedIn {\n      return true\n    }\n" + replaced), plist: plist) == ["Old"])
    #expect(lintedTexts(code: delegate("    if Session.isSignedIn {\n" + replaced + "\n    }"), plist: plist) == ["Old"])
    let launchScreen = "<plist><dict><key>UILaunchStoryboardName</key><string>Settings</string></dict></plist>"
    #expect(lintedTexts(code: delegate(replaced), plist: launchScreen) == ["Old"])
  }

  /// A table the controller fills with two prototype cells, and a static table: Monal's
  /// `progressInCell` prototype, asked for by no code, never shows; a dequeued prototype and a
  /// static table's cells do.
  static let chat = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="chat">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="chat" customClass="ChatViewController" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" id="table">
                            <prototypes>
                                <tableViewCell reuseIdentifier="textInCell" id="c1" customClass="ChatCell">
                                    <label opaque="NO" text="Dequeued" id="l1"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                                </tableViewCell>
                                <tableViewCell reuseIdentifier="progressInCell" id="c2" customClass="ChatCell">
                                    <label opaque="NO" text="Never" id="l2"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <tableViewController storyboardIdentifier="settings" id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="static">
                            <sections>
                                <tableViewSection id="sec">
                                    <cells>
                                        <tableViewCell reuseIdentifier="unusedIdentifier" id="c3">
                                            <label opaque="NO" text="Static" id="l3"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func prototypeCellsNoCodeDequeuesAreLeftOut() {
    func texts(_ code: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("App/Base.lproj/Main.storyboard", Self.chat)
      folder.write("App/Chat.swift", code)
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { ($0["message"] as? String)?.split(separator: "'").dropFirst().first.map(String.init) })
    }
    let code = """
      final class ChatViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "textInCell", for: indexPath)
        }
      }
      final class SettingsViewController: UITableViewController {}
      final class ChatCell: UITableViewCell {}
      func configure(_ cell: UITableViewCell) { (cell as? ChatCell)?.layoutIfNeeded() }
      let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "settings")
      let root = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      """
    #expect(texts(code) == ["Dequeued", "Static"])
    // Its name anywhere, or a literal that begins it (`String(format: "%@%@Cell", "progress",
    // direction)`): it may be asked for.
    #expect(texts(code + "let name = \"progressInCell\".isEmpty\n") == ["Dequeued", "Never", "Static"])
    #expect(texts(code + "let built = String(format: \"%@%@Cell\", \"progress\", inbound ? \"In\" : \"Out\")\n") == ["Dequeued", "Never", "Static"])
  }

  /// A prototype whose reuse identifier is its class's name, and the class declared in a file of
  /// its own that names it nowhere else (Layers' `CallToActionCell`): its declaration asks for no
  /// cell. A file naming it as an identifier, or another file naming it, may.
  @Test func aCellClassDeclarationIsNoDequeue() {
    func texts(cellFile: String, controller: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("App/Base.lproj/Main.storyboard", Self.chat.replacingOccurrences(of: "reuseIdentifier=\"progressInCell\" id=\"c2\" customClass=\"ChatCell\"",
                                                                              with: "reuseIdentifier=\"CallToActionCell\" id=\"c2\" customClass=\"CallToActionCell\""))
      folder.write("App/CallToActionCell.swift", cellFile)
      folder.write("App/Chat.swift", """
        final class ChatViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            \(controller)
          }
        }
        final class SettingsViewController: UITableViewController {}
        final class ChatCell: UITableViewCell {}
        let root = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        """)
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { ($0["message"] as? String)?.split(separator: "'").dropFirst().first.map(String.init) })
    }
    let cell = "//  CallToActionCell.swift\nclass CallToActionCell: UITableViewCell {}\n"
    #expect(!texts(cellFile: cell, controller: "tableView.dequeueReusableCell(withIdentifier: \"textInCell\", for: indexPath)").contains("Never"))
    #expect(texts(cellFile: cell + "extension CallToActionCell { static let reuseIdentifier = String(describing: self) }\n",
                  controller: "tableView.dequeueReusableCell(withIdentifier: \"textInCell\", for: indexPath)").contains("Never"))
    #expect(texts(cellFile: cell, controller: "tableView.dequeueReusableCell(withIdentifier: \"CallToActionCell\", for: indexPath)").contains("Never"))
  }

  /// A literal that is another prototype's whole identifier asks for that cell only: PhysioSync
  /// dequeues `"PatientExerciseTabTVC"` and never the `PatientExerciseTabTVC2` prototype beside it.
  /// A literal no prototype is named by may still begin a built name (Monal's `"progress"`).
  @Test func anotherPrototypesIdentifierBeginsNoBuiltName() {
    func texts(_ dequeued: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("App/Base.lproj/Main.storyboard", Self.chat.replacingOccurrences(of: "reuseIdentifier=\"progressInCell\"", with: "reuseIdentifier=\"textInCell2\""))
      folder.write("App/Chat.swift", """
        final class ChatViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: \(dequeued), for: indexPath)
          }
        }
        final class SettingsViewController: UITableViewController {}
        final class ChatCell: UITableViewCell {}
        let root = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "settings")
        """)
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { ($0["message"] as? String)?.split(separator: "'").dropFirst().first.map(String.init) })
    }
    #expect(texts("\"textInCell\"") == ["Dequeued", "Static"])
    #expect(texts("\"textIn\" + suffix") == ["Dequeued", "Never", "Static"])
    // A longer name that begins with the identifier asks for another cell (GordianWallet's
    // `"lockedUtxoCell1"` beside a `lockedUtxoCell` prototype).
    #expect(texts("isLocked ? \"textInCell21\" : \"textInCell\"") == ["Dequeued", "Static"])
  }

  @Test func objectiveCImplementationsAreRead() {
    let text = UnreferencedCode.ReferenceText(path: "App/Legacy.m", bytes: Array("@implementation LegacyViewController\n@end\n@implementation\tOther : NSObject\n".utf8))
    #expect(StoryboardEntryLoads.objectiveCImplementations(in: [text]) == ["LegacyViewController", "Other"])
  }

  /// A tab taken out of the tab bar with its storyboard reference left behind (WWDCScholars'
  /// Activity tab): a reference no segue leads to loads nothing, so that storyboard's entry scene
  /// never shows; the tab a relationship segue reaches does.
  @Test func aStoryboardOnlyAnUnconnectedReferenceNamesIsNotShown() {
    func document(initial: String, _ scenes: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(initial)">
          <scenes>
      \(scenes)
          </scenes>
      </document>
      """
    }
    func texts(activityConnected: Bool) -> Set<String> {
      let activitySegue = activityConnected ? "<segue destination=\"ref-activity\" kind=\"relationship\" relationship=\"viewControllers\" id=\"t2\"/>" : ""
      let main = document(initial: "tabs", [
        Self.scene("m1", """
                      <tabBarController id="tabs" sceneMemberID="viewController">
                          <connections><segue destination="ref-team" kind="relationship" relationship="viewControllers" id="t1"/>\(activitySegue)</connections>
                      </tabBarController>
      """),
        Self.scene("m2", "<viewControllerPlaceholder storyboardName=\"Team\" id=\"ref-team\" sceneMemberID=\"viewController\"/>"),
        Self.scene("m3", "<viewControllerPlaceholder storyboardName=\"Activity\" id=\"ref-activity\" sceneMemberID=\"viewController\"/>"),
      ].joined(separator: "\n"))
      let folder = TemporaryFolder()
      folder.write("App/Base.lproj/Main.storyboard", main)
      folder.write("App/Base.lproj/Team.storyboard", document(initial: "team", Self.scene("s1", Self.controller("viewController", id: "team", label: "Team"))))
      folder.write("App/Base.lproj/Activity.storyboard", document(initial: "nav", [
        Self.scene("s1", """
                      <navigationController id="nav" sceneMemberID="viewController">
                          <connections><segue destination="activity" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                      </navigationController>
      """),
        Self.scene("s2", Self.controller("viewController", id: "activity", label: "활동")),
      ].joined(separator: "\n")))
      folder.write("App/App.swift", "final class Team: UIViewController {}\nfinal class 활동: UIViewController {}\n")
      folder.write("App/Info.plist", "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>")
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { ($0["message"] as? String)?.split(separator: "'").dropFirst().first.map(String.init) })
    }
    #expect(texts(activityConnected: false) == ["Team"])
    #expect(texts(activityConnected: true) == ["Team", "활동"])
  }

  /// Only a storyboard key loads a storyboard from Info.plist, not any string of its name (a
  /// quick action titled "Activity").
  @Test func aPropertyListLoadsAStoryboardOnlyThroughAStoryboardKey() {
    let plist = """
      <dict>
        <key>UIApplicationShortcutItems</key>
        <array><dict><key>UIApplicationShortcutItemTitle</key><string>Activity</string></dict></array>
        <key>UIMainStoryboardFile</key>
        <string>Main</string>
        <key>UISceneConfigurations</key>
        <dict><key>UISceneStoryboardFile</key>    <string>설정</string></dict>
        <key>NSExtension</key>
        <dict><key>NSExtensionMainStoryboard</key><string>MainInterface</string></dict>
      </dict>
      """
    #expect(StoryboardEntryLoads.namesStoryboard("Main", propertyList: plist))
    #expect(StoryboardEntryLoads.namesStoryboard("설정", propertyList: plist))
    #expect(StoryboardEntryLoads.namesStoryboard("MainInterface", propertyList: plist))
    #expect(!StoryboardEntryLoads.namesStoryboard("Activity", propertyList: plist))
  }

  func lintedTexts(
    code: String, plist: String? = nil, project: String? = nil, storyboard: String = Self.settings, storyboardName: String = "Settings",
    files: [String: String] = [:]
  ) -> Set<String> {
    let folder = TemporaryFolder()
    folder.write("App/Base.lproj/\(storyboardName).storyboard", storyboard)
    folder.write("App/Screens.swift", code)
    for (path, text) in files { folder.write(path, text) }
    if let plist { folder.write("App/Info.plist", plist) }
    if let project { folder.write("App.xcodeproj/project.pbxproj", project) }
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    return Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { ($0["message"] as? String)?.split(separator: "'").dropFirst().first.map(String.init) })
  }

  /// A table of identifiers (`static let kept = "Kept"`, Distaff's `Constants.swift`) whose
  /// constant no code reads loads nothing; read once, it loads the scene and what it pushes.
  @Test func anIdentifierOnlyAnUnreadConstantHoldsLoadsNothing() {
    func linted(_ code: String, plist: String? = nil) -> Set<String> {
      lintedTexts(
        code: "let settings = UIStoryboard(name: \"Settings\", bundle: nil)\n" + code, plist: plist,
        storyboard: Self.settings.replacingOccurrences(of: "storyboardIdentifier=\"kept\"", with: "storyboardIdentifier=\"Kept\""),
        files: ["App/Kept.swift": "final class Kept: UIViewController {}\n", "App/Identifiers.swift": "enum Identifiers {\n  static let kept = \"Kept\"\n}\n"])
    }
    #expect(linted("").isEmpty)
    #expect(linted("let kept = settings.instantiateViewController(withIdentifier: Identifiers.kept)\n") == ["Kept", "Pushed"])
    // Named outside Swift too (a property list, another storyboard's reference): loaded whatever the constant does.
    #expect(linted("", plist: "<plist><dict><key>Shortcut</key><string>Kept</string></dict></plist>") == ["Kept", "Pushed"])
  }

  /// R.swift's `R.generated.swift` lists every scene's identifier and class (Bevy's menu screens,
  /// their entries commented out of the menu): that loads nothing; the app's call of the accessor
  /// R.swift makes for the scene (`R.storyboard.settings.kept()`) does.
  @Test func rSwiftsGeneratedListLoadsOnlyWhatCodeCallsItsAccessorFor() {
    let generated = """
      // This is a generated file, do not edit!
      import Rswift
      struct R: Rswift.Validatable {
        struct storyboard { static let settings = _R.storyboard.settings() }
        static func validate() throws { try _R.validate() }
      }
      struct _R: Rswift.Validatable {
        static func validate() throws { try storyboard.validate() }
        struct storyboard: Rswift.Validatable {
          static func validate() throws { try settings.validate() }
          struct settings: Rswift.StoryboardResourceType, Rswift.Validatable {
            let kept = StoryboardViewControllerResource<Kept>(identifier: "Kept")
            let name = "Settings"
            func kept(_: Void = ()) -> Kept? { UIKit.UIStoryboard(resource: self).instantiateViewController(withResource: kept) }
            static func validate() throws {
              if _R.storyboard.settings().kept() == nil { throw Rswift.ValidationError(description: "[R.swift] 'kept' could not be loaded as 'Kept'.") }
            }
          }
        }
      }
      """
    func linted(_ code: String) -> Set<String> {
      lintedTexts(
        code: "let settings = UIStoryboard(name: \"Settings\", bundle: nil)\n" + code,
        storyboard: Self.settings.replacingOccurrences(of: "storyboardIdentifier=\"kept\"", with: "storyboardIdentifier=\"Kept\""),
        files: ["App/Kept.swift": "final class Kept: UIViewController {}\n", "App/R.generated.swift": generated])
    }
    #expect(linted("").isEmpty)
    #expect(linted("let kept = R.storyboard.settings.kept()\n") == ["Kept", "Pushed"])
  }

  /// A storyboard of one scene named after its class and loaded by a `Storyboarded` helper
  /// (`UIStoryboard(name: String(describing: self), …)`): shown while the class exists; once the
  /// class is commented out, nothing can load it (a card app's old detail screen).
  @Test func aOneSceneStoryboardWhoseClassIsGoneIsLoadedByNothing() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="detail">
          <scenes>
      \(Self.scene("s1", Self.controller("viewController", id: "detail", label: "CardDetailViewController")))
          </scenes>
      </document>
      """
    let helper = """
      protocol Storyboarded: UIViewController { static func instantiate() -> Self }
      extension Storyboarded {
        static func instantiate() -> Self {
          let storyboardName = String(describing: self)
          return UIStoryboard(name: storyboardName, bundle: nil).instantiateInitialViewController() as! Self
        }
      }
      """
    func linted(_ detail: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("App/CardDetailViewController.storyboard", storyboard)
      folder.write("App/Storyboarded.swift", helper)
      folder.write("App/CardDetailViewController.swift", detail)
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { ($0["message"] as? String)?.split(separator: "'").dropFirst().first.map(String.init) })
    }
    #expect(linted("final class CardDetailViewController: UIViewController, Storyboarded {}\n") == ["CardDetailViewController"])
    #expect(linted("//final class CardDetailViewController: UIViewController, Storyboarded {}\n").isEmpty)
  }

  /// GetFit's `Rating.storyboard`: one scene with no identifier and no entry, its class declared
  /// and its name inside other words of the code (`createRating`): `instantiateInitialViewController()`
  /// gives nil, so nothing shows it; given an entry, it may be shown.
  @Test func aOneSceneStoryboardWithNoEntryOrIdentifierIsLoadedByNothing() {
    func linted(initial: String) -> Set<String> {
      let folder = TemporaryFolder()
      folder.write("App/Rating.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(initial)>
            <scenes>
        \(Self.scene("s1", Self.controller("viewController", id: "rate", label: "RatingViewController")))
            </scenes>
        </document>
        """)
      folder.write("App/RatingViewController.swift", "final class RatingViewController: UIViewController {\n  func send() { provider.request(.createRating(value: 5)) }\n}\n")
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { ($0["message"] as? String)?.split(separator: "'").dropFirst().first.map(String.init) })
    }
    #expect(linted(initial: "").isEmpty)
    #expect(linted(initial: " initialViewController=\"rate\"") == ["RatingViewController"])
  }

  /// iTorrent's Patreon screen: a stack hidden in the xib with no outlet to it, to anything in it
  /// or to the view holding it is never shown; given an outlet, code may show it.
  @Test func aHiddenViewNoCodeReachesIsNotShown() {
    func linted(outlet: String, labelClass: String = "", labelHidden: String = "", rule: String = "fixed-text-size") -> [String] {
      let folder = TemporaryFolder()
      folder.write("App/PatreonViewController.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PatreonViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o-1"/>\(outlet)
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <stackView contentMode="scaleToFill" axis="vertical" id="outer">
                            <subviews>
                                <stackView hidden="YES" contentMode="scaleToFill" axis="vertical" id="thanks">
                                    <subviews>
                                        <label opaque="NO" text="Special thanks to:" id="Lbl-00-001"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                                    </subviews>
                                </stackView>
                                <label\(labelHidden) opaque="NO" text="Connection lost" id="Lbl-00-002"\(labelClass)><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
                            </subviews>
                        </stackView>
                    </subviews>
                </view>
            </objects>
        </document>
        """)
      folder.write("App/PatreonViewController.swift", "final class PatreonViewController: UIViewController {\n  @IBOutlet var thanksStack: UIStackView!\n  func show() { thanksStack?.isHidden = false }\n}\nlet patreon = PatreonViewController(nibName: \"PatreonViewController\", bundle: nil)\nfinal class ConnectionBannerLabel: UILabel {\n  func connectionDropped() { isHidden = false }\n}\n")
      let result = folder.run("lint", ".", "--format", "json", "--only", rule)
      return InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String }
    }
    #expect(linted(outlet: "", labelHidden: " hidden=\"YES\"").isEmpty)
    #expect(linted(outlet: "\n<outlet property=\"thanksStack\" destination=\"thanks\" id=\"o-2\"/>", labelHidden: " hidden=\"YES\"") == ["App/PatreonViewController.xib"])
    // A label of the app's own class may show itself (a connection banner unhiding itself).
    #expect(linted(outlet: "", labelHidden: " hidden=\"YES\"", rule: "text-size-updates").isEmpty)
    #expect(linted(outlet: "", labelClass: " customClass=\"ConnectionBannerLabel\"", labelHidden: " hidden=\"YES\"", rule: "text-size-updates")
      == ["App/PatreonViewController.xib"])
  }

  @Test func findingsInScenesNothingShowsAreLeftOut() {
    // A storyboard no code names is loaded some way the sources don't show: all of it is kept
    // but a scene no way of loading reaches (no identifier, not the entry, no segue to it).
    #expect(lintedTexts(code: "final class Kept: UIViewController {}\n") == ["Old", "Kept", "Pushed"])
    let byIdentifier = "final class Kept: UIViewController {}\nlet kept = UIStoryboard(name: \"Settings\", bundle: .main).instantiateViewController(withIdentifier: \"kept\")\n"
    #expect(lintedTexts(code: byIdentifier) == ["Kept", "Pushed"])
    // Code that loads the storyboard whole shows its entry scene too.
    let whole = byIdentifier + "let root = UIStoryboard(name: \"Settings\", bundle: nil).instantiateInitialViewController()\n"
    #expect(lintedTexts(code: whole) == ["Old", "Kept", "Pushed"])
    // A storyboard loaded whole by a call whose storyboard can't be told may be this one.
    let unknown = byIdentifier + "let root = storyboard?.instantiateInitialViewController()\n"
    #expect(lintedTexts(code: unknown) == ["Old", "Kept", "Pushed"])
    // Another storyboard loaded whole is not this one.
    let other = byIdentifier + "let board = UIStoryboard(name: \"Sync\", bundle: nil)\nlet root = board.instantiateInitialViewController()\n"
    #expect(lintedTexts(code: other) == ["Kept", "Pushed"])
    // The Info.plist's main storyboard.
    let plist = "<plist><dict><key>UIMainStoryboardFile</key><string>Settings</string></dict></plist>"
    #expect(lintedTexts(code: byIdentifier, plist: plist) == ["Old", "Kept", "Pushed"])
    // A build setting giving a generated Info.plist its main storyboard, in a project folders above.
    let named = "buildSettings = {\n\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Settings;\n\t\t\t};\n"
    #expect(lintedTexts(code: byIdentifier, project: named) == ["Old", "Kept", "Pushed"])
    let otherSetting = "buildSettings = {\n\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;\n\t\t\t};\n"
    #expect(lintedTexts(code: byIdentifier, project: otherSetting) == ["Kept", "Pushed"])
  }

  /// Read once per project, whatever the number of storyboards: every storyboard key's value,
  /// quoted or not.
  @Test func buildSettingsNameTheirStoryboards() {
    let project = """
      \t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
      \t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = "메인 화면";
      \t\t\t\tPRODUCT_NAME = Settings;
      """
    #expect(BuildSettingStoryboards.storyboardNames(inProject: project) == ["LaunchScreen", "메인 화면"])
  }

  @Test func aStoryboardsReferencesAreReadOnce() {
    let text = "<viewControllerPlaceholder storyboardName=\"Team\" id=\"a\"/><viewControllerPlaceholder storyboardName=\"활동\" referencedIdentifier=\"x\" id=\"b\"/>"
    #expect(StoryboardEntryLoads.referencedStoryboardNames(in: text) == ["Team", "활동"])
    #expect(StoryboardEntryLoads.referencedStoryboardNames(in: "<scenes/>").isEmpty)
  }

  @Test func theStoryboardACallLoadsIsTheNearestBeforeIt() {
    func name(_ code: String) -> String? {
      let range = code.range(of: "InitialViewController")!
      return StoryboardEntryLoads.storyboardName(before: range.lowerBound, in: code)
    }
    #expect(name("let s = UIStoryboard(name: \"A\", bundle: nil)\nlet b = UIStoryboard(name: \"B\", bundle: nil)\nb.instantiateInitialViewController()") == "B")
    #expect(name("[[UIStoryboard storyboardWithName:@\"Main\" bundle:nil] instantiateInitialViewController]") == "Main")
    #expect(name("R.storyboard.settings.instantiateInitialViewController()") == "settings")
    #expect(name("let s = UIStoryboard(name: name, bundle: nil)\ns.instantiateInitialViewController()") == nil)
    #expect(name("storyboard?.instantiateInitialViewController()") == nil)
  }

  /// A class only a scene nothing shows names is unused too, and so is what only it uses (Snip's
  /// old feed screen, left in its storyboard after a new one replaced it, and the cell only that
  /// screen made): their Swift findings go with the scene's.
  @Test func aClassOnlyAnUnshownSceneNamesIsUnused() {
    func swiftFiles(router: String) -> [String] {
      let folder = TemporaryFolder()
      folder.write("App/Base.lproj/Settings.storyboard", Self.settings)
      folder.write("App/AppDelegate.swift", """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          func show() {
            let kept = UIStoryboard(name: "Settings", bundle: .main).instantiateViewController(withIdentifier: "kept")
            \(router)
          }
        }
        """)
      folder.write("App/Kept.swift", "final class Kept: UIViewController {}\n")
      folder.write("App/Orphan.swift", """
        final class Orphan: UIViewController {
          let header = OrphanHeader()
        }
        final class OrphanHeader: UIView {
          let titleLabel = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = .systemFont(ofSize: 13)
          }
        }
        """)
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String }.filter { $0.hasSuffix(".swift") }
    }
    #expect(swiftFiles(router: "").isEmpty)
    // The neighbour: code that makes the screen itself; its scene and its code show.
    #expect(swiftFiles(router: "window?.rootViewController?.present(Orphan(), animated: true)").map { ($0 as NSString).lastPathComponent } == ["Orphan.swift"])
  }

  /// MorningBear's sign-up flow: its first scene's class loads the storyboard by the scene's own
  /// name and pushes the other scenes by identifier; only commented-out code opened it. The
  /// class's own literal loads nothing, so the flow and what only it loads are unused. The
  /// neighbour: the login screen opens it.
  @Test func aFlowOnlyItsOwnFirstControllerLoadsIsUnused() {
    func swiftFiles(login: String) -> [String] {
      let folder = TemporaryFolder()
      folder.write("App/Base.lproj/InitialInfo.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
              <scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="InitialInfo" id="Y6W-OH-hqX" customClass="InitialInfoViewController" customModuleProvider="target" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="v1"/>
                </viewController>
              </objects></scene>
              <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="SetGoal" id="Sg1-OH-hqX" customClass="SetGoalViewController" customModuleProvider="target" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="v2"/>
                </viewController>
              </objects></scene>
            </scenes>
        </document>
        """)
      folder.write("App/AppDelegate.swift", """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window?.rootViewController = LoginViewController()
            return true
          }
        }
        final class LoginViewController: UIViewController {
          func didLogIn() {
            \(login)
          }
        }
        """)
      folder.write("App/InitialInfoViewController.swift", """
        final class InitialInfoViewController: UIViewController {
          override func viewDidLoad() {
            let storyboard = UIStoryboard(name: "InitialInfo", bundle: nil)
            let goal = storyboard.instantiateViewController(withIdentifier: "SetGoal")
            addChild(goal)
          }
        }
        """)
      folder.write("App/SetGoalViewController.swift", """
        final class SetGoalViewController: UIViewController {
          let goalLabel = UILabel()
          override func viewDidLoad() { goalLabel.font = .systemFont(ofSize: 13) }
        }
        """)
      let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
      return InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["file"] as? String }.filter { $0.hasSuffix(".swift") }
    }
    let opened = """
      let vc = UIStoryboard(name: "InitialInfo", bundle: nil).instantiateViewController(withIdentifier: "InitialInfo")
          show(vc, sender: self)
      """
    #expect(swiftFiles(login: "// " + opened.replacingOccurrences(of: "\n", with: "\n// ")).isEmpty)
    #expect(swiftFiles(login: opened).map { ($0 as NSString).lastPathComponent } == ["SetGoalViewController.swift"])
  }

  /// The classes newly hidden scenes name, for deciding whether the search for unused code must
  /// run again: only lines hidden now and not before count.
  @Test func theClassesNewlyHiddenLinesName() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <scenes>
              <scene sceneID="s1"><objects><viewController id="k1" customClass="Kept" sceneMemberID="viewController"/></objects></scene>
              <scene sceneID="s2"><objects><viewController id="o1" customClass="Orphan" sceneMemberID="viewController"/></objects></scene>
              <scene sceneID="s3"><objects><viewController id="c1" customClass="OrphanCell" sceneMemberID="viewController"/></objects></scene>
          </scenes>
      </document>
      """
    let document = try InterfaceBuilderAnalyzer.read(data: Data(text.utf8), path: "/app/Main.storyboard")
    var before = UnshownStoryboardParts(documents: [], models: [], texts: [], currentDirectory: "/")
    before.lines = ["/app/Main.storyboard": [5...5]]
    var after = before
    after.lines = ["/app/Main.storyboard": [5...6]]
    #expect(after.classesNamed(beyond: before, in: [document]) == ["OrphanCell"])
    #expect(before.classesNamed(beyond: before, in: [document]).isEmpty)
  }

  /// A class named in another file's code may load its scene; its name in a log message's words
  /// or a comment doesn't (Snip's `print("PostDetailViewController.keyboardWillHide")`).
  @Test func aClassIsNamedByCodeNotByALogMessage() {
    func named(_ code: String) -> Bool { StoryboardIdentifierLoads.namesInCode("PostDetail", in: Array(code.utf8)) }
    #expect(!named("print(\"PostDetail.keyboardWillHide\")"))
    #expect(!named("// PostDetail.swift"))
    #expect(!named("let other = PostDetailCell()"))
    #expect(named("let screen = PostDetail()"))
    #expect(named("let id = String(describing: PostDetail.self)"))
    #expect(named("let id = \"PostDetail\""))
    #expect(named("let id = \"\\(PostDetail.self)\""))
  }

  /// Prey's storyboard names and scene identifiers kept as the cases of a `String` enum
  /// (`StoryboardIdVC.homeWeb.rawValue`): a case mentioned loads its scene; one the enum lists
  /// and nothing mentions (`home`) doesn't.
  @Test func namesKeptInAStringEnumAreNamedWhenACaseIsMentioned() {
    let enumCode = "enum StoryboardIdVC: String { case Settings, kept, orphan }\nfinal class Kept: UIViewController {}\n"
    let loads = enumCode + "let kept = UIStoryboard(name: StoryboardIdVC.Settings.rawValue, bundle: nil).instantiateViewController(withIdentifier: StoryboardIdVC.kept.rawValue)\n"
    #expect(lintedTexts(code: loads) == ["Kept", "Pushed"])
    // The storyboard named through the enum, no scene's case mentioned: none of them shows.
    let named = enumCode + "let board = UIStoryboard(name: StoryboardIdVC.Settings.rawValue, bundle: nil)\n"
    #expect(lintedTexts(code: named).isEmpty)
  }

  /// A template's storyboard left in the app (Hacker News's `Main.storyboard`): no code, property
  /// list or build setting names it, and the classes of its scenes are all gone. It never loads.
  /// With one of its classes declared it may; with its name in the Info.plist, its entry does.
  @Test func aStoryboardNothingNamesWhoseClassesAreAllGoneNeverLoads() {
    #expect(lintedTexts(code: "let unrelated = 1\n").isEmpty)
    #expect(lintedTexts(code: "final class Orphan: UIViewController {}\n") == ["Old", "Kept", "Pushed"])
    let plist = "<plist><dict><key>UIMainStoryboardFile</key><string>Settings</string></dict></plist>"
    #expect(lintedTexts(code: "let unrelated = 1\n", plist: plist) == ["Old"])
  }

  /// A storyboard nothing names, called a developer's scratch board (PARASOL's `test.storyboard`,
  /// whose class is still declared): never loaded. The same board under a screen's name may be.
  @Test func aScratchStoryboardNothingNamesNeverLoads() {
    let declared = "final class Orphan: UIViewController {}\n"
    #expect(lintedTexts(code: declared, storyboardName: "test").isEmpty)
    #expect(lintedTexts(code: declared, storyboardName: "SampleScreens").isEmpty)
    #expect(lintedTexts(code: declared, storyboardName: "Settings") == ["Old", "Kept", "Pushed"])
    #expect(lintedTexts(code: declared, storyboardName: "ProductCatalog") == ["Old", "Kept", "Pushed"])
  }

  /// An older copy of a screen's storyboard left beside the one the app loads (a Seoul guide's
  /// `SearchPlace.storyboard`): every load by name writes its name and none writes this one, so
  /// none of its scenes shows, whatever classes it names. A name worked out at run time may be it.
  @Test func aStoryboardNoWrittenLoadNamesNeverLoads() {
    let declared = "final class Orphan: UIViewController {}\n"
    #expect(lintedTexts(code: declared + "let search = UIStoryboard(name: \"Search\", bundle: nil)\n").isEmpty)
    #expect(lintedTexts(code: declared + "let search = UIStoryboard(name: screenName, bundle: nil)\n") == ["Old", "Kept", "Pushed"])
    // Nukon's `Writing.storyboard`: its name only inside other names (`SettingsCell`), and a stray
    // Objective-C file that loads no storyboard by name, change nothing.
    let within = declared + "let search = UIStoryboard(name: \"Search\", bundle: nil)\nfinal class SettingsCell: UITableViewCell {}\n"
    #expect(lintedTexts(code: within, files: ["App/Launch.m": "@implementation Launch\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n"]).isEmpty)
    // Loaded by a name Objective-C builds: it may be this one.
    #expect(lintedTexts(code: within, files: ["App/Launch.m": "UIStoryboard *board = [UIStoryboard storyboardWithName:name bundle:nil];\n"]) == ["Old", "Kept", "Pushed"])
  }

  /// semomun's `Study_phone.storyboard`, beside the `Study` every screen loads through its class's
  /// `storyboardName`: each load reads a property or writes a name, and no source holds this
  /// storyboard's name, so the scenes its identifiers match load from the other storyboard. A
  /// property that builds its name (`"\(base)ings"`), or a load reading `self`'s, may be it.
  @Test func aStoryboardNoSourceNamesWhereLoadsReadPropertiesNeverLoads() {
    let loads = """
      final class Orphan: UIViewController {}
      final class SearchVC: UIViewController { static let storyboardName = "Search" }
      let search = UIStoryboard(name: SearchVC.storyboardName, bundle: nil)
      let kept = search.instantiateViewController(withIdentifier: "kept")

      """
    #expect(lintedTexts(code: loads).isEmpty)
    let built = loads.replacingOccurrences(of: "static let storyboardName = \"Search\"", with: "static var storyboardName: String { \"\\(base)ings\" }")
    #expect(lintedTexts(code: built) == ["Old", "Kept", "Pushed"])
    #expect(lintedTexts(code: loads + "let mine = UIStoryboard(name: self.boardName, bundle: nil)\n") == ["Old", "Kept", "Pushed"])
    // Through the app's own initializer, given the type whose property names the storyboard.
    let initializer = """
      extension UIStoryboard {
        convenience init(controllerType: SearchVC.Type) { self.init(name: controllerType.storyboardName, bundle: nil) }
      }
      let typed = UIStoryboard(controllerType: SearchVC.self)

      """
    #expect(lintedTexts(code: loads + initializer).isEmpty)
    #expect(lintedTexts(code: built + initializer) == ["Old", "Kept", "Pushed"])
    #expect(lintedTexts(code: loads + "let other = UIStoryboard(name: names[idiom]!, bundle: nil)\n") == ["Old", "Kept", "Pushed"])
  }
}
