import Layers

/// Another scene held still: laid out once, no script, nothing animating. Its frames
/// measure what the app costs when nothing changes (the goal: no pixel work at all).
final class IdleScene: Scene, Reproducible {
    private let inner: DemoScene
    init(showing inner: DemoScene) { self.inner = inner }
    var root: Layer { inner.root }
    var events: SceneEvents { inner.events }
    func layout(size: Size, scale: Double) { inner.layout(size: size, scale: scale) }
    var scriptDuration: TimeSpan { .seconds(2) }
    /// The inner scene's pictures, so `bench` waits for them as it does for the scene's
    /// own: without it, a feed's pictures still decoding on other threads were counted
    /// as the held frames' allocations.
    var images: ImagePipeline? { inner.images }
    func awaitBackgroundWork(timeout: TimeSpan) { inner.awaitBackgroundWork(timeout: timeout) }
}
