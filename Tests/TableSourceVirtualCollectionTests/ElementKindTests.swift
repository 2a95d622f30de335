import TableSource
import Testing

@Suite("Element kinds and releases")
struct ElementKindTests {
  @Test(
    "The flow layout's kinds have UIKit's values (C-A2), and the cell kind is the one C-A4's message names"
  )
  func kindsHaveUIKitValues() {
    #expect(CollectionElementKind.sectionHeader == "UICollectionElementKindSectionHeader")
    #expect(CollectionElementKind.sectionFooter == "UICollectionElementKindSectionFooter")
    #expect(CollectionElementKind.cell == "UICollectionElementKindCell")
  }

  @Test("Releases compare by version, so a rule that starts at iOS 16.4 applies to 17 and not 16.3")
  func releasesCompareByVersion() {
    #expect(UIKitRelease.iOS(16, 3) < .iOS(16, 4))
    #expect(UIKitRelease.iOS(17) >= .iOS(16, 4))
    #expect(UIKitRelease.latest > .iOS(17))
    #expect(UIKitRelease.iOS(16, 4).description == "iOS 16.4")
    #expect(UIKitRelease.latest.description == "iOS 18")
  }
}
