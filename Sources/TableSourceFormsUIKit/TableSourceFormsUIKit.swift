// Forms on UIKit: `import TableSourceFormsUIKit` gives the form model, the bridge and a
// `UITableViewCell` for each field kind (`FormCells.uiKit`).
@_exported public import TableSourceFormsCore
@_exported public import TableSourceUIKit
