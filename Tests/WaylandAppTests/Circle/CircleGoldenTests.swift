import Testing
import Layers
@testable import WaylandApp
import AnimationCheck

/// The circle scene's pictures: at rest, and mid-drag in each mode.
@Suite(.noAnimationLeftRunning) struct CircleGoldenTests {
    func frame(at time: Double, scrub: Bool = false) throws -> Image {
        let scene = CircleScene()
        if scrub { scene.switchMode() }
        let run = try OffscreenRun(scene: scene, size: Size(width: 640, height: 400), scale: 1)
        run.advance(to: .seconds(time))
        try run.render()
        return run.target
    }

    @Test func atRest() throws {
        let mismatch = try GoldenImage.mismatch(try frame(at: 0), named: "circle-rest")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func grownMidDrag() throws {
        // The script has held it for 2.3 s and dragged it up and right.
        let mismatch = try GoldenImage.mismatch(try frame(at: 2.6), named: "circle-drag")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func springingHome() throws {
        let mismatch = try GoldenImage.mismatch(try frame(at: 3.4), named: "circle-spring")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func scrubbedLow() throws {
        let scene = CircleScene()
        scene.switchMode()
        let run = try OffscreenRun(scene: scene, size: Size(width: 640, height: 400), scale: 1, replaysScript: false)
        scene.panBegan()
        scene.panChanged(translation: Point(-120, 160))
        run.advance(to: .seconds(0.1))
        try run.render()
        let mismatch = try GoldenImage.mismatch(run.target, named: "circle-scrub")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
