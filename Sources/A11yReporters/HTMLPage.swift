import A11yCore

/// Builds one self-contained, printable and accessible HTML page: a `lang` attribute, a skip link,
/// banner / navigation / main / contentinfo landmarks, inline CSS with contrast above 4.5:1, tables
/// with captions and scoped headers. Reports (the compliance report, a plain findings page) fill its
/// sections; every text they pass in is escaped here, so app and evaluator strings can't inject
/// markup. No script and no external resource.
public struct HTMLPage: Sendable {
  public var language: Language
  public var title: String
  /// A line under the title (what the page is, e.g. "automated results only").
  public var subtitle: String?
  public var sections: [HTMLSection] = []
  public var footer: String

  public init(language: Language, title: String, subtitle: String? = nil, footer: String) {
    self.language = language
    self.title = title
    self.subtitle = subtitle
    self.footer = footer
  }

  public func render() -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="\(language.rawValue)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.escape(title))</title>
      <style>\(HTMLPage.css)</style>
      </head>
      <body>
      <a class="skip-link" href="#main">\(language == .korean ? "본문 바로가기" : "Skip to content")</a>
      <header>
      <h1>\(HTML.escape(title))</h1>

      """
    if let subtitle { html += "<p class=\"subtitle\">\(HTML.escape(subtitle))</p>\n" }
    html += "</header>\n"
    if sections.count > 1 {
      html += "<nav aria-label=\"\(language == .korean ? "목차" : "Contents")\">\n<ul>\n"
      for section in sections {
        html += "<li><a href=\"#\(HTML.escape(section.id))\">\(HTML.escape(section.heading))</a></li>\n"
      }
      html += "</ul>\n</nav>\n"
    }
    html += "<main id=\"main\" tabindex=\"-1\">\n"
    for section in sections {
      html += "<section id=\"\(HTML.escape(section.id))\" aria-labelledby=\"\(HTML.escape(section.id))-heading\">\n"
      html += "<h2 id=\"\(HTML.escape(section.id))-heading\">\(HTML.escape(section.heading))</h2>\n"
      html += section.body
      html += "</section>\n"
    }
    html += "</main>\n<footer>\n<p>\(HTML.escape(footer))</p>\n</footer>\n</body>\n</html>\n"
    return html
  }

  /// Colors: body text #1a1a1a on white (17:1), muted #4a4a4a (8.9:1), links #0b4f9c (8:1), status
  /// colors always come with a word, never alone (checkpoint 1.3).
  static let css = """

    :root { color-scheme: light; }
    body { font-family: -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", "Segoe UI", sans-serif; color: #1a1a1a; background: #ffffff; margin: 0 auto; max-width: 64rem; padding: 1rem 1.5rem; line-height: 1.5; font-size: 1rem; }
    a { color: #0b4f9c; }
    a:focus, main:focus { outline: 3px solid #0b4f9c; outline-offset: 2px; }
    .skip-link { position: absolute; left: -999rem; }
    .skip-link:focus { position: static; display: inline-block; background: #ffffff; padding: 0.25rem 0.5rem; }
    h1 { font-size: 1.75rem; margin: 0.5rem 0; }
    h2 { font-size: 1.4rem; border-bottom: 2px solid #1a1a1a; margin-top: 2rem; }
    h3 { font-size: 1.15rem; margin-top: 1.5rem; }
    .subtitle, .muted { color: #4a4a4a; }
    .notice { border-left: 4px solid #8a5a00; background: #fff8e6; padding: 0.5rem 0.75rem; }
    table { border-collapse: collapse; width: 100%; margin: 0.75rem 0; font-size: 0.95rem; }
    caption { text-align: left; font-weight: bold; padding: 0.25rem 0; }
    th, td { border: 1px solid #6b6b6b; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
    thead th { background: #e8e8e8; }
    tbody th { font-weight: normal; }
    .status-compliant { color: #0f5a1e; font-weight: bold; }
    .status-non-compliant, .status-needs-reason { color: #9b1111; font-weight: bold; }
    .status-not-applicable, .status-not-evaluated { color: #4a4a4a; font-weight: bold; }
    code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
    td code { display: inline-block; min-width: 22ch; }
    dl { margin: 0.5rem 0; } dt { font-weight: bold; } dd { margin: 0 0 0.5rem 1.25rem; }
    nav ul { columns: 2; }
    footer { border-top: 1px solid #6b6b6b; margin-top: 2rem; color: #4a4a4a; font-size: 0.9rem; }
    @media print {
      .skip-link, nav { display: none; }
      body { max-width: none; padding: 0; font-size: 10pt; }
      a { color: #1a1a1a; text-decoration: none; }
      tr, dd { break-inside: avoid; }
      h2, h3 { break-after: avoid; }
    }

    """
}

/// One titled part of an ``HTMLPage``: an `<h2>` with an id the navigation links to, then `body`,
/// already-built HTML (made with ``HTML`` helpers, which escape).
public struct HTMLSection: Sendable {
  public var id: String
  public var heading: String
  public var body: String

  public init(id: String, heading: String, body: String) {
    self.id = id
    self.heading = heading
    self.body = body
  }
}

/// Helpers that build HTML fragments; each escapes every text it is given.
public enum HTML {
  /// Escapes text for element content and attribute values alike; control characters (line
  /// breaks included, which HTML would fold into a space anyway), escape sequences and bidi
  /// overrides from the project are shown escaped, by the shared ``OutputEscaping`` rules.
  public static func escape(_ text: String) -> String {
    OutputEscaping.markup(text)
  }

  /// A table cell's content: plain text (escaped) or HTML already built by these helpers.
  public enum Cell: Sendable {
    case text(String)
    case html(String)

    var markup: String {
      switch self {
      case .text(let text): HTML.escape(text)
      case .html(let html): html
      }
    }
  }

  /// A table with a caption, column headers (`scope="col"`) and rows whose first cell is a row
  /// header (`scope="row"`) when `rowHeaders` is set.
  public static func table(caption: String, headers: [String], rows: [[Cell]], rowHeaders: Bool = true) -> String {
    var html = "<table>\n<caption>\(escape(caption))</caption>\n<thead><tr>"
    for header in headers { html += "<th scope=\"col\">\(escape(header))</th>" }
    html += "</tr></thead>\n<tbody>\n"
    for row in rows {
      html += "<tr>"
      for (index, cell) in row.enumerated() {
        if index == 0 && rowHeaders {
          html += "<th scope=\"row\">\(cell.markup)</th>"
        } else {
          html += "<td>\(cell.markup)</td>"
        }
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  public static func paragraph(_ text: String, className: String? = nil) -> String {
    let classAttribute = className.map { " class=\"\(escape($0))\"" } ?? ""
    return "<p\(classAttribute)>\(escape(text))</p>\n"
  }

  public static func heading(_ level: Int, _ text: String, id: String? = nil) -> String {
    let idAttribute = id.map { " id=\"\(escape($0))\"" } ?? ""
    return "<h\(level)\(idAttribute)>\(escape(text))</h\(level)>\n"
  }

  public static func list(_ items: [String], ordered: Bool = false) -> String {
    let tag = ordered ? "ol" : "ul"
    return "<\(tag)>\n" + items.map { "<li>\(escape($0))</li>\n" }.joined() + "</\(tag)>\n"
  }

  /// A definition list of term and description pairs.
  public static func definitions(_ pairs: [(String, String)]) -> String {
    "<dl>\n" + pairs.map { "<dt>\(escape($0.0))</dt><dd>\(escape($0.1))</dd>\n" }.joined() + "</dl>\n"
  }

  public static func code(_ text: String) -> String { "<code>\(escape(text))</code>" }

  /// A status word in its color class; the word itself carries the meaning.
  public static func status(_ text: String, className: String) -> String {
    "<span class=\"\(escape(className))\">\(escape(text))</span>"
  }
}
