import A11yRuntime
import Foundation

/// Screenshots: the PNG decoder gives an image or a decoding error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  _ = try? PNGDecoder.decode(Data(bytes: start, count: count))
  return 0
}
// SwiftPM links a debug executable with `main` renamed to `<module>_main`; this hands that entry
// point to libFuzzer's driver (in a release build libFuzzer's own `main` is used instead).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt

@_cdecl("FuzzPNG_main")
public func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { fuzzPNG($0, $1) }
}
