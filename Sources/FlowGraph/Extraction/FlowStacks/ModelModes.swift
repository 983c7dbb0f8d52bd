/// The mode the object a view is handed was made with, for an arm over a property of it in the view's code
/// (`switch viewModel.screenType { case .pick: navigator.push(…) }`, `FlowStacksLinkState.takesArm`). Swift runs
/// the arm of the value the property holds, and a view model that keeps the mode it is made with holds the value its
/// maker passed: `SelectView(viewModel: SelectViewModel(screenType: .pick))`, or a property of the building code's
/// own model, built once with one (`SelectView(viewModel: viewModel.selectVM)` where `var selectVM =
/// SelectViewModel(screenType: .send)`). Unknown (nil) wherever the code does not say it for sure: an argument
/// computed or passed on, a model built without that argument, a property whose type's code builds the model
/// anywhere else or that any code assigns (another value may be in it), a flag rather than a case, a mode set again
/// after the model's initializer (an assignment, a binding).
struct ModelModes {
  let declarations: DeclarationFacts
  let index: TypeIndex

  /// The case `property` of the object in `view`'s property `holder` holds, where `use` builds the view; nil when the
  /// code does not say it for sure.
  func value(of property: String, in holder: String, of view: TypeKey, builtBy use: Instantiation) -> String? {
    guard let model = index.propertyType(holder, of: view), let argument = use.arguments.first(where: { $0.label == holder }) else {
      return nil
    }
    let made: Instantiation?
    if argument.built != nil {
      made = declarations.instantiations.first { other in
        other.location.file == use.location.file && other.location.line == argument.startLine && other.location.column == argument.column
          && builds(other, model)
      }
    } else if let path = argument.propertyPath, path.count == 2, let type = use.context.type,
      let code = index.lookup(type, from: nil, file: use.context.file), let owner = index.propertyType(path[0], of: code)
    {
      made = onlyBuild(of: model, by: path[1], of: owner)
    } else {
      return nil
    }
    // A case only: a flag is state a model flips (`isLoading`, `isOn.toggle()`), and a mode its code or a binding
    // (`$viewModel.mode`) sets again is not the one it was made with.
    guard let given = made?.arguments.first(where: { $0.label == property }), let mode = given.caseName,
      !declarations.reassignedProperties.contains(property), !declarations.boundProperties.contains(property)
    else { return nil }
    return mode
  }

  /// The one build of `model` in `owner`'s code, when it is the initial value of `owner`'s property `member` and no
  /// code assigns a property of that name.
  private func onlyBuild(of model: TypeKey, by member: String, of owner: TypeKey) -> Instantiation? {
    guard !declarations.assignedProperties.contains(member) else { return nil }
    let inOwner = declarations.instantiations.filter { use in
      use.context.type.flatMap { index.lookup($0, from: nil, file: use.context.file) } == owner && builds(use, model)
    }
    guard inOwner.count == 1, let only = inOwner.first, only.context.member == member else { return nil }
    return only
  }

  private func builds(_ use: Instantiation, _ model: TypeKey) -> Bool {
    index.lookup(use.type, from: use.context.type, file: use.context.file) == model
  }
}
