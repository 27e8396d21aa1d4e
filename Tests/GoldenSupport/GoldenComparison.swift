import Foundation
import Layers

/// Compares rendered frames with golden PNGs, for every test target.
///
/// A frame matches when at most `pixelShare` of its pixels differ by more than
/// `channelTolerance` in any channel. On a mismatch the actual frame and a diff image
/// (differing pixels red over the faded golden) are written to a temporary folder and
/// named in the message. With `UPDATE_GOLDENS=1` the golden is rewritten instead.
public struct GoldenComparison: Sendable {
    public let directory: URL
    public let channelTolerance: Int
    public let pixelShare: Double

    public init(directory: URL, channelTolerance: Int, pixelShare: Double = 0) {
        self.directory = directory
        self.channelTolerance = channelTolerance
        self.pixelShare = pixelShare
    }

    public static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// nil when `image` matches the golden `name` (or was just recorded); otherwise what
    /// differs and where the actual and diff images are.
    public func mismatch(_ image: Image, named name: String) throws -> String? {
        let url = directory.appendingPathComponent("\(name).png")
        if Self.updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.write(to: url)
            return nil
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            let actual = try Self.artifact(image, name: "\(name)-actual")
            return "no golden \(url.path); the frame is at \(actual) (UPDATE_GOLDENS=1 records it)"
        }
        let golden = try Image(contentsOfFile: url.path)
        guard golden.width == image.width, golden.height == image.height else {
            let actual = try Self.artifact(image, name: "\(name)-actual")
            return "golden \(name) is \(golden.width)×\(golden.height), the frame \(image.width)×\(image.height); frame at \(actual)"
        }
        let diff = try Image(width: image.width, height: image.height)
        var differing = 0, worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y], b = golden[x, y]
                let delta = Self.maxChannelDelta(a, b)
                worst = max(worst, delta)
                if delta > channelTolerance {
                    differing += 1
                    diff[x, y] = 0xFFFF_0000
                } else {
                    let gray = UInt32((Int((b >> 16) & 0xFF) + Int((b >> 8) & 0xFF) + Int(b & 0xFF)) / 6 + 128)
                    diff[x, y] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
                }
            }
        }
        let allowed = Int(Double(image.width * image.height) * pixelShare)
        guard differing > allowed else { return nil }
        let actual = try Self.artifact(image, name: "\(name)-actual")
        let diffPath = try Self.artifact(diff, name: "\(name)-diff")
        return "\(differing) pixels of \(name) differ by more than \(channelTolerance) (allowed \(allowed), worst \(worst)); "
            + "actual: \(actual), diff: \(diffPath), golden: \(url.path). UPDATE_GOLDENS=1 rewrites it if the change is intended."
    }

    /// The largest difference between two ARGB32 pixels in any one channel.
    public static func maxChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var delta = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            delta = max(delta, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return delta
    }

    private static func artifact(_ image: Image, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).png")
        try image.write(to: url)
        return url.path
    }
}
