import Layers
import WaylandPlatform

/// What the app asks of the content it shows, beyond what the window asks
/// (``WindowContent``): replaying a scene's scripted interaction, and hearing when the
/// content wants the app to quit. The defaults are for content with neither, such as
/// the test pattern.
protocol SceneContent: WindowContent {
    /// How long the scripted interaction lasts (nil: there is none).
    var scriptDuration: TimeSpan? { get }
    /// Replays the scripted interaction against the clock, from the next frame on.
    func replayScript()
    /// Called when the content asks the app to quit (Ctrl+Q in the feed).
    var onQuit: (() -> Void)? { get set }
    /// How fast the content's animations run against the clock (1: real time; 0.1 ten
    /// times slower). Content without animations ignores it.
    var animationSpeed: Double { get set }
    /// The content's Reduce Motion setting (``LayerHost/reducesMotion``): what starts
    /// afterwards moves less. Content without animations ignores it.
    var reducesMotion: Bool { get set }
    /// The content's appearance (``LayerHost/appearance``): a change cross-fades its
    /// colours. Content drawn without layers ignores it.
    var appearance: Appearance { get set }
    /// The layer whose elements screen readers and the keyboard reach (nil: none).
    var accessibilityRoot: Layer? { get }
    /// True when the content uses Tab itself (the circle's mode switch): it does not move the focus there.
    var claimsTabKey: Bool { get }
    /// Figures of the content's own for `run --stats`, one "name: value" per line.
    func statisticsReport() -> [String]
}

extension SceneContent {
    var scriptDuration: TimeSpan? { nil }
    func statisticsReport() -> [String] { [] }
    func replayScript() {}
    var onQuit: (() -> Void)? {
        get { nil }
        set {}  // Content that never asks to quit has no one to tell.
    }
    var animationSpeed: Double {
        get { 1 }
        set {}  // Content drawn without layers has no animations to slow.
    }
    var reducesMotion: Bool {
        get { false }
        set {}  // Nor motion to reduce.
    }
    var appearance: Appearance {
        get { .light }
        set {}  // The test pattern has no colours to change.
    }
    var accessibilityRoot: Layer? { nil }
    var claimsTabKey: Bool { false }
}
