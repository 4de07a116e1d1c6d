import A11yCore

/// A custom SwiftUI view, summarised by what its `body` is, so that a use of it in another file
/// is judged like the view it draws: `AvatarView(user:)` is an image, `PrimaryButton("Pay")` a control.
public struct CustomViewSummary: Sendable, Hashable {
  public enum Content: Sendable, Hashable {
    /// Only images (and decoration): VoiceOver reads it as an image.
    case image(ImageContent)
    /// A control (`Button`, `Toggle`...) as its outer element.
    case control
    /// It shows text, which VoiceOver reads.
    case text
    /// Anything else, or something the analyzer can't tell.
    case other
  }

  public enum ImageContent: Sendable, Hashable {
    /// An asset-catalog image: its name when fixed in the body, nil when it comes from a parameter.
    case asset(String?)
    /// An SF Symbol: its name when fixed in the body, nil when it comes from a parameter.
    case systemSymbol(String?)
    /// A picture from data (`AsyncImage`, `Image(uiImage:)`): VoiceOver says only "image".
    case picture
  }

  public var name: String
  public var content: Content
  /// The body's outer element sets its own accessibility label.
  public var namesItself: Bool
  /// The body's outer element is hidden from VoiceOver (or decorative).
  public var hidesItself: Bool
  public var addedTraits: Set<String>
  /// The body draws pictures (images, SF Symbols, emoji) and no words, hidden or not, through any
  /// stack, `ForEach` or custom view it holds (a star rating drawing `Image(systemName: "star.fill")`
  /// five times): a font set on it sizes symbols, not text anyone reads.
  public var drawsOnlyPictures = false
  /// Every text the body draws sets its own font (`Text(title).font(.custom("Poppins", size: 14))`),
  /// through the custom views it holds, and it holds no field or titled control: a font set on
  /// the view reaches no words (FightPandemics' search results given `.font(.system(size: 30))`).
  public var fontReachesNoText = false
  /// The one element of the body that a touch or VoiceOver reaches is a control: stacks,
  /// decoration and hidden views around one `Button` (a title chrome beside a hidden copy of its
  /// title it measures), followed into the type's view members. It acts on a tap like a control.
  public var touchesOneControl = false
  /// An element of the body announces a link or a button (`Text(name).accessibilityAddTraits(.isLink)`
  /// in GOV.UK's council card): VoiceOver says what a tap on the view does, and its double tap lands there.
  public var announcesARoleInside = false
  /// The type draws a text input (`TextField`, `SecureField`, `TextEditor`) that is never disabled,
  /// in its body or a view member: VoiceOver announces the field, and a tap on the view lands in
  /// it (Funch's text field).
  public var holdsTextInput = false
  /// The functions the `Button`s declared in the type call (their actions, followed through the
  /// file's functions): `togglePlayerMode`, `toggleExpanded` for a player whose chevron Button
  /// expands it. A tap on the view running one of them repeats a Button it already holds.
  public var buttonCalls: Set<String> = []
  public var file: String
  public var position: SourcePosition

  public var isImage: Bool {
    if case .image = content { return !namesItself && !hidesItself }
    return false
  }
}
