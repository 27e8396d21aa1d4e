import Testing
@testable import Layers
import AnimationCheck

@Suite("GradientLayer", .serialized, .noAnimationLeftRunning)
struct GradientLayerTests {
    /// A 64×256 gradient layer in a root of the same size.
    private func gradient(_ configure: (GradientLayer) -> Void) -> Layer {
        let root = TestSupport.root(64, 256)
        let g = GradientLayer()
        Transaction.withoutActions { g.frame = Rect(x: 0, y: 0, width: 64, height: 256) }
        configure(g)
        root.addSublayer(g)
        return root
    }

    @Test("a vertical black-to-white gradient rises one level per pixel row")
    func verticalRamp() throws {
        let root = gradient { $0.colors = [.black, .white] }
        let image = try TestSupport.render(root, width: 64, height: 256)
        for y in [0, 1, 64, 128, 200, 255] {
            let (a, r, g, b) = TestSupport.channels(image[32, y])
            #expect(a == 255, "row \(y) is opaque")
            // Pixel centres sit at y + 0.5 of 256: the value is about y, within pixman's rounding.
            #expect(abs(r - y) <= 2 && r == g && g == b, "row \(y) reads \(r), want ≈ \(y)")
        }
        // Every column of a vertical gradient is the same.
        #expect(image[0, 100] == image[63, 100])
    }

    @Test("locations place the colours; points turn the gradient horizontal")
    func locationsAndPoints() throws {
        let root = gradient {
            $0.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
            $0.locations = [0.5, 0.75]
            $0.startPoint = Point(x: 0, y: 0.5)
            $0.endPoint = Point(x: 1, y: 0.5)
        }
        let image = try TestSupport.render(root, width: 64, height: 256)
        // Left of 50 %: pure red; right of 75 %: pure blue; between, a blend.
        #expect(TestSupport.channels(image[10, 5]) == (255, 255, 0, 0))
        #expect(TestSupport.channels(image[60, 200]) == (255, 0, 0, 255))
        // Pixel 40's centre is at 40.5 / 64 = 63.3 %: 53 % of the way from red to blue.
        let mid = TestSupport.channels(image[40, 128])
        #expect(abs(mid.r - 120) <= 3 && abs(mid.b - 135) <= 3, "at 63.3 %: \(mid)")
        #expect(image[40, 0] == image[40, 255], "a horizontal gradient is the same down a column")
    }

    @Test("the corner radius clips the gradient and opacity fades it")
    func cornersAndOpacity() throws {
        let root = gradient {
            $0.colors = [.white]
            $0.cornerRadius = 20
            $0.opacity = 0.5
        }
        let image = try TestSupport.render(root, width: 64, height: 256)
        #expect(TestSupport.alpha(image, 0, 0) == 0, "the rounded corner is outside")
        let centre = TestSupport.channels(image[32, 128])
        #expect(abs(centre.a - 128) <= 1 && abs(centre.r - 128) <= 1, "half opacity: \(centre)")
    }

    @Test("no colours draw nothing; bad locations fall back instead of failing")
    func degenerateInputs() throws {
        let empty = try TestSupport.render(gradient { _ in }, width: 64, height: 256)
        #expect(TestSupport.alpha(empty, 32, 128) == 0)

        let g = GradientLayer()
        g.colors = [.black, .white, .black]
        g.locations = [0.2, 0.9]               // wrong count: evenly spaced
        #expect(g.resolvedStops.map(\.location) == [0, 0.5, 1])
        g.locations = [0.6, 0.3, 2]            // decreasing and out of range: clamped, non-decreasing
        #expect(g.resolvedStops.map(\.location) == [0.6, 0.6, 1])
        g.locations = [0, .nan, 1]
        #expect(g.resolvedStops.map(\.location) == [0, 0.5, 1])
        #expect(g.color(atLocation: 0.25) == Color(white: 0.5))
    }

    @Test("changing the colours redraws only the gradient's pixels")
    func damage() throws {
        let root = TestSupport.root(200, 100)
        let g = GradientLayer()
        Transaction.withoutActions { g.frame = Rect(x: 10, y: 20, width: 30, height: 40) }
        g.colors = [.black, .white]
        root.addSublayer(g)
        let renderer = Renderer()
        let image = try Image(width: 200, height: 100)
        try renderer.render(root, at: 0, into: image)
        #expect(try renderer.render(root, at: 0, into: image).isEmpty, "nothing changed, nothing drawn")
        g.colors = [.white, .black]
        let damage = try renderer.render(root, at: 0, into: image)
        #expect(damage == [PixelRect(x: 10, y: 20, width: 30, height: 40)])
        #expect(TestSupport.channels(image[20, 21]).r > 240, "the top is white now")
    }
}
