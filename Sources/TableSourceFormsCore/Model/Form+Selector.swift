extension Form {
  /// Presents a selector's screen.
  func present(_ screen: SelectorScreen) {
    presentation.present(screen)
    // Called once the part is changed: the app's code may read the form.
    let present = presentation.onPresentSelector
    present?(screen)
  }

  /// Forgets a selector's screen once it is dismissed.
  func selectorDismissed(_ screen: SelectorScreen) {
    presentation.dismissed(screen)
  }
}
