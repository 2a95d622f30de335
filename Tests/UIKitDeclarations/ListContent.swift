public import Foundation

// List content on cells: the presets and values of a list content configuration, a cell's
// system accessories, its indentation and configuration state, as the bridge's list cells use
// them (`ListCells.swift` in TableSourceUIKit).

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) (a convenience
  /// initializer; the stand-in's designated one is private)
  @available(iOS 13.0, tvOS 13.0, *)
  public convenience init?(systemName name: String) { self.init(standIn: ()) }

  private init(standIn: Void) { super.init() }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UIListContentConfiguration {
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  public static func plainHeader() -> UIListContentConfiguration { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainfooter()
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  public static func plainFooter() -> UIListContentConfiguration { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  public static func groupedHeader() -> UIListContentConfiguration { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedfooter()
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  public static func groupedFooter() -> UIListContentConfiguration { declarationOnly() }

  #if !TABLESOURCE_STANDIN_TVOS  // Sidebars are unavailable on tvOS.
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarcell()
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(tvOS, unavailable)
    public static func sidebarCell() -> UIListContentConfiguration { declarationOnly() }

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarheader()
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(tvOS, unavailable)
    public static func sidebarHeader() -> UIListContentConfiguration { declarationOnly() }
  #endif

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
  public var image: UIImage? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext
  public var prefersSideBySideTextAndSecondaryText: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct (its conformances
/// and the accessories the bridge does not make are left out)
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/actionhandler
  public typealias ActionHandler = () -> Void

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate
  public enum DisplayedState: Sendable {
    case always
    case whenEditing
    case whenNotEditing
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension
  public enum LayoutDimension {
    case actual
    case standard
    case custom(CGFloat)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions
  public struct DisclosureIndicatorOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {}
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions
  public struct CheckmarkOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {}
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions
  public struct DeleteOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {}
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  public struct ReorderOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/init(ishidden:reservedlayoutwidth:tintcolor:showsverticalseparator:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {}
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicator(displayed:options:)
  public static func disclosureIndicator(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmark(displayed:options:)
  public static func checkmark(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/delete(displayed:options:actionhandler:)
  public static func delete(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.DeleteOptions = DeleteOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory { declarationOnly() }
}

#if !TABLESOURCE_STANDIN_TVOS  // Outline disclosures are unavailable on tvOS.
  @available(iOS 14.0, *)
  @available(tvOS, unavailable)
  extension UICellAccessory {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions
    public struct OutlineDisclosureOptions {
      /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum
      public enum Style {
        case automatic
        case header
        case cell
      }

      /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/init(style:ishidden:reservedlayoutwidth:tintcolor:)
      public init(
        style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
        reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
      ) {}
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)
    public static func outlineDisclosure(
      displayed: UICellAccessory.DisplayedState = .always,
      options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
      actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory { declarationOnly() }
  }
#endif

/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct (its
/// other states and its trait collection are left out)
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellConfigurationState {
  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct/isexpanded
  public var isExpanded: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
  @MainActor public var accessories: [UICellAccessory] {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel
  @MainActor public var indentationLevel: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

extension UITableViewCell {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/indentationlevel (`open` in
  /// UIKit; the bridge does not override it)
  @MainActor public var indentationLevel: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessorytype (`open`
  /// in UIKit; the bridge does not override it)
  @MainActor public var editingAccessoryType: UITableViewCell.AccessoryType {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

extension UICollectionView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  @MainActor public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    declarationOnly()
  }
}
