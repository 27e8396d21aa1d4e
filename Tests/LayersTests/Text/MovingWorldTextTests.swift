import Testing
@testable import Layers
import AnimationCheck

private typealias T = TestSupport

/// Text with fallback fonts and emoji in motion keeps the guarantees Latin text has:
/// a few ladder scales while it moves, sharp at rest, no face opened per frame.
@Suite(.noAnimationLeftRunning) struct MovingWorldTextTests {
    @Test func aGrowingMultiScriptLabelOpensNoFacesPerFrame() throws {
        let root = T.root(300, 90, .white)
        let label = TextLayer(string: "臺北 القاهرة 🎉", font: .system(size: 22, weight: .bold))
        Transaction.withoutActions {
            label.language = "zh-TW"
            label.foregroundColor = .black
            label.anchorPoint = .zero
            label.frame = Rect(x: 10, y: 10, width: 220, height: 34)
        }
        root.addSublayer(label)
        let renderer = Renderer()
        let image = try Image(width: 300, height: 90)
        func grow() throws {
            for frame in 0...30 {
                Transaction.withoutActions { label.transform = AffineTransform(scale: 1 + 0.35 * Double(frame) / 30) }
                try renderer.render(root, at: 0, into: image)
            }
            try renderer.render(root, at: 0, into: image)
        }
        try grow()
        #expect(label.layoutsDrawn <= 5, "\(label.layoutsDrawn) layouts: 1×, a few ladder scales and the exact 1.35×")
        let drawn = label.layoutsDrawn
        try grow()
        #expect(label.layoutsDrawn == drawn, "moving again through the same scales lays out nothing and opens no face")
        #expect(ColorEmojiTests.colourfulPixels(image) > 50, "the emoji is still in colour at rest")
    }
}
