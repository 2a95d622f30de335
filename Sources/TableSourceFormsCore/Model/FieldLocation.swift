/// Where a field's value lives in the form's model: at a key path (`\.name`), or at an index of
/// an array that a key path names (`\.texts` at 3).
///
/// The second serves forms generated from data at run time, which bind one field per element
/// of an array:
///
/// ```swift
/// for index in questions.indices {
///   TextField(\.answers, at: index, questions[index])
/// }
/// ```
///
/// All those fields share the one key path `\.answers`, which Swift makes once; a key path per
/// element (`\.answers[index]`) is made anew by Swift's runtime each time the expression runs,
/// a few microseconds each, and is read through the runtime on each access.
///
/// A field bound to an element has the key ``FieldKey/init(_:at:)``: that key, or the array
/// and the index, name the field to ``Form/setValue(_:for:at:)``, ``Form/focus(_:)``, and the
/// conditions' ``FormReader/subscript(_:at:)``.
public struct FieldLocation<Model, Value> {
  /// A key path to the value, or one to an array and the value's index in it, with the offset
  /// of the array in the model's bytes when its key path names stored properties of structures
  /// only (`\.texts`): the form reads the elements through the offset, and Swift's runtime does
  /// not apply the key path.
  @usableFromInline
  enum Place {
    case keyPath(WritableKeyPath<Model, Value>)
    case element(WritableKeyPath<Model, [Value]>, Int, offset: Int?)
  }

  @usableFromInline let place: Place

  /// The value at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Model, Value>) {
    place = .keyPath(keyPath)
  }

  /// The element at `index` of the array at `array`. The array must hold it while a form shows
  /// the field: a form checks it when it is made (``FormError/indexOutOfRange(_:count:)``).
  public init(_ array: WritableKeyPath<Model, [Value]>, at index: Int) {
    place = .element(array, index, offset: MemoryLayout<Model>.offset(of: array))
  }

  /// The key of the field bound here: ``FieldKey/init(_:)`` of the key path, or
  /// ``FieldKey/init(_:at:)`` of the array's and the index.
  public var key: FieldKey {
    switch place {
    case .keyPath(let keyPath): FieldKey(keyPath)
    case .element(let array, let index, _): FieldKey(array, at: index)
    }
  }

  /// A key path to the value: the one given, or, for an element, the array's key path appended
  /// with the index's subscript.
  ///
  /// - Complexity: For an element, Swift's runtime makes a key path, a few microseconds; the
  ///   form itself reads and writes the value without one.
  public var keyPath: WritableKeyPath<Model, Value> {
    switch place {
    case .keyPath(let keyPath): keyPath
    case .element(let array, let index, _): array.appending(path: \[Value].[index])
    }
  }

  /// The value in `model`.
  func read(_ model: Model) -> Value {
    switch place {
    case .keyPath(let keyPath): model[keyPath: keyPath]
    case .element(let array, let index, _): model[keyPath: array][index]
    }
  }

  /// The value in the model `model` points to, read in place: the model is not copied (which
  /// would retain everything it holds), and an array is read at its offset. Inlinable,
  /// so that a form's fields read their values with code specialized for their kinds (see
  /// `FieldBox`).
  @inlinable
  func read(at model: UnsafePointer<Model>) -> Value {
    switch place {
    case .keyPath(let keyPath): model.pointee[keyPath: keyPath]
    case .element(let array, let index, let offset):
      elements(in: model, array, offset)[index]
    }
  }

  /// The array at `array`, at `offset` in the model's bytes when known.
  @inlinable
  func elements(
    in model: UnsafePointer<Model>, _ array: WritableKeyPath<Model, [Value]>, _ offset: Int?
  ) -> [Value] {
    guard let offset else { return model.pointee[keyPath: array] }
    return UnsafeRawPointer(model).advanced(by: offset).assumingMemoryBound(to: [Value].self)
      .pointee
  }

  /// Sets the value in `model`, in place (the array is not copied).
  func write(_ model: inout Model, _ value: Value) {
    switch place {
    case .keyPath(let keyPath): model[keyPath: keyPath] = value
    case .element(let array, let index, _): model[keyPath: array][index] = value
    }
  }

  /// Changes the value in `model` in place.
  func modify(_ model: inout Model, _ change: (inout Value) -> Void) {
    switch place {
    case .keyPath(let keyPath): change(&model[keyPath: keyPath])
    case .element(let array, let index, _): change(&model[keyPath: array][index])
    }
  }

  /// The index and the array's count, when the value is an element the array in `model` does
  /// not hold.
  func missingElement(at model: UnsafePointer<Model>) -> (index: Int, count: Int)? {
    guard case .element(let array, let index, let offset) = place else { return nil }
    let count = elements(in: model, array, offset).count
    return (0..<count).contains(index) ? nil : (index, count)
  }

  /// The bytes of the model the value is stored in, when its key path names stored properties of
  /// structures only; an element's bytes are the array's buffer's, not the model's.
  var storage: Range<Int>? {
    guard case .keyPath(let keyPath) = place else { return nil }
    return MemoryLayout<Model>.offset(of: keyPath).map { $0..<$0 + MemoryLayout<Value>.size }
  }
}
