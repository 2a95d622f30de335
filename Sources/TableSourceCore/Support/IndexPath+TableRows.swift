public import Foundation

// UIKit adds `row`, `item`, `section`, `init(row:section:)` and `init(item:section:)` to
// `IndexPath`; AppKit adds `section`, `item` and `init(item:section:)`. Swift's open-source Foundation has neither, so TableSource supplies whatever the
// platform lacks. Declaring only the missing members keeps TableSource from clashing with UIKit's
// or AppKit's own, and code written against TableSource reads exactly like UIKit code everywhere.
//
// A collection view's item is its row: `item` is the second index, as `row` is.
//
// Like UIKit's, `row`, `item` and `section` need an index path of exactly two indexes, and stop the
// program otherwise (UIKit raises). TableSource's APIs that take index paths check the count
// before reading them: updates throw `BatchUpdateError.invalidIndexPath`, queries treat such an
// index path as naming no row. These preconditions fire only on the app's own reads.

#if !canImport(UIKit)
  extension IndexPath {
    /// Creates an index path for a row in a section, as UIKit's initializer does.
    ///
    /// - Parameters:
    ///   - row: The index of the row within its section.
    ///   - section: The index of the section.
    public init(row: Int, section: Int) {
      // Two appends build Foundation's two-index storage directly, with no array allocated.
      self.init(index: section)
      append(row)
    }

    /// The index of the row within its section: the second index of the path.
    ///
    /// - Precondition: The index path has exactly two indexes.
    public var row: Int {
      get {
        precondition(count == 2, Self.invalidMessage(self))
        return self[1]
      }
      set {
        precondition(count == 2, Self.invalidMessage(self))
        self[1] = newValue
      }
    }
  }
#endif

#if !canImport(UIKit)
  extension IndexPath {
    /// UIKit's assertion, as ``BatchUpdateError/invalidIndexPath(_:)`` words it.
    static func invalidMessage(_ path: IndexPath) -> String {
      BatchUpdateError.invalidIndexPath(path).description
    }
  }
#endif

#if !canImport(UIKit) && !canImport(AppKit)
  extension IndexPath {
    /// The index of the section: the first index of the path.
    ///
    /// - Precondition: The index path has exactly two indexes.
    public var section: Int {
      get {
        precondition(count == 2, Self.invalidMessage(self))
        return self[0]
      }
      set {
        precondition(count == 2, Self.invalidMessage(self))
        self[0] = newValue
      }
    }
  }
#endif

#if !canImport(UIKit) && !canImport(AppKit)
  extension IndexPath {
    /// Creates an index path for a collection view's item in a section, as UIKit's initializer
    /// does: the same two indexes as ``init(row:section:)``.
    ///
    /// - Parameters:
    ///   - item: The index of the item within its section.
    ///   - section: The index of the section.
    public init(item: Int, section: Int) {
      self.init(row: item, section: section)
    }

    /// The index of a collection view's item within its section: the second index of the path,
    /// as ``row`` is.
    ///
    /// - Precondition: The index path has exactly two indexes.
    public var item: Int {
      get { row }
      set { row = newValue }
    }
  }
#endif
