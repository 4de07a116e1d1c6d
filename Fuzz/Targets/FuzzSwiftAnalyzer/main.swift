import A11yCore
import A11yKit
import A11ySwiftSource
import Foundation

/// Every built-in rule over the model of a fuzzed Swift source, as a one-file project (the index
/// from that file's declarations included).
let analyzer = SwiftSourceAnalyzer(rules: BuiltInSwiftRules.all, configuration: Configuration())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftAnalyzer(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  // The tool reads only valid UTF-8 (Auditor.decode); anything else is skipped before parsing.
  guard let source = String(validating: bytes, as: UTF8.self) else { return 0 }
  _ = analyzer.analyzeProject([(source: source, path: "Fuzzed.swift")])
  return 0
}

// SwiftPM links a debug executable with `main` renamed to `<module>_main`; this hands that entry
// point to libFuzzer's driver (in a release build libFuzzer's own `main` is used instead).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt

@_cdecl("FuzzSwiftAnalyzer_main")
public func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { fuzzSwiftAnalyzer($0, $1) }
}
