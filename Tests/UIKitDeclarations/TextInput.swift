public import Foundation

// Text input for the forms' UIKit cells: the text field, the text view, their traits (the
// members of `UITextInputTraits` they adopt, declared on the classes here) and their delegates.

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
}

/// https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, @unchecked Sendable {
  case `default` = 0
  case go = 1
  case next = 4
  case done = 9
}

/// https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: RawRepresentable, Hashable, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/rawvalue
  public let rawValue: String
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/name
  public static var name: UITextContentType { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress
  public static var emailAddress: UITextContentType { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/username
  public static var username: UITextContentType { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/password
  public static var password: UITextContentType { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/newpassword
  public static var newPassword: UITextContentType { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber
  public static var telephoneNumber: UITextContentType { declarationOnly() }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/url
  public static var URL: UITextContentType { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/postalcode
  public static var postalCode: UITextContentType { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode
  public static var oneTimeCode: UITextContentType { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment
  open var textAlignment: NSTextAlignment {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/delegate
  weak open var delegate: (any UITextFieldDelegate)?
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  open var isSecureTextEntry: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  open var keyboardType: UIKeyboardType {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
  open var returnKeyType: UIReturnKeyType {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
  open var textContentType: UITextContentType! {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uitextfielddelegate (its requirements are
/// optional in UIKit; the cells implement this one)
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitextview/text
  open var text: String! {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextview/iseditable
  open var isEditable: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled (a scroll
  /// view's; the stand-in's scroll view declares nothing)
  open var isScrollEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uitextview/delegate
  weak open var delegate: (any UITextViewDelegate)?
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  open var keyboardType: UIKeyboardType {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

/// https://developer.apple.com/documentation/uikit/uitextviewdelegate (its requirements are
/// optional in UIKit; the cells implement these)
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidbeginediting(_:)
  func textViewDidBeginEditing(_ textView: UITextView)
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)
  func textViewDidChange(_ textView: UITextView)
}
