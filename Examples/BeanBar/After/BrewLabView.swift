import SwiftUI

/// "브루 랩": set the brew strength, read the roasting guide online, keep or delete a saved recipe.
struct BrewLabView: View {
    @Environment(\.openURL) private var openURL
    @State private var strength = 5.0
    @State private var recipes = ["에티오피아 핸드드립", "콜드브루 원액"]
    @State private var lastAnnounced = 5
    private let roastingGuide = URL(string: "https://example.com/beanbar/roasting-guide")!

    var body: some View {
        Form {
            Section("추출 강도") {
                Slider(value: $strength, in: 1...10, step: 1) { Text("추출 강도") }
                    .accessibilityValue("강도 \(Int(strength))")
                    // Announces a value only when it has really changed since the last one.
                    .onChange(of: strength) { _, newValue in
                        if Int(newValue) != lastAnnounced {
                            lastAnnounced = Int(newValue)
                            AccessibilityNotification.Announcement("강도 \(Int(newValue))").post()
                        }
                    }
            }
            Section {
                // A link, announced as one, and it says where it goes.
                Button("로스팅 가이드") { openURL(roastingGuide) }
                    .accessibilityAddTraits(.isLink)
                    .accessibilityHint("Safari에서 열립니다")
            }
            Section("저장한 레시피") {
                ForEach(recipes, id: \.self) { recipe in
                    HStack {
                        NavigationLink(recipe) { RecipeDetailView(recipe: recipe) { name in recipes.removeAll { $0 == name } } }
                        Spacer()
                        Button("보관") { archive(recipe) }
                    }
                }
            }
        }
        .navigationTitle("브루 랩")
    }

    private func archive(_ recipe: String) {
        recipes.removeAll { $0 == recipe }
    }
}

/// The recipe detail, pushed from the lab: deleting the recipe is named for what it does.
struct RecipeDetailView: View {
    let recipe: String
    let onDelete: (String) -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text(recipe).font(.title2).accessibilityAddTraits(.isHeader)
            Button("레시피 삭제", role: .destructive) { onDelete(recipe) }
        }
        .navigationTitle("레시피")
    }
}
