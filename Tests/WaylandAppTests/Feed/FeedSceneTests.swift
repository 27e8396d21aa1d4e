import Layers
import Testing
@testable import WaylandApp
import WaylandPlatform
import AnimationCheck

/// The feed on the manual clock: the CityGuide tutorial's expand/collapse and scrub numbers, scrolling
/// and the keyboard. A 1280×720 window: cards 330×446, pitch 363, popupOffset 137.
@Suite("Feed scene", .noAnimationLeftRunning)
struct FeedSceneTests {
    @Test("the layout for 1280×720: card size, pitch and popupOffset")
    func layoutNumbers() throws {
        let feed = try FeedDriver()
        #expect(feed.layout.cardSize == Size(330, 446))
        #expect(feed.layout.pitch == 363)
        #expect(feed.layout.popupOffset == 137)
        #expect(feed.cell(0).frame == Rect(475, 137, 330, 446))
        #expect(feed.cell(0).descriptionLabel.opacity == 0 && feed.cell(0).closeButton.opacity == 0)
        #expect(feed.cell(0).cornerRadius == CityCardCell.cornerRadius)
        #expect(!feed.run.host.hasPendingWork, "nothing animates at startup")
    }

    @Test("tap: after 0.3 s the card fills the feed, neighbours moved by 50, scrolling and selection off")
    func tapExpands() throws {
        let feed = try FeedDriver()
        feed.key(FeedScene.Key.right)
        feed.wait(1)
        #expect(feed.collection.contentOffset.x == 363)
        let homes = (0...2).map { feed.layout.cardFrame(at: $0) }

        feed.tap(feed.center)
        let card = feed.cell(1)
        #expect(card.isAnimating)
        feed.wait(0.15)
        let midway = feed.presentedFrame(card)
        #expect(midway.width > 330 && midway.width < 1280, "\(midway)")
        feed.wait(0.13)
        #expect(card.state == .collapsed, "the state flips only at .end")
        #expect(feed.collection.isScrollEnabled)
        feed.wait(0.03)
        #expect(card.state == .expanded)
        #expect(!card.isAnimating)
        #expect(card.frame == Rect(363, 0, 1280, 720))
        #expect(feed.presentedFrame(card) == Rect(363, 0, 1280, 720))
        #expect(card.cornerRadius == 0)
        #expect(card.descriptionLabel.opacity == 1 && card.closeButton.opacity == 1)
        #expect(feed.cell(0).position.x == homes[0].midX - 50)
        #expect(feed.cell(2).position.x == homes[2].midX + 50)
        #expect(feed.presentedFrame(feed.cell(0)).midX == homes[0].midX - 50)
        #expect(feed.presentedFrame(feed.cell(2)).midX == homes[2].midX + 50)
        #expect(!feed.collection.isScrollEnabled && !feed.collection.allowsSelection)

        // The close button collapses it: everything back, state flips at .end.
        feed.tap(Point(x: 1280 - 24 - 18, y: 24 + 18))
        feed.wait(0.31)
        #expect(card.state == .collapsed)
        #expect(card.frame == homes[1] && card.cornerRadius == CityCardCell.cornerRadius)
        #expect(card.descriptionLabel.opacity == 0 && card.closeButton.opacity == 0)
        #expect(feed.cell(0).frame == homes[0] && feed.cell(2).frame == homes[2])
        #expect(feed.collection.isScrollEnabled && feed.collection.allowsSelection)
    }

    @Test("a pan of −popupOffset/2 leaves fractionComplete at 0.5, the card half way")
    func halfScrub() throws {
        let feed = try FeedDriver()
        let card = feed.cell(0)
        feed.press(feed.center)
        feed.drag(from: feed.center, by: Point(x: 0, y: -137 / 2), steps: 3)
        // A scrub changes the screen without changing a model: a window must redraw.
        let revision = feed.run.host.revision
        feed.move(feed.center + Point(x: 0, y: -137 / 2))
        #expect(feed.run.host.revision != revision)
        #expect(card.animator.state == .active && !card.animator.isRunning, "paused under the finger")
        #expect(abs(card.animator.fractionComplete - 0.5) < 1e-12)
        let frame = feed.presentedFrame(card)
        #expect(abs(frame.minX - 237.5) < 1e-9 && abs(frame.minY - 68.5) < 1e-9, "\(frame)")
        #expect(abs(frame.width - 805) < 1e-9 && abs(frame.height - 583) < 1e-9, "\(frame)")
        #expect(abs(card.descriptionLabel.presentationState(at: feed.run.clock.time.seconds).opacity - 0.5) < 1e-9)
        feed.wait(0.5)
        #expect(abs(card.animator.fractionComplete - 0.5) < 1e-12, "nothing moves while held")
    }

    @Test("released moving up, a half-scrubbed card completes its expansion")
    func releaseUpCompletes() throws {
        let feed = try FeedDriver()
        let card = feed.cell(0)
        feed.press(feed.center)
        feed.drag(from: feed.center, by: Point(x: 0, y: -70), steps: 7)
        feed.release(feed.center + Point(x: 0, y: -70))
        #expect(!card.animator.isReversed && card.animator.isRunning)
        feed.wait(0.35)
        #expect(card.state == .expanded)
    }

    @Test("released with a downward velocity, a card on its way up reverses and stays collapsed")
    func releaseDownReverses() throws {
        let feed = try FeedDriver()
        let card = feed.cell(0)
        var start = feed.center
        feed.press(start)
        feed.drag(from: start, by: Point(x: 0, y: -68.5), steps: 4)
        start = start + Point(x: 0, y: -68.5)
        // 3 points a frame downwards for 7 frames: the last 100 ms point down.
        feed.drag(from: start, by: Point(x: 0, y: 21), steps: 7)
        let fraction = card.animator.fractionComplete
        #expect(abs(fraction - (68.5 - 21) / 137) < 1e-12)
        feed.release(start + Point(x: 0, y: 21))
        #expect(card.animator.isReversed, "the tutorial's table: collapsed + downwards → reverse")
        #expect(card.animator.isRunning)
        let height = feed.presentedFrame(card).height
        feed.wait(0.05)
        #expect(feed.presentedFrame(card).height < height, "running back")
        #expect(card.animator.fractionComplete > 1 - fraction, "reversed, it counts along the way back")
        feed.wait(0.4)
        #expect(card.state == .collapsed && !card.isAnimating)
        #expect(card.frame == feed.layout.cardFrame(at: 0))
        #expect(card.zPosition == 0)
    }

    @Test("an expanded card dragged down and released moving up reverses and stays expanded")
    func collapsingReleasedUpReverses() throws {
        let feed = try FeedDriver()
        let card = feed.cell(0)
        feed.tap(feed.center)
        feed.wait(0.35)
        #expect(card.state == .expanded)
        var p = feed.center
        feed.press(p)
        feed.drag(from: p, by: Point(x: 0, y: 68.5), steps: 4)
        #expect(abs(card.animator.fractionComplete - 0.5) < 1e-12, "negated when expanded: down collapses")
        p = p + Point(x: 0, y: 68.5)
        feed.drag(from: p, by: Point(x: 0, y: -21), steps: 7)
        feed.release(p + Point(x: 0, y: -21))
        #expect(card.animator.isReversed, "expanded + upwards → reverse the collapse")
        feed.wait(0.4)
        #expect(card.state == .expanded)
        #expect(card.frame == Rect(0, 0, 1280, 720))
    }

    @Test("a release after resting (no velocity) continues the way the animator runs")
    func releaseWithoutVelocity() throws {
        let feed = try FeedDriver()
        let card = feed.cell(0)
        feed.press(feed.center)
        feed.drag(from: feed.center, by: Point(x: 0, y: -30), steps: 3)
        feed.wait(0.2)
        feed.release(feed.center + Point(x: 0, y: -30))
        #expect(!card.animator.isReversed && card.animator.isRunning)
        feed.wait(0.35)
        #expect(card.state == .expanded)
    }

    @Test("grabbing a card mid-animation pauses it where it is; the drag goes on from there")
    func grabMidAnimation() throws {
        let feed = try FeedDriver()
        let card = feed.cell(0)
        feed.tap(feed.center)
        feed.wait(0.15)
        let caught = card.animator.fractionComplete
        #expect(caught > 0.2 && caught < 0.8, "\(caught)")
        feed.press(feed.center)
        feed.move(feed.center + Point(x: 0, y: 12))
        #expect(!card.animator.isRunning)
        #expect(abs(card.animator.fractionComplete - (caught - 12.0 / 137)) < 1e-9)
        let held = card.animator.fractionComplete
        feed.wait(0.5)
        #expect(card.animator.fractionComplete == held, "stays under the finger")
        #expect(card.state == .collapsed)
        feed.release(feed.center + Point(x: 0, y: 12))
        feed.wait(0.35)
        #expect(card.state == .expanded, "no velocity: it carries on expanding")
    }

    @Test("Esc mid-expansion turns it around; Esc during a collapse leaves it alone")
    func escapeMidAnimation() throws {
        let feed = try FeedDriver()
        let card = feed.cell(0)
        feed.key(FeedScene.Key.returnKey)
        feed.wait(0.1)
        feed.key(FeedScene.Key.escape)
        #expect(card.animator.isReversed && !card.isHeadingToExpanded)
        feed.key(FeedScene.Key.escape)
        #expect(card.animator.isReversed, "a second Esc does not turn it around again")
        feed.wait(0.4)
        #expect(card.state == .collapsed && !card.isAnimating)
    }

    @Test("a tap mid-animation turns the animation around")
    func tapMidAnimationReverses() throws {
        let feed = try FeedDriver()
        let card = feed.cell(0)
        feed.tap(feed.center)
        feed.wait(0.1)
        feed.tap(feed.center)
        #expect(card.animator.isReversed)
        feed.wait(0.4)
        #expect(card.state == .collapsed && card.frame == feed.layout.cardFrame(at: 0))
    }

    @Test("a horizontal drag scrolls, and the next card snaps into place")
    func dragSnapsToNextCard() throws {
        let feed = try FeedDriver()
        feed.press(feed.center)
        feed.drag(from: feed.center, by: Point(x: -0.6 * 363, y: 0), steps: 6)
        #expect(abs(feed.collection.contentOffset.x - 0.6 * 363) < 1e-9)
        #expect(feed.cell(0).animator.state == .inactive, "the card's vertical pan failed")
        feed.release(feed.center + Point(x: -0.6 * 363, y: 0))
        feed.wait(1)
        #expect(feed.collection.contentOffset.x == 363)
        #expect(feed.collection.currentIndex == 1)
        #expect(feed.scene.pageControl.currentPage == 1)
    }

    @Test("a slow short drag springs back; dragging past the first card rubber-bands")
    func rubberBand() throws {
        let feed = try FeedDriver()
        feed.press(feed.center)
        feed.drag(from: feed.center, by: Point(x: 200, y: 0), steps: 10)
        let offset = feed.collection.contentOffset.x
        // UIScrollView's band: (1 − 1/(200 × 0.55/1280 + 1)) × 1280 ≈ 101.3
        #expect(abs(offset + (1 - 1 / (200 * 0.55 / 1280 + 1)) * 1280) < 1e-9, "\(offset)")
        feed.wait(0.2)
        feed.release(feed.center + Point(x: 200, y: 0))
        feed.wait(1)
        #expect(feed.collection.contentOffset.x == 0)
    }

    @Test("arrow keys, the wheel and the touchpad move between cards")
    func keysWheelTouchpad() throws {
        let feed = try FeedDriver()
        feed.key(FeedScene.Key.right)
        feed.wait(0.05)
        #expect(feed.collection.contentOffset.x > 0 && feed.collection.contentOffset.x < 363, "it moves, not jumps")
        feed.wait(1)
        #expect(feed.collection.contentOffset.x == 363)
        feed.send(.axis(horizontal: 0, vertical: 10, discrete: InputEvent.AxisSteps(horizontal: 0, vertical: 1)))
        feed.wait(1)
        #expect(feed.collection.currentIndex == 2 && feed.collection.contentOffset.x == 726)
        feed.key(FeedScene.Key.left)
        feed.wait(1)
        #expect(feed.collection.contentOffset.x == 363)
        for _ in 0..<6 {
            feed.send(.axis(horizontal: 40, vertical: 0, discrete: nil))
            feed.wait(1.0 / 60)
        }
        #expect(abs(feed.collection.contentOffset.x - (363 + 240)) < 1e-9)
        feed.wait(1)
        #expect(feed.collection.currentIndex == 2 && feed.collection.contentOffset.x == 726)
        // At the last card, → stays.
        for _ in 0..<12 { feed.key(FeedScene.Key.right); feed.wait(0.6) }
        #expect(feed.collection.currentIndex == 9 && feed.collection.contentOffset.x == 9 * 363)
    }

    @Test("a touchpad swipe lets go when the fingers lift (axis_stop), not a pause later, and settles on the next card")
    func touchpadLetsGoOnAxisStop() throws {
        let feed = try FeedDriver()
        for _ in 0..<3 {
            feed.send(.axis(horizontal: 40, vertical: 0, discrete: nil, source: .finger))
            feed.wait(1.0 / 60)
        }
        #expect(feed.collection.isDragging && abs(feed.collection.contentOffset.x - 120) < 1e-9)
        feed.send(.axisStop(horizontal: true, vertical: false))
        #expect(!feed.collection.isDragging, "let go at the stop")
        feed.wait(1)
        #expect(feed.collection.currentIndex == 1 && feed.collection.contentOffset.x == 363)
    }

    @Test("Enter expands the current card, Esc collapses it, ←/→ do nothing while expanded, Ctrl+Q asks to quit")
    func keyboard() throws {
        let feed = try FeedDriver()
        feed.key(FeedScene.Key.right)
        feed.wait(1)
        feed.key(FeedScene.Key.returnKey)
        feed.wait(0.35)
        #expect(feed.cell(1).state == .expanded)
        feed.key(FeedScene.Key.right)
        feed.wait(1)
        #expect(feed.collection.contentOffset.x == 363)
        feed.key(FeedScene.Key.escape)
        feed.wait(0.35)
        #expect(feed.cell(1).state == .collapsed)
        feed.key(FeedScene.Key.space)
        feed.wait(0.35)
        #expect(feed.cell(1).state == .expanded)
        #expect(!feed.scene.requestsQuit)
        feed.key(FeedScene.Key.q, modifiers: .control)
        #expect(feed.scene.requestsQuit)
    }

    @Test("a resize keeps the current card in view, collapsed or expanded")
    func resizeKeepsCard() throws {
        let feed = try FeedDriver()
        for _ in 0..<3 { feed.key(FeedScene.Key.right); feed.wait(0.8) }
        #expect(feed.collection.currentIndex == 3)
        Transaction.withoutActions {
            feed.scene.root.frame = Rect(0, 0, 900, 600)
            feed.scene.layout(size: Size(900, 600), scale: 2)
        }
        let layout = feed.layout
        #expect(feed.collection.contentOffset.x == 3 * layout.pitch)
        #expect(feed.cell(3).frame.midX - feed.collection.contentOffset.x == 450)

        feed.key(FeedScene.Key.returnKey)
        feed.wait(0.1)
        // Mid-animation resize: the animation ends, the card fills the new feed.
        Transaction.withoutActions {
            feed.scene.root.frame = Rect(0, 0, 700, 900)
            feed.scene.layout(size: Size(700, 900), scale: 1)
        }
        #expect(feed.cell(3).state == .expanded)
        #expect(feed.cell(3).frame == Rect(3 * feed.layout.pitch, 0, 700, 900))
        #expect(feed.cell(2).frame.midX == feed.layout.cardFrame(at: 2).midX - 50)
    }

    @Test("timing: cubic control points and the tutorial's slow spring are selectable")
    func timing() throws {
        let cubic = FeedTiming.cubic.makeAnimator()
        let parameters = try #require(cubic.timingParameters as? CubicTimingParameters)
        #expect(parameters.controlPoint1 == ControlPoint(x: 0.17, y: 0.67))
        #expect(parameters.controlPoint2 == ControlPoint(x: 0.76, y: 1.0))
        #expect(cubic.duration == 0.3)
        let spring = FeedTiming.spring.makeAnimator()
        #expect(spring.effectiveDuration > 60 && spring.effectiveDuration < 80, "\(spring.effectiveDuration)")
        #expect(throws: FeedTimingError.self) { try FeedTiming(name: "bouncy") }

        // With the spring the card still expands by tap; it just takes the spring's time.
        let feed = try FeedDriver(timing: .spring)
        feed.tap(feed.center)
        feed.wait(1)
        #expect(feed.cell(0).isAnimating)
        feed.cell(0).animator.stopAnimation(true)                  // not another minute of spring
    }
}
