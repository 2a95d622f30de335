import TableSource

/// The README's snapshot example ("Snapshots in a few lines") as the body of a function, word for
/// word: a test compares the body with the README's code block and checks what it prints.
func snapshotExample() throws {
  var snapshot = Snapshot<String, Int>()
  try snapshot.appendSections(["inbox"])
  try snapshot.appendItems([1, 2, 3, 4])
  var next = snapshot
  try next.moveItem(1, afterItem: 4)
  try next.deleteItems([3])
  print(StagedChangeset(from: snapshot, to: next))
  // stage 1: delete rows [0.2]; move rows [0.0→0.2]
}
