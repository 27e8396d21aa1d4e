import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// WaylandApp against a real headless sway 1.7 (run as an unprivileged
    /// user when we are root): resize, close, keys through wtype, pointer
    /// input through our virtual-pointer client, and output scale.
    @Suite("WaylandApp on sway")
    struct SwayAppTests {
        @Test("swaymsg resize gives a buffer of the new size")
        func resize() throws {
            let sway = try Sway()
            defer { sway.kill() }
            let app = try AppProcess(["run", "--exit-after", "30"], on: sway)
            defer { app.kill() }
            let window = try sway.tiledWindow(of: app)

            let buffer = try sway.send("[con_id=\(window.id)] floating enable, resize set 800 600", until: app,
                                       "a `buffer 800x600` line after the resize") { width, height, _ in
                width == 800 && height == 600
            }
            #expect(buffer.scale == 1)
            let resized = try sway.window(pid: app.pid)
            #expect(resized.width == 800 && resized.height == 600, "sway's view of the window: \(resized)")
        }

        @Test("swaymsg kill closes the window and the app exits 0")
        func close() throws {
            let sway = try Sway()
            defer { sway.kill() }
            let app = try AppProcess(["run", "--exit-after", "30"], on: sway)
            defer { app.kill() }
            try app.waitForBuffer()
            let window = try sway.window(pid: app.pid)
            try sway.swaymsg("[con_id=\(window.id)] kill")
            let ended = try app.waitForExit(timeout: 5)
            #expect(ended == .exited(0), "\(app.transcript)")
        }

        @Test("keys typed with wtype arrive as keysyms")
        func keys() throws {
            let sway = try Sway()
            defer { sway.kill() }
            let app = try AppProcess(["run", "--exit-after", "30"], on: sway)
            defer { app.kill() }
            try app.waitForBuffer()
            #expect(try sway.window(pid: app.pid).isFocused, "the new window should have keyboard focus")

            for (arguments, keysym) in [(["a"], "a"), (["-k", "Return"], "Return"), (["-k", "Escape"], "Escape")] {
                let start = app.lines.count
                try sway.type(arguments)
                try app.waitForEvent("`key \(keysym)` after wtype \(arguments.joined(separator: " "))",
                                     from: start, timeout: 5) { event -> Bool? in
                    event == .key(keysym) ? true : nil
                }
            }
        }

        @Test("virtual-pointer motion and click arrive at the right surface coordinates")
        func pointer() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let app = try AppProcess(["run", "--echo-input", "--exit-after", "30"], on: sway)
            defer { app.kill() }
            // Float the window away from the origin so surface and layout coordinates differ.
            let tiled = try sway.tiledWindow(of: app)
            try sway.send("[con_id=\(tiled.id)] floating enable, resize set 640 480, move position 200 100",
                          until: app, "a `buffer 640x480` line") { width, height, _ in width == 640 && height == 480 }
            let window = try sway.window(pid: app.pid)
            #expect(window.x == 200 && window.y == 100, "sway placed the window at \(window)")
            let pointer = try VirtualPointer.heard(by: app, on: sway, window: window)

            for (x, y) in [(123, 77), (window.width - 40, window.height - 30)] {
                let start = app.lines.count
                try pointer.move(toX: window.x + x, y: window.y + y, width: 1280, height: 720)
                let motion = try app.waitForEvent("`pointer-motion \(x) \(y)`", from: start, timeout: 5) {
                    event -> (Double, Double)? in
                    if case .pointerMotion(let px, let py) = event, abs(px - Double(x)) < 1, abs(py - Double(y)) < 1 {
                        return (px, py)
                    }
                    return nil
                }
                #expect(abs(motion.0 - Double(x)) < 0.5 && abs(motion.1 - Double(y)) < 0.5, "\(motion)")

                try pointer.click()
                let left = String(VirtualPointer.leftButton)
                for pressed in [true, false] {
                    let state = pressed ? "pressed" : "released"
                    let button = try app.waitForEvent("`pointer-button \(left) \(state) \(x) \(y)`",
                                                      from: start, timeout: 5) { event -> (Double, Double)? in
                        if case .pointerButton(left, pressed, let px, let py) = event { return (px, py) }
                        return nil
                    }
                    #expect(abs(button.0 - Double(x)) < 0.5 && abs(button.1 - Double(y)) < 0.5,
                            "button \(state) at (\(x), \(y)) arrived at \(button)\n\(app.transcript)")
                }
            }
        }

        @Test("output scale 2 gives a buffer scale of 2")
        func outputScale() throws {
            let sway = try Sway(width: 1280, height: 720, scale: 2)
            defer { sway.kill() }
            let app = try AppProcess(["run", "--exit-after", "30"], on: sway)
            defer { app.kill() }
            // sway may first configure the app's own default size, then the
            // tile: wait for the buffer that fills the tile at scale 2.
            let window = try sway.window(pid: app.pid)
            try app.waitForBuffer("a `buffer \(window.width * 2)x\(window.height * 2) scale 2` line "
                                  + "for the \(window.width)×\(window.height) tile") { width, height, scale in
                scale == 2 && width == window.width * 2 && height == window.height * 2
            }

            let start = app.lines.count
            try sway.swaymsg("output", Sway.outputName, "scale", "1")
            try app.waitForBuffer("a `buffer … scale 1` line after the output scale went to 1", from: start) {
                _, _, scale in scale == 1
            }
        }
    }
}
