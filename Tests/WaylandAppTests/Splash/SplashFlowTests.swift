import Foundation
import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// The startup flow's numbers and promises (Yula's splash screen tutorial), on the manual clock.
@Suite("Splash flow", .serialized, .noAnimationLeftRunning)
struct SplashFlowTests {
    typealias Support = SplashTestSupport
    let delay = Support.delay

    @Test("appearance: logo 1 → 88/72 and text up 20 points over 0.3 s, text alpha 0 → 1 over 0.15 s")
    func appearance() throws {
        let (scene, run) = try Support.run()
        let splash = try #require(scene.presenter?.foregroundSplash)
        let now = { run.clock.time.seconds }
        #expect(splash.logoLayer.presentationState(at: now()).transform.decomposition.scale.width == 1)
        #expect(splash.textLayer.presentationState(at: now()).transform.ty == 20)
        #expect(splash.textLayer.presentationState(at: now()).opacity == 0)
        #expect(scene.presenter?.backgroundSplashWindow?.isHidden == true)

        run.advance(to: .seconds(0.075))
        // easeInEaseOut is symmetric: half way through the fade the text is at half alpha.
        #expect(abs(splash.textLayer.presentationState(at: now()).opacity - 0.5) < 1e-6)
        run.advance(to: .seconds(0.15))
        #expect(abs(splash.textLayer.presentationState(at: now()).opacity - 1) < 1e-9)
        let half = splash.logoLayer.presentationState(at: now()).transform.decomposition.scale.width
        #expect(abs(half - (1 + (88.0 / 72 - 1) / 2)) < 1e-9, "logo scale at 0.15 s: \(half)")
        #expect(abs(splash.textLayer.presentationState(at: now()).transform.ty - 10) < 1e-6)
        run.advance(to: .seconds(0.3))
        let scale = splash.logoLayer.presentationState(at: now()).transform.decomposition.scale
        #expect(abs(scale.width - 88.0 / 72) < 1e-9 && abs(scale.height - 88.0 / 72) < 1e-9)
        #expect(splash.textLayer.presentationState(at: now()).transform == .identity)
        #expect(splash.logoLayer.frame.size == Size(width: 88, height: 88))
    }

    /// The main content (10–12 ms to make at scale 2) is not made in the frame that draws
    /// the appearance's last step, which it made late for the compositor's repaint (one
    /// 30 ms interval on weston at scale 2), but a few frames later, while the splash
    /// holds still; and still long before the dismissal.
    @Test("the main content is made after the appearance's last frame, while the splash holds still")
    func mainContentAfterTheAppearance() throws {
        let (scene, run) = try Support.run(mainContent: { _ in SolidContent() })
        let splash = try #require(scene.presenter?.foregroundSplash)
        run.advance(to: .seconds(SplashAnimator.appearanceDuration))
        #expect(scene.mainContent == nil, "made in the appearance's last frame")
        let still = splash.logoLayer.presentationState(at: run.clock.time.seconds)
        // Made while the window idles after the wake-up planned for it.
        run.advance(to: .seconds(SplashAnimator.appearanceDuration + SplashScene.mainContentLoadDelay + OffscreenRun.frameInterval.seconds))
        #expect(scene.mainContent != nil)
        #expect(splash.logoLayer.presentationState(at: run.clock.time.seconds) == still, "the splash still moved")
        #expect(SplashAnimator.appearanceDuration + SplashScene.mainContentLoadDelay < 0.5 * delay)
    }

    @Test("disappearance: the mask and maskBackground animations have the tutorial's numbers")
    func disappearanceAnimations() throws {
        let (scene, run) = try Support.run()
        run.advance(to: .seconds(delay))
        #expect(scene.phase == .dismissing)
        let presenter = try #require(scene.presenter)
        let mask = try #require(presenter.mask)
        let maskBackground = try #require(presenter.maskBackground)
        #expect(scene.mainWindow.mask === mask)
        #expect(maskBackground.superlayer === scene.mainWindow)
        #expect(presenter.foregroundSplashWindow?.opacity == 0 && presenter.foregroundSplashWindow?.isHidden == false)
        #expect(presenter.backgroundSplashWindow?.isHidden == false)
        #expect(presenter.backgroundSplash?.logoLayer.isHidden == true)
        // The mask has the logo's frame: 88 points, centred.
        #expect(mask.frame == Rect(x: 320 - 44, y: 180 - 44, width: 88, height: 88))
        #expect(maskBackground.frame == mask.frame)

        let angle = -atan(180.0 / 320.0)
        for layer in [mask, maskBackground] {
            let rotation = try #require(layer.animation(forKey: "transform") as? BasicAnimation)
            #expect(rotation.valueFunction == .rotateZ)
            #expect(rotation.fromValue == .scalar(0) && rotation.toValue == .scalar(angle))
            #expect(rotation.duration == 0.6 && rotation.fillMode == .forwards && !rotation.isRemovedOnCompletion)
            let scaling = try #require(layer.animation(forKey: "scaling") as? KeyframeAnimation)
            let finalScale = 360.0 * 18 / 667
            #expect(scaling.keyPath == "bounds" && scaling.keyTimes == [0, 0.2, 1])
            #expect(scaling.values == [1, 0.85, finalScale].map { .rect(Rect(x: 0, y: 0, width: 88 * $0, height: 88 * $0)) })
            #expect(scaling.timingFunctions == [.easeInEaseOut, .easeOut])
            #expect(scaling.duration == 0.6 && scaling.fillMode == .forwards && !scaling.isRemovedOnCompletion)
        }

        let begin = run.clock.time.seconds
        // At 20 % (0.12 s) the hole is at 0.85; the rotation is linear; the main window eases 1.05 → 1.
        #expect(abs(mask.presentationState(at: begin + 0.12).bounds.width - 88 * 0.85) < 1e-9)
        #expect(abs(mask.presentationState(at: begin + 0.3).transform.decomposition.rotation - angle / 2) < 1e-9)
        #expect(abs(mask.presentationState(at: begin + 0.6).bounds.width - 88 * 360 * 18 / 667) < 1e-9)
        #expect(abs(mask.presentationState(at: begin + 0.6).transform.decomposition.rotation - angle) < 1e-9)
        #expect(abs(scene.mainWindow.presentationState(at: begin).transform.a - 1.05) < 1e-9)
        #expect(abs(scene.mainWindow.presentationState(at: begin + 0.3).transform.a - 1.025) < 1e-9)
        // maskBackground: opaque for 0.1 s, half faded at 0.15 s, gone at 0.2 s.
        #expect(maskBackground.presentationState(at: begin + 0.1).opacity == 1)
        #expect(abs(maskBackground.presentationState(at: begin + 0.15).opacity - 0.5) < 1e-9)
        #expect(maskBackground.presentationState(at: begin + 0.2).opacity == 0)
        let text = try #require(presenter.backgroundSplash?.textLayer)
        #expect(abs(text.presentationState(at: begin + 0.15).opacity - 0.5) < 1e-9)
        #expect(abs(text.presentationState(at: begin + 0.3).opacity) < 1e-9)

        run.advance(to: .seconds(delay + 0.25))
        #expect(maskBackground.superlayer == nil, "maskBackground is removed once faded")
    }

    @Test("the completion runs once; then no mask, no splash window, no splash layer is alive")
    func completionReleasesEverything() throws {
        let (scene, run) = try Support.run()
        weak let presenter = scene.presenter
        weak let foregroundWindow = scene.presenter?.foregroundSplashWindow
        weak let backgroundWindow = scene.presenter?.backgroundSplashWindow
        weak let foregroundSplash = scene.presenter?.foregroundSplash
        weak let backgroundSplash = scene.presenter?.backgroundSplash
        weak let logo = scene.presenter?.foregroundSplash?.logoLayer
        run.advance(to: .seconds(delay))
        weak let mask = scene.presenter?.mask
        weak let maskBackground = scene.presenter?.maskBackground
        #expect(mask != nil && maskBackground != nil)
        run.advance(to: .seconds(delay + 0.5))
        #expect(scene.phase == .dismissing && presenter != nil)
        run.advance(to: .seconds(delay + 0.6 + 1.0 / 60))
        #expect(scene.phase == .finished)
        #expect(scene.mainWindow.mask == nil)
        #expect(scene.root.sublayers.map(\.name) == ["main"])
        #expect(scene.mainWindow.transform == .identity)
        #expect(presenter == nil && foregroundWindow == nil && backgroundWindow == nil)
        #expect(foregroundSplash == nil && backgroundSplash == nil && logo == nil)
        #expect(mask == nil && maskBackground == nil)
    }

    @Test("the presenter's completion block runs exactly once")
    func completionOnce() throws {
        let clock = ManualClock(time: 100)
        let screen = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let host = LayerHost(clock: clock, rootLayer: screen)
        let main = WindowLayer(level: .normal, name: "main")
        Transaction.withoutActions { main.frame = screen.bounds; main.isHidden = false }
        screen.addSublayer(main)
        let presenter = SplashPresenter(screen: screen, mainWindow: main, seed: 1)
        presenter.layout(size: Size(width: 400, height: 300))
        presenter.present()
        clock.set(101)
        host.update(at: host.mediaTime(at: clock.time))
        var runs = 0
        presenter.dismiss { runs += 1 }
        for step in 1...120 {
            clock.set(ClockTime(seconds: 101 + Double(step) / 60))
            host.update(at: host.mediaTime(at: clock.time))
        }
        #expect(runs == 1)
        #expect(presenter.foregroundSplashWindow == nil && presenter.backgroundSplashWindow == nil)
        #expect(screen.sublayers.count == 1 && main.mask == nil)
    }

    @Test("the windows are stacked by level: background splash, main, foreground splash")
    func levels() throws {
        let (scene, _) = try Support.run()
        let order = scene.root.sublayersInDrawingOrder.map(\.name)
        #expect(order == ["background splash", "main", "foreground splash"])
        let levels = scene.root.sublayersInDrawingOrder.compactMap { ($0 as? WindowLayer)?.windowLevel }
        #expect(levels == [.normal - 1, .normal, .normal + 1])
        #expect(levels.map(\.description) == ["normal − 1", "normal", "normal + 1"])
    }

    @Test("the dismissal waits for the main content to be ready")
    func waitsForReadiness() throws {
        var content: SolidContent?
        let (scene, run) = try Support.run(mainContent: { _ in
            let made = SolidContent(ready: false)
            content = made
            return made
        })
        #expect(scene.mainContent == nil, "nothing but the splash is made before the first frame")
        run.advance(to: .seconds(SplashAnimator.appearanceDuration + SplashScene.mainContentLoadDelay + OffscreenRun.frameInterval.seconds))
        #expect(content != nil, "the main content is made once the appearance is over")
        run.advance(to: .seconds(delay + 0.5))
        #expect(scene.phase == .presented, "not ready: the splash stays")
        #expect(scene.update(at: run.mediaNow), "the scene asks for frames while it waits")
        content?.isReadyToShow = true
        run.advance(to: .seconds(delay + 0.5 + 1.0 / 60))
        #expect(scene.phase == .dismissing)
        run.advance(to: .seconds(delay + 1.2))
        #expect(scene.phase == .finished)
    }

    @Test("a main content that cannot be made is reported in the main window, and the splash still leaves")
    func mainContentFailure() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "cities.json is missing" } }
        let (scene, run) = try Support.run(mainContent: { _ in throw Broken() })
        run.advance(to: .seconds(delay + 0.7))
        #expect(scene.phase == .finished)
        #expect(scene.mainContentError is Broken)
        let message = try #require(scene.mainWindow.sublayer(named: "error")?.sublayers.first as? TextLayer)
        #expect(message.string.contains("cities.json is missing"))
    }

    @Test("the window sleeps between frames: it wakes for the content (just after the appearance), then for the dismissal")
    func wakeTimes() throws {
        let (scene, run) = try Support.run()
        let start = run.start.seconds
        let load = SplashAnimator.appearanceDuration + SplashScene.mainContentLoadDelay
        #expect(scene.nextChange(after: run.mediaNow) == MediaTime(seconds: start + load))
        run.advance(to: .seconds(SplashAnimator.appearanceDuration + OffscreenRun.frameInterval.seconds))
        #expect(scene.nextChange(after: run.mediaNow) == MediaTime(seconds: start + load), "the appearance is over")
        // Woken then, the window idles: the feed is made, its pictures come, its picture
        // is taken (one band at 640×360); then it sleeps until the dismissal.
        run.advance(to: .seconds(load + 3 * OffscreenRun.frameInterval.seconds))
        #expect(scene.snapshot.isCurrent(size: Support.size, scale: 1))
        #expect(scene.nextChange(after: run.mediaNow) == MediaTime(seconds: start + delay))
        run.advance(to: .seconds(delay))
        #expect(scene.nextChange(after: run.mediaNow) == nil)
    }

    @Test("a resize keeps the splash and the opening hole centred; the final scale follows the new height")
    func resize() throws {
        let (scene, run) = try Support.run()
        run.advance(to: .seconds(0.2))
        scene.layout(size: Size(width: 800, height: 600), scale: 1)
        let logo = try #require(scene.presenter?.foregroundSplash?.logoLayer)
        #expect(logo.position == Point(x: 400, y: 300))
        run.advance(to: .seconds(delay + 0.1))
        scene.layout(size: Size(width: 1000, height: 500), scale: 1)
        let mask = try #require(scene.presenter?.mask)
        #expect(mask.position == Point(x: 500, y: 250))
        let scaling = try #require(mask.animation(forKey: "scaling") as? KeyframeAnimation)
        #expect(scaling.values.last == .rect(Rect(x: 0, y: 0, width: 88 * 500 * 18 / 667, height: 88 * 500 * 18 / 667)))
        let rotation = try #require(mask.animation(forKey: "transform") as? BasicAnimation)
        #expect(rotation.toValue == .scalar(-atan(250.0 / 500.0)))
        #expect(abs(scaling.beginTime - (run.start.seconds + delay)) < 1e-9, "the replacement keeps the first one's timing")
        run.advance(to: .seconds(delay + 0.7))
        #expect(scene.phase == .finished)
    }

    @Test("the tagline: N ≥ 10, chosen by the seed, the same seed the same line")
    func taglines() {
        #expect(SplashTagline.all.count >= 10)
        #expect(Set(SplashTagline.all).count == SplashTagline.all.count)
        #expect(SplashTagline.random(seed: 42) == SplashTagline.random(seed: 42))
        let chosen = Set((0..<40).map { SplashTagline.random(seed: $0) })
        #expect(chosen.count >= 8, "40 seeds picked only \(chosen.count) lines")
        let presenter = SplashPresenter(screen: Layer(), mainWindow: WindowLayer(level: .normal, name: "main"), seed: 42)
        #expect(presenter.foregroundSplash?.textLayer.string == SplashTagline.random(seed: 42))
        #expect(presenter.backgroundSplash?.textLayer.string == presenter.tagline)
    }

    @Test("rotation angle and final scale formulas")
    func formulas() {
        #expect(SplashAnimator.rotationAngle(for: Point(x: 640, y: 360)) == -atan(360.0 / 640))
        #expect(SplashAnimator.rotationAngle(for: Point(x: 0, y: 100)) == 0)
        #expect(SplashAnimator.finalScale(windowHeight: 667) == 18)
        #expect(abs(SplashAnimator.finalScale(windowHeight: 720) - 19.430284857571215) < 1e-12)
    }
}
