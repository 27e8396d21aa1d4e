/// The frame-time graph's picture: the last frames' draw times as bars against the 8.3
/// and 16.7 ms lines (120 and 60 Hz), the compositor's presented intervals as dots, a
/// line of figures above, and the input latency of drags below.
///
/// A layer tree drawn by a ``Renderer`` of its own. The bars are the one part that
/// changes every frame: they are painted straight into a bitmap, the `contents` of
/// one layer, as an app would draw a chart into a `CGImage` — a layer per bar would
/// cost the renderer more than the rest of the frame.
@MainActor
public final class FrameTimeGraphLayer: Layer {
    /// The panel's size in points.
    public static let size = Size(width: 256, height: 130)
    /// Milliseconds at the top of the graph; longer frames are drawn to the top.
    public static let ceiling = 25.0

    private static let graphFrame = Rect(x: 8, y: 28, width: 240, height: 76)
    private static let labelFont = Font(size: 11, weight: .medium)
    private let chart = Layer()
    private var bitmap: Image?
    private let samples: Int
    /// The median and 99th percentile draw times, the median presented interval, and
    /// the median and 99th percentile input latency, in that order.
    let figures: [FigureLayer]

    /// A graph with a bar for each of the last `samples` frames.
    /// - Throws: ``FontError`` when no font can draw its figures.
    public init(samples: Int) throws {
        self.samples = max(1, samples)
        figures = try (0..<5).map { _ in try FigureLayer(length: 4, font: Self.labelFont, color: Color(white: 0.94)) }
        super.init()
        // Outside any hosted tree nothing animates: no transaction needed.
        build()
        try addLegend(["draw", "p99", "shown", "ms"], figures: figures[0..<3], y: 6)
        try addLegend(["input", "p99", "ms"], figures: figures[3..<5], y: Self.graphFrame.maxY + 6)
    }

    /// "draw 1.24 p99 3.10 shown 16.7 ms" at `y`: words laid out once, the figures between them.
    private func addLegend(_ words: [String], figures: ArraySlice<FigureLayer>, y: Double) throws {
        var x = 8.0
        for (word, figure) in zip(words, figures.map(Optional.some) + [nil]) {
            let size = try TextLayout.boundingSize(of: word, font: Self.labelFont)
            let label = TextLayer(string: word, font: Self.labelFont)
            label.frame = Rect(x: x, y: y, width: size.width.rounded(.up) + 1, height: 18)
            label.foregroundColor = Color(white: 0.6)
            addSublayer(label)
            x += label.frame.width + 2
            guard let figure else { break }
            figure.frame = Rect(x: x, y: y, width: figure.bounds.width, height: figure.bounds.height)
            addSublayer(figure)
            x += figure.bounds.width + 8
        }
    }

    private func build() {
        frame = Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
        backgroundColor = Color(red: 0.07, green: 0.07, blue: 0.09, alpha: 0.88)
        cornerRadius = 8
        let plot = Layer(frame: Self.graphFrame)
        plot.backgroundColor = Color(white: 1, alpha: 0.06)
        addSublayer(plot)
        chart.frame = Self.graphFrame
        addSublayer(chart)
        for (milliseconds, color) in [(1000 / 120.0, Self.fast), (1000 / 60.0, Self.slow)] {
            let y = Self.graphFrame.maxY - milliseconds / Self.ceiling * Self.graphFrame.height
            let line = Layer(frame: Rect(x: Self.graphFrame.minX, y: y, width: Self.graphFrame.width, height: 1))
            line.backgroundColor = color.withAlpha(0.75)
            addSublayer(line)
            // "8.3" and "16.7": one decimal, rounded (neither line is halfway between two).
            let mark = TextLayer(string: String((milliseconds * 10).rounded() / 10), font: Font(size: 8, weight: .medium))
            mark.frame = Rect(x: Self.graphFrame.maxX - 30, y: y - 11, width: 28, height: 10)
            mark.alignmentMode = .right
            mark.foregroundColor = color
            addSublayer(mark)
        }
    }

    private static let fast = Color(red: 0.36, green: 0.84, blue: 0.44)
    private static let slow = Color(red: 1, green: 0.74, blue: 0.2)
    private static let late = Color(red: 1, green: 0.33, blue: 0.3)
    private static let dot = Color(red: 0.35, green: 0.8, blue: 1)

    /// Shows the figures: above the graph the median and 99th percentile draw times and
    /// the median presented interval, below it the median and 99th percentile input
    /// latency (nil: not reported, or no drag yet), in milliseconds.
    public func showFigures(drawMedian: Double?, draw99: Double?, presentedMedian: Double?,
                            inputMedian: Double? = nil, input99: Double? = nil, scale: Double) throws {
        for (figure, value) in zip(figures, [drawMedian, draw99, presentedMedian, inputMedian, input99]) {
            try figure.show(value, decimals: value.map { $0 < 10 ? 2 : $0 < 100 ? 1 : 0 } ?? 0, scale: scale)
        }
    }

    /// Shows `draw` as bars and `presented` as dots, newest at the right, drawn at `scale`
    /// pixels per point.
    public func show(draw: FrameTimeHistory, presented: FrameTimeHistory, scale: Double) throws {
        let width = Int((Self.graphFrame.width * scale).rounded()), height = Int((Self.graphFrame.height * scale).rounded())
        if bitmap?.width != width || bitmap?.height != height {
            bitmap = try Image(width: max(width, 1), height: max(height, 1))
        }
        guard let bitmap else { return }
        let canvas = BarCanvas(image: bitmap, slots: samples, ceiling: Self.ceiling)
        canvas.clear()
        canvas.plot(draw) { $0 <= 1000 / 120.0 ? Self.fast : $0 <= 1000 / 60.0 ? Self.slow : Self.late }
        canvas.plot(presented, dotHeight: max(2, Int(scale.rounded()) * 2)) { _ in Self.dot }
        Transaction.withoutActions {
            if chart.contents !== bitmap { chart.contents = bitmap; chart.contentsScale = scale }
            chart.contentsDidChange()
        }
    }
}

/// Paints bars (or dots) into a bitmap: one column per slot, newest at the right, the
/// height proportional to the value up to a ceiling.
struct BarCanvas {
    let image: Image
    let slots: Int
    let ceiling: Double

    func clear() {
        image.pixels.update(repeating: 0, count: image.height * image.stride / 4)
    }

    /// Columns for the newest `samples`, coloured by `color(milliseconds)`; a whole bar from the
    /// bottom, or with `dotHeight`, only that many pixels at the value's height.
    func plot(_ samples: FrameTimeHistory, dotHeight: Int? = nil, color: (Double) -> Color) {
        let shown = min(samples.count, slots)
        let row = image.stride / 4
        for i in 0..<shown {
            let value = samples[samples.count - shown + i].milliseconds
            let slot = slots - shown + i
            let x0 = slot * image.width / slots, x1 = max(x0 + 1, (slot + 1) * image.width / slots)
            let top = image.height - Int((min(value, ceiling) / ceiling * Double(image.height)).rounded())
            let y0 = dotHeight.map { max(0, min(top - $0 / 2, image.height - $0)) } ?? top
            let y1 = dotHeight.map { y0 + $0 } ?? image.height
            let argb = color(value).premultipliedARGB32()
            for y in max(0, y0)..<min(image.height, y1) {
                (image.pixels + y * row + x0).update(repeating: argb, count: x1 - x0)
            }
        }
    }
}
