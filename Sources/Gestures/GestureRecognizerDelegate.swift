/// Decisions an app takes for a recognizer, as `UIGestureRecognizerDelegate`.
///
/// Every method has a default that keeps the arena's rule: one recognizer wins a touch
/// sequence and every other undecided one fails. The closures on ``GestureRecognizer``
/// (``GestureRecognizer/shouldBegin``, ``GestureRecognizer/shouldRecognizeSimultaneously``)
/// answer first when set.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked as `recognizer` leaves `possible`; false makes it fail instead.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether `recognizer` may go on while `other` recognizes in the same sequence.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether `recognizer` waits for `other` to fail before it recognizes, decided per
    /// sequence (``GestureRecognizer/require(toFail:)`` decides once and for all).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `recognizer` makes `other` wait for it to fail.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
    /// Whether `recognizer` sees a touch that lands; false leaves it out of the sequence.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: TouchPoint) -> Bool
}

extension GestureRecognizerDelegate {
    /// Begins.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// Does not share.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// Waits for no one.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    /// Makes no one wait.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
    /// Sees every touch.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: TouchPoint) -> Bool { true }
}
