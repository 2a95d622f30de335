import Foundation
import TableSource
import TableSourceTesting
import TableSourceVirtualCollection
import Testing

/// Golden text pictures of any view that draws one, and the SVG picture of a view's layout that
/// a failed comparison writes beside the golden file.
@MainActor
@Suite("Text and SVG pictures of views")
struct PictureTests {
  /// Two albums of four photos in a 320 × 480 viewport (the content is 520 high), photo 1
  /// selected.
  func smallGrid() throws -> VirtualCollectionView {
    let grid = BuggyGrid(albums: 2, photosPerAlbum: 4)
    let view = try grid.makeCollectionView()
    try view.selectItem(at: IndexPath(item: 1, section: 0))
    return view
  }

  @Test("a grid's text picture is checked against its golden file")
  func gridGolden() throws {
    try TextPicture.check(of: try smallGrid(), named: "small-grid")
  }

  @Test(
    "the SVG picture of a small grid draws the content, each cell with its text, headers, footers, the selection and the viewport"
  )
  func gridSVG() throws {
    let view = try smallGrid()
    let svg = try #require(view.svgPicture())
    #expect(svg == (try #require(view.svgPicture())), "deterministic")
    let lines = svg.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 520\" width=\"320\" height=\"520\">"
    )
    #expect(lines.last == "</svg>")
    #expect(
      lines.contains("<rect class=\"content\" x=\"0\" y=\"0\" width=\"320\" height=\"520\"/>"))
    #expect(
      lines.contains(
        "<g class=\"supplementary\"><rect x=\"0\" y=\"0\" width=\"320\" height=\"30\"/>"
          + "<text x=\"3\" y=\"12\">header 0 Album 0 · shared</text></g>"))
    #expect(
      lines.contains(
        "<g class=\"cell\"><rect x=\"0\" y=\"30\" width=\"100\" height=\"100\"/>"
          + "<text x=\"3\" y=\"42\">0.0 p0 new</text></g>"))
    #expect(
      lines.contains(
        "<g class=\"cell selected\"><rect x=\"110\" y=\"30\" width=\"100\" height=\"100\"/>"
          + "<text x=\"113\" y=\"42\">0.1 p1</text></g>"))
    #expect(lines.filter { $0.hasPrefix("<g class=\"cell") }.count == 8)
    #expect(lines.filter { $0.hasPrefix("<g class=\"supplementary") }.count == 4)
    #expect(
      lines[lines.count - 2]
        == "<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"320\" height=\"480\"/>")
    try TextPicture.check(svg, named: "small-grid-svg")
  }

  @Test(
    "a large grid's SVG picture shows a page on either side of the viewport, with numbers of at most one decimal"
  )
  func largeGridRegion() throws {
    let view = try BuggyGrid(albums: 40, photosPerAlbum: 9).makeCollectionView()
    try view.setContentOffset(CGPoint(x: 0, y: 2_000.25))
    let svg = try #require(view.svgPicture())
    #expect(
      svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 1520.3 320 1440\""))
    #expect(
      svg.contains("<rect class=\"viewport\" x=\"0\" y=\"2000.3\" width=\"320\" height=\"480\"/>"))
    #expect(!svg.contains("e+"))
    let cells = svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"cell") }
    #expect(cells.count > 20 && cells.count < 60)
  }

  @Test("text is escaped for XML in the SVG picture")
  func escaping() {
    var picture = SVGPicture(
      region: CGRect(x: 0, y: 0, width: 10, height: 10), content: CGSize(width: 10, height: 10),
      viewport: CGRect(x: 0, y: 0, width: 10, height: 10))
    picture.addCell(
      CGRect(x: 0, y: 0, width: 10, height: 10), label: "0.0", content: "a<b & \"c\">",
      selected: false)
    #expect(picture.svg.contains(">0.0 a&lt;b &amp; &quot;c&quot;&gt;</text>"))
  }

  @Test("a failed comparison writes the view's SVG picture beside the golden file and names it")
  func svgWrittenOnFailure() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tablesource-pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("an older picture\n".utf8).write(to: folder.appendingPathComponent("grid.txt"))
    let view = try smallGrid()
    do {
      try TextPicture.check(of: view, named: "grid", storedIn: folder, environment: [:])
      Issue.record("the picture should differ")
    } catch {
      let svgPath = folder.appendingPathComponent("grid.svg").path
      #expect(error.svgPath == svgPath)
      #expect(error.description.contains("An SVG picture of the layout is at \(svgPath)"))
      let written = try String(contentsOfFile: svgPath, encoding: .utf8)
      #expect(written == view.svgPicture())
    }
    // A picture that matches writes nothing.
    try Data(view.textPicture().utf8).write(to: folder.appendingPathComponent("same.txt"))
    try TextPicture.check(of: view, named: "same", storedIn: folder, environment: [:])
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("same.svg").path))
  }

  @Test("a table's SVG picture draws its rows near the viewport, with their text")
  func tableSVG() throws {
    let feed = BuggyFeed(count: 30, bugs: [], rowHeight: 44)
    let table = try feed.makeTable()
    let svg = try #require(table.svgPicture())
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 960\""))
    #expect(svg.contains("<g class=\"cell\"><rect x=\"0\" y=\"0\" width=\"320\" height=\"44\"/>"))
    #expect(svg.contains(">0.0 Author 0  ●</text>"))
  }
}
