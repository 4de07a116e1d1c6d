import A11yCore

/// One dimension of a view's size as far as its modifiers tell.
struct Extent: Equatable {
  /// The size in points.
  var points: Double
  /// True when the modifiers fix it (`.frame(width: 24)`), false when it is only a lower bound
  /// (`.frame(minWidth: 44)`): the content may make it larger.
  var isExact: Bool
  /// Where the size was set, for reporting.
  var position: SourcePosition
}

struct TargetSize {
  var width: Extent?
  var height: Extent?

  /// Reads `.frame`, `.padding` and friends in application order.
  /// `resizing`: the project's `View` helpers that set a frame or padding of their own
  /// (``ProjectIndex/sizeChangingModifiers``): past one, the size isn't known.
  static func estimate(_ modifiers: some Collection<ViewModifierCall>, resizing: Set<String> = []) -> TargetSize {
    var size = TargetSize()
    for modifier in modifiers {
      if resizing.contains(modifier.name) {
        size.width = nil
        size.height = nil
        continue
      }
      switch modifier.name {
      case "frame":
        let arguments = modifier.arguments
        if arguments.has(label: "width") || arguments.has(label: "height") {
          if let width = arguments.first(labeled: "width") {
            size.width = width.numberLiteral.map { Extent(points: $0, isExact: true, position: modifier.position) }
          }
          if let height = arguments.first(labeled: "height") {
            size.height = height.numberLiteral.map { Extent(points: $0, isExact: true, position: modifier.position) }
          }
        } else {
          size.width = apply(minimum: arguments.first(labeled: "minWidth"), maximum: arguments.first(labeled: "maxWidth"),
                             ideal: arguments.first(labeled: "idealWidth"), to: size.width, at: modifier.position)
          size.height = apply(minimum: arguments.first(labeled: "minHeight"), maximum: arguments.first(labeled: "maxHeight"),
                              ideal: arguments.first(labeled: "idealHeight"), to: size.height, at: modifier.position)
        }
      case "padding":
        let (horizontal, vertical) = paddingAmounts(modifier.arguments)
        size.width = grow(size.width, by: horizontal)
        size.height = grow(size.height, by: vertical)
      case "contentShape":
        // `.contentShape(Rectangle().inset(by: -6))`: touches 6 pt around the frame hit too
        // (bitchat's 32 pt close button made a 44 pt target).
        if let outset = contentShapeOutset(modifier.arguments) {
          size.width = grow(size.width, by: 2 * outset)
          size.height = grow(size.height, by: 2 * outset)
        }
      case "scaleEffect", "fixedSize", "layoutPriority", "aspectRatio", "scaledToFit", "scaledToFill":
        // These change the size in ways we don't compute.
        size.width = size.width.map { Extent(points: $0.points, isExact: false, position: $0.position) }
        size.height = size.height.map { Extent(points: $0.points, isExact: false, position: $0.position) }
      default:
        continue
      }
    }
    return size
  }

  private static func apply(minimum: ExpressionInfo?, maximum: ExpressionInfo?, ideal: ExpressionInfo?,
                            to extent: Extent?, at position: SourcePosition) -> Extent? {
    var result = extent
    if maximum != nil || ideal != nil {
      // `maxWidth: .infinity` and ideal sizes: the size depends on the space offered.
      if let minimum = minimum?.numberLiteral { return Extent(points: minimum, isExact: false, position: position) }
      return result.map { Extent(points: $0.points, isExact: false, position: $0.position) }
    }
    guard let minimum else { return result }
    guard let value = minimum.numberLiteral else { return nil }
    if let current = result, current.isExact {
      result = Extent(points: max(current.points, value), isExact: current.points >= value, position: current.points >= value ? current.position : position)
    } else {
      result = Extent(points: max(result?.points ?? 0, value), isExact: false, position: position)
    }
    return result
  }

  /// How far a content shape reaches past the view's frame: N for a shape inset by a literal -N.
  static func contentShapeOutset(_ arguments: [Argument]) -> Double? {
    guard let shape = arguments.first(where: { $0.label == nil })?.value.text,
          let inset = shape.range(of: ".inset(by:") else { return nil }
    let amount = shape[inset.upperBound...].drop { $0 == " " }.prefix { $0 == "-" || $0 == "." || $0.isNumber }
    guard amount.hasPrefix("-"), let value = Double(amount.dropFirst()), value > 0 else { return nil }
    return value
  }

  /// Padding added across (horizontal) and along (vertical), or nil when it can't be known.
  private static func paddingAmounts(_ arguments: [Argument]) -> (Double?, Double?) {
    let defaultPadding = 16.0
    var amount: Double? = defaultPadding
    var edges: [String] = ["all"]
    for argument in arguments {
      if let number = argument.value.numberLiteral {
        amount = number
      } else if !argument.value.memberNames.isEmpty, argument.label == nil || argument.label == "edges" {
        edges = argument.value.memberNames
      } else {
        amount = nil
      }
    }
    guard let amount else { return (nil, nil) }
    var horizontal = 0.0, vertical = 0.0
    for edge in edges {
      switch edge {
      case "all": horizontal += 2 * amount; vertical += 2 * amount
      case "horizontal": horizontal += 2 * amount
      case "vertical": vertical += 2 * amount
      case "leading", "trailing": horizontal += amount
      case "top", "bottom": vertical += amount
      default: return (nil, nil)
      }
    }
    return (horizontal, vertical)
  }

  static func grow(_ extent: Extent?, by amount: Double?) -> Extent? {
    guard let extent else { return nil }
    guard let amount else { return Extent(points: extent.points, isExact: false, position: extent.position) }
    return Extent(points: extent.points + amount, isExact: extent.isExact, position: extent.position)
  }

  /// The larger of two estimates per dimension (a label that overflows its button's frame is still
  /// hit); a lower bound at least as large as an exact size wins.
  static func larger(_ a: Extent?, _ b: Extent?) -> Extent? {
    guard let a else { return b }
    guard let b else { return a }
    if a.points == b.points { return a.isExact ? b : a }
    return a.points > b.points ? a : b
  }
}

/// Interactive SwiftUI views and their hit areas.
enum SwiftUITargets {
  static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "ShareLink", "PasteButton", "EditButton"]
  static let tapModifiers: Set<String> = ["onTapGesture", "onLongPressGesture"]

  struct Target {
    var view: SwiftUIView
    var size: TargetSize
    /// The target takes the width it is offered (`.frame(maxWidth: .infinity)`, a row whose stack
    /// holds a `Spacer`) and responds across it (a content shape or a background): a full-width row,
    /// whose width is never what makes it hard to hit.
    var spansWidth = false
    /// The `.frame` outside a `Button` that alone gave it a size of 44 pt or more, when its label
    /// (plain text, images and stacks of them) fixes no size and fills nothing: only what the
    /// label draws responds, however large the frame.
    var framedOutside: ViewModifierCall?
    /// The `.frame` of a plain-styled `Button`'s label that alone gave it a size of 44 pt or more,
    /// with nothing filling it: the plain style responds only where the label draws.
    var transparentFrame: ViewModifierCall?
  }

  static let plainStyles: Set<String> = [".plain", "PlainButtonStyle()"]

  /// `Button { } label: { Image(systemName: "xmark").frame(width: 48, height: 48) }.buttonStyle(.plain)`
  /// with no content shape or fill: the frame's empty space doesn't respond (anytype's close
  /// buttons). The frame that makes the label look 44 pt or more, or nil.
  static func transparentFrame(of label: SwiftUIView, inner: TargetSize, button: SwiftUIView, in file: SwiftFileModel) -> ViewModifierCall? {
    guard button.modifiers(named: "buttonStyle").contains(where: { plainStyles.contains($0.arguments.first?.value.text ?? "") }),
          [inner.width, inner.height].contains(where: { ($0?.points ?? 0) >= 44 }),
          let frame = label.modifiers.last(where: { $0.name == "frame" }),
          label.kind == .call, ["Text", "Image", "HStack", "VStack", "ZStack"].contains(label.name),
          !fillsItsHitArea(label.modifiers), !label.modifiers.contains(where: { $0.name == "padding" || $0.name == "overlay" }),
          label.children.map({ file.views[$0] }).allSatisfy({ isDrawnOnly($0, in: file) })
    else { return nil }
    // A resizable image framed (`Image(systemName: "play.circle.fill").resizable().frame(width: 86,
    // height: 86)`, Lean Health Timer's start button): the picture fills the frame, no space is empty.
    if label.name == "Image", let resizable = label.modifiers.firstIndex(where: { $0.name == "resizable" }),
       let framed = label.modifiers.lastIndex(where: { $0.name == "frame" }), resizable < framed { return nil }
    return frame
  }

  /// `button.buttonStyle(RoundStyle())` with a project style whose makeBody draws a 44 pt target.
  static func styleSizesTarget(_ button: SwiftUIView, in file: SwiftFileModel) -> Bool {
    styleNamed(in: button, among: file.project.buttonStylesSizingTarget)
  }

  /// `button.buttonStyle(FilledStyle())` with a project style that gives the label a background.
  static func styleFillsLabel(_ button: SwiftUIView, in file: SwiftFileModel) -> Bool {
    styleNamed(in: button, among: file.project.buttonStylesFillingLabel)
  }

  /// Whether the button's `.buttonStyle(Name(…))` is one of these project styles.
  static func styleNamed(in button: SwiftUIView, among styles: Set<String>) -> Bool {
    !styles.isEmpty && styleNames(of: button).contains(where: styles.contains)
  }

  /// The type name of the button's last `.buttonStyle(Name(…))`.
  static func styleName(of button: SwiftUIView) -> String? {
    styleNames(of: button).last
  }

  /// The type names of the button's `.buttonStyle(Name(…))` modifiers, in order.
  static func styleNames(of button: SwiftUIView) -> [String] {
    button.modifiers(named: "buttonStyle").compactMap { style in
      guard let value = style.arguments.first?.value else { return nil }
      let name = String(value.text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      return name.isEmpty ? nil : name
    }
  }

  /// A label made of text, small images and stacks of them, none padded, framed (but icons under
  /// 44 pt) or filled: its size is what it draws.
  static func isDrawnOnly(_ label: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let primitives: Set<String> = ["Text", "Image", "Label", "HStack", "VStack", "ZStack", "Spacer"]
    return ([label] + file.descendants(of: label)).allSatisfy { part in
      guard part.kind == .call, primitives.contains(part.name), !fillsItsHitArea(part.modifiers),
            !part.modifiers.contains(where: { $0.name == "padding" || $0.name == "overlay" }) else { return false }
      // An icon framed smaller than 44 pt (`.frame(width: 24, height: 24)`) is still small, and so
      // is an SF Symbol at a text size; an asset drawn at its own size may be large (a camera's
      // shutter).
      let own = TargetSize.estimate(part.modifiers)
      if part.name == "Image" {
        guard own.width != nil || own.height != nil || part.argument("systemName") != nil else { return false }
        return [own.width, own.height].allSatisfy { ($0?.points ?? 0) < 44 }
      }
      return !part.modifiers.contains { $0.name == "frame" }
    }
  }

  /// Whether the modifiers make the empty parts of a view respond to touch: `.contentShape(...)`, a
  /// background that isn't clear, or the app's own helper named for it (`.fixTappableArea()`).
  /// Without one, only what is drawn responds: a plain row's `Spacer` doesn't (woocommerce-ios-028).
  static func fillsItsHitArea(_ modifiers: some Collection<ViewModifierCall>) -> Bool {
    modifiers.contains { modifier in
      let name = modifier.name.lowercased()
      if name == "background" {
        let fill = modifier.arguments.first?.value.text ?? ""
        return !fill.hasSuffix("clear")
      }
      // `.glassEffect(.regular.interactive())` draws a glass shape over the whole frame (iOS 26).
      if name == "glasseffect" { return true }
      return ["contentshape", "tappable", "hittable", "hitarea"].contains { name.contains($0) }
    }
  }

  /// `.frame(maxWidth: .infinity)` among the modifiers, or a horizontal stack pushed apart by a
  /// `Spacer` (`HStack { Text(title); Spacer(); checkmark }`): the view fills the width offered.
  static func spansWidth(_ view: SwiftUIView, modifiers: some Collection<ViewModifierCall>, in file: SwiftFileModel) -> Bool {
    if stretchesToWidth(modifiers) { return true }
    // `.frame(width: UIScreen.main.bounds.width - 60)`, `geometry.size.width * 0.9`: the screen's
    // or the container's width, less a margin.
    if modifiers.contains(where: { modifier in
      modifier.name == "frame" && modifier.arguments.first(labeled: "width").map { width in
        let text = width.text
        return (text.contains("bounds.width") || text.contains("size.width")) && !text.contains("/")
      } == true
    }) {
      return true
    }
    guard view.name == "HStack" || view.name == "LazyHStack" else { return false }
    // A Spacer, or a child stretched to the width offered (Windscribe's "Save credentials" row:
    // `Text(...).frame(maxWidth: .infinity, alignment: .leading)` beside its checkbox).
    return view.children.contains { child in
      let child = file.views[child]
      return child.name == "Spacer" || stretchesToWidth(child.modifiers)
    }
  }

  /// `.frame(maxWidth: .infinity)` among the modifiers.
  static func stretchesToWidth(_ modifiers: some Collection<ViewModifierCall>) -> Bool {
    modifiers.contains { modifier in
      modifier.name == "frame" && modifier.arguments.first(labeled: "maxWidth").map { $0.text.hasSuffix("infinity") } == true
    }
  }

  /// Every interactive view with the size of the area that responds to touch.
  static func targets(in file: SwiftFileModel) -> [Target] {
    var result: [Target] = []
    for view in file.views {
      if controls.contains(view.name), view.kind == .call {
        // Always disabled (`.disabled(true)`): shown as a badge, never activated.
        if view.isDisabledForGood { continue }
        // Disabled on a flag every use of its view passes `true` (a settings row shown greyed out).
        if view.modifiers(named: "disabled").contains(where: { modifier in
          modifier.arguments.first.map { file.project.constantColorFlags[ColorOnlyStateRule.flagKey($0.value.text, in: view)] == true } ?? false
        }) { continue }
        // A button that is a List or Form row: the whole row (44 pt or more) responds to touch.
        if isListRow(view, in: file) { continue }
        // Not drawn at all (`.hidden()` or a literal `.opacity(0)` on it or around it): nothing to hit.
        if file.isNeverDrawn(view) { continue }
        // In a widget a Button with a closure takes no touches (only App Intent buttons and Links do):
        // a tap opens the app through the widget's URL, so the whole widget is the target.
        if view.name == "Button", view.argument("intent") == nil, isInWidget(view, in: file) { continue }
        // A bar item (`.toolbar { ToolbarItem { Button … } }`): the bar lays it out and gives it a
        // hit region of its full height, at least 44 pt, whatever the label's frame.
        if isBarItem(view, in: file) { continue }
        // So is the one button of a view placed only as a bar item (WoA's `BackWhiteButton` in its
        // navigation bars' `ToolbarItem`s).
        // (The view's whole body: a title view holding a small button beside its words is no bar button.)
        if view.name == "Button", view.parent == nil, view.enclosingType.map(file.project.oneButtonViewsOnlyInBarItems.contains) == true { continue }
        // Styled by a project style that draws a fixed target of 44 pt or more under the label.
        if styleSizesTarget(view, in: file) { continue }
        // Padding around a control is space beside what responds to touch, never in it.
        var size = TargetSize.estimate(view.modifiers.filter { $0.name != "padding" }, resizing: file.project.sizeChangingModifiers)
        // Only the label's own frame and fill count: outside a `Button` they don't grow what responds.
        var wide = false, filled = false
        var framedOutside: ViewModifierCall?, transparentFrame: ViewModifierCall?
        let labels = view.children.map { file.views[$0] }.filter { $0.slot == .label || ($0.slot == .content && view.name != "Menu") }
        if labels.count == 1, let label = labels.first {
          var inner = TargetSize.estimate(label.modifiers, resizing: file.project.sizeChangingModifiers)
          // A bordered style draws its shape around the label, 7 pt above and below and 12 pt at
          // each side (UIKit's medium button configuration), and the shape responds to touch.
          // A large one (`.controlSize(.large)`), 14 pt above and below and 20 at each side (Oscar's
          // glass close button around an 18 pt icon).
          if isBordered(view, in: file) {
            let large = isLargeControl(view, in: file)
            inner.width = TargetSize.grow(inner.width, by: large ? 40 : 24)
            inner.height = TargetSize.grow(inner.height, by: large ? 28 : 14)
            size.width = TargetSize.larger(size.width, inner.width)
            size.height = TargetSize.larger(size.height, inner.height)
          } else if view.name == "Button" {
            // `Button { } label: { icon }.frame(width: 50, height: 50)`: the frame lays out space
            // around the label, but only the label responds. A frame under 44 pt still bounds the
            // label laid out in it; a larger one says nothing of the target.
            var outsideOnly = false
            // A label that stretches (`.frame(maxHeight: .infinity)`, in place or in the member
            // that draws it) takes the frame's size.
            var stretching = label.modifiers
            if let member = file.viewMember(referencedBy: label), member.roots.count == 1 { stretching += file.views[member.roots[0]].modifiers }
            func stretches(_ argument: String) -> Bool {
              stretching.contains { $0.name == "frame" && $0.arguments.first(labeled: argument)?.text.hasSuffix("infinity") == true }
            }
            // A style whose body takes the offered frame (Pomodoro's `PopStyle`, a filled shape; TDTD's
            // `RoundButtonStyle`, a label stretched wide under its fill) responds over all of it.
            func styleFillsOffer(_ axis: String) -> Bool {
              styleName(of: view).map { file.project.buttonStylesFillingOffer.contains($0 + "/" + axis) } ?? false
            }
            func labelDecides(_ outside: Extent?, _ own: Extent?, stretchingLabel: String) -> Extent? {
              guard let outside else { return own }
              guard let own else {
                if outside.points < 44 || stretches(stretchingLabel) || styleFillsOffer(stretchingLabel) { return outside }
                // `.frame(minWidth: 100)`: room that grows with what is offered, not a size the label is given.
                guard outside.isExact else { return nil }
                outsideOnly = true
                return nil
              }
              return own.isExact ? own : TargetSize.larger(outside, own)
            }
            size.width = labelDecides(size.width, inner.width, stretchingLabel: "maxWidth")
            size.height = labelDecides(size.height, inner.height, stretchingLabel: "maxHeight")
            if outsideOnly, isDrawnOnly(label, in: file) {
              framedOutside = view.modifiers.last { $0.name == "frame" }
            }
            transparentFrame = Self.transparentFrame(of: label, inner: inner, button: view, in: file)
          } else {
            size.width = TargetSize.larger(size.width, inner.width)
            size.height = TargetSize.larger(size.height, inner.height)
          }
          wide = spansWidth(label, modifiers: label.modifiers, in: file)
          filled = fillsItsHitArea(label.modifiers) || styleFillsLabel(view, in: file)
          // `label: { sheetButton("Donate") }` with `func sheetButton(_:) -> some View { Text(title)
          // .frame(maxWidth: .infinity).background(Color.accentColor) }`: the member's one root is the label.
          if let member = file.viewMember(referencedBy: label), member.roots.count == 1 {
            let root = file.views[member.roots[0]]
            wide = wide || spansWidth(root, modifiers: root.modifiers, in: file)
            filled = filled || fillsItsHitArea(root.modifiers)
          }
        }
        // `Button("Close", systemImage: "xmark").labelStyle(.iconOnly).frame(width: 44, height: 44)`:
        // the system draws the title or icon, and only that responds; a frame of 44 pt or more
        // outside lays out room around it (OneBusAway's map item buttons).
        if labels.isEmpty, view.name == "Button", view.kind == .call, view.titleArgument != nil, !isBordered(view, in: file),
           !styleFillsLabel(view, in: file), let frame = view.modifiers.last(where: { $0.name == "frame" }) {
          let bounds = [size.width, size.height].compactMap { $0 }
          if !bounds.isEmpty, bounds.allSatisfy({ $0.isExact && $0.points >= 44 }) {
            framedOutside = frame
            size.width = nil
            size.height = nil
          }
        }
        result.append(Target(view: view, size: size, spansWidth: wide && filled, framedOutside: framedOutside, transparentFrame: transparentFrame))
        continue
      }
      // A tapped view that sits inside a control is part of the control's target.
      guard view.context.enclosingControl == nil,
            let gestureIndex = view.modifiers.firstIndex(where: { tapModifiers.contains($0.name) || isTapGesture($0) }) else { continue }
      // An empty tap (`.onTapGesture(perform: { })`, Edo's water drops) does nothing: no target.
      let gesture = view.modifiers[gestureIndex]
      if gesture.name == "onTapGesture", TapGestureRoleRule.actionBody(file.text(from: gesture.start, to: gesture.end)).isEmpty { continue }
      let applied = view.modifiers[..<gestureIndex]
      result.append(Target(view: view, size: TargetSize.estimate(applied, resizing: file.project.sizeChangingModifiers),
                           spansWidth: spansWidth(view, modifiers: applied, in: file) && fillsItsHitArea(applied)))
    }
    return result
  }

  static let borderedStyles: Set<String> = [
    ".bordered", ".borderedProminent", "BorderedButtonStyle()", "BorderedProminentButtonStyle()", ".glass", ".glassProminent",
  ]

  /// A button given a bordered style at the regular or a larger control size (`.small` and
  /// `.mini` draw thinner borders, and are left as they are). Both pass down the environment: the
  /// nearest `.buttonStyle` and `.controlSize`, on the button or a view around it (Bangumi's
  /// `.buttonStyle(.bordered)` on a toolbar's scroll view), decide.
  static func isBordered(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard let style = nearestArgument(of: "buttonStyle", for: view, in: file), borderedStyles.contains(style) else { return false }
    return ![".small", ".mini"].contains(nearestArgument(of: "controlSize", for: view, in: file) ?? "")
  }

  /// The first argument of the nearest modifier of that name on the view or passed down to it.
  static func nearestArgument(of modifier: String, for view: SwiftUIView, in file: SwiftFileModel) -> String? {
    if let own = view.modifiers.first(where: { $0.name == modifier }) { return own.arguments.first?.value.text }
    for step in file.ancestry(of: view).steps {
      if let applied = step.applyingModifiers.first(where: { $0.name == modifier }) { return applied.arguments.first?.value.text }
    }
    return nil
  }

  /// The control size in force for the view: `.large` or `.extraLarge` draws a larger bordered shape.
  static func isLargeControl(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    [".large", ".extraLarge"].contains(nearestArgument(of: "controlSize", for: view, in: file) ?? "")
  }

  /// Views that pass a row through to its List or Form without making it part of a larger row.
  static let rowPassThrough: Set<String> = ["ForEach", "Group", "Section"]
  /// Modifiers only a List or Form row has.
  static let rowModifiers: Set<String> = ["listRowBackground", "listRowInsets", "listRowSeparator", "listRowSeparatorTint"]
  /// Styles with which a button in a row responds only on its label.
  static let labelOnlyStyles: Set<String> = [
    ".borderless", ".plain", "BorderlessButtonStyle()", "PlainButtonStyle()", ".bordered", ".borderedProminent", ".glass", ".glassProminent",
  ]

  /// A button that is a row of a List or Form by itself (under Sections, ForEach or Groups only,
  /// or given row modifiers), whose style doesn't limit the target to the label.
  static func isListRow(_ view: SwiftUIView, in file: SwiftFileModel, depth: Int = 0) -> Bool {
    if view.modifiers(named: "buttonStyle").contains(where: { labelOnlyStyles.contains($0.arguments.first?.value.text ?? "") }) {
      return false
    }
    if view.modifiers.contains(where: { rowModifiers.contains($0.name) }) { return true }
    for step in file.ancestry(of: view).steps {
      // In an overlay, a background or an inset of the list: over it, not a row of it.
      if case .modifier = step.child.slot { return false }
      if step.ancestor.name == "List" || step.ancestor.name == "Form" { return true }
      // A Section at the top of a member (`var bolusSection: some View { Section { ... } }`) is a
      // List or Form section: a Section shows as one nowhere else.
      if step.ancestor.name == "Section" { return true }
      // `HStack { Spacer(); Button("Save") { … }; Spacer() }`: a button centred in its row is still the row.
      if ["HStack", "VStack", "ZStack"].contains(step.ancestor.name),
         step.ancestor.children.allSatisfy({ $0 == step.child.index || file.views[$0].name == "Spacer" }) { continue }
      guard rowPassThrough.contains(step.ancestor.name) else {
        return isOnlyButtonOfListRowView(view, in: file) || isOnlyControlOfRow(view, in: file)
      }
    }
    if isOnlyButtonOfListRowView(view, in: file) { return true }
    // The root of a member (`func buttonRowView(…) -> some View { Button … }`) every use of which
    // is a row of the List (GistHub's home rows): the row is the target there.
    guard depth < 2, let member = file.viewMember(holding: view) else { return false }
    let uses = file.uses(of: member)
    return !uses.isEmpty && uses.allSatisfy { isListRow($0, in: file, depth: depth + 1) }
  }

  /// The one control of a List or Form row that holds other content too (`HStack { Text(id);
  /// Spacer(); Button { copy() } label: { Image("copy") } }`, EasyHabit's habit form): in the
  /// automatic style, a tap anywhere on the row runs it, so the row is the target.
  static func isOnlyControlOfRow(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard view.name == "Button" else { return false }
    func limitsToLabel(_ candidate: SwiftUIView) -> Bool {
      candidate.modifiers(named: "buttonStyle").contains { labelOnlyStyles.contains($0.arguments.first?.value.text ?? "") }
    }
    var row = view
    var reachedList = false
    for step in file.ancestry(of: view).steps {
      if case .modifier = step.child.slot { return false }
      if limitsToLabel(step.ancestor) { return false }
      if ["List", "Form", "Section"].contains(step.ancestor.name) { reachedList = true; break }
      if !rowPassThrough.contains(step.ancestor.name) { row = step.ancestor }
    }
    guard reachedList, row.index != view.index else { return false }
    let controls = ([row] + file.descendants(of: row)).filter { $0.isControl || ["NavigationLink", "Link", "Menu"].contains($0.name) }
    return controls.count == 1 && controls[0].index == view.index
  }

  /// The one button of a view every use of which is a `List` row (another file's `List { Section {
  /// HomeBalanceView() } }`): the list gives the button the whole row.
  static func isOnlyButtonOfListRowView(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    view.name == "Button" && view.enclosingType.map(file.project.oneButtonViewsOnlyInListRows.contains) == true
  }

  /// Views a toolbar item passes its content through.
  static let barItemPassThrough: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "Group", "HStack", "ForEach"]

  /// A control in a toolbar: in the closure of `.toolbar { }` (through `ToolbarItem`s, groups and
  /// stacks), or under a `ToolbarItem` at the top of a `some ToolbarContent` member.
  static func isBarItem(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    var sawItem = false
    for step in file.ancestry(of: view).steps {
      if case .modifier(let name, _) = step.child.slot, name == "toolbar" { return true }
      guard barItemPassThrough.contains(step.ancestor.name) else { return false }
      sawItem = sawItem || step.ancestor.name.hasPrefix("ToolbarItem")
      if step.ancestor.parent == nil { return sawItem }
    }
    return false
  }

  /// Widget code (``HeadingTraitRule/isWidgetCode(_:in:)``), or a view in a file that imports
  /// WidgetKit without reloading widgets: an app file imports it only for `WidgetCenter`.
  static func isInWidget(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if HeadingTraitRule.isWidgetCode(view, in: file) { return true }
    return file.sourceContains("import WidgetKit") && !file.sourceContains("WidgetCenter")
  }

  static func isTapGesture(_ modifier: ViewModifierCall) -> Bool {
    ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(modifier.name)
      && (modifier.arguments.first?.value.text.hasPrefix("TapGesture") ?? false)
  }

  /// A control whose label is only an image: an icon button.
  static func isIconControl(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    guard controls.contains(view.name), view.titleArgument == nil else { return false }
    let names = file.descendants(of: view).map(\.name)
    return names.contains("Image") && !names.contains("Text") && !names.contains("Label")
  }
}

/// UIKit controls sized in code.
enum UIKitTargets {
  static let controlClasses: Set<String> = ["UIButton", "UIControl", "UISegmentedControl", "UITextField"]

  struct Target {
    var object: UIKitObject
    var width: Extent?
    var height: Extent?
    /// The size comes from a frame given at creation, which Auto Layout or a bar may change.
    var fromFrame: Bool
  }

  static func target(_ object: UIKitObject, in file: SwiftFileModel? = nil) -> Target? {
    guard controlClasses.contains(object.uikitClass) else { return nil }
    var target = Target(object: object, fromFrame: false)
    // A frame at creation or assigned later.
    var frame: ExpressionInfo?
    if let initializer = object.initializer, let value = initializer.callArguments.first(labeled: "frame") { frame = value }
    if let assigned = object.assignment("frame") ?? object.assignment("bounds") { frame = assigned.value }
    // A frame placed wholly above or left of its parent (`CGRect(x: 0, y: -40, width: 100,
    // height: 30)`, opentrace's hidden input proxy): out of sight and out of reach, no target.
    if let frame, let (width, height) = rectSize(frame), let x = frame.callArguments.first(labeled: "x")?.numberLiteral,
       let y = frame.callArguments.first(labeled: "y")?.numberLiteral,
       x + (width.numberLiteral ?? .infinity) <= 0 || y + (height.numberLiteral ?? .infinity) <= 0 {
      return nil
    }
    if let frame, let (width, height) = rectSize(frame) {
      target.width = width.numberLiteral.map { Extent(points: $0, isExact: true, position: frame.start) }
      target.height = height.numberLiteral.map { Extent(points: $0, isExact: true, position: frame.start) }
      target.fromFrame = true
    }
    // Constraints override the frame.
    for (method, keyPath) in [("widthAnchor.constraint", \Target.width), ("heightAnchor.constraint", \Target.height)] {
      for call in object.calls(method) {
        if var constant = call.arguments.first(labeled: "equalToConstant")?.numberLiteral {
          // `widthConstraint = input.widthAnchor.constraint(equalToConstant: 0)`, and later
          // `widthConstraint?.constant = length.width`: the first constant is a placeholder.
          if let file, let later = laterConstants(of: call, in: file) {
            guard let largest = later.max() else {
              target[keyPath: keyPath] = nil
              target.fromFrame = false
              continue
            }
            constant = max(constant, largest)
          }
          target[keyPath: keyPath] = Extent(points: constant, isExact: true, position: call.position)
          target.fromFrame = false
        } else if let constant = call.arguments.first(labeled: "greaterThanOrEqualToConstant")?.numberLiteral {
          target[keyPath: keyPath] = Extent(points: constant, isExact: false, position: call.position)
          target.fromFrame = false
        }
      }
    }
    return target.width == nil && target.height == nil ? nil : target
  }

  /// The constants a stored constraint is given after it is made (`name.constant = 40`), when the
  /// call's result is kept in a property or variable: nil when it is not kept or never changed, an
  /// empty list when a new constant isn't a number the source states.
  static func laterConstants(of call: MethodCall, in file: SwiftFileModel) -> [Double]? {
    let bytes = file.converter.source.bytes
    var index = min(call.position.utf8Offset, bytes.count) - 1
    func isNameByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
    func skipSpaces() { while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 } }
    // Back over the receiver (`input.`) to the `=` that stores the constraint.
    while index >= 0, isNameByte(bytes[index]) { index -= 1 }
    skipSpaces()
    guard index > 0, bytes[index] == UInt8(ascii: "="), ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[index - 1]) else { return nil }
    index -= 1
    skipSpaces()
    let end = index + 1
    while index >= 0, isNameByte(bytes[index]) { index -= 1 }
    var name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    if name.hasPrefix("self.") { name.removeFirst(5) }
    guard !name.isEmpty, !name.contains("."), name.first?.isNumber == false else { return nil }
    // Every `name.constant = value` (also `name?.`, `name!.`, `self.name.`) in the file.
    let source = String(decoding: bytes, as: UTF8.self)
    var values: [Double] = []
    var found = false
    for line in source.split(separator: "\n") {
      let compact = line.filter { !$0.isWhitespace }
      for spelling in [name + ".constant=", name + "?.constant=", name + "!.constant="] {
        guard let range = compact.range(of: spelling), !compact[range.upperBound...].hasPrefix("=") else { continue }
        let before = compact[..<range.lowerBound]
        guard before.isEmpty || before == "self." || !(before.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) else { continue }
        found = true
        // A number ends the statement (`= 30`, `= 30 }`, `= 30 // ...`); anything else is computed.
        let rest = compact[range.upperBound...]
        let value = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        guard let number = Double(value), rest.dropFirst(value.count).first.map({ ";}/".contains($0) }) ?? true else { return [] }
        values.append(number)
      }
    }
    return found ? values : nil
  }

  /// (width, height) of `CGRect(x:y:width:height:)` or `CGRect(origin:size: CGSize(width:height:))`.
  static func rectSize(_ rect: ExpressionInfo) -> (ExpressionInfo, ExpressionInfo)? {
    let arguments = rect.callArguments
    if let width = arguments.first(labeled: "width"), let height = arguments.first(labeled: "height") { return (width, height) }
    if let size = arguments.first(labeled: "size") { return rectSize(size) }
    return nil
  }
}

extension RuleContext {
  /// The device the millimetres of KR 2.5 are converted for.
  var deviceProfile: DeviceProfile {
    DeviceProfile.forProject(configured: configuration.ruleOptions[descriptor.id]?["device"]?.string, isIPadOnly: project.isIPadOnly)
  }

  var minimumMillimetres: Double {
    option("minimumMillimetres")?.number ?? 9
  }

  /// Whether targets that meet Apple's 44 pt but not checkpoint 2.5's recommended size are reported.
  var reportsRecommendedSize: Bool {
    option("recommendedSize")?.bool ?? false
  }
}

enum TargetOptions {
  static let device = RuleOption(
    name: "device", kind: .string, defaultValue: .string(DeviceProfile.default.id),
    summary: LocalizedText(
      en: "Device whose screen density turns millimetres into points: iphone-460ppi (9 mm ≈ 54.3 pt), iphone-326ppi (57.8 pt), ipad-264ppi (46.8 pt)",
      ko: "밀리미터를 포인트로 바꿀 기기 화면 밀도: iphone-460ppi(9mm ≈ 54.3pt), iphone-326ppi(57.8pt), ipad-264ppi(46.8pt)"),
    allowedValues: DeviceProfile.all.map(\.id))
  /// Checkpoint 2.5 calls 9 mm desirable (바람직하다); Apple's 44 pt is the bar a target must meet.
  /// An evaluator auditing for the Korean guideline turns the recommendation on.
  static let recommendedSize = RuleOption(
    name: "recommendedSize", kind: .bool, defaultValue: .bool(false),
    summary: LocalizedText(
      en: "Also report, as information, targets that meet Apple's 44 pt but not checkpoint 2.5's recommended size (minimumMillimetres); turn on for a Korean guideline 2.0 audit",
      ko: "Apple의 44pt는 넘지만 검사 항목 2.5의 권장 크기(minimumMillimetres)보다 작은 터치 영역도 정보로 알림. 모바일 앱 접근성 지침 2.0 점검에서 켜세요"))
  static let millimetres = RuleOption(
    name: "minimumMillimetres", kind: .number, defaultValue: .number(9),
    summary: LocalizedText(en: "checkpoint 2.5 of the Korean guideline 2.0's recommended size and centre spacing in millimetres", ko: "모바일 앱 접근성 지침 2.0 검사 항목 2.5의 권장 크기와 중심 간 간격(mm)"))
}
