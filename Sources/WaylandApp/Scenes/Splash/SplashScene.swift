import FoundationEssentials
import Layers
import Logging
import WaylandPlatform

/// The startup flow of Yula's splash screen tutorial: the splash shows from the first frame, the main
/// window's content loads behind it, and after `--splash-delay` seconds (or once the
/// content is ready, if later) the app opens through a turning, growing logo-shaped hole.
///
/// Scene time 0 is the first layout (the first frame); the dismissal starts at the
/// splash delay. The main window's content is pluggable: any ``Scene`` made by
/// `mainContent`, created only after the splash's appearance so the first frame costs
/// nothing but the splash. Input goes to it once the splash is gone.
final class SplashScene: Scene, Reproducible {
    var isLevelled: Bool { true }

    /// The screen: the windows, stacked by level.
    let root = Layer()
    let mainWindow = WindowLayer(level: .normal, name: "main")
    /// The main content as a still picture, shown instead of it while the hole opens.
    let snapshot = SnapshotLayer()
    /// Holds the main content, and hands the window over to it from the picture.
    let handover = SnapshotHandover()
    private(set) var presenter: SplashPresenter?
    private(set) var mainContent: DemoScene?
    /// Why the main content could not be made, shown in the main window instead.
    private(set) var mainContentError: Error?
    /// What the main window shows instead when its content could not be made: a page and
    /// the reason on it.
    private var errorPage: (page: Layer, text: TextLayer)?
    private(set) var phase = Phase.launching

    /// Shared with the main content, whose moments (a card expanding) are the app's too.
    let events: SceneEvents
    private let options: SceneOptions
    private let makeMainContent: (SceneOptions) throws -> DemoScene
    private var size = Size(width: 0, height: 0)
    private let logger = Logger(label: "splash")
    private var scale = 1.0
    private var presentedAt: MediaTime?
    /// Moments closer than this count as reached: the clock comes in steps that add up
    /// with rounding, and a dismissal due at 2 s must not wait a frame for 1.9999999.
    private static let timeTolerance: TimeSpan = .seconds(1e-6)

    enum Phase: Equatable {
        /// Built, not yet laid out: nothing on screen.
        case launching
        /// The splash is showing (and appearing, for its first 0.3 s).
        case presented
        /// The hole is opening.
        case dismissing
        /// The splash is gone; only the main window is left.
        case finished
    }

    /// - Parameter mainContent: makes what the main window shows (the city feed).
    init(options: SceneOptions, mainContent: @escaping (SceneOptions) throws -> DemoScene) {
        let events = options.events ?? SceneEvents()
        self.events = events
        var shared = options
        shared.events = events
        self.options = shared
        makeMainContent = mainContent
        root.name = "screen"
        Transaction.withoutActions {
            root.backgroundColor = .black
            mainWindow.isHidden = false
        }
        root.addSublayer(mainWindow)
        Transaction.withoutActions { snapshot.isHidden = true }
        handover.pictureClip.addSublayer(snapshot)
        mainWindow.addSublayer(handover.pictureClip)
        mainWindow.addSublayer(handover.container)
        presenter = SplashPresenter(screen: root, mainWindow: mainWindow, seed: options.seed, strings: options.strings,
                                    fonts: options.launchFonts ?? .shared)
    }

    /// The main content's pictures.
    var images: ImagePipeline? { mainContent?.images }

    func awaitBackgroundWork(timeout: TimeSpan) { mainContent?.awaitBackgroundWork(timeout: timeout) }

    /// The moment the dismissal starts (scene time = splash delay), once presented.
    var dismissalTime: MediaTime? { presentedAt.map { $0 + .seconds(options.splashDelay) } }

    func layout(size: Size, scale: Double) {
        self.size = size
        self.scale = scale
        Transaction.withoutActions {
            mainWindow.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            mainWindow.position = Point(x: size.width / 2, y: size.height / 2)
        }
        layoutMainContent()
        presenter?.layout(size: size)
        if phase == .presented { captureSnapshot() }
        if phase == .launching {
            phase = .presented
            presentedAt = now
            presenter?.present()
            events.post("splash-presented", from: root)
        }
    }

    func update(at time: MediaTime) -> Bool {
        var wantsFrames = false
        if phase == .presented, let presentedAt {
            // The main content is made while the window idles (prepareWhileIdle); a
            // window that never idled makes it here, in time for its picture.
            if mainContent == nil, mainContentError == nil, time + Self.timeTolerance >= fallbackLoadTime(presentedAt) {
                loadMainContent()
            }
            // The picture of the main content is taken while the window idles
            // (prepareWhileIdle). A window that never idled takes it here, a band per
            // frame, in time for the dismissal's first frame.
            if let due = dismissalTime, time + .seconds(Self.snapshotLead) + Self.timeTolerance >= due, captureSnapshotPart() {
                wantsFrames = true
            }
            if let due = dismissalTime, time + Self.timeTolerance >= due {
                if isMainContentReady { dismiss() } else { wantsFrames = true }
            }
        }
        if let mainContent, mainContent.update(at: time) {
            // Moving, the content no longer matches its picture.
            handover.finish(snapshot)
            wantsFrames = true
        }
        if handover.isHanding {
            handover.step(snapshot)
            wantsFrames = true
        }
        return wantsFrames
    }

    /// While the splash waits: the end of the appearance (to load the main content) and
    /// the dismissal; afterwards, the main content's own. The window sleeps until then
    /// instead of drawing idle frames.
    func nextChange(after time: MediaTime) -> MediaTime? {
        // Handing the window over to the content: a band every frame.
        if handover.isHanding { return time }
        guard phase == .presented, let presentedAt, let due = dismissalTime else {
            return mainContent?.nextChange(after: time)
        }
        if mainContent == nil && mainContentError == nil {
            // Woken at the load time, the window idles and makes it then.
            let load = mainContentLoadTime(presentedAt)
            return time + Self.timeTolerance < load ? load : fallbackLoadTime(presentedAt)
        }
        // No picture yet: wake in time to take it a band a frame.
        if isMainContentReady, mainContent != nil, !snapshot.isCurrent(size: size, scale: scale) {
            return max(time, due - .seconds(Self.snapshotLead))
        }
        return due
    }

    /// Seconds before the dismissal that a window which never idled starts taking the
    /// main content's picture in its frames: 30 frames at 60 Hz, for the 24 bands of a
    /// 3840×2160 picture (``SnapshotLayer/pixelsPerPart``).
    static let snapshotLead = 0.5

    /// Seconds before the snapshot's lead that a window which never idled makes the
    /// main content in a frame, so that its pictures have arrived when the bands start.
    static let fallbackLoadLead = 0.25

    /// While the splash holds still (from ``mainContentLoadDelay`` after its appearance):
    /// makes the main content, then takes its picture a band at a time, so that no frame
    /// pays for either (making the content costs more than a 120 Hz frame's share).
    /// After the splash, the main content's own put-off work.
    func prepareWhileIdle() -> Bool {
        guard phase == .presented, let presentedAt else { return mainContent?.prepareWhileIdle() ?? false }
        if mainContent == nil, mainContentError == nil {
            guard now + Self.timeTolerance >= mainContentLoadTime(presentedAt) else { return false }
            loadMainContent()
            return true
        }
        return captureSnapshotPart()
    }

    /// Takes the next band of the main content's picture once the content is ready;
    /// true when a band was taken.
    private func captureSnapshotPart() -> Bool {
        guard isMainContentReady, let content = mainContent, !snapshot.isCurrent(size: size, scale: scale) else { return false }
        do {
            _ = try snapshot.captureNextPart(content.root, size: size, scale: scale, at: now)
            return true
        } catch {
            logger.warning("no snapshot of the main window (\(error)); it draws live")
            return false
        }
    }

    /// Seconds after the appearance's end that the main content is made. Made in the
    /// frame that draws the appearance's last step, it made that frame miss the
    /// compositor's repaint. Made while idle right after that frame's commit, it took the
    /// cores from the compositor while it repainted the last frames still in flight, and
    /// one interval ran long. A few refreshes later the compositor is done with them.
    static let mainContentLoadDelay = 0.05

    /// When the main content is made: after the appearance, or when the dismissal is
    /// due if that comes first.
    private func mainContentLoadTime(_ presentedAt: MediaTime) -> MediaTime {
        presentedAt + .seconds(min(SplashAnimator.appearanceDuration + Self.mainContentLoadDelay, options.splashDelay))
    }

    /// When a window that never idled makes the main content in a frame: ahead of the
    /// snapshot's lead by ``fallbackLoadLead``, but never sooner than that after the load
    /// time, so that an idle window makes it first; at the latest, when the dismissal is due.
    private func fallbackLoadTime(_ presentedAt: MediaTime) -> MediaTime {
        let lead = options.splashDelay - Self.snapshotLead - Self.fallbackLoadLead
        let afterIdle = SplashAnimator.appearanceDuration + Self.mainContentLoadDelay + Self.fallbackLoadLead
        return presentedAt + .seconds(min(max(lead, afterIdle), options.splashDelay))
    }

    /// The main content's request to quit (Ctrl+Q in the feed).
    var requestsQuit: Bool { mainContent?.requestsQuit ?? false }

    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {
        guard phase == .finished else { return }
        // The content may change: it shows whole from now on.
        handover.finish(snapshot)
        mainContent?.handle(event, timing: timing)
    }

    var scriptDuration: TimeSpan { .seconds(options.splashDelay + SplashAnimator.disappearanceDuration + 0.4) }

    /// The appearance, then the disappearance closely (most happens in its first 0.3 s).
    var filmstripMoments: [TimeSpan] {
        ([0, 0.1, 0.2, 0.3] + [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.45, 0.6].map { options.splashDelay + $0 }).map(TimeSpan.seconds)
    }

    private var isMainContentReady: Bool {
        if mainContentError != nil { return true }
        guard let mainContent else { return false }
        return mainContent.isReadyToShow
    }

    /// The appearance last applied: the main content, made later, takes it.
    private var appearance = Appearance.light

    /// The splash screen is its own dark picture in either appearance; the main content
    /// (the feed) and the error page follow.
    func apply(_ appearance: Appearance) {
        self.appearance = appearance
        mainContent?.apply(appearance)
        if let errorPage {
            let palette = Palette(appearance)
            errorPage.page.backgroundColor = palette.background(light: Self.errorPageColor)
            errorPage.text.foregroundColor = palette.primaryText(light: Color(white: 0.2))
        }
    }

    private static let errorPageColor = Color(hex: 0xF5F2EC)

    private func loadMainContent() {
        do {
            let content = try makeMainContent(options)
            mainContent = content
            Transaction.withoutActions { content.apply(appearance) }
            // Under the opaque foreground splash it would only cost drawing: it shows
            // (as its snapshot) when the splash leaves.
            content.root.isHidden = true
            handover.container.addSublayer(content.root)
        } catch {
            mainContentError = error
            logger.error("the main window's content could not be made: \(error)")
            let page = Self.errorPage(for: error, strings: options.strings)
            errorPage = page
            Transaction.withoutActions { apply(appearance) }
            mainWindow.insertSublayer(page.page, at: 0)
        }
        layoutMainContent()
        presenter?.prepareDisappearance(scale: scale)
    }

    /// Takes the picture of the main content the disappearance shows, while the splash
    /// idles (and again after a resize or a change). Without one the live content shows.
    private func captureSnapshot() {
        guard let content = mainContent else { return }
        do {
            try snapshot.capture(content.root, size: size, scale: scale, at: now)
        } catch {
            logger.warning("no snapshot of the main window (\(error)); it draws live")
        }
    }

    private func layoutMainContent() {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        Transaction.withoutActions { snapshot.frame = bounds }
        handover.layout(size: size, picture: snapshot)
        if let mainContent {
            Transaction.withoutActions { mainContent.root.frame = bounds }
            mainContent.layout(size: size, scale: scale)
        } else if let errorPage {
            Transaction.withoutActions {
                errorPage.page.frame = bounds
                errorPage.text.frame = bounds.insetBy(dx: 24, dy: max(size.height / 2 - 40, 0))
            }
        }
    }

    private func dismiss() {
        captureSnapshot()
        let content = mainContent?.root
        let showsSnapshot = content != nil && snapshot.isCurrent(size: size, scale: scale)
        if showsSnapshot { snapshot.isHidden = false } else { content?.isHidden = false }
        phase = .dismissing
        events.post("splash-dismissing", from: root)
        presenter?.dismiss { [weak self] in
            guard let self else { return }
            content?.isHidden = false
            if showsSnapshot {
                // The picture leaves a band a frame as the content takes the window over.
                handover.start(size: size, scale: scale, from: snapshot)
            } else {
                Transaction.withoutActions {
                    snapshot.isHidden = true
                    snapshot.contents = nil
                }
            }
            presenter = nil
            phase = .finished
            events.post("splash-finished", from: root)
        }
    }

    /// What the main window shows when its content could not be made: the reason, plainly.
    private static func errorPage(for error: Error, strings: StringCatalog) -> (page: Layer, text: TextLayer) {
        let page = Layer()
        page.name = "error"
        let text = TextLayer(string: "\(strings[.feedFailed])\n\(error)", font: .system(size: 17))
        text.language = strings.language.textLanguage
        text.isWrapped = true
        text.alignmentMode = .center
        Transaction.withoutActions {
            page.backgroundColor = errorPageColor
            text.foregroundColor = Color(white: 0.2)
        }
        page.addSublayer(text)
        return (page, text)
    }
}
