import SwiftUI

/// "이번 시즌 재료": the two ingredients behind this season's limited menu.
struct SeasonalIngredientsView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("가을 한정 메뉴에는 이런 재료가 들어가요")
                    .font(.title3.weight(.semibold))
                    .accessibilityAddTraits(.isHeader)

                // Each photo is grouped with its own caption, so VoiceOver reads
                // photo + caption together instead of both photos and then both captions.
                HStack(alignment: .top, spacing: 16) {
                    VStack(alignment: .leading, spacing: 8) {
                        Image("mango")
                            .resizable()
                            .scaledToFit()
                            .clipShape(RoundedRectangle(cornerRadius: 12))
                            .accessibilityLabel("여러 가지 망고가 가득 담긴 커다란 상자")
                        Text("망고는 망고나무속(Mangifera) 나무에서 열립니다.")
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityElement(children: .combine)

                    VStack(alignment: .leading, spacing: 8) {
                        Image("artichoke")
                            .resizable()
                            .scaledToFit()
                            .clipShape(RoundedRectangle(cornerRadius: 12))
                            .accessibilityLabel("초록색 아티초크가 가득 담긴 커다란 상자")
                        Text("아티초크는 엉겅퀴의 한 종에서 나온 채소입니다.")
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityElement(children: .combine)
                }
                .font(.subheadline)

                Text("망고 스무디와 아티초크 파니니는 11월 30일까지만 판매합니다.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .navigationTitle("이번 시즌 재료")
    }
}

#Preview {
    NavigationStack {
        SeasonalIngredientsView()
    }
}
