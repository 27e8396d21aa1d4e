import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// The frame the app draws itself on weston 10 (no xdg-decoration there), read from
    /// `weston-screenshooter` pixels, and the size it opens at. weston has no seat
    /// headless, so the window is inactive: libadwaita's backdrop bar, #FAFAFA.
    @Suite("Client-side frame on weston")
    struct ClientFrameWestonTests {
        static let inactiveBar: UInt32 = 0xFA_FAFA

        @Test("the bar shows the title centred, three round buttons, rounded corners and a shadow")
        func barPixels() throws {
            let weston = try Weston(width: 1280, height: 720)
            defer { weston.kill() }
            let app = try AppProcess(["run", "--scene", "circle", "--title", "Frame Test", "--exit-after", "20"], on: weston)
            defer { app.kill() }
            let (size, shot, box) = try Self.windowShown(by: app, on: weston)
            #expect(abs(box.width - size.width) <= 1 && (44...46).contains(box.height), "bar \(box), window \(size)")

            // The title: dark text pixels, centred on the bar, in the title's area (clear of
            // the buttons' 113 points on either side, and of the desktop in the round corners).
            var dark: [Int] = []
            for y in box.y..<(box.y + box.height) {
                for x in (box.x + 113)..<(box.x + box.width - 113) where Self.luma(shot.rgb(x: x, y: y)) < 170 { dark.append(x) }
            }
            let centre = dark.isEmpty ? 0 : Double(dark.reduce(0, +)) / Double(dark.count)
            #expect(dark.count > 150, "title pixels: \(dark.count)")
            #expect(abs(centre - Double(box.x + box.width / 2)) < 8, "title centred at \(centre), bar \(box)")

            // Round buttons: each 24-point circle is tinted inside, and its bounding square's
            // corner is bar-coloured. Close is 11 points from the end, then 34 points apart.
            let midY = box.y + 23
            for index in 0..<3 {
                let centreX = box.x + box.width - 23 - 34 * index
                let inside = shot.rgb(x: centreX - 8, y: midY)
                #expect(inside != Self.inactiveBar && Self.luma(inside) > 200, "button \(index) tint \(String(inside, radix: 16))")
                #expect(shot.rgb(x: centreX - 11, y: midY - 11) == Self.inactiveBar, "button \(index) is round")
            }
            // Rounded corners: the bar's top-left pixel is not the bar, 12 points in it is.
            #expect(shot.rgb(x: box.x, y: box.y) != Self.inactiveBar)
            #expect(shot.rgb(x: box.x + 12, y: box.y + 12) == Self.inactiveBar)
            // A shadow below the window: darker than the desktop.
            let below = shot.rgb(x: box.x + box.width / 2, y: min(box.y + 46 + size.height + 3, shot.height - 1))
            #expect(Self.luma(below) < Self.luma(Weston.backgroundColor & 0xFF_FFFF),
                    "below the window: \(String(below, radix: 16))")
        }

        /// The feed's root layer is opaque, so the window tells weston its content is, all
        /// but the bottom corners it rounds (12 points): weston then copies those pixels
        /// instead of blending them over the desktop. Were the corners in the region,
        /// weston would copy their cleared pixels as they are: black, not the desktop.
        @Test("opaque content is declared opaque, and the rounded bottom corners still show the desktop")
        func opaqueRegion() throws {
            let weston = try Weston(width: 1280, height: 720)
            defer { weston.kill() }
            let app = try Self.withProtocolLog(["run", "--scene", "feed", "--exit-after", "20"], on: weston)
            defer { app.kill() }
            let (size, shot, box) = try Self.windowShown(by: app, on: weston)
            let regions = WaylandDebugLog(app.stderr).opaqueRegions()
            // Once: the frames after the first change nothing about it.
            #expect(regions == [[[0, 0, size.width, size.height - 12], [12, size.height - 12, size.width - 24, 12]]],
                    "opaque regions set: \(regions)")
            let bottom = box.y + box.height + size.height - 1
            for x in [box.x, box.x + box.width - 1] {
                let corner = shot.rgb(x: x, y: bottom), beside = shot.rgb(x: x + (x == box.x ? -2 : 2), y: bottom)
                #expect(abs(Self.luma(corner) - Self.luma(beside)) < 40,
                        "corner pixel \(String(corner, radix: 16)) beside the window \(String(beside, radix: 16))")
            }
        }

        /// The test pattern's content is translucent: nothing is declared opaque.
        @Test("translucent content declares nothing opaque")
        func translucentContent() throws {
            let weston = try Weston(width: 1280, height: 720)
            defer { weston.kill() }
            let app = try Self.withProtocolLog(["run", "--scene", "testpattern", "--exit-after", "1"], on: weston)
            defer { app.kill() }
            _ = try app.waitForConfigured()
            let exit = try app.waitForExit(timeout: 15)
            #expect(exit == .exited(0))
            let log = WaylandDebugLog(app.stderr)
            #expect(!log.requests("wl_surface", "attach").isEmpty, "the window showed a frame")
            let regions = log.opaqueRegions()
            #expect(regions.allSatisfy { $0.isEmpty }, "\(regions)")
        }

        @Test("the first size fits the output: ¾ of it at 16:9, or --size clamped with a warning")
        func sizes() throws {
            let weston = try Weston(width: 1280, height: 720)
            defer { weston.kill() }
            let automatic = try AppProcess(["run", "--scene", "circle", "--exit-after", "20"], on: weston)
            defer { automatic.kill() }
            let fitted = try automatic.waitForConfigured()
            #expect(fitted.width == 878 && fitted.height == 494, "\(fitted)")
            automatic.kill()

            let large = try AppProcess(["run", "--scene", "circle", "--size", "1600x900", "--exit-after", "20"], on: weston)
            defer { large.kill() }
            let clamped = try large.waitForConfigured()
            #expect(clamped.width == 1280 && clamped.height == 720 - 46, "\(clamped)")
            #expect(large.stderr.contains("1600x900 does not fit"), "\(large.transcript)")
        }

        /// The bounding box of the rows mostly `color` (0xRRGGBB), and of those pixels in them.
        /// The app started on `weston` with libwayland's protocol log on its stderr.
        static func withProtocolLog(_ arguments: [String], on weston: Weston) throws -> AppProcess {
            var environment = weston.clientEnvironment
            environment["WAYLAND_DEBUG"] = "1"
            return try AppProcess(arguments, environment: environment)
        }

        /// The app's configured size, and weston's first screenshot that shows its whole
        /// bar, with the bar's box in it.
        static func windowShown(by app: AppProcess, on weston: Weston) throws
            -> (size: (width: Int, height: Int, scale: Double), shot: PNGImage, bar: (x: Int, y: Int, width: Int, height: Int)) {
            let size = try app.waitForConfigured()
            var bar: (x: Int, y: Int, width: Int, height: Int)?
            let shot = try weston.screenshot(timeout: 5) { shot in
                bar = box(of: inactiveBar, in: shot)
                return bar.map { $0.width >= size.width - 1 } ?? false
            }
            return (size, shot, try #require(bar))
        }

        static func box(of color: UInt32, in image: PNGImage) -> (x: Int, y: Int, width: Int, height: Int)? {
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<image.height {
                let xs = (0..<image.width).filter { image.rgb(x: $0, y: y) == color }
                guard xs.count >= image.width / 3, let first = xs.first, let last = xs.last else { continue }
                minX = min(minX, first); maxX = max(maxX, last); minY = min(minY, y); maxY = max(maxY, y)
            }
            return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
        }

        static func luma(_ rgb: UInt32) -> Int {
            (Int((rgb >> 16) & 0xFF) * 3 + Int((rgb >> 8) & 0xFF) * 6 + Int(rgb & 0xFF)) / 10
        }
    }
}
