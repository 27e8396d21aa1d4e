import CVirtualPointer
import CWayland
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny Wayland client of our own that injects pointer input into sway
/// through `zwlr_virtual_pointer_manager_v1`. Each call sends its requests,
/// ends them with `frame` and waits (roundtrip) until sway processed them.
///
/// Why `@unchecked Sendable` holds: it holds only constants (the connection's pointers),
/// and one test drives it, one call after another, never two threads at once.
nonisolated final class VirtualPointer: @unchecked Sendable {
    /// Linux input button codes (linux/input-event-codes.h).
    static let leftButton: UInt32 = 0x110
    static let rightButton: UInt32 = 0x111

    private let display: OpaquePointer
    let pointer: OpaquePointer
    private let socketPath: String

    /// Connects to the Wayland socket at `socketPath` (absolute) and creates
    /// a virtual pointer on the compositor's default seat.
    init(socketPath: String) throws {
        self.socketPath = socketPath
        guard let display = wl_display_connect(socketPath) else {
            throw HarnessError("virtual pointer: cannot connect to \(socketPath): \(String(cString: strerror(errno)))")
        }
        self.display = display

        final class Found { var manager: (name: UInt32, version: UInt32)? }
        let found = Found()
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        defer { listener.deallocate() }
        listener.initialize(to: wl_registry_listener(
            global: { data, _, name, interface, version in
                guard let data, let interface,
                      String(cString: interface) == "zwlr_virtual_pointer_manager_v1" else { return }
                Unmanaged<Found>.fromOpaque(data).takeUnretainedValue().manager = (name, version)
            },
            global_remove: { _, _, _ in }))

        guard let registry = wl_display_get_registry(display) else {
            wl_display_disconnect(display)
            throw HarnessError("virtual pointer: wl_display_get_registry failed on \(socketPath)")
        }
        wl_registry_add_listener(registry, listener, Unmanaged.passUnretained(found).toOpaque())
        let roundtrip = wl_display_roundtrip(display)
        guard roundtrip >= 0, let manager = found.manager else {
            wl_registry_destroy(registry)
            wl_display_disconnect(display)
            throw HarnessError(roundtrip < 0
                ? "virtual pointer: connection to \(socketPath) failed during the registry roundtrip"
                : "virtual pointer: the compositor at \(socketPath) offers no zwlr_virtual_pointer_manager_v1")
        }
        let managerProxy = OpaquePointer(wl_registry_bind(
            registry, manager.name, cvp_zwlr_virtual_pointer_manager_v1_interface(), 1))
        wl_registry_destroy(registry)
        guard let managerProxy,
              let pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(managerProxy, nil) else {
            wl_display_disconnect(display)
            throw HarnessError("virtual pointer: cannot create a virtual pointer on \(socketPath)")
        }
        self.pointer = pointer
        // The manager is no longer needed once the pointer exists.
        zwlr_virtual_pointer_manager_v1_destroy(managerProxy)
        try sync("creating the virtual pointer")
    }

    /// Connects to `sway`'s Wayland socket.
    convenience init(on sway: Sway) throws {
        try self.init(socketPath: sway.runtime.file(sway.socketName))
    }

    deinit {
        zwlr_virtual_pointer_v1_destroy(pointer)
        wl_display_flush(display)
        wl_display_disconnect(display)
    }

    /// Moves the pointer to (x, y) of a space `width`×`height` that sway maps
    /// onto its whole output layout: pass the layout's logical size to move
    /// to layout coordinates.
    func move(toX x: Int, y: Int, width: Int, height: Int) throws {
        guard (0...width).contains(x), (0...height).contains(y) else {
            throw HarnessError("virtual pointer: (\(x), \(y)) is outside the \(width)×\(height) layout")
        }
        zwlr_virtual_pointer_v1_motion_absolute(pointer, VirtualPointer.now(), UInt32(x), UInt32(y),
                                                UInt32(width), UInt32(height))
        zwlr_virtual_pointer_v1_frame(pointer)
        try sync("moving to (\(x), \(y))")
    }

    /// Sends one motion to each of `points` (layout coordinates of a `width`×`height`
    /// layout, as ``move(toX:y:width:height:)``), each with its frame, waiting for sway
    /// only every `batch` events so thousands go out per second: an input flood, spread
    /// evenly over `duration` seconds (0: as fast as sway takes them). 50 events are
    /// 1.8 KB of requests: libwayland 1.21's 4 KB buffer never overflows.
    func flood(_ points: [(x: Int, y: Int)], width: Int, height: Int, over duration: Double = 0,
               batch: Int = 50) throws {
        let start = Date()
        for (index, point) in points.enumerated() {
            guard (0...width).contains(point.x), (0...height).contains(point.y) else {
                throw HarnessError("virtual pointer: (\(point.x), \(point.y)) is outside the \(width)×\(height) layout")
            }
            zwlr_virtual_pointer_v1_motion_absolute(pointer, VirtualPointer.now(), UInt32(point.x), UInt32(point.y),
                                                    UInt32(width), UInt32(height))
            zwlr_virtual_pointer_v1_frame(pointer)
            if index % batch == batch - 1 || index == points.count - 1 {
                try sync("flooding motion (event \(index + 1) of \(points.count))")
                let due = start.addingTimeInterval(duration * Double(index + 1) / Double(points.count))
                if due > Date() { usleep(useconds_t(due.timeIntervalSinceNow * 1_000_000)) }
            }
        }
    }

    /// Presses or releases `button`.
    func button(_ button: UInt32 = VirtualPointer.leftButton, pressed: Bool) throws {
        zwlr_virtual_pointer_v1_button(pointer, VirtualPointer.now(), button,
                                       pressed ? WL_POINTER_BUTTON_STATE_PRESSED.rawValue
                                               : WL_POINTER_BUTTON_STATE_RELEASED.rawValue)
        zwlr_virtual_pointer_v1_frame(pointer)
        try sync(pressed ? "pressing button \(button)" : "releasing button \(button)")
    }

    /// Presses and releases `button`.
    func click(_ button: UInt32 = VirtualPointer.leftButton) throws {
        try self.button(button, pressed: true)
        try self.button(button, pressed: false)
    }

    /// Flushes and waits until the compositor has processed everything sent.
    func sync(_ what: String) throws {
        if wl_display_roundtrip(display) < 0 {
            let code = wl_display_get_error(display)
            throw HarnessError("virtual pointer: \(what) failed on \(socketPath): \(String(cString: strerror(code)))")
        }
    }

    /// A millisecond timestamp on the monotonic clock, as input events carry.
    static func now() -> UInt32 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt32(truncatingIfNeeded: time.tv_sec * 1000 + time.tv_nsec / 1_000_000)
    }
}
