extension Form {
  /// Presents a selector's screen.
  func present(_ screen: SelectorScreen) {
    presentedSelector = screen
    onPresentSelector?(screen)
  }

  /// Forgets a selector's screen once it is dismissed.
  func selectorDismissed(_ screen: SelectorScreen) {
    if presentedSelector === screen { presentedSelector = nil }
  }
}
