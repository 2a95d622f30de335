/// What the form's row layout needs of a section and its fields, without the model type.
///
/// The form's code is generic over its model and runs unspecialized when the app's module calls
/// it: reading a field of `[AnyFormField<Model>]` copies the whole field through its type's
/// witnesses, retaining all it holds. Working out which rows a section shows reads every field,
/// on every show or hide: it reads these instead, plain values the compiler knows the layout of.
@MainActor
struct SectionShape {
  /// The section's identity.
  let id: String
  /// The section's own hiding condition, if any.
  let hiding: ConditionResult?
  /// The key of the section's list, for a ``MultiValueSection``: its entries come first.
  let list: FieldKey?
  /// The section's fields, in order.
  let fields: [FieldShape]

  /// Whether the section's own condition hides it.
  var isHidden: Bool { hiding?.value == true }

  init<Model>(_ section: FormSection<Model>) {
    id = section.id
    hiding = section.hiding
    list = section.entries?.key
    // Each field's parts are read in place, through the buffer: this code is not specialized for
    // the model, and reading a whole field (or mapping with a main-actor closure, which checks the
    // executor on every call) copies it through its type's witnesses.
    fields = section.fields.withUnsafeBufferPointer { buffer in
      var fields: [FieldShape] = []
      fields.reserveCapacity(buffer.count)
      for index in buffer.indices {
        let hiding = buffer[index].hidingCondition
        fields.append(
          FieldShape(
            key: buffer[index].key, hiding: hiding, hidingID: hiding.map(ObjectIdentifier.init),
            furtherRowCount: buffer[index].furtherRowCount,
            isValidated: buffer[index].isValidated, isFocusable: buffer[index].isFocusable))
      }
      return fields
    }
  }
}

/// What the form's row layout needs of a field (see ``SectionShape``).
@MainActor
struct FieldShape {
  let key: FieldKey
  /// The condition of the ``Hidden`` group that holds the field, if any.
  let hiding: ConditionResult?
  /// The identity of ``hiding``. The fields of a group come one after another and share it: a
  /// walk over many fields reads each group's condition once, comparing identities, which
  /// retains nothing (reading the condition out of the array retains and releases it).
  let hidingID: ObjectIdentifier?
  /// How many rows the field shows after its first.
  let furtherRowCount: Int
  /// Whether the field has validation rules (and so, maybe, a message row).
  let isValidated: Bool
  /// Whether the field takes the focus when no condition hides or disables it.
  let isFocusable: Bool
}

/// Which rows a field shows besides its own, read once from the form for a walk over many
/// fields (each read of the form's properties is an exclusivity check).
@MainActor
struct RowLayout {
  /// The field whose inline row is open.
  let open: FieldKey?
  /// The validation messages shown.
  let messages: [FieldKey: String]
  /// Whether a field without rules shows a message (its text does not parse): then every field
  /// is looked up in ``messages``, not only those with rules.
  let messagesWithoutRules: Bool

  /// The number of rows a field shows: none while `hidden`; else as many as
  /// ``appendKeys(of:to:)`` appends. The field is read in place.
  func rowCount(_ field: UnsafePointer<FieldShape>, hidden: Bool) -> Int {
    guard !hidden else { return 0 }
    return 1 + field.pointee.furtherRowCount + (showsInlineRow(field) ? 1 : 0)
      + (showsMessage(field) ? 1 : 0)
  }

  /// Appends the keys of a field's rows: its own, its further rows, its open inline row and its
  /// validation message. The field is read in place.
  func appendKeys(of field: UnsafePointer<FieldShape>, to keys: inout [FieldKey]) {
    keys.append(field.pointee.key)
    if field.pointee.furtherRowCount > 0 {
      for row in 1...field.pointee.furtherRowCount {
        keys.append(FieldKey(row: row, of: field.pointee.key))
      }
    }
    if showsInlineRow(field) { keys.append(FieldKey(inlineOf: field.pointee.key)) }
    if showsMessage(field) { keys.append(FieldKey(messageOf: field.pointee.key)) }
  }

  /// Calls `body` with each of `fields` in order, read in place (a copy of a field retains its
  /// key and its condition), and whether its group's condition hides it. Each group's condition
  /// is read once, at its first field.
  static func forEachField(
    of fields: [FieldShape], _ body: (UnsafePointer<FieldShape>, _ hidden: Bool) -> Void
  ) {
    fields.withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress else { return }
      var group: ObjectIdentifier?
      var groupHidden = false
      for field in first..<first + buffer.count {
        if let id = field.pointee.hidingID, id != group {
          group = id
          groupHidden = field.pointee.hiding?.value == true
        }
        body(field, field.pointee.hidingID != nil && groupHidden)
      }
    }
  }

  /// Whether the field's inline row is open beneath it.
  private func showsInlineRow(_ field: UnsafePointer<FieldShape>) -> Bool {
    guard let open else { return false }
    return field.pointee.key == open
  }

  /// Whether the field's validation message shows beneath it.
  private func showsMessage(_ field: UnsafePointer<FieldShape>) -> Bool {
    (field.pointee.isValidated || messagesWithoutRules) && !messages.isEmpty
      && messages[field.pointee.key] != nil
  }
}
