/// The iOS release whose UIKit a virtual view behaves as, where UIKit's behaviour changed between
/// releases: which misuses raise an exception, and in which words.
///
/// The collection view's rules name the releases that matter (<doc:CollectionViewRules>):
/// - from iOS 15, dequeuing with a registration created inside the cell provider raises (C-A10);
/// - from iOS 16.4, an inconsistent batch update raises `Invalid batch updates detected: …`,
///   with the counts before and after and the list of updates, where earlier releases raised
///   `Invalid update: invalid number of items in section …` (C-G6, C-G7);
/// - from iOS 18, exactly one view may be dequeued per request, and only inside one (C-A8).
///
/// Releases compare by number: `.iOS(18) > .iOS(16, 4)`.
public struct UIKitRelease: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The major version: 18 for iOS 18.
  public var major: Int
  /// The minor version: 4 for iOS 16.4.
  public var minor: Int

  /// A release by its version numbers.
  public init(major: Int, minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// The release `major.minor`: `.iOS(16, 4)` is iOS 16.4, `.iOS(18)` iOS 18.
  public static func iOS(_ major: Int, _ minor: Int = 0) -> UIKitRelease {
    UIKitRelease(major: major, minor: minor)
  }

  /// The newest release whose behaviour is simulated, iOS 18: the default of the virtual views.
  public static let latest = UIKitRelease.iOS(18)

  /// Compares by major, then minor version.
  public static func < (lhs: UIKitRelease, rhs: UIKitRelease) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// `iOS 16.4`, `iOS 18`.
  public var description: String { minor == 0 ? "iOS \(major)" : "iOS \(major).\(minor)" }
}
