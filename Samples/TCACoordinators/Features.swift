import ComposableArchitecture
import SwiftUI

// The screens' own features and views: they send actions, the coordinators navigate.

struct LoginView: View {
  let store: StoreOf<LoginFeature>
  var body: some View {
    VStack {
      Button("Sign in") { store.send(.signedIn) }
      Button("Sign up") { store.send(.signUpTapped) }
    }
  }
}

struct HomeView: View {
  let store: StoreOf<HomeFeature>
  var body: some View {
    VStack {
      Button("List") { store.send(.listTapped) }
      Button("Settings") { store.send(.settingsTapped) }
    }
  }
}

struct ListView: View {
  let store: StoreOf<ListFeature>
  var body: some View { Button("Item") { store.send(.itemTapped(1)) } }
}

struct DetailView: View {
  let store: StoreOf<DetailFeature>
  var body: some View { Button("Photo") { store.send(.photoTapped) } }
}

struct PhotoView: View {
  let store: StoreOf<PhotoFeature>
  var body: some View { Button("Close") { store.send(.closeTapped) } }
}

struct SettingsView: View {
  let store: StoreOf<SettingsFeature>
  var body: some View { Button("Account") { store.send(.accountTapped) } }
}

struct AccountView: View {
  let store: StoreOf<AccountFeature>
  var body: some View { Button("Sign out") { store.send(.signedOut) } }
}

struct SignUpView: View {
  let store: StoreOf<SignUpFeature>
  var body: some View { Button("Create account") { store.send(.created) } }
}

struct InboxView: View {
  let store: StoreOf<InboxFeature>
  var body: some View { Button("Message") { store.send(.messageTapped) } }
}

struct MessageView: View {
  let store: StoreOf<MessageFeature>
  var body: some View {
    VStack {
      Button("Open to-do") { store.send(.openTodoTapped(1)) }
      Button("Close") { store.send(.closeTapped) }
    }
  }
}
