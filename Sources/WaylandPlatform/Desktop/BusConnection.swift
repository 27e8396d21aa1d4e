import CSystemd
import Glibc
import Layers

/// A connection to the user's D-Bus session bus through sd-bus (libsystemd), used
/// without ever blocking for long: method calls are asynchronous, their replies and the
/// signals matched come to handlers while ``process()`` runs, and
/// ``wait(until:while:)`` is the only place that sleeps, up to a deadline.
///
/// The `sd_bus` pointer and the slots stay inside; handlers get a ``BusMessage`` that is
/// valid only while they run.
@MainActor
package final class BusConnection {
    let bus: OpaquePointer
    /// The handlers sd-bus holds a pointer to, by their slot (the `sd_bus_slot`).
    private var handlers: [OpaquePointer: BusHandler] = [:]

    /// Opens the session bus: `$DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`
    /// (`sd_bus_open_user`), or the bus at `address` (a D-Bus address such as
    /// `unix:path=/run/user/1000/bus`). Authentication goes on in ``process()``.
    /// - Throws: ``PlatformError/system(call:errno:)`` when there is no bus to connect to.
    package init(address: String? = nil) throws {
        var bus: OpaquePointer?
        guard let address else {
            let result = sd_bus_open_user(&bus)
            guard result >= 0, let bus else { throw PlatformError.system(call: "sd_bus_open_user", errno: -result) }
            self.bus = bus
            return
        }
        var result = sd_bus_new(&bus)
        guard result >= 0, let bus else { throw PlatformError.system(call: "sd_bus_new", errno: -result) }
        // What sd_bus_open_user does with the environment's address.
        result = sd_bus_set_address(bus, address)
        if result >= 0 { result = sd_bus_set_bus_client(bus, 1) }
        if result >= 0 { result = sd_bus_start(bus) }
        guard result >= 0 else {
            sd_bus_unref(bus)
            throw PlatformError.system(call: "sd_bus_start", errno: -result)
        }
        self.bus = bus
    }

    isolated deinit {
        for slot in handlers.keys { sd_bus_slot_unref(slot) }
        // Nothing we send needs to arrive once we go: close without flushing.
        sd_bus_close_unref(bus)
    }

    /// The socket to poll for ``events``.
    var fileDescriptor: Int32 { sd_bus_get_fd(bus) }

    /// What to poll the socket for: `POLLIN`, and `POLLOUT` while messages wait to be sent.
    var events: Int16 { Int16(truncatingIfNeeded: max(sd_bus_get_events(bus), 0)) }

    /// Calls `member` of `interface` on `path` of `destination` with string arguments;
    /// `reply` gets the reply or the error (``BusMessage/error``) from a later ``process()``,
    /// an error named `org.freedesktop.DBus.Error.NoReply` after `timeout` seconds.
    /// - Throws: ``PlatformError/system(call:errno:)`` when the call cannot be queued.
    func call(_ destination: String, path: String, interface: String, member: String,
              arguments: [String], timeout: TimeSpan, reply: @escaping (BusMessage) -> Void) throws {
        try call(destination, path: path, interface: interface, member: member, timeout: timeout,
                 building: { writer in for argument in arguments { writer.append(argument) } }, reply: reply)
    }

    /// Calls `handler` with every signal `member` of `interface` that `sender` emits on
    /// `path`, from the next ``process()`` on (the match is added without waiting).
    /// - Throws: ``PlatformError/system(call:errno:)`` when the match cannot be added.
    func matchSignal(sender: String, path: String, interface: String, member: String,
                     handler body: @escaping (BusMessage) -> Void) throws {
        let handler = BusHandler(once: false, body: body)
        var slot: OpaquePointer?
        let result = sd_bus_match_signal_async(bus, &slot, sender, path, interface, member,
                                               BusHandler.callback, nil, handler.userdata)
        guard result >= 0, let slot else { throw PlatformError.system(call: "sd_bus_match_signal_async", errno: -result) }
        register(handler, slot: slot)
    }

    func register(_ handler: BusHandler, slot: OpaquePointer) {
        handlers[slot] = handler
        if handler.once {
            handler.finished = { [weak self] in
                guard let self, self.handlers.removeValue(forKey: slot) != nil else { return }
                sd_bus_slot_unref(slot)
            }
        }
    }

    /// Does all the work that is ready without blocking: connects, authenticates, sends,
    /// reads, runs the handlers of what arrived and of calls that timed out.
    /// - Throws: ``PlatformError/system(call:errno:)`` when the connection failed or closed.
    func process() throws {
        while true {
            let result = sd_bus_process(bus, nil)
            if result < 0 { throw PlatformError.system(call: "sd_bus_process", errno: -result) }
            if result == 0 { return }
        }
    }

    /// Processes and polls the socket until `condition` turns false or `deadline`
    /// (on CLOCK_MONOTONIC, `MonotonicClock`) passes, whichever comes first; returns whether
    /// `condition` was still true at the end (the deadline passed).
    /// - Throws: ``PlatformError/system(call:errno:)`` when the connection failed or closed.
    package func wait(until deadline: ClockTime, while condition: () -> Bool) throws -> Bool {
        try process()
        while condition() {
            let left = deadline - MonotonicClock.time
            if left <= .zero { return true }
            var entry = pollfd(fd: fileDescriptor, events: events, revents: 0)
            let timeout = Int32(min(left, nextTimeout ?? left).milliseconds.rounded(.up))
            if poll(&entry, 1, max(timeout, 0)) < 0, errno != EINTR {
                throw PlatformError.system(call: "poll", errno: errno)
            }
            try process()
        }
        return false
    }

    /// How long until sd-bus next has work without input (a call timing out), if ever.
    private var nextTimeout: TimeSpan? {
        var usec: UInt64 = 0
        guard sd_bus_get_timeout(bus, &usec) > 0, usec != UInt64.max else { return nil }
        // sd-bus's timeouts are CLOCK_MONOTONIC microseconds, as MonotonicClock.
        return max(ClockTime(seconds: Double(usec) / 1_000_000) - MonotonicClock.time, .zero)
    }
}
