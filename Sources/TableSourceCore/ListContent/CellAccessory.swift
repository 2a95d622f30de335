/// A system accessory of a list cell: the TableSource counterpart of UIKit's `UICellAccessory`,
/// for the kinds that matter to a list of rows.
///
/// A list cell shows its ``ListContentCell`` accessories on its leading or trailing edge, each
/// only in the editing states its ``displayed`` names: as in UIKit, ``delete(displayed:)`` and
/// ``reorder(displayed:)`` show only while the cell is editing, the others always. UIKit's action
/// handlers are not kept (a closure would make the value neither `Hashable` nor `Sendable`): an
/// outline's disclosure taps go through the data source's section snapshot handlers instead.
public struct CellAccessory: Hashable, Sendable {
  /// Which accessory: UIKit's `UICellAccessory.AccessoryType`, for the system accessories kept.
  public enum AccessoryType: Sendable, Hashable {
    /// A chevron saying that a tap leads somewhere; trailing.
    case disclosureIndicator
    /// A check mark; trailing.
    case checkmark
    /// An outline's rotating chevron, expanding and collapsing the item's children; trailing.
    case outlineDisclosure
    /// A delete control; leading.
    case delete
    /// A reorder control; trailing.
    case reorder
  }

  /// The editing states an accessory shows in: UIKit's `UICellAccessory.DisplayedState`.
  public enum DisplayedState: Sendable, Hashable {
    /// In every state.
    case always
    /// Only while the cell is editing.
    case whenEditing
    /// Only while the cell is not editing.
    case whenNotEditing
  }

  /// The edge of the cell an accessory sits on.
  public enum Placement: Sendable, Hashable {
    /// Before the content.
    case leading
    /// After the content.
    case trailing
  }

  /// Which accessory this is.
  public let accessoryType: AccessoryType
  /// The editing states the accessory shows in.
  public var displayed: DisplayedState
  /// Whether the accessory is hidden while its space is kept, as UIKit's `isHidden`.
  public var isHidden = false

  private init(_ type: AccessoryType, displayed: DisplayedState) {
    accessoryType = type
    self.displayed = displayed
  }

  /// A disclosure indicator: UIKit's `disclosureIndicator(displayed:options:)`.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self {
    Self(.disclosureIndicator, displayed: displayed)
  }
  /// A check mark: UIKit's `checkmark(displayed:options:)`.
  public static func checkmark(displayed: DisplayedState = .always) -> Self {
    Self(.checkmark, displayed: displayed)
  }
  /// An outline disclosure: UIKit's `outlineDisclosure(displayed:options:actionHandler:)`,
  /// drawn open or closed as the cell's item is expanded or collapsed.
  public static func outlineDisclosure(displayed: DisplayedState = .always) -> Self {
    Self(.outlineDisclosure, displayed: displayed)
  }
  /// A delete control: UIKit's `delete(displayed:options:actionHandler:)`, shown while editing.
  public static func delete(displayed: DisplayedState = .whenEditing) -> Self {
    Self(.delete, displayed: displayed)
  }
  /// A reorder control: UIKit's `reorder(displayed:options:)`, shown while editing.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> Self {
    Self(.reorder, displayed: displayed)
  }

  /// The edge the accessory sits on, fixed per kind as UIKit's system accessories are: the delete
  /// control leading, the others trailing (an outline disclosure sits leading only on Mac
  /// Catalyst, which is not simulated).
  public var placement: Placement { accessoryType == .delete ? .leading : .trailing }

  /// Whether the accessory shows in a cell that is editing or not, by ``displayed``; a hidden
  /// accessory draws nothing.
  public func isShown(whileEditing isEditing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return isEditing
    case .whenNotEditing: return !isEditing
    }
  }

  /// The accessory in a text picture: `>` (disclosure), `✓`, `▸` or `▾` (an outline closed or
  /// open), `⊖` (delete), `≡` (reorder).
  public func symbol(isExpanded: Bool) -> String {
    switch accessoryType {
    case .disclosureIndicator: ">"
    case .checkmark: "✓"
    case .outlineDisclosure: isExpanded ? "▾" : "▸"
    case .delete: "⊖"
    case .reorder: "≡"
    }
  }
}

extension [CellAccessory] {
  /// `content` with the accessories that show around it, as a list cell draws them: the leading
  /// ones before it, the trailing ones after it, two spaces apart.
  public func rendered(
    around content: String, isEditing: Bool, isExpanded: Bool
  ) -> String {
    let shown = filter { $0.isShown(whileEditing: isEditing) }
    let leading = shown.filter { $0.placement == .leading }.map {
      $0.symbol(isExpanded: isExpanded)
    }
    let trailing = shown.filter { $0.placement == .trailing }.map {
      $0.symbol(isExpanded: isExpanded)
    }
    return (leading + (content.isEmpty ? [] : [content]) + trailing).joined(separator: "  ")
  }
}

extension [CellAccessory] {
  /// The accessory a table's cell shows of these in `isEditing`'s state: the first shown that a
  /// table's cell has a counterpart for (a disclosure indicator, a check mark), else `nil`. A
  /// table shows delete and reorder controls from its editing mode, not from a cell's
  /// accessories, and has no outline disclosure (it indents an outline's rows instead). The
  /// virtual table's cells and UIKit's table cells both answer by it.
  package func tableCellAccessory(isEditing: Bool) -> CellAccessory.AccessoryType? {
    first {
      $0.isShown(whileEditing: isEditing)
        && ($0.accessoryType == .disclosureIndicator || $0.accessoryType == .checkmark)
    }?.accessoryType
  }
}
