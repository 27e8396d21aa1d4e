import Glibc
import Logging

/// A plain swift-log handler: one line per message on stderr, e.g.
/// `debug platform.registry: binding wl_seat v7`. Stdout stays free for the
/// machine-readable lines tests read.
struct StderrLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    init(label: String, level: Logger.Level) {
        self.label = label
        logLevel = level
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let details = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
        StandardOutput.error("\(event.level) \(label): \(event.message)\(details)\n")
    }

    /// Installs the handler for the whole process (once, at start-up).
    static func bootstrap(verbose: Bool) {
        LoggingSystem.bootstrap { label in StderrLogHandler(label: label, level: verbose ? .debug : .warning) }
    }
}
