#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitDeclarations)
  public import Foundation
  import TableSourceCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  // Each answer is the core's (`RowAnswers.swift`), the one the table's adapter gives, with the
  // app's delegate asked where the rows and sections leave the question open. The methods the
  // adapter leaves out (display notifications, deselection, the flow layout's item sizes,
  // insets and spacings) reach the app's delegate by message forwarding, unchanged.

  extension CollectionViewAdapter: UICollectionViewDelegateFlowLayout {
    // MARK: Selection (C-I3)

    /// The row's `RowBehavior.isSelectable`, else the app's delegate's answer, else `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      guard let source else { return true }
      return source.highlightsRow(at: indexPath) {
        appDelegate?.shouldHighlight(collectionView, indexPath).answer
      }
    }

    /// `false` for a row that is not selectable, else the app's delegate's answer, else `true`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      guard let source else { return true }
      let asked = appDelegate.map { delegate in
        { delegate.shouldSelect(collectionView, indexPath).or(true) ? indexPath : nil }
      }
      return source.selectsRow(at: indexPath, otherwise: asked) != nil
    }

    /// Runs the row's `RowBehavior.onSelect`, then tells the app's delegate.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      source?.rowWasSelected(at: indexPath)
      appDelegate?.didSelect(collectionView, indexPath)
    }

    // MARK: The two-finger pan (C-I5; iOS only, as its delegate methods are)

    #if !os(tvOS) && !TABLESOURCE_STANDIN_TVOS
      /// The app's delegate's answer; without one, `allowsMultipleSelectionDuringEditing` (`false`
      /// before iOS 14), which is what UIKit reads when its delegate does not implement this
      /// method. UIKit hears that the adapter implements it only when the app's delegate does
      /// (`responds(to:)`), so that UIKit's own default decides otherwise, as without TableSource.
      public func collectionView(
        _ collectionView: UICollectionView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
      ) -> Bool {
        if let answer = appDelegate?.shouldBeginMultipleSelection(collectionView, indexPath).answer
        {
          return answer
        }
        guard #available(iOS 14.0, *) else { return false }
        return collectionView.allowsMultipleSelectionDuringEditing
      }

      /// Tells the app's delegate: the pan began on the item, and the collection view is in
      /// editing mode.
      public func collectionView(
        _ collectionView: UICollectionView,
        didBeginMultipleSelectionInteractionAt indexPath: IndexPath
      ) {
        appDelegate?.didBeginMultipleSelection(collectionView, indexPath)
      }

      /// Tells the app's delegate: the fingers lifted; the collection view stays in editing mode.
      public func collectionViewDidEndMultipleSelectionInteraction(
        _ collectionView: UICollectionView
      ) {
        appDelegate?.didEndMultipleSelection(collectionView)
      }
    #endif

    // MARK: Interactive movement (C-J1, C-J2)

    /// The data source's target for a move (a `DiffableDataSource`'s reordering handlers),
    /// else the app's delegate's, else the proposal: what UIKit asks before iOS 15.
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      editable?.moveTarget(from: currentIndexPath, proposed: proposedIndexPath)
        ?? appDelegate?.moveTarget(collectionView, currentIndexPath, proposedIndexPath).answer
        ?? proposedIndexPath
    }

    /// What UIKit asks from iOS 15, in place of the method above when implemented: answered
    /// here too, so that an app's delegate implementing it cannot take the move past the data
    /// source. The data source's target, else the app's delegate's (this method's, else the
    /// older one's), else the proposal.
    @available(iOS 15.0, tvOS 15.0, *)
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      if let target = editable?.moveTarget(from: originalIndexPath, proposed: proposedIndexPath) {
        return target
      }
      guard let appDelegate else { return proposedIndexPath }
      return appDelegate.moveTarget(
        collectionView, originalIndexPath, currentIndexPath, proposedIndexPath
      ).answer
        ?? appDelegate.moveTarget(collectionView, currentIndexPath, proposedIndexPath).answer
        ?? proposedIndexPath
    }

    // MARK: The flow layout's header and footer sizes (C-C9)

    /// Zero for a section without a header, so that the flow layout does not ask for one (UIKit
    /// accepts no `nil` view, C-A6); else the app's delegate's size, else the layout's
    /// `headerReferenceSize`.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      referenceSize(.header, collectionView, collectionViewLayout, section)
    }

    /// Zero for a section without a footer, else as the header's.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      referenceSize(.footer, collectionView, collectionViewLayout, section)
    }

    private func referenceSize(
      _ kind: SupplementaryKind, _ collectionView: UICollectionView,
      _ layout: UICollectionViewLayout, _ section: Int
    ) -> CGSize {
      let flow = layout as? UICollectionViewFlowLayout
      let layoutDefault = kind == .header ? flow?.headerReferenceSize : flow?.footerReferenceSize
      return source?.referenceSize(kind, inSection: section, layoutDefault: layoutDefault ?? .zero)
      {
        appDelegate?.referenceSize(kind, collectionView, layout, section).answer
      } ?? .zero
    }
  }

  /// The app's own delegate of a collection view, asked what TableSource leaves open; each
  /// answer says whether the delegate implements the method, as the table's `AppDelegate`.
  @MainActor
  struct CollectionAppDelegate {
    let base: any UICollectionViewDelegate

    func shouldHighlight(_ collectionView: UICollectionView, _ indexPath: IndexPath)
      -> DelegateAnswer<Bool>
    {
      askOptional(base.collectionView(_:shouldHighlightItemAt:)) { $0(collectionView, indexPath) }
    }

    func shouldSelect(_ collectionView: UICollectionView, _ indexPath: IndexPath)
      -> DelegateAnswer<Bool>
    {
      askOptional(base.collectionView(_:shouldSelectItemAt:)) { $0(collectionView, indexPath) }
    }

    func didSelect(_ collectionView: UICollectionView, _ indexPath: IndexPath) {
      _ = askOptional(base.collectionView(_:didSelectItemAt:)) { $0(collectionView, indexPath) }
    }

    #if !os(tvOS) && !TABLESOURCE_STANDIN_TVOS
      func shouldBeginMultipleSelection(_ collectionView: UICollectionView, _ indexPath: IndexPath)
        -> DelegateAnswer<Bool>
      {
        askOptional(base.collectionView(_:shouldBeginMultipleSelectionInteractionAt:)) {
          $0(collectionView, indexPath)
        }
      }

      func didBeginMultipleSelection(_ collectionView: UICollectionView, _ indexPath: IndexPath) {
        _ = askOptional(base.collectionView(_:didBeginMultipleSelectionInteractionAt:)) {
          $0(collectionView, indexPath)
        }
      }

      func didEndMultipleSelection(_ collectionView: UICollectionView) {
        _ = askOptional(base.collectionViewDidEndMultipleSelectionInteraction(_:)) {
          $0(collectionView)
        }
      }
    #endif

    @available(iOS, deprecated: 15.0)
    @available(tvOS, deprecated: 15.0)
    func moveTarget(
      _ collectionView: UICollectionView, _ current: IndexPath, _ proposed: IndexPath
    ) -> DelegateAnswer<IndexPath> {
      askOptional(base.collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)) {
        $0(collectionView, current, proposed)
      }
    }

    @available(iOS 15.0, tvOS 15.0, *)
    func moveTarget(
      _ collectionView: UICollectionView, _ original: IndexPath, _ current: IndexPath,
      _ proposed: IndexPath
    ) -> DelegateAnswer<IndexPath> {
      askOptional(
        base.collectionView(
          _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:
          toProposedIndexPath:)
      ) { $0(collectionView, original, current, proposed) }
    }

    func referenceSize(
      _ kind: SupplementaryKind, _ collectionView: UICollectionView,
      _ layout: UICollectionViewLayout, _ section: Int
    ) -> DelegateAnswer<CGSize> {
      guard let flow = base as? any UICollectionViewDelegateFlowLayout else {
        return .notImplemented
      }
      switch kind {
      case .header:
        return askOptional(flow.collectionView(_:layout:referenceSizeForHeaderInSection:)) {
          $0(collectionView, layout, section)
        }
      case .footer:
        return askOptional(flow.collectionView(_:layout:referenceSizeForFooterInSection:)) {
          $0(collectionView, layout, section)
        }
      }
    }
  }
#endif
