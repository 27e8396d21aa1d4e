import Layers
import WaylandPlatform

/// The appearance `run` shows, and why: `--appearance light|dark` and `--high-contrast`
/// when given, else the desktop's from the XDG desktop portal (``DesktopSettings``:
/// `color-scheme`, `high-contrast`/`contrast`, `accent-color`), followed while the app runs.
/// Without a portal the app is light, normal contrast.
///
/// Prints `appearance dark|light[ high-contrast][ accent #rrggbb] (flag|desktop|default)`
/// when it is first known and on each change (`flag`: `--appearance` decided and the portal
/// said nothing; `default`: the portal did not answer, or has none of the keys).
final class RunAppearance {
    /// The appearance now: what scenes are made with.
    private(set) var appearance: Appearance
    /// `--appearance light|dark`; nil: the desktop's.
    private let style: Appearance.Style?
    /// `--high-contrast`.
    private let forcesHighContrast: Bool

    /// Takes the flags; the desktop's part comes with ``follow(_:window:settings:on:)``.
    init(style: Appearance.Style?, forcesHighContrast: Bool) {
        self.style = style
        self.forcesHighContrast = forcesHighContrast
        appearance = Self.combine(AppearanceSettings(), style: style, forcesHighContrast: forcesHighContrast)
    }

    /// True when some of the appearance comes from the desktop: the portal must be read.
    var followsDesktop: Bool { style == nil || !forcesHighContrast }

    /// The flags over the desktop's settings: each flag given wins over its setting.
    static func combine(_ desktop: AppearanceSettings, style: Appearance.Style?, forcesHighContrast: Bool) -> Appearance {
        var appearance = desktop.appearance
        if let style { appearance.style = style }
        if forcesHighContrast { appearance.contrast = .high }
        return appearance
    }

    /// The first line, for a run whose flags decide everything (no portal is read).
    func printFlagLine() { StandardOutput.line(Self.line(appearance, source: "flag")) }

    /// Takes the desktop's settings as read now, shows them, and from now on shows each
    /// change on `switcher` (the shown scene and those switched to later) and `window`'s
    /// frame, on `loop`'s turns, each with an `appearance` line.
    func follow(_ switcher: SceneSwitcher, window: Window, settings: DesktopSettings, on loop: EventLoop) {
        let show = { [weak self, weak switcher, weak window] (desktop: AppearanceSettings, always: Bool) in
            guard let self else { return }
            let next = Self.combine(desktop, style: style, forcesHighContrast: forcesHighContrast)
            guard always || next != appearance else { return }
            appearance = next
            switcher?.appearance = next
            window?.appearance = next
            // A switch is activity: `--stats`' idle count starts a second after it.
            window?.recordActivity(at: MonotonicClock.time)
            StandardOutput.line(Self.line(next, source: desktop.isKnown ? "desktop" : (style != nil ? "flag" : "default")))
        }
        show(settings.appearance, true)
        settings.onAppearanceChange = { show($0, false) }
        settings.follow(on: loop)
    }

    /// `appearance dark high-contrast (desktop)`.
    static func line(_ appearance: Appearance, source: String) -> String {
        "appearance \(appearance) (\(source))"
    }
}
