/// UIKit view types a view controller makes its root view (`override func loadView() { view =
/// mainView }` with `let mainView = PokePopupView()`, or `view = PopupView()`): the controller's
/// screen, shown as the controller is (pushed, or presented, which keeps VoiceOver inside), never
/// laid over another screen by itself. A controller embedded as a child (`addChild`) puts its
/// view over its parent's: not counted.
enum ControllerRootViews {
  static func types(in files: [SwiftFileModel]) -> Set<String> {
    var rootViews: [(controller: String, view: String)] = []
    for file in files where file.sourceContains("func loadView") {
      for function in file.behaviour.functions where function.name == "loadView" {
        guard let controller = function.enclosingType else { continue }
        let body = file.text(from: function.position, to: function.end)
        for line in body.split(separator: "\n") {
          let trimmed = line.drop { $0 == " " || $0 == "\t" }
          let assigned = trimmed.hasPrefix("self.view = ") ? trimmed.dropFirst("self.view = ".count)
            : trimmed.hasPrefix("view = ") ? trimmed.dropFirst("view = ".count) : nil
          guard let assigned else { continue }
          let name = String(assigned.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
          let bare = name.hasPrefix("self.") ? String(name.dropFirst("self.".count)) : name
          guard !bare.isEmpty, !bare.contains(".") else { continue }
          if bare.first?.isUppercase == true, assigned.dropFirst(bare.count).hasPrefix("(") {
            rootViews.append((controller, bare))
          } else if let object = file.uikitObjects.first(where: { $0.name == bare && $0.enclosingType == controller }) {
            rootViews.append((controller, object.declaredClass))
          }
        }
      }
    }
    guard !rootViews.isEmpty else { return [] }
    let embedding = files.filter { $0.sourceContains("addChild(") }
    return Set(rootViews.filter { root in
      !embedding.contains { $0.sourceContains(TypeIndex.simpleName(root.controller)) }
    }.map(\.view))
  }
}
