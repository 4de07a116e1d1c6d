import A11yCore
@testable import A11ySwiftSource
import Testing

/// The mentions the unreferenced search finds through the identifiers collected while modelling
/// are the ones a scan of the file's text finds: same names, same offsets, same order, comments
/// skipped alike.
struct IdentifierOccurrencesTests {
  static let source = """
    import SwiftUI
    // HomeView is mentioned in a comment, Banner too
    struct HomeView: View {
      /* Banner(), OldBanner
         across lines */ let title = "Banner \\"quoted\\" // not a comment HomeView"
      @State private var count = 0 { didSet { render() } }
      var body: some View { Banner(text: "x/*y*/z").overlay(OldBanner.init()) }  // trailing Banner
      private func render() { count += 1; self.count = count }
      let ünïcödé = "Ünï"; let url = URL(string: "https://example.com/Banner")
    }
    let value = a/b/c /* unterminated
    """

  static func byScan(_ bytes: [UInt8], _ candidates: Set<String>, anyCase: Bool) -> [String] {
    var found: [String] = []
    UnreferencedCode.forEachIdentifier(in: bytes, candidates: candidates, anyCase: anyCase) { found.append("\($0)@\($1)") }
    return found
  }

  static func byIndex(_ model: SwiftFileModel, _ candidates: Set<String>, anyCase: Bool) -> [String] {
    var found: [String] = []
    let filter = UnreferencedCode.CandidateFilter(candidates)
    UnreferencedCode.forEachIdentifier(in: model, candidates: candidates, filter: filter, anyCase: anyCase) { found.append("\($0)@\($1)") }
    return found
  }

  @Test func theIndexFindsWhatTheScanFinds() {
    let model = SwiftSourceAnalyzer.model(source: Self.source, path: "Home.swift")
    let bytes = Array(Self.source.utf8)
    let many = Set((0..<40).map { "Unused\($0)" } + ["HomeView", "Banner", "OldBanner", "count", "render", "URL", "ünïcödé", "a", "c"])
    for candidates: Set<String> in [["Banner"], ["count", "render"], ["HomeView", "OldBanner", "View"], ["ünïcödé", "Ünï"], [], many] {
      for anyCase in [false, true] {
        let scanned = Self.byScan(bytes, candidates, anyCase: anyCase)
        #expect(Self.byIndex(model, candidates, anyCase: anyCase) == scanned, "\(candidates) anyCase: \(anyCase)")
      }
    }
    // The comments are skipped: `Banner` once in code, twice in string literals.
    #expect(Self.byScan(bytes, ["Banner"], anyCase: false).count == 3)
  }
}
