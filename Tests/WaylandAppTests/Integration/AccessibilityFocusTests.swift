import Foundation
import Testing
@testable import WaylandApp

extension CompositorTests {
    /// The keyboard focus, seen by a screen reader and on screen: a screen reader's
    /// `grabFocus` on weston (which has no seat), and Tab, Enter and Esc typed with wtype
    /// on sway, each with the focus events pyatspi hears and the ring in the pixels.
    @Suite("Keyboard focus over AT-SPI2")
    struct AccessibilityFocusTests {
        typealias Desktop = AccessibilityWestonTests.Desktop

        @Test("grabFocus on a card: focused state and focus events; the ring is drawn on its edge, and then all is idle")
        func grabFocus() throws {
            let desktop = try Desktop(["--scene", "feed", "--language", "en", "--stats"])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", ["--grab-focus", "Paris, France", "--events", "2"],
                                                      environment: desktop.environment)
            #expect(output.actions.first?.result == true)
            #expect(output.events.contains { $0.type == "object:state-changed:focused" && $0.source == "Paris, France" && $0.detail1 == 1 },
                    "events: \(output.events)")
            #expect(output.events.contains { $0.type.hasPrefix("focus") && $0.source == "Paris, France" })
            let paris = try #require(output.trees.last?.first(named: "Paris, France"))
            #expect(paris.states.contains("focused"), "\(paris.states)")
            let box = try #require(paris.extents)
            var bar: (x: Int, y: Int, width: Int, height: Int)?
            var ring: UInt32 = 0
            _ = try desktop.weston.screenshot(timeout: 5) { shot in
                bar = ClientFrameWestonTests.box(of: ClientFrameWestonTests.inactiveBar, in: shot)
                guard let origin = bar else { return false }
                ring = shot.rgb(x: origin.x + box[0] + 1, y: origin.y + box[1] + box[3] / 2)
                return Self.isRing(ring)
            }
            #expect(Self.isRing(ring), "the card's left edge is \(String(ring, radix: 16)), not the ring's blue")
            // A still ring costs nothing: no commits, no CPU.
            let idle = try IdleMeasurement.measure(desktop.app)
            #expect(idle.commitsAreIdle && idle.cpuIsIdle, "\(idle.summary)\n\(desktop.app.transcript)")
        }

        @Test("on sway: Tab moves the focus card to card with focus events; Enter expands into Close; Esc collapses")
        func tabEnterEscape() throws {
            let (output, transcript) = try Self.typeOnSway(["--scene", "feed"]) { sway in
                try sway.type(["-k", "Tab", "-k", "Tab"])
                try sway.type(["-k", "Return"])
                Thread.sleep(forTimeInterval: 1.5)
                try sway.type(["-k", "Escape"])
            }
            let focused = output.events.filter { $0.type == "object:state-changed:focused" && $0.detail1 == 1 }.map(\.source)
            #expect(Array(focused.prefix(3)) == ["Paris, France", "London, United Kingdom", "Close"],
                    "focus went to \(focused); events \(output.events)\n\(transcript)")
            let expanded = output.events.filter { $0.type == "object:state-changed:expanded" && $0.source == "London, United Kingdom" }
            #expect(expanded.map(\.detail1) == [1, 0], "expanded then collapsed: \(output.events)")
        }

        @Test("on sway, the preview from the keyboard: Tab focuses Weather, Enter opens its menu with the focus on Open, Esc closes it")
        func previewMenu() throws {
            let (output, transcript) = try Self.typeOnSway(["--scene", "preview"]) { sway in
                try sway.type(["-k", "Tab"])
                try sway.type(["-k", "Return"])
                Thread.sleep(forTimeInterval: 1.5)
                try sway.type(["-k", "Escape"])
                Thread.sleep(forTimeInterval: 1.5)
            }
            let focused = output.events.filter { $0.type == "object:state-changed:focused" && $0.detail1 == 1 }.map(\.source)
            #expect(Array(focused.prefix(2)) == ["Weather", "Open"], "focus went to \(focused)\n\(transcript)")
            let after = try #require(output.trees.last)
            #expect(after.first(named: "Open") == nil && after.first(named: "Weather")?.role == "push button",
                    "the menu closed: \(after.all.map(\.name))\n\(transcript)")
        }

        /// Runs the app with `arguments` (in English) on sway with AT-SPI2, listens with
        /// pyatspi for six seconds while `keys` are typed, and returns what it heard.
        static func typeOnSway(_ arguments: [String], keys: (Sway) throws -> Void) throws
            -> (output: AccessibilityReader.Output, transcript: String) {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let atspi = try AccessibilityBus(on: bus, environment: sway.clientEnvironment)
            defer { atspi.kill() }
            let app = try AppProcess(["run", "--language", "en", "--exit-after", "60"] + arguments, environment: atspi.environment)
            defer { app.kill() }
            try app.waitForBuffer()
            let reader = try AccessibilityReader.start("WaylandApp", ["--events", "6"], environment: atspi.environment)
            defer { reader.terminate(grace: 1) }
            guard reader.stdout.waitForLine(timeout: 20, where: { $0.contains("\"listening\"") }) != nil else {
                throw HarnessError("read-accessibility did not start listening: \(reader.stderr.text)")
            }
            try keys(sway)
            guard reader.wait(timeout: 30) != nil else { throw HarnessError("read-accessibility did not finish") }
            return (try AccessibilityReader.decode(reader.stdout.text), app.transcript)
        }

        /// The ring's blue (``FocusRingLayer``), within rounding.
        static func isRing(_ rgb: UInt32) -> Bool {
            let (r, g, b) = (Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
            return abs(r - 54) <= 3 && abs(g - 133) <= 3 && abs(b - 227) <= 3
        }
    }
}
