import A11yCore

/// The app's own font helpers (`Font.Body.custom(_:)`, `Font.regular(size:)`): a function that
/// returns a SwiftUI `Font` built by `.system(size:)` and nothing that scales it (`relativeTo:`,
/// `@ScaledMetric`, `UIFontMetrics`, a text style) makes text of a fixed size at every call.
enum FontHelpers {
  static let scalingWords = ["relativeTo", "ScaledMetric", "UIFontMetrics", "preferredFont", "textStyle", "dynamicTypeSize"]

  /// Tuist's font accessors, generated into `Derived/` (often not committed) for a target's
  /// bundled fonts: `<Target>FontConvertible.swiftUIFont(size:)` returns `SwiftUI.Font(UIFont)`,
  /// a fixed size. (SwiftGen's, named `FontConvertible`, returns `Font.custom(_:size:)`, which
  /// grows.) True when the project names such a type and declares no `swiftUIFont` of its own.
  static func usesTuistFontAccessors(_ files: [SwiftFileModel]) -> Bool {
    var named = false
    for file in files where file.sourceContains("FontConvertible") {
      if file.declarations.functions.contains(where: { $0.name == "swiftUIFont" && !$0.isProperty }) { return false }
      let bytes = file.sourceBytes
      // A target's prefix before it (`DSKitFontConvertible`), not SwiftGen's bare name.
      if ByteSearch.offsets(of: "FontConvertible", in: bytes[...]).contains(where: { $0 > 0 && UnreferencedCode.isIdentifierByte(bytes[$0 - 1]) }) {
        named = true
      }
    }
    return named
  }

  /// The fixed helpers by name: functions (called, `body(16)`) and computed properties
  /// (read, `typography.font`), kept apart because a property's name is no call's.
  /// `qualified`: `Owner.name` for a type's font functions all of whose overloads in that type are
  /// fixed, for calls that spell the owner (`PBMomentShareTypography.chip(40)`, havital's share
  /// card, whose `chip` name an unrelated scaling `FontManager.chip()` shares).
  static func fixedFontHelpers(in files: [SwiftFileModel]) -> (functions: Set<String>, properties: Set<String>, qualified: Set<String>) {
    let tuistAccessors = usesTuistFontAccessors(files)
    var properties: Set<String> = [], functionNames: Set<String> = []
    // Each overload of a name, by what its body does: a call can't tell overloads apart, so a
    // name is fixed only when every one of its overloads is (a `hiveMono(_ style:)` that scales
    // beside a `hiveMono(fixedSize:)` keeps the name out).
    var fixed: [String: Int] = [:]
    var overloads: [String: Int] = [:]
    // Functions returning a `Font` that make none of the fixed kind themselves, by body: they may
    // hand over to one that does (a theme's `primaryFont(size:)` returning `body(size)`).
    var delegating: [(name: String, body: String)] = []
    var fixedInType: [String: Int] = [:], overloadsInType: [String: Int] = [:]
    for file in files where file.sourceContains("-> Font") || file.sourceContains("-> SwiftUI.Font") || !file.declarations.fontProperties.isEmpty {
      let source = file.converter.source
      // Functions returning a font, and computed properties of one (`var font: Font { … }`).
      var helpers: [(name: String, body: String, owner: String?)] = []
      for function in file.declarations.functions {
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard header.contains("-> Font") || header.contains("-> SwiftUI.Font") else { continue }
        functionNames.insert(function.name)
        helpers.append((function.name, source.text(from: function.body.lowerBound, to: function.body.upperBound),
                        file.innermostTypeName(at: function.declaration.lowerBound)))
      }
      for property in file.declarations.fontProperties {
        properties.insert(property.name)
        // A stored font (`struct TextStyle { let font: Font }`) may be any: its name is no fixed maker.
        guard let getter = property.getter else { overloads[property.name, default: 0] += 1; continue }
        helpers.append((property.name, source.text(from: getter.lowerBound, to: getter.upperBound), nil))
      }
      for (name, body, owner) in helpers {
        overloads[name, default: 0] += 1
        if let owner { overloadsInType[owner + "." + name, default: 0] += 1 }
        if scalingWords.contains(where: body.contains) { continue }
        // `.system(size: 16)`, `.custom(name, fixedSize: 16)`: sizes that never follow the text size;
        // Tuist's generated accessor, when committed (`Font(font: self, size: size)` made a
        // `SwiftUI.Font(font)`), keeps the UIKit font's size, as it does when it isn't
        // (`convertible.swiftUIFont(size: 14)`).
        // (Read without spaces and line breaks: `.system(\n  size: fontSize(size), …)`, Task
        // Planner's `dsMetrics.font(_:weight:)`, is written over several lines.)
        let compact = body.filter { !$0.isWhitespace }
        if compact.contains(".system(size:") || compact.contains(".custom(") && compact.contains("fixedSize:")
            || body.contains("Font(font: self, size: size)") && body.contains("SwiftUI.Font(font)")
            || tuistAccessors && body.contains(".swiftUIFont(size:") {
          fixed[name, default: 0] += 1
          if let owner { fixedInType[owner + "." + name, default: 0] += 1 }
        } else {
          delegating.append((name, body))
        }
      }
    }
    func isFixed(_ name: String) -> Bool { fixed[name, default: 0] == overloads[name, default: 0] && overloads[name, default: 0] > 0 }
    // One whose body only returns another fixed one's font (`{ body(size, weight: weight) }`,
    // `return Self.body(size)`, not a chained `.bold()`) is as fixed, however many steps.
    func returnedCall(_ body: String) -> String? {
      // (A note after the call, `pretendard(.medium, size: 16)   // Headline2/Medium`, is no code.)
      var text = HandlerReach.droppingComments(body).trimmingCharacters(in: .whitespacesAndNewlines)
      guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
      text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
      if text.hasPrefix("return ") { text = String(text.dropFirst(7)) }
      guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
      let callee = text[..<open]
      guard !callee.hasPrefix("."), let name = callee.split(separator: ".").last,
            callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
      return String(name)
    }
    // Or only reads a fixed computed property of what it is given (`{ return ybfont.swiftUIfont }`,
    // YeoBee's `Font.ybfont(_:)`, whose `swiftUIfont` is `.system(size:)` in every case).
    func returnedProperty(_ body: String) -> String? {
      var text = HandlerReach.droppingComments(body).trimmingCharacters(in: .whitespacesAndNewlines)
      guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
      text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
      if text.hasPrefix("return ") { text = String(text.dropFirst(7)) }
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
            let last = parts.last, properties.contains(String(last)) else { return nil }
      return String(last)
    }
    var pending = delegating
    var changed = true
    while changed {
      changed = false
      pending.removeAll { function in
        guard let callee = returnedCall(function.body) ?? returnedProperty(function.body), callee != function.name, isFixed(callee) else { return false }
        fixed[function.name, default: 0] += 1
        changed = true
        return true
      }
    }
    // A name both a property and a function returning a font have is neither's alone: left out of both.
    let found = Set(overloads.keys.filter(isFixed))
    let bothKinds = functionNames.intersection(properties)
    let qualified = Set(overloadsInType.filter { fixedInType[$0.key] == $0.value }.keys)
    return (found.subtracting(properties), found.intersection(properties).subtracting(bothKinds), qualified)
  }

  /// The types declaring a `func font(…) -> Font` (28th-App-Team-2's `DesignSystemFont`) and the
  /// names the project gives them (`static let ds = DesignSystemFont.self`, read as `.ds`).
  static func fontHelperNamespaces(in files: [SwiftFileModel]) -> Set<String> {
    var owners: Set<String> = []
    for file in files where file.sourceContains("func font(") {
      let source = file.converter.source
      for function in file.declarations.functions where function.name == "font" {
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard header.contains("-> Font") || header.contains("-> SwiftUI.Font"),
              let owner = file.innermostTypeName(at: function.declaration.lowerBound) else { continue }
        owners.insert(owner)
      }
    }
    var names = owners
    for owner in owners {
      for file in files where file.sourceContains("\(owner).self") {
        let text = String(decoding: file.sourceBytes, as: UTF8.self)
        for line in text.split(separator: "\n") where line.contains("= \(owner).self") {
          // `static let ds = DesignSystemFont.self` → `.ds`.
          let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
          if let index = words.firstIndex(of: "let") ?? words.firstIndex(of: "var"), index + 1 < words.count {
            names.insert("." + words[index + 1])
          }
        }
      }
    }
    return names
  }

  /// A method written in `extension View` or `extension Text`: its name, its header (up to the
  /// body's brace) and its body, as the source spells them.
  struct ExtensionMethod {
    var name: String
    var header: String
    var body: String
  }

  /// The methods of the project's `View` and `Text` extensions, read once for the passes below.
  static func viewExtensionMethods(in files: [SwiftFileModel]) -> [ExtensionMethod] {
    var methods: [ExtensionMethod] = []
    for file in files where file.sourceContains("extension View") || file.sourceContains("extension Text") {
      let source = file.converter.source
      let extensions = file.typeExtents.filter { ["View", "Text", "SwiftUI.View", "SwiftUI.Text"].contains($0.name) }
      guard !extensions.isEmpty else { continue }
      for function in file.declarations.functions where !function.isProperty {
        guard extensions.contains(where: { $0.start <= function.body.lowerBound && function.body.upperBound <= $0.end }) else { continue }
        methods.append(ExtensionMethod(
          name: function.name, header: source.text(from: function.declaration.lowerBound, to: function.body.lowerBound),
          body: source.text(from: function.body.lowerBound, to: function.body.upperBound)))
      }
    }
    return methods
  }

  /// The types of the app's own that a `View` or `Text` extension's `func font(_ style: Style)`
  /// takes (FullCar's `font(_ pretendard: Pretendard.Style)` gives `Pretendard.Style`), not SwiftUI's `Font`.
  static func ownFontOverloadTypes(_ methods: [ExtensionMethod]) -> Set<String> {
    var types: Set<String> = []
    for method in methods where method.name == "font" {
      guard let colon = method.header.firstIndex(of: ":") else { continue }
      let type = method.header[method.header.index(after: colon)...].prefix { $0 != "," && $0 != ")" && $0 != "=" }
        .trimmingCharacters(in: .whitespaces)
      if !["Font", "Font?", "SwiftUI.Font", "SwiftUI.Font?"].contains(type) && !type.isEmpty { types.insert(type) }
    }
    return types
  }

  /// `View` and `Text` extension methods whose body sets a font (``ProjectIndex/fontSettingModifiers``).
  static func fontSettingModifiers(in files: [SwiftFileModel], methods: [ExtensionMethod]) -> Set<String> {
    let bodies = methods.filter { $0.name != "font" }.map { (name: $0.name, body: $0.body) }
    // `ViewModifier`s whose body sets a font (Coffice's `FontModifier`), applied by `modifier(…)`.
    var modifierTypes: Set<String> = []
    for file in files where file.sourceContains("ViewModifier") && file.sourceContains("font(") {
      let source = file.converter.source
      for extent in file.typeExtents {
        let text = source.text(from: extent.start, to: extent.end)
        guard let body = text.range(of: "func body(content") else { continue }
        // The body's own chain (`content.font(…)…`), its braces found after the signature.
        guard let open = text[body.upperBound...].firstIndex(of: "{") else { continue }
        let chain = topLevelChain(of: String(text[open...]))
        if chain.hasPrefix("content"), chain.contains(".font(") { modifierTypes.insert(TypeIndex.simpleName(extent.name)) }
      }
    }
    // Only a font the chain sets on the view itself (`self.font(…)`, `content.font(…)`, a style
    // method of the same kind called on it): not one inside an overlay, a background or a stack
    // that adds a caption beside it.
    var names = Set(bodies.filter { entry in
      let chain = topLevelChain(of: entry.body)
      return chain.contains(".font(") && (chain.hasPrefix("self") || chain.hasPrefix("."))
        || modifierTypes.contains { type in
          let start = leadingExpression(of: entry.body)
          return start.hasPrefix("modifier(" + type + "(") || start.hasPrefix("self.modifier(" + type + "(")
        }
    }.map(\.name))
    // (Through another such method: `Cap6()` calling `customTextStyle(fontName:fontSize:…)`.)
    for _ in 0..<3 {
      for entry in bodies where !names.contains(entry.name) {
        let chain = topLevelChain(of: entry.body)
        if names.contains(where: { chain.hasPrefix($0 + "(") || chain.hasPrefix("self." + $0 + "(") }) { names.insert(entry.name) }
      }
    }
    return names
  }

  /// A method's body without its braces, a `return` or spaces: `{ modifier(FontModifier(font: f)) }`
  /// → `modifier(FontModifier(font:f))`.
  static func leadingExpression(of body: String) -> String {
    var text = Substring(body.trimmingCharacters(in: .whitespacesAndNewlines))
    if text.hasPrefix("{") { text = text.dropFirst() }
    text = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
    if text.hasPrefix("return ") { text = text.dropFirst("return ".count) }
    return text.filter { !$0.isWhitespace }
  }

  /// A method's body as one expression with what its closures and arguments hold left out:
  /// `{ return self.font(.x).overlay { Text().font(.y) } }` → `self.font().overlay`.
  static func topLevelChain(of body: String) -> String {
    var text = Substring(body.trimmingCharacters(in: .whitespacesAndNewlines))
    if text.hasPrefix("{") { text = text.dropFirst() }
    if text.hasSuffix("}") { text = text.dropLast() }
    text = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
    if text.hasPrefix("return ") { text = text.dropFirst("return ".count) }
    var kept = ""
    var depth = 0
    for character in text {
      switch character {
      case "(", "{", "[":
        if depth == 0 { kept.append(character) }
        depth += 1
      case ")", "}", "]":
        depth -= 1
        if depth == 0 { kept.append(character) }
      default:
        if depth == 0, !character.isWhitespace { kept.append(character) }
      }
    }
    // `.font(` survives as `.font()`: keep the name's opening parenthesis for the tests above.
    return kept.replacingOccurrences(of: "()", with: "(")
  }

  /// The static members written in `extension Font { … }` (`static let appHeadline`, `static func
  /// pretendard(size:)`), by name.
  static func fontExtensionMembers(in files: [SwiftFileModel]) -> Set<String> {
    var names: Set<String> = []
    for file in files where file.sourceContains("extension Font") || file.sourceContains("extension SwiftUI.Font") {
      let source = file.converter.source
      for extent in file.typeExtents where extent.name == "Font" || extent.name == "SwiftUI.Font" {
        let text = source.text(from: extent.start, to: extent.end)
        for keyword in ["static let ", "static var ", "static func "] {
          var rest = text[...]
          while let range = rest.range(of: keyword) {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
            rest = rest[range.upperBound...]
          }
        }
      }
    }
    return names
  }

  /// `View` and `Text` extension methods that set a font of a fixed size on the text they are
  /// applied to (p2p Wallet's `apply(style:)`: `.font(Font(UIFont.font(of: style) as CTFont))`, and
  /// `subtitleStyle()`, which applies it): text styled by one never grows. A method whose body sets
  /// a font (`font(` written in it) made by a fixed constructor, one of the app's fixed font
  /// functions, or another such method, with nothing that scales; a name with an overload that
  /// doesn't qualify is left out.
  ///
  /// A method may also apply one of the app's `ViewModifier`s (`ModifiedContent(content: self,
  /// modifier: style)`, `modifier(style)`) whose type, named in its signature, sets a fixed font:
  /// ChooChoo's `chewTextSize(_ style: some ChewTextStyle)`, every conformer of which applies
  /// `.font(.system(size:))` (``fixedFontModifierTypes(in:types:fixedMakers:)``).
  ///
  /// Or it applies one with a fixed `UIFont` the app keeps (HappyAnding's `shortcutsZipHeadline()`:
  /// `ModifiedContent(content: self, modifier: FontWithLineHeight(font: .shortcutsZipHeadline, …))`,
  /// `static var shortcutsZipHeadline = UIFont.systemFont(ofSize: 17)`): `fixedUIFontConstants`.
  static func fixedFontModifiers(
    in files: [SwiftFileModel], types: TypeIndex = TypeIndex(), fixedUIFontFunctions: Set<String>, fixedFontFunctions: Set<String>,
    fixedFontProperties: Set<String> = [], fixedUIFontConstants: Set<String> = [], methods: [ExtensionMethod]
  ) -> Set<String> {
    var bodies: [String: [String]] = [:]
    var signatures: [String: [String]] = [:]
    for method in methods
    where method.header.contains("some View") || method.header.contains("-> Text") {
      bodies[method.name, default: []].append(method.body)
      signatures[method.name, default: []].append(method.header)
    }
    let fixedMakers = fixedUIFontConstructors + [".system(size:"] + fixedUIFontFunctions.map { "UIFont.\($0)(" }
      // (Not a helper named `font` as such: `.font(` is SwiftUI's modifier in every body. Called
      // through its type or an alias of it, it is the helper: `.font(.ds.font(style))`.)
      + fixedFontFunctions.filter { $0 != "font" }.map { ".\($0)(" }
      + (fixedFontFunctions.contains("font") ? fontHelperNamespaces(in: files).map { "\($0).font(" } : [])
      // A property read as the font (`.font(typography.font)`, `.font(pokitFont.swiftUIFont)`).
      + fixedFontProperties.map { ".\($0))" }
    func setsFont(_ body: String) -> Bool { body.contains("font(") }
    let fixedUIFontArguments = fixedUIFontConstants.flatMap { ["font: .\($0),", "font: .\($0))", "font: UIFont.\($0),", "font: UIFont.\($0))"] }
    // Or made there by the app's fixed `UIFont` function (SOLPLY's `applySolplyFont(_:)`:
    // `modifier(FontWithLineHeight(uiFont: font.uiFontGuide(), …))`, `UIFont(name:size:)` inside),
    // for a modifier type that draws its text in a `UIFont` (`content.font(Font(uiFont))`), not one
    // that takes it only for spacing or a starting size.
    let modifierTypes = fixedFontModifierTypes(in: files, types: types, fixedMakers: fixedMakers)
    let fixedUIFontCalls = fixedUIFontFunctions.map { ".\($0)(" }
    func appliesDrawingModifierWithFixedUIFontCall(_ body: String) -> Bool {
      !fixedUIFontCalls.isEmpty && fixedUIFontCalls.contains(where: body.contains)
        && modifierTypes.drawingGivenUIFont.contains(where: { body.contains($0 + "(") })
    }
    // Modifiers whose body scales what they are given (`UIFontMetrics.default.scaledFont(for:)`).
    let scalingModifiers = modifierTypes.scaling
    func appliesModifierWithFixedUIFont(_ body: String) -> Bool {
      !fixedUIFontArguments.isEmpty && (body.contains("modifier(") || body.contains("ModifiedContent("))
        && fixedUIFontArguments.contains(where: body.contains) && !scalingModifiers.contains(where: { body.contains($0 + "(") })
    }
    // Every body of the name applies a modifier whose type its signature names as fixed.
    let applyingFixedModifiers = Set(bodies.compactMap { name, texts -> String? in
      guard !modifierTypes.fixed.isEmpty, let headers = signatures[name], headers.count == texts.count else { return nil }
      let applies = zip(headers, texts).allSatisfy { header, body in
        (body.contains("modifier(") || body.contains("ModifiedContent(")) && !scalingWords.contains(where: body.contains)
          && modifierTypes.fixed.contains { IdentifierWords.mentions($0, in: header) || body.contains($0 + "(") }
      }
      return applies ? name : nil
    })
    // A body sets a fixed font itself, or only applies a method found fixed (`subtitleStyle()` →
    // `apply(style: .label1)`), a few levels deep; a name is fixed when all its bodies are.
    var fixed: Set<String> = []
    for _ in 0..<4 {
      let found = Set(bodies.filter { _, texts in
        texts.allSatisfy { body in
          guard !scalingWords.contains(where: body.contains) else { return false }
          if appliesModifierWithFixedUIFont(body) || appliesDrawingModifierWithFixedUIFontCall(body) { return true }
          return setsFont(body) ? fixedMakers.contains(where: body.contains) : fixed.contains(where: { body.contains($0 + "(") })
        }
      }.keys)
      if found == fixed { break }
      fixed = found
    }
    return fixed.union(applyingFixedModifiers)
  }

  /// The app's `ViewModifier` types whose `body(content:)` sets a fixed font and nothing that
  /// scales (`struct ChewPrimaryStyle: ChewTextStyle { … content.font(.system(size: size)) }`),
  /// and the protocols every conformer of which is one (`protocol ChewTextStyle: ViewModifier`).
  /// Also, as `scaling`, those whose body scales a font it is given (`UIFontMetrics`, `scaledFont`):
  /// a fixed `UIFont` handed to one grows.
  /// And, as `drawingGivenUIFont`, those whose body draws its text in a `UIFont` it is given
  /// (`content.font(Font(uiFont))`) and scales nothing, in the type (no `@ScaledMetric`).
  static func fixedFontModifierTypes(
    in files: [SwiftFileModel], types: TypeIndex, fixedMakers: [String]
  ) -> (fixed: Set<String>, scaling: Set<String>, drawingGivenUIFont: Set<String>) {
    var fixed: Set<String> = []
    var scaling: Set<String> = []
    var scalesGiven: Set<String> = []
    var drawingGivenUIFont: Set<String> = []
    for file in files where file.sourceContains("body(content:") && file.sourceContains("font(") {
      let source = file.converter.source
      for function in file.declarations.functions where !function.isProperty && function.name == "body" {
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard header.contains("content:"),
              let owner = file.typeExtents.filter({ $0.start <= function.declaration.lowerBound && function.body.upperBound <= $0.end })
                .min(by: { $0.end - $0.start < $1.end - $1.start })?.name else { continue }
        let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
        guard body.contains("font(") else { continue }
        if scalingWords.contains(where: body.contains) || body.contains("scaledFont") {
          scalesGiven.insert(TypeIndex.simpleName(owner))
        } else if body.contains(".font(Font("), let extent = file.typeExtents.first(where: { $0.name == owner }),
                  !source.contains("ScaledMetric", from: extent.start, to: extent.end) {
          drawingGivenUIFont.insert(TypeIndex.simpleName(owner))
        }
        // Every font the body sets is a fixed one (BookPlayer's modifier scales by a text style on
        // iOS and by a factor only on macOS: not fixed). What each line passes to `font(` is read,
        // not the call itself: an app's own `font(size:)` helper is among the makers.
        let lines = body.split(separator: "\n")
        let fontArguments = lines.compactMap { line in line.range(of: "font(").map { line[$0.upperBound...] } }
        // `.font(Font(font))` with `let font = UIFont.nanumSquareNeo(size: …)` above: the local's maker.
        func isFixed(_ argument: Substring) -> Bool {
          if fixedMakers.contains(where: argument.contains) { return true }
          // `.font(font)` with the type's `let font: Font = .system(size: 15)` (MiniVIBE's `VibeTitle3`).
          let stored = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          if !stored.isEmpty, argument.dropFirst(stored.count).hasPrefix(")"),
             let extent = file.typeExtents.first(where: { $0.name == owner }) {
            let declarations = source.text(from: extent.start, to: function.declaration.lowerBound).split(separator: "\n")
            if let declared = declarations.first(where: { line in
              let code = line.trimmingCharacters(in: .whitespaces)
              return code.hasPrefix("let \(stored):") || code.hasPrefix("let \(stored) =") || code.hasPrefix("var \(stored):")
            }) { return fixedMakers.contains(where: declared.contains) }
          }
          guard argument.hasPrefix("Font(") else { return false }
          let local = argument.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          guard !local.isEmpty else { return false }
          return lines.contains { line in
            let code = line.trimmingCharacters(in: .whitespaces)
            return (code.hasPrefix("let \(local) =") || code.hasPrefix("let \(local): UIFont =")) && fixedMakers.contains(where: code.contains)
          }
        }
        if !scalingWords.contains(where: body.contains), fontArguments.allSatisfy(isFixed) {
          fixed.insert(TypeIndex.simpleName(owner))
        } else {
          scaling.insert(TypeIndex.simpleName(owner))
        }
      }
    }
    fixed.subtract(scaling)
    guard !fixed.isEmpty else { return ([], scalesGiven, drawingGivenUIFont) }
    // A protocol of the app's (the type index keeps no protocols) that the fixed types adopt,
    // when every type adopting it is fixed.
    let adopted = Set(fixed.flatMap { types.conformances(of: $0) }).subtracting(["ViewModifier", "SwiftUI.ViewModifier"])
    for name in adopted where types.declaration(of: name) == nil && files.contains(where: { $0.sourceContains("protocol \(name)") }) {
      let adopters = types.names.filter { types.conformances(of: $0).contains(name) }
      if !adopters.isEmpty, adopters.allSatisfy(fixed.contains) { fixed.insert(name) }
    }
    return (fixed, scalesGiven, drawingGivenUIFont)
  }

  /// The names of `UIFont` static members the app makes at a fixed size (`static var
  /// shortcutsZipHeadline = UIFont.systemFont(ofSize: 17, weight: .bold)` in `extension UIFont`).
  static func fixedUIFontConstants(_ constants: [ConstantKey: ExpressionInfo]) -> Set<String> {
    Set(constants.compactMap { key, value in
      key.type == "UIFont" && FixedTextSizeRule.uikitProblem(value)?.isFixed == true ? key.name : nil
    })
  }

  /// UIKit font constructors of a fixed size.
  static let fixedUIFontConstructors = [
    "systemFont(ofSize:", "boldSystemFont(ofSize:", "italicSystemFont(ofSize:", "monospacedDigitSystemFont(ofSize:",
    "monospacedSystemFont(ofSize:", "UIFont(name:",
  ]

  /// The app's own functions returning a `UIFont` of a fixed size (Muun's `Constant.Fonts.system(size:
  /// weight:)`, whose size comes from an enum of points): every text view given one keeps its size.
  /// By name, with where the font is made (the file and the constructor's offset); a name with an
  /// overload that scales is left out.
  static func fixedUIFontFunctions(in files: [SwiftFileModel]) -> [String: (path: String, offset: Int)] {
    var fixed: [String: (path: String, offset: Int)] = [:]
    var scaling: Set<String> = []
    for file in files where file.sourceContains("-> UIFont") && fixedUIFontConstructors.contains(where: file.sourceContains) {
      let source = file.converter.source
      for function in file.declarations.functions where !function.isProperty {
        let header = source.text(from: function.declaration.lowerBound, to: function.body.lowerBound)
        guard header.contains("-> UIFont") else { continue }
        let body = source.text(from: function.body.lowerBound, to: function.body.upperBound)
        guard let constructor = fixedUIFontConstructors.lazy.compactMap({ body.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { continue }
        // `UIFont.systemFont(ofSize: self.pointSize, weight: .semibold)`: another font's size in a new
        // weight (Rocket.Chat's `semibold()`), as large as the font it is given.
        let line = body[constructor.lowerBound...].prefix { $0 != "\n" }
        if scalingWords.contains(where: body.contains) || body.contains("scaledFont") || line.contains("pointSize") {
          scaling.insert(function.name)
        } else if fixed[function.name] == nil {
          fixed[function.name] = (file.path, function.body.lowerBound + body.utf8.distance(from: body.startIndex, to: constructor.lowerBound))
        }
      }
    }
    return fixed.filter { !scaling.contains($0.key) }
  }

  /// The function a font value calls (`Constant.Fonts.system(size: .desc)`, `.regular(size: 15)`):
  /// its name.
  static func calledFunction(_ font: ExpressionInfo) -> String? {
    guard case .call(let callee, _) = font.kind else { return nil }
    let name = callee.split(separator: ".").last.map(String.init) ?? callee
    return name.first?.isLowercase == true ? name : nil
  }
}
