import Glibc

/// Notes for people on standard error (a font substituted, a text layer that cannot
/// draw), each one `write` to the file descriptor, so that notes from different threads
/// never interleave and C's shared `stderr` stream is not touched. A note is one short
/// line: a pipe takes up to 4096 bytes whole, a terminal or a file all of it.
enum StandardError {
    static func write(_ text: String) {
        _ = text.utf8CString.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }
}
