import Foundation
import Testing
@testable import WaylandApp

extension CompositorTests {
    /// The app's layer tree as screen readers see it: weston, a private session bus,
    /// AT-SPI2's bus launcher and registry, the app, and `scripts/read-accessibility`,
    /// which reads the app through pyatspi as the Orca screen reader does.
    @Suite("Accessibility over AT-SPI2, on weston")
    struct AccessibilityWestonTests {
        /// weston, the buses and the app (`run ARGS`); `kill()` stops them all.
        struct Desktop {
            let weston: Weston
            let bus: SessionBus
            let atspi: AccessibilityBus
            let app: AppProcess

            init(_ arguments: [String]) throws {
                let weston = try Weston(width: 1280, height: 720)
                var bus: SessionBus?, atspi: AccessibilityBus?
                do {
                    let session = try SessionBus()
                    bus = session
                    let started = try AccessibilityBus(on: session, environment: weston.clientEnvironment)
                    atspi = started
                    app = try AppProcess(["run", "--exit-after", "60"] + arguments, environment: started.environment)
                    self.bus = session
                    self.atspi = started
                } catch {
                    atspi?.kill()
                    bus?.kill()
                    weston.kill()
                    throw error
                }
                self.weston = weston
            }

            var environment: [String: String] { atspi.environment }

            func kill() {
                app.kill()
                atspi.kill()
                bus.kill()
                weston.kill()
            }
        }

        @Test("the feed in English: the app, its window, the heading, the list of cards as collapsed buttons")
        func englishTree() throws {
            let desktop = try Desktop(["--scene", "feed", "--language", "en"])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", environment: desktop.environment)
            let app = try #require(output.trees.first)
            #expect(app.role == "application" && app.name == "WaylandApp")
            let frame = try #require(app.children.first)
            #expect(app.children.count == 1 && frame.role == "frame" && frame.name == "City Guide")
            #expect(frame.states.contains("active") && frame.states.contains("showing"))
            let heading = try #require(frame.all.first { $0.role == "heading" })
            #expect(heading.name == "City Guide")
            let list = try #require(frame.all.first { $0.role == "list" })
            #expect(list.name == "City Guide")
            let paris = try #require(list.first(named: "Paris, France"), "cards: \(list.children.map(\.name))")
            #expect(paris.role == "push button")
            for state in ["collapsed", "enabled", "expandable", "focusable", "sensitive", "showing", "visible"] {
                #expect(paris.states.contains(state), "Paris lacks \(state): \(paris.states)")
            }
            #expect(paris.actions == ["click"])
            #expect(list.children.allSatisfy { $0.role == "push button" && $0.name.contains(", ") })
        }

        @Test("in Traditional Chinese: the window, list and cards read in the app's language")
        func traditionalChinese() throws {
            let desktop = try Desktop(["--scene", "feed", "--language", "zh-Hant"])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", environment: desktop.environment)
            let frame = try #require(output.trees.first?.children.first)
            #expect(frame.name == "城市指南")
            #expect(frame.first(named: "巴黎, 法國")?.role == "push button")
        }

        @Test("doAction on a card expands it: expanded state event, its description as text and a labelled close button")
        func doActionExpands() throws {
            let desktop = try Desktop(["--scene", "feed", "--language", "en"])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", ["--do-action", "Paris, France", "--events", "3"],
                                                      environment: desktop.environment)
            #expect(output.actions.count == 1 && output.actions.first?.result == true)
            let expandedEvents = output.events.filter { $0.type == "object:state-changed:expanded" }
            #expect(expandedEvents.contains { $0.source == "Paris, France" && $0.detail1 == 1 }, "events: \(output.events)")
            #expect(output.events.contains { $0.type.hasPrefix("object:children-changed:add") && $0.source == "Paris, France" })
            let after = try #require(output.trees.last)
            let card = try #require(after.first(named: "Paris, France"))
            #expect(card.states.contains("expanded") && !card.states.contains("collapsed"), "\(card.states)")
            let text = try #require(card.children.first { $0.role == "label" })
            #expect(text.text?.hasPrefix("The Seine curls through a city built for walking") == true, "\(text)")
            let close = try #require(card.children.first { $0.role == "push button" })
            #expect(close.name == "Close" && close.actions == ["click"])
        }

        @Test("a card's Component extents are where weston shows it")
        func extentsMatchPixels() throws {
            let desktop = try Desktop(["--scene", "feed", "--language", "en"])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", environment: desktop.environment)
            let paris = try #require(output.trees.first?.first(named: "Paris, France"))
            let box = try #require(paris.extents)
            // The window's own bar (weston offers no decorations) gives its origin on screen.
            var bar: (x: Int, y: Int, width: Int, height: Int)?
            let shot = try desktop.weston.screenshot(timeout: 5) { shot in
                bar = ClientFrameWestonTests.box(of: ClientFrameWestonTests.inactiveBar, in: shot)
                return bar != nil
            }
            let origin = try #require(bar)
            let left = origin.x + box[0], top = origin.y + box[1], width = box[2], height = box[3]
            // The card's white caption runs along its bottom: its row 6 points up spans the
            // card, less what the rounded corners cut off there (and their antialiased pixel).
            let y = top + height - 6
            let radius = CityCardCell.cornerRadius
            let inset = Int((radius - (radius * radius - (radius - 6) * (radius - 6)).squareRoot()).rounded())
            var runs: [(start: Int, end: Int)] = []
            for x in max(left - 20, 0)..<min(left + width + 20, shot.width) where shot.rgb(x: x, y: y) == 0xFF_FFFF {
                if let last = runs.last, last.end == x - 1 { runs[runs.count - 1].end = x } else { runs.append((x, x)) }
            }
            let widest = try #require(runs.max { $0.end - $0.start < $1.end - $1.start })
            #expect(abs(widest.start - (left + inset)) <= 2 && abs(widest.end + 1 - (left + width - inset)) <= 2,
                    "white from \(widest.start) to \(widest.end), extents \(box) at \(origin)")
            // And its bottom edge: white above it, not white 3 points below.
            let x = left + width / 2
            #expect(shot.rgb(x: x, y: top + height - 3) == 0xFF_FFFF && shot.rgb(x: x, y: top + height + 3) != 0xFF_FFFF)
        }

        @Test("idle stays idle with the tree exported and read: no commits, no CPU")
        func idle() throws {
            let desktop = try Desktop(["--scene", "feed", "--size", "800x600", "--stats"])
            defer { desktop.kill() }
            try desktop.app.waitForBuffer()
            let output = try AccessibilityReader.read("WaylandApp", environment: desktop.environment)
            #expect(output.trees.first?.first(named: "Paris, France") != nil)
            let idle = try IdleMeasurement.measure(desktop.app)
            #expect(idle.commitsAreIdle, "\(idle.summary)\n\(desktop.app.transcript)")
            #expect(idle.cpuIsIdle, "\(idle.summary)\n\(desktop.app.transcript)")
        }

        @Test("no accessibility bus: the app runs as before and logs why")
        func noBus() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let app = try AppProcess(["run", "--scene", "feed", "--exit-after", "60", "--verbose"],
                                     environment: weston.clientEnvironment.merging(bus.clientEnvironment) { $1 })
            defer { app.kill() }
            try app.waitForBuffer()
            let deadline = Date(timeIntervalSinceNow: 10)
            while !app.stderr.contains("accessibility off"), Date() < deadline { usleep(50_000) }
            #expect(app.stderr.contains("accessibility off: no accessibility bus"), "\(app.transcript)")
        }
    }
}
