import Gestures
import Layers
import Logging
import WaylandPlatform

/// Scene 4, the Kodeco chapter: a home screen of app icons. Press and hold one and a picture of
/// it grows over a blurring, darkening screen, scrubbed by the press; let go early and
/// it shrinks back, hold on and it springs out into a menu; a tap outside closes it.
/// K switches to the keyframe variant, which also turns the preview in the second half.
final class PreviewScene: Scene, Reproducible {
    static let iconSide = 64.0
    /// Seconds of pressing that scrub the preview all the way in.
    static let pressDuration = 0.7
    /// The press scrubs within this range, so the animator never finishes by itself.
    static let scrubRange = 0.01...0.99

    let root = Layer()
    /// Wallpaper, header and icons: what the backdrop takes a picture of.
    let home = Layer()
    private let wallpaper = Layer()
    /// Scales the wallpaper up at each layout; it keeps no masks or copies.
    private let wallpaperRenderer = Renderer(cacheBudget: 0, imageCacheBudget: 0)
    private let header = Layer()
    private let headerTitle = TextLayer()
    private let headerHint = TextLayer()
    /// One per app: the icon square and its name.
    private(set) var cells: [Layer] = []
    private var squares: [Layer] = []
    /// Each icon's name under it, in the app's language.
    private(set) var labels: [TextLayer] = []

    let backdrop = BlurredBackdrop()
    let menu: PreviewMenu
    /// The scene's words, in the app's language.
    private let strings: StringCatalog
    let events: SceneEvents
    /// The snapshot of the pressed icon (the tutorial's `previewView`).
    let preview = Layer()

    private(set) var phase = PreviewPhase.idle
    private(set) var variant = PreviewVariant.plain
    /// The animator the press scrubs (the tutorial's `previewAnimator`), while there is one.
    private(set) var previewAnimator: PropertyAnimator?
    /// The spring that opens or closes the menu; held here, as UIKit holds a running
    /// animator, or it would end with the scope that started it.
    private(set) var menuAnimator: PropertyAnimator?
    private(set) var size = Size(width: 0, height: 0)
    private var scale = 1.0
    /// The backdrop holds a picture of the home screen at this size (``prepareWhileIdle()``).
    private var backdropIsCurrent = false
    /// The icons' pictures a press grows, made while idle.
    private(set) var snapshots = IconSnapshots(count: AppIcon.all.count, side: PreviewScene.iconSide)

    private lazy var arena = GestureArena(root: root)
    private var presses: [LongPressGestureRecognizer] = []
    private lazy var tap = TapGestureRecognizer { [unowned self] in self.tapped(at: $0.location(in: self.root)) }
    private let logger = Logger(label: "preview")

    /// `events`: where it announces its phases (its own when nil). `waitsForBlur`: see
    /// ``BlurredBackdrop/waitsForBlur``. `fonts`: where its text's fonts are found (a
    /// launch's first frame: the files found without fontconfig, ``SceneOptions/launchFonts``).
    init(strings: StringCatalog = .english, events: SceneEvents? = nil, waitsForBlur: Bool = true,
         fonts: FontDatabase = .shared) {
        backdrop.waitsForBlur = waitsForBlur
        self.strings = strings
        self.events = events ?? SceneEvents()
        menu = PreviewMenu(strings: strings, fonts: fonts)
        root.name = "preview scene"
        root.backgroundColor = Color(hex: 0x221E3F)
        home.name = "home"
        root.addSublayer(home)
        wallpaper.name = "wallpaper"
        wallpaper.contentsGravity = .resize
        home.addSublayer(wallpaper)

        header.name = "header"
        header.backgroundColor = Color(white: 0, alpha: 0.22)
        home.addSublayer(header)
        headerTitle.font = Font(family: "Inter", size: 15, weight: .semibold)
        headerTitle.foregroundColor = .white
        header.addSublayer(headerTitle)
        headerHint.font = Font(family: "Inter", size: 13, weight: .regular)
        headerHint.foregroundColor = Color(white: 1, alpha: 0.7)
        headerHint.string = strings[.previewHint]
        for label in [headerTitle, headerHint] {
            label.language = strings.language.textLanguage
            label.fontDatabase = fonts
        }
        header.addSublayer(headerHint)

        for (i, app) in AppIcon.all.enumerated() {
            let cell = Layer()
            cell.name = "cell \(app.name)"
            let square = app.makeLayer(side: Self.iconSide)
            square.shadowColor = Color(hex: 0x0B0820)
            square.shadowOpacity = 0.3
            square.shadowRadius = 6
            square.shadowOffset = Size(width: 0, height: 3)
            cell.addSublayer(square)
            let label = TextLayer(string: strings.translate(app.name), font: Font(family: "Inter", size: 12, weight: .medium))
            label.language = strings.language.textLanguage
            label.fontDatabase = fonts
            label.foregroundColor = .white
            label.alignmentMode = .center
            cell.addSublayer(label)
            home.addSublayer(cell)
            cells.append(cell)
            squares.append(square)
            labels.append(label)
            let press = LongPressGestureRecognizer(minimumPressDuration: Self.pressDuration) { [unowned self] in
                self.pressChanged($0, icon: i)
            }
            press.name = "preview \(app.name)"
            presses.append(press)
            cell.addGestureRecognizer(press)
        }
        root.addGestureRecognizer(tap)

        preview.name = "preview"
        preview.contentsGravity = .resize
        preview.shadowColor = Color(hex: 0x05030F)
        preview.shadowOpacity = 0.45
        preview.shadowRadius = 18
        preview.shadowOffset = Size(width: 0, height: 10)
        Transaction.withoutActions { showVariant() }
        setUpAccessibility()
    }

    // MARK: Layout

    func layout(size: Size, scale: Double) {
        if phase != .idle { abandonPreview() }
        self.size = size
        self.scale = scale
        home.frame = Rect(0, 0, size.width, size.height)
        wallpaper.frame = home.bounds
        do {
            wallpaper.contents = try Wallpaper.image(for: size, scale: scale, renderer: wallpaperRenderer)
        } catch {
            logger.error("wallpaper: \(error)")
        }
        layoutHeader()
        let columns = min(max(Int((size.width - 40) / 112), 3), 6)
        let rows = (cells.count + columns - 1) / columns
        // Rows close up (down to 96 points) before the grid runs off a short window.
        let cell = Size(width: 112, height: min(max(((size.height - 96) / Double(rows)).rounded(.down), 96), 112))
        let grid = Size(width: Double(columns) * cell.width, height: Double(rows) * cell.height)
        let origin = Point(((size.width - grid.width) / 2).rounded(), max(((size.height - grid.height) / 2 + 24).rounded(), 84))
        for (i, layer) in cells.enumerated() {
            let frame = Rect(origin.x + Double(i % columns) * cell.width, origin.y + Double(i / columns) * cell.height,
                             cell.width, cell.height)
            layer.frame = frame
            let square = squares[i]
            square.frame = Rect(((cell.width - Self.iconSide) / 2).rounded(), 8, Self.iconSide, Self.iconSide)
            let label = labels[i]
            label.frame = Rect(0, square.frame.maxY + 8, cell.width, label.preferredFrameSize().height)
        }
        // Not before the first frame: at a launch the picture and the blurs' thread would
        // delay the first commit (on two cores their thread shares them with the frame's).
        // A press before it takes the picture itself (`capture`).
        backdropIsCurrent = false
    }

    /// The picture of the home screen the first press blurs, and the blurs started, once
    /// the window waits after its first frame at a new size; then the icons' pictures, one
    /// a slice.
    func prepareWhileIdle() -> Bool {
        guard phase == .idle, size.width > 0 else { return false }
        if !backdropIsCurrent {
            backdropIsCurrent = true
            do {
                try backdrop.prepare(home, size: size, scale: scale, at: now)
            } catch {
                logger.error("backdrop: \(error)")
            }
            return true
        }
        do {
            return try snapshots.makeNext(scale: scale * PreviewAnimators.previewScale, at: now)
        } catch {
            logger.error("icon picture: \(error)")
            return false
        }
    }

    private func layoutHeader() {
        let title = headerTitle.preferredFrameSize(), hint = headerHint.preferredFrameSize()
        let height = 34.0
        headerTitle.frame = Rect(16, (height - title.height) / 2, title.width, title.height)
        headerHint.frame = Rect(headerTitle.frame.maxX + 10, (height - hint.height) / 2, hint.width, hint.height)
        header.frame = Rect(20, 20, headerHint.frame.maxX + 16, height)
        header.cornerRadius = height / 2
    }

    private func showVariant() {
        headerTitle.string = strings.translate(variant.title)
        layoutHeader()
    }

    /// The icon square of app `index`, in root coordinates.
    func iconFrame(_ index: Int) -> Rect {
        cells[index].convert(squares[index].frame, to: root)
    }

    // MARK: Input

    static let k: UInt32 = 0x6b, shiftK: UInt32 = 0x4b

    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {
        if case let .key(keysym, _, true, _, false) = event, keysym == Self.k || keysym == Self.shiftK {
            variant = variant.next
            Transaction.withoutActions { showVariant() }
            return
        }
        arena.handle(event, timing: timing)
        followPress(at: timing.handled)
    }

    func awaitBackgroundWork(timeout: TimeSpan) { backdrop.awaitBlurs(timeout: timeout) }

    func update(at time: MediaTime) -> Bool {
        let waiting = arena.update(at: time)
        followPress(at: time)
        let blurPending = backdrop.update(at: time)
        // Under an opaque blur the home screen is invisible: skip drawing it.
        home.isHidden = backdrop.coversContent
        return waiting || blurPending
    }

    /// Starts, scrubs or cancels the preview from the icons' long-press recognizers: a
    /// press that is still deciding scrubs; one that failed (lifted or wandered) cancels.
    private func followPress(at time: MediaTime) {
        switch phase {
        case .idle:
            if let i = presses.firstIndex(where: { $0.state == .possible && $0.numberOfTouches > 0 }) {
                startPreview(i, at: time)
                scrub(presses[i].progress(at: time))
            }
        case let .pressing(i):
            let press = presses[i]
            if press.state == .possible && press.numberOfTouches > 0 {
                scrub(press.progress(at: time))
            } else if !press.state.isActive {
                cancelPreview()
            }
        case .cancelling, .menu, .dismissing:
            break
        }
    }

    private func pressChanged(_ press: LongPressGestureRecognizer, icon: Int) {
        if press.state == .began, phase == .pressing(icon: icon) { finishPreview() }
    }

    private func tapped(at point: Point) {
        guard case let .menu(i) = phase else { return }
        if let row = menu.row(at: menu.layer.convert(point, from: root)) {
            logger.info("\(PreviewMenu.actions[row].title) — \(AppIcon.all[i].name)")
        }
        dismissMenu()
    }

    // MARK: The preview

    /// The tutorial's `startPreview(for:)`: a picture of the screen to blur, a snapshot of the
    /// icon on top with the platter behind it, and the animator the press scrubs.
    func startPreview(_ icon: Int, at time: MediaTime) {
        guard phase == .idle, cells.indices.contains(icon) else { return }
        let frame = iconFrame(icon)
        do {
            try backdrop.capture(home, size: size, scale: scale, at: time)
            backdropIsCurrent = true
            preview.contents = try snapshots.snapshot(of: icon, scale: scale * PreviewAnimators.previewScale, at: time)
        } catch {
            logger.error("preview: \(error)")
            return
        }
        Transaction.withoutActions {
            preview.transform = .identity
            preview.frame = frame
            preview.cornerRadius = AppIcon.cornerRadius(side: Self.iconSide)
            menu.layer.transform = .identity
            menu.layer.frame = frame
            menu.layer.cornerRadius = AppIcon.cornerRadius(side: Self.iconSide)
            menu.content.opacity = 0
            backdrop.dim.opacity = 0
            root.addSublayer(backdrop.layer)
            root.addSublayer(menu.layer)
            root.addSublayer(preview)
        }
        let animator = PreviewAnimators.grow(preview: preview, platter: menu.layer, backdrop: backdrop, variant: variant)
        animator.addCompletion { [unowned self] position in
            if position == .start { self.removePreview() }
        }
        previewAnimator = animator
        phase = .pressing(icon: icon)
        // The bench's phases: the press scrubs the blur's ramp.
        events.post("preview-pressing", from: root)
    }

    /// The tutorial's `updatePreview(percent:)`.
    func scrub(_ progress: Double) {
        guard case .pressing = phase, let animator = previewAnimator else { return }
        animator.fractionComplete = min(max(progress, Self.scrubRange.lowerBound), Self.scrubRange.upperBound)
    }

    /// Let go early (the tutorial's `cancelPreview`): the animator turns around and, at
    /// `.start`, its completion removes the preview.
    func cancelPreview() {
        guard case let .pressing(i) = phase, let animator = previewAnimator else { return }
        phase = .cancelling(icon: i)
        events.post("preview-cancelling", from: root)
        animator.isReversed = true
        animator.startAnimation()
    }

    /// Held to the end (the tutorial's `finishPreview`): the grow animator ends at `.end` and
    /// the spring turns the platter into the menu.
    func finishPreview() {
        guard case let .pressing(i) = phase, let animator = previewAnimator else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        previewAnimator = nil
        phase = .menu(icon: i)
        events.post("preview-menu", from: root)
        let spring = PreviewAnimators.complete(preview: preview, menu: menu, frame: menuFrame(for: i))
        spring.addCompletion { [unowned self] _ in self.menuAnimator = nil }
        menuAnimator = spring
        spring.startAnimation()
    }

    /// A tap on the blur (the tutorial's first challenge): everything goes back into the icon.
    func dismissMenu() {
        guard case let .menu(i) = phase else { return }
        phase = .dismissing(icon: i)
        events.post("preview-dismissing", from: root)
        if let opening = menuAnimator, opening.state == .active { opening.stopAnimation(true) }
        let animator = PreviewAnimators.dismiss(preview: preview, menu: menu, backdrop: backdrop, frame: iconFrame(i))
        animator.addCompletion { [unowned self] _ in self.removePreview() }
        menuAnimator = animator
        animator.startAnimation()
    }

    /// Where the menu opens: under the grown preview, its left edge under the preview's,
    /// kept inside the window; above the preview when there is no room below.
    func menuFrame(for icon: Int) -> Rect {
        let grown = iconFrame(icon)
        let half = Self.iconSide * PreviewAnimators.previewScale / 2
        let menuSize = PreviewMenu.size
        let x = min(max(grown.midX - half, 12), size.width - menuSize.width - 12)
        let below = grown.midY + half + 12
        let y = below + menuSize.height <= size.height - 12 ? below : grown.midY - half - 12 - menuSize.height
        return Rect(origin: Point(x, y), size: menuSize)
    }

    private func removePreview() {
        Transaction.withoutActions {
            preview.removeFromSuperlayer()
            menu.layer.removeFromSuperlayer()
            backdrop.layer.removeFromSuperlayer()
            preview.contents = nil
        }
        backdrop.release()
        home.isHidden = false
        previewAnimator = nil
        menuAnimator = nil
        phase = .idle
        events.post("preview-idle", from: root)
    }

    /// The window changed under a preview: drop it at once.
    private func abandonPreview() {
        arena.cancelAll(at: now)
        for animator in [previewAnimator, menuAnimator].compactMap({ $0 }) where animator.state == .active {
            animator.stopAnimation(true)
        }
        for layer in [preview, menu.layer, menu.content, backdrop.dim] { layer.removeAllAnimations() }
        removePreview()
    }

    // MARK: Script

    /// `render` and `bench`: hold the Photos icon until the menu opens, tap the blur to
    /// close it, then press Music and let go halfway so the preview runs back.
    var script: [ScriptedEvent] {
        guard cells.count > 9 else { return [] }
        let photos = iconFrame(8).center, music = iconFrame(1).center
        let outside = Point(size.width * 0.5, size.height - 30)
        return [
            ScriptedEvent(time: .seconds(0.2), event: .pointerMotion(x: photos.x, y: photos.y)),
            ScriptedEvent(time: .seconds(0.3), event: .pointerButton(button: 0x110, pressed: true, x: photos.x, y: photos.y)),
            ScriptedEvent(time: .seconds(1.4), event: .pointerButton(button: 0x110, pressed: false, x: photos.x, y: photos.y)),
            ScriptedEvent(time: .seconds(2.3), event: .pointerMotion(x: outside.x, y: outside.y)),
            ScriptedEvent(time: .seconds(2.4), event: .pointerButton(button: 0x110, pressed: true, x: outside.x, y: outside.y)),
            ScriptedEvent(time: .seconds(2.5), event: .pointerButton(button: 0x110, pressed: false, x: outside.x, y: outside.y)),
            ScriptedEvent(time: .seconds(3.3), event: .pointerMotion(x: music.x, y: music.y)),
            ScriptedEvent(time: .seconds(3.4), event: .pointerButton(button: 0x110, pressed: true, x: music.x, y: music.y)),
            ScriptedEvent(time: .seconds(3.75), event: .pointerButton(button: 0x110, pressed: false, x: music.x, y: music.y)),
        ]
    }

    var scriptDuration: TimeSpan { .seconds(4.5) }
}
