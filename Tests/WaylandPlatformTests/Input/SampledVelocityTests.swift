import Gestures
import Layers
import Testing
@testable import WaylandPlatform

/// The window holds pointer motion for the next frame (MotionCoalescer) but keeps every
/// sample with its compositor time (EventTimeMapping), and LayerTreeContent hands them to
/// the recognizers: a pan's velocity does not depend on how busy the loop was.
@MainActor
@Suite("Velocity from every sample")
struct SampledVelocityTests {
    /// A 1 kHz mouse moving at (900, −400) points per second, read by a loop that is
    /// busy for 150 ms per turn (longer than the velocity's 100 ms window): each turn
    /// delivers the held motion once, as the window does before it draws.
    @Test("a known 1 kHz motion through a busy loop releases within 2 % of its true velocity")
    func busyLoop() throws {
        let clock = ManualClock(time: 5000)
        let content = LayerTreeContent(clock: clock)
        content.resize(width: 800, height: 600, scale: 1)
        let card = Layer(frame: Rect(0, 0, 800, 600))
        card.backgroundColor = .white
        content.rootLayer.addSublayer(card)
        var released: Point?
        var motionDeliveries = 0
        let pan = PanGestureRecognizer { if $0.state == .ended { released = $0.velocity(in: nil) } }
        card.addGestureRecognizer(pan)
        content.onInput = { event, _ in if case .pointerMotion = event { motionDeliveries += 1 } }

        let truth = Point(900, -400)
        let startMs: UInt32 = 5_000_000                     // the compositor's clock: 5000 s
        func position(_ ms: UInt32) -> Point { Point(100, 500) + truth * (Double(ms - startMs) / 1000) }
        var coalescer = MotionCoalescer()
        var times = EventTimeMapping(clockIsMonotonic: true)
        func deliver(_ event: InputEvent, stamped ms: UInt32?, samples: [MotionCoalescer.Sample] = []) {
            content.handle(event, timing: times.timing(of: ms.map { CompositorTime(milliseconds: $0) }, now: clock.time, samples: samples))
        }
        func deliverHeld() {
            guard let held = coalescer.flush() else { return }
            deliver(held.motion, stamped: held.time?.milliseconds, samples: held.samples)
        }

        let down = position(startMs)
        clock.set(5000.002)
        deliver(.pointerButton(button: InputEvent.leftButton, pressed: true, x: down.x, y: down.y), stamped: startMs)
        var ms = startMs
        for _ in 1...3 {
            // 150 motion events arrive while the loop is busy; it gets to them at once.
            for _ in 1...150 {
                ms += 1
                let p = position(ms)
                let held = coalescer.hold(.pointerMotion(x: p.x, y: p.y), time: CompositorTime(milliseconds: ms))
                #expect(held)
            }
            clock.set(ClockTime(seconds: Double(ms) / 1000 + 0.004))
            deliverHeld()                                    // before the turn's one frame
        }
        let up = position(ms)
        deliver(.pointerButton(button: InputEvent.leftButton, pressed: false, x: up.x, y: up.y), stamped: ms)

        #expect(coalescer.received == 450 && coalescer.coalesced == 447)
        #expect(motionDeliveries == 3, "one delivery per turn: the content updates once per frame")
        let velocity = try #require(released)
        #expect(abs(velocity.x - truth.x) <= 0.02 * abs(truth.x), "\(velocity)")
        #expect(abs(velocity.y - truth.y) <= 0.02 * abs(truth.y), "\(velocity)")
    }
}
