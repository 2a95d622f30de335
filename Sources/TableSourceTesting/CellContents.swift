import TableSourceVirtualCollection
import TableSourceVirtualTable

/// What a cell holds at one moment, for comparing two cells of the same row: its
/// `ReusableView.renderedContent` and its stored properties, read by reflection.
///
/// The properties the view manages (the reuse identifier, instance number, generation, and the
/// selected, highlighted and editing states) are left out: reflection stops at the package's base
/// class (`TableViewCell`, `CollectionViewCell`, `CollectionReusableView`), whose text (and a
/// table cell's detail text and accessory) is read directly, and a view of the table met inside
/// the cell is compared by kind. Objects the cell points to are read
/// into when they are the cell's own (another instance in each cell, such as a badge view); an
/// object both cells point to (a model object, a form) counts as one value and is not read into.
struct CellContents {
  /// A stored value: text for a value without parts, else its parts by name.
  enum Value: Equatable {
    /// A value without parts, as `String(describing:)` gives it.
    case leaf(String)
    /// A value or object with parts; `object` is the object's identity for a class instance.
    indirect case composite(type: String, object: ObjectIdentifier?, parts: [Part])
    /// An object not read into (too deep), by type and identity.
    case reference(type: String, object: ObjectIdentifier)
  }

  /// A named part of a value.
  struct Part: Equatable {
    var name: String
    var value: Value
  }

  /// The line of text the cell draws.
  var rendered: String
  /// The cell's properties, from its own class up to `TableViewCell`'s text, detail text and
  /// accessory.
  var properties: [Part]

  /// The prefix of a `lazy var`'s storage: set once used, so a reused cell often has it where a
  /// new one does not yet; not state a row's configuration owes the cell.
  static let lazyStoragePrefix = "$__lazy_storage_$_"

  /// How deep reading goes into values and objects the cell holds.
  static let depth = 4
  /// How many parts of one collection are read.
  static let partLimit = 64

  /// Reads a cell (or a supplementary view), leaving out the properties named in `ignoring`: the
  /// app's own stored properties by reflection, then the package's base class's own (a table
  /// cell's text, detail text and accessory; a collection view's cell's or view's text).
  @MainActor
  init(of cell: ReusableView, ignoring ignored: Set<String>) {
    rendered = cell.renderedContent
    var parts: [Part] = []
    // The app's classes, from the cell's own up to the package's base class, whose properties
    // the view manages or are read below; reflection is slow, so a class known to add no stored
    // property is not reflected at all.
    var mirror = Self.addsStoredProperties(cell) ? Mirror(reflecting: cell) : nil
    while let current = mirror, !Self.isBaseClass(current.subjectType) {
      for child in current.children {
        guard let name = child.label, !ignored.contains(name),
          !name.hasPrefix(Self.lazyStoragePrefix)
        else { continue }
        parts.append(Part(name: name, value: Self.read(child.value, depth: 1)))
      }
      mirror = current.superclassMirror
    }
    for (name, value) in Self.baseProperties(of: cell) where !ignored.contains(name) {
      parts.append(Part(name: name, value: .leaf(value)))
    }
    properties = parts
  }

  /// Whether a class is one of the package's view classes, where reading by reflection stops.
  static func isBaseClass(_ type: Any.Type) -> Bool {
    type == TableViewCell.self || type == CollectionViewCell.self
      || type == CollectionReusableView.self || type == ReusableView.self
  }

  /// The stored properties of the package's base class that a configuration sets.
  @MainActor
  static func baseProperties(of view: ReusableView) -> [(String, String)] {
    switch view {
    case let cell as TableViewCell:
      [
        ("text", cell.text ?? "nil"), ("detailText", cell.detailText ?? "nil"),
        ("accessory", name(of: cell.accessory)),
      ]
    case let cell as CollectionViewCell: [("text", cell.text ?? "nil")]
    case let view as CollectionReusableView: [("text", view.text ?? "nil")]
    default: []
    }
  }

  /// An accessory's name, without the cost of string interpolation's reflection.
  static func name(of accessory: TableViewCell.Accessory) -> String {
    switch accessory {
    case .none: "none"
    case .disclosureIndicator: "disclosureIndicator"
    case .checkmark: "checkmark"
    case .detailButton: "detailButton"
    case .detailDisclosureButton: "detailDisclosureButton"
    }
  }

  /// Whether the app's classes between the cell's class and the package's base class declare any
  /// stored property, worked out once per class.
  @MainActor
  static func addsStoredProperties(_ cell: ReusableView) -> Bool {
    let key = ObjectIdentifier(type(of: cell))
    if let known = storedPropertiesByClass[key] { return known }
    var adds = false
    var level: Mirror? = Mirror(reflecting: cell)
    while let current = level, !isBaseClass(current.subjectType) {
      if !current.children.isEmpty { adds = true }
      level = current.superclassMirror
    }
    storedPropertiesByClass[key] = adds
    return adds
  }

  @MainActor private static var storedPropertiesByClass: [ObjectIdentifier: Bool] = [:]

  /// Reads a value down to ``depth``.
  static func read(_ value: Any, depth: Int) -> Value {
    // The common values without parts, without the cost of a mirror.
    switch value {
    case let text as String: return .leaf(text)
    case let flag as Bool: return .leaf(flag ? "true" : "false")
    case let number as Int: return .leaf(String(number))
    case let number as Double: return .leaf(String(number))
    default: break
    }
    // A view of the table (the cell itself, reached from a subview's back reference, or
    // another cell) is compared by kind only: its numbers and generation are the table's.
    if let view = value as? ReusableView {
      return .reference(type: typeName(of: view), object: ObjectIdentifier(view))
    }
    let mirror = Mirror(reflecting: value)
    let object = mirror.displayStyle == .class ? ObjectIdentifier(value as AnyObject) : nil
    if mirror.children.isEmpty && mirror.superclassMirror == nil {
      return object.map { .reference(type: typeName(of: value), object: $0) }
        ?? .leaf(String(describing: value))
    }
    let type = typeName(of: value)
    if depth >= Self.depth {
      if let object { return .reference(type: type, object: object) }
      return .leaf(String(describing: value))
    }
    var parts: [Part] = []
    // Equal dictionaries and sets may list their elements in different orders: all of them
    // are read and sorted before the limit applies.
    let unordered = mirror.displayStyle == .dictionary || mirror.displayStyle == .set
    var current: Mirror? = mirror
    while let level = current {
      let children =
        unordered ? AnyCollection(level.children) : AnyCollection(level.children.prefix(partLimit))
      for (index, child) in children.enumerated() {
        guard !(child.label?.hasPrefix(lazyStoragePrefix) ?? false) else { continue }
        let part = read(child.value, depth: depth + 1)
        parts.append(Part(name: child.label ?? "[\(index)]", value: part))
      }
      current = level.superclassMirror
    }
    if unordered {
      parts.sort { $0.value.text < $1.value.text }
      parts = Array(parts.prefix(partLimit))
      for index in parts.indices { parts[index].name = "[\(index)]" }
    }
    return .composite(type: type, object: object, parts: parts)
  }

  /// The full name of a value's type.
  private static func typeName(of value: Any) -> String {
    String(reflecting: Swift.type(of: value))
  }

  /// The first difference between two readings of a cell: the path of the first stored property
  /// that differs (which says more than the drawing, and where the value came from), else
  /// `renderedContent` when only what the cell draws differs; with the two values as text, or
  /// `nil` when they agree.
  static func difference(_ expected: CellContents, _ actual: CellContents)
    -> (path: String, expected: String, actual: String)?
  {
    if let property = difference(expected.properties, actual.properties, path: "") {
      return property
    }
    guard expected.rendered != actual.rendered else { return nil }
    return ("renderedContent", expected.rendered, actual.rendered)
  }

  private static func difference(_ expected: [Part], _ actual: [Part], path: String)
    -> (path: String, expected: String, actual: String)?
  {
    for (left, right) in zip(expected, actual) {
      let name = path.isEmpty ? left.name : "\(path).\(left.name)"
      guard left.name == right.name else {
        return (name, left.value.text, right.value.text)
      }
      if let found = difference(left.value, right.value, path: name) { return found }
    }
    if expected.count != actual.count {
      return (
        path.isEmpty ? "properties" : path, "\(expected.count) parts", "\(actual.count) parts"
      )
    }
    return nil
  }

  private static func difference(_ expected: Value, _ actual: Value, path: String)
    -> (path: String, expected: String, actual: String)?
  {
    switch (expected, actual) {
    case (.leaf(let left), .leaf(let right)):
      return left == right ? nil : (path, left, right)
    case (.composite(_, let left?, _), .composite(_, let right?, _)) where left == right:
      return nil  // One object both cells point to: not the cell's own state.
    case (.reference(let leftType, _), .reference(let rightType, _)):
      // Objects too deep to read: only their kinds are compared (each cell may have its own).
      return leftType == rightType ? nil : (path, leftType, rightType)
    case (.composite(let leftType, _, let left), .composite(let rightType, _, let right)):
      guard leftType == rightType else { return (path, leftType, rightType) }
      return difference(left, right, path: path)
    default:
      return (path, expected.text, actual.text)
    }
  }

  /// The value of the property at `path` (names joined by dots), as text.
  func text(at path: String) -> String? {
    if path == "renderedContent" { return rendered }
    var parts = properties
    var value: Value?
    for name in path.split(separator: ".") {
      guard let part = parts.first(where: { $0.name == name }) else { return nil }
      value = part.value
      if case .composite(_, _, let inner) = part.value { parts = inner } else { parts = [] }
    }
    return value?.text
  }
}

extension CellContents.Value {
  /// The value as one line of text.
  var text: String {
    switch self {
    case .leaf(let text): text
    case .reference(let type, _): type
    case .composite(let type, _, let parts):
      if type.hasPrefix("Swift.Optional<"), parts.count == 1, parts[0].name == "some" {
        parts[0].value.text  // What the optional holds, as it is drawn.
      } else {
        "\(type)(" + parts.map { "\($0.name): \($0.value.text)" }.joined(separator: ", ") + ")"
      }
    }
  }
}
