import Foundation
import Testing

extension CompositorTests {
    /// The harness itself, checked with weston's demo clients: when these
    /// pass and an app test fails, the app is at fault, not the harness.
    @Suite("Harness self-check with weston demo clients")
    struct HarnessSelfTests {
        @Test("weston starts, and a screenshot shows a client's pixels")
        func westonScreenshotShowsClient() throws {
            let weston = try Weston(width: 640, height: 480)
            defer { weston.kill() }
            let before = try PNGImage(contentsOfFile: try weston.screenshot())
            #expect(before.width == 640 && before.height == 480)
            let common = before.histogram().max { $0.value < $1.value }.map { String($0.key, radix: 16) }
            #expect(before.countPixels(differingFrom: Weston.backgroundColor & 0xffffff) == 0,
                    "the empty desktop should be plain background; most common colour: \(common ?? "none")")

            let client = try Subprocess("weston-simple-shm", [], environment: weston.clientEnvironment)
            defer { client.terminate() }
            var changed = 0
            do {
                try weston.screenshot(timeout: 5) { shot in
                    changed = try shot.countPixels(differingFrom: before)
                    return changed > 250 * 250 / 2
                }
            } catch {
                Issue.record("weston-simple-shm draws a 250×250 window, but only \(changed) pixels changed: \(error)")
            }
        }

        @Test("sway starts; wtype keys and virtual-pointer clicks reach a client")
        func swayInputReachesClient() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let client = try Subprocess("stdbuf", ["-oL", "weston-eventdemo", "--no-border",
                                                   "--log-key", "--log-button", "--log-motion"],
                                        environment: sway.clientEnvironment)
            defer { client.terminate() }
            let window = try sway.window(pid: client.pid)
            #expect(window.width > 0 && window.height > 0)

            try sway.type(["a"])
            let key = client.stdout.waitForLine(timeout: 5) { $0.contains("unicode: 97, state: pressed") }
            #expect(key != nil, "no key line from weston-eventdemo: \(client.stdout.text) \(client.stderr.text)")

            // Where the window is now: on a busy machine the first layout can still change
            // while the client answers its first configure.
            let placed = try sway.window(pid: client.pid)
            let pointer = try VirtualPointer.heard(byClientLogging: client.stdout, on: sway, window: placed)
            try pointer.move(toX: placed.x + 300, y: placed.y + 200, width: 1280, height: 720)
            try pointer.click()
            let button = client.stdout.waitForLine(timeout: 5) { $0.contains("button: 272, state: pressed") }
            #expect(button != nil, "no button line from weston-eventdemo: \(client.stdout.text) \(client.stderr.text)")
            #expect(button?.contains("x: 300, y: 200") ?? false,
                    "the click landed elsewhere: \(button ?? "") (window \(window) then \(placed))")

            let shot = try PNGImage(contentsOfFile: try sway.screenshot())
            #expect(shot.width == 1280 && shot.height == 720)
            #expect(shot.countPixels(differingFrom: 0x204060) > 100 * 100, "the client's window is on screen")
        }
    }
}
