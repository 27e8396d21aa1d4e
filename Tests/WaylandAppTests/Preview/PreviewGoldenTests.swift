import Testing
import Layers
@testable import WaylandApp
import AnimationCheck

/// The icon preview's pictures along its script: the home screen, a press halfway in
/// (half blurred), the menu open, and the keyframe variant turned.
@Suite(.noAnimationLeftRunning) struct PreviewGoldenTests {
    func frame(at time: Double) throws -> Image {
        let run = try OffscreenRun(scene: PreviewScene(), size: Size(width: 800, height: 500), scale: 1)
        run.advance(to: .seconds(time))
        try run.render()
        return run.target
    }

    @Test(arguments: [("preview-rest", 0.0), ("preview-press", 0.65), ("preview-menu", 1.8)])
    func alongTheScript(name: String, time: Double) throws {
        let mismatch = try GoldenImage.mismatch(try frame(at: time), named: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func keyframeVariantTurned() throws {
        let scene = PreviewScene()
        let run = try OffscreenRun(scene: scene, size: Size(width: 800, height: 500), scale: 1, replaysScript: false)
        scene.handle(.key(keysym: 0x6b, text: "k", pressed: true, modifiers: [], isRepeat: false), at: run.mediaNow)
        let c = scene.iconFrame(4).center
        scene.handle(.pointerButton(button: 0x110, pressed: true, x: c.x, y: c.y), at: run.mediaNow)
        run.advance(to: .seconds(0.9 * PreviewScene.pressDuration))
        try run.render()
        let mismatch = try GoldenImage.mismatch(run.target, named: "preview-keyframes")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
