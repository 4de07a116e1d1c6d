import A11ySwiftSource

/// The app's delegate puts a controller of its own at the window's root as the app starts, on
/// every launch (SpidersWeb's `application(_:didFinishLaunchingWithOptions:)`: "ignore
/// storyboards", `window?.rootViewController = MainVC()`; a scene delegate's
/// `scene(_:willConnectTo:options:)` alike). The main storyboard's entry scene, which the system
/// loads first, is then replaced before it is drawn.
enum LaunchRootReplacement {
  static let launchFunctions = ["didFinishLaunchingWithOptions", "willConnectTo"]

  static func replacesRoot(in models: [SwiftFileModel]) -> Bool {
    models.contains { model in
      model.sourceContains("rootViewController") && launchFunctions.contains(where: model.sourceContains)
        && model.sourceOffsets(of: "rootViewController").contains { replacesRoot(at: $0, in: model) }
    }
  }

  /// `rootViewController = X` at `offset`, in a launch function's body outside any branch (a
  /// `guard … else { return }` before it aside), given a controller code makes, not one loaded
  /// from a storyboard.
  static func replacesRoot(at offset: Int, in model: SwiftFileModel) -> Bool {
    let bytes = model.sourceBytes
    guard let function = model.declarations.innermostFunction(containing: offset),
          function.declaration.upperBound <= bytes.count, function.body.upperBound <= bytes.count else { return false }
    let signature = String(decoding: bytes[function.declaration.lowerBound..<function.body.lowerBound], as: UTF8.self)
    guard launchFunctions.contains(where: signature.contains) else { return false }
    // The value assigned, to the end of its line.
    var cursor = offset + "rootViewController".utf8.count
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "="), bytes[cursor + 1] != UInt8(ascii: "=") else { return false }
    let lineEnd = bytes[cursor...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let value = String(decoding: bytes[(cursor + 1)..<lineEnd], as: UTF8.self)
    guard !value.contains("toryboard"), !value.contains("instantiate"), !value.contains("nil") else { return false }
    // Outside any branch: every block opened before it is closed, or is a guard's `else`.
    guard let open = bytes[function.body.lowerBound..<offset].firstIndex(of: UInt8(ascii: "{")) else { return false }
    var depth = 0
    var insideGuardElse = false
    var index = open + 1
    while index < offset {
      let byte = bytes[index]
      if byte == UInt8(ascii: "{") {
        if depth == 0 { insideGuardElse = precededByElse(index, in: bytes) }
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth < 0 { return false }
      } else if depth > 0, !insideGuardElse, byte == UInt8(ascii: "r"), bytes[index...].starts(with: "return".utf8) {
        // A branch that may end the launch function before the root is set.
        return false
      }
      index += 1
    }
    return depth == 0
  }

  static func precededByElse(_ brace: Int, in bytes: [UInt8]) -> Bool {
    var index = brace - 1
    while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
    return index >= 3 && bytes[(index - 3)...index].elementsEqual("else".utf8)
  }
}
