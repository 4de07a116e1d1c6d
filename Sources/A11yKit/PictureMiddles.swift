import A11yCore
import A11yInterfaceBuilder
import A11yRuntime
import A11ySwiftSource
import Foundation

/// Reads the pictures storyboard buttons draw their titles on from the app's asset catalogs, so
/// the title's contrast is judged against what the picture shows there rather than left unknown.
enum PictureMiddles {
  /// The background images the documents' buttons name.
  static func backgroundImageNames(in documents: [IBDocument]) -> Set<String> {
    var names: Set<String> = []
    for document in documents {
      for object in document.objects where object.element == "button" {
        for image in [object.states["normal"]?.backgroundImage, object.configuration?.backgroundImage] {
          if let image, !image.isEmpty { names.insert(image) }
        }
      }
    }
    return names
  }

  /// What each name's picture shows in its middle, from the first catalog (absolute paths) that
  /// holds its image set; names found nowhere, template images and unreadable files are left out.
  static func read(_ names: Set<String>, catalogs: [String]) -> [String: PictureMiddle] {
    guard !names.isEmpty, !catalogs.isEmpty else { return [:] }
    var wanted: [String: String] = [:]
    for name in names { wanted[(name as NSString).lastPathComponent + ".imageset"] = name }
    var result: [String: PictureMiddle] = [:]
    for catalog in catalogs {
      guard let walker = FileManager.default.enumerator(atPath: catalog) else { continue }
      while let entry = walker.nextObject() as? String {
        let last = (entry as NSString).lastPathComponent
        guard let name = wanted[last], result[name] == nil else { continue }
        walker.skipDescendants()
        if let middle = middle(ofImageSet: catalog + "/" + entry) { result[name] = middle }
      }
    }
    return result
  }

  /// The image set's picture (its 2x file if it has one), unless the set is a template.
  static func middle(ofImageSet folder: String) -> PictureMiddle? {
    guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
          let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
    if let properties = contents["properties"] as? [String: Any],
       properties["template-rendering-intent"] as? String == "template" { return nil }
    let images = (contents["images"] as? [[String: Any]] ?? []).filter { ($0["filename"] as? String)?.lowercased().hasSuffix(".png") == true }
    guard let chosen = images.first(where: { $0["scale"] as? String == "2x" }) ?? images.first,
          let file = chosen["filename"] as? String,
          let png = FileManager.default.contents(atPath: folder + "/" + file),
          let image = try? PNGDecoder.decode(png) else { return nil }
    return middle(of: image)
  }

  /// The middle half of the picture in each direction, where a title sits: transparent when
  /// nearly every pixel there is, one colour when nearly every pixel is opaque and they differ
  /// little, or one colour at one partial opacity when nearly every pixel is drawn at about the
  /// same alpha (at least half); nil for anything else (a photo, a gradient, a soft edge).
  static func middle(of image: RasterImage) -> PictureMiddle? {
    guard image.width >= 2, image.height >= 2 else { return nil }
    var transparent = 0, drawn = 0, total = 0
    var low = [255, 255, 255, 255], high = [0, 0, 0, 0], sum = [0, 0, 0, 0]
    for y in (image.height / 4)..<max(image.height / 4 + 1, image.height * 3 / 4) {
      for x in (image.width / 4)..<max(image.width / 4 + 1, image.width * 3 / 4) {
        let pixel = image.pixel(x: x, y: y)
        total += 1
        if pixel.alpha < 16 { transparent += 1; continue }
        guard pixel.alpha >= 128 else { continue }
        drawn += 1
        for (channel, value) in [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)].enumerated() {
          low[channel] = min(low[channel], value); high[channel] = max(high[channel], value); sum[channel] += value
        }
      }
    }
    if Double(transparent) >= 0.9 * Double(total) { return .transparent }
    guard Double(drawn) >= 0.9 * Double(total), zip(low, high).allSatisfy({ $1 - $0 <= 24 }) else { return nil }
    let mean = sum.map { Double($0) / Double(drawn) / 255 }
    if low[3] > 240 { return .solid(RGBAColor(red: mean[0], green: mean[1], blue: mean[2], alpha: 1)) }
    return .translucent(RGBAColor(red: mean[0], green: mean[1], blue: mean[2], alpha: mean[3]))
  }
}
