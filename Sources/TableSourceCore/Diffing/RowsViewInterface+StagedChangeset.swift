extension RowsViewInterface {
  /// Commits the stages of a changeset one after the other, each as its own batch update checked
  /// as one, on any table or collection view. The data source must already show the state the changeset leads to.
  ///
  /// - Throws: The ``BatchUpdateError`` of the first stage rejected; the stages before it stay
  ///   committed. ``DisplayFailedAfterUpdate`` when a stage was applied but not all displayed:
  ///   the later stages are applied all the same (they are part of the same change, and a
  ///   content stage skipped would leave rows showing stale content).
  /// - Complexity: The table's cost of each stage.
  public func apply(_ changeset: StagedChangeset, animation: RowAnimation = .automatic) throws {
    var displayFailure: DisplayFailedAfterUpdate?
    for stage in changeset.stages {
      do {
        try apply(stage, animation: animation)
      } catch let error as DisplayFailedAfterUpdate {
        if displayFailure == nil { displayFailure = error }
      }
    }
    if let displayFailure { throw displayFailure }
  }
}
