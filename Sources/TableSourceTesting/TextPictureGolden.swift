public import Foundation
public import TableSourceVirtualTable

/// The golden-file checks of text pictures: a table's, a collection view's (any
/// ``TextPictureView``'s), or any text's, compared with a file kept next to the test.
public enum TextPicture {
  /// Checks a table's text picture (`VirtualTableView.renderText(_:)`) against a golden file kept
  /// next to the test: `__TextPictures__/<test file name>/<name>.txt` in the test file's folder.
  ///
  /// ```swift
  /// @Test func theFeedShowsItsFirstPage() throws {
  ///   let table = makeFeedTable()
  ///   try TextPicture.check(of: table, named: "feed-first-page")
  /// }
  /// ```
  ///
  /// - When the file is missing, the picture is written to it and the check throws
  ///   ``TextPictureMismatch`` saying so (a picture never recorded is not a pass: a run on a fresh
  ///   checkout without the file fails); the next run compares with it.
  /// - With `TABLESOURCE_RECORD_PICTURES=1` in the environment, every picture checked is written
  ///   again, and the check throws likewise.
  /// - A picture that differs throws ``TextPictureMismatch``, whose description is a line diff:
  ///   `-` for the golden file's lines, `+` for the table's.
  ///
  /// Failures are thrown errors, so the check reads the same in Swift Testing and XCTest: a test
  /// that throws fails with the error's description.
  ///
  /// The files are read from the source tree when the tests run, not bundled: leave the folder out
  /// of the test target (`exclude: ["__TextPictures__"]` in `Package.swift`), or SwiftPM warns of
  /// files it does not know.
  ///
  /// - Parameters:
  ///   - table: The table to draw.
  ///   - name: The picture's name, unique among the test file's pictures.
  ///   - options: How to draw it.
  ///   - file: The test file, whose folder holds the pictures; the caller's by default.
  ///
  /// When the picture differs, an SVG picture of the table's layout (``SVGPicture``) is written
  /// beside the golden file, as `<name>.svg`, for a person to look at.
  @MainActor
  public static func check(
    of table: VirtualTableView, named name: String,
    options: TextRenderingOptions = TextRenderingOptions(), file: StaticString = #filePath
  ) throws(TextPictureMismatch) {
    try check(table.renderText(options), svg: table.svgPicture(), named: name, file: file)
  }

  /// Checks the text picture of any view that draws one (``TextPictureView``: a collection
  /// view's grid, a list, an outline) against a golden file kept next to the test, as
  /// ``check(of:named:options:file:)`` does for a table; when it differs, the view's SVG picture
  /// is written beside the golden file as `<name>.svg`, and the error names it.
  ///
  /// ```swift
  /// @Test func theGridShowsItsFirstPage() throws {
  ///   let grid = makePhotoGrid()
  ///   try TextPicture.check(of: grid, named: "grid-first-page")
  /// }
  /// ```
  @MainActor
  public static func check(
    of view: some TextPictureView, named name: String, file: StaticString = #filePath
  ) throws(TextPictureMismatch) {
    try check(view.textPicture(), svg: view.svgPicture(), named: name, file: file)
  }

  /// Checks the text picture of a view against the golden file `<name>.txt` in `folder`, as
  /// ``check(of:named:file:)`` does, reading `TABLESOURCE_RECORD_PICTURES` from `environment`.
  @MainActor
  public static func check(
    of view: some TextPictureView, named name: String, storedIn folder: URL,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(TextPictureMismatch) {
    try check(
      view.textPicture(), svg: view.svgPicture(), named: name, storedIn: folder,
      environment: environment)
  }

  /// Checks `picture` and, when it differs, writes `svg` beside the golden file.
  @MainActor
  private static func check(
    _ picture: String, svg: @autoclosure () -> String?, named name: String, file: StaticString
  ) throws(TextPictureMismatch) {
    try check(
      picture, svg: svg(), named: name, storedIn: folder(for: file),
      environment: ProcessInfo.processInfo.environment)
  }

  /// Checks `picture` against `<name>.txt` in `folder` and, when it differs, writes `svg`
  /// beside it as `<name>.svg`.
  @MainActor
  private static func check(
    _ picture: String, svg: @autoclosure () -> String?, named name: String, storedIn folder: URL,
    environment: [String: String]
  ) throws(TextPictureMismatch) {
    do {
      try check(picture, named: name, storedIn: folder, environment: environment)
    } catch let mismatch {
      guard case .differs = mismatch.kind, let svg = svg() else { throw mismatch }
      var failure = mismatch
      let path = folder.appendingPathComponent("\(name).svg")
      if (try? Data(svg.utf8).write(to: path)) != nil { failure.svgPath = path.path }
      throw failure
    }
  }

  /// The folder of a test file's pictures: `__TextPictures__/<test file name>` beside it.
  private static func folder(for file: StaticString) -> URL {
    let testFile = URL(fileURLWithPath: "\(file)")
    return testFile.deletingLastPathComponent()
      .appendingPathComponent("__TextPictures__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  }

  /// Checks a text (a sample's printed run, any text picture) against a golden file kept next to
  /// the test, as ``check(of:named:options:file:)`` does.
  public static func check(
    _ picture: String, named name: String, file: StaticString = #filePath
  ) throws(TextPictureMismatch) {
    try check(picture, named: name, storedIn: folder(for: file))
  }

  /// Checks a text against the golden file `<name>.txt` in `folder`, as
  /// ``check(of:named:options:file:)`` does, reading `TABLESOURCE_RECORD_PICTURES` from
  /// `environment`.
  public static func check(
    _ picture: String, named name: String, storedIn folder: URL,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(TextPictureMismatch) {
    let path = folder.appendingPathComponent("\(name).txt")
    let recording = environment["TABLESOURCE_RECORD_PICTURES"] == "1"
    let golden = try? String(contentsOf: path, encoding: .utf8)
    if recording || golden == nil {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(picture.utf8).write(to: path)
      } catch {
        throw TextPictureMismatch(path: path.path, kind: .unwritable("\(error)"))
      }
      throw TextPictureMismatch(path: path.path, kind: .recorded(replaced: golden != nil))
    }
    guard let golden, golden != picture else { return }
    throw TextPictureMismatch(
      path: path.path, kind: .differs(diff: lineDiff(from: golden, to: picture)))
  }
}

/// Why a text picture did not match its golden file.
public struct TextPictureMismatch: Error, Sendable, Hashable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// The picture differs from the file; `diff` has a line per line of either, marked `-`
    /// (the file's), `+` (the picture's) or ` ` (both).
    case differs(diff: String)
    /// The file was missing (`replaced` false) or recording was asked for, and the picture was
    /// written: run the test again.
    case recorded(replaced: Bool)
    /// The file could not be written.
    case unwritable(String)
  }

  /// The golden file.
  public var path: String
  /// What happened.
  public var kind: Kind
  /// The SVG picture of the view's layout written beside the golden file when the picture
  /// differs, if any.
  public var svgPath: String?

  /// What happened, with the line diff for a picture that differs.
  public var description: String {
    switch kind {
    case .differs(let diff):
      "The text picture differs from \(path) (- the file, + now):\n\(diff)"
        + (svgPath.map { "\nAn SVG picture of the layout is at \($0)" } ?? "")
    case .recorded(let replaced):
      "\(replaced ? "Recorded again" : "Recorded") the text picture at \(path); run the test "
        + "again to compare with it."
    case .unwritable(let reason):
      "Could not record the text picture at \(path): \(reason)"
    }
  }
}

/// A line diff of two texts: each line of either, marked `-` (only in `old`), `+` (only in
/// `new`) or ` ` (in both), in order.
func lineDiff(from old: String, to new: String) -> String {
  let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let difference = after.difference(from: before)
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in difference {
    switch change {
    case .remove(let offset, _, _): removed.insert(offset)
    case .insert(let offset, _, _): inserted.insert(offset)
    }
  }
  var lines: [String] = []
  var old = 0
  var new = 0
  while old < before.count || new < after.count {
    if old < before.count && removed.contains(old) {
      lines.append("-" + before[old])
      old += 1
    } else if new < after.count && inserted.contains(new) {
      lines.append("+" + after[new])
      new += 1
    } else {
      lines.append(" " + (new < after.count ? after[new] : before[old]))
      old += 1
      new += 1
    }
  }
  return lines.joined(separator: "\n")
}
