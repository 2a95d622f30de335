#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  package import Foundation
  package import TableSourceCore
  #if canImport(UIKit)
    package import UIKit
  #else
    package import UIKitDeclarations
  #endif

  // A `UICollectionView` as the core sees a platform collection view: one UIKit call per
  // requirement. What to check and which calls to make are the core's (`PlatformBridge`),
  // tested on Linux.
  extension UICollectionView: PlatformCollectionView {
    package func registerCell(_ cellClass: AnyClass?, identifier: String) {
      register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    package func registerSupplementaryView(
      _ viewClass: AnyClass?, kind: String, identifier: String
    ) {
      register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    package func dequeueCell(identifier: String, for indexPath: IndexPath)
      -> UICollectionViewCell
    {
      dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    package func dequeueSupplementaryView(
      kind: String, identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// The collection view does not animate by kind of change: `animation` is not used.
    package func performBatch(
      _ calls: [PlatformTableCall], animation: TableSourceCore.RowAnimation,
      completion: ((Bool) -> Void)?
    ) {
      performBatchUpdates(
        {
          for call in calls { self.make(call) }
        }, completion: completion)
    }

    private func make(_ call: PlatformTableCall) {
      switch call {
      case .deleteSections(let sections): deleteSections(sections)
      case .deleteRows(let paths): deleteItems(at: paths)
      case .reloadSections(let sections): reloadSections(sections)
      case .reloadRows(let paths): reloadItems(at: paths)
      case .moveSection(let from, let to): moveSection(from, toSection: to)
      case .moveRow(let from, let to): moveItem(at: from, to: to)
      case .insertSections(let sections): insertSections(sections)
      case .insertRows(let paths): insertItems(at: paths)
      case .reconfigureRows(let paths):
        if #available(iOS 15.0, tvOS 15.0, *) {
          reconfigureItems(at: paths)
        } else {
          reloadItems(at: paths)
        }
      }
    }

    package func reloadAllData() { reloadData() }

    package func readCountsNow() { layoutIfNeeded() }

    package var isInWindow: Bool { window != nil }

    package var visibleRowPaths: [IndexPath] { indexPathsForVisibleItems }

    package var listCellClass: AnyClass? {
      guard #available(iOS 14.0, tvOS 14.0, *) else { return nil }
      return ListCollectionViewCell.self
    }

    package func indexPath(forCell cell: UICollectionViewCell) -> IndexPath? {
      indexPath(for: cell)
    }

    package var sectionTitleViewClass: AnyClass { SectionTitleView.self }

    package func showSectionTitle(_ title: String, in view: UICollectionReusableView) throws {
      guard let titleView = view as? SectionTitleView else {
        throw TableViewError.viewTypeMismatch(
          content: "a section title", expectedView: String(reflecting: SectionTitleView.self),
          actualView: String(reflecting: type(of: view)))
      }
      titleView.label.text = title
    }
  }

  /// The view a section's title header or footer shows in, in a collection view: a label pinned
  /// to the view's margins.
  final class SectionTitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      let margins = layoutMarginsGuide
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
