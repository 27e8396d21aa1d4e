import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Checks whether a Unix socket accepts connections, and waits until one does.
nonisolated enum SocketProbe {
    /// True when a connection to `path` succeeds (it is closed right away).
    static func accepts(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        return result == 0
    }

    /// Polls every 10 ms until `path` accepts, `giveUp` returns a reason to
    /// stop (say, the server exited), or `timeout` seconds pass.
    static func waitUntilAccepting(_ path: String, timeout: TimeInterval,
                                   giveUp: () -> String? = { nil }) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !accepts(path) {
            if let reason = giveUp() {
                throw HarnessError("socket \(path) never accepted a connection: \(reason)")
            }
            if Date() > deadline {
                throw HarnessError("socket \(path) did not accept a connection within \(timeout) s")
            }
            usleep(10_000)
        }
    }
}
