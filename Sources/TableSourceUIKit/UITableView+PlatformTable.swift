#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  package import Foundation
  package import TableSourceCore
  #if canImport(UIKit)
    package import UIKit
  #else
    package import UIKitDeclarations
  #endif

  // A `UITableView` as the core sees a platform table: one UIKit call per requirement. What to
  // check and which calls to make are the core's (`PlatformTableBridge`), tested on Linux.
  extension UITableView: PlatformTable {
    package func registerCell(_ cellClass: AnyClass?, identifier: String) {
      register(cellClass, forCellReuseIdentifier: identifier)
    }

    package func registerHeaderFooterView(_ viewClass: AnyClass?, identifier: String) {
      register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    package func dequeueCell(identifier: String, for indexPath: IndexPath) -> UITableViewCell {
      dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    package func dequeueHeaderFooterView(identifier: String) -> UITableViewHeaderFooterView? {
      dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    package func performBatch(
      _ calls: [PlatformTableCall], animation: TableSourceCore.RowAnimation,
      completion: ((Bool) -> Void)?
    ) {
      let animation = UITableView.RowAnimation(animation)
      performBatchUpdates(
        {
          for call in calls { self.make(call, animation: animation) }
        }, completion: completion)
    }

    private func make(_ call: PlatformTableCall, animation: UITableView.RowAnimation) {
      switch call {
      case .deleteSections(let sections): deleteSections(sections, with: animation)
      case .deleteRows(let paths): deleteRows(at: paths, with: animation)
      case .reloadSections(let sections): reloadSections(sections, with: animation)
      case .reloadRows(let paths): reloadRows(at: paths, with: animation)
      case .moveSection(let from, let to): moveSection(from, toSection: to)
      case .moveRow(let from, let to): moveRow(at: from, to: to)
      case .insertSections(let sections): insertSections(sections, with: animation)
      case .insertRows(let paths): insertRows(at: paths, with: animation)
      case .reconfigureRows(let paths):
        if #available(iOS 15.0, tvOS 15.0, *) {
          reconfigureRows(at: paths)
        } else {
          reloadRows(at: paths, with: .none)
        }
      }
    }

    package func reloadAllData() { reloadData() }

    package func readCountsNow() { layoutIfNeeded() }

    package var isInWindow: Bool { window != nil }

    package var visibleRowPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

    package var listCellClass: AnyClass? {
      guard #available(iOS 14.0, tvOS 14.0, *) else { return nil }
      return ListTableViewCell.self
    }
  }

  extension UITableView.RowAnimation {
    /// UIKit's animation for TableSource's.
    init(_ animation: TableSourceCore.RowAnimation) {
      switch animation {
      case .automatic: self = .automatic
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .middle: self = .middle
      case .none: self = .none
      }
    }
  }
#endif
