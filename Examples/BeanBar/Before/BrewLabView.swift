import SwiftUI

/// "브루 랩": set the brew strength, read the roasting guide online, keep or delete a saved recipe.
struct BrewLabView: View {
    @Environment(\.openURL) private var openURL
    @State private var strength = 5.0
    @State private var recipes = ["에티오피아 핸드드립", "콜드브루 원액"]
    private let roastingGuide = URL(string: "https://example.com/beanbar/roasting-guide")!

    var body: some View {
        Form {
            Section("추출 강도") {
                Slider(value: $strength, in: 1...10, step: 1) { Text("추출 강도") }
                    // Announces every value the slider passes while it moves.
                    .onChange(of: strength) { _, newValue in
                        AccessibilityNotification.Announcement("강도 \(Int(newValue))").post()
                    }
            }
            Section {
                // Opens Safari, but VoiceOver calls it a button.
                Button("로스팅 가이드") { openURL(roastingGuide) }
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

/// The recipe detail, pushed from the lab: its "보관" deletes the recipe.
struct RecipeDetailView: View {
    let recipe: String
    let onDelete: (String) -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text(recipe).font(.title2).accessibilityAddTraits(.isHeader)
            // Same name as the lab's "보관" (archive), but this one deletes.
            Button("보관", role: .destructive) { onDelete(recipe) }
        }
        .navigationTitle("레시피")
    }
}
