import Layers

/// Moments a scene announces (the splash starting to leave, say) for scripts and tests:
/// `run` prints each as `scene NAME MS`, milliseconds since the process started, on the
/// same clock as the `--stats` presentation times; `bench` times the stretches between
/// them. Offscreen nobody listens.
///
/// Each scene owns one (``Scene/events``); the scenes of one `run` share the one in
/// their ``SceneOptions``, so a scene switched to with a key is heard too.
final class SceneEvents {
    /// Hears each event with its time on the window's clock (the tree's host's clock).
    var listener: ((_ moment: SceneMoment, _ time: ClockTime) -> Void)?

    init() {}

    /// Announces `name` at the current time of `layer`'s tree (the frame's or the
    /// event's), placed on its host's clock by the host (its time may run slower).
    /// `value` goes with the name (``SceneMoment``).
    func post(_ name: String, value: Double? = nil, from layer: Layer) {
        guard let listener else { return }
        let moment = SceneMoment(name: name, value: value)
        guard let host = layer.host else { return listener(moment, MonotonicClock.time) }
        // A tree whose time stands still (speed 0) announces at the clock's present.
        listener(moment, host.clockTime(at: host.currentMediaTime) ?? host.clock.time)
    }
}
