// The forms' UIKit cells against the exception contracts of UIKit's controls, checked by the
// stand-in on Linux: a cell that would raise on a device traps here.
#if canImport(UIKitDeclarations)
  import Foundation
  @testable import TableSourceFormsCore
  @testable import TableSourceFormsUIKit
  import Testing
  import UIKitDeclarations

  @MainActor
  @Suite("The forms' UIKit cells keep the controls' exception contracts")
  struct UIKitControlContractTests {
    /// Every content a stepper field can show: each way it can step, enabled or not.
    static let stepperContents: [StepperContent] = [false, true].flatMap { down in
      [false, true].flatMap { up in
        [false, true].map { enabled in
          StepperContent(
            title: "Guests", value: "1", canDecrement: down, canIncrement: up, isEnabled: enabled)
        }
      }
    }

    @Test(
      "a stepper's bounds always keep the minimum below the maximum, and a field that cannot step disables it"
    )
    func stepperBoundsAreValid() {
      for content in Self.stepperContents {
        let control = FormStepperCell.control(for: content)
        #expect(control.minimum < control.maximum, "\(content)")
        #expect(control.minimum == (content.canDecrement ? -1 : control.minimum))
        if !content.canDecrement && !content.canIncrement { #expect(!control.isEnabled) }
        if content.canDecrement || content.canIncrement {
          #expect(control.isEnabled == content.isEnabled)
          #expect(control.minimum == (content.canDecrement ? -1 : 0))
          #expect(control.maximum == (content.canIncrement ? 1 : 0))
        }
      }
    }

    @Test("a stepper cell shows any field's content after any other's without raising (reuse)")
    func stepperCellShowsEveryContent() {
      // The cell as UIKit makes it, on the stand-in: its UIStepper traps where UIKit raises.
      for from in Self.stepperContents {
        for to in Self.stepperContents {
          let cell = FormStepperCell(style: .value1, reuseIdentifier: "stepper")
          cell.display(from)
          cell.display(to)
          let stepper = cell.accessoryView as? UIStepper
          #expect(stepper?.isEnabled == (to.isEnabled && (to.canDecrement || to.canIncrement)))
          #expect(stepper?.minimumValue == (to.canDecrement ? -1 : (to.canIncrement ? 0 : -1)))
          #expect(cell.detailTextLabel?.text == to.value)
        }
      }
    }

    @Test("a reused stepper goes from any field's bounds to any other's without raising")
    func stepperTransitionsKeepTheContract() {
      // The stand-in's UIStepper traps where UIKit raises NSInvalidArgumentException.
      for from in Self.stepperContents {
        for to in Self.stepperContents {
          let stepper = UIStepper()
          let first = FormStepperCell.control(for: from)
          stepper.setBounds(minimum: first.minimum, maximum: first.maximum)
          let second = FormStepperCell.control(for: to)
          stepper.setBounds(minimum: second.minimum, maximum: second.maximum)
          #expect(stepper.minimumValue == second.minimum)
          #expect(stepper.maximumValue == second.maximum)
        }
      }
      // From UIKit's defaults (0...100) too, as a new stepper starts.
      let stepper = UIStepper()
      stepper.setBounds(minimum: -1, maximum: 0)
      #expect((stepper.minimumValue, stepper.maximumValue) == (-1, 0))
    }

    @Test("a content type made from UIKit's own constant reaches the text field as that constant")
    func customContentTypeRoundTrips() {
      // UIKit's raw value, whatever it is (the stand-in makes one up: the test holds for any).
      let creditCard = UITextContentType(rawValue: "cc-number")
      let type = TextContentType(creditCard)
      #expect(UITextContentType(type) == creditCard)
      #expect(
        UITextContentType(TextContentType(rawValue: "some-new-type")).rawValue == "some-new-type")
    }

    @Test(
      "a slider cell hands its slider finite bounds in order and a value between them, for any value"
    )
    func sliderTrackIsFinite() {
      let extremes: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .ulpOfOne, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, 1e300, 0.5,
      ]
      let ranges: [ClosedRange<Double>] = [
        0...1, -.infinity...(.infinity), 0...(.greatestFiniteMagnitude), 0...0, 1e300...1e301,
      ]
      for range in ranges {
        for value in extremes {
          let content = SliderContent(
            title: "Level", value: value, text: "", range: range, isEnabled: true)
          let track = FormSliderCell.track(for: content)
          #expect(
            track.minimum.isFinite && track.maximum.isFinite && track.value.isFinite
              && track.minimum <= track.value && track.value <= track.maximum,
            "\(value) in \(range)")
          let cell = FormSliderCell(style: .value1, reuseIdentifier: "slider")
          cell.display(content)
          #expect((cell.accessoryView as? UISlider)?.value == track.value)
        }
      }
    }
  }
#endif
