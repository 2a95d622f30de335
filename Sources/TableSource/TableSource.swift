// `import TableSource` gives everything: the core (rows, sections, the table seam, snapshots,
// the diff, the data sources), the virtual table and the virtual collection view. Import
// `TableSourceCore` alone to use the rows and data sources with another table, such as a UIKit
// one.
@_exported public import TableSourceCore
@_exported public import TableSourceVirtualCollection
@_exported public import TableSourceVirtualTable
