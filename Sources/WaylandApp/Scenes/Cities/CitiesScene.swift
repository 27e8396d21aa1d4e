import Gestures
import Layers
import Logging
import WaylandPlatform

/// The cities scene: every city of the directory (``CityDirectory``, 6 000 of them) in
/// a vertical list of rows with a thumbnail, the name and the country, on the library's
/// ``CollectionView``: only the rows in view have layers. Tapping a row (or activating
/// it from the keyboard or a screen reader) opens that city's card in the feed, over
/// the list; Esc on the feed comes back.
final class CitiesScene: Scene, Reproducible, CollectionViewDataSource, CollectionViewDelegate {
    let root = Layer()
    let header = FeedHeaderLayer()
    let list: CollectionView
    let arena: GestureArena
    let events: SceneEvents
    let pipeline: ImagePipeline
    /// The feed a tapped row opened, while it shows.
    private(set) var feed: FeedScene?

    static let reuseIdentifier = "city"
    static let headerHeight = 96.0

    let cities: [City]
    private let assetsPath: String
    private let strings: StringCatalog
    private let fonts: FontDatabase
    private let timing: FeedTiming
    private let logger = Logger(label: "cities")
    private(set) var size = Size(width: 1, height: 1)
    private var scale = 1.0
    /// Hands the wheel and the touchpad to the list (or whatever scroll view is under the pointer).
    let scrollRouter: ScrollRouter
    /// Where the pointer is, in window points: where wheel and touchpad input goes.
    var pointer = Point(x: 0, y: 0)
    /// The colours of the appearance last applied: rows made later take them.
    private var palette = Palette(.light)
    /// Pictures already reported broken: each is logged once.
    private var reportedFailures: Set<String> = []

    /// The list of `options`' assets' cities, numbered to `count` (``CityDirectory/count``).
    convenience init(options: SceneOptions, count: Int = CityDirectory.count) throws {
        let timing = try FeedTiming(name: options.timing)
        let cities = try CityCatalog.load(fromAssets: options.assetsPath, language: options.language)
        self.init(cities: CityDirectory.cities(from: cities, count: count), assetsPath: options.assetsPath, timing: timing,
                  strings: options.strings, images: options.images, events: options.events,
                  fonts: options.launchFonts ?? .shared)
    }

    /// A list of `cities`, their pictures relative to `assetsPath`; a tapped row opens
    /// a feed of the same cities with `timing`.
    init(cities: [City], assetsPath: String, timing: FeedTiming = .easeInOut, strings: StringCatalog = .english,
         images: ImagePipeline? = nil, events: SceneEvents? = nil, fonts: FontDatabase = .shared) {
        self.cities = cities
        self.assetsPath = assetsPath
        self.timing = timing
        self.strings = strings
        self.fonts = fonts
        self.events = events ?? SceneEvents()
        pipeline = images ?? ImagePipeline()
        list = CollectionView(layout: ListLayout(rowHeight: CityRowCell.height))
        arena = GestureArena(root: root)
        scrollRouter = ScrollRouter(root: root)
        Transaction.withoutActions {
            root.name = "cities scene"
            root.backgroundColor = FeedScene.backgroundColor
            header.setText(title: strings[.citiesTitle], hint: strings[.citiesHint],
                           language: strings.language.textLanguage)
            header.setFonts(fonts)
            list.name = "cities"
            list.backgroundColor = .white
            list.masksToBounds = true
            list.accessibilityLabel = strings[.citiesTitle]
            list.accessibilityLanguage = strings.language.textLanguage
            root.addSublayer(header)
            root.addSublayer(list)
        }
        list.register({ [unowned self] in makeRow() }, forCellWithReuseIdentifier: Self.reuseIdentifier)
        list.dataSource = self
        list.delegate = self
        attachGestures()
    }

    private func makeRow() -> CityRowCell {
        let row = CityRowCell(strings: strings, fonts: fonts)
        row.picture.onFailure = { [unowned self] path, error in
            guard reportedFailures.insert(path).inserted else { return }
            logger.error("\(path): \(error); showing a placeholder")
        }
        return row
    }

    // MARK: Data source and delegate

    func numberOfItems(in collectionView: CollectionView) -> Int { cities.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: index)
        if let row = cell as? CityRowCell { fill(row, index: index) }
        return cell
    }

    /// Shows city `index` in `row`, its thumbnail from the pipeline at the current scale.
    private func fill(_ row: CityRowCell, index: Int) {
        guard cities.indices.contains(index) else { return }
        let city = cities[index]
        row.configure(city: city)
        // A row from the pool may have been made under another appearance.
        if row.palette != palette { Transaction.withoutActions { row.apply(palette) } }
        row.layoutContents(width: size.width)
        row.prepareText(scale: scale)
        row.picture.show(assetsPath.appendingPath(city.picture), covering: CityRowCell.thumbnailPixels(scale: scale),
                         from: pipeline) { false }
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        openFeed(at: index)
    }

    // MARK: The feed over the list

    /// Shows the feed over the list on city `index`'s card, expanding it.
    func openFeed(at index: Int) {
        guard feed == nil, cities.indices.contains(index) else { return }
        let feed = FeedScene(cities: cities, assetsPath: assetsPath, timing: timing, strings: strings, images: pipeline,
                             events: events, fonts: fonts)
        self.feed = feed
        Transaction.withoutActions {
            // While the feed shows, a screen reader sees only it, as a presented view controller.
            feed.root.accessibilityViewIsModal = true
            root.addSublayer(feed.root)
            feed.root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        feed.layout(size: size, scale: scale)
        Transaction.withoutActions { feed.apply(palette.appearance) }
        feed.collection.jump(toPage: index)
        feed.collection.cell(at: index)?.toggle()
        events.post("cities-open-\(index)", from: root)
    }

    /// Takes the feed away, back to the list.
    func closeFeed() {
        guard let feed else { return }
        arena.cancelAll(at: now)
        feed.arena.cancelAll(at: now)
        Transaction.withoutActions { feed.root.removeFromSuperlayer() }
        self.feed = nil
        events.post("cities-list", from: root)
    }

    // MARK: Scene

    /// The list's colours for `appearance`: background, header, every row, the feed over it.
    func apply(_ appearance: Appearance) {
        palette = Palette(appearance)
        root.backgroundColor = palette.background(light: FeedScene.backgroundColor)
        list.backgroundColor = palette.surface(light: .white)
        header.apply(palette)
        for cell in list.visibleCells.values { (cell as? CityRowCell)?.apply(palette) }
        // Rows filled ahead took the old colours; the frame that needs them fills them anew.
        list.discardPrefetchedCells()
        feed?.apply(appearance)
    }

    var images: ImagePipeline? { pipeline }

    /// Ready once the rows in view show their thumbnails (or know they cannot).
    var isReadyToShow: Bool {
        !list.visibleCells.values.contains { ($0 as? CityRowCell)?.picture.isLoading == true }
            && (feed?.isReadyToShow ?? true)
    }

    func layout(size: Size, scale: Double) {
        arena.cancelAll(at: now)
        let rescaled = scale != self.scale
        self.size = size
        self.scale = scale
        Transaction.withoutActions {
            header.layout(in: Rect(x: 0, y: 0, width: size.width, height: min(Self.headerHeight, size.height)))
            let top = min(Self.headerHeight, size.height)
            list.frame = Rect(x: 0, y: top, width: size.width, height: max(size.height - top, 0))
            feed?.root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        if list.dataSource != nil, list.numberOfItems == 0 { list.reloadData() }
        // Rows filled ahead drew their text at the old scale.
        if rescaled { list.discardPrefetchedCells() }
        list.layoutCells()
        for (index, cell) in list.visibleCells {
            guard let row = cell as? CityRowCell else { continue }
            row.layoutContents(width: size.width)
            if rescaled { fill(row, index: index) }
        }
        feed?.layout(size: size, scale: scale)
    }
}
