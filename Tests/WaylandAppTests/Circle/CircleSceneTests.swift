import Foundation
import Testing
import Layers
@testable import WaylandApp
import WaylandPlatform
import AnimationCheck

/// The animator deep-dive on a manual clock: the grow animator along its easeInOut curve and its
/// turn-around, the return spring against the overdamped closed form, scrub mode,
/// and the same driven by pointer events through the gesture recognizers.
@Suite(.noAnimationLeftRunning) struct CircleSceneTests {
    static let size = Size(width: 800, height: 600)
    static let home = Point(400, 300)

    func start() throws -> (CircleScene, OffscreenRun) {
        let scene = CircleScene()
        let run = try OffscreenRun(scene: scene, size: Self.size, scale: 1, replaysScript: false)
        return (scene, run)
    }

    func scale(_ scene: CircleScene, _ run: OffscreenRun) -> Double {
        scene.circle.presentationState(at: run.mediaNow.seconds).transform.a
    }

    func position(_ scene: CircleScene, _ run: OffscreenRun) -> Point {
        scene.circle.presentationState(at: run.mediaNow.seconds).position
    }

    @Test func restsInTheMiddleAtOneHundredPoints() throws {
        let (scene, run) = try start()
        #expect(scene.circle.bounds.size == Size(width: 100, height: 100))
        #expect(scene.circle.cornerRadius == 50)
        #expect(position(scene, run) == Self.home)
        #expect(scene.mode == .growAndSpring)
    }

    @Test func growsAlongEaseInOutWhileHeld() throws {
        let (scene, run) = try start()
        run.advance(to: .seconds(0.5))
        scene.panBegan()
        for t in [0.25, 1.0, 2.0, 3.0, 3.9] {
            run.advance(to: .seconds(0.5 + t))
            #expect(isClose(scale(scene, run), 1 + Curve.easeInOut(t / 4), 1e-6), "at \(t) s")
        }
        run.advance(to: .seconds(4.6))
        #expect(scale(scene, run) == 2)
        #expect(scene.growth.animator.state == .inactive, "a finished run ends the animator")
    }

    @Test func releaseTurnsAroundInTheTimeAlreadyCovered() throws {
        let (scene, run) = try start()
        scene.panBegan()
        run.advance(to: .seconds(1))
        let p1 = Curve.easeInOut(0.25)
        #expect(isClose(scene.growth.animator.fractionComplete, p1, 1e-9))
        scene.panEnded(velocity: .zero)
        // durationFactor = fractionComplete: the shrink takes 4 s × 0.129 ≈ 0.52 s, not 4 s.
        let shrink = 4 * p1
        #expect(isClose(scale(scene, run), 1 + p1, 1e-9), "it turns around where it is")
        for x in [0.25, 0.5, 0.75] {
            run.advance(to: .seconds(1 + x * shrink))
            #expect(isClose(scale(scene, run), 1 + p1 - p1 * Curve.easeInOut(x), 1e-6), "at \(x) of the shrink")
        }
        run.advance(to: .seconds(1 + shrink + 0.02))
        #expect(scale(scene, run) == 1)
        #expect(scene.growth.animator.state == .inactive)
    }

    @Test func springBringsItHomeWithTheReleaseMomentum() throws {
        let (scene, run) = try start()
        scene.panBegan()
        scene.panChanged(translation: Point(200, -120))
        #expect(position(scene, run) == Point(600, 180))
        run.advance(to: .seconds(0.5))
        scene.panEnded(velocity: Point(600, -300))
        // The tutorial's velocity / 500, signed along each axis's way home: x travels left
        // (−1), y travels down (+1).
        let vx = 600.0 / 500 * -1, vy = -300.0 / 500
        for t in [0.05, 0.2, 0.5, 1.0, 2.0, 3.0] {
            run.advance(to: .seconds(0.5 + t))
            let p = position(scene, run)
            #expect(isClose(p.x, 600 + (400 - 600) * CircleReleaseSpring.overdamped(t, v0: vx), 1e-6), "x at \(t) s")
            #expect(isClose(p.y, 180 + (300 - 180) * CircleReleaseSpring.overdamped(t, v0: vy), 1e-6), "y at \(t) s")
        }
        run.advance(to: .seconds(6))
        #expect(position(scene, run) == Self.home)
        #expect(!scene.spring.isRunning)
    }

    @Test func springFirstCarriesOnTheWayItWasThrown() throws {
        let (scene, run) = try start()
        scene.panBegan()
        scene.panChanged(translation: Point(200, -120))
        scene.panEnded(velocity: Point(900, -600))
        // The heavy damping (ζ ≈ 2.08) turns it around within about 40 ms: 5.8 points
        // further out at 30 ms, back past the release point by 100 ms.
        run.advance(to: .seconds(0.03))
        let p = position(scene, run)
        #expect(p.x > 605 && p.y < 179, "still moving right and up 30 ms after release: \(p)")
        #expect(isClose(p.x, 600 - 200 * CircleReleaseSpring.overdamped(0.03, v0: -1.8), 1e-6))
        run.advance(to: .seconds(0.1))
        #expect(position(scene, run).x < 600)
    }

    @Test func grabbingMidFlightStopsTheSpringWhereItIs() throws {
        let (scene, run) = try start()
        scene.panBegan()
        scene.panChanged(translation: Point(-250, 150))
        scene.panEnded(velocity: .zero)
        run.advance(to: .seconds(0.3))
        let caught = position(scene, run)
        #expect(isClose(caught.x, 150 + 250 * CircleReleaseSpring.overdamped(0.3, v0: 0), 1e-6))
        scene.panBegan()
        #expect(!scene.spring.isRunning)
        #expect(scene.circle.position == caught, "the model takes the value on screen")
        run.advance(to: .seconds(0.8))
        #expect(position(scene, run) == caught)
        scene.panChanged(translation: Point(10, 0))
        #expect(position(scene, run) == caught + Point(10, 0))
    }

    @Test func scrubModeFollowsTheHeight() throws {
        let (scene, run) = try start()
        scene.switchMode()
        #expect(scene.mode == .scrub)
        run.advance(to: .seconds(0.5))
        // At rest in the middle: fractionComplete = 300 / 600.
        #expect(isClose(scale(scene, run), 2, 1e-9))
        scene.panBegan()
        for (y, fraction) in [(150.0, 0.25), (540.0, 0.9), (580.0, 580.0 / 600), (60.0, 0.1)] {
            scene.panChanged(translation: Point(30, y - 300))
            run.advance(to: .seconds(run.time.seconds + 1.0 / 60))
            #expect(isClose(scene.scrubber.fractionComplete, fraction, 1e-9))
            #expect(isClose(scale(scene, run), 1 + 2 * fraction, 1e-6), "3× at the bottom, linear in y")
            // Blue only in the last quarter (delayFactor 0.75), linearly.
            let blue = max(0, (fraction - 0.75) / 0.25)
            let color = scene.circle.presentationState(at: run.mediaNow.seconds).backgroundColor
            let green = CircleScene.green, target = CircleScene.blue
            #expect(isClose(color.red, green.red + (target.red - green.red) * blue, 1e-6), "red at \(fraction)")
            #expect(isClose(color.blue, green.blue + (target.blue - green.blue) * blue, 1e-6), "blue at \(fraction)")
        }
        scene.panEnded(velocity: Point(500, 500))
        run.advance(to: .seconds(run.time.seconds + 1))
        #expect(position(scene, run) == Point(430, 60), "scrub mode leaves the circle where it is dropped")
        #expect(!scene.spring.isRunning)
    }

    @Test func switchingBackGlidesHomeAtRest() throws {
        let (scene, run) = try start()
        scene.switchMode()
        scene.panBegan()
        scene.panChanged(translation: Point(100, 200))
        scene.switchMode()
        #expect(scene.mode == .growAndSpring)
        run.advance(to: .seconds(0.5))
        #expect(position(scene, run) == Self.home)
        #expect(scale(scene, run) == 1)
        #expect(scene.circle.presentationState(at: run.mediaNow.seconds).backgroundColor == CircleScene.green)
    }

    @Test func pointerDragsItThroughThePanRecognizer() throws {
        let (scene, run) = try start()
        scene.handle(.pointerMotion(x: 400, y: 300), at: run.mediaNow)
        scene.handle(.pointerButton(button: 0x110, pressed: true, x: 400, y: 300), at: run.mediaNow)
        for i in 1...20 {
            run.advance(to: .seconds(Double(i) / 60))
            scene.handle(.pointerMotion(x: 400 + 5 * Double(i), y: 300 - 2 * Double(i)), at: run.mediaNow)
        }
        #expect(scene.drag == .dragging(from: Self.home))
        #expect(position(scene, run) == Point(500, 260))
        #expect(scale(scene, run) > 1, "held: growing")
        scene.handle(.pointerButton(button: 0x110, pressed: false, x: 500, y: 260), at: run.mediaNow)
        #expect(scene.drag == .idle)
        #expect(scene.spring.isRunning)
        run.advance(to: .seconds(6))
        #expect(position(scene, run) == Self.home)
        #expect(scale(scene, run) == 1)
    }

    @Test func pressingBesideTheCircleDoesNotDragIt() throws {
        let (scene, run) = try start()
        scene.handle(.pointerButton(button: 0x110, pressed: true, x: 100, y: 100), at: run.mediaNow)
        for i in 1...10 {
            run.advance(to: .seconds(Double(i) / 60))
            scene.handle(.pointerMotion(x: 100 + 10 * Double(i), y: 100), at: run.mediaNow)
        }
        scene.handle(.pointerButton(button: 0x110, pressed: false, x: 200, y: 100), at: run.mediaNow)
        #expect(scene.drag == .idle)
        #expect(position(scene, run) == Self.home)
    }

    @Test func tabSwitchesModes() throws {
        let (scene, run) = try start()
        let tab = InputEvent.key(keysym: 0xff09, text: "\t", pressed: true, modifiers: [], isRepeat: false)
        scene.handle(tab, at: run.mediaNow)
        #expect(scene.mode == .scrub)
        scene.handle(.key(keysym: 0x6d, text: "m", pressed: true, modifiers: [], isRepeat: false), at: run.mediaNow)
        #expect(scene.mode == .growAndSpring)
    }
}
