import Foundation
import Layers
import Testing
@testable import WaylandApp

extension CompositorTests {
    /// The cities list on headless sway, scrolled as people scroll it: a two-finger
    /// touchpad swipe (the wlr virtual pointer sends `axis_source` finger, the deltas and
    /// `axis_stop`), a wheel click and Page Down. The app announces where the list comes
    /// to rest (`scene cities-rest-Y`).
    @Suite("Cities list scrolling on sway")
    struct CitiesScrollingSwayTests {
        /// The offset of the next rest announced after line `start`.
        static func rest(of app: AppProcess, from start: Int, after what: String) throws -> Double {
            let line = try app.waitForLine("the list at rest after \(what)", from: start, timeout: 15) {
                $0.hasPrefix("scene cities-rest-")
            }
            let number = line.dropFirst("scene cities-rest-".count).prefix { $0 != " " }
            return try #require(Double(number), "no offset in \(line)")
        }

        @Test("a 1 500 pt/s swipe coasts to the closed form's rest; a wheel click moves a step, Page Down a page")
        func swipeWheelAndPage() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let app = try AppProcess(["run", "--scene", "cities", "--echo-input", "--exit-after", "90"], on: sway)
            defer { app.kill() }
            let window = try sway.window(pid: app.pid)
            try app.waitForBuffer("a buffer filling the \(window.width)×\(window.height) tile") { w, h, _ in
                w == window.width && h == window.height
            }
            let pointer = try VirtualPointer.heard(by: app, on: sway, window: window)
            let moved = app.lines.count
            try pointer.move(toX: window.x + window.width / 2, y: window.y + window.height / 2, width: 1280, height: 720)
            // Scrolling goes where the app last saw the pointer: wait until it sees it over the list.
            _ = try app.waitForEvent("the pointer over the list", from: moved, timeout: 10) { event -> Bool? in
                if case .pointerMotion = event { return true }
                return nil
            }

            // 15 points every 10 ms: 1 500 points a second, then the fingers lift.
            var start = app.lines.count
            try pointer.swipe(vertical: 15, steps: 10, interval: 0.01)
            let lifted = 150.0
            let flung = try Self.rest(of: app, from: start, after: "the swipe")
            let closedForm = Deceleration(from: lifted, velocity: 1500, rate: .normal).restingOffset
            #expect(flung > lifted + 300, "it kept moving after axis_stop: rests at \(flung)")
            #expect(abs(flung - closedForm) <= closedForm * 0.01,
                    "rests at \(flung), the closed form says \(closedForm) (v·r/(1−r) past the fingers' \(lifted))")

            let list = Double(window.height) - CitiesScene.headerHeight
            start = app.lines.count
            try pointer.wheel(steps: 1)
            let stepped = try Self.rest(of: app, from: start, after: "a wheel click")
            let step = pow(list, 2.0 / 3.0)
            #expect(abs(stepped - flung - step) <= 0.2, "one wheel step of \(step) points: moved \(stepped - flung)")

            start = app.lines.count
            try sway.type(["-k", "Next"])
            let paged = try Self.rest(of: app, from: start, after: "Page Down")
            #expect(abs(paged - stepped - 0.9 * list) <= 0.2, "a page of 0.9 × \(list) points: moved \(paged - stepped)")
            print("cities on sway: swipe rests at \(flung) (closed form \(closedForm)), wheel step \(stepped - flung) of \(step), page \(paged - stepped) of \(0.9 * list)")
        }
    }
}
