/// Builds a list of elements from a closure that lists them, with `if`, `switch`, `for` and
/// `if #available`: a section's rows, a table's sections, a form's sections and a section's
/// fields.
///
/// ```swift
/// TableSection(header: "Network") {
///   ToggleRow(id: "wifi", title: "Wi-Fi", isOn: true)
///   if showsBluetooth { ToggleRow(id: "bt", title: "Bluetooth", isOn: false) }
///   for network in networks { NetworkRow(network: network) }
/// }
/// ```
///
/// A statement may be an element or an array of them; each list adds the statements it takes
/// besides (any ``TableViewRow`` for a list of ``AnyRow``, any ``TableViewSection`` for a list
/// of ``TableSection``, the field kinds for a form's section).
///
/// Its methods are inlinable: a builder specializes where the list is written, and each
/// statement's elements append to one array (an element is appended alone, not in an array of
/// its own), which each step consumes: a step that copied it would copy its buffer to append.
@MainActor
@resultBuilder
public enum ListBuilder<Element> {
  /// An element.
  @inlinable
  public static func buildExpression(_ element: Element) -> Element { element }
  /// Elements already listed.
  @inlinable
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
  /// A block's first statement, an element. The array has room for a few more: a list's
  /// elements append to it without growing it one by one.
  @inlinable
  public static func buildPartialBlock(first element: Element) -> [Element] {
    var elements: [Element] = []
    elements.reserveCapacity(8)
    elements.append(element)
    return elements
  }
  /// The elements of a block's first statement.
  @inlinable
  public static func buildPartialBlock(first elements: [Element]) -> [Element] { elements }
  /// The elements so far, and the next statement's element.
  @inlinable
  public static func buildPartialBlock(
    accumulated elements: consuming [Element], next element: Element
  ) -> [Element] {
    elements.append(element)
    return elements
  }
  /// The elements so far, and those of the next statement.
  @inlinable
  public static func buildPartialBlock(
    accumulated elements: consuming [Element], next more: [Element]
  ) -> [Element] {
    elements.append(contentsOf: more)
    return elements
  }
  /// No elements: an empty block.
  @inlinable
  public static func buildBlock() -> [Element] { [] }
  /// The elements of an `if` without `else`, or none.
  @inlinable
  public static func buildOptional(_ elements: [Element]?) -> [Element] { elements ?? [] }
  /// The elements of the first branch.
  @inlinable
  public static func buildEither(first elements: [Element]) -> [Element] { elements }
  /// The elements of the second branch.
  @inlinable
  public static func buildEither(second elements: [Element]) -> [Element] { elements }
  /// The elements of every iteration of a `for` loop.
  @inlinable
  public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
  /// The elements of an `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability(_ elements: [Element]) -> [Element] { elements }
}

extension ListBuilder where Element == AnyRow {
  /// A row of any type, erased.
  @inlinable
  public static func buildExpression<Row: TableViewRow>(_ row: Row) -> AnyRow { AnyRow(row) }
}

extension ListBuilder where Element == TableSection {
  /// A section of any type, copied into a ``TableSection``.
  public static func buildExpression<Content: TableViewSection>(_ section: Content) -> TableSection
  {
    TableSection(section)
  }
}
