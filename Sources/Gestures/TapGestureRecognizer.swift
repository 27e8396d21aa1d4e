import Layers

/// Recognizes a tap, as `UITapGestureRecognizer`: touches that go down and come up
/// without moving further than ``allowableMovement``. Discrete: it goes straight from
/// `possible` to `recognized` (or `failed`), and its targets run once.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far, in points, the touches may wander before it is no longer a tap.
    public var allowableMovement = 10.0
    /// The most touches a tap may have; more makes it fail.
    public var numberOfTouchesRequired = 1

    private var start: Point?

    /// A tap recognizer that runs `action` when it recognizes.
    public convenience init(action: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        addTarget { [unowned self] _ in action(self) }
    }

    /// Fails with more touches than a tap may have.
    public override func touchesBegan(_ touches: [TouchPoint], at time: MediaTime) {
        if numberOfTouches > numberOfTouchesRequired {
            fail()
            return
        }
        start = start ?? centroid
    }

    /// Fails when the touches wander.
    public override func touchesMoved(_ touches: [TouchPoint], at time: MediaTime) {
        guard let start else { return }
        if centroid.distance(to: start) > allowableMovement { fail() }
    }

    /// Recognizes when the last touch lifts.
    public override func touchesEnded(_ touches: [TouchPoint], at time: MediaTime) {
        // The tap is complete when the last touch lifts.
        guard touches.count >= numberOfTouches, state == .possible else { return }
        state = .recognized
    }

    /// Forgets where the tap started.
    public override func reset() {
        super.reset()
        start = nil
    }
}
