import Foundation
import Testing
@testable import Layers

/// Helpers shared by the tests: building layers and reading pixels as numbers.
enum TestSupport {
    /// A layer with `frame` and `background`, added to `parent` if given.
    @discardableResult
    static func layer(_ frame: Rect, _ background: Color = .clear, in parent: Layer? = nil) -> Layer {
        let l = Layer(frame: frame)
        l.backgroundColor = background
        parent?.addSublayer(l)
        return l
    }

    /// A root layer of `size` points with its origin at the top left.
    static func root(_ width: Double, _ height: Double, _ background: Color = .clear) -> Layer {
        layer(Rect(x: 0, y: 0, width: width, height: height), background)
    }

    /// Renders `root` into a fresh image, with 1, 2 and 3 threads sharing even the
    /// smallest frame: every golden and pixel test checks that the parallel renderer
    /// draws exactly what one thread draws.
    static func render(_ root: Layer, width: Int, height: Int, scale: Double = 1, time: Double = 0) throws -> Image {
        var images: [Image] = []
        for threads in 1...3 {
            let image = try Image(width: width, height: height)
            let renderer = Renderer(threads: threads)
            renderer.parallelThreshold = 0
            try renderer.render(root, at: MediaTime(seconds: time), into: image, scale: scale)
            images.append(image)
        }
        for (i, image) in images.enumerated().dropFirst() {
            let differing = differingPixels(images[0], image)
            #expect(differing == 0, "\(i + 1) threads drew \(differing) pixels unlike 1 thread")
        }
        return images[0]
    }

    /// Pixels that differ between two images of the same size.
    static func differingPixels(_ a: Image, _ b: Image) -> Int {
        guard a.width == b.width, a.height == b.height else { return a.width * a.height }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixels[y * a.stride / 4 + x] != b.pixels[y * b.stride / 4 + x] { count += 1 }
        }
        return count
    }

    /// The largest difference of any channel of any pixel between two images of the same size.
    static func worstChannelDelta(_ a: Image, _ b: Image) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = channels(a[x, y]), q = channels(b[x, y])
                worst = max(worst, abs(p.a - q.a), abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
            }
        }
        return worst
    }

    static func channels(_ p: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    static func alpha(_ image: Image, _ x: Int, _ y: Int) -> Int { Int(image[x, y] >> 24) }

    /// The path of a writable temporary directory for this test run.
    static var temporaryDirectory: URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("LayersTests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Whether `UPDATE_GOLDENS=1` asks golden tests to rewrite their files.
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }
}

extension TestSupport {
    /// A test picture: a diagonal gradient with a white cross, opaque.
    static func picture(_ width: Int, _ height: Int) throws -> Image {
        let image = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32(40 + 180 * x / max(width - 1, 1)), g = UInt32(90), b = UInt32(220 - 160 * y / max(height - 1, 1))
                let cross = x == width / 2 || y == height / 2
                image[x, y] = cross ? 0xFFFF_FFFF : 0xFF00_0000 | (r << 16) | (g << 8) | b
            }
        }
        return image
    }

    /// A white card in `parent`: rounded, clipping, shadowed, a picture across its top
    /// and `title` under it: most of what a feed card asks of the painter.
    @MainActor
    static func photoCard(_ frame: Rect, title: String, in parent: Layer) throws -> Layer {
        let card = layer(frame, .white, in: parent)
        card.cornerRadius = 14
        card.masksToBounds = true
        card.shadowOpacity = 0.4; card.shadowRadius = 5; card.shadowOffset = Size(width: 0, height: 3)
        let photo = layer(Rect(x: 0, y: 0, width: frame.width, height: (frame.height * 0.6).rounded()), .clear, in: card)
        photo.contents = try picture(40, 30)
        photo.contentsGravity = .resizeAspectFill
        let label = TextLayer(string: title, font: .system(size: 15, weight: .bold))
        label.frame = Rect(x: 10, y: photo.frame.maxY + 8, width: frame.width - 20, height: 22)
        label.foregroundColor = Color(hex: 0x1E1B2E)
        card.addSublayer(label)
        return card
    }

    /// A five-pointed star drawn in one stroke (self-intersecting), inside `rect`.
    static func star(in rect: Rect) -> Path {
        var p = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            let pt = Point(x: rect.midX + rect.width / 2 * cos(a), y: rect.midY + rect.height / 2 * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }
}
