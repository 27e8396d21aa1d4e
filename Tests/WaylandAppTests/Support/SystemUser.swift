import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An unprivileged system account to run sway and cage as when the tests run as root
/// (both refuse root). Created with useradd the first time; idempotent.
nonisolated struct SystemUser: Sendable {
    let name: String
    let uid: uid_t
    let gid: gid_t

    /// The account named `name`, created if it does not exist yet.
    static func ensure(_ name: String = "wltest") throws -> SystemUser {
        if let user = lookup(name) { return user }
        guard getuid() == 0 else {
            throw HarnessError("user \(name) does not exist and only root can create it")
        }
        do {
            try Command.run("useradd", ["--system", "--no-create-home", "--user-group",
                                        "--shell", "/usr/sbin/nologin", name],
                            environment: ["PATH": Command.searchPath + ":/usr/sbin:/sbin"])
        } catch {
            // Another process may have created it meanwhile.
            if let user = lookup(name) { return user }
            throw HarnessError("cannot create the unprivileged user \(name) for sway: \(error)")
        }
        guard let user = lookup(name) else {
            throw HarnessError("useradd succeeded but user \(name) is not in the user database")
        }
        return user
    }

    /// `command` run as this user, through `setpriv` (util-linux).
    func running(_ command: [String]) -> [String] {
        ["setpriv", "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"] + command
    }

    private static func lookup(_ name: String) -> SystemUser? {
        guard let entry = getpwnam(name) else { return nil }
        return SystemUser(name: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
    }
}
