import Layers
import Testing
@testable import WaylandApp

/// While the compositor says the window is suspended it draws nothing
/// (`Window.update`), and the content's clock runs on: the first frame after shows every
/// animation where it would have been, had every frame been drawn, as Core Animation's
/// are when a backgrounded app returns. Played offscreen on manual clocks.
@MainActor
@Suite("Suspended content resumes in step", .serialized)
struct SuspendedContentTests {
    /// The splash's appearance (0.3 s) drawn at 60 Hz from 0, except for the times in
    /// `suspended`, and the pixels of the frame at `end`.
    static func picture(until end: Double, suspended: ClosedRange<Double>?) -> [UInt32] {
        let clock = ManualClock(time: 500)
        let scene = SplashScene(options: SplashTestSupport.options(delay: 5), mainContent: { try FeedScene(options: $0) })
        let content = LayerContentIdleTests.content(for: scene, clock: clock)
        let canvas = TestPatternContentTests.Canvas(width: 320, height: 180)
        var drawn = 0
        var tick = 0
        while Double(tick) / 60 <= end + 1e-9 {
            let time = Double(tick) / 60
            tick += 1
            clock.set(ClockTime(seconds: 500 + time))
            if let suspended, suspended.contains(time) { continue }
            if content.needsFrame(at: clock.time) {
                _ = content.draw(into: canvas.target(age: drawn == 0 ? 0 : 1), at: clock.time)
                drawn += 1
            }
        }
        return (0..<180).flatMap { y in (0..<320).map { x in canvas.pixel(x, y) } }
    }

    @Test("suspended from 0.05 s to 0.2 s of the 0.3 s appearance: the frame at 0.25 s equals the one drawn throughout")
    func resumesWhereItWouldHaveBeen() {
        let throughout = Self.picture(until: 0.25, suspended: nil)
        let resumed = Self.picture(until: 0.25, suspended: 0.05...0.2)
        let differing = zip(throughout, resumed).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        // And the appearance did move meanwhile: the frame at 0.05 s is another picture.
        let early = Self.picture(until: 0.05, suspended: nil)
        #expect(zip(early, resumed).filter { $0 != $1 }.count > 1000)
    }
}
