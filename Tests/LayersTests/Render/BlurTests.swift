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

    @Test func aMaskIsBlurredAlongBothAxes() throws {
        let mask = try AlphaMask(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { mask.bytes[y * mask.stride + x] = (12..<28).contains(x) && (10..<20).contains(y) ? 255 : 0 } }
        var rows = (0..<30).map { y in (0..<40).map { mask.bytes[y * mask.stride + $0] } }
        var blur = Blur()
        blur.apply(sigma: 3, to: mask)
        // The same passes by the reference: three along each row, then three down each column.
        let radius = BoxFilter(radius: max(1, Int((((4 * 9.0 + 1).squareRoot() - 1) / 2).rounded()))).radius
        for y in 0..<30 { for _ in 0..<3 { rows[y] = Self.reference(rows[y], radius: radius) } }
        for x in 0..<40 {
            var column = rows.map { $0[x] }
            for _ in 0..<3 { column = Self.reference(column, radius: radius) }
            for y in 0..<30 { rows[y][x] = column[y] }
        }
        let blurred = (0..<30).map { y in (0..<40).map { mask.bytes[y * mask.stride + $0] } }
        #expect(blurred == rows)
        #expect(blurred[15][20] > 0 && blurred[2][2] == 0, "blurred inside, nothing reaches the far corner")
    }
}
