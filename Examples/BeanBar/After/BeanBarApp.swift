import SwiftUI

@main
struct BeanBarApp: App {
    @State private var order = OrderViewModel()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environment(order)
                // No Dynamic Type cap: the menu cards reflow instead, up to the
                // accessibility sizes.
        }
    }
}

struct RootTabView: View {
    var body: some View {
        TabView {
            HomeView()
                .tabItem { Label("홈", systemImage: "house") }
            MenuListView()
                .tabItem { Label("메뉴", systemImage: "cup.and.saucer") }
            CheckoutView()
                .tabItem { Label("주문", systemImage: "creditcard") }
            SettingsView()
                .tabItem { Label("설정", systemImage: "gearshape") }
            MoreView()
                .tabItem { Label("더보기", systemImage: "ellipsis") }
        }
    }
}

#Preview {
    RootTabView()
        .environment(OrderViewModel())
}
