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

// MARK: - The Kodeco chapter: the icon preview

/// The Kodeco chapter's scene: an icon, a full-screen blur (its opacity stands for the blur
/// effect darkening in), and the preview's effect view above it. Its animators' blocks
/// take it unowned: it holds the animators, which keep their blocks until they run.
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
        animator.addAnimations { [unowned self] in
            blur.opacity = 1
            effect.transform = AffineTransform(scale: 1.5)
        }
        return animator
    }

    func startPreview(keyframes: Bool = false) {
        let animator = keyframes ? growWithKeyframes() : grow()
        animator.addCompletion { [unowned self] position in
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
        animator.addAnimations { [unowned self] in
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
        PropertyAnimator(duration: 0.3, dampingRatio: 0.7) { [unowned self] in
            content.opacity = 1
            effect.transform = .identity
            let f = effect.frame
            effect.frame = Rect(f.minX - f.minX / 2.5, f.maxY - 140, f.width + 120, 60)
        }
    }

    var scale: Double { effect.presentationState().transform.a }
}

@Suite(.noAnimationLeftRunning) struct PreviewScenarioTests {
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
