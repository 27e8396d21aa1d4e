/// A RemoteDesktop call that failed: the D-Bus error's name and text.
public struct RemoteDesktopError: Error, CustomStringConvertible, Sendable {
    /// The method that failed (`CreateSession`, `NotifyPointerButton`…).
    public let member: String
    /// The D-Bus error name, such as `org.freedesktop.DBus.Error.ServiceUnknown`.
    public let name: String
    /// The error's text.
    public let message: String

    /// Whether the bus has no RemoteDesktop at all (a compositor other than mutter), rather
    /// than one that refused: callers skip what needs it instead of failing.
    public var isNotOffered: Bool {
        name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner"
    }

    /// What failed, worded for the person running the bench or the tests.
    public var description: String {
        isNotOffered ? "the session bus offers no org.gnome.Mutter.RemoteDesktop (mutter's; \(message))"
                     : "org.gnome.Mutter.RemoteDesktop \(member) failed: \(name): \(message)"
    }
}
