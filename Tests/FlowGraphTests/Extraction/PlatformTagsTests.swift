import XCTest

@testable import FlowGraph

/// Platform tags as edges and screens carry them: the `#else` of `#if os(tvOS)` in code only the iOS target compiles is
/// iOS, and says so once (`["iOS"]`, not `["!tvOS", "iOS"]`); an exclusion alone, or of a platform named, is kept.
final class PlatformTagsTests: XCTestCase {
  func testExclusionsThePlatformsNamedImplyAreDropped() {
    XCTAssertEqual(PlatformTags.simplified(["!tvOS", "iOS"]), ["iOS"])
    XCTAssertEqual(PlatformTags.simplified(["iOS", "!tvOS", "!watchOS", "macOS"]), ["iOS", "macOS"])
    XCTAssertEqual(PlatformTags.simplified(["!tvOS"]), ["!tvOS"])
    XCTAssertEqual(PlatformTags.simplified(["!iOS", "iOS"]), ["!iOS", "iOS"])
    XCTAssertEqual(PlatformTags.simplified([]), [])
    XCTAssertEqual(PlatformTags.narrowed(["iOS"], ["!tvOS"]), ["iOS"])
    XCTAssertEqual(PlatformTags.all(["!tvOS"], ["iOS"]), ["iOS"])
    XCTAssertNil(PlatformTags.all(["tvOS"], ["!tvOS"]))
  }
}
