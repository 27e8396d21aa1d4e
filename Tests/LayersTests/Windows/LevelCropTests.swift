import Testing
@testable import Layers

/// When a window's transform can be left to the compositor (``LevelCrop``), and which
/// part of its untransformed picture then fills the screen.
@MainActor
@Suite("Level crop")
struct LevelCropTests {
    /// A 1000×500-point window filling the screen, with `transform` about its centre.
    static func window(_ transform: AffineTransform, position: Point = Point(x: 500, y: 250)) -> LayerState {
        var state = LayerState()
        state.bounds = Rect(x: 0, y: 0, width: 1000, height: 500)
        state.position = position
        state.transform = transform
        return state
    }

    @Test("a window scaled up about its centre shows its middle: 1/1.05 of it, centred")
    func scaledUpAboutTheCentre() throws {
        let crop = try #require(LevelCrop(window: Self.window(AffineTransform(scale: 1.05)), pixelWidth: 2000, pixelHeight: 1000,
                                          scale: 2))
        #expect(abs(crop.rect.width - 2000 / 1.05) < 1e-9)
        #expect(abs(crop.rect.height - 1000 / 1.05) < 1e-9)
        #expect(abs(crop.rect.midX - 1000) < 1e-9 && abs(crop.rect.midY - 500) < 1e-9)
    }

    @Test("no crop for no transform, or one the compositor's viewport cannot stand for")
    func otherTransformsAreTheApps() {
        let cases: [(String, LayerState)] = [
            ("identity", Self.window(.identity)),
            ("shrunk", Self.window(AffineTransform(scale: 0.9))),
            ("turned", Self.window(AffineTransform(rotationAngle: 0.1).concatenating(AffineTransform(scale: 1.5)))),
            ("flipped", Self.window(AffineTransform(a: -1.2, b: 0, c: 0, d: 1.2, tx: 0, ty: 0))),
            ("moved: the screen would show past its edge", Self.window(.identity, position: Point(x: 510, y: 250))),
            ("scaled about a point off centre, past the left edge",
             Self.window(AffineTransform(translationX: 60, y: 0).concatenating(AffineTransform(scale: 1.05)))),
        ]
        for (what, state) in cases {
            #expect(LevelCrop(window: state, pixelWidth: 1000, pixelHeight: 500, scale: 1) == nil, "\(what)")
        }
    }

    @Test("scaled unevenly, each axis crops by its own factor")
    func unevenScale() throws {
        let crop = try #require(LevelCrop(window: Self.window(AffineTransform(a: 1.25, b: 0, c: 0, d: 2, tx: 0, ty: 0)),
                                          pixelWidth: 1000, pixelHeight: 500, scale: 1))
        #expect(crop.rect == Rect(x: 100, y: 125, width: 800, height: 250))
    }
}
