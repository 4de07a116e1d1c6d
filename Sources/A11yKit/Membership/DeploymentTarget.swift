import A11ySwiftSource
import Foundation

/// The lowest iOS version an app installs on, from its Xcode projects' build settings or its
/// `Package.swift` (`platforms: [.iOS(.v15)]`). Unknown (nil) when neither names one: then no
/// `#available` branch is taken for dead.
enum DeploymentTarget {
  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` among the build configurations of a `project.pbxproj`'s objects.
  static func lowest(objects: [String: Any]) -> [Int]? {
    var lowest: [Int]?
    for case let configuration as [String: Any] in objects.values where configuration["isa"] as? String == "XCBuildConfiguration" {
      guard let settings = configuration["buildSettings"] as? [String: Any],
            let text = settings["IPHONEOS_DEPLOYMENT_TARGET"] as? String,
            let version = OSVersion.parse(text) else { continue }
      if lowest.map({ !OSVersion.isAtMost($0, version) }) ?? true { lowest = version }
    }
    return lowest
  }

  /// `.iOS(.v15)`, `.iOS(.v14_5)`, `.iOS("15.2")` in a package manifest's `platforms`.
  static func lowest(packageManifest text: String) -> [Int]? {
    guard let range = text.range(of: ".iOS(") else { return nil }
    let rest = text[range.upperBound...].prefix { $0 != ")" }.trimmingCharacters(in: .whitespaces)
    if rest.hasPrefix(".v") {
      return OSVersion.parse(rest.dropFirst(2).replacingOccurrences(of: "_", with: "."))
    }
    return OSVersion.parse(rest)
  }

  /// The lowest of several, nil when none is known.
  static func lowest(_ versions: [[Int]?]) -> [Int]? {
    versions.compactMap { $0 }.min { OSVersion.isAtMost($0, $1) && $0 != $1 }
  }
}
