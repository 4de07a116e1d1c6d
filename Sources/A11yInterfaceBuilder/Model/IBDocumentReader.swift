import A11yCore
import Foundation

/// Builds an ``IBDocument`` from a storyboard's or xib's XML in one walk of its element tree.
public enum IBDocumentReader {
  /// Reads `data`; throws with the line where the XML is broken.
  public static func read(_ data: Data, path: String) throws(XMLReadError) -> IBDocument {
    let (root, comments) = try XMLTreeReader.readWithComments(data)
    guard root.name == "document" else {
      throw XMLReadError(line: root.position.line, reason: "not an Interface Builder document (root element <\(root.name)>)")
    }
    let kind: IBDocument.Kind = (path as NSString).pathExtension.lowercased() == "storyboard" ? .storyboard : .xib
    var builder = Builder(document: IBDocument(path: path, kind: kind))
    builder.document.comments = comments
    // Marked in the file, or named as Xcode's templates name it (`LaunchScreen.storyboard`,
    // `Launch Screen.storyboard`): older files and hand-made ones lack the mark.
    builder.document.isLaunchScreen = root["launchScreen"] == "YES"
      || builder.document.baseName.lowercased().filter { $0.isLetter } == "launchscreen"
    // `iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`; a Mac app's `MacOSX.Cocoa`, `AppleTV`, `watchKit`.
    if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS") { builder.document.targetRuntime = runtime }
    builder.document.initialViewControllerID = root["initialViewController"]
    builder.visit(root, owner: nil, scene: nil, insideConnections: false)
    builder.resolveConstraints()
    return builder.document
  }

  struct PendingConstraint {
    var item: String
    var attribute: String
    var constant: Double
    var position: SourcePosition
  }

  struct Builder {
    var document: IBDocument
    var pendingConstraints: [PendingConstraint] = []
    var pendingHorizontal: [(item: String, attribute: String)] = []
    static let horizontalAttributes: Set<String> = [
      "leading", "trailing", "left", "right", "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "centerX",
      "centerXWithinMargins", "width",
    ]

    /// The views a size class leaves out or puts back (`<mask key="subviews"><exclude reference="…"/>`).
    mutating func noteSizeClassMask(_ variation: XMLElementNode, isDefault: Bool) {
      for mask in variation.children where mask.name == "mask" {
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          if entry.name == "exclude", isDefault { document.excludedByDefault.insert(reference) }
          if entry.name == "include" { document.includedBySizeClass.insert(reference) }
        }
      }
    }

    mutating func visit(_ element: XMLElementNode, owner: Int?, scene: Int?, insideConnections: Bool) {
      var scene = scene
      if element.name == "scene", let sceneID = element["sceneID"] {
        document.scenes.append(IBScene(sceneID: sceneID, position: element.position, controller: nil))
        scene = document.scenes.count - 1
      }
      if element.name == "resources" {
        readResources(element)
        return
      }
      if let owner, readProperty(element, of: owner) { return }
      // A size class's own font (`<variation key="heightClass=regular-widthClass=regular">`, an
      // iPad's) doesn't replace the base font an iPhone shows, which is the one to judge and change.
      if element.name == "variation" {
        noteSizeClassMask(element, isDefault: element["key"] == "default")
      }
      if element.name == "variation", let owner {
        for child in element.children where child.name != "fontDescription" || document.objects[owner].font == nil {
          visit(child, owner: owner, scene: scene, insideConnections: insideConnections)
        }
        return
      }
      var current = owner
      if let id = element["id"], !IBClasses.notObjects.contains(element.name), !insideConnections {
        let index = document.objects.count
        var object = IBObject(
          index: index, element: element.name, id: id, customClass: element["customClass"], key: element["key"],
          position: element.position, parent: owner, attributes: element.attributes, scene: scene)
        object.endLine = element.endLine
        if let text = element["text"] { object.text = text }
        document.objects.append(object)
        document.idIndex[id] = index
        if let owner { document.objects[owner].children.append(index) }
        if let scene, document.scenes[scene].controller == nil,
           element["sceneMemberID"] == "viewController" || element.name.hasSuffix("Controller") {
          document.scenes[scene].controller = index
        }
        current = index
      }
      for child in element.children {
        visit(child, owner: current, scene: scene, insideConnections: insideConnections || element.name == "connections")
      }
    }

    /// Reads an element that describes `owner` rather than being an object; false when it is not one.
    mutating func readProperty(_ element: XMLElementNode, of owner: Int) -> Bool {
      switch element.name {
      case "accessibility":
        var accessibility = IBAccessibility()
        accessibility.position = element.position
        accessibility.label = element["label"]
        accessibility.hint = element["hint"]
        accessibility.identifier = element["identifier"]
        if let flag = element["isElement"] { accessibility.isElement = flag == "YES" }
        for child in element.children {
          if child.name == "accessibilityTraits" {
            accessibility.setsTraits = true
            accessibility.traits = Set(child.attributes.filter { $0.value == "YES" }.map(\.key))
          } else if child.name == "bool", child["key"] == "isElement" {
            accessibility.isElement = child["value"] == "YES"
          }
        }
        document.objects[owner].accessibility = accessibility
      case "fontDescription":
        document.objects[owner].font = Self.font(element)
      case "color":
        if let key = element["key"] { document.objects[owner].colors[key] = Self.color(element) }
      case "rect":
        if element["key"] == "frame", let width = Double(element["width"] ?? ""), let height = Double(element["height"] ?? "") {
          document.objects[owner].frame = IBRect(
            x: Double(element["x"] ?? "") ?? 0, y: Double(element["y"] ?? "") ?? 0, width: width, height: height)
        }
      case "constraints":
        let ownerID = document.objects[owner].id
        for constraint in element.children where constraint.name == "constraint" {
          for (item, attribute) in [(constraint["firstItem"] ?? ownerID, constraint["firstAttribute"]), (constraint["secondItem"], constraint["secondAttribute"])] {
            guard let item, let attribute, Self.horizontalAttributes.contains(attribute) else { continue }
            pendingHorizontal.append((item, attribute))
          }
          guard constraint["secondItem"] == nil, constraint["relation"] == nil,
                let attribute = constraint["firstAttribute"], attribute == "width" || attribute == "height",
                let constant = Double(constraint["constant"] ?? "") else { continue }
          pendingConstraints.append(PendingConstraint(
            item: constraint["firstItem"] ?? ownerID, attribute: attribute, constant: constant, position: constraint.position))
        }
      case "state":
        guard let key = element["key"] else { return true }
        var state = IBButtonState(title: element["title"], image: element["image"])
        state.backgroundImage = element["backgroundImage"]
        for child in element.children {
          if child.name == "color", child["key"] == "titleColor" { state.titleColor = Self.color(child) }
          if child.name == "imageReference", child["key"] == "backgroundImage" { state.backgroundImage = child["image"] ?? "" }
          if child.name == "attributedString", child["key"] == "attributedTitle" { state.title = Self.attributedText(child) }
          if child.name == "string", child["key"] == "title" { state.title = child.text }
          if child.name == "imageReference", child["key"] == "image" {
            state.image = state.image ?? child["image"]
            state.imageRenderingMode = child["renderingMode"]
            noteSymbol(child)
          }
        }
        document.objects[owner].states[key] = state
      case "buttonConfiguration":
        var state = IBButtonState(title: element["title"], image: element["image"])
        state.style = element["style"]
        for child in element.children {
          if child.name == "imageReference", child["key"] == "image" {
            state.image = child["image"]
            state.imageRenderingMode = child["renderingMode"]
            noteSymbol(child)
          }
          if child.name == "attributedString", child["key"] == "attributedTitle" { state.title = Self.attributedText(child) }
          if child.name == "color", child["key"] == "baseForegroundColor" { state.titleColor = Self.color(child) }
          if child.name == "color", child["key"] == "baseBackgroundColor" { state.backgroundColor = Self.color(child) }
          if child.name == "backgroundConfiguration" {
            if let image = child["image"] { state.backgroundImage = image }
            for part in child.children {
              if part.name == "color", part["key"] == "backgroundColor" { state.backgroundFill = Self.color(part) }
              if part.name == "imageReference" || part.name == "image" { state.backgroundImage = part["image"] ?? part["name"] ?? "" }
            }
          }
        }
        document.objects[owner].configuration = state
      case "string", "mutableString":
        if element["key"] == "text" { document.objects[owner].text = element.text }
      case "attributedString":
        if element["key"] == "attributedText" { document.objects[owner].text = Self.attributedText(element) }
      case "connections":
        for connection in element.children {
          if connection.name == "segue", let destination = connection["destination"], let kind = connection["kind"] {
            document.objects[owner].segues.append(IBSegue(destination: destination, kind: kind, relationship: connection["relationship"], identifier: connection["identifier"]))
            continue
          }
          if connection.name == "action", let selector = connection["selector"] {
            document.objects[owner].actionSelectors.append(selector)
            continue
          }
          guard let property = connection["property"], let destination = connection["destination"] else { continue }
          if connection.name == "outlet" {
            document.objects[owner].outlets.append((property, destination))
          } else if connection.name == "outletCollection", property == "gestureRecognizers" {
            document.objects[owner].gestureRecognizers.append(destination)
          } else if connection.name == "outletCollection" {
            // `@IBOutlet var keypadButtons: [UIButton]!`: each view is reached through the collection.
            document.objects[owner].outlets.append((property, destination))
          }
        }
      case "imageReference":
        guard element["key"] == "image" else { return false }
        if document.objects[owner].attributes["image"] == nil, let image = element["image"] {
          document.objects[owner].attributes["image"] = image
        }
        document.objects[owner].imageRenderingMode = element["renderingMode"]
        noteSymbol(element)
      case "segments":
        document.objects[owner].segmentTitles = element.children.filter { $0.name == "segment" }.map { $0["title"] ?? "" }
      case "textInputTraits":
        document.objects[owner].isSecureTextEntry = element["secureTextEntry"] == "YES"
      case "userDefinedRuntimeAttributes":
        for attribute in element.children {
          guard let keyPath = attribute["keyPath"] else { continue }
          if attribute["type"] == "color", let color = attribute.child("color") {
            document.objects[owner].runtimeColors[keyPath] = Self.color(color)
          }
          let value = attribute["value"] ?? attribute.children.first { $0["key"] == "value" }.map { $0["value"] ?? $0.text } ?? ""
          document.objects[owner].runtimeAttributes[keyPath] = value
          if attribute["localized"] == "YES" {
            let number = document.objects[owner].localizedRuntimeAttributeKeys.count
            document.objects[owner].localizedRuntimeAttributeKeys[keyPath] = "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(number)]"
          }
          // A label or hint set as a runtime attribute (WSDOT's favorites example star) is the
          // element's, as one set in the Accessibility inspector is.
          if attribute["type"] == "string", !value.isEmpty {
            // So is one an app's inspectable sets from a localization key (Soundscape's
            // `accLabelLocalization`, whose setter assigns `accessibilityLabel`).
            let kind = Self.accessibilityTextKind(ofKeyPath: keyPath)
            if kind == "label", document.objects[owner].accessibility.label == nil { document.objects[owner].accessibility.label = value }
            if kind == "hint", document.objects[owner].accessibility.hint == nil { document.objects[owner].accessibility.hint = value }
          }
        }
      default:
        return false
      }
      return true
    }

    /// "label" for `accessibilityLabel` and an inspectable named for it (`accLabelLocalization`,
    /// `accessibilityLabelKey`), "hint" likewise; nil for any other key path.
    static func accessibilityTextKind(ofKeyPath keyPath: String) -> String? {
      if keyPath == "accessibilityLabel" { return "label" }
      if keyPath == "accessibilityHint" { return "hint" }
      let words = IdentifierWords.words(in: keyPath)
      guard words.first == "acc" || words.first == "accessibility" else { return nil }
      if words.contains("label") { return "label" }
      if words.contains("hint") { return "hint" }
      return nil
    }

    /// An `<imageReference catalog="system">` names an SF Symbol even where `<resources>` doesn't list it.
    mutating func noteSymbol(_ reference: XMLElementNode) {
      if reference["catalog"] == "system", let name = reference["image"] { document.systemSymbolImages.insert(name) }
    }

    mutating func readResources(_ element: XMLElementNode) {
      for resource in element.children {
        switch resource.name {
        case "image":
          if resource["catalog"] == "system", let name = resource["name"] { document.systemSymbolImages.insert(name) }
        case "namedColor", "systemColor":
          guard let name = resource["name"], let value = resource.child("color"),
                case .fixed(let rgba) = Self.color(value) else { continue }
          if resource.name == "namedColor" {
            document.namedColorResources[name] = DynamicColor(rgba)
          } else {
            document.systemColorResources[name] = DynamicColor(rgba)
          }
        default: continue
        }
      }
    }

    mutating func resolveConstraints() {
      for (item, attribute) in pendingHorizontal {
        guard let index = document.idIndex[item] else { continue }
        document.objects[index].horizontalConstraints.insert(attribute)
      }
      for constraint in pendingConstraints {
        guard let index = document.idIndex[constraint.item] else { continue }
        if constraint.attribute == "width" {
          document.objects[index].fixedWidth = (constraint.constant, constraint.position)
        } else {
          document.objects[index].fixedHeight = (constraint.constant, constraint.position)
        }
      }
    }

    static func font(_ element: XMLElementNode) -> IBFont {
      // `pointSize="0.0"`: no size of its own (a cell style's label keeps the cell's default font).
      let size = Double(element["pointSize"] ?? "").flatMap { $0 > 0 ? $0 : nil }
      if let style = element["style"] {
        return IBFont(kind: .textStyle(textStyleName(style)), pointSize: size, position: element.position)
      }
      if let name = element["name"], element["type"] == nil {
        return IBFont(kind: .custom(name: name), pointSize: size, position: element.position)
      }
      var weight = element["weight"]
      switch element["type"] {
      case "boldSystem": weight = "bold"
      default: break
      }
      return IBFont(kind: .system(weight: weight), pointSize: size, position: element.position)
    }

    /// `UICTFontTextStyleBody` → `body`, `UICTFontTextStyleTitle0` → `largeTitle`.
    static func textStyleName(_ style: String) -> String {
      let bare = style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
      switch bare {
      case "Title0": return "largeTitle"
      case "Title1": return "title"
      case "Title2": return "title2"
      case "Title3": return "title3"
      case "Caption1": return "caption"
      case "Caption2": return "caption2"
      case "Subhead": return "subheadline"
      case "Emphasized", "EmphasizedBody": return "body"
      default: return bare.prefix(1).lowercased() + bare.dropFirst()
      }
    }

    static func color(_ element: XMLElementNode) -> IBColor {
      if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return .system(system) }
      if let name = element["name"] { return .named(name) }
      let alpha = Double(element["alpha"] ?? "1") ?? 1
      let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
      if let white = Double(element["white"] ?? "") {
        let isGamma22 = space == "genericGamma22GrayColorSpace"
        return .fixed(isGamma22 ? RGBAColor(components: [white], alpha: alpha, in: .grayGamma22) : RGBAColor(white: white, alpha: alpha))
      }
      guard let red = Double(element["red"] ?? ""), let green = Double(element["green"] ?? ""),
            let blue = Double(element["blue"] ?? "") else { return .unknown }
      if space == "displayP3" {
        return .fixed(RGBAColor.displayP3(red: red, green: green, blue: blue, alpha: alpha))
      }
      // sRGB, calibratedRGB and deviceRGB are treated as sRGB, which they are within rounding on iOS.
      return .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    static func attributedText(_ element: XMLElementNode) -> String {
      element.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }
  }
}
