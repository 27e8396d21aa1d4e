import Foundation
import Testing
@testable import Layers
import AnimationCheck

private typealias T = TestSupport

/// Text whose scale or box animates, as a feed card's name does while the card expands:
/// it is rasterized at a few ladder scales while it moves, sharp at its exact scale once
/// it stops, and a bigger box that changes nothing reuses the mask.
@Suite(.noAnimationLeftRunning) struct MovingTextTests {
    /// A text layer that remembers the scales the renderer asked it for.
    final class RecordingText: TextLayer {
        var scales: [Double] = []
        override func drawContent(_ state: LayerState, scale: Double, into draw: (ContentItem) -> Void) {
            scales.append(scale)
            super.drawContent(state, scale: scale, into: draw)
        }
    }

    private func scene() -> (root: Layer, label: RecordingText) {
        let root = T.root(260, 90, .white)
        let label = RecordingText()
        Transaction.withoutActions {
            label.string = "Kyoto, Japan"
            label.font = .system(size: 24, weight: .bold)
            label.foregroundColor = .black
            label.anchorPoint = .zero
            label.frame = Rect(x: 10, y: 10, width: 200, height: 34)
        }
        root.addSublayer(label)
        return (root, label)
    }

    private func setScale(_ label: Layer, _ scale: Double) {
        Transaction.withoutActions { label.transform = AffineTransform(scale: scale) }
    }

    @Test func theLadderHasExactOctavesAndStepsOfASixthOfAnOctave() {
        #expect(CoverageScale.raster(exact: 1.35, moving: false) == 1.35)
        #expect(CoverageScale.raster(exact: 1, moving: true) == 1)
        #expect(CoverageScale.raster(exact: 2, moving: true) == 2)
        #expect(abs(CoverageScale.raster(exact: 1.0001, moving: true) - pow(2, 1.0 / 6)) < 1e-12)
        #expect(abs(CoverageScale.raster(exact: 1.35, moving: true) - 2.0.squareRoot()) < 1e-12)
        #expect(abs(CoverageScale.raster(exact: 0.8, moving: true) - pow(2, -1.0 / 6)) < 1e-12)
        // Never below the exact scale: glyphs are resampled down, not up.
        for s in stride(from: 0.3, through: 5, by: 0.013) {
            let r = CoverageScale.raster(exact: s, moving: true)
            #expect(r >= s && r < s * pow(2, 1.0 / 6) + 1e-12, "scale \(s) → \(r)")
        }
    }

    /// 30 frames growing from 1× to 1.35×: three ladder scales, not thirty; one more frame
    /// after it stops draws it exact, and that frame is what a fresh render shows.
    @Test func aGrowingLabelUsesLadderScalesThenSettlesSharp() throws {
        let (root, label) = scene()
        let renderer = Renderer()
        let image = try Image(width: 260, height: 90)
        try renderer.render(root, at: 0, into: image)
        #expect(Set(label.scales) == [1])
        #expect(!renderer.isSettling)
        label.scales.removeAll()
        for frame in 1...30 {
            setScale(label, 1 + 0.35 * Double(frame) / 30)
            try renderer.render(root, at: 0, into: image)
        }
        let ladder = Set(label.scales)
        #expect(ladder.count <= 3, "scales asked while moving: \(ladder.sorted())")
        #expect(ladder.allSatisfy { abs(log2($0) * 6 - (log2($0) * 6).rounded()) < 1e-9 })
        #expect(renderer.isSettling)

        label.scales.removeAll()
        let settle = try renderer.render(root, at: 0, into: image)
        #expect(Set(label.scales) == [1.35])
        #expect(!settle.isEmpty, "the settling frame redraws the text")
        #expect(!renderer.isSettling)
        let fresh = try T.render(root, width: 260, height: 90)
        #expect((0..<90).allSatisfy { y in (0..<260).allSatisfy { x in image[x, y] == fresh[x, y] } })
        #expect(try renderer.render(root, at: 0, into: image).isEmpty, "then nothing changes")
    }

    /// In motion the resampled text matches the exact one closely: the same ink box
    /// within a pixel and the same amount of ink within 4 %.
    @Test func midMotionTextLooksLikeTheExactText() throws {
        let (root, label) = scene()
        let renderer = Renderer()
        let image = try Image(width: 260, height: 90)
        try renderer.render(root, at: 0, into: image)
        for frame in 1...15 {
            setScale(label, 1 + 0.35 * Double(frame) / 30)
            try renderer.render(root, at: 0, into: image)
        }
        #expect(renderer.isSettling)
        let exact = try T.render(root, width: 260, height: 90)
        func ink(_ image: Image) -> (box: (Int, Int, Int, Int), amount: Double) {
            var x0 = Int.max, y0 = Int.max, x1 = 0, y1 = 0, amount = 0.0
            for y in 0..<90 {
                for x in 0..<260 {
                    let dark = 255 - T.channels(image[x, y]).g
                    guard dark > 8 else { continue }
                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
                    amount += Double(dark) / 255
                }
            }
            return ((x0, y0, x1, y1), amount)
        }
        let moving = ink(image), sharp = ink(exact)
        #expect(abs(moving.box.0 - sharp.box.0) <= 1 && abs(moving.box.1 - sharp.box.1) <= 1
                && abs(moving.box.2 - sharp.box.2) <= 1 && abs(moving.box.3 - sharp.box.3) <= 1,
                "ink boxes \(moving.box) and \(sharp.box)")
        #expect(abs(moving.amount - sharp.amount) <= 0.04 * sharp.amount, "ink \(moving.amount) and \(sharp.amount)")
    }

    /// A left-aligned label that fits keeps its mask as its box widens or grows taller
    /// (the card's labels do while it expands); centred text or a box too small does not.
    @Test func aBiggerBoxThatChangesNothingReusesTheMask() throws {
        let label = TextLayer(string: "Kyoto", font: .system(size: 24, weight: .bold))
        label.truncationMode = .end
        let fitting = try #require(label.coverageMask(scale: 1, size: Size(width: 120, height: 34)))
        for width in stride(from: 121.0, through: 400, by: 7.3) {
            #expect(label.coverageMask(scale: 1, size: Size(width: width, height: 34 + width / 10))?.mask === fitting.mask)
        }
        let narrow = try #require(label.coverageMask(scale: 1, size: Size(width: 30, height: 34)))
        #expect(narrow.mask !== fitting.mask && narrow.mask.width < fitting.mask.width, "cut with an ellipsis")
        label.alignmentMode = .center
        let centred = try #require(label.coverageMask(scale: 1, size: Size(width: 120, height: 34)))
        let wider = try #require(label.coverageMask(scale: 1, size: Size(width: 200, height: 34)))
        #expect(centred.mask !== fitting.mask)
        #expect(wider.origin.x > centred.origin.x + 39, "centred text moves right by half the extra width")
    }

    /// A label growing with its card and moving the whole time keeps the text cache to a
    /// few masks.
    @Test func aLabelAnimatingForLongKeepsAFewMasks() throws {
        let (root, label) = scene()
        let renderer = Renderer()
        let image = try Image(width: 260, height: 90)
        for frame in 0..<120 {
            let t = Double(frame) / 119
            setScale(label, 1 + 0.35 * sin(t * .pi * 3).magnitude)
            Transaction.withoutActions { label.bounds.size.width = 150 + 50 * t }
            try renderer.render(root, at: 0, into: image)
        }
        #expect(Set(label.scales).count <= 5, "\(Set(label.scales).sorted())")
    }
}
