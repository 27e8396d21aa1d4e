import Layers
import Logging

/// The desktop's settings an app follows, read from the XDG desktop portal
/// (`org.freedesktop.portal.Settings` on the session bus, through sd-bus): the motion
/// settings, ``motion``, and the appearance (dark or light, contrast, accent colour),
/// ``appearance``.
///
/// ```swift
/// let settings = DesktopSettings()              // reads, waiting at most 0.5 s
/// host.reducesMotion = settings.motion.reducesMotion
/// settings.onMotionChange = { host.reducesMotion = $0.reducesMotion }
/// host.appearance = settings.appearance.appearance
/// settings.onAppearanceChange = { host.appearance = $0.appearance }
/// settings.follow(on: app.loop)                 // changes arrive on the loop's turns
/// ```
///
/// Without a session bus, or with no portal on it, nothing is known (``MotionSettings``
/// with no key: full motion; ``AppearanceSettings`` with no key: light) and a line is logged at `info` level; the read never waits
/// longer than its timeout, so a missing portal cannot delay the window.
@MainActor
public final class DesktopSettings {
    /// The portal's bus name, object path and settings interface.
    static let portal = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"

    /// How long ``init(busAddress:timeout:)`` waits for the portal by default: 0.5 s.
    public static let defaultTimeout: TimeSpan = .seconds(0.5)
    /// How long a read may take before sd-bus gives up on it: D-Bus's usual 25 s, so an
    /// answer that misses the start-up wait (a portal still being started by D-Bus
    /// activation) still arrives on the loop.
    static let callTimeout: TimeSpan = .seconds(25)

    /// The motion settings as last read or signalled.
    public private(set) var motion = MotionSettings()
    /// Called when the portal signals a change of ``motion`` (`SettingChanged`), on a
    /// turn of the loop given to ``follow(on:)``, with the new settings.
    public var onMotionChange: ((MotionSettings) -> Void)?
    /// The appearance settings as last read or signalled.
    public private(set) var appearance = AppearanceSettings()
    /// Called when the portal signals a change of ``appearance`` (`SettingChanged`), on a
    /// turn of the loop given to ``follow(on:)``, with the new settings.
    public var onAppearanceChange: ((AppearanceSettings) -> Void)?
    /// True while the app is connected to the session bus.
    public var isConnected: Bool { bus != nil }

    private var bus: BusConnection?
    private var watch: BusWatch?
    private var pendingReads = 0
    private var reportedNoPortal = false
    /// The bus's answers when no one owns the portal's name.
    private static let noPortalErrors: Set = ["org.freedesktop.DBus.Error.ServiceUnknown",
                                              "org.freedesktop.DBus.Error.NameHasNoOwner"]
    private let logger = Logger(label: "platform.settings")

    /// Connects to the session bus (`$DBUS_SESSION_BUS_ADDRESS`, else
    /// `$XDG_RUNTIME_DIR/bus`; or `busAddress`, a D-Bus address), subscribes to the
    /// portal's `SettingChanged` and reads the motion and appearance settings, waiting at most `timeout`
    /// seconds for the answers.
    public init(busAddress: String? = nil, timeout: TimeSpan = defaultTimeout) {
        do {
            let bus = try BusConnection(address: busAddress)
            self.bus = bus
            try bus.matchSignal(sender: Self.portal, path: Self.path, interface: Self.interface,
                                member: "SettingChanged") { [weak self] message in self?.settingChanged(message) }
            for setting in MotionSettings.keys + AppearanceSettings.keys {
                try read(setting.namespace, setting.key, method: "ReadOne")
            }
            let timedOut = try bus.wait(until: MonotonicClock.time + timeout) { pendingReads > 0 }
            if timedOut {
                logger.info("the desktop portal did not answer within \(Int(timeout.milliseconds)) ms: full motion until it does")
            }
        } catch {
            logger.info("no session bus for the desktop's settings (\(error)): full motion")
            bus = nil
        }
    }

    isolated deinit { watch?.cancel() }

    /// From now on, the portal's changes (and answers that came after the timeout) are
    /// handled on `loop`'s turns, calling ``onMotionChange``.
    public func follow(on loop: EventLoop) {
        guard let bus, watch == nil else { return }
        // A connection that failed or closed is dropped; the settings stay as they were.
        watch = BusWatch(bus, on: loop) { [weak self] error in
            self?.logger.info("the session bus went away (\(error)): the desktop's settings stay as they were")
            self?.watch = nil
            self?.bus = nil
        }
    }

    /// Waits up to `timeout` seconds for anything from the bus and handles it (for tests,
    /// which have no event loop); false when nothing changed ``motion`` or ``appearance`` by then.
    func waitForChange(timeout: TimeSpan) throws -> Bool {
        guard let bus else { return false }
        let before = (motion, appearance)
        return try !bus.wait(until: MonotonicClock.time + timeout) { motion == before.0 && appearance == before.1 }
    }

    /// Asks the portal for `key` in `namespace` with `method` (`ReadOne`, else `Read`).
    private func read(_ namespace: String, _ key: String, method: String) throws {
        guard let bus else { return }
        pendingReads += 1
        try bus.call(Self.portal, path: Self.path, interface: Self.interface, member: method,
                     arguments: [namespace, key], timeout: Self.callTimeout) { [weak self] reply in
            guard let self else { return }
            self.pendingReads -= 1
            self.received(reply, for: namespace, key, method: method)
        }
    }

    private func received(_ reply: BusMessage, for namespace: String, _ key: String, method: String) {
        if let error = reply.error {
            if method == "ReadOne" && error.name == "org.freedesktop.DBus.Error.UnknownMethod" {
                // A portal older than version 2 of the interface: Read wraps the value in one more variant.
                do { try read(namespace, key, method: "Read") } catch { logger.info("cannot call Read: \(error)") }
            } else if Self.noPortalErrors.contains(error.name) {
                if !reportedNoPortal { logger.info("no desktop portal on the session bus (\(error.message)): full motion") }
                reportedNoPortal = true
            } else {
                logger.info("the desktop portal has no \(namespace) \(key): \(error.name) \(error.message)")
            }
            return
        }
        do {
            apply(namespace, key, try reply.readVariant())
        } catch {
            logger.info("the desktop portal's \(namespace) \(key) is not a variant: \(error)")
        }
    }

    private func settingChanged(_ message: BusMessage) {
        do {
            let namespace = try message.readString(), key = try message.readString()
            apply(namespace, key, try message.readVariant())
        } catch {
            logger.info("a SettingChanged signal of an unexpected shape: \(error)")
        }
    }

    private func apply(_ namespace: String, _ key: String, _ value: BusValue) {
        if applyAppearance(namespace, key, value) { return }
        var changed = motion
        guard changed.update(namespace: namespace, key: key, value: value) else { return }
        logger.debug("desktop setting \(namespace) \(key) = \(value)")
        guard changed != motion else { return }
        motion = changed
        onMotionChange?(changed)
    }

    /// Takes `value` when it is an appearance key, logging a value it refused or
    /// reinterpreted; false when it is not one.
    private func applyAppearance(_ namespace: String, _ key: String, _ value: BusValue) -> Bool {
        var changed = appearance
        switch changed.update(namespace: namespace, key: key, value: value) {
        case .notMine:
            return false
        case let .refused(problem):
            logger.warning("the desktop portal's \(namespace) \(key) is \(problem); keeping \(appearance.appearance)")
            return true
        case let .appliedWithWarning(problem):
            logger.warning("the desktop portal's \(namespace) \(key) \(problem)")
        case .applied:
            logger.debug("desktop setting \(namespace) \(key) = \(value)")
        }
        guard changed != appearance else { return true }
        appearance = changed
        onAppearanceChange?(changed)
        return true
    }
}
