import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Just enough of the D-Bus wire protocol for the tests to call methods on a private
/// session bus and keep the connection open between calls (mutter ties a
/// RemoteDesktop session to the connection that created it, so one-shot `gdbus call`s
/// cannot drive it). Little-endian, EXTERNAL authentication, unix sockets.
///
/// Why `@unchecked Sendable` holds: one test drives it (through ``MutterRemoteDesktop``),
/// one call after another; `serial` and `buffered` are never touched by two threads.
nonisolated final class DBusConnection: @unchecked Sendable {
    /// A value to send: the types the RemoteDesktop calls take.
    enum Argument {
        case int32(Int32), uint32(UInt32), double(Double), bool(Bool)
        var signature: String {
            switch self {
            case .int32: "i"
            case .uint32: "u"
            case .double: "d"
            case .bool: "b"
            }
        }
    }

    private let fd: Int32
    private var serial: UInt32 = 0
    private var buffered: [UInt8] = []

    /// Connects to `address` (`unix:path=…` or `unix:abstract=…`) and says Hello.
    init(address: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HarnessError("D-Bus: socket() failed") }
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        let (path, isAbstract) = try Self.socketPath(in: address)
        let bytes = (isAbstract ? [0] : []) + Array(path.utf8)
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { raw in
            for (index, byte) in bytes.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (isAbstract ? 0 : 1))
        let connected = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) }
        }
        guard connected == 0 else { close(fd); throw HarnessError("D-Bus: cannot connect to \(address)") }
        let uid = String(getuid()).utf8.map { String(format: "%02x", $0) }.joined()
        try write(Array("\0AUTH EXTERNAL \(uid)\r\n".utf8))
        let answer = try readLine()
        guard answer.hasPrefix("OK") else { throw HarnessError("D-Bus: authentication refused: \(answer)") }
        try write(Array("BEGIN\r\n".utf8))
        _ = try call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                     interface: "org.freedesktop.DBus", member: "Hello")
    }

    deinit { close(fd) }

    private static func socketPath(in address: String) throws -> (String, Bool) {
        for part in address.split(separator: ";").first?.dropFirst("unix:".count).split(separator: ",") ?? [] {
            if part.hasPrefix("path=") { return (String(part.dropFirst(5)), false) }
            if part.hasPrefix("abstract=") { return (String(part.dropFirst(9)), true) }
        }
        throw HarnessError("D-Bus: cannot read the address \(address)")
    }

    /// Calls a method and waits for its reply; returns the reply's first string or
    /// object path, if it has one. Throws with the error's name when it fails.
    @discardableResult
    func call(destination: String, path: String, interface: String, member: String,
              _ arguments: [Argument] = []) throws -> String? {
        serial += 1
        var body = DBusWriter()
        for argument in arguments { body.append(argument) }
        let signature = arguments.map(\.signature).joined()
        var message = DBusWriter()
        message.bytes += [UInt8(ascii: "l"), 1, 0, 1]
        message.uint32(UInt32(body.bytes.count))
        message.uint32(serial)
        message.headerFields([(1, "o", path), (2, "s", interface), (3, "s", member), (6, "s", destination)]
                             + (signature.isEmpty ? [] : [(8, "g", signature)]))
        message.pad(to: 8)
        try write(message.bytes + body.bytes)
        while true {
            let reply = try readMessage()
            guard reply.replySerial == serial else { continue }
            if let error = reply.errorName { throw HarnessError("D-Bus: \(interface).\(member) failed: \(error)") }
            return reply.firstString
        }
    }

    private func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard sent > 0 else { throw HarnessError("D-Bus: the bus closed the connection") }
            offset += sent
        }
    }

    private func fill(_ count: Int) throws {
        var chunk = [UInt8](repeating: 0, count: 4096)
        var pollDescriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while buffered.count < count {
            guard poll(&pollDescriptor, 1, 5000) > 0 else { throw HarnessError("D-Bus: no answer within 5 s") }
            let received = read(fd, &chunk, chunk.count)
            guard received > 0 else { throw HarnessError("D-Bus: the bus closed the connection") }
            buffered += chunk[0..<received]
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        try fill(count)
        defer { buffered.removeFirst(count) }
        return Array(buffered[0..<count])
    }

    private func readLine() throws -> String {
        while !buffered.contains(UInt8(ascii: "\n")) { try fill(buffered.count + 1) }
        let end = buffered.firstIndex(of: UInt8(ascii: "\n"))!
        return String(decoding: try take(end + 1), as: UTF8.self)
    }

    private func readMessage() throws -> DBusReader {
        let fixed = try take(16)
        let reader = DBusReader(bytes: fixed)
        let bodyLength = Int(reader.uint32(at: 4)), fieldsLength = Int(reader.uint32(at: 12))
        let headerEnd = (16 + fieldsLength + 7) & ~7
        let rest = try take(headerEnd - 16 + bodyLength)
        return DBusReader(bytes: fixed + rest, headerEnd: headerEnd)
    }
}
