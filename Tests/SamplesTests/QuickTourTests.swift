import Foundation
import Testing

@testable import QuickTour

@MainActor
@Suite("QuickTour sample")
struct QuickTourTests {
  @Test("the tour lists what it built: sections, rows and each row's cell identifier")
  func listsWhatItBuilt() throws {
    let output = try QuickTour.run()
    #expect(
      output.hasPrefix(
        "Built 3 sections:\n  Network: 3 rows\n    wifi  →  cell QuickTour.SwitchCell"))
    #expect(output.contains("    reset  →  cell TableSourceVirtualTable.TableViewCell"))
    #expect(output.contains("  Languages: 6 rows"))
  }

  @Test("the tour's first screen is the golden picture")
  func firstScreen() throws {
    let output = try QuickTour.run()
    let expected = """
      The table shows:
      y 0–300 of 596 (top) · 5 of 11 rows
      ┌──────────────────────────────────────────┐
      │ [Network]                                │
      │   Wi-Fi  [on ]                           │ 0.0
      │   Bluetooth  [off]                       │ 0.1
      │   VPN              Not connected         │ 0.2
      │ (Bluetooth is off while flying.)         │
      │ [Advanced]                               │
      │   DNS                  Automatic         │ 1.0
      │   Reset network settings  >              │ 1.1
      └──────────────────────────────────────────┘
      """
    #expect(output.contains(expected))
  }

  @Test("after scrolling, the last language is at the bottom and cells stay within what was shown")
  func afterScrolling() throws {
    let output = try QuickTour.run()
    #expect(output.contains("y 296–596 of 596 (bottom) · 7 of 11 rows"))
    #expect(output.contains("│   Nederlands                             │ 2.5"))
    #expect(
      output.contains("Cells created: 11 for 11 rows (most visible at once: 7); reused 0 times."))
  }
}
