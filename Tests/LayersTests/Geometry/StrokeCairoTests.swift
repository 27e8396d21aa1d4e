import CCairo
import Foundation
import Testing
@testable import Layers

/// Our strokes (``Stroker`` outlines filled by ``PathRasterizer``) against cairo's
/// (`cairo_stroke` on an A8 surface), on the same flattened polylines: every join, cap
/// and several miter limits, at corners from hairpin to nearly straight, at sub-pixel
/// offsets. cairo samples 15 lines per pixel row, so on a flat edge its own coverage may
/// be off the exact area by half a line (1/30); with ours (1/32) that would leave no
/// room under 1/16. cairo therefore draws the reference at ``supersampling`` times the
/// size, and each pixel is the mean of its block: cairo's error shrinks by that factor,
/// and what is left of the difference is ours. The tolerance is 1/16 (15/255).
@Suite struct StrokeCairoTests {
    static let tolerance = 15
    /// How many times larger, each way, cairo draws the reference.
    static let supersampling = 4

    /// cairo's coverage of `line` stroked with `style`, `width` × `height`, row by row:
    /// drawn ``supersampling`` times larger, then each block averaged and rounded.
    static func cairoStroke(_ line: Polyline, _ style: StrokeStyle, width: Int, height: Int) -> [UInt8] {
        let factor = supersampling
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width * factor), Int32(height * factor))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_scale(cr, Double(factor), Double(factor))
        cairo_set_tolerance(cr, 0.005)
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_miter_limit(cr, style.miterLimit)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        for sub in line.subpaths {
            let points = line.points(of: sub)
            guard let first = points.first else { continue }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            if sub.isClosed { cairo_close_path(cr) }
        }
        cairo_stroke(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var result = [UInt8](repeating: 0, count: width * height)
        let block = factor * factor
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for row in 0..<factor {
                    for column in 0..<factor { sum += Int(data[(y * factor + row) * stride + x * factor + column]) }
                }
                result[y * width + x] = UInt8((sum + block / 2) / block)
            }
        }
        return result
    }

    /// Ours, as a mask of a stroke is made (``MaskFactory``): the outline, filled non-zero.
    static func ourStroke(_ line: Polyline, _ style: StrokeStyle, width: Int, height: Int) throws -> [UInt8] {
        var outline = Polyline()
        Stroker.stroke(line, style: style, tolerance: MaskFactory.tolerance, into: &outline)
        let mask = try AlphaMask(width: width, height: height)
        PathRasterizer().fill(outline, rule: .nonZero, antialiased: true, into: mask, origin: (0, 0))
        var result = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { result[y * width + x] = mask.bytes[y * mask.stride + x] } }
        return result
    }

    /// A zigzag whose corners turn by `turns` (radians; π is a hairpin), starting at `origin`.
    static func zigzag(from origin: Point, turns: [Double], segment: Double, closed: Bool) -> Polyline {
        var line = Polyline()
        line.begin()
        var p = origin, heading = 0.2
        line.append(p)
        for turn in turns + [0] {
            p = Point(x: p.x + segment * cos(heading), y: p.y + segment * sin(heading))
            line.append(p)
            heading += turn
        }
        line.finish(closed: closed)
        return line
    }

    /// Corners from a near hairpin to nearly straight, both ways.
    static let turns = [2.9, -2.5, 2.0, -1.4, 0.9, -0.5, 0.2, -2.75, 1.2, -0.05]

    @Test(arguments: LineJoin.allCases, LineCap.allCases)
    func joinsAndCapsMatchCairo(join: LineJoin, cap: LineCap) throws {
        var largest = 0, sum = 0, edges = 0, worst = ""
        for (index, lineWidth) in [1.3, 4.7, 11.0].enumerated() {
            for step in 0..<4 {
                let offset = Double(step) / 4 + 0.03 * Double(index)
                let line = Self.zigzag(from: Point(x: 60 + offset, y: 90 + offset / 2), turns: Self.turns,
                                       segment: 26 + 3 * lineWidth, closed: step == 3)
                let box = line.boundingBox
                let width = Int(box.maxX + 8 * lineWidth) + 60, height = Int(box.maxY + 8 * lineWidth) + 60
                let style = StrokeStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: 4)
                let theirs = Self.cairoStroke(line, style, width: width, height: height)
                let ours = try Self.ourStroke(line, style, width: width, height: height)
                for i in theirs.indices {
                    let d = abs(Int(ours[i]) - Int(theirs[i]))
                    if theirs[i] != 0 && theirs[i] != 255 { edges += 1; sum += d }
                    if d > largest { largest = d; worst = "width \(lineWidth), step \(step), pixel (\(i % width), \(i / width))" }
                }
            }
        }
        let mean = Double(sum) / Double(max(edges, 1)) / 255
        print(String(format: "stroke %@ join, %@ cap vs cairo: %d edge pixels, mean error %.5f, largest %d/255 (%@)",
                     join.rawValue, cap.rawValue, edges, mean, largest, worst))
        #expect(edges > 10_000)
        #expect(largest <= Self.tolerance, "\(largest)/255 at \(worst)")
        #expect(mean < 0.01)
    }

    /// A miter limit cuts the same corners to bevels on both sides; corners chosen away
    /// from each limit, where rounding could tip either way.
    @Test(arguments: [1.0, 1.5, 2.5, 10])
    func miterLimitsMatchCairo(limit: Double) throws {
        let line = Self.zigzag(from: Point(x: 70.3, y: 120.6), turns: [2.6, -2.2, 1.7, -1.1, 0.6, -2.9, 0.3],
                               segment: 60, closed: false)
        let style = StrokeStyle(lineWidth: 9, lineCap: .butt, lineJoin: .miter, miterLimit: limit)
        let width = 640, height = 480
        let theirs = Self.cairoStroke(line, style, width: width, height: height)
        let ours = try Self.ourStroke(line, style, width: width, height: height)
        var largest = 0, covered = 0
        for i in theirs.indices {
            largest = max(largest, abs(Int(ours[i]) - Int(theirs[i])))
            if theirs[i] != 0 { covered += 1 }
        }
        print("miter limit \(limit) vs cairo: largest difference \(largest)/255 over \(covered) covered pixels")
        #expect(largest <= Self.tolerance)
    }
}
