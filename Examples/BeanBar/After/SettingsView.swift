import SwiftUI

struct SettingsView: View {
    @Environment(OrderViewModel.self) private var order
    @AppStorage("notifications.enabled") private var notificationsEnabled = true
    @AppStorage("profile.email") private var email = ""
    @AppStorage("membership.stars") private var stars = 12
    @State private var isShowingTerms = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    membershipCard
                }

                Section("알림") {
                    Toggle(isOn: $notificationsEnabled) {
                        Label("알림 받기", systemImage: "bell")
                    }
                }

                Section("계정") {
                    TextField("이메일", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    NavigationLink {
                        CardRegistrationScreen()
                    } label: {
                        Text("결제 카드 관리")
                    }
                    NavigationLink {
                        StoreDetailScreen(store: order.selectedStore)
                            .navigationTitle(order.selectedStore.name)
                    } label: {
                        Text("자주 가는 매장")
                    }
                }

                Section {
                    legalFooter
                }
            }
            .navigationTitle("설정")
            .sheet(isPresented: $isShowingTerms) {
                TermsView()
            }
        }
    }

    private var membershipCard: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 4) {
                Text("BeanBar 골드 멤버")
                    .font(.headline)
                Text("별 3개를 더 모으면 다음 달에도 골드 등급이 유지돼요")
                    .font(.subheadline)
                    .fixedSize(horizontal: false, vertical: true)
            }
            Spacer()
            Text("\(stars)")
                .font(.largeTitle)
                .fontWeight(.regular)
                .accessibilityLabel("적립한 별 \(stars)개")
        }
    }

    /// Version and terms. Reachable with VoiceOver and Switch Control like everything else.
    private var legalFooter: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("BeanBar 2.3.1")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Button("이용약관 및 개인정보 처리방침") {
                isShowingTerms = true
            }
            .font(.footnote)
        }
    }
}

struct TermsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("BeanBar 서비스 이용약관 전문은 beanbar.example/terms 에서 볼 수 있습니다.")
                    .padding()
            }
            .navigationTitle("이용약관")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("완료") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    SettingsView()
        .environment(OrderViewModel())
}
