/// Where an animator is in its life (`UIViewAnimatingState`).
///
/// `inactive` → (start, pause or set fractionComplete) → `active` → runs to its end and
/// goes back to `inactive`; or `stopAnimation(false)` → `stopped` →
/// `finishAnimation(at:)` → `inactive`.
public enum AnimatingState: String, Sendable, CustomStringConvertible {
    /// Not started, or finished: its animations are not applied.
    case inactive
    /// Started: running or paused, its animations applied.
    case active
    /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped

    public var description: String { rawValue }
}

/// Where an animator ended (`UIViewAnimatingPosition`), told to completion handlers.
public enum AnimatingPosition: String, Sendable, CustomStringConvertible {
    /// At the end values: it ran forwards to the end, or was finished there.
    case end
    /// Back at the start values: it ran reversed to the start, or was finished there.
    case start
    /// Wherever it was when it was stopped.
    case current

    public var description: String { rawValue }
}
