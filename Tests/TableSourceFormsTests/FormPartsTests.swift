import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import Testing

@testable import TableSourceFormsCore

/// Each part of a form on its own, without a table: what its operations do, and that its
/// consistency check finds a corruption of its state. The form's own check, which runs each
/// part's, traps on a corrupted form (in a child process).
@MainActor
@Suite("Forms: each part of a form works, and checks itself, without a table")
struct FormPartsTests {
  let name = FieldKey(\Profile.name)
  let age = FieldKey(\Profile.age)

  @Test("the draft keeps typed text until save, keeps unparsed text through save, and reverts")
  func draftPart() {
    var part = FormDraft(Profile())
    let parsedAgain = part.edit(name, showing: nil) { $0.name = "Grace" }
    #expect(!parsedAgain)
    part.keepUnparsed("4O", in: age, message: "Not a number")
    #expect(part.draft.name == "Grace" && part.original.name == "Ada")
    part.save()
    #expect(part.original.name == "Grace" && part.pendingText == [age: "4O"])
    let parses = part.edit(age, showing: "1.") { $0.age = 1 }
    #expect(parses, "the unparsed text now parses")
    part.revert()
    #expect(part.draft == part.original && part.pendingText.isEmpty)
    #expect(part.invariantViolations.isEmpty)
    part.unparsedText[name] = "Not a name"
    #expect(part.invariantViolations.count == 1)
  }

  @Test("the structure checks and adopts sections, finds fields, hands out unique entry identities")
  func structurePart() throws {
    let form = try makeProfileForm()
    var part = FormStructure<Profile>()
    let checked = try part.checked(form.sections, draft: Profile(), original: nil)
    #expect(throws: FormError.duplicateSectionID("Account")) {
      try part.checked(form.sections + form.sections.prefix(1), draft: Profile(), original: nil)
    }
    part.adopt(checked)
    #expect(part.shapes.count == 2 && part.field(age)?.key == age)
    let tokens = [part.makeEntryToken(), part.makeEntryToken()]
    #expect(tokens == [1, 2])
    #expect(throws: Never.self) { try part.checkElements(in: Profile()) }
    #expect(part.invariantViolations.isEmpty)
    var corrupted = checked
    corrupted.places = [:]
    part.adopt(corrupted)
    #expect(!part.invariantViolations.isEmpty, "fields without places")
    part.adopt(checked)
    part.entryTokens[name] = [2, 2]
    #expect(part.invariantViolations.count == 1, "an entry identity given twice")
  }

  @Test("validation numbers its checks and keeps only the newest check's answer")
  func validationPart() {
    var part = FormValidationState()
    let first = part.nextCheckNumber()
    let second = part.nextCheckNumber()
    part.runningChecks[age] = RunningCheck(task: Task {}, number: second)
    let kept = [
      part.finish(age, number: first, value: 1, message: "old"),
      part.finish(age, number: second, value: 2, message: nil),
    ]
    #expect(kept == [false, true])
    #expect(part.runningChecks.isEmpty && part.asyncResults[age]?.value as? Int == 2)
    #expect(part.invariantViolations.isEmpty)
    part.runningChecks[age] = RunningCheck(task: Task {}, number: 9)
    #expect(part.invariantViolations.count == 1, "a check numbered after every check started")
  }

  @Test("the conditions' index files a condition under what it reads, and defers while nested")
  func conditionsPart() {
    var part = FormConditionState<Profile>()
    let condition = FormCondition<Profile> { _ in true }
    part.hiding.insert(ObjectIdentifier(condition))
    part.file(condition, reading: [name, age])
    #expect(part.reading[age]?.count == 1)
    part.unfile(condition, reading: [age])
    #expect(part.reading[age]?.isEmpty == true && part.reading[name]?.count == 1)
    #expect(!part.defersStructure)
    part.structureDeferrals += 1
    #expect(part.defersStructure)
    #expect(part.invariantViolations.isEmpty)
    part.clearIndex()
    part.file(condition, reading: [name])
    #expect(part.invariantViolations.count == 1, "filed, but neither hides nor disables")
  }

  @Test("the presentation is shown in cells with the table's calls, and tracks the selector shown")
  func presentationPart() throws {
    var part = FormPresentation()
    #expect(part.invariantViolations.isEmpty)
    part.show(in: .virtualTable, deselectRow: { _ in }, revealField: { _ in })
    #expect(part.cells != nil && part.invariantViolations.isEmpty)
    func makeScreen(_ title: String) throws -> SelectorScreen {
      try SelectorScreen(
        title: title, options: ["A", "B"], selectedIndex: nil, cell: ToggleCell.self,
        choice: { _ in }, dismissal: { _ in })
    }
    let screen = try makeScreen("Pick")
    part.present(screen)
    part.dismissed(try makeScreen("Other"))
    #expect(part.presentedSelector === screen)
    part.dismissed(screen)
    #expect(part.presentedSelector == nil)
    part.shownRowCounts = ShownRowCounts(version: 0, sections: [[1, -1]])
    #expect(part.invariantViolations.count == 1)
  }

  @Test("the registry keeps handlers and cells while their subscriptions live, and counts them")
  func registryPart() {
    var part = SubscriptionRegistry()
    var heard: [String] = []
    var fieldSubscription: FormSubscription? = FormSubscription(onCancel: {})
    let formSubscription = FormSubscription(onCancel: {})
    let cellSubscription = FormSubscription(onCancel: {})
    part.add({ heard.append("field") }, for: name, fieldSubscription!)
    part.add({ heard.append("form \($0)") }, formSubscription)
    let cell = FieldBinding<Bool>(key: name, write: { _ in }, subscription: cellSubscription)
    part.show(name, refresh: { heard.append("cell") }, cell, cell: cellSubscription)
    #expect(part.liveCount == 3)
    let handlers = part.handlers(of: name)
    for handler in handlers.field { handler() }
    for handler in handlers.form { handler(name) }
    part.liveRefresh(of: name)?()
    #expect(heard == ["field", "form \(name)", "cell"])
    fieldSubscription = nil
    cellSubscription.cancel()
    let left = part.handlers(of: name)
    #expect(part.liveCount == 1 && left.field.isEmpty)
    #expect(part.liveRefresh(of: name) == nil)
    part.forgetCell(name)
    #expect(part.invariantViolations.isEmpty)
    part.shownValues[age] = ShownValue(reader: ValueReader(), value: 0, storage: nil)
    #expect(part.invariantViolations.count == 1, "a value kept for a cell no one shows")
  }

  @Test("a form edited, restructured, focused and validated passes its own check")
  func formCheckHolds() throws {
    let form = try makeProfileForm()
    try form.setValue("Grace", for: \.name)
    try form.focus(name)
    _ = form.validate()
    try form.removeField(age)
    form.cancel()
    form.checkInvariants()
  }

  @Test("the form's check traps on a corrupted part")
  func formCheckTrapsOnCorruptedPart() async {
    await #expect(processExitsWith: .failure) {
      try await MainActor.run {
        let form = try makeProfileForm()
        form.editing.unparsedText[FieldKey(\Profile.age)] = "Not a number"
        form.checkInvariants()
      }
    }
  }

  @Test("the form's check finds parts that disagree: the focus on a row the form does not have")
  func formCheckFindsDisagreement() throws {
    let form = try makeProfileForm()
    #expect(form.invariantViolations.isEmpty)
    form.presentation.focusedField = FieldKey(name: "nowhere")
    #expect(form.invariantViolations.count == 1)
  }
}
