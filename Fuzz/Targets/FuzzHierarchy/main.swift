import A11yCore
import A11yRuntime
import Foundation

/// Runtime hierarchies (runtime JSON, XCUIElement debugDescription, Appium page source), read
/// and then audited by every runtime rule. The folder names no real file, so no screenshot is read.
let analyzer = RuntimeAnalyzer()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHierarchy(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard let text = String(validating: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self) else { return 0 }
  guard let screens = try? HierarchyReader.read(text: text, file: "fuzzed", screenName: "Fuzzed", folder: "/nonexistent-a11y-audit-fuzz") else {
    return 0
  }
  for screen in screens { _ = analyzer.analyze(AnalyzedScreen(screen: screen)) }
  return 0
}
// SwiftPM links a debug executable with `main` renamed to `<module>_main`; this hands that entry
// point to libFuzzer's driver (in a release build libFuzzer's own `main` is used instead).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt

@_cdecl("FuzzHierarchy_main")
public func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { fuzzHierarchy($0, $1) }
}
