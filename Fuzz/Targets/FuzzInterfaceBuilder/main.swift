import A11yCore
import A11yInterfaceBuilder
import A11ySwiftSource
import Foundation

/// Storyboards and xibs: read and checked by every Interface Builder rule, or an XML error.
let analyzer = InterfaceBuilderAnalyzer(configuration: Configuration(), project: .empty)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  _ = try? analyzer.analyze(data: Data(bytes: start, count: count), path: "Fuzzed.storyboard")
  return 0
}
// SwiftPM links a debug executable with `main` renamed to `<module>_main`; this hands that entry
// point to libFuzzer's driver (in a release build libFuzzer's own `main` is used instead).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt

@_cdecl("FuzzInterfaceBuilder_main")
public func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { fuzzInterfaceBuilder($0, $1) }
}
