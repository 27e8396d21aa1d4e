#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Layers
import AnimationCheck


// One of the tutorials' PropertyAnimator scenarios (the card, the circle, the preview), on a manual clock:
// it drives our animator the way the tutorial drives UIViewPropertyAnimator and checks the
// values on screen against closed forms written here (Reference, AnimatorTestSupport).

// MARK: - The CityGuide tutorial: the city cards

/// The CityGuide tutorial's feed: three cards in a 375×667 collection, the middle one driven by the
/// The tutorial's tap and pan handlers, written as the tutorial writes them.
private final class CardFeed {
    static let windowHeight = 667.0
    static let cardSize = Size(250, 400)
    let feed = Layer()
    var cards: [CardCell] = []
    var isScrollEnabled = true
    var allowsSelection = true
    var contentOffsetX = 0.0

    init() {
        Transaction.withoutActions { feed.bounds = Rect(0, 0, 375, Self.windowHeight) }
        for i in 0..<3 {
            let frame = Rect(62.5 + Double(i - 1) * 270, (Self.windowHeight - Self.cardSize.height) / 2,
                             Self.cardSize.width, Self.cardSize.height)
            let cell = CardCell(feed: self, index: i, frame: frame)
            cards.append(cell)
            feed.addSublayer(cell.layer)
        }
    }

    func cell(at index: Int) -> CardCell? { cards.indices.contains(index) ? cards[index] : nil }
}

private final class CardCell {
    enum State {
        case expanded, collapsed
        var change: State { self == .expanded ? .collapsed : .expanded }
    }

    let layer = Layer()
    let descriptionLabel = Layer()
    let closeButton = Layer()
    let cornerRadius = 12.0
    /// Weak, not unowned: a completion that outlives its test (an animator a failing test
    /// left running) finds no feed instead of a freed one.
    weak var feed: CardFeed?
    let index: Int
    var initialFrame: Rect?
    var state = State.collapsed
    lazy var animator = PropertyAnimator(duration: 0.3, curve: .easeInOut)
    let popupOffset = (CardFeed.windowHeight - CardFeed.cardSize.height) / 2
    var animationProgress = 0.0
    /// Where each run ended, in order.
    var ends: [AnimatingPosition] = []

    init(feed: CardFeed, index: Int, frame: Rect) {
        self.feed = feed
        self.index = index
        Transaction.withoutActions {
            layer.frame = frame
            layer.cornerRadius = cornerRadius
            descriptionLabel.opacity = 0
            closeButton.opacity = 0
        }
        layer.addSublayer(descriptionLabel)
        layer.addSublayer(closeButton)
    }

    func toggle() {
        switch state {
        case .expanded: collapse()
        case .collapsed: expand()
        }
    }

    private func expand() {
        animator.addAnimations { [self] in
            guard let feed else { return }
            initialFrame = layer.frame
            descriptionLabel.opacity = 1
            closeButton.opacity = 1
            layer.cornerRadius = 0
            layer.frame = Rect(feed.contentOffsetX, 0, feed.feed.bounds.width, feed.feed.bounds.height)
            feed.cell(at: index - 1)?.layer.position.x -= 50
            feed.cell(at: index + 1)?.layer.position.x += 50
        }
        animator.addCompletion { [self] position in
            ends.append(position)
            if position == .end {
                state = state.change
                feed?.isScrollEnabled = false
                feed?.allowsSelection = false
            }
        }
        animator.startAnimation()
    }

    private func collapse() {
        animator.addAnimations { [self] in
            guard let feed else { return }
            descriptionLabel.opacity = 0
            closeButton.opacity = 0
            layer.cornerRadius = cornerRadius
            layer.frame = initialFrame!
            feed.cell(at: index - 1)?.layer.position.x += 50
            feed.cell(at: index + 1)?.layer.position.x -= 50
        }
        animator.addCompletion { [self] position in
            ends.append(position)
            if position == .end {
                state = state.change
                feed?.isScrollEnabled = true
                feed?.allowsSelection = true
            }
        }
        animator.startAnimation()
    }

    // The pan handler (`popupViewPanned`).

    func panBegan() {
        // Interruption: a card grabbed mid-animation keeps its animator and pauses it
        // where it is. (The tutorial calls toggle() unconditionally, which on a running
        // animator adds the same changes again: neighbours would move another 50 pt and
        // the state would flip twice.)
        if animator.state == .inactive { toggle() }
        animator.pauseAnimation()
        animationProgress = animator.fractionComplete
    }

    func panChanged(translationY: Double) {
        var fraction = -translationY / popupOffset
        if state == .expanded { fraction *= -1 }
        if animator.isReversed { fraction *= -1 }
        animator.fractionComplete = fraction + animationProgress
    }

    func panEnded(velocityY: Double) {
        let shouldComplete = velocityY > 0
        if velocityY == 0 {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            return
        }
        switch state {
        case .expanded:
            if !shouldComplete && !animator.isReversed { animator.isReversed = !animator.isReversed }
            if shouldComplete && animator.isReversed { animator.isReversed = !animator.isReversed }
        case .collapsed:
            if shouldComplete && !animator.isReversed { animator.isReversed = !animator.isReversed }
            if !shouldComplete && animator.isReversed { animator.isReversed = !animator.isReversed }
        }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}

@Suite(.noAnimationLeftRunning) struct CityCardScenarioTests {
    static let collapsedFrame = Rect(62.5, 133.5, 250, 400)
    static let expandedFrame = Rect(0, 0, 375, 667)

    /// The middle card's values on screen at expansion progress `p` (0 collapsed, 1 expanded).
    fileprivate static func expectExpansion(_ feed: CardFeed, _ p: Double, _ tolerance: Double = 1e-6,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let card = feed.cards[1]
        let shown = card.layer.presentationState()
        let a = collapsedFrame, b = expandedFrame
        let frame = Rect(a.minX + (b.minX - a.minX) * p, a.minY + (b.minY - a.minY) * p,
                         a.width + (b.width - a.width) * p, a.height + (b.height - a.height) * p)
        #expect(isClose(shown.frame.minX, frame.minX, tolerance) && isClose(shown.frame.minY, frame.minY, tolerance)
                    && isClose(shown.frame.width, frame.width, tolerance) && isClose(shown.frame.height, frame.height, tolerance),
                "frame \(shown.frame) at p = \(p), expected \(frame)", sourceLocation: sourceLocation)
        #expect(isClose(shown.cornerRadius, 12 * (1 - p), tolerance), sourceLocation: sourceLocation)
        #expect(isClose(card.descriptionLabel.presentationState().opacity, p, tolerance), sourceLocation: sourceLocation)
        #expect(isClose(card.closeButton.presentationState().opacity, p, tolerance), sourceLocation: sourceLocation)
        #expect(isClose(feed.cards[0].layer.presentationState().position.x, -82.5 - 50 * p, tolerance), sourceLocation: sourceLocation)
        #expect(isClose(feed.cards[2].layer.presentationState().position.x, 457.5 + 50 * p, tolerance), sourceLocation: sourceLocation)
    }

    @Test func tapExpandsThenCloseCollapses() {
        let clock = installManualClock()
        let feed = CardFeed(); defer { withExtendedLifetime(feed) {} }; clock.attach(feed.feed)
        let card = feed.cards[1]
        Self.expectExpansion(feed, 0, 1e-12)
        card.toggle()                                                // tap
        for t in [0.05, 0.1, 0.15, 0.2, 0.25] {
            tick(clock, at: t)
            Self.expectExpansion(feed, Reference.easeInOut(t / 0.3))
        }
        #expect(card.state == .collapsed, "the state flips only at the end")
        tick(clock, at: 0.301)
        #expect(card.ends == [.end] && card.state == .expanded)
        #expect(!feed.isScrollEnabled && !feed.allowsSelection)
        Self.expectExpansion(feed, 1, 1e-12)
        #expect(card.layer.frame == Self.expandedFrame && card.initialFrame == Self.collapsedFrame)

        card.toggle()                                                // close button
        tick(clock, at: 0.301 + 0.1)
        Self.expectExpansion(feed, 1 - Reference.easeInOut(1.0 / 3))
        tick(clock, at: 0.602)
        #expect(card.ends == [.end, .end] && card.state == .collapsed)
        #expect(feed.isScrollEnabled && feed.allowsSelection)
        Self.expectExpansion(feed, 0, 1e-9)
        #expect(feed.cards[0].layer.position.x == -82.5 && feed.cards[2].layer.position.x == 457.5)
    }

    /// Pan up from collapsed: began toggles and pauses, changed scrubs linearly by
    /// −translation / popupOffset, ended (upwards) runs on to the end along the curve.
    @Test func panUpScrubsThenCompletes() {
        let clock = installManualClock()
        let feed = CardFeed(); defer { withExtendedLifetime(feed) {} }; clock.attach(feed.feed)
        let card = feed.cards[1]
        #expect(card.popupOffset == 133.5)
        card.panBegan()
        #expect(card.animator.state == .active && !card.animator.isRunning && card.animationProgress == 0)
        Self.expectExpansion(feed, 0, 1e-12)
        for (translation, p) in [(-26.7, 0.2), (-53.4, 0.4), (-13.35, 0.1), (40, 0.0), (-200, 1.0), (-53.4, 0.4)] {
            card.panChanged(translationY: translation)
            Self.expectExpansion(feed, p, 1e-9)
        }
        card.panEnded(velocityY: -300)                               // flung up: goes on
        #expect(!card.animator.isReversed && card.animator.isRunning)
        // Resumes on the curve where it shows 0.4: x0 = easeInOut⁻¹(0.4), 0.3·(1 − x0) s left.
        let x0 = Reference.bezierInverse(0.42, 0, 0.58, 1, of: 0.4)
        Self.expectExpansion(feed, 0.4, 1e-6)
        tick(clock, at: 0.05)
        Self.expectExpansion(feed, Reference.easeInOut(x0 + 0.05 / 0.3))
        tick(clock, at: 0.3 * (1 - x0) + 0.001)
        #expect(card.ends == [.end] && card.state == .expanded)
    }

    /// From expanded, pan down collapses: the fraction is negated because the card is
    /// expanded, and a downward release completes it.
    @Test func panDownFromExpandedCollapses() {
        let clock = installManualClock()
        let feed = CardFeed(); defer { withExtendedLifetime(feed) {} }; clock.attach(feed.feed)
        let card = feed.cards[1]
        card.toggle()
        tick(clock, at: 0.31)
        #expect(card.state == .expanded)
        card.panBegan()                                              // toggles to collapse
        card.panChanged(translationY: 66.75)                         // half the offset down
        Self.expectExpansion(feed, 0.5, 1e-9)
        card.panEnded(velocityY: 250)
        #expect(!card.animator.isReversed)
        // easeInOut is symmetric: 0.5 is halfway in time too, 0.15 s left.
        tick(clock, at: 0.31 + 0.075)
        Self.expectExpansion(feed, 1 - Reference.easeInOut(0.75))
        tick(clock, at: 0.31 + 0.151)
        #expect(card.ends == [.end, .end] && card.state == .collapsed && feed.isScrollEnabled)
        Self.expectExpansion(feed, 0, 1e-9)
    }

    /// The tutorial's reversal table on `.ended`, every row: the animator ends reversed (back
    /// at `.start`, state kept) exactly when the release points back.
    @Test(arguments: [false, true], [false, true])
    func releaseTable(expanded: Bool, reversedBefore: Bool) {
        for velocity in [-300.0, 0, 300] {
            let clock = installManualClock()
            let feed = CardFeed(); defer { withExtendedLifetime(feed) {} }; clock.attach(feed.feed)
            let card = feed.cards[1]
            var t = 0.0
            if expanded {
                card.toggle()
                t = 0.31
                tick(clock, at: t)
            }
            card.panBegan()
            card.panChanged(translationY: expanded ? 66.75 : -66.75)   // halfway either way
            if reversedBefore { card.animator.isReversed = true }      // as after an earlier fling back
            Self.expectExpansion(feed, 0.5, 1e-9)
            card.panEnded(velocityY: velocity)

            // The table: collapsed → reversed iff moving down; expanded → iff moving up;
            // no vertical speed keeps the direction it had.
            let reversed = velocity == 0 ? reversedBefore : (expanded ? velocity < 0 : velocity > 0)
            #expect(card.animator.isReversed == reversed, "expanded \(expanded), reversed \(reversedBefore), v \(velocity)")
            // The animator runs towards its start (the state it came from) when reversed.
            let towardsExpanded = expanded == reversed
            tick(clock, at: t + 0.075)
            Self.expectExpansion(feed, towardsExpanded ? Reference.easeInOut(0.75) : Reference.easeInOut(0.25))
            tick(clock, at: t + 0.151)
            let end: AnimatingPosition = reversed ? .start : .end
            #expect(card.ends == (expanded ? [.end, end] : [end]))
            #expect(card.state == (towardsExpanded ? .expanded : .collapsed))
            #expect(feed.isScrollEnabled == !towardsExpanded)
            Self.expectExpansion(feed, towardsExpanded ? 1 : 0, 1e-9)
        }
    }

    /// Grabbing a card mid-animation pauses it where it is, and the drag goes on from
    /// that point (animationProgress).
    @Test func grabbingMidAnimationPausesWithoutAJump() {
        let clock = installManualClock()
        let feed = CardFeed(); defer { withExtendedLifetime(feed) {} }; clock.attach(feed.feed)
        let card = feed.cards[1]
        card.toggle()                                                // tap
        tick(clock, at: 0.1)
        let p = Reference.easeInOut(1.0 / 3)
        Self.expectExpansion(feed, p)
        card.panBegan()                                              // grab
        #expect(card.animator.state == .active && !card.animator.isRunning)
        Self.expectExpansion(feed, p)
        #expect(isClose(card.animationProgress, p, 1e-6))
        tick(clock, at: 0.2)
        Self.expectExpansion(feed, p)                                // paused: time does not move it
        card.panChanged(translationY: 0)
        Self.expectExpansion(feed, p)                                // the drag starts where it was
        card.panChanged(translationY: -26.7)
        Self.expectExpansion(feed, p + 0.2)
        card.panEnded(velocityY: -100)
        tick(clock, at: 0.5)
        #expect(card.ends == [.end] && card.state == .expanded)
        #expect(feed.cards[0].layer.position.x == -132.5, "the neighbour moved 50 pt, once")
    }

    /// Grabbing a card that is running back (reversed): fractionComplete counts along the
    /// way back, so the tutorial's double negation makes an upward drag expand it again.
    @Test func grabbingAReversedRunDragsTheRightWay() {
        let clock = installManualClock()
        let feed = CardFeed(); defer { withExtendedLifetime(feed) {} }; clock.attach(feed.feed)
        let card = feed.cards[1]
        card.panBegan()
        card.panChanged(translationY: -80.1)                         // 0.6
        Self.expectExpansion(feed, 0.6, 1e-9)
        card.panEnded(velocityY: 400)                                // flung down: back to collapsed
        #expect(card.animator.isReversed && card.animator.isRunning)
        tick(clock, at: 0.05)
        let x0 = Reference.bezierInverse(0.42, 0, 0.58, 1, of: 0.6)
        let p = Reference.easeInOut(x0 - 0.05 / 0.3)
        Self.expectExpansion(feed, p)
        card.panBegan()                                              // grabbed on the way back
        #expect(isClose(card.animationProgress, 1 - p, 1e-6), "counted along the way back")
        card.panChanged(translationY: -13.35)                        // 0.1 up
        Self.expectExpansion(feed, p + 0.1, 1e-6)
        card.panChanged(translationY: 13.35)                         // 0.1 down
        Self.expectExpansion(feed, p - 0.1, 1e-6)
        card.panEnded(velocityY: -400)                               // flung up: expand after all
        #expect(!card.animator.isReversed)
        tick(clock, at: 1)
        #expect(card.ends == [.end] && card.state == .expanded)
        Self.expectExpansion(feed, 1, 1e-9)
    }
}
