import XCTest

@testable import FlowGraph

/// Names resolve as Swift resolves them: the innermost scope first, a private type of the same file before an
/// internal one, a top-level type when no scope declares the name. A lookup tries scopes only for names that some
/// nested declaration ends with, so these cases cover both sides of that test.
final class TypeIndexTests: XCTestCase {
  private func decl(_ name: String, _ kind: TypeDecl.Kind = .struct, file: String = "A.swift", isPrivate: Bool = false) -> TypeDecl {
    TypeDecl(name: name, kind: kind, inherits: [], isPrivate: isPrivate, file: file,
             location: SourceLocation(file: file, line: 1, column: 1), platforms: [])
  }

  private lazy var index = TypeIndex([
    decl("Screen", .enum),
    decl("HomeView"),
    decl("AppCoordinator"),
    decl("AppCoordinator.Screen", .enum),
    decl("AppCoordinator.Flow"),
    decl("AppCoordinator.Flow.Screen", .enum),
    decl("Settings"),
    decl("Settings.Detail.Row"),
    decl("Helper", file: "B.swift", isPrivate: true),
    decl("Helper"),
  ])

  func testTheInnermostScopeDeclaringTheNameWins() {
    XCTAssertEqual(index.lookup("Screen", from: "AppCoordinator.Flow", file: "A.swift")?.name, "AppCoordinator.Flow.Screen")
    XCTAssertEqual(index.lookup("Screen", from: "AppCoordinator", file: "A.swift")?.name, "AppCoordinator.Screen")
    XCTAssertEqual(index.lookup("Screen", from: "AppCoordinator.Other", file: "A.swift")?.name, "AppCoordinator.Screen")
    XCTAssertEqual(index.lookup("Screen", from: "HomeView", file: "A.swift")?.name, "Screen")
    XCTAssertEqual(index.lookup("Screen", from: nil, file: "A.swift")?.name, "Screen")
  }

  func testADottedNameResolvesFromAnEnclosingScope() {
    XCTAssertEqual(index.lookup("Flow.Screen", from: "AppCoordinator", file: "A.swift")?.name, "AppCoordinator.Flow.Screen")
    XCTAssertEqual(index.lookup("Detail.Row", from: "Settings", file: "A.swift")?.name, "Settings.Detail.Row")
    // `Detail` alone is only part of a nested name: nothing declares it.
    XCTAssertNil(index.lookup("Detail", from: "Settings", file: "A.swift"))
    XCTAssertNil(index.lookup("Flow.Screen", from: "HomeView", file: "A.swift"))
  }

  func testANameNoScopeDeclaresIsFoundAtTheTopLevelOrNotAtAll() {
    XCTAssertEqual(index.lookup("HomeView", from: "AppCoordinator.Flow", file: "A.swift")?.name, "HomeView")
    XCTAssertNil(index.lookup("Missing", from: "AppCoordinator.Flow", file: "A.swift"))
    XCTAssertNil(index.lookup("Flow", from: nil, file: "A.swift"))
  }

  func testAPrivateTypeOfTheFileComesBeforeTheInternalOne() {
    XCTAssertEqual(index.lookup("Helper", from: "HomeView", file: "B.swift"), TypeKey(name: "Helper", file: "B.swift"))
    XCTAssertEqual(index.lookup("Helper", from: "HomeView", file: "A.swift"), TypeKey(name: "Helper", file: nil))
  }

  private func alias(_ name: String, _ target: TypeRef, file: String = "A.swift") -> TypeDecl {
    var d = decl(name, .typealias, file: file)
    d.aliasOf = target
    return d
  }

  /// A type alias is the type it names, read from the alias's own scope; one naming a type the sources do not declare
  /// resolves to nothing (as that name would), and a cycle of aliases ends.
  func testATypeAliasResolvesToTheTypeItNames() {
    let index = TypeIndex([
      decl("AppModule"), decl("AppModule.ViewModel", .class), decl("AppModule.ViewModel.Screen", .enum),
      alias("AppScreens", TypeRef("AppModule.ViewModel.Screen")),
      alias("AppModule.Screens", TypeRef("ViewModel.Screen")),
      alias("Shown", TypeRef("AppScreens")),
      alias("AppNavigator", TypeRef("FlowNavigator", [TypeRef("AppScreens")])),
      alias("Loop", TypeRef("Around")), alias("Around", TypeRef("Loop")),
    ])
    XCTAssertEqual(index.lookup("AppScreens", from: nil, file: "A.swift")?.name, "AppModule.ViewModel.Screen")
    XCTAssertEqual(index.lookup("Screens", from: "AppModule", file: "A.swift")?.name, "AppModule.ViewModel.Screen")
    XCTAssertEqual(index.lookup("Shown", from: "Elsewhere", file: "A.swift")?.name, "AppModule.ViewModel.Screen")
    XCTAssertNil(index.lookup("AppNavigator", from: nil, file: "A.swift"))
    XCTAssertNil(index.lookup("Loop", from: nil, file: "A.swift"))
    XCTAssertEqual(index.expandingAlias(TypeRef("AppNavigator"), from: "SplashView", file: "A.swift")?.description,
                   "FlowNavigator<AppScreens>")
    XCTAssertNil(index.expandingAlias(TypeRef("AppModule"), from: nil, file: "A.swift"))
  }

  /// `private typealias Module = AppModule` then `extension Module { final class ViewModel {} }`: the class is
  /// `AppModule.ViewModel` for every file, and the file's own `Module.…` names reach it.
  func testATypeDeclaredInAnExtensionOfAnAliasIsTheAliasedTypesMember() {
    var viewModel = decl("Module.ViewModel", .class, file: "VM.swift")
    viewModel.isPrivate = false
    let index = TypeIndex([
      decl("AppModule"),
      { var a = alias("Module", TypeRef("AppModule"), file: "VM.swift"); a.isPrivate = true; return a }(),
      { var a = alias("Module", TypeRef("AppModule"), file: "View.swift"); a.isPrivate = true; return a }(),
      viewModel, decl("Module.ViewModel.Screen", .enum, file: "VM.swift"),
      decl("Module.Coordinator", file: "View.swift"),
    ])
    XCTAssertEqual(index.lookup("ViewModel", from: "Module.Coordinator", file: "View.swift")?.name, "AppModule.ViewModel")
    XCTAssertEqual(index.lookup("AppModule.ViewModel.Screen", from: nil, file: "Other.swift")?.name, "AppModule.ViewModel.Screen")
    XCTAssertEqual(index.lookup("Screen", from: "Module.ViewModel", file: "VM.swift")?.name, "AppModule.ViewModel.Screen")
    // Another file has no alias `Module`: its name means nothing there.
    XCTAssertNil(index.lookup("Module.ViewModel", from: nil, file: "Other.swift"))
  }
}
