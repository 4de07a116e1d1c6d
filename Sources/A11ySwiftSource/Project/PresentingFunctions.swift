import A11yCore
import Foundation

/// Functions that put something on screen: every declaration of the name sets a presentation
/// flag (`showDebugMenu = true`, `isPresented = true`, `alertItem = ...`), presents a controller
/// or an alert, or calls such a function (`output?.onDebugMenuSelected()`, the coordinator's
/// method that sets the flag). Read over the project, since a view model's tap handler hands the
/// tap to a coordinator in another file. Only worked out for projects that play system sounds,
/// the rule that asks (``SoundOnlyAlertRule``).
enum PresentingFunctions {
  static func names(in files: [SwiftFileModel]) -> Set<String> {
    guard files.contains(where: { $0.sourceContains("AudioServicesPlaySystemSound") }) else { return [] }
    // Each declaration's body, by name, read once.
    var bodies: [String: [String]] = [:]
    for file in files {
      let source = file.converter.source
      for function in file.declarations.functions where !function.isProperty && function.body.count > 2 {
        bodies[function.name, default: []].append(HandlerReach.droppingComments(source.text(from: function.body.lowerBound, to: function.body.upperBound)))
      }
    }
    // Only short bodies are read: a handler that forwards or sets a flag, not a long routine that
    // happens to present in one branch.
    let candidates = bodies.filter { $0.value.allSatisfy { $0.count <= 600 } }
      .mapValues { $0.map { (presents: presents($0), calls: Set(HandlerReach.callNames(in: $0))) } }
    var presenting = Set(candidates.filter { $0.value.allSatisfy(\.presents) }.keys)
    // Followed through forwarding calls, a few levels.
    for _ in 0..<3 {
      let next = Set(candidates.filter { entry in
        entry.value.allSatisfy { $0.presents || !presenting.isDisjoint(with: $0.calls) }
      }.keys)
      if next == presenting { break }
      presenting = next
    }
    return presenting
  }

  /// A flag that presents a sheet, alert, cover or menu set on (`showDebugMenu = true`,
  /// `isPresented = true`, `activeSheet = .debug`), or a controller, alert or push presented.
  static let flagPatterns = [
    #"\b(show|isShow|isPresent|present)\w*\s*=\s*true\b"#,
    #"\b\w*(Sheet|Alert|Popover|Cover|Dialog)\w*\s*=\s*(?!nil\b|false\b)[\w.(]"#,
    #"\b(sheet|alert|popover|cover|dialog)\w*\s*=\s*(?!nil\b|false\b)[\w.(]"#,
  ]
  static let presentingCalls = ["present(", "UIAlertController(", "pushViewController(", "showDetailViewController("]

  static func presents(_ code: String) -> Bool {
    if presentingCalls.contains(where: { ByteSearch.contains(code, word: $0) }) { return true }
    // Every flag pattern needs `=` and one of these pieces of its words; most bodies have none,
    // and the regular expressions showed in profiles of large apps.
    guard ByteSearch.contains(code, "="), ByteSearch.containsAny(code, flagWordPieces) else { return false }
    return flagPatterns.contains { code.range(of: $0, options: .regularExpression) != nil }
  }

  /// A piece of each word ``flagPatterns`` name: show/Show, present/Present, sheet/Sheet,
  /// alert/Alert, cover/Cover/popover/Popover, dialog/Dialog.
  static let flagWordPieces = ["how", "resent", "heet", "lert", "over", "ialog"]
}
