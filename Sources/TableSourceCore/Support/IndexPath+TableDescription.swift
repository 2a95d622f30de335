import Foundation

extension IndexPath {
  /// The index path as UIKit prints it in exception messages: `<NSIndexPath: …> {length = 2,
  /// path = 0 - 3}` is shortened to the stable part, `{length = 2, path = 0 - 3}`.
  package var tableDescription: String {
    "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }

  /// The index path written `section.row`, as the text picture and event logs show it.
  package var shortDescription: String {
    map(String.init).joined(separator: ".")
  }
}
