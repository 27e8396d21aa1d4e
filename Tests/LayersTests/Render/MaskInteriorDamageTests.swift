import Testing
@testable import Layers
import AnimationCheck

/// A mask that grows and turns (the splash's logo-shaped hole) redraws only the ring
/// between what it passed whole in the last frame and in this one (``MaskInterior``),
/// and never leaves a stale pixel: every frame equals the tree drawn from scratch,
/// whatever else changes with it.
@Suite(.noAnimationLeftRunning) struct MaskInteriorDamageTests {
    typealias T = TestSupport

    /// A window filled with a picture behind a circular, turned hole; the hole's viewBox
    /// maps a 100-unit circle onto its bounds, as the splash logo's does.
    static func scene() throws -> (root: Layer, window: Layer, content: Layer, hole: ShapeLayer) {
        let root = T.root(320, 200, Color(hex: 0xF4A261))
        let window = T.layer(root.bounds, Color(hex: 0x203040), in: root)
        let content = T.layer(Rect(x: 10, y: 10, width: 300, height: 180), .clear, in: window)
        content.contents = try T.picture(60, 36)
        content.contentsGravity = .resize
        // A tile with an overhanging child, in the middle of the hole.
        let tile = T.layer(Rect(x: 135, y: 80, width: 50, height: 40), Color(hex: 0x30A050), in: window)
        tile.name = "tile"
        T.layer(Rect(x: 25, y: -8, width: 50, height: 20), Color(hex: 0xE0E0F0), in: tile)
        let hole = ShapeLayer()
        Transaction.withoutActions {
            hole.frame = Rect(x: 140, y: 80, width: 40, height: 40)
            hole.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
            hole.viewBox = Rect(x: 0, y: 0, width: 100, height: 100)
            hole.fillColor = .black
        }
        window.mask = hole
        return (root, window, content, hole)
    }

    /// The hole a frame later: bigger and turned a little further, about its centre, as
    /// the splash's hole near the end of its opening.
    static func grow(_ hole: ShapeLayer, step: Int) {
        Transaction.withoutActions {
            let side = 80.0 + 6 * Double(step)
            hole.bounds = Rect(x: 0, y: 0, width: side, height: side)
            hole.transform = AffineTransform(rotationAngle: 0.02 * Double(step))
        }
    }

    @Test("a growing, turning hole redraws the ring around what it passed whole, and every frame is fresh")
    func aGrowingHoleRedrawsTheRing() throws {
        let (root, _, _, hole) = try Self.scene()
        let image = try Image(width: 640, height: 400)
        let renderer = Renderer(threads: 2)
        renderer.parallelThreshold = 0
        try renderer.render(root, at: 0, into: image, scale: 2)
        var saved = 0
        for step in 1...6 {
            Self.grow(hole, step: step)
            let damage = try renderer.render(root, at: 0, into: image, scale: 2)
            let fresh = try T.render(root, width: 640, height: 400, scale: 2)
            #expect(T.differingPixels(image, fresh) == 0, "step \(step)")
            let box = PixelRect(covering: hole.frame.applying(scale: 2)).intersection(PixelRect(x: 0, y: 0, width: 640, height: 400))
            let drawn = damage.reduce(0) { $0 + $1.area }
            if drawn < box.area * 3 / 4 { saved += 1 }
        }
        #expect(saved >= 4, "most frames redraw well under the hole's box")
    }

    @Test("what else changes with the growing hole is redrawn in full", arguments: 0..<5, [true, false])
    func otherChangesAreNotHidden(case index: Int, interiors: Bool) throws {
        let (root, window, content, hole) = try Self.scene()
        let image = try Image(width: 640, height: 400)
        let renderer = Renderer(threads: 1)
        renderer.usesMaskInteriors = interiors
        try renderer.render(root, at: 0, into: image, scale: 2)
        Self.grow(hole, step: 2)
        try renderer.render(root, at: 0, into: image, scale: 2)
        // Each change lands inside what the hole passes whole in both frames.
        let changes: [(String, () -> Void)] = [
            ("the picture changed", { content.contents = try? T.picture(30, 18) }),
            ("a layer in the window started clipping its overhang and moved", {
                let tile = window.sublayers.first { $0.name == "tile" }
                tile?.masksToBounds = true
                tile?.position.x += 8
            }),
            ("a clipping ancestor above the window moved", {
                root.sublayers[0].removeFromSuperlayer()
                let clipper = T.layer(root.bounds, .clear, in: root)
                clipper.masksToBounds = true
                clipper.addSublayer(window)
            }),
            ("the hole turned translucent", { hole.fillColor = Color(hex: 0, alpha: 0.5) }),
            ("a new layer appeared inside the hole", { T.layer(Rect(x: 150, y: 90, width: 20, height: 20), .white, in: window) }),
        ]
        let (what, change) = changes[index]
        Self.grow(hole, step: 3)
        Transaction.withoutActions(change)
        try renderer.render(root, at: 0, into: image, scale: 2)
        let fresh = try T.render(root, width: 640, height: 400, scale: 2)
        #expect(T.differingPixels(image, fresh) == 0, "\(what)")

        // And a frame later, when only the hole grows again.
        Self.grow(hole, step: 4)
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(T.differingPixels(image, try T.render(root, width: 640, height: 400, scale: 2)) == 0, "after \(what)")
    }

    @Test("an ancestor without a drawing of its own that clips and moves is not hidden by the hole")
    func aMovingClipAboveTheMaskedLayer() throws {
        let root = T.root(320, 200, Color(hex: 0xF4A261))
        let clipper = T.layer(root.bounds, .clear, in: root)
        clipper.masksToBounds = true
        let (_, window, _, hole) = try Self.scene()
        window.removeFromSuperlayer()
        clipper.addSublayer(window)
        let image = try Image(width: 640, height: 400)
        let renderer = Renderer(threads: 1)
        Self.grow(hole, step: 3)
        try renderer.render(root, at: 0, into: image, scale: 2)
        Self.grow(hole, step: 4)
        // The clip now cuts through the middle of the hole.
        Transaction.withoutActions { clipper.bounds.size.width = 160; clipper.position.x = 80 }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(T.differingPixels(image, try T.render(root, width: 640, height: 400, scale: 2)) == 0)
    }
}

private extension Rect {
    func applying(scale s: Double) -> Rect { Rect(x: minX * s, y: minY * s, width: width * s, height: height * s) }
}
