import CSystemd
import Glibc

/// Appends values to a D-Bus message being built (a call's arguments, a reply, a
/// signal): basic values and containers, in signature order. The first failure is
/// kept instead of thrown at every append; ``BusConnection`` checks ``failure`` before
/// sending, so a message that could not be built is never sent half-made.
@MainActor
package final class BusMessageWriter {
    let message: OpaquePointer
    /// The errno of the first append that failed, with the call's name.
    private(set) var failure: (call: String, errno: Int32)?

    init(_ message: OpaquePointer) { self.message = message }

    /// Appends a string (`s`); a string holding NUL is cut there, as D-Bus strings cannot hold it.
    func append(_ value: String) { value.withCString { basic("s", $0) } }
    /// Appends an object path (`o`).
    func append(path: String) { path.withCString { basic("o", $0) } }
    /// Appends a signed 32-bit integer (`i`).
    package func append(_ value: Int32) { withUnsafePointer(to: value) { basic("i", $0) } }
    /// Appends an unsigned 32-bit integer (`u`).
    func append(_ value: UInt32) { withUnsafePointer(to: value) { basic("u", $0) } }
    /// Appends a boolean (`b`: a 32-bit 0 or 1).
    package func append(_ value: Bool) { withUnsafePointer(to: Int32(value ? 1 : 0)) { basic("b", $0) } }
    /// Appends a double (`d`).
    package func append(_ value: Double) { withUnsafePointer(to: value) { basic("d", $0) } }

    /// Appends a container of `type` (`a` array, `r` struct, `v` variant, `e` dict
    /// entry) holding `contents` (the element or inner signature), filled by `body`.
    func container(_ type: Character, _ contents: String, _ body: () -> Void) {
        guard failure == nil else { return }
        check(sd_bus_message_open_container(message, Self.code(type), contents), "sd_bus_message_open_container")
        body()
        guard failure == nil else { return }
        check(sd_bus_message_close_container(message), "sd_bus_message_close_container")
    }

    /// Appends a D-Bus object reference, the `(so)` struct AT-SPI names objects with.
    func append(reference: (name: String, path: String)) {
        container("r", "so") {
            append(reference.name)
            append(path: reference.path)
        }
    }

    /// Appends a rectangle as AT-SPI's `(iiii)` extents: x, y, width, height, rounded.
    func append(extents box: (x: Double, y: Double, width: Double, height: Double)) {
        container("r", "iiii") {
            for value in [box.x, box.y, box.width, box.height] { append(Int32(value.rounded())) }
        }
    }

    private func basic(_ type: Character, _ value: UnsafeRawPointer) {
        guard failure == nil else { return }
        check(sd_bus_message_append_basic(message, Self.code(type), value), "sd_bus_message_append_basic")
    }

    private func check(_ result: Int32, _ call: String) {
        if result < 0, failure == nil { failure = (call, -result) }
    }

    private static func code(_ type: Character) -> CChar { CChar(bitPattern: type.asciiValue ?? 0) }
}
