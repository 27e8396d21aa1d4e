import Foundation
import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct RendererTests {
    typealias T = TestSupport

    @Test func halfWhiteOverBlackIs0x80() throws {
        let root = T.root(20, 20, .black)
        T.layer(Rect(x: 5, y: 5, width: 10, height: 10), .white, in: root).opacity = 0.5
        let image = try T.render(root, width: 20, height: 20)
        let p = T.channels(image[10, 10])
        #expect(p.a == 255)
        for c in [p.r, p.g, p.b] { #expect(abs(c - 0x80) <= 1) }
        #expect(image[2, 2] == 0xFF00_0000)
    }

    @Test func translucentColourIsPremultiplied() throws {
        let root = T.root(4, 4, Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        let p = T.channels(try T.render(root, width: 4, height: 4)[1, 1])
        #expect(p.a == 128 && p.r == 128 && p.g == 64 && p.b == 0)
    }

    @Test func maskAlphaMultipliesHostAndSublayers() throws {
        let root = T.root(40, 20)
        let host = T.layer(Rect(x: 0, y: 0, width: 40, height: 20), .red, in: root)
        T.layer(Rect(x: 30, y: 0, width: 10, height: 20), .blue, in: host)
        let mask = T.layer(Rect(x: 0, y: 0, width: 20, height: 20), Color(white: 1, alpha: 0.5))
        let tail = T.layer(Rect(x: 20, y: 0, width: 15, height: 20), .white, in: mask)
        _ = tail
        host.mask = mask
        let image = try T.render(root, width: 40, height: 20)
        #expect(T.alpha(image, 5, 10) == 128)            // half-alpha part of the mask
        #expect(T.channels(image[5, 10]).r == 128)
        #expect(image[25, 10] == 0xFFFF_0000)             // the mask's opaque sublayer
        #expect(image[32, 10] == 0xFF00_00FF)             // a sublayer of the host, masked in
        #expect(image[37, 10] == 0)                       // outside the mask
    }

    @Test func roundedCornerCoverageMatchesAnalyticArea() throws {
        let root = T.root(50, 50)
        T.layer(Rect(x: 5, y: 5, width: 40, height: 40), .white, in: root).cornerRadius = 12
        let image = try T.render(root, width: 50, height: 50)
        var sum = 0.0
        for y in 5..<17 { for x in 5..<17 { sum += Double(T.alpha(image, x, y)) / 255 } }
        let analytic = Double.pi * 144 / 4
        #expect(abs(sum - analytic) / analytic < 0.005, "corner \(sum) vs \(analytic)")
        #expect(T.alpha(image, 5, 5) == 0)
        #expect(T.alpha(image, 10, 10) == 255)
        #expect(T.alpha(image, 25, 5) == 255 && T.alpha(image, 25, 4) == 0)
        // Same numbers at the other three corners (mirrored).
        #expect(T.alpha(image, 44, 44) == 0 && T.alpha(image, 39, 39) == 255)
        #expect(abs(T.alpha(image, 6, 8) - T.alpha(image, 43, 41)) <= 2)
    }

    @Test func rotatedSquareCentreAndOutside() throws {
        let root = T.root(100, 100, .black)
        let square = T.layer(Rect(x: 30, y: 30, width: 40, height: 40), .white, in: root)
        square.transform = AffineTransform(rotationAngle: .pi / 4)
        let image = try T.render(root, width: 100, height: 100)
        #expect(image[50, 50] == 0xFFFF_FFFF)
        #expect(image[50, 25] == 0xFFFF_FFFF)   // within the diamond's 28.3 px half-diagonal
        #expect(image[30, 30] == 0xFF00_0000)   // a corner of the unrotated square: outside now
        #expect(image[50, 20] == 0xFF00_0000)   // beyond the top vertex (21.7)
        // The edge is antialiased: a pixel on the diagonal edge is in between.
        let edge = T.channels(image[40, 31]).r
        #expect(edge > 20 && edge < 235, "edge pixel \(edge)")
    }

    @Test func scaleTwoDoublesEveryPoint() throws {
        let root = T.root(30, 30, .black)
        T.layer(Rect(x: 10, y: 10, width: 10, height: 10), .white, in: root)
        let image = try T.render(root, width: 60, height: 60, scale: 2)
        #expect(image[19, 19] == 0xFF00_0000 && image[20, 20] == 0xFFFF_FFFF)
        #expect(image[39, 39] == 0xFFFF_FFFF && image[40, 40] == 0xFF00_0000)
    }

    @Test func fractionalScaleAntialiasesHalfPixels() throws {
        let root = T.root(20, 20, .black)
        T.layer(Rect(x: 3, y: 3, width: 5, height: 5), .white, in: root)
        let image = try T.render(root, width: 30, height: 30, scale: 1.5)   // 4.5 … 12
        #expect(abs(T.channels(image[4, 8]).r - 128) <= 1)
        #expect(image[5, 8] == 0xFFFF_FFFF && image[11, 8] == 0xFFFF_FFFF && image[12, 8] == 0xFF00_0000)
    }

    @Test func groupOpacityFadesOverlappingChildrenAsOne() throws {
        let root = T.root(30, 10, .black)
        let group = T.layer(Rect(x: 0, y: 0, width: 30, height: 10), in: root)
        group.opacity = 0.5
        T.layer(Rect(x: 0, y: 0, width: 20, height: 10), .red, in: group)
        T.layer(Rect(x: 10, y: 0, width: 20, height: 10), .blue, in: group)
        let image = try T.render(root, width: 30, height: 10)
        let overlap = T.channels(image[15, 5])
        #expect(overlap.r == 0 && abs(overlap.b - 128) <= 1, "overlap \(overlap)")   // red does not show through
        #expect(abs(T.channels(image[5, 5]).r - 128) <= 1)
    }

    @Test func hiddenAndTransparentLayersDrawNothing() throws {
        let root = T.root(10, 10)
        T.layer(Rect(x: 0, y: 0, width: 10, height: 10), .red, in: root).isHidden = true
        T.layer(Rect(x: 0, y: 0, width: 10, height: 10), .green, in: root).opacity = 0
        let zero = T.layer(Rect(x: 0, y: 0, width: 10, height: 10), .blue, in: root)
        zero.transform = AffineTransform(scale: 0)
        #expect(try T.render(root, width: 10, height: 10)[5, 5] == 0)
    }

    @Test func masksToBoundsClipsSublayersAndContentsWithCorners() throws {
        let root = T.root(60, 60)
        let clip = T.layer(Rect(x: 10, y: 10, width: 40, height: 40), in: root)
        clip.masksToBounds = true
        clip.cornerRadius = 10
        T.layer(Rect(x: -10, y: -10, width: 80, height: 80), .green, in: clip)
        let image = try T.render(root, width: 60, height: 60)
        #expect(image[30, 30] == 0xFF00_FF00)
        #expect(image[5, 30] == 0 && image[55, 30] == 0)    // outside the bounds
        #expect(image[10, 10] == 0)                          // cut off by the corner
        #expect(T.alpha(image, 12, 12) > 0 && T.alpha(image, 12, 12) < 255)
    }

    @Test func contentsGravityPlacesTheImage() throws {
        let picture = try TestSupport.picture(20, 10)
        let root = T.root(40, 40)
        let fit = T.layer(Rect(x: 0, y: 0, width: 40, height: 40), in: root)
        fit.contents = picture
        fit.contentsGravity = .resizeAspect        // 40×20, centred: rows 10..<30
        let image = try T.render(root, width: 40, height: 40)
        #expect(image[20, 5] == 0 && T.alpha(image, 20, 12) == 255 && image[20, 34] == 0)

        fit.contentsGravity = .center
        fit.contentsScale = 2                      // 10×5 points, centred: x 15..<25, y 17.5..<22.5
        let centred = try T.render(root, width: 40, height: 40)
        #expect(centred[14, 20] == 0 && T.alpha(centred, 16, 20) == 255 && centred[26, 20] == 0)
        // 1:1 at scale 2: pixels are copied exactly.
        let retina = try T.render(root, width: 80, height: 80, scale: 2)
        #expect(retina[30, 35] == picture[0, 0])
    }

    @Test func shapeLayerFillRulesOnAStar() throws {
        let root = T.root(100, 50)
        for (i, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
            let shape = ShapeLayer()
            shape.frame = Rect(x: Double(i) * 50, y: 0, width: 50, height: 50)
            shape.path = TestSupport.star(in: Rect(x: 5, y: 5, width: 40, height: 40))
            shape.fillColor = .white
            shape.fillRule = rule
            root.addSublayer(shape)
        }
        let image = try T.render(root, width: 100, height: 50)
        #expect(image[25, 26] == 0xFFFF_FFFF)   // non-zero: centre filled
        #expect(image[75, 26] == 0)             // even-odd: a hole
        #expect(image[25, 8] == 0xFFFF_FFFF && image[75, 8] == 0xFFFF_FFFF)
    }

    @Test func strokeCoversItsWidth() throws {
        let root = T.root(40, 40)
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        var p = Path()
        p.move(to: Point(x: 5, y: 20)); p.addLine(to: Point(x: 35, y: 20))
        shape.path = p
        shape.strokeColor = .white
        shape.lineWidth = 4
        root.addSublayer(shape)
        let image = try T.render(root, width: 40, height: 40)
        #expect(image[20, 18] == 0xFFFF_FFFF && image[20, 21] == 0xFFFF_FFFF)
        #expect(image[20, 17] == 0 && image[20, 22] == 0 && image[4, 20] == 0)
        shape.strokeEnd = 0.5
        let half = try T.render(root, width: 40, height: 40)
        #expect(half[10, 20] == 0xFFFF_FFFF && half[25, 20] == 0)
    }

    @Test func shadowIsBlurredAndOffset() throws {
        let root = T.root(80, 80, .white)
        let card = T.layer(Rect(x: 20, y: 20, width: 40, height: 40), .white, in: root)
        card.shadowOpacity = 1
        card.shadowRadius = 4
        card.shadowOffset = Size(width: 0, height: 8)
        let image = try T.render(root, width: 80, height: 80)
        let below = T.channels(image[40, 62]).r, above = T.channels(image[40, 18]).r
        #expect(below < 200)           // shadow below the card
        #expect(above > below + 40)    // much less above (offset down)
        #expect(T.channels(image[40, 75]).r > below)   // fading out
    }

    @Test func nonFiniteGeometryAndBadScaleNeverCrash() throws {
        let root = T.root(10, 10, .red)
        let bad = T.layer(Rect(x: 0, y: 0, width: 5, height: 5), .blue, in: root)
        bad.position = Point(x: .nan, y: 3)
        let shape = ShapeLayer()
        var p = Path(); p.move(to: Point(x: 0, y: 0)); p.addLine(to: Point(x: .infinity, y: 2)); p.addLine(to: Point(x: 3, y: 9))
        shape.path = p
        shape.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(shape)
        let image = try T.render(root, width: 10, height: 10)
        #expect(image[5, 5] == 0xFFFF_0000)
        let renderer = Renderer()
        #expect(throws: RenderError.invalidScale(0)) { try renderer.render(root, at: 0, into: image, scale: 0) }
        #expect(throws: RenderError.invalidScale(.infinity)) { try renderer.render(root, at: 0, into: image, scale: .infinity) }
        #expect(throws: RenderError.self) { try renderer.render(root, at: MediaTime(seconds: .nan), into: image) }
        #expect(throws: ImageError.invalidSize(width: 0, height: 0)) { try Image(width: 0, height: 0) }
    }

    @Test func coverageItemsAreFilledWithTheirColour() throws {
        final class Blob: Layer {
            let glyphs: AlphaMask
            init(_ glyphs: AlphaMask) { self.glyphs = glyphs; super.init() }
            override func drawContent(_ state: LayerState, scale: Double, into draw: (ContentItem) -> Void) {
                draw(.coverage(glyphs, origin: state.bounds.origin + Point(x: 2, y: 3), scale: scale,
                               color: state.foregroundColor))
            }
        }
        let mask = try AlphaMask(width: 4, height: 4)
        mask[1, 1] = 255; mask[2, 1] = 128
        let root = T.root(20, 20)
        let blob = Blob(mask)
        blob.frame = Rect(x: 10, y: 10, width: 8, height: 8)
        blob.model.foregroundColor = .green
        root.addSublayer(blob)
        let image = try T.render(root, width: 20, height: 20)
        #expect(image[13, 14] == 0xFF00_FF00)
        #expect(T.channels(image[14, 14]).a == 128)
        #expect(image[12, 13] == 0)
    }
}

@Suite(.noAnimationLeftRunning) struct BadInputTests {
    typealias T = TestSupport

    @Test func nanPropertiesDrawWhatTheyCanWithoutCrashing() throws {
        let root = T.root(60, 60, .black)
        let a = T.layer(Rect(x: 5, y: 5, width: 20, height: 20), Color(red: .nan, green: 1, blue: 0), in: root)
        a.cornerRadius = .nan
        a.shadowOpacity = 1; a.shadowRadius = .nan
        let b = T.layer(Rect(x: 30, y: 5, width: 20, height: 20), .white, in: root)
        b.shadowOpacity = 1; b.shadowOffset = Size(width: .nan, height: 2)
        b.borderWidth = .infinity; b.cornerRadius = .infinity; b.borderColor = .white
        let c = T.layer(Rect(x: 5, y: 30, width: 20, height: 20), .clear, in: root)
        c.contents = try T.picture(4, 4)
        c.contentsScale = .nan
        c.contentsGravity = .center
        let s = ShapeLayer()
        s.frame = Rect(x: 30, y: 30, width: 20, height: 20)
        s.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        s.strokeColor = .white; s.lineWidth = .nan; s.strokeEnd = .nan
        root.addSublayer(s)
        let image = try T.render(root, width: 60, height: 60)
        #expect(image[15, 15] == 0xFF00_FF00)    // NaN red counts as 0
        #expect(image[40, 15] == 0xFFFF_FFFF)
        #expect(image[35, 35] == 0xFF00_0000 | Color.black.premultipliedARGB32())
    }

    @Test func hugeGeometryIsClippedToTheTarget() throws {
        let root = T.root(50, 50)
        let giant = T.layer(Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), .red, in: root)
        giant.cornerRadius = 1e6
        giant.shadowOpacity = 1; giant.shadowRadius = 1e5
        let turned = T.layer(Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6), .clear, in: root)
        turned.borderWidth = 10; turned.borderColor = .blue
        turned.transform = AffineTransform(rotationAngle: 0.3)
        let image = try T.render(root, width: 50, height: 50)
        #expect(image[25, 25] == 0xFFFF_0000)
    }
}
