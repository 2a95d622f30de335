import Foundation
import Testing

@testable import SettingsSidebar

@MainActor
@Suite("SettingsSidebar sample")
struct SettingsSidebarTests {
  /// The sample's output cut at its blank lines: one step a block, a title then pictures.
  func steps() throws -> [String] {
    try SettingsSidebar.run().components(separatedBy: "\n\n")
  }

  @Test(
    "the inset-grouped list shows a header for every section and the outline collapsed, parents with their disclosure (C-E1, C-E2, C-K4)"
  )
  func collapsedList() throws {
    #expect(
      try steps()[0] == """
        An inset-grouped list, its settings an outline, collapsed:
        viewport 0,0 320×600 · content 320×445
        == header 0: Connections ==
        [0.0 (person) Ada Lovelace  Apple Account  >]
        [0.1 (wifi) Wi-Fi  Home  >]
        [0.2 (bt) Bluetooth  On  >]
        == header 1: Settings ==
        [1.0 (gear) General  ▸]
        [1.1 (hand) Privacy & Security  ▸]
        [1.2 (sun) Display & Brightness  >]
        """)
  }

  @Test("the same row values show in a table (one row model, two views)")
  func sameRowsInTable() throws {
    #expect(
      try steps()[1] == """
        The same rows in a table:
        y 0–320 of 320 (all) · 6 of 6 rows
        ┌──────────────────────────────────────────┐
        │ [Connections]                            │
        │   (person) Ada Lovelace  Apple Account … │ 0.0
        │   (wifi) Wi-Fi  Home  >                  │ 0.1
        │   (bt) Bluetooth  On  >                  │ 0.2
        │ [Settings]                               │
        │   (gear) General                         │ 1.0
        │   (hand) Privacy & Security              │ 1.1
        │   (sun) Display & Brightness  >          │ 1.2
        └──────────────────────────────────────────┘
        """)
  }

  @Test(
    "a tap on the table's disclosure expands the outline in the table too, its rows indented (C-K9)"
  )
  func tableOutline() throws {
    #expect(
      try steps()[2] == """
        The table's Privacy expanded by a tap, its rows indented:
        y 0–408 of 408 (all) · 8 of 8 rows
        ┌──────────────────────────────────────────┐
        │ [Connections]                            │
        │   (person) Ada Lovelace  Apple Account … │ 0.0
        │   (wifi) Wi-Fi  Home  >                  │ 0.1
        │   (bt) Bluetooth  On  >                  │ 0.2
        │ [Settings]                               │
        │   (gear) General                         │ 1.0
        │   (hand) Privacy & Security              │ 1.1
        │     Location Services  On  >             │ 1.2
        │     Camera  >                            │ 1.3
        │   (sun) Display & Brightness  >          │ 1.4
        └──────────────────────────────────────────┘
        """)
  }

  @Test(
    "taps on two parents' disclosures expand them: their children come in indented, the disclosures turn (C-K9, C-K8)"
  )
  func expandedByTaps() throws {
    #expect(
      try steps()[3] == """
        General and Privacy expanded by taps on their disclosure:
        viewport 0,0 320×600 · content 320×665
        == header 0: Connections ==
        [0.0 (person) Ada Lovelace  Apple Account  >]
        [0.1 (wifi) Wi-Fi  Home  >]
        [0.2 (bt) Bluetooth  On  >]
        == header 1: Settings ==
        [1.0 (gear) General  ▾]
        [1.1   About  >]
        [1.2   Storage  58 GB free  >]
        [1.3   Software Update  >]
        [1.4 (hand) Privacy & Security  ▾]
        [1.5   Location Services  On  >]
        [1.6   Camera  >]
        [1.7 (sun) Display & Brightness  >]
        *+ general
          *- about
          *- storage
          *- update
        *+ privacy
          *- location
          *- camera
        *- display
        """)
  }

  @Test(
    "a full swipe performs the row's trailing action, which deletes the row through the data source (C-E4)"
  )
  func swipedAway() throws {
    #expect(
      try steps()[4] == """
        Bluetooth swiped away (performed: true, hidden: bluetooth):
        viewport 0,0 320×600 · content 320×621
        == header 0: Connections ==
        [0.0 (person) Ada Lovelace  Apple Account  >]
        [0.1 (wifi) Wi-Fi  Home  >]
        == header 1: Settings ==
        [1.0 (gear) General  ▾]
        [1.1   About  >]
        [1.2   Storage  58 GB free  >]
        [1.3   Software Update  >]
        [1.4 (hand) Privacy & Security  ▾]
        [1.5   Location Services  On  >]
        [1.6   Camera  >]
        [1.7 (sun) Display & Brightness  >]
        """)
  }

  @Test("a second tap collapses a parent: its children leave, the other parent's stay (C-K4, C-K9)")
  func collapsedAgain() throws {
    #expect(
      try steps()[5] == """
        General collapsed by a second tap:
        viewport 0,0 320×600 · content 320×489
        == header 0: Connections ==
        [0.0 (person) Ada Lovelace  Apple Account  >]
        [0.1 (wifi) Wi-Fi  Home  >]
        == header 1: Settings ==
        [1.0 (gear) General  ▸]
        [1.1 (hand) Privacy & Security  ▾]
        [1.2   Location Services  On  >]
        [1.3   Camera  >]
        [1.4 (sun) Display & Brightness  >]
        *- general
          - about
          - storage
          - update
        *+ privacy
          *- location
          *- camera
        *- display
        """)
  }
}
