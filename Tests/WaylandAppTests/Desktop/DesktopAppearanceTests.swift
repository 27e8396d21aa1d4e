import Testing
import Layers
@testable import WaylandPlatform

/// `DesktopSettings`' appearance keys through sd-bus, against `scripts/stand-in-portal`
/// on a private `dbus-daemon`: `color-scheme`, GNOME's `high-contrast` and the
/// `(ddd)` `accent-color` (which Debian 12's real portal does not have) at start and on
/// `SettingChanged`, and values of the wrong type or out of range refused.
@Suite("DesktopSettings' appearance on a private session bus")
struct DesktopAppearanceTests {
    @Test("read at start: prefer dark, high contrast, an accent colour")
    func readsAtStart() throws {
        let bus = try SessionBus()
        defer { bus.kill() }
        let portal = try StandInPortal(on: bus, settings: [
            ("org.freedesktop.appearance", "color-scheme", "uint32:1"),
            ("org.gnome.desktop.a11y.interface", "high-contrast", "boolean:true"),
            ("org.freedesktop.appearance", "accent-color", "doubles:0.25,0.5,0.75"),
        ])
        defer { portal.kill() }
        let settings = DesktopSettings(busAddress: bus.address, timeout: .seconds(10))
        #expect(settings.appearance.appearance == Appearance(style: .dark, contrast: .high,
                                                             accentColor: Color(red: 0.25, green: 0.5, blue: 0.75)))
    }

    @Test("SettingChanged: each change heard once; NaN accent, a string color-scheme refused or dropped")
    func followsChanges() throws {
        let bus = try SessionBus()
        defer { bus.kill() }
        let portal = try StandInPortal(on: bus, settings: [("org.freedesktop.appearance", "color-scheme", "uint32:0")])
        defer { portal.kill() }
        let settings = DesktopSettings(busAddress: bus.address, timeout: .seconds(10))
        #expect(settings.appearance.appearance == .light)
        var heard: [Appearance] = []
        settings.onAppearanceChange = { heard.append($0.appearance) }

        try portal.set("org.freedesktop.appearance", "color-scheme", "uint32:1")
        #expect(try settings.waitForChange(timeout: .seconds(10)))
        try portal.set("org.freedesktop.appearance", "accent-color", text: "doubles:1,0.5,0")
        #expect(try settings.waitForChange(timeout: .seconds(10)))
        #expect(settings.appearance.accentColor == Color(red: 1, green: 0.5, blue: 0))
        try portal.set("org.freedesktop.appearance", "accent-color", text: "doubles:nan,0.5,0")
        #expect(try settings.waitForChange(timeout: .seconds(10)))
        #expect(settings.appearance.accentColor == nil, "a NaN component: no accent colour")
        try portal.set("org.freedesktop.appearance", "color-scheme", "string:dark")
        #expect(try !settings.waitForChange(timeout: .seconds(0.5)), "refused: nothing changes")
        #expect(settings.appearance.colorScheme == .preferDark)
        #expect(heard == [.dark, Appearance(style: .dark, accentColor: Color(red: 1, green: 0.5, blue: 0)), .dark])
    }
}
