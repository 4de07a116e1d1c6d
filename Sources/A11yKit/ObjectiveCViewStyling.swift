import A11ySwiftSource
import Foundation

/// What an app's Objective-C classes set on their own views, by class and the property holding
/// the view (`self.enableButton.titleLabel.font = ...` in `@implementation
/// OAPluginInstalledViewController` → `OAPluginInstalledViewController.enableButton`:
/// `titleLabel.font`; `[self.doneButton setTitle:...]` → `setTitle`). Storyboards and xibs owned by
/// Objective-C classes are then judged by what runs, as Swift owners' are through the project
/// index. Only `self.` and `_ivar` receivers count: another object's `titleLabel` may be anyone's.
/// Read by bytes: no Objective-C is parsed.
enum ObjectiveCViewStyling {
  /// Properties assigned with `.name =`, as the index's outlet assignments name them.
  static let assignedProperties = [
    "font", "textColor", "text", "attributedText", "adjustsFontForContentSizeCategory", "numberOfLines",
    "accessibilityLabel", "isAccessibilityElement", "accessibilityTraits", "placeholder",
  ]
  /// Setters sent as messages (`setFont:`), by the property they stand for.
  static let setters: [String: String] = [
    "setFont:": "font", "setTextColor:": "textColor", "setText:": "text", "setAttributedText:": "attributedText",
    "setTitle:": "setTitle", "setAttributedTitle:": "setAttributedTitle", "setAccessibilityLabel:": "accessibilityLabel",
    "setIsAccessibilityElement:": "isAccessibilityElement", "setPlaceholder:": "placeholder",
  ]

  /// Keyed `Class.property`; each file read and scanned in turn, so only one is held at a time.
  static func assignments(readingFiles paths: [String]) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      collect(Array(data), into: &result)
    }
    return result
  }

  /// Keyed `Class.property`.
  static func assignments(in sources: [[UInt8]]) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for bytes in sources { collect(bytes, into: &result) }
    return result
  }

  static func collect(_ bytes: [UInt8], into result: inout [String: Set<String>]) {
    let implementations = ByteSearch.offsets(of: "@implementation ", in: bytes[...]).map { offset -> (Int, String) in
      var end = offset + "@implementation ".utf8.count
      let start = end
      while end < bytes.count, ByteSearch.isIdentifierByte(bytes[end]) { end += 1 }
      return (offset, String(decoding: bytes[start..<end], as: UTF8.self))
    }
    guard !implementations.isEmpty else { return }
    func note(_ found: (offset: Int, chain: [String]), _ property: String) {
      guard let owner = implementations.last(where: { $0.0 < found.offset })?.1, !owner.isEmpty,
            let (holder, path) = ownView(found.chain, property) else { return }
      result[owner + "." + holder, default: []].insert(path)
    }
    for property in assignedProperties {
      for found in receivers(of: "." + property, in: bytes, requiringAssignment: true) { note(found, property) }
    }
    for (setter, property) in setters {
      for found in receivers(of: " " + setter, in: bytes, requiringAssignment: false) { note(found, property) }
    }
  }

  /// `[self, enableButton, titleLabel]` + `font` → (`enableButton`, `titleLabel.font`);
  /// `[_topLabel]` → (`topLabel`, `font`). Nil for another object's view.
  static func ownView(_ chain: [String], _ property: String) -> (String, String)? {
    var names = chain
    if names.first == "self" {
      names.removeFirst()
    } else if let ivar = names.first, ivar.hasPrefix("_"), ivar.count > 1 {
      names[0] = String(ivar.dropFirst())
    } else {
      return nil
    }
    switch names.count {
    case 1: return (names[0], property)
    case 2 where names[1] == "titleLabel": return (names[0], "titleLabel." + property)
    default: return nil
    }
  }

  /// The identifier chains (`self.enableButton.titleLabel` → `[self, enableButton, titleLabel]`)
  /// written right before each occurrence of `marker`, with the marker's offset; for a dot
  /// property, only where `=` (not `==`) follows.
  static func receivers(of marker: String, in bytes: [UInt8], requiringAssignment: Bool) -> [(offset: Int, chain: [String])] {
    var chains: [(offset: Int, chain: [String])] = []
    let length = marker.utf8.count
    for found in ByteSearch.offsets(of: marker, in: bytes[...]) {
      var after = found + length
      if requiringAssignment {
        // `.text` in `.textColor` is another property.
        if after < bytes.count, ByteSearch.isIdentifierByte(bytes[after]) { continue }
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after < bytes.count, bytes[after] == UInt8(ascii: "="), after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: "=") else { continue }
      }
      var chain: [String] = []
      var end = found
      while true {
        var start = end
        while start > 0, ByteSearch.isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start < end else { break }
        chain.insert(String(decoding: bytes[start..<end], as: UTF8.self), at: 0)
        guard start > 0, bytes[start - 1] == UInt8(ascii: "."), chain.count < 4 else { break }
        end = start - 1
      }
      if !chain.isEmpty { chains.append((found, chain)) }
    }
    return chains
  }
}
