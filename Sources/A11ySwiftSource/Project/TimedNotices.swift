import A11yCore

/// SwiftUI views that hold no control and take themselves away after a delay (`KeychyAlert`:
/// `DispatchQueue.main.asyncAfter(deadline: .now() + duration) { isPresented = false }`): a
/// message shown for a moment over a dimmed screen, nothing to use in it.
enum TimedNotices {
  static func views(in files: [SwiftFileModel]) -> Set<String> {
    var views: Set<String> = []
    for file in files where file.sourceContains("asyncAfter") || file.sourceContains("Task.sleep") {
      let closing = file.behaviour.calls.filter { call in
        let delayed = call.name == "asyncAfter" || (call.name == "Task" && call.closureText.contains("Task.sleep"))
        guard delayed, call.enclosingType != nil else { return false }
        let text = call.closureText.replacingOccurrences(of: " ", with: "")
        return text.contains("isPresented=false") || text.contains("dismiss()")
      }
      for type in Set(closing.compactMap(\.enclosingType)) {
        guard let roots = file.declarations.viewBodies[type] else { continue }
        let all = roots.map { file.view($0) } + roots.flatMap { file.descendants(of: file.view($0)) }
        if !all.contains(where: { $0.isControl || $0.tapGestureModifier != nil }) { views.insert(type) }
      }
    }
    return views
  }
}
