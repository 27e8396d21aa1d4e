import Foundation
import Testing
import Layers   // not @testable: the articles use the public API only
import AnimationCheck

// The code of Layers.docc's tutorials and of "Core Animation on Linux", as written there
// (ArticleSnippetTests checks that every snippet appears here verbatim), run on a
// manual clock with what the text promises checked.

@Suite(.noAnimationLeftRunning) struct TutorialSampleTests {
    let clock = ManualClock(time: 0)
    let host: LayerHost
    let main = Layer(frame: Rect(0, 0, 375, 667))

    init() { host = LayerHost(clock: clock, rootLayer: main) }

    func advance(_ seconds: Double) {
        clock.advance(by: .seconds(seconds))
        host.update()
    }

    @Test func splashMaskTransition() throws {
        // SplashTransition.md
        let logo = ShapeLayer()
        logo.path = Path(ellipseIn: Rect(0, 0, 100, 100))
        logo.viewBox = Rect(0, 0, 100, 100)
        logo.frame = Rect(x: 150, y: 296, width: 75, height: 75)
        main.mask = logo

        let finalScale = main.bounds.height * 18 / 667
        let scaling = KeyframeAnimation(keyPath: "bounds")
        scaling.values = [1, 0.85, finalScale].map { Rect(0, 0, 75 * $0, 75 * $0).animatableValue }
        scaling.keyTimes = [0, 0.2, 1]
        scaling.timingFunctions = [.easeInEaseOut, .easeOut]

        let rotation = BasicAnimation(keyPath: "transform")
        rotation.valueFunction = .rotateZ
        rotation.fromValue = 0.0
        rotation.toValue = .scalar(-atan(logo.position.y / logo.position.x))

        Transaction.begin()
        Transaction.setCompletionBlock { main.mask = nil }
        for animation in [scaling, rotation] as [PropertyAnimation] {
            animation.duration = 0.6
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
        }
        try logo.add(scaling, forKey: "scaling")
        try logo.add(rotation, forKey: "rotation")
        Transaction.commit()
        // (end of the article's code)

        advance(0.12)
        #expect(abs(logo.presentationState().bounds.width - 75 * 0.85) < 1e-9, "0.85 at key time 0.2")
        advance(0.3)
        #expect(main.mask === logo, "still opening")
        advance(0.2)
        #expect(main.mask == nil, "the completion block ran once both animations ended")
        logo.removeAllAnimations()
    }

    @Test func interactiveCard() throws {
        let card = Layer(frame: Rect(20, 500, 335, 120))
        main.addSublayer(card)
        let collapsed = card.frame, expandedFrame = main.bounds
        var landed: AnimatingPosition?
        // InteractiveCard.md
        let animator = PropertyAnimator(duration: 0.5, dampingRatio: 1) {
            card.frame = expandedFrame
            card.cornerRadius = 0
        }
        animator.addCompletion { position in landed = position }
        animator.startAnimation()

        animator.pauseAnimation()            // a finger lands on the moving card
        animator.fractionComplete = 0.4      // … and drags it
        animator.isReversed = true           // flung back: run home from where it is
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        // (end of the article's code)

        advance(0.05)
        let between = card.presentationState().frame
        #expect(between.minY < collapsed.minY && between.minY > expandedFrame.minY, "on its way back")
        advance(1)
        #expect(landed == .start && card.presentationState().frame == collapsed && card.frame == collapsed)
    }

    @Test func draggableCircle() throws {
        let circle = Layer(frame: Rect(137.5, 283.5, 100, 100))
        main.addSublayer(circle)
        let home = circle.position
        let finger = Point(250, 200), velocity = Point(600, -300)
        // DraggableCircle.md, "Drag and release"
        Transaction.withoutActions { circle.position = finger }

        let offset = home - circle.position
        let towardsHome = (velocity.x * offset.x + velocity.y * offset.y)
            / (offset.x * offset.x + offset.y * offset.y)
        let spring = try SpringTimingParameters(mass: 1, stiffness: 170, damping: 15,
                                                initialVelocity: towardsHome)
        let release = PropertyAnimator(duration: 0, timingParameters: spring)
        release.addAnimations { circle.position = home }
        release.startAnimation()
        // (end)
        #expect(towardsHome < 0, "flung away from home: the spring first carries it further out")
        advance(0.02)
        #expect(circle.presentationState().position.x > finger.x, "carried on outwards first")
        advance(spring.settlingDuration)
        #expect(release.state == .inactive && circle.presentationState().position == home)

        // DraggableCircle.md, "Scrubbing"
        let grow = PropertyAnimator(duration: 1, curve: .easeInOut) {
            circle.transform = AffineTransform(scale: 3)
            circle.backgroundColor = .blue
        }
        grow.pauseAnimation()            // paused at 0: the pan drives it from here
        grow.fractionComplete = 0.5      // half way up; scrubbing is linear by default
        // (end)
        host.update()
        #expect(abs(circle.presentationState().transform.decomposition.scale.width - 2) < 1e-9)
        grow.stopAnimation(true)
    }

    @Test func pressAndHoldPreview() throws {
        let icon = Layer(frame: Rect(40, 300, 60, 60))
        let dimming = Layer(frame: main.bounds)
        Transaction.withoutActions { dimming.opacity = 0 }
        main.addSublayer(dimming)
        main.addSublayer(icon)
        var menuShown = false
        func showMenu() { menuShown = true }
        // PressAndHoldPreview.md
        let press = PropertyAnimator(duration: 0.8, curve: .easeIn) {
            icon.transform = AffineTransform(scale: 1.2)
            dimming.opacity = 1
        }
        press.addCompletion { position in
            if position == .end { showMenu() }
        }
        press.startAnimation()

        func released() {                // the finger lifts before the end
            guard press.state == .active else { return }
            press.pauseAnimation()
            press.isReversed = true
            press.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        // (end)
        advance(0.4)
        released()
        advance(0.81)
        #expect(!menuShown && icon.presentationState().transform == .identity && dimming.opacity == 0)
    }

    @Test func coreAnimationOnLinux() throws {
        // CoreAnimationOnLinux.md
        let layer = Layer()                        // CALayer()
        layer.frame = Rect(0, 0, 100, 100)         // CGRect(x: 0, y: 0, width: 100, height: 100)
        main.addSublayer(layer)
        let fade = BasicAnimation("opacity", from: 1.0, to: 0.0, duration: 0.3)
        try layer.add(fade, forKey: "fade")        // throws where Core Animation would not
        Transaction.withoutActions { layer.opacity = 0 }

        let wrong = BasicAnimation("opacity", from: Point(0, 0), to: Point(1, 1), duration: 0.3)
        do {
            try layer.add(wrong, forKey: "wrong")
        } catch {
            print(error)   // says that "opacity" takes numbers, not points
        }
        // (end)
        #expect(layer.animation(forKey: "wrong") == nil)
        #expect(throws: AnimationError.self) { try layer.add(wrong, forKey: "wrong") }
        advance(0.15)
        #expect(layer.presentationState().opacity > 0 && layer.presentationState().opacity < 1)
        advance(0.2)
        #expect(layer.animation(forKey: "fade") == nil)
    }

    @Test func performance() throws {
        let badge = Layer(frame: Rect(20, 20, 40, 40))
        Transaction.withoutActions { badge.backgroundColor = .red }
        main.addSublayer(badge)
        // Performance.md
        let renderer = Renderer(threads: 2)
        let target = try Image(width: 750, height: 1334)     // 375 × 667 points at scale 2
        _ = try renderer.render(main, at: host.currentMediaTime, into: target, scale: 2)
        Transaction.withoutActions { badge.position.x += 10 }
        let damage = try renderer.render(main, at: host.currentMediaTime, into: target, scale: 2)
        let stats = renderer.statistics
        print("redrew \(stats.damagedPixels) pixels in \(damage.count) rectangles")
        // (end)
        #expect(!damage.isEmpty && stats.damagedPixels < target.width * target.height / 100,
                "only the badge's old and new places, about 100 × 80 pixels, not the screen")
        #expect(try renderer.render(main, at: host.currentMediaTime, into: target, scale: 2).isEmpty, "nothing changed")
    }
}
