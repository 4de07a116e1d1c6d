import A11yCore
import A11yKit
import A11ySwiftSource
import Foundation

let descriptors = BuiltInSwiftRules.all.map { $0.descriptor }

/// The `.a11y-audit.json` reader: any input is a configuration or a ConfigurationError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  if let configuration = try? Configuration.parse(data, source: "fuzzed.json", rules: descriptors) {
    _ = configuration.admits(path: "App/Views/Fuzzed.swift")
  }
  return 0
}

// SwiftPM links a debug executable with `main` renamed to `<module>_main`; this hands that entry
// point to libFuzzer's driver (in a release build libFuzzer's own `main` is used instead).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt

@_cdecl("FuzzConfiguration_main")
public func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { fuzzConfiguration($0, $1) }
}
