/// Where views are built relative to SwiftUI's navigation containers, as the shared declaration pass records it
/// (`ContextVisitor+Containers.swift`), for the nested-navigation check inside a screen's own views.
public struct ContainerFacts: Hashable, Codable, Sendable {
  /// NavigationViews/NavigationStacks a type builds for itself: outside any other container of its code and
  /// outside the content of a presentation (`.sheet { }`), which is a new layer.
  public var own: [OwnContainer] = []
  /// Views a type builds outside the content of its presentations, and whether inside its own container.
  public var placements: [ViewPlacement] = []
  /// `.navigationBarBackButtonHidden()`, `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`
  /// in a type's code outside its presentations: pushed, it shows no back button and the swipe back is off.
  public var hiddenBack: [HiddenBack] = []
  /// NavigationLinks and navigation-bar modifiers in a type's code outside its presentations and its own containers:
  /// they use the navigation container the type is shown in (`ContextVisitor+NavigationUses.swift`).
  public var navigationUses: [NavigationUse] = []
  /// `.onAppear { }` / `.task { }` closures and the calls made in them (`ContextVisitor+Appear.swift`).
  public var appearBlocks: [AppearBlock] = []
  /// Members a type's view code shows as a statement of a view builder (`mainView`, `content()`, `self.header`).
  public var memberViews: [MemberView] = []

  public init() {}

  /// Views built in a member that its type's code shows only inside its own NavigationView are inside it too:
  /// `var body: some View { NavigationView { mainView } }` with `var mainView: some View { HomeCoordinatorView(…) }`.
  /// Followed through members showing members (a bounded depth); a member also shown outside a container, in a
  /// presentation's content, or not shown by the type's own code (another type's, a preview) keeps its placements.
  public mutating func placeThroughMembers() {
    guard !memberViews.isEmpty, placements.contains(where: { !$0.insideContainer && $0.member != nil }) else { return }
    let shown = Dictionary(grouping: memberViews, by: { MemberKey(owner: $0.owner, member: $0.member) })
    var known: [MemberKey: Bool] = [:]
    func inside(_ key: MemberKey, depth: Int) -> Bool {
      if let answer = known[key] { return answer }
      // A cycle or a chain this deep is not judged (and stays outside).
      guard depth < 8, let uses = shown[key] else { return false }
      known[key] = false
      let answer = uses.allSatisfy { use in
        use.insideContainer || use.from.map { inside(MemberKey(owner: key.owner, member: $0), depth: depth + 1) } ?? false
      }
      known[key] = answer
      return answer
    }
    for index in placements.indices where !placements[index].insideContainer {
      guard let member = placements[index].member else { continue }
      if inside(MemberKey(owner: placements[index].owner, member: member), depth: 0) { placements[index].insideContainer = true }
    }
  }

  /// The type's own containers that its `body` shows outside its presentations: built in `body` itself, or in a
  /// member `body` shows as a view (`var body: some View { content }`, `content` building the NavigationStack), through
  /// members showing members. A container in a member shown only in a sheet, or shown by nothing, is not the view's.
  public func bodyContainers() -> [OwnContainer] {
    let inBody = bodyMembers()
    return own.filter { container in container.member.map { inBody(MemberKey(owner: container.owner, member: $0)) } ?? false }
  }

  /// The views each type's `body` builds in place: outside any container of its own, presentation or link destination,
  /// in the body or a member view it shows; by owner.
  func bodyPlacements() -> [String: [ViewPlacement]] {
    let inBody = bodyMembers()
    var result: [String: [ViewPlacement]] = [:]
    for placement in placements where !placement.insideContainer && !placement.linkDestination {
      guard let member = placement.member, inBody(MemberKey(owner: placement.owner, member: member)) else { continue }
      result[placement.owner, default: []].append(placement)
    }
    return result
  }

  /// Whether a member's code is shown by its type's `body` (directly, or through member views it shows).
  private func bodyMembers() -> (MemberKey) -> Bool {
    let shown = Dictionary(grouping: memberViews.filter { !$0.inPresentation }, by: { MemberKey(owner: $0.owner, member: $0.member) })
    var known: [MemberKey: Bool] = [:]
    func inBody(_ key: MemberKey, depth: Int) -> Bool {
      if key.member == "body" { return true }
      if let answer = known[key] { return answer }
      guard depth < 8, let uses = shown[key] else { return false }
      known[key] = false
      let answer = uses.contains { use in use.from.map { inBody(MemberKey(owner: key.owner, member: $0), depth: depth + 1) } ?? false }
      known[key] = answer
      return answer
    }
    return { inBody($0, depth: 0) }
  }

  private struct MemberKey: Hashable {
    var owner: String
    var member: String
  }

  public mutating func merge(_ other: ContainerFacts) {
    own += other.own
    placements += other.placements
    hiddenBack += other.hiddenBack
    navigationUses += other.navigationUses
    appearBlocks += other.appearBlocks
    memberViews += other.memberViews
  }
}

/// Where a type hides the navigation bar or its back button.
public struct HiddenBack: Hashable, Codable, Sendable {
  public var owner: String
  public var location: SourceLocation
}

/// `NavigationStack { … }` in a type's code: the container it brings wherever it is shown.
public struct OwnContainer: Hashable, Codable, Sendable {
  /// The qualified name of the type whose code builds it.
  public var owner: String
  /// `NavigationView` or `NavigationStack`.
  public var kind: String
  public var location: SourceLocation
  /// The member whose code builds it (`customize`), when in one.
  public var member: String? = nil
}

/// `ReviewsView()` built by `ScrollViewRating`'s code, inside its NavigationView or not.
public struct ViewPlacement: Hashable, Codable, Sendable {
  public var owner: String
  /// The type as written.
  public var type: String
  public var location: SourceLocation
  /// Built inside a NavigationView/NavigationStack of the owner's code (a link's destination included).
  public var insideContainer: Bool
  /// The member of the owner whose code builds it (`mainView`), when in one.
  public var member: String? = nil
  /// Built in the destination a NavigationLink or `.navigationDestination` pushes (`Instantiation.linkDestination`).
  public var linkDestination = false
}

/// `mainView` shown by `Home`'s `body` as a statement of a view builder, inside its NavigationView or not.
public struct MemberView: Hashable, Codable, Sendable {
  /// The qualified name of the type whose code shows it.
  public var owner: String
  /// The member shown.
  public var member: String
  /// The member whose code shows it, when in one.
  public var from: String?
  /// Shown inside a NavigationView/NavigationStack of the owner's code, outside any presentation's content.
  public var insideContainer: Bool
  /// The arms and branches it is shown under (`if viewModel.mode == .pick { header }`), in a pass that reads them.
  public var guards: [CaseGuard] = []
  /// Shown in the content of a presentation (`.sheet { pickerSheet }`): a layer of its own.
  public var inPresentation = false
}
