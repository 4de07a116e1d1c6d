import A11yCore
import A11ySwiftSource
import Testing

/// Round fifty-four on untuned apps (issue 7): what the rule examples can't hold, the project's
/// asset catalogs.
/// - A custom-type button or an image view draws its tint only into template images: given only
///   the catalog's pictures, none marked template, its tint is never drawn (Budi's white-tinted
///   `UIButton()` whose GPS picture keeps its own grey).
/// - A custom view whose one control is a `PhotosPicker`, with a near-clear touch catcher laid over
///   it while the library is locked, is that control: a tap added at its use has the picker's role
///   (TnT's `PhotoPickerView`).
struct UntunedAppsRoundFiftyFourTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    ProjectFindings.of(files, rule: rule)
  }

  func findings(
    _ source: String, rule: any SwiftSourceRule.Type, imageAssets: Set<String> = [], templates: Set<String> = []
  ) -> [Finding] {
    ProjectFindings.of(["Screen.swift": source], rule: rule, imageAssets: imageAssets, templates: templates)
  }

  static func locationButton(type: String = "", image: String = #"UIImage(named: "GPS")"#) -> String {
    """
    final class LocationSearchViewController: UIViewController {
      private let nowLocationButton: UIButton = {
        let button = UIButton(\(type))
        button.setTitle("현위치로 설정", for: .normal)
        button.setImage(\(image), for: .normal)
        button.backgroundColor = UIColor(white: 0.93, alpha: 1)
        button.tintColor = .white
        return button
      }()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(nowLocationButton)
      }
    }
    """
  }

  @Test func customButtonTintIsNotDrawnIntoAnOriginalPicture() {
    #expect(findings(Self.locationButton(), rule: ComponentContrastRule.self, imageAssets: ["GPS"]).isEmpty)
    #expect(findings(Self.locationButton(type: "type: .custom"), rule: ComponentContrastRule.self, imageAssets: ["Icons/GPS"]).isEmpty)
  }

  @Test func tintIsDrawnIntoTemplatesSymbolsAndSystemButtons() {
    // The catalog marks the picture template.
    #expect(findings(Self.locationButton(), rule: ComponentContrastRule.self, imageAssets: ["GPS"], templates: ["GPS"]).count == 1)
    // Re-rendered as a template, or a symbol.
    let retemplated = Self.locationButton(image: #"UIImage(named: "GPS")?.withRenderingMode(.alwaysTemplate)"#)
    #expect(findings(retemplated, rule: ComponentContrastRule.self, imageAssets: ["GPS"]).count == 1)
    let symbol = Self.locationButton(image: #"UIImage(systemName: "location")"#)
    #expect(findings(symbol, rule: ComponentContrastRule.self, imageAssets: ["GPS"]).count == 1)
    // A system-type button templates every image.
    #expect(findings(Self.locationButton(type: "type: .system"), rule: ComponentContrastRule.self, imageAssets: ["GPS"]).count == 1)
    // No catalog read: the picture is unknown.
    #expect(findings(Self.locationButton(), rule: ComponentContrastRule.self).count == 1)
  }

  @Test func imageViewTintFollowsItsPictures() {
    let icon = """
      final class BadgeView: UIView {
        let icon = UIImageView(image: UIImage(named: "badge"))
        func setUp() {
          backgroundColor = .white
          addSubview(icon)
          icon.tintColor = UIColor(white: 0.93, alpha: 1)
        }
      }
      """
    #expect(findings(icon, rule: ComponentContrastRule.self, imageAssets: ["badge"]).isEmpty)
    #expect(findings(icon, rule: ComponentContrastRule.self, imageAssets: ["badge"], templates: ["badge"]).count == 1)
  }

  static func photoPicker(overlay: String) -> String {
    """
    public struct PhotoPickerView<Content: View>: View {
      @Binding var selectedItem: PhotosPickerItem?
      let content: () -> Content
      let isAuthorized: Bool
      public var body: some View {
        ZStack {
          PhotosPicker(selection: $selectedItem, matching: .images) {
            content()
          }
          if !isAuthorized {
            \(overlay)
          }
        }
      }
    }
    """
  }

  static let editScreen = """
    struct EditView: View {
      @State var item: PhotosPickerItem?
      var body: some View {
        PhotoPickerView(selectedItem: $item, isAuthorized: true) {
          Text("앨범에서 사진 선택")
        }
        .simultaneousGesture(TapGesture().onEnded { send(.tapSelectButton) })
      }
    }
    """

  @Test func aTapOnAViewHoldingOnePickerHasThePickersRole() {
    let catcher = Self.photoPicker(overlay: "Color.black.opacity(0.00001).onTapGesture { requestPermission() }")
    #expect(findings(["Picker.swift": catcher, "Edit.swift": Self.editScreen], rule: TapGestureRoleRule.self)
      .filter { $0.file == "Edit.swift" }.isEmpty)
    // A second control beside the picker: the tap may be meant for either.
    let twoControls = Self.photoPicker(overlay: "Button(\"권한 요청\") { requestPermission() }")
    #expect(findings(["Picker.swift": twoControls, "Edit.swift": Self.editScreen], rule: TapGestureRoleRule.self)
      .filter { $0.file == "Edit.swift" }.count == 1)
  }
}
