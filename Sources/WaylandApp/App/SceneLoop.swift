import Layers
import WaylandPlatform

/// `run --loop`: replays the demo scenes' scripted interactions one after the other
/// (splash, feed, circle, preview, then the splash again), forever. Each switch builds
/// the next scene afresh and lets the last one go, so a long run (`make soak`) shows
/// whether scenes, their images and their animations are really freed.
@MainActor
final class SceneLoop {
    /// Time left after a scene's scripted run before the next one, for the last
    /// animation to settle.
    static let pause: TimeSpan = .seconds(0.3)

    private unowned let switcher: SceneSwitcher
    private var timer: LoopTimer!
    /// How many scenes have been shown since the start.
    private(set) var switches = 0

    /// Starts looping from the scene `switcher` shows now; its script must already be replaying.
    init(switcher: SceneSwitcher, loop: EventLoop) throws {
        self.switcher = switcher
        timer = try LoopTimer(loop: loop) { [weak self] in self?.advance() }
        scheduleNext()
    }

    /// The scene after `name` in the loop (the first one for a scene outside it).
    static func scene(after name: String) -> String {
        let order = SceneSwitcher.keyOrder
        guard let index = order.firstIndex(of: name) else { return order[0] }
        return order[(index + 1) % order.count]
    }

    private func scheduleNext() {
        let duration = switcher.content.scriptDuration ?? .seconds(2)
        timer.schedule(after: duration + Self.pause)
    }

    private func advance() {
        switcher.show(Self.scene(after: switcher.name), replayingScript: true)
        switches += 1
        scheduleNext()
    }
}
