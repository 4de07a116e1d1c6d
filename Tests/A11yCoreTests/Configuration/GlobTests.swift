import A11yCore
import Testing

struct GlobTests {
  @Test(arguments: [
    ("App/**", "App/Views/Home.swift", true),
    ("App/**", "Other/Home.swift", false),
    ("**/Generated/**", "App/Generated/R.swift", true),
    ("**/Generated/**", "Generated/R.swift", true),
    ("*.swift", "Deep/Path/File.swift", true),
    ("Generated", "App/Generated/R.swift", true),
    ("App/*.swift", "App/Views/Home.swift", false),
    ("App/?ome.swift", "App/Home.swift", true),
    ("Tests/", "Tests/A/B.swift", true),
  ])
  func matches(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
  }
}
