import Foundation
import TableSourceCore
import TableSourceFormsCore
import TableSourceVirtualTable
import Testing

/// The internal checks (`checkInvariants()` after every change) are compiled in exactly when the
/// build asked for them: CI's test runs set `TABLESOURCE_INTERNAL_CHECKS=1`; an app's debug build
/// of TableSource, which does not, must not pay O(n) per change for them.
@Suite("Internal checks are compiled in exactly when asked for")
struct InternalChecksTests {
  @Test("every module with internal checks has them exactly when the environment asks for them")
  func checksFollowTheEnvironment() {
    let asked = ProcessInfo.processInfo.environment["TABLESOURCE_INTERNAL_CHECKS"] == "1"
    #expect(coreRunsInternalChecks == asked)
    #expect(virtualTableRunsInternalChecks == asked)
    #expect(formsRunInternalChecks == asked)
  }
}
