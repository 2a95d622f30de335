public import Foundation
internal import TableSource
public import TableSourceFormsCore

/// The profile the `ProfileForm` and `FormInList` samples edit: one form, shown in a table by
/// the first and in a list-layout collection view by the second.
public struct Profile: Equatable {
  /// A text field's value.
  public var name = "Ada Lovelace"
  /// A text field's value, with an email keyboard.
  public var email = ""
  /// A text field's value, with a phone keyboard.
  public var phone = ""
  /// A number edited as text.
  public var age = 36
  /// A multi-line text field's value.
  public var bio = ""
  /// A switch's value.
  public var isPublic = true
  /// A check row's value.
  public var acceptsTerms = false
  /// A stepper's value.
  public var guests = 1
  /// A slider's value.
  public var volume = 0.5
  /// A segmented control's value.
  public var size = "M"
  /// A picker's value.
  public var color = "Blue"
  /// An inline date picker's value.
  public var birthday = Date(timeIntervalSince1970: 86_400 * 10_000)
  /// A selector's value, chosen on a screen of its own.
  public var country = "United Kingdom"
  /// A read-only value.
  public var memberSince = 2019
  /// The value of the samples' own field kind, ``RatingField``.
  public var rating = 3

  /// The profile the samples start from.
  public init() {}

  /// Days since 1970, so the output does not depend on the machine's time zone or locale.
  public static func day(_ date: Date) -> String {
    "day \(Int(date.timeIntervalSince1970 / 86_400))"
  }

  /// Every built-in field kind in one form, and the samples' own (``RatingField``), whose cell
  /// is the one kind that names a cell class: `ratingCell`, the view's own cell for it (the
  /// table's cell in a table, a list cell hosting it in a list). The built-in kinds pick their
  /// cells from the view the form shows in.
  @MainActor
  public static func makeForm<RatingCell: FieldCell<RatingContent, Int>>(
    ratingCell: RatingCell.Type
  ) throws -> Form<Profile> {
    try Form(editing: Profile()) {
      FormSection("About you") {
        TextField(\.name, "Name", contentType: .name)
        TextField(\.email, "Email", placeholder: "you@example.com", keyboard: .email)
        TextField(\.phone, "Phone", keyboard: .phone, contentType: .telephoneNumber)
        TextField(\.age, "Age", keyboard: .number, format: { String($0) }, parse: { Int($0) })
        DatePickerField(\.birthday, "Birthday", inline: true, format: day)
        SelectorField(\.country, "Country", options: ["France", "Japan", "United Kingdom"])
        TextField(\.bio, "Bio", placeholder: "A few words", returnKey: .done, multiline: true)
      }
      FormSection("Preferences") {
        ToggleField(\.isPublic, "Public profile")
        ToggleField(\.acceptsTerms, "Accept the terms", style: .checkmark)
        StepperField(\.guests, "Guests", range: 1...4)
        SliderField(\.volume, "Volume", range: 0...1, step: 0.25)
        SegmentedField(\.size, "Size", segments: ["S", "M", "L"])
        PickerField(\.color, "Color", options: ["Blue", "Green"])
        RatingField(\.rating, "Rating", cell: ratingCell)
        InfoField(\.memberSince, "Member since")
        ButtonField("sign-out", "Sign out", isDestructive: true) { _ in }
      }
    }
  }
}
