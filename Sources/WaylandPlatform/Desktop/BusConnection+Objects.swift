import CSystemd
import Glibc
import Layers

/// The serving side of a ``BusConnection``: objects other clients call (AT-SPI's
/// accessibles), their replies, signals, and calls with arguments of any shape. All of
/// it queues messages without waiting; ``BusConnection/process()`` sends them.
extension BusConnection {
    /// This connection's unique name on the bus (`:1.42`), once the bus said hello.
    var uniqueName: String? {
        var name: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(bus, &name) >= 0, let name else { return nil }
        return String(cString: name)
    }

    /// Sends every method call to an object path under `prefix` to `handler`, which
    /// replies (``reply(to:_:)``, ``replyError(to:name:message:)``) and returns true, or
    /// returns false to let sd-bus answer that there is no such method.
    /// - Throws: ``PlatformError/system(call:errno:)`` when sd-bus refuses the prefix.
    func serve(under prefix: String, handler body: @escaping (BusMessage) -> Bool) throws {
        let handler = BusHandler(once: false) { _ in }
        handler.methodBody = body
        var slot: OpaquePointer?
        let result = sd_bus_add_fallback(bus, &slot, prefix, BusHandler.methodCallback, handler.userdata)
        guard result >= 0, let slot else { throw PlatformError.system(call: "sd_bus_add_fallback", errno: -result) }
        register(handler, slot: slot)
    }

    /// Queues the reply to `call`, its values appended by `body`.
    /// - Throws: ``PlatformError/system(call:errno:)`` when it cannot be built or queued.
    func reply(to call: BusMessage, _ body: (BusMessageWriter) -> Void) throws {
        var reply: OpaquePointer?
        let result = sd_bus_message_new_method_return(call.message, &reply)
        guard result >= 0, let reply else { throw PlatformError.system(call: "sd_bus_message_new_method_return", errno: -result) }
        try send(reply, body)
    }

    /// Queues an error reply to `call`: `name` (`org.freedesktop.DBus.Error.InvalidArgs`)
    /// and a message saying what was wrong.
    /// - Throws: ``PlatformError/system(call:errno:)`` when it cannot be queued.
    func replyError(to call: BusMessage, name: String, message text: String) throws {
        var reply: OpaquePointer?
        let result = name.withCString { cName in
            text.withCString { cText in
                var error = sd_bus_error(name: cName, message: cText, _need_free: 0)
                return sd_bus_message_new_method_error(call.message, &reply, &error)
            }
        }
        guard result >= 0, let reply else { throw PlatformError.system(call: "sd_bus_message_new_method_error", errno: -result) }
        try send(reply) { _ in }
    }

    /// Queues signal `member` of `interface` from `path`, its values appended by `body`.
    /// - Throws: ``PlatformError/system(call:errno:)`` when it cannot be built or queued.
    func emit(path: String, interface: String, member: String, _ body: (BusMessageWriter) -> Void) throws {
        var signal: OpaquePointer?
        let result = sd_bus_message_new_signal(bus, &signal, path, interface, member)
        guard result >= 0, let signal else { throw PlatformError.system(call: "sd_bus_message_new_signal", errno: -result) }
        try send(signal, body)
    }

    /// Calls `member` with arguments appended by `arguments`; `reply` gets the answer
    /// from a later ``process()``, as with ``call(_:path:interface:member:arguments:timeout:reply:)``.
    /// - Throws: ``PlatformError/system(call:errno:)`` when the call cannot be queued.
    package func call(_ destination: String, path: String, interface: String, member: String, timeout: TimeSpan,
              building arguments: (BusMessageWriter) -> Void, reply: @escaping (BusMessage) -> Void) throws {
        var message: OpaquePointer?
        var result = sd_bus_message_new_method_call(bus, &message, destination, path, interface, member)
        guard result >= 0, let message else { throw PlatformError.system(call: "sd_bus_message_new_method_call", errno: -result) }
        defer { sd_bus_message_unref(message) }
        let writer = BusMessageWriter(message)
        arguments(writer)
        if let failure = writer.failure { throw PlatformError.system(call: failure.call, errno: failure.errno) }
        let handler = BusHandler(once: true, body: reply)
        var slot: OpaquePointer?
        result = sd_bus_call_async(bus, &slot, message, BusHandler.callback, handler.userdata,
                                   UInt64(max(timeout.seconds, 0.001) * 1_000_000))
        guard result >= 0, let slot else { throw PlatformError.system(call: "sd_bus_call_async", errno: -result) }
        register(handler, slot: slot)
    }

    /// Fills `message` with `body`, queues it and drops our reference.
    private func send(_ message: OpaquePointer, _ body: (BusMessageWriter) -> Void) throws {
        defer { sd_bus_message_unref(message) }
        let writer = BusMessageWriter(message)
        body(writer)
        if let failure = writer.failure { throw PlatformError.system(call: failure.call, errno: failure.errno) }
        let result = sd_bus_send(bus, message, nil)
        guard result >= 0 else { throw PlatformError.system(call: "sd_bus_send", errno: -result) }
    }
}
