/// Replays a scene's scripted input: delivers each event once its scene time has come.
/// Used by the window (`run --script`) and by offscreen runs alike.
struct ScriptPlayer {
    private var next = 0

    /// True while events remain.
    func hasPending(in scene: Scene) -> Bool { next < scene.script.count }

    /// Hands `scene` every event due by `sceneTime` (seconds from the script's start);
    /// `time` is the media-clock time they happen at.
    mutating func deliver(to scene: Scene, upTo sceneTime: Double, at time: Double) {
        let script = scene.script
        while next < script.count, script[next].time <= sceneTime + 1e-9 {
            scene.handle(script[next].event, at: time)
            next += 1
        }
    }
}
