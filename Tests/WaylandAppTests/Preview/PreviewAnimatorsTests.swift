import Foundation
import Testing
import Layers
@testable import WaylandApp
import AnimationCheck

/// The preview's springs carry the tutorial's numbers (the Kodeco chapter's `AnimatorFactory`): the menu
/// opens on damping ratio 0.7 over 0.3 s and closes on 0.7 over 0.5 s. Sampled mid-spring,
/// where another ratio or duration shows, against the closed form (`DurationSpring`).
@Suite(.noAnimationLeftRunning) struct PreviewAnimatorsTests {
    static let photos = 8
    static let icon = PreviewScene.iconSide

    /// Holds the Photos icon until the menu opens: returns the scene time the spring
    /// started at.
    func openMenu() throws -> (PreviewScene, OffscreenRun, opened: Double) {
        let scene = PreviewScene()
        let run = try OffscreenRun(scene: scene, size: Size(width: 800, height: 500), scale: 1, replaysScript: false)
        let c = scene.iconFrame(Self.photos).center
        scene.handle(.pointerMotion(x: c.x, y: c.y), at: run.mediaNow)
        scene.handle(.pointerButton(button: 0x110, pressed: true, x: c.x, y: c.y), at: run.mediaNow)
        run.advance(to: .seconds(PreviewScene.pressDuration))
        #expect(scene.phase == .menu(icon: Self.photos), "the press is recognized at 0.7 s")
        return (scene, run, run.time.seconds)
    }

    @Test func theNaturalFrequencyIsTheOneThatSettlesInTheDuration() throws {
        // ζ = 0.7 from rest comes to rest after τ ≈ 10.707 at ω₀ = 1; in 0.3 s, ω₀ = τ / 0.3.
        let w0 = DurationSpring.naturalFrequency(dampingRatio: 0.7, duration: 0.3)
        #expect(isClose(w0, 35.690, 1e-3), "ω₀ = \(w0)")
        let spring = try SpringTimingParameters(dampingRatio: 0.7).resolved(forDuration: 0.3)
        #expect(isClose(spring.naturalFrequency, w0, 1e-6 * w0), "library \(spring.naturalFrequency), closed form \(w0)")
        #expect(isClose(spring.dampingRatio, 0.7, 1e-12) && spring.mass == 1)
    }

    /// The platter grows from the 64-point icon to the 236×176 menu while its 1.5× turns
    /// back to 1×, all along x(t) for ζ = 0.7 in 0.3 s, and the animator ends at 0.3 s.
    @Test func theMenuSpringsOpenOnTheChaptersSpring() throws {
        let (scene, run, opened) = try openMenu()
        let menu = PreviewMenu.size
        for s in [0.02, 0.05, 0.08, 0.12, 0.17, 0.23] {
            run.advance(to: .seconds(opened + s))
            let x = DurationSpring.progress(s, dampingRatio: 0.7, duration: 0.3)
            let shown = scene.menu.layer.presentationState(at: run.mediaNow.seconds)
            #expect(isClose(shown.bounds.width, Self.icon + (menu.width - Self.icon) * x, 1e-6),
                    "width \(s) s into the spring: \(shown.bounds.width)")
            #expect(isClose(shown.bounds.height, Self.icon + (menu.height - Self.icon) * x, 1e-6),
                    "height \(s) s into the spring: \(shown.bounds.height)")
            #expect(isClose(shown.transform.a, 1.5 - 0.5 * x, 1e-9), "scale \(s) s into the spring")
        }
        run.advance(to: .seconds(opened + 0.3 - 0.001))
        #expect(scene.menuAnimator != nil, "still springing just before 0.3 s")
        run.advance(to: .seconds(opened + 0.3 + 0.001))
        #expect(scene.menuAnimator == nil, "done at 0.3 s")
        #expect(scene.menu.layer.presentationState(at: run.mediaNow.seconds).bounds.size == menu)
    }

    /// A tap on the blur: the platter shrinks back to the icon and the darkness goes,
    /// along x(t) for ζ = 0.7 in 0.5 s, and the preview is gone at 0.5 s.
    @Test func theMenuClosesOnTheChaptersSpring() throws {
        let (scene, run, opened) = try openMenu()
        run.advance(to: .seconds(opened + 0.4))
        let c = scene.iconFrame(Self.photos).center
        scene.handle(.pointerButton(button: 0x110, pressed: false, x: c.x, y: c.y), at: run.mediaNow)
        let outside = Point(700, 450)
        scene.handle(.pointerMotion(x: outside.x, y: outside.y), at: run.mediaNow)
        scene.handle(.pointerButton(button: 0x110, pressed: true, x: outside.x, y: outside.y), at: run.mediaNow)
        run.advance(to: .seconds(opened + 0.45))
        scene.handle(.pointerButton(button: 0x110, pressed: false, x: outside.x, y: outside.y), at: run.mediaNow)
        try #require(scene.phase == .dismissing(icon: Self.photos))
        let closed = run.time.seconds, menu = PreviewMenu.size
        for s in [0.03, 0.08, 0.13, 0.2, 0.3, 0.4] {
            run.advance(to: .seconds(closed + s))
            let x = DurationSpring.progress(s, dampingRatio: 0.7, duration: 0.5)
            let shown = scene.menu.layer.presentationState(at: run.mediaNow.seconds)
            #expect(isClose(shown.bounds.width, menu.width + (Self.icon - menu.width) * x, 1e-6),
                    "width \(s) s into the spring: \(shown.bounds.width)")
            #expect(isClose(shown.bounds.height, menu.height + (Self.icon - menu.height) * x, 1e-6),
                    "height \(s) s into the spring: \(shown.bounds.height)")
            let dim = scene.backdrop.dim.presentationState(at: run.mediaNow.seconds).opacity
            #expect(isClose(dim, BlurredBackdrop.maximumDim * (1 - x), 1e-9), "darkness \(s) s into the spring")
        }
        run.advance(to: .seconds(closed + 0.5 - 0.001))
        #expect(scene.phase == .dismissing(icon: Self.photos))
        run.advance(to: .seconds(closed + 0.5 + 0.001))
        #expect(scene.phase == .idle && scene.preview.superlayer == nil)
    }
}
