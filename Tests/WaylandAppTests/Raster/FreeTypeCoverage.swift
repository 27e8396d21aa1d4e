import CFreeType
@testable import Layers

/// Coverage masks of the same polygons from our rasterizer and from FreeType's
/// (`FT_Outline_Render`, its smooth rasterizer: the exact area of the shape in each
/// pixel), and how far they differ.
///
/// Both rasterize the very same polygons: every point is first snapped to 1/64 pixel,
/// the 26.6 fixed point FreeType takes, and curves are flattened once, before either
/// sees them, so only the rasterizing is compared.
final class FreeTypeCoverage {
    // Touched by the deinit, which runs on no actor; the tests use one instance at a time.
    nonisolated(unsafe) private var library: FT_Library?

    init() throws {
        guard FT_Init_FreeType(&library) == 0 else { throw Failure("FT_Init_FreeType failed") }
    }

    deinit { FT_Done_FreeType(library) }

    struct Failure: Error, CustomStringConvertible { var description: String; init(_ d: String) { description = d } }

    /// `polygons` with every point on the 1/64 pixel grid.
    static func snapped(_ polygons: Polyline) -> Polyline {
        var result = polygons
        for i in result.points.indices {
            let p = result.points[i]
            result.points[i] = Point(x: (p.x * 64).rounded() / 64, y: (p.y * 64).rounded() / 64)
        }
        return result
    }

    /// FreeType's coverage of `polygons` (snapped, pixel coordinates, y down) in a
    /// `width` × `height` mask, row by row `width` apart. FreeType writes only the rows
    /// the shape touches: `buffer` must hold that many zeros (it is made so when its size
    /// differs), so that a timing can clear it outside the timed part.
    func render(_ polygons: Polyline, rule: FillRule, width: Int, height: Int, into buffer: inout [UInt8]) throws {
        var points: [FT_Vector] = [], contours: [Int16] = []
        for sub in polygons.subpaths {
            let pts = polygons.points(of: sub)
            guard pts.count >= 2 else { continue }
            // FreeType's y goes up, from the bitmap's bottom row.
            for p in pts { points.append(FT_Vector(x: Int((p.x * 64).rounded()), y: Int(((Double(height) - p.y) * 64).rounded()))) }
            contours.append(Int16(points.count - 1))
        }
        guard points.count < Int(Int16.max) else { throw Failure("\(points.count) points: more than an FT_Outline holds") }
        if buffer.count != width * height { buffer = [UInt8](repeating: 0, count: width * height) }
        var tags = [CChar](repeating: CChar(FT_CURVE_TAG_ON), count: points.count)
        let status = points.withUnsafeMutableBufferPointer { pointBuffer in
            tags.withUnsafeMutableBufferPointer { tagBuffer in
                contours.withUnsafeMutableBufferPointer { contourBuffer in
                    buffer.withUnsafeMutableBufferPointer { pixels in
                        var outline = FT_Outline()
                        outline.n_points = Int16(pointBuffer.count)
                        outline.n_contours = Int16(contourBuffer.count)
                        outline.points = pointBuffer.baseAddress
                        outline.tags = tagBuffer.baseAddress
                        outline.contours = contourBuffer.baseAddress
                        outline.flags = rule == .evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : 0
                        var bitmap = FT_Bitmap()
                        bitmap.rows = UInt32(height)
                        bitmap.width = UInt32(width)
                        bitmap.pitch = Int32(width)
                        bitmap.buffer = pixels.baseAddress
                        bitmap.num_grays = 256
                        bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
                        return withUnsafeMutablePointer(to: &bitmap) { target in
                            var params = FT_Raster_Params()
                            params.target = UnsafePointer(target)
                            params.flags = FT_RASTER_FLAG_AA
                            return FT_Outline_Render(library, &outline, &params)
                        }
                    }
                }
            }
        }
        guard status == 0 else { throw Failure("FT_Outline_Render failed with \(status)") }
    }

    /// Our coverage of the same polygons, copied out of the mask row by row.
    static func ours(_ polygons: Polyline, rule: FillRule, width: Int, height: Int,
                     rasterizer: PathRasterizer = PathRasterizer()) throws -> [UInt8] {
        let mask = try AlphaMask(width: width, height: height)
        rasterizer.fill(polygons, rule: rule, antialiased: true, into: mask, origin: (0, 0))
        var result = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { result[y * width + x] = mask.bytes[y * mask.stride + x] } }
        return result
    }

    /// How two masks differ: the largest difference anywhere, and the sum of the
    /// differences over the edge pixels (reference coverage strictly between 0 and 1).
    struct Difference {
        var edgePixels = 0
        var sum = 0.0
        var largest = 0
        var largestAt = (x: 0, y: 0)
        var shape = ""

        var mean: Double { edgePixels > 0 ? sum / Double(edgePixels) / 255 : 0 }
        var largestCoverage: Double { Double(largest) / 255 }

        mutating func add(ours: [UInt8], reference: [UInt8], width: Int, shape: String) {
            for i in reference.indices {
                let difference = abs(Int(ours[i]) - Int(reference[i]))
                if reference[i] != 0 && reference[i] != 255 { edgePixels += 1; sum += Double(difference) }
                if difference > largest { largest = difference; largestAt = (i % width, i / width); self.shape = shape }
            }
        }
    }

    /// Rasterizes `polygons` both ways (snapped first) and adds the difference to `difference`.
    func compare(_ polygons: Polyline, rule: FillRule, width: Int, height: Int, shape: String,
                 into difference: inout Difference) throws {
        let grid = Self.snapped(polygons)
        var reference: [UInt8] = []
        try render(grid, rule: rule, width: width, height: height, into: &reference)
        difference.add(ours: try Self.ours(grid, rule: rule, width: width, height: height), reference: reference,
                       width: width, shape: shape)
    }
}
