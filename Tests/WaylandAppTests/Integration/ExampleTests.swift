import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// `Examples/DragCard`, a package that uses `Layers` and `WaylandPlatform` as an
    /// outside app would (`make test` builds it), on a real headless weston.
    @Suite("The example app")
    struct ExampleTests {
        static let cardColor: UInt32 = 0x3A86FF

        /// The built example `name` (`DragCard`, `Levels`).
        static func binaryPath(_ name: String = "DragCard") throws -> String {
            let packageRoot = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            let binary = packageRoot.appendingPathComponent("Examples/.build/debug/\(name)").path
            guard FileManager.default.isExecutableFile(atPath: binary) else {
                throw HarnessError("no \(name) at \(binary): build it with `swift build --package-path Examples` (make test does)")
            }
            return binary
        }

        @Test("DragCard runs for two seconds, shows its card, logs its transaction and quits with 0")
        func dragCardRuns() throws {
            let weston = try Weston(width: 1024, height: 768)
            defer { weston.kill() }
            let app = try AppProcess([], environment: weston.clientEnvironment, binary: try Self.binaryPath())
            defer { app.kill() }
            var cardPixels = 0
            do {
                // The card is 200×120 points, faded in over 0.4 s.
                try weston.screenshot(timeout: 5) { shot in
                    cardPixels = shot.width * shot.height - shot.countPixels(differingFrom: Self.cardColor, tolerance: 2)
                    return cardPixels >= 200 * 120 * 9 / 10
                }
            } catch {
                Issue.record("the screen shows \(cardPixels) pixels of the card's colour, want ≈ 24000: \(error)\n\(app.transcript)")
            }
            #expect(cardPixels <= 200 * 120 * 11 / 10, "one card: \(cardPixels) pixels of its colour")
            Thread.sleep(forTimeInterval: 2)
            app.process.send(SIGTERM)
            let ended = try app.waitForExit(timeout: 5)
            #expect(ended == .exited(0), "\(app.transcript)")
            #expect(app.lines.contains("card shown"), "the transaction's completion logs\n\(app.transcript)")
        }
    }
}
