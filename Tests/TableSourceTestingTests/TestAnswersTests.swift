import TableSourceTesting
import Testing

@MainActor
@Suite("TestAnswers: an async dependency answered by the test")
struct TestAnswersTests {
  @Test("callers wait until the test answers, in the order the test chooses, not the order asked")
  func answersInTheTestsOrder() async {
    let lookup = TestAnswers<String, Int>()
    var results: [String: Int] = [:]
    let first = Task { results["a"] = await lookup.ask("a") }
    let second = Task { results["b"] = await lookup.ask("b") }
    #expect(await lookup.waitForQuestions(2))
    #expect(Set(lookup.asked) == ["a", "b"] && lookup.unanswered.count == 2)
    #expect(lookup.answer("b", with: 2))
    await second.value
    #expect(results == ["b": 2], "the other caller still waits")
    #expect(!lookup.answer("b", with: 3), "no question b waits any more")
    #expect(lookup.answerOldest(with: 1))
    await first.value
    #expect(results == ["a": 1, "b": 2] && lookup.unanswered.isEmpty)
    #expect(!lookup.answerOldest(with: 0))
  }

  @Test("answerAll resumes every caller; waiting for questions never asked gives up")
  func answerAllAndGivingUp() async {
    let lookup = TestAnswers<Int, Bool>()
    let callers = (0..<3).map { question in Task { await lookup.ask(question) } }
    #expect(await lookup.waitForQuestions(3))
    lookup.answerAll(with: true)
    for caller in callers { #expect(await caller.value) }
    #expect(await lookup.waitForQuestions(4, maximumYields: 50) == false)
    #expect(lookup.asked.count == 3)
  }
}
