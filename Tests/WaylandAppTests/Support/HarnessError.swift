/// A failure of the compositor test harness, with a message that says what was
/// being waited for or run, and what was seen instead.
nonisolated struct HarnessError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
