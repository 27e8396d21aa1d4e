import Layers
import WaylandPlatform

/// A demo scene: a layer tree that reacts to input and time. This is what a window asks
/// of it; `render` and `bench` ask for more (``Reproducible``, together ``DemoScene``).
///
/// The same scene runs in a window, offscreen in `render`, and
/// in `bench`: all time comes from the media clock, and a scene's scripted input replays
/// an interaction at fixed moments, so every frame can be reproduced.
protocol Scene: AppearanceObserver {
    /// The tree the window shows; its bounds are the window in points.
    var root: Layer { get }
    /// Lays the tree out for a window of `size` points at `scale` pixels per point.
    func layout(size: Size, scale: Double)
    /// Input, in window points, with its timing on the tree's clock: handled now
    /// (`timing.handled`), happened at the compositor's timestamp, with every motion
    /// sample, for gestures to measure velocities by.
    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>)
    /// Called once per frame before drawing, after animations advanced. Returns true
    /// while the scene itself needs more frames (timers, physics) beyond its animations.
    func update(at time: MediaTime) -> Bool
    /// The next time after `time` at which the scene will change by itself (a timer), so
    /// an idle window can sleep until then; nil when only input will change it.
    func nextChange(after time: MediaTime) -> MediaTime?
    /// An interaction to replay offscreen (`render`, `bench`): events at times from its start.
    var script: [ScriptedEvent] { get }
    /// How long the scripted run lasts.
    var scriptDuration: TimeSpan { get }
    /// True once the scene asked the app to quit (Ctrl+Q in the feed).
    var requestsQuit: Bool { get }
    /// As the splash's main window: false while the scene, just made, needs time before
    /// it can be shown (a feed waiting for its pictures).
    var isReadyToShow: Bool { get }
    /// Does one slice of the work the scene put off so that its first frame after a
    /// layout shows sooner (the preview's picture of the home screen, for its first
    /// press); false when none was left. A window calls it while it waits for events,
    /// after a commit (``WindowContent/doIdleWork()``); offscreen it is done at once.
    func prepareWhileIdle() -> Bool
    /// Where the scene announces its moments; a wrapper hands on its inner scene's.
    var events: SceneEvents { get }
    /// The screen is a stack of windows (``WindowLayer``s), as an app's screen is a
    /// stack of UIWindows: its root keeps the windows' contract (``Layer/windows``).
    var isLevelled: Bool { get }
    /// Sets every colour that depends on the appearance (dark or light, contrast): the
    /// one place a scene follows it. Called when the scene is made (without animation)
    /// and on each change, inside the tree's cross-fade (``AppearanceObserver``).
    func apply(_ appearance: Appearance)
}

extension Scene {
    /// Most scenes leave Tab to the keyboard focus.
    var claimsTabKey: Bool { false }
    /// The tree's time now: the current frame's (or event's), as a moment.
    var now: MediaTime { root.host?.currentMediaTime ?? 0 }
    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {}
    /// Input that happened when it is handled: scripts and tests.
    func handle(_ event: InputEvent, at time: MediaTime) { handle(event, timing: InputTiming(handled: time)) }
    func update(at time: MediaTime) -> Bool { false }
    func nextChange(after time: MediaTime) -> MediaTime? { nil }
    var script: [ScriptedEvent] { [] }
    var scriptDuration: TimeSpan { .seconds(2) }
    var requestsQuit: Bool { false }
    var isReadyToShow: Bool { true }
    func prepareWhileIdle() -> Bool { false }
    var isLevelled: Bool { false }
    func apply(_ appearance: Appearance) {}
    func appearanceDidChange(from previous: Appearance, in host: LayerHost) { apply(host.appearance) }
}

/// One input event of a scene's script, at a time from the script's start.
struct ScriptedEvent {
    var time: TimeSpan
    var event: InputEvent
}
