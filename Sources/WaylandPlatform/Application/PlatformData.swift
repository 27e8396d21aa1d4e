/// The platform data another process passes with `org.freedesktop.Application`'s
/// `Activate`, `Open` and `ActivateAction` (an `a{sv}`), checked: the launcher's
/// activation token and the string values an app defines keys for.
///
/// Values of the wrong type, and a token that is not one, are left out, each with a
/// line in ``problems`` that names the key and says what was wrong: another process's
/// data never stops the app.
public struct PlatformData: Sendable, Equatable {
    /// The key of the activation token (`activation-token`), as GLib sends it.
    public static let activationTokenKey = "activation-token"
    /// The older key of the same token (`desktop-startup-id`, X11 startup notification).
    public static let startupIDKey = "desktop-startup-id"

    /// The token to activate the window with: `activation-token`, else `desktop-startup-id`.
    public private(set) var activationToken: ActivationToken?
    /// Every entry whose value is a string, by key (the token's included).
    public private(set) var strings: [String: String] = [:]
    /// What was left out and why, one line each, for the log.
    public private(set) var problems: [String] = []

    /// No data: no token, no strings.
    public init() {}

    /// Platform data carrying `activationToken` and `strings`, to send.
    public init(activationToken: ActivationToken?, strings: [String: String] = [:]) {
        self.activationToken = activationToken
        self.strings = strings
        if let activationToken { self.strings[Self.activationTokenKey] = activationToken.value }
    }

    /// Checks the entries read from a message.
    init(entries: [(key: String, value: BusValue)]) {
        for (key, value) in entries {
            guard case .string(let text) = value else {
                problems.append("ignoring platform data '\(key)': a \(Self.typeName(value)) where a string was expected (the sender must pass a string)")
                continue
            }
            strings[key] = text
        }
        for key in [Self.activationTokenKey, Self.startupIDKey] {
            guard activationToken == nil, let text = strings[key] else { continue }
            do {
                activationToken = try ActivationToken(text)
            } catch {
                strings[key] = nil
                problems.append("ignoring platform data '\(key)': the token \(error); the window is activated without it")
            }
        }
    }

    /// The entries to send, sorted by key so that the message is the same every time.
    var entries: [(key: String, value: String)] {
        strings.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }

    private static func typeName(_ value: BusValue) -> String {
        switch value {
        case .bool: "boolean"
        case .uint32: "uint32"
        case .int32: "int32"
        case .string: "string"
        case .double: "double"
        case .doubles: "structure of doubles"
        case .other(let signature): "value of type '\(signature)'"
        }
    }
}
