import Foundation
import GoldenSupport
import Layers
import Testing

/// The scenes' golden frames, in Tests/WaylandAppTests/Goldens.
enum GoldenImage {
    static let comparison = GoldenComparison(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens"),
        channelTolerance: 12, pixelShare: 0.002)

    /// nil when `image` matches the golden `name`; else what differs and where to look.
    static func mismatch(_ image: Image, named name: String) throws -> String? {
        try comparison.mismatch(image, named: name)
    }

    /// Records an issue when `image` does not match the golden `name`.
    static func check(_ image: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = try mismatch(image, named: name) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    }
}
