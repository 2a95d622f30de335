/// Whose words a ``BatchUpdateError`` is told in: a table view's or a collection view's.
///
/// UIKit checks a collection view's batch updates as it checks a table's, and refuses them with
/// the same sentences in other words (C-G6, C-G9, C-G10): "item" for "row", "collection view" for
/// "table view". A few messages differ beyond the nouns: the collection view's legacy count
/// messages have two spaces after their first sentence, where the table's have one (C-G6), and
/// its moves into or out of a section that the same update inserts or deletes have messages of
/// their own (C-G10). ``BatchUpdateError/message(in:)`` gives each reason in either vocabulary.
public enum BatchUpdateVocabulary: Sendable, Hashable {
  /// `UITableView`'s words: "row", "rows", "table view".
  case tableView
  /// `UICollectionView`'s words: "item", "items", "collection view".
  case collectionView

  /// What one element is called: `row` or `item`.
  package var element: String {
    switch self {
    case .tableView: "row"
    case .collectionView: "item"
    }
  }

  /// What several elements are called: `rows` or `items`.
  package var elements: String { element + "s" }

  /// What the view is called in a sentence: `table view` or `collection view`.
  package var view: String {
    switch self {
    case .tableView: "table view"
    case .collectionView: "collection view"
    }
  }

  /// The view's UIKit class: `UITableView` or `UICollectionView`.
  package var viewClass: String {
    switch self {
    case .tableView: "UITableView"
    case .collectionView: "UICollectionView"
    }
  }

  /// What follows the first sentence of a legacy count message: the table's one space, the
  /// collection view's two (C-G6).
  var sentenceGap: String {
    switch self {
    case .tableView: " "
    case .collectionView: "  "
    }
  }
}
