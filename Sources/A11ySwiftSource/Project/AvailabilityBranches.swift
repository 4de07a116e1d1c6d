import A11yCore
import SwiftSyntax

/// Code that runs only on iOS versions below `version`: the `else` of `if #available(iOS 15, *)`,
/// the `else` of `guard #available(iOS 15, *)`, the body of `if #unavailable(iOS 15)`. When the
/// app's deployment target is `version` or later, no device it installs on runs it.
public struct BelowVersionBranch: Sendable, Hashable {
  /// `[15]`, `[14, 5]`.
  public var version: [Int]
  /// UTF-8 offsets of the code.
  public var body: Range<Int>
}

enum AvailabilityBranchReader {
  /// The iOS version an `#available`/`#unavailable` condition names, and whether it is
  /// `#unavailable`; nil for anything else, or when iOS isn't named (`#available(macOS 13, *)`).
  static func iOSCondition(_ condition: ConditionElementSyntax.Condition) -> (version: [Int], unavailable: Bool)? {
    guard case .availability(let availability) = condition else { return nil }
    let unavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
    for argument in availability.availabilityArguments {
      guard case .availabilityVersionRestriction(let restriction) = argument.argument,
            restriction.platform.text == "iOS" || restriction.platform.text == "iOSApplicationExtension",
            let version = restriction.version,
            let parsed = OSVersion.parse(version.trimmedDescription) else { continue }
      return (parsed, unavailable)
    }
    return nil
  }

  /// `if #available(iOS N, *) { } else { dead }` (the availability test alone: with more
  /// conditions the `else` runs for them too) and `if #unavailable(iOS N), ... { dead }`.
  static func branches(of node: IfExprSyntax) -> [BelowVersionBranch] {
    var result: [BelowVersionBranch] = []
    for element in node.conditions {
      guard let (version, unavailable) = iOSCondition(element.condition) else { continue }
      if unavailable {
        result.append(BelowVersionBranch(version: version, body: node.body.trimmedUTF8Range))
      } else if node.conditions.count == 1, let elseBody = node.elseBody {
        result.append(BelowVersionBranch(version: version, body: elseBody.trimmedUTF8Range))
      }
    }
    return result
  }

  /// `guard #available(iOS N, *) else { dead }`.
  static func branches(of node: GuardStmtSyntax) -> [BelowVersionBranch] {
    guard node.conditions.count == 1, let condition = node.conditions.first,
          let (version, unavailable) = iOSCondition(condition.condition), !unavailable else { return [] }
    return [BelowVersionBranch(version: version, body: node.body.trimmedUTF8Range)]
  }
}

/// iOS versions as numbers, compared component by component (`14.5` < `15` = `15.0`).
public enum OSVersion {
  /// `15`, `14.5`, `"15.2"`, `16.0.1`; nil for anything else (a build-setting variable).
  public static func parse(_ text: String) -> [Int]? {
    let trimmed = text.filter { $0 != "\"" && $0 != " " && $0 != "\t" }
    let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 3 else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard let number = Int(part), number >= 0 else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  /// `lhs <= rhs`, missing components taken as 0.
  public static func isAtMost(_ lhs: [Int], _ rhs: [Int]) -> Bool {
    for index in 0..<max(lhs.count, rhs.count) {
      let left = index < lhs.count ? lhs[index] : 0
      let right = index < rhs.count ? rhs[index] : 0
      if left != right { return left < right }
    }
    return true
  }
}

extension UnreferencedCode {
  /// Code that runs only below a version the deployment target already passes, by file
  /// (`if #available(iOS 15, *)`'s `else` when the app needs iOS 15 or later).
  public static func belowDeploymentTarget(in files: [SwiftFileModel], deploymentTarget: [Int]) -> [String: [Range<Int>]] {
    var result: [String: [Range<Int>]] = [:]
    for file in files {
      let dead = file.declarations.belowVersionBranches.filter { OSVersion.isAtMost($0.version, deploymentTarget) }
      if !dead.isEmpty { result[file.path] = dead.map(\.body) }
    }
    return result
  }
}
