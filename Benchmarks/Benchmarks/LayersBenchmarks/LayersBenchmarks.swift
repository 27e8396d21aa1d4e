import Benchmark
import Layers

/// The hot paths of a frame: compositing a tree, rasterizing a shape's coverage,
/// solving a timing curve, and laying out text.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .instructions],
                                           maxDuration: .seconds(2))

    Benchmark("Composite: 12 rounded cards, 1920×1080, full redraw") { benchmark in
        let root = Fixtures.cards()
        let image = try Image(width: 1920, height: 1080)
        let renderer = Renderer()
        for _ in benchmark.scaledIterations {
            renderer.invalidate()
            blackHole(try renderer.render(root, at: 0, into: image, scale: 1))
        }
    }

    Benchmark("Composite: one card moving, 1920×1080 (damage only)") { benchmark in
        let root = Fixtures.cards()
        let moving = root.sublayers[0]
        let image = try Image(width: 1920, height: 1080)
        let renderer = Renderer()
        _ = try renderer.render(root, at: 0, into: image, scale: 1)
        var x = 100.0
        for _ in benchmark.scaledIterations {
            x = x > 400 ? 100 : x + 3
            Transaction.withoutActions { moving.position = Point(x, 200) }
            blackHole(try renderer.render(root, at: 0, into: image, scale: 1))
        }
    }

    Benchmark("Mask rasterization: a star at 18× (new size each time)") { benchmark in
        let root = Layer()
        Transaction.withoutActions { root.frame = Rect(0, 0, 1024, 1024) }
        let star = ShapeLayer()
        star.path = Fixtures.star(radius: 28)
        star.fillColor = Color(hex: 0xFFD166)
        root.addSublayer(star)
        let image = try Image(width: 1024, height: 1024)
        let renderer = Renderer()
        var scale = 17.0
        for _ in benchmark.scaledIterations {
            scale = scale >= 18 ? 17 : scale + 0.01
            Transaction.withoutActions {
                star.frame = Rect(0, 0, 56, 56)
                star.transform = AffineTransform(scale: scale)
                star.position = Point(512, 512)
            }
            blackHole(try renderer.render(root, at: 0, into: image, scale: 1))
        }
    }

    Benchmark("Timing solve: easeInEaseOut at 1000 points") { benchmark in
        let curve = TimingFunction.easeInEaseOut
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for i in 0..<1000 { sum += curve.progress(at: Double(i) / 999) }
            blackHole(sum)
        }
    }

    Benchmark("Text layout: a wrapped paragraph, 17 pt at 2×") { benchmark in
        let text = "Lisbon climbs seven hills above the Tagus; yellow trams rattle past tiled façades, "
            + "and the evening light turns the river to copper."
        for _ in benchmark.scaledIterations {
            blackHole(try TextLayout(string: text, font: .system(size: 17), size: Size(320, 200),
                                     alignment: .left, isWrapped: true, truncation: .end, scale: 2))
        }
    }
}

enum Fixtures {
    static func cards() -> Layer {
        let root = Layer()
        Transaction.withoutActions {
            root.frame = Rect(0, 0, 1920, 1080)
            root.backgroundColor = Color(hex: 0xF3EFEA)
            for i in 0..<12 {
                let card = Layer()
                card.frame = Rect(Double(60 + (i % 4) * 460), Double(60 + (i / 4) * 330), 420, 300)
                card.backgroundColor = .white
                card.cornerRadius = 18
                card.shadowOpacity = 0.25
                card.shadowRadius = 8
                card.shadowOffset = Size(0, 4)
                root.addSublayer(card)
            }
        }
        return root
    }

    static func star(radius: Double) -> Path {
        var path = Path()
        for i in 0..<10 {
            let r = i % 2 == 0 ? radius : radius * 0.45
            let a = -Double.pi / 2 + Double(i) * Double.pi / 5
            let p = Point(radius + r * cos(a), radius + r * sin(a))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}

#if canImport(Glibc)
import Glibc
#endif
