import Testing
@testable import Layers
import AnimationCheck

private func expectActive(_ state: AnimationTiming.State, _ progress: Double, _ iteration: Int,
                          sourceLocation: SourceLocation = #_sourceLocation) {
    guard case let .active(p, i) = state.phase else {
        Issue.record("expected active, got \(state.phase)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(p - progress) < 1e-12, "progress \(p) vs \(progress)", sourceLocation: sourceLocation)
    #expect(i == iteration, "iteration \(i) vs \(iteration)", sourceLocation: sourceLocation)
    #expect(state.progress == p && state.appliesValue && !state.isFilling, sourceLocation: sourceLocation)
}

private func expectAfter(_ state: AnimationTiming.State, _ progress: Double,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    guard case let .after(p) = state.phase else {
        Issue.record("expected after, got \(state.phase)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(p - progress) < 1e-12, "progress \(p) vs \(progress)", sourceLocation: sourceLocation)
}

@Suite(.noAnimationLeftRunning) struct AnimationTimingTests {
    @Test func zeroDurationMeansCoreAnimationsDefault() {
        let timing = AnimationTiming(beginTime: 2)
        #expect(timing.effectiveDuration() == 0.25)
        #expect(timing.activeDuration() == 0.25)
        expectActive(timing.state(atParentTime: 2.125), 0.5, 0)
        expectAfter(timing.state(atParentTime: 2.25), 1)
        // A transaction's duration replaces the default.
        expectActive(timing.state(atParentTime: 2.5, defaultDuration: 2), 0.25, 0)
    }

    @Test func fillModesBeforeAndAfterTheActiveInterval() {
        let expectations: [(FillMode, Double?, Double?)] = [
            (.removed, nil, nil), (.backwards, 0, nil), (.forwards, nil, 1), (.both, 0, 1),
        ]
        for (mode, before, after) in expectations {
            let timing = AnimationTiming(beginTime: 10, duration: 1, fillMode: mode)
            let early = timing.state(atParentTime: 9.5)
            #expect(early.phase == .before)
            #expect(early.progress == before, "\(mode)")
            #expect(early.isFilling == (before != nil))
            let late = timing.state(atParentTime: 11.5)
            #expect(late.phase == .after(progress: 1))
            #expect(late.progress == after, "\(mode)")
            #expect(late.isFilling == (after != nil))
            expectActive(timing.state(atParentTime: 10), 0, 0)
            expectActive(timing.state(atParentTime: 10.75), 0.75, 0)
            // The end instant belongs to "after": the active interval is [begin, begin + d).
            #expect(timing.state(atParentTime: 11).phase == .after(progress: 1))
        }
    }

    @Test func repeatCountCountsWholeAndFractionalPasses() {
        let timing = AnimationTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
        #expect(timing.activeDuration() == 3)
        expectActive(timing.state(atParentTime: 0.999), 0.999, 0)
        expectActive(timing.state(atParentTime: 1), 0, 1)
        expectActive(timing.state(atParentTime: 2.25), 0.25, 2)
        let end = timing.state(atParentTime: 3)
        expectAfter(end, 1)
        #expect(end.iteration == 2 && end.progress == 1)

        let fractional = AnimationTiming(duration: 2, repeatCount: 2.5, fillMode: .forwards)
        #expect(fractional.activeDuration() == 5)
        expectActive(fractional.state(atParentTime: 4.5), 0.25, 2)
        let stop = fractional.state(atParentTime: 6)
        expectAfter(stop, 0.5)
        #expect(stop.iteration == 2)

        let forever = AnimationTiming(duration: 1, repeatCount: .infinity)
        #expect(forever.activeDuration() == .infinity)
        expectActive(forever.state(atParentTime: 1_000_000.5), 0.5, 1_000_000)
    }

    @Test func autoreversePlaysBackAndDoublesTheIteration() {
        let timing = AnimationTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        #expect(timing.iterationDuration() == 2)
        #expect(timing.activeDuration() == 4)
        expectActive(timing.state(atParentTime: 0.5), 0.5, 0)
        expectActive(timing.state(atParentTime: 1), 1, 0)          // the turning point
        expectActive(timing.state(atParentTime: 1.25), 0.75, 0)
        expectActive(timing.state(atParentTime: 2), 0, 1)          // second iteration starts
        expectActive(timing.state(atParentTime: 2.5), 0.5, 1)
        expectActive(timing.state(atParentTime: 3.5), 0.5, 1)      // on the way back
        let end = timing.state(atParentTime: 4)
        expectAfter(end, 0)                                        // back where it started
        #expect(end.progress == 0 && end.iteration == 1)

        // 1.25 autoreversed iterations: there and back, then a quarter of an iteration,
        // which is half a pass out: it stops at 0.5.
        let partial = AnimationTiming(duration: 1, repeatCount: 1.25, autoreverses: true)
        #expect(partial.activeDuration() == 2.5)
        expectAfter(partial.state(atParentTime: 3), 0.5)
    }

    @Test func speedScalesParentTime() {
        let fast = AnimationTiming(beginTime: 10, duration: 1, speed: 2)
        expectActive(fast.state(atParentTime: 10.25), 0.5, 0)
        expectActive(fast.state(atParentTime: 10.4), 0.8, 0)
        expectAfter(fast.state(atParentTime: 10.5), 1)

        let slow = AnimationTiming(beginTime: 10, duration: 1, speed: 0.5)
        expectActive(slow.state(atParentTime: 11), 0.5, 0)
        expectActive(slow.state(atParentTime: 11.9), 0.95, 0)
        expectAfter(slow.state(atParentTime: 12), 1)
        #expect(slow.state(atParentTime: 9.9).phase == .before)

        // Negative speed runs local time backwards: it is "active" before beginTime.
        let backwards = AnimationTiming(beginTime: 10, duration: 1, speed: -1)
        expectActive(backwards.state(atParentTime: 9.75), 0.25, 0)
        #expect(backwards.state(atParentTime: 10.5).phase == .before)
    }

    @Test func timeOffsetStartsPartWayAndLoopsRound() {
        let timing = AnimationTiming(duration: 1, timeOffset: 0.25, fillMode: .both)
        expectActive(timing.state(atParentTime: 0), 0.25, 0)
        expectActive(timing.state(atParentTime: 0.5), 0.75, 0)
        expectActive(timing.state(atParentTime: 0.8), 0.05, 0)     // looped round
        let end = timing.state(atParentTime: 1)                    // still lasts 1 s
        expectAfter(end, 0.25)
        #expect(end.progress == 0.25)
        #expect(timing.state(atParentTime: -1).progress == 0.25)   // backwards fill: first frame
        // A negative offset wraps the other way.
        let negative = AnimationTiming(duration: 1, timeOffset: -0.25)
        expectActive(negative.state(atParentTime: 0), 0.75, 0)
        expectActive(negative.state(atParentTime: 0.5), 0.25, 0)
        // With speed: offset is in local time, added after scaling.
        let fast = AnimationTiming(beginTime: 5, duration: 2, speed: 2, timeOffset: 0.5)
        expectActive(fast.state(atParentTime: 5.25), 0.5, 0)       // (0.25·2 + 0.5)/2
    }

    @Test func repeatDurationCutsMidIteration() {
        let timing = AnimationTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration() == 2.5)
        expectActive(timing.state(atParentTime: 2.4), 0.4, 2)
        let end = timing.state(atParentTime: 2.5)
        expectAfter(end, 0.5)
        #expect(end.progress == 0.5 && end.iteration == 2)
        // With autoreverse the cut can land on the way back.
        let reversing = AnimationTiming(duration: 1, repeatDuration: 1.75, autoreverses: true, fillMode: .forwards)
        expectAfter(reversing.state(atParentTime: 2), 0.25)
    }

    @Test func speedZeroPausesAtTheTimeOffset() {
        let paused = AnimationTiming(beginTime: 3, duration: 2, speed: 0, timeOffset: 0.5)
        for t in [0.0, 3, 4, 100] {
            expectActive(paused.state(atParentTime: t), 0.25, 0)
        }
        // Paused exactly at the end shows the end, not the start of a next pass.
        expectActive(AnimationTiming(duration: 2, speed: 0, timeOffset: 2).state(atParentTime: 50), 1, 0)
        expectActive(AnimationTiming(duration: 2, speed: 0, timeOffset: 0).state(atParentTime: 50), 0, 0)
    }

    @Test func validationNamesTheField() {
        let cases: [(AnimationTiming, String)] = [
            (AnimationTiming(duration: .nan), "duration"),
            (AnimationTiming(duration: -1), "duration"),
            (AnimationTiming(duration: .infinity), "duration"),
            (AnimationTiming(speed: .nan), "speed"),
            (AnimationTiming(beginTime: .infinity), "beginTime"),
            (AnimationTiming(timeOffset: .nan), "timeOffset"),
            (AnimationTiming(repeatCount: -2), "repeatCount"),
            (AnimationTiming(repeatCount: .nan), "repeatCount"),
            (AnimationTiming(repeatDuration: -0.5), "repeatDuration"),
            (AnimationTiming(repeatCount: 2, repeatDuration: 3), "repeatDuration"),
        ]
        for (timing, field) in cases {
            do {
                try timing.validate()
                Issue.record("\(timing) should not validate")
            } catch {
                #expect(error.owner == "AnimationTiming")
                #expect(error.parameter == field)
                #expect(error.description.hasPrefix("AnimationTiming.\(field) must be"))
            }
            let state = timing.state(atParentTime: 1)
            #expect(state.phase == .before && !state.appliesValue)
        }
        do {
            try AnimationTiming(duration: -1).validate()
        } catch {
            #expect(error.description == "AnimationTiming.duration must be a finite number of seconds, 0 or more, got -1.0")
        }
        #expect((try? AnimationTiming(duration: 1, repeatCount: .infinity, autoreverses: true).validate()) != nil)
    }
}
