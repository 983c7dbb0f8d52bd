import Foundation
import XCTest

@testable import FlowGraph

/// An Xcode project with an iOS and a tvOS app target that share a folder: the files each target compiles, read from
/// its `project.pbxproj`, give each file its platforms. Code only one platform compiles is that platform's, as code
/// inside `#if os(…)` is: a type name declared once per platform resolves to its own platform's declaration, and a
/// path through the app never crosses from one platform's code into the other's.
final class XcodeTargetTests: XCTestCase {
  /// Xcode 16 style: the targets synchronise folders; `Shared/TV.swift` is taken out of the iOS target,
  /// `Shared/Phone.swift` out of the tvOS one; a unit-test target compiles `Tests/`.
  private let synchronized = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 77;
      objects = {
        EX01 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (TV.swift, ); target = TA01; };
        EX02 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Phone.swift, ); target = TB01; };
        SG01 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX01, EX02, ); path = Shared; sourceTree = "<group>"; };
        SG02 = {isa = PBXFileSystemSynchronizedRootGroup; path = "Shop iOS"; sourceTree = "<group>"; };
        SG03 = {isa = PBXFileSystemSynchronizedRootGroup; path = "Shop tvOS"; sourceTree = "<group>"; };
        SG04 = {isa = PBXFileSystemSynchronizedRootGroup; path = Tests; sourceTree = "<group>"; };
        MG01 = {isa = PBXGroup; children = (SG01, SG02, SG03, SG04, ); sourceTree = "<group>"; };
        CA01 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
        CB01 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; }; name = Debug; };
        CT01 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; }; name = Debug; };
        LA01 = {isa = XCConfigurationList; buildConfigurations = (CA01, ); };
        LB01 = {isa = XCConfigurationList; buildConfigurations = (CB01, ); };
        LT01 = {isa = XCConfigurationList; buildConfigurations = (CT01, ); };
        TA01 = {isa = PBXNativeTarget; buildConfigurationList = LA01; buildPhases = (); fileSystemSynchronizedGroups = (SG01, SG02, ); name = "Shop iOS"; productType = "com.apple.product-type.application"; };
        TB01 = {isa = PBXNativeTarget; buildConfigurationList = LB01; buildPhases = (); fileSystemSynchronizedGroups = (SG01, SG03, ); name = "Shop tvOS"; productType = "com.apple.product-type.application"; };
        TT01 = {isa = PBXNativeTarget; buildConfigurationList = LT01; buildPhases = (); fileSystemSynchronizedGroups = (SG04, ); name = "Shop Tests"; productType = "com.apple.product-type.bundle.unit-test"; };
        PR01 = {isa = PBXProject; mainGroup = MG01; targets = (TA01, TB01, TT01, ); };
      };
      rootObject = PR01;
    }
    """

  /// The classic style: each target's Sources build phase lists its files, paths relative to their groups.
  private let classic = """
    // !$*UTF8*$!
    {
      objects = {
        FR01 = {isa = PBXFileReference; path = Phone.swift; sourceTree = "<group>"; };
        FR02 = {isa = PBXFileReference; path = TV.swift; sourceTree = "<group>"; };
        FR03 = {isa = PBXFileReference; path = Both.swift; sourceTree = "<group>"; };
        GR01 = {isa = PBXGroup; children = (FR01, FR02, FR03, ); path = Shared; sourceTree = "<group>"; };
        MG01 = {isa = PBXGroup; children = (GR01, ); sourceTree = "<group>"; };
        BF01 = {isa = PBXBuildFile; fileRef = FR01; };
        BF02 = {isa = PBXBuildFile; fileRef = FR03; };
        BF03 = {isa = PBXBuildFile; fileRef = FR02; };
        BF04 = {isa = PBXBuildFile; fileRef = FR03; };
        SP01 = {isa = PBXSourcesBuildPhase; files = (BF01, BF02, ); };
        SP02 = {isa = PBXSourcesBuildPhase; files = (BF03, BF04, ); };
        CA01 = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"; }; name = Debug; };
        CP01 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; }; name = Debug; };
        LA01 = {isa = XCConfigurationList; buildConfigurations = (CA01, ); };
        LB01 = {isa = XCConfigurationList; buildConfigurations = (); };
        LP01 = {isa = XCConfigurationList; buildConfigurations = (CP01, ); };
        TA01 = {isa = PBXNativeTarget; buildConfigurationList = LA01; buildPhases = (SP01, ); name = Phone; productType = "com.apple.product-type.application"; };
        TB01 = {isa = PBXNativeTarget; buildConfigurationList = LB01; buildPhases = (SP02, ); name = TV; productType = "com.apple.product-type.application"; };
        PR01 = {isa = PBXProject; buildConfigurationList = LP01; mainGroup = MG01; targets = (TA01, TB01, ); };
      };
      rootObject = PR01;
    }
    """

  func testEachFileHasThePlatformsOfTheTargetsThatCompileIt() throws {
    for (style, project) in [("synchronized", synchronized), ("classic", classic)] {
      let root = try temporaryDirectory()
      try write(root, "Shop.xcodeproj/project.pbxproj", project)
      let targets = try XCTUnwrap(XcodeTargets.read(directory: root), style)
      XCTAssertEqual(targets.platforms(of: root + "/Shared/Phone.swift"), ["iOS"], style)
      XCTAssertEqual(targets.platforms(of: root + "/Shared/TV.swift"), ["tvOS"], style)
      // Compiled for both: no platform of its own; a file no target compiles says nothing either.
      XCTAssertEqual(targets.platforms(of: root + "/Shared/Both.swift"), [], style)
      XCTAssertEqual(targets.platforms(of: root + "/Elsewhere/Other.swift"), [], style)
    }
    let root = try temporaryDirectory()
    try write(root, "Shop.xcodeproj/project.pbxproj", synchronized)
    let targets = try XCTUnwrap(XcodeTargets.read(directory: root))
    XCTAssertEqual(targets.platforms(of: root + "/Shop iOS/App.swift"), ["iOS"])
    XCTAssertEqual(targets.platforms(of: root + "/Shop tvOS/App.swift"), ["tvOS"])
    // The unit-test target (tvOS here) is not a platform of the app's code.
    XCTAssertEqual(targets.platforms(of: root + "/Tests/ShopTests.swift"), [])
  }

  /// A project file that is not a property list, or none at all: nothing read, no failure. An iOS app with a watch
  /// app is one app platform: its iOS code gets no platform.
  func testAnUnreadableOrSinglePlatformProjectGivesNoPlatforms() throws {
    let root = try temporaryDirectory()
    try write(root, "Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { X = {isa = PBXProject; targets = (Y, ); }; A = {SDKROOT = iphoneos; }; B = {SDKROOT = appletvos; \n")
    XCTAssertNil(XcodeTargets.read(directory: root))
    XCTAssertNil(XcodeTargets.read(directory: root + "/missing"))
    let deep = try temporaryDirectory()
    try write(deep, "Deep.xcodeproj/project.pbxproj", "{ A = {SDKROOT = iphoneos; }; B = {SDKROOT = appletvos; }; C = "
      + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "; }")
    XCTAssertNil(XcodeTargets.read(directory: deep))
    let watch = try temporaryDirectory()
    try write(watch, "Shop.xcodeproj/project.pbxproj", synchronized.replacingOccurrences(of: "SDKROOT = appletvos", with: "SDKROOT = watchos")
      .replacingOccurrences(of: "name = \"Shop tvOS\"; productType = \"com.apple.product-type.application\"",
                            with: "name = \"Shop Watch\"; productType = \"com.apple.product-type.application.watchapp2\""))
    XCTAssertNil(XcodeTargets.read(directory: watch))
  }

  /// Two classes `MainCoordinator` and two views `Home.Row`, one of each per platform (each file taken out of the
  /// other target): each platform's code resolves its own, each app starts at its own coordinator, and no path
  /// mixes them (the tvOS row presents a sheet without a container, the iOS one pushes in its own stack).
  func testPerPlatformDeclarationsResolveWithinTheirPlatform() throws {
    let root = try temporaryDirectory()
    try write(root, "Shop.xcodeproj/project.pbxproj", synchronized.replacingOccurrences(of: "(TV.swift, )", with: "(TV.swift, TVViews.swift, )")
      .replacingOccurrences(of: "(Phone.swift, )", with: "(Phone.swift, PhoneViews.swift, )"))
    try write(root, "Shared/Phone.swift", """
      import Stinsen
      import SwiftUI

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @Route(.push) var detail = makeDetail
        @ViewBuilder func makeStart() -> some View { Home() }
        @ViewBuilder func makeDetail() -> some View { Text("detail") }
      }
      """)
    try write(root, "Shared/TV.swift", """
      import Stinsen
      import SwiftUI

      final class MainCoordinator: NavigationCoordinatable {
        let stack = NavigationStack(initial: \\MainCoordinator.start)
        @Root var start = makeStart
        @Route(.modal) var info = makeInfo
        @ViewBuilder func makeStart() -> some View { Home() }
        @ViewBuilder func makeInfo() -> some View { Text("info") }
      }
      """)
    try write(root, "Shared/Home.swift", """
      import SwiftUI
      struct Home: View { var body: some View { Row() } }
      """)
    try write(root, "Shared/PhoneViews.swift", """
      import SwiftUI
      extension Home {
        struct Row: View {
          @EnvironmentObject private var router: MainCoordinator.Router
          var body: some View { Button("detail") { router.route(to: \\.detail) } }
        }
      }
      """)
    try write(root, "Shared/TVViews.swift", """
      import SwiftUI
      extension Home {
        struct Row: View {
          @EnvironmentObject private var router: MainCoordinator.Router
          var body: some View { Button("info") { router.route(to: \\.info) } }
        }
      }
      """)
    try write(root, "Shop iOS/PhoneApp.swift", """
      import SwiftUI
      @main struct PhoneApp: App { var body: some Scene { WindowGroup { NavigationViewCoordinator(MainCoordinator()).view() } } }
      """)
    try write(root, "Shop tvOS/TVApp.swift", """
      import SwiftUI
      @main struct TVApp: App { var body: some Scene { WindowGroup { MainCoordinator().view() } } }
      """)
    let loaded = try InputLoader(workingDirectory: root).load(["."])
    let graph = loaded.graph
    let platforms = Dictionary(graph.coordinators.map { ($0.id, $0.platforms) }, uniquingKeysWith: { a, _ in a })
    XCTAssertEqual(platforms.count, 2)
    let phone = try XCTUnwrap(platforms.first { $0.value == ["iOS"] }?.key)
    let tv = try XCTUnwrap(platforms.first { $0.value == ["tvOS"] }?.key)
    XCTAssertEqual(graph.entryPoints.map(\.target).sorted(), [phone, tv].sorted())
    // Each row's call reaches its own platform's route, and only that.
    let lines = graph.edges.filter { $0.kind != .embed }.map { "\($0.location?.file ?? "") \($0.from) \($0.kind.rawValue) \($0.to)" }.sorted()
    XCTAssertEqual(lines, [
      "Shared/PhoneViews.swift \(phone).start push \(phone).detail",
      "Shared/TVViews.swift \(tv).start sheet \(tv).info",
    ])
    let findings = Linter(options: LintOptions()).lint(graph).findings.filter { $0.rule != "inert-coordinator" }
    XCTAssertEqual(findings.map(\.message), [])
  }

  private func temporaryDirectory() throws -> String { try LintFixtures.temporaryDirectory(for: self) }

  private func write(_ root: String, _ path: String, _ text: String) throws { try LintFixtures.write(text, to: root + "/" + path) }
}
