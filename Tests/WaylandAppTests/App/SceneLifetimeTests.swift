import Layers
import Testing
@testable import WaylandApp

/// A scene the app lets go of is freed with its tree and pictures: nothing in it keeps
/// itself alive (a closure or delegate holding what holds it). The app switches scenes
/// when a second launch asks for another one, so a scene that stayed would keep its
/// decoded pictures for the rest of the run.
@Suite struct SceneLifetimeTests {
    @Test(arguments: ["feed", "circle", "preview", "splash", "cities", "gallery"])
    func aDroppedSceneIsFreed(_ name: String) throws {
        weak var scene: AnyObject?
        weak var root: Layer?
        try {
            let made = try #require(try SceneCatalog.makeScene(name, options: SceneOptions()))
            let run = try OffscreenRun(scene: made, size: Size(width: 640, height: 400), scale: 1)
            run.advance(to: .seconds(3))
            try run.present()
            scene = made
            root = made.root
        }()
        #expect(scene == nil, "the \(name) scene outlived its last reference")
        #expect(root == nil, "the \(name) scene's tree outlived its last reference")
    }

    /// Dropped at a fifth, two fifths… of its script, with animators running or paused
    /// under a drag, a press held: every layer of its tree is freed too (a layer kept by
    /// its own animations, or a cell by its animator's completion, would stay behind
    /// with its subtree while the scene itself goes). `FeedLifetimeTests` drop a feed
    /// while a card expands or collapses.
    @Test(arguments: ["feed", "circle", "preview", "splash", "cities", "gallery"])
    func aSceneDroppedMidScriptIsFreedWithEveryLayer(_ name: String) throws {
        let duration = try #require(try SceneCatalog.makeScene(name, options: SceneOptions())).scriptDuration
        for fifth in 1...4 {
            let moment = duration * (Double(fifth) / 5)
            var layers: [WeakLayer] = []
            weak var scene: AnyObject?
            try {
                let made = try #require(try SceneCatalog.makeScene(name, options: SceneOptions()))
                let run = try OffscreenRun(scene: made, size: Size(width: 640, height: 400), scale: 1)
                run.advance(to: moment)
                try run.present()
                scene = made
                layers = Self.subtree(of: made.root).map(WeakLayer.init)
            }()
            #expect(scene == nil, "the \(name) scene dropped at \(moment.seconds) s outlived its last reference")
            let kept = layers.compactMap { $0.layer }.map { $0.name ?? "\(type(of: $0))" }
            #expect(kept.isEmpty, "the \(name) scene dropped at \(moment.seconds) s left \(kept.count) of \(layers.count) layers alive: \(kept.prefix(8))")
        }
    }

    private struct WeakLayer {
        weak var layer: Layer?
        init(_ layer: Layer) { self.layer = layer }
    }

    /// `layer`, its sublayers and masks, all the way down.
    private static func subtree(of layer: Layer) -> [Layer] {
        [layer] + (layer.mask.map { subtree(of: $0) } ?? []) + layer.sublayers.flatMap { subtree(of: $0) }
    }
}
