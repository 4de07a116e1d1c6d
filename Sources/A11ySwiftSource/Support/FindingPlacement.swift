import A11yCore

/// What the model knows about where a finding sits, added to every rule's findings in one place:
/// the `#if` branch it is in, and whether only a preview reaches the view it is in.
enum FindingPlacement {
  static func annotate(_ finding: Finding, in model: SwiftFileModel) -> Finding {
    var finding = finding
    let offset = finding.position.utf8Offset
    var notes: [LocalizedText] = []
    if let branch = model.compilationBranch(at: finding.position) { notes.append(branch.note) }
    if !model.project.previewOnlyViews.isEmpty,
       let owner = model.typeExtents.first(where: {
         $0.start <= offset && offset < $0.end && model.project.previewOnlyViews.contains($0.name)
       }) {
      // Nobody meets it in the app; a developer may still want to know before using it.
      finding.severity = min(finding.severity, .info)
      notes.append(LocalizedText(
        en: "only a preview uses `\(owner.name)`", ko: "`\(owner.name)` 뷰는 미리보기에서만 쓰입니다"))
    }
    guard !notes.isEmpty else { return finding }
    finding.message = LocalizedText(
      en: finding.message.en + " (" + notes.map(\.en).joined(separator: "; ") + ")",
      ko: finding.message.ko + " (" + notes.map(\.ko).joined(separator: "; ") + ")")
    return finding
  }
}
