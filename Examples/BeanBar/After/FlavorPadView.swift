import SwiftUI

/// "나만의 블렌드 만들기": a two-dimensional pad, like the Background Sounds equalizer.
/// Across: acidity (산미), up: body (바디감). The barista roasts a blend for the chosen spot.
struct FlavorPadView: View {
    @State private var acidity = 3
    @State private var bodyLevel = 3

    var body: some View {
        VStack(spacing: 16) {
            Text("원하는 맛의 위치를 눌러 보세요")
                .font(.headline)
            FlavorPad(acidity: $acidity, bodyLevel: $bodyLevel)
                .aspectRatio(1, contentMode: .fit)
                .padding(.horizontal)
                // The pad has two axes, so the one-axis adjustable action doesn't fit:
                // it is one element with a value and four named actions instead.
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("맛 조절 패드")
                .accessibilityValue("산미 \(acidity), 바디감 \(bodyLevel)")
                .accessibilityAction(named: "바디감 높이기") {
                    bodyLevel = min(bodyLevel + 1, FlavorPad.range.upperBound)
                }
                .accessibilityAction(named: "산미 높이기") {
                    acidity = min(acidity + 1, FlavorPad.range.upperBound)
                }
                .accessibilityAction(named: "바디감 낮추기") {
                    bodyLevel = max(bodyLevel - 1, FlavorPad.range.lowerBound)
                }
                .accessibilityAction(named: "산미 낮추기") {
                    acidity = max(acidity - 1, FlavorPad.range.lowerBound)
                }
            HStack {
                Text("산미 \(acidity)")
                Spacer()
                Text("바디감 \(bodyLevel)")
            }
            .font(.body.monospacedDigit())
            .padding(.horizontal)
        }
        .navigationTitle("나만의 블렌드")
    }
}

/// A 5 x 5 grid of cells; the selected cell shows the handle.
struct FlavorPad: View {
    @Binding var acidity: Int
    @Binding var bodyLevel: Int
    static let range = 1...5

    var body: some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            ForEach(Self.range.reversed(), id: \.self) { row in
                GridRow {
                    ForEach(Self.range, id: \.self) { column in
                        cell(column: column, row: row)
                    }
                }
            }
        }
    }

    private func cell(column: Int, row: Int) -> some View {
        let isSelected = column == acidity && row == bodyLevel
        return RoundedRectangle(cornerRadius: 6)
            .fill(Color.brown.opacity(0.15 + 0.15 * Double(row)))
            .overlay {
                if isSelected {
                    Circle()
                        .fill(Color.white)
                        .padding(8)
                        .shadow(radius: 2)
                }
            }
            .onTapGesture {
                acidity = column
                bodyLevel = row
            }
    }
}

#Preview {
    NavigationStack {
        FlavorPadView()
    }
}
