import Layers

/// What `render` and `bench` ask of a scene beyond what a window asks (``Scene``): the
/// waits that make an offscreen run draw the same frames every time, and the moments a
/// filmstrip shows. A window never waits: it shows what is ready and draws again.
protocol Reproducible: AnyObject {
    /// Where the scene's pictures load from, if it shows any: offscreen runs wait for
    /// it before each frame, so `render` and `bench` draw the same frames every time.
    var images: ImagePipeline? { get }
    /// Waits at most `timeout` for work the scene started on other threads and whose
    /// results its frames show without waiting (the preview's blurs). A window idles
    /// between frames while that work goes on; `bench` lends it the same idle time,
    /// outside the stopwatch, as it waits for pictures.
    func awaitBackgroundWork(timeout: TimeSpan)
    /// The moments (from the script's start, increasing) `render --filmstrip` shows side by side.
    var filmstripMoments: [TimeSpan] { get }
}

/// A scene the demo can show in a window and also run offscreen: every scene of the
/// catalog is one.
typealias DemoScene = Scene & Reproducible

extension Reproducible {
    var images: ImagePipeline? { nil }
    func awaitBackgroundWork(timeout: TimeSpan) {}
}

extension Reproducible where Self: Scene {
    /// Twelve moments spread evenly over the scripted run.
    var filmstripMoments: [TimeSpan] { (0..<12).map { scriptDuration * (Double($0) / 11) } }
}
