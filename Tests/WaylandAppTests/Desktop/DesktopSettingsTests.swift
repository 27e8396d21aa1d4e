import Testing
import Layers
@testable import WaylandPlatform

/// `DesktopSettings` against a private `dbus-daemon` with `scripts/stand-in-portal` on
/// it (no compositor): the start-up read through `ReadOne` and through version 1's
/// `Read`, `SettingChanged` while running, and no portal or no bus at all.
@Suite("DesktopSettings on a private session bus")
struct DesktopSettingsTests {
    @Test("ReadOne at start: enable-animations false reduces motion; a missing key is nil")
    func readsAtStart() throws {
        let bus = try SessionBus()
        defer { bus.kill() }
        let portal = try StandInPortal(on: bus, settings: [
            (StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:false"),
        ])
        defer { portal.kill() }
        // Generous: the start-up wait is bounded by this, and the machine may be busy.
        let settings = DesktopSettings(busAddress: bus.address, timeout: .seconds(10))
        #expect(settings.isConnected)
        #expect(settings.motion == MotionSettings(enableAnimations: false, reducedMotion: nil))
        #expect(settings.motion.reducesMotion)
    }

    @Test("a version 1 portal (no ReadOne): Read's value, inside one more variant, is read")
    func fallsBackToRead() throws {
        let bus = try SessionBus()
        defer { bus.kill() }
        let portal = try StandInPortal(on: bus, version: 1, settings: [
            (StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:true"),
            (StandInPortal.reducedMotion.namespace, StandInPortal.reducedMotion.key, "uint32:1"),
        ])
        defer { portal.kill() }
        let settings = DesktopSettings(busAddress: bus.address, timeout: .seconds(10))
        #expect(settings.motion == MotionSettings(enableAnimations: true, reducedMotion: 1))
        #expect(settings.motion.reducesMotion, "reduced-motion 1 reduces even with animations on")
    }

    @Test("SettingChanged while running updates the settings and calls onMotionChange")
    func followsChanges() throws {
        let bus = try SessionBus()
        defer { bus.kill() }
        let portal = try StandInPortal(on: bus, settings: [
            (StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:true"),
        ])
        defer { portal.kill() }
        let settings = DesktopSettings(busAddress: bus.address, timeout: .seconds(10))
        #expect(!settings.motion.reducesMotion)
        var heard: [MotionSettings] = []
        settings.onMotionChange = { heard.append($0) }

        try portal.set(StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:false")
        #expect(try settings.waitForChange(timeout: .seconds(10)))
        #expect(heard == [MotionSettings(enableAnimations: false)])

        try portal.set(StandInPortal.reducedMotion.namespace, StandInPortal.reducedMotion.key, "uint32:1")
        #expect(try settings.waitForChange(timeout: .seconds(10)))
        try portal.set(StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:true")
        #expect(try settings.waitForChange(timeout: .seconds(10)))
        #expect(settings.motion == MotionSettings(enableAnimations: true, reducedMotion: 1))
        #expect(settings.motion.reducesMotion)
        #expect(heard.count == 3)
    }

    @Test("a portal slow to answer: the start-up read gives up at its timeout; the answer arrives later")
    func lateAnswer() throws {
        let bus = try SessionBus()
        defer { bus.kill() }
        let portal = try StandInPortal(on: bus, holdingReplies: true, settings: [
            (StandInPortal.enableAnimations.namespace, StandInPortal.enableAnimations.key, "boolean:false"),
        ])
        defer { portal.kill() }
        // The stand-in answers nothing before release(): the wait ends at the timeout.
        let settings = DesktopSettings(busAddress: bus.address, timeout: .seconds(0.2))
        #expect(settings.isConnected)
        #expect(!settings.motion.isKnown)
        var heard: [MotionSettings] = []
        settings.onMotionChange = { heard.append($0) }
        try portal.release()
        #expect(try settings.waitForChange(timeout: .seconds(10)))
        #expect(heard == [MotionSettings(enableAnimations: false)])
        #expect(settings.motion.reducesMotion)
    }

    @Test("no portal on the bus: connected, nothing known, full motion")
    func noPortal() throws {
        let bus = try SessionBus()
        defer { bus.kill() }
        let settings = DesktopSettings(busAddress: bus.address, timeout: .seconds(10))
        #expect(settings.isConnected)
        #expect(!settings.motion.isKnown)
        #expect(!settings.motion.reducesMotion)
    }

    @Test("no bus at all: not connected, full motion")
    func noBus() throws {
        let settings = DesktopSettings(busAddress: "unix:path=/nonexistent/wayland-layers-test/bus", timeout: .seconds(10))
        #expect(!settings.isConnected)
        #expect(!settings.motion.isKnown)
        #expect(!settings.motion.reducesMotion)
    }
}
