import SwiftSyntax

/// A type declaration (or extension) with what linkers need: conformances, properties, methods, enum cases.
public struct TypeDecl: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable { case `struct`, `class`, `enum`, actor, `extension`, `protocol`, `typealias` }

  /// Qualified name (`AppCoordinator.Screen` for a nested type).
  public var name: String
  public var kind: Kind
  public var inherits: [String]
  /// `private`/`fileprivate`: visible only in its file.
  public var isPrivate: Bool
  /// `public`/`open`: other modules may use it.
  public var isPublic = false
  public var file: String
  public var location: SourceLocation
  public var platforms: [String]
  public var properties: [PropertyDecl] = []
  public var methods: [String] = []
  /// Declared return types of its methods, by name (the first declaration of a name).
  public var methodReturns: [String: TypeRef] = [:]
  /// Parameters of its methods, by name (the first declaration of a name): argument label (nil for `_`) and the
  /// name the body uses.
  public var methodParameters: [String: [ParameterDecl]] = [:]
  public var cases: [EnumCaseDecl] = []
  /// Its code builds a NavigationView or NavigationStack.
  public var bringsNavigation = false
  /// Where each of its methods is, for rules on code nothing calls (`MethodSpan`).
  public var methodSpans: [MethodSpan] = []
  /// Names of the methods the type's code calls on anything (`.busyOverlay(busy:)`), repeats included (an append
  /// per call costs far less than a set insert): a modifier method of `extension View` a view applies
  /// (`ViewContainment`).
  public var calledMethods: [String] = []
  /// For a `typealias`, the type it names (`FlowNavigator<AppScreens>`), read from the alias's scope.
  public var aliasOf: TypeRef? = nil
  /// The module the type is compiled into, by its name (`SourceModules.names`: `Profile`, `Profile/Demo`), then `@`
  /// and the platforms when only some targets compile its file; nil when the sources read are one module.
  public var module: String? = nil
  /// Its generic parameters (`Screen` of `class BaseCoordinator<Screen>`).
  public var genericParameters: [String] = []
  /// Its superclass or first inherited type as written, when written with generic arguments
  /// (`BaseCoordinator<AppScreen>`): a subclass inherits the superclass's properties with them substituted.
  public var genericBase: TypeRef? = nil
  /// The declaration (or an extension of the type) declares an `init`: a struct's properties may then be set from
  /// arguments other than their memberwise labels.
  public var declaresInit = false
  /// The closures its initializers take, by argument label: the types of each closure's parameters
  /// (`init(route: @escaping (EditorCoordinator.Router) -> Void)` → `route`: `EditorCoordinator.Router`). Read where
  /// parameter types are (Stinsen's and FlowStacks' modules).
  public var initCallbacks: [String: [TypeRef?]] = [:]
  /// The properties its initializers set from a labeled parameter, by property name: the argument label whose value the
  /// property holds (`init(coordinator: AuthParent) { self.parent = coordinator }` → `parent`: `coordinator`).
  public var initStores: [String: String] = [:]
}

/// A method parameter: `show(screen: Screen, by transition: Transition)` gives (screen, screen), (by, transition).
public struct ParameterDecl: Hashable, Codable, Sendable {
  public var label: String?
  public var name: String
  /// A `true` / `false` default value.
  public var defaultFlag: Bool? = nil
  /// Its declared type (`NavigationViewCoordinator<FeedCoordinator>`).
  public var type: TypeRef? = nil
  /// It has a default value: a call may leave it out.
  public var hasDefault = false
}

extension ParameterDecl {
  /// A declaration's parameters in order (`_` as no label).
  /// With `types`, each parameter's declared type too.
  static func list(_ clause: FunctionParameterClauseSyntax, types: Bool = false) -> [ParameterDecl] {
    clause.parameters.map { parameter in
      let label = parameter.firstName.text
      return ParameterDecl(label: label == "_" ? nil : label, name: (parameter.secondName ?? parameter.firstName).text,
                           defaultFlag: parameter.defaultValue.flatMap { SyntaxHelpers.bool($0.value) },
                           type: types ? SyntaxHelpers.typeRef(parameter.type) : nil, hasDefault: parameter.defaultValue != nil)
    }
  }
}

/// A function declared at file level, outside any type: Swift calls it by its name alone, from any file of the module
/// (a type's own member of that name, where there is one, is called instead from that type's code).
public struct FreeFunction: Hashable, Codable, Sendable {
  public var name: String
  public var file: String
  public var parameters: [ParameterDecl]
}

/// A call of a method with a case among its arguments (`navigator.show(screen: .home, by: .root)`): what a method
/// forwarding its parameter to the library (`routes.push(screen)`) is called with.
public struct MemberCall: Hashable, Codable, Sendable {
  /// The receiver as a property path (`["navigator"]`; `[]` for `self` or an implicit receiver).
  public var receiver: [String]
  public var name: String
  /// Each argument's label and, when it is a case (`.home`, `Screen.home`, `.detail(3)`), the case's name.
  public var arguments: [CallArgument]
  public var context: ContextKey
  public var location: SourceLocation
  public var platforms: [String]
  /// The `switch` arms and `if` branches on the calling method's parameters the call is made under (`case .push:
  /// pushIt(page)`; read in FlowStacks files, `CaseGuard`).
  public var guards: [CaseGuard] = []
}

public struct CallArgument: Hashable, Codable, Sendable {
  public var label: String?
  public var value: String?
  /// A `true` / `false` literal passed.
  public var flag: Bool? = nil
  /// The parameter of the calling method the argument passes on as it is (`pushIt(page)` in `func go(_ page: Page, …)`).
  public var forwards: String? = nil
}

/// A stored or computed property with its declared type, property wrapper and initializer type.
public struct PropertyDecl: Hashable, Codable, Sendable {
  public var name: String
  /// The annotation, or the type of the initializer when it is a plain call (`NFlow<Screen>(root: .home)`).
  public var type: TypeRef?
  /// Attribute names such as `State`, `Published`, `EnvironmentObject`, `Binding`.
  public var wrappers: [String]
  public var location: SourceLocation
  /// Inherited from a superclass (`TypeIndex`): `generic` when the superclass is generic and the subclass gives its
  /// parameters (`BaseFlow<AppFlow.Screen>`), so the property is the subclass's own kind of value.
  public var inherited: Inheritance? = nil
  public enum Inheritance: String, Hashable, Codable, Sendable { case plain, generic }
  /// The key of `@Environment(\.dismiss)`: `dismiss`, `presentationMode`; nil for anything else.
  public var environment: String?
  /// The type its initializer creates (`= Coordinator()`), also when a type annotation is written.
  public var initializer: TypeRef?
  /// `private` / `fileprivate`.
  public var isPrivate = false
  /// Its declared type is a function (`let onNext: () -> Void`, `var onClose: (() -> Void)?`).
  public var isCallback = false
  /// For a stored property of a function type, the types of that function's parameters (`let route:
  /// (EditorCoordinator.Router, String) -> Void` → `EditorCoordinator.Router`, `String`): a closure handed to the
  /// memberwise initializer under the property's name takes its parameters as those types.
  public var callbackParameters: [TypeRef?]? = nil
  /// Its declared type is optional (`var login: LoginCoordinator.State?`, `@PresentationState var detail: Detail.State?`).
  public var isOptional = false
  /// Without a written type, the static member it starts as (`var login = LoginCoordinator.State.initialState` →
  /// `["LoginCoordinator", "State", "initialState"]`): its type is that member's, known once every file is read
  /// (`TypeIndex.propertyType`).
  public var staticMember: [String]? = nil
  /// Without a written type, the member of a type it starts as the result of calling (`var coordinator =
  /// Container.shared.homeCoordinator()` → `["Container", "shared", "homeCoordinator"]`): a dependency container's
  /// factory, whose type says what the call gives (`resolveContainerFactories`).
  public var calledMember: [String]? = nil
  /// The case or `true` / `false` a stored property without a property wrapper starts as (`var mode: Mode = .inline`,
  /// `let isRoot = false`): a view struct's code cannot change such a property, so it keeps that value wherever the
  /// view is built without an argument for it.
  public var initialValue: String? = nil
}

/// An enum case with the types of its associated values.
public struct EnumCaseDecl: Hashable, Codable, Sendable {
  public var name: String
  public var associated: [TypeRef]
  public var location: SourceLocation
}

/// A type instantiated somewhere (`HomeView(...)`, `HomeViewModel()`): the containment of views.
public struct Instantiation: Hashable, Codable, Sendable {
  public var type: String
  public var context: ContextKey
  public var location: SourceLocation
  /// Labeled arguments that are closures or names (`HomeView(onNext: showNext)`): what fills a view's callbacks.
  public var arguments: [InstantiationArgument] = []
  /// Built inside a NavigationView/NavigationStack that the code of its own screen context places
  /// (`case .auth: NavigationStack { AuthRouter() }`); a container around the whole builder does not count.
  public var inNavigation = false
  /// Read from an argument `.init(…)` of another instantiation (`DeclarationFacts.resolvingImplicitInits`): what
  /// the view built there is given, not a view the code shows.
  public var givenToView = false
  /// Built in the content of a presentation modifier of its context's code: `sheet` for `.sheet { … }` and
  /// `.popover { … }`, `cover` for `.fullScreenCover { … }` (and FlowStacks' `.cover`); nil elsewhere.
  public var presentation: EdgeKind? = nil
  /// Built in the destination a NavigationLink or `.navigationDestination` of its context's code pushes
  /// (`NavigationLink(destination: PickerView())`): shown above that view, not in it.
  public var linkDestination = false
  /// Built in a SwiftUI preview (`#Preview { … }`, a `PreviewProvider` type): code the app never runs.
  public var inPreview = false
}

/// A type built in a closure handed to another type's initializer (`WrapperCoordinator { SearchCoordinator().view() }`,
/// `BasicCoordinator(content: { SecurityView() })`): the holder's code decides where it is shown, wherever it calls the
/// closure it keeps (a Stinsen coordinator's factory returning `content()` shows it as its route's).
public struct ClosureContent: Hashable, Codable, Sendable {
  /// The type built.
  public var type: String
  public var location: SourceLocation
  /// The type whose initializer is handed the closure, as written.
  public var holder: String
}

/// A call that may be SwiftUI's own dismissal: `dismiss()` on a property (its `@Environment` key decides at
/// link time), or `presentationMode.wrappedValue.dismiss()`.
public struct EnvironmentCall: Hashable, Codable, Sendable {
  /// The property called (`dismiss`) or whose `wrappedValue` is dismissed (`presentationMode`).
  public var property: String
  public var context: ContextKey
  public var location: SourceLocation
  public var platforms: [String]
}

/// `root = .main`, `appState.root = .onboarding`, `isLoggedIn = true` in a type's code: a state a view may select
/// coordinators by (an App's `switch appState.root`).
/// A closure run for each value a subject of the code's own type publishes (`didTap.sink { route in … }`,
/// `input.receive(on: RunLoop.main).sink(receiveValue: { action in … })`): its code runs for the code that sends to that
/// subject (`viewModel.didTap.send(.certificates)`), with the value sent as the closure's parameter.
public struct SubjectSink: Hashable, Codable, Sendable {
  /// The code the closure is written in (its type and member).
  public var context: ContextKey
  /// The subject property.
  public var subject: String
  /// The closure's parameter, the value sent.
  public var parameter: String?

  /// The code a context is written in, as a sink's `context` names it (without the screen a builder case gives).
  static func place(of context: ContextKey) -> ContextKey {
    ContextKey(type: context.type, file: context.file, member: context.member)
  }
}

/// A method called on a property (`router?.coordinator.openCart()`, `model.save()`) in code a library pass reads
/// guards in, with the `switch` arms and `if` branches it is called under (`CaseGuard`): a coordinator's method runs
/// for the screens that can take those arms.
public struct GuardedCall: Hashable, Codable, Sendable {
  public var context: ContextKey
  public var base: String?
  public var name: String
  public var guards: [CaseGuard]
}

public struct StateAssignment: Hashable, Codable, Sendable {
  /// The assigned property path (`["appState", "root"]`, `["root"]` for `self.root`).
  public var path: [String]
  /// The case assigned (`main`) or `true`/`false`; empty for a Boolean computed where it is assigned
  /// (`isConnected = path.status == .satisfied`, `isLoggedIn = !expired`): either value.
  public var value: String
  public var context: ContextKey
  public var location: SourceLocation
  public var platforms: [String]
  /// Made by an initializer's own code (not in a closure it builds, which may run later: `monitor.pathUpdateHandler =
  /// { path in self.isConnected = … }`): the value its object starts with.
  public var initializes = false
}

/// A name used in code: `showList`, `self.showList` (base nil) or `viewModel.next` (base `viewModel`).
/// Calling or passing a member makes its code belong to the screens of the context using it.
public struct Reference: Hashable, Codable, Sendable {
  public var name: String
  public var base: String?
}

/// Library-independent facts of one file.
public struct DeclarationFacts: Hashable, Codable, Sendable {
  public var imports: Set<String> = []
  public var types: [TypeDecl] = []
  public var instantiations: [Instantiation] = []
  /// Types built in a closure handed to an app type's initializer (`ClosureContent`).
  public var closureContents: [ClosureContent] = []
  public var environmentCalls: [EnvironmentCall] = []
  /// Parameters that carry a dismissal into a function, and calls that hand a property on (`DismissalForwarding`).
  public var dismissalParameters: [DismissalParameter] = []
  public var dismissalForwards: [DismissalForward] = []
  public var stateAssignments: [StateAssignment] = []
  public var stateMirrors: [StateMirror] = []
  public var guardedCalls: [GuardedCall] = []
  public var subjectSinks: [SubjectSink] = []
  public var memberCalls: [MemberCall] = []
  /// Names used, grouped by the context that uses them.
  public var references: [ContextKey: Set<Reference>] = [:]
  /// NavigationLinks whose label's tap gesture takes the tap (`LinkTapGesture`).
  public var linkTapGestures: [LinkTapGesture] = []
  /// `switch` arms that ignore the payload of the cases they match (`ResultArm`).
  public var resultArms: [ResultArm] = []
  /// TCA delegate actions sent (`DelegateSend`).
  public var delegateSends: [DelegateSend] = []
  /// TCA actions sent as plain cases from controls and reducers (`ActionSend`).
  public var actionSends: [ActionSend] = []
  /// `default:` arms of switches over enum cases in files read as TCA (`FallbackArm`).
  public var fallbackArms: [FallbackArm] = []
  /// Views placed relative to navigation containers (`ContainerFacts`).
  public var containers = ContainerFacts()
  /// Type and member names the code uses (`NameUses`).
  public var nameUses = NameUses()
  /// The `if`s and `switch`es on a type's state that pick what an App's body or a view's code shows (`ViewChoice`).
  public var stateSelectors: [SwiftUIStateSelector] = []
  /// Calls of a static function of a type written out (`ViewFactory.raceNavigator(…)`), read with the function's
  /// declared return type once every declaration is known (`resolvingFactoryCalls`).
  public var factoryCalls: [FactoryCall] = []
  /// Implicit `.init(…)`s assigned to a property of the enclosing type (`coordinator = .init(…)`), read with the
  /// property's declared type once every declaration is known (`resolvingImplicitInits`).
  public var assignedInits: [AssignedInit] = []
  /// Implicit `.init(…)`s handed to an enum case (`PayloadInit`), read with the case's associated type once every
  /// declaration is known (`resolvingImplicitInits`).
  public var payloadInits: [PayloadInit] = []
  /// Objects an initializer's own code builds into a property of its type (`self.coordinator = AppFlow(…)`,
  /// `_coordinator = ObservedObject(wrappedValue: AppFlow())`): what the property holds once the value is made.
  public var initBuilds: [InitBuild] = []
  /// Names of properties some code assigns a value to (`pickModel = …`, `viewModel.pickModel = …`): such a property
  /// may hold another object than its initial value (`ModelModes`).
  public var assignedProperties: Set<String> = []
  /// The same, leaving out assignments in an initializer's own code (`init(mode: Mode) { self.mode = mode }`, not
  /// in a closure there): such a property may change after its object is made.
  public var reassignedProperties: Set<String> = []
  /// Names of properties some code binds through a projected value (`$viewModel.mode`): a control may set them.
  public var boundProperties: Set<String> = []
  /// The protocols the sources declare, by name, with those each inherits (`protocol SignInServing: AuthServicing`).
  /// Protocols are no types of `types`: a value of one is of any type conforming to it.
  public var protocolParents: [String: [String]] = [:]
  /// Functions declared at file level (`func changeView(screen: Screen, navigator: FlowNavigator<Screen>)`), with their
  /// parameters: their code runs where code calls them by name (`Attribution`, `FlowStacksLinkState.forwardedCalls`).
  public var freeFunctions: [FreeFunction] = []

  public init() {}

  public mutating func merge(_ other: DeclarationFacts) {
    imports.formUnion(other.imports)
    types += other.types
    instantiations += other.instantiations
    closureContents += other.closureContents
    environmentCalls += other.environmentCalls
    dismissalParameters += other.dismissalParameters
    dismissalForwards += other.dismissalForwards
    stateAssignments += other.stateAssignments
    stateMirrors += other.stateMirrors
    protocolParents.merge(other.protocolParents) { $0 + $1 }
    freeFunctions += other.freeFunctions
    guardedCalls += other.guardedCalls
    subjectSinks += other.subjectSinks
    memberCalls += other.memberCalls
    references.merge(other.references) { $0.union($1) }
    linkTapGestures += other.linkTapGestures
    resultArms += other.resultArms
    delegateSends += other.delegateSends
    actionSends += other.actionSends
    fallbackArms += other.fallbackArms
    containers.merge(other.containers)
    nameUses.merge(other.nameUses)
    stateSelectors += other.stateSelectors
    factoryCalls += other.factoryCalls
    assignedInits += other.assignedInits
    payloadInits += other.payloadInits
    initBuilds += other.initBuilds
    assignedProperties.formUnion(other.assignedProperties)
    reassignedProperties.formUnion(other.reassignedProperties)
    boundProperties.formUnion(other.boundProperties)
  }

  /// Each factory call whose function declares a return type the sources declare (`static func raceNavigator(…) ->
  /// RaceNavigator`) builds that type where it is called: Swift gives the call's value the declared type, whatever
  /// builds it inside (a dependency container, a cache). Added as instantiations, for entry points and containment.
  public func resolvingFactoryCalls(_ index: TypeIndex) -> [Instantiation] {
    factoryCalls.compactMap { call in
      guard let owner = index.lookup(call.type, from: call.context.type, file: call.context.file), let decl = index[owner],
        let returned = decl.methodReturns[call.method], let built = index.lookup(returned.name, from: owner.name, file: decl.file),
        built != owner
      else { return nil }
      return Instantiation(type: built.name, context: call.context, location: call.location)
    }
  }
}

extension DeclarationFacts {
  /// Implicit `.init(…)`s read with the declared types they build, as one written out would be:
  /// - `HomeView(viewModel: .init(cities: []))`: the type of the view's `viewModel` property (its memberwise
  ///   initializer's parameter, or the property an explicit `init` of that label sets), built where the view is, so a
  ///   view model made this way belongs to the screens showing that view (`givenToView`: not a view of its own);
  /// - `coordinator = .init(…)` in a member (an App's `init`): the type of the property assigned, built there;
  /// - `.signUp(.init(…))`, a case's payload: the case's associated type (`routesScreenType` picks the enum).
  public func resolvingImplicitInits(_ index: TypeIndex) -> [Instantiation] {
    var result: [Instantiation] = []
    for assigned in assignedInits {
      guard let type = assigned.context.type, let key = index.lookup(type, from: nil, file: assigned.context.file),
        let declared = index.property(assigned.property, of: key)?.type, let decl = index[key],
        let built = index.lookup(declared.name, from: key.name, file: decl.file)
      else { continue }
      result.append(Instantiation(type: built.name, context: assigned.context, location: assigned.location))
    }
    // `.signUp(.init(…))`: the associated type of that case (of the enum written, else of the screen type of the routes
    // it is pushed or presented on, else of every enum the sources declare with a case of that name, when they agree),
    // built there as a written-out `PassModel(…)` would be.
    var enumsByCase: [String: [TypeKey]]?
    for payload in payloadInits {
      let owners: [TypeKey]
      if let written = payload.enumType {
        owners = index.lookup(written, from: payload.context.type, file: payload.context.file).map { [$0] } ?? []
      } else if let screens = routesScreenType(payload, index) {
        owners = [screens]
      } else {
        if enumsByCase == nil {
          var grouped: [String: [TypeKey]] = [:]
          for (key, decl) in index.types where decl.kind == .enum {
            for c in decl.cases where !c.associated.isEmpty { grouped[c.name, default: []].append(key) }
          }
          enumsByCase = grouped
        }
        owners = enumsByCase?[payload.caseName] ?? []
      }
      let built = Set(owners.compactMap { key -> TypeKey? in
        guard let decl = index[key], let c = decl.cases.first(where: { $0.name == payload.caseName }),
          c.associated.indices.contains(payload.position)
        else { return nil }
        return index.lookup(c.associated[payload.position].name, from: key.name, file: decl.file)
      })
      guard built.count == 1, let type = built.first, index[type]?.kind != .enum else { continue }
      result.append(Instantiation(type: type.name, context: payload.context, location: payload.location, arguments: payload.arguments))
    }
    for use in instantiations where use.arguments.contains(where: \.implicitInit) {
      guard let key = index.lookup(use.type, from: use.context.type, file: use.context.file), let decl = index[key] else { continue }
      for argument in use.arguments where argument.implicitInit {
        guard let type = index.property(argument.label, of: key)?.type, let built = index.lookup(type.name, from: key.name, file: decl.file),
          built != key
        else { continue }
        let location = SourceLocation(file: use.location.file, line: argument.startLine, column: argument.column)
        var given = Instantiation(type: built.name, context: use.context, location: location)
        given.givenToView = true
        result.append(given)
      }
    }
    return result
  }

  /// The screen enum of the routes a payload's case is pushed or presented on, from the declared type of that property
  /// of the context's type (`routes: Routes<Screen>`, also inherited: `CoordinatorModel<AppModel.Screen>`; a handle on
  /// them, `@EnvironmentObject var navigator: FlowNavigator<Screen>`).
  private func routesScreenType(_ payload: PayloadInit, _ index: TypeIndex) -> TypeKey? {
    guard let routes = payload.routes, let type = payload.context.type,
      let owner = index.lookup(type, from: nil, file: payload.context.file), let property = index.property(routes, of: owner),
      let kind = FlowStacksAPI.classify(property.type, wrappers: property.wrappers)
    else { return nil }
    let screen: String?
    switch kind {
    case .routes(let shown, _), .handle(let shown): screen = shown
    }
    guard let screen, let decl = index[owner], let key = index.lookup(screen, from: owner.name, file: decl.file), index[key]?.kind == .enum
    else { return nil }
    return key
  }
}

/// `coordinator = .init(…)` in a member of a type: the value built is of the declared type of that property.
/// An object an initializer's own code builds into a property of its type (`DeclarationFacts.initBuilds`).
public struct InitBuild: Hashable, Codable, Sendable {
  public var property: String
  /// The type built, as written.
  public var type: String
  public var context: ContextKey
  public var location: SourceLocation
}

/// `.signUp(.init(openSignUp: openSignUp))`: an implicit `.init(…)` handed to an enum case, which builds the case's
/// associated type at that position (`SyntaxHelpers.implicitInitPayload`).
public struct PayloadInit: Hashable, Codable, Sendable {
  /// The enum as written (`Screen.signUp(…)`); nil for `.signUp(…)`.
  public var enumType: String?
  public var caseName: String
  public var position: Int
  public var context: ContextKey
  public var location: SourceLocation
  public var arguments: [InstantiationArgument]
  /// The property of the context's type whose routes the case is pushed or presented on (`SyntaxHelpers.routesReceiving`).
  public var routes: String? = nil
}

public struct AssignedInit: Hashable, Codable, Sendable {
  public var property: String
  public var context: ContextKey
  public var location: SourceLocation
}

/// `ViewFactory.raceNavigator(openAccount)`: a static function of a type written out, called.
public struct FactoryCall: Hashable, Codable, Sendable {
  public var type: String
  public var method: String
  public var context: ContextKey
  public var location: SourceLocation
}

extension DeclarationFacts {
  /// Writes out the types of properties that start as a dependency container's product (`var coordinator =
  /// Container.shared.homeCoordinator()`, with `extension Container { var homeCoordinator: Factory<HomeCoordinator> {
  /// self { HomeCoordinator() } } }`): calling a value calls its `callAsFunction`, and the Factory library's
  /// `Factory<T>.callAsFunction()` (`ParameterFactory<P, T>.callAsFunction(_:)` with a parameter) returns a `T`. Only
  /// where the sources declare no `Factory` of their own. The product counts as built where the property starts.
  mutating func resolveContainerFactories() {
    var calls: [(type: Int, property: Int)] = []
    for t in types.indices {
      for p in types[t].properties.indices where types[t].properties[p].calledMember != nil && types[t].properties[p].type == nil {
        calls.append((t, p))
      }
    }
    let factories: Set<String> = ["Factory", "ParameterFactory"]
    guard !calls.isEmpty, !types.contains(where: { $0.kind != .extension && factories.contains(TypeRef.baseName(of: $0.name)) }) else { return }
    // Each container's factories by the container's name and the member's: the type they make.
    var made: [String: [String: TypeRef]] = [:]
    for t in types.indices {
      for p in types[t].properties.indices {
        guard let declared = types[t].properties[p].type, factories.contains(declared.name), let product = declared.arguments.last else { continue }
        made[TypeRef.baseName(of: types[t].name), default: [:]][types[t].properties[p].name] = product
      }
    }
    for (t, p) in calls {
      guard let path = types[t].properties[p].calledMember, let container = path.first, let member = path.last,
        let product = made[TypeRef.baseName(of: container)]?[member]
      else { continue }
      types[t].properties[p].type = product
      // The product is built where the property starts (an App holding its first coordinator this way starts there).
      instantiations.append(Instantiation(type: product.name, context: ContextKey(type: types[t].name, file: types[t].file, member: types[t].properties[p].name),
                                          location: types[t].properties[p].location))
    }
  }

  /// Writes out property types that name a type alias (`@EnvironmentObject var navigator: AppNavigator` with
  /// `typealias AppNavigator = FlowNavigator<AppScreens>`): Swift reads the alias as the type it names, so the
  /// libraries' readers, which compare declared types (`FlowNavigator`, `X.Router`, `StoreOf`), see that type.
  mutating func expandTypeAliases() {
    // Only properties whose type is written with an alias's name need the index (most have none).
    var aliasNames = Set<String>()
    for i in types.indices where types[i].kind == .typealias {
      aliasNames.insert(TypeRef.baseName(of: types[i].name))
    }
    guard !aliasNames.isEmpty else { return }
    var index: TypeIndex?
    for t in types.indices where types[t].kind != .typealias {
      for p in types[t].properties.indices {
        guard let written = types[t].properties[p].type, aliasNames.contains(written.baseName) else { continue }
        let built = index ?? TypeIndex(types)
        index = built
        guard let expanded = built.expandingAlias(written, from: types[t].name, file: types[t].file) else { continue }
        types[t].properties[p].type = expanded
      }
    }
  }
}
