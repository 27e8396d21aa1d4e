import CAllocationCounter
import Testing
@testable import Layers

/// A steady animation allocates nothing per frame: once an animation has gone round
/// once, every mask, record, pixman view, glyph and buffer it needs is kept, and its
/// next rounds draw with them. (What `bench` reports as allocs/frame, here for one tree
/// the test controls.)
///
/// The allocator of the test executable is interposed (`CAllocationCounter`); only the
/// test's own thread is counted, since other tests allocate on theirs at the same time.
/// With two threads the helper's share of the drawing is not counted here: `bench`
/// counts every thread (`SteadyFrameAllocationBenchTests`).
///
/// Only an optimized build can pass: at -Onone, unspecialized generics allocate inside
/// the rasterizer's and the band planner's loops (some 30 000 times a frame here), so a
/// debug build skips it. Run it with
/// `swift build -c release --build-tests -Xswiftc -enable-testing` and
/// `swift test -c release --skip-build --filter SteadyFrameAllocationTests`.
///
/// Not marked `.noAnimationLeftRunning`: in a release build of the tests that trait's
/// task-local crashes the runner (Swift 6.2); the test removes its animations itself.
@Suite struct SteadyFrameAllocationTests {
    typealias T = TestSupport

    #if DEBUG
    nonisolated static let isOptimized = false
    #else
    nonisolated static let isOptimized = true
    #endif

    /// Seconds per round of every animation: a whole number of 60 Hz frames.
    static let period = 0.5
    static let frameInterval = 1.0 / 60

    /// A card with rounded corners, a shadow, clipped contents and text, sliding, growing
    /// and rounding its corners back and forth; a layer turning through a star-shaped
    /// mask; a badge fading out (gone for a frame) and in.
    private static func tree() throws -> Layer {
        let root = T.root(480, 320, Color(hex: 0xF3EFE8))
        let card = try T.photoCard(Rect(x: 40, y: 40, width: 220, height: 150), title: "Steady frames", in: root)
        let masked = T.layer(Rect(x: 300, y: 160, width: 120, height: 110), Color(hex: 0x4F5BD5), in: root)
        let star = ShapeLayer()
        star.frame = masked.bounds
        star.path = T.star(in: Rect(x: 5, y: 0, width: 110, height: 105))
        star.fillColor = .black
        masked.mask = star
        try animate(card, "position", from: Point(x: 150, y: 115), to: Point(x: 210, y: 150))
        try animate(card, "transform.scale", from: 1.0, to: 1.15)
        try animate(card, "cornerRadius", from: 14.0, to: 30.0)
        try animate(masked, "transform.rotation.z", from: 0.0, to: 0.6)
        // Gone (fully transparent) once a round, and back the frame after.
        let badge = T.layer(Rect(x: 330, y: 40, width: 90, height: 60), Color(hex: 0xEF6F6C), in: root)
        badge.cornerRadius = 12
        try animate(badge, "opacity", from: 0.0, to: 1.0)
        return root
    }

    private static func animate<V: Animatable>(_ layer: Layer, _ keyPath: String, from: V, to: V) throws {
        let animation = BasicAnimation(keyPath, from: from, to: to, duration: period / 2)
        animation.autoreverses = true
        animation.repeatCount = .infinity
        try layer.add(animation, forKey: keyPath)
    }

    @Test(.enabled(if: isOptimized, "a debug build allocates in its generic loops"), arguments: [1, 2])
    func steadyAnimationAllocatesNothingPerFrame(threads: Int) throws {
        let root = try Self.tree()
        let clock = installManualClock(at: 0)
        clock.host.rootLayer = root
        defer { root.forEachInSubtree { $0.removeAllAnimations() } }
        let renderer = Renderer(threads: threads)
        renderer.parallelThreshold = 0
        let image = try Image(width: 960, height: 640)
        let framesPerRound = Int((Self.period / Self.frameInterval).rounded())
        // Held until the next frame's, as a window holds it to copy and damage its buffer.
        var damage: [PixelRect] = []
        func frame(_ i: Int) throws -> Int {
            let time = Double(i) * Self.frameInterval
            clock.update(at: time)
            damage = try renderer.render(root, at: MediaTime(seconds: time), into: image, scale: 2)
            return damage.count
        }
        // Two rounds to fill the caches, then a third counted.
        for i in 0..<(2 * framesPerRound) { _ = try frame(i) }
        ac_enable()
        var drawn = 0
        let before = ac_thread_allocation_count()
        for i in (2 * framesPerRound)..<(3 * framesPerRound) { drawn += try frame(i) }
        let allocations = ac_thread_allocation_count() - before
        #expect(drawn >= framesPerRound, "every counted frame drew something")
        #expect(allocations == 0, "\(allocations) allocations over \(framesPerRound) steady frames (\(threads) threads)")
    }
}
