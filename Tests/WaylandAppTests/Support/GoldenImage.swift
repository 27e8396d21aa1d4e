import Foundation
import GoldenSupport
import Layers
import Testing

/// The scenes' golden frames, in Tests/WaylandAppTests/Goldens.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// nil when `image` matches the golden `name` (at most 0.2% of pixels off by more
    /// than `tolerance` per channel); else what differs and where to look.
    static func mismatch(_ image: Image, named name: String, tolerance: Int = 12) throws -> String? {
        try GoldenComparison(directory: directory, channelTolerance: tolerance, pixelShare: 0.002).mismatch(image, named: name)
    }

    /// Records an issue when `image` does not match the golden `name`.
    static func check(_ image: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = try mismatch(image, named: name) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    }
}
