import SwiftUI

/// "내 컵 채우기": drag inside the cup to choose how much coffee goes into a tumbler.
/// For VoiceOver it behaves like a slider: "커피 디스펜서, 8온스, 조절 가능".
struct CoffeeDispenserView: View {
    @State private var coffee: Double = 0.5
    @State private var lastAnnouncement = Date.distantPast
    @State private var lastAnnouncedOunces = 0
    private let cupOunces = 16.0
    /// One swipe up or down with VoiceOver changes the fill by one ounce.
    private var step: Double { 1 / cupOunces }

    private var ounces: Int {
        Int((coffee * cupOunces).rounded())
    }

    var body: some View {
        VStack(spacing: 24) {
            CoffeeSlider(value: $coffee)
                .frame(width: 160, height: 260)
                .accessibilityElement()
                .accessibilityLabel("커피 디스펜서")
                .accessibilityValue("\(ounces)온스")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment:
                        coffee = min(coffee + step, 1)
                    case .decrement:
                        coffee = max(coffee - step, 0)
                    @unknown default:
                        break
                    }
                }
                // A double-tap-and-hold passthrough drag starts at the coffee level,
                // so there is room to move in both directions.
                .accessibilityActivationPoint(UnitPoint(x: 0.5, y: 1 - coffee))
                .onChange(of: ounces) { _, newOunces in
                    announceIfNeeded(newOunces)
                }

            Text("\(ounces)온스")
                .font(.title2.monospacedDigit())
                .accessibilityHidden(true)
            Text("컵에서 위아래로 드래그하세요")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
        }
        .padding()
        .navigationTitle("내 컵 채우기")
    }

    /// Speaks the new amount during a passthrough drag, at most twice a second.
    private func announceIfNeeded(_ newOunces: Int) {
        guard Date.now.timeIntervalSince(lastAnnouncement) > 0.5,
              newOunces != lastAnnouncedOunces else { return }
        lastAnnouncement = .now
        lastAnnouncedOunces = newOunces
        AccessibilityNotification.Announcement("\(newOunces)온스").post()
    }
}

/// A cup that fills with coffee; the fill level follows the finger.
struct CoffeeSlider: View {
    @Binding var value: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                RoundedRectangle(cornerRadius: 24)
                    .fill(Color.brown.opacity(0.8))
                    .frame(height: proxy.size.height * value)
                RoundedRectangle(cornerRadius: 24)
                    .stroke(Color.secondary, lineWidth: 4)
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        let fraction = 1 - drag.location.y / proxy.size.height
                        value = min(max(fraction, 0), 1)
                    }
            )
        }
    }
}

#Preview {
    NavigationStack {
        CoffeeDispenserView()
    }
}
