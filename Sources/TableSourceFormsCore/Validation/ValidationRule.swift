import Foundation

/// A check of a field's value, with the message the form shows when the value fails it.
///
/// ```swift
/// TextField(\.email, "Email").validated(.required, .email)
/// TextField(\.nickname, "Nickname").validated(.maximumLength(12).message("12 letters at most"))
/// ```
///
/// Rules are `Sendable` values. A field's rules run in the order given and stop at the first
/// that fails: its message is the one shown. ``allOf(_:)`` makes one rule of several, by the same
/// order. ``message(_:)`` replaces a rule's message.
public struct ValidationRule<Value>: Sendable {
  /// The message of the first failure, or `nil` when the value passes.
  private let failure: @Sendable (Value) -> String?

  /// A rule that `value` passes when `isValid(value)` is `true`, showing `message` otherwise.
  public init(_ message: String, isValid: @escaping @Sendable (Value) -> Bool) {
    failure = { isValid($0) ? nil : message }
  }

  init(failure: @escaping @Sendable (Value) -> String?) {
    self.failure = failure
  }

  /// The message to show for `value`, or `nil` when it passes.
  public func check(_ value: Value) -> String? { failure(value) }

  /// The same rule with another message: the app's wording, its language.
  public func message(_ message: String) -> ValidationRule {
    let failure = failure
    return ValidationRule { value in failure(value).map { _ in message } }
  }

  /// One rule of several: they run in order and stop at the first failure, whose message is
  /// the rule's.
  public static func allOf(_ rules: [ValidationRule]) -> ValidationRule {
    ValidationRule { value in
      for rule in rules {
        if let message = rule.check(value) { return message }
      }
      return nil
    }
  }

  /// A rule of your own: `isValid` says whether a value passes.
  public static func custom(
    _ message: String, _ isValid: @escaping @Sendable (Value) -> Bool
  ) -> ValidationRule {
    ValidationRule(message, isValid: isValid)
  }
}

extension ValidationRule where Value == String {
  /// Text with something other than white space in it.
  public static var required: ValidationRule {
    ValidationRule("Required") { $0.contains { !$0.isWhitespace } }
  }

  /// An email address: one `@`, something before it, a domain with a dot after it, no white
  /// space. Letters of any script pass (`名前@例え.jp`); whether the address exists is not
  /// checked.
  public static var email: ValidationRule {
    ValidationRule("Not an email address") { text in
      // One pass over the characters: one `@` after at least one character, then labels
      // separated by single dots, at least two of them.
      var ats = 0
      var local = 0
      var labels = 0
      var labelLength = 0
      for character in text {
        if character.isWhitespace { return false }
        if character == "@" {
          ats += 1
          guard ats == 1, local > 0 else { return false }
        } else if ats == 0 {
          local += 1
        } else if character == "." {
          guard labelLength > 0 else { return false }
          labels += 1
          labelLength = 0
        } else {
          labelLength += 1
        }
      }
      return ats == 1 && labelLength > 0 && labels >= 1
    }
  }

  /// A web address: `http` or `https`, and a host.
  public static var url: ValidationRule {
    ValidationRule("Not a web address") { text in
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
      else { return false }
      return true
    }
  }

  /// At least `count` characters (as the user sees them: `é` is one, an emoji is one).
  public static func minimumLength(_ count: Int) -> ValidationRule {
    ValidationRule("At least \(count) characters") { $0.count >= count }
  }

  /// At most `count` characters.
  public static func maximumLength(_ count: Int) -> ValidationRule {
    ValidationRule("At most \(count) characters") { $0.count <= count }
  }

  /// Text the regular expression `pattern` matches in full (ICU syntax, as
  /// `NSRegularExpression`'s): the whole text, not a prefix of it, whichever alternative of the
  /// pattern it takes (`"[0-9]{3}|[0-9]{3}-[0-9]{4}"` passes both `555` and `555-1234`).
  ///
  /// - Throws: The error `NSRegularExpression` throws for a pattern it cannot compile.
  public static func matching(_ pattern: String, message: String = "Not in the expected form")
    throws -> ValidationRule
  {
    let expression = CompiledExpression(try FullMatch.expression(for: pattern))
    return ValidationRule(message) { text in
      let range = NSRange(text.startIndex..., in: text)
      guard let match = expression.value.firstMatch(in: text, options: [.anchored], range: range)
      else { return false }
      return match.range == range
    }
  }

  /// A card number that passes the Luhn check digit; spaces and dashes between digits are
  /// ignored, anything else fails.
  public static var luhn: ValidationRule {
    ValidationRule("Not a valid card number") { text in
      var sum = 0
      var count = 0
      for character in text.reversed() where character != " " && character != "-" {
        guard let digit = character.wholeNumberValue, character.isASCII else { return false }
        sum += count % 2 == 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
        count += 1
      }
      return count >= 2 && sum % 10 == 0
    }
  }
}

extension ValidationRule where Value: Comparable & Sendable {
  /// A value within `range`.
  public static func range(_ range: ClosedRange<Value>) -> ValidationRule {
    ValidationRule(rangeMessage(range)) {
      range.contains($0)
    }
  }
}

/// A compiled regular expression, shared by the checks of one rule: `NSRegularExpression` is
/// immutable and safe to use from any thread, but not marked `Sendable`.
private final class CompiledExpression: @unchecked Sendable {
  let value: NSRegularExpression
  init(_ value: NSRegularExpression) { self.value = value }
}

/// A regular expression that matches only whole texts.
///
/// `NSRegularExpression` has no full match (ICU's `matches()`): anchored at the start, it takes
/// the first alternative that matches a prefix (`[0-9]{3}` of `555-1234`) and does not go back
/// when the text goes on. The pattern is compiled as `(?:pattern(?x)⏎)\z` instead, so the engine
/// itself must reach the end:
/// - the group keeps the pattern's alternatives inside it, its flags (`(?i)`) within it, and its
///   groups' numbers as they were;
/// - `(?x)` then a line break end a `#` comment the pattern may close with (in free-spacing
///   mode, `(?x)`, a comment runs to the end of the line), and are nothing otherwise: the flag
///   matches no text, and in free-spacing mode a line break is white space, which is ignored;
/// - a pattern ending in a quotation left open (`\Qa.b`) gets its `\E` first.
enum FullMatch {
  /// The expression matching the texts `pattern` matches in full.
  ///
  /// - Throws: The error of compiling `pattern` itself, when it does not compile.
  static func expression(for pattern: String) throws -> NSRegularExpression {
    let plain = try NSRegularExpression(pattern: pattern)
    var wrappings = ["(?:\(pattern)(?x)\n)\\z"]
    if let quote = pattern.range(of: "\\Q", options: .backwards),
      quote.lowerBound
        >= (pattern.range(of: "\\E", options: .backwards)?.upperBound
          ?? pattern.startIndex)
    {
      wrappings.append("(?:\(pattern)\\E(?x)\n)\\z")
    }
    for wrapped in wrappings {
      // A wrapping the pattern's end swallowed (an escape that takes the next character) would
      // leave the group open and not compile, or count other groups: the next one is tried.
      guard let whole = try? NSRegularExpression(pattern: wrapped),
        whole.numberOfCaptureGroups == plain.numberOfCaptureGroups
      else { continue }
      return whole
    }
    // No wrapping compiles (a pattern ending in an escape that takes the next character, such
    // as `\c`): the pattern as it is, whose anchored match must then cover the text.
    return plain
  }
}

/// The message of a value outside `range`: the rule ``ValidationRule/range(_:)``'s, and the one a
/// stepper, a slider or a date picker refuses such a value with.
@usableFromInline
func rangeMessage<Bound>(_ range: ClosedRange<Bound>) -> String {
  "Must be from \(range.lowerBound) to \(range.upperBound)"
}
