import Testing
@testable import Layers
import AnimationCheck

@Suite("FocusRingLayer", .serialized, .noAnimationLeftRunning)
struct FocusRingLayerTests {
    @Test("the ring is drawn inside the focused layer's bounds, its inside left alone, and goes with nil")
    func drawsInside() throws {
        let root = TestSupport.root(100, 100, .white)
        let card = TestSupport.layer(Rect(20, 20, 60, 40), Color(white: 0.5), in: root)
        let ring = FocusRingLayer()
        ring.show(on: card)
        #expect(ring.superlayer === card && ring.frame == card.bounds)
        let image = try TestSupport.render(root, width: 100, height: 100)
        let (_, r, g, b) = TestSupport.channels(image[21, 40])
        #expect(abs(r - 54) <= 2 && abs(g - 133) <= 2 && abs(b - 227) <= 2, "the card's left edge is the ring's blue")
        #expect(abs(TestSupport.channels(image[50, 40]).r - 128) <= 1, "the card's inside")
        #expect(TestSupport.channels(image[18, 40]).r == 255, "nothing outside the card")
        ring.show(on: nil)
        #expect(ring.superlayer == nil)
        let after = try TestSupport.render(root, width: 100, height: 100)
        #expect(abs(TestSupport.channels(after[21, 40]).r - 128) <= 1, "gone with the focus")
    }
}
