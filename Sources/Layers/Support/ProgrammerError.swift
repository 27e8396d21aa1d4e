/// Stops the program for a misuse of the API (a documented programmer error), with a
/// message that names the call and says what to do.
///
/// `fatalError` rather than `precondition`: an optimized build drops a precondition's
/// message and traps without a word, so an app built with `-c release` would die
/// silently.
func programmerError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// ``programmerError(_:file:line:)`` unless `condition` holds.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if !condition { programmerError(message(), file: file, line: line) }
}
