import Foundation
import Testing
import Layers
@testable import WaylandApp

extension CompositorTests {
    /// The circle and the icon preview in the real app on headless sway, driven by our
    /// virtual pointer and checked in grim screenshots.
    @Suite("Circle and preview on sway")
    struct SceneInteractionTests {
        /// Where the scene's green circle is on screen and how big: (pixel count, centroid).
        static func greenCircle(in image: PNGImage) -> (count: Int, centre: Point) {
            var count = 0, sx = 0, sy = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.rgb(x: x, y: y)
                    let r = Int(p >> 16 & 0xff), g = Int(p >> 8 & 0xff), b = Int(p & 0xff)
                    if abs(r - 0x34) < 24, abs(g - 0xC7) < 24, abs(b - 0x59) < 24 {
                        count += 1; sx += x; sy += y
                    }
                }
            }
            return (count, count == 0 ? .zero : Point(Double(sx) / Double(count), Double(sy) / Double(count)))
        }

        static func pause(_ seconds: Double) { usleep(useconds_t(seconds * 1_000_000)) }

        /// ``Sway/screenshot(within:until:)``, read.
        static func screenshot(on sway: Sway, within timeout: Double, until done: (PNGImage) throws -> Bool) throws -> PNGImage {
            try PNGImage(contentsOfFile: sway.screenshot(within: timeout) { try done(PNGImage(contentsOfFile: $0)) })
        }

        @Test("dragging the circle grows it; let go, it shrinks and springs home")
        func circle() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let app = try AppProcess(["run", "--scene", "circle", "--echo-input", "--exit-after", "60"], on: sway)
            defer { app.kill() }
            let window = try sway.window(pid: app.pid)
            try app.waitForBuffer("a buffer filling the \(window.width)×\(window.height) tile") { w, h, _ in
                w == window.width && h == window.height
            }
            Self.pause(0.5)
            let home = Point(Double(window.x + window.width / 2), Double(window.y + window.height / 2))
            let before = Self.greenCircle(in: try PNGImage(contentsOfFile: sway.screenshot()))
            #expect(abs(before.count - 7854) < 700, "a 100-point circle: π·50² ≈ 7854 pixels, got \(before.count)")
            #expect(before.centre.distance(to: home) < 2, "\(before.centre) vs \(home)")

            let pointer = try VirtualPointer.heard(by: app, on: sway, window: window)
            try pointer.move(toX: Int(home.x), y: Int(home.y), width: 1280, height: 720)
            try pointer.button(pressed: true)
            let offset = Point(240, -120)
            for i in 1...20 {
                let p = home + offset * (Double(i) / 20)
                try pointer.move(toX: Int(p.x), y: Int(p.y), width: 1280, height: 720)
                Self.pause(0.02)
            }
            Self.pause(1.5)
            let held = Self.greenCircle(in: try Self.screenshot(on: sway, within: 3) {
                Self.greenCircle(in: $0).count > before.count * 2
            })
            #expect(held.count > before.count * 2, "held ~2.6 s of the 4 s grow: \(held.count) vs \(before.count) pixels")
            #expect(held.centre.distance(to: home + offset) < 3, "it follows the pointer: \(held.centre)")

            try pointer.button(pressed: false)
            Self.pause(2)
            let after = Self.greenCircle(in: try Self.screenshot(on: sway, within: 8) {
                let circle = Self.greenCircle(in: $0)
                return abs(circle.count - before.count) < before.count / 10 && circle.centre.distance(to: home) < 2
            })
            #expect(abs(after.count - before.count) < before.count / 10, "back to 1×: \(after.count) vs \(before.count)")
            #expect(after.centre.distance(to: home) < 2, "back home: \(after.centre)")

            // Key 4 switches the running window to the preview scene.
            let start = app.lines.count
            try sway.type(["4"])
            try app.waitForLine("`scene preview` after typing 4", from: start, timeout: 5) { $0 == "scene preview" }
        }

        @Test("pressing and holding an icon blurs the screen and opens the menu; a tap closes it")
        func preview() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let app = try AppProcess(["run", "--scene", "preview", "--echo-input", "--exit-after", "60"], on: sway)
            defer { app.kill() }
            let window = try sway.window(pid: app.pid)
            try app.waitForBuffer("a buffer filling the \(window.width)×\(window.height) tile") { w, h, _ in
                w == window.width && h == window.height
            }
            Self.pause(0.5)
            // The same layout the app computes for this window.
            let layout = PreviewScene()
            layout.layout(size: Size(width: Double(window.width), height: Double(window.height)), scale: 1)
            let icon = layout.iconFrame(8), menu = layout.menuFrame(for: 8), edge = layout.iconFrame(0)
            func screen(_ p: Point) -> (Int, Int) { (window.x + Int(p.x), window.y + Int(p.y)) }

            let home = try PNGImage(contentsOfFile: sway.screenshot())
            let (ex, ey) = screen(Point(edge.minX, edge.midY))
            let sharp = Self.distance(home.rgb(x: ex + 2, y: ey), home.rgb(x: ex - 3, y: ey))
            #expect(sharp > 120, "an icon's edge on the home screen: \(sharp)")

            let pointer = try VirtualPointer.heard(by: app, on: sway, window: window)
            let (ix, iy) = screen(icon.center)
            try pointer.move(toX: ix, y: iy, width: 1280, height: 720)
            try pointer.button(pressed: true)
            // The second row, between its title and its glyph: bare panel.
            let (mx, my) = screen(Point(menu.minX + 140, menu.minY + PreviewMenu.rowHeight * 1.5))
            Self.pause(1)
            let open = try Self.screenshot(on: sway, within: 6) { shot in
                let panel = shot.rgb(x: mx, y: my)
                return panel >> 16 & 0xff > 225 && panel >> 8 & 0xff > 225 && panel & 0xff > 225
                    && Self.distance(shot.rgb(x: ex + 2, y: ey), shot.rgb(x: ex - 3, y: ey)) < sharp / 3
            }
            let panel = open.rgb(x: mx, y: my)
            #expect(panel >> 16 & 0xff > 225 && panel >> 8 & 0xff > 225 && panel & 0xff > 225,
                    "the menu's light panel at (\(mx), \(my)): \(String(panel, radix: 16))")
            let blurred = Self.distance(open.rgb(x: ex + 2, y: ey), open.rgb(x: ex - 3, y: ey))
            #expect(blurred < sharp / 3, "the same edge behind the blur: \(blurred) vs \(sharp)")
            let (wx, wy) = (window.x + window.width / 2, window.y + window.height - 16)
            #expect(Self.brightness(open.rgb(x: wx, y: wy)) < Self.brightness(home.rgb(x: wx, y: wy)) * 0.75,
                    "the wallpaper darkens")

            try pointer.button(pressed: false)
            try pointer.move(toX: wx, y: wy, width: 1280, height: 720)
            try pointer.click()
            Self.pause(0.6)
            let closed = try Self.screenshot(on: sway, within: 6) { try $0.countPixels(differingFrom: home, tolerance: 6) < 200 }
            let changed = try closed.countPixels(differingFrom: home, tolerance: 6)
            #expect(changed < 200, "a tap on the blur closes everything: \(changed) pixels still differ")
        }

        static func distance(_ a: UInt32, _ b: UInt32) -> Int {
            var total = 0
            for shift in [UInt32(0), 8, 16] { total += abs(Int(a >> shift & 0xff) - Int(b >> shift & 0xff)) }
            return total
        }

        static func brightness(_ p: UInt32) -> Double {
            let r = Double(p >> 16 & 0xff), g = Double(p >> 8 & 0xff), b = Double(p & 0xff)
            return (r + g + b) / 3
        }
    }
}
