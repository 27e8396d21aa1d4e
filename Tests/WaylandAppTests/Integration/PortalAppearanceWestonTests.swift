import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// `run` follows the desktop's appearance live: the real app on a headless weston,
    /// a private session bus, and there Debian's real `xdg-desktop-portal` with its GTK
    /// backend reading a private GSettings (``RealPortal``), or for what that portal
    /// cannot say (high contrast is GNOME's, but a portal's `contrast` key is not in 1.16;
    /// a wrong value) `scripts/stand-in-portal`.
    @Suite("The desktop's appearance from the portal, on weston")
    struct PortalAppearanceWestonTests {
        /// The feed's backgrounds: light (its own paper) and dark (libadwaita's window).
        static let light: UInt32 = 0xF3EFE9, dark: UInt32 = 0x242424

        /// How many of `image`'s pixels are `color` (within 3 per channel).
        static func count(_ color: UInt32, in image: PNGImage) -> Int {
            image.width * image.height - image.countPixels(differingFrom: color, tolerance: 3)
        }

        /// Screenshots until most of the feed's background is `color` (a 800x500 feed
        /// shows well over 40 000 pixels of it); fails after `timeout`.
        static func waitForBackground(_ color: UInt32, on weston: Weston, timeout: TimeInterval) throws {
            try weston.screenshot(timeout: timeout) { count(color, in: $0) > 40_000 }
        }

        @Test("gsettings color-scheme prefer-dark turns the running feed dark within one cross-fade, default turns it back; enable-animations is followed too; idle after")
        func realPortal() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let portal = try RealPortal(on: bus, compositor: weston.clientEnvironment)
            defer { portal.kill() }
            let app = try AppProcess(["run", "--scene", "feed", "--size", "800x500", "--stats", "--exit-after", "60"],
                                     environment: weston.clientEnvironment.merging(bus.clientEnvironment) { $1 })
            defer { app.kill() }

            try app.waitForLine("appearance light (desktop)") { $0 == "appearance light (desktop)" }
            try app.waitForLine("reduce-motion off (desktop)") { $0 == "reduce-motion off (desktop)" }
            try Self.waitForBackground(Self.light, on: weston, timeout: 5)

            var start = app.lines.count
            try portal.gsettings("org.gnome.desktop.interface", "color-scheme", "prefer-dark")
            try app.waitForLine("appearance dark (desktop)", from: start) { $0 == "appearance dark (desktop)" }
            // The 0.25 s cross-fade, plus a screenshot's own time.
            try Self.waitForBackground(Self.dark, on: weston, timeout: 1)

            start = app.lines.count
            try portal.gsettings("org.gnome.desktop.interface", "color-scheme", "default")
            try app.waitForLine("appearance light (desktop)", from: start) { $0 == "appearance light (desktop)" }
            try Self.waitForBackground(Self.light, on: weston, timeout: 1)

            start = app.lines.count
            try portal.gsettings("org.gnome.desktop.interface", "enable-animations", "false")
            try app.waitForLine("reduce-motion on (desktop)", from: start) { $0 == "reduce-motion on (desktop)" }
            // Under reduced motion the switch shows at once.
            try portal.gsettings("org.gnome.desktop.interface", "color-scheme", "prefer-dark")
            try app.waitForLine("appearance dark (desktop)", from: start) { $0 == "appearance dark (desktop)" }
            try Self.waitForBackground(Self.dark, on: weston, timeout: 1)

            let idle = try IdleMeasurement.measure(app)
            #expect(idle.commits == 0, "no commits once the switch is over: \(idle.summary)\n\(app.transcript)")
        }

        @Test("high contrast through the stand-in portal: on at start, off and on again live; a wrong color-scheme is said and taken as light")
        func highContrastAndBadValues() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let portal = try StandInPortal(on: bus, settings: [
                ("org.gnome.desktop.a11y.interface", "high-contrast", "boolean:true"),
                ("org.freedesktop.appearance", "color-scheme", "uint32:1"),
            ])
            defer { portal.kill() }
            let app = try AppProcess(["run", "--scene", "feed", "--size", "800x500", "--exit-after", "60"],
                                     environment: weston.clientEnvironment.merging(bus.clientEnvironment) { $1 })
            defer { app.kill() }

            try app.waitForLine("appearance dark high-contrast (desktop)") { $0 == "appearance dark high-contrast (desktop)" }
            try Self.waitForBackground(Self.dark, on: weston, timeout: 5)
            var start = app.lines.count
            try portal.set("org.gnome.desktop.a11y.interface", "high-contrast", "boolean:false")
            try app.waitForLine("appearance dark (desktop)", from: start) { $0 == "appearance dark (desktop)" }
            start = app.lines.count
            try portal.set("org.freedesktop.appearance", "contrast", "uint32:1")
            try app.waitForLine("appearance dark high-contrast (desktop)", from: start) { $0 == "appearance dark high-contrast (desktop)" }

            start = app.lines.count
            try portal.set("org.freedesktop.appearance", "color-scheme", "uint32:9")
            try app.waitForLine("appearance light high-contrast (desktop)", from: start) { $0 == "appearance light high-contrast (desktop)" }
            _ = try app.waitForStderrLine("the unknown color-scheme said") { $0.contains("color-scheme 9 is not 0, 1 or 2") }
            try portal.set("org.freedesktop.appearance", "color-scheme", "string:dark")
            _ = try app.waitForStderrLine("the wrong type said") { $0.contains("color-scheme is a string, want uint32") }
            try Self.waitForBackground(Self.light, on: weston, timeout: 2)
            #expect(app.process.termination == nil, "the app runs on\n\(app.transcript)")
        }

        @Test("--appearance dark and --high-contrast win over the desktop and ignore its changes")
        func flagsOverride() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let bus = try SessionBus()
            defer { bus.kill() }
            let portal = try StandInPortal(on: bus, settings: [("org.freedesktop.appearance", "color-scheme", "uint32:2")])
            defer { portal.kill() }
            let app = try AppProcess(["run", "--scene", "feed", "--size", "800x500", "--appearance", "dark", "--high-contrast",
                                      "--exit-after", "60"],
                                     environment: weston.clientEnvironment.merging(bus.clientEnvironment) { $1 })
            defer { app.kill() }
            try app.waitForLine("appearance dark high-contrast (flag)") { $0 == "appearance dark high-contrast (flag)" }
            try Self.waitForBackground(Self.dark, on: weston, timeout: 5)
            try portal.set("org.freedesktop.appearance", "color-scheme", "uint32:0")
            Thread.sleep(forTimeInterval: 0.5)
            #expect(app.lines.filter { $0.hasPrefix("appearance") } == ["appearance dark high-contrast (flag)"], "\(app.transcript)")
        }
    }
}
