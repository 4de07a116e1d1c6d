import A11yCore
import Foundation

/// The outcome of parsing one color set's `Contents.json`.
public struct ColorSetParseResult: Sendable {
  /// The color, or nil when no usable entry was found.
  public let color: DynamicColor?
  /// The system color referenced by the entry used for the light appearance, if any.
  public let systemReference: String?
  /// Problems found (a usable color can come with problems, e.g. one bad dark entry).
  public let problems: [AssetCatalogProblem]
}

/// Reads named colors from Xcode asset catalogs.
///
/// Handles what Xcode writes: appearances (none = any, `luminosity` light/dark, `contrast` high, and
/// their combinations), the color spaces of ``ColorSpace``, components as float strings (`"0.500"`),
/// 8-bit integer strings (`"128"`), hex strings (`"0x80"`) or JSON numbers, gray `"white"` +
/// `"alpha"`, and system-color references (`"platform": "ios", "reference": "systemBlueColor"`),
/// which resolve per appearance through ``SystemColors``.
public struct AssetCatalogColorReader: Sendable {
  private let fileManager: FileManager

  public init() {
    fileManager = .default
  }

  /// Reads every color set in every `.xcassets` under `folder` (or in `folder` itself if it is an
  /// `.xcassets`). Hidden folders, `.build` and symbolic links are not entered.
  public func readCatalogs(under folder: URL) -> NamedColorCatalog {
    var catalog = NamedColorCatalog()
    for assets in findAssetCatalogs(under: folder.standardizedFileURL) {
      readGroup(assets, namespace: "", into: &catalog)
    }
    return catalog
  }

  // MARK: - Walking

  private func subdirectories(of folder: URL) -> [URL] {
    // Plain path APIs: URL resource values are slow on Linux, and catalogs hold many folders.
    guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return [] }
    return subdirectories(of: folder, names: names)
  }

  /// The folders among `names`, the listing of `folder`, that may hold color sets.
  private func subdirectories(of folder: URL, names: [String]) -> [URL] {
    let candidates = names.filter { name in
      !name.hasPrefix(".") && !Self.nonColorAssetExtensions.contains((name as NSString).pathExtension.lowercased())
    }
    return candidates.sorted().compactMap { name in
      let path = folder.path + "/" + name
      var isDirectory: ObjCBool = false
      // Symbolic links could form cycles; catalogs are real folders in practice.
      guard (try? fileManager.destinationOfSymbolicLink(atPath: path)) == nil,
            fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
      return URL(fileURLWithPath: path, isDirectory: true)
    }
  }

  private func findAssetCatalogs(under folder: URL) -> [URL] {
    if folder.pathExtension == "xcassets" { return [folder] }
    var found: [URL] = []
    var pending = [folder]
    while let current = pending.popLast() {
      for child in subdirectories(of: current) {
        if child.pathExtension == "xcassets" {
          found.append(child)
        } else if child.lastPathComponent != ".build" {
          pending.append(child)
        }
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Asset kinds that can't hold colors: a catalog of thousands of images is skipped without
  /// reading them.
  static let nonColorAssetExtensions: Set<String> = [
    "imageset", "appiconset", "dataset", "symbolset", "launchimage", "iconset", "brandassets",
    "imagestack", "imagestacklayer", "stickerpack", "sticker", "stickersequence", "textureset",
    "cubetextureset", "mipmapset", "spriteatlas", "arresourcegroup", "arimageset", "arobject",
    "complicationset", "solidimagestack",
  ]

  /// Reads the color sets in a catalog folder or group, recursing into groups. Image sets are
  /// named from the listing (a picture drawn by `Image("name")` exists), and their `Contents.json`
  /// read for a template rendering intent (UIKit tints only template images).
  private func readGroup(_ folder: URL, namespace: String, into catalog: inout NamedColorCatalog) {
    let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where (name as NSString).pathExtension.lowercased() == "imageset" {
      let contents = folder.appendingPathComponent(name).appendingPathComponent("Contents.json")
      catalog.addImageName(namespace + (name as NSString).deletingPathExtension, isTemplate: Self.isTemplateImageSet(contents))
    }
    for child in subdirectories(of: folder, names: names) {
      let name = child.lastPathComponent
      if child.pathExtension == "colorset" {
        let colorName = namespace + child.deletingPathExtension().lastPathComponent
        readColorSet(child, name: colorName, into: &catalog)
      } else {
        let prefix = providesNamespace(child, catalog: &catalog) ? namespace + name + "/" : namespace
        readGroup(child, namespace: prefix, into: &catalog)
      }
    }
  }

  /// Whether an image set's `Contents.json` says `"template-rendering-intent" : "template"`
  /// (the key is looked for in the bytes first: most sets don't have it).
  static func isTemplateImageSet(_ contents: URL) -> Bool {
    guard let data = FileManager.default.contents(atPath: contents.path),
          data.range(of: Data("template-rendering-intent".utf8)) != nil,
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let properties = json["properties"] as? [String: Any] else { return false }
    return properties["template-rendering-intent"] as? String == "template"
  }

  private func providesNamespace(_ folder: URL, catalog: inout NamedColorCatalog) -> Bool {
    let contentsURL = folder.appendingPathComponent("Contents.json")
    guard fileManager.fileExists(atPath: contentsURL.path) else { return false }
    guard let data = try? Data(contentsOf: contentsURL) else {
      catalog.record(AssetCatalogProblem(filePath: contentsURL.path, message: "cannot read the file"))
      return false
    }
    do {
      return try JSONDecoder().decode(FolderContents.self, from: data).properties?.providesNamespace ?? false
    } catch {
      catalog.record(AssetCatalogProblem(
        filePath: contentsURL.path, message: "not valid folder JSON (\(Self.summary(of: error))); namespace ignored"))
      return false
    }
  }

  private func readColorSet(_ folder: URL, name: String, into catalog: inout NamedColorCatalog) {
    let contentsURL = folder.appendingPathComponent("Contents.json")
    guard let data = try? Data(contentsOf: contentsURL) else {
      catalog.record(AssetCatalogProblem(filePath: contentsURL.path, message: "color set has no readable Contents.json"))
      return
    }
    let result = Self.parseColorSet(data, filePath: contentsURL.path)
    catalog.record(result.problems)
    if let color = result.color {
      catalog.add(NamedColor(name: name, color: color, filePath: contentsURL.path, systemReference: result.systemReference))
    }
  }

  // MARK: - Parsing one color set

  /// Parses one color set's `Contents.json`. Never throws; problems are returned.
  public static func parseColorSet(_ data: Data, filePath: String) -> ColorSetParseResult {
    var problems: [AssetCatalogProblem] = []
    func problem(_ message: String) {
      problems.append(AssetCatalogProblem(filePath: filePath, message: message))
    }

    let contents: ColorSetContents
    do {
      contents = try JSONDecoder().decode(ColorSetContents.self, from: data)
    } catch {
      problem("not a valid color set (\(summary(of: error)))")
      return ColorSetParseResult(color: nil, systemReference: nil, problems: problems)
    }
    guard let entries = contents.colors, !entries.isEmpty else {
      problem("color set has no \"colors\" entries")
      return ColorSetParseResult(color: nil, systemReference: nil, problems: problems)
    }

    var candidates: [Candidate] = []
    for (index, entry) in entries.enumerated() {
      guard let slot = slot(of: entry, index: index, problem: problem) else { continue }
      guard let source = source(of: entry, index: index, problem: problem) else { continue }
      candidates.append(Candidate(slot: slot, rank: rank(of: entry), source: source))
    }

    func pick(_ slots: [Slot]) -> Candidate? {
      for slot in slots {
        if let best = candidates.filter({ $0.slot == slot }).min(by: { $0.rank < $1.rank }) { return best }
      }
      return nil
    }
    // Fallbacks: increased contrast → the same style at normal contrast; dark → any.
    let order: [Appearance: [Slot]] = [
      .light: [.lightNormal, .anyNormal],
      .dark: [.darkNormal, .anyNormal],
      .lightHighContrast: [.lightHigh, .anyHigh, .lightNormal, .anyNormal],
      .darkHighContrast: [.darkHigh, .darkNormal, .anyHigh, .anyNormal],
    ]
    var values: [Appearance: RGBAColor] = [:]
    for appearance in Appearance.allCases {
      if let candidate = pick(order[appearance] ?? []) {
        values[appearance] = candidate.source.value(for: appearance)
      }
    }
    guard let light = values[.light] else {
      if !candidates.isEmpty { problem("no entry for the light/any appearance") }
      return ColorSetParseResult(color: nil, systemReference: nil, problems: problems)
    }
    // Store only what differs from the fallback, so DynamicColor says which variants really exist.
    let dark = values[.dark] ?? light
    let lightHigh = values[.lightHighContrast] ?? light
    let darkHigh = values[.darkHighContrast] ?? dark
    let color = DynamicColor(
      light: light,
      dark: dark == light ? nil : dark,
      lightHighContrast: lightHigh == light ? nil : lightHigh,
      darkHighContrast: darkHigh == dark ? nil : darkHigh)
    let reference: String?
    if case .system(let name, _) = pick(order[.light] ?? [])?.source { reference = name } else { reference = nil }
    return ColorSetParseResult(color: color, systemReference: reference, problems: problems)
  }

  /// Which appearance combination an entry is for.
  enum Slot: Hashable {
    case anyNormal, lightNormal, darkNormal, anyHigh, lightHigh, darkHigh
  }

  enum Source {
    case fixed(RGBAColor)
    case system(name: String, color: DynamicColor)

    func value(for appearance: Appearance) -> RGBAColor {
      switch self {
      case .fixed(let color): color
      case .system(_, let color): color.resolved(for: appearance)
      }
    }
  }

  struct Candidate {
    let slot: Slot
    let rank: Int
    let source: Source
  }

  private static func slot(of entry: ColorSetEntry, index: Int, problem: (String) -> Void) -> Slot? {
    var luminosity = "any"
    var highContrast = false
    for condition in entry.appearances ?? [] {
      let kind = condition.appearance?.lowercased() ?? ""
      let value = condition.value?.lowercased() ?? ""
      switch (kind, value) {
      case ("luminosity", "light"), ("luminosity", "dark"), ("luminosity", "any"): luminosity = value
      case ("contrast", "high"): highContrast = true
      case ("contrast", "normal"), ("contrast", "any"): break
      default:
        // Other traits (e.g. vibrancy on macOS) don't exist on iOS; skip the entry quietly.
        if kind == "luminosity" || kind == "contrast" {
          problem("entry \(index + 1): unknown \(kind) value '\(condition.value ?? "")'")
        }
        return nil
      }
    }
    switch (luminosity, highContrast) {
    case ("light", false): return .lightNormal
    case ("dark", false): return .darkNormal
    case ("light", true): return .lightHigh
    case ("dark", true): return .darkHigh
    case (_, true): return .anyHigh
    default: return .anyNormal
    }
  }

  /// Lower is better: iPhone-specific entries beat universal ones, which beat iPad's; entries for
  /// other platforms are used only if nothing else exists. Among those, sRGB-gamut (or unspecified)
  /// entries beat display-P3-gamut ones, because contrast is judged in sRGB.
  private static func rank(of entry: ColorSetEntry) -> Int {
    let idiomRank: Int
    switch entry.idiom?.lowercased() ?? "universal" {
    case "iphone": idiomRank = 0
    case "universal": idiomRank = 1
    case "ipad": idiomRank = 2
    default: idiomRank = 3
    }
    let gamutRank = entry.displayGamut?.lowercased() == "display-p3" ? 1 : 0
    return idiomRank * 2 + gamutRank
  }

  private static func source(of entry: ColorSetEntry, index: Int, problem: (String) -> Void) -> Source? {
    let label = "entry \(index + 1)"
    // An entry with no color is what Xcode writes for a color set left at its default (the
    // template's AccentColor): the app uses the system tint. Nothing to report.
    guard let definition = entry.color else { return nil }
    if let reference = definition.reference {
      guard let system = SystemColors.systemColor(named: reference, namespace: .uiKit) else {
        problem("\(label): unknown system color reference '\(reference)'")
        return nil
      }
      return .system(name: reference, color: system.color)
    }
    let space: ColorSpace
    if let spaceName = definition.colorSpace {
      guard let known = ColorSpace(catalogName: spaceName) else {
        problem("\(label): unsupported color space '\(spaceName)'")
        return nil
      }
      space = known
    } else {
      problem("\(label): no \"color-space\"; assumed srgb")
      space = .sRGB
    }
    guard let components = definition.components else {
      problem("\(label): no \"components\"")
      return nil
    }
    // Component keys are matched case-insensitively.
    let lowered = Dictionary(components.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    func read(_ key: String, isAlpha: Bool = false) -> Double? {
      guard let raw = lowered[key] else {
        problem("\(label): missing component '\(key)'")
        return nil
      }
      guard let value = componentValue(raw, isAlpha: isAlpha) else {
        problem("\(label): cannot read component '\(key)' (\(raw.text))")
        return nil
      }
      return value
    }
    var alpha = 1.0
    if lowered["alpha"] != nil {
      guard let value = read("alpha", isAlpha: true) else { return nil }
      alpha = value
    }
    if space.isGray || (lowered["white"] != nil && lowered["red"] == nil) {
      guard let white = read("white") else { return nil }
      let graySpace: ColorSpace = space.isGray ? space : .grayGamma22
      return .fixed(RGBAColor(components: [white], alpha: alpha, in: graySpace))
    }
    guard let red = read("red"), let green = read("green"), let blue = read("blue") else { return nil }
    return .fixed(RGBAColor(components: [red, green, blue], alpha: alpha, in: space))
  }

  /// Reads one component.
  ///
  /// Xcode writes floating-point input as decimal strings with a point (`"0.500"`, `"1.000"`),
  /// 8-bit input as integer strings (`"128"`) and hex input as `"0x80"`; so an integer string is an
  /// 8-bit value. Alpha is always written as a float by Xcode, so an alpha of `"1"` or `"0"` is read
  /// as 1.0 / 0.0. JSON numbers come from other generators: integers above 1 are 8-bit values,
  /// anything else is a float.
  static func componentValue(_ raw: ComponentValue, isAlpha: Bool = false) -> Double? {
    switch raw {
    case .number(let number):
      guard number.isFinite else { return nil }
      return number > 1 && number == number.rounded() ? number / 255 : number
    case .string(let string):
      let text = string.trimmingCharacters(in: .whitespaces)
      let lower = text.lowercased()
      if lower.hasPrefix("0x") {
        guard let value = Int(lower.dropFirst(2), radix: 16), (0...255).contains(value) else { return nil }
        return Double(value) / 255
      }
      if let integer = Int(text) {
        if isAlpha && (integer == 0 || integer == 1) { return Double(integer) }
        guard (0...255).contains(integer) else { return nil }
        return Double(integer) / 255
      }
      guard let value = Double(text), value.isFinite else { return nil }
      return value
    }
  }

  static func summary(of error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      return context.debugDescription
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, _):
      return "missing key '\(key.stringValue)'"
    default:
      return String(describing: error)
    }
  }
}

extension ComponentValue {
  var text: String {
    switch self {
    case .string(let string): "\"\(string)\""
    case .number(let number): String(number)
    }
  }
}
