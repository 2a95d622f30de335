public import Foundation
public import TableSourceCore
public import TableSourceVirtualCollection

/// Finds code that would crash on a device by breaking a collection view's dequeue contract
/// (the collection view's dequeue rules, C-A, and C-H3): the data source runs on the virtual collection view under
/// the strictest release (`UIKitRelease.latest`), and every violation the collection view
/// throws is a finding, even one the app caught with `try?` (on a device it is an exception,
/// which the app cannot catch).
///
/// ```swift
/// let grid = VirtualCollectionView(size: CGSize(width: 320, height: 480))
/// grid.dataSource = photos
/// let report = try DequeueContractAudit().run(on: grid)
/// #expect(report.findings.isEmpty, "\(report)")
/// ```
///
/// The audit reconfigures the items on screen, reloads the collection view, scrolls through the
/// content a page at a time, reconfiguring the items on each page (C-H3), asks for every item's
/// cell and every supplementary view off the screen (each in a request of its own, into new
/// views), and scrolls back. It finds:
///
/// - a dequeue outside a request, or a second one in a request (C-A8, from iOS 18);
/// - a registration made inside the provider and used there (C-A10, from iOS 15);
/// - a reconfiguration whose dequeue asks for another registration or identifier, a change of
///   cell type (C-H3, from iOS 15, where reconfiguring appeared);
/// - a supplementary view of another kind than the one asked for (C-A7, every release);
/// - a view returned that was not dequeued (C-A5, C-A6) or an unregistered identifier (C-A4),
///   in every release.
///
/// ``ReuseAudit/run(on:)-(VirtualCollectionView)`` runs it first.
public struct DequeueContractAudit: Sendable {
  /// The most findings kept of each kind: a bug in the provider repeats on every item.
  public var findingsPerKind = 10

  /// An audit keeping up to `findingsPerKind` findings of each kind.
  public init(findingsPerKind: Int = 10) {
    self.findingsPerKind = findingsPerKind
  }

  /// Runs the data source of `collectionView` under `UIKitRelease.latest` and reports every
  /// violation of the dequeue contract it makes; the collection view's release, offset and
  /// observers are as they were afterwards (its selection is cleared by the reload, as UIKit's
  /// `reloadData()` clears it). Violations the app makes elsewhere meanwhile (a dequeue in
  /// another collection view's callback) are not its findings: the observer is this view's.
  ///
  /// - Throws: Errors of the data source that are not the contract's, from the first requests;
  ///   the findings are in the report, not thrown.
  /// - Complexity: One request per item and supplementary view, and one display of every page.
  @MainActor
  public func run(on collectionView: VirtualCollectionView) throws -> DequeueContractReport {
    var report = DequeueContractReport()
    var seen = Set<DequeueContractFinding>()
    let release = collectionView.release
    let offset = collectionView.contentOffset
    let previousObserver = collectionView.contractObserver
    collectionView.release = .latest
    collectionView.contractObserver = { [weak collectionView] error, path in
      previousObserver?(error, path)
      guard let collectionView,
        let finding = DequeueContractFinding(error, at: path, in: collectionView)
      else { return }
      guard seen.insert(finding).inserted,
        report.findings.filter({ $0.kind == finding.kind }).count < findingsPerKind
      else { return }
      report.findings.append(finding)
    }
    defer {
      collectionView.contractObserver = previousObserver
      collectionView.release = release
    }
    // The items on screen reconfigured as they are (an app reconfigures them when a load
    // arrives), then every page shown after a reload, each reconfigured in turn: the first
    // configuration of each item is on screen, as in the app.
    try? collectionView.layoutIfNeeded()
    let shown = collectionView.indexPathsForVisibleItems
    if !shown.isEmpty { try? collectionView.reconfigureItems(at: shown) }
    collectionView.reloadData()
    try? scrollThrough(collectionView)
    for section in 0..<collectionView.numberOfSections {
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        try Self.tolerating {
          _ = try collectionView.configureDetachedCell(at: path) {
            collectionView.makeDetachedCell(identifier: $0)
          }
        }
        report.requests += 1
      }
    }
    for element in collectionView.allSupplementaryElements {
      try Self.tolerating {
        _ = try collectionView.configureDetachedSupplementaryView(
          ofKind: element.kind, at: element.indexPath
        ) {
          collectionView.makeDetachedSupplementaryView(ofKind: element.kind, identifier: $0)
        }
      }
      report.requests += 1
    }
    try? collectionView.setContentOffset(offset)
    return report
  }

  /// Shows every page of the content, from the start, and reconfigures the items shown on each:
  /// the display passes and reconfigurations, where the contract's checks run on screen. A page
  /// that fails is left as UIKit's error leaves it (the collection view as it was), and the
  /// next one is shown.
  @MainActor
  private func scrollThrough(_ collectionView: VirtualCollectionView) throws {
    let vertical = collectionView.collectionViewLayout.scrollsVertically
    let page = max(1, vertical ? collectionView.bounds.height : collectionView.bounds.width)
    var position: CGFloat = 0
    while true {
      let point = vertical ? CGPoint(x: 0, y: position) : CGPoint(x: position, y: 0)
      try? collectionView.setContentOffset(point)
      let visible = collectionView.indexPathsForVisibleItems
      if !visible.isEmpty { try? collectionView.reconfigureItems(at: visible) }
      let length =
        vertical ? collectionView.contentSize.height : collectionView.contentSize.width
      guard position + page < length else { break }
      position += page
    }
  }

  /// Runs a request, letting the collection view's errors pass (the observer recorded the
  /// contract's; the rest are the display's, which the scroll meets again).
  @MainActor
  private static func tolerating(_ body: () throws -> Void) throws {
    do { try body() } catch is CollectionViewError {} catch {
      // An error the app's data source threw on its own is not a contract finding.
    }
  }
}

/// What a ``DequeueContractAudit`` found.
public struct DequeueContractReport: Sendable, Hashable, CustomStringConvertible {
  /// The violations, in the order the collection view met them.
  public var findings: [DequeueContractFinding] = []
  /// How many views the audit asked for off the screen.
  public var requests = 0

  /// Whether the data source keeps the contract everywhere the audit looked.
  public var isClean: Bool { findings.isEmpty }

  /// A summary line, then every finding.
  public var description: String {
    ([
      "Dequeue contract: \(isClean ? "clean" : "\(findings.count) finding(s)"), \(requests) requests"
    ]
      + findings.map { "  \($0)" }).joined(separator: "\n")
  }
}

/// One violation of the dequeue contract: code that crashes on a device from ``crashesFrom``.
public struct DequeueContractFinding: Sendable, Hashable, CustomStringConvertible {
  /// The kinds of violation, each with its rule.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A dequeue while no request for its index path was in progress (C-A8).
    case dequeueOutsideRequest
    /// A second dequeue in one request (C-A8).
    case dequeueTwice
    /// A registration created inside `cellForItemAt` or a provider, then used (C-A10).
    case registrationInsideProvider
    /// A reconfiguration that dequeues another registration or identifier (C-H3).
    case reconfigureChangesCellType
    /// A supplementary view of another kind than the one asked for (C-A7).
    case supplementaryOfWrongKind
    /// A cell or supplementary view returned that was not dequeued for the request (C-A5, C-A6).
    case viewNotDequeued
    /// A dequeue of an identifier nothing is registered under (C-A4).
    case unregisteredIdentifier

    /// The rule the kind breaks.
    public var rule: String {
      switch self {
      case .dequeueOutsideRequest, .dequeueTwice: "C-A8"
      case .registrationInsideProvider: "C-A10"
      case .reconfigureChangesCellType: "C-H3"
      case .supplementaryOfWrongKind: "C-A7"
      case .viewNotDequeued: "C-A5"
      case .unregisteredIdentifier: "C-A4"
      }
    }

    /// The first release that raises the exception; `nil` for every release.
    public var crashesFrom: UIKitRelease? {
      switch self {
      case .dequeueOutsideRequest, .dequeueTwice: .iOS(18)
      case .registrationInsideProvider, .reconfigureChangesCellType: .iOS(15)
      case .supplementaryOfWrongKind, .viewNotDequeued, .unregisteredIdentifier: nil
      }
    }
  }

  /// What was broken.
  public var kind: Kind
  /// The element kind of the view concerned: `UICollectionElementKindCell` for a cell.
  public var elementKind: String
  /// The index path of the request or dequeue.
  public var indexPath: IndexPath
  /// UIKit's exception reason.
  public var message: String

  /// The first release that crashes; `nil` for every release.
  public var crashesFrom: UIKitRelease? { kind.crashesFrom }

  /// Creates a finding.
  public init(kind: Kind, elementKind: String, indexPath: IndexPath, message: String) {
    self.kind = kind
    self.elementKind = elementKind
    self.indexPath = indexPath
    self.message = message
  }

  /// The finding for a violation the collection view threw, or `nil` for an error that is not
  /// the contract's.
  @MainActor
  init?(_ error: CollectionViewError, at path: IndexPath, in collectionView: VirtualCollectionView)
  {
    let request = collectionView.requestInProgress
    let cell = CollectionElementKind.cell
    switch error {
    case .dequeueWithoutRequest:
      let twice = request?.indexPath == path
      self.init(
        kind: twice ? .dequeueTwice : .dequeueOutsideRequest,
        elementKind: request?.kind ?? cell, indexPath: path, message: error.description)
    case .registrationCreatedInsideProvider:
      self.init(
        kind: .registrationInsideProvider, elementKind: request?.kind ?? cell, indexPath: path,
        message: error.description)
    case .reconfigureIdentifierMismatch:
      self.init(
        kind: .reconfigureChangesCellType, elementKind: cell, indexPath: path,
        message: error.description)
    case .supplementaryKindMismatch(let asked, _):
      self.init(
        kind: .supplementaryOfWrongKind, elementKind: asked, indexPath: path,
        message: error.description)
    case .cellNotDequeued:
      self.init(
        kind: .viewNotDequeued, elementKind: cell, indexPath: path, message: error.description)
    case .supplementaryViewNotDequeued(let kind, _):
      self.init(
        kind: .viewNotDequeued, elementKind: kind, indexPath: path, message: error.description)
    case .unregisteredIdentifier(let kind, _):
      self.init(
        kind: .unregisteredIdentifier, elementKind: kind, indexPath: path,
        message: error.description)
    default:
      return nil
    }
  }

  /// `C-A8 dequeueTwice at cell 0.3 (crashes from iOS 18): <UIKit's text>`.
  public var description: String {
    let noun =
      elementKind == CollectionElementKind.cell ? "cell" : AuditedRow.noun(ofKind: elementKind)
    let from = crashesFrom.map { "from \($0)" } ?? "in every release"
    return "\(kind.rule) \(kind.rawValue) at \(noun) \(indexPath.section).\(indexPath.item) "
      + "(crashes \(from)): \(message)"
  }
}
