import CSystemd
import Glibc

/// What a method call to one of our objects asks: where, what, and its arguments.
extension BusMessage {
    /// The object path called.
    var path: String { sd_bus_message_get_path(message).map { String(cString: $0) } ?? "" }
    /// The interface called (empty when the caller named none).
    var interface: String { sd_bus_message_get_interface(message).map { String(cString: $0) } ?? "" }
    /// The method or signal name.
    var member: String { sd_bus_message_get_member(message).map { String(cString: $0) } ?? "" }

    /// Reads a signed 32-bit integer (`i`).
    /// - Throws: ``PlatformError/system(call:errno:)`` when the next value is not one.
    func readInt32() throws -> Int32 { try read("i", Int32(0)) }
    /// Reads an unsigned 32-bit integer (`u`).
    /// - Throws: ``PlatformError/system(call:errno:)`` when the next value is not one.
    func readUInt32() throws -> UInt32 { try read("u", UInt32(0)) }

    private func read<T: BitwiseCopyable>(_ type: Character, _ initial: T) throws -> T {
        var value = initial
        let result = sd_bus_message_read_basic(message, CChar(bitPattern: type.asciiValue ?? 0), &value)
        guard result > 0 else { throw PlatformError.system(call: "sd_bus_message_read_basic", errno: result < 0 ? -result : ENXIO) }
        return value
    }
}
