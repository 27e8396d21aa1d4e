import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private XDG_RUNTIME_DIR (mode 0700) for one compositor, optionally owned
/// by another user; root can still use it. Removed with everything in it.
nonisolated final class RuntimeDirectory: Sendable {
    let path: String

    /// Creates a fresh directory under /tmp named after `label`.
    init(label: String, owner: SystemUser? = nil) throws {
        var template = Array("/tmp/\(label)-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw HarnessError("cannot create a runtime directory in /tmp: \(String(cString: strerror(errno)))")
        }
        path = String(cString: created)
        if let owner, chown(path, owner.uid, owner.gid) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: path)
            throw HarnessError("cannot give \(path) to user \(owner.name): \(reason)")
        }
    }

    /// `name` inside the directory.
    func file(_ name: String) -> String { "\(path)/\(name)" }

    /// Writes `contents` to `name`, owned by `owner` when given.
    func write(_ contents: String, to name: String, owner: SystemUser? = nil) throws {
        let target = file(name)
        try contents.write(toFile: target, atomically: false, encoding: .utf8)
        if let owner { chown(target, owner.uid, owner.gid) }
    }

    /// The names of the entries in the directory.
    func entries() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
