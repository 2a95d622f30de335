#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || (canImport(UIKitDeclarations) && !TABLESOURCE_STANDIN_TVOS)
  import TableSourceFormsCore
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitDeclarations
  #endif

  // The cells of the kinds that show a title and a value, and a control beside them.

  /// A toggle: the title and a switch; as a check row (`ToggleStyle.checkmark`), the title and
  /// a check mark the user sets and clears by tapping the row. Also a selector screen's option.
  @available(iOS 14.0, *)
  final class FormToggleCell: FormFieldCell<ToggleContent, Bool> {
    private let toggle = UISwitch()

    override class var cellStyle: UITableViewCell.CellStyle { .default }

    override func setUp() {
      toggle.onEvent(.valueChanged) { [weak self] in
        guard let self else { return }
        report(toggle.isOn)
      }
    }

    override func display(_ content: ToggleContent) {
      textLabel?.text = content.title
      textLabel?.isEnabled = content.isEnabled
      switch content.style {
      case .switch:
        toggle.setOn(content.isOn, animated: window != nil)
        toggle.isEnabled = content.isEnabled
        accessoryView = toggle
        accessoryType = .none
        selectionStyle = .none
      case .checkmark:
        accessoryView = nil
        accessoryType = content.isOn ? .checkmark : .none
        selectionStyle = content.isEnabled ? .default : .none
      }
    }
  }

  /// A read-only value: the title, and the value on the right.
  @available(iOS 14.0, *)
  final class FormInfoCell: FormFieldCell<InfoContent, Never> {
    override func display(_ content: InfoContent) {
      textLabel?.text = content.title
      detailTextLabel?.text = content.value
      selectionStyle = .none
    }
  }

  /// A selector: the title, the value, and a disclosure indicator; the table's selection of
  /// the row presents the options.
  @available(iOS 14.0, *)
  final class FormSelectorCell: FormFieldCell<InfoContent, Never> {
    override func display(_ content: InfoContent) {
      textLabel?.text = content.title
      detailTextLabel?.text = content.value
      accessoryType = .disclosureIndicator
    }
  }

  /// The row of a field with an inline row: the title and the value, tinted while the inline
  /// row beneath is open (as Settings shows an open date picker's date).
  @available(iOS 14.0, *)
  final class FormInlineValueCell: FormFieldCell<InlineValueContent, Never> {
    override func display(_ content: InlineValueContent) {
      textLabel?.text = content.title
      textLabel?.isEnabled = content.isEnabled
      detailTextLabel?.text = content.value
      detailTextLabel?.textColor = content.isOpen ? .systemBlue : .secondaryLabel
      selectionStyle = content.isEnabled ? .default : .none
    }
  }

  /// The row beneath an invalid field: its validation message, small and red.
  @available(iOS 14.0, *)
  final class FormValidationMessageCell: FormFieldCell<ValidationMessageContent, Never> {
    override class var cellStyle: UITableViewCell.CellStyle { .default }

    override func display(_ content: ValidationMessageContent) {
      textLabel?.text = content.text
      textLabel?.textColor = .systemRed
      selectionStyle = .none
    }

    /// The message is red already.
    override func displayValidity(isInvalid: Bool, isValidating: Bool) {}
  }

  /// A button: the title centred, in red for a destructive action.
  @available(iOS 14.0, *)
  final class FormButtonCell: FormFieldCell<ButtonContent, Never> {
    override class var cellStyle: UITableViewCell.CellStyle { .default }

    override func display(_ content: ButtonContent) {
      textLabel?.text = content.title
      textLabel?.textAlignment = .center
      textLabel?.textColor = content.isDestructive ? .systemRed : .systemBlue
      textLabel?.isEnabled = content.isEnabled
      selectionStyle = content.isEnabled ? .default : .none
    }

    /// A button has no value to be invalid: its title keeps its colour.
    override func displayValidity(isInvalid: Bool, isValidating: Bool) {}
  }

  /// A stepper: the title, the value, and a `UIStepper` whose buttons step the field.
  ///
  /// The field keeps the range and the step; the control only says which way the user stepped.
  /// It rests at 0, between -1 and 1, each bound moved to 0 where the field cannot step that
  /// way, so UIKit dims the button the field would refuse. A field that can step neither way
  /// (its range one value, or disabled) disables the control instead: UIKit raises
  /// `NSInvalidArgumentException` for a minimum equal to the maximum.
  @available(iOS 14.0, *)
  final class FormStepperCell: FormFieldCell<StepperContent, StepperAction> {
    private let stepper = UIStepper()

    override func setUp() {
      accessoryView = stepper
      selectionStyle = .none
      stepper.onEvent(.valueChanged) { [weak self] in
        guard let self else { return }
        let direction: StepperAction = stepper.value > 0 ? .increment : .decrement
        stepper.value = 0
        report(direction)
      }
    }

    override func display(_ content: StepperContent) {
      textLabel?.text = content.title
      textLabel?.isEnabled = content.isEnabled
      detailTextLabel?.text = content.value
      let control = Self.control(for: content)
      stepper.setBounds(minimum: control.minimum, maximum: control.maximum)
      stepper.value = 0
      stepper.isEnabled = control.isEnabled
    }

    /// The stepper's bounds and whether it is enabled, for a field's content: always a minimum
    /// below the maximum, as UIKit requires of a `UIStepper`.
    static func control(for content: StepperContent) -> (
      minimum: Double, maximum: Double, isEnabled: Bool
    ) {
      let (minimum, maximum) = (content.canDecrement ? -1.0 : 0, content.canIncrement ? 1.0 : 0)
      guard minimum < maximum else { return (-1, 1, false) }
      return (minimum, maximum, content.isEnabled)
    }
  }

  @available(iOS 14.0, *)
  extension UIStepper {
    /// Sets the bounds to `minimum` and `maximum` (`minimum < maximum`), in the order that keeps
    /// the minimum below the maximum at every step: UIKit raises `NSInvalidArgumentException`
    /// for a minimum set at or above the current maximum, or a maximum set at or below the
    /// current minimum (Apple's `minimumValue` and `maximumValue` pages).
    func setBounds(minimum: Double, maximum: Double) {
      if minimum < maximumValue {
        minimumValue = minimum
        maximumValue = maximum
      } else {
        maximumValue = maximum
        minimumValue = minimum
      }
    }
  }

  /// A slider: the title, the value, and a `UISlider` over the field's range.
  @available(iOS 14.0, *)
  final class FormSliderCell: FormFieldCell<SliderContent, Double> {
    private let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 160, height: 32))

    override func setUp() {
      accessoryView = slider
      selectionStyle = .none
      slider.onEvent(.valueChanged) { [weak self] in
        guard let self else { return }
        report(Double(slider.value))
      }
    }

    override func display(_ content: SliderContent) {
      textLabel?.text = content.title
      textLabel?.isEnabled = content.isEnabled
      detailTextLabel?.text = content.text
      let track = Self.track(for: content)
      slider.minimumValue = track.minimum
      slider.maximumValue = track.maximum
      slider.value = track.value
      slider.isEnabled = content.isEnabled
    }

    /// The slider's bounds and value for a field's content, as finite `Float`s with the value
    /// between the bounds: an infinite bound or value is drawn at the largest `Float`, and NaN at
    /// the minimum. Apple's pages say what a slider does with a value outside its bounds (it
    /// takes the nearest bound), not with infinite or NaN ones.
    static func track(for content: SliderContent) -> (minimum: Float, maximum: Float, value: Float)
    {
      func finite(_ value: Double) -> Float {
        let largest = Double(Float.greatestFiniteMagnitude)
        return Float(min(max(value, -largest), largest))
      }
      let minimum = finite(content.range.lowerBound)
      let maximum = max(finite(content.range.upperBound), minimum)
      let value = content.value.isNaN ? minimum : min(max(finite(content.value), minimum), maximum)
      return (minimum, maximum, value)
    }
  }

  /// A segmented control: the title, and the options side by side.
  @available(iOS 14.0, *)
  final class FormSegmentedCell: FormFieldCell<PickerContent, Int> {
    private let segments = UISegmentedControl()
    private var shownOptions: [String] = []

    override class var cellStyle: UITableViewCell.CellStyle { .default }

    override func setUp() {
      accessoryView = segments
      selectionStyle = .none
      segments.onEvent(.valueChanged) { [weak self] in
        guard let self, segments.selectedSegmentIndex != UISegmentedControl.noSegment else {
          return
        }
        report(segments.selectedSegmentIndex)
      }
    }

    override func display(_ content: PickerContent) {
      textLabel?.text = content.title
      textLabel?.isEnabled = content.isEnabled
      if content.options != shownOptions {
        segments.removeAllSegments()
        for (index, option) in content.options.enumerated() {
          segments.insertSegment(withTitle: option, at: index, animated: false)
        }
        segments.sizeToFit()
        shownOptions = content.options
      }
      segments.selectedSegmentIndex = content.selectedIndex ?? UISegmentedControl.noSegment
      segments.isEnabled = content.isEnabled
    }
  }
#endif
