import Foundation
import Observation
import SwiftUI

/// One drink or snack on the BeanBar menu board.
struct MenuItem: Identifiable, Hashable {
    let id: String
    let name: String
    let imageName: String
    /// What the product photo shows, written for people who can't see it.
    let photoDescription: String
    let price: Int
    let calories: Int
    var isSoldOut: Bool = false

    var formattedPrice: String {
        price.formatted(.currency(code: "KRW"))
    }
}

extension MenuItem {
    static let samples: [MenuItem] = [
        MenuItem(id: "americano", name: "아메리카노", imageName: "menu_americano",
                 photoDescription: "검은 머그잔에 담긴 따뜻한 아메리카노", price: 4_500, calories: 10),
        MenuItem(id: "latte", name: "카페 라테", imageName: "menu_latte",
                 photoDescription: "하트 모양 라테 아트가 있는 카페 라테", price: 5_000, calories: 180),
        MenuItem(id: "mango", name: "망고 스무디", imageName: "menu_mango_smoothie",
                 photoDescription: "생 망고 조각을 올린 노란 스무디", price: 6_500, calories: 290),
        MenuItem(id: "panini", name: "아티초크 파니니", imageName: "menu_artichoke_panini",
                 photoDescription: "반으로 자른 아티초크 파니니 두 조각", price: 7_800, calories: 520,
                 isSoldOut: true),
    ]
}

/// A BeanBar shop.
struct Store: Identifiable, Hashable {
    let id: String
    let name: String
    let address: String
    let phone: String
    let opensAt: Int
    let closesAt: Int

    var isOpen: Bool {
        let hour = Calendar.current.component(.hour, from: .now)
        return (opensAt..<closesAt).contains(hour)
    }

    /// Spoken name of the icon-only call button on the store screen.
    var callButtonLabel: String {
        "\(name)에 전화 걸기"
    }

    static let gangnam = Store(id: "gangnam", name: "BeanBar 강남점", address: "서울 강남구 테헤란로 123",
                               phone: "02-555-0123", opensAt: 7, closesAt: 22)
}

/// A past order shown in the order history.
struct PastOrder: Identifiable, Hashable {
    let id: Int
    let summary: String
    let total: Int
    let date: Date
}

/// Shared state of the ordering flow.
@Observable
final class OrderViewModel {
    var menu: [MenuItem] = MenuItem.samples
    var cart: [MenuItem] = []
    var favorites: Set<MenuItem.ID> = []
    var selectedStore: Store = .gangnam
    var history: [PastOrder] = [
        PastOrder(id: 1042, summary: "아메리카노 외 1잔", total: 9_500, date: .now.addingTimeInterval(-86_400)),
        PastOrder(id: 1017, summary: "망고 스무디", total: 6_500, date: .now.addingTimeInterval(-604_800)),
    ]

    var totalPrice: Int {
        cart.reduce(0) { $0 + $1.price }
    }

    var cartSummary: String {
        cart.isEmpty ? "비어 있음" : "\(cart.count)개 담김"
    }

    func isFavorite(_ item: MenuItem) -> Bool {
        favorites.contains(item.id)
    }

    func toggleFavorite(_ item: MenuItem) {
        if favorites.contains(item.id) {
            favorites.remove(item.id)
        } else {
            favorites.insert(item.id)
        }
    }

    func add(_ item: MenuItem) {
        guard !item.isSoldOut else { return }
        cart.append(item)
    }

    func remove(at offsets: IndexSet) {
        cart.remove(atOffsets: offsets)
    }

    /// Spoken name of the delete button on a cart row, e.g. "카페 라테 삭제".
    func removeButtonLabel(for item: MenuItem) -> String {
        "\(item.name) 삭제"
    }
}
