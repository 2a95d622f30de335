import TableSourceCore
import Testing

/// The section snapshot on its own: building the tree, its queries and its errors.
@Suite("Section snapshots: the tree, its queries and UIKit's errors (C-K2–C-K8)")
struct SectionSnapshotTests {
  /// Fruit (Apple, Pear (Conference, Comice)), Vegetables (Leek), Nuts; nothing expanded.
  func food() throws -> SectionSnapshot<String> {
    var tree = SectionSnapshot<String>()
    try tree.append(["Fruit", "Vegetables", "Nuts"])
    try tree.append(["Apple", "Pear"], to: "Fruit")
    try tree.append(["Conference", "Comice"], to: "Pear")
    try tree.append(["Leek"], to: "Vegetables")
    return tree
  }

  @Test(
    "append adds children under a parent or roots at the end; insert(before:) and insert(after:) put items among the destination's siblings, after its whole subtree for after (C-K2)"
  )
  func appendAndInsert() throws {
    var tree = try food()
    #expect(
      tree.items == [
        "Fruit", "Apple", "Pear", "Conference", "Comice", "Vegetables", "Leek", "Nuts",
      ])
    try tree.insert(["Banana"], after: "Apple")
    try tree.insert(["Quince"], after: "Pear")
    try tree.insert(["Herbs"], before: "Vegetables")
    try tree.insert(["Grain"], after: "Fruit")
    #expect(
      tree.items == [
        "Fruit", "Apple", "Banana", "Pear", "Conference", "Comice", "Quince", "Grain", "Herbs",
        "Vegetables", "Leek", "Nuts",
      ])
    #expect(try tree.parent(of: "Quince") == "Fruit" && tree.level(of: "Quince") == 1)
    #expect(try tree.parent(of: "Grain") == nil && tree.level(of: "Grain") == 0)
    #expect(try tree.parent(of: "Herbs") == nil)
  }

  @Test(
    "items lists every item depth first, rootItems the top level, visibleItems those whose ancestors are expanded, expandedItems in items order; levels from 0 and nil parents for roots (C-K3)"
  )
  func queries() throws {
    var tree = try food()
    #expect(tree.rootItems == ["Fruit", "Vegetables", "Nuts"])
    #expect(tree.visibleItems == ["Fruit", "Vegetables", "Nuts"])
    tree.expand(["Pear", "Fruit"])
    #expect(
      tree.visibleItems == ["Fruit", "Apple", "Pear", "Conference", "Comice", "Vegetables", "Nuts"])
    #expect(tree.expandedItems == ["Fruit", "Pear"])
    tree.collapse(["Fruit"])
    #expect(tree.visibleItems == ["Fruit", "Vegetables", "Nuts"])
    #expect(try tree.isExpanded("Pear") && !tree.isVisible("Conference") && tree.isVisible("Fruit"))
    #expect(try tree.level(of: "Fruit") == 0 && tree.level(of: "Pear") == 1)
    #expect(try tree.level(of: "Comice") == 2 && tree.parent(of: "Comice") == "Pear")
    #expect(try tree.parent(of: "Nuts") == nil)
    #expect(tree.index(of: "Leek") == 6 && tree.contains("Leek"))
  }

  @Test(
    "items start collapsed; expand and collapse ignore absent items; a leaf can be expanded; deleting forgets the expanded state (C-K4)"
  )
  func expansion() throws {
    var tree = try food()
    #expect(tree.expandedItems.isEmpty)
    tree.expand(["Leek", "Ghost"])
    #expect(tree.expandedItems == ["Leek"])
    tree.collapse(["Ghost"])
    #expect(tree.expandedItems == ["Leek"])
    try tree.delete(["Leek"])
    try tree.append(["Leek"], to: "Vegetables")
    #expect(try !tree.isExpanded("Leek"))
  }

  @Test(
    "delete removes the items with their descendants; an item given twice or inside another's subtree is fine; a missing item throws UIKit's text before anything is removed (C-K5)"
  )
  func deletion() throws {
    var tree = try food()
    try tree.delete(["Pear", "Comice", "Pear"])
    #expect(tree.items == ["Fruit", "Apple", "Vegetables", "Leek", "Nuts"])
    #expect(!tree.contains("Conference"))
    let before = tree
    #expect(throws: SectionSnapshotError.deletedItemNotFound("Ghost")) {
      try tree.delete(["Apple", "Ghost"])
    }
    #expect(tree == before)
    #expect(
      SectionSnapshotError.deletedItemNotFound("Ghost").description
        == "Failed to find index of item Ghost")
    tree.deleteAll()
    #expect(tree.items.isEmpty && tree.rootItems.isEmpty)
  }

  @Test(
    "an identifier already in the tree, or twice in the argument, throws UIKit's text and inserts nothing (C-K6)"
  )
  func duplicates() throws {
    var tree = try food()
    let before = tree
    let error = SectionSnapshotError.duplicateItemIdentifiers(["Apple", "Kiwi"])
    #expect(throws: error) { try tree.append(["Kiwi", "Apple", "Kiwi"], to: "Fruit") }
    #expect(throws: error) { try tree.insert(["Kiwi", "Apple", "Kiwi"], before: "Nuts") }
    #expect(throws: SectionSnapshotError.duplicateItemIdentifiers(["Nuts"])) {
      try tree.insert(["Nuts"], after: "Nuts")
    }
    #expect(tree == before)
    #expect(
      error.description
        == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Apple, Kiwi)}"
    )
  }

  @Test(
    "questions about an absent item throw UIKit's text, as an append under an absent parent; contains answers false and index(of:) nil (C-K7)"
  )
  func missingItems() throws {
    var tree = try food()
    let missing = SectionSnapshotError.itemNotFound("Ghost")
    #expect(throws: missing) { try tree.level(of: "Ghost") }
    #expect(throws: missing) { try tree.parent(of: "Ghost") }
    #expect(throws: missing) { try tree.isExpanded("Ghost") }
    #expect(throws: missing) { try tree.isVisible("Ghost") }
    #expect(throws: missing) { try tree.snapshot(of: "Ghost") }
    #expect(throws: missing) { try tree.insert(["Kiwi"], before: "Ghost") }
    #expect(throws: SectionSnapshotError.parentNotFound("Ghost")) {
      try tree.append(["Kiwi"], to: "Ghost")
    }
    #expect(!tree.contains("Ghost") && tree.index(of: "Ghost") == nil)
    #expect(missing.description == "Item identifier does not exist in section snapshot: Ghost")
    #expect(
      SectionSnapshotError.parentNotFound("Ghost").description
        == "Parent item identifier does not exist in section snapshot")
  }

  @Test(
    "visualDescription writes a line per item, two spaces per level, * for visible, + expanded, - collapsed (C-K8)"
  )
  func visualDescription() throws {
    var tree = try food()
    tree.expand(["Fruit", "Pear", "Leek"])
    #expect(
      tree.visualDescription() == """
        *+ Fruit
          *- Apple
          *+ Pear
            *- Conference
            *- Comice
        *- Vegetables
          + Leek
        *- Nuts
        """)
  }

  @Test(
    "snapshot(of:) copies a subtree with levels from 0, with or without its parent; replace(childrenOf:using:) swaps a parent's descendants, keeping the new ones' expanded state (C-K3)"
  )
  func subtrees() throws {
    var tree = try food()
    tree.expand(["Pear"])
    let pear = try tree.snapshot(of: "Fruit")
    #expect(pear.rootItems == ["Apple", "Pear"] && pear.items.count == 4)
    #expect(try pear.level(of: "Comice") == 1 && pear.parent(of: "Apple") == nil)
    #expect(pear.visibleItems == ["Apple", "Pear", "Conference", "Comice"])
    let fruit = try tree.snapshot(of: "Fruit", includingParent: true)
    #expect(fruit.rootItems == ["Fruit"] && fruit.items.count == 5)
    var replacement = SectionSnapshot<String>()
    try replacement.append(["Plum", "Cherry"])
    try replacement.append(["Morello", "Comice"], to: "Cherry")
    replacement.expand(["Cherry"])
    try tree.replace(childrenOf: "Fruit", using: replacement)
    #expect(
      tree.items == ["Fruit", "Plum", "Cherry", "Morello", "Comice", "Vegetables", "Leek", "Nuts"])
    #expect(try tree.level(of: "Morello") == 2 && tree.parent(of: "Cherry") == "Fruit")
    #expect(try tree.isExpanded("Cherry") && !tree.contains("Apple"))
    let before = tree
    #expect(throws: SectionSnapshotError.duplicateItemIdentifiers(["Leek"])) {
      var leek = SectionSnapshot<String>()
      try leek.append(["Leek"])
      try tree.replace(childrenOf: "Fruit", using: leek)
    }
    #expect(tree == before)
  }
}
