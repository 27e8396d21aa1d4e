import Testing
@testable import Layers

/// Moments on a timeline and spans between them: plain seconds underneath, exact.
@Suite struct InstantTests {
    @Test func spansBetweenMomentsAreExactSeconds() {
        let a = ClockTime(seconds: 1000.25), b = ClockTime(seconds: 1000.75)
        #expect(b - a == .seconds(0.5))
        #expect(a + .seconds(0.5) == b)
        #expect(b - .seconds(0.5) == a)
        #expect(a < b && !(b < a))
        var c = a
        c += .milliseconds(250)
        #expect(c == ClockTime(seconds: 1000.5))
        #expect((a - b).seconds == -0.5, "a moment before is a negative span")
    }

    @Test func spansAddScaleAndCompare() {
        let frame = TimeSpan.milliseconds(16)
        #expect(frame.seconds == 0.016)
        #expect(frame.milliseconds == 16)
        #expect(frame * 3 == .milliseconds(48))
        #expect(2 * frame == frame + frame)
        #expect(frame / 2 == .milliseconds(8))
        #expect(TimeSpan.seconds(1) / frame == 62.5)
        #expect(frame - frame == .zero && -frame < .zero)
        #expect(max(frame, .seconds(0.1)) == .seconds(0.1))
    }

    @Test func literalsAreSecondsOnTheTimelineExpected() {
        let fromLiteral: MediaTime = 2.5
        #expect(fromLiteral.seconds == 2.5)
        let whole: ClockTime = 3
        #expect(whole.seconds == 3)
        #expect("\(whole)" == "3.0 s (clock)")
        #expect("\(fromLiteral)" == "2.5 s (media)")
    }
}
