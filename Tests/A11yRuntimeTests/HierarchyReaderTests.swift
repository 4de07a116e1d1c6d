import A11yCore
@testable import A11yRuntime
import Foundation
import Testing

/// The three readers on the example captures (Examples/BeanBar/Runtime) and on edge cases.
struct HierarchyReaderTests {
  static let runtimeExamples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/BeanBar/Runtime").path

  static func read(_ name: String) throws -> [RuntimeScreen] {
    try HierarchyReader.read(path: runtimeExamples + "/" + name, displayPath: name)
  }

  static func all(_ element: RuntimeElement) -> [RuntimeElement] {
    [element] + element.children.flatMap(all)
  }

  @Test func debugDescriptionTreeFramesAndAttributes() throws {
    let screens = try Self.read("checkout-debugDescription.txt")
    #expect(screens.count == 1)
    let root = screens[0].root
    #expect(root.type == "Application")
    #expect(root.label == "BeanBar")
    #expect(screens[0].bounds == ElementFrame(x: 0, y: 0, width: 393, height: 852))
    let elements = Self.all(root)
    #expect(elements.count == 36)
    // Depth from indentation: the navigation bar's three children.
    let bar = try #require(elements.first { $0.type == "NavigationBar" })
    #expect(bar.identifier == "Checkout")
    #expect(bar.children.map(\.type) == ["Button", "StaticText", "Button"])
    #expect(bar.children[2].identifier == "btn_help" && bar.children[2].label == nil)
    #expect(bar.children[2].frame == ElementFrame(x: 349, y: 64, width: 34, height: 34))
    // A label with a comma, placeholder values, unquoted values, flags.
    #expect(elements.contains { $0.label == "Caffè Latte, Large" })
    let expiry = try #require(elements.first { $0.label == "Expiry, month and year" })
    #expect(expiry.placeholderValue == "MM/YY")
    let toggle = try #require(elements.first { $0.type == "Switch" })
    #expect(toggle.value == "0" && toggle.label == "Save card")
    #expect(elements.first { $0.label == "Use points" }?.isSelected == true)
    #expect(elements.first { $0.label == "Coupon" }?.isEnabled == false)
    #expect(elements.first { $0.label == "Pay now" }?.line == 36)
    #expect(screens[0].capabilities == FormatCapabilities(traits: false, accessibilityElement: false))
  }

  @Test func debugDescriptionWithoutAddressesAndSeveralScreens() throws {
    let text = """
      Attributes: Application, pid: 7, label: 'BeanBar'
      Element subtree:
       →Application, pid: 7, label: 'BeanBar'
          Window (Main), {{0.0, 0.0}, {393.0, 852.0}}
            Button, {{16.0, 59.0}, {44.0, 44.0}}, label: 'It's here, now', value: 50%, Selected
      Path to element:
       →Application, pid: 7, label: 'BeanBar'
      Attributes: Application, pid: 7, label: 'BeanBar'
      Element subtree:
       →Application, pid: 7, label: 'BeanBar'
          Window (Main), {{0.0, 0.0}, {393.0, 852.0}}
            StaticText, {{16.0, 59.0}, {100.0, 20.0}}, identifier: 'title', label: 'Menu'
      """
    let screens = try HierarchyReader.read(text: text, file: "two.txt", screenName: "two")
    #expect(screens.map(\.name) == ["two #1", "two #2"])
    let button = screens[0].root.children[0].children[0]
    #expect(button.label == "It's here, now")
    #expect(button.value == "50%")
    #expect(button.isSelected)
    #expect(screens[1].root.children[0].children[0].identifier == "title")
  }

  @Test func appiumPageSource() throws {
    let screens = try Self.read("menu-appium.xml")
    let screen = try #require(screens.first)
    let elements = Self.all(screen.root)
    #expect(screen.root.type == "Application")
    #expect(elements.count == 21)
    #expect(screen.capabilities == FormatCapabilities(traits: true, accessibilityElement: true))
    let cart = try #require(elements.first { $0.identifier == "cartButton" })
    #expect(cart.type == "Button" && cart.label == nil && cart.isAccessibilityElement == true)
    #expect(cart.frame == ElementFrame(x: 341, y: 64, width: 36, height: 36))
    #expect(cart.line == 7)
    // `name` equal to the label is no identifier.
    let menu = try #require(elements.first { $0.label == "Menu" })
    #expect(menu.identifier == nil && menu.value == "1")
    #expect(menu.traits == ["button", "selected"])
    #expect(elements.first { $0.label == "Croissant, 3,500 won" }?.isVisible == false)
  }

  @Test func jsonCapture() throws {
    let screen = try #require(try Self.read("order.json").first)
    #expect(screen.name == "주문")
    #expect(screen.screenshotPath == Self.runtimeExamples + "/order.png")
    #expect(screen.layoutDirection == .leftToRight)
    let elements = Self.all(screen.root)
    #expect(elements.count == 19)
    #expect(elements.first { $0.label == "유효기간 (MM/YY)" }?.placeholderValue == "유효기간 (MM/YY)")
    // Each element's line is where its object opens (keys are sorted, so `type` comes last).
    let text = try String(contentsOfFile: Self.runtimeExamples + "/order.json", encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for element in elements {
      #expect(lines[element.line - 1].hasSuffix("{"), "\(element.type) at \(element.line)")
    }
    let payButton = try #require(elements.first { $0.label == "결제하기" })
    let typeLine = try #require(lines[(payButton.line - 1)...].firstIndex { $0.contains("\"type\": \"Button\"") })
    #expect(lines[(payButton.line - 1)..<typeLine].contains { $0.contains("\"label\": \"결제하기\"") })
    #expect(Set(elements.map(\.line)).count == elements.count)
    #expect(screen.capabilities == FormatCapabilities(traits: false, accessibilityElement: false))
  }

  /// The capture file users add to their UI tests writes only keys the reader knows, and the
  /// format name and version the reader accepts.
  @Test func captureFileWritesTheFormatTheReaderReads() throws {
    let path = URL(fileURLWithPath: Self.runtimeExamples).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Integrations/XCUITest/A11yAuditCapture.swift").path
    let source = try String(contentsOfFile: path, encoding: .utf8)
    #expect(source.hasPrefix("// A11yAuditCapture") && source.contains("#if os(iOS)") && source.hasSuffix("#endif\n"))
    let keys = Set(source.matches(of: #/"([A-Za-z]+)": /#).map { String($0.output.1) })
    #expect(keys.count >= 15)
    #expect(keys.subtracting(RuntimeJSONReader.knownKeys).isEmpty, "unknown keys: \(keys.subtracting(RuntimeJSONReader.knownKeys))")
    #expect(source.contains("static let format = \"\(RuntimeJSONReader.formatName)\""))
    #expect(source.contains("static let version = \(RuntimeJSONReader.supportedVersions.last!)"))
  }

  @Test(arguments: [
    ("{\"format\": \"a11y-audit-hierarchy\", \"version\": 1, \"root\": ", "broken JSON"),
    ("{\"format\": \"other\", \"version\": 1, \"root\": {\"type\": \"Window\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}}", "not an a11y-audit hierarchy"),
    ("{\"format\": \"a11y-audit-hierarchy\", \"version\": 9, \"root\": {\"type\": \"Window\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}}", "version 9"),
    ("{\"format\": \"a11y-audit-hierarchy\", \"version\": 1, \"root\": {\"type\": \"Window\"}}", "missing 'frame'"),
    ("<AppiumAUT><XCUIElementTypeApplication x=\"0\"></AppiumAUT>", "broken XML"),
    ("<html><body/></html>", "unexpected element <html>"),
    ("<AppiumAUT></AppiumAUT>", "no XCUIElementType elements"),
    ("just some text\nwith no elements", "unknown format"),
    ("Element subtree:\n  nothing here\n", "no elements"),
  ])
  func badInputsAreOneLineErrors(_ input: (String, String)) {
    do {
      _ = try HierarchyReader.read(text: input.0, file: "bad", screenName: "bad")
      Issue.record("no error for \(input.0)")
    } catch {
      #expect(error.message.contains(input.1), "\(error.message)")
      #expect(!error.message.contains("\n"))
    }
  }
}

extension HierarchyReaderTests {
  /// Truncated and damaged captures are read or refused, never a crash; the rules run on whatever
  /// was read.
  @Test func damagedCapturesNeverCrash() throws {
    for name in ["checkout-debugDescription.txt", "menu-appium.xml", "order.json"] {
      let text = try String(contentsOfFile: Self.runtimeExamples + "/" + name, encoding: .utf8)
      var generator = SystemRandomNumberGenerator()
      var variants: [String] = stride(from: 0, to: text.count, by: max(1, text.count / 60)).map { String(text.prefix($0)) }
      for _ in 0..<40 {
        var characters = Array(text)
        for _ in 0..<5 {
          let index = Int.random(in: 0..<characters.count, using: &generator)
          characters[index] = ["{", "}", "'", ",", "\"", "<", ">", " ", "\n", "x", "↳"].randomElement(using: &generator)!
        }
        variants.append(String(characters))
      }
      for variant in variants {
        guard let screens = try? HierarchyReader.read(text: variant, file: name, screenName: "s") else { continue }
        for screen in screens {
          _ = RuntimeAnalyzer().analyze(AnalyzedScreen(screen: screen))
        }
      }
    }
  }
}
