import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// A layer kind the renderer has never heard of, defined here, draws, damages and hides
/// what is under it through its ``ContentItem``s alone.
@Suite(.noAnimationLeftRunning) struct LayerKindTests {
    typealias T = TestSupport

    /// A row of square tiles with a ring around the first: rectangle fills and a stroke.
    final class TileLayer: Layer {
        var tiles = 3 { didSet { contentsDidChange() } }
        var tileColor = Color.white { didSet { contentsDidChange() } }
        var ringColor = Color.clear { didSet { contentsDidChange() } }

        override func drawContent(_ state: LayerState, scale: Double, into draw: (ContentItem) -> Void) {
            let side = state.bounds.height
            for i in 0..<tiles {
                let tile = Rect(x: state.bounds.minX + Double(i) * side * 1.5, y: state.bounds.minY, width: side, height: side)
                draw(.fill(Path(rect: tile), .nonZero, transform: .identity, color: tileColor, antialiased: true))
            }
            let ring = Path(ellipseIn: Rect(x: state.bounds.minX, y: state.bounds.minY, width: side, height: side))
            draw(.stroke(ring, StrokeStyle(lineWidth: 4), start: 0, end: 1, transform: .identity, color: ringColor,
                         antialiased: true))
        }
    }

    private static func scene() -> (root: Layer, tiles: TileLayer) {
        let root = T.root(200, 80, .black)
        let tiles = TileLayer()
        tiles.frame = Rect(x: 10, y: 20, width: 180, height: 40)
        root.addSublayer(tiles)
        return (root, tiles)
    }

    @Test func itDrawsItsItems() throws {
        let (root, tiles) = Self.scene()
        tiles.ringColor = .red
        let image = try T.render(root, width: 200, height: 80)
        // Tiles at x 10, 70, 130, each 40 wide; gaps of 20 between them.
        for x in [30, 90, 150] { #expect(image[x, 40] == 0xFFFF_FFFF) }
        #expect(image[60, 40] == 0xFF00_0000 && image[120, 40] == 0xFF00_0000)
        // The ring's top, drawn over the first tile: red.
        #expect(T.channels(image[30, 21]).r > 200 && T.channels(image[30, 21]).g < 60)
    }

    @Test func whatChangesIsRedrawnAsAFreshFrameWouldBe() throws {
        let (root, tiles) = Self.scene()
        let renderer = Renderer()
        let image = try Image(width: 200, height: 80)
        try renderer.render(root, at: 0, into: image)
        // Fewer, green tiles: the third tile's pixels must go, the others turn green.
        tiles.tiles = 2
        tiles.tileColor = .green
        try renderer.render(root, at: 0, into: image)
        #expect(T.differingPixels(image, try T.render(root, width: 200, height: 80)) == 0)
        #expect(image[150, 40] == 0xFF00_0000)
        // Damage is where the kind draws, not the whole frame.
        #expect(renderer.statistics.damagedPixels < 200 * 80)
        // Moved: the old place is cleared, the new one drawn.
        Transaction.withoutActions { tiles.position.y += 10 }
        try renderer.render(root, at: 0, into: image)
        #expect(T.differingPixels(image, try T.render(root, width: 200, height: 80)) == 0)
    }

    /// A star under one blue tile scaled to fill the frame; without the star when `star` is false.
    private static func coveredScene(star: Bool, tileColor: Color) -> Layer {
        let root = T.root(120, 80, .red)
        if star {
            let shape = ShapeLayer()
            shape.path = T.star(in: Rect(x: 0, y: 0, width: 60, height: 60))
            shape.fillColor = .white
            shape.frame = Rect(x: 30, y: 10, width: 60, height: 60)
            root.addSublayer(shape)
        }
        let cover = TileLayer()
        cover.tiles = 1
        cover.frame = Rect(x: 0, y: 0, width: 80, height: 80)
        cover.transform = AffineTransform(scaleX: 1.5, y: 1)
        cover.position = Point(x: 60, y: 40)
        cover.tileColor = tileColor
        root.addSublayer(cover)
        return root
    }

    /// Masks rasterized to draw `root` once.
    private static func masksMade(_ root: Layer) throws -> (Int, Image) {
        let renderer = Renderer()
        let image = try Image(width: 120, height: 80)
        try renderer.render(root, at: 0, into: image)
        return (renderer.statistics.maskCacheMisses, image)
    }

    @Test func anOpaqueTileHidesWhatIsUnderIt() throws {
        let (covered, image) = try Self.masksMade(Self.coveredScene(star: true, tileColor: .blue))
        let (alone, _) = try Self.masksMade(Self.coveredScene(star: false, tileColor: .blue))
        #expect(covered == alone, "the star under the opaque tile was rasterized")
        #expect(image[60, 40] == 0xFF00_00FF && image[1, 1] == 0xFF00_00FF)
        // A translucent tile hides nothing: the star is drawn and shows through.
        let translucent = Color(hex: 0x0000FF, alpha: 0.5)
        let (shown, seen) = try Self.masksMade(Self.coveredScene(star: true, tileColor: translucent))
        let (without, _) = try Self.masksMade(Self.coveredScene(star: false, tileColor: translucent))
        #expect(shown > without)
        #expect(T.channels(seen[60, 40]).r > 100)
    }

    @Test func itsShadowFollowsItsFirstFill() throws {
        let (root, tiles) = Self.scene()
        tiles.tiles = 1
        tiles.shadowOpacity = 1
        tiles.shadowColor = .green
        tiles.shadowRadius = 0
        tiles.shadowOffset = Size(width: 10, height: 0)
        let image = try T.render(root, width: 200, height: 80)
        // The tile covers x 10…50; its shadow x 20…60; beyond the tile, green.
        #expect(image[55, 40] == 0xFF00_FF00)
        #expect(image[65, 40] == 0xFF00_0000)
    }
}
