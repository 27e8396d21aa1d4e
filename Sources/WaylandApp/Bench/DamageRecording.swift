import Layers
import WaylandBenchSupport
import WaylandPlatform

/// A scene's scripted run drawn by the app's own window content (``LayerContent``) on a
/// manual clock, as a window would draw it (``WindowStepper``), keeping what each frame
/// damaged and the moments the scene announced: the ``DamageScript`` the reference
/// client replays on the compositor.
enum DamageRecording {
    /// The script of scene `name` in a `size`-point window at `scale`.
    /// - Throws: ``CommandFailure`` for an unknown scene, and what making or drawing it throws.
    @MainActor
    static func record(scene name: String, size: LogicalSize, scale: Double,
                       options: SceneOptions = SceneOptions()) throws -> DamageScript {
        guard let scene = try SceneCatalog.makeScene(name, options: options) else {
            throw CommandFailure("no scene '\(name)' to record the damage of")
        }
        var announced: [String] = []
        scene.events.listener = { moment, _ in announced.append(moment.description) }
        defer { scene.events.listener = nil }
        let start: ClockTime = 1000
        let clock = ManualClock(time: start)
        let content = LayerContent(scene: scene, clock: clock, motion: options)
        content.replaysScript = true
        var frames: [DamageScript.Frame] = []
        let stepper = WindowStepper(size: size, scale: scale, images: { scene.images })
        try stepper.run(content, frames: max(1, Int((scene.scriptDuration.seconds * 60).rounded())), start: start, clock: clock) { i, rects in
            frames.append(DamageScript.Frame(time: OffscreenRun.frameInterval * Double(i), phases: announced,
                                             rects: rects.filter { !$0.isEmpty }))
            announced = []
        }
        return DamageScript(size: size, scale: scale, frames: frames)
    }
}
