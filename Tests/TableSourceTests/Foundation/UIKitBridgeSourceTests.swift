import Foundation
import Testing

/// Checks of the UIKit bridge's source that its Linux build cannot make: the branch only Apple
/// platforms compile, and the UIKit versions the calls need.
@MainActor
@Suite("The UIKit bridge's source")
struct UIKitBridgeSourceTests {
  @Test(
    "the bridge's calls to the app's delegate are compiled here; one line of them is UIKit's alone")
  func appDelegateCallsAreSharedCode() throws {
    // Every delegate method is referred to without calling it and asked through one helper,
    // compiled on Linux as on iOS: only the helper's answer differs (UIKit's reference is `nil`
    // when the method is not implemented; the stand-in reports it while the call runs).
    let source = try ReadmeExampleTests.read("Sources/TableSourceUIKit/AppDelegate.swift")
    #expect(source.components(separatedBy: "ask(base.tableView(_:").count - 1 == 21, "21 calls")
    #expect(!source.contains("base.tableView?("), "an optional call flattens a nil answer")
    let type = try #require(source.range(of: "struct AppDelegate {"))
    let branches = source[type.upperBound...].components(separatedBy: "#if canImport(UIKit)\n")
    #expect(branches.count == 2, "one UIKit-only branch in the type")
    let appleOnly = try #require(branches.last?.components(separatedBy: "#else").first)
      .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(
      appleOnly.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "return .answered(call(method))"
      ])
  }

  /// The iOS version `Package.swift` declares as the floor.
  static func iOSFloor() throws -> Int {
    let manifest = try ReadmeExampleTests.read("Package.swift")
    let match = try #require(manifest.firstMatch(of: /\.iOS\(\.v(\d+)\)/))
    return try #require(Int(match.1))
  }

  /// The UIKit declarations the stand-in marks as introduced after `floor`, by name, with the
  /// version: a declaration's own `@available`, or its extension's. A method whose base name the
  /// stand-in declares more than once (`collectionView(_:…)`, the delegates' methods) goes by
  /// its first argument label instead, which tells it from the others.
  static func newerDeclarations(than floor: Int) throws -> [String: Int] {
    let directory = ReadmeExampleTests.root.appendingPathComponent("Tests/UIKitDeclarations")
    var newer: [(name: String, label: String?, version: Int)] = []
    var declared: [String: Int] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
      let lines = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var extensionVersion: Int?
      var pending: Int?
      for (number, line) in lines.enumerated() {
        if line == "}" { extensionVersion = nil }
        if let match = line.firstMatch(of: /@available\(iOS (\d+)\.\d/) {
          pending = Int(match.1)
          continue
        }
        guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") else { continue }
        let version = pending ?? extensionVersion
        if line.hasPrefix("extension ") {
          extensionVersion = pending
        } else if let match = line.firstMatch(
          of: /(?:func|var|let|class|struct|protocol|enum|case) `?([A-Za-z]+)/)
        {
          let name = String(match.1)
          declared[name, default: 0] += 1
          if let version, version > floor {
            newer.append((name, firstLabel(after: number, in: lines), version))
          }
        }
        pending = nil
      }
    }
    var byName: [String: Int] = [:]
    for (name, label, version) in newer {
      byName[declared[name, default: 0] > 1 ? label ?? name : name] = version
    }
    return byName
  }

  /// Whether `line` uses the UIKit declaration `name`: the whole word, as a member (`.name`) or
  /// a call or type (`name(`). Not every mention counts: UIKit's `cell()` preset is no
  /// `let cell` or `cell.textLabel`.
  static func uses(_ name: String, in line: String) -> Bool {
    func isIdentifier(_ character: Character?) -> Bool {
      character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }
    var rest = line[...]
    while let found = rest.range(of: name) {
      let before =
        found.lowerBound > line.startIndex ? line[line.index(before: found.lowerBound)] : nil
      let after = found.upperBound < line.endIndex ? line[found.upperBound] : nil
      if !isIdentifier(before), !isIdentifier(after), before == "." || after == "(" {
        return true
      }
      rest = line[found.upperBound...]
    }
    return false
  }

  /// The first argument label of a method whose parameters start on the line after `number`.
  private static func firstLabel(after number: Int, in lines: [String]) -> String? {
    guard lines[number].hasSuffix("("), number + 2 < lines.count else { return nil }
    for line in lines[(number + 1)...(number + 2)] {
      if let match = line.firstMatch(of: /^\s+([a-z][A-Za-z]+) [a-z][A-Za-z]*:/) {
        return String(match.1)
      }
    }
    return nil
  }

  @Test(
    "the bridge and the forms' UIKit cells use no UIKit API newer than the declared iOS floor outside an availability check"
  )
  func noNewerAPIUnchecked() throws {
    let floor = try Self.iOSFloor()
    let newer = try Self.newerDeclarations(than: floor)
    #expect(newer["reconfigureRows"] == 15, "the stand-in's availability is read")
    #expect(newer["defaultContentConfiguration"] == 14)
    #expect(newer["UIAction"] == 14)
    #expect(Self.uses("cell", in: "content = .cell()") && Self.uses("UIAction", in: "UIAction(x)"))
    #expect(!Self.uses("cell", in: "let cell = table.cellForRow(at: path)"), "a mention, no use")
    #expect(
      newer["repeatingSubitem"] == 16 && newer["headerTopPadding"] == 15 && newer["list"] == 14,
      "the layouts' newer API: iOS 16's repeating groups, iOS 15's header padding, iOS 14's lists")
    #expect(
      newer["targetIndexPathForMoveOfItemFromOriginalIndexPath"] == 15
        && newer["collectionView"] == nil,
      "an overloaded method goes by its label")
    var linesRead = 0
    for module in ["TableSourceUIKit", "TableSourceFormsUIKit"] {
      let directory = ReadmeExampleTests.root.appendingPathComponent("Sources/\(module)")
      // The Swift sources: the module's folder also holds its DocC catalog.
      for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      where file.hasSuffix(".swift") {
        let lines = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
          .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        linesRead += lines.count
        // A type or extension marked `@available(iOS n, *)` covers what it holds: the version
        // of its mark, read at each declaration at the file's top level (inside its `#if`).
        var pending: Int?
        var declared = floor
        // A member marked `@available(iOS n, *)` inside a type or extension covers its body.
        var memberPending: Int?
        var memberDeclared: Int?
        for (number, line) in lines.enumerated() {
          if let match = line.firstMatch(of: /^    @available\(iOS (\d+)\.\d/) {
            memberPending = Int(match.1)
          } else if line.contains(
            /^    (public\s|private\s|package\s|override\s)*(func|var|init)\b/)
          {
            memberDeclared = memberPending
            memberPending = nil
          } else if line == "    }" {
            memberDeclared = nil
          }
          if let match = line.firstMatch(of: /^  @available\(iOS (\d+)\.\d/) {
            pending = Int(match.1)
          } else if line.contains(
            /^  (public\s|open\s|private\s|final\s)*(class|struct|enum|extension|func|protocol)\s/)
          {
            declared = pending ?? floor
            pending = nil
            // The forms' cells are built on `UIAction` (iOS 14): every declaration says so, so
            // an app's build on an older floor fails where it uses them, not inside them.
            #expect(
              module != "TableSourceFormsUIKit" || declared >= 14,
              "\(module)/\(file):\(number + 1) declares something without iOS 14")
          }
          guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
          // `case .reconfigureRows` matches a case of the bridge's own call enum, not UIKit.
          for (name, version) in newer
          where Self.uses(name, in: line.replacingOccurrences(of: "case .\(name)", with: "")) {
            let guardLines = lines[max(0, number - 3)..<number]
            #expect(
              max(declared, memberDeclared ?? floor) >= version
                || guardLines.contains { $0.contains("#available(iOS \(version)") },
              "\(module)/\(file):\(number + 1) uses \(name) (iOS \(version)) unchecked")
          }
        }
      }
    }
    #expect(linesRead > 1_000, "both modules' sources are read")
  }
}
