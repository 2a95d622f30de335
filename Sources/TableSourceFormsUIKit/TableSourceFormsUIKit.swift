// Forms on UIKit: `import TableSourceFormsUIKit` gives the form model and the bridge.
@_exported public import TableSourceFormsCore
@_exported public import TableSourceUIKit
