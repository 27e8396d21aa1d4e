import Foundation
import Layers
import Testing

/// Compares a rendered frame with a committed PNG in `Feed/Goldens/`.
///
/// Channels may differ by ``channelTolerance`` and a ``pixelBudget`` share of pixels
/// may differ more (antialiasing noise). On failure the actual frame and a diff (red
/// where pixels differ) are written next to the test run's temp files and named in
/// the message. `UPDATE_GOLDENS=1` rewrites the golden instead.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let channelTolerance = 3
    static let pixelBudget = 0.002

    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    static func check(_ image: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = directory.appendingPathComponent("\(name).png").path
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.write(toFile: path)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("no golden \(path); run with UPDATE_GOLDENS=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let golden = try Image(contentsOfFile: path)
        guard golden.width == image.width, golden.height == image.height else {
            let actual = try writeArtifact(image, name: "\(name)-actual")
            Issue.record("\(name): size \(image.width)×\(image.height), golden \(golden.width)×\(golden.height); actual: \(actual)",
                         sourceLocation: sourceLocation)
            return
        }
        let diff = try Image(width: image.width, height: image.height)
        var differing = 0, worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y], b = golden[x, y]
                var delta = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    delta = max(delta, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
                worst = max(worst, delta)
                if delta > channelTolerance {
                    differing += 1
                    diff[x, y] = 0xFFFF_0000
                } else {
                    // The golden, faded, so the red stands out where it matters.
                    let gray = UInt32((Int((b >> 16) & 0xFF) + Int((b >> 8) & 0xFF) + Int(b & 0xFF)) / 6 + 128)
                    diff[x, y] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
                }
            }
        }
        let allowed = Int(Double(image.width * image.height) * pixelBudget)
        if differing > allowed {
            let actual = try writeArtifact(image, name: "\(name)-actual")
            let diffPath = try writeArtifact(diff, name: "\(name)-diff")
            Issue.record("""
                \(name): \(differing) pixels differ by more than \(channelTolerance) (allowed \(allowed); worst \(worst)); \
                actual: \(actual), diff: \(diffPath), golden: \(path). UPDATE_GOLDENS=1 rewrites it if the change is intended.
                """, sourceLocation: sourceLocation)
        }
    }

    private static func writeArtifact(_ image: Image, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feed-goldens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("\(name).png").path
        try image.write(toFile: path)
        return path
    }
}
