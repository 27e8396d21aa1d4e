import Layers
import Testing
@testable import Gestures

/// Velocities come from when the compositor says the pointer moved, not from when the
/// app got round to the events: those arrive in bursts (a busy frame, a full socket).
@Suite("Velocity from event times")
struct EventTimeVelocityTests {
    /// A pan on a 400×300 window, fed motion that happened every 10 ms at 1000 points per
    /// second, but was handled in two bursts, at 16 ms and 33 ms.
    @Test("evenly spaced motion handled in bursts has the motion's velocity")
    func burstsKeepTheVelocity() throws {
        let probe = PanReleaseProbe()
        let arena = probe.arena

        // (handled at, happened at, x): 10 points every 10 ms from x = 100.
        let motion: [(handled: Double, happened: Double, x: Double)] = [
            (0.016, 0.010, 110), (0.016, 0.020, 120),
            (0.033, 0.030, 130), (0.033, 0.040, 140), (0.033, 0.050, 150),
        ]
        arena.handle(.pointerButton(pressed: true, at: Point(100, 150)), at: 0.001, happened: 0)
        for m in motion {
            arena.handle(.pointerMoved(to: Point(m.x, 150)), at: MediaTime(seconds: m.handled), happened: MediaTime(seconds: m.happened))
        }
        arena.handle(.pointerButton(pressed: false, at: Point(150, 150)), at: 0.034, happened: 0.050)

        let velocity = try #require(probe.released)
        #expect(abs(velocity.x - 1000) < 1e-6, "points per second from event times: \(velocity)")
        #expect(velocity.y == 0)
    }

    /// The same stream timed by handling only (no event times): what the pan measured
    /// before, a different speed. Proves the test above measures something.
    @Test("without event times the bursts distort the velocity")
    func handlingTimesDistort() {
        let probe = PanReleaseProbe()
        let arena = probe.arena

        arena.handle(.pointerButton(pressed: true, at: Point(100, 150)), at: 0.001)
        for (time, x) in [(0.016, 110.0), (0.016, 120), (0.033, 130), (0.033, 140), (0.033, 150)] {
            arena.handle(.pointerMoved(to: Point(x, 150)), at: MediaTime(seconds: time))
        }
        arena.handle(.pointerButton(pressed: false, at: Point(150, 150)), at: 0.034)

        #expect(probe.released != nil)
        #expect(abs((probe.released?.x ?? 0) - 1000) > 100, "\(String(describing: probe.released))")
    }
}
