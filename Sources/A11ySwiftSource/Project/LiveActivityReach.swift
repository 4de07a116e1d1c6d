import A11yCore

/// Live Activity widgets the app never starts: a widget configured with `ActivityConfiguration`
/// in a project where no code requests an activity (`Activity<Attributes>.request(…)`, its only
/// call commented out, SIT Bus's bus countdown) nor registers for a push that starts one
/// (`pushToStartToken`). The Lock Screen and Dynamic Island never show it, so nobody meets its
/// elements.
enum LiveActivityReach {
  static func unstartedActivities(in files: [SwiftFileModel]) -> Set<String> {
    guard files.contains(where: { $0.sourceContains("ActivityConfiguration(") }),
          !files.contains(where: { $0.sourceContains("pushToStartToken") }) else { return [] }
    for file in files where file.sourceContains(".request(") && file.sourceContains("Activity") {
      for offset in ByteSearch.offsets(of: ".request(", in: file.sourceBytes[...]) where !DebugReach.isInLineComment(offset, in: file) {
        // `Activity<BusAttributes>.request(`, `Activity.request(`, or on a line that names the activity type.
        let lineStart = file.sourceBytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = String(decoding: file.sourceBytes[lineStart..<offset], as: UTF8.self)
        // (Inside a function nothing calls, TripWit's `LiveActivityManager.startActivity`: it starts nothing.)
        if line.contains("Activity"), !isInUncalledFunction(offset, of: file, in: files) { return [] }
      }
    }
    var widgets: Set<String> = []
    for file in files where file.sourceContains("ActivityConfiguration(") {
      for offset in ByteSearch.offsets(of: "ActivityConfiguration(", in: file.sourceBytes[...]) where !DebugReach.isInLineComment(offset, in: file) {
        if let type = file.innermostTypeName(at: offset) { widgets.insert(type) }
      }
    }
    return widgets
  }

  /// The offset lies in a function whose name no file mentions but its declaration.
  static func isInUncalledFunction(_ offset: Int, of file: SwiftFileModel, in files: [SwiftFileModel]) -> Bool {
    guard let function = file.declarations.innermostFunction(containing: offset), !function.isProperty else { return false }
    let mentions = files.reduce(0) { count, other in other.sourceContains(function.name) ? count + other.sourceOffsets(of: function.name).count : count }
    return mentions <= 1
  }
}
