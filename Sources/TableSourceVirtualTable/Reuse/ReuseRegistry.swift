import TableSourceCore

/// The registrations of one namespace of reuse identifiers: the recipes a table creates views
/// from (rules 1.1–1.4).
///
/// A table keeps two registries, one for cells and one for header and footer views, so that a
/// registration in one never satisfies a dequeue in the other (rule 1.6). A recipe is stored, not
/// run: nothing is created at registration time (rule 1.1).
@MainActor
package struct ReuseRegistry<View: AnyObject> {
  /// Makes a new view for a reuse identifier.
  package typealias Recipe = @MainActor (_ reuseIdentifier: String) -> View

  private var recipes: [String: Recipe] = [:]
  /// The class each class registration makes; absent for factories, whose class is unknown.
  private var classes: [String: ObjectIdentifier] = [:]

  /// Creates an empty registry.
  package init() {}

  /// Stores a recipe under an identifier, replacing any earlier one (rule 1.2); a `nil` recipe
  /// removes the registration (rule 1.3).
  ///
  /// - Parameters:
  ///   - recipe: How to make a view, or `nil` to unregister.
  ///   - identifier: The reuse identifier. Must not be empty (rule 1.4).
  ///   - method: The UIKit method named in the error for an empty identifier.
  /// - Throws: ``TableViewError/emptyReuseIdentifier(method:)`` for an empty identifier; the
  ///   registry is then unchanged.
  /// - Complexity: O(1) on average.
  package mutating func register(_ recipe: Recipe?, for identifier: String, method: String) throws {
    try register(recipe, making: nil, for: identifier, method: method)
  }

  /// Stores a recipe that makes views of exactly `viewClass`, so that the table can tell views
  /// queued under an earlier registration of another class (see ``registeredClass(for:)``).
  package mutating func register(
    _ recipe: Recipe?, making viewClass: AnyClass?, for identifier: String, method: String
  ) throws {
    guard !identifier.isEmpty else { throw TableViewError.emptyReuseIdentifier(method: method) }
    recipes[identifier] = recipe
    classes[identifier] = recipe == nil ? nil : viewClass.map(ObjectIdentifier.init)
  }

  /// The class the identifier's registration makes, when it is a class registration.
  ///
  /// - Complexity: O(1) on average.
  package func registeredClass(for identifier: String) -> ObjectIdentifier? {
    classes[identifier]
  }

  /// The recipe registered under the identifier, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  package func recipe(for identifier: String) -> Recipe? {
    recipes[identifier]
  }

  /// Whether a recipe is registered under the identifier.
  ///
  /// - Complexity: O(1) on average.
  package func contains(_ identifier: String) -> Bool {
    recipes[identifier] != nil
  }

  /// The registered identifiers, sorted.
  ///
  /// - Complexity: O(*r* log *r*) for *r* registrations.
  package var identifiers: [String] {
    recipes.keys.sorted()
  }
}

extension ReuseRegistry where View: ReusableView {
  /// Registers a class given as `AnyClass`, as UIKit's `registerClass:…` methods take one: `nil`
  /// removes (rule 1.3); a class that is not a `View` or an empty identifier throws (rules 1.4,
  /// 1.6), leaving the registry as it was. `prepare` runs on each view the recipe makes (the
  /// collection view notes a supplementary view's element kind there). The table and the
  /// collection view register through it.
  ///
  /// - Throws: ``TableViewError/emptyReuseIdentifier(method:)``,
  ///   ``TableViewError/unsupportedViewClass(className:identifier:expected:)``.
  package mutating func register(
    class viewClass: AnyClass?, for identifier: String, method: String,
    prepare: (@MainActor (View) -> Void)? = nil
  ) throws {
    guard let viewClass else {
      try register(nil, for: identifier, method: method)
      return
    }
    guard let type = viewClass as? View.Type else {
      guard !identifier.isEmpty else { throw TableViewError.emptyReuseIdentifier(method: method) }
      throw TableViewError.unsupportedViewClass(
        className: String(reflecting: viewClass), identifier: identifier,
        expected: String(reflecting: View.self))
    }
    try register(
      { identifier in
        let view = type.init(reuseIdentifier: identifier)
        prepare?(view)
        return view
      }, making: type, for: identifier, method: method)
  }
}
