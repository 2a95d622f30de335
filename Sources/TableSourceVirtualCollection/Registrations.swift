public import Foundation
import TableSourceCore
import TableSourceVirtualTable

/// A cell class and a handler that configures it for an item, registered with a collection view
/// on first use: UIKit's `UICollectionView.CellRegistration` (C-A9).
///
/// Create registrations up front (as properties set in an initializer) and reuse them: from iOS
/// 15, dequeuing with a registration created inside `cellForItemAt` or a cell provider throws
/// ``CollectionViewError/registrationCreatedInsideProvider(registration:)`` (C-A10), since each
/// new registration is a new reuse queue and its cells are never reused.
///
/// ```swift
/// let photoCell = CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in
///   cell.text = photo.title
/// }
/// // in cellForItemAt:
/// return try collectionView.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: photo)
/// ```
@MainActor
public struct CellRegistration<Cell: CollectionViewCell, Item> {
  /// Configures a dequeued cell for an item.
  public typealias Handler =
    @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) ->
    Void

  /// The reuse identifier the registration generates; users never need it (C-A9).
  public let reuseIdentifier: String
  /// Whether the registration was made while a collection view was asking for a view.
  let madeInsideRequest: Bool
  let handler: Handler

  /// Creates a registration of `Cell` with a handler.
  public init(handler: @escaping Handler) {
    RegistrationClock.made += 1
    reuseIdentifier = "\(String(reflecting: Cell.self)).registration-\(RegistrationClock.made)"
    madeInsideRequest = RegistrationClock.requests > 0
    self.handler = handler
  }
}

/// A supplementary view class bound to one element kind, with a handler: UIKit's
/// `UICollectionView.SupplementaryRegistration` (C-A11). Using it to answer a request for another
/// kind is the mismatch of C-A7.
@MainActor
public struct SupplementaryRegistration<View: CollectionReusableView> {
  /// Configures a dequeued view for an index path.
  public typealias Handler =
    @MainActor (
      _ view: View, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

  /// The element kind the registration is for.
  public let elementKind: String
  /// The reuse identifier the registration generates.
  public let reuseIdentifier: String
  let madeInsideRequest: Bool
  let handler: Handler

  /// Creates a registration of `View` for an element kind, with a handler.
  public init(elementKind: String, handler: @escaping Handler) {
    RegistrationClock.made += 1
    self.elementKind = elementKind
    reuseIdentifier = "\(String(reflecting: View.self)).registration-\(RegistrationClock.made)"
    madeInsideRequest = RegistrationClock.requests > 0
    self.handler = handler
  }
}

extension VirtualCollectionView {
  /// Dequeues a cell with a registration, runs its handler for the item, and returns the cell
  /// (C-A9); the registration's class is registered on first use.
  ///
  /// - Throws: ``CollectionViewError/registrationCreatedInsideProvider(registration:)`` from iOS
  ///   15 for a registration made inside a request (C-A10); the dequeue's errors.
  public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item
  ) throws -> Cell {
    if registration.madeInsideRequest && release >= .iOS(15) {
      throw contractViolation(
        .registrationCreatedInsideProvider(registration: registration.reuseIdentifier),
        at: indexPath)
    }
    if !hasRegistration(forCellWithReuseIdentifier: registration.reuseIdentifier) {
      try register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let cell = try dequeueReusableCell(
      withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // The registration's class made it, so the cast holds unless the identifier was registered
    // again by hand with another class.
    guard let typed = cell as? Cell else {
      throw TableViewError.cellTypeMismatch(
        row: "CellRegistration", expectedCell: String(reflecting: Cell.self),
        actualCell: String(reflecting: type(of: cell)))
    }
    registration.handler(typed, indexPath, item)
    return typed
  }

  /// Dequeues a supplementary view with a registration, of the registration's kind, and runs its
  /// handler (C-A11).
  ///
  /// - Throws: As ``dequeueConfiguredReusableCell(using:for:item:)``.
  public func dequeueConfiguredReusableSupplementary<View: CollectionReusableView>(
    using registration: SupplementaryRegistration<View>, for indexPath: IndexPath
  ) throws -> View {
    if registration.madeInsideRequest && release >= .iOS(15) {
      throw contractViolation(
        .registrationCreatedInsideProvider(registration: registration.reuseIdentifier),
        at: indexPath)
    }
    let kind = registration.elementKind
    if !hasRegistration(
      forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
    {
      try register(
        View.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let view = try dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let typed = view as? View else {
      throw TableViewError.viewTypeMismatch(
        content: "SupplementaryRegistration", expectedView: String(reflecting: View.self),
        actualView: String(reflecting: type(of: view)))
    }
    registration.handler(typed, kind, indexPath)
    return typed
  }
}
