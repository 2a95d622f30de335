#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || (canImport(UIKitDeclarations) && !TABLESOURCE_STANDIN_TVOS)
  public import Foundation
  public import TableSourceFormsCore
  #if canImport(UIKit)
    public import UIKit
  #else
    public import UIKitDeclarations
  #endif

  /// The base of the UIKit cells of the field kinds: it keeps what the form last showed it and
  /// the binding to the field, and drops the binding when the cell is reused, so a control's
  /// action can never reach the row the cell showed before.
  ///
  /// Subclass it to bring a cell of your own for a kind (name it in ``FormCells``): add controls
  /// in ``setUp()``, show ``content`` in ``display(_:)``, and send each control's action to
  /// ``report(_:)``.
  @available(iOS 14.0, *)
  @MainActor
  open class FormFieldCell<Content, Input>: UITableViewCell, FieldCell {
    /// What the form last showed in the cell, or `nil` since it was reused.
    public private(set) var content: Content?
    /// The binding to the field the cell shows, or `nil` since it was reused.
    public private(set) var binding: FieldBinding<Input>?

    /// The key of the field the cell shows, or `nil` since it was reused or its row went.
    public var fieldKey: FieldKey? { binding?.isActive == true ? binding?.key : nil }

    /// The style of the cell's own labels: `.value1` (the title on the left, a value on the
    /// right) unless a subclass says otherwise.
    open class var cellStyle: UITableViewCell.CellStyle { .value1 }

    /// A cell in ``cellStyle``, whatever style UIKit asks for (a registered class is made in
    /// the default style). Required, so that ``FormFieldListCell`` can make the cell it hosts.
    public required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: Self.cellStyle, reuseIdentifier: reuseIdentifier)
      setUp()
    }

    /// A cell from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    /// Adds the cell's controls and their actions, once, when the cell is made.
    open func setUp() {}

    /// Shows `content` in the cell's controls.
    open func display(_ content: Content) {}

    /// Shows `content` and keeps `binding` for the user's input.
    public final func show(_ content: Content, binding: FieldBinding<Input>) {
      self.content = content
      self.binding = binding
      contentView.isUserInteractionEnabled = true
      accessoryView?.isUserInteractionEnabled = true
      display(content)
      // A field a condition disables takes no touch and shows dimmed, whatever its kind.
      if binding.isDisabled {
        contentView.isUserInteractionEnabled = false
        accessoryView?.isUserInteractionEnabled = false
        textLabel?.isEnabled = false
      }
      displayValidity(
        isInvalid: binding.validationMessage != nil, isValidating: binding.isValidating)
    }

    /// Shows whether the field's value fails a validation rule (its message shows in the row
    /// beneath), and whether an asynchronous check of it runs: by default, the title in red for
    /// the first (the text field's cell shows a spinner for the second).
    open func displayValidity(isInvalid: Bool, isValidating: Bool) {
      if isInvalid { textLabel?.textColor = .systemRed } else { textLabel?.textColor = .label }
    }

    /// Ends the binding first, so that nothing the controls do while the cell is put away
    /// reaches the form.
    open override func prepareForReuse() {
      binding?.cancel()
      binding = nil
      content = nil
      super.prepareForReuse()
    }

    /// Reports the user's input to the form; ignored once the cell no longer shows the field.
    public final func report(_ input: Input) {
      binding?.set(input)
    }

    /// Pins `view` to the margins of the cell's content view.
    final func pinToMargins(_ view: UIView) {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        view.topAnchor.constraint(equalTo: margins.topAnchor),
        view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }
  }

  /// Runs a closure for each time a control sends an event: the cells' control actions.
  @available(iOS 14.0, *)
  extension UIControl {
    func onEvent(_ event: UIControl.Event, _ handler: @escaping @MainActor () -> Void) {
      addAction(UIAction { _ in handler() }, for: event)
    }
  }
#endif
