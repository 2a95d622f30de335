package import Foundation
public import TableSourceCore

/// A form editing a value of the app's model type: fields bound to the model by key paths, a
/// draft the user edits, and the table rows that show it.
///
/// ```swift
/// let form = try Form(editing: profile) {
///   FormSection("Account") {
///     TextField(\.name, "Name", placeholder: "Your name")
///     ToggleField(\.isPublic, "Public profile")
///   }
/// }
/// ```
///
/// **Values live in the form, never in cells.** The user edits ``draft``; ``original`` is not
/// touched until ``save()``; ``cancel()`` puts the draft back. A cell shows what the form holds
/// each time it is configured and reports the user's input to the form through a
/// ``FieldBinding``, which ends when the cell is reused: text typed into a cell survives the cell
/// showing another row, and no other row ever shows it.
///
/// **Observation** is by callbacks (``onChange(of:_:)``, ``onAnyChange(_:)``), not Swift's
/// `Observation` module, which needs iOS 17 where TableSource supports iOS 13. Each returns a
/// ``FormSubscription``, which ends the handler when cancelled or released.
///
/// **Parts.** The form coordinates parts that each own their state: the draft, the structure
/// (sections, places, titles, entries' identities), validation, the conditions' index, the
/// presentation (cells, focus, inline row, selector) and the subscriptions. Debug builds with
/// internal checks check each part, and the parts against each other, after each public change.
///
/// **The table** shows the form through ``dataSource``, a `DiffableDataSource` whose items are
/// the fields' keys: changes of structure reach the table only as diffed batch updates; changes
/// of value only configure the one cell that shows the field, if any.
@MainActor
public final class Form<Model> {
  // The form's parts, each owning its state (see `Parts/`): the form coordinates them.

  /// The values: original, draft and typed text.
  var editing: FormDraft<Model>
  /// The sections, the fields' places, the titles and the entries' identities.
  var structure = FormStructure<Model>()
  /// What validation found.
  var validation = FormValidationState()
  /// The conditions' index.
  var conditions = FormConditionState<Model>()
  /// How the form is shown: cells, focus, inline row, selector.
  var presentation = FormPresentation()
  /// Who hears of changes: handlers and cells shown.
  var subscriptions = SubscriptionRegistry()

  /// The table's data source for this form: each field's key is an item, each section's
  /// identity a section. `show(in:)` makes it a table's data source and delegate. It takes the
  /// updates the form works out when conditions show or hide fields (`showHiding(_:)`).
  public private(set) lazy var dataSource = DiffableDataSource<String, FieldKey>(
    knownUpdates: KnownUpdates()
  ) {
    [weak self] key in
    guard let self, presentation.cells != nil else { return EmptyFieldRow() }
    return editable(row(for: key), key)
  }

  /// The model as given, or as last saved.
  public var original: Model { editing.original }
  /// The model as the user has edited it.
  public var draft: Model { editing.draft }
  /// The form's sections, in order.
  public var sections: [FormSection<Model>] { structure.sections }
  /// The field whose inline row is open, if any.
  public internal(set) var openInlineField: FieldKey? {
    get { presentation.openInlineField }
    set { presentation.openInlineField = newValue }
  }
  /// The field being edited (the caret, the keyboard), if any.
  public internal(set) var focusedField: FieldKey? {
    get { presentation.focusedField }
    set { presentation.focusedField = newValue }
  }
  /// When fields without a timing of their own run their validation rules.
  public var validationTiming: ValidationTiming {
    get { validation.timing }
    set { validation.timing = newValue }
  }
  /// The message each invalid field shows, by key: the field's cell shows it is invalid, and a
  /// row beneath it shows the message.
  public internal(set) var validationMessages: [FieldKey: String] {
    get { validation.messages }
    _modify { yield &validation.messages }
  }
  /// The cell types the fields are shown in, as the table showing the form chose them
  /// (`show(in:cells:)`), or `nil` before the form is shown.
  public var cells: FormCells? { presentation.cells }
  /// Presents the options of a ``SelectorField``: an app pushes a screen showing the
  /// ``SelectorScreen/dataSource``, and pops it in the screen's ``SelectorScreen/onDismiss``.
  public var onPresentSelector: (@MainActor (SelectorScreen) -> Void)? {
    get { presentation.onPresentSelector }
    set { presentation.onPresentSelector = newValue }
  }
  /// The selector screen presented and not yet dismissed, if any.
  public var presentedSelector: SelectorScreen? { presentation.presentedSelector }
  /// How many times the form has evaluated a condition (``Hidden``, a hidden section): each
  /// change evaluates only the conditions that read the changed field.
  package var conditionEvaluations: Int { conditions.evaluations }
  /// Where each field is, by key (``FormStructure/places``).
  var places: [FieldKey: FieldPlace] { _read { yield structure.places } }
  /// The sections and fields as the row layout reads them (``FormStructure/shapes``).
  var shapes: [SectionShape] { _read { yield structure.shapes } }
  /// Whether a change of structure waits for the change it is part of to end.
  var defersStructure: Bool { conditions.defersStructure }
  /// Where table errors go (``onTableError``).
  var tableErrors: TableErrorSink { presentation.tableErrors }

  /// The row of a key of the form's snapshot: a field's, an open inline row's, a message's, a
  /// further row's or a list entry's.
  private func row(for key: FieldKey) -> any TableViewRow {
    if let field = field(key) { return field.makeRow(self) }
    if let open = openInlineField, key == FieldKey(inlineOf: open),
      let row = field(open)?.makeInlineRow(self)
    {
      return row
    }
    if let invalid = key.messageField { return messageRow(of: invalid) }
    if let (parent, index) = key.furtherRow, let row = field(parent)?.makeFurtherRow(index, self) {
      return row
    }
    if let list = key.entry?.list, let entries = entries(of: list) {
      return entries.makeRow(key, self)
    }
    return EmptyFieldRow()
  }

  /// Receives an error the table threw while showing a change that no call can throw to: the
  /// user's input through a cell, a tap, ``cancel()``, ``validate()``, a move of the focus, a
  /// field brought into view. The form keeps the state the change made; the table shows it with
  /// the next change of structure.
  ///
  /// Calls that throw (``setValue(_:for:)``, ``setValues(_:)``, ``toggleInlineRow(of:)``,
  /// ``addEntry(to:)``) throw such an error instead, and the virtual table's cells throw it
  /// from the action that caused it (`TextFieldCell.type(_:)`). The errors are the table's:
  /// `TableViewError.reentrantCall` for a change made from a callback that cannot take one
  /// (inside `cellForRowAt`), or `DisplayFailedAfterUpdate`.
  public var onTableError: (@MainActor (any Error) -> Void)? {
    get { tableErrors.handler }
    set { tableErrors.handler = newValue }
  }

  /// A form editing `model`, with the sections `content` lists.
  ///
  /// - Throws: ``FormError/duplicateFieldKey(_:)`` when two fields bind the same key path,
  ///   ``FormError/duplicateSectionID(_:)`` when two sections share an identity (a title, unless
  ///   given an `id`), ``FormError/valueRefused(field:reason:)`` when `model` holds a value a
  ///   field cannot hold (a stepper's value outside its range, NaN in a slider, a picker's value
  ///   that is none of its options).
  /// - Complexity: O(n) for n fields; the rows are made when the table asks for them.
  public init(
    editing model: Model, @ListBuilder<FormSection<Model>> content: () -> [FormSection<Model>]
  )
    throws
  {
    editing = FormDraft(model)
    try setSections(content())
    checkInvariantsInDebugBuilds()
  }

  /// Hands the sections' titles to the data source as values, each time they change: the table
  /// asks for every section's header and footer on each update, and a provider that read the form
  /// would load a weak reference and check its access to the form's state on every question.
  private func publishTitles() {
    var headers = [String: SectionHeaderFooter](minimumCapacity: structure.titles.count)
    var footers: [String: SectionHeaderFooter] = [:]
    for (id, titles) in structure.titles {
      if let header = titles.header { headers[id] = .title(header) }
      if let footer = titles.footer { footers[id] = .title(footer) }
    }
    dataSource.header = { headers[$0] }
    dataSource.footer = { footers[$0] }
  }

  private func setSections(_ newSections: [FormSection<Model>]) throws {
    adopt(try checked(newSections))
    indexConditions()
    matchEntries()
  }

  /// Makes checked sections the form's structure: the titles go to the data source, and the rows
  /// the table shows are worked out again from the fields.
  private func adopt(_ checked: FormStructure<Model>.Checked) {
    structure.adopt(checked)
    presentation.shownRowCounts = nil
    publishTitles()
  }

  /// Sections with an identity each, their fields by key and their titles by identity, checked
  /// against the draft, and the original when given (``FormStructure/checked(_:draft:original:)``).
  func checked(_ newSections: [FormSection<Model>], elementsAlsoIn original: Model? = nil) throws
    -> FormStructure<Model>.Checked
  {
    try structure.checked(newSections, draft: editing.draft, original: original)
  }

  /// Makes `newSections` the form's structure and shows it in the table bound to the data
  /// source, by diff. If they are not valid (a field bound to an element that the draft, or
  /// the original ``cancel()`` puts back, does not hold, among others), or the table rejects
  /// the update, nothing changes.
  func restructure(_ newSections: [FormSection<Model>]) throws {
    defer { checkInvariantsInDebugBuilds() }
    // `cancel()` puts the original back: it must hold the elements fields are bound to too.
    let checked = try checked(newSections, elementsAlsoIn: original)
    let previous = (structure, presentation)
    adopt(checked)
    indexConditions()
    matchEntries()
    // An inline row closes with its field (rule 5.5: one batch removes both).
    if let open = openInlineField, places[open] == nil { openInlineField = nil }
    if let focused = focusedField, !rowExists(focused) { focusedField = nil }
    // A removed field's message and check go with it.
    let previousMessages = validationMessages
    validationMessages = validationMessages.filter { places[$0.key] != nil }
    // A removed field's text goes with it: the field may come back, showing its value.
    let previousText = (editing.pendingText, editing.unparsedText)
    editing.keepText(where: rowExists)
    for key in Array(validation.runningChecks.keys) where places[key] == nil { cancelCheck(key) }
    do {
      try showStructure()
    } catch {
      (structure, presentation) = previous
      presentation.shownRowCounts = nil
      publishTitles()
      validationMessages = previousMessages
      (editing.pendingText, editing.unparsedText) = previousText
      indexConditions()
      matchEntries()
      throw error
    }
  }

  /// Shows the form in `table` (a table or a collection view), its fields in `cells`: the form's
  /// data source becomes the view's, and the view loads the form's sections and fields.
  /// `deselectRow` and `revealField` are the view's own calls, which the seam does not carry.
  ///
  /// - Complexity: O(n) for n fields (the snapshot); rows are made for the cells shown.
  package func show(
    on table: any RowsViewInterface, cells: FormCells,
    deselectRow: @escaping @MainActor (IndexPath) -> Void,
    revealField: @escaping @MainActor (FieldKey) -> Void
  ) {
    defer { checkInvariantsInDebugBuilds() }
    presentation.show(in: cells, deselectRow: deselectRow, revealField: revealField)
    dataSource.bind(to: table)
    // A reload, not a diff: the table may be new to the form, and the rows made for another
    // table's cells must go.
    dataSource.applyUsingReloadData(snapshot(), to: table)
  }

  /// Whether a table or a collection view shows the form.
  var isShownInView: Bool { dataSource.tableView != nil || dataSource.collectionView != nil }

  /// Applies the form's snapshot to the bound table, if there is one.
  func showStructure() throws {
    guard isShownInView else { return }
    try dataSource.apply(snapshot(), animatingDifferences: true)
    endBindingsOfRowsGone()
  }

  // MARK: - Values

  /// The keys of the form's fields, in the form's order.
  public var fieldKeys: [FieldKey] { sections.flatMap { $0.fieldKeys } }

  /// A value of the draft.
  public func value<Value>(_ binding: KeyPath<Model, Value>) -> Value {
    draft[keyPath: binding]
  }

  /// Sets a value of the draft, as if the user had: the observers of `binding` hear of it, the
  /// cells showing a field whose value changed are configured again, and the conditions that
  /// read it are evaluated.
  ///
  /// `binding` need not be a field's: a button's action counts its taps in a property no field
  /// shows, and a field over a computed property of it (a total) shows the new value.
  ///
  /// - Throws: ``FormError/valueRefused(field:reason:)`` when the field bound to `binding`
  ///   cannot hold `value` (a stepper's value outside its range, a picker's value that is none
  ///   of its options), ``FormError/indexOutOfRange(_:count:)`` when the value leaves an array
  ///   without an element a field is bound to (``FieldLocation/init(_:at:)``); the draft stays
  ///   as it was. The table's errors, if it rejects showing a change of structure the value made
  ///   (``onTableError``): the value is set.
  /// - Complexity: O(1) for the draft, plus O(a) for a arrays whose elements fields are bound
  ///   to; then the cells and conditions that read the value.
  public func setValue<Value: Equatable>(_ value: Value, for binding: WritableKeyPath<Model, Value>)
    throws
  {
    let key = FieldKey(binding)
    try field(key)?.check(value)
    if !structure.elementBounds.isEmpty {
      // The value may hold arrays whose elements fields read: each must keep them.
      var candidate = draft
      candidate[keyPath: binding] = value
      try checkElements(in: candidate)
    }
    try throwingTableErrors { update(key) { $0[keyPath: binding] = value } }
  }

  /// Checks that `model` holds every element a field is bound to
  /// (``FormStructure/checkElements(in:)``).
  ///
  /// - Throws: ``FormError/indexOutOfRange(_:count:)`` for an array too short.
  func checkElements(in model: Model) throws(FormError) {
    try structure.checkElements(in: model)
  }

  /// Sets the element at `index` of the draft's array at `array`, as if the user had: the value
  /// of the field bound to it (``FieldLocation/init(_:at:)``), as ``setValue(_:for:)`` sets a
  /// key path's.
  ///
  /// - Throws: ``FormError/indexOutOfRange(_:count:)`` when the array holds no element at
  ///   `index`, ``FormError/valueRefused(field:reason:)`` when the field bound to the element
  ///   cannot hold `value`; the draft stays as it was then. The table's errors, as
  ///   ``setValue(_:for:)`` throws them: the value is set.
  public func setValue<Value: Equatable>(
    _ value: Value, for array: WritableKeyPath<Model, [Value]>, at index: Int
  ) throws {
    let count = draft[keyPath: array].count
    guard (0..<count).contains(index) else {
      throw FormError.indexOutOfRange(index, count: count)
    }
    let key = FieldKey(array, at: index)
    try field(key)?.check(value)
    try throwingTableErrors { update(key) { $0[keyPath: array][index] = value } }
  }

  /// Whether the draft differs from the original in any field.
  ///
  /// - Complexity: O(n) for n fields.
  public var hasChanges: Bool { fieldKeys.contains(where: isChanged) }

  /// The fields whose value differs from the original, in the form's order.
  ///
  /// - Complexity: O(n) for n fields.
  public var changedFields: [FieldKey] { fieldKeys.filter(isChanged) }

  /// The field with a key.
  func field(_ key: FieldKey) -> AnyFormField<Model>? { structure.field(key) }

  private func isChanged(_ key: FieldKey) -> Bool {
    field(key)?.differs(draft, original) ?? false
  }

  /// Checks every field (``validate()``) and, when all are valid, makes the draft the form's
  /// original and returns it: the edited model.
  ///
  /// - Throws: The ``ValidationReport`` of the invalid fields, whose messages then show; the
  ///   first invalid field takes the focus (when it takes one) or is scrolled into view. The
  ///   original stays as it was.
  /// - Complexity: O(n) for n fields, with their rules.
  @discardableResult
  public func save() throws(ValidationReport) -> Model {
    let report = validate()
    guard report.isValid else {
      if let first = report.failures.first?.field ?? report.pending.first {
        if isFocusable(first) { moveFocus(to: first) } else { presentation.revealField?(first) }
      }
      throw report
    }
    // Text that does not parse stays with its field (a hidden one's, which is not validated).
    editing.save()
    checkInvariantsInDebugBuilds()
    return draft
  }

  /// Puts the draft back to the original: every changed field's observers hear of it, the cells
  /// showing them are configured again, and one batch update shows the rows the values' conditions
  /// hide or show and the messages that go.
  ///
  /// - Complexity: O(n) for n fields: the changed fields are found, and the snapshot is diffed.
  public func cancel() {
    let changed = changedFields
    editing.revert()
    for key in Array(validation.runningChecks.keys) { cancelCheck(key) }
    let invalid = Array(validationMessages.keys)
    validation.reset()
    // The fields' changes show and hide rows, and their messages go: the table shows it all by
    // one update at the end, not a partial one per field while the others wait.
    conditions.structureDeferrals += 1
    for key in changed { didChange(key) }
    conditions.structureDeferrals -= 1
    for key in invalid { refreshCells(of: key) }
    showStructureReporting()
    checkInvariantsInDebugBuilds()
  }

  /// Changes the draft in one field, then tells the field's observers and refreshes its cell,
  /// which shows `text` instead of the value's own text when given (what the user typed, such
  /// as `"1."` for the number 1): the cell of the field's row, or of its row `row` (a list's
  /// entry).
  func update(
    _ key: FieldKey, showing text: String? = nil, in row: FieldKey? = nil,
    _ change: (inout Model) -> Void
  ) {
    // Only the field's value is kept aside, not the model: a copy of the model would make the
    // change copy every array it holds, a cost that grows with the form.
    let field = field(key)
    let before = field.map { $0.read(editing.draft) }
    let parsedAgain = editing.edit(row ?? key, showing: text, change)
    defer { checkInvariantsInDebugBuilds() }
    if let before, let field, field.isUnchanged(before, editing.draft) {
      refreshCells(of: key)
      // Text that did not parse now parses to the value the field had: its message goes.
      if parsedAgain { validateAfterChange(key) }
      return
    }
    didChange(key)
    validateAfterChange(key)
  }

  private func didChange(_ key: FieldKey) {
    let handlers = subscriptions.handlers(of: key)
    for handler in handlers.field { handler() }
    for handler in handlers.form { handler(key) }
    refreshCells(of: key)
    refreshCellsReading(key)
    if structure.entryTokens[key] != nil, matchEntries(of: key), !defersStructure {
      showStructureReporting()
    }
    if conditions.reading[key] != nil { conditionsRead(key) }
  }

  /// Text the user typed into a field that does not parse to a value yet.
  func pendingText(_ key: FieldKey) -> String? { editing.pendingText[key] }

  /// Forgets the text kept for a row that is gone (a deleted entry's).
  func dropPendingText(_ key: FieldKey) { editing.dropText(of: key) }

  /// Keeps text that does not parse and shows it in the row's cell: the field is invalid, with
  /// `message`, until the text parses or its value is set another way; the value stays as it was.
  func textDidNotParse(_ text: String, in row: FieldKey, message: String) {
    editing.keepUnparsed(text, in: row, message: message)
    refreshCells(of: row.owner)
    validateAfterChange(row.owner)
    checkInvariantsInDebugBuilds()
  }

  // MARK: - Observation

  /// Runs `handler` with a field's new value each time it changes (by the user, by
  /// ``setValue(_:for:)`` or ``cancel()``), for as long as the subscription returned is kept.
  public func onChange<Value>(
    of binding: WritableKeyPath<Model, Value>, _ handler: @escaping @MainActor (Value) -> Void
  ) -> FormSubscription {
    let key = FieldKey(binding)
    let subscription = FormSubscription(onCancel: {})
    let id = ObjectIdentifier(subscription)
    // `unowned`: the form keeps the handler and is the only one to call it.
    subscriptions.add(
      { [unowned self] in handler(draft[keyPath: binding]) }, for: key, subscription)
    subscription.setCancel { [weak self] in self?.subscriptions.remove(id, of: key) }
    checkInvariantsInDebugBuilds()
    return subscription
  }

  /// Runs `handler` with the key of each field that changes, for as long as the subscription
  /// returned is kept.
  public func onAnyChange(_ handler: @escaping @MainActor (FieldKey) -> Void) -> FormSubscription {
    let subscription = FormSubscription(onCancel: {})
    let id = ObjectIdentifier(subscription)
    subscriptions.add(handler, subscription)
    subscription.setCancel { [weak self] in self?.subscriptions.remove(id, of: nil) }
    checkInvariantsInDebugBuilds()
    return subscription
  }

  /// The subscriptions alive: handlers whose subscription is kept and not cancelled, and cells
  /// showing a field. For tests.
  ///
  /// - Complexity: O(s) for s subscriptions registered.
  package var liveSubscriptionCount: Int { subscriptions.liveCount }

  // MARK: - The table

  /// The form's sections and fields as a snapshot, for ``dataSource``.
  ///
  /// - Complexity: O(n) for n fields.
  public func snapshot() -> Snapshot<String, FieldKey> {
    let rows = rowLayout()
    let sections = shapes.indices.lazy.filter { !self.shapes[$0].isHidden }.map { index in
      (id: self.shapes[index].id, items: self.rowKeys(ofSection: index, rows))
    }
    // The form's identities are unique (checked when it was built), so the snapshot cannot
    // reject them: if it did, the package's checks stop there rather than show nothing.
    do {
      return try Snapshot(sections: Array(sections))
    } catch {
      #if TABLESOURCE_INTERNAL_CHECKS
        preconditionFailure("The form's rows are not unique: \(error)")
      #else
        return Snapshot()
      #endif
    }
  }

  /// Which rows the fields show besides their own, as they are now.
  ///
  /// - Complexity: O(m) for m validation messages shown.
  func rowLayout() -> RowLayout {
    RowLayout(
      open: openInlineField, messages: validationMessages,
      messagesWithoutRules: validationMessages.keys.contains { field($0)?.isValidated != true })
  }

  /// The keys of a section's rows, in order: its list's entries, then each field not hidden,
  /// followed by its further rows, its open inline row and its validation message.
  ///
  /// - Complexity: O(f) for f fields in the section, with their rows.
  func rowKeys(ofSection index: Int, _ rows: RowLayout) -> [FieldKey] {
    let section = shapes[index]
    var keys: [FieldKey] = []
    keys.reserveCapacity(section.fields.count + 1)
    if let list = section.list {
      keys.append(contentsOf: entryKeys(of: list))
    }
    RowLayout.forEachField(of: section.fields) { field, hidden in
      if !hidden { rows.appendKeys(of: field, to: &keys) }
    }
    return keys
  }

  // MARK: - Cells

  /// Shows a cell the row `key`, `content()`, with its binding: the binding it has, if it
  /// shows the row already (configured again by the table), or a new one, which replaces the
  /// binding of any other cell showing the row. Input goes to `write`; after each change, the
  /// form shows the cell again the same way (see ``refreshCells(of:)``).
  func bindCell<Cell: FieldCell>(
    _ key: FieldKey, cell: Cell, content: @escaping @MainActor () -> Cell.Content,
    write: @escaping @MainActor (Cell.Input) -> Void
  ) {
    let binding: FieldBinding<Cell.Input>
    if let shown = subscriptions.shownCells[key], shown.isLive, shown.cell === cell,
      let kept = shown.binding as? FieldBinding<Cell.Input>
    {
      binding = kept
      binding.write = write
    } else {
      subscriptions.shownCells[key]?.subscription?.cancel()
      let subscription = FormSubscription(onCancel: {})
      binding = FieldBinding(
        key: key, write: write, subscription: subscription, tableErrors: tableErrors)
      binding.isDisabledNow = { [weak self] in self?.isDisabled(key) ?? true }
      subscription.setCancel { [weak self, weak subscription] in
        guard let self, subscriptions.shownCells[key]?.subscription === subscription else {
          return
        }
        subscriptions.forgetCell(key)
      }
    }
    // One closure per configuration by the table, none per change: a change calls it.
    let refresh: @MainActor () -> Void = { [weak self, weak cell, weak binding] in
      guard let self, let cell, let binding else { return }
      // The binding's marks, and what the cell shows of the field's value, as the form holds
      // them now. The field is looked up once, for its value and whether a condition disables it.
      var disabled = false
      if let place = places[key.owner] {
        let section = structure.sections[place.section]
        let field = section.fields[place.row]
        disabled = isDisabled(field, in: section)
        let reader = field.reader
        subscriptions.setShownValue(
          withUnsafePointer(to: editing.draft) { model in
            ShownValue(reader: reader, value: reader.read(at: model), storage: reader.storage)
          }, of: key)
      }
      binding.validationMessage = validationMessages[key]
      binding.isValidating = validation.runningChecks[key] != nil
      binding.isDisabled = disabled
      cell.show(content(), binding: binding)
    }
    subscriptions.show(key, refresh: refresh, binding, cell: cell)
    refresh()
  }

  /// Ends the bindings of the cells whose rows left the table (hidden, an inline row closed, an
  /// entry deleted): such a cell waits in the reuse queue, and input to it changes nothing.
  ///
  /// - Complexity: O(c) for c cells shown; the form's own state says which rows it shows (the
  ///   data source's index of rows would be rebuilt after an update, in O(n)).
  func endBindingsOfRowsGone() {
    var gone: [FieldKey] = []
    for key in subscriptions.shownCells.keys where !showsRow(key) { gone.append(key) }
    for key in gone { subscriptions.shownCells[key]?.subscription?.cancel() }
  }

  /// Whether the form shows a row now: its field or entry exists and is not hidden, and it is
  /// the field's own row, an option row it has, its open inline row or its message's.
  private func showsRow(_ key: FieldKey) -> Bool {
    let owner = key.owner
    guard rowExists(key), !isHidden(owner) else { return false }
    if let (field, index) = key.furtherRow {
      return index <= (self.field(field)?.furtherRowCount ?? 0)
    }
    if key.messageField != nil { return validationMessages[owner] != nil }
    if key == FieldKey(inlineOf: owner) { return openInlineField == owner }
    return true
  }

  /// Configures again the cells of other fields whose value changed with `key`'s: a field over a
  /// computed property (a total), or over the same storage by another key path.
  ///
  /// - Complexity: O(c) for c cells shown: the screen's, whatever the size of the form. No value
  ///   is read for a field stored apart from `key`'s (both bound to stored properties).
  private func refreshCellsReading(_ key: FieldKey) {
    let changed = field(key)?.storage
    // The walk reads the model in place, and looks nothing up.
    let stale = withUnsafePointer(to: editing.draft) { model in
      var stale: [FieldKey] = []
      for (shown, before) in subscriptions.shownValues where shown.owner != key {
        if let changed, let storage = before.storage, !changed.overlaps(storage) { continue }
        if !before.reader.isUnchanged(before.value, at: model) { stale.append(shown) }
      }
      return stale
    }
    for shown in stale {
      guard let refresh = subscriptions.liveRefresh(of: shown) else {
        // A cell that went without ending its binding (its table let it go).
        subscriptions.forgetCell(shown)
        continue
      }
      refresh()
    }
  }

  /// Configures the cells showing a field again — its row's, its further rows' (a choice's
  /// options), its open inline row's and its message's, those that show: the field's own rows,
  /// whatever the size of the form.
  func refreshCells(of key: FieldKey) {
    func refresh(_ shown: FieldKey) { subscriptions.liveRefresh(of: shown)?() }
    for shown in [key, FieldKey(inlineOf: key), FieldKey(messageOf: key)] { refresh(shown) }
    for index in 0..<(field(key)?.furtherRowCount ?? 0) {
      refresh(FieldKey(row: index + 1, of: key))
    }
    if structure.entryTokens[key] != nil {
      for entry in entryKeys(of: key) { refresh(entry) }
    }
  }

}

/// What a cell showed of its field: the field's reader, its value, and the bytes of the model the
/// value is stored in, if known.
@MainActor
struct ShownValue {
  let reader: ValueReader
  let value: Any
  let storage: Range<Int>?
}

/// Where a field is in a form: its section's index, and its own among the section's fields.
struct FieldPlace {
  let section: Int
  let row: Int
}

/// A handler and the subscription that keeps it.
@MainActor
struct Registration<Handler> {
  weak var subscription: FormSubscription?
  let handler: Handler
  /// For a cell showing a row: the cell, and the binding it holds (which holds the subscription).
  weak var cell: AnyObject?
  weak var binding: AnyObject?

  var isLive: Bool { subscription?.isActive ?? false }
}
