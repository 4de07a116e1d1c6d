import A11yCore

/// A screen prepared for the rules: elements placed in order with their paths, the device profile,
/// the screenshot (when given) and the source index.
public struct AnalyzedScreen {
  public let screen: RuntimeScreen
  /// Every element except system-drawn subtrees (keyboard, status bar), in document order.
  public let elements: [PlacedElement]
  public let profile: DeviceProfile
  /// KR 2.0 checkpoint 2.5's minimum, in millimetres.
  public let minimumMillimetres: Double
  public let screenshot: Screenshot?
  public let sources: SourceStringIndex?

  public init(
    screen: RuntimeScreen, profile: DeviceProfile = .default, minimumMillimetres: Double = 9,
    screenshot: Screenshot? = nil, sources: SourceStringIndex? = nil
  ) {
    self.screen = screen
    self.profile = profile
    self.minimumMillimetres = minimumMillimetres
    self.screenshot = screenshot
    self.sources = sources
    var placed: [PlacedElement] = []
    func walk(_ element: RuntimeElement, path: String, ancestors: [String], inside: Bool, scrollFrame: ElementFrame?) {
      guard !ElementRoles.systemTypes.contains(element.type) else { return }
      placed.append(PlacedElement(
        element: element, path: path, ancestorTypes: ancestors, order: placed.count, insideElement: inside,
        scrollFrame: scrollFrame))
      var seen: [String: Int] = [:]
      let speaks = inside || ElementRoles.speaksForChildren(element)
      let childScrollFrame = ElementRoles.scrollingTypes.contains(element.type) ? element.frame : scrollFrame
      for child in element.children {
        let index = seen[child.type, default: 0]
        seen[child.type] = index + 1
        walk(child, path: path + "/\(child.type)[\(index)]", ancestors: ancestors + [element.type], inside: speaks,
             scrollFrame: childScrollFrame)
      }
    }
    walk(screen.root, path: screen.root.type, ancestors: [], inside: false, scrollFrame: nil)
    elements = placed
  }

  /// The screen's bounds in points.
  public var bounds: ElementFrame { screen.bounds }

  /// KR 2.5's minimum in points on this screen's device profile.
  public var minimumPoints: Double { profile.points(millimetres: minimumMillimetres) }

  /// Controls VoiceOver and touch reach on their own: not disabled, not inside another control.
  public var controls: [PlacedElement] {
    elements.filter { ElementRoles.isControl($0.element) && !$0.insideElement && $0.element.isAccessibilityElement != false }
  }

  /// Whether the element lies inside a container that scrolls and is itself on screen: content
  /// scrolled out of sight is then fine (VoiceOver scrolls to it). A scroll view that is itself
  /// off screen (a drawer pushed aside) scrolls nothing into view.
  public func isInScrollingContainer(_ placed: PlacedElement) -> Bool {
    guard let scrollFrame = placed.scrollFrame else { return false }
    return bounds.isEmpty || bounds.intersection(scrollFrame) != nil
  }

  /// Whether any of the element shows: inside the screen and inside its scroll view's frame (rows
  /// scrolled under a tab bar are outside the table's frame, though inside the screen's).
  public func isShown(_ placed: PlacedElement) -> Bool {
    let frame = placed.element.frame
    if !bounds.isEmpty && bounds.intersection(frame) == nil { return false }
    if let scrollFrame = placed.scrollFrame, !scrollFrame.isEmpty, scrollFrame.intersection(frame) == nil { return false }
    return true
  }

  func sourceReference(for element: RuntimeElement) -> SourceReference? {
    guard let sources else { return nil }
    for text in [element.identifier, element.label].compactMap({ $0 }) where !text.isEmpty {
      if let reference = sources.reference(for: text) { return reference }
    }
    return nil
  }
}

/// A decoded screenshot and its scale against the hierarchy's points.
public struct Screenshot: Sendable {
  public let image: RasterImage
  public let pixelsPerPoint: Double

  public init(image: RasterImage, pixelsPerPoint: Double) {
    self.image = image
    self.pixelsPerPoint = pixelsPerPoint
  }

  /// The scale from the capture when it says, else screenshot width ÷ screen width in points.
  public static func scale(of image: RasterImage, screenBounds: ElementFrame, stated: Double?) -> Double {
    if let stated, stated > 0 { return stated }
    guard screenBounds.width > 0 else { return 1 }
    return Double(image.width) / screenBounds.width
  }
}
