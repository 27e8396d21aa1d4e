import Layers
import Testing
@testable import WaylandPlatform

/// Wayland's 32-bit millisecond timestamps: the only place past the edge that reads them.
@Suite struct CompositorTimeTests {
    @Test func millisecondsBecomeASpanSinceTheCompositorsOrigin() {
        let stamp: CompositorTime = 5_000_016
        #expect(stamp.sinceOrigin == .seconds(5000.016))
        #expect(CompositorTime(milliseconds: 16).since(0) == .milliseconds(16))
    }

    @Test func differencesCrossTheWrap() {
        // 10 ms before the 32-bit count wraps, and 6 ms after it did.
        let before = CompositorTime(milliseconds: .max - 9), after = CompositorTime(milliseconds: 6)
        #expect(after.since(before) == .milliseconds(16))
        #expect(CompositorTime.wrap == .seconds(4_294_967.296), "2³² ms: 49.7 days")
    }
}
