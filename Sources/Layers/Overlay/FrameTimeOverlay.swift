import FoundationEssentials

/// A live frame-time graph in the top-left corner of the picture, and optionally outlines around
/// what each frame redrew — Instruments' Core Animation meter and Chrome's paint
/// flashing, for a window drawn by ``Renderer``.
///
/// Record each frame's draw time with ``recordFrame(drawDuration:)`` before the
/// frame is presented, the compositor's presentation intervals with
/// ``recordPresented(interval:)`` when they arrive, and a drag's input latencies with
/// ``recordInputLatency(_:)`` (plain durations: where they come from is the window's
/// business; the graph shows milliseconds); present through
/// ``OverlayRestoration``. The graph is redrawn only when it is presented, and only its
/// own corner: it never asks for frames while the tree is idle.
@MainActor
public final class FrameTimeOverlay: PictureOverlay {
    /// Shows the graph (F12 in the demo).
    public var isVisible: Bool { didSet { if isVisible != oldValue { changedOnItsOwn = true } } }
    /// Outlines the rectangles each frame redrew (Shift+F12 in the demo).
    public var showsDamage = false { didSet { if showsDamage != oldValue { changedOnItsOwn = true } } }
    /// Device pixels per point, the picture's: the panel is drawn at it.
    public var scale = 1.0 { didSet { if scale != oldValue { panelImage = nil } } }
    /// Draw times of the latest frames.
    public private(set) var drawTimes: FrameTimeHistory
    /// Intervals between the latest presentations.
    public private(set) var presentedIntervals: FrameTimeHistory
    /// From the latest drag events to the presentation of the frames that showed them.
    public private(set) var inputLatencies: FrameTimeHistory
    /// Points between the panel and the picture's top-left corner.
    public var margin = 12.0

    private(set) var graph: FrameTimeGraphLayer?
    private var scratch: [TimeSpan] = []
    private let renderer = Renderer(threads: 1)
    private var panelImage: Image?
    /// What this frame covers: the outlined damage, then the panel (when shown).
    private var covered: [PixelRect] = []
    private var outlined = 0
    private var panel: PixelRect?
    private var changedOnItsOwn = false
    private var framesSinceSummary = FrameTimeOverlay.framesPerSummary

    /// An overlay keeping the last `samples` frames, shown or not.
    public init(samples: Int = 120, isVisible: Bool = true) {
        drawTimes = FrameTimeHistory(capacity: samples)
        presentedIntervals = FrameTimeHistory(capacity: samples)
        inputLatencies = FrameTimeHistory(capacity: samples)
        scratch.reserveCapacity(samples)
        self.isVisible = isVisible
        covered.reserveCapacity(64)
    }

    /// Records how long the frame about to be presented took to draw.
    public func recordFrame(drawDuration: TimeSpan) { drawTimes.record(drawDuration) }

    /// Records the time between two consecutive presentations, as the compositor
    /// reported it.
    public func recordPresented(interval: TimeSpan) { presentedIntervals.record(interval) }

    /// Records how long after a drag's event the first frame showing it was presented.
    public func recordInputLatency(_ latency: TimeSpan) { inputLatencies.record(latency) }

    public var needsDisplay: Bool { changedOnItsOwn }

    /// The panel's rectangle in device pixels of a picture `width` pixels wide.
    public func panelRect(pictureWidth width: Int) -> PixelRect {
        let size = FrameTimeGraphLayer.size
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        let inset = Int((margin * scale).rounded())
        return PixelRect(x: min(inset, max(0, width - w)), y: inset, width: w, height: h)
    }

    public func prepare(width: Int, height: Int, damage frameDamage: [PixelRect]) -> [PixelRect] {
        changedOnItsOwn = false
        covered.removeAll(keepingCapacity: true)
        if showsDamage { covered.append(contentsOf: frameDamage) }
        outlined = covered.count
        panel = isVisible ? panelRect(pictureWidth: width) : nil
        if let panel { covered.append(panel) }
        return covered
    }

    public func draw(onto picture: Image) {
        let outline = max(1, Int(scale.rounded()))
        for rect in covered.prefix(outlined) {
            picture.fill(rect, with: Self.damageTint)
            Self.outline(rect, width: outline, onto: picture)
        }
        guard let panel, let image = try? drawPanel(width: panel.width, height: panel.height) else { return }
        picture.draw(image, atX: panel.x, y: panel.y)
    }

    private static let damageColor = Color(red: 1, green: 0.2, blue: 0.75, alpha: 0.9)
    private static let damageTint = Color(red: 1, green: 0.2, blue: 0.75, alpha: 0.1)

    /// Four edges `w` pixels wide just inside `r`.
    private static func outline(_ r: PixelRect, width w: Int, onto picture: Image) {
        picture.fill(PixelRect(x: r.x, y: r.y, width: r.width, height: w), with: damageColor)
        picture.fill(PixelRect(x: r.x, y: r.y + r.height - w, width: r.width, height: w), with: damageColor)
        picture.fill(PixelRect(x: r.x, y: r.y + w, width: w, height: r.height - 2 * w), with: damageColor)
        picture.fill(PixelRect(x: r.x + r.width - w, y: r.y + w, width: w, height: r.height - 2 * w), with: damageColor)
    }

    /// Renders the graph into the `width`×`height` panel picture (only what changed, by
    /// its renderer).
    private func drawPanel(width: Int, height: Int) throws -> Image {
        let image = try panelImage ?? Image(width: width, height: height)
        if panelImage !== image {
            panelImage = image
            renderer.invalidate()
            // The figures' glyphs are drawn at the new scale with their next update: now.
            framesSinceSummary = Self.framesPerSummary
        }
        let graph = try self.graph ?? FrameTimeGraphLayer(samples: drawTimes.capacity)
        self.graph = graph
        framesSinceSummary += 1
        // The figures change a few times a second, which is as often as anyone can read them.
        if framesSinceSummary >= Self.framesPerSummary {
            framesSinceSummary = 0
            try graph.showFigures(drawMedian: drawTimes.percentile(0.5, sortingIn: &scratch)?.milliseconds,
                                  draw99: drawTimes.percentile(0.99, sortingIn: &scratch)?.milliseconds,
                                  presentedMedian: presentedIntervals.percentile(0.5, sortingIn: &scratch)?.milliseconds,
                                  inputMedian: inputLatencies.percentile(0.5, sortingIn: &scratch)?.milliseconds,
                                  input99: inputLatencies.percentile(0.99, sortingIn: &scratch)?.milliseconds,
                                  scale: scale)
        }
        try graph.show(draw: drawTimes, presented: presentedIntervals, scale: scale)
        _ = try renderer.render(graph, at: 0, into: image, scale: scale)
        return image
    }

    private static let framesPerSummary = 15
}
