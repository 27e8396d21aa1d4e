import Foundation
import Layers

/// Compares the splash's rendered frames with PNGs kept next to its tests, with a small tolerance
/// for rounding. On a mismatch it writes the actual frame and a diff (changed pixels in
/// red over a faded copy) and names both in the failure; `UPDATE_GOLDENS=1` rewrites
/// the goldens instead.
struct SplashGolden {
    /// Channels may differ by this much before a pixel counts as different.
    var channelTolerance = 6
    /// This fraction of the pixels may differ (antialiased edges, text hinting).
    var pixelFraction = 0.002

    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// The folder of a test file's goldens: `Goldens/` next to it.
    static func folder(of file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Nil when `image` matches the golden `name` (or it was just rewritten); otherwise
    /// a message naming what differs and where the actual and diff PNGs are.
    func check(_ image: Image, named name: String, in folder: URL) throws -> String? {
        let golden = folder.appendingPathComponent(name + ".png")
        if Self.updating {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try image.write(toFile: golden.path)
            return nil
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            return "no golden \(golden.path); run with UPDATE_GOLDENS=1 to create it"
        }
        let expected = try Image(contentsOfFile: golden.path)
        guard expected.width == image.width, expected.height == image.height else {
            return "\(name): size \(image.width)×\(image.height), golden \(expected.width)×\(expected.height)"
        }
        let diff = try Image(width: image.width, height: image.height)
        var differing = 0, worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y], b = expected[x, y]
                let delta = Self.maxChannelDelta(a, b)
                worst = max(worst, delta)
                if delta > channelTolerance {
                    differing += 1
                    diff[x, y] = 0xFFFF_0000
                } else {
                    // A faded copy of the frame, so the red stands out where it is.
                    diff[x, y] = 0xFF00_0000 | ((a & 0x00FE_FEFE) >> 1) | 0x0040_4040
                }
            }
        }
        let allowed = Int(Double(image.width * image.height) * pixelFraction)
        guard differing > allowed else { return nil }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(getpid())")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let actualPath = out.appendingPathComponent(name + ".actual.png").path
        let diffPath = out.appendingPathComponent(name + ".diff.png").path
        try image.write(toFile: actualPath)
        try diff.write(toFile: diffPath)
        return "\(name): \(differing) pixels differ by more than \(channelTolerance) (allowed \(allowed), worst \(worst)); "
            + "actual \(actualPath), diff \(diffPath), golden \(golden.path)"
    }

    static func maxChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return worst
    }
}
