import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// A window level under a shown, opaque one is covered: nothing of it shows, so
/// ``LevelRenderer`` does not draw it in the frame, and draws it while the window idles
/// (``LevelRenderer/drawCoveredLevelAhead()``) if it never showed. Whatever changed
/// meanwhile, the frame that uncovers it shows exactly what a fresh render gives.
@MainActor
@Suite("Covered levels", .serialized, .noAnimationLeftRunning)
struct CoveredLevelTests {
    static let size = Size(width: 64, height: 40)

    /// A window with a square in it, under an opaque window that can be hidden.
    final class TwoWindows: Scene {
        let events = SceneEvents()
        let root = Layer()
        let under = WindowLayer(level: .normal, name: "under")
        let cover = WindowLayer(level: .normal + 1, name: "cover")
        let square = Layer()
        var isLevelled: Bool { true }

        init(covered: Bool) {
            Transaction.withoutActions {
                root.backgroundColor = .black
                under.backgroundColor = .white
                cover.backgroundColor = Color(red: 0, green: 0, blue: 1)
                square.backgroundColor = Color(red: 1, green: 0, blue: 0)
                square.frame = Rect(4, 4, 10, 10)
                under.addSublayer(square)
                cover.isHidden = !covered
                under.isHidden = false
                root.addSublayer(under)
                root.addSublayer(cover)
            }
        }

        func layout(size: Size, scale: Double) {
            Transaction.withoutActions {
                for layer in [root, under, cover] { layer.frame = Rect(origin: .zero, size: size) }
            }
        }
    }

    /// The scene on a host and a level renderer at scale 2, and the background's image.
    private func make(covered: Bool) throws -> (TwoWindows, LayerHost, LevelRenderer, Image) {
        let scene = TwoWindows(covered: covered)
        let host = LayerHost(clock: ManualClock(time: 10), rootLayer: scene.root)
        scene.layout(size: Self.size, scale: 2)
        let levels = LevelRenderer(threads: 1)
        levels.resize(pixelWidth: 128, pixelHeight: 80, scale: 2)
        return (scene, host, levels, try Image(width: 128, height: 80))
    }

    private func change(of name: String, in levels: LevelRenderer) -> LevelChange? {
        levels.frame.levels.first { $0.level.window.name == name }?.change
    }

    /// Pixels of the level's picture that differ from its window rendered afresh.
    private func stalePixels(_ levels: LevelRenderer, _ window: WindowLayer) throws -> Int {
        let level = try #require(levels.levels.first { $0.window === window })
        let fresh = try SplashTestSupport.renderAlone(window, size: Self.size, scale: 2, at: 0)
        return LaunchFontsFrames.differing(try #require(level.image), fresh)
    }

    @Test("a level that never showed is drawn while idle, not in the frame; uncovered, it shows what changed meanwhile")
    func drawnAheadWhileCovered() throws {
        let (scene, host, levels, backdrop) = try make(covered: true)
        _ = host
        try levels.render(scene.root, at: 0, backdropInto: backdrop)
        #expect(change(of: "under", in: levels) == .stillHidden)
        #expect(change(of: "cover", in: levels) == .shown)
        let under = try #require(levels.levels.first { $0.window === scene.under })
        #expect(under.isCovered && under.image == nil, "drawn in the frame")
        #expect(levels.frame.drawnPixels == 128 * 80 + 128 * 80, "the background and the cover, not the level under it")

        #expect(try levels.drawCoveredLevelAhead())
        #expect(try !levels.drawCoveredLevelAhead(), "drawn twice though nothing changed")
        #expect(try stalePixels(levels, scene.under) == 0)
        // A change while it stays covered: drawn again while idle, once.
        Transaction.withoutActions { scene.square.backgroundColor = Color(red: 0, green: 1, blue: 0) }
        #expect(try levels.drawCoveredLevelAhead())
        #expect(try !levels.drawCoveredLevelAhead())
        // Another change, then the cover goes: the picture drawn ahead is brought up to date.
        Transaction.withoutActions {
            scene.square.frame = Rect(30, 20, 10, 10)
            scene.cover.isHidden = true
        }
        try levels.render(scene.root, at: 0, backdropInto: backdrop)
        #expect(change(of: "under", in: levels) == .shown)
        #expect(change(of: "cover", in: levels) == .hidden)
        #expect(!under.isCovered && under.isShown)
        #expect(try stalePixels(levels, scene.under) == 0, "the picture drawn ahead was shown stale")
    }

    @Test("a shown level that gets covered keeps its picture, and is redrawn with what changed once uncovered")
    func coveredAfterShowing() throws {
        let (scene, host, levels, backdrop) = try make(covered: false)
        _ = host
        try levels.render(scene.root, at: 0, backdropInto: backdrop)
        #expect(change(of: "under", in: levels) == .shown)
        Transaction.withoutActions { scene.cover.isHidden = false }
        try levels.render(scene.root, at: 0, backdropInto: backdrop)
        #expect(change(of: "under", in: levels) == .unchanged, "still mapped, under the cover")
        Transaction.withoutActions { scene.square.frame = Rect(30, 20, 10, 10) }
        try levels.render(scene.root, at: 0, backdropInto: backdrop)
        #expect(change(of: "under", in: levels) == .unchanged, "drawn while covered")
        #expect(try !levels.drawCoveredLevelAhead(), "a shown level waits for its uncovering")
        Transaction.withoutActions { scene.cover.isHidden = true }
        try levels.render(scene.root, at: 0, backdropInto: backdrop)
        guard case let .redrawn(rects) = change(of: "under", in: levels) else {
            Issue.record("uncovered, the level was not redrawn: \(String(describing: change(of: "under", in: levels)))")
            return
        }
        // The square's old place and its new one, not the whole picture.
        #expect(rects.reduce(0) { $0 + $1.area } < 128 * 80 / 2, "\(rects)")
        #expect(try stalePixels(levels, scene.under) == 0)
    }
}
