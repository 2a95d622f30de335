// The README's UIKit forms example: below the `// README` line, the README's code after its
// imports (a test compares the two).
import TableSourceFormsUIKit

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDeclarations
#endif

// README

struct Profile {
  var name = ""
  var email = ""
  var newsletter = false
  var birthday = Date()
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)  // UIKit's form cells need controls tvOS does not have.
final class ProfileViewController: UIViewController {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let form: Form<Profile>
  var onSave: ((Profile) -> Void)?

  init(profile: Profile) throws {
    form = try Form(editing: profile) {
      FormSection("Account") {
        TextField(\.name, "Name", placeholder: "Your name", contentType: .name)
        TextField(\.email, "Email", keyboard: .email, contentType: .emailAddress)
          .validated(.required, .email)
      }
      FormSection("Preferences") {
        ToggleField(\.newsletter, "Newsletter")
        DatePickerField(\.birthday, "Birthday", inline: true)
      }
    }
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func loadView() { view = tableView }

  override func viewDidLoad() {
    super.viewDidLoad()
    // UIKit's cells: a text field, a switch, a date picker opening beneath its row.
    form.show(in: tableView)
  }

  /// Saves when every field is valid; otherwise the messages show beneath the invalid fields
  /// and the first of them has the keyboard.
  func save() {
    if let profile = try? form.save() { onSave?(profile) }
  }
}
