/// A token of the xdg-activation protocol: the compositor's permission for a window to
/// take the focus, handed from one client to another (a launcher to the app it starts,
/// a running instance to another).
///
/// Tokens come from other processes (`XDG_ACTIVATION_TOKEN`, `DESKTOP_STARTUP_ID`,
/// D-Bus platform data), so making one validates it: valid UTF-8 (the protocol's strings
/// are), not empty, at most ``maximumLength`` bytes, no NUL.
public struct ActivationToken: Sendable, Equatable, CustomStringConvertible {
    /// The longest token accepted, in bytes. Compositors make tokens of a few dozen bytes
    /// (mutter and wlroots a UUID or random hex); anything near this bound is not one.
    public static let maximumLength = 4096

    /// The token as the compositor wrote it.
    public let value: String

    /// Validates `bytes` as a token.
    /// - Throws: ``ActivationTokenError`` naming what is wrong with it.
    public init(bytes: some Collection<UInt8>) throws(ActivationTokenError) {
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= Self.maximumLength else { throw .tooLong(bytes: bytes.count) }
        guard !bytes.contains(0) else { throw .containsNUL }
        guard let value = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        self.value = value
    }

    /// Validates `value` as a token.
    /// - Throws: ``ActivationTokenError`` naming what is wrong with it.
    public init(_ value: String) throws(ActivationTokenError) {
        try self.init(bytes: Array(value.utf8))
    }

    /// The token itself.
    public var description: String { value }
}

/// Why a string is not an ``ActivationToken``.
public enum ActivationTokenError: Error, Equatable, CustomStringConvertible {
    /// No bytes at all.
    case empty
    /// More than ``ActivationToken/maximumLength`` bytes.
    case tooLong(bytes: Int)
    /// A NUL byte, which a protocol string cannot carry.
    case containsNUL
    /// Bytes that are not UTF-8.
    case notUTF8

    /// What is wrong, for a log line that also names where the token came from.
    public var description: String {
        switch self {
        case .empty: "is empty"
        case let .tooLong(bytes): "is \(bytes) bytes long, more than the \(ActivationToken.maximumLength) a token may have"
        case .containsNUL: "contains a NUL byte"
        case .notUTF8: "is not valid UTF-8"
        }
    }
}
