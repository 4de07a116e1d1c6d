import A11yCore
@testable import A11yRuntime
import Foundation
import Testing

/// The rules on whole captured screens: the example captures, a right-to-left screen, a generated
/// screen of several hundred elements, device profiles and source lines.
struct RuntimeChecksTests {
  static func findings(_ screen: RuntimeScreen, profile: DeviceProfile = .default, screenshot: Screenshot? = nil,
                       sources: SourceStringIndex? = nil) -> [Finding] {
    RuntimeAnalyzer().analyze(AnalyzedScreen(screen: screen, profile: profile, screenshot: screenshot, sources: sources))
  }

  static func summary(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.position.line) \($0.ruleID) \($0.element?.label ?? $0.element?.identifier ?? $0.element?.type ?? "")" }
  }

  @Test func checkoutDebugDescription() throws {
    let screen = try #require(try HierarchyReaderTests.read("checkout-debugDescription.txt").first)
    let found = Self.summary(Self.findings(screen))
    #expect(found == [
      "10 runtime-control-name btn_help",
      "10 runtime-target-size btn_help",
      "13 runtime-image-label summer_event_banner",
      "18 runtime-target-size Remove",
      "22 runtime-target-size Remove",
      "24 runtime-control-name cardNumber",
      "29 runtime-target-size Use points",
      "31 runtime-target-size Edit",
      "32 runtime-duplicate-label Edit",
      "32 runtime-target-size Edit",
      "36 runtime-target-size Pay now",
      "37 runtime-reading-order Coupon",
      "39 runtime-offscreen-element Log out",
    ])
  }

  @Test func menuAppiumPageSource() throws {
    let screen = try #require(try HierarchyReaderTests.read("menu-appium.xml").first)
    let found = Self.summary(Self.findings(screen))
    // Not reported: the divider (accessible="false"), images inside cells, the off-screen cell in
    // the collection view, the heart wholly on a card off its centre, the tab bar's 48 pt items (9 mm
    // doesn't apply to the system's bars).
    #expect(found == [
      "4 runtime-screen-title Window",
      "7 runtime-control-name cartButton",
      "7 runtime-target-size cartButton",
      "8 runtime-image-label img_event01",
      "20 runtime-label-quality heart.fill",
      "20 runtime-target-size heart.fill",
      "21 runtime-offscreen-element Loading",
    ])
    let title = try #require(Self.findings(screen).first { $0.ruleID == "runtime-screen-title" })
    #expect(!title.needsReview && title.severity == .warning)
  }

  @Test func orderCaptureWithScreenshotAndSources() throws {
    let screen = try #require(try HierarchyReaderTests.read("order.json").first)
    let image = try PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: try #require(screen.screenshotPath))))
    #expect(image.width == 786 && image.height == 1704)
    let scale = Screenshot.scale(of: image, screenBounds: screen.bounds, stated: screen.scale)
    #expect(scale == 2)
    var sources = SourceStringIndex()
    sources.add(text: "struct A {\n  let a = Text(\"결제하기\")\n  let b = Button(\"다른 카드 등록\") {}\n}\n", file: "Checkout.swift")
    let findings = Self.findings(screen, screenshot: Screenshot(image: image, pixelsPerPoint: scale), sources: sources)
    #expect(Self.summary(findings).filter { $0.contains("contrast") } == [
      "132 runtime-text-contrast 매장에서 드시면 음료 10% 할인",
      "145 runtime-text-contrast 영수증은 이메일로 보내 드립니다",
      "184 runtime-text-contrast 가을 한정 메뉴",
    ])
    let contrast = findings.filter { $0.ruleID == "runtime-text-contrast" }
    #expect(contrast.map(\.severity) == [.error, .warning, .warning])
    #expect(contrast.map(\.needsReview) == [false, false, true])
    #expect(contrast[0].message.en.contains("2.32:1") && contrast[0].message.en.contains("#AAAAAA on #FFFFFF"))
    #expect(contrast[1].message.en.contains("3.03:1"))
    let button = try #require(findings.first { $0.element?.label == "다른 카드 등록" })
    #expect(button.element?.source == SourceReference(file: "Checkout.swift", line: 3))
    #expect(findings.first { $0.element?.label == "결제하기" }?.element?.source?.line == 2)
    #expect(findings.first { $0.ruleID == "runtime-control-name" }?.element?.source == nil)
  }

  @Test func rightToLeftReadingOrder() throws {
    let text = """
      Window, {{0.0, 0.0}, {393.0, 852.0}}
        NavigationBar, {{0.0, 47.0}, {393.0, 44.0}}, identifier: 'القائمة'
        StaticText, {{200.0, 100.0}, {177.0, 22.0}}, label: 'قهوة لاتيه'
        StaticText, {{16.0, 100.0}, {100.0, 22.0}}, label: '4,500'
      """
    var screen = try #require(try HierarchyReader.read(text: text, file: "rtl.txt", screenName: "rtl").first)
    // Right to left: the title on the right comes first; nothing to report.
    screen.layoutDirection = .rightToLeft
    #expect(Self.findings(screen).isEmpty)
    // The same order in a left-to-right language reads the right-hand text first.
    screen.layoutDirection = .leftToRight
    #expect(Self.summary(Self.findings(screen)) == ["4 runtime-reading-order 4,500"])
  }

  @Test func deviceProfileChangesTheNineMillimetres() throws {
    let text = """
      Window, {{0.0, 0.0}, {393.0, 852.0}}
        NavigationBar, {{0.0, 47.0}, {393.0, 44.0}}, identifier: 'Menu'
        Button, {{16.0, 200.0}, {50.0, 50.0}}, label: 'Add'
      """
    let screen = try #require(try HierarchyReader.read(text: text, file: "size.txt", screenName: "size").first)
    #expect(Self.summary(Self.findings(screen, profile: .iPhone460)) == ["3 runtime-target-size Add"])
    #expect(Self.findings(screen, profile: .iPad264).isEmpty)
  }

  /// A generated home screen of a few hundred elements, with known defects planted among correct
  /// elements: exactly the planted ones are reported.
  @Test func largeScreen() throws {
    var lines = [
      "Attributes: Application, 0x600001, pid: 9, label: 'BeanBar'",
      "Element subtree:",
      " →Application, 0x600001, pid: 9, label: 'BeanBar'",
      "    Window (Main), 0x600002, {{0.0, 0.0}, {393.0, 852.0}}",
      "      Other, 0x600003, {{0.0, 0.0}, {393.0, 852.0}}",
      "        NavigationBar, 0x600004, {{0.0, 47.0}, {393.0, 44.0}}, identifier: 'Stores'",
      "          StaticText, 0x600005, {{160.0, 58.0}, {73.0, 22.0}}, label: 'Stores'",
      "        Table, 0x600006, {{0.0, 91.0}, {393.0, 678.0}}",
    ]
    var planted: [String] = []
    for row in 0..<60 {
      let y = 91.0 + Double(row) * 88
      lines.append("          Cell, 0x7\(row)0, {{0.0, \(y)}, {393.0, 88.0}}, identifier: 'store_\(row)'")
      lines.append("            Image, 0x7\(row)1, {{16.0, \(y + 12)}, {64.0, 64.0}}, identifier: 'store_photo_\(row)'")
      lines.append("            StaticText, 0x7\(row)2, {{92.0, \(y + 14)}, {220.0, 22.0}}, label: 'BeanBar store \(row)'")
      lines.append("            StaticText, 0x7\(row)3, {{92.0, \(y + 40)}, {220.0, 18.0}}, label: '\(row * 100 + 50) m away'")
      if row == 17 {
        // An unlabelled favourite button in one row.
        lines.append("            Button, 0x7\(row)4, {{321.0, \(y + 16)}, {56.0, 56.0}}, identifier: 'favorite_\(row)'")
        planted.append("runtime-control-name favorite_17")
      } else {
        lines.append("            Button, 0x7\(row)4, {{321.0, \(y + 16)}, {56.0, 56.0}}, label: 'Favorite BeanBar store \(row)'")
      }
    }
    lines.append("        TabBar, 0x800001, {{0.0, 769.0}, {393.0, 83.0}}")
    for (index, name) in ["Home", "Menu", "Stores", "Profile"].enumerated() {
      lines.append("          Button, 0x80001\(index), {{\(Double(index) * 98.0 + 2), 770.0}, {94.0, 48.0}}, label: '\(name)'\(index == 2 ? ", Selected" : "")")
    }
    // A floating button drawn over the table, read before it.
    lines.insert("        Button, 0x900001, {{240.0, 680.0}, {64.0, 64.0}}, label: 'Map'", at: 7)
    planted.append("runtime-reading-order BeanBar store 0")
    lines.append("Path to element:")
    let text = lines.joined(separator: "\n")
    let screen = try #require(try HierarchyReader.read(text: text, file: "stores.txt", screenName: "Stores").first)
    #expect(HierarchyReaderTests.all(screen.root).count >= 300)
    let findings = Self.findings(screen)
    #expect(findings.map { "\($0.ruleID) \($0.element?.label ?? $0.element?.identifier ?? "")" }.sorted() == planted.sorted())
  }
}
