import Foundation
public import TableSourceVirtualTable

// The field cells' input as user actions, for tests that act as the user through any cell (the
// reuse audit of `TableSourceTesting`). Each action is one gesture on the cell's control.

extension TextFieldCell: UserActionCell {
  /// Typing a character, and deleting the last one.
  public var userActions: [CellUserAction] {
    [
      CellUserAction("type") { [weak self] in try self?.type("a") },
      CellUserAction("delete backward") { [weak self] in try self?.deleteBackward() },
    ]
  }
}

extension ToggleCell: UserActionCell {
  /// Switching the toggle.
  public var userActions: [CellUserAction] {
    [CellUserAction("toggle") { [weak self] in try self?.toggle() }]
  }
}

extension StepperCell: UserActionCell {
  /// Stepping up, and stepping down.
  public var userActions: [CellUserAction] {
    [
      CellUserAction("increment") { [weak self] in try self?.increment() },
      CellUserAction("decrement") { [weak self] in try self?.decrement() },
    ]
  }
}

extension SliderCell: UserActionCell {
  /// Sliding to the far end of the range from where the thumb is.
  public var userActions: [CellUserAction] {
    [
      CellUserAction("slide") { [weak self] in
        guard let self, let content else { return }
        let range = content.range
        let middle = (range.lowerBound + range.upperBound) / 2
        try slide(to: content.value < middle ? range.upperBound : range.lowerBound)
      }
    ]
  }
}

extension DatePickerCell: UserActionCell {
  /// Turning the picker a day on.
  public var userActions: [CellUserAction] {
    [
      CellUserAction("pick next day") { [weak self] in
        guard let self, let date = content?.date else { return }
        try pick(date.addingTimeInterval(86_400))
      }
    ]
  }
}

extension SegmentedCell: UserActionCell {
  /// Choosing the segment after the chosen one.
  public var userActions: [CellUserAction] {
    [
      CellUserAction("choose next") { [weak self] in
        guard let self, let content, !content.options.isEmpty else { return }
        try choose(((content.selectedIndex ?? -1) + 1) % content.options.count)
      }
    ]
  }
}

extension PickerCell: UserActionCell {
  /// Turning the wheel to the option after the chosen one.
  public var userActions: [CellUserAction] {
    [
      CellUserAction("pick next") { [weak self] in
        guard let self, let content, !content.options.isEmpty else { return }
        try pick(((content.selectedIndex ?? -1) + 1) % content.options.count)
      }
    ]
  }
}
