import A11yCore

/// UIKit view classes that paint their own background (``ProjectIndex/typesPaintingThemselves``).
enum SelfPaintingViews {
  /// Classes whose declaration adds a `CAGradientLayer`, overrides `draw(_:)`, or sets its own
  /// `backgroundColor`.
  static func types(in files: [SwiftFileModel]) -> Set<String> {
    var result: Set<String> = []
    for file in files where !file.uikitObjects.isEmpty {
      for object in file.uikitObjects where object.name == "self" && object.assigns("backgroundColor") {
        result.insert(object.declaredClass)
      }
      guard file.sourceContains("CAGradientLayer") || file.sourceContains("override func draw(_") else { continue }
      let bytes = file.converter.source.bytes
      for type in file.declarations.types where type.kind == .class {
        guard let extent = file.typeExtents.first(where: { $0.name == type.name }) else { continue }
        let body = bytes[extent.start..<min(extent.end, bytes.count)]
        if !ByteSearch.offsets(of: "CAGradientLayer", in: body).isEmpty || !ByteSearch.offsets(of: "override func draw(_", in: body).isEmpty {
          result.insert(type.name)
        }
      }
    }
    return result
  }
}
