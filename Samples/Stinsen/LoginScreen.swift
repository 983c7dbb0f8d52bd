import Stinsen
import SwiftUI

struct LoginScreen: View {
  @StateObject var viewModel = LoginViewModel()
  @EnvironmentObject var router: UnauthenticatedCoordinator.Router

  var body: some View {
    VStack {
      Button("Sign in") { viewModel.signIn() }
      Button("Forgot password?") { viewModel.forgotPassword() }
      Button("Create account") {
        router.route(to: \.registration)
      }
    }
  }
}

final class LoginViewModel: ObservableObject {
  var main: MainCoordinator.Router? = RouterStore.shared.retrieve()

  @RouterObject
  var unauthenticated: UnauthenticatedCoordinator.Router?

  func signIn() {
    AuthService.shared.signIn()
    main?.root(\.authenticated)
  }

  func forgotPassword() {
    unauthenticated?.route(to: \.forgotPassword)
  }
}

struct ForgotPasswordScreen: View {
  @EnvironmentObject var router: UnauthenticatedCoordinator.Router

  var body: some View {
    Button("Done") { router.popLast() }
  }
}

struct RegistrationScreen: View {
  var body: some View { Text("Register") }
}
