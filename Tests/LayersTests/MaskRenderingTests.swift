import Foundation
import Testing
@testable import Layers

private typealias T = TestSupport

/// Layers masked by a shape, as the splash's main window is while its hole opens: the
/// shortcut for a plain shape mask, and the memory of a mask that changes every frame.
@Suite struct MaskRenderingTests {
    /// A host with a picture-like content (two colours and a translucent band), masked by
    /// a turned, scaled star. `forceGeneralPath` gives the mask an empty sublayer, which
    /// sends it through the offscreen coverage pass instead of the shape's own mask.
    private func scene(angle: Double, scale: Double, forceGeneralPath: Bool) -> Layer {
        let root = T.root(160, 120, .blue)
        let host = T.layer(Rect(x: 0, y: 0, width: 160, height: 120), .red, in: root)
        T.layer(Rect(x: 0, y: 20, width: 160, height: 25), Color(red: 0, green: 1, blue: 0, alpha: 0.5), in: host)
        let mask = ShapeLayer()
        mask.path = T.star(in: Rect(x: 0, y: 0, width: 60, height: 60))
        mask.fillColor = .black
        mask.frame = Rect(x: 50, y: 30, width: 60, height: 60)
        mask.transform = AffineTransform(rotationAngle: angle).concatenating(AffineTransform(scale: scale))
        if forceGeneralPath { mask.addSublayer(Layer()) }
        host.mask = mask
        return root
    }

    @Test(arguments: [(0.0, 1.0), (0.4, 1.7), (-1.1, 0.6)])
    func aPlainShapeMaskDrawsWhatTheOffscreenPassDraws(angle: Double, scale: Double) throws {
        let fast = try T.render(scene(angle: angle, scale: scale, forceGeneralPath: false), width: 160, height: 120)
        let general = try T.render(scene(angle: angle, scale: scale, forceGeneralPath: true), width: 160, height: 120)
        var worst = 0, inside = 0, outside = 0
        for y in 0..<120 {
            for x in 0..<160 {
                let a = T.channels(fast[x, y]), b = T.channels(general[x, y])
                worst = max(worst, abs(a.a - b.a), abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                if fast[x, y] == 0xFFFF_0000 { inside += 1 }
                if fast[x, y] == 0xFF00_00FF { outside += 1 }
            }
        }
        #expect(worst <= 1, "largest channel difference \(worst)")
        // The star shows the red host, the blue root shows around it.
        #expect(inside > 100 && outside > 5000, "\(inside) red, \(outside) blue pixels")
    }

    /// Forty frames of a mask growing and turning: each frame needs a new coverage mask,
    /// but the cache lets go of the old ones, so it holds one mask, not forty.
    @Test func aMaskThatChangesEveryFrameIsNotHoardedInTheCache() throws {
        let root = scene(angle: 0, scale: 1, forceGeneralPath: false)
        let mask = try #require(root.sublayers.first?.mask)
        let renderer = Renderer()
        let image = try Image(width: 160, height: 120)
        for frame in 0..<40 {
            Transaction.withoutActions {
                mask.transform = AffineTransform(rotationAngle: Double(frame) * 0.05)
                    .concatenating(AffineTransform(scale: 1 + Double(frame) * 0.05))
            }
            try renderer.render(root, at: 0, into: image)
        }
        #expect(renderer.statistics.maskCacheMisses >= 40)
        #expect(renderer.statistics.cachedMasks <= 2, "\(renderer.statistics.cachedMasks) masks cached")
        #expect(renderer.statistics.cachedMaskBytes <= 2 * 160 * 120)
    }
}
