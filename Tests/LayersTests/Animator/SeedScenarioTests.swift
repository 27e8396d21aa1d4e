#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Layers
import AnimationCheck

// The seeds' PropertyAnimator scenarios (SPEC.md scenes 2–4), on a manual clock: each
// drives our animator the way the seed drives UIViewPropertyAnimator and checks the
// values on screen against closed forms written here (Reference, AnimatorTestSupport).

// MARK: - Seed 002: the draggable circle

/// Seed 002's scene: a 100×100 green circle, corner radius 50, in the middle of a
/// 400×600 view.
private final class CircleScene {
    let view = Layer()
    let circle = Layer()
    let center = Point(200, 300)

    init() {
        Transaction.withoutActions {
            view.bounds = Rect(0, 0, 400, 600)
            circle.bounds = Rect(0, 0, 100, 100)
            circle.position = center
            circle.cornerRadius = 50
            circle.backgroundColor = .green
        }
        view.addSublayer(circle)
    }

    /// The circle's width on screen (bounds × transform).
    var size: Double { circle.presentationState().frame.width }

    /// A drag moves the centre directly (no animation), as setting `view.center` does.
    func drag(to point: Point) { Transaction.withoutActions { circle.position = point } }
}

@Suite(.noAnimationLeftRunning) struct Seed002CircleTests {
    /// 4 s easeInOut from 1× to 2×: the width after `t` seconds of forward running.
    static func grown(_ t: Double) -> Double { 100 * (1 + Reference.easeInOut(t / 4)) }

    /// Version 1: start on drag began; on release `pauseAnimation(); isReversed = true;
    /// startAnimation()` turns around where it is and shrinks back along the same curve.
    @Test func version1ReversesOnRelease() {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        let animator = PropertyAnimator(duration: 4, curve: .easeInOut) { circle.transform = AffineTransform(scale: 2) }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        func dragBoundary(ended: Bool) {
            if animator.isRunning {
                animator.pauseAnimation()
                animator.isReversed = ended
            }
            animator.startAnimation()
        }

        dragBoundary(ended: false)                                   // began at t = 0
        #expect(animator.state == .active && animator.isRunning && !animator.isReversed)
        for t in [0.5, 1.0, 1.5] {
            tick(clock, at: t)
            #expect(isClose(scene.size, Self.grown(t), 1e-6))
        }
        let atRelease = scene.size
        dragBoundary(ended: true)                                    // ended at t = 1.5
        #expect(animator.isReversed && animator.isRunning)
        #expect(isClose(scene.size, atRelease, 1e-9), "turning around does not jump")
        // Retraces the curve: 1.5 s of forward running are undone in 1.5 s.
        for s in [0.25, 0.75, 1.25] {
            tick(clock, at: 1.5 + s)
            #expect(isClose(scene.size, Self.grown(1.5 - s), 1e-6))
        }
        #expect(ended.isEmpty)
        tick(clock, at: 3.001)
        #expect(ended == [.start])
        #expect(animator.state == .inactive && !animator.isReversed)
        #expect(circle.transform == .identity && scene.size == 100)
    }

    /// Version 1's flaw the seed points out: once the animator finishes at `.end` its
    /// animations are gone, so the release that follows cannot shrink the circle.
    @Test func version1StaysBigOnceFinished() {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        let animator = PropertyAnimator(duration: 4, curve: .easeInOut) { circle.transform = AffineTransform(scale: 2) }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()                                    // began
        tick(clock, at: 4.5)                                         // held past the end
        #expect(ended == [.end] && animator.state == .inactive)
        #expect(!animator.isRunning)
        animator.startAnimation()                                    // released: not running, so just start
        #expect(animator.state == .active)
        tick(clock, at: 6.5)
        #expect(scene.size == 200, "no animations left: the circle stays at 2×")
        tick(clock, at: 8.6)
        #expect(animator.state == .inactive && scene.size == 200)
    }

    /// Version 3: `durationFactor = fractionComplete`, stop, finish at `.current`, add the
    /// opposite change, start, pause and continue with that factor, so the new run takes
    /// only as long as the part already done.
    @Test func version3ContinuesFromTheCurrentFraction() {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        let animator = PropertyAnimator(duration: 4, curve: .easeInOut)
        var ended: [AnimatingPosition] = []
        func dragBoundary(began: Bool) {
            let durationFactor = animator.fractionComplete
            // The seed calls these two unconditionally; on an inactive animator (the first
            // drag) stopAnimation is illegal, so guard as version 2 does.
            if animator.state == .active {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .current)
            }
            animator.addAnimations {
                circle.backgroundColor = .green
                circle.transform = began ? AffineTransform(scale: 2) : .identity
            }
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: nil, durationFactor: durationFactor)
        }

        dragBoundary(began: true)                                    // t = 0, factor 0: the full 4 s
        tick(clock, at: 1)
        #expect(isClose(scene.size, Self.grown(1), 1e-6))
        let f = Reference.easeInOut(0.25)                            // fractionComplete at release
        #expect(isClose(animator.fractionComplete, f, 1e-6))

        dragBoundary(began: false)                                   // release at t = 1
        #expect(ended == [.current], "finishAnimation(at: .current) ran the first run's completion")
        #expect(circle.transform == .identity, "the model holds the new target")
        #expect(isClose(scene.size, 100 * (1 + f), 1e-6), "no jump: it starts where it was stopped")
        // The whole curve from 1 + f back to 1 in f × 4 s.
        let run = 4 * f
        for s in [0.25, 0.5, 0.75] {
            tick(clock, at: 1 + s * run)
            #expect(isClose(scene.size, 100 * (1 + f - f * Reference.easeInOut(s)), 1e-6))
        }
        tick(clock, at: 1 + run + 0.001)
        #expect(ended == [.current, .end])
        #expect(circle.transform == .identity && animator.state == .inactive)

        // Grab again mid-shrink: a fresh pair of runs, the new one in g × 4 s.
        dragBoundary(began: true)                                    // from 1×, factor 0 (inactive)
        tick(clock, at: 1 + run + 0.001 + 2)
        let g = animator.fractionComplete
        #expect(isClose(g, Reference.easeInOut(0.5), 1e-6))
        dragBoundary(began: false)
        let shrinkStart = 1 + run + 0.001 + 2
        tick(clock, at: shrinkStart + 2 * g)                          // halfway through 4g seconds
        #expect(isClose(scene.size, 100 * (1 + g - g * Reference.easeInOut(0.5)), 1e-6))
    }

    /// Version 4: on release a spring (mass 2.5, stiffness 70, damping 55) brings the
    /// circle back to the centre, starting with the release velocity / 500.
    @Test func releaseSpringBringsTheCircleBack() throws {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        // Dragged 200 up, released moving down (towards the centre) at 1000 pt/s.
        scene.drag(to: Point(200, 100))
        let velocity = 1000.0 / 500
        let parameters = try SpringTimingParameters(mass: 2.5, stiffness: 70, damping: 55, initialVelocity: velocity)
        let animator = PropertyAnimator(duration: 0, timingParameters: parameters)
        animator.addAnimations { circle.position = scene.center }
        var ended: AnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        #expect(circle.position == scene.center && circle.presentationState().position == Point(200, 100))

        // It leaves with its momentum: 2 distances/s of 200 pt = 400 pt/s downwards.
        clock.advance(by: 1e-6)
        let speed = (circle.presentationState().position.y - 100) / 1e-6
        #expect(abs(speed - 400) < 0.01, "got \(speed) pt/s")

        // ζ = 55 / (2√(2.5·70)) ≈ 2.08: overdamped, roots −11 ± √93.
        #expect(parameters.dampingRatio > 1)
        #expect(isClose(animator.effectiveDuration, parameters.settlingDuration))
        for t in [0.05, 0.1, 0.3, 0.6, 1.0] {
            tick(clock, at: t)
            let x = Reference.spring(mass: 2.5, stiffness: 70, damping: 55, v0: velocity, at: t)
            let p = circle.presentationState().position
            #expect(isClose(p.y, 100 + 200 * x, 1e-6), "t = \(t)")
            #expect(p.x == 200)
        }
        #expect(ended == nil)
        tick(clock, at: parameters.settlingDuration + 0.001)
        #expect(ended == .end && circle.presentationState().position == scene.center)
    }

    /// Grabbing the circle while the spring runs stops it where it is (`stopAnimation(false)`).
    @Test func grabbingDuringTheSpringStopsItWhereItIs() throws {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        scene.drag(to: Point(100, 300))
        let spring = try SpringTimingParameters(mass: 2.5, stiffness: 70, damping: 55, initialVelocity: 0)
        let animator = PropertyAnimator(duration: 0, timingParameters: spring)
        animator.addAnimations { circle.position = scene.center }
        animator.startAnimation()
        tick(clock, at: 0.2)
        let x = 100 + 100 * Reference.spring(mass: 2.5, stiffness: 70, damping: 55, at: 0.2)
        if animator.isRunning { animator.stopAnimation(false) }       // began
        #expect(animator.state == .stopped)
        #expect(isClose(circle.position.x, x, 1e-6) && isClose(circle.presentationState().position.x, x, 1e-6))
        tick(clock, at: 1)
        #expect(isClose(circle.presentationState().position.x, x, 1e-6), "a stopped animator holds still")
    }

    /// Version 5's scrub: 1 s linear to 3×, blue from 0.75 on (`delayFactor`), and
    /// `fractionComplete = circle.center.y / view height` while dragging.
    @Test func scrubFollowsTheDrag() {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        let animator = PropertyAnimator(duration: 1, curve: .linear) { circle.transform = AffineTransform(scale: 3) }
        animator.addAnimations({ circle.backgroundColor = .blue }, delayFactor: 0.75)
        #expect(animator.state == .inactive, "never started")
        let height = 600.0
        // (y, scale, blue share): scale = 1 + 2·(y/600); blue = (y/600 − 0.75)/0.25 past 0.75.
        let cases: [(y: Double, scale: Double, blue: Double)] = [
            (150, 1.5, 0), (300, 2, 0), (450, 2.5, 0), (510, 2.7, 0.4), (570, 2.9, 0.8),
            (700, 3, 1), (-40, 1, 0), (330, 2.1, 0),
        ]
        for c in cases {
            scene.drag(to: Point(200, c.y))
            animator.fractionComplete = circle.position.y / height
            #expect(animator.state == .active && !animator.isRunning)
            #expect(isClose(animator.fractionComplete, min(max(c.y / height, 0), 1), 1e-12))
            let shown = circle.presentationState()
            #expect(isClose(shown.transform.a, c.scale, 1e-9) && isClose(shown.transform.d, c.scale, 1e-9), "y = \(c.y)")
            #expect(isClose(shown.backgroundColor.blue, c.blue, 1e-9) && isClose(shown.backgroundColor.green, 1 - c.blue, 1e-9),
                    "y = \(c.y)")
            #expect(isClose(scene.size, 100 * c.scale, 1e-9))
        }
    }
}

// MARK: - Seed 000: the city cards

/// Seed 000's feed: three cards in a 375×667 collection, the middle one driven by the
/// seed's tap and pan handlers, written as the seed writes them.
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
        // where it is. (The seed calls toggle() unconditionally, which on a running
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

@Suite(.noAnimationLeftRunning) struct Seed000CardTests {
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

    /// The seed's reversal table on `.ended`, every row: the animator ends reversed (back
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
    /// way back, so the seed's double negation makes an upward drag expand it again.
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

// MARK: - Seed 004: the icon preview

/// Seed 004's scene: an icon, a full-screen blur (its opacity stands for the blur
/// effect darkening in), and the preview's effect view above it.
private final class PreviewScene {
    let view = Layer()
    let blur = Layer()
    let icon = Layer()
    let effect = Layer()
    let content = Layer()
    let iconFrame = Rect(40, 300, 60, 60)
    var previewAnimator: PropertyAnimator?
    var ends: [AnimatingPosition] = []

    init() {
        Transaction.withoutActions {
            view.bounds = Rect(0, 0, 375, 667)
            blur.frame = view.bounds
            blur.opacity = 0
            icon.frame = iconFrame
            effect.frame = iconFrame
            content.frame = Rect(0, 0, 60, 60)
        }
        view.addSublayer(icon)
        view.addSublayer(blur)
        effect.addSublayer(content)
        view.addSublayer(effect)
    }

    /// `AnimatorFactory.grow`: 0.5 s easeIn, blur in and the preview to 1.5×.
    func grow() -> PropertyAnimator {
        Transaction.withoutActions {
            content.opacity = 0
            effect.transform = .identity
        }
        let animator = PropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.addAnimations { [self] in
            blur.opacity = 1
            effect.transform = AffineTransform(scale: 1.5)
        }
        return animator
    }

    func startPreview(keyframes: Bool = false) {
        let animator = keyframes ? growWithKeyframes() : grow()
        animator.addCompletion { [self] position in
            ends.append(position)
            switch position {
            case .start:
                blur.opacity = 0
                effect.removeFromSuperlayer()
            case .end:
                blur.opacity = 1
            case .current:
                break
            }
        }
        previewAnimator = animator
    }

    /// Challenge 2: the same growth as keyframes, rotating by −π/8 in the second half.
    func growWithKeyframes() -> PropertyAnimator {
        Transaction.withoutActions { effect.transform = .identity }
        let animator = PropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.addAnimations { [self] in
            Layer.animateKeyframes(withDuration: 0.5, delay: 0, animations: {
                Layer.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    blur.opacity = 1
                    effect.transform = AffineTransform(scale: 1.5)
                }
                Layer.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    effect.transform = effect.transform.rotated(by: -.pi / 8)
                }
            })
        }
        return animator
    }

    func updatePreview(percent: Double) {
        previewAnimator?.fractionComplete = max(0.01, min(0.99, percent))
    }

    func cancelPreview() {
        if let previewAnimator {
            previewAnimator.isReversed = true
            previewAnimator.startAnimation()
        }
    }

    func finishPreview() {
        previewAnimator?.stopAnimation(false)
        previewAnimator?.finishAnimation(at: .end)
        previewAnimator = nil
    }

    /// `AnimatorFactory.complete`: the preview becomes a menu on a 0.3 s spring, damping 0.7.
    func complete() -> PropertyAnimator {
        PropertyAnimator(duration: 0.3, dampingRatio: 0.7) { [self] in
            content.opacity = 1
            effect.transform = .identity
            let f = effect.frame
            effect.frame = Rect(f.minX - f.minX / 2.5, f.maxY - 140, f.width + 120, 60)
        }
    }

    var scale: Double { effect.presentationState().transform.a }
}

@Suite(.noAnimationLeftRunning) struct Seed004PreviewTests {
    @Test func pressScrubsClampedToOnePercentFromEitherEnd() {
        let clock = installManualClock()
        let scene = PreviewScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        scene.startPreview()
        for (percent, p) in [(-0.3, 0.01), (0.2, 0.2), (0.6, 0.6), (1.4, 0.99), (0.995, 0.99), (0.004, 0.01)] {
            scene.updatePreview(percent: percent)
            #expect(isClose(scene.previewAnimator!.fractionComplete, p, 1e-12))
            #expect(isClose(scene.scale, 1 + 0.5 * p, 1e-9), "linear scrub at \(percent)")
            #expect(isClose(scene.blur.presentationState().opacity, p, 1e-9))
        }
        #expect(scene.previewAnimator!.state == .active && !scene.previewAnimator!.isRunning)
    }

    /// Released early: reversed and started, it runs back along easeIn and completes at
    /// `.start`, the preview's values back at their start and the preview removed.
    @Test func earlyReleaseRunsBackAndCompletesAtStart() {
        let clock = installManualClock()
        let scene = PreviewScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        scene.startPreview()
        scene.updatePreview(percent: 0.6)
        scene.cancelPreview()
        let animator = scene.previewAnimator!
        #expect(animator.isReversed && animator.isRunning)
        #expect(isClose(scene.scale, 1.3, 1e-9), "no jump on release")
        #expect(isClose(animator.fractionComplete, 0.4, 1e-9), "0.6 of the way out is 0.4 of the way back")
        // Back from where easeIn shows 0.6, x0 = easeIn⁻¹(0.6), in 0.5·x0 s.
        let x0 = Reference.bezierInverse(0.42, 0, 1, 1, of: 0.6)
        for s in [0.05, 0.1, 0.2] {
            tick(clock, at: s)
            let p = Reference.easeIn(x0 - s / 0.5)
            #expect(isClose(scene.scale, 1 + 0.5 * p, 1e-6) && isClose(scene.blur.presentationState().opacity, p, 1e-6))
        }
        #expect(scene.ends.isEmpty)
        tick(clock, at: 0.5 * x0 + 0.001)
        #expect(scene.ends == [.start])
        #expect(isClose(scene.effect.transform, .identity, 1e-12) && isClose(scene.scale, 1, 1e-12))
        #expect(scene.blur.opacity == 0 && scene.blur.presentationState().opacity == 0)
        #expect(scene.effect.superlayer == nil, "the preview is removed")
        #expect(animator.state == .inactive)
    }

    /// Held to the end: finished at `.end`, then the menu springs out with the damping
    /// ratio 0.7 spring fitted to 0.3 s.
    @Test func holdingToTheEndSpringsIntoTheMenu() throws {
        let clock = installManualClock()
        let scene = PreviewScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        scene.startPreview()
        scene.updatePreview(percent: 0.99)
        scene.finishPreview()
        #expect(scene.ends == [.end] && scene.previewAnimator == nil)
        #expect(isClose(scene.effect.transform, AffineTransform(scale: 1.5)) && isClose(scene.scale, 1.5, 1e-9))
        #expect(scene.blur.opacity == 1)

        let menu = scene.complete()
        menu.startAnimation()
        #expect(scene.effect.position == Point(114, 250) && scene.effect.bounds.size == Size(180, 60),
                "frame (40 − 40/2.5, 360 − 140, 60 + 120, 60) = (24, 220, 180, 60)")
        let spring = try SpringTimingParameters(dampingRatio: 0.7)
        let fitted = spring.resolved(forDuration: 0.3)
        #expect(isClose(fitted.dampingRatio, 0.7, 1e-12) && isClose(fitted.settlingDuration, 0.3, 1e-9))
        for t in [0.03, 0.08, 0.15, 0.25] {
            tick(clock, at: t)
            let x = spring.value(at: t, duration: 0.3)
            #expect(isClose(x, Reference.spring(mass: fitted.mass, stiffness: fitted.stiffness, damping: fitted.damping, at: t), 1e-9))
            let shown = scene.effect.presentationState()
            #expect(isClose(scene.content.presentationState().opacity, x, 1e-9), "t = \(t)")
            #expect(isClose(shown.transform.a, 1.5 - 0.5 * x, 1e-9))
            #expect(isClose(shown.position.x, 70 + 44 * x, 1e-9) && isClose(shown.position.y, 330 - 80 * x, 1e-9))
            #expect(isClose(shown.bounds.width, 60 + 120 * x, 1e-9) && isClose(shown.bounds.height, 60, 1e-9))
        }
        let peak = stride(from: 0.0, through: 0.3, by: 0.001).map { spring.value(at: $0, duration: 0.3) }.max()!
        #expect(peak > 1.04, "ζ = 0.7 overshoots by about 4.6 %: e^(−πζ/√(1−ζ²))")
        var ended: AnimatingPosition?
        menu.addCompletion { ended = $0 }
        tick(clock, at: 0.301)
        #expect(ended == .end)
        #expect(scene.effect.presentationState().frame == Rect(24, 220, 180, 60))
    }

    /// Challenge 2: keyframes inside the animator scrub back and forth with it; the
    /// rotation by −π/8 happens in the second half of the progress only.
    @Test func keyframesScrubBackAndForth() {
        let clock = installManualClock()
        let scene = PreviewScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        scene.startPreview(keyframes: true)
        /// Scale 1 → 1.5 over the whole run, rotation 0 → −π/8 over its second half.
        func expectAt(_ p: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            let s = 1 + 0.5 * p, r = -Double.pi / 8 * max(0, (p - 0.5) / 0.5)
            let t = scene.effect.presentationState().transform
            #expect(isClose(t.a, s * cos(r), 1e-9) && isClose(t.b, s * sin(r), 1e-9)
                        && isClose(t.c, -s * sin(r), 1e-9) && isClose(t.d, s * cos(r), 1e-9),
                    "at \(p): \(t)", sourceLocation: sourceLocation)
            #expect(isClose(scene.blur.presentationState().opacity, p, 1e-9), sourceLocation: sourceLocation)
        }
        #expect(scene.effect.transform == .identity, "an inactive animator records nothing yet")
        scene.updatePreview(percent: 0)
        #expect(isClose(scene.effect.transform, AffineTransform(scale: 1.5).rotated(by: -.pi / 8)),
                "once active, the model is the last keyframe's value")
        expectAt(0.01)
        for p in [0.25, 0.75, 0.3, 0.5, 0.99, 0.6, 0.01] {
            scene.updatePreview(percent: p)
            expectAt(p)
        }
        // The rotation at 0.75 is −π/16 exactly: half of the second keyframe.
        scene.updatePreview(percent: 0.75)
        #expect(isClose(scene.effect.presentationState().transform.rotationAngle, -.pi / 16, 1e-12))

        // Released there: runs back along easeIn through both keyframes.
        scene.cancelPreview()
        let x0 = Reference.bezierInverse(0.42, 0, 1, 1, of: 0.75)
        for s in [0.05, 0.1, 0.2] {
            tick(clock, at: s)
            expectAt(Reference.easeIn(x0 - s / 0.5))
        }
        tick(clock, at: 0.5 * x0 + 0.001)
        #expect(scene.ends == [.start])
        #expect(isClose(scene.effect.transform, .identity, 1e-12) && scene.effect.superlayer == nil)
    }

    /// Keyframes run in time too, and the keyframe block's completion hears where the
    /// animator ended.
    @Test func keyframesRunWithTheAnimator() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var finished: [Bool] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            Layer.animateKeyframes(withDuration: 10, delay: 3, animations: {
                Layer.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { layer.position = Point(150, 50) }
                Layer.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { layer.position = Point(150, 150) }
                Layer.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { layer.opacity = 0 }
            }, completion: { finished.append($0) })
        }
        animator.startAnimation()
        // The block's own duration and delay give way to the animator's second.
        let expected: [(Double, Point, Double)] = [
            (0.125, Point(100, 50), 1), (0.25, Point(150, 50), 1), (0.5, Point(150, 100), 1),
            (0.8, Point(150, 150), 0.8), (0.9, Point(150, 150), 0.4),
        ]
        for (t, position, opacity) in expected {
            tick(clock, at: t)
            let shown = layer.presentationState()
            #expect(isClose(shown.position.x, position.x, 1e-9) && isClose(shown.position.y, position.y, 1e-9), "t = \(t)")
            #expect(isClose(shown.opacity, opacity, 1e-9), "t = \(t)")
        }
        #expect(finished.isEmpty)
        tick(clock, at: 1.001)
        #expect(finished == [true])
        #expect(layer.presentationState().position == Point(150, 150) && layer.opacity == 0)
    }
}
