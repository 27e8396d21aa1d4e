import Foundation
import Testing
import Layers
@testable import WaylandApp
import AnimationCheck

/// The Kodeco chapter on a manual clock: the press scrubs the preview (clamped to 0.01…0.99),
/// an early release runs it back along easeIn and removes it at `.start`, a long press
/// springs the platter into the menu, a tap dismisses it, the blur follows the darkness,
/// and the keyframe variant scrubs both ways.
@Suite(.noAnimationLeftRunning) struct PreviewSceneTests {
    static let size = Size(width: 800, height: 500)
    static let photos = 8

    func start() throws -> (PreviewScene, OffscreenRun) {
        let scene = PreviewScene()
        let run = try OffscreenRun(scene: scene, size: Self.size, scale: 1, replaysScript: false)
        return (scene, run)
    }

    func press(_ scene: PreviewScene, _ run: OffscreenRun, icon: Int) {
        let c = scene.iconFrame(icon).center
        scene.handle(.pointerMotion(x: c.x, y: c.y), at: run.mediaNow)
        scene.handle(.pointerButton(button: 0x110, pressed: true, x: c.x, y: c.y), at: run.mediaNow)
    }

    func release(_ scene: PreviewScene, _ run: OffscreenRun, at point: Point) {
        scene.handle(.pointerButton(button: 0x110, pressed: false, x: point.x, y: point.y), at: run.mediaNow)
    }

    func tap(_ scene: PreviewScene, _ run: OffscreenRun, at p: Point) {
        scene.handle(.pointerMotion(x: p.x, y: p.y), at: run.mediaNow)
        scene.handle(.pointerButton(button: 0x110, pressed: true, x: p.x, y: p.y), at: run.mediaNow)
        run.advance(to: .seconds(run.time.seconds + 0.1))
        scene.handle(.pointerButton(button: 0x110, pressed: false, x: p.x, y: p.y), at: run.mediaNow)
    }

    func previewScale(_ scene: PreviewScene, _ run: OffscreenRun) -> Double {
        let t = scene.preview.presentationState(at: run.mediaNow.seconds).transform
        return (abs(t.determinant)).squareRoot()
    }

    @Test func pressScrubsThePreviewWithTheBlurAndTheDarkness() throws {
        let (scene, run) = try start()
        run.advance(to: .seconds(0.2))
        press(scene, run, icon: Self.photos)
        #expect(scene.phase == .pressing(icon: Self.photos))
        #expect(scene.preview.superlayer === scene.root && scene.backdrop.layer.superlayer === scene.root)
        #expect(scene.preview.position == scene.iconFrame(Self.photos).center)
        #expect(scene.preview.bounds.size == Size(width: 64, height: 64))
        // Straight away the fraction is clamped up to 0.01.
        #expect(isClose(scene.previewAnimator?.fractionComplete ?? -1, 0.01, 1e-9))
        for progress in [0.25, 0.5, 0.75] {
            run.advance(to: .seconds(0.2 + progress * PreviewScene.pressDuration))
            #expect(isClose(scene.previewAnimator?.fractionComplete ?? -1, progress, 1e-9))
            #expect(isClose(previewScale(scene, run), 1 + 0.5 * progress, 1e-6), "scrubbing is linear")
            let dim = scene.backdrop.dim.presentationState(at: run.mediaNow.seconds).opacity
            #expect(isClose(dim, BlurredBackdrop.maximumDim * progress, 1e-6))
            #expect(isClose(scene.backdrop.radius(at: run.mediaNow), BlurredBackdrop.maximumRadius * progress, 1e-6))
        }
        // The last frame before recognition stays within 0.99.
        run.advance(to: .seconds(0.2 + PreviewScene.pressDuration - 1.0 / 240))
        #expect((scene.previewAnimator?.fractionComplete ?? 1) <= 0.99)
    }

    @Test func earlyReleaseRunsBackAlongEaseInAndRemovesThePreview() throws {
        let (scene, run) = try start()
        press(scene, run, icon: 3)
        run.advance(to: .seconds(0.5 * PreviewScene.pressDuration))
        let grabbed = scene.iconFrame(3).center
        release(scene, run, at: grabbed)
        #expect(scene.phase == .cancelling(icon: 3))
        #expect(scene.previewAnimator?.isReversed == true)
        // Back from progress 0.5 on the 0.5 s easeIn curve: from the curve time where
        // easeIn = 0.5 down to 0, i.e. easeIn⁻¹(0.5) × 0.5 s ≈ 0.34 s.
        let f = Curve.easeInInverse(0.5), released = run.time.seconds
        run.advance(to: .seconds(released + 0.25 * f * 0.5))
        #expect(isClose(previewScale(scene, run), 1 + 0.5 * Curve.easeIn(0.75 * f), 1e-4))
        run.advance(to: .seconds(released + f * 0.5 - 0.02))
        #expect(scene.preview.superlayer != nil, "still running back")
        run.advance(to: .seconds(released + f * 0.5 + 0.02))
        #expect(scene.phase == .idle)
        #expect(scene.preview.superlayer == nil && scene.menu.layer.superlayer == nil && scene.backdrop.layer.superlayer == nil)
    }

    @Test func holdingToTheEndSpringsTheMenuOut() throws {
        let (scene, run) = try start()
        press(scene, run, icon: Self.photos)
        run.advance(to: .seconds(PreviewScene.pressDuration + 1.0 / 60))
        #expect(scene.phase == .menu(icon: Self.photos))
        #expect(scene.previewAnimator == nil, "the grow animator finished at .end")
        #expect(scene.backdrop.dim.opacity == BlurredBackdrop.maximumDim)
        let target = scene.menuFrame(for: Self.photos)
        let grown = scene.iconFrame(Self.photos)
        // No room under the middle row of an 800×500 window: 12 points above the 1.5× preview.
        #expect(isClose(target.maxY, grown.midY - 48 - 12, 1e-9))
        #expect(isClose(target.minX, grown.midX - 48, 1e-9), "lined up with the preview's left edge")
        var widest = 0.0
        let opened = run.time.seconds
        while run.time.seconds < opened + 0.3 {
            run.advance(to: .seconds(run.time.seconds + 1.0 / 60))
            widest = max(widest, scene.menu.layer.presentationState(at: run.mediaNow.seconds).bounds.width)
        }
        #expect(widest > PreviewMenu.width, "damping ratio 0.7 overshoots: \(widest)")
        run.advance(to: .seconds(opened + 0.32))
        let menu = scene.menu.layer.presentationState(at: run.mediaNow.seconds)
        #expect(menu.bounds.size == PreviewMenu.size)
        #expect(menu.position == target.center)
        #expect(scene.menu.content.presentationState(at: run.mediaNow.seconds).opacity == 1)
        #expect(isClose(previewScale(scene, run), 1.5, 1e-9))
        release(scene, run, at: grown.center)
        #expect(scene.phase == .menu(icon: Self.photos), "letting go keeps the menu")
    }

    @Test func tapOnTheBlurDismissesTheMenu() throws {
        let (scene, run) = try start()
        press(scene, run, icon: 0)
        run.advance(to: .seconds(1))
        release(scene, run, at: scene.iconFrame(0).center)
        #expect(scene.phase == .menu(icon: 0))
        tap(scene, run, at: Point(700, 450))
        #expect(scene.phase == .dismissing(icon: 0))
        run.advance(to: .seconds(run.time.seconds + 0.52))
        #expect(scene.phase == .idle)
        #expect(scene.preview.superlayer == nil && scene.backdrop.layer.superlayer == nil)
        // And a new press works again.
        press(scene, run, icon: 2)
        #expect(scene.phase == .pressing(icon: 2))
    }

    @Test func tapOnAMenuRowAlsoCloses() throws {
        let (scene, run) = try start()
        press(scene, run, icon: Self.photos)
        run.advance(to: .seconds(1.2))
        release(scene, run, at: scene.iconFrame(Self.photos).center)
        let row = scene.menuFrame(for: Self.photos)
        tap(scene, run, at: Point(row.midX, row.minY + 1.5 * PreviewMenu.rowHeight))
        #expect(scene.phase == .dismissing(icon: Self.photos))
    }

    @Test func keyframeVariantScrubsBackAndForth() throws {
        let (scene, run) = try start()
        scene.handle(.key(keysym: 0x6b, text: "k", pressed: true, modifiers: [], isRepeat: false), at: run.mediaNow)
        #expect(scene.variant == .keyframes)
        press(scene, run, icon: 5)
        // Scale over the whole run; the turn of −π/8 only in the second half.
        for p in [0.3, 0.75, 0.95, 0.6, 0.2, 0.9] {
            scene.scrub(p)
            let t = scene.preview.presentationState(at: run.mediaNow.seconds).transform.decomposition
            let turn = p <= 0.5 ? 0 : -Double.pi / 8 * (p - 0.5) / 0.5
            #expect(isClose(t.rotation, turn, 1e-6), "rotation at \(p)")
            #expect(isClose(t.scale.width, 1 + 0.5 * p, 1e-6), "scale at \(p)")
        }
        scene.scrub(1.0)
        #expect(scene.previewAnimator?.fractionComplete == 0.99)
        scene.scrub(-3)
        #expect(scene.previewAnimator?.fractionComplete == 0.01)
    }

    @Test func theBackdropBlursEdgesAway() throws {
        let (scene, run) = try start()
        try run.render()
        let icon = scene.iconFrame(0)
        let x = Int(icon.minX), y = Int(icon.midY)
        let sharpStep = channelDistance(run.target[x + 1, y], run.target[x - 2, y])
        #expect(sharpStep > 150, "the icon's edge on the home screen: \(sharpStep)")
        press(scene, run, icon: 1)
        run.advance(to: .seconds(0.5 * PreviewScene.pressDuration))
        // Half the effect: 8 points of blur. A Gaussian of σ = 8 spreads a step over ~40
        // pixels, so three pixels across the edge differ by little.
        #expect(isClose(scene.backdrop.radius(at: run.mediaNow), 8, 1e-9))
        try run.render()
        let blurredStep = channelDistance(run.target[x + 1, y], run.target[x - 2, y])
        #expect(blurredStep < 45, "the same edge through the backdrop: \(blurredStep)")
    }

    func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var total = 0
        for shift in [UInt32(0), 8, 16] {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            total += abs(x - y)
        }
        return total
    }
}
