#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Layers   // not @testable: the guides use the public API only
import AnimationCheck

// The code samples of Layers.docc's articles, as written there, so they keep compiling
// and doing what the text says.

/// InteractiveAnimations.md, "A pan-driven card".
final class CityCard {
    enum State { case collapsed, expanded }

    let layer: Layer
    let popupOffset: Double
    var state = State.collapsed
    var animationProgress = 0.0
    let animator = PropertyAnimator(duration: 0.3, curve: .easeInOut)

    init(layer: Layer, windowHeight: Double) {
        self.layer = layer
        popupOffset = (windowHeight - layer.bounds.height) / 2
    }

    func toggle(to frame: Rect) {
        animator.addAnimations {
            self.layer.cornerRadius = self.state == .collapsed ? 0 : 12
            self.layer.frame = frame
        }
        animator.addCompletion { position in
            if position == .end { self.state = self.state == .collapsed ? .expanded : .collapsed }
        }
        animator.startAnimation()
    }

    func panBegan(target: Rect) {
        // A card grabbed mid-animation keeps its animator and pauses where it is.
        if animator.state == .inactive { toggle(to: target) }
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
        if velocityY != 0 {
            // Run back when the fling points back: down while expanding, up while
            // collapsing.
            let pointsBack = (state == .collapsed) == (velocityY > 0)
            if animator.isReversed != pointsBack { animator.isReversed = pointsBack }
        }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}

@Suite(.noAnimationLeftRunning) struct DocumentationSampleTests {
    @Test func animatingLayersSamples() throws {
        let clock = ManualClock(time: 0)
        let root = Layer(frame: Rect(0, 0, 400, 300))
        let host = LayerHost(clock: clock, rootLayer: root)

        let badge = Layer(frame: Rect(0, 0, 100, 100))
        root.addSublayer(badge)
        defer { withExtendedLifetime(root) {} }

        let fade = BasicAnimation("opacity", from: 1.0, to: 0.0, duration: 0.3,
                                  timingFunction: .easeInEaseOut)
        try badge.add(fade, forKey: "fade")
        Transaction.withoutActions { badge.opacity = 0 }   // the model: where it ends
        clock.advance(by: .seconds(0.15))
        #expect(abs(badge.presentationState().opacity - 0.5) < 1e-9, "easeInEaseOut is halfway at half time")
        #expect(badge.opacity == 0)

        let scaling = KeyframeAnimation(keyPath: "bounds")
        scaling.values = [Rect(0, 0, 100, 100), Rect(0, 0, 85, 85), Rect(0, 0, 2000, 2000)]
            .map(\.animatableValue)
        scaling.keyTimes = [0, 0.2, 1]
        scaling.timingFunctions = [.easeInEaseOut, .easeOut]
        scaling.duration = 0.6
        scaling.fillMode = .forwards
        scaling.isRemovedOnCompletion = false
        try badge.add(scaling, forKey: "scaling")

        let rotation = BasicAnimation(keyPath: "transform")
        rotation.valueFunction = .rotateZ
        rotation.fromValue = 0.0
        rotation.toValue = .scalar(-atan(badge.position.y / badge.position.x))
        rotation.duration = 0.6
        try badge.add(rotation, forKey: "rotation")

        let bounce = SpringAnimation(keyPath: "position.y")
        bounce.fromValue = 0.0
        bounce.toValue = 150.0
        bounce.mass = 1
        bounce.stiffness = 100
        bounce.damping = 10

        let dim = BasicAnimation("opacity", from: 1.0, to: 0.5, duration: 0.4)
        dim.beginTime = 0.2

        let group = AnimationGroup()
        group.animations = [bounce, dim]
        group.duration = bounce.settlingDuration
        try badge.add(group, forKey: "drop")
        clock.advance(by: .seconds(0.3))
        #expect(abs(badge.presentationState().transform.rotationAngle + .pi / 8) < 1e-9, "half of −atan(50 / 50)")
        clock.advance(by: .seconds(0.3))
        host.update()
        #expect(badge.presentationState().bounds.size == Size(2000, 2000), "filled forwards")
        #expect(badge.presentationState().transform == .identity, "the rotation is over and removed")

        Transaction.begin()
        Transaction.animationDuration = 0.6
        Transaction.setCompletionBlock {
            badge.removeFromSuperlayer()
        }
        try badge.add(fade, forKey: "fade")
        badge.position = Point(200, 150)     // implicit: 0.6 s, from the value on screen
        Transaction.commit()
        clock.advance(by: .seconds(0.3))
        host.update()
        #expect(badge.superlayer != nil && badge.animation(forKey: "position") != nil)
        clock.advance(by: .seconds(0.31))
        host.update()
        #expect(badge.superlayer == nil, "the completion block ran")

        root.addSublayer(badge)
        let slowFade = BasicAnimation(keyPath: "opacity")
        slowFade.duration = 1
        badge.actions["opacity"] = .animation(slowFade)
        badge.actions["backgroundColor"] = .disabled
        badge.backgroundColor = .red
        #expect(badge.animation(forKey: "backgroundColor") == nil)

        Layer.animate(withDuration: 0.3, animations: {
            badge.opacity = 1
            badge.transform = AffineTransform(scale: 1.5)
        }, completion: { finished in
            print("grown: \(finished)")
        })
        Layer.animateKeyframes(withDuration: 1, animations: {
            Layer.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                badge.position = Point(300, 150)
            }
            Layer.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                badge.transform = badge.transform.rotated(by: -.pi / 8)
            }
        })
        clock.advance(by: .seconds(0.5))
        host.update()
        #expect(abs(badge.presentationState().opacity - 1) < 1e-9, "the block animation ran to its end")
        #expect(abs(badge.presentationState().position.x - 300) < 1e-9, "the first keyframe took the first half")
    }

    @Test func interactiveAnimationSamples() throws {
        let clock = ManualClock(time: 0)
        let host = LayerHost(clock: clock)
        let feed = Layer(frame: Rect(0, 0, 375, 667))
        host.rootLayer = feed
        let card = Layer(frame: Rect(62.5, 133.5, 250, 400))
        let circle = Layer(frame: Rect(150, 250, 100, 100))
        let icon = Layer(frame: Rect(40, 300, 60, 60))
        for layer in [card, circle, icon] { feed.addSublayer(layer) }
        defer { withExtendedLifetime(feed) {} }
        let center = Point(187.5, 333.5)
        let viewHeight = 667.0
        var isExpanded = false

        let animator = PropertyAnimator(duration: 0.3, curve: .easeInOut) {
            card.cornerRadius = 0
            card.frame = feed.bounds
        }
        animator.addCompletion { position in
            if position == .end { isExpanded = true }
        }
        animator.startAnimation()
        clock.advance(by: .seconds(0.31))
        host.update()
        #expect(isExpanded && card.presentationState().frame == feed.bounds)

        let release = try SpringTimingParameters(mass: 2.5, stiffness: 70, damping: 55,
                                                 initialVelocity: 2)
        let settle = PropertyAnimator(duration: 0, timingParameters: release)
        settle.addAnimations { circle.position = center }
        settle.startAnimation()
        clock.advance(by: .seconds(release.settlingDuration + 0.01))
        host.update()
        #expect(settle.state == .inactive && circle.presentationState().position == center)

        let scrub = PropertyAnimator(duration: 1, curve: .linear) {
            circle.transform = AffineTransform(scale: 3)
        }
        scrub.addAnimations({ circle.backgroundColor = .blue }, delayFactor: 0.75)
        scrub.fractionComplete = circle.position.y / viewHeight
        #expect(abs(circle.presentationState().transform.a - 2) < 1e-12, "y 333.5 of 667: halfway, 2×")

        let preview = PropertyAnimator(duration: 0.5, curve: .easeIn)
        preview.addAnimations {
            Layer.animateKeyframes(withDuration: 0.5, animations: {
                Layer.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    icon.transform = AffineTransform(scale: 1.5)
                }
                Layer.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    icon.transform = icon.transform.rotated(by: -.pi / 8)
                }
            })
        }
        preview.fractionComplete = 0.75   // 1.375×, turned by −π/16
        let shown = icon.presentationState().transform
        #expect(abs(shown.rotationAngle + .pi / 16) < 1e-12)
        #expect(abs(shown.decomposition.scale.width - 1.375) < 1e-12)
    }

    @Test func panDrivenCard() {
        let clock = ManualClock(time: 0)
        let host = LayerHost(clock: clock)
        let feed = Layer(frame: Rect(0, 0, 375, 667))
        host.rootLayer = feed
        let layer = Layer(frame: Rect(62.5, 133.5, 250, 400))
        layer.cornerRadius = 12
        feed.addSublayer(layer)
        defer { withExtendedLifetime(feed) {} }
        let card = CityCard(layer: layer, windowHeight: 667)
        #expect(card.popupOffset == 133.5)

        card.panBegan(target: feed.bounds)
        card.panChanged(translationY: -66.75)                        // half way up
        #expect(abs(layer.presentationState().cornerRadius - 6) < 1e-9)
        card.panEnded(velocityY: 500)                                // flung down: back
        #expect(card.animator.isReversed)
        clock.advance(by: .seconds(0.151))
        host.update()
        #expect(card.state == .collapsed && layer.presentationState().frame == Rect(62.5, 133.5, 250, 400))

        card.panBegan(target: feed.bounds)
        card.panChanged(translationY: -100)
        card.panEnded(velocityY: -500)                               // flung up: expand
        #expect(!card.animator.isReversed)
        clock.advance(by: .seconds(0.3))
        host.update()
        #expect(card.state == .expanded && layer.presentationState().frame == feed.bounds)
    }

    /// TimeOnTwoClocks.md: a tree at half speed, its time converted by its host alone.
    @Test func timeOnTwoClocks() {
        let root = Layer()
        let clock = ManualClock(time: 100)
        let host = LayerHost(clock: clock, rootLayer: root)
        host.speed = 0.5
        let start = host.mediaTime(at: clock.time)        // ClockTime → MediaTime
        clock.advance(by: .seconds(2))
        let elapsed = host.mediaTime(at: clock.time) - start   // a TimeSpan of 1 s
        let wake = host.clockTime(at: start + .seconds(3))     // MediaTime → ClockTime, nil at speed 0
        #expect(elapsed == .seconds(1), "two seconds of the clock are one of the tree's")
        #expect(wake == ClockTime(seconds: 106))
    }
}
