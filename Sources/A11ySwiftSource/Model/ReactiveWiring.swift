/// Controls given their action through a reactive binding rather than a target: CombineCocoa's
/// `likeButton.tapPublisher`, RxCocoa's `button.rx.tap`, `controlEventPublisher(for:)`. The model
/// records calls and assignments, and these are neither, so the file's bytes are asked.
extension SwiftFileModel {
  static let reactiveTapWords = [".tapPublisher", ".rx.tap", ".controlEventPublisher(", ".publisher(for: .touchUpInside", ".throttleTap"]

  public func wiresReactively(_ object: UIKitObject) -> Bool {
    guard object.name != "self", !object.name.contains("."), sourceContains(".tap") || sourceContains("ublisher(") else { return false }
    return Self.reactiveTapWords.contains { sourceContains(object.name + $0) }
  }
}
