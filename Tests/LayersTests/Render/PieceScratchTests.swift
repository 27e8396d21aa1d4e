import Foundation
import Testing
@testable import Layers
import AnimationCheck
import CAllocationCounter

/// Pieces of coverage drawn apart are packed into a few small images: places never
/// overlap within a frame (two render workers may fill them at once), every place fits
/// its image, and the frames drawn this way equal frames drawn in screen-sized offscreens.
@Suite(.noAnimationLeftRunning) struct PieceScratchTests {
    typealias T = TestSupport

    /// The pixels of `rect` in `place`'s image.
    private static func footprint(_ rect: PixelRect, _ place: PieceScratch.Place) -> PixelRect {
        rect.offsetBy(dx: -place.offset.x, dy: -place.offset.y)
    }

    @Test func placesInOneFrameNeverOverlapAndFitTheirImage() {
        let scratch = PieceScratch()
        scratch.prepare(width: 400, height: 4000, workers: 1)
        var taken: [(image: ObjectIdentifier, rect: PixelRect)] = []
        // Strips along a hole's edges and rounded corners, of assorted sizes.
        for k in 0..<120 {
            let rect = PixelRect(x: (k * 37) % 300, y: (k * 53) % 900, width: 10 + (k * 29) % 190, height: 4 + (k * 7) % 60)
            guard let place = scratch.place(rect) else { Issue.record("no place for piece \(k)"); continue }
            let inImage = Self.footprint(rect, place)
            #expect(PixelRect(x: 0, y: 0, width: place.image.width, height: place.image.height).contains(inImage),
                    "piece \(k) at \(inImage)")
            for other in taken where other.image == ObjectIdentifier(place.image) {
                #expect(other.rect.intersection(inImage).isEmpty, "piece \(k) overlaps \(other.rect)")
            }
            taken.append((ObjectIdentifier(place.image), inImage))
        }
        #expect(Set(taken.map(\.image)).count > 1, "the pieces fill more than one image")
    }

    @Test func aNewFrameReusesTheSameImages() throws {
        let scratch = PieceScratch()
        let pieces = (0..<40).map { PixelRect(x: 0, y: $0 * 20, width: 300, height: 16) }
        var images: [Set<ObjectIdentifier>] = []
        for _ in 0..<3 {
            scratch.prepare(width: 800, height: 800, workers: 2)
            images.append(Set(pieces.compactMap { scratch.place($0).map { ObjectIdentifier($0.image) } }))
        }
        #expect(images[0].count == 3, "40 strips, two to a shelf: 20 shelves of 16 rows, 8 to an image of 128")
        #expect(images[1] == images[0] && images[2] == images[0])
        // A taller target keeps them and adds more; a new width makes them again.
        scratch.prepare(width: 800, height: 2000, workers: 2)
        let taller = Set(pieces.compactMap { scratch.place($0).map { ObjectIdentifier($0.image) } })
        #expect(taller == images[0])
        scratch.prepare(width: 700, height: 800, workers: 2)
        let resized = try #require(scratch.place(pieces[0]))
        #expect(resized.image.width == 700)
    }

    /// The images and every worker's pixman view of them are made with the target's
    /// size: a frame that first draws pieces apart (a steady one, as likely as not)
    /// allocates nothing for them.
    @Test func theFirstFrameToUseAPlaceAllocatesNothingForIt() {
        let scratch = PieceScratch()
        scratch.prepare(width: 640, height: 480, workers: 2)
        ac_enable()
        let before = ac_thread_allocation_count()
        var views = 0
        for k in 0..<60 {
            guard let place = scratch.place(PixelRect(x: 5 * k, y: 7 * k, width: 90, height: 16)) else { continue }
            for worker in 0..<2 where place.image.views.view(worker: worker, sampled: false) != nil { views += 1 }
        }
        #expect(ac_thread_allocation_count() - before == 0)
        #expect(views == 120)
    }

    @Test func tallWideOrTooManyPiecesGetNoPlace() {
        let scratch = PieceScratch()
        scratch.prepare(width: 200, height: 300, workers: 1)
        #expect(scratch.place(PixelRect(x: 0, y: 0, width: 10, height: PieceScratch.rows + 1)) == nil)
        #expect(scratch.place(PixelRect(x: 0, y: 0, width: 201, height: 10)) == nil)
        #expect(scratch.place(.empty) == nil)
        // Images up to the target's own rows (three of 128 for 300), then none.
        var placed = 0
        while placed < 100, scratch.place(PixelRect(x: 0, y: 0, width: 200, height: 64)) != nil { placed += 1 }
        #expect(placed == 6)
        #expect(scratch.byteCount == 3 * 200 * PieceScratch.rows * 4)
    }

    /// A window showing a picture through a hole, with a translucent logo over it: the
    /// splash's, whose edges are drawn apart.
    private static func hole(in root: Layer, scale: Double) throws -> (hole: ShapeLayer, logo: ShapeLayer) {
        let window = T.layer(Rect(x: 0, y: 140, width: 400, height: 160), Color(hex: 0xF4E9DC), in: root)
        window.contents = try T.picture(100, 40)
        let hole = ShapeLayer()
        hole.path = T.star(in: Rect(x: -50, y: -40, width: 100, height: 80))
        hole.position = Point(x: 200, y: 80)
        hole.transform = AffineTransform(scale: scale)
        window.mask = hole
        let logo = ShapeLayer()
        logo.path = hole.path
        logo.fillColor = Color(white: 1, alpha: 0.5)
        logo.position = hole.position
        logo.transform = hole.transform
        window.addSublayer(logo)
        return (hole, logo)
    }

    /// Rounded cards clipping their pictures, and the hole growing and turning, frame
    /// after frame: the same pixels with the pieces packed as in screen-sized
    /// offscreens, with 1, 2 and 3 threads.
    @Test(arguments: [1, 2, 3])
    func framesEqualThoseDrawnInOffscreens(threads: Int) throws {
        let root = T.root(400, 300, Color(hex: 0x2B1B4F))
        var cards: [Layer] = []
        for k in 0..<3 {
            let card = T.layer(Rect(x: 20 + 120 * Double(k), y: 20, width: 100, height: 110), .white, in: root)
            card.cornerRadius = 14
            card.masksToBounds = true
            let photo = T.layer(Rect(x: -10, y: -10, width: 120, height: 90), in: card)
            photo.contents = try T.picture(60, 45)
            cards.append(card)
        }
        let (hole, logo) = try Self.hole(in: root, scale: 1)
        let packed = Renderer(threads: threads), apart = Renderer(threads: threads)
        packed.parallelThreshold = 0
        apart.parallelThreshold = 0
        apart.drawsPiecesInScratch = false
        let a = try Image(width: 800, height: 600), b = try Image(width: 800, height: 600)
        for step in 0..<5 {
            Transaction.withoutActions {
                for (k, card) in cards.enumerated() {
                    card.transform = AffineTransform(rotationAngle: 0.05 * Double(step * (k + 1)))
                        .scaledBy(x: 1 + 0.03 * Double(step), y: 1 + 0.03 * Double(step))
                }
                let grown = AffineTransform(rotationAngle: 0.3 * Double(step)).scaledBy(x: 1 + 0.8 * Double(step),
                                                                                        y: 1 + 0.8 * Double(step))
                hole.transform = grown
                logo.transform = grown
            }
            try packed.render(root, at: 0, into: a, scale: 2)
            try apart.render(root, at: 0, into: b, scale: 2)
            #expect(T.differingPixels(a, b) == 0, "step \(step)")
        }
    }

    /// A hole big enough to be drawn by its strips draws its edges apart in a few rows
    /// of scratch, not in an offscreen the size of the screen.
    @Test func aBigHolesEdgesTakeNoScreenSizedOffscreen() throws {
        let root = T.root(400, 300, Color(hex: 0x2B1B4F))
        _ = try Self.hole(in: root, scale: 2.5)
        let renderer = Renderer(threads: 1)
        let image = try Image(width: 800, height: 600)
        try renderer.render(root, at: 0, into: image, scale: 2)
        let screen = 800 * 600 * 4
        #expect(renderer.statistics.offscreenBytes > 0)
        #expect(renderer.statistics.offscreenBytes < screen / 2)
        let apart = Renderer(threads: 1)
        apart.drawsPiecesInScratch = false
        try apart.render(root, at: 0, into: image, scale: 2)
        #expect(apart.statistics.offscreenBytes >= screen)
    }
}
