import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// Storyboards whose owners are Objective-C classes: what the Objective-C code sets on their
/// outlets replaces what the file shows (OsmAnd's plug-in screen sets its button's font in
/// `viewDidLoad`), read from the `.m` and `.mm` files by bytes.
struct ObjectiveCViewStylingTests {
  @Test func aClassesOwnViewsAreReadByClassAndProperty() {
    let source = """
      @implementation OAPluginInstalledViewController
      - (void)viewDidLoad {
          self.enableButton.titleLabel.font = [UIFont scaledSystemFontOfSize:15 weight:UIFontWeightSemibold];
          [self.doneButton setTitle:OALocalizedString(@"shared_string_ok") forState:UIControlStateNormal];
          _titleView.textColor = UIColor.labelColor;
          self.phone.accessibilityLabel = @"Phone";
          cell.topLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
          if (self.countLabel.text == nil) { }
          self.statusLabel.textColor2 = nil;
      }
      @end
      @implementation OAOtherView
      - (void)setup { self.topLabel.font = nil; }
      @end
      """
    let found = ObjectiveCViewStyling.assignments(in: [Array(source.utf8)])
    #expect(found["OAPluginInstalledViewController.enableButton"] == ["titleLabel.font"])
    #expect(found["OAPluginInstalledViewController.doneButton"] == ["setTitle"])
    #expect(found["OAPluginInstalledViewController.titleView"] == ["textColor"])
    #expect(found["OAPluginInstalledViewController.phone"] == ["accessibilityLabel"])
    #expect(found["OAOtherView.topLabel"] == ["font"])
    // Another object's view may be anyone's; a comparison is no assignment; `.textColor2` is
    // another property.
    #expect(found["OAPluginInstalledViewController.topLabel"] == nil)
    #expect(found["OAPluginInstalledViewController.countLabel"] == nil)
    #expect(found["OAPluginInstalledViewController.statusLabel"] == nil)
  }

  /// A binary or non-UTF-8 `.m` is read as bytes like any other: no crash, nothing made up.
  @Test func bytesThatAreNoTextGiveNothing() {
    var bytes = Array(0...255).map(UInt8.init) + Array("@implementation \u{FF}X\n self.\u{FE}label.font = 1;".utf8)
    bytes += [0xFF, 0xFE, 0x2E, 0x66, 0x6F, 0x6E, 0x74, 0x20, 0x3D]
    let found = ObjectiveCViewStyling.assignments(in: [bytes, []])
    #expect(found.keys.allSatisfy { !$0.hasPrefix(".") })
    let folder = TemporaryFolder()
    folder.write("App/Broken.m", data: Data(bytes))
    folder.write("App/OAPluginInstalledViewController.xib", Self.nib)
    #expect(folder.lintedValues(only: "fixed-text-size", "rule") == ["fixed-text-size"])
  }

  static let nib = InterfaceBuilderLintTests.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OAPluginInstalledViewController">
          <connections><outlet property="enableButton" destination="Btn-00-001" id="Out-00-001"/></connections>
        </placeholder>
        <button opaque="NO" buttonType="system" id="Btn-00-001">
          <fontDescription key="fontDescription" type="system" pointSize="15"/>
          <state key="normal" title="Enable"/>
        </button>
    """)

  @Test func aFontTheObjectiveCOwnerSetsReplacesTheFilesFont() {
    let folder = TemporaryFolder()
    folder.write("App/OAPluginInstalledViewController.xib", Self.nib)
    folder.write("App/OAPluginInstalledViewController.mm", """
      @implementation OAPluginInstalledViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.enableButton.titleLabel.font = [UIFont scaledSystemFontOfSize:15 weight:UIFontWeightSemibold];
      }
      @end
      """)
    #expect(folder.lintedValues(only: "fixed-text-size", "rule").isEmpty)
  }

  @Test func anObjectiveCOwnerThatSetsNoFontLeavesTheQuestion() {
    let folder = TemporaryFolder()
    folder.write("App/OAPluginInstalledViewController.xib", Self.nib)
    folder.write("App/OAPluginInstalledViewController.mm", """
      @implementation OAPluginInstalledViewController
      - (void)viewDidLoad { [self.enableButton setTitle:@"OK" forState:UIControlStateNormal]; }
      @end
      """)
    #expect(folder.lintedValues(only: "fixed-text-size", "rule") == ["fixed-text-size"])
  }
}
