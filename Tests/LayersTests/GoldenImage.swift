import Foundation
import Testing
@testable import Layers

/// Compares rendered images with PNGs committed in `Goldens/`.
///
/// Channels may differ by ``tolerance`` (pixman's SIMD and generic paths round a little
/// differently). On a mismatch the actual image and a diff (differences in red over a
/// faded copy) are written to a temporary folder named in the failure.
/// `UPDATE_GOLDENS=1 swift test --filter GoldenTests` rewrites the goldens.
enum GoldenImage {
    static let tolerance = 3

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    static func check(_ image: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = directory.appendingPathComponent("\(name).png")
        if TestSupport.updatingGoldens {
            try image.write(to: golden)
            return
        }
        let out = TestSupport.temporaryDirectory
        let actualURL = out.appendingPathComponent("\(name)-actual.png")
        guard FileManager.default.fileExists(atPath: golden.path) else {
            try image.write(to: actualURL)
            Issue.record("no golden \(golden.path); actual written to \(actualURL.path); run with UPDATE_GOLDENS=1 to accept it",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = try Image(contentsOf: golden)
        guard expected.width == image.width, expected.height == image.height else {
            try image.write(to: actualURL)
            Issue.record("\(name): size \(image.width)×\(image.height) vs golden \(expected.width)×\(expected.height); actual: \(actualURL.path)",
                         sourceLocation: sourceLocation)
            return
        }
        let diff = try Image(width: image.width, height: image.height)
        var bad = 0, worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = TestSupport.channels(image[x, y]), e = TestSupport.channels(expected[x, y])
                let d = max(abs(a.a - e.a), abs(a.r - e.r), abs(a.g - e.g), abs(a.b - e.b))
                worst = max(worst, d)
                if d > tolerance {
                    bad += 1
                    diff[x, y] = 0xFF00_0000 | UInt32(min(255, 128 + d)) << 16
                } else {
                    let grey = UInt32(200 + (a.r + a.g + a.b) / 3 * 55 / 255)
                    diff[x, y] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                }
            }
        }
        if bad > 0 {
            let diffURL = out.appendingPathComponent("\(name)-diff.png")
            try image.write(to: actualURL)
            try diff.write(to: diffURL)
            Issue.record("\(name): \(bad) pixels differ from the golden by more than \(tolerance) (worst \(worst)); actual: \(actualURL.path), diff: \(diffURL.path)",
                         sourceLocation: sourceLocation)
        }
    }
}
