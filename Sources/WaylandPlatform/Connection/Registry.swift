import CWayland
import Logging

/// The compositor's globals, bound at the highest version both sides speak.
///
/// Required: wl_compositor, wl_shm, xdg_wm_base. Used when offered: wl_subcompositor
/// (client-side title bar), wl_seat, wl_output, wp_presentation, wp_viewporter,
/// zxdg_decoration_manager_v1, wp_fractional_scale_manager_v1, wp_cursor_shape_manager_v1. Seats and outputs may
/// come and go while the app runs.
@MainActor
public final class Registry {
    /// The newest version of each interface this client implements.
    static let supportedVersions: [String: UInt32] = [
        "wl_compositor": 4, "wl_subcompositor": 1, "wl_shm": 1, "xdg_wm_base": 5,
        "wl_seat": 8, "wl_output": 3, "wp_presentation": 1, "wp_viewporter": 1,
        "zxdg_decoration_manager_v1": 1, "wp_fractional_scale_manager_v1": 1,
        "wp_cursor_shape_manager_v1": 1,
    ]

    /// The version to bind: the lower of what is offered and what we implement.
    static func negotiatedVersion(of interface: String, offered: UInt32) -> UInt32? {
        supportedVersions[interface].map { min($0, offered) }
    }

    let display: Display
    private let loop: EventLoop
    private var registry: OpaquePointer?
    private let logger = Logger(label: "platform.registry")

    private(set) var compositor: OpaquePointer?
    private(set) var compositorVersion: UInt32 = 0
    private(set) var subcompositor: OpaquePointer?
    private(set) var shm: OpaquePointer?
    private(set) var wmBase: OpaquePointer?
    private(set) var presentation: Presentation?
    private(set) var viewporter: OpaquePointer?
    private(set) var decorationManager: OpaquePointer?
    private(set) var fractionalScaleManager: OpaquePointer?
    private(set) var cursorShapeManager: OpaquePointer?
    private(set) var seat: Seat?
    private(set) var outputs: [UInt32: Output] = [:]
    private var names: [UInt32: String] = [:]

    private var seatObservers: [(Seat) -> Void] = []
    private var outputObservers: [() -> Void] = []

    /// Binds the globals; seats and outputs that appear later are bound as they come.
    /// - Throws: ``PlatformError/missingGlobal(_:)`` when a required one is missing.
    public init(display: Display, loop: EventLoop) throws {
        self.display = display
        self.loop = loop
        guard let registry = wl_display_get_registry(display.handle) else {
            throw display.failure()
        }
        self.registry = registry
        wl_registry_add_listener(registry, Self.listener, listenerData(self))
        try display.roundtrip()
        guard compositor != nil else { throw PlatformError.missingGlobal("wl_compositor") }
        // Version 4 brings damage_buffer (damage in buffer pixels); every current compositor has it.
        guard compositorVersion >= 4 else { throw PlatformError.missingGlobal("wl_compositor version 4 or newer") }
        guard shm != nil else { throw PlatformError.missingGlobal("wl_shm") }
        guard wmBase != nil else { throw PlatformError.missingGlobal("xdg_wm_base (xdg-shell)") }
        // A second roundtrip collects the first events of what was bound: seat
        // capabilities, output scales, the presentation clock.
        try display.roundtrip()
    }

    /// True when the compositor offers wl_subcompositor, which content needs for
    /// surfaces of its own (``WindowContent/attach(_:)``): ask before promising them.
    public var supportsSubsurfaces: Bool { subcompositor != nil }

    /// Calls `observer` with the current seat (if any) and with every seat that appears later.
    func observeSeats(_ observer: @escaping (Seat) -> Void) {
        seatObservers.append(observer)
        if let seat { observer(seat) }
    }

    /// Calls `observer` whenever an output's scale changes or an output goes away.
    func observeOutputs(_ observer: @escaping () -> Void) { outputObservers.append(observer) }

    private func outputsChanged() { for observer in outputObservers { observer() } }

    /// The output bound to `proxy`, if any.
    func output(for proxy: OpaquePointer?) -> Output? {
        outputs.values.first { $0.proxy == proxy }
    }

    /// Destroys everything bound; the display stays connected.
    public func destroy() {
        seat?.destroy(); seat = nil
        for output in outputs.values { output.destroy() }
        outputs.removeAll()
        presentation?.destroy(); presentation = nil
        if let wmBase { xdg_wm_base_destroy(wmBase) }
        if let viewporter { wp_viewporter_destroy(viewporter) }
        if let decorationManager { zxdg_decoration_manager_v1_destroy(decorationManager) }
        if let fractionalScaleManager { wp_fractional_scale_manager_v1_destroy(fractionalScaleManager) }
        if let cursorShapeManager { wp_cursor_shape_manager_v1_destroy(cursorShapeManager) }
        if let subcompositor { wl_subcompositor_destroy(subcompositor) }
        if let shm { wl_shm_destroy(shm) }
        if let compositor { wl_compositor_destroy(compositor) }
        if let registry { wl_registry_destroy(registry) }
        wmBase = nil; viewporter = nil; decorationManager = nil; fractionalScaleManager = nil; cursorShapeManager = nil
        subcompositor = nil; shm = nil; compositor = nil; registry = nil
    }

    private func bind(_ name: UInt32, _ interface: UnsafePointer<wl_interface>, _ version: UInt32) -> OpaquePointer? {
        wl_registry_bind(registry, name, interface, version).map { OpaquePointer($0) }
    }

    private func global(name: UInt32, interface: String, offered: UInt32) {
        guard let version = Self.negotiatedVersion(of: interface, offered: offered) else { return }
        logger.debug("binding \(interface) v\(version) (offered v\(offered))")
        switch interface {
        case "wl_compositor" where compositor == nil:
            compositor = bind(name, cw_wl_compositor_interface(), version)
            compositorVersion = version
        case "wl_subcompositor" where subcompositor == nil:
            subcompositor = bind(name, cw_wl_subcompositor_interface(), version)
        case "wl_shm" where shm == nil:
            shm = bind(name, cw_wl_shm_interface(), version)
        case "xdg_wm_base" where wmBase == nil:
            wmBase = bind(name, cw_xdg_wm_base_interface(), version)
            xdg_wm_base_add_listener(wmBase, Self.wmBaseListener, nil)
        case "wp_presentation" where presentation == nil:
            presentation = bind(name, cw_wp_presentation_interface(), version).map(Presentation.init)
        case "wp_viewporter" where viewporter == nil:
            viewporter = bind(name, cw_wp_viewporter_interface(), version)
        case "zxdg_decoration_manager_v1" where decorationManager == nil:
            decorationManager = bind(name, cw_zxdg_decoration_manager_v1_interface(), version)
        case "wp_fractional_scale_manager_v1" where fractionalScaleManager == nil:
            fractionalScaleManager = bind(name, cw_wp_fractional_scale_manager_v1_interface(), version)
        case "wp_cursor_shape_manager_v1" where cursorShapeManager == nil:
            cursorShapeManager = bind(name, cw_wp_cursor_shape_manager_v1_interface(), version)
        case "wl_seat" where seat == nil:
            guard let proxy = bind(name, cw_wl_seat_interface(), version) else { return }
            let seat = Seat(proxy: proxy, version: version, loop: loop)
            self.seat = seat
            for observer in seatObservers { observer(seat) }
        case "wl_output":
            guard let proxy = bind(name, cw_wl_output_interface(), version) else { return }
            let output = Output(proxy: proxy)
            output.onChange = { [weak self] in self?.outputsChanged() }
            outputs[name] = output
        default:
            return
        }
        names[name] = interface
    }

    private func globalRemoved(name: UInt32) {
        guard let interface = names.removeValue(forKey: name) else { return }
        logger.debug("global \(interface) removed")
        switch interface {
        case "wl_output":
            outputs.removeValue(forKey: name)?.destroy()
            outputsChanged()
        case "wl_seat":
            seat?.destroy()
            seat = nil
        default:
            break
        }
    }

    private static let listener = ListenerTable.make(wl_registry_listener(
        global: { data, _, name, interface, version in
            guard let interface else { return }
            let interfaceName = String(cString: interface)
            data.withObject(Registry.self) { $0.global(name: name, interface: interfaceName, offered: version) }
        },
        global_remove: { data, _, name in
            data.withObject(Registry.self) { $0.globalRemoved(name: name) }
        }
    ))

    /// Answers the compositor's liveness pings, or it would mark the window unresponsive.
    private static let wmBaseListener = ListenerTable.make(xdg_wm_base_listener(
        ping: { _, base, serial in xdg_wm_base_pong(base, serial) }
    ))
}
