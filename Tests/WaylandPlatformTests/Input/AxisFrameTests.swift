import Testing
@testable import WaylandPlatform

@Suite struct AxisFrameTests {
    @Test func aTouchpadFrameCarriesItsSourceAndTheStopComesAfterTheScroll() {
        var frame = AxisFrame()
        frame.setSource(1)
        frame.add(isHorizontal: false, value: 12.5, time: 40)
        frame.add(isHorizontal: true, value: -3, time: 41)
        #expect(frame.take() == [.axis(horizontal: -3, vertical: 12.5, discrete: nil, source: .finger)])
        frame.setSource(1)
        frame.addStop(isHorizontal: false, time: 58)
        #expect(frame.time == 58)
        #expect(frame.take() == [.axisStop(horizontal: false, vertical: true)],
                "a frame with only a stop is a stop, not a zero scroll")
        #expect(frame.take().isEmpty, "every frame starts clean")
    }

    @Test func wheelStepsAndSourcesByProtocolValue() {
        #expect([0, 1, 2, 3, 4].map { AxisSource(protocolValue: $0) } == [.wheel, .finger, .continuous, .wheelTilt, nil])
        var frame = AxisFrame()
        frame.setSource(0)
        frame.add(isHorizontal: false, value: 15, time: 1)
        frame.addSteps(isHorizontal: false, count: 1)
        #expect(frame.take() == [.axis(horizontal: 0, vertical: 15,
                                       discrete: InputEvent.AxisSteps(horizontal: 0, vertical: 1), source: .wheel)])
    }

    @Test func highResolutionFractionsAddUpToOneStepAcrossFrames() {
        var frame = AxisFrame()
        var steps = 0
        for _ in 0..<4 {  // four quarter clicks of a high-resolution wheel
            frame.addValue120(isHorizontal: false, value: 30)
            frame.add(isHorizontal: false, value: 3.75, time: 1)
            guard case let .axis(_, _, discrete, _, value120)? = frame.take().first else {
                Issue.record("a value120 frame must give an axis event"); return
            }
            #expect(value120 == InputEvent.AxisSteps(horizontal: 0, vertical: 30))
            steps += discrete?.vertical ?? 0
        }
        #expect(steps == 1, "exactly one whole step per 120")
        frame.addValue120(isHorizontal: true, value: -250)
        guard case let .axis(_, _, discrete, _, _)? = frame.take().first else { Issue.record("no event"); return }
        #expect(discrete?.horizontal == -2, "whole steps are taken towards zero; the rest waits")
        frame.addValue120(isHorizontal: true, value: -110)
        guard case let .axis(_, _, more, _, _)? = frame.take().first else { Issue.record("no event"); return }
        #expect(more?.horizontal == -1, "the remainder of -10 and -110 make the third step")
        frame.addValue120(isHorizontal: false, value: 110)
        guard case let .axis(_, _, short, _, _)? = frame.take().first else { Issue.record("no event"); return }
        #expect(short?.vertical == 0, "110 of 120 is no whole step yet")
        frame.addValue120(isHorizontal: false, value: 10)
        guard case let .axis(_, _, whole, _, _)? = frame.take().first else { Issue.record("no event"); return }
        #expect(whole?.vertical == 1, "the last 10 complete it")
    }

    @Test func garbageFromTheCompositorIsClampedOrDropped() {
        var frame = AxisFrame()
        frame.add(isHorizontal: false, value: .nan, time: 1)
        frame.add(isHorizontal: true, value: 1e308, time: 1)
        #expect(frame.take() == [.axis(horizontal: AxisFrame.distanceLimit, vertical: 0, discrete: nil)])
        frame.addValue120(isHorizontal: false, value: .max)
        #expect(frame.take().isEmpty, "an absurd value120 is no step at all")
    }
}
