import Layers
/// Replays a scene's scripted input: delivers each event once its scene time has come.
/// Used by the window (`run --script`) and by offscreen runs alike.
///
/// The script is read from the scene at the first delivery (after the first layout,
/// which places its pointer positions) and again after each new layout, not rebuilt
/// every frame.
struct ScriptPlayer {
    private var next = 0
    private var script: [ScriptedEvent]?

    /// True while events remain.
    mutating func hasPending(in scene: Scene) -> Bool { next < events(of: scene).count }

    /// Hands `scene` every event due by `sceneTime` (since the script's start); `time`
    /// is the tree's time they happen at. Returns how many it handed over.
    @discardableResult
    mutating func deliver(to scene: Scene, upTo sceneTime: TimeSpan, at time: MediaTime) -> Int {
        let script = events(of: scene)
        let first = next
        while next < script.count, script[next].time.seconds <= sceneTime.seconds + 1e-9 {
            scene.handle(script[next].event, at: time)
            next += 1
        }
        return next - first
    }

    /// The window was laid out anew (a compositor's second configure, a resize): the
    /// script is read again at the next delivery, so the events still due aim at where
    /// things are now. A tiling compositor (sway) configures a window twice at start;
    /// read at the first size, the circle's press landed beside the circle.
    mutating func layoutChanged() { script = nil }

    private mutating func events(of scene: Scene) -> [ScriptedEvent] {
        if let script { return script }
        let events = scene.script
        script = events
        return events
    }
}
