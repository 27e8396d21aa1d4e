import Gestures
import Layers
import Logging

/// One city card of the feed, the CityGuide tutorial's `CityCollectionViewCell`: a picture, the name
/// and country, and — at alpha 0 until the card is expanded — a description and a
/// close button.
///
/// The cell owns the property animator that expands and collapses it. `toggle()`
/// expands or collapses with exactly the tutorial's changes (alpha, corner radius, the
/// frame of the whole visible feed, neighbours pushed ∓50); a vertical pan scrubs the
/// same animator (``popupViewPanned(_:)``), can grab it mid-flight, and releases it
/// forwards or reversed by the tutorial's velocity table. The state flips only at `.end`.
final class CityCardCell: Layer {
    static let cornerRadius = 18.0
    /// How far the neighbours move aside while a card is expanded (the CityGuide tutorial).
    static let neighbourShift = 50.0
    /// The name grows by this much when the card expands (a transform, so it animates).
    static let expandedNameScale = 1.35
    /// The white strip under a collapsed card's picture, for the name and country.
    static let captionHeight = 84.0

    /// The city shown; a reused cell shows another (``configure(city:index:)``).
    private(set) var city = City(name: "", country: "", description: "", picture: "")
    /// The cell's place in the feed.
    private(set) var index = 0
    /// The feed the cell lives in (the tutorial's `collectionView`).
    weak var collection: FeedCollectionLayer?

    let picture: CardPicture
    /// The layer showing the city's picture.
    var pictureLayer: Layer { picture.photo }
    let nameLabel = TextLayer()
    let countryLabel = TextLayer()
    let descriptionLabel = TextLayer()
    let closeButton = CloseButtonLayer()
    /// The card's shadow: a sibling below the cards in the feed (see ``CardShadowLayer``).
    let shadowLayer = CardShadowLayer()

    private(set) var state = CardState.collapsed { didSet { updateAccessibility() } }
    /// Drives every expand and collapse of this card; reused, as in the tutorial.
    let animator: PropertyAnimator
    /// The animator's progress when a pan grabbed it (the tutorial's `animationProgress`),
    /// counted in the direction it runs, as `fractionComplete` is.
    private var animationProgress = 0.0

    /// An empty card (``configure(city:index:)`` gives it a city), its words in `strings`'
    /// language, set with `fonts`.
    init(timing: FeedTiming, strings: StringCatalog = .english, fonts: FontDatabase = .shared) {
        animator = timing.makeAnimator()
        picture = CardPicture(unavailableText: strings[.pictureUnavailable], language: strings.language.textLanguage,
                              fonts: fonts)
        super.init()
        backgroundColor = .white
        cornerRadius = Self.cornerRadius
        masksToBounds = true

        addCardLabels([
            (nameLabel, Font.system(size: 24, weight: .bold), Color(hex: 0x1E1B2E)),
            (countryLabel, Font.system(size: 13, weight: .semibold), Color(hex: 0x8A8499)),
            (descriptionLabel, Font.system(size: 17), Color(hex: 0x3D3A4B)),
        ], language: strings.language.textLanguage, fonts: fonts)
        // Above the labels: while a card expands, the text slides out from under the picture.
        addSublayer(picture.placeholder)
        addSublayer(picture.photo)

        nameLabel.name = "name"
        countryLabel.name = "country"
        descriptionLabel.name = "description"
        descriptionLabel.isWrapped = true
        descriptionLabel.opacity = 0
        closeButton.opacity = 0
        addSublayer(closeButton)
        setUpAccessibility(closeLabel: strings[.closeCard])
    }

    /// The colours last applied.
    private(set) var palette: Palette?

    /// The card's colours for `palette`: its body, text and picture placeholder, and in
    /// high contrast a border.
    func apply(_ palette: Palette) {
        self.palette = palette
        backgroundColor = palette.card
        nameLabel.foregroundColor = palette.primaryText(light: Color(hex: 0x1E1B2E))
        countryLabel.foregroundColor = palette.secondaryText(light: Color(hex: 0x8A8499))
        descriptionLabel.foregroundColor = palette.primaryText(light: Color(hex: 0x3D3A4B))
        borderWidth = palette.border.width
        borderColor = palette.border.color
        picture.apply(palette)
    }

    /// Shows `city` as the feed's card number `index` (the tutorial's `cellForItemAt`'s set-up of a
    /// dequeued cell). The picture is the caller's to load, into ``picture``.
    func configure(city: City, index: Int) {
        self.city = city
        self.index = index
        name = "card \(city.name)"
        Transaction.withoutActions {
            nameLabel.string = city.name
            countryLabel.string = city.country.uppercased()
            descriptionLabel.string = city.description
        }
        updateAccessibility()
    }

    /// Makes the card ready for another city (the tutorial's `prepareForReuse`): collapsed, still,
    /// and no longer waiting for its picture.
    func prepareForReuse() {
        finishAnimation()
        picture.cancel()
        if state == .expanded { state = .collapsed }
        Transaction.withoutActions {
            zPosition = 0
            descriptionLabel.opacity = 0
            closeButton.opacity = 0
            cornerRadius = Self.cornerRadius
        }
    }

    // MARK: Layout

    /// Places the picture, labels and button for a card of `size`, collapsed or
    /// expanded — the tutorial's `layoutIfNeeded()`: called inside the animator's block it
    /// animates them along with the card. `feedSize` fixes the description's box, which
    /// keeps its size in both states so its lines never rewrap mid-animation.
    func layoutContents(for size: Size, expanded: Bool, feedSize: Size) {
        let column = Self.textColumn(forFeed: feedSize)
        let picture = Self.pictureFrame(for: size, expanded: expanded, feedSize: feedSize)
        let textOrigin = expanded ? column.origin : Point(x: 20, y: picture.maxY + 14)
        let textWidth = expanded ? column.width : size.width - 40
        self.picture.frame = picture
        let nameScale = expanded ? Self.expandedNameScale : 1
        nameLabel.transform = AffineTransform(scale: nameScale)
        nameLabel.frame = Rect(x: textOrigin.x, y: textOrigin.y, width: textWidth / nameScale, height: 32)
        countryLabel.frame = Rect(x: textOrigin.x + 1, y: textOrigin.y + 32 * nameScale + 4, width: textWidth, height: 18)
        descriptionLabel.frame = Rect(x: textOrigin.x, y: countryLabel.frame.maxY + (expanded ? 24 : 14),
                                      width: column.width, height: column.descriptionHeight)
        let inset = expanded ? 24.0 : 14.0
        closeButton.position = Point(x: size.width - inset - CloseButtonLayer.diameter / 2,
                                     y: inset + CloseButtonLayer.diameter / 2)
    }

    /// The picture's frame in a card of `size`: the top of a collapsed card, half of an
    /// expanded one in a wide window, its top 45 % in a tall one.
    static func pictureFrame(for size: Size, expanded: Bool, feedSize: Size) -> Rect {
        guard expanded else { return Rect(x: 0, y: 0, width: size.width, height: max(size.height - captionHeight, 0)) }
        let half = (size.width * 0.5).rounded()
        return textColumn(forFeed: feedSize).besidePicture
            ? Rect(x: half, y: 0, width: size.width - half, height: size.height)
            : Rect(x: 0, y: 0, width: size.width, height: (size.height * 0.45).rounded())
    }

    /// The most pixels a picture covers in a feed of `size` points at `scale`: expanded,
    /// it is at its biggest. Pictures are decoded to this size, no more.
    static func largestPictureSize(forFeed size: Size, scale: Double) -> Size {
        let collapsed = pictureFrame(for: FeedLayout(size: size).cardSize, expanded: false, feedSize: size).size
        let expanded = pictureFrame(for: size, expanded: true, feedSize: size).size
        return Size(width: max(collapsed.width, expanded.width) * scale, height: max(collapsed.height, expanded.height) * scale)
    }

    /// Where an expanded card's text goes in a feed of `size`: left of the picture in a
    /// wide window (so it never crosses the picture on its way), under it in a tall one.
    private static func textColumn(forFeed size: Size) -> (besidePicture: Bool, origin: Point, width: Double,
                                                           descriptionHeight: Double) {
        if size.width >= size.height {
            let x = min(max((size.width * 0.045).rounded(), 20), 56)
            let width = max(min((size.width * 0.5).rounded() - 2 * x, 560), 120)
            let y = (size.height * 0.26).rounded()
            return (true, Point(x: x, y: y), width, max(size.height - y - 140, 40))
        }
        let y = (size.height * 0.45).rounded() + 28
        let width = max(size.width - 56, 120)
        return (false, Point(x: 28, y: y), width, max(size.height - y - 120, 40))
    }

    // MARK: Expanding and collapsing (the CityGuide tutorial)

    /// Expands a collapsed card, collapses an expanded one.
    func toggle() {
        switch state {
        case .expanded: collapse()
        case .collapsed: expand()
        }
    }

    private func expand() {
        guard let collection else { return }
        Transaction.withoutActions { zPosition = 1 }
        let fades = addChangeAnimations(expanding: true, in: collection)
        // Weakly: the collection holds its cells and the cell its animator, so a
        // completion holding either would keep a feed dropped mid-animation for good.
        animator.addCompletion { [weak self] in self?.expandEnded(at: $0, fades: fades) }
        animator.startAnimation()
    }

    private func expandEnded(at position: AnimatingPosition, fades: Bool) {
        guard let collection else { return }
        switch position {
        case .end:
            state = state.change
            collection.isScrollEnabled = false
            collection.allowsSelection = false
            collection.events.post("card-expanded", from: self)
        case .start, .current:
            // A fade turned back: the card goes back to where it was, at once.
            if fades, position == .start { Transaction.withoutActions { undoFade(expanded: false, in: collection) } }
            Transaction.withoutActions { zPosition = 0 }
        }
    }

    private func collapse() {
        guard let collection else { return }
        let fades = addChangeAnimations(expanding: false, in: collection)
        animator.addCompletion { [weak self] in self?.collapseEnded(at: $0, fades: fades) }
        animator.startAnimation()
    }

    private func collapseEnded(at position: AnimatingPosition, fades: Bool) {
        guard let collection else { return }
        switch position {
        case .end:
            state = state.change
            collection.isScrollEnabled = true
            collection.allowsSelection = true
            collection.events.post("card-collapsed", from: self)
            Transaction.withoutActions { zPosition = 0 }
        case .start, .current:
            if fades, position == .start { Transaction.withoutActions { undoFade(expanded: true, in: collection) } }
        }
    }

    /// The animator's changes towards expanded or collapsed: the tutorial's movement, or —
    /// in a tree that reduces motion — the new layout at once with the card fading in
    /// over it. Returns true for the fade.
    private func addChangeAnimations(expanding: Bool, in collection: FeedCollectionLayer) -> Bool {
        withMotion({
            animator.addAnimations { [self] in applyLayout(expanded: expanding, in: collection) }
            return false
        }, reduced: {
            Transaction.withoutActions {
                applyLayout(expanded: expanding, in: collection)
                opacity = 0
            }
            animator.addAnimations { [self] in opacity = 1 }
            return true
        })
    }

    /// A fade turned back to its start left the card transparent in the new layout:
    /// it goes back, whole, to how it was (`expanded` or not).
    private func undoFade(expanded: Bool, in collection: FeedCollectionLayer) {
        applyLayout(expanded: expanded, in: collection)
        opacity = 1
    }

    /// Everything that differs between a collapsed and an expanded card: inside an
    /// animator's block it animates (the tutorial's changes), outside it applies at once.
    /// The neighbours move aside by ∓50 when expanding and back when collapsing.
    private func applyLayout(expanded: Bool, in collection: FeedCollectionLayer) {
        let feed = collection.bounds
        let shift = expanded ? Self.neighbourShift : -Self.neighbourShift
        descriptionLabel.opacity = expanded ? 1 : 0
        closeButton.opacity = expanded ? 1 : 0
        cornerRadius = expanded ? 0 : Self.cornerRadius
        shadowLayer.opacity = expanded ? 0 : 1
        frame = expanded ? Rect(x: collection.contentOffset.x, y: 0, width: feed.width, height: feed.height)
            : collection.layout.cardFrame(at: index)
        if let left = collection.cell(at: index - 1) { left.center.x -= shift }
        if let right = collection.cell(at: index + 1) { right.center.x += shift }
        layoutContents(for: frame.size, expanded: expanded, feedSize: feed.size)
    }

    /// True while an expansion or collapse is under way (running or held by a finger).
    var isAnimating: Bool { animator.state == .active }

    /// True when the card ends expanded if the animation in flight runs its course
    /// (expanding, or a collapse turned around).
    var isHeadingToExpanded: Bool { isAnimating && (state == .collapsed) != animator.isReversed }

    /// A tap on the card: expands it (when the feed allows selection), collapses it when
    /// expanded, and turns an animation in flight around.
    func tapped() {
        if isAnimating {
            animator.isReversed.toggle()
            if !animator.isRunning { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        } else if state == .expanded || collection?.allowsSelection == true {
            toggle()
        }
    }

    // MARK: Interactive (the CityGuide tutorial's popupViewPanned)

    /// How far the card is from collapsed/expanded (popupOffset): the finger travel
    /// that takes the animation from start to end.
    var popupOffset: Double { collection?.layout.popupOffset ?? 1 }

    /// The vertical pan on the card: began → toggle and pause (or, when an animation is
    /// already in flight, pause it where it is: the interruption); changed → scrub;
    /// ended → continue, reversed when the finger points back.
    func popupViewPanned(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            if !isAnimating { toggle() }
            animator.pauseAnimation()
            animationProgress = animator.fractionComplete
        case .changed:
            let translation = recognizer.translation(in: collection)
            var fraction = -translation.y / popupOffset
            if state == .expanded { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fraction + animationProgress
        case .ended:
            let velocity = recognizer.velocity(in: self)
            if velocity.y == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                break
            }
            let shouldComplete = velocity.y > 0
            switch state {
            case .expanded:
                if !shouldComplete && !animator.isReversed { animator.isReversed.toggle() }
                if shouldComplete && animator.isReversed { animator.isReversed.toggle() }
            case .collapsed:
                if shouldComplete && !animator.isReversed { animator.isReversed.toggle() }
                if !shouldComplete && animator.isReversed { animator.isReversed.toggle() }
            }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        case .cancelled:
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        case .possible, .failed:
            break
        }
    }

    /// The card's centre (UIKit's `center`): moving it moves the shadow along.
    var center: Point {
        get { position }
        set {
            let dx = newValue.x - position.x, dy = newValue.y - position.y
            position = newValue
            shadowLayer.position = Point(x: shadowLayer.position.x + dx, y: shadowLayer.position.y + dy)
        }
    }

    // MARK: Resizing

    /// Jumps an animation in flight to its end (before a resize: its recorded values
    /// belong to the old size).
    func finishAnimation() {
        guard animator.state == .active else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
    }

    /// Lays the card out again for a new feed: at `home` (moved aside by
    /// `neighbourOffset` next to an expanded card) when collapsed, over the whole
    /// feed when expanded.
    func relayout(home: Rect, feed: Rect, neighbourOffset: Double, scale: Double, shadows: CardShadowBakes) {
        Transaction.withoutActions {
            shadowLayer.place(under: home.offsetBy(dx: neighbourOffset, dy: 0), scale: scale, bakes: shadows)
            shadowLayer.opacity = state == .collapsed ? 1 : 0
            switch state {
            case .collapsed:
                frame = home.offsetBy(dx: neighbourOffset, dy: 0)
                layoutContents(for: home.size, expanded: false, feedSize: feed.size)
            case .expanded:
                frame = feed
                layoutContents(for: feed.size, expanded: true, feedSize: feed.size)
            }
        }
    }
}
