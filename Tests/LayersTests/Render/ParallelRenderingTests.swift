import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// The parallel renderer draws exactly what one thread draws: frame after frame, with
/// partial damage, every kind of composite, and caches filled while threads share frames.
@Suite(.noAnimationLeftRunning) struct ParallelRenderingTests {
    typealias T = TestSupport

    /// A tree using every kind of composite the painter records.
    private static func scene() throws -> (root: Layer, moving: [Layer]) {
        let root = T.root(320, 240, Color(hex: 0xF3EFE8))
        let card = try T.photoCard(Rect(x: 20, y: 20, width: 150, height: 110), title: "Parallel bands", in: root)
        let gradient = GradientLayer()
        gradient.frame = Rect(x: 190, y: 30, width: 110, height: 90)
        gradient.colors = [Color(hex: 0x4F5BD5), Color(hex: 0xD62976, alpha: 0.7)]
        gradient.cornerRadius = 10
        gradient.transform = AffineTransform(rotationAngle: 0.2)
        root.addSublayer(gradient)
        let group = T.layer(Rect(x: 40, y: 150, width: 120, height: 70), Color(hex: 0x5BBA6F), in: root)
        group.opacity = 0.6
        T.layer(Rect(x: 30, y: 20, width: 70, height: 40), Color(hex: 0xEF6F6C), in: group).cornerRadius = 8
        let masked = T.layer(Rect(x: 190, y: 140, width: 100, height: 80), .clear, in: root)
        masked.contents = try T.picture(50, 40)
        let star = ShapeLayer()
        star.frame = masked.bounds
        star.path = T.star(in: Rect(x: 5, y: 0, width: 90, height: 80))
        star.fillColor = .black
        masked.mask = star
        // Big enough (over 512² device pixels) to be rasterized where it lands, turned, by all threads.
        let big = ShapeLayer()
        big.frame = Rect(x: 0, y: 0, width: 320, height: 240)
        big.path = T.star(in: Rect(x: -10, y: -20, width: 340, height: 280))
        big.fillColor = Color(hex: 0x9B6BCB, alpha: 0.35)
        big.fillRule = .evenOdd
        root.addSublayer(big)
        return (root, [card, gradient, group, masked, big])
    }

    @Test(arguments: [2, 3]) func framesMatchOneThreadFrameAfterFrame(threads: Int) throws {
        let (root, moving) = try Self.scene()
        let one = Renderer(threads: 1), many = Renderer(threads: threads)
        many.parallelThreshold = 0
        let a = try Image(width: 640, height: 480), b = try Image(width: 640, height: 480)
        for frame in 0..<12 {
            Transaction.withoutActions {
                let t = Double(frame)
                moving[0].position = Point(x: 95 + 3.3 * t, y: 75 + 1.7 * t)
                moving[1].transform = AffineTransform(rotationAngle: 0.2 + 0.11 * t)
                moving[2].opacity = 0.6 - 0.03 * t
                moving[3].transform = AffineTransform(scale: 1 + 0.04 * t)
                moving[4].transform = AffineTransform(rotationAngle: 0.05 * t)
            }
            let damageOne = try one.render(root, at: 0, into: a, scale: 2)
            let damageMany = try many.render(root, at: 0, into: b, scale: 2)
            #expect(damageOne == damageMany)
            #expect(T.differingPixels(a, b) == 0, "frame \(frame): \(threads) threads differ from one")
            #expect(frame == 0 || many.statistics.sharedMasks >= 1, "the turning star's rows were shared")
        }
        #expect(many.helpersStarted)
        // The scene drew something in every colour it has, not an empty frame twice.
        #expect(Set((0..<a.height).map { a[320, $0] }).count > 10)
    }

    @Test func smallFramesAndIdleFramesWakeNoHelper() throws {
        let (root, moving) = try Self.scene()
        let renderer = Renderer(threads: 2)
        let image = try Image(width: 640, height: 480)
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(renderer.helpersStarted, "a whole 640×480 frame is worth sharing")

        let small = Renderer(threads: 2)
        let tiny = try Image(width: 64, height: 48)
        try small.render(root, at: 0, into: tiny, scale: 0.2)
        #expect(!small.helpersStarted, "a 64×48 frame is drawn by the caller alone")

        let idle = try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(idle.isEmpty)
        #expect(renderer.statistics.composites == 0, "a frame where nothing changed records nothing")
        _ = moving
    }

    @Test func threadCountIsClampedAndDefaultsToTheCores() {
        #expect(Renderer(threads: 0).threads == 1)
        #expect(Renderer(threads: 99).threads == Renderer.maximumThreads)
        #expect(Renderer().threads == min(ProcessInfo.processInfo.activeProcessorCount, Renderer.maximumThreads))
    }
}
