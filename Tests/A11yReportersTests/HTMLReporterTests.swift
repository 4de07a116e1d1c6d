import A11yCore
import Testing

@testable import A11yReporters

struct HTMLReporterTests {
  @Test func pageHasLandmarksCaptionsAndScopedHeaders() {
    let html = HTMLReporter(language: .korean).render(ReporterTests.report)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\">"))
    #expect(html.contains("<a class=\"skip-link\" href=\"#main\">본문 바로가기</a>"))
    for landmark in ["<header>", "<nav aria-label=\"목차\">", "<main id=\"main\" tabindex=\"-1\">", "<footer>"] {
      #expect(html.contains(landmark), "missing \(landmark)")
    }
    // One h1, then h2 per section: headings in order.
    #expect(html.components(separatedBy: "<h1").count == 2)
    #expect(html.contains("<h2 id=\"summary-heading\">요약</h2>"))
    #expect(html.contains("<caption>App/Home.swift</caption>"))
    #expect(html.contains("<th scope=\"col\">심각도</th>"))
    #expect(html.contains("<th scope=\"row\">12:9</th>"))
    #expect(html.contains("<td>경고 (검토 필요)</td>"))
    #expect(html.contains("<td>장식용으로 표시</td>"))
    // Self-contained: no script, no external resource.
    #expect(!html.contains("<script"))
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("<link"))
  }

  @Test func everyTextIsEscaped() {
    var finding = ReporterTests.findings[0]
    finding.file = "App/<Views>/\"Home\".swift"
    finding.message = LocalizedText(en: "label '<img src=x onerror=alert(1)>' & more", ko: "")
    let html = HTMLReporter().render(AuditReport(tool: ReporterTests.tool, findings: [finding], filesAnalyzed: 1))
    #expect(!html.contains("<img"))
    #expect(html.contains("<caption>App/&lt;Views&gt;/&quot;Home&quot;.swift</caption>"))
    #expect(html.contains("label &#39;&lt;img src=x onerror=alert(1)&gt;&#39; &amp; more"))
    #expect(HTML.escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;")
  }

  @Test func cleanRunSaysSo() {
    let html = HTMLReporter().render(AuditReport(tool: ReporterTests.tool, findings: [], filesAnalyzed: 3))
    #expect(html.contains("<p>No findings.</p>"))
    #expect(!html.contains("Findings by checkpoint"))
  }
}
