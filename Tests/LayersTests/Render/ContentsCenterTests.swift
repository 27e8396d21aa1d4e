import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// `contentsCenter` (Core Animation's nine-part stretching): the corners keep their
/// size, the edges stretch one way, the middle both ways; corners shrink alike in bounds
/// too small for them; a turned layer stretches its contents whole.
@Suite(.noAnimationLeftRunning) struct ContentsCenterTests {
    typealias T = TestSupport

    /// Opaque colours of the nine blocks, row by row.
    static let colors: [UInt32] = [0xFFC0_3030, 0xFF30_C030, 0xFF30_30C0,
                                   0xFFC0_C030, 0xFF30_C0C0, 0xFFC0_30C0,
                                   0xFF80_4020, 0xFF20_8040, 0xFF40_2080]

    /// A 3×3 grid of `block`-pixel blocks in ``colors``.
    private static func grid(block: Int) throws -> Image {
        let image = try Image(width: 3 * block, height: 3 * block)
        for y in 0..<image.height {
            for x in 0..<image.width { image[x, y] = colors[(y / block) * 3 + x / block] }
        }
        image.pixelsDidChange()
        image.isOpaque = true
        return image
    }

    private static let middle = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)

    /// The block colour each sample point must show: (x, y, block index).
    private static func expectBlocks(_ image: Image, _ samples: [(Int, Int, Int)], _ what: Comment) {
        for (x, y, block) in samples {
            #expect(image[x, y] == colors[block], "\(what): pixel (\(x), \(y)) is \(String(image[x, y], radix: 16))")
        }
    }

    /// The grid of `block`-pixel blocks at `contentsScale`, stretched in nine parts over a
    /// layer of `size` at the origin of a white `target` (points), drawn at `scale`.
    private static func stretched(_ size: Size, in target: Size, block: Int = 3, contentsScale: Double = 1,
                                  scale: Double = 1) throws -> Image {
        let root = T.root(target.width, target.height, .white)
        let layer = T.layer(Rect(x: 0, y: 0, width: size.width, height: size.height), .clear, in: root)
        layer.contents = try grid(block: block)
        layer.contentsScale = contentsScale
        layer.contentsCenter = middle
        return try T.render(root, width: Int(target.width * scale), height: Int(target.height * scale), scale: scale)
    }

    @Test func cornersKeepTheirSizeEdgesStretchOneWayTheMiddleBoth() throws {
        let image = try Self.stretched(Size(width: 30, height: 21), in: Size(width: 40, height: 30))
        Self.expectBlocks(image, [(1, 1, 0), (28, 1, 2), (1, 19, 6), (28, 19, 8)], "corners, 3 px each")
        Self.expectBlocks(image, [(5, 1, 1), (15, 1, 1), (24, 1, 1), (15, 19, 7)], "top and bottom middles")
        Self.expectBlocks(image, [(1, 5, 3), (1, 10, 3), (1, 15, 3), (28, 10, 5)], "left and right middles")
        Self.expectBlocks(image, [(5, 5, 4), (15, 10, 4), (24, 15, 4)], "the middle")
        // A corner does not stretch: its block ends where it ended in the image.
        #expect(image[2, 1] == Self.colors[0] && image[4, 1] == Self.colors[1])
        #expect(image[35, 10] == 0xFFFF_FFFF, "nothing outside the bounds")
    }

    @Test func cornersShrinkAlikeInBoundsTooSmallForThem() throws {
        let image = try Self.stretched(Size(width: 4, height: 4), in: Size(width: 20, height: 20))
        // 3 + 3 px of corners in 4: each 2 px, the middles gone. Every pixel is its
        // corner's: unshrunk, the corners would overlap and the later ones cover the others.
        let all = (0..<4).flatMap { y in (0..<4).map { x in (x, y, (y < 2 ? 0 : 6) + (x < 2 ? 0 : 2)) } }
        Self.expectBlocks(image, all, "shrunk corners")
    }

    /// Corners are as many points as their pixels over `contentsScale`: a 2× image's
    /// 6-pixel corners are 3 points, drawn at scale 2 as 6 pixels again.
    @Test func theCornersSizeIsInPoints() throws {
        let image = try Self.stretched(Size(width: 30, height: 20), in: Size(width: 40, height: 30), block: 6,
                                       contentsScale: 2, scale: 2)
        Self.expectBlocks(image, [(2, 2, 0), (4, 4, 0), (57, 2, 2), (2, 37, 6), (57, 37, 8)], "6-pixel corners at scale 2")
        Self.expectBlocks(image, [(8, 2, 1), (30, 20, 4), (2, 20, 3)], "stretched parts")
    }

    @Test func theUnitRectangleStretchesTheWholeImage() throws {
        func draw(_ center: Rect?) throws -> Image {
            let root = T.root(40, 30, .white)
            let layer = T.layer(Rect(x: 3, y: 2, width: 31, height: 22), .clear, in: root)
            layer.contents = try Self.grid(block: 3)
            if let center { layer.contentsCenter = center }
            return try T.render(root, width: 40, height: 30)
        }
        let whole = try draw(nil)
        #expect(T.differingPixels(try draw(NinePart.whole), whole) == 0)
        #expect(T.differingPixels(try draw(Self.middle), whole) > 0, "the grid changes the picture")
    }

    /// Under a rotation the cells would not fall on whole pixels: the image stretches
    /// whole, as with the unit rectangle.
    @Test func aTurnedLayerStretchesWhole() throws {
        func draw(_ center: Rect) throws -> Image {
            let root = T.root(60, 60, .white)
            let layer = T.layer(Rect(x: 10, y: 15, width: 40, height: 30), .clear, in: root)
            layer.contents = try Self.grid(block: 3)
            layer.contentsCenter = center
            layer.transform = AffineTransform(rotationAngle: 0.3)
            return try T.render(root, width: 60, height: 60)
        }
        #expect(T.differingPixels(try draw(Self.middle), try draw(NinePart.whole)) == 0)
    }

    /// A changed grid redraws: the frame equals the same tree drawn from scratch.
    @Test func aChangedCenterRedraws() throws {
        let root = T.root(40, 30, .white)
        let layer = T.layer(Rect(x: 2, y: 2, width: 30, height: 21), .clear, in: root)
        layer.contents = try Self.grid(block: 3)
        layer.contentsCenter = Self.middle
        let image = try Image(width: 40, height: 30)
        let renderer = Renderer(threads: 1)
        try renderer.render(root, at: 0, into: image)
        layer.contentsCenter = Rect(x: 0.2, y: 0.5, width: 0.1, height: 0.2)
        try renderer.render(root, at: 0, into: image)
        let fresh = try T.render(root, width: 40, height: 30)
        #expect(T.differingPixels(image, fresh) == 0)
    }
}
