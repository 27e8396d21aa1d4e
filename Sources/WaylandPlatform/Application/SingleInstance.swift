import CSystemd
import Glibc
import Layers
import Logging

/// One instance of an app per session, as GApplication keeps it: the app owns its
/// application ID on the session bus and serves `org.freedesktop.Application` on the
/// ID's object path; an app launched while another owns the ID hands its launch over to
/// it (``activateRunningInstance(with:timeout:)``) and exits. D-Bus activation (a
/// desktop file with `DBusActivatable=true` and a service file) starts the app the same way.
///
/// ```swift
/// let instance = SingleInstance(applicationID: "org.example.App")  // asks, does not wait
/// // … load what the first frame needs meanwhile …
/// switch instance.resolve(until: MonotonicClock.time + SingleInstance.defaultTimeout) {
/// case .primary: instance.onActivate = { data in window.activate(token: data.activationToken!) }
/// case .secondary: try instance.activateRunningInstance(with: data); exit(0)
/// case .alone(let reason): print("running alone: \(reason)")
/// }
/// instance.follow(on: app.loop)
/// ```
///
/// Nothing here waits longer than the deadline given: without a session bus, or with a
/// bus that does not answer, the app runs ``Role/alone(reason:)``.
@MainActor
public final class SingleInstance {
    /// What this process is for its application ID.
    public enum Role: Equatable, Sendable {
        /// It owns the ID: the first instance, called by later launches.
        case primary
        /// Another process owns the ID: hand the launch over to it.
        case secondary
        /// No bus, or no answer in time: the app runs on its own, and says why.
        case alone(reason: String)
    }

    /// How long a launch waits for the bus by default: 100 ms.
    public static let defaultTimeout: TimeSpan = .milliseconds(100)
    /// The interface served, as GLib and the Desktop Entry specification name it.
    public static let interface = "org.freedesktop.Application"

    /// The application ID (`dev.layers.WaylandApp`), the bus name owned.
    public let applicationID: String
    /// The object path served: the ID with `/` for `.` and `_` for `-`.
    public let objectPath: String
    /// Called with the platform data of each `Activate` (and of `Open` and
    /// `ActivateAction`, after their own handlers): bring the window forward.
    public var onActivate: ((PlatformData) -> Void)?
    /// Called with the URIs of each `Open` before ``onActivate``.
    public var onOpen: (([String], PlatformData) -> Void)?
    /// Called with the action's name of each `ActivateAction`; return false for an action
    /// the app does not have (the caller gets an error naming it).
    public var onActivateAction: ((String, PlatformData) -> Bool)?

    var bus: BusConnection?
    private var requestReply: Result<UInt32, SingleInstanceError>?
    private var startFailure: String?
    /// Calls that came before ``follow(on:)`` (D-Bus activation queues the activating
    /// call until the name is owned, so it arrives while ``resolve(until:)`` waits): the
    /// handlers are set only once the window is open.
    private var heldCalls: [() -> Void] = []
    private var watch: BusWatch?
    let logger = Logger(label: "platform.instance")

    /// Starts loading libsystemd (sd-bus) on a thread of its own, so that the
    /// ``init(applicationID:busAddress:)`` made later on the main thread finds it loaded
    /// instead of loading it on the way to the first frame. Harmless when it cannot load.
    nonisolated public static func loadBusLibraryInBackground() {
        var thread = pthread_t()
        if pthread_create(&thread, nil, { _ in _ = cs_sd_bus_available(); return nil }, nil) == 0 {
            pthread_detach(thread)
        }
    }

    /// Connects to the session bus (or `busAddress`) and asks for `applicationID`
    /// (`RequestName` with `DO_NOT_QUEUE`) without waiting for the answer.
    public init(applicationID: String, busAddress: String? = nil) {
        self.applicationID = applicationID
        objectPath = "/" + String(applicationID.map { $0 == "." ? "/" : $0 == "-" ? "_" : $0 })
        do {
            let bus = try BusConnection(address: busAddress)
            self.bus = bus
            try bus.serve(under: objectPath) { [weak self] call in self?.handle(call) ?? false }
            try bus.call("org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                         member: "RequestName", timeout: .seconds(25), building: { writer in
                writer.append(applicationID)
                writer.append(UInt32(4))  // DBUS_NAME_FLAG_DO_NOT_QUEUE
            }) { [weak self] reply in self?.received(reply) }
        } catch {
            bus = nil
            startFailure = "no session bus (\(error))"
        }
    }

    isolated deinit { watch?.cancel() }

    /// Waits until the bus answered or `deadline` (on `MonotonicClock`, CLOCK_MONOTONIC) passed.
    public func resolve(until deadline: ClockTime) -> Role {
        if let startFailure { return .alone(reason: startFailure) }
        guard let bus else { return .alone(reason: "no session bus") }
        do {
            _ = try bus.wait(until: deadline) { requestReply == nil }
        } catch {
            return .alone(reason: "the session bus failed (\(error))")
        }
        switch requestReply {
        case nil: return .alone(reason: "the session bus did not answer in time")
        case .failure(let error): return .alone(reason: "\(error)")
        case .success(1), .success(4): return .primary
        case .success(3): return .secondary
        case .success(let code): return .alone(reason: "RequestName answered \(code)")
        }
    }

    /// Calls `Activate` on the instance that owns the ID with `data`, waiting at most
    /// `timeout` for its answer.
    /// - Throws: ``SingleInstanceError`` when there is no bus, no answer or an error answer.
    public func activateRunningInstance(with data: PlatformData, timeout: TimeSpan = defaultTimeout) throws(SingleInstanceError) {
        guard let bus else { throw .noBus }
        var answer: Result<Void, SingleInstanceError>?
        do {
            try bus.call(applicationID, path: objectPath, interface: Self.interface, member: "Activate",
                         timeout: timeout, building: { $0.append(stringVariants: data.entries) }) { reply in
                if let error = reply.error { answer = .failure(.refused(name: error.name, message: error.message)) } else { answer = .success(()) }
            }
            _ = try bus.wait(until: MonotonicClock.time + timeout) { answer == nil }
        } catch {
            throw .bus("\(error)")
        }
        guard let answer else { throw .noAnswer(timeout) }
        try answer.get()
    }

    /// From now on, calls from other processes are handled on `loop`'s turns.
    public func follow(on loop: EventLoop) {
        guard let bus, watch == nil else { return }
        watch = BusWatch(bus, on: loop) { [weak self] error in
            self?.logger.info("the session bus went away (\(error)): no more activation by other launches")
            self?.watch = nil
            self?.bus = nil
        }
        guard watch != nil else { return }
        let held = heldCalls
        heldCalls = []
        for call in held { call() }
    }

    /// Runs `body` now when following a loop, else once ``follow(on:)`` is called.
    func deliver(_ body: @escaping () -> Void) {
        if watch == nil { heldCalls.append(body) } else { body() }
    }

    private func received(_ reply: BusMessage) {
        if let error = reply.error {
            requestReply = .failure(.refused(name: error.name, message: error.message))
            return
        }
        do { requestReply = .success(try reply.readUInt32()) } catch { requestReply = .failure(.bus("\(error)")) }
    }
}
