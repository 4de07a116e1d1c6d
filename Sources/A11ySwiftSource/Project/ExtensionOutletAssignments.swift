import A11yCore
import Foundation

/// What an extension of a class in another file does to the class's outlets (WaterMe's
/// `extension InfoTableViewCell { func configure(…) { self.label0?.attributedText = … } }`):
/// the per-file model keeps only the objects a file declares, so these assignments are read here,
/// by outlet name, within the extension's braces.
enum ExtensionOutletAssignments {
  /// `[type: [outlet: properties]]` assigned as `outlet.property = …` or `self.outlet?.property = …`.
  static func assignments(in files: [SwiftFileModel]) -> [String: [String: Set<String>]] {
    let outlets = outletNames(in: files)
    guard !outlets.isEmpty else { return [:] }
    var result: [String: [String: Set<String>]] = [:]
    for file in files where file.sourceContains("extension ") {
      let extensions = file.declarations.types.filter { $0.kind == .extension && outlets[TypeIndex.simpleName($0.name)] != nil }
      guard !extensions.isEmpty else { continue }
      let text = file.converter.source
      for declared in extensions {
        let type = TypeIndex.simpleName(declared.name)
        for extent in file.typeExtents where extent.name == declared.name && extent.start <= declared.position.utf8Offset && declared.position.utf8Offset < extent.end {
          let body = text.text(from: extent.start, to: extent.end)
          for outlet in outlets[type] ?? [] where body.contains(outlet) {
            let properties = assignedProperties(of: outlet, in: body)
            if !properties.isEmpty { result[type, default: [:]][outlet, default: []].formUnion(properties) }
          }
        }
      }
    }
    return result
  }

  /// The `@IBOutlet` properties each class declares, by the class's simple name.
  static func outletNames(in files: [SwiftFileModel]) -> [String: Set<String>] {
    var outlets: [String: Set<String>] = [:]
    for file in files {
      for object in file.uikitObjects where object.isOutlet {
        if let type = object.enclosingType.map(TypeIndex.simpleName) { outlets[type, default: []].insert(object.name) }
      }
    }
    return outlets
  }

  /// `label0?.attributedText =`, `self.label0.font =`: the properties assigned through `outlet`
  /// (optional chaining dropped), not through another object's member of the same name.
  static func assignedProperties(of outlet: String, in body: String) -> Set<String> {
    let pattern = #"(?<![A-Za-z0-9_])(?:(self)\.)?"# + NSRegularExpression.escapedPattern(for: outlet)
      + #"[?!]?\.([A-Za-z_][A-Za-z0-9_?!.]*)\s*=(?!=)"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let ns = body as NSString
    var found: Set<String> = []
    for match in regex.matches(in: body, range: NSRange(location: 0, length: ns.length)) {
      // `other.label0.text =` is another object's member.
      let start = match.range.location
      if match.range(at: 1).location == NSNotFound, start > 0, ns.substring(with: NSRange(location: start - 1, length: 1)) == "." { continue }
      found.insert(ns.substring(with: match.range(at: 2)).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""))
    }
    return found
  }
}
