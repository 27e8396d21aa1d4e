import CSystemd
import Glibc

/// A D-Bus message sd-bus handed to a ``BusHandler``, read from front to back: valid
/// only while the handler runs (the message is not retained).
@MainActor
package struct BusMessage {
    let message: OpaquePointer

    init(_ message: OpaquePointer) { self.message = message }

    /// The error's name and text when the message is an error reply (a call that failed
    /// or timed out), else nil.
    package var error: (name: String, message: String)? {
        guard sd_bus_message_is_method_error(message, nil) > 0,
              let error = sd_bus_message_get_error(message) else { return nil }
        return (error.pointee.name.map { String(cString: $0) } ?? "unknown",
                error.pointee.message.map { String(cString: $0) } ?? "")
    }

    /// Reads a string (`s`).
    /// - Throws: ``PlatformError/system(call:errno:)`` when the next value is not a string.
    func readString() throws -> String {
        var value: UnsafePointer<CChar>?
        try check(sd_bus_message_read_basic(message, Self.code("s"), &value), "sd_bus_message_read_basic")
        guard let value else { throw PlatformError.system(call: "sd_bus_message_read_basic", errno: ENXIO) }
        return String(cString: value)
    }

    /// Reads an object path (`o`), such as the session mutter's RemoteDesktop creates.
    /// - Throws: ``PlatformError/system(call:errno:)`` when the next value is not an object path.
    package func readObjectPath() throws -> String {
        var value: UnsafePointer<CChar>?
        try check(sd_bus_message_read_basic(message, Self.code("o"), &value), "sd_bus_message_read_basic")
        guard let value else { throw PlatformError.system(call: "sd_bus_message_read_basic", errno: ENXIO) }
        return String(cString: value)
    }

    /// Reads a variant (`v`), unwrapping variants inside it (the portal's `Read` wraps
    /// the value in one more): a boolean, a number or a string, else ``BusValue/other(_:)``.
    /// - Throws: ``PlatformError/system(call:errno:)`` when the next value is not a variant.
    func readVariant() throws -> BusValue {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        try check(sd_bus_message_peek_type(message, &type, &contents), "sd_bus_message_peek_type")
        guard type == Self.code("v"), let contents else { throw PlatformError.system(call: "sd_bus_message_peek_type", errno: ENXIO) }
        let signature = String(cString: contents)
        try check(sd_bus_message_enter_container(message, type, contents), "sd_bus_message_enter_container")
        let value: BusValue
        switch signature {
        case "v": value = try readVariant()
        case "b": value = .bool(try readBasic(Int32(0), signature) != 0)
        case "u": value = .uint32(try readBasic(UInt32(0), signature))
        case "i": value = .int32(try readBasic(Int32(0), signature))
        case "s": value = .string(try readString())
        case "d": value = .double(try readBasic(Double(0), signature))
        case _ where Self.isTupleOfDoubles(signature): value = .doubles(try readDoubles(signature))
        default:
            try check(sd_bus_message_skip(message, signature), "sd_bus_message_skip", allowsZero: true)
            value = .other(signature)
        }
        try check(sd_bus_message_exit_container(message), "sd_bus_message_exit_container", allowsZero: true)
        return value
    }

    /// `(ddd)` and the like: a struct of 1 to 4 doubles (the portal's `accent-color`).
    private static func isTupleOfDoubles(_ signature: String) -> Bool {
        let inner = signature.dropFirst().dropLast()
        return signature.first == "(" && signature.last == ")" && (1...4).contains(inner.count) && inner.allSatisfy { $0 == "d" }
    }

    private func readDoubles(_ signature: String) throws -> [Double] {
        let inner = String(signature.dropFirst().dropLast())
        try check(sd_bus_message_enter_container(message, Self.code("r"), inner), "sd_bus_message_enter_container")
        var values: [Double] = []
        for _ in inner.utf8 { values.append(try readBasic(Double(0), "d")) }
        try check(sd_bus_message_exit_container(message), "sd_bus_message_exit_container", allowsZero: true)
        return values
    }

    private func readBasic<T: BitwiseCopyable>(_ initial: T, _ signature: String) throws -> T {
        var value = initial
        try check(sd_bus_message_read_basic(message, Self.code(signature), &value), "sd_bus_message_read_basic")
        return value
    }

    /// Throws for a negative errno result, and for 0 from a read or peek: nothing left
    /// to read where a value should be.
    private func check(_ result: Int32, _ call: String, allowsZero: Bool = false) throws {
        if result < 0 || (result == 0 && !allowsZero) {
            throw PlatformError.system(call: call, errno: result < 0 ? -result : ENXIO)
        }
    }

    /// A D-Bus type code (`"s"`) as the `char` sd-bus takes.
    private static func code(_ signature: String) -> CChar { CChar(bitPattern: signature.utf8.first ?? 0) }
}

/// A value read from a D-Bus variant (``BusMessage/readVariant()``).
package enum BusValue: Equatable, Sendable {
    case bool(Bool)
    case uint32(UInt32)
    case int32(Int32)
    case string(String)
    case double(Double)
    /// A struct of doubles (`(ddd)`: the portal's `accent-color`), in order.
    case doubles([Double])
    /// A value of another type, skipped: its signature.
    case other(String)

    /// The D-Bus type, for a log line: `boolean`, `uint32`, `(ddd)`.
    var typeName: String {
        switch self {
        case .bool: "boolean"
        case .uint32: "uint32"
        case .int32: "int32"
        case .string: "string"
        case .double: "double"
        case let .doubles(values): "(" + String(repeating: "d", count: values.count) + ")"
        case let .other(signature): signature
        }
    }
}
