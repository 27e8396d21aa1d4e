import Layers

/// Why a launch could not be handed over to the running instance
/// (``SingleInstance/activateRunningInstance(with:timeout:)``).
public enum SingleInstanceError: Error, Equatable, CustomStringConvertible {
    /// There is no session bus.
    case noBus
    /// The running instance did not answer within the time given.
    case noAnswer(TimeSpan)
    /// It, or the bus, answered with an error.
    case refused(name: String, message: String)
    /// The bus connection failed.
    case bus(String)

    /// What went wrong, for a log line.
    public var description: String {
        switch self {
        case .noBus: "there is no session bus"
        case let .noAnswer(timeout): "the running instance did not answer within \(Int(timeout.milliseconds)) ms"
        case let .refused(name, message): "the bus answered \(name): \(message)"
        case let .bus(text): "the session bus failed: \(text)"
        }
    }
}
