public import Foundation

// List content on cells: the presets and values of a list content configuration, a cell's
// system accessories, its indentation and configuration state, as the bridge's list cells use
// them (`ListCells.swift` in TableSourceUIKit).

/// https://developer.apple.com/documentation/uikit/uiimage (`Sendable` as UIKit declares it:
/// an image is immutable)
open class UIImage: NSObject, @unchecked Sendable {
  /// The symbol's name: the stand-in's own, so that two images of one symbol are equal, as
  /// UIKit's configurations holding them compare.
  let systemName: String

  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) (a convenience
  /// initializer; the stand-in's designated one is private)
  @available(iOS 13.0, tvOS 13.0, *)
  public convenience init?(systemName name: String) { self.init(standIn: name) }

  private init(standIn name: String) {
    systemName = name
    super.init()
  }

  /// Equal to an image of the same symbol.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIImage)?.systemName == systemName
  }

  /// The symbol name's hash.
  open override var hash: Int { systemName.hashValue }
}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct (the
/// stand-in keeps the values set and the preset made from, so that a test can compare a
/// configuration with the one it expects: UIKit's is `Hashable` too)
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The preset the configuration was made from: the stand-in's own, standing for the styling
  /// a preset gives, by which UIKit's configurations of different presets differ.
  let preset: String

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
  public var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext
  public var prefersSideBySideTextAndSecondaryText = false

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { Self(preset: "cell") }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { Self(preset: "subtitleCell") }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration { Self(preset: "valueCell") }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  public static func plainHeader() -> UIListContentConfiguration { Self(preset: "plainHeader") }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainfooter()
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  public static func plainFooter() -> UIListContentConfiguration { Self(preset: "plainFooter") }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  public static func groupedHeader() -> UIListContentConfiguration {
    Self(preset: "groupedHeader")
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedfooter()
  @available(iOS, introduced: 14.0, deprecated: 18.0)
  @available(tvOS, introduced: 14.0, deprecated: 18.0)
  public static func groupedFooter() -> UIListContentConfiguration {
    Self(preset: "groupedFooter")
  }

  #if !TABLESOURCE_STANDIN_TVOS  // Sidebars are unavailable on tvOS.
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarcell()
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(tvOS, unavailable)
    public static func sidebarCell() -> UIListContentConfiguration { Self(preset: "sidebarCell") }

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarheader()
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(tvOS, unavailable)
    public static func sidebarHeader() -> UIListContentConfiguration {
      Self(preset: "sidebarHeader")
    }
  #endif
}

/// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct (its conformances
/// and the accessories the bridge does not make are left out)
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/actionhandler
  public typealias ActionHandler = () -> Void

  // What the accessory was made as: the stand-in's own record, which a test reads.
  /// The system accessory's name: `disclosureIndicator`, `checkmark`, `delete`, `reorder` or
  /// `outlineDisclosure`.
  let kind: String
  /// The editing states it is displayed in.
  let displayed: DisplayedState
  /// Whether its options hide it.
  let isHidden: Bool
  /// The handler it runs when tapped, if it takes one.
  let actionHandler: ActionHandler?

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
    ) {
      self.isHidden = isHidden ?? false
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions/ishidden
    public var isHidden: Bool
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions
  public struct CheckmarkOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/ishidden
    public var isHidden: Bool
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions
  public struct DeleteOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/ishidden
    public var isHidden: Bool
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  public struct ReorderOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/init(ishidden:reservedlayoutwidth:tintcolor:showsverticalseparator:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/ishidden
    public var isHidden: Bool
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicator(displayed:options:)
  public static func disclosureIndicator(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: "disclosureIndicator", displayed: displayed, isHidden: options.isHidden,
      actionHandler: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmark(displayed:options:)
  public static func checkmark(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: "checkmark", displayed: displayed, isHidden: options.isHidden, actionHandler: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/delete(displayed:options:actionhandler:)
  public static func delete(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.DeleteOptions = DeleteOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: "delete", displayed: displayed, isHidden: options.isHidden,
      actionHandler: actionHandler)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      kind: "reorder", displayed: displayed, isHidden: options.isHidden, actionHandler: nil)
  }
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
      ) {
        self.isHidden = isHidden ?? false
      }

      /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/ishidden
      public var isHidden: Bool
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)
    public static func outlineDisclosure(
      displayed: UICellAccessory.DisplayedState = .always,
      options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
      actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
      UICellAccessory(
        kind: "outlineDisclosure", displayed: displayed, isHidden: options.isHidden,
        actionHandler: actionHandler)
    }
  }
#endif

/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct (its
/// other states and its trait collection are left out)
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellConfigurationState {
  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct/isexpanded
  public var isExpanded = false
}

extension UICollectionView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  @MainActor public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    declarationOnly()
  }
}
