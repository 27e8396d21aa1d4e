import CWayland
import FoundationEssentials
import Gestures
import Layers
import Logging
import WaylandPlatform

/// Scene 2, the city feed (the CityGuide tutorial): cards that scroll sideways and expand
/// into a full page with a property animator, by tap, by keyboard or scrubbed by a
/// vertical drag.
///
/// Input goes through a ``GestureArena``: each card has a tap and a vertical pan, its
/// close button a tap, and the feed a horizontal pan; the wheel, touchpad and keys
/// are handled here.
final class FeedScene: Scene, Reproducible {
    let root = Layer()
    let collection: FeedCollectionLayer
    /// Where the cards announce they expanded or collapsed and the feed the page it stopped on.
    var events: SceneEvents { collection.events }
    let header = FeedHeaderLayer()
    let pageControl = PageControlLayer()
    let arena: GestureArena
    let timing: FeedTiming
    /// Set by Ctrl+Q; the app quits when it sees it.
    private(set) var requestsQuit = false

    private let logger = Logger(label: "feed")
    /// The horizontal pan that scrolls the feed (the collection view's own recognizer).
    private let scrollPan = PanGestureRecognizer()
    /// The touchpad swipe moving the feed, until it lets go.
    private var swipe: FeedTouchpadSwipe?

    static let backgroundColor = Color(hex: 0xF3EFE9)

    /// The feed of `options.assetsPath`'s cities.json with the `options.timing` curve.
    /// A broken city list throws (``CityCatalogError``, naming file and line); a
    /// missing or broken picture only logs and shows a placeholder.
    convenience init(options: SceneOptions) throws {
        let timing = try FeedTiming(name: options.timing)
        let cities = try CityCatalog.load(fromAssets: options.assetsPath, language: options.language)
        self.init(cities: cities, assetsPath: options.assetsPath, timing: timing, strings: options.strings,
                  images: options.images, events: options.events, fonts: options.launchFonts ?? .shared)
    }

    /// A feed of `cities`, their pictures relative to `assetsPath` and loaded through
    /// `images` (a pipeline of its own when nil), its own words in `strings`' language,
    /// announcing its moments to `events` (its own when nil), its text set with `fonts`
    /// (a launch's first frame: the files found without fontconfig, ``SceneOptions/launchFonts``).
    /// Cheap for any number of cities: cells are made only for the cards in view.
    init(cities: [City], assetsPath: String, timing: FeedTiming = .easeInOut, strings: StringCatalog = .english,
         images: ImagePipeline? = nil, events: SceneEvents? = nil, fonts: FontDatabase = .shared) {
        collection = FeedCollectionLayer(events: events ?? SceneEvents())
        self.timing = timing
        self.cities = cities
        self.assetsPath = assetsPath
        pipeline = images ?? ImagePipeline()
        header.setStrings(strings)
        header.setFonts(fonts)
        arena = GestureArena(root: root)
        // Building the tree is not a change to animate: nothing may slide in at startup.
        Transaction.withoutActions {
            root.name = "feed scene"
            root.backgroundColor = Self.backgroundColor
            collection.name = "feed"
            // Screen readers announce the cards as a list ("City Guide, list, 3 items").
            collection.accessibilityContainerType = .list
            collection.accessibilityLabel = strings[.feedTitle]
            root.addSublayer(header)
            root.addSublayer(pageControl)
            root.addSublayer(collection)
            collection.makeCell = { [unowned self] in
                let cell = CityCardCell(timing: timing, strings: strings, fonts: fonts)
                Transaction.withoutActions { cell.apply(palette) }
                attachGestures(to: cell)
                cell.picture.onFailure = { [unowned self] path, error in reportFailure(path, error) }
                return cell
            }
            collection.configureCell = { [unowned self] cell, index in configure(cell, index: index) }
            collection.reloadData(numberOfItems: cities.count)
            pageControl.numberOfPages = cities.count
        }

        scrollPan.direction = .horizontal
        scrollPan.name = "feed scroll"
        scrollPan.addTarget { [unowned self] recognizer in
            if let pan = recognizer as? PanGestureRecognizer { feedPanned(pan) }
        }
        scrollPan.shouldBegin = { [unowned self] _ in collection.isScrollEnabled && collection.activeCell == nil }
        collection.addGestureRecognizer(scrollPan)
    }

    /// Where every picture comes from.
    let pipeline: ImagePipeline
    var images: ImagePipeline? { pipeline }
    private let cities: [City]
    private let assetsPath: String
    /// Pictures already reported broken: each is logged once, however often its card shows.
    private var reportedFailures: Set<String> = []
    /// Set once the feed has been on screen: pictures that arrive later fade in.
    private var hasAppeared = false

    /// The colours of the appearance last applied: cards made later take them.
    private var palette = Palette(.light)

    /// The feed's colours for `appearance`: background, header, dots and every card.
    func apply(_ appearance: Appearance) {
        palette = Palette(appearance)
        root.backgroundColor = palette.background(light: Self.backgroundColor)
        header.apply(palette)
        pageControl.apply(palette)
        for cell in collection.visibleCells.values { cell.apply(palette) }
    }

    /// Shows city `index` in `cell`, its picture from the pipeline.
    private func configure(_ cell: CityCardCell, index: Int) {
        let city = cities[index]
        cell.configure(city: city, index: index)
        // A cell from the pool may have been made under another appearance.
        if cell.palette != palette { Transaction.withoutActions { cell.apply(palette) } }
        let path = assetsPath.appendingPath(city.picture)
        let box = CityCardCell.largestPictureSize(forFeed: collection.layout.size, scale: collection.displayScale)
        cell.picture.show(path, covering: box, from: pipeline) { [weak self] in self?.hasAppeared ?? false }
    }

    private func reportFailure(_ path: String, _ error: ImageError) {
        guard reportedFailures.insert(path).inserted else { return }
        let city = cities.first { assetsPath.appendingPath($0.picture) == path }
        logger.error("\(city?.name ?? path): \(error); showing a placeholder")
    }

    /// Ready once the cards in view show their pictures (or know they cannot).
    var isReadyToShow: Bool { !collection.visibleCells.values.contains { $0.picture.isLoading } }

    private func attachGestures(to cell: CityCardCell) {
        let tap = TapGestureRecognizer { [unowned self, unowned cell] _ in
            if cell.state == .collapsed, !cell.isAnimating, collection.activeCell != nil { return }
            collection.finishScrolling()
            cell.tapped()
        }
        tap.name = "tap card"
        cell.addGestureRecognizer(tap)

        let pan = PanGestureRecognizer(direction: .vertical) { [unowned self, unowned cell] pan in
            // A finger on the feed stops a scroll still settling, as in a scroll view.
            if pan.state == .began { collection.finishScrolling() }
            cell.popupViewPanned(pan)
        }
        pan.name = "pan card"
        // Only one card moves at a time: the active one, or any when none is.
        pan.shouldBegin = { [unowned self, unowned cell] _ in collection.activeCell.map { $0 === cell } ?? true }
        cell.addGestureRecognizer(pan)

        let close = TapGestureRecognizer { [unowned cell] _ in
            if cell.state == .expanded || cell.isAnimating { cell.tapped() }
        }
        close.name = "close card"
        cell.closeButton.addGestureRecognizer(close)
    }

    // MARK: Scene

    func layout(size: Size, scale: Double) {
        arena.cancelAll(at: now)
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        Transaction.withoutActions {
            collection.apply(frame: bounds, scale: scale)
            header.layout(in: collection.layout.headerFrame)
            pageControl.layout(in: collection.layout.pageControlFrame)
            pageControl.currentPage = collection.currentIndex
        }
    }

    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {
        if arena.handle(event, timing: timing) { return }
        let time = timing.handled
        switch event {
        case let .axis(horizontal, vertical, discrete, _, _):
            scroll(horizontal: horizontal, vertical: vertical, steps: discrete, at: time)
        case .axisStop:
            // The fingers left the touchpad: let go now rather than after the pause.
            endSwipe(at: time)
        case let .key(keysym, _, true, modifiers, _):
            handleKey(keysym, modifiers: modifiers, at: time)
        default:
            break
        }
    }

    func update(at time: MediaTime) -> Bool {
        if !root.isHidden { hasAppeared = true }
        let waiting = arena.update(at: time)
        if let swipe, swipe.isOver(at: time) { endSwipe(at: time) }
        pageControl.currentPage = collection.currentIndex
        return waiting || swipe != nil || collection.isDecelerating || collection.isScrollAnimating
    }

    // MARK: Scrolling

    /// Lets the touchpad swipe go with the speed its deltas had, if one is moving the feed.
    private func endSwipe(at time: MediaTime) {
        guard let swipe else { return }
        self.swipe = nil
        // A drag ends with a finger's velocity, which moves the content the other way.
        if collection.isDragging { collection.endDragging(velocity: Point(x: -swipe.velocity, y: 0), at: time) }
    }

    private func feedPanned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            swipe = nil
            collection.beginDragging(at: now)
        case .changed:
            collection.drag(translation: Point(x: pan.translation(in: nil).x, y: 0), at: now)
        case .ended, .cancelled:
            collection.endDragging(velocity: Point(x: pan.velocity(in: nil).x, y: 0), at: now)
        case .possible, .failed:
            break
        }
    }

    /// The wheel moves a card per step; a touchpad scrolls continuously and settles on
    /// a card when the fingers stop. Vertical scrolling scrolls the feed too, so a
    /// plain mouse wheel works.
    private func scroll(horizontal: Double, vertical: Double, steps: InputEvent.AxisSteps?, at time: MediaTime) {
        guard collection.isScrollEnabled, collection.activeCell == nil, !arena.isTracking else { return }
        if let steps {
            let step = steps.horizontal != 0 ? steps.horizontal : steps.vertical
            guard step != 0 else { return }
            swipe = nil
            collection.scroll(toPage: collection.currentIndex + step.signum(), at: time)
        } else {
            let delta = horizontal != 0 ? horizontal : vertical
            guard delta != 0 else { return }
            if swipe == nil || !collection.isDragging {
                collection.beginDragging(at: time)
                swipe = FeedTouchpadSwipe(at: time)
            }
            swipe?.add(delta, at: time)
            collection.drag(translation: Point(x: -(swipe?.distance ?? 0), y: 0), at: time)
        }
    }

    // MARK: Keyboard

    /// The xkb keysyms the feed answers to.
    enum Key {
        static let left = UInt32(XKB_KEY_Left)
        static let right = UInt32(XKB_KEY_Right)
        static let returnKey = UInt32(XKB_KEY_Return)
        static let keypadEnter = UInt32(XKB_KEY_KP_Enter)
        static let space = UInt32(XKB_KEY_space)
        static let escape = UInt32(XKB_KEY_Escape)
        static let q = UInt32(XKB_KEY_q)
        static let capitalQ = UInt32(XKB_KEY_Q)
    }

    private func handleKey(_ keysym: UInt32, modifiers: Modifiers, at time: MediaTime) {
        switch keysym {
        case Key.q where modifiers.contains(.control), Key.capitalQ where modifiers.contains(.control):
            requestsQuit = true
        case Key.left, Key.right:
            guard collection.isScrollEnabled, collection.activeCell == nil, !arena.isTracking else { return }
            let step = keysym == Key.left ? -1 : 1
            swipe = nil
            collection.scroll(toPage: collection.currentIndex + step, at: time)
        case Key.returnKey, Key.keypadEnter, Key.space:
            guard collection.activeCell == nil, !arena.isTracking else { return }
            collection.finishScrolling()
            collection.cell(at: collection.currentIndex)?.toggle()
        case Key.escape:
            guard let cell = collection.activeCell, !arena.isTracking else { return }
            if cell.isAnimating {
                // Turn an expansion around; a collapse already goes the right way.
                if cell.isHeadingToExpanded { cell.tapped() }
            } else if cell.state == .expanded {
                cell.toggle()
            }
        default:
            break
        }
    }
}
