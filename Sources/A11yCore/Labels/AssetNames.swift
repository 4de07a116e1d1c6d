/// Asset-catalog image names as VoiceOver speaks them. SwiftUI reads an unlabelled `Image("close")`
/// by its asset name, so a name that is already the plain word for what the icon means ("close",
/// "settings", "messages") is heard right, like an SF Symbol with a conventional name; a name made
/// for the designer ("ic_close_24", "logo-nobg", "copy2") is not.
public enum AssetNames {
  /// Plain words for what an icon stands for: actions, places and common objects in an app's UI.
  static let iconWords: Set<String> = [
    "add", "archive", "attach", "back", "backspace", "bell", "bookmark", "bookmarks", "calendar", "call", "camera", "cancel", "cart", "chat", "close",
    "compose", "contacts", "copy", "delete", "dismiss", "done", "download", "edit", "email", "filter", "favorite",
    "favorites", "forward", "gif", "gift", "help", "home", "info", "like", "link", "location", "listen", "lock",
    "login", "logout", "mail", "map", "menu", "message", "messages", "mic", "microphone", "more", "mute",
    "next", "notifications", "pause", "phone", "pin", "play", "previous", "print", "profile", "refresh",
    "reload", "remove", "reply", "save", "scan", "search", "send", "settings", "share", "shuffle", "sort",
    "stop", "trash", "undo", "redo", "unlock", "unmute", "upload", "verified", "wallet",
  ]

  /// The words VoiceOver speaks for `name` when each of them is a plain icon word ("close",
  /// "settings", "qr-scan" is not): nil for a designer's file name.
  public static func plainIconWords(of name: String) -> String? {
    // Digits, dots and other marks make a designer's file name ("copy2", "check-circle.fill").
    guard name.allSatisfy({ ($0.isASCII && $0.isLetter) || $0 == "-" || $0 == "_" || $0 == " " }) else { return nil }
    let words = IdentifierWords.words(in: name)
    // "edit-icon" is heard "edit icon": the word "icon" adds nothing but hides nothing either; nor
    // do the other words that say where a designer keeps it ("toolbar-forward", "iconsSystemHome":
    // AlphaWallet's browser bar).
    let meaningful = words.filter { !qualifierWords.contains($0) }
    guard words.count <= 3, (1...2).contains(meaningful.count), meaningful.allSatisfy(iconWords.contains) else { return nil }
    return words.joined(separator: " ")
  }

  /// Words in an icon's file name that say what kind of file it is, where it sits or how it is
  /// drawn ("CloseFill", RariMe's; "close_compact", Mixin's), not what it means.
  static let qualifierWords: Set<String> = [
    "icon", "icons", "toolbar", "navbar", "system",
    "fill", "filled", "outline", "outlined", "line", "solid", "compact", "small", "mini", "regular", "round", "rounded",
    // ("backArrow", Dominant Investors' back button: the shape it is drawn as.)
    "arrow",
  ]

  /// The word of an asset named as one capitalised word ("Pixelfed", "Avatar"): VoiceOver speaks a
  /// real word, not a designer's file name. Nil for camel case, digits, marks, lowercase names
  /// ("ImagePlaceholder", "logo2", "custom.rocket", "banner") and for words that say what kind of
  /// picture or asset it is rather than what it shows ("Placeholder", "Logo", "Blurhash").
  public static func capitalisedWord(of name: String) -> String? {
    guard name.count >= 3, let first = name.first, first.isASCII, first.isUppercase,
          name.dropFirst().allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
    let word = name.lowercased()
    return kindWords.contains(word) ? nil : name
  }

  /// Words that name an image's kind, role or technique, not what it shows: heard alone they tell
  /// a listener nothing ("Logo" says whose logo no more than "Chart" says what the chart shows).
  public static let kindWords: Set<String> = [
    "placeholder", "icon", "image", "img", "picture", "pic", "photo", "bg", "background", "blurhash", "blur", "logo",
    "banner", "splash", "launch", "header", "footer", "thumbnail", "thumb", "illustration", "graphic", "artwork",
    "art", "asset", "cover", "hero", "mask", "overlay", "gradient", "shadow", "pattern", "texture", "noise", "default",
    "empty", "blank", "dummy", "sample", "test", "preview", "screenshot", "wallpaper", "frame", "border", "divider",
    "separator", "line", "dot", "shape", "sticker", "badge", "stamp", "onboarding", "intro", "welcome", "tutorial",
    "error", "success", "failure", "warning", "loading", "spinner", "loader", "chart", "graph", "diagram", "qr",
    "qrcode", "barcode", "code", "button", "btn", "arrow", "chevron", "glyph", "symbol", "emblem", "mark",
    "watermark", "decoration", "ornament", "flag", "tab", "bar", "cell", "row", "card", "tile", "box", "rect",
    "circle", "square", "ring", "bubble", "light", "dark", "night", "day", "main", "top", "bottom", "left", "right",
    "small", "large", "big", "tiny", "medium", "full", "half", "new", "old", "temp", "tmp", "unknown", "none", "null",
    "nil", "missing", "fallback", "generic", "other", "misc", "base", "template",
  ]
}
