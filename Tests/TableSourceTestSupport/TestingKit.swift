// The property tests' seeds, shrinking and runner are the testing kit's public ones: the
// package's tests use what its users get.
@_exported public import TableSourceTesting
