/// Screen attribution: which screens (or coordinators) the code at a context belongs to. A builder case or
/// route value names its screens; code in a coordinator belongs to the contexts that call or pass it
/// (`HomeView(onGoTapped: showList)`), or to the coordinator itself; code in any other type (a view, a view
/// model) belongs to wherever that type is instantiated, transitively. A view shared by several screens
/// belongs to each.
final class Attribution {
  private let index: TypeIndex
  private let isCoordinator: (TypeKey) -> String?
  private let screens: (ScreenContext) -> [String]
  /// Owners a library knows for code in a member (a Stinsen factory belongs to its routes' screens).
  private let memberOwners: ((ContextKey) -> Set<String>?)?
  /// Per type, where the code builds it: indexes into `instantiations`.
  private var instantiatedIn: [TypeKey: [Int]] = [:]
  /// Per context, the coordinators' methods its code hands to an initializer (`DetailModel(goBack: goBack)`), as the
  /// property of the built type each is handed to, with the method's name: gathered on first use (`handedOwners`).
  private var handedIn: [ContextKey: [(slot: ClosureSlot, name: String)]]?
  private let instantiations: [Instantiation]
  private var referencedBy: [TypeKey: [String: [ContextKey]]] = [:]
  /// Per type that is no coordinator, the contexts calling each of its members on a property holding one
  /// (`model.cartTapped()` in a view whose `model` is the `ShopModel` a previous screen made and handed on).
  private var calledBy: [TypeKey: [String: [ContextKey]]] = [:]
  /// Per type, the names its own code calls or names without a receiver or on `self`; and the names any code calls
  /// on a receiver whose type the sources do not tell (a local, a parameter, a chain): a method of either kind may
  /// run from code `calledBy` does not list.
  private var calledWithin: [TypeKey: Set<String>] = [:]
  private var calledOnUnknown: Set<String> = []
  /// Names called on a property whose declared type the index does not hold (a protocol, a framework's type:
  /// `private let service: LoginServiceProtocol`), with those type names: a call there runs a method of a type
  /// conforming to it, not of any type.
  private var calledOnUndeclared: [String: Set<String>] = [:]
  /// Each protocol the sources declare, with those it inherits (`protocol LoginRouting: Routing`; base names).
  private var protocolParents: [String: [String]] = [:]
  /// For each protocol the sources declare that exactly one type of theirs conforms to (directly, in an extension, or
  /// through a protocol inheriting it), that type, unless the sources subclass it: a value declared as the protocol
  /// can only be one of it.
  private var soleConformers: [String: TypeKey] = [:]
  func soleConformer(of name: String) -> TypeKey? { soleConformers.isEmpty ? nil : soleConformers[name] }
  /// Per type that is no coordinator, the contexts of its own code naming each name (`calledWithin`, with where):
  /// grouped on first use from `references`, as most types never need it.
  private var callersWithin: [TypeKey: [String: [ContextKey]]]?
  private let references: [ContextKey: Set<Reference>]
  /// The arms each method call on a property is made under (`GuardedCall`), by calling context and method name.
  private var guardsOfCalls: [ContextKey: [String: [[CaseGuard]]]] = [:]
  /// The subjects each member's code sinks (`SubjectSink`), by the code's place (`SubjectSink.place`).
  private var sinks: [ContextKey: [String]] = [:]
  /// Whether a screen takes the arms a call is made under (`CallerArguments.takesArm`), set by the library that
  /// reads them: a coordinator's method called under `case .certificates:` of a switch over a parameter runs for the
  /// screens passing that case.
  var takesArm: (([CaseGuard], ContextKey, String) -> Bool)?
  /// The screens a library knows show a type without building it (a FlowStacks case showing the view its payload
  /// carries, `ShownPayload`), set by that library: the type's code is theirs too.
  var shownBy: ((TypeKey) -> Set<String>)?
  /// The ids `isCoordinator` gives: an owner that is one stands for "the coordinator, its screen not known".
  private var coordinatorIDs: Set<String> = []
  private var memo: [ContextKey: Set<String>] = [:]
  private var inProgress: Set<ContextKey> = []

  /// Of the coordinators conforming to a property's protocol, those the code building `own` hands it: where every
  /// place building `own` passes, under the label its initializer stores the property from (`initStores`, or the
  /// property's own name for a struct's memberwise initializer), `self` or a value it builds (`AuthModel(parent:
  /// self)` in `AppModel`), the property holds one of those types and no other conformer's method runs through it.
  /// Any other place, or none, leaves every conformer (what it holds is not known), as does a class the sources subclass.
  private func handed(_ candidates: [TypeKey], to property: String, of own: TypeKey) -> [TypeKey] {
    // A class the sources subclass is built as its subclasses too, whose builds are not `own`'s.
    guard let decl = index[own], !index.baseClassNames.contains(TypeRef.baseName(of: own.name)) else { return candidates }
    let label = decl.initStores[property] ?? (decl.kind == .struct && !decl.declaresInit ? property : nil)
    guard let label else { return candidates }
    var given: Set<TypeKey> = []
    for use in (instantiatedIn[own] ?? []).map({ instantiations[$0] }) where !use.inPreview {
      guard let argument = use.arguments.first(where: { $0.label == label }) else { return candidates }
      let type: TypeKey?
      if argument.passesSelf, let builder = use.context.type {
        type = index.lookup(builder, from: nil, file: use.context.file)
      } else if let built = argument.built {
        type = index.lookup(built, from: use.context.type, file: use.context.file)
      } else {
        type = nil
      }
      guard let type else { return candidates }
      given.insert(type)
    }
    return given.isEmpty ? candidates : candidates.filter(given.contains)
  }

  /// `isCoordinator` gives a coordinator type's id, the same for a type for the attribution's whole life (each
  /// library knows its coordinators before it makes one); `screens` resolves a builder case to screen ids.
  /// `reaches` gives the coordinator type a property's declared type gives access to besides its own (a Stinsen
  /// router's: `router.coordinator.refreshRoot()` calls the coordinator's method).
  init(index: TypeIndex, declarations: DeclarationFacts, isCoordinator: @escaping (TypeKey) -> String?,
       screens: @escaping (ScreenContext) -> [String], memberOwners: ((ContextKey) -> Set<String>?)? = nil,
       reaches: ((TypeRef) -> String?)? = nil) {
    self.index = index
    self.references = declarations.references
    self.instantiations = declarations.instantiations
    freeFunctions = Set(declarations.freeFunctions.map(\.name))
    self.memberOwners = memberOwners
    self.isCoordinator = isCoordinator
    self.screens = screens
    for sink in declarations.subjectSinks { sinks[sink.context, default: []].append(sink.subject) }
    protocolParents = declarations.protocolParents
    if !protocolParents.isEmpty {
      var conforming: [String: Set<TypeKey>] = [:]
      for (key, decl) in index.types where decl.kind != .protocol && decl.kind != .typealias {
        for name in conformances(of: key) where protocolParents[name] != nil { conforming[name, default: []].insert(key) }
      }
      // A class the sources subclass stands for its subclasses too, which may override the method: not one type.
      soleConformers = conforming.compactMapValues { keys in
        guard keys.count == 1, let only = keys.first, !index.baseClassNames.contains(TypeRef.baseName(of: only.name)) else { return nil }
        return only
      }
    }
    for call in declarations.guardedCalls { guardsOfCalls[call.context, default: [:]][call.name, default: []].append(call.guards) }
    for (position, use) in declarations.instantiations.enumerated() {
      // Code every platform compiles builds each platform's declaration of a name declared per platform.
      for key in index.lookupAll(use.type, from: use.context.type, file: use.context.file) { instantiatedIn[key, default: []].append(position) }
    }
    // Only a coordinator's members are looked up by the contexts that name them (`owners(of:)`), so only references
    // that reach a coordinator are kept: most references of an app are to views, view models and services.
    let coordinators = Set(index.types.keys.filter { isCoordinator($0) != nil })
    guard !coordinators.isEmpty else { return }
    coordinatorIDs = Set(coordinators.compactMap(isCoordinator))
    // A property typed by a protocol (`let coordinator: LoginCoordinator`) reaches every type conforming to it,
    // extensions included (`extension RouteCoordinator: LoginCoordinator`); protocols themselves are not indexed.
    var conformers: [String: [TypeKey]] = [:]
    // Owners are unions of sets, so the order here does not show in results.
    for key in coordinators {
      for name in Set(index[key]?.inherits ?? []) { conformers[name, default: []].append(key) }
    }
    // Per type, the coordinators each of its properties reaches (its first property of a name, as `property(_:of:)`
    // gives it), worked out once per type rather than once per reference.
    var reached: [TypeKey: [String: [TypeKey]]] = [:]
    func coordinatorsReached(from own: TypeKey) -> [String: [TypeKey]] {
      if let known = reached[own] { return known }
      var byProperty: [String: [TypeKey]] = [:]
      for property in index[own]?.properties ?? [] where byProperty[property.name] == nil {
        if let declared = index.propertyType(property.name, of: own) {
          byProperty[property.name] = coordinators.contains(declared) ? [declared] : []
        } else if let type = property.type, let held = reaches?(type),
          let key = index.lookup(held, from: own.name, file: property.location.file), coordinators.contains(key)
        {
          byProperty[property.name] = [key]
        } else {
          let candidates = property.type.flatMap { conformers[$0.name] } ?? []
          byProperty[property.name] = candidates.count > 1 ? handed(candidates, to: property.name, of: own) : candidates
        }
      }
      reached[own] = byProperty
      return byProperty
    }
    // Per type, the type each of its properties holds (its first property of a name), for the calls on them.
    var held: [TypeKey: [String: TypeKey]] = [:]
    // And the name of the type each property is declared with where the sources declare no such type (a protocol, a
    // framework's type): `service` → `LoginServiceProtocol`.
    var undeclared: [TypeKey: [String: String]] = [:]
    func typesHeld(by own: TypeKey) -> [String: TypeKey] {
      if let known = held[own] { return known }
      var byProperty: [String: TypeKey] = [:]
      var elsewhere: [String: String] = [:]
      for property in index[own]?.properties ?? [] where byProperty[property.name] == nil && elsewhere[property.name] == nil {
        if let declared = index.propertyType(property.name, of: own) {
          byProperty[property.name] = declared
        } else if let type = property.type, let only = soleConformer(of: type.baseName) {
          // Declared as a protocol of the sources that one type of theirs conforms to (`let factory:
          // SceneFactoryProtocol`, implemented by `SceneFactory` alone): Swift calls that type's methods.
          byProperty[property.name] = only
        } else if let type = property.type, case let name = type.baseName, name.count > 1, name != "Any", name != "AnyObject",
          index.lookup(type.name, from: own.name, file: property.location.file) == nil
        {
          elsewhere[property.name] = name
        }
      }
      held[own] = byProperty
      undeclared[own] = elsewhere
      return byProperty
    }
    for (context, references) in declarations.references {
      guard let type = context.type, let own = index.lookup(type, from: nil, file: context.file) else { continue }
      let ownIsCoordinator = coordinators.contains(own)
      for reference in references {
        guard let base = reference.base else {
          if ownIsCoordinator { referencedBy[own, default: [:]][reference.name, default: []].append(context) }
          calledWithin[own, default: []].insert(reference.name)
          continue
        }
        for target in coordinatorsReached(from: own)[base] ?? [] {
          referencedBy[target, default: [:]][reference.name, default: []].append(context)
        }
        if base == "self" {
          calledWithin[own, default: []].insert(reference.name)
        } else if let target = typesHeld(by: own)[base] {
          if target != own, !coordinators.contains(target) { calledBy[target, default: [:]][reference.name, default: []].append(context) }
        } else if SyntaxHelpers.isTypeName(base), let target = index.lookup(base, from: type, file: context.file),
          !coordinators.contains(target)
        {
          // A static member called on its type (`Pages.home(navigator: coordinator)`): its code runs where it is
          // called, as a method called on a property holding an object of the type does.
          if target == own {
            calledWithin[own, default: []].insert(reference.name)
          } else {
            calledBy[target, default: [:]][reference.name, default: []].append(context)
          }
        } else if let declared = undeclared[own]?[base] {
          calledOnUndeclared[reference.name, default: []].insert(declared)
        } else {
          calledOnUnknown.insert(reference.name)
        }
      }
    }
  }

  func typeKey(_ context: ContextKey) -> TypeKey? {
    context.type.flatMap { index.lookup($0, from: nil, file: context.file) }
  }

  /// Screen ids or coordinator ids; empty when the code is reached from nowhere the sources show.
  func owners(of context: ContextKey) -> Set<String> {
    if let known = memo[context] { return known }
    guard inProgress.insert(context).inserted else { return [] }
    defer { inProgress.remove(context) }
    var result = Set<String>()
    if let slot = context.slot {
      var enclosing = context
      enclosing.slot = nil
      result = slotCallers(slot, storedIn: context) ?? owners(of: enclosing)
      memo[context] = result
      return result
    }
    if let screen = context.screen { result = Set(screens(screen)) }
    if result.isEmpty, let known = memberOwners?(context) { result = known }
    if result.isEmpty, let key = typeKey(context) {
      if let coordinator = isCoordinator(key) {
        for caller in context.member.map({ referencedBy[key]?[$0] ?? [] }) ?? [] {
          var callerOwners = owners(of: caller)
          if let member = context.member, let handed = handedOwners(of: member, in: caller) {
            // Handed to an object the caller builds (`DetailModel(goBack: goBack)`): it runs where that object's code
            // calls it. The object is taken to be the caller's screens' own; where the calls say otherwise (the object
            // handed on as the next screen's payload), the calls decide. Built for a screen named where it is built (a
            // route value's payload, `.signUp(.init(openSignUp: openSignUp))`, or a builder case's), it is that
            // screen's: calls from other screens are of other objects of the type, and where that screen's code
            // does not call it, this one is never called.
            let both = callerOwners.intersection(handed)
            callerOwners = both.isEmpty && caller.screen == nil ? handed : both
          }
          // Called only under arms over a parameter (`case .certificates: router?.coordinator.openCertificates()`):
          // for the screens that can take one of them; for all when none can.
          if let takesArm, let member = context.member, callerOwners.count > 1,
            let armed = guardsOfCalls[caller]?[member]
          {
            let taking = callerOwners.filter { screen in armed.contains { takesArm($0, caller, screen) } }
            if !taking.isEmpty { callerOwners = taking }
          }
          result.formUnion(callerOwners)
        }
        if result.isEmpty { result = [coordinator] }
      } else if let callers = onlyCallers(of: context.member, in: key) {
        // A method runs only where it is called: where the sources show every call of it, on properties holding an
        // object of its type, its code is those callers' screens', not those of every place such an object is made
        // (a view model made by two screens' views, whose method only one of them calls).
        result = callers
        result.formUnion(sinkSenders(context, key))
      } else {
        for position in instantiatedIn[key] ?? [] { result.formUnion(owners(of: instantiations[position].context)) }
        if let shownBy, case let shown = shownBy(key), !shown.isEmpty {
          // Shown by those screens: a coordinator's code building the view to hand it to them (`let home = HomeView();
          // routes = [.root(.home(home))]`) does not make it the coordinator's own, screen unknown.
          result.subtract(coordinatorIDs)
          result.formUnion(shown)
        }
        // A method runs for every screen whose code calls it on an object of the type, wherever the object was made
        // (a view model made by one screen's view and handed to the next screen's).
        for caller in context.member.map({ calledBy[key]?[$0] ?? [] }) ?? [] { result.formUnion(owners(of: caller)) }
        result.formUnion(sinkSenders(context, key))
      }
    }
    if result.isEmpty, context.type == nil, let member = context.member, freeFunctions.contains(member) {
      // A function declared at file level runs where code calls it.
      for caller in freeFunctionCallers(of: member) where caller != context { result.formUnion(owners(of: caller)) }
    }
    memo[context] = result
    return result
  }

  /// Names of the functions the sources declare at file level.
  private let freeFunctions: Set<String>

  /// The contexts naming a file-level function (called, or handed on as a function value), by the function's name:
  /// a name without a receiver, in code whose own type declares no member of that name (which Swift would call
  /// instead). Gathered on first use.
  func freeFunctionCallers(of name: String) -> [ContextKey] {
    if freeCallers == nil {
      var grouped: [String: [ContextKey]] = [:]
      for (context, names) in references {
        for reference in names where reference.base == nil && freeFunctions.contains(reference.name)
          && namesFileLevelFunction(reference.name, from: context)
        {
          grouped[reference.name, default: []].append(context)
        }
      }
      freeCallers = grouped
    }
    return freeCallers?[name] ?? []
  }

  private var freeCallers: [String: [ContextKey]]?

  /// Whether a name without a receiver at a context names a file-level function: not where the context's own type
  /// declares a member of that name, which Swift finds first.
  func namesFileLevelFunction(_ name: String, from context: ContextKey) -> Bool {
    guard let key = typeKey(context), let decl = index[key] else { return true }
    return !decl.methods.contains(name) && !decl.properties.contains { $0.name == name }
  }

  /// The owners of the calls of a method of a type that is no coordinator, when the sources show every call of it, with
  /// owners known for each; nil otherwise. Its calls are those on properties whose declared type is the type's, and
  /// those in the type's own methods (`self.openTabs()` in `login()`, which runs where `login` runs); a call on a
  /// receiver of unknown type, or on a property typed by a protocol the type conforms to, may be one more.
  private func onlyCallers(of member: String?, in key: TypeKey) -> Set<String>? {
    guard let member, member != "init", index[key]?.methods.contains(member) == true, !calledOnUnknown.contains(member),
      calledOnUndeclared[member].map({ $0.isDisjoint(with: conformances(of: key)) }) ?? true
    else { return nil }
    var callers = calledBy[key]?[member] ?? []
    if calledWithin[key]?.contains(member) ?? false {
      let within = ownCallers(of: member, in: key)
      // Named outside any method (a stored property's value, a static member's), or only by itself: not known.
      guard !within.isEmpty, within.allSatisfy({ $0.member != nil && $0.member != member }) else { return nil }
      callers += within
    }
    guard !callers.isEmpty else { return nil }
    var found = Set<String>()
    for caller in callers {
      var owners = owners(of: caller)
      if owners.isEmpty { return nil }
      // Called by the type's own code under arms over a parameter (`case .submit: await submit()` in a view model's
      // `onScreen(event:)` its screens share): for the screens that can take one of them, as a coordinator's method
      // called so is.
      if let takesArm, owners.count > 1, caller.type == key.name, let armed = guardsOfCalls[caller]?[member] {
        let taking = owners.filter { screen in armed.contains { takesArm($0, caller, screen) } }
        if !taking.isEmpty { owners = taking }
      }
      found.formUnion(owners)
    }
    return found
  }

  /// The owners of the code calling a closure stored in an object's property (`model.onSelect = { … }`, called as
  /// `onSelect?(id)` in the model's own methods or `model.onSelect?(id)` elsewhere), when the sources show the
  /// object's type (a property's declared type, a local's value), that type is no coordinator, and every call of the
  /// property, with owners known for each; nil otherwise.
  private func slotCallers(_ slot: ClosureSlot, storedIn context: ContextKey) -> Set<String>? {
    if slot.isReceived { return publisherSenders(slot.holder, receivedIn: context) }
    guard let own = typeKey(context), !calledOnUnknown.contains(slot.property) else { return nil }
    let holder: TypeKey?
    if slot.local {
      holder = slot.holderType.flatMap { index.lookup($0, from: own.name, file: context.file) }
    } else {
      holder = index.propertyType(slot.holder, of: own)
    }
    guard let holder, holder != own, isCoordinator(holder) == nil,
      index[holder]?.properties.contains(where: { $0.name == slot.property }) == true
    else { return nil }
    // The assignment itself names the property on the holder (`model.onSelect = …`): a store, not a call.
    var enclosing = context
    enclosing.slot = nil
    let callers = (calledBy[holder]?[slot.property] ?? []).filter { $0 != enclosing && $0.slotKey == nil }
      + propertyCallers(of: slot.property, in: holder)
    guard !callers.isEmpty else { return nil }
    var found = Set<String>()
    for caller in callers {
      let owners = owners(of: caller)
      if owners.isEmpty { return nil }
      found.formUnion(owners)
    }
    return found
  }

  /// The owners of the code that can make a publisher a property of the type holds emit, for a closure SwiftUI runs on
  /// each value (`.onReceive(listSteps) { step in … }`, `ClosureSlot.received`): where the type's own code does nothing
  /// with the property but receive from it and hand it to objects it builds (`ListModel(steps: listSteps)` in the list
  /// screen's factory or builder case), only those objects hold it, so the closure runs for the screens of the code
  /// building them. Nil (the closure's own context decides) when the property is handed to nothing, or named anywhere
  /// else: its initializer stores one from outside, the type's code sends to it or hands it on otherwise.
  private func publisherSenders(_ property: String, receivedIn context: ContextKey) -> Set<String>? {
    guard let own = typeKey(context), index[own]?.properties.contains(where: { $0.name == property }) == true else { return nil }
    var enclosing = context
    enclosing.slot = nil
    if handedProperties == nil {
      var grouped: [ContextKey: Set<String>] = [:]
      for use in instantiations {
        for argument in use.arguments { if let name = argument.name { grouped[use.context, default: []].insert(name) } }
      }
      handedProperties = grouped
    }
    var handing: [ContextKey] = []
    for (code, names) in ownCode(of: own) where code != enclosing {
      guard names.contains(Reference(name: property, base: nil)) || names.contains(Reference(name: property, base: "self")) else { continue }
      guard code.member != "init", handedProperties?[code]?.contains(property) == true else { return nil }
      handing.append(code)
    }
    var found = Set<String>()
    for code in handing {
      let owners = owners(of: code)
      if owners.isEmpty { return nil }
      found.formUnion(owners)
    }
    return found.isEmpty ? nil : found
  }

  /// Per context, the names its code hands to an initializer as arguments (`ListModel(steps: listSteps)`): gathered
  /// on first use (`publisherSenders`).
  private var handedProperties: [ContextKey: Set<String>]?

  /// The owners of the calls of the properties a context hands a method to, as initializer arguments (`handedIn`); nil
  /// when it hands none or the calls of one are not all known.
  private func handedOwners(of member: String, in caller: ContextKey) -> Set<String>? {
    if handedIn == nil {
      let methods = Set(index.types.filter { isCoordinator($0.key) != nil }.flatMap { $0.value.methods })
      var grouped: [ContextKey: [(slot: ClosureSlot, name: String)]] = [:]
      for use in instantiations {
        for argument in use.arguments {
          guard let name = argument.name, methods.contains(name) else { continue }
          grouped[use.context, default: []].append(
            (ClosureSlot(holder: argument.label, local: true, holderType: use.type, property: argument.label), name))
        }
      }
      handedIn = grouped
    }
    var found = Set<String>()
    for handed in handedIn?[caller] ?? [] where handed.name == member {
      guard let owners = slotCallers(handed.slot, storedIn: caller) else { return nil }
      found.formUnion(owners)
    }
    return found.isEmpty ? nil : found
  }

  /// The contexts of a type's own code naming one of its properties without a receiver or on `self`, by type and
  /// property: grouped per type on first use, as few types hold a stored closure.
  private func propertyCallers(of property: String, in key: TypeKey) -> [ContextKey] {
    if let known = propertyUses[key] { return known[property] ?? [] }
    var grouped: [String: [ContextKey]] = [:]
    let properties = Set(index[key]?.properties.map(\.name) ?? [])
    // An initializer stores what it is handed (`self.goBack = goBack`); it does not call it.
    for (context, names) in ownCode(of: key) where context.member != "init" {
      for reference in names where (reference.base == nil || reference.base == "self") && properties.contains(reference.name) {
        grouped[reference.name, default: []].append(context)
      }
    }
    propertyUses[key] = grouped
    return grouped[property] ?? []
  }

  private var propertyUses: [TypeKey: [String: [ContextKey]]] = [:]

  /// The contexts of a type's own code (its declaration's and its extensions'), with the names each one's code uses.
  private func ownCode(of key: TypeKey) -> [(context: ContextKey, names: Set<Reference>)] {
    if referencesByType == nil {
      // Grouped once by the base name of the context's type, then by the type that name resolves to where each
      // context is: asked for several types, a pass over every context each time grows with types × contexts.
      var grouped: [String: [(context: ContextKey, names: Set<Reference>)]] = [:]
      for (context, names) in references {
        guard let type = context.type else { continue }
        grouped[TypeRef.baseName(of: type), default: []].append((context, names))
      }
      referencesByType = grouped
    }
    return (referencesByType?[TypeRef.baseName(of: key.name)] ?? []).filter { typeKey($0.context) == key }
  }

  private var referencesByType: [String: [(context: ContextKey, names: Set<Reference>)]]?

  /// A closure sinking a subject of the type runs for every screen whose code sends to it (`model.didTap.send(…)`).
  private func sinkSenders(_ context: ContextKey, _ key: TypeKey) -> Set<String> {
    var result = Set<String>()
    for subject in context.member == nil ? [] : sinks[SubjectSink.place(of: context)] ?? [] {
      for sender in calledBy[key]?[subject] ?? [] { result.formUnion(owners(of: sender)) }
    }
    return result
  }

  /// The type's own name and what it conforms to, with the protocols those inherit as the sources declare them.
  private func conformances(of key: TypeKey) -> Set<String> {
    var found: Set<String> = [TypeRef.baseName(of: key.name)]
    var frontier = (index[key]?.inherits ?? []).map { TypeRef.baseName(of: $0) }
    while let next = frontier.popLast() {
      guard found.insert(next).inserted else { continue }
      frontier += (protocolParents[next] ?? []).map { TypeRef.baseName(of: $0) }
    }
    return found
  }

  /// The contexts of a type's own code that name `member` without a receiver, on `self` or on the type itself.
  private func ownCallers(of member: String, in key: TypeKey) -> [ContextKey] {
    if callersWithin == nil {
      var grouped: [TypeKey: [String: [ContextKey]]] = [:]
      var methods: [TypeKey: Set<String>] = [:]
      for (context, names) in references {
        guard let type = context.type, let own = index.lookup(type, from: nil, file: context.file), calledWithin[own] != nil else { continue }
        if methods[own] == nil { methods[own] = Set(index[own]?.methods ?? []) }
        let ownMethods = methods[own] ?? []
        for reference in names where ownMethods.contains(reference.name) {
          let base = reference.base
          guard base == nil || base == "self" || (base.map(SyntaxHelpers.isTypeName) == true
                                                   && base.flatMap { index.lookup($0, from: type, file: context.file) } == own)
          else { continue }
          grouped[own, default: [:]][reference.name, default: []].append(context)
        }
      }
      callersWithin = grouped
    }
    return callersWithin?[key]?[member] ?? []
  }
}
