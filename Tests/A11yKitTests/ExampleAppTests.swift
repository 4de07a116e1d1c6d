import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// The README's main command audits the bundled example app: the "Before" variant has the
/// defects the guideline texts describe, the "After" variant has them fixed.
struct ExampleAppTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  static func audit(_ variant: String) -> (CommandResult, [[String: Any]]) {
    let context = ToolContext(currentDirectory: repositoryRoot)
    let result = CommandLineTool.run(
      arguments: ["lint", "Examples/BeanBar/\(variant)", "--format", "json"], context: context)
    let json = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    return (result, json?["findings"] as? [[String: Any]] ?? [])
  }

  @Test func beforeVariantFailsWithTheSeededDefects() {
    let (result, findings) = Self.audit("Before")
    #expect(result.exitCode == ExitCode.findingsFailed)
    let reported = Set(findings.compactMap { finding -> String? in
      guard let rule = finding["rule"] as? String, let file = finding["file"] as? String else { return nil }
      return "\(rule) \(URL(fileURLWithPath: file).lastPathComponent)"
    })
    // One finding per seeded defect of the foundation rules (see Examples/README.md).
    let expected: Set<String> = [
      "swiftui-image-label HomeView.swift",               // the unlabelled 이벤트 banner
      "swiftui-control-name HomeView.swift",              // icon buttons read as "버튼"
      "uikit-button-name PaymentKeypadViewController.swift", // the security keypad
      "label-quality MenuListView.swift",                 // "btn_close"
      "label-quality CheckoutView.swift",                 // "버튼", "닫기 버튼"
      "label-quality StoreDetailViewController.swift",    // "image1"
      "hint-without-label CheckoutView.swift",
      "uikit-image-view-label StoreDetailViewController.swift",
      "swiftui-tap-gesture-role MenuListView.swift",
      "uikit-tap-gesture-role StoreDetailViewController.swift",
      "hidden-container-controls SettingsView.swift",
      "label-quality SeasonalIngredientsView.swift",      // "mango image"
      "swiftui-image-label SeasonalIngredientsView.swift", // the artichoke
      "uikit-text-input-label CardRegistrationViewController.swift", // card number by placeholder
      "swiftui-input-label CheckoutView.swift",
      "swiftui-input-label SettingsView.swift",           // the bell toggle
      // Interface Builder: the rewards storyboard and the menu cell xib.
      "ib-scene-title Rewards.storyboard",                // no navigation title
      "fixed-text-size Rewards.storyboard",               // 13 pt system font
      "uikit-tap-gesture-role Rewards.storyboard",        // tappable stamp card
      "uikit-image-view-label Rewards.storyboard",        // gold badge
      "color-text-contrast Rewards.storyboard",           // BrandAccent on CardBackground in dark
      "text-size-updates Rewards.storyboard",             // text style without Automatically Adjusts Font
      "uikit-text-input-label Rewards.storyboard",        // coupon field by placeholder
      "uikit-button-name Rewards.storyboard",             // gift icon button
      "label-quality Rewards.storyboard",                 // "공유 버튼", and no English "닫기"
      "target-size Rewards.storyboard",                   // 24 pt close button
      "fixed-text-size MenuItemCell.xib",                 // 13 pt price
      "uikit-button-name MenuItemCell.xib",               // heart button
      // Behaviour rules (gestures, WWDC custom controls, time, motion, media).
      "custom-value-control CoffeeDispenserView.swift",   // the WWDC coffee dispenser
      "direct-touch-alternative VirtualCatView.swift",    // the WWDC virtual cat
      "swiftui-gesture-alternative VirtualCatView.swift", // pinch-only photo zoom
      "auto-advancing-content EventsView.swift",
      "flashing-content EventsView.swift",
      "media-autoplay EventsView.swift",
      "repeating-motion EventsView.swift",
      "time-limit EventsView.swift",
      "context-change-on-input PickupView.swift",
      "sensory-instruction PickupView.swift",
      "empty-alert PickupView.swift",
      "sound-only-alert PickupView.swift",
      "custom-modal-focus PickupView.swift",
      "icon-label-consistency PickupView.swift",
      "custom-player-captions BaristaVideoView.swift",
      "uikit-gesture-alternative StoreDetailViewController.swift", // pinch-only map zoom
      "screen-title HomeView.swift",                     // the lesson screen has no title
      // Consistency, predictability, titles, instructions and alerts (rows 23a–23h).
      "value-announcement-throttle BrewLabView.swift",    // an announcement on every slider step
      "external-link-trait BrewLabView.swift",            // a SwiftUI button that opens Safari
      "same-label-different-action BrewLabView.swift",    // "보관" archives here, deletes there
      "external-link-trait StoreNoticeViewController.swift", // a UIKit button whose target opens Safari
      "dialog-button-order StoreNoticeViewController.swift", // cancel added last in one alert of three
      "screen-title StoreNoticeViewController.swift",    // a pushed controller with no title
      "sensory-instruction Localizable.xcstrings",       // a catalog entry no Swift file shows
      "sound-only-alert StoreNoticeViewController.swift", // a chime-only AVAudioPlayer signal
      // Focus (rows 24a–24c): the receipt's reading order, a width placeholder VoiceOver reads, an unannounced notice.
      "sort-priority-order ReceiptView.swift",
      "invisible-content-focus ReceiptView.swift",
      "inserted-content-announcement ReceiptView.swift",
    ]
    let missing = expected.subtracting(reported)
    #expect(missing.isEmpty, "not reported: \(missing.sorted())")
    // The stamp picture is an outlet that Swift labels from data: the storyboard alone would flag it.
    let stampLine = findings.contains { ($0["file"] as? String)?.hasSuffix("Rewards.storyboard") == true && $0["line"] as? Int == 44 }
    #expect(!stampLine)
  }

  @Test func afterVariantHasNoWarningsOrErrors() {
    let (result, findings) = Self.audit("After")
    #expect(result.exitCode == ExitCode.success)
    let failing = findings.filter { ($0["severity"] as? String) != "info" }
    #expect(failing.isEmpty, "unexpected: \(failing.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" })")
    #expect(CommandLineTool.run(
      arguments: ["lint", "Examples/BeanBar/After", "--strict"],
      context: ToolContext(currentDirectory: Self.repositoryRoot)).exitCode == ExitCode.success)
  }

  /// The README's main command audits both variants at once: each is judged against its own
  /// asset catalog, so Before's too-dark `BrandAccent` must not be reported in After.
  @Test func bothVariantsTogetherKeepTheirOwnCatalogs() {
    let result = CommandLineTool.run(
      arguments: ["lint", "Examples/BeanBar/Before", "Examples/BeanBar/After", "--format", "json"],
      context: ToolContext(currentDirectory: Self.repositoryRoot))
    let json = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let findings = json?["findings"] as? [[String: Any]] ?? []
    let inAfter = findings.filter { ($0["file"] as? String)?.contains("/After/") == true }
    #expect(inAfter.isEmpty, "unexpected: \(inAfter.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" })")
    let (_, beforeAlone) = Self.audit("Before")
    #expect(findings.count == beforeAlone.count)
  }
}
