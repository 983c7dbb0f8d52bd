import Stinsen
import SwiftUI

final class UnauthenticatedCoordinator: NavigationCoordinatable {
  let stack = NavigationStack(initial: \UnauthenticatedCoordinator.start)

  @Root var start = makeStart
  @Route(.modal) var forgotPassword = makeForgotPassword
  @Route(.push) var registration = makeRegistration

  @ViewBuilder func makeStart() -> some View {
    LoginScreen()
  }

  @ViewBuilder func makeForgotPassword() -> some View {
    ForgotPasswordScreen()
  }

  @ViewBuilder func makeRegistration() -> some View {
    RegistrationScreen()
  }
}
