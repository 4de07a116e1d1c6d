@testable import A11ySwiftSource
import Testing

/// Each file's model, in path order: a small project.
private func models(_ files: [String: String]) -> [SwiftFileModel] {
  files.sorted { $0.key < $1.key }.map { SwiftSourceAnalyzer.model(source: $0.value, path: $0.key) }
}

/// A screen handing a recognizer's events to its view model beside a button's taps, in one file,
/// and the view model merging the two in another (SplitIt's back swipe and header back button).
struct MergedGestureInputsTests {
  static let screen = """
    final class MyBankAccountVC: UIViewController {
      let header = NaviHeader()
      let backLeftEdgePanGesture = UIScreenEdgePanGestureRecognizer()
      func setBinding() {
        let input = MyBankAccountVM.Input(
          backButtonTapped: header.leftButton.rx.tap,
          doneButtonTapped: doneButton.rx.tap,
          swipeBack: backLeftEdgePanGesture.rx.event)
        let output = viewModel.transform(input: input)
      }
    }
    """

  @Test func aRecognizerMergedWithAButtonsTapsIsFound() {
    let viewModel = """
      final class MyBankAccountVM {
        func transform(input: Input) -> Output {
          let showBackAlert = Observable.merge(input.backButtonTapped.asObservable(), input.swipeBack.map { _ in })
          return Output(showBackAlert: showBackAlert)
        }
      }
      """
    #expect(MergedGestureInputs.recognizers(in: models(["VC.swift": Self.screen, "VM.swift": viewModel])) == ["backLeftEdgePanGesture"])
    // Merged with another input that is no button's taps, or not merged at all: not found.
    let otherMerge = viewModel.replacingOccurrences(of: "input.backButtonTapped.asObservable()", with: "input.viewDidAppear")
    #expect(MergedGestureInputs.recognizers(in: models(["VC.swift": Self.screen, "VM.swift": otherMerge])).isEmpty)
    let apart = viewModel.replacingOccurrences(of: "Observable.merge(input.backButtonTapped.asObservable(), input.swipeBack.map { _ in })", with: "input.swipeBack.map { _ in }")
    #expect(MergedGestureInputs.recognizers(in: models(["VC.swift": Self.screen, "VM.swift": apart])).isEmpty)
  }
}
