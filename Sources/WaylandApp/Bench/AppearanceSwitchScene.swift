import Layers

/// The feed switching between light and dark every half second, each switch the tree's
/// 0.25 s cross-fade (``LayerHost/appearance``): `bench --scene appearance-switch` times
/// the frames of a desktop's style change. Offscreen only: a window switches when the
/// desktop says so.
final class AppearanceSwitchScene: Scene, Reproducible {
    /// The bench's name for it.
    nonisolated static let name = "appearance-switch"
    /// Seconds between switches: the cross-fade, then as long again held still.
    static let period = 0.5

    private let inner: DemoScene
    private var start: MediaTime?
    private var switches = 0

    init(showing inner: DemoScene) { self.inner = inner }
    var root: Layer { inner.root }
    var events: SceneEvents { inner.events }
    func layout(size: Size, scale: Double) { inner.layout(size: size, scale: scale) }
    var scriptDuration: TimeSpan { .seconds(2) }
    var images: ImagePipeline? { inner.images }
    func awaitBackgroundWork(timeout: TimeSpan) { inner.awaitBackgroundWork(timeout: timeout) }
    func apply(_ appearance: Appearance) { inner.apply(appearance) }

    /// Switches at 0.25 s, 0.75 s, … into the run, alternating dark and light.
    func update(at time: MediaTime) -> Bool {
        let start = start ?? time
        self.start = start
        let due = Int(((time - start).seconds + Self.period / 2) / Self.period)
        while switches < due, let host = root.host {
            switches += 1
            host.appearance = switches % 2 == 1 ? .dark : .light
        }
        _ = inner.update(at: time)
        return true
    }
}
