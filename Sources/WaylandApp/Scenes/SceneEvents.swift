/// Moments a scene announces (the splash starting to leave, say) for scripts and tests:
/// `run` prints each as `scene NAME MS`, milliseconds since the process started, on the
/// same clock as the `--stats` presentation times; `bench` times the stretches between
/// them. Offscreen nobody listens.
///
/// Each scene owns one (``Scene/events``); the scenes of one `run` share the one in
/// their ``SceneOptions``, so a scene switched to with a key is heard too.
final class SceneEvents {
    /// Hears each event with its time on the media clock.
    var listener: ((_ name: String, _ time: Double) -> Void)?

    init() {}

    func post(_ name: String, at time: Double) { listener?(name, time) }
}
