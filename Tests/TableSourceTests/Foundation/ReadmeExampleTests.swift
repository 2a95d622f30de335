import Foundation
import TableSource
import TableSourceForms
import TableSourceTestSupport
import Testing

@testable import TableSourceReadmeExample
@testable import TableSourceUIKitReadmeExample

/// The README's examples are compiled into the tests from `Tests/TableSourceReadmeExample/`. A
/// test cannot compile text at run time, so each test compares the compiled copy with the
/// README's code block, as text, and runs the copy to check that it prints what the README says.
@MainActor
@Suite("README examples")
struct ReadmeExampleTests {
  /// The package's root: this file is `Tests/TableSourceTests/Foundation/ReadmeExampleTests.swift`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// The section of README.md under a `## ` heading, up to the next one.
  static func readmeSection(_ heading: String) throws -> String {
    let readme = try read("README.md")
    let start = try #require(readme.range(of: "\n## \(heading)\n"), "README.md has no \(heading)")
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// The fenced code blocks of a piece of Markdown, in order, without their fences.
  static func codeBlocks(_ markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block.joined(separator: "\n"))
          current = nil
        } else {
          current = []
        }
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// A file of the README's UIKit examples as the README shows it: the copy's imports choose
  /// UIKit or the stand-in; below its `// README` line it is the README's text after the
  /// README's imports, `imports`.
  static func uiKitCopy(_ file: String, imports: [String]) throws -> String {
    let copy = try read("Tests/TableSourceUIKitReadmeExample/" + file)
    let body = try #require(copy.range(of: "// README\n")).upperBound
    return imports.map { "import \($0)\n" }.joined() + copy[body...]
  }

  static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("the complete example compiled into the tests is the README's code block, word for word")
  func completeExampleIsTheReadmes() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("A complete example"))
    try #require(blocks.count == 2, "the section holds the code and the picture it prints")
    let copy = try Self.read("Tests/TableSourceReadmeExample/ReadmeExample.swift")
    #expect(Self.trimmed(copy) == Self.trimmed(blocks[0]))
  }

  @Test("the UIKit example compiled against the stand-in is the README's code block, word for word")
  func uiKitExampleIsTheReadmes() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("In an app: UIKit"))
    try #require(!blocks.isEmpty)
    // The copy's imports choose UIKit or the stand-in; below its `// README` line it is the
    // README's text after the README's two imports.
    let expected = try Self.uiKitCopy(
      "SettingsViewController.swift", imports: ["TableSourceUIKit", "UIKit"])
    #expect(Self.trimmed(expected) == Self.trimmed(blocks[0]))
  }

  @Test(
    "the UIKit collection-view example compiled against the stand-in is the README's code block, word for word"
  )
  func uiKitCollectionExampleIsTheReadmes() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("In an app: UIKit"))
    try #require(blocks.count == 2, "the table's example, and the collection view's")
    let expected = try Self.uiKitCopy(
      "PhotosViewController.swift",
      imports: ["TableSourceUIKit", "TableSourceVirtualCollection", "UIKit"])
    #expect(Self.trimmed(expected) == Self.trimmed(blocks[1]))
  }

  @Test(
    "C-C9 the README's collection-view layout, laid out in the virtual collection view: a header for each titled section, the inset around the lines"
  )
  func uiKitCollectionExampleLayout() throws {
    let view = VirtualCollectionView(layout: PhotosViewController.gridLayout())
    let dataSource = DiffableDataSource<String, String>(collectionView: view) { id in
      ReadmeTile(id: id)
    }
    dataSource.header = { "\($0)" }
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["Today", "Earlier"])
    try snapshot.appendItems(["Beach", "Sunset"], toSection: "Today")
    try snapshot.appendItems(["Forest"], toSection: "Earlier")
    try dataSource.apply(snapshot, animatingDifferences: false)
    try view.layoutIfNeeded()
    // Section 0: a 44-point header, 8 of inset, a line of 100, 8 of inset; then section 1's.
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 8, y: 52, width: 100, height: 100))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 8, y: 212, width: 100, height: 100))
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.text == "Forest")
  }

  @Test(
    "the UIKit forms example compiled against the stand-in is the README's code block, word for word"
  )
  func uiKitFormsExampleIsTheReadmes() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("Forms"))
    try #require(blocks.count == 2, "the UIKit form, and a form generated from data")
    let expected = try Self.uiKitCopy(
      "ProfileViewController.swift", imports: ["TableSourceFormsUIKit", "UIKit"])
    #expect(Self.trimmed(expected) == Self.trimmed(blocks[0]))
  }

  @Test("the form generated from data compiled into the tests is the README's code block")
  func generatedFormExampleIsTheReadmes() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("Forms"))
    try #require(blocks.count == 2)
    let copy = try Self.read("Tests/TableSourceReadmeExample/SurveyForm.swift")
    #expect(Self.trimmed(copy) == Self.trimmed(blocks[1]))
  }

  @Test("the form generated from data has a section per question, each question's fields bound")
  func generatedFormExampleRuns() throws {
    let form = try surveyForm(questions: ["Why?", "Why?", "How?"])
    #expect(form.sections.map(\.id) == ["q0", "q1", "q2"])
    try form.setValue(5, for: \.scores, at: 2)
    try form.setValue(true, for: \.skipped, at: 0)
    #expect(form.draft.scores == [3, 3, 5] && form.draft.skipped == [true, false, false])
    #expect(!form.snapshot().itemIdentifiers.contains(FieldKey(\Survey.answers, at: 0)))
  }

  @Test("the complete example prints the picture the README shows")
  func completeExamplePrintsThePicture() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("A complete example"))
    try #require(blocks.count == 2)
    let output = try capturingStandardOutput { try showSettings() }
    // Other tests may print while this one runs: the picture must be there, in one piece.
    #expect(output.contains(blocks[1] + "\n"), "printed:\n\(output)")
  }

  @Test("the snapshot example compiled into the tests is the README's code block, word for word")
  func snapshotExampleIsTheReadmes() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("Snapshots in a few lines"))
    try #require(blocks.count == 1)
    // The copy is the body of `snapshotExample()`, indented by two spaces.
    let copy = try Self.read("Tests/TableSourceReadmeExample/SnapshotExample.swift")
    let lines = copy.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("func snapshotExample()") })
    let end = try #require(lines.lastIndex { $0 == "}" })
    let body = lines[(start + 1)..<end].map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }
    #expect(Self.trimmed(body.joined(separator: "\n")) == Self.trimmed(blocks[0]))
  }

  @Test("the snapshot example prints the changeset its last comment shows")
  func snapshotExamplePrintsItsComment() throws {
    let blocks = Self.codeBlocks(try Self.readmeSection("Snapshots in a few lines"))
    let comment = try #require(blocks.first?.split(separator: "\n").last)
    try #require(comment.hasPrefix("// "))
    let output = try capturingStandardOutput { try snapshotExample() }
    #expect(output.contains(comment.dropFirst(3) + "\n"), "printed:\n\(output)")
  }
}

/// Runs `body` with the process's standard output going into a pipe, and returns what was
/// printed meanwhile. The output must be small (a pipe's buffer holds 64 KiB).
private func capturingStandardOutput(_ body: () throws -> Void) throws -> String {
  struct PipeFailed: Error {}
  fflush(nil)
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { throw PipeFailed() }
  let saved = dup(STDOUT_FILENO)
  dup2(ends[1], STDOUT_FILENO)
  close(ends[1])
  var thrown: (any Error)?
  do {
    try body()
  } catch {
    thrown = error
  }
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  close(saved)
  var output: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(ends[0], &buffer, buffer.count)
    guard count > 0 else { break }
    output += buffer[0..<count]
  }
  close(ends[0])
  if let thrown { throw thrown }
  return String(decoding: output, as: UTF8.self)
}

/// A tile of the virtual collection view, standing in for the README's UIKit photo cell.
private struct ReadmeTile: TableViewRow, Equatable {
  let id: String
  func configure(_ cell: CollectionViewCell) { cell.text = id }
}
