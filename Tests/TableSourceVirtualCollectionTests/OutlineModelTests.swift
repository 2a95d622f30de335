import Foundation
import TableSource
import TableSourceTestSupport
import TableSourceTesting
import Testing

/// A plain tree: the model the section snapshot is checked against. Every operation is written
/// the obvious way, by recursion over nested arrays.
struct OutlineModel: Equatable {
  struct Node: Equatable {
    var id: Int
    var isExpanded = false
    var children: [Node] = []
  }

  /// One item as the queries see it.
  struct Line: Equatable {
    var id: Int
    var level: Int
    var parent: Int?
    var isExpanded: Bool
    var isVisible: Bool
  }

  var roots: [Node] = []

  /// Every item depth first.
  var lines: [Line] {
    var result: [Line] = []
    func walk(_ nodes: [Node], level: Int, parent: Int?, visible: Bool) {
      for node in nodes {
        result.append(
          Line(
            id: node.id, level: level, parent: parent, isExpanded: node.isExpanded,
            isVisible: visible))
        walk(node.children, level: level + 1, parent: node.id, visible: visible && node.isExpanded)
      }
    }
    walk(roots, level: 0, parent: nil, visible: true)
    return result
  }

  var ids: [Int] { lines.map(\.id) }
  var visible: [Int] { lines.filter(\.isVisible).map(\.id) }

  var visualDescription: String {
    lines.map { line in
      String(repeating: "  ", count: line.level) + (line.isVisible ? "*" : "")
        + (line.isExpanded ? "+" : "-") + " \(line.id)"
    }.joined(separator: "\n")
  }

  /// Runs `body` on the sibling list holding `id` and its index there; `false` when absent.
  @discardableResult
  mutating func withSiblings(of id: Int, _ body: (inout [Node], Int) -> Void) -> Bool {
    func search(_ nodes: inout [Node]) -> Bool {
      if let index = nodes.firstIndex(where: { $0.id == id }) {
        body(&nodes, index)
        return true
      }
      for index in nodes.indices where search(&nodes[index].children) { return true }
      return false
    }
    return search(&roots)
  }

  mutating func append(_ ids: [Int], to parent: Int?) {
    let nodes = ids.map { Node(id: $0) }
    guard let parent else {
      roots += nodes
      return
    }
    withSiblings(of: parent) { siblings, index in siblings[index].children += nodes }
  }

  mutating func insert(_ ids: [Int], next destination: Int, after: Bool) {
    withSiblings(of: destination) { siblings, index in
      siblings.insert(contentsOf: ids.map { Node(id: $0) }, at: after ? index + 1 : index)
    }
  }

  mutating func delete(_ id: Int) {
    withSiblings(of: id) { siblings, index in siblings.remove(at: index) }
  }

  mutating func setExpanded(_ id: Int, _ expanded: Bool) {
    withSiblings(of: id) { siblings, index in siblings[index].isExpanded = expanded }
  }
}

/// The section snapshot against ``OutlineModel`` over seeded random steps, applied through
/// diffable data sources to a table and a collection view, with disclosure taps on both.
///
/// `TABLESOURCE_BUDGET` scales the seeds, `TABLESOURCE_SEED` replays one.
@MainActor
@Suite("Outlines against a plain tree model, on a table and a collection view (C-K2–C-K9)")
struct OutlineModelTests {
  /// Why the section snapshot differs from the model, or `nil`.
  nonisolated static func mismatch(_ tree: SectionSnapshot<Int>, _ model: OutlineModel) -> String? {
    if tree.items != model.ids { return "items \(tree.items), model \(model.ids)" }
    if tree.visibleItems != model.visible {
      return "visibleItems \(tree.visibleItems), model \(model.visible)"
    }
    if tree.rootItems != model.roots.map(\.id) { return "rootItems \(tree.rootItems)" }
    let expanded = model.lines.filter(\.isExpanded).map(\.id)
    if tree.expandedItems != expanded {
      return "expandedItems \(tree.expandedItems), model \(expanded)"
    }
    for line in model.lines {
      let found = (
        try? tree.level(of: line.id), try? tree.parent(of: line.id), try? tree.isVisible(line.id),
        tree.index(of: line.id)
      )
      if found.0 != line.level || found.1 != line.parent || found.2 != line.isVisible {
        return "item \(line.id): level, parent, visible \(found), model \(line)"
      }
    }
    if tree.visualDescription() != model.visualDescription {
      return "visualDescription\n\(tree.visualDescription())\nmodel\n\(model.visualDescription)"
    }
    tree.checkInvariants()
    return nil
  }

  /// Why the views do not show `applied` between the flat sections, or `nil`.
  static func rowsMismatch(
    _ applied: OutlineModel, _ table: VirtualTableView, _ list: VirtualCollectionView
  ) -> String? {
    let expected = ["top"] + applied.visible.map(String.init) + ["end"]
    let levels = [0] + applied.lines.filter(\.isVisible).map(\.level) + [0]
    let rows = table.visibleCells.compactMap(\.text)
    if rows != expected { return "table rows \(rows), expected \(expected)" }
    if table.visibleCells.map(\.indentationLevel) != levels {
      return "table levels \(table.visibleCells.map(\.indentationLevel)), expected \(levels)"
    }
    if table.numberOfRows(inSection: 1) != applied.visible.count { return "table count" }
    let items = list.visibleCells.map(\.text)
    if items != expected { return "collection items \(items), expected \(expected)" }
    if list.numberOfItems(inSection: 1) != applied.visible.count { return "collection count" }
    return nil
  }

  @Test(
    "random appends, inserts, deletes, expands, collapses, applies and disclosure taps keep the section snapshot, the data sources and both views in step with a plain tree (C-K2–C-K9)"
  )
  func modelBased() throws {
    checkSeeds(suite: "OutlineModelTests", defaultIterations: 60, steps: 40) { procedure in
      var random = procedure.generator
      let table = VirtualTableView(size: CGSize(width: 320, height: 8000))
      let list = OutlineTests.list(height: 8000)
      let tableSource = DiffableDataSource<String, String>(tableView: table) { TextRow(text: $0) }
      let listSource = DiffableDataSource<String, String>(collectionView: list) {
        PhotoRow(id: $0, title: $0)
      }
      // The rows show strings; the tree holds Ints: the two sources get the tree mapped.
      func strings(_ tree: SectionSnapshot<Int>) -> SectionSnapshot<String> {
        var result = SectionSnapshot<String>()
        for line in OutlineModelTests.lines(of: tree) {
          try? result.append([String(line.id)], to: line.parent.map(String.init))
          if line.isExpanded { result.expand([String(line.id)]) }
        }
        return result
      }
      do {
        let sections = try Snapshot<String, String>(sections: [
          ("top", ["top"]), ("tree", []), ("end", ["end"]),
        ])
        try tableSource.apply(sections)
        try listSource.apply(sections)
        try table.layoutIfNeeded()
        try list.layoutIfNeeded()
      } catch {
        return "setting up: \(error)"
      }
      var tree = SectionSnapshot<Int>()
      var model = OutlineModel()
      var applied = OutlineModel()
      var next = 0
      for step in 0..<procedure.steps {
        let existing = model.ids
        func someItem() -> Int {
          existing.isEmpty || Int.random(in: 0..<8, using: &random) == 0
            ? 1000 + Int.random(in: 0..<3, using: &random)
            : existing.randomElement(using: &random)!
        }
        func newItems() -> [Int] {
          var items = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            next += 1
            return next
          }
          if !existing.isEmpty && Int.random(in: 0..<10, using: &random) == 0 {
            items.append(existing.randomElement(using: &random)!)
          }
          return items
        }
        let action =
          existing.count > 40
          ? Int.random(in: 3..<9, using: &random)
          : Int.random(in: 0..<9, using: &random)
        var context = "step \(step), action \(action)"
        var expectedError: SectionSnapshotError?
        var thrown: SectionSnapshotError?
        func run(_ body: () throws(SectionSnapshotError) -> Void) {
          do throws(SectionSnapshotError) { try body() } catch { thrown = error }
        }
        func duplicates(_ items: [Int]) -> SectionSnapshotError? {
          var seen = Set<Int>()
          var repeated: [Int] = []
          for item in items
          where (existing.contains(item) || !seen.insert(item).inserted) && !repeated.contains(item)
          {
            repeated.append(item)
          }
          return repeated.isEmpty ? nil : .duplicateItemIdentifiers(repeated.map(String.init))
        }
        switch action {
        case 0:
          let items = newItems()
          let parent: Int? = Bool.random(using: &random) ? nil : someItem()
          context += ": append \(items) to \(String(describing: parent))"
          if let parent, !existing.contains(parent) {
            expectedError = .parentNotFound(String(parent))
          } else {
            expectedError = duplicates(items)
          }
          if expectedError == nil { model.append(items, to: parent) }
          run { () throws(SectionSnapshotError) in try tree.append(items, to: parent) }
        case 1, 2:
          let items = newItems()
          let destination = someItem()
          context += ": insert \(items) \(action == 1 ? "before" : "after") \(destination)"
          if !existing.contains(destination) {
            expectedError = .itemNotFound(String(destination))
          } else {
            expectedError = duplicates(items)
          }
          if expectedError == nil { model.insert(items, next: destination, after: action == 2) }
          run { () throws(SectionSnapshotError) in
            if action == 1 {
              try tree.insert(items, before: destination)
            } else {
              try tree.insert(items, after: destination)
            }
          }
        case 3:
          let items = [someItem(), someItem()]
          context += ": delete \(items)"
          if let absent = items.first(where: { !existing.contains($0) }) {
            expectedError = .deletedItemNotFound(String(absent))
          } else {
            for item in items { model.delete(item) }
          }
          run { () throws(SectionSnapshotError) in try tree.delete(items) }
        case 4, 5:
          let items = [someItem(), someItem()]
          context += ": \(action == 4 ? "expand" : "collapse") \(items)"
          for item in items { model.setExpanded(item, action == 4) }
          action == 4 ? tree.expand(items) : tree.collapse(items)
        case 6:
          context += ": apply"
          do {
            try tableSource.apply(strings(tree), to: "tree")
            try listSource.apply(strings(tree), to: "tree")
            try table.layoutIfNeeded()
            try list.layoutIfNeeded()
          } catch {
            return "\(context): \(error)"
          }
          applied = model
          if let failure = Self.rowsMismatch(applied, table, list) {
            return "\(context): \(failure)"
          }
        default:
          // A disclosure tap on a row of the outline, or now and then on a flat row.
          let visible = applied.visible
          let flat = visible.isEmpty || Int.random(in: 0..<6, using: &random) == 0
          let row = flat ? 0 : Int.random(in: 0..<visible.count, using: &random)
          let path: IndexPath = flat ? [0, 0] : [1, row]
          context += ": tap \(path)"
          do {
            let changedTable = try table.simulate.tapOutlineDisclosure(row: path)
            let changedList = try list.tapOutlineDisclosure(at: path)
            if changedTable == flat || changedList == flat {
              return "\(context): the taps answered \(changedTable), \(changedList)"
            }
            try table.layoutIfNeeded()
            try list.layoutIfNeeded()
          } catch {
            return "\(context): \(error)"
          }
          if !flat {
            let item = visible[row]
            let expanded = applied.lines.first { $0.id == item }!.isExpanded
            applied.setExpanded(item, !expanded)
          }
          if let failure = Self.rowsMismatch(applied, table, list) {
            return "\(context): \(failure)"
          }
          let readBack = tableSource.snapshot(for: "tree")
          if readBack != listSource.snapshot(for: "tree") {
            return "\(context): the two data sources read back different outlines"
          }
          if readBack.expandedItems != applied.lines.filter(\.isExpanded).map({ String($0.id) }) {
            return "\(context): snapshot(for:) expanded \(readBack.expandedItems)"
          }
        }
        if thrown != expectedError {
          return "\(context): threw \(String(describing: thrown)), expected "
            + String(describing: expectedError)
        }
        if let failure = Self.mismatch(tree, model) { return "\(context): \(failure)" }
      }
      return nil
    }
  }

  /// The section snapshot's items as lines (for copying it with other identifiers).
  nonisolated static func lines(of tree: SectionSnapshot<Int>) -> [OutlineModel.Line] {
    tree.items.map { item in
      OutlineModel.Line(
        id: item, level: (try? tree.level(of: item)) ?? -1,
        parent: (try? tree.parent(of: item)) ?? nil,
        isExpanded: (try? tree.isExpanded(item)) ?? false,
        isVisible: (try? tree.isVisible(item)) ?? false)
    }
  }
}
