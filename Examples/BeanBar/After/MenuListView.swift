import SwiftUI

struct MenuListView: View {
    @Environment(OrderViewModel.self) private var order
    @State private var selectedItem: MenuItem?
    @State private var isShowingCart = false

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(order.menu) { item in
                        MenuCard(
                            item: item,
                            isFavorite: order.isFavorite(item),
                            onSelect: { selectedItem = item },
                            onFavorite: { order.toggleFavorite(item) },
                            onAdd: { order.add(item) }
                        )
                        Image(decorative: "divider")
                            .resizable()
                            .frame(height: 1)
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("메뉴")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isShowingCart = true
                    } label: {
                        Image(systemName: "cart")
                    }
                    .accessibilityLabel("accessibility.cart.button")
                }
            }
            .sheet(item: $selectedItem) { item in
                MenuItemDetailView(item: item)
            }
            .sheet(isPresented: $isShowingCart) {
                CartSheet()
            }
        }
    }
}

/// One row of the menu board: photo, name and price, a favourite heart and an add button.
struct MenuCard: View {
    let item: MenuItem
    let isFavorite: Bool
    let onSelect: () -> Void
    let onFavorite: () -> Void
    let onAdd: () -> Void

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Image(decorative: item.imageName)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 72, height: 72)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                Text(item.name)
                    .font(.headline)
                Text(item.formattedPrice)
                    .font(.footnote)
                if item.isSoldOut {
                    Text("품절")
                        .font(.caption)
                        .padding(.horizontal, 6)
                        .foregroundColor(Color(red: 0.40, green: 0.40, blue: 0.40))
                        .background(Color.white)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture(perform: onSelect)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .accessibilityHint("메뉴 상세 정보를 엽니다")

            Spacer()

            Button(action: onFavorite) {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("즐겨찾기")
            .accessibilityAddTraits(isFavorite ? .isSelected : [])

            Button(action: onAdd) {
                HStack {
                    Image(systemName: "plus")
                    Text("담기")
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(item.isSoldOut)
        }
        .padding(.vertical, 8)
    }
}

/// Full-screen detail of one menu item.
struct MenuItemDetailView: View {
    @Environment(OrderViewModel.self) private var order
    @Environment(\.dismiss) private var dismiss
    let item: MenuItem

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ZStack(alignment: .topTrailing) {
                    Image(item.imageName)
                        .resizable()
                        .scaledToFit()
                        .accessibilityLabel(item.photoDescription)
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .font(.title)
                            .symbolRenderingMode(.hierarchical)
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .accessibilityLabel("닫기")
                }
                Text(item.name)
                    .font(.title2.bold())
                    .accessibilityAddTraits(.isHeader)
                HStack {
                    Image(systemName: "flame")
                    Text("\(item.calories) kcal")
                }
                .font(.subheadline)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("열량 \(item.calories)킬로칼로리")
                Button {
                    order.add(item)
                    dismiss()
                } label: {
                    Text("장바구니에 담기")
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.borderedProminent)
                .disabled(item.isSoldOut)
            }
            .padding()
        }
    }
}

#Preview {
    MenuListView()
        .environment(OrderViewModel())
}
