import A11yEvaluation
import Foundation

/// Findings files (`lint --format json`, and the runtime hierarchy's findings) and checklists.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFindingsFile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  _ = try? FindingsFileReader.read(data, source: .runtime)
  if let document = try? JSONValue.parse(data) {
    _ = try? ChecklistReader.read(document)
  }
  return 0
}

// SwiftPM links a debug executable with `main` renamed to `<module>_main`; this hands that entry
// point to libFuzzer's driver (in a release build libFuzzer's own `main` is used instead).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt

@_cdecl("FuzzFindingsFile_main")
public func fuzzerEntryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { fuzzFindingsFile($0, $1) }
}
