/// A family of devices with the same physical size of a point, used to turn the millimetres of
/// KR 2.0 checkpoint 2.5 ("9 mm") into points. pt per inch = ppi ÷ physical pixels per point;
/// pt = mm × pt per inch ÷ 25.4 (shared/reference/standards-mapping.md §5.1).
public struct DeviceProfile: Sendable, Hashable {
  /// The option value users write (`iphone-460ppi`).
  public let id: String
  public let description: LocalizedText
  public let pixelsPerInch: Double
  /// Physical pixels per point: the scale factor, or native pixels ÷ points on downsampled screens.
  public let pixelsPerPoint: Double

  public init(id: String, description: LocalizedText, pixelsPerInch: Double, pixelsPerPoint: Double) {
    self.id = id
    self.description = description
    self.pixelsPerInch = pixelsPerInch
    self.pixelsPerPoint = pixelsPerPoint
  }

  public var pointsPerInch: Double { pixelsPerInch / pixelsPerPoint }

  public func points(millimetres: Double) -> Double { millimetres * pointsPerInch / 25.4 }

  public func millimetres(points: Double) -> Double { points * 25.4 / pointsPerInch }

  /// Current @3x iPhones (12 and later): 9 mm ≈ 54.3 pt. The default.
  public static let iPhone460 = DeviceProfile(
    id: "iphone-460ppi",
    description: LocalizedText(en: "460 ppi @3x iPhone (iPhone 12 and later)", ko: "460ppi @3x 아이폰(iPhone 12 이후)"),
    pixelsPerInch: 460, pixelsPerPoint: 3)
  /// @2x iPhones (SE, XR, 11, 6/7/8): 9 mm ≈ 57.8 pt.
  public static let iPhone326 = DeviceProfile(
    id: "iphone-326ppi",
    description: LocalizedText(en: "326 ppi @2x iPhone (SE, XR, 11)", ko: "326ppi @2x 아이폰(SE, XR, 11)"),
    pixelsPerInch: 326, pixelsPerPoint: 2)
  /// 264 ppi @2x iPads (iPad, Air, Pro): 9 mm ≈ 46.8 pt.
  public static let iPad264 = DeviceProfile(
    id: "ipad-264ppi",
    description: LocalizedText(en: "264 ppi @2x iPad (iPad, iPad Air, iPad Pro)", ko: "264ppi @2x 아이패드(iPad, iPad Air, iPad Pro)"),
    pixelsPerInch: 264, pixelsPerPoint: 2)

  /// How messages name the screen: "460 ppi iPhone", "460ppi 아이폰" (the `id` is a configuration
  /// value, not words).
  public var screenName: LocalizedText {
    let ppi = Measure.format(pixelsPerInch)
    let iPad = id.hasPrefix("ipad")
    return LocalizedText(en: "a \(ppi) ppi \(iPad ? "iPad" : "iPhone")", ko: "\(ppi)ppi \(iPad ? "아이패드" : "아이폰")")
  }

  public static let all: [DeviceProfile] = [.iPhone460, .iPhone326, .iPad264]

  /// The device a project's sizes are measured on: the one its configuration names, else an iPad
  /// for an app built for iPad alone, else ``default``.
  public static func forProject(configured: String?, isIPadOnly: Bool) -> DeviceProfile {
    if let configured, let profile = named(configured) { return profile }
    return isIPadOnly ? .iPad264 : .default
  }
  public static let `default` = iPhone460

  public static func named(_ id: String) -> DeviceProfile? {
    all.first { $0.id == id }
  }
}

/// Points and millimetres formatted for messages: "44 pt", "54.3 pt", "7.3 mm".
public enum Measure {
  public static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
