import Layers
import Testing
@testable import WaylandPlatform

/// Frames drawn for the refresh they will be shown at; a late one skips a refresh
/// cleanly: the animation neither jumps nor shows the same moment twice.
@Suite struct PresentationClockTests {
    static let refresh = TimeSpan.seconds(1.0 / 60)
    /// The display's refreshes: 10 s plus whole periods.
    static func vblank(_ n: Int) -> ClockTime { ClockTime(seconds: 10 + Double(n) * refresh.seconds) }

    @Test func withoutFeedbackThereIsNoPrediction() {
        var clock = PresentationClock()
        #expect(clock.target(at: 5) == nil)
        clock.presented(at: 5, refresh: .zero, flags: 0)
        #expect(clock.target(at: 5.001) == nil, "a compositor that presents whenever it likes")
    }

    @Test func eachFrameAimsAtTheNextRefreshItCanMake() throws {
        var clock = PresentationClock()
        clock.presented(at: Self.vblank(0), refresh: Self.refresh, flags: 1)
        #expect(clock.isVsynced)
        clock.drew(in: .seconds(0.004))
        // Started 1 ms after the refresh, 4 ms to draw: the next refresh.
        let first_ = clock.target(at: Self.vblank(0) + .seconds(0.001))
        let first = try #require(first_)
        #expect(abs((first - Self.vblank(1)).seconds) < 1e-9)
        // Started 12 ms after: 12 + 4 + 2 > 16.7, so the one after; one refresh skipped.
        clock.presented(at: Self.vblank(1), refresh: Self.refresh, flags: 1)
        let late_ = clock.target(at: Self.vblank(1) + .seconds(0.012))
        let late = try #require(late_)
        #expect(abs((late - Self.vblank(3)).seconds) < 1e-9)
        #expect(clock.skippedRefreshes == 1)
    }

    @Test func aLateFrameNeitherJumpsNorRepeats() throws {
        // A linear animation: position = 600 points per second of the frame's time.
        func position(at time: ClockTime) -> Double { 600 * (time.seconds - 10) }
        var clock = PresentationClock()
        clock.presented(at: Self.vblank(0), refresh: Self.refresh, flags: 1)
        // What the screen shows at each refresh a frame reached: the refresh and the
        // animation's position in that frame.
        var shown: [(vblank: ClockTime, position: Double)] = []
        var aims: [ClockTime] = []
        var now = Self.vblank(0) + .seconds(0.001)
        for frame in 0..<12 {
            // Frame 5 starts 12 ms into the refresh (the main thread was busy before it):
            // with 3 ms to draw and the margin it cannot make the next refresh.
            if frame == 5 { now += .seconds(0.011) }
            let drawing = TimeSpan.seconds(0.003)
            let aimed = clock.target(at: now)
            let aim = try #require(aimed)
            aims.append(aim)
            clock.drew(in: drawing)
            let done = now + drawing
            // The compositor shows a frame at the first refresh after its commit.
            let presentedAt = Self.vblank(Int(((done.seconds + PresentationClock.margin.seconds - 10) / Self.refresh.seconds).rounded(.up)))
            shown.append((presentedAt, position(at: aim)))
            clock.presented(at: presentedAt, refresh: Self.refresh, flags: 1)
            now = presentedAt + .seconds(0.001)
        }
        // Every frame reached the refresh it aimed at: nothing was queued behind a late one.
        #expect(zip(shown, aims).allSatisfy { abs(($0.vblank - $1).seconds) < 1e-9 })
        // No repeated frame: every frame aims at a later refresh than the one before.
        #expect(zip(aims, aims.dropFirst()).allSatisfy { $1 > $0 + Self.refresh / 2 })
        // No jump: between two shown frames the animation moves exactly as far as the
        // display's time between them (10 points per refresh), the skipped refresh too.
        for (a, b) in zip(shown, shown.dropFirst()) {
            let refreshes = ((b.vblank - a.vblank) / Self.refresh).rounded()
            #expect(abs((b.position - a.position) - 10 * refreshes) < 1e-6)
        }
        #expect(clock.skippedRefreshes == 1)
        let gaps = zip(aims, aims.dropFirst()).map { (($1 - $0) / Self.refresh).rounded() }
        #expect(gaps == [1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1], "one refresh skipped, then every frame makes the next")
    }

    @Test func aFrameDrawnBeforeThePreviousIsShownAimsPastIt() throws {
        var clock = PresentationClock()
        clock.presented(at: Self.vblank(0), refresh: Self.refresh, flags: 0)
        let first_ = clock.target(at: Self.vblank(0) + .seconds(0.001))
        let first = try #require(first_)
        // No feedback yet for it: the next frame cannot aim at the same refresh.
        let second_ = clock.target(at: Self.vblank(0) + .seconds(0.002))
        let second = try #require(second_)
        #expect(abs((second - first - Self.refresh).seconds) < 1e-9)
        #expect(clock.skippedRefreshes == 0)
    }

    @Test func theDrawEstimateIsTheNinetiethPercentileOfRecentFrames() {
        var clock = PresentationClock()
        for i in 0..<100 { clock.drew(in: .seconds(i % 10 == 0 ? 0.02 : 0.002)) }
        #expect(clock.drawEstimate == .seconds(0.002))
        for _ in 0..<5 { clock.drew(in: .seconds(0.02)) }
        #expect(clock.drawEstimate == .seconds(0.02))
    }
}
