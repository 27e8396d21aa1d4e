/// Content that knows when it will next change while it has nothing to draw now,
/// e.g. an animation that begins two seconds from now.
///
/// ``WindowContent/needsFrame(at:)`` can only say "now or not": without this, such
/// content would either draw identical frames until then or never wake up. The
/// window arms a timer for the returned time and asks `needsFrame` again when it fires.
protocol WakeScheduling: AnyObject {
    /// The next media-clock time after `time` at which something changes, or nil if
    /// nothing is scheduled (input will wake the window).
    func nextChange(after time: Double) -> Double?
}
