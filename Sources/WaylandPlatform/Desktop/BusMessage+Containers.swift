import CSystemd
import Glibc

/// Arrays and dictionaries in a message: `org.freedesktop.Application`'s platform data
/// (`a{sv}`) and URIs (`as`).
extension BusMessage {
    /// True when the message's arguments have exactly `signature` (`"a{sv}"`).
    func hasSignature(_ signature: String) -> Bool {
        sd_bus_message_has_signature(message, signature) > 0
    }

    /// Reads an array of strings (`as`).
    /// - Throws: ``PlatformError/system(call:errno:)`` when the next value is not one.
    func readStrings() throws -> [String] {
        try enter("a", "s")
        var values: [String] = []
        while sd_bus_message_at_end(message, 0) == 0 { values.append(try readString()) }
        try exit()
        return values
    }

    /// Reads a dictionary of variants (`a{sv}`), in the sender's order, each value as
    /// ``readVariant()`` reads it.
    /// - Throws: ``PlatformError/system(call:errno:)`` when the next value is not one.
    func readVariantDictionary() throws -> [(key: String, value: BusValue)] {
        try enter("a", "{sv}")
        var entries: [(key: String, value: BusValue)] = []
        while true {
            let entered = sd_bus_message_enter_container(message, CChar(UInt8(ascii: "e")), "sv")
            if entered == 0 { break }
            guard entered > 0 else { throw PlatformError.system(call: "sd_bus_message_enter_container", errno: -entered) }
            let key = try readString()
            entries.append((key, try readVariant()))
            try exit()
        }
        try exit()
        return entries
    }

    private func enter(_ type: Character, _ contents: String) throws {
        let result = sd_bus_message_enter_container(message, CChar(bitPattern: type.asciiValue ?? 0), contents)
        guard result > 0 else { throw PlatformError.system(call: "sd_bus_message_enter_container", errno: result < 0 ? -result : ENXIO) }
    }

    private func exit() throws {
        let result = sd_bus_message_exit_container(message)
        guard result >= 0 else { throw PlatformError.system(call: "sd_bus_message_exit_container", errno: -result) }
    }
}

extension BusMessageWriter {
    /// Appends a dictionary of string variants (`a{sv}`), in the order given.
    func append(stringVariants entries: [(key: String, value: String)]) {
        container("a", "{sv}") {
            for entry in entries {
                container("e", "sv") {
                    append(entry.key)
                    container("v", "s") { append(entry.value) }
                }
            }
        }
    }
}

extension BusMessage {
    /// Skips the next values, of `signature` (`"av"`).
    /// - Throws: ``PlatformError/system(call:errno:)`` when they are not of that type.
    func skip(_ signature: String) throws {
        let result = sd_bus_message_skip(message, signature)
        guard result >= 0 else { throw PlatformError.system(call: "sd_bus_message_skip", errno: -result) }
    }
}
