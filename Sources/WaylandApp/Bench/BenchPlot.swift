import FoundationEssentials
import Layers

/// A PNG chart of frame times, drawn with our own layers: one panel per size, one line
/// per scene, frames on x and milliseconds on y, with the 60 Hz and 120 Hz budgets, so
/// a person can see the spikes.
enum BenchPlot {
    static let palette: [Color] = [Color(hex: 0x3A86FF), Color(hex: 0xFF006E), Color(hex: 0x2A9D8F),
                                   Color(hex: 0xFB8500), Color(hex: 0x8338EC), Color(hex: 0x6C757D)]

    static func write(_ report: BenchReport, to path: String) throws {
        let sizes = uniqueSizes(report.results)
        let panelHeight = 300.0, width = 1400.0, margin = 60.0
        let height = Double(sizes.count) * panelHeight + 40
        let root = Layer()
        Transaction.withoutActions {
            root.frame = Rect(0, 0, width, height)
            root.backgroundColor = .white
            for (row, size) in sizes.enumerated() {
                let results = report.results.filter { $0.width == size.0 && $0.height == size.1 }
                let panel = Rect(margin, 40 + Double(row) * panelHeight, width - margin - 360, panelHeight - 70)
                drawPanel(results, in: panel, title: "\(size.0)x\(size.1)", on: root)
            }
        }
        let image = try Image(width: Int(width), height: Int(height))
        _ = try Renderer().render(root, at: 0, into: image, scale: 1)
        try image.write(toFile: path)
    }

    private static func uniqueSizes(_ results: [SceneBenchmark]) -> [(Int, Int)] {
        var seen: [(Int, Int)] = []
        for r in results where !seen.contains(where: { $0 == (r.width, r.height) }) { seen.append((r.width, r.height)) }
        return seen
    }

    private static func drawPanel(_ results: [SceneBenchmark], in box: Rect, title: String, on root: Layer) {
        let maxFrames = Double(results.map(\.frameMilliseconds.count).max() ?? 1)
        // Scale to the steady frames; a slower first frame is clipped and named in the legend.
        let peak = results.flatMap { $0.frameMilliseconds.dropFirst() }.max() ?? 1
        let yMax = max(FrameTimeSummary.budget60Hz * 1.15, peak * 1.1)
        func point(_ i: Int, _ ms: Double) -> Point {
            Point(box.minX + box.width * Double(i) / max(maxFrames - 1, 1), box.maxY - box.height * min(ms, yMax) / yMax)
        }
        root.addSublayer(line([Point(box.minX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)],
                              color: Color(white: 0.2), width: 1.5, in: root.bounds))
        for (budget, label, dy) in [(FrameTimeSummary.budget60Hz, "16.7 ms (60 Hz)", -16.0), (FrameTimeSummary.budget120Hz, "8.3 ms (120 Hz)", 2.0)] {
            let y = point(0, budget).y
            root.addSublayer(line([Point(box.minX, y), Point(box.maxX, y)], color: Color(hex: 0xE63946, alpha: 0.6), width: 1, in: root.bounds))
            root.addSublayer(text(label, at: Point(box.maxX - 100, y + dy), size: 12, color: Color(hex: 0xE63946)))
        }
        for (i, r) in results.enumerated() {
            let color = palette[i % palette.count]
            root.addSublayer(line(r.frameMilliseconds.enumerated().map { point($0.offset, $0.element) }, color: color, width: 1.5, in: root.bounds))
            root.addSublayer(text("\(r.scene)  p99 \(String(cFormat: "%.2f", r.statistics.p99)) ms, first \(String(cFormat: "%.0f", r.firstFrameMilliseconds)) ms",
                                  at: Point(box.maxX + 16, box.minY + 10 + Double(i) * 20), size: 13, color: color))
        }
        root.addSublayer(text("frame times, \(title)", at: Point(box.minX, box.minY - 28), size: 16, color: Color(white: 0.1)))
        root.addSublayer(text(String(cFormat: "%.0f ms", yMax), at: Point(box.minX - 56, box.minY - 8), size: 12, color: Color(white: 0.3)))
        root.addSublayer(text("0", at: Point(box.minX - 20, box.maxY - 8), size: 12, color: Color(white: 0.3)))
        root.addSublayer(text("frame \(Int(maxFrames))", at: Point(box.maxX - 70, box.maxY + 6), size: 12, color: Color(white: 0.3)))
    }

    private static func line(_ points: [Point], color: Color, width: Double, in canvas: Rect) -> ShapeLayer {
        let shape = ShapeLayer()
        // Paths are in the chart's coordinates: the shape covers the whole chart.
        shape.frame = canvas
        var path = Path()
        for (i, p) in points.enumerated() { if i == 0 { path.move(to: p) } else { path.addLine(to: p) } }
        shape.path = path
        shape.fillColor = .clear
        shape.strokeColor = color
        shape.lineWidth = width
        shape.lineJoin = .round
        return shape
    }

    private static func text(_ string: String, at origin: Point, size: Double, color: Color) -> TextLayer {
        let label = TextLayer(string: string, font: .system(size: size))
        label.foregroundColor = color
        let preferred = label.preferredFrameSize()
        label.frame = Rect(origin: origin, size: preferred)
        return label
    }
}
