import Testing
@testable import Layers

/// The shadow blur's box passes give exactly what a division per byte gives: the
/// reciprocal that replaces the division is exact for every sum a line can reach.
@Suite struct BlurTests {
    /// The box filter as written down: the rounded mean of the 2r+1 bytes around each
    /// one, zero outside the line.
    static func reference(_ line: [UInt8], radius r: Int) -> [UInt8] {
        let width = 2 * r + 1
        var prefix = [0]   // prefix[i]: the sum of the first i bytes
        for byte in line { prefix.append(prefix[prefix.count - 1] + Int(byte)) }
        return line.indices.map { i in
            let sum = prefix[min(line.count, i + r + 1)] - prefix[max(0, i - r)]
            return UInt8((sum + width / 2) / width)
        }
    }

    /// `line` filtered by ``BoxFilter`` in place.
    static func filtered(_ line: [UInt8], radius: Int) -> [UInt8] {
        var bytes = line
        var scratch = [UInt8](repeating: 0, count: line.count)
        bytes.withUnsafeMutableBufferPointer { p in
            scratch.withUnsafeMutableBufferPointer { s in
                BoxFilter(radius: radius).pass(p.baseAddress!, step: 1, count: p.count, line: s.baseAddress!)
            }
        }
        return bytes
    }

    @Test(arguments: [1, 2, 7, 20, 2047, 2100])
    func matchesTheDivision(radius: Int) {
        // Full coverage is where a rounding error would show first: sums at their largest.
        let lines: [[UInt8]] = [
            [UInt8](repeating: 255, count: 5000),
            // Scattered bytes: a multiplicative hash of the index, the same every run.
            (0..<5000).map { UInt8(truncatingIfNeeded: (($0 &+ radius) &* 2_654_435_761) >> 13) },
            (0..<300).map { $0 % 7 == 0 ? 255 : 0 },
        ]
        for line in lines {
            #expect(Self.filtered(line, radius: radius) == Self.reference(line, radius: radius))
        }
    }

    /// A shape, and (for the bigger masks) scattered bytes around it, blurred by the three
    /// passes each way: the column passes, done several columns a step, give the bytes
    /// the reference gives.
    @Test(arguments: [(40, 30, 3.0), (300, 220, 12.0), (90, 500, 40.0)])
    func aMaskIsBlurredAlongBothAxes(width: Int, height: Int, sigma: Double) throws {
        let mask = try AlphaMask(width: width, height: height)
        let shape = (x: width * 3 / 10..<width * 7 / 10, y: height / 3..<height * 2 / 3)
        for y in 0..<height {
            for x in 0..<width {
                let noise = width > 40 && (x &* 2_654_435_761 ^ y &* 40_503) % 7 == 0 ? UInt8(truncatingIfNeeded: x &* y) : 0
                mask.bytes[y * mask.stride + x] = shape.x.contains(x) && shape.y.contains(y) ? 255 : noise
            }
        }
        var rows = (0..<height).map { y in (0..<width).map { mask.bytes[y * mask.stride + $0] } }
        var blur = Blur()
        blur.apply(sigma: sigma, to: mask, cuttingSteadyBands: false)
        // The same passes by the reference: three along each row, then three down each column.
        let radius = BoxFilter(radius: max(1, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()))).radius
        for y in 0..<height { for _ in 0..<3 { rows[y] = Self.reference(rows[y], radius: radius) } }
        for x in 0..<width {
            var column = rows.map { $0[x] }
            for _ in 0..<3 { column = Self.reference(column, radius: radius) }
            for y in 0..<height { rows[y][x] = column[y] }
        }
        let blurred = (0..<height).map { y in (0..<width).map { mask.bytes[y * mask.stride + $0] } }
        #expect(blurred == rows)
        #expect(blurred[height / 2][width / 2] > 0, "blurred inside")
        if width == 40 { #expect(blurred[2][2] == 0, "nothing reaches the far corner") }
    }
}
