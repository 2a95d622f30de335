public import Foundation

/// The settings of a flow layout: the TableSource counterpart of
/// `UICollectionViewFlowLayout`, with UIKit's defaults (C-C1).
///
/// A flow layout breaks each section's items into lines, justifies full lines, and stacks
/// sections with their headers and footers along the scroll direction (C-C3–C-C11). The
/// collection view's flow-layout delegate may answer any of the sizes, insets and spacings per
/// section or item; its answer wins over the property (C-C2).
@MainActor
public final class FlowLayout: CollectionViewLayout {
  /// The direction the content scrolls in (C-C11).
  public enum ScrollDirection: Sendable, Hashable {
    /// Lines run across, and sections stack downwards.
    case vertical
    /// Lines run downwards (columns), and sections stack to the right.
    case horizontal
  }

  /// How a section's last line spaces its items when it is not full (C-C6).
  public enum LastLineSpacing: Sendable, Hashable {
    /// As if the line were full of copies of its last item: the items start at the leading
    /// inset and keep the gaps a full line would have. UIKit's behaviour, the default.
    case asFullLine
    /// The items start at the leading inset, `minimumInteritemSpacing` apart: the left-aligned
    /// last line reported for items of different heights (radar 20825965).
    case minimum
  }

  /// The settings as a value: what a layout pass reads.
  package struct Configuration: Sendable, Hashable {
    package var itemSize = CGSize(width: 50, height: 50)
    package var minimumLineSpacing: CGFloat = 10
    package var minimumInteritemSpacing: CGFloat = 10
    package var sectionInset = EdgeInsets.zero
    package var headerReferenceSize = CGSize.zero
    package var footerReferenceSize = CGSize.zero
    package var scrollDirection = ScrollDirection.vertical
    package var estimatedItemSize = CGSize.zero
    package var sectionHeadersPinToVisibleBounds = false
    package var sectionFootersPinToVisibleBounds = false
    package var lastLineSpacing = LastLineSpacing.asFullLine

    package init() {}

    /// Whether items size themselves (C-D1): the estimated size is not zero.
    package var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The size an item has until it is measured: the estimated size, or the item size when the
    /// estimate is ``FlowLayout/automaticSize``.
    package var estimate: CGSize {
      estimatedItemSize == FlowLayout.automaticSize ? itemSize : estimatedItemSize
    }
  }

  /// A layout with UIKit's defaults (C-C1).
  override public init() {}

  /// The settings as a value.
  package private(set) var configuration = Configuration()

  override package var scrollsVertically: Bool { configuration.scrollDirection == .vertical }

  override package func makeGeometry(
    itemCounts: [Int], boundsSize: CGSize, view: VirtualCollectionView
  ) -> any CollectionLayoutGeometry {
    FlowLayoutGeometry(
      configuration: configuration, boundsSize: boundsSize, itemCounts: itemCounts,
      source: view.layoutSource)
  }

  private func update<Value: Equatable>(
    _ keyPath: WritableKeyPath<Configuration, Value>, _ value: Value
  ) {
    guard configuration[keyPath: keyPath] != value else { return }
    configuration[keyPath: keyPath] = value
    invalidate()
  }

  /// The size of every item the delegate does not size: 50 × 50 by default.
  public var itemSize: CGSize {
    get { configuration.itemSize }
    set { update(\.itemSize, newValue) }
  }
  /// The least space between two lines (rows when scrolling vertically): 10 by default. It goes
  /// between lines only (C-C8).
  public var minimumLineSpacing: CGFloat {
    get { configuration.minimumLineSpacing }
    set { update(\.minimumLineSpacing, newValue) }
  }
  /// The least space between two items of a line: 10 by default. Full lines spread their items
  /// further apart (C-C4).
  public var minimumInteritemSpacing: CGFloat {
    get { configuration.minimumInteritemSpacing }
    set { update(\.minimumInteritemSpacing, newValue) }
  }
  /// The space around each section's lines, inside its header and footer (C-C10): zero by
  /// default.
  public var sectionInset: EdgeInsets {
    get { configuration.sectionInset }
    set { update(\.sectionInset, newValue) }
  }
  /// The size of section headers: only its length along the scroll direction counts, and zero
  /// there means no header (C-C9). Zero by default.
  public var headerReferenceSize: CGSize {
    get { configuration.headerReferenceSize }
    set { update(\.headerReferenceSize, newValue) }
  }
  /// The size of section footers, read as ``headerReferenceSize`` is. Zero by default.
  public var footerReferenceSize: CGSize {
    get { configuration.footerReferenceSize }
    set { update(\.footerReferenceSize, newValue) }
  }
  /// The direction the content scrolls in: vertical by default (C-C11).
  public var scrollDirection: ScrollDirection {
    get { configuration.scrollDirection }
    set { update(\.scrollDirection, newValue) }
  }
  /// The size items are taken to have until they are measured; zero, the default, turns
  /// self-sizing off (C-D1). While it is on, the delegate is not asked for item sizes.
  public var estimatedItemSize: CGSize {
    get { configuration.estimatedItemSize }
    set { update(\.estimatedItemSize, newValue) }
  }
  /// A value for ``estimatedItemSize`` that turns self-sizing on with ``itemSize`` as the
  /// estimate: the counterpart of `UICollectionViewFlowLayout.automaticSize`. It is a marker,
  /// not a size.
  nonisolated public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  /// Whether a section's header stays at the leading edge of the visible area while the section
  /// shows: `false` by default (C-C13).
  public var sectionHeadersPinToVisibleBounds: Bool {
    get { configuration.sectionHeadersPinToVisibleBounds }
    set { update(\.sectionHeadersPinToVisibleBounds, newValue) }
  }
  /// Whether a section's footer stays at the trailing edge of the visible area while the
  /// section shows: `false` by default (C-C13).
  public var sectionFootersPinToVisibleBounds: Bool {
    get { configuration.sectionFootersPinToVisibleBounds }
    set { update(\.sectionFootersPinToVisibleBounds, newValue) }
  }
  /// How a last line that is not full spaces its items: as a full line by default, as UIKit
  /// does (C-C6).
  public var lastLineSpacing: LastLineSpacing {
    get { configuration.lastLineSpacing }
    set { update(\.lastLineSpacing, newValue) }
  }
}
