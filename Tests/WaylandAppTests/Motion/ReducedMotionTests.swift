import Foundation
import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// `--reduce-motion`: the splash fades instead of opening a turning hole, the card
/// fades in expanded instead of growing, and the goldens show both.
@Suite("Reduced motion", .serialized, .noAnimationLeftRunning)
struct ReducedMotionTests {
    typealias Support = SplashTestSupport

    private static var reduced: SceneOptions {
        var options = Support.options()
        options.reducesMotion = true
        return options
    }

    @Test("the splash fades away: no hole, nothing turns or grows, the feed shows whole")
    func splashFades() throws {
        let scene = SplashScene(options: Self.reduced, mainContent: { try FeedScene(options: $0) })
        let run = try OffscreenRun(scene: scene, size: Support.size, scale: 1, motion: Self.reduced)
        run.advance(to: .seconds(Support.delay + 0.15))
        #expect(scene.phase == .dismissing)
        #expect(scene.presenter?.mask == nil && scene.mainWindow.mask == nil, "no logo-shaped hole")
        let opacity = try #require(scene.presenter?.foregroundSplashWindow?.presentationState(at: run.mediaNow.seconds).opacity)
        #expect(opacity > 0.2 && opacity < 0.8, "half way through the fade: \(opacity)")
        #expect(scene.mainWindow.presentationState(at: run.mediaNow.seconds).transform == .identity, "the main window does not grow")
        try run.render()
        if let failure = try GoldenImage.mismatch(run.target, named: "splash-reduced-motion-0.15", tolerance: 6) {
            Issue.record("\(failure)")
        }
        run.advance(to: .seconds(Support.delay + SplashAnimator.reducedMotionFadeDuration + 0.1))
        #expect(scene.phase == .finished)
    }

    @Test("a tapped card fades in expanded; Esc fades the feed back; neither moves")
    func cardFades() throws {
        let feed = try FeedDriver(width: 800, height: 500)
        feed.run.host.reducesMotion = true
        let home = feed.cell(0).frame
        feed.tap(feed.center)
        feed.wait(0.1)
        let card = feed.cell(0)
        #expect(card.isAnimating && card.frame == Rect(0, 0, 800, 500), "at its expanded frame at once")
        #expect(feed.presentedFrame(card) == Rect(0, 0, 800, 500), "the frame does not animate")
        let opacity = card.presentationState(at: feed.run.mediaNow.seconds).opacity
        #expect(opacity > 0.1 && opacity < 0.9, "fading in: \(opacity)")
        try feed.run.render()
        if let failure = try GoldenImage.mismatch(feed.run.target, named: "feed-reduced-motion-expanding", tolerance: 6) {
            Issue.record("\(failure)")
        }
        feed.wait(0.5)
        #expect(card.state == .expanded && card.presentationState(at: feed.run.mediaNow.seconds).opacity == 1)
        feed.key(FeedScene.Key.escape)
        feed.wait(0.5)
        #expect(card.state == .collapsed && card.frame == home)
    }

    @Test("a card drag scrubs the fade, and a fade turned back puts the card home")
    func scrubbedFadeTurnsBack() throws {
        let feed = try FeedDriver(width: 800, height: 500)
        feed.run.host.reducesMotion = true
        let home = feed.cell(0).frame
        feed.press(feed.center)
        feed.drag(from: feed.center, by: Point(x: 0, y: -feed.layout.popupOffset / 2), steps: 6)
        let card = feed.cell(0)
        #expect(abs(card.animator.fractionComplete - 0.5) < 1e-9)
        #expect(abs(card.presentationState(at: feed.run.mediaNow.seconds).opacity - 0.5) < 0.01, "the scrub drives the fade")
        feed.drag(from: feed.center + Point(x: 0, y: -feed.layout.popupOffset / 2), by: Point(x: 0, y: 40), steps: 3)
        feed.release(feed.center)
        feed.wait(1)
        #expect(card.state == .collapsed && card.frame == home && card.opacity == 1, "back home, whole")
    }

    @Test("springs in a reduced-motion tree never pass their end")
    func springsWithoutOvershoot() throws {
        let root = Layer(frame: Rect(0, 0, 100, 100))
        let clock = ManualClock(time: 10)
        let host = LayerHost(clock: clock, rootLayer: root)
        host.reducesMotion = true
        let spring = SpringAnimation(keyPath: "opacity")
        spring.fromValue = .scalar(1)
        spring.toValue = .scalar(0)
        spring.damping = 2                     // ratio 0.1: would swing far past 0
        try root.add(spring, forKey: "spring")
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.3) { root.cornerRadius = 20 }
        animator.startAnimation()
        var lowest = 1.0, highest = 0.0
        for _ in 0..<240 {
            clock.advance(by: .seconds(1.0 / 60))
            host.update()
            lowest = min(lowest, root.presentationState().opacity)
            highest = max(highest, root.presentationState().cornerRadius)
        }
        #expect(lowest >= -1e-9, "the spring stopped at 0 without passing it: \(lowest)")
        #expect(highest <= 20 + 1e-9, "the animator's spring did not pass 20: \(highest)")
        #expect(animator.state == .inactive, "the animator came to rest")
        root.removeAllAnimations()
    }
}
