import A11yCore
import A11ySwiftSource
import Testing

/// Code an iOS build never compiles is not audited (issue 7 §6, Yattee: 130 of 494 findings were
/// macOS/tvOS code); a finding in code that may ship names every `#if` around it, outermost first.
struct IOSCompilationTests {
  func findings(_ files: [String: String], rules: [any SwiftSourceRule.Type]) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: rules, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  /// One fixed-size text per branch: the lines that are still reported.
  func reportedLines(_ source: String) -> [Int] {
    findings(["A.swift": source], rules: [FixedTextSizeRule.self]).map(\.position.line)
  }

  @Test func otherPlatformsBranchesAreNotReported() {
    let source = """
      struct A: View {
        var body: some View {
          VStack {
            #if os(macOS)
            Text("mac").font(.system(size: 11))
            #elseif os(tvOS)
            Text("tv").font(.system(size: 11))
            #else
            Text("phone").font(.system(size: 11))
            #endif
            #if !os(tvOS)
            Text("not tv").font(.system(size: 11))
            #endif
            #if os(iOS) || os(visionOS)
            Text("iOS or vision").font(.system(size: 11))
            #endif
            #if os(macOS) && DEBUG
            Text("mac debug").font(.system(size: 11))
            #endif
            #if canImport(AppKit)
            Text("appkit").font(.system(size: 11))
            #elseif canImport(UIKit)
            Text("uikit").font(.system(size: 11))
            #endif
            #if targetEnvironment(macCatalyst)
            Text("catalyst").font(.system(size: 11))
            #endif
            #if !(os(watchOS) || os(tvOS)) && !os(Linux)
            Text("not watch").font(.system(size: 11))
            #endif
          }
        }
      }
      """
    // Mac Catalyst code (line 26) runs only on a Mac: no iPhone or iPad build compiles it.
    #expect(reportedLines(source) == [9, 12, 15, 23, 29])
  }

  @Test func aWholeFileOrTypeInAnOtherPlatformBranchIsNotReported() {
    let file = """
      #if os(tvOS)
      import SwiftUI

      struct TVRow: View {
        var body: some View { Text("tv").font(.system(size: 11)) }
      }
      #endif
      """
    #expect(reportedLines(file).isEmpty)
    let type = """
      struct Row: View {
        var body: some View { Text("row").font(.system(size: 11)) }
      }

      #if os(tvOS)
      struct TVRowStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label.font(.system(size: 11))
        }
      }
      #endif
      """
    #expect(reportedLines(type) == [2])
    let uikit = """
      #if !os(macOS)
      final class V: UIViewController {
        let label = UILabel()
        func setUp() { label.font = UIFont.systemFont(ofSize: 13) }
      }
      #endif
      """
    let kept = findings(["V.swift": uikit], rules: [FixedTextSizeRule.self])
    #expect(kept.count == 1)
    // A whole-file wrapper that is plainly iOS code isn't named.
    #expect(kept.first?.message.en.contains("branch") == false)
  }

  @Test func aFindingNamesTheWholeChainOutermostFirst() {
    let source = """
      struct Settings: View {
        var body: some View {
          List {
            #if os(tvOS)
            #if DEBUG
            Text("DEV").font(.system(size: 9))
            #endif
            #else
            #if DEBUG
            Text("DEV").font(.system(size: 9))
            #endif
            #endif
          }
        }
      }
      """
    let fixed = findings(["A.swift": source], rules: [FixedTextSizeRule.self])
    // The DEBUG badge of the tvOS list is never compiled for iOS; the iOS one is kept and says both branches.
    #expect(fixed.map(\.position.line) == [10])
    #expect(fixed.first?.message.en.hasSuffix(
      "(in the `#else` branch of `#if os(tvOS)` and, within it, the `#if DEBUG` branch)") == true)
    #expect(fixed.first?.message.ko.hasSuffix("(`#if os(tvOS)` 블록의 `#else` 분기 안의 `#if DEBUG` 분기 안)") == true)
  }

  @Test func sameLabelIsNotComparedAcrossExclusiveBranches() {
    let settings = """
      struct SettingsView: View {
        var body: some View {
          List {
            #if os(tvOS)
            NavigationLink("Playback") { TVDetail { PlaybackSettingsView() } }
            #else
            NavigationLink("Playback") { PlaybackSettingsView() }
            #endif
            #if DEBUG
            Button("Reset") { store.reset() }
            #else
            Button("Reset") { showResetConfirmation = true }
            #endif
          }
        }
      }
      struct PlaybackSettingsView: View { var body: some View { Text("x") } }
      struct TVDetail<Content: View>: View { var content: () -> Content; var body: some View { content() } }
      """
    #expect(findings(["Settings.swift": settings], rules: [SameLabelDifferentActionRule.self]).isEmpty)
    // Two controls both compiled for iOS are still compared.
    let both = """
      struct Home: View { var body: some View { NavigationLink("Rewards") { RewardsView() } } }
      #if !os(tvOS)
      struct Profile: View { var body: some View { NavigationLink("Rewards", destination: StampCardView()) } }
      #endif
      struct RewardsView: View { var body: some View { Text("x") } }
      struct StampCardView: View { var body: some View { Text("y") } }
      """
    #expect(findings(["Both.swift": both], rules: [SameLabelDifferentActionRule.self]).map(\.position.line) == [3])
  }
}
