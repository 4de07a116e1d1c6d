import A11yCore
import A11ySwiftSource

/// Neighbouring buttons of fixed size whose centres are closer than 9 mm.
public struct IBTargetSpacingCheck: InterfaceBuilderRule {
  public init() {}
  public static var descriptor: RuleDescriptor { TargetSpacingRule.descriptor }

  static func button(_ id: String, x: Int, size: Int = 44, action: String? = nil) -> String {
    let connections = action.map { "<connections><action selector=\"\($0)\" destination=\"-1\" eventType=\"touchUpInside\" id=\"\(id)-a\"/></connections>" } ?? ""
    return """
      <button buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="0.0" width="\(size)" height="\(size)"/>
        <accessibility key="accessibilityConfiguration" label="\(id)"/>
        <constraints>
          <constraint firstAttribute="width" constant="\(size)" id="\(id)-w"/>
          <constraint firstAttribute="height" constant="\(size)" id="\(id)-h"/>
        </constraints>
        \(connections)
      </button>
    """
  }

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      InterfaceBuilderExample("<view contentMode=\"scaleToFill\" id=\"bar\"><subviews>\n\(button("minus", x: 0))\n  ↓<" + button("plus", x: 48).dropFirst(3) + "\n</subviews></view>"),
      // One selector, told apart by the buttons' tags (approve and reject).
      InterfaceBuilderExample("<view contentMode=\"scaleToFill\" id=\"bar\"><subviews>\n\(button("approve", x: 0, action: "pendingTouched:"))\n  ↓<" + button("reject", x: 44, action: "pendingTouched:").dropFirst(3).replacingOccurrences(of: "id=\"reject\"", with: "tag=\"1\" id=\"reject\"") + "\n</subviews></view>"),
      // Different actions, frames touching but not stacked.
      InterfaceBuilderExample("<view contentMode=\"scaleToFill\" id=\"bar\"><subviews>\n\(button("minus", x: 0, action: "decrease:"))\n  ↓<" + button("plus", x: 44, action: "increase:").dropFirst(3) + "\n</subviews></view>"),
    ],
    nonTriggering: [
      // A clear 44 pt "tap area" button centred over a 30 pt close button.
      InterfaceBuilderExample("<view contentMode=\"scaleToFill\" id=\"bar\"><subviews>\n\(button("close", x: 7, size: 30))\n\(button("tapArea", x: 0))\n</subviews></view>"),
      // Two buttons side by side that send the same action.
      InterfaceBuilderExample("<view contentMode=\"scaleToFill\" id=\"bar\"><subviews>\n\(button("icon", x: 0, action: "openOffer:"))\n\(button("banner", x: 44, action: "openOffer:"))\n</subviews></view>"),
      InterfaceBuilderExample("<view contentMode=\"scaleToFill\" id=\"bar\"><subviews>\n\(button("minus", x: 0))\n\(button("plus", x: 64))\n</subviews></view>"),
      InterfaceBuilderExample("<view contentMode=\"scaleToFill\" id=\"bar\"><subviews>\n\(button("minus", x: 0, size: 60))\n\(button("plus", x: 60, size: 60))\n</subviews></view>"),
    ])

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    let (profile, millimetres) = IBTargetSizeCheck.profile(context)
    let recommended = profile.points(millimetres: millimetres)
    for parent in document.objects where parent.children.count > 1 {
      // Buttons with a fixed size and a frame (their place); the frame's size is replaced by the constraints'.
      let buttons: [(IBObject, IBRect)] = parent.children.map { document.objects[$0] }.compactMap { child in
        guard facts.uikitClass(of: child) == "UIButton", !child.isHidden, let frame = child.frame,
              let width = child.fixedWidth?.points, let height = child.fixedHeight?.points else { return nil }
        return (child, IBRect(x: frame.x, y: frame.y, width: width, height: height))
      }.sorted { ($0.1.y, $0.1.x) < ($1.1.y, $1.1.x) }
      var reported: Set<Int> = []
      for (index, (first, a)) in buttons.enumerated() {
        for (second, b) in buttons.dropFirst(index + 1) where !reported.contains(second.index) {
          let sameRow = a.y < b.y + b.height && b.y < a.y + a.height
          let sameColumn = a.x < b.x + b.width && b.x < a.x + a.width
          guard sameRow || sameColumn else { continue }
          // Stacked, not neighbours: one's frame holds the other's centre (a clear "tap area"
          // button laid over a small close button, OsmAnd's cells).
          if a.contains(b.centre) || b.contains(a.centre) { continue }
          // Both send the same action and the handler can't tell them apart (no tag, no outlet):
          // a touch that lands on the other does the same thing (a banner's icon and the clear
          // button across the rest of it). Sphinx's approve and reject share a selector and differ
          // by tag: those stay neighbours.
          if !first.actionSelectors.isEmpty, Set(first.actionSelectors) == Set(second.actionSelectors),
             [first, second].allSatisfy({ $0["tag"] == nil && !facts.isReachableFromCode($0) }) { continue }
          let dx = (b.x + b.width / 2) - (a.x + a.width / 2), dy = (b.y + b.height / 2) - (a.y + a.height / 2)
          let distance = (dx * dx + dy * dy).squareRoot()
          guard distance < recommended else { continue }
          reported.insert(second.index)
          context.report(at: second.position, LocalizedText(
            en: "\(facts.name(of: second)) is \(Measure.format(distance)) pt (\(Measure.format(profile.millimetres(points: distance))) mm on \(profile.screenName.en)) from the centre of \(facts.name(of: first)), under checkpoint 2.5's \(Measure.format(millimetres)) mm (\(Measure.format(recommended)) pt); move them apart or enlarge them",
            ko: "\(facts.name(of: second))의 중심이 \(facts.name(of: first))의 중심에서 \(Measure.format(distance))pt(\(profile.screenName.ko)에서 \(Measure.format(profile.millimetres(points: distance)))mm) 떨어져 검사 항목 2.5의 \(Measure.format(millimetres))mm(\(Measure.format(recommended))pt)보다 가깝습니다. 간격을 넓히거나 크기를 키우세요"))
        }
      }
    }
  }
}
