@testable import Layers

/// One random case of a pixel loop's trials against pixman, the same every run: a small
/// target (1–70 × 2–41 pixels) and a rectangle of at least a pixel inside it, chosen by a
/// seeded 64-bit LCG that the trial goes on rolling for the rest of its choices.
struct SmallTrial {
    let width: Int
    let height: Int
    let rect: PixelRect

    /// The next number below `n` from `seed`.
    static func roll(_ seed: inout UInt64, below n: Int) -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int(seed >> 33) % n
    }

    init(_ seed: inout UInt64) {
        width = 1 + Self.roll(&seed, below: 70)
        height = 2 + Self.roll(&seed, below: 40)
        let x = Self.roll(&seed, below: width), y = Self.roll(&seed, below: height)
        rect = PixelRect(x: x, y: y, width: 1 + Self.roll(&seed, below: width - x),
                         height: 1 + Self.roll(&seed, below: height - y))
    }
}
