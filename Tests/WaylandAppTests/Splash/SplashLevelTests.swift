import Foundation
import Layers
import GoldenSupport
import Testing
@testable import WaylandApp
import AnimationCheck

/// The splash drawn one window level at a time (``LevelRenderer``, what
/// `run --subsurfaces` puts in subsurfaces): blended in order as a compositor blends
/// the levels, the pictures give the one-surface frame; only levels that changed draw;
/// hidden and transparent levels draw nothing; the splash's levels go when it ends.
@Suite("Splash levels", .serialized, .noAnimationLeftRunning)
struct SplashLevelTests {
    typealias Support = SplashTestSupport
    let delay = Support.delay

    @Test("blending the levels' pictures in order gives the one-surface frame, through the whole flow")
    func compositeMatchesOneSurface() throws {
        let (scene, run) = try Support.run(scale: 1.5)
        let (levels, backdrop) = try Self.levels(for: run)
        let moments = [0, 0.1, 0.2, 0.3, 0.6] + [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.45, 0.6, 1.0].map { delay + $0 }
        var checked = 0
        for t in stride(from: 0.0, through: delay + 1.0, by: OffscreenRun.frameInterval.seconds) {
            run.step(to: .seconds(t))
            // Both draw every frame, as the window would, so each one's damage tracking is exercised.
            try run.render()
            try levels.render(scene.root, at: run.mediaNow, backdropInto: backdrop)
            guard moments.contains(where: { abs($0 - t) < OffscreenRun.frameInterval.seconds / 2 }) else { continue }
            let composite = try Self.blend(backdrop: backdrop, levels: levels.levels)
            var worst = 0, differing = 0
            for i in 0..<(composite.width * composite.height) {
                let delta = GoldenComparison.maxChannelDelta(composite.pixels[i], run.target.pixels[i])
                if delta > 0 { differing += 1 }
                worst = max(worst, delta)
            }
            #expect(worst <= 1, "at \(t) s (\(scene.phase)): \(differing) pixels differ, by up to \(worst)/255")
            checked += 1
        }
        #expect(checked == moments.count)
    }

    @Test("with its scale left to the compositor, the opening main window is drawn unscaled and cropped; blended, the same frame")
    func croppedLevelsMatchOneSurface() throws {
        let (scene, run) = try Support.run(scale: 2)
        let levels = LevelRenderer(delegatesScaling: true)
        levels.resize(pixelWidth: run.target.width, pixelHeight: run.target.height, scale: run.scale)
        let backdrop = try Image(width: run.target.width, height: run.target.height)
        let moments = [0.1, 0.3, 0.5].map { delay + $0 }
        var cropped = 0
        for t in stride(from: 0.0, through: delay + 0.8, by: OffscreenRun.frameInterval.seconds) {
            run.step(to: .seconds(t))
            try run.render()
            try levels.render(scene.root, at: run.mediaNow, backdropInto: backdrop)
            let main = try #require(levels.levels.first { $0.window.name == "main" })
            if t < delay { #expect(main.crop == nil, "at \(t) s the main window is not scaled") }
            guard moments.contains(where: { abs($0 - t) < OffscreenRun.frameInterval.seconds / 2 }) else { continue }
            let crop = try #require(main.crop, "at \(t) s the main window scales (1.05 → 1): the compositor's to do")
            #expect(crop.rect.width < Double(run.target.width) && crop.rect.width > Double(run.target.width) / 1.05 - 1)
            let composite = try Self.blend(backdrop: backdrop, levels: levels.levels, scale: run.scale)
            // The mask's edge is rasterized before the compositor's scaling, not after: a
            // thin ring of pixels differs; everything else is the same picture.
            var differing = 0
            for i in 0..<(composite.width * composite.height)
            where GoldenComparison.maxChannelDelta(composite.pixels[i], run.target.pixels[i]) > 8 { differing += 1 }
            let share = Double(differing) / Double(composite.width * composite.height)
            #expect(share < 0.01, "at \(t) s: \(differing) pixels differ by more than 8/255")
            cropped += 1
        }
        #expect(cropped == moments.count)
        run.step(to: .seconds(delay + 1.2))
        try levels.render(scene.root, at: run.mediaNow, backdropInto: backdrop)
        #expect(levels.levels.allSatisfy { $0.crop == nil }, "scale 1 again: nothing left to the compositor")
    }

    @Test("only levels that changed draw; hidden and transparent levels draw nothing")
    func onlyChangedLevelsDraw() throws {
        let (scene, run) = try Support.run()
        let (levels, backdrop) = try Self.levels(for: run)
        func frame(at t: Double) throws -> [String: LevelChange] {
            run.advance(to: .seconds(t))
            try levels.render(scene.root, at: run.mediaNow, backdropInto: backdrop)
            return Dictionary(uniqueKeysWithValues: levels.frame.levels.map { ($0.level.window.name ?? "", $0.change) })
        }
        let first = try frame(at: 0)
        #expect(levels.frame.isRestacked)
        #expect(levels.levels.map(\.window.name) == ["background splash", "main", "foreground splash"])
        #expect(first["background splash"] == .stillHidden, "the background splash waits hidden")
        #expect(first["main"] == .stillHidden, "the main window waits under the opaque foreground splash")
        #expect(first["foreground splash"] == .shown)

        // Mid-appearance only the foreground splash (logo and text) changes.
        let appearing = try frame(at: 0.15)
        #expect(appearing["main"] == .stillHidden)
        if case let .redrawn(rects) = appearing["foreground splash"] {
            let area = rects.reduce(0) { $0 + $1.area }
            #expect(area > 0 && area < run.target.width * run.target.height / 2, "the logo and the text, not the screen: \(area) px")
        } else {
            Issue.record("the appearing foreground splash was not redrawn: \(String(describing: appearing["foreground splash"]))")
        }

        // Idle between appearance and dismissal: nothing draws at all.
        _ = try frame(at: 0.7)
        let idle = try frame(at: 0.8)
        #expect(idle.values.allSatisfy { $0 == .unchanged || $0 == .stillHidden }, "\(idle)")
        #expect(levels.frame.drawnPixels == 0)
        #expect(!levels.frame.isRestacked)

        // The dismissal: the foreground splash goes to alpha 0 (hidden), the background one shows.
        let dismissing = try frame(at: delay + OffscreenRun.frameInterval.seconds)
        #expect(dismissing["foreground splash"] == .hidden)
        #expect(dismissing["background splash"] == .shown)
        let next = try frame(at: delay + 2 * OffscreenRun.frameInterval.seconds)
        #expect(next["foreground splash"] == .stillHidden, "a transparent level stays undrawn")
        // After the tagline has faded (0.3 s) the background splash is still; the hole keeps opening.
        _ = try frame(at: delay + 0.4)
        let late = try frame(at: delay + 0.45)
        #expect(late["background splash"] == .unchanged)
        if case .redrawn = late["main"] {} else { Issue.record("the opening main window was not redrawn: \(String(describing: late["main"]))") }

        // Finished: the splash windows left, only the main level is left.
        _ = try frame(at: delay + 1)
        #expect(scene.phase == .finished)
        #expect(levels.levels.map(\.window.name) == ["main"])
        #expect(levels.frame.isRestacked)
        #expect(levels.frame.removed.compactMap(\.window.name).sorted() == ["background splash", "foreground splash"])
    }

    @Test("the splash's levels are removed in the frame after its windows leave")
    func splashLevelsAreRemoved() throws {
        let (scene, run) = try Support.run()
        let (levels, backdrop) = try Self.levels(for: run)
        var removed: [String] = []
        var t = 0.0
        while t <= delay + 1 {
            run.step(to: .seconds(t))
            try levels.render(scene.root, at: run.mediaNow, backdropInto: backdrop)
            removed += levels.frame.removed.compactMap(\.window.name)
            t += OffscreenRun.frameInterval.seconds
        }
        #expect(scene.phase == .finished)
        #expect(removed.sorted() == ["background splash", "foreground splash"])
        #expect(levels.levels.count == 1)
    }

    /// `picture`'s crop scaled over a picture of its own size, as a viewport shows it.
    static func stretch(_ picture: Image, _ crop: LevelCrop, scale: Double) throws -> Image {
        let sx = Double(picture.width) / crop.rect.width, sy = Double(picture.height) / crop.rect.height
        let layer = Layer()
        Transaction.withoutActions {
            layer.contents = picture
            layer.contentsGravity = .resize
            layer.frame = Rect(x: -crop.rect.minX * sx / scale, y: -crop.rect.minY * sy / scale,
                               width: Double(picture.width) * sx / scale, height: Double(picture.height) * sy / scale)
        }
        let out = try Image(width: picture.width, height: picture.height)
        try Renderer().render(layer, at: 0, into: out, scale: scale)
        return out
    }

    /// A level renderer for `run`'s frame size and scale, and the image its background goes in.
    static func levels(for run: OffscreenRun) throws -> (LevelRenderer, Image) {
        let levels = LevelRenderer()
        levels.resize(pixelWidth: run.target.width, pixelHeight: run.target.height, scale: run.scale)
        return (levels, try Image(width: run.target.width, height: run.target.height))
    }

    /// Premultiplied OVER with pixman's rounding, bottom to top: what weston's pixman
    /// renderer does with the level surfaces. A cropped level is first scaled as the
    /// compositor's viewport scales it: its crop stretched bilinearly over the screen.
    static func blend(backdrop: Image, levels: [RenderedLevel], scale: Double = 1) throws -> Image {
        let out = try Image(width: backdrop.width, height: backdrop.height)
        let count = backdrop.width * backdrop.height
        out.pixels.update(from: backdrop.pixels, count: count)
        for level in levels where level.isShown {
            guard let picture = level.image else { continue }
            let image = try level.crop.map { try stretch(picture, $0, scale: scale) } ?? picture
            for i in 0..<count {
                let s = image.pixels[i]
                let inverse = 255 - (s >> 24)
                guard inverse < 255 else { continue }
                let d = out.pixels[i]
                func channel(_ shift: UInt32) -> UInt32 {
                    let product = ((d >> shift) & 0xFF) * inverse + 128
                    let scaled = (product + (product >> 8)) >> 8
                    return min(((s >> shift) & 0xFF) + scaled, 255) << shift
                }
                out.pixels[i] = channel(0) | channel(8) | channel(16) | channel(24)
            }
        }
        return out
    }
}
