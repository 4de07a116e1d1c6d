import A11yCore
import A11ySwiftSource
import Testing

/// Round forty-one on untuned apps (issue 7): what the rule examples can't hold, the project's
/// other files and catalogs, and severities.
/// - A project initializer given a case of a `String` enum draws what the case stands for: the
///   symbol (`Image(for: .more)`, `case more = "ellipsis"`, read "More"), or the catalog's image
///   of that name when the initializer reads the catalog first (GoogleApp clone).
/// - A symbol chosen by another type's computed property (`playbackState.icon`, giving only
///   "pause.fill" or "play.fill") is one of those symbols (WhatsApp clone).
/// - `.light` from 20 pt, where SF Pro takes its Display design, is information; thin and
///   ultralight stay a warning up to 34 pt (MyRoboTaxi's temperatures).
struct UntunedAppsRoundFortyOneTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type, imageAssets: Set<String> = []) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    var project = ProjectIndex()
    project.imageAssetNames = imageAssets
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration, project: project)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  /// The app's image names and its initializer, which draws the catalog's image when there is one
  /// and the symbol of that name otherwise.
  static let imageNames = """
    enum ImageName: String {
      case more = "ellipsis"
      case tabs
      case eclipse
      case network = "exclamationmark.icloud"
    }
    extension Image {
      init(for name: ImageName) {
        guard let uiImage = UIImage(named: name.rawValue) else { self = Image(systemName: name.rawValue); return }
        self = Image(uiImage: uiImage)
      }
    }
    """

  @Test func aCaseOfAStringEnumIsWhatItStandsFor() {
    let menu = "struct Bar: View { var body: some View { Menu { Button(\"Feedback\") { send() } } label: { Image(for: .more) } } }"
    #expect(findings(["Names.swift": Self.imageNames, "Bar.swift": menu], rule: ControlNameRule.self).isEmpty)
    // The neighbour: a case standing for a symbol that names no action is reported by that symbol.
    let offline = "struct Bar: View { var body: some View { Button { retry() } label: { Image(for: .network) } } }"
    let reported = findings(["Names.swift": Self.imageNames, "Bar.swift": offline], rule: ControlNameRule.self)
    #expect(reported.count == 1 && reported[0].message.en.contains("'exclamationmark.icloud'"))
  }

  @Test func aCaseTheCatalogHoldsIsThatImage() {
    let thumbnail = "struct Thumbnail: View { var body: some View { Image(for: .eclipse).resizable().frame(height: 200) } }"
    let asset = findings(["Names.swift": Self.imageNames, "Thumb.swift": thumbnail], rule: ImageLabelRule.self, imageAssets: ["eclipse"])
    #expect(asset.count == 1 && asset[0].message.en.hasPrefix("image 'eclipse'"))
    let symbol = findings(["Names.swift": Self.imageNames, "Thumb.swift": thumbnail], rule: ImageLabelRule.self)
    #expect(symbol.count == 1 && symbol[0].message.en.hasPrefix("SF Symbol 'eclipse'"))
  }

  /// A state's icon computed by the state's own type, in another file.
  static func player(icons: String) -> [String: String] {
    [
      "Player.swift": """
        extension AudioPlayer {
          enum PlaybackState {
            case stopped, playing, paused
            var icon: String { return self == .playing ? \(icons) }
          }
        }
        """,
      "Bubble.swift": """
        struct BubbleAudioView: View {
          @State private var playbackState: AudioPlayer.PlaybackState = .stopped
          var body: some View { Button { toggle() } label: { Image(systemName: playbackState.icon) } }
        }
        """,
    ]
  }

  @Test func aSymbolChosenByAnotherTypesPropertyIsOneOfItsSymbols() {
    #expect(findings(Self.player(icons: "\"pause.fill\" : \"play.fill\""), rule: ControlNameRule.self).isEmpty)
    // Symbols that name no action are reported, by the names they are read as.
    let reported = findings(Self.player(icons: "\"speaker.slash\" : \"speaker.wave.2\""), rule: ControlNameRule.self)
    #expect(reported.count == 1 && reported[0].message.en.contains("\"speaker slash\" or \"speaker wave 2\""))
  }

  static func temperature(_ weight: String, size: Int, colour: String = ".secondary") -> [String: String] {
    ["Climate.swift": "struct Climate: View { var body: some View { Text(degrees).font(.system(size: \(size), weight: .\(weight))).foregroundStyle(\(colour)) } }"]
  }

  /// (In the primary label colour, a display size's `.light` is not reported at all: round 69.)
  @Test func aLightWeightFromTwentyPointsIsInformation() {
    #expect(findings(Self.temperature("light", size: 26, colour: ".primary"), rule: TextWeightAlignmentRule.self).isEmpty)
    #expect(findings(Self.temperature("thin", size: 36, colour: ".primary"), rule: TextWeightAlignmentRule.self).map(\.severity) == [.info])
    #expect(findings(Self.temperature("light", size: 26), rule: TextWeightAlignmentRule.self).map(\.severity) == [.info])
    #expect(findings(Self.temperature("light", size: 20), rule: TextWeightAlignmentRule.self).map(\.severity) == [.info])
    #expect(findings(Self.temperature("light", size: 17), rule: TextWeightAlignmentRule.self).map(\.severity) == [.warning])
    #expect(findings(Self.temperature("thin", size: 26), rule: TextWeightAlignmentRule.self).map(\.severity) == [.warning])
  }
}
