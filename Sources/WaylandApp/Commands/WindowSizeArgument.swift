import ArgumentParser
import WaylandPlatform

/// `--size WIDTHxHEIGHT`: a logical window size such as `1280x720`.
nonisolated struct WindowSizeArgument: ExpressibleByArgument, Equatable {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { "\(width)x\(height)" }

    var logicalSize: LogicalSize { LogicalSize(width: width, height: height) }
}
