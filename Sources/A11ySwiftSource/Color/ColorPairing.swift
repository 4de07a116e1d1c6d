import A11yCore

/// The background the analyzer can prove behind a view.
public enum ProvenBackground: Sendable, Hashable {
  /// An opaque color in every appearance (translucent layers already composited).
  case color(DynamicColor, semantic: Bool)
  /// Something is there that can't be resolved (a material, an image, a variable, a list row).
  case unknown
}

/// Finds what SwiftUI draws a view's content in, and on: the foreground modifiers that reach a
/// view (its own or inherited from enclosing containers), the nearest provable background, and the
/// text size. Walks the model's parent chain only.
struct SwiftUIColorScene {
  let file: SwiftFileModel
  let resolver: ColorResolver
  /// A project-wide default background (the `default_background` option), used when nothing is proven.
  let defaultBackground: DynamicColor?

  /// Modifiers that set the foreground of text and symbols.
  static let foregroundModifiers: Set<String> = ["foregroundColor", "foregroundStyle"]

  /// One step of the walk from a view outward: a view and the modifiers of it that apply.
  struct Level {
    var view: SwiftUIView
    /// Modifiers whose environment reaches the start view.
    var environment: ArraySlice<ViewModifierCall>
    /// Modifiers whose background lies behind the start view.
    var backgrounds: ArraySlice<ViewModifierCall>
    /// The child we came from (nil for the start view).
    var child: SwiftUIView?
  }

  /// The start view and its ancestors up to a screen boundary (a sheet, a navigation destination).
  func levels(from view: SwiftUIView) -> [Level] {
    var result = [Level(view: view, environment: view.modifiers[...], backgrounds: view.modifiers[...], child: nil)]
    for step in file.ancestry(of: view).steps {
      // Overlay content sits in front of the whole parent, backgrounds included.
      var backgrounds = step.ancestor.modifiers[...]
      if case .modifier(let name, _) = step.child.slot, name == "background" { backgrounds = step.applyingModifiers }
      result.append(Level(view: step.ancestor, environment: step.applyingModifiers, backgrounds: backgrounds, child: step.child))
    }
    return result
  }

  /// The nearest modifier among `names` that applies to `view`, with the view that carries it.
  func nearestModifier(_ names: Set<String>, for view: SwiftUIView) -> (modifier: ViewModifierCall, owner: SwiftUIView)? {
    for level in levels(from: view) {
      if let modifier = level.environment.last(where: { names.contains($0.name) }) { return (modifier, level.view) }
    }
    return nil
  }

  /// The color a foreground-setting modifier gives (`.foregroundColor(x)`, `.foregroundStyle(x)`,
  /// `.tint(x)`, `.fill(x)`), or nil when it can't be proven.
  func color(of modifier: ViewModifierCall, in type: String?) -> ResolvedColor? {
    guard let value = modifier.arguments.first?.value, modifier.arguments.first?.label == nil else { return nil }
    return resolver.resolve(value, in: type, namespace: .swiftUI, asShapeStyle: ColorResolver.shapeStyleModifiers.contains(modifier.name))
  }

  /// Containers that paint an opaque background of their own that the source doesn't state.
  static let opaqueContainers: Set<String> = ["List", "Form", "Table", "TabView"]

  /// The background behind `view`: layers from the innermost outward until an opaque one.
  func background(of view: SwiftUIView) -> ProvenBackground? {
    var layers: [ResolvedColor] = []
    func finish(_ base: ResolvedColor?) -> ProvenBackground? {
      guard let base = base ?? defaultBackground.map({ ResolvedColor(color: $0) }) else {
        return layers.isEmpty ? nil : .unknown
      }
      var color = base.color.mapped { WCAGContrast.opaque($0, over: .black) }
      var semantic = base.isSemanticSystemColor
      for layer in layers.reversed() {
        color = DynamicColor(values: Dictionary(uniqueKeysWithValues: Appearance.allCases.map {
          ($0, layer.color.resolved(for: $0).composited(over: color.resolved(for: $0)))
        }))!
        semantic = semantic && layer.isSemanticSystemColor
      }
      return .color(color, semantic: semantic)
    }
    /// Adds a layer; true when it is opaque everywhere and the walk can stop.
    func add(_ layer: ResolvedColor) -> Bool {
      layers.append(layer)
      return Appearance.allCases.allSatisfy { layer.color.resolved(for: $0).alpha >= 1 }
    }

    for (depth, level) in levels(from: view).enumerated() {
      // A bordered button paints its own fill behind its label.
      if level.environment.contains(where: {
        $0.name == "buttonStyle" && ["borderedProminent", "bordered"].contains($0.arguments.first?.value.memberName ?? "")
      }) { return .unknown }
      if depth > 0 {
        if Self.opaqueContainers.contains(level.view.name) { return .unknown }
        // Overlay content lies on the parent itself: a shape's fill or a color view.
        if case .modifier(let name, _) = level.child?.slot, name == "overlay" {
          // `Image("photo").overlay(Text(...))`: the text lies on a picture whose colors the source
          // doesn't give. Under a fill of its own the fill is what the text is read on, as before.
          if Self.isPicture(level.view), layers.isEmpty { return .unknown }
          // (A hairline's overlay lies mostly off the line: MyiApp's 1 pt average line and its label.)
          if !Self.isHairline(level.view), let fill = ownPaint(of: level.view) {
            guard let fill else { return .unknown }
            if add(fill) { return finish(layers.removeLast()) }
          }
        }
        // `ZStack { Color.x; content }`: earlier siblings lie behind.
        if level.view.name == "ZStack", let child = level.child, child.slot == .content {
          let siblings = level.view.children.map { file.views[$0] }.filter { $0.slot == .content }
          let ownBranches = child.branchCondition?.components(separatedBy: " · ") ?? []
          for sibling in siblings.prefix(while: { $0.index != child.index }).reversed() {
            // Another case of the `switch` it is drawn in (Justin's record button: the rose circle
            // of `.idle` never lies under the dimmed mic of `.done`).
            if let theirs = sibling.branchCondition, !ownBranches.isEmpty,
               VoiceOverTree.exclusive(theirs.components(separatedBy: " · "), ownBranches) { continue }
            // `ZStack { Image("shield"); Text("3") }`: a picture right behind the text, colors unknown.
            if Self.isPicture(sibling), layers.isEmpty { return .unknown }
            // A hairline (a chart's 1 pt average line) covers nothing drawn after it, nor does a
            // track or tick thinner than any text (vbt's 6 pt velocity band and its 2 pt tick).
            if Self.isHairline(sibling) || Self.isThinStrip(sibling) { continue }
            // A shape blurred into a glow (`Circle().fill(.white).blur(radius: 60)` at 5–12 %
            // opacity on a black screen): light spread thin, not a layer the text sits on.
            if Self.isGlow(sibling) { continue }
            // A gradient laid between (a scrim darkening a picture's foot, Rephoto's album titles):
            // what the text lies on changes across it; no one colour to measure against.
            // (An opaque gradient, a tint from mint to white, is read as before: only a see-through
            // stop makes what shows through it vary.)
            if sibling.kind == .call, sibling.name.hasSuffix("Gradient"),
               ["opacity(", ".clear", "withAlphaComponent"].contains(where: sibling.arguments.map(\.value.text).joined().contains) {
              return .unknown
            }
            guard let paint = ownPaint(of: sibling) else {
              // A camera feed, a video or a map in an earlier layer (Nostur's recording screen: the
              // feed over a black backdrop), or a picture under a translucent layer: what lies
              // behind is not the backdrop.
              if holdsLiveContent(sibling) || !layers.isEmpty && ([sibling] + file.descendants(of: sibling)).contains(where: Self.isPicture) {
                return .unknown
              }
              continue
            }
            guard let fill = paint else { return .unknown }
            if add(fill) { return finish(layers.removeLast()) }
          }
        }
      }
      for modifier in level.backgrounds where modifier.name == "background" || modifier.name == "listRowBackground" {
        guard let layer = backgroundColor(of: modifier, on: level.view) else { return .unknown }
        if add(layer) { return finish(layers.removeLast()) }
      }
    }
    return finish(nil)
  }

  /// A view a point or so thick (`Rectangle().fill(…).frame(height: 1)`): a line, which lies under
  /// almost nothing drawn over it.
  static func isHairline(_ view: SwiftUIView) -> Bool {
    view.modifiers(named: "frame").contains { frame in
      ["height", "width", "maxHeight", "maxWidth"].contains { label in
        frame.arguments.first(labeled: label)?.numberLiteral.map { $0 <= 1.5 } ?? false
      }
    }
  }

  /// A shape 6 pt or less across in one direction (`Capsule().frame(height: 6)`, a 2 pt tick):
  /// thinner than any text, so text in the same stack lies mostly beyond it.
  static func isThinStrip(_ view: SwiftUIView) -> Bool {
    view.modifiers(named: "frame").contains { frame in
      ["height", "width"].contains { label in
        frame.arguments.first(labeled: label)?.numberLiteral.map { $0 <= 6 } ?? false
      }
    }
  }

  /// What a view paints over its whole frame: nil when it isn't a paint (text, a stack), `.some(nil)`
  /// when it paints something unresolvable.
  func ownPaint(of view: SwiftUIView) -> ResolvedColor?? {
    guard let paint = unfadedPaint(of: view) else { return nil }
    // `Color.gray.opacity(0.2)` as a view: `.opacity` fades what it paints.
    let fade = view.modifiers(named: "opacity").compactMap { $0.arguments.first?.value.numberLiteral }.reduce(1, *)
    if view.modifiers(named: "opacity").contains(where: { $0.arguments.first?.value.numberLiteral == nil }) { return .some(nil) }
    guard fade < 1, let color = paint else { return .some(paint) }
    return .some(color.multiplyingOpacity(by: fade))
  }

  private func unfadedPaint(of view: SwiftUIView) -> ResolvedColor?? {
    if view.name == "Color" && view.kind == .call {
      let expression = ExpressionInfo(kind: .call(callee: "Color", arguments: view.arguments), text: "", start: view.position, end: view.end)
      return .some(resolver.resolve(expression, in: view.enclosingType, namespace: .swiftUI))
    }
    if view.kind == .reference, view.name.hasPrefix("Color.") || view.name.hasPrefix(".") {
      let parts = view.name.split(separator: ".")
      guard let last = parts.last else { return nil }
      let expression = ExpressionInfo(kind: .member(base: parts.count > 1 ? "Color" : nil, name: String(last)), text: view.name, start: view.position, end: view.end)
      return .some(resolver.resolve(expression, in: view.enclosingType, namespace: .swiftUI))
    }
    if Self.shapes.contains(view.name) {
      guard let fill = view.modifiers.last(where: { $0.name == "fill" || Self.foregroundModifiers.contains($0.name) }) else {
        // An outline only covers its edge; an unstyled shape is filled with the foreground style.
        return view.hasModifier("stroke") || view.hasModifier("strokeBorder") ? nil : .some(nil)
      }
      // `.stroke(lineWidth: 1).fill(gray)`: the stroke made the shape its outline, which the fill
      // paints; what lies inside shows through.
      if let fillIndex = view.modifiers.lastIndex(where: { $0 == fill }),
         view.modifiers[..<fillIndex].contains(where: { $0.name == "stroke" || $0.name == "strokeBorder" }) { return nil }
      return .some(color(of: fill, in: view.enclosingType))
    }
    return nil
  }

  /// A layer blurred by a radius of 10 pt or more: a glow, whose colour reaches what is over it only faintly.
  static func isGlow(_ view: SwiftUIView) -> Bool {
    view.modifiers(named: "blur").contains { (modifier: ViewModifierCall) -> Bool in
      let radius = modifier.arguments.first(labeled: "radius") ?? modifier.arguments.firstUnlabeled
      return radius?.numberLiteral.map { $0 >= 10 } == true
    }
  }

  /// Views that draw what only the running app shows: a video, a map, a scene, or a view the
  /// project wraps from UIKit (`UIViewRepresentable`: a camera preview, a player layer).
  static let liveViews: Set<String> = ["VideoPlayer", "Map", "SceneView", "SpriteView", "RealityView"]

  func holdsLiveContent(_ view: SwiftUIView) -> Bool {
    ([view] + file.descendants(of: view)).contains { part in
      guard part.kind == .call else { return false }
      if Self.liveViews.contains(part.name) { return true }
      let conformances = file.project.types.conformances(of: part.name)
      return conformances.contains("UIViewRepresentable") || conformances.contains("UIViewControllerRepresentable")
    }
  }

  /// An image from the app or the network (not an SF Symbol, which is drawn in the foreground color).
  static func isPicture(_ view: SwiftUIView) -> Bool {
    guard view.kind == .call else { return false }
    if view.name == "Image" { return view.argument("systemName") == nil }
    return ["AsyncImage", "KFImage", "WebImage", "LazyImage", "CachedAsyncImage"].contains(view.name)
  }

  static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle"]

  /// The color of a `.background(...)`: its first argument, or a color view in its closure.
  private func backgroundColor(of modifier: ViewModifierCall, on owner: SwiftUIView) -> ResolvedColor? {
    if let first = modifier.arguments.first, first.label == nil, first.value.kind != .closure {
      if case .call(let callee, _) = first.value.kind, Self.shapes.contains(callee) || callee.hasSuffix("Shape") {
        // `.background(RoundedRectangle(...).fill(x))` lands here only without fill: unknown.
        return nil
      }
      return resolver.resolve(first.value, in: owner.enclosingType, namespace: .swiftUI, asShapeStyle: modifier.name == "background")
    }
    // `.background { Color.white }` / `.background(Circle().fill(.red))`: the views in its slot.
    guard let index = owner.modifiers.firstIndex(of: modifier) else { return nil }
    let content = owner.children.map { file.views[$0] }.filter { $0.slot == .modifier(name: "background", modifierIndex: index) }
    guard content.count == 1, let paint = ownPaint(of: content[0]) else { return nil }
    return paint
  }

  /// Text size and weight for the HIG threshold: from the nearest `.font(...)` and any bold modifier.
  func textMetrics(of view: SwiftUIView) -> (pointSize: Double?, bold: Bool, description: String) {
    var bold = false
    var size: Double?
    var description = "body (assumed)"
    var sawFont = false
    for level in levels(from: view) {
      for modifier in level.environment.reversed() {
        switch modifier.name {
        case "bold" where modifier.arguments.first?.value.boolLiteral != false:
          bold = true
        case "fontWeight":
          if let weight = modifier.arguments.first?.value.memberName, Self.boldWeights.contains(weight) { bold = true }
        case "font" where !sawFont:
          sawFont = true
          if let written = modifier.arguments.first?.value {
            // A token's font (`.font(.suitBold20)`): the size and face it holds.
            let value = Self.fontMetrics(written).size == nil ? tokenFont(written) ?? written : written
            let metrics = Self.fontMetrics(value)
            size = metrics.size
            // `.system(size: Dimen.TextSize.balanceLarge)`: the size a project constant holds.
            if size == nil, let argument = value.callArguments.first(labeled: "size") {
              size = file.number(argument, in: level.view.enclosingType)
            }
            bold = bold || metrics.bold
            description = written.text
          }
        // A project's text style helper (`.additional3()`, 24 pt bold).
        case let name where !sawFont && modifier.arguments.isEmpty && file.project.typographyHelpers[name] != nil:
          guard let helper = file.project.typographyHelpers[name] else { break }
          sawFont = true
          size = helper.points
          bold = bold || helper.bold
          description = name + "()"
        // A project's font helper given the size (`.fontSize(13, .medium)`, `.appFont(15)`).
        case let name where !sawFont && name != "font" && name.lowercased().contains("font"):
          guard let points = modifier.arguments.first(where: { $0.label == nil })?.value.numberLiteral,
                points >= 6, points <= 200 else { break }
          sawFont = true
          size = points
          let weight = modifier.arguments.dropFirst().first(where: { $0.label == nil || $0.label == "weight" })?.value.memberName
          bold = bold || weight.map(Self.boldWeights.contains) == true
          description = "size \(Measure.format(points))"
        default: break
        }
      }
    }
    return (size, bold, description)
  }

  static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

  /// `.body`, `.title2.bold()`, `.system(size: 13, weight: .bold)`, `.custom("X", size: 15)`,
  /// `.system(.headline)`, `Font.body.weight(.semibold)`.
  static func fontMetrics(_ value: ExpressionInfo) -> (size: Double?, bold: Bool) {
    let components = fontComponents(value)
    var size: Double?
    var bold = false
    for (name, arguments) in components {
      if let style = TextStyleScale.style(named: name) {
        size = style.size
        bold = bold || style.isBold
      }
      if name == "bold" { bold = true }
      if name == "weight", let weight = arguments.first?.value.memberName, boldWeights.contains(weight) { bold = true }
      if name == "system" || name == "custom" {
        if let points = arguments.first(labeled: "size")?.numberLiteral ?? arguments.first(labeled: "fixedSize")?.numberLiteral {
          size = points
        } else if let name = arguments.firstUnlabeled?.memberName, let style = TextStyleScale.style(named: name) {
          size = style.size
          bold = bold || style.isBold
        }
        if let weight = arguments.first(labeled: "weight")?.memberName, boldWeights.contains(weight) { bold = true }
        // `.custom("SUIT-Bold", size: 20)`: a bold face by its name.
        if name == "custom", let face = arguments.firstUnlabeled?.stringLiteral, isBoldFace(face) { bold = true }
      }
    }
    return (size, bold)
  }

  /// A font face named bold, black or heavy (`SUIT-Bold`, `Pretendard-ExtraBold`), not semibold.
  static func isBoldFace(_ face: String) -> Bool {
    let lower = face.lowercased()
    if lower.contains("semibold") || lower.contains("demibold") { return false }
    return ["bold", "black", "heavy"].contains(where: lower.contains)
  }

  /// The font a design token holds (`.suitBold20`, `Font.suitBold20`, `Typography.caption`), when
  /// the project declares it.
  func tokenFont(_ value: ExpressionInfo) -> ExpressionInfo? {
    guard case .member(let base, let name) = value.kind else { return nil }
    if base == nil || base == "Font" { return file.constant(named: name, in: "Font") }
    guard let base, base.first?.isUppercase == true else { return nil }
    return file.constant(named: name, in: TypeIndex.simpleName(base))
  }

  /// The chain of a font expression as (name, arguments), outermost last.
  private static func fontComponents(_ value: ExpressionInfo) -> [(String, [Argument])] {
    switch value.kind {
    case .member(let base, let name):
      let baseParts = (base ?? "").split(separator: ".").map { (String($0), [Argument]()) }
      return baseParts + [(name, [])]
    case .reference(let path):
      return path.split(separator: ".").map { (String($0), []) }
    case .call(let callee, let arguments):
      let method = callee.split(separator: ".").last.map(String.init) ?? callee
      let prefix = value.calleeBase.map(fontComponents)
        ?? callee.split(separator: ".").dropLast().map { (String($0), [Argument]()) }
      return prefix + [(method, arguments)]
    default:
      return []
    }
  }
}

/// The same for UIKit objects: `textColor`/`setTitleColor`/`tintColor` and the `backgroundColor`
/// of the object or of the view it is added to (`addSubview`, `addArrangedSubview`).
struct UIKitColorScene {
  let file: SwiftFileModel
  let resolver: ColorResolver
  let defaultBackground: DynamicColor?

  func color(_ value: ExpressionInfo, of object: UIKitObject) -> ResolvedColor? {
    resolver.resolve(value, in: object.enclosingType, namespace: .uiKit)
  }

  /// The object `object` was added to as a subview, in the same type.
  /// (A local is added in the function that makes it: another method's local of the same name,
  /// Spearmint's two `textLabel`s, is another view.)
  func superview(of object: UIKitObject) -> UIKitObject? {
    let maker = object.isLocal ? file.declarations.innermostFunction(containing: object.position.utf8Offset)?.body : nil
    return file.uikitObjects.first { candidate in
      candidate.enclosingType == object.enclosingType && candidate.calls.contains { call in
        ["addSubview", "addArrangedSubview", "contentView.addSubview", "insertSubview", "insertArrangedSubview"].contains(call.method)
          && (maker.map { $0.contains(call.position.utf8Offset) } ?? true)
          && call.arguments.first.map { argument in
            if case .reference(let name) = argument.value.kind { return name == object.name || name == "self.\(object.name)" }
            return false
          } == true
      }
    }
  }

  /// Bars, which draw their own background over `backgroundColor`.
  static let barClasses: Set<String> = ["UIToolbar", "UINavigationBar", "UITabBar", "UISearchBar"]

  /// The file lays a gradient over `view`: a sublayer named for a gradient inserted in it, or the
  /// view handed to (or called with) a function named for one.
  static func paintsGradient(on view: UIKitObject, in file: SwiftFileModel) -> Bool {
    guard file.sourceContains("radient") else { return false }
    if view.calls.contains(where: { ["layer.insertSublayer", "layer.addSublayer"].contains($0.method)
      && $0.arguments.first?.value.text.lowercased().contains("gradient") == true }) { return true }
    let name = view.name == "self" ? "self" : view.name.replacingOccurrences(of: "self.", with: "")
    // (Asked for every view up each chain: the text is read only where a gradient and the name meet.)
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), file.sourceContains(name) else { return false }
    let text = file.converter.source.text(from: 0, to: file.sourceBytes.count)
    let handed = #"(?i)gradient\w*\(\s*(?:\w+\s*:\s*)?(?:self\.)?"# + name + #"\s*[,)]"#
    let called = #"(?<![\w.])(?:self\.)?"# + name + #"\.\w*[Gg]radient\w*\("#
    return text.range(of: handed, options: .regularExpression) != nil || text.range(of: called, options: .regularExpression) != nil
  }

  /// A subview of `container` named for a background (`backgroundView`, `headerBG`,
  /// `gradientView`) that the file lays a gradient on.
  func hasGradientBackdrop(in container: UIKitObject) -> Bool {
    guard file.sourceContains("radient") else { return false }
    return container.addedSubviewNames(throughContentView: true).contains { name in
      let lower = name.lowercased()
      guard ["background", "bg", "gradient", "backdrop"].contains(where: lower.contains),
            let backdrop = file.uikitObjects.first(where: { $0.name == name && $0.enclosingType == container.enclosingType }) else { return false }
      return Self.paintsGradient(on: backdrop, in: file)
    }
  }

  /// The background behind `object`'s content; `includingOwn` false for a control's own fill.
  func background(of object: UIKitObject, includingOwn: Bool = true) -> ProvenBackground? {
    var layers: [ResolvedColor] = []
    var current: UIKitObject? = includingOwn ? object : superview(of: object)
    var seen: Set<String> = []
    let painting = file.project.typesPaintingThemselves
    while let view = current, !seen.contains(view.name) {
      seen.insert(view.name)
      // A class that paints itself (a gradient layer, its own `draw(_:)`): what lies behind the
      // text is that paint, which the source doesn't give as one color.
      // (A class's own `self` that sets its backgroundColor is read below.)
      if !painting.isEmpty, !(view.name == "self" && view.assigns("backgroundColor")),
         file.project.types.selfAndSuperclasses(of: TypeIndex.simpleName(view.declaredClass)).contains(where: painting.contains) {
        return .unknown
      }
      // A gradient laid over the view (`setGradientBackground(view: view)`, VocabularyTraining's
      // screens; `view.layer.insertSublayer(gradientLayer, at: 0)`): the gradient is what shows.
      if Self.paintsGradient(on: view, in: file) { return .unknown }
      // A gradient backdrop view added beneath the text, beside it (expensum's `backgroundView`
      // under the balance labels, placed by constraints): it may be what shows behind the words.
      if view.name != object.name, hasGradientBackdrop(in: view) { return .unknown }
      // A bar draws its own background (a blur material, or its bar tint) over `backgroundColor`,
      // unless an empty background image clears it: what shows behind the content isn't known.
      if Self.barClasses.contains(view.uikitClass), view.calls("setBackgroundImage").isEmpty,
         !view.assigns("backgroundImage") { return .unknown }
      // A background image (coreforce's blue `UIColor(hex:).toImage()` behind a button's title)
      // is drawn over `backgroundColor`: what shows behind the text isn't one color the source states.
      if !Self.barClasses.contains(view.uikitClass), !view.calls("setBackgroundImage").isEmpty || view.assigns("backgroundImage") {
        return .unknown
      }
      // The layer's own fill (`$0.layer.backgroundColor = UIColor.pointLight.cgColor`, Acha's start
      // button) is the same paint as `backgroundColor`.
      // Where `backgroundColor` is clear (or not set), the layer's fill is what shows.
      let viewFills = view.assignments.filter { $0.property == "backgroundColor" }
      let layerFills = view.assignments.filter { $0.property == "layer.backgroundColor" }
      let viewIsClear = viewFills.isEmpty || viewFills.allSatisfy { [".clear", "UIColor.clear"].contains($0.value.text) }
      let fills = !layerFills.isEmpty && viewIsClear ? layerFills : viewFills
      if let assignment = fills.last {
        // Painted differently in different states (a theme's color, another on tap): which one is
        // behind the content can't be told.
        if Set(fills.map(\.value.text)).count > 1 { return .unknown }
        guard let layer = color(assignment.value, of: view) else { return .unknown }
        layers.append(layer)
        if Appearance.allCases.allSatisfy({ layer.color.resolved(for: $0).alpha >= 1 }) { break }
      } else if view.initializer?.callArguments.contains(where: { $0.label == "configuration" }) == true
                  || view.assigns("configuration") {
        // A configured button paints a fill the source doesn't state.
        return .unknown
      }
      current = superview(of: view)
    }
    let opaqueIndex = layers.lastIndex { layer in Appearance.allCases.allSatisfy { layer.color.resolved(for: $0).alpha >= 1 } }
    var base: ResolvedColor
    if let opaqueIndex {
      base = layers[opaqueIndex]
      layers.removeSubrange(opaqueIndex...)
    } else if let defaultBackground {
      base = ResolvedColor(color: defaultBackground)
    } else {
      return layers.isEmpty ? nil : .unknown
    }
    var color = base.color
    var semantic = base.isSemanticSystemColor
    for layer in layers.reversed() {
      let composite = color
      color = DynamicColor(values: Dictionary(uniqueKeysWithValues: Appearance.allCases.map {
        ($0, layer.color.resolved(for: $0).composited(over: composite.resolved(for: $0)))
      }))!
      semantic = semantic && layer.isSemanticSystemColor
    }
    return .color(color, semantic: semantic)
  }

  /// Font size and weight from `font` / `titleLabel.font` assignments.
  func textMetrics(of object: UIKitObject) -> (pointSize: Double?, bold: Bool, description: String) {
    guard let font = object.assignment("font") ?? object.assignment("titleLabel.font") else { return (nil, false, "body (assumed)") }
    let metrics = Self.uiFontMetrics(UIKitFontAssignment.shownFont(font.value, in: file, type: object.enclosingType))
    return (metrics.size, metrics.bold, font.value.text)
  }

  static func uiFontMetrics(_ value: ExpressionInfo) -> (size: Double?, bold: Bool) {
    guard case .call(let callee, let arguments) = value.kind else { return (nil, false) }
    let method = callee.split(separator: ".").last.map(String.init) ?? callee
    switch method {
    case "systemFont", "boldSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont", "italicSystemFont", "init":
      let size = arguments.first(labeled: "ofSize")?.numberLiteral ?? arguments.first(labeled: "size")?.numberLiteral
      let weight = arguments.first(labeled: "weight")?.memberName
      return (size, method == "boldSystemFont" || weight.map(SwiftUIColorScene.boldWeights.contains) == true)
    case "preferredFont":
      guard let name = arguments.first(labeled: "forTextStyle")?.memberName,
            let style = TextStyleScale.style(named: name) else { return (nil, false) }
      return (style.size, style.isBold)
    case "scaledFont":
      return arguments.first(labeled: "for").map(uiFontMetrics) ?? (nil, false)
    case "UIFont":
      // `UIFont(name: Constant.fontAppleSDGothicNeoBold, size: 14)`: the size given, bold when the
      // face's name (written, or the constant's) says so (Smileflower's altitude labels).
      guard let size = arguments.first(labeled: "size")?.numberLiteral else { return (nil, false) }
      // (Semibold is not bold, as for SwiftUI's weights; a face chosen by a condition may be either.)
      let face = arguments.first(labeled: "name")?.text.lowercased() ?? ""
      let bold = !face.contains("?") && !face.contains("semibold") && !face.contains("demibold")
        && ["bold", "heavy", "black"].contains(where: face.contains)
      return (size, bold)
    default:
      // The app's own font helper given the size (`UIFont.ptdSemiBoldFont(ofSize: 28)`, ChungBazi's
      // splash): that size, bold when the helper's name says so (not semibold).
      guard let size = arguments.first(labeled: "ofSize")?.numberLiteral ?? arguments.first(labeled: "size")?.numberLiteral else { return (nil, false) }
      let name = method.lowercased()
      let bold = !name.contains("semibold") && !name.contains("demibold") && ["bold", "heavy", "black"].contains(where: name.contains)
      return (size, bold)
    }
  }
}
