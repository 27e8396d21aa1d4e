import WaylandPlatform

/// Whether `run` reduces motion, and why: `--reduce-motion` or `--no-reduce-motion`
/// when given, else the desktop's setting from the XDG desktop portal
/// (``DesktopSettings``: `reduced-motion` 1 or `enable-animations` false), followed
/// while the app runs. Without a portal, motion is not reduced.
///
/// Prints `reduce-motion on|off (flag|desktop|default)` at start and on each change
/// (`default`: the portal did not answer, or has neither setting).
final class RunMotion {
    /// The value now: what scenes are made with.
    private(set) var reducesMotion: Bool
    private let settings: DesktopSettings?

    /// Takes `flag` when given; otherwise the desktop's setting from `settings` (read
    /// now when nil, waiting at most ``DesktopSettings/defaultTimeout``). Prints the first
    /// `reduce-motion` line.
    init(flag: Bool?, settings desktop: DesktopSettings? = nil) {
        if let flag {
            settings = nil
            reducesMotion = flag
            StandardOutput.line(Self.line(flag, source: "flag"))
        } else {
            let settings = desktop ?? DesktopSettings()
            self.settings = settings
            reducesMotion = settings.motion.reducesMotion
            StandardOutput.line(Self.line(settings.motion))
        }
    }

    /// From now on, changes of the desktop's setting go to `switcher` (the shown scene
    /// and those switched to later) on `loop`'s turns, each with a `reduce-motion` line.
    /// Does nothing when the flag decided.
    func follow(_ switcher: SceneSwitcher, on loop: EventLoop) {
        guard let settings else { return }
        settings.onMotionChange = { [weak self, weak switcher] motion in
            guard let self, motion.reducesMotion != self.reducesMotion else { return }
            self.reducesMotion = motion.reducesMotion
            switcher?.reducesMotion = motion.reducesMotion
            StandardOutput.line(Self.line(motion))
        }
        settings.follow(on: loop)
    }

    /// `reduce-motion on (desktop)`, or `… (default)` when the desktop said nothing.
    static func line(_ motion: MotionSettings) -> String {
        line(motion.reducesMotion, source: motion.isKnown ? "desktop" : "default")
    }

    static func line(_ reduces: Bool, source: String) -> String {
        "reduce-motion \(reduces ? "on" : "off") (\(source))"
    }
}
