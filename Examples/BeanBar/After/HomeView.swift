import SwiftUI

struct HomeView: View {
    @Environment(OrderViewModel.self) private var order
    @State private var isShowingCart = false
    @State private var isShowingNotice = true

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    if isShowingNotice {
                        noticeBar
                    }
                    eventBanner
                    storeStatus
                    todaysBean
                    shortcuts
                }
                .padding()
            }
            .navigationTitle("BeanBar")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isShowingCart = true
                    } label: {
                        Image(systemName: "cart")
                    }
                    .accessibilityLabel("장바구니")
                    .accessibilityValue(order.cartSummary)
                }
            }
            .sheet(isPresented: $isShowingCart) {
                CartSheet()
            }
        }
    }

    // MARK: - Sections

    private var noticeBar: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("오늘 밤 11시부터 30분 동안 앱 점검이 있습니다.")
                .font(.subheadline)
            Spacer()
            Button(action: dismissNotice) {
                Label("닫기", systemImage: "xmark")
                    .labelStyle(.iconOnly)
                    .frame(minWidth: 44, minHeight: 44)
            }
        }
        .padding()
        .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
    }

    private var eventBanner: some View {
        Image("event_banner")
            .resizable()
            .aspectRatio(16 / 9, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .accessibilityLabel("가을 시즌 이벤트: 음료 2잔 주문 시 1잔 무료, 11월 30일까지")
    }

    private var storeStatus: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(order.selectedStore.isOpen ? Color.green : Color.red)
                .frame(width: 12, height: 12)
                .accessibilityHidden(true)
            Text(order.selectedStore.name)
                .font(.headline)
            Text(order.selectedStore.isOpen ? "영업 중" : "영업 종료")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }

    private var todaysBean: some View {
        Text("오늘의 원두: 에티오피아 예가체프")
            .font(.callout)
            .foregroundColor(Color("BrandAccent"))
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color("CardBackground"))
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }

    private var shortcuts: some View {
        VStack(alignment: .leading, spacing: 12) {
            NavigationLink {
                OrderHistoryView()
            } label: {
                Text("주문 내역")
            }
            NavigationLink {
                SeasonalIngredientsView()
            } label: {
                Text("이번 시즌 재료")
            }
            NavigationLink {
                CoffeeDispenserView()
            } label: {
                Text("내 컵 채우기")
            }
            NavigationLink {
                FlavorPadView()
            } label: {
                Text("나만의 블렌드 만들기")
            }
            NavigationLink {
                VirtualCatView()
            } label: {
                Text("카페 고양이 두부")
            }
            NavigationLink {
                EventsView()
            } label: {
                Text("이벤트 소식")
            }
            NavigationLink {
                PickupView()
            } label: {
                Text("픽업 안내")
            }
            NavigationLink {
                BaristaVideoScreen()
            } label: {
                Text("바리스타 클래스")
            }
        }
        .font(.body)
    }

    private func dismissNotice() {
        withAnimation {
            isShowingNotice = false
        }
    }
}

/// Past orders, newest first.
struct OrderHistoryView: View {
    @Environment(OrderViewModel.self) private var order

    var body: some View {
        List(order.history) { past in
            HStack(spacing: 12) {
                Image(systemName: "bag.fill")
                    .foregroundStyle(Color("BrandAccent"))
                VStack(alignment: .leading, spacing: 2) {
                    Text(past.summary)
                        .font(.body)
                    Text(past.date, style: .date)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(past.total.formatted(.currency(code: "KRW")))
                    .font(.subheadline)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("주문 번호 \(past.id), \(past.summary), \(past.total)원")
        }
        .navigationTitle("주문 내역")
    }
}

#Preview {
    HomeView()
        .environment(OrderViewModel())
}
