import Testing
@testable import Layers

/// The frame-time overlay drawn over a white picture: bars as tall as their times against
/// the 25 ms ceiling, coloured by the 8.3 and 16.7 ms budgets, outlines around damage,
/// and a drag's input latency in figures under the graph.
@MainActor
struct FrameTimeOverlayTests {
    static let white = Color.white.premultipliedARGB32()

    func picture(_ overlay: FrameTimeOverlay, damage: [PixelRect] = []) throws -> (Image, [PixelRect]) {
        let image = try Image(width: 400, height: 200)
        image.fill(PixelRect(x: 0, y: 0, width: 400, height: 200), with: .white)
        let covered = overlay.prepare(width: 400, height: 200, damage: damage)
        overlay.draw(onto: image)
        return (image, covered)
    }

    func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int) { (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)) }

    /// The graph: panel at (12, 12), plot at (8, 28) inside it, 240 × 76 points.
    let plot = (x: 20, top: 40, bottom: 116)

    @Test("a 12.5 ms frame is an amber bar half the graph high; a 5 ms frame a green one")
    func bars() throws {
        let overlay = FrameTimeOverlay(samples: 120)
        for _ in 0..<60 { overlay.recordFrame(drawDuration: .seconds(0.005)) }
        for _ in 0..<60 { overlay.recordFrame(drawDuration: .seconds(0.0125)) }
        let (image, covered) = try picture(overlay)
        #expect(covered == [PixelRect(x: 12, y: 12, width: 256, height: 130)])
        let middle = (plot.top + plot.bottom) / 2
        // The newest (12.5 ms) are on the right half, the 5 ms ones on the left.
        let amber = channels(image[plot.x + 180, middle + 4]), above = channels(image[plot.x + 180, middle - 4])
        #expect(amber.r > 200 && amber.g > 150 && amber.b < 100, "\(amber)")
        #expect(above.r < 100, "above the bar, the plot's dark background: \(above)")
        let low = plot.bottom - Int((5.0 / 25 * 76).rounded())
        let green = channels(image[plot.x + 60, low + 3]), over = channels(image[plot.x + 60, low - 3])
        #expect(green.g > 180 && green.r < 120, "\(green)")
        #expect(over.g < 100, "\(over)")
        #expect(image[300, 150] == Self.white, "nothing outside the panel")
    }

    /// The pixels of figure `index` of the overlay's graph (3: input median, 4: input
    /// p99), as drawn in `image` with the panel at (12, 12).
    func figurePixels(_ overlay: FrameTimeOverlay, _ index: Int, in image: Image) throws -> [UInt32] {
        let frame = try #require(overlay.graph).figures[index].frame
        let x0 = 12 + Int(frame.minX), y0 = 12 + Int(frame.minY)
        return (y0..<(y0 + Int(frame.height))).flatMap { y in (x0..<(x0 + Int(frame.width))).map { image[$0, y] } }
    }

    @Test("a drag's input latency shows under the graph: its median and 99th percentile")
    func inputLatency() throws {
        // The same median (20 ms), different 99th percentiles (20 and 25 ms).
        let steady = FrameTimeOverlay(), spread = FrameTimeOverlay(), none = FrameTimeOverlay()
        for _ in 0..<3 { steady.recordInputLatency(.seconds(0.020)) }
        for ms in [15.0, 20, 25] { spread.recordInputLatency(.seconds(ms / 1000)) }
        let (a, _) = try picture(steady), (b, _) = try picture(spread), (c, _) = try picture(none)
        let medianA = try figurePixels(steady, 3, in: a), p99A = try figurePixels(steady, 4, in: a)
        #expect(Set(medianA).count > 2, "the median is drawn")
        #expect(try figurePixels(spread, 3, in: b) == medianA, "the same median draws the same")
        #expect(try figurePixels(spread, 4, in: b) != p99A, "another 99th percentile draws another")
        #expect(p99A == medianA, "all at 20 ms: both figures read 20.0")
        #expect(try figurePixels(none, 3, in: c) != medianA, "no drag yet: a dash")
        // Under the plot (which ends at y 116), inside the 130-point panel.
        let figure = try #require(steady.graph).figures[3].frame
        #expect(12 + figure.minY >= 116 && 12 + figure.maxY <= 12 + 130, "\(figure)")
    }

    @Test("hidden, it covers and draws nothing; showing or hiding it asks for a frame once")
    func hidden() throws {
        let overlay = FrameTimeOverlay(isVisible: false)
        #expect(!overlay.needsDisplay)
        let (image, covered) = try picture(overlay)
        #expect(covered.isEmpty)
        #expect(image[30, 30] == Self.white)
        overlay.isVisible = true
        #expect(overlay.needsDisplay)
        _ = overlay.prepare(width: 400, height: 200, damage: [])
        #expect(!overlay.needsDisplay)
    }

    @Test("with damage shown, each redrawn rectangle gets a tinted outline")
    func damageOutlines() throws {
        let overlay = FrameTimeOverlay(isVisible: false)
        overlay.showsDamage = true
        let rect = PixelRect(x: 300, y: 100, width: 60, height: 40)
        let (image, covered) = try picture(overlay, damage: [rect])
        #expect(covered == [rect])
        let edge = channels(image[300, 120]), inside = channels(image[330, 120])
        #expect(edge.r > 240 && edge.g < 90 && edge.b > 170, "magenta edge: \(edge)")
        #expect(inside.r > 240 && inside.g < 250 && inside.g > 200, "lightly tinted inside: \(inside)")
        #expect(image[299, 120] == Self.white && image[361, 120] == Self.white)
    }
}
