import Foundation
import Testing
@testable import Layers
import AnimationCheck

private typealias T = TestSupport

/// Text whose scale an animation is changing is laid out and rasterized between frames,
/// by ``Renderer/prepareAhead()``, at the ladder scales the next frames will ask for and
/// at the scale it will rest at: the frames of the motion then lay out nothing.
@Suite(.noAnimationLeftRunning) struct RasterAheadTests {
    /// A card whose label grows with it, 1 → 1.35, animated from time 10 for 0.5 s: the
    /// model holds the end at once, as a property animator leaves it.
    private func growingCard() throws -> (root: Layer, card: Layer, label: MovingTextTests.RecordingText) {
        let root = T.root(300, 120, .white)
        let card = Layer()
        let label = MovingTextTests.RecordingText()
        Transaction.withoutActions {
            card.anchorPoint = .zero
            card.frame = Rect(x: 10, y: 10, width: 220, height: 60)
            label.string = "Tokyo"
            label.font = .system(size: 24, weight: .bold)
            label.foregroundColor = .black
            label.anchorPoint = .zero
            label.frame = Rect(x: 8, y: 8, width: 200, height: 34)
            card.transform = AffineTransform(scale: 1.35)
        }
        card.addSublayer(label)
        root.addSublayer(card)
        let grow = BasicAnimation("transform", from: AffineTransform.identity, to: AffineTransform(scale: 1.35), duration: 0.5)
        grow.beginTime = 10
        try card.add(grow, forKey: "grow")
        return (root, card, label)
    }

    /// Draws the animation's frames at 60 Hz from time 10, and the frame after it ends.
    private func play(_ root: Layer, _ renderer: Renderer, into image: Image, ahead: Bool) throws {
        for frame in 0...31 {
            try renderer.render(root, at: MediaTime(seconds: 10 + Double(frame) / 60), into: image, scale: 2)
            if ahead { while renderer.prepareAhead() {} }
        }
    }

    @Test func aGrowingLabelIsLaidOutAheadAndItsFramesLayOutNothing() throws {
        let (root, _, label) = try growingCard()
        let renderer = Renderer(threads: 2)
        let image = try Image(width: 600, height: 240)
        try renderer.render(root, at: 10, into: image, scale: 2)
        #expect(label.layoutsDrawn == 1)
        var drawnAhead: [Double] = []
        while renderer.prepareAhead() { drawnAhead.append(label.scales.last ?? 0) }
        // 2 → 2.7 device pixels a point: the rungs 2, 2.24, 2.52 and 2.83, then 2.7 itself.
        let rungs = [0, 1, 2, 3].map { 2 * pow(2, Double($0) / 6) } + [2.7]
        #expect(drawnAhead.count == rungs.count)
        for (drawn, rung) in zip(drawnAhead, rungs) { #expect(abs(drawn - rung) < 1e-9, "\(drawnAhead)") }
        let laidOut = label.layoutsDrawn
        // The masks' pixman views are made too, for both workers: a frame drawing them makes none.
        let resting = try #require(label.coverageMask(scale: 2.7))
        #expect(resting.mask.views.isMade(worker: 1, sampled: false) && resting.mask.views.isMade(worker: 1, sampled: true))
        try play(root, renderer, into: image, ahead: true)
        #expect(label.layoutsDrawn == laidOut, "the motion's frames found every scale drawn")
        #expect(!renderer.isSettling)
        #expect(T.worstChannelDelta(image, try T.render(root, width: 600, height: 240, scale: 2, time: 11)) <= 1)
    }

    /// The same run without the work ahead lays out in its frames, with the same pixels.
    @Test func withoutTheWorkAheadTheFramesLayOutWhatTheyNeed() throws {
        let (root, _, label) = try growingCard()
        let renderer = Renderer(threads: 2)
        let image = try Image(width: 600, height: 240)
        try renderer.render(root, at: 10, into: image, scale: 2)
        let before = label.layoutsDrawn
        try play(root, renderer, into: image, ahead: false)
        #expect(label.layoutsDrawn >= before + 4, "the ladder's rungs and the resting scale")
        #expect(T.worstChannelDelta(image, try T.render(root, width: 600, height: 240, scale: 2, time: 11)) <= 1)
    }

    @Test func aLabelAtRestOrHeldFarFromItsModelIsNotDrawnAhead() throws {
        let (root, card, label) = try growingCard()
        card.removeAllAnimations()
        let renderer = Renderer()
        let image = try Image(width: 600, height: 240)
        try renderer.render(root, at: 10, into: image, scale: 2)
        #expect(!renderer.prepareAhead(), "at rest: nothing ahead")
        // Shown at 1× but resting at 10×, more than three octaves away (an animation that
        // fills forwards for good): not drawn ahead, the frames draw what they show.
        Transaction.withoutActions { card.transform = AffineTransform(scale: 10) }
        let held = BasicAnimation("transform", from: AffineTransform.identity, to: AffineTransform.identity, duration: 100)
        held.beginTime = 10
        try card.add(held, forKey: "held")
        try renderer.render(root, at: 10.5, into: image, scale: 2)
        #expect(!renderer.prepareAhead())
        #expect(!label.scales.contains { $0 > 3 })
    }

    @Test func theLadderBetweenTwoScales() {
        #expect(CoverageScale.stepCount(from: 1, toward: 1.35) == 4)
        #expect(CoverageScale.stepCount(from: 1.35, toward: 1) == 4)
        #expect(CoverageScale.stepCount(from: 1, toward: 1) == 1)
        #expect(CoverageScale.stepCount(from: 0, toward: 1) == 0)
        #expect(CoverageScale.stepCount(from: .nan, toward: 1) == 0)
        // Shrinking: from the rung of 1.35 (√2) down to that of 1 (1).
        let down = (0..<4).map { CoverageScale.step($0, from: 1.35, toward: 1) }
        for (s, k) in zip(down, [3, 2, 1, 0]) { #expect(abs(s - pow(2, Double(k) / 6)) < 1e-12) }
        // Each step is the scale a frame moving through that part of the range is drawn at.
        for exact in stride(from: 1.0001, through: 1.35, by: 0.01) {
            let r = CoverageScale.raster(exact: exact, moving: true)
            #expect((0..<4).contains { abs(CoverageScale.step($0, from: 1, toward: 1.35) - r) < 1e-12 }, "\(exact)")
        }
    }
}
