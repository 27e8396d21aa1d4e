/// A Gaussian blur of a coverage mask, approximated by three box blurs per axis
/// (within a few percent of the true Gaussian, at a cost independent of the radius).
/// Shadows use it once per shape and scale; the result is cached with the mask.
struct Blur {
    private var temp: [UInt8] = []

    /// Blurs `mask` in place with standard deviation `sigma` pixels. The mask should have
    /// 3σ of empty margin so nothing is cut off.
    mutating func apply(sigma: Double, to mask: AlphaMask) {
        guard sigma > 0.25, sigma.isFinite else { return }
        // Box width for three passes: w = √(12σ²/3 + 1).
        let width = (4 * sigma * sigma + 1).squareRoot()
        let radius = max(1, Int(((width - 1) / 2).rounded()))
        let n = max(mask.width, mask.height)
        if temp.count < n { temp = [UInt8](repeating: 0, count: n) }
        for y in 0..<mask.height {
            for _ in 0..<3 { boxPass(mask.bytes + y * mask.stride, step: 1, count: mask.width, radius: radius) }
        }
        for x in 0..<mask.width {
            for _ in 0..<3 { boxPass(mask.bytes + x, step: mask.stride, count: mask.height, radius: radius) }
        }
    }

    /// One running-sum box filter of width 2r+1 along a line (zero outside).
    private mutating func boxPass(_ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius r: Int) {
        for i in 0..<count { temp[i] = p[i * step] }
        let div = 2 * r + 1
        var sum = 0
        for i in 0..<min(r, count) { sum += Int(temp[i]) }
        for i in 0..<count {
            if i + r < count { sum += Int(temp[i + r]) }
            if i - r - 1 >= 0 { sum -= Int(temp[i - r - 1]) }
            p[i * step] = UInt8((sum + div / 2) / div)
        }
    }
}
