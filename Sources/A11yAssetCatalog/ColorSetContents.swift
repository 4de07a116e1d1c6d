import Foundation

// Codable mirrors of the JSON Xcode writes. Everything is optional so that one missing key
// becomes a reported problem instead of a decoding failure for the whole file.

/// `<name>.colorset/Contents.json`.
struct ColorSetContents: Decodable {
  var colors: [ColorSetEntry]?
}

/// One entry of `"colors"`: a color for one idiom/appearance combination.
struct ColorSetEntry: Decodable {
  var idiom: String?
  var appearances: [AppearanceCondition]?
  var displayGamut: String?
  var color: ColorDefinition?

  enum CodingKeys: String, CodingKey {
    case idiom, appearances, color
    case displayGamut = "display-gamut"
  }
}

/// `{"appearance": "luminosity", "value": "dark"}` or `{"appearance": "contrast", "value": "high"}`.
struct AppearanceCondition: Decodable {
  var appearance: String?
  var value: String?
}

/// Either components in a color space, or a reference to a system color.
struct ColorDefinition: Decodable {
  var colorSpace: String?
  var components: [String: ComponentValue]?
  var platform: String?
  var reference: String?

  enum CodingKeys: String, CodingKey {
    case components, platform, reference
    case colorSpace = "color-space"
  }
}

/// A component as Xcode writes it: a string (`"0.500"`, `"128"`, `"0x80"`) or, from other tools, a number.
enum ComponentValue: Decodable, Equatable {
  case string(String)
  case number(Double)

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }
}

/// A group folder's `Contents.json`: `{"properties": {"provides-namespace": true}}`.
struct FolderContents: Decodable {
  var properties: FolderProperties?
}

struct FolderProperties: Decodable {
  var providesNamespace: Bool?

  enum CodingKeys: String, CodingKey {
    case providesNamespace = "provides-namespace"
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // Accept "true"/"false" strings too; hand-edited catalogs have them.
    if let flag = try? container.decodeIfPresent(Bool.self, forKey: .providesNamespace) {
      providesNamespace = flag
    } else if let text = try? container.decodeIfPresent(String.self, forKey: .providesNamespace) {
      providesNamespace = (text as NSString).boolValue
    } else {
      providesNamespace = nil
    }
  }
}
