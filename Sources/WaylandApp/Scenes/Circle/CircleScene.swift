import FoundationEssentials
import Glibc
import Gestures
import Layers
import WaylandPlatform

/// Scene 3, the animator deep-dive: a green circle in the middle to drag with the pointer or a
/// finger. In ``CircleMode/growAndSpring`` it grows while held, shrinks when let go and
/// springs home with the momentum of the release; in ``CircleMode/scrub`` its height in
/// the window scrubs an animator. Tab (or M) switches between them.
final class CircleScene: Scene, Reproducible {
    static let diameter = 100.0
    static let green = Color(hex: 0x34C759)
    static let blue = Color(hex: 0x0A84FF)

    let root = Layer()
    /// The circle announces nothing.
    let events = SceneEvents()
    /// The dragged view (the tutorial's `circle`).
    let circle = Layer()
    /// A faint ring where the circle lives, so its way home reads at a glance.
    private let home = ShapeLayer()
    private let modePill = Layer()
    private let modeLabel = TextLayer()
    private let hintLabel = TextLayer()
    private let fractionLabel = TextLayer()

    private(set) var mode = CircleMode.growAndSpring
    private(set) var drag = CircleDrag.idle
    private(set) var size = Size(width: 0, height: 0)

    lazy var growth = CircleGrowth(circle: circle, color: Self.green)
    lazy var scrubber = CircleScrub(circle: circle, from: Self.green, to: Self.blue)
    let spring = ReturnSpring()

    private lazy var arena = GestureArena(root: root)
    private lazy var pan = PanGestureRecognizer { [unowned self] in self.dragCircle($0) }

    /// The scene's words, in the app's language.
    private let strings: StringCatalog

    /// `fonts`: where its labels' fonts are found (a launch's first frame: the files found
    /// without fontconfig, ``SceneOptions/launchFonts``).
    init(strings: StringCatalog = .english, fonts: FontDatabase = .shared) {
        self.strings = strings
        root.name = "circle scene"
        root.backgroundColor = Color(red: 0.955, green: 0.96, blue: 0.972)

        home.name = "home"
        home.fillColor = .clear
        home.strokeColor = Color(white: 0, alpha: 0.09)
        home.lineWidth = 1.5
        root.addSublayer(home)

        circle.name = "circle"
        circle.bounds = Rect(0, 0, Self.diameter, Self.diameter)
        circle.cornerRadius = Self.diameter / 2
        circle.backgroundColor = Self.green
        circle.shadowColor = Color(red: 0.05, green: 0.25, blue: 0.1)
        circle.shadowOpacity = 0.22
        circle.shadowRadius = 14
        circle.shadowOffset = Size(width: 0, height: 8)
        root.addSublayer(circle)

        modePill.name = "mode"
        modePill.backgroundColor = Color(white: 1, alpha: 0.9)
        modePill.borderColor = Color(white: 0, alpha: 0.08)
        modePill.borderWidth = 1
        modePill.shadowOpacity = 0.06
        modePill.shadowRadius = 8
        modePill.shadowOffset = Size(width: 0, height: 2)
        root.addSublayer(modePill)
        for label in [modeLabel, hintLabel, fractionLabel] {
            label.language = strings.language.textLanguage
            label.fontDatabase = fonts
        }
        modeLabel.font = Font(family: "Inter", size: 15, weight: .semibold)
        modeLabel.foregroundColor = Color(white: 0.1)
        modePill.addSublayer(modeLabel)
        hintLabel.font = Font(family: "Inter", size: 13, weight: .regular)
        hintLabel.foregroundColor = Color(white: 0.45)
        hintLabel.string = strings[.circleTabSwitches]
        modePill.addSublayer(hintLabel)

        fractionLabel.font = Font(family: "Inter", size: 13, weight: .medium)
        fractionLabel.foregroundColor = Color(white: 0.4)
        fractionLabel.alignmentMode = .center
        root.addSublayer(fractionLabel)

        pan.name = "drag circle"
        pan.minimumDistance = 4
        pan.shouldBegin = { [unowned self] _ in self.isOnCircle(self.pan.centroid - self.pan.translation(in: nil)) }
        root.addGestureRecognizer(pan)
        // For screen readers and the keyboard: an adjustable element whose value is the
        // mode; incrementing or decrementing switches it, as Tab does.
        circle.isAccessibilityElement = true
        circle.accessibilityTraits = .adjustable
        circle.accessibilityLabel = strings[.circleDragHint]
        circle.accessibilityHint = strings[.circleTabSwitches]
        circle.accessibilityActionHandler = { [unowned self] action in
            guard action == .increment || action == .decrement else { return false }
            switchMode()
            return true
        }
        Transaction.withoutActions { showMode() }
    }

    /// The background, the home ring, the mode pill and the labels for `appearance`; the
    /// circle keeps its green and blue, which say its mode.
    func apply(_ appearance: Appearance) {
        let palette = Palette(appearance)
        root.backgroundColor = palette.background(light: Color(red: 0.955, green: 0.96, blue: 0.972))
        home.strokeColor = palette.line(alpha: palette.isDark ? 0.14 : 0.09)
        modePill.backgroundColor = palette.surface(light: Color(white: 1, alpha: 0.9))
        modePill.borderColor = palette.isHighContrast ? palette.border.color : palette.line(alpha: 0.08)
        modePill.borderWidth = max(1, palette.border.width)
        modeLabel.foregroundColor = palette.primaryText(light: Color(white: 0.1))
        hintLabel.foregroundColor = palette.secondaryText(light: Color(white: 0.45))
        fractionLabel.foregroundColor = palette.secondaryText(light: Color(white: 0.4))
    }

    func layout(size: Size, scale: Double) {
        let moved = size != self.size
        self.size = size
        let centre = Point(size.width / 2, size.height / 2)
        home.frame = Rect(0, 0, size.width, size.height)
        home.path = Path(ellipseIn: Rect(centre.x - 52, centre.y - 52, 104, 104))
        if moved, case .idle = drag, !spring.isRunning {
            circle.position = centre
            if mode == .scrub { scrubber.scrub(centerY: centre.y, height: size.height) }
        }
        layoutLabels()
    }

    private func layoutLabels() {
        let titleSize = modeLabel.preferredFrameSize(), hintSize = hintLabel.preferredFrameSize()
        let height = 34.0
        modeLabel.frame = Rect(16, (height - titleSize.height) / 2, titleSize.width, titleSize.height)
        hintLabel.frame = Rect(16 + titleSize.width + 10, (height - hintSize.height) / 2, hintSize.width, hintSize.height)
        modePill.frame = Rect(20, 20, hintLabel.frame.maxX + 16, height)
        modePill.cornerRadius = height / 2
        fractionLabel.frame = Rect(0, size.height - 44, size.width, 20)
    }

    // MARK: Input

    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {
        if case let .key(keysym, _, true, _, false) = event, keysym == Self.tab || keysym == Self.m || keysym == Self.shiftM {
            switchMode()
            return
        }
        arena.handle(event, timing: timing)
    }

    func update(at time: MediaTime) -> Bool {
        arena.update(at: time)
    }

    static let tab: UInt32 = 0xff09, m: UInt32 = 0x6d, shiftM: UInt32 = 0x4d
    /// Tab switches the mode here, as the scene's hint says.
    var claimsTabKey: Bool { true }

    /// True when `point` (window points) is on the circle as it is on screen, grown or
    /// flying home included.
    func isOnCircle(_ point: Point) -> Bool {
        let state = circle.presentationState()
        let radius = Self.diameter / 2 * state.transform.scaleFactor
        return point.distance(to: state.position) <= radius + 8
    }

    /// The tutorial's `dragCircle(gesture:)`, by mode.
    private func dragCircle(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began: panBegan()
        case .changed: panChanged(translation: pan.translation(in: root))
        case .ended, .cancelled: panEnded(velocity: pan.velocity(in: root))
        default: break
        }
    }

    /// The circle is grabbed: a spring on its way home stops where it is.
    func panBegan() {
        spring.stop()
        drag = .dragging(from: circle.position)
        if mode == .growAndSpring { growth.turn(grown: true) }
    }

    /// The finger moved `translation` points from where the drag began.
    func panChanged(translation: Point) {
        guard case let .dragging(from) = drag else { return }
        let centre = from + translation
        Transaction.withoutActions { circle.position = centre }
        if mode == .scrub {
            scrubber.scrub(centerY: centre.y, height: size.height)
            showFraction()
        }
    }

    /// Let go at `velocity` points per second.
    func panEnded(velocity: Point) {
        guard case .dragging = drag else { return }
        drag = .idle
        guard mode == .growAndSpring else { return }
        growth.turn(grown: false)
        spring.start(circle, home: homePosition, velocity: velocity)
    }

    var homePosition: Point { Point(size.width / 2, size.height / 2) }

    // MARK: Modes

    /// Switches modes: whatever runs stops, and the circle glides home at rest.
    func switchMode() {
        arena.cancelAll(at: now)
        drag = .idle
        spring.stop()
        growth.reset()
        scrubber.reset()
        mode = mode.next
        let centre = homePosition
        if mode == .scrub {
            Transaction.withoutActions { circle.position = centre }
            scrubber.scrub(centerY: centre.y, height: size.height)
        } else {
            Layer.animate(withDuration: 0.35, timingFunction: .easeInEaseOut) { self.circle.position = centre }
        }
        showMode()
    }

    private func showMode() {
        modeLabel.string = strings.translate(mode.title)
        circle.accessibilityValue = modeLabel.string
        showFraction()
    }

    /// Scrub mode shows the animator's fraction in the pill; the other mode a caption.
    private func showFraction() {
        Transaction.withoutActions {
            if mode == .scrub {
                hintLabel.string = "fractionComplete \(String(cFormat: "%.2f", scrubber.fractionComplete)) · \(strings[.circleTabSwitches])"
                fractionLabel.string = ""
            } else {
                hintLabel.string = strings[.circleTabSwitches]
                fractionLabel.string = strings[.circleDragHint]
            }
            layoutLabels()
        }
    }

    // MARK: Script

    /// `render` and `bench`: grab the circle, hold it while it grows and wander up and
    /// to the right, fling it, and let the spring bring it home as it shrinks.
    var script: [ScriptedEvent] {
        let c = homePosition
        var events = [ScriptedEvent(time: .seconds(0.2), event: .pointerMotion(x: c.x, y: c.y)),
                      ScriptedEvent(time: .seconds(0.3), event: .pointerButton(button: 0x110, pressed: true, x: c.x, y: c.y))]
        let steps = 150
        var last = c
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let eased = f * f * (3 - 2 * f)
            last = Point(c.x + 240 * eased, c.y - 130 * eased + 50 * sin(f * .pi))
            events.append(ScriptedEvent(time: .seconds(0.3 + 2.5 * f), event: .pointerMotion(x: last.x, y: last.y)))
        }
        // A quick flick outward just before letting go.
        for i in 1...6 {
            last = last + Point(14, -7)
            events.append(ScriptedEvent(time: .seconds(2.8 + Double(i) / 60), event: .pointerMotion(x: last.x, y: last.y)))
        }
        events.append(ScriptedEvent(time: .seconds(2.9), event: .pointerButton(button: 0x110, pressed: false, x: last.x, y: last.y)))
        return events
    }

    var scriptDuration: TimeSpan { .seconds(6.5) }
}
