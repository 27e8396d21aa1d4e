import Layers
import Logging

/// Shows a window's layer tree to screen readers such as Orca, over AT-SPI2 (D-Bus,
/// through sd-bus), as GTK and Qt apps do.
///
/// ```swift
/// let bridge = AccessibilityBridge(window: window, loop: app.loop, applicationName: "WaylandApp")
/// ```
///
/// Nothing here waits. The accessibility bus's address is asked of `org.a11y.Bus` on
/// the session bus; the answer, the registration with the registry
/// (`org.a11y.atspi.Socket.Embed`) and every call from a screen reader arrive on the
/// loop's turns. Without a session bus or an accessibility bus the bridge logs one
/// line at `info` level and stays off. After each turn the content's
/// ``WindowContent/accessibilityTree`` is refreshed (only when the layers changed) and
/// its changes go out as AT-SPI events.
@MainActor
public final class AccessibilityBridge {
    /// The window content's accessible tree (an empty one for content without).
    public let tree: AccessibilityTree
    /// The name the desktop lists the application under.
    public let applicationName: String
    /// Where the bridge is: looking for the bus, registering, serving, or off.
    public private(set) var phase = Phase.lookingUp

    /// The bridge's progress.
    public enum Phase: Equatable, Sendable {
        /// Asking the session bus where the accessibility bus is.
        case lookingUp
        /// Connected to the accessibility bus, waiting for the registry's answer.
        case registering
        /// Registered: screen readers can read the tree, and events go out.
        case serving
        /// No accessibility bus (or it went away): nothing is exported.
        case off
    }

    weak var window: Window?
    private weak var loop: EventLoop?
    private var session: BusConnection?
    var bus: BusConnection?
    private var watched: [Int32] = []
    /// Connections no longer used, kept until the turn ends: a handler may be running on one.
    private var retired: [BusConnection] = []
    /// The registry's desktop, our application's parent.
    var desktop = (name: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root")
    /// The id the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    /// The nodes last reported as showing, to send `showing` changes when they move.
    var showing: Set<UInt64> = []
    let logger = Logger(label: "platform.accessibility")

    /// Starts looking for the accessibility bus (on the session bus at
    /// `sessionBusAddress`, else the environment's) and returns at once. The desktop
    /// lists the app as `applicationName`; its window reads as the tree's label.
    public init(window: Window, loop: EventLoop, applicationName: String, sessionBusAddress: String? = nil) {
        self.applicationName = applicationName
        tree = window.accessibilityTree ?? AccessibilityTree(label: applicationName)
        self.window = window
        self.loop = loop
        do {
            let session = try BusConnection(address: sessionBusAddress)
            self.session = session
            try session.call("org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress",
                             arguments: [], timeout: .seconds(25)) { [weak self] reply in self?.found(reply) }
            watch(session)
        } catch {
            stop("no session bus to find the accessibility bus on (\(error))")
        }
        loop.addBeforeWaitHook { [weak self] in self?.turn() }
    }

    isolated deinit {
        for descriptor in watched { loop?.unwatch(descriptor) }
    }

    /// The session bus answered `GetAddress`: connect there and register.
    private func found(_ reply: BusMessage) {
        if let error = reply.error { return stop("no accessibility bus (\(error.name): \(error.message))") }
        do {
            let address = try reply.readString()
            let bus = try BusConnection(address: address)
            self.bus = bus
            try bus.serve(under: Self.pathPrefix) { [weak self] call in self?.handle(call) ?? false }
            try bus.serve(under: Self.cachePath) { [weak self] call in self?.handleCache(call) ?? false }
            try bus.call(desktop.name, path: desktop.path, interface: "org.a11y.atspi.Socket", member: "Embed",
                         timeout: .seconds(25), building: { $0.append(reference: (bus.uniqueName ?? "", Self.applicationPath)) },
                         reply: { [weak self] reply in self?.embedded(reply) })
            watch(bus)
            phase = .registering
        } catch {
            stop("cannot connect to the accessibility bus (\(error))")
        }
        // The session bus was only needed for the address (it goes after this turn).
        if let session { forget(session) }
    }

    /// The registry answered `Embed` with the desktop's reference.
    private func embedded(_ reply: BusMessage) {
        if let error = reply.error { return stop("the accessibility registry refused us (\(error.name): \(error.message))") }
        phase = .serving
        logger.info("registered with the accessibility bus")
        tree.recordsChanges = true
        tree.refresh()
        _ = tree.takeChanges()
        showing = Set(tree.nodes.keys.filter { isShowing($0) })
    }

    /// After each turn's events: the tree's changes go out as events, and queued messages are sent.
    private func turn() {
        // Dropped here, never inside one of their own handlers.
        retired = []
        guard phase == .serving, let bus else { return }
        tree.refresh()
        let changes = tree.takeChanges()
        guard !changes.isEmpty else { return process(bus) }
        for change in changes { send(change) }
        // Nodes that went with a removed container leave no trace.
        showing.formIntersection(tree.nodes.keys)
        process(bus)
    }

    private func watch(_ connection: BusConnection) {
        let descriptor = connection.fileDescriptor
        guard descriptor >= 0, let loop else { return }
        watched.append(descriptor)
        loop.watch(descriptor) { [weak self, weak connection] in
            guard let self, let connection else { return }
            self.process(connection)
        }
    }

    private func forget(_ connection: BusConnection) {
        let descriptor = connection.fileDescriptor
        loop?.unwatch(descriptor)
        watched.removeAll { $0 == descriptor }
        if connection === session { session = nil }
        if connection === bus { bus = nil }
        retired.append(connection)
    }

    private func process(_ connection: BusConnection) {
        do {
            try connection.process()
        } catch {
            forget(connection)
            if phase != .lookingUp || connection !== session { stop("the accessibility bus went away (\(error))") }
        }
    }

    private func stop(_ reason: String) {
        logger.info("accessibility off: \(reason)")
        phase = .off
        tree.recordsChanges = false
        if let bus { forget(bus) }
        if let session { forget(session) }
    }
}
