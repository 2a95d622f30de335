#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import TableSourceVirtualCollection
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  extension UICollectionViewCompositionalLayout {
    /// UIKit's compositional layout for `layout`: its scroll direction and inter-section
    /// spacing, and each section as `layout`'s provider makes it, asked when UIKit asks for the
    /// section (with the container's effective content size), its items, groups, dimensions,
    /// content insets, edge spacing, inter-item and inter-group spacing, boundary supplementary
    /// items (pinned or not) and orthogonal scrolling behaviour mapped one to one.
    ///
    /// A group with a count uses `repeatingSubitem:count:` from iOS 16, with the subitem sized
    /// so that `count` copies fill the group as the virtual layout fills it, where UIKit's
    /// dimensions can say that length exactly (no inter-item spacing, edge spacing or content
    /// insets along the group's axis, or a group of absolute length); otherwise, and before
    /// iOS 16, it uses `subitem:count:`, which sizes the copies to fill the group itself.
    ///
    /// A list (`CompositionalLayout.list(using:)`) is made of UIKit's list sections with the
    /// configuration `UICollectionLayoutListConfiguration(_:onError:)` maps, whose swipe action
    /// errors go to `onError`. Before iOS 14, which has no list sections, each section is the
    /// nearest compositional one: full-width rows of estimated height with the configuration's
    /// headers and footers. A section the provider makes with
    /// `LayoutSection.list(using:layoutEnvironment:)` becomes UIKit's list section in the same
    /// way, its own content insets and boundary items kept.
    ///
    /// Later changes to `layout` do not reach the UIKit layout.
    ///
    /// - Complexity: O(1); each section costs O(s) for s items and groups in its description,
    ///   when UIKit asks for it.
    public convenience init(
      _ layout: CompositionalLayout,
      onError: @escaping @MainActor (any Error) -> Void = { print("TableSource: \($0)") }
    ) {
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection =
        layout.configuration.scrollDirection == .vertical ? .vertical : .horizontal
      configuration.interSectionSpacing = layout.configuration.interSectionSpacing
      switch layout.content {
      case .sections(let provider):
        self.init(
          sectionProvider: { index, environment in
            let size = environment.container.effectiveContentSize
            return provider(index, LayoutEnvironment(containerSize: size))
              .uiKit(in: environment, onError: onError)
          }, configuration: configuration)
      case .list(let rows):
        if #available(iOS 14.0, tvOS 14.0, *) {
          let list = UICollectionLayoutListConfiguration(rows.configuration, onError: onError)
          self.init(sectionProvider: list.sectionProvider, configuration: configuration)
        } else {
          let section = rows.configuration.sectionBeforeLists
          self.init(sectionProvider: { _, _ in section.uiKit }, configuration: configuration)
        }
      }
    }
  }

  // One mapping per description type, each to UIKit's class of the same role.

  extension LayoutSection {
    /// UIKit's section.
    @MainActor var uiKit: NSCollectionLayoutSection {
      let section = NSCollectionLayoutSection(group: group.uiKit)
      section.interGroupSpacing = interGroupSpacing
      section.contentInsets = contentInsets.uiKit
      section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.uiKit)
      section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.uiKit
      return section
    }
  }

  extension LayoutSection {
    /// UIKit's section for one a section provider made: a list section
    /// (`LayoutSection.list(using:layoutEnvironment:)`) becomes UIKit's
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` of the configuration
    /// `UICollectionLayoutListConfiguration(_:onError:)` maps, with the section's content insets
    /// added to the list's own and its boundary items after the list's, as the virtual layout
    /// places them; before iOS 14, ``sectionBeforeLists``. Any other section maps one to one.
    @MainActor
    func uiKit(
      in environment: any NSCollectionLayoutEnvironment,
      onError: @escaping @MainActor (any Error) -> Void
    ) -> NSCollectionLayoutSection {
      guard let list, let plain = sectionBeforeLists else { return uiKit }
      guard #available(iOS 14.0, tvOS 14.0, *) else { return plain.uiKit }
      let section = NSCollectionLayoutSection.list(
        using: UICollectionLayoutListConfiguration(list.configuration, onError: onError),
        layoutEnvironment: environment)
      if contentInsets != .zero {
        section.contentInsets = (DirectionalEdgeInsets(section.contentInsets) + contentInsets).uiKit
      }
      if !boundarySupplementaryItems.isEmpty {
        section.boundarySupplementaryItems += boundarySupplementaryItems.map(\.uiKit)
      }
      return section
    }

    /// For a list section, the nearest compositional section where UIKit has no list sections
    /// (before iOS 14): the list's (`CollectionLayoutListConfiguration`'s `sectionBeforeLists`)
    /// with this section's content insets added and its boundary items after the list's;
    /// `nil` for any other section.
    var sectionBeforeLists: LayoutSection? {
      guard var plain = list?.configuration.sectionBeforeLists else { return nil }
      plain.contentInsets = plain.contentInsets + contentInsets
      plain.boundarySupplementaryItems += boundarySupplementaryItems
      return plain
    }
  }

  extension DirectionalEdgeInsets {
    /// TableSource's insets for UIKit's.
    init(_ insets: NSDirectionalEdgeInsets) {
      self.init(
        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }

    /// The insets of both, edge by edge.
    static func + (lhs: Self, rhs: Self) -> Self {
      Self(
        top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading, bottom: lhs.bottom + rhs.bottom,
        trailing: lhs.trailing + rhs.trailing)
    }
  }

  extension LayoutGroup {
    /// UIKit's group.
    @MainActor var uiKit: NSCollectionLayoutGroup {
      let size = layoutSize.uiKit
      let horizontal = axis == .horizontal
      let group: NSCollectionLayoutGroup
      if let count, let subitem = subitems.first {
        if #available(iOS 16.0, tvOS 16.0, *), let sized = repeatedSubitem {
          group = repeating(sized, count: count, size: size)
        } else {
          let item = subitem.uiKitItem
          group =
            horizontal
            ? .horizontal(layoutSize: size, subitem: item, count: count)
            : .vertical(layoutSize: size, subitem: item, count: count)
        }
      } else {
        let items = subitems.map(\.uiKitItem)
        group =
          horizontal
          ? .horizontal(layoutSize: size, subitems: items)
          : .vertical(layoutSize: size, subitems: items)
      }
      group.interItemSpacing = interItemSpacing?.uiKit
      group.contentInsets = contentInsets.uiKit
      group.edgeSpacing = edgeSpacing?.uiKit
      return group
    }

    /// A group of `count` copies of `subitem` that keeps the subitem's size, as iOS 16 makes it.
    @MainActor
    @available(iOS 16.0, tvOS 16.0, *)
    private func repeating(_ subitem: any LayoutSubitem, count: Int, size: NSCollectionLayoutSize)
      -> NSCollectionLayoutGroup
    {
      axis == .horizontal
        ? .horizontal(layoutSize: size, repeatingSubitem: subitem.uiKitItem, count: count)
        : .vertical(layoutSize: size, repeatingSubitem: subitem.uiKitItem, count: count)
    }

    /// For a group with a count, its subitem sized along the group's axis so that `count`
    /// copies fill the group as the virtual layout fills it, for UIKit's
    /// `repeatingSubitem:count:` (which keeps the subitem's size); `nil` when UIKit's dimensions
    /// cannot say that length exactly, or the group has no count.
    ///
    /// With nothing between or around the copies along the axis, a copy is `1/count` of the
    /// group; in a group of absolute length, it is the length left after the group's insets and
    /// spacing, shared, less the copy's own edge spacing.
    var repeatedSubitem: (any LayoutSubitem)? {
      guard let count, let subitem = subitems.first else { return nil }
      let horizontal = axis == .horizontal
      let gap = interItemSpacing?.minimum ?? 0
      let insets =
        horizontal
        ? contentInsets.leading + contentInsets.trailing
        : contentInsets.top + contentInsets.bottom
      let edges =
        horizontal
        ? [subitem.edgeSpacing?.leading, subitem.edgeSpacing?.trailing]
        : [subitem.edgeSpacing?.top, subitem.edgeSpacing?.bottom]
      let around = edges.reduce(0) { $0 + ($1?.minimum ?? 0) }
      let length: LayoutDimension
      if gap == 0 && insets == 0 && around == 0 {
        let fraction = 1 / CGFloat(count)
        length = horizontal ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
      } else if case .absolute(let total) = horizontal
        ? layoutSize.widthDimension : layoutSize.heightDimension
      {
        let slot = (max(0, total - insets) - gap * CGFloat(count - 1)) / CGFloat(count)
        length = .absolute(max(0, slot - around))
      } else {
        return nil
      }
      return subitem.resized(along: axis, to: length)
    }
  }

  extension LayoutSubitem {
    /// UIKit's item or group: a ``LayoutGroup`` is a group, anything else an item of its size,
    /// insets and edge spacing, as the virtual layout treats it.
    @MainActor var uiKitItem: NSCollectionLayoutItem {
      if let group = self as? LayoutGroup { return group.uiKit }
      let item = NSCollectionLayoutItem(layoutSize: layoutSize.uiKit)
      item.contentInsets = contentInsets.uiKit
      item.edgeSpacing = edgeSpacing?.uiKit
      return item
    }

    /// The subitem with its length along `axis` set to `length`: a group stays a group, anything
    /// else becomes a ``LayoutItem`` of the same size, insets and edge spacing.
    func resized(along axis: LayoutGroup.Axis, to length: LayoutDimension) -> any LayoutSubitem {
      func resize(_ size: inout LayoutSize) {
        if axis == .horizontal {
          size.widthDimension = length
        } else {
          size.heightDimension = length
        }
      }
      if var group = self as? LayoutGroup {
        resize(&group.layoutSize)
        return group
      }
      var item = LayoutItem(layoutSize: layoutSize)
      item.contentInsets = contentInsets
      item.edgeSpacing = edgeSpacing
      resize(&item.layoutSize)
      return item
    }
  }

  extension LayoutBoundarySupplementaryItem {
    /// UIKit's boundary supplementary item, of the same element kind.
    @MainActor var uiKit: NSCollectionLayoutBoundarySupplementaryItem {
      let item = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize.uiKit, elementKind: elementKind, alignment: alignment.uiKit,
        absoluteOffset: absoluteOffset)
      item.pinToVisibleBounds = pinToVisibleBounds
      return item
    }
  }

  extension LayoutSize {
    /// UIKit's size.
    @MainActor var uiKit: NSCollectionLayoutSize {
      NSCollectionLayoutSize(
        widthDimension: widthDimension.uiKit, heightDimension: heightDimension.uiKit)
    }
  }

  extension LayoutDimension {
    /// UIKit's dimension.
    @MainActor var uiKit: NSCollectionLayoutDimension {
      switch self {
      case .absolute(let length): .absolute(length)
      case .estimated(let length): .estimated(length)
      case .fractionalWidth(let fraction): .fractionalWidth(fraction)
      case .fractionalHeight(let fraction): .fractionalHeight(fraction)
      }
    }
  }

  extension LayoutSpacing {
    /// UIKit's spacing.
    @MainActor var uiKit: NSCollectionLayoutSpacing {
      switch self {
      case .fixed(let length): .fixed(length)
      case .flexible(let length): .flexible(length)
      }
    }
  }

  extension LayoutEdgeSpacing {
    /// UIKit's edge spacing.
    @MainActor var uiKit: NSCollectionLayoutEdgeSpacing {
      NSCollectionLayoutEdgeSpacing(
        leading: leading?.uiKit, top: top?.uiKit, trailing: trailing?.uiKit, bottom: bottom?.uiKit)
    }
  }

  extension DirectionalEdgeInsets {
    /// UIKit's insets.
    var uiKit: NSDirectionalEdgeInsets {
      NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
  }

  extension RectAlignment {
    /// UIKit's alignment.
    var uiKit: NSRectAlignment {
      switch self {
      case .none: .none
      case .top: .top
      case .topLeading: .topLeading
      case .leading: .leading
      case .bottomLeading: .bottomLeading
      case .bottom: .bottom
      case .bottomTrailing: .bottomTrailing
      case .trailing: .trailing
      case .topTrailing: .topTrailing
      }
    }
  }

  extension OrthogonalScrollingBehavior {
    /// UIKit's behaviour.
    var uiKit: UICollectionLayoutSectionOrthogonalScrollingBehavior {
      switch self {
      case .none: .none
      case .continuous: .continuous
      case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
      case .paging: .paging
      case .groupPaging: .groupPaging
      case .groupPagingCentered: .groupPagingCentered
      }
    }
  }
#endif
