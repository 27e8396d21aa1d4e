import Logging

/// The calls other processes make: `org.freedesktop.Application`'s three methods and
/// introspection (which `gdbus call` asks for first). Malformed calls get an
/// `InvalidArgs` error naming what was expected, and a log line; the app runs on.
extension SingleInstance {
    /// What `Introspect` answers on ``objectPath``.
    static let introspection = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <node>
          <interface name="org.freedesktop.Application">
            <method name="Activate"><arg type="a{sv}" name="platform_data" direction="in"/></method>
            <method name="Open"><arg type="as" name="uris" direction="in"/><arg type="a{sv}" name="platform_data" direction="in"/></method>
            <method name="ActivateAction"><arg type="s" name="action_name" direction="in"/><arg type="av" name="parameter" direction="in"/><arg type="a{sv}" name="platform_data" direction="in"/></method>
          </interface>
          <interface name="org.freedesktop.DBus.Introspectable">
            <method name="Introspect"><arg type="s" name="xml_data" direction="out"/></method>
          </interface>
        </node>
        """

    /// Handles a call to an object under ``objectPath``; false leaves it to sd-bus
    /// ("unknown method").
    func handle(_ call: BusMessage) -> Bool {
        guard let bus, call.path == objectPath else { return false }
        do {
            switch (call.interface, call.member) {
            case ("org.freedesktop.DBus.Introspectable", "Introspect"):
                try bus.reply(to: call) { $0.append(Self.introspection) }
            case (Self.interface, "Activate"), ("", "Activate"):
                guard let data = try platformData(of: call, signature: "a{sv}", read: {}) else { return true }
                try bus.reply(to: call) { _ in }
                deliver { [weak self] in self?.onActivate?(data) }
            case (Self.interface, "Open"), ("", "Open"):
                var uris: [String] = []
                guard let data = try platformData(of: call, signature: "asa{sv}", read: { uris = try call.readStrings() }) else { return true }
                try bus.reply(to: call) { _ in }
                deliver { [weak self] in
                    self?.onOpen?(uris, data)
                    self?.onActivate?(data)
                }
            case (Self.interface, "ActivateAction"), ("", "ActivateAction"):
                return try activateAction(call, on: bus)
            default:
                return false
            }
        } catch {
            logger.warning("cannot answer \(call.member) from another process: \(error)")
            // The caller is told, rather than left waiting for its timeout.
            try? bus.replyError(to: call, name: "org.freedesktop.DBus.Error.InvalidArgs", message: "\(error)")
        }
        return true
    }

    private func activateAction(_ call: BusMessage, on bus: BusConnection) throws -> Bool {
        var name = ""
        guard let data = try platformData(of: call, signature: "sava{sv}", read: {
            name = try call.readString()
            try call.skip("av")
        }) else { return true }
        guard onActivateAction?(name, data) == true else {
            logger.warning("ActivateAction from another process asked for '\(name)', an action the app does not have")
            try bus.replyError(to: call, name: "org.freedesktop.DBus.Error.InvalidArgs",
                               message: "no action named '\(name)'")
            return true
        }
        try bus.reply(to: call) { _ in }
        deliver { [weak self] in self?.onActivate?(data) }
        return true
    }

    /// Checks `call`'s signature, runs `read` for the arguments before the platform data,
    /// then reads and checks the platform data; nil (with an error reply and a log line)
    /// when the call is malformed.
    private func platformData(of call: BusMessage, signature: String, read: () throws -> Void) throws -> PlatformData? {
        guard let bus else { return nil }
        guard call.hasSignature(signature) else {
            logger.warning("ignoring \(call.member) from another process: its arguments are not (\(signature))")
            try bus.replyError(to: call, name: "org.freedesktop.DBus.Error.InvalidArgs",
                               message: "\(call.member) takes (\(signature))")
            return nil
        }
        try read()
        let data = PlatformData(entries: try call.readVariantDictionary())
        for problem in data.problems { logger.warning("\(call.member) from another process: \(problem)") }
        return data
    }
}
