#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  import Foundation
  import TableSourceCore
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDeclarations
  #endif

  // A `ListRow` on UIKit: each adapter names a list cell class (`listCellClass`), which shows
  // the row's `ListContentConfiguration` as UIKit's `UIListContentConfiguration` and its
  // `CellAccessory`s as UIKit's accessories. Content configurations are iOS 14's and tvOS 14's:
  // before them a view has no list cell class, and a list row's cell is the typed error
  // `TableViewError.unsupportedViewClass`, never a crash.
  //
  // Each cell has two `defaultContentConfiguration()`: UIKit's, returning
  // `UIListContentConfiguration`, and `ListContentCell`'s, returning TableSource's
  // `ListContentConfiguration`. Overloads by return type compile (neither is `@objc`, so their
  // selectors cannot clash), but an untyped `let c = cell.defaultContentConfiguration()` on these
  // classes is ambiguous: state the type. The classes are internal, so an app never meets this;
  // `ListRow` calls the protocol's through `any ListContentCell`.

  /// The cell a UIKit table shows a `ListRow` in: the row's content as the cell's
  /// `contentConfiguration`, and of its accessories the one a table's cell has a counterpart for
  /// (a disclosure indicator or a check mark) as `accessoryType`, with the one shown while
  /// editing as `editingAccessoryType`. A table's cell cannot show the other accessories: a
  /// table draws delete and reorder controls from its editing mode (the row's `canEdit`, the data
  /// source's reordering), and has no outline disclosure, so an outline's rows are indented by
  /// their level and expand only through the data source's applies.
  @available(iOS 14.0, tvOS 14.0, *)
  final class ListTableViewCell: UITableViewCell, ListContentCell {
    /// An empty `ListContentConfiguration.cell()`, what UIKit's table cell starts from.
    func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// Shows `content` and the accessories a table's cell has.
    func showListContent(_ content: ListContentConfiguration, accessories: [CellAccessory]) {
      contentConfiguration = UIListContentConfiguration(content)
      accessoryType = AccessoryType(accessories.tableCellAccessory(isEditing: false))
      editingAccessoryType = AccessoryType(accessories.tableCellAccessory(isEditing: true))
    }
  }

  /// The list cell a UIKit collection view shows a `ListRow` in: the row's content as the cell's
  /// `contentConfiguration`, its accessories as UIKit's system accessories, each in the editing
  /// states it names. An outline disclosure's tap goes to ``outlineDisclosureTapped``, which the
  /// adapter routes to the data source's disclosure path (C-K9); the disclosure turns by
  /// ``isOutlineExpanded``, given to UIKit as the configuration state's `isExpanded` (UIKit's own
  /// diffable data source sets that state; TableSource's sets it here).
  @available(iOS 14.0, tvOS 14.0, *)
  final class ListCollectionViewCell: UICollectionViewListCell, ListContentCell {
    /// What a tap on the outline disclosure runs: set by the adapter each time it shows the
    /// cell.
    var outlineDisclosureTapped: (@MainActor (ListCollectionViewCell) -> Void)?

    /// Whether the cell's item is expanded in its outline.
    var isOutlineExpanded = false {
      didSet {
        // UIKit asks for the configuration state again only when told that it changed.
        if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() }
      }
    }

    /// UIKit's state, with the outline's expanded state, which the outline disclosure reads.
    override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state.isExpanded = isOutlineExpanded
      return state
    }

    /// An empty `ListContentConfiguration.cell()`, what UIKit's list cell starts from.
    func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// Shows `content` and `accessories`.
    func showListContent(_ content: ListContentConfiguration, accessories: [CellAccessory]) {
      contentConfiguration = UIListContentConfiguration(content)
      self.accessories = accessories.compactMap { accessory in
        UICellAccessory.make(accessory) { [weak self] in
          guard let self else { return }
          self.outlineDisclosureTapped?(self)
        }
      }
    }
  }

  // MARK: - TableSource's values as UIKit's

  @available(iOS 14.0, tvOS 14.0, *)
  extension UIListContentConfiguration {
    /// UIKit's configuration for `content`: its preset, texts, image (by system name) and text
    /// layout.
    init(_ content: ListContentConfiguration) {
      self = Self.preset(content.style)
      text = content.text
      secondaryText = content.secondaryText
      image = content.imageName.flatMap { UIImage(systemName: $0) }
      prefersSideBySideTextAndSecondaryText = content.prefersSideBySideTextAndSecondaryText
    }

    /// UIKit's preset for `style`, one call each. tvOS has no sidebars: a sidebar's cell or
    /// header is a plain cell or header there.
    static func preset(_ style: ListContentConfiguration.Style) -> Self {
      switch style {
      case .cell: .cell()
      case .subtitleCell: .subtitleCell()
      case .valueCell: .valueCell()
      case .plainHeader: .plainHeader()
      case .plainFooter: .plainFooter()
      case .groupedHeader: .groupedHeader()
      case .groupedFooter: .groupedFooter()
      #if os(tvOS) || TABLESOURCE_STANDIN_TVOS
        case .sidebarCell: .cell()
        case .sidebarHeader: .plainHeader()
      #else
        case .sidebarCell: .sidebarCell()
        case .sidebarHeader: .sidebarHeader()
      #endif
      }
    }
  }

  @available(iOS 14.0, tvOS 14.0, *)
  extension UICellAccessory {
    /// UIKit's system accessory for `accessory`, in the editing states it names and hidden as it
    /// is; `nil` for an outline disclosure on tvOS, which has none. An outline disclosure runs
    /// `outlineTapped`; a delete control has no handler, so UIKit reveals the cell's trailing
    /// swipe actions, as it does for any delete accessory without one.
    static func make(
      _ accessory: CellAccessory, outlineTapped: @escaping () -> Void
    ) -> UICellAccessory? {
      let displayed = DisplayedState(accessory.displayed)
      let isHidden = accessory.isHidden
      switch accessory.accessoryType {
      case .disclosureIndicator:
        return .disclosureIndicator(displayed: displayed, options: .init(isHidden: isHidden))
      case .checkmark:
        return .checkmark(displayed: displayed, options: .init(isHidden: isHidden))
      case .delete:
        return .delete(displayed: displayed, options: .init(isHidden: isHidden))
      case .reorder:
        return .reorder(displayed: displayed, options: .init(isHidden: isHidden))
      case .outlineDisclosure:
        #if os(tvOS) || TABLESOURCE_STANDIN_TVOS
          return nil
        #else
          return .outlineDisclosure(
            displayed: displayed, options: .init(isHidden: isHidden), actionHandler: outlineTapped)
        #endif
      }
    }
  }

  @available(iOS 14.0, tvOS 14.0, *)
  extension UICellAccessory.DisplayedState {
    /// UIKit's displayed state for TableSource's.
    init(_ displayed: CellAccessory.DisplayedState) {
      switch displayed {
      case .always: self = .always
      case .whenEditing: self = .whenEditing
      case .whenNotEditing: self = .whenNotEditing
      }
    }
  }

  extension UITableViewCell.AccessoryType {
    /// UIKit's accessory type for the accessory a table's cell shows
    /// (`tableCellAccessory(isEditing:)`): `.none` for none.
    init(_ accessory: CellAccessory.AccessoryType?) {
      switch accessory {
      case .disclosureIndicator: self = .disclosureIndicator
      case .checkmark: self = .checkmark
      default: self = .none
      }
    }
  }

  // MARK: - The adapters' list cells and outlines

  extension CollectionViewAdapter {
    /// Shows the item's place in its outline in a list cell (its level as the indentation, its
    /// expanded state on the disclosure), and routes the cell's disclosure taps to
    /// ``userTappedOutlineDisclosure(of:)``; a cell outside an outline is at level 0, collapsed.
    @available(iOS 14.0, tvOS 14.0, *)
    func showOutlineState(in cell: ListCollectionViewCell, at indexPath: IndexPath) {
      let outline = source as? any OutlineDisclosureSource
      (cell.indentationLevel, cell.isOutlineExpanded) =
        outline?.outlineState(at: indexPath) ?? (0, false)
      cell.outlineDisclosureTapped = { [weak self] in self?.userTappedOutlineDisclosure(of: $0) }
    }

    /// The user tapped a list cell's outline disclosure: the data source expands or collapses
    /// the item by the path the virtual views' taps take (C-K9) — a `DiffableDataSource` asks its
    /// `sectionSnapshotHandlers` and updates the collection view with checked inserts or deletes
    /// — and the cell's disclosure turns. An error goes to ``onError``; nothing changed then.
    /// The path is the core's (`PlatformBridge.userTappedOutlineDisclosure(of:source:)`),
    /// tested on Linux through the recording platform view, which answers `indexPath(for:)`.
    @available(iOS 14.0, tvOS 14.0, *)
    func userTappedOutlineDisclosure(of cell: ListCollectionViewCell) {
      do {
        let outline = source as? any OutlineDisclosureSource
        guard let isExpanded = try bridge.userTappedOutlineDisclosure(of: cell, source: outline)
        else { return }
        cell.isOutlineExpanded = isExpanded
      } catch {
        report(error)
      }
    }
  }

  extension TableViewAdapter {
    /// Indents a list row's cell by its item's level in its section's outline (C-K9), as the
    /// virtual table does.
    @available(iOS 14.0, tvOS 14.0, *)
    func showOutlineLevel(in cell: ListTableViewCell, at indexPath: IndexPath) {
      let outline = source as? any OutlineDisclosureSource
      cell.indentationLevel = outline?.outlineState(at: indexPath).level ?? 0
    }
  }
#endif
