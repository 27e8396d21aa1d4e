import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// Whether a level is opaque (``RenderedLevel/isOpaque``), which `run --subsurfaces`
/// declares to the compositor as the level surface's opaque region: only a level whose
/// every pixel was drawn opaque. A translucent window, or an opaque one fading
/// (opacity < 1), must not be, or the compositor would show its pixels unblended.
@Suite("Level opacity", .serialized, .noAnimationLeftRunning)
struct LevelOpacityTests {
    typealias Support = SplashTestSupport

    /// Three windows over a black screen: one opaque, one of translucent colour, one
    /// opaque but faded to half.
    final class ThreeWindows: Scene {
        let events = SceneEvents()
        let root = Layer()
        let opaque = WindowLayer(level: .normal - 1, name: "opaque")
        let translucent = WindowLayer(level: .normal, name: "translucent")
        let faded = WindowLayer(level: .normal + 1, name: "faded")
        var isLevelled: Bool { true }

        init() {
            Transaction.withoutActions {
                root.backgroundColor = .black
                for (window, color) in [(opaque, Color.white), (translucent, Color(white: 1, alpha: 0.5)), (faded, .white)] {
                    window.backgroundColor = color
                    window.isHidden = false
                    root.addSublayer(window)
                }
                faded.opacity = 0.5
            }
        }

        func layout(size: Size, scale: Double) {
            Transaction.withoutActions {
                for layer in [root, opaque, translucent, faded] { layer.frame = Rect(origin: .zero, size: size) }
            }
        }
    }

    private func render(_ scene: ThreeWindows, _ levels: LevelRenderer, _ backdrop: Image) throws -> [String: Bool] {
        try levels.render(scene.root, at: 0, backdropInto: backdrop)
        return Dictionary(uniqueKeysWithValues: levels.levels.map { ($0.window.name ?? "", $0.isOpaque) })
    }

    @Test("an opaque window is opaque; a translucent one and one faded by its opacity are not")
    func opaqueTranslucentAndFaded() throws {
        let scene = ThreeWindows()
        scene.layout(size: Size(width: 64, height: 40), scale: 2)
        let levels = LevelRenderer(threads: 1)
        levels.resize(pixelWidth: 128, pixelHeight: 80, scale: 2)
        let backdrop = try Image(width: 128, height: 80)
        let first = try render(scene, levels, backdrop)
        #expect(first == ["opaque": true, "translucent": false, "faded": false])
        for level in levels.levels {
            #expect(level.isOpaque == Self.allOpaque(try #require(level.image)), "\(level.label)")
        }

        // The opaque one starts to fade: no longer opaque.
        Transaction.withoutActions { scene.opaque.opacity = 0.99 }
        let second = try render(scene, levels, backdrop)
        #expect(second == ["opaque": false, "translucent": false, "faded": false])
        // The faded window comes back to full opacity: opaque from that frame on. The
        // two under it are covered, not drawn: what they were stands.
        Transaction.withoutActions { scene.faded.opacity = 1 }
        let third = try render(scene, levels, backdrop)
        #expect(third == ["opaque": false, "translucent": false, "faded": true])
        #expect(levels.levels.map(\.isCovered) == [true, true, false])
    }

    /// Through the splash's whole flow, a level said to be opaque has no pixel that is
    /// not; and the splash does have opaque levels: the foreground splash covering the
    /// screen while the app starts, the background splash around the opening hole.
    @Test("through the splash, a level is opaque only when every pixel of it is")
    func splashLevelsAreOpaqueOnlyWhenTheyAre() throws {
        let (scene, run) = try Support.run(scale: 2)
        let levels = LevelRenderer(threads: 1, delegatesScaling: true)
        levels.resize(pixelWidth: run.target.width, pixelHeight: run.target.height, scale: run.scale)
        let backdrop = try Image(width: run.target.width, height: run.target.height)
        var opaqueSeen: Set<String> = [], translucentSeen: Set<String> = []
        for t in stride(from: 0.0, through: Support.delay + 1.0, by: OffscreenRun.frameInterval.seconds) {
            run.step(to: .seconds(t))
            try levels.render(scene.root, at: run.mediaNow, backdropInto: backdrop)
            for level in levels.levels where level.isShown {
                let name = level.window.name ?? ""
                if level.isOpaque {
                    #expect(Self.allOpaque(try #require(level.image)), "at \(t) s \(name) is said opaque but is not")
                    opaqueSeen.insert(name)
                } else {
                    translucentSeen.insert(name)
                }
            }
        }
        #expect(opaqueSeen.isSuperset(of: ["foreground splash", "background splash"]), "opaque: \(opaqueSeen)")
        #expect(translucentSeen.contains("main"), "the main window, masked while the hole opens, is not opaque")
    }

    static func allOpaque(_ image: Image) -> Bool {
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[y * image.stride / 4 + x] >> 24 != 0xFF { return false }
        }
        return true
    }
}
