import Foundation
import Layers

/// Compares rendered frames with the reference pictures in `Tests/Goldens/`.
///
/// A pixel counts as different when a channel is off by more than ``channelTolerance``
/// (antialiasing and rounding move a few levels); a frame matches while at most
/// ``pixelShare`` of its pixels differ. On a mismatch the actual frame and a diff
/// (differing pixels red over a faded copy) are written next to each other in a temporary
/// folder and named in the failure. `UPDATE_GOLDENS=1` rewrites the goldens instead.
enum GoldenImage {
    static let channelTolerance = 12
    static let pixelShare = 0.002

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// nil when `image` matches golden `name` (or the golden was rewritten); otherwise
    /// what differs and where the actual and diff pictures are.
    static func mismatch(_ image: Image, named name: String) throws -> String? {
        let url = directory.appendingPathComponent("\(name).png")
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.write(to: url)
            return nil
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            let actual = try write(image, name: "\(name)-actual")
            return "no golden \(url.path); the frame is at \(actual) (UPDATE_GOLDENS=1 records it)"
        }
        let golden = try Image(contentsOfFile: url.path)
        guard golden.width == image.width, golden.height == image.height else {
            let actual = try write(image, name: "\(name)-actual")
            return "golden \(name) is \(golden.width)×\(golden.height), the frame \(image.width)×\(image.height); frame at \(actual)"
        }
        let diff = try Image(width: image.width, height: image.height)
        var differing = 0, worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y], b = golden[x, y]
                var delta = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    delta = max(delta, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
                worst = max(worst, delta)
                if delta > channelTolerance {
                    differing += 1
                    diff[x, y] = 0xFFFF_0000
                } else {
                    diff[x, y] = 0xFF00_0000 | ((a >> 2) & 0x003F_3F3F)
                }
            }
        }
        let allowed = Int(Double(image.width * image.height) * pixelShare)
        guard differing > allowed else { return nil }
        let actual = try write(image, name: "\(name)-actual")
        let diffPath = try write(diff, name: "\(name)-diff")
        return "\(differing) pixels of \(name) differ by more than \(channelTolerance) (allowed \(allowed), worst \(worst)); "
            + "actual: \(actual), diff: \(diffPath)"
    }

    private static func write(_ image: Image, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).png")
        try image.write(to: url)
        return url.path
    }
}
