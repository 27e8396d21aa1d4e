import Testing
@testable import Layers
import AnimationCheck

/// A straight layer's border drawn in slices (corner masks and constant strips) has the
/// pixels of the same ring rasterized whole (a shape layer filling it even-odd), within
/// the 1/16-pixel placement of its edges, and rasterizes only its corners.
@MainActor @Suite(.noAnimationLeftRunning) struct RingSlicesTests {
    typealias T = TestSupport

    /// The ring a border of `width` draws inside `rect` with corners of `radius`.
    private static func ring(_ rect: Rect, radius: Double, width: Double) -> Path {
        Path { path in
            path.addRoundedRect(rect, cornerRadius: radius)
            path.addRoundedRect(rect.insetBy(dx: width, dy: width), cornerRadius: max(radius - width, 0))
        }
    }

    @Test("borders of any width and radius, at fractional places and scales: the ring's pixels",
          arguments: [1.0, 2.0, 1.5])
    func matchesTheRingRasterized(scale: Double) throws {
        let color = Color(hex: 0x1F6FD0, alpha: 0.8)
        var cases = 0
        for (radius, width) in [(0.0, 1.0), (6.0, 1.0), (12.5, 1.5), (4.0, 3.0), (20.0, 10.0), (3.0, 7.25)] {
            for origin in [Point(x: 10, y: 12), Point(x: 10.3, y: 12.7), Point(x: 9.55, y: 11.2)] {
                let frame = Rect(x: origin.x, y: origin.y, width: 93.4, height: 61.3)
                let bordered = T.root(130, 90, .white)
                let layer = T.layer(frame, .clear, in: bordered)
                layer.cornerRadius = radius
                layer.borderWidth = width
                layer.borderColor = color
                let reference = T.root(130, 90, .white)
                let shape = ShapeLayer()
                shape.frame = frame
                shape.path = Self.ring(Rect(x: 0, y: 0, width: frame.width, height: frame.height), radius: radius, width: width)
                shape.fillRule = .evenOdd
                shape.fillColor = color
                reference.addSublayer(shape)
                let size = (Int(130 * scale), Int(90 * scale))
                let sliced = try T.render(bordered, width: size.0, height: size.1, scale: scale)
                let whole = try T.render(reference, width: size.0, height: size.1, scale: scale)
                // Slices place each edge on the nearest 1/16 pixel, as fills in slices do;
                // the rasterizer samples 16 lines a pixel. Each is within 1/32 pixel of the
                // exact edge, so they differ by at most 1/16 of the colour's 80 % contrast
                // with the white under it: 12 of 255.
                #expect(T.worstChannelDelta(sliced, whole) <= 12, "radius \(radius), width \(width), at \(origin), scale \(scale)")
                cases += 1
            }
        }
        #expect(cases == 18)
    }

    @Test func aWindowSizedBorderRasterizesOnlyItsCorners() throws {
        let root = T.root(1400, 800, .white)
        let outline = T.layer(Rect(x: 20.5, y: 30, width: 1358, height: 764 - 30), .clear, in: root)
        outline.cornerRadius = 13
        outline.borderWidth = 1
        outline.borderColor = Color(white: 0, alpha: 0.14)
        let renderer = Renderer(threads: 1)
        let image = try Image(width: 1400, height: 800)
        try renderer.render(root, at: 0, into: image)
        // Four corner masks of 14 × 14 pixels (plus the phase's pixel), nothing window-sized.
        #expect(renderer.statistics.cachedMasks == 4)
        #expect(renderer.statistics.cachedMaskBytes <= 4 * 16 * 15)
    }
}
