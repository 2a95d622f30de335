/// An asynchronous dependency whose answers the test gives: each question the app's code asks
/// waits until the test answers it, in the order the test chooses — a server asked whether a
/// user name is free, a lookup, a load. ``TestScheduler``'s sibling for `async` code: where the
/// scheduler holds completion closures, this holds the callers of an `async` function.
///
/// Hand ``ask(_:)`` to the code under test where it would call the service, as a form's
/// asynchronous rule does:
///
/// ```swift
/// let names = TestAnswers<String, Bool>()
/// let form = try Form(editing: SignUp()) {
///   FormSection("Account") {
///     TextField(\.username, "User name")
///       .validated(AsyncValidationRule("Taken") { await names.ask($0) })
///   }
/// }
/// // … the user types "ada" in the field's cell …
/// await names.waitForQuestions(1)
/// names.answer("ada", with: false)
/// await form.validationsFinished()
/// ```
///
/// A question left unanswered keeps its caller suspended: answer every question
/// (``answerAll(with:)``) before the test ends, as a service would.
@MainActor
public final class TestAnswers<Question: Sendable, Answer: Sendable> {
  /// The questions waiting for an answer, oldest first, with their callers.
  private var waiting: [(question: Question, caller: CheckedContinuation<Answer, Never>)] = []

  /// Every question asked, in the order asked, answered or not.
  public private(set) var asked: [Question] = []

  /// The questions waiting for an answer, oldest first.
  public var unanswered: [Question] { waiting.map(\.question) }

  /// A dependency that has been asked nothing.
  public init() {}

  /// Asks `question`: the caller waits until the test answers it.
  public func ask(_ question: Question) async -> Answer {
    await withCheckedContinuation { caller in
      asked.append(question)
      waiting.append((question, caller))
    }
  }

  /// Answers the oldest waiting `question` with `answer`; `false` when no such question waits.
  ///
  /// - Complexity: O(w) for w questions waiting.
  @discardableResult
  public func answer(_ question: Question, with answer: Answer) -> Bool
  where Question: Equatable {
    guard let index = waiting.firstIndex(where: { $0.question == question }) else { return false }
    waiting.remove(at: index).caller.resume(returning: answer)
    return true
  }

  /// Answers the oldest waiting question with `answer`; `false` when none waits.
  ///
  /// - Complexity: O(w) for w questions waiting.
  @discardableResult
  public func answerOldest(with answer: Answer) -> Bool {
    guard !waiting.isEmpty else { return false }
    waiting.removeFirst().caller.resume(returning: answer)
    return true
  }

  /// Answers every waiting question with `answer`, oldest first.
  public func answerAll(with answer: Answer) {
    let all = waiting
    waiting.removeAll()
    for (_, caller) in all { caller.resume(returning: answer) }
  }

  /// Waits until `count` questions have been asked in all, letting other tasks run (the code
  /// under test often asks from a task of its own); `false` if they were not asked within
  /// `maximumYields` turns of the other tasks.
  @discardableResult
  public func waitForQuestions(_ count: Int, maximumYields: Int = 10_000) async -> Bool {
    var yields = 0
    while asked.count < count && yields < maximumYields {
      await Task.yield()
      yields += 1
    }
    return asked.count >= count
  }
}
