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
}
