/// A view that shows one child by a store property, linked as a coordinator of its own (tabs, or a root switch
/// between children) or, when the view is also a router, as extra screens of that router's coordinator.
struct TCASelection {
  var selector: TCASelector
  /// The reducer of the view's store, whose arms assign the property.
  var reducer: String
  var options: [TCASelectorOption]

  /// `Main(TabView)`, `GameApp(isLoggedIn)`: the reducer with what it selects by.
  var id: String { "\(reducer)(\(selector.kind == .tabs ? "TabView" : selector.property))" }

  /// `tab:map`, `root:start`; a Boolean's options by the child state they show (`root:game`).
  func screenName(_ option: TCASelectorOption) -> String {
    if selector.kind == .tabs { return "tab:\(option.value)" }
    let boolean = option.value == "true" || option.value == "false"
    return "root:\(boolean ? option.scope ?? option.value : option.value)"
  }
}
