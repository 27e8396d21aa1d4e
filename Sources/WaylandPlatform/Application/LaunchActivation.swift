#if canImport(Glibc)
import Glibc
#endif
import Logging

/// The activation token a launcher hands the app it starts, in its environment: GNOME
/// Shell, KDE and sway set `XDG_ACTIVATION_TOKEN`, older launchers `DESKTOP_STARTUP_ID`
/// (startup notification's variable, which Wayland launchers fill with the same token).
/// A window that shows without it may open unfocused, behind the launcher, and the
/// launcher's busy cursor runs on until it times out.
enum LaunchActivation {
    /// The variables read, in order: the first one set is the token.
    static let variables = ["XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID"]

    /// The first of ``variables`` that `lookup` finds, and the token it holds or why it
    /// holds none; nil when neither is set.
    static func read<Bytes: Collection<UInt8>>(_ lookup: (String) -> Bytes?)
        -> (variable: String, token: Result<ActivationToken, ActivationTokenError>)? {
        for variable in variables {
            guard let bytes = lookup(variable) else { continue }
            do throws(ActivationTokenError) {
                return (variable, .success(try ActivationToken(bytes: bytes)))
            } catch {
                return (variable, .failure(error))
            }
        }
        return nil
    }

    /// Takes the token from this process's environment and unsets both variables, so that
    /// the processes the app starts do not reuse it. A variable that holds no valid token
    /// is said once, as a warning naming it, and ignored.
    static func take(logger: Logger = Logger(label: "platform.activation")) -> ActivationToken? {
        // The value is read where the environment holds it, nothing copied before it is
        // validated (a long one is refused by its length alone); unsetenv comes after.
        let found = read { name -> UnsafeBufferPointer<UInt8>? in
            guard let value = getenv(name) else { return nil }
            return UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: strlen(value))
        }
        for variable in variables { unsetenv(variable) }
        guard let found else { return nil }
        switch found.token {
        case let .success(token):
            logger.debug("launched with the activation token from \(found.variable)")
            return token
        case let .failure(error):
            logger.warning("ignoring \(found.variable): the activation token it holds \(error); the window opens without the launcher's focus (check what starts the app)")
            return nil
        }
    }
}
