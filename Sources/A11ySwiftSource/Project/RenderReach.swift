import A11yCore

/// SwiftUI views the app only draws into a picture: every mention outside their own declaration
/// and previews makes them the content of an `ImageRenderer` or the root of a
/// `UIHostingController` that a function then renders to an image (`drawHierarchy`,
/// `layer.render(in:)`, `UIGraphicsImageRenderer`), 1Wallet's QR code share card. Nobody meets
/// their elements: the picture is what is shared.
enum RenderReach {
  /// Calls that take a view to draw.
  static let renderingHosts = ["ImageRenderer(content:", "UIHostingController(rootView:"]
  /// Words of a function that turns a view into an image.
  static let renderingWords = ["ImageRenderer(", "drawHierarchy(", ".render(in:", "UIGraphicsImageRenderer", "UIGraphicsBeginImageContext"]

  static func renderOnlyViews(in files: [SwiftFileModel], index: ProjectIndex) -> Set<String> {
    guard files.contains(where: { file in renderingWords.contains(where: file.sourceContains) }) else { return [] }
    var candidates: Set<String> = []
    for file in files where renderingWords.contains(where: file.sourceContains) && renderingHosts.contains(where: file.sourceContains) {
      let source = file.converter.source
      for host in renderingHosts {
        for offset in ByteSearch.offsets(of: host, in: file.sourceBytes[...]) {
          let after = source.text(from: offset + host.utf8.count, to: min(offset + host.utf8.count + 80, file.sourceBytes.count))
          let name = String(after.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          if index.customViews[name] != nil { candidates.insert(name) }
        }
      }
    }
    guard !candidates.isEmpty else { return [] }
    // Every mention elsewhere is such a host's argument, in a function that renders.
    return candidates.filter { name in
      files.allSatisfy { file in
        var from = 0
        while let offset = PreviewReach.firstMentionOutsidePreviews(name, in: file, from: from) {
          from = offset + 1
          let before = file.converter.source.text(from: max(0, offset - 40), to: offset)
          guard renderingHosts.contains(where: { before.replacingOccurrences(of: " ", with: "").hasSuffix($0.replacingOccurrences(of: " ", with: "")) }),
                let function = file.declarations.innermostFunction(containing: offset) else { return false }
          let body = file.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound)
          guard renderingWords.contains(where: body.contains) else { return false }
        }
        return true
      }
    }
  }
}
