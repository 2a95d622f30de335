#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || (canImport(UIKitDeclarations) && !TABLESOURCE_STANDIN_TVOS)
  import Foundation
  public import TableSourceFormsCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  // The cells the user types or picks in: text, options, dates.

  /// A text field: the title and a `UITextField`, or above a `UITextView` for multi-line text.
  ///
  /// The text is the form's: each keystroke goes to the form, which may cut it to the field's
  /// maximum length and shows it back. So is the focus: the cell takes the keyboard when the
  /// form focuses its field, gives it up when the form moves on, and never keeps it for another
  /// row after reuse.
  @available(iOS 14.0, *)
  final class FormTextFieldCell: FormFieldCell<TextFieldContent, TextFieldInput> {
    private let title = UILabel()
    private let field = UITextField()
    private let area = UITextView()
    private let stack = UIStackView(arrangedSubviews: [])
    private let input = TextInputEvents()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override class var cellStyle: UITableViewCell.CellStyle { .default }

    override func setUp() {
      selectionStyle = .none
      title.setContentHuggingPriority(.required, for: .horizontal)
      field.textAlignment = .right
      field.delegate = input
      area.delegate = input
      area.isScrollEnabled = false
      area.heightAnchor.constraint(greaterThanOrEqualToConstant: 88).isActive = true
      stack.addArrangedSubview(title)
      stack.addArrangedSubview(field)
      stack.addArrangedSubview(area)
      stack.spacing = 8
      pinToMargins(stack)
      field.onEvent(.editingChanged) { [weak self] in
        guard let self else { return }
        report(.text(field.text ?? ""))
      }
      field.onEvent(.editingDidBegin) { [weak self] in self?.report(.beginEditing) }
      input.onBegin = { [weak self] in self?.report(.beginEditing) }
      input.onChange = { [weak self] text in self?.report(.text(text)) }
      input.onReturn = { [weak self] in self?.report(.returnKey) }
    }

    override func display(_ content: TextFieldContent) {
      title.text = content.title
      title.isEnabled = content.isEnabled
      stack.axis = content.isMultiline ? .vertical : .horizontal
      field.isHidden = content.isMultiline
      area.isHidden = !content.isMultiline
      if content.isMultiline {
        if area.text != content.text { area.text = content.text }
        area.isEditable = content.isEnabled
        area.keyboardType = UIKeyboardType(content.keyboard)
      } else {
        if field.text != content.text { field.text = content.text }
        field.placeholder = content.placeholder
        field.isSecureTextEntry = content.isSecure
        field.keyboardType = UIKeyboardType(content.keyboard)
        field.textContentType = content.contentType.map(UITextContentType.init)
        field.returnKeyType = UIReturnKeyType(content.returnKey)
        field.isEnabled = content.isEnabled
      }
      let typing = editor(for: content)
      if content.isFocused, !typing.isFirstResponder {
        typing.becomeFirstResponder()
      } else if !content.isFocused, typing.isFirstResponder {
        typing.resignFirstResponder()
      }
    }

    /// The title in red while the field is invalid, and a spinner while its value is being
    /// checked.
    override func displayValidity(isInvalid: Bool, isValidating: Bool) {
      title.textColor = isInvalid ? .systemRed : .label
      if isValidating {
        spinner.startAnimating()
        accessoryView = spinner
      } else {
        spinner.stopAnimating()
        accessoryView = nil
      }
    }

    /// Takes the keyboard once the cell is in a window, if its field has the focus: a cell
    /// configured before the table shows it (a field focused off screen, scrolled to) cannot
    /// take it sooner.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil, let content, content.isFocused else { return }
      let typing = editor(for: content)
      if !typing.isFirstResponder { typing.becomeFirstResponder() }
    }

    /// The view the user types into: the text view for multi-line text, else the text field.
    private func editor(for content: TextFieldContent) -> UIView {
      content.isMultiline ? area : field
    }

    /// Gives up the keyboard after the binding ends (``FormFieldCell/prepareForReuse()``), so
    /// the row the cell showed keeps the focus and the row it shows next does not get it.
    override func prepareForReuse() {
      super.prepareForReuse()
      if field.isFirstResponder { field.resignFirstResponder() }
      if area.isFirstResponder { area.resignFirstResponder() }
    }
  }

  /// The text field's and text view's delegate calls, as closures: an object apart from the
  /// cell, so that the cell's generic base class need not be an Objective-C delegate.
  @available(iOS 14.0, *)
  private final class TextInputEvents: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var onBegin: (@MainActor () -> Void)?
    var onChange: (@MainActor (String) -> Void)?
    var onReturn: (@MainActor () -> Void)?

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      onReturn?()
      return false
    }

    func textViewDidBeginEditing(_ textView: UITextView) { onBegin?() }

    func textViewDidChange(_ textView: UITextView) { onChange?(textView.text ?? "") }
  }

  @available(iOS 14.0, *)
  extension UIKeyboardType {
    /// UIKit's keyboard for a text field's ``Keyboard``.
    init(_ keyboard: Keyboard) {
      switch keyboard {
      case .default: self = .default
      case .email: self = .emailAddress
      case .number: self = .numberPad
      case .decimal: self = .decimalPad
      case .phone: self = .phonePad
      case .url: self = .URL
      }
    }
  }

  @available(iOS 14.0, *)
  extension UIReturnKeyType {
    /// UIKit's return key for what the field's return key does.
    init(_ action: ReturnKeyAction) {
      switch action {
      case .next: self = .next
      case .done: self = .done
      case .none: self = .default
      }
    }
  }

  @available(iOS 14.0, *)
  extension TextContentType {
    /// A content type TableSource does not name, from UIKit's own constant: its raw value is
    /// UIKit's, so the text field gets exactly that type back.
    public init(_ type: UITextContentType) {
      self.init(rawValue: type.rawValue)
    }
  }

  @available(iOS 14.0, *)
  extension UITextContentType {
    /// UIKit's content type of the same name; a type TableSource does not name by its raw
    /// value, which is UIKit's when it was made from UIKit's constant.
    init(_ type: TextContentType) {
      switch type {
      case .name: self = .name
      case .emailAddress: self = .emailAddress
      case .username: self = .username
      case .password: self = .password
      case .newPassword: self = .newPassword
      case .telephoneNumber: self = .telephoneNumber
      case .url: self = .URL
      case .postalCode: self = .postalCode
      case .oneTimeCode: self = .oneTimeCode
      default: self.init(rawValue: type.rawValue)
      }
    }
  }

  /// A picker: the options on a wheel (`UIPickerView`), under the title when the picker is in
  /// the field's own row; in an inline row, the wheel alone.
  @available(iOS 14.0, *)
  final class FormPickerCell: FormFieldCell<PickerContent, Int> {
    private let title = UILabel()
    private let wheel = UIPickerView()
    private let options = PickerOptions()

    override class var cellStyle: UITableViewCell.CellStyle { .default }

    override func setUp() {
      selectionStyle = .none
      wheel.dataSource = options
      wheel.delegate = options
      options.onSelect = { [weak self] index in self?.report(index) }
      let stack = UIStackView(arrangedSubviews: [title, wheel])
      stack.axis = .vertical
      pinToMargins(stack)
    }

    override func display(_ content: PickerContent) {
      title.text = content.title
      title.isHidden = content.title.isEmpty
      title.isEnabled = content.isEnabled
      if options.titles != content.options {
        options.titles = content.options
        wheel.reloadAllComponents()
      }
      if let selected = content.selectedIndex {
        wheel.selectRow(selected, inComponent: 0, animated: window != nil)
      }
      wheel.isUserInteractionEnabled = content.isEnabled
    }
  }

  /// A picker's options, as its data source and delegate: an object apart from the cell, as
  /// the text field's delegate is.
  @available(iOS 14.0, *)
  private final class PickerOptions: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var titles: [String] = []
    var onSelect: (@MainActor (Int) -> Void)?

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      titles.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    {
      titles.indices.contains(row) ? titles[row] : nil
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      onSelect?(row)
    }
  }

  /// A date picker: compact beside the title in the field's own row; in an inline row, wheels
  /// across the row.
  @available(iOS 14.0, *)
  final class FormDatePickerCell: FormFieldCell<DatePickerContent, Date> {
    private let title = UILabel()
    private let picker = UIDatePicker()

    override class var cellStyle: UITableViewCell.CellStyle { .default }

    override func setUp() {
      selectionStyle = .none
      let stack = UIStackView(arrangedSubviews: [title, picker])
      stack.spacing = 8
      pinToMargins(stack)
      picker.onEvent(.valueChanged) { [weak self] in
        guard let self else { return }
        report(picker.date)
      }
    }

    override func display(_ content: DatePickerContent) {
      title.text = content.title
      title.isHidden = content.title.isEmpty
      title.isEnabled = content.isEnabled
      picker.preferredDatePickerStyle = content.title.isEmpty ? .wheels : .compact
      picker.datePickerMode = UIDatePicker.Mode(content.mode)
      picker.minimumDate = content.range?.lowerBound
      picker.maximumDate = content.range?.upperBound
      if picker.date != content.date { picker.setDate(content.date, animated: window != nil) }
      picker.isEnabled = content.isEnabled
    }
  }

  @available(iOS 14.0, *)
  extension UIDatePicker.Mode {
    /// UIKit's mode for a ``DatePickerMode``.
    init(_ mode: DatePickerMode) {
      switch mode {
      case .date: self = .date
      case .time: self = .time
      case .dateAndTime: self = .dateAndTime
      }
    }
  }
#endif
