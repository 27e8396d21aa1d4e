/// Moments a scene announces (the splash starting to leave, say) for scripts and tests:
/// `run` prints each as `scene NAME MS`, milliseconds since the process started, on the
/// same clock as the `--stats` presentation times. Offscreen nobody listens.
enum SceneEvents {
    /// Hears each event with its time on the media clock; set by `run`.
    static var listener: ((_ name: String, _ time: Double) -> Void)?

    static func post(_ name: String, at time: Double) { listener?(name, time) }
}
