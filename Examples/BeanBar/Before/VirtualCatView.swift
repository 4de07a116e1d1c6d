import SwiftUI

/// "카페 고양이 두부": the WWDC virtual cat. Stroke him and he purrs, tap him and he meows,
/// pinch him and he hisses. The photo of the real 두부 can be pinched to zoom.
struct VirtualCatView: View {
    @State private var cat = CatModel()
    @State private var photoZoom = 1.0

    var body: some View {
        VStack(spacing: 20) {
            InteractiveCatSurface(cat: cat)
                .frame(height: 280)
                // Direct touch lets VoiceOver users stroke, tap and pinch the cat,
                // but people who can't make those gestures have no other way.
                .accessibilityLabel("가상 고양이 두부")
                .accessibilityValue(cat.reaction.description)
                .accessibilityDirectTouch([.requiresActivation])

            Image("dubu_photo")
                .resizable()
                .scaledToFit()
                .scaleEffect(photoZoom)
                .accessibilityLabel("창가에서 졸고 있는 두부 사진")
                .gesture(
                    MagnifyGesture()
                        .onChanged { value in
                            photoZoom = min(max(value.magnification, 1), 3)
                        }
                )
        }
        .padding()
        .navigationTitle("카페 고양이")
    }
}

/// The cat himself: every gesture gets its own reaction.
struct InteractiveCatSurface: View {
    var cat: CatModel

    var body: some View {
        Image(systemName: cat.reaction.symbolName)
            .resizable()
            .scaledToFit()
            .accessibilityLabel(cat.reaction.description)
            .overlay {
                // One surface catches every gesture; the view that shows the cat makes it
                // an accessibility element.
                Color.clear
                    .contentShape(Rectangle())
                    .gesture(DragGesture(minimumDistance: 10).onEnded { _ in cat.stroke() })
                    .simultaneousGesture(TapGesture().onEnded { cat.tap() })
                    .simultaneousGesture(MagnifyGesture().onEnded { _ in cat.pinch() })
            }
    }
}

@Observable
final class CatModel {
    enum Reaction: CustomStringConvertible {
        case sleeping, purring, meowing, hissing

        var description: String {
            switch self {
            case .sleeping: "자는 중"
            case .purring: "그르렁거리는 중"
            case .meowing: "야옹"
            case .hissing: "하악"
            }
        }

        var symbolName: String {
            switch self {
            case .sleeping: "cat"
            case .purring, .meowing: "cat.fill"
            case .hissing: "cat.circle"
            }
        }
    }

    var reaction = Reaction.sleeping

    func stroke() { reaction = .purring }
    func tap() { reaction = .meowing }
    func pinch() { reaction = .hissing }
}

#Preview {
    NavigationStack {
        VirtualCatView()
    }
}
