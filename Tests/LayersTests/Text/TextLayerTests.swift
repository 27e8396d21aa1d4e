import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct TextLayerTests {
    func label(_ string: String, width: Double = 300, height: Double = 40) -> TextLayer {
        let layer = TextLayer(string: string, font: .system(size: 18))
        layer.bounds = Rect(0, 0, width, height)
        return layer
    }

    @Test func emptyOrBlankStringsDrawNothing() {
        #expect(label("").coverageMask(scale: 1) == nil)
        #expect(label("   ").coverageMask(scale: 1) == nil)
        #expect(label("Text", width: 0, height: 0).coverageMask(scale: 1) == nil)
        #expect(label("Text").coverageMask(scale: .nan) == nil)
    }

    @Test func badFontSizesAreReportedNotFatal() {
        for size in [-3.0, 0, .nan, .infinity, 1e9] {
            let layer = label("Text")
            layer.fontSize = size
            #expect(layer.coverageMask(scale: 1) == nil)
            #expect(layer.drawingError is FontError, "font size \(size)")
        }
    }

    /// A row peeking in at a list's edge shows its label's empty top: the frame that first
    /// draws the glyphs comes later, and made the mask's pixman views then (a steady
    /// frame's allocations). They come with the mask, for every render worker.
    @Test func aMaskComesWithItsPixmanViews() throws {
        let mask = try #require(label("Lisbon").coverageMask(scale: 1)).mask
        for worker in 0..<PixmanViews.defaultWorkers {
            #expect(mask.views.isMade(worker: worker, sampled: false), "worker \(worker)")
        }
    }

    @Test func drawingTwiceHitsTheCache() throws {
        let layer = label("Cached label")
        let first = try #require(layer.coverageMask(scale: 2))
        let second = try #require(layer.coverageMask(scale: 2))
        #expect(first.mask === second.mask)
        #expect(first.origin == second.origin)
        // A colour change animates the presentation only: still the same mask.
        layer.foregroundColor = .red
        #expect(layer.coverageMask(scale: 2)?.mask === first.mask)
        // A new string draws anew.
        layer.string = "Another label"
        #expect(layer.coverageMask(scale: 2)?.mask !== first.mask)
    }

    @Test func nonAnimatableChangesBumpTheContentRevision() {
        let layer = label("Revision")
        var revision = layer.contentRevision
        func bumped() -> Bool { defer { revision = layer.contentRevision }; return layer.contentRevision > revision }
        layer.string = "Revision 2"; #expect(bumped())
        layer.string = "Revision 2"; #expect(!bumped())
        layer.fontSize = 20; #expect(bumped())
        layer.fontWeight = .bold; #expect(bumped())
        layer.fontFamily = "DejaVu Sans"; #expect(bumped())
        layer.alignmentMode = .center; #expect(bumped())
        layer.isWrapped = true; #expect(bumped())
        layer.truncationMode = .end; #expect(bumped())
        layer.contentsScale = 2; #expect(bumped())
        layer.foregroundColor = .blue; #expect(!bumped())
        #expect(layer.model.foregroundColor == .blue)
        #expect(AnimatableProperty.named("foregroundColor")?.value(in: layer.model) == .color(.blue))
    }

    @Test func centreAlignmentCentresTheInk() throws {
        for scale in [1.0, 2.0] {
            let layer = label("HOH", width: 301)
            layer.alignmentMode = .center
            let (mask, origin) = try #require(layer.coverageMask(scale: scale))
            let ink = try #require(TextTestSupport.inkBox(mask))
            let centre = origin.x * scale + Double(ink.x0 + ink.x1) / 2
            #expect(abs(centre - 301 * scale / 2) <= 1, "ink centre \(centre) at scale \(scale)")
        }
    }

    @Test func scaleTwoIsTwiceTheSizeWithTheSameInk() throws {
        let layer = label("Scale two: crisp 18 pt text")
        let one = try #require(layer.coverageMask(scale: 1))
        let two = try #require(layer.coverageMask(scale: 2))
        let oneAndHalf = try #require(layer.coverageMask(scale: 1.5))
        #expect(abs(two.mask.width - 2 * one.mask.width) <= 2)
        #expect(abs(two.mask.height - 2 * one.mask.height) <= 2)
        #expect(abs(Double(oneAndHalf.mask.width) - 1.5 * Double(one.mask.width)) <= 2)
        let ratio = TextTestSupport.inkArea(two.mask) / (4 * TextTestSupport.inkArea(one.mask))
        #expect(ratio > 0.85 && ratio < 1.15, "ink ratio \(ratio)")
        #expect(abs(two.origin.x - one.origin.x) <= 1 && abs(two.origin.y - one.origin.y) <= 1)
    }

    @Test func truncatedLayerEndsWithAnEllipsisInsideItsBounds() throws {
        let layer = label(String(repeating: "Lorem ipsum dolor sit amet. ", count: 10), width: 180, height: 50)
        layer.isWrapped = true
        layer.truncationMode = .end
        let layout = try layer.layout()
        #expect(layout.isTruncated)
        #expect(layout.glyphs.last?.id == layout.ellipsisGlyphs.last)
        let (mask, origin) = try #require(layer.coverageMask(scale: 1))
        #expect(origin.x + Double(mask.width) <= 180 && origin.y + Double(mask.height) <= 50)
    }

    @Test func preferredFrameSizeFitsTheText() throws {
        let layer = TextLayer(string: "Fit me, gjpqy", font: .system(size: 15))
        layer.contentsScale = 2
        let size = layer.preferredFrameSize()
        let measured = try TextLayout.boundingSize(of: "Fit me, gjpqy", font: .system(size: 15), scale: 2)
        #expect(size.width >= measured.width && size.width - measured.width < 0.5)
        #expect((size.width * 2).rounded() == size.width * 2)
        #expect(TextLayer().preferredFrameSize() == .zero)
    }
}
