import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// An opaque gradient constant along device rows is drawn as solid rows
/// (``GradientRamp``): pixel for pixel what pixman's gradient draws, and only then.
@Suite(.noAnimationLeftRunning) struct GradientRampTests {
    typealias T = TestSupport

    /// The splash's dusk: four opaque stops top to bottom.
    private static func dusk(_ frame: Rect, in root: Layer) -> GradientLayer {
        let gradient = GradientLayer()
        gradient.frame = frame
        gradient.colors = [Color(hex: 0x1C1B4D), Color(hex: 0x4E2A84), Color(hex: 0xC8456F), Color(hex: 0xF4A261)]
        gradient.locations = [0, 0.42, 0.8, 1]
        root.addSublayer(gradient)
        return gradient
    }

    private static func draw(_ root: Layer, byRows: Bool, scale: Double, threads: Int = 1) throws -> (Image, Renderer) {
        let image = try Image(width: Int(root.bounds.width * scale), height: Int(root.bounds.height * scale))
        let renderer = Renderer(threads: threads)
        renderer.parallelThreshold = 0
        renderer.drawsGradientsByRows = byRows
        renderer.isProfiling = true
        try renderer.render(root, at: 0, into: image, scale: scale)
        return (image, renderer)
    }

    private static func drewRows(_ renderer: Renderer) -> Bool {
        renderer.profile?.rows.contains { $0.kind == "SRC row colours" } ?? false
    }

    @Test(arguments: [(1.0, 1), (2.0, 2), (1.5, 3)])
    func aVerticalGradientIsDrawnByRowsWithPixmansPixels(scale: Double, threads: Int) throws {
        let root = T.root(240, 180, .black)
        // A fractional place and rounded corners: rows inside, pixman's gradient at the edges.
        let gradient = Self.dusk(Rect(x: 10.5, y: 7.25, width: 200, height: 160.5), in: root)
        gradient.cornerRadius = 12
        let (rows, renderer) = try Self.draw(root, byRows: true, scale: scale, threads: threads)
        let (pixman, plain) = try Self.draw(root, byRows: false, scale: scale, threads: threads)
        #expect(Self.drewRows(renderer))
        #expect(!Self.drewRows(plain))
        #expect(T.differingPixels(rows, pixman) == 0)
    }

    @Test func gradientsNotConstantAlongRowsUsePixman() throws {
        let root = T.root(200, 150, .black)
        let diagonal = Self.dusk(root.bounds, in: root)
        diagonal.endPoint = Point(x: 1, y: 1)
        #expect(!Self.drewRows(try Self.draw(root, byRows: true, scale: 1).1), "a diagonal gradient")
        diagonal.endPoint = Point(x: 0.5, y: 1)
        diagonal.transform = AffineTransform(rotationAngle: 0.3)
        #expect(!Self.drewRows(try Self.draw(root, byRows: true, scale: 1).1), "a turned gradient")
        diagonal.transform = .identity
        diagonal.colors = [Color(hex: 0x1C1B4D, alpha: 0.5), Color(hex: 0xF4A261)]
        #expect(!Self.drewRows(try Self.draw(root, byRows: true, scale: 1).1), "a translucent gradient")
        diagonal.colors = [Color(hex: 0x1C1B4D), Color(hex: 0xF4A261)]
        #expect(Self.drewRows(try Self.draw(root, byRows: true, scale: 1).1), "the same gradient, opaque and straight")
    }

    /// A gradient taller than the screen keeps the same device rows as it scrolls: its
    /// rows are kept for its placement, not just for the rows it covers.
    @Test func aGradientScrollingPastTheScreenGetsNewRows() throws {
        let root = T.root(200, 150, .white)
        let gradient = Self.dusk(Rect(x: 0, y: -60, width: 200, height: 300), in: root)
        let image = try Image(width: 400, height: 300)
        let renderer = Renderer(threads: 1)
        try renderer.render(root, at: 0, into: image, scale: 2)
        Transaction.withoutActions { gradient.position.y += 7 }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(T.differingPixels(image, try T.render(root, width: 400, height: 300, scale: 2)) == 0)
    }

    /// The rows are worked out once and kept while the gradient's place holds: a
    /// gradient that moves up, grows or changes colour gets new rows.
    @Test func aMovedResizedOrRecolouredGradientGetsNewRows() throws {
        let root = T.root(200, 150, .white)
        let gradient = Self.dusk(Rect(x: 0, y: 10, width: 200, height: 120), in: root)
        let image = try Image(width: 400, height: 300)
        let renderer = Renderer(threads: 2)
        renderer.parallelThreshold = 0
        try renderer.render(root, at: 0, into: image, scale: 2)
        let changes: [(String, () -> Void)] = [
            ("moved up 7 points", { gradient.position.y -= 7 }),
            ("taller", { gradient.bounds.size.height += 13 }),
            ("recoloured", { gradient.colors = [Color(hex: 0x203040), Color(hex: 0xE0F0A0)] }),
            ("its end moved", { gradient.endPoint = Point(x: 0.5, y: 0.6) }),
        ]
        for (what, change) in changes {
            Transaction.withoutActions(change)
            try renderer.render(root, at: 0, into: image, scale: 2)
            let fresh = try T.render(root, width: 400, height: 300, scale: 2)
            #expect(T.differingPixels(image, fresh) == 0, "\(what)")
        }
    }
}
