import Layers
import Logging
import WaylandPlatform

/// Keys 1–4 switch a running window between the demo scenes (1 splash, 2 feed,
/// 3 circle, 4 preview), looked up by name in ``SceneCatalog``: the window keeps its
/// buffers and size, only the content behind it changes. A scene this build does not
/// have is skipped with a log line.
final class SceneSwitcher: WindowContent {
    /// The scene each number key shows.
    static let keyOrder = ["splash", "feed", "circle", "preview"]

    private(set) var content: SceneContent
    private(set) var name: String
    private var options: SceneOptions
    private var size: (width: Int, height: Int, scale: Double)?
    private var host: SubsurfaceHost?
    private let logger = Logger(label: "app")
    /// Told the new scene's name after each switch.
    var onSwitch: ((String) -> Void)?
    /// Called when the shown scene asks the app to quit (Ctrl+Q in the feed).
    var onQuit: (() -> Void)? {
        didSet { content.onQuit = onQuit }
    }

    init(name: String, content: SceneContent, options: SceneOptions) {
        self.name = name
        self.content = content
        self.options = options
        // The scenes load the catalog too; a broken one failed the run before this.
        strings = (try? StringCatalog.load(options.language, assetsPath: options.assetsPath)) ?? .english
        accessibility = AccessibilityTree(label: strings[.feedTitle], language: options.language.textLanguage,
                                          root: content.accessibilityRoot)
        keyboardFocus = KeyboardFocus(tree: accessibility)
    }

    /// The run's language's strings (the window's title, the tree's label).
    let strings: StringCatalog
    /// The window's title: the app's name in the run's language, as its desktop file's
    /// `Name`. GNOME apps whose views are modes rather than documents (Clocks, Settings)
    /// keep their name as the title whatever the view, and so does this one, whose
    /// scenes are modes; `--title` replaces it.
    var windowTitle: String { strings[.appName] }

    /// The shown scene's elements, for screen readers and the keyboard: one tree for the
    /// run, its root the scene's.
    let accessibility: AccessibilityTree
    private let keyboardFocus: KeyboardFocus

    /// The scene a key selects: keysyms `1`…`4` (0x31…0x34).
    static func sceneName(forKeysym keysym: UInt32) -> String? {
        guard keysym >= 0x31, keysym < 0x31 + UInt32(keyOrder.count) else { return nil }
        return keyOrder[Int(keysym - 0x31)]
    }

    /// Shows scene `name`, replaying its script when `replayingScript`; false (and a log
    /// line) when the catalog has no such scene or it cannot be made.
    @discardableResult
    func show(_ name: String, replayingScript: Bool = false) -> Bool {
        guard name != self.name else { return true }
        guard SceneCatalog.names.contains(name) else {
            logger.warning("scene '\(name)' is not in this build; staying on '\(self.name)'")
            return false
        }
        do {
            guard let next = try SceneCatalog.make(name, options: options) else { return false }
            content.attach(nil)
            if replayingScript { next.replayScript() }
            next.animationSpeed = content.animationSpeed
            content = next
            accessibility.focus(nil)
            accessibility.root = next.accessibilityRoot
            if let host { next.attach(host) }
            next.onQuit = onQuit
            self.name = name
            if let size { next.resize(width: size.width, height: size.height, scale: size.scale) }
            onSwitch?(name)
            return true
        } catch {
            logger.error("cannot show scene '\(name)': \(error)")
            return false
        }
    }

    // MARK: WindowContent

    func resize(width: Int, height: Int, scale: Double) {
        size = (width, height, scale)
        content.resize(width: width, height: height, scale: scale)
    }

    func needsFrame(at time: ClockTime) -> Bool { content.needsFrame(at: time) }

    var accessibilityTree: AccessibilityTree? { accessibility }

    func draw(into target: PixelTarget, at time: ClockTime) -> [PixelRect] {
        content.draw(into: target, at: time)
    }

    func handle(_ event: InputEvent, timing: InputTiming<ClockTimeline>) {
        if case let .key(keysym, _, true, modifiers, _) = event,
           keyboardFocus.handle(keysym: keysym, modifiers: modifiers, claimsTab: content.claimsTabKey) {
            return
        }
        if case let .key(keysym, _, true, modifiers, false) = event,
           modifiers.isDisjoint(with: [.control, .alt, .logo]),
           let target = Self.sceneName(forKeysym: keysym) {
            show(target)
            return
        }
        if case let .key(keysym, _, true, modifiers, false) = event, keysym == Self.capitalS,
           modifiers.contains(.shift), modifiers.isDisjoint(with: [.control, .alt, .logo]) {
            toggleSlowAnimations()
            return
        }
        if case let .key(Self.f12, _, true, modifiers, false) = event, modifiers.isDisjoint(with: [.control, .alt, .logo]) {
            toggleOverlay(damage: modifiers.contains(.shift))
            return
        }
        content.handle(event, timing: timing)
    }

    // MARK: Frame-time overlay

    /// F12's keysym.
    static let f12: UInt32 = 0xFFC9

    /// F12 shows or hides the frame-time graph; Shift+F12 the outlines of what each
    /// frame redrew. Either way the window draws one frame to show the change.
    func toggleOverlay(damage: Bool) {
        guard let overlay = options.overlay else { return }
        if damage {
            overlay.showsDamage.toggle()
            StandardOutput.line("damage outlines \(overlay.showsDamage ? "on" : "off")")
        } else {
            overlay.isVisible.toggle()
            StandardOutput.line("hud \(overlay.isVisible ? "on" : "off")")
        }
    }

    // MARK: Slow animations

    /// Shift+S's keysym (`S`).
    static let capitalS: UInt32 = 0x53

    /// Shift+S: between real time and slow motion (`--slow-animations`' factor, or 10
    /// when it was not given), as the iOS Simulator's Slow Animations. The shown
    /// scene's animations, running ones too, slow down or speed up from where they are.
    func toggleSlowAnimations() {
        let slow = 1 / (options.animationSlowdown == 1 ? 10 : options.animationSlowdown)
        content.animationSpeed = content.animationSpeed == 1 ? slow : 1
        StandardOutput.line("animation speed \(content.animationSpeed)")
    }

    // MARK: Reduced motion

    /// Reduced motion for the shown scene and every scene switched to later (the
    /// desktop's setting changed while the app runs: ``RunMotion``).
    var reducesMotion: Bool {
        get { options.reducesMotion }
        set {
            options.reducesMotion = newValue
            content.reducesMotion = newValue
        }
    }

    // MARK: Appearance

    /// Dark or light for the shown scene and every scene switched to later (the
    /// desktop's setting changed while the app runs: ``RunAppearance``).
    var appearance: Appearance {
        get { options.appearance }
        set {
            options.appearance = newValue
            content.appearance = newValue
        }
    }

    // The shown scene's wake-ups, statistics and subsurfaces pass through the switcher.

    func attach(_ host: SubsurfaceHost?) {
        self.host = host
        content.attach(host)
    }

    func nextChange(after time: ClockTime) -> ClockTime? { content.nextChange(after: time) }
    func statisticsReport() -> [String] { content.statisticsReport() }
    func framePresented(interval: TimeSpan) { content.framePresented(interval: interval) }
    func inputPresented(latency: TimeSpan) { content.inputPresented(latency: latency) }
    var isOpaque: Bool { content.isOpaque }
    func mapMemoryAhead() -> Int { content.mapMemoryAhead() }
    func prepareAhead() -> Bool { content.prepareAhead() }
    func doIdleWork() -> Bool { content.doIdleWork() }
}
