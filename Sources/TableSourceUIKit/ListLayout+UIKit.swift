#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import TableSourceVirtualCollection
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  @available(iOS 14.0, tvOS 14.0, *)
  extension UICollectionLayoutListConfiguration {
    /// UIKit's list configuration with `configuration`'s settings: appearance, header and footer
    /// modes, separators, the header top padding (from iOS 15; earlier UIKit has none and pads
    /// automatically) and the leading and trailing swipe action providers.
    ///
    /// Each provider asks `configuration`'s provider when the user swipes, and maps its actions
    /// as a table row's are mapped. An action's handler is called with the index path the
    /// provider was asked for; an error it throws fails the action and goes to `onError`, which
    /// prints it by default.
    ///
    /// tvOS has no swipe actions, no separator setting, and no inset grouped or sidebar lists:
    /// there the providers and `showsSeparators` are left out, `.insetGrouped` and `.sidebar`
    /// become `.grouped`, and `.sidebarPlain` becomes `.plain`. Later changes to `configuration` do not reach the UIKit configuration.
    @MainActor
    public init(
      _ configuration: CollectionLayoutListConfiguration,
      onError: @escaping @MainActor (any Error) -> Void = { print("TableSource: \($0)") }
    ) {
      self.init(appearance: Appearance(configuration.appearance))
      #if !os(tvOS) && !TABLESOURCE_STANDIN_TVOS
        showsSeparators = configuration.showsSeparators
      #endif
      switch configuration.headerMode {
      case .none: headerMode = .none
      case .supplementary: headerMode = .supplementary
      case .firstItemInSection: headerMode = .firstItemInSection
      }
      footerMode = configuration.footerMode == .supplementary ? .supplementary : .none
      if #available(iOS 15.0, tvOS 15.0, *) {
        // The virtual list reads a negative padding as none.
        headerTopPadding = configuration.headerTopPadding.map { max(0, $0) }
      }
      #if !os(tvOS) && !TABLESOURCE_STANDIN_TVOS
        leadingSwipeActionsConfigurationProvider = Self.provider(
          configuration.leadingSwipeActionsConfigurationProvider, onError)
        trailingSwipeActionsConfigurationProvider = Self.provider(
          configuration.trailingSwipeActionsConfigurationProvider, onError)
      #endif
    }

    /// UIKit's section provider making every section a list section of this configuration, as
    /// `UICollectionViewCompositionalLayout.list(using:)` does.
    @MainActor var sectionProvider: UICollectionViewCompositionalLayoutSectionProvider {
      { _, environment in .list(using: self, layoutEnvironment: environment) }
    }

    #if !os(tvOS) && !TABLESOURCE_STANDIN_TVOS
      /// UIKit's provider asking `provider`, `nil` for none.
      @MainActor
      private static func provider(
        _ provider: CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?,
        _ onError: @escaping @MainActor (any Error) -> Void
      ) -> SwipeActionsConfigurationProvider? {
        guard let provider else { return nil }
        return { indexPath in provider(indexPath)?.uiKit(at: { indexPath }, report: onError) }
      }
    #endif
  }

  @available(iOS 14.0, tvOS 14.0, *)
  extension UICollectionLayoutListConfiguration.Appearance {
    /// UIKit's appearance for TableSource's, the nearest where tvOS lacks it.
    init(_ appearance: CollectionLayoutListConfiguration.Appearance) {
      switch appearance {
      case .plain: self = .plain
      case .grouped: self = .grouped
      #if os(tvOS) || TABLESOURCE_STANDIN_TVOS
        case .insetGrouped, .sidebar: self = .grouped
        case .sidebarPlain: self = .plain
      #else
        case .insetGrouped: self = .insetGrouped
        case .sidebar: self = .sidebar
        case .sidebarPlain: self = .sidebarPlain
      #endif
      }
    }
  }

  extension CollectionLayoutListConfiguration {
    /// The section a list is laid out with where UIKit has no list sections (before iOS 14):
    /// full-width rows (inset as the appearance insets them) with an estimated height of 44,
    /// the headers and footers the modes ask for (pinned where a list pins them, C-E3), and the
    /// appearance's space after each section. Separators, swipe actions and the first item's
    /// header look have no counterpart there.
    var sectionBeforeLists: LayoutSection {
      let metrics = metrics
      let row = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.rowEstimate))
      var section = LayoutSection(
        group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
      section.contentInsets = DirectionalEdgeInsets(
        top: 0, leading: metrics.horizontalInset, bottom: metrics.sectionSpacing,
        trailing: metrics.horizontalInset)
      if metrics.hasHeaders {
        var header = LayoutBoundarySupplementaryItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.headerHeight)),
          elementKind: CollectionElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = metrics.pinsHeaders
        section.boundarySupplementaryItems.append(header)
      }
      if metrics.hasFooters {
        section.boundarySupplementaryItems.append(
          LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.footerHeight)
            ),
            elementKind: CollectionElementKind.sectionFooter, alignment: .bottom))
      }
      return section
    }
  }
#endif
