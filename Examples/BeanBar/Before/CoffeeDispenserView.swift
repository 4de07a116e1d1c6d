import SwiftUI

/// "내 컵 채우기": drag inside the cup to choose how much coffee goes into a tumbler.
struct CoffeeDispenserView: View {
    @State private var coffee: Double = 0.5
    private let cupOunces = 16.0

    private var ounces: Int {
        Int((coffee * cupOunces).rounded())
    }

    var body: some View {
        VStack(spacing: 24) {
            CoffeeSlider(value: $coffee)
                .frame(width: 160, height: 260)

            Text("\(ounces)온스")
                .font(.title2.monospacedDigit())
            Text("컵에서 위아래로 드래그하세요")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .navigationTitle("내 컵 채우기")
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
