import Testing
@testable import Layers

/// A tree's ``LayerHost/speed``: slow motion for everything in it, running animations
/// included, with no jump when it changes.
@Suite struct HostSpeedTests {
    private func tree(at start: Double) -> (clock: ManualClock, host: LayerHost, layer: Layer) {
        let clock = ManualClock(time: ClockTime(seconds: start))
        let root = Layer(frame: Rect(0, 0, 200, 200))
        let layer = Layer(frame: Rect(0, 0, 100, 100))
        root.addSublayer(layer)
        return (clock, LayerHost(clock: clock, rootLayer: root), layer)
    }

    @Test("ten times slower from the middle of a running animation, then back: no jump either way")
    func toggleAroundARunningAnimation() {
        let (clock, host, layer) = tree(at: 100)
        Transaction.perform(duration: 1, timingFunction: .linear) { layer.position = Point(x: 150, y: 50) }
        clock.advance(by: .seconds(0.5))
        host.update()
        let before = layer.presentationState().position.x
        #expect(isClose(before, 100))
        host.speed = 0.1
        #expect(layer.presentationState().position.x == before, "no jump at the toggle")
        clock.advance(by: .seconds(1))                        // one clock second: a tenth of the animation's time
        host.update()
        #expect(isClose(layer.presentationState().position.x, 110))
        host.speed = 1
        #expect(isClose(layer.presentationState().position.x, 110), "no jump back")
        clock.advance(by: .seconds(0.39))
        host.update()
        #expect(isClose(layer.presentationState().position.x, 149))
        clock.advance(by: .seconds(0.02))
        host.update()
        #expect(layer.animationKeys.isEmpty, "ended after 1 s of the tree's time: 0.5 + 0.1 + 0.4")
    }

    @Test("a slowed tree at clock time t shows what a normal one shows at its own time: springs, keyframes, animators")
    func everythingSlowsAlike() throws {
        let slow = tree(at: 100), normal = tree(at: 100)
        for (_, _, layer) in [slow, normal] {
            let spring = SpringAnimation(keyPath: "opacity")
            spring.fromValue = .scalar(1)
            spring.toValue = .scalar(0)
            spring.stiffness = 120
            spring.damping = 6
            spring.duration = spring.settlingDuration
            try layer.add(spring, forKey: "spring")
            let keyframes = KeyframeAnimation(keyPath: "position")
            keyframes.values = [.point(Point(x: 0, y: 0)), .point(Point(x: 80, y: 10)), .point(Point(x: 40, y: 90))]
            keyframes.keyTimes = [0, 0.3, 1]
            keyframes.duration = 2
            try layer.add(keyframes, forKey: "path")
        }
        let animators = [slow, normal].map { entry in
            PropertyAnimator(duration: 2, curve: .easeInOut) { entry.layer.cornerRadius = 40 }
        }
        for animator in animators { animator.startAnimation() }
        slow.host.update()
        normal.host.update()
        slow.host.speed = 0.25
        for step in 1...12 {
            slow.clock.advance(by: .seconds(0.1))
            normal.clock.advance(by: .seconds(0.025))          // a quarter of the slowed tree's clock time
            slow.host.update()
            normal.host.update()
            let a = slow.layer.presentationState(), b = normal.layer.presentationState()
            #expect(isClose(a.opacity, b.opacity) && isClose(a.position.x, b.position.x)
                    && isClose(a.position.y, b.position.y) && isClose(a.cornerRadius, b.cornerRadius), "step \(step)")
            #expect(isClose(animators[0].fractionComplete, animators[1].fractionComplete))
        }
        #expect(!isClose(slow.layer.presentationState().opacity, 1), "the spring has moved")
        for animator in animators { animator.stopAnimation(true) }
        for entry in [slow, normal] { entry.layer.removeAllAnimations() }
    }

    @Test("the tree's time and the clock's convert both ways; a stopped tree never reaches a later time")
    func conversions() {
        let (clock, host, _) = tree(at: 10)
        #expect(host.mediaTime(at: 12) == 12, "speed 1: the same numbers")
        host.speed = 0.5
        #expect(host.mediaTime(at: 12) == 11)
        #expect(host.clockTime(at: 11) == 12)
        clock.advance(by: .seconds(2))
        host.speed = 0
        #expect(host.mediaTime(at: 100) == 11)
        #expect(host.clockTime(at: 12) == nil)
        host.speed = .nan
        #expect(host.speed == 1, "a speed that is not a number means real time")
    }
}
