import Foundation
import TableSource
import TableSourceForms
import TableSourceFormsTestSupport
import TableSourceTesting
import Testing

@MainActor
@Suite("Forms: validation rules, their timing, the messages in the table, and save")
struct ValidationTests {
  private func makeForm(timing: ValidationTiming) throws -> Form<Account> {
    let form = try Form(editing: Account()) {
      FormSection("Account") {
        TextField(\.email, "Email").validated(.required, .email)
        TextField(\.password, "Password", isSecure: true).validated(.minimumLength(8))
        TextField(\.confirmation, "Again", isSecure: true).validated(equalTo: \.password)
        TextField(\.nickname, "Nickname", isEnabled: false).validated(.maximumLength(2))
        ToggleField(\.acceptsTerms, "Accept the terms")
          .validated(.custom("Please accept the terms") { $0 })
      }
    }
    form.validationTiming = timing
    return form
  }

  private func textCell(_ table: VirtualTableView, row: Int) throws -> TextFieldCell {
    try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? TextFieldCell)
  }

  @Test("each built-in rule passes and fails what it should, Unicode and empty text included")
  func builtInRules() throws {
    func passes<Value>(_ rule: ValidationRule<Value>, _ values: [Value]) -> Bool {
      values.allSatisfy { rule.check($0) == nil }
    }
    func fails<Value>(_ rule: ValidationRule<Value>, _ values: [Value]) -> Bool {
      values.allSatisfy { rule.check($0) != nil }
    }
    #expect(passes(.required, ["a", "é", " x "]))
    #expect(fails(.required, ["", "   ", "\n\t"]))
    #expect(passes(.email, ["ada@lovelace.dev", "名前@例え.jp", "a.b+c@x.co.uk"]))
    #expect(fails(.email, ["", "ada", "@x.io", "ada@x", "a b@x.io", "a@@x.io", "a@x..io"]))
    #expect(passes(.url, ["https://example.com", "http://x.io/a?b=c"]))
    #expect(fails(.url, ["", "example.com", "ftp://x.io", "https://"]))
    #expect(passes(.minimumLength(3), ["abc", "é👍🏽x", "abcd"]))
    #expect(fails(.minimumLength(3), ["", "ab", "👍🏽👍🏽"]))
    #expect(passes(.maximumLength(3), ["", "abc", "👍🏽👍🏽👍🏽"]))
    #expect(fails(.maximumLength(3), ["abcd", "éééé"]))
    let code = try ValidationRule<String>.matching("[A-Z]{2}[0-9]{3}")
    #expect(passes(code, ["AB123"]))
    #expect(fails(code, ["", "AB1234", "xAB123", "ab123"]))
    #expect(throws: (any Error).self) { try ValidationRule<String>.matching("(") }
    #expect(passes(.luhn, ["4111 1111 1111 1111", "4111-1111-1111-1111", "79927398713"]))
    #expect(fails(.luhn, ["", "4111 1111 1111 1112", "abcd", "４１１１１１１１１１１１１１１１", "0"]))
    #expect(passes(.range(1...10), [1, 5, 10]))
    #expect(fails(.range(1...10), [0, 11, -3]))
    #expect(ValidationRule<Int>.range(1...10).check(0) == "Must be from 1 to 10")
  }

  @Test(
    "a pattern must match the whole text, whichever alternative it takes, with its own flags and comments"
  )
  func regularExpressionFullMatch() throws {
    func passes(_ rule: ValidationRule<String>, _ values: [String]) -> Bool {
      values.allSatisfy { rule.check($0) == nil }
    }
    func fails(_ rule: ValidationRule<String>, _ values: [String]) -> Bool {
      values.allSatisfy { rule.check($0) != nil }
    }
    // The first alternative matches a prefix of the longer number: the second must be tried.
    let phone = try ValidationRule<String>.matching("[0-9]{3}|[0-9]{3}-[0-9]{4}")
    #expect(passes(phone, ["555", "555-1234"]))
    #expect(fails(phone, ["", "55", "555-", "555-12", "555-12345", "x555", "555\n"]))
    // A pattern that matches a prefix only.
    let prefix = try ValidationRule<String>.matching("[a-z]+")
    #expect(passes(prefix, ["abc"]))
    #expect(fails(prefix, ["abc1", "", "abc "]))
    // Empty text passes only a pattern that matches it.
    #expect(passes(try .matching("[0-9]*"), [""]))
    #expect(fails(try .matching("[0-9]+"), [""]))
    // The pattern's own flags, groups, a comment at its end, and a quotation left open.
    #expect(passes(try .matching("(?i)ab|abc"), ["ABC", "ab"]))
    #expect(passes(try .matching("(a)\\1|(a)\\2b"), ["aa", "aab"]))
    let commented = try ValidationRule<String>.matching("(?x) [0-9]{3} | [0-9]{3}-[0-9]{4}  # NANP")
    #expect(passes(commented, ["555", "555-1234"]))
    #expect(fails(commented, ["555-12", "555 1234"]))
    #expect(passes(try .matching("[0-9]+(?#digits)|[0-9]+\\.[0-9]+"), ["1", "1.5"]))
    #expect(passes(try .matching("v\\Q1.0"), ["v1.0"]))
    #expect(fails(try .matching("v\\Q1.0"), ["v1x0", "v1.0.1"]))
    // A pattern that does not compile still throws.
    #expect(throws: (any Error).self) { try ValidationRule<String>.matching("(") }
    #expect(throws: (any Error).self) { try ValidationRule<String>.matching("a)|(b") }
    #expect(throws: (any Error).self) { try ValidationRule<String>.matching("[0-9") }
  }

  @Test(
    "rules run in order and stop at the first failure, whose message shows; messages can be replaced"
  )
  func compositionAndMessages() throws {
    let rule = ValidationRule<String>.allOf([.required, .email, .maximumLength(8)])
    #expect(rule.check("") == "Required")
    #expect(rule.check("ada") == "Not an email address")
    #expect(rule.check("ada@lovelace.dev") == "At most 8 characters")
    #expect(rule.check("a@b.io") == nil)
    #expect(ValidationRule<String>.required.message("Obligatoire").check("") == "Obligatoire")
    #expect(ValidationRule<String>.required.message("Obligatoire").check("x") == nil)
    let form = try Form(editing: Account()) {
      FormSection("Account") {
        TextField(\.password, "Password").validated(.required).validated(.minimumLength(8))
        TextField(\.confirmation, "Again").validated(.required).validated(equalTo: \.password)
      }
    }
    try form.setValue("short", for: \.password)
    try form.setValue("other", for: \.confirmation)
    #expect(
      form.validate().failures.map(\.message) == ["At least 8 characters", "Does not match"])
  }

  @Test(
    "on change: the message row appears beneath the field by diff as the user types, and goes when the value is valid"
  )
  func onChange() throws {
    let form = try makeForm(timing: .onChange)
    let table = try showForm(form)
    let email = try textCell(table, row: 0)
    let before = commits(table)
    try email.type("ada")
    #expect(rows(table).prefix(2) == ["Email  [ada]  ⚠", "⚠ Not an email address"])
    #expect(commits(table) == before + 1)
    try email.type("@lovelace.dev")
    #expect(rows(table).prefix(2) == ["Email  [ada@lovelace.dev]", "Password  [‹›]"])
    #expect(commits(table) == before + 2)
    #expect(form.validationMessages.isEmpty)
  }

  @Test("on end of editing: nothing shows while typing; leaving the field shows its message")
  func onEndEditing() throws {
    let form = try makeForm(timing: .onEndEditing)
    let table = try showForm(form)
    let email = try textCell(table, row: 0)
    try email.tap()
    try email.type("ada")
    #expect(form.validationMessages.isEmpty)
    form.focusNext()
    #expect(form.validationMessages == [FieldKey(\Account.email): "Not an email address"])
    #expect(rows(table)[1] == "⚠ Not an email address")
    // A field without the focus (a toggle) ends its editing with each change.
    let terms = try #require(
      table.cellForRow(at: IndexPath(row: 5, section: 0)) as? ToggleCell)
    try terms.toggle()
    try terms.toggle()
    #expect(form.validationMessages[FieldKey(\Account.acceptsTerms)] == "Please accept the terms")
  }

  @Test("on change after the first end of editing: quiet at first, then every change counts")
  func onChangeAfterEndEditing() throws {
    let form = try makeForm(timing: .onChangeAfterEndEditing)
    let table = try showForm(form)
    let email = try textCell(table, row: 0)
    try email.tap()
    try email.type("ada")
    #expect(form.validationMessages.isEmpty)
    form.endEditing()
    #expect(form.validationMessages.count == 1)
    try email.tap()
    try email.type("@x.io")
    #expect(form.validationMessages.isEmpty)
    try email.clear()
    #expect(form.validationMessages == [FieldKey(\Account.email): "Required"])
  }

  @Test(
    "on submit: nothing shows until the form is validated; a field's own timing wins over the form's"
  )
  func onSubmit() throws {
    let form = try Form(editing: Account()) {
      FormSection("Account") {
        TextField(\.email, "Email").validated(.email)
        TextField(\.password, "Password").validated(.minimumLength(8), timing: .onChange)
      }
    }
    form.validationTiming = .onSubmit
    let table = try showForm(form)
    try textCell(table, row: 0).type("ada")
    try textCell(table, row: 1).type("short")
    #expect(form.validationMessages.keys.map(\.description) == ["\\Account.password"])
    try textCell(table, row: 0).type("@x.io")
    let report = form.validate()
    #expect(report.failures.map(\.field) == [FieldKey(\Account.password)])
    #expect(
      rows(table) == ["Email  [ada@x.io]", "Password  [short]  ⚠", "⚠ At least 8 characters"])
  }

  @Test(
    "save refuses while a field is invalid, reports every invalid field in order, focuses the first, and keeps the original"
  )
  func saveRefuses() throws {
    let form = try makeForm(timing: .onSubmit)
    let table = try showForm(form, height: 120)
    try form.setValue("ada@lovelace.dev", for: \.email)
    try form.setValue("long enough", for: \.password)
    #expect(throws: ValidationReport.self) { try form.save() }
    do {
      try form.save()
    } catch {
      #expect(
        error.failures.map(\.field) == [
          FieldKey(\Account.confirmation), FieldKey(\Account.acceptsTerms),
        ])
    }
    // The disabled nickname breaks its rule and is not checked.
    #expect(form.focusedField == FieldKey(\Account.confirmation))
    #expect(form.original == Account())
    #expect(rows(table).last == "Again  [|‹›]  ⚠")
    #expect(
      form.dataSource.snapshot().itemIdentifiers.contains(
        FieldKey(messageOf: FieldKey(\Account.confirmation))))
    try form.setValue("long enough", for: \.confirmation)
    try form.setValue(true, for: \.acceptsTerms)
    let saved = try form.save()
    #expect(saved.confirmation == "long enough" && form.original == saved)
    #expect(form.validationMessages.isEmpty)
    try table.layoutIfNeeded()
    #expect(!rows(table).contains { $0.hasPrefix("⚠") })
  }

  @Test(
    "a shown message is checked again when another field changes: fixing the password fixes its confirmation"
  )
  func dependentMessage() throws {
    let form = try makeForm(timing: .onChange)
    let table = try showForm(form)
    try textCell(table, row: 1).type("long enough")
    try textCell(table, row: 2).type("long")
    #expect(form.validationMessages[FieldKey(\Account.confirmation)] == "Does not match")
    try form.setValue("long", for: \.password)
    #expect(form.validationMessages[FieldKey(\Account.confirmation)] == nil)
  }

  @Test(
    "B3: the invalid mark belongs to the field: cells reused for other rows never carry it, and it is back when the field's row returns"
  )
  func invalidMarkSurvivesReuse() throws {
    var values = Account()
    values.email = "ada"
    let form = try Form(editing: values) {
      for index in 0..<40 {
        FormSection("S\(index)") {
          if index == 0 {
            TextField(\.email, "Email").validated(.email)
          } else {
            // Text fields like the email's, so their rows reuse its cell.
            TextField(
              \.nickname, "Nick \(index)", key: FieldKey(name: "n\(index)"), format: { $0 },
              parse: { $0 })
          }
        }
      }
    }
    let table = try showForm(form, order: .shuffled(seed: 7), height: 200)
    form.validate()
    #expect(rows(table).prefix(2) == ["Email  [ada]  ⚠", "⚠ Not an email address"])
    var reusedEmailCell = false
    let emailCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    for offset in stride(from: 0, through: 2_000, by: 97) {
      try table.setContentOffset(CGPoint(x: 0, y: CGFloat(offset)))
      let marked = rows(table).filter { $0.contains("⚠") }
      #expect(marked.allSatisfy { $0.hasPrefix("Email") || $0.hasPrefix("⚠ Not an") }, "\(marked)")
      if let emailCell, table.visibleCells.contains(where: { $0 === emailCell }),
        table.indexPath(for: emailCell) != IndexPath(row: 0, section: 0)
      {
        reusedEmailCell = true
      }
    }
    #expect(reusedEmailCell, "the email's cell showed another row on the way")
    try table.setContentOffset(.zero)
    #expect(rows(table).prefix(2) == ["Email  [ada]  ⚠", "⚠ Not an email address"])
  }

  @Test("cancel removes every message with the values that caused them")
  func cancelClearsMessages() throws {
    let form = try makeForm(timing: .onChange)
    let table = try showForm(form)
    try textCell(table, row: 0).type("ada")
    #expect(rows(table).count == 6)
    form.cancel()
    #expect(form.validationMessages.isEmpty && rows(table).count == 5)
    #expect(rows(table)[0] == "Email  [‹›]")
  }
}

@MainActor
@Suite("Forms: asynchronous validation, latest wins")
struct AsyncValidationTests {
  struct SignUp: Equatable {
    var username = ""
  }

  private func makeForm(_ service: TestAnswers<String, Bool>) throws -> Form<SignUp> {
    let form = try Form(editing: SignUp()) {
      FormSection("Account") {
        TextField(\.username, "User name")
          .validated(.required, timing: .onChange)
          .validated(AsyncValidationRule("Taken") { name in await service.ask(name) })
      }
    }
    return form
  }

  /// The form shown, and the cell of its user name.
  private func showUserName(_ form: Form<SignUp>) throws -> (VirtualTableView, TextFieldCell) {
    let table = try showForm(form)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
    return (table, cell)
  }

  @Test(
    "a check runs once the value passes the synchronous rules; the cell shows it pending, then the answer"
  )
  func pendingThenAnswer() async throws {
    let service = TestAnswers<String, Bool>()
    let form = try makeForm(service)
    let (table, cell) = try showUserName(form)
    try cell.type("a")
    await service.waitForQuestions(1)
    try cell.clear()
    // Empty text fails the synchronous rule: no question for it, and the running one is
    // cancelled.
    #expect(form.validationMessages.values.first == "Required" && service.asked == ["a"])
    try cell.type("ada")
    await service.waitForQuestions(2)
    #expect(cell.renderedContent == "User name  [ada]  …")
    service.answer("ada", with: false)
    await form.validationsFinished()
    #expect(cell.renderedContent == "User name  [ada]  ⚠")
    #expect(table.visibleCells.map(\.renderedContent).last == "⚠ Taken")
    // The cancelled check of "a" answers late: nothing changes.
    service.answerAll(with: true)
    for _ in 0..<20 { await Task.yield() }
    #expect(form.validationMessages.values.first == "Taken")
  }

  @Test(
    "latest wins: typing on cancels the old value's check, whose late answer is never shown, even when it comes last"
  )
  func latestWins() async throws {
    let service = TestAnswers<String, Bool>()
    let form = try makeForm(service)
    let (_, cell) = try showUserName(form)
    try cell.type("ad")
    await service.waitForQuestions(1)
    try cell.type("a")
    await service.waitForQuestions(2)
    #expect(service.asked == ["ad", "ada"])
    // The newer check answers first, then the stale one, out of order.
    service.answer("ada", with: true)
    await form.validationsFinished()
    #expect(form.validationMessages.isEmpty && cell.renderedContent == "User name  [ada]")
    service.answer("ad", with: false)
    for _ in 0..<20 { await Task.yield() }
    #expect(form.validationMessages.isEmpty && cell.renderedContent == "User name  [ada]")
  }

  @Test("save refuses while a check is pending, reports it, and succeeds once the answer is in")
  func saveWaitsForAnswers() async throws {
    let service = TestAnswers<String, Bool>()
    let form = try makeForm(service)
    form.validationTiming = .onSubmit
    _ = try showForm(form)
    try form.setValue("ada", for: \.username)
    do {
      try form.save()
      Issue.record("save should refuse while the name is being checked")
    } catch {
      #expect(error.pending == [FieldKey(\SignUp.username)] && error.failures.isEmpty)
    }
    await service.waitForQuestions(1)
    service.answer("ada", with: true)
    await form.validationsFinished()
    #expect(try form.save().username == "ada")
    #expect(service.asked == ["ada"], "the answer for the value is kept, not asked again")
  }
}
