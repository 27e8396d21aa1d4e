import Foundation
import Layers
@testable import WaylandApp

/// Building splash scenes for tests: on the offscreen runner's manual clock, with the
/// city feed or a main content of one known colour.
enum SplashTestSupport {
    static let size = Size(width: 640, height: 360)
    static let delay = 1.0

    static func options(delay: Double = delay, seed: UInt64 = 3) -> SceneOptions {
        var options = SceneOptions()
        options.splashDelay = delay
        options.seed = seed
        return options
    }

    /// The splash over the city feed, laid out and presented at scene time 0.
    static func run(size: Size = size, scale: Double = 1, delay: Double = delay,
                    mainContent: @escaping (SceneOptions) throws -> DemoScene = { try FeedScene(options: $0) }) throws
        -> (SplashScene, OffscreenRun) {
        let scene = SplashScene(options: options(delay: delay), mainContent: mainContent)
        let run = try OffscreenRun(scene: scene, size: size, scale: scale)
        return (scene, run)
    }

    /// Renders `layer` alone, as the root of its own frame.
    static func renderAlone(_ layer: Layer, size: Size, scale: Double = 1, at time: Double) throws -> Image {
        let image = try Image(width: Int(size.width * scale), height: Int(size.height * scale))
        try Renderer().render(layer, at: MediaTime(seconds: time), into: image, scale: scale)
        return image
    }
}

/// A main window content of one opaque colour that can take a while to get ready.
final class SolidContent: Scene, Reproducible {
    let events = SceneEvents()
    static let color = Color(red: 0, green: 1, blue: 0)
    let root = Layer()
    var isReadyToShow: Bool

    init(ready: Bool = true) {
        isReadyToShow = ready
        Transaction.withoutActions { root.backgroundColor = Self.color }
    }

    func layout(size: Size, scale: Double) {}
}
