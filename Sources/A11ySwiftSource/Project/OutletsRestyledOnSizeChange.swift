import A11yCore

/// Outlets a class gives a font again whenever the text size changes: its size-change handler
/// (`traitCollectionDidChange`) assigns their `font` or `attributedText`, itself or through a
/// method of the class it calls (WaterMe's migrator screen, whose handler runs
/// `configureAttributedText()`, which sets each label's attributed text in a text-style font).
enum OutletsRestyledOnSizeChange {
  /// `Type.outlet` of each.
  static func outlets(in files: [SwiftFileModel]) -> Set<String> {
    let outlets = ExtensionOutletAssignments.outletNames(in: files)
    guard !outlets.isEmpty else { return [] }
    // The classes with outlets that have a size-change handler, then their functions' bodies,
    // across their files (only theirs: most classes have no handler).
    var handlers: Set<String> = []
    for file in files {
      for function in file.behaviour.functions where SwiftFileModelBuilder.sizeChangeHandlers.contains(function.name) {
        if let type = function.enclosingType.map(TypeIndex.simpleName), outlets[type] != nil { handlers.insert(type) }
      }
    }
    guard !handlers.isEmpty else { return [] }
    var bodies: [String: [(name: String, body: String)]] = [:]
    for file in files {
      for function in file.behaviour.functions {
        guard let type = function.enclosingType.map(TypeIndex.simpleName), handlers.contains(type) else { continue }
        bodies[type, default: []].append((function.name, file.text(from: function.position, to: function.end)))
      }
    }
    var result: Set<String> = []
    for type in handlers {
      let functions = bodies[type] ?? []
      // The handler, and the methods of the class it calls (one step: `self.configure()`, `configure()`).
      var rerun = functions.filter { SwiftFileModelBuilder.sizeChangeHandlers.contains($0.name) }
      let handlerText = rerun.map(\.body).joined(separator: "\n")
      rerun += functions.filter { function in
        !SwiftFileModelBuilder.sizeChangeHandlers.contains(function.name)
          && (handlerText.contains(function.name + "(") && !handlerText.contains("func " + function.name + "("))
      }
      let text = rerun.map(\.body).joined(separator: "\n")
      for outlet in outlets[type] ?? [] where text.contains(outlet) {
        let properties = ExtensionOutletAssignments.assignedProperties(of: outlet, in: text)
        if properties.contains("font") || properties.contains("attributedText") { result.insert(type + "." + outlet) }
      }
    }
    return result
  }
}
