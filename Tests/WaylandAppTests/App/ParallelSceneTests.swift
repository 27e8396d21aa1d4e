import Foundation
import Layers
import Testing
@testable import WaylandApp

/// Each demo scene's scripted run, drawn with 1, 2 and 3 threads side by side: every
/// frame compared is bit-identical, through the feed's scrolling and expanding, the
/// splash's masked disappearance and the preview's blur.
@Suite struct ParallelSceneTests {
    @Test(arguments: ["feed", "splash", "preview", "circle"])
    func scriptedRunIsTheSameOnEveryThreadCount(scene name: String) throws {
        var options = SceneOptions()
        options.splashDelay = 0.5
        let runs = try [1, 2, 3].map { threads -> OffscreenRun in
            let scene = try #require(try SceneCatalog.makeScene(name, options: options))
            return try OffscreenRun(scene: scene, size: Size(width: 720, height: 450), scale: 1, threads: threads)
        }
        let duration = min(runs[0].scene.scriptDuration.seconds, 4)
        var drawn = 0
        var frame = 0
        while OffscreenRun.frameInterval.seconds * Double(frame) <= duration {
            let t = Double(frame) * OffscreenRun.frameInterval.seconds
            let damage = try runs.map { run in run.step(to: .seconds(t)); return try run.render() }
            #expect(damage[1] == damage[0] && damage[2] == damage[0], "frame \(frame): damage differs")
            if !damage[0].isEmpty {
                drawn += 1
                for (i, run) in runs.enumerated().dropFirst() {
                    let same = memcmp(runs[0].target.pixels, run.target.pixels, run.target.stride * run.target.height) == 0
                    #expect(same, "\(name) frame \(frame): \(i + 1) threads differ from one")
                }
            }
            frame += 3
        }
        #expect(drawn > 10, "the run drew frames to compare")
        #expect(runs[1].renderer.threads == 2 && runs[2].renderer.threads == 3)
    }
}
