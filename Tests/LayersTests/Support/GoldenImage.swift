import Foundation
import GoldenSupport
import Layers
import Testing

/// The renderer's golden frames, in Tests/LayersTests/Goldens: exact to ±3 per channel.
enum GoldenImage {
    static let comparison = GoldenComparison(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens"),
        channelTolerance: 3)

    /// Records an issue when `image` does not match the golden `name`.
    static func check(_ image: Image, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = try comparison.mismatch(image, named: name) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
