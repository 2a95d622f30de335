public import Foundation

// The declarations the forms' UIKit cells use (`TableSourceFormsUIKit`): labels, controls,
// text input, pickers and the Auto Layout anchors that place them.

/// https://developer.apple.com/documentation/uikit/uicolor
@MainActor
open class UIColor: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicolor/label
  @available(iOS 13.0, *)
  open class var label: UIColor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  @available(iOS 13.0, *)
  open class var secondaryLabel: UIColor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
  open class var systemBlue: UIColor { declarationOnly() }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor!
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment = .natural
  /// https://developer.apple.com/documentation/uikit/uilabel/isenabled
  open var isEnabled = true
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled = true

  /// The actions added, with their events: the stand-in keeps them so that a test can send an
  /// event (`sendActions(for:)`).
  private var actions: [(action: UIAction, events: UIControl.Event)] = []

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:): runs the
  /// actions added for the events, as a user's touch does.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }
}

extension UIControl {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged (`1 << 12`
    /// in UIKit's header)
    public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
    /// (`1 << 16`)
    public static var editingDidBegin: UIControl.Event { UIControl.Event(rawValue: 1 << 16) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    /// (`1 << 17`)
    public static var editingChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 17) }
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
@available(iOS 14.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
@available(iOS 14.0, *)
open class UIAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// (the stand-in keeps the one argument without a default; the others default in UIKit)
  public convenience init(handler: @escaping UIActionHandler) {
    self.init()
    self.handler = handler
  }

  private override init() { super.init() }

  /// What the action runs (the stand-in's: UIKit keeps it privately).
  var handler: UIActionHandler = { _ in }
}

#if !TABLESOURCE_STANDIN_TVOS
  /// https://developer.apple.com/documentation/uikit/uiswitch
  @available(tvOS, unavailable)
  @MainActor
  open class UISwitch: UIControl {
    /// https://developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn: Bool {
      get { declarationOnly() }
      set { declarationOnly() }
    }
    /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
    open func setOn(_ on: Bool, animated: Bool) { declarationOnly() }
  }
#endif

#if !TABLESOURCE_STANDIN_TVOS
  /// https://developer.apple.com/documentation/uikit/uistepper
  @available(tvOS, unavailable)
  @MainActor
  open class UIStepper: UIControl {
    // The stand-in keeps the values and checks UIKit's documented exception contract, so that a
    // test of code that would raise on a device fails here (a trap, as the exception would be).
    private var storedValue = 0.0
    private var storedMinimum = 0.0
    private var storedMaximum = 100.0

    /// https://developer.apple.com/documentation/uikit/uistepper/value: clamped to the bounds.
    open var value: Double {
      get { storedValue }
      set { storedValue = min(max(newValue, storedMinimum), storedMaximum) }
    }
    /// https://developer.apple.com/documentation/uikit/uistepper/minimumvalue: "If you attempt to
    /// set a value equal to or greater than maximumValue, the system raises an
    /// NSInvalidArgumentException exception." Default 0.
    open var minimumValue: Double {
      get { storedMinimum }
      set {
        precondition(
          newValue < storedMaximum,
          "NSInvalidArgumentException: UIStepper.minimumValue \(newValue) is not below "
            + "maximumValue \(storedMaximum)")
        storedMinimum = newValue
        storedValue = max(storedValue, newValue)
      }
    }
    /// https://developer.apple.com/documentation/uikit/uistepper/maximumvalue: "If you attempt to
    /// set a value equal to or lower than minimumValue, the system raises an
    /// NSInvalidArgumentException exception." Default 100.
    open var maximumValue: Double {
      get { storedMaximum }
      set {
        precondition(
          newValue > storedMinimum,
          "NSInvalidArgumentException: UIStepper.maximumValue \(newValue) is not above "
            + "minimumValue \(storedMinimum)")
        storedMaximum = newValue
        storedValue = min(storedValue, newValue)
      }
    }
  }
#endif

#if !TABLESOURCE_STANDIN_TVOS
  /// https://developer.apple.com/documentation/uikit/uislider
  @available(tvOS, unavailable)
  @MainActor
  open class UISlider: UIControl {
    // Apple's pages document no exception here: the slider adjusts. The stand-in keeps the
    // values and adjusts them as documented, so the forms' slider cell runs here too.
    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// https://developer.apple.com/documentation/uikit/uislider/value: "If you try to set a
    /// value that's below the minimum or above the maximum, the minimum or maximum value is set
    /// instead."
    open var value: Float {
      get { storedValue }
      set { storedValue = min(max(newValue, storedMinimum), storedMaximum) }
    }
    /// https://developer.apple.com/documentation/uikit/uislider/minimumvalue: a minimum above
    /// the maximum raises the maximum to it; the value follows.
    open var minimumValue: Float {
      get { storedMinimum }
      set {
        storedMinimum = newValue
        storedMaximum = max(storedMaximum, newValue)
        storedValue = max(storedValue, newValue)
      }
    }
    /// https://developer.apple.com/documentation/uikit/uislider/maximumvalue: a maximum below
    /// the minimum lowers the minimum to it; the value follows.
    open var maximumValue: Float {
      get { storedMaximum }
      set {
        storedMaximum = newValue
        storedMinimum = min(storedMinimum, newValue)
        storedValue = min(storedValue, newValue)
      }
    }
  }
#endif

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor
open class UISegmentedControl: UIControl {
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
  open var selectedSegmentIndex: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    declarationOnly()
  }
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()
  open func removeAllSegments() { declarationOnly() }
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment (Apple
  /// declares `class let`, as `UITableView.automaticDimension`)
  public class var noSegment: Int { declarationOnly() }
}

#if !TABLESOURCE_STANDIN_TVOS
  /// https://developer.apple.com/documentation/uikit/uidatepicker
  @available(tvOS, unavailable)
  @MainActor
  open class UIDatePicker: UIControl {
    /// https://developer.apple.com/documentation/uikit/uidatepicker/date
    open var date: Date {
      get { declarationOnly() }
      set { declarationOnly() }
    }
    /// https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate
    open var minimumDate: Date? {
      get { declarationOnly() }
      set { declarationOnly() }
    }
    /// https://developer.apple.com/documentation/uikit/uidatepicker/maximumdate
    open var maximumDate: Date? {
      get { declarationOnly() }
      set { declarationOnly() }
    }
    /// https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode-swift.property
    open var datePickerMode: UIDatePicker.Mode {
      get { declarationOnly() }
      set { declarationOnly() }
    }
    /// https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle
    @available(iOS 13.4, *)
    open var preferredDatePickerStyle: UIDatePickerStyle {
      get { declarationOnly() }
      set { declarationOnly() }
    }
    /// https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:)
    open func setDate(_ date: Date, animated: Bool) { declarationOnly() }
  }
#endif

#if !TABLESOURCE_STANDIN_TVOS
  @available(tvOS, unavailable)
  extension UIDatePicker {
    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode
    public enum Mode: Int, @unchecked Sendable {
      case time = 0
      case date = 1
      case dateAndTime = 2
      case countDownTimer = 3
    }
  }
#endif

#if !TABLESOURCE_STANDIN_TVOS
  /// https://developer.apple.com/documentation/uikit/uidatepickerstyle
  @available(iOS 13.4, *)
  @available(tvOS, unavailable)
  public enum UIDatePickerStyle: Int, @unchecked Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    @available(iOS 14.0, *)
    case inline = 3
  }
#endif

#if !TABLESOURCE_STANDIN_TVOS
  /// https://developer.apple.com/documentation/uikit/uipickerview
  @available(tvOS, unavailable)
  @MainActor
  open class UIPickerView: UIView {
    /// https://developer.apple.com/documentation/uikit/uipickerview/datasource
    weak open var dataSource: (any UIPickerViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uipickerview/delegate
    weak open var delegate: (any UIPickerViewDelegate)?
    /// https://developer.apple.com/documentation/uikit/uipickerview/reloadallcomponents()
    open func reloadAllComponents() { declarationOnly() }
    /// https://developer.apple.com/documentation/uikit/uipickerview/selectrow(_:incomponent:animated:)
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
      declarationOnly()
    }
  }
#endif

#if !TABLESOURCE_STANDIN_TVOS
  /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource
  @available(tvOS, unavailable)
  @MainActor
  public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource/numberofcomponents(in:)
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource/pickerview(_:numberofrowsincomponent:)
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
  }
#endif

#if !TABLESOURCE_STANDIN_TVOS
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate (both requirements are
  /// optional in UIKit; the cells implement them)
  @available(tvOS, unavailable)
  @MainActor
  public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:titleforrow:forcomponent:)
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:didselectrow:incomponent:)
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  }
#endif

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor
open class UIActivityIndicatorView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
  public required init(coder: NSCoder) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() { declarationOnly() }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() { declarationOnly() }
}

extension UIActivityIndicatorView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    @available(iOS 13.0, *)
    case medium = 100
    @available(iOS 13.0, *)
    case large = 101
  }
}
