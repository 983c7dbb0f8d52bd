@_spi(RawSyntax) import SwiftSyntax

/// A function's parameter that carries SwiftUI's dismissal into it: `_ presentationMode: Binding<PresentationMode>`
/// or `dismiss: DismissAction`. With a dismissal of that parameter in the function's code
/// (`presentationMode.wrappedValue.dismiss()`, `dismiss()`, read as an `EnvironmentCall`), a call that passes a
/// view's `@Environment` dismissal to it dismisses that view (`content.defaultBackButton(presentationMode)`).
public struct DismissalParameter: Hashable, Codable, Sendable {
  /// The function and the type (or extended type) declaring it.
  public var function: String
  public var owner: String?
  /// The argument label (nil for `_`), the parameter's position and its name inside the function.
  public var label: String?
  public var position: Int
  public var name: String
}

/// A call passing a property to a function by a bare name (`backButton(presentationMode)`,
/// `closeButton(dismiss: self.dismiss)`): a dismissal handed on when the property is an `@Environment` dismissal
/// and the function dismisses that parameter (`DismissalParameter`). Read only in files that mention `dismiss` or
/// `presentationMode`.
public struct DismissalForward: Hashable, Codable, Sendable {
  public var function: String
  public var label: String?
  public var position: Int
  public var property: String
  public var context: ContextKey
  public var location: SourceLocation
  public var platforms: [String]
}

enum DismissalForwarding {
  /// What a file must hold for its functions and calls to be read for dismissals handed on: `dismiss`,
  /// `DismissAction`, `presentationMode` or `PresentationMode`, in two byte searches.
  static let words = ["ismiss", "resentationMode"]

  /// The parameters of a function declaration typed `Binding<PresentationMode>` or `DismissAction` (optionals too).
  static func parameters(of node: FunctionDeclSyntax, owner: String?) -> [DismissalParameter] {
    var found: [DismissalParameter] = []
    for (position, parameter) in node.signature.parameterClause.parameters.enumerated() where carriesDismissal(parameter.type) {
      let label = parameter.firstName.text
      found.append(
        DismissalParameter(
          function: node.name.text, owner: owner, label: label == "_" ? nil : label, position: position,
          name: (parameter.secondName ?? parameter.firstName).text))
    }
    return found
  }

  private static func carriesDismissal(_ type: TypeSyntax) -> Bool {
    var type = type
    if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType { type = wrapped }
    if let attributed = type.as(AttributedTypeSyntax.self)?.baseType { type = attributed }
    guard let named = type.as(IdentifierTypeSyntax.self) else { return false }
    switch named.name.text {
    case "DismissAction":
      return true
    case "Binding":
      let arguments = named.genericArgumentClause?.arguments
      guard arguments?.count == 1, let argument = arguments?.first?.argument.as(TypeSyntax.self) else { return false }
      return argument.as(IdentifierTypeSyntax.self)?.name.text == "PresentationMode"
    default:
      return false
    }
  }

  /// The arguments of a call that are a bare lowercase name (`presentationMode`) or `self.name` that `mayDismiss`,
  /// with the called function's name; empty for a call whose function has no name (a closure called).
  static func forwards(_ call: FunctionCallExprSyntax, site: () -> Site, mayDismiss: (String) -> Bool) -> [DismissalForward] {
    // Over the raw tree: this is asked of every call with arguments in a file that mentions a dismissal.
    guard let raw = RawFunctionCallExprSyntax(call.raw), let function = RawNames.calledName(call)?.name else { return [] }
    var found: [DismissalForward] = []
    var place: Site?
    for (position, argument) in raw.arguments.elements.enumerated() {
      guard let property = RawNames.passedName(argument.expression.raw), SyntaxHelpers.startsLowercase(property),
        mayDismiss(property)
      else { continue }
      let site = place ?? site()
      place = site
      found.append(
        DismissalForward(
          function: function, label: argument.label.map(RawNames.text), position: position, property: property,
          context: site.context, location: site.location, platforms: site.platforms))
    }
    return found
  }

  /// Whether a forward passes its property to this parameter: by label when the parameter has one, else by
  /// position.
  static func matches(_ forward: DismissalForward, _ parameter: DismissalParameter) -> Bool {
    guard forward.function == parameter.function, forward.label == parameter.label else { return false }
    return parameter.label != nil || forward.position == parameter.position
  }
}
