import Layers
import Testing
@testable import WaylandApp

/// `bench --scene appearance-switch`: the feed switches to dark at 0.25 s and back at
/// 0.75 s, each switch the tree's cross-fade, so the bench's frames time it.
@MainActor
@Suite struct AppearanceSwitchSceneTests {
    @Test("dark from 0.25 s, light again from 0.75 s; the background cross-fades in between")
    func switchesEveryHalfSecond() throws {
        let options = SplashTestSupport.options()
        let feed = try #require(try SceneCatalog.makeScene("feed", options: options))
        let scene = AppearanceSwitchScene(showing: feed)
        let run = try OffscreenRun(scene: scene, size: Size(width: 480, height: 270), scale: 1, motion: options)
        run.advance(to: .seconds(0.2))
        #expect(run.host.appearance == .light)
        run.advance(to: .seconds(0.3))
        #expect(run.host.appearance == .dark)
        run.advance(to: .seconds(0.4))
        let fading = scene.root.presentationState(at: run.mediaNow.seconds).backgroundColor.red
        #expect(fading > Double(0x24) / 255 + 0.01 && fading < Double(0xF3) / 255 - 0.01, "mid-fade: \(fading)")
        run.advance(to: .seconds(0.7))
        #expect(scene.root.presentationState(at: run.mediaNow.seconds).backgroundColor == Color(hex: 0x242424))
        run.advance(to: .seconds(0.8))
        #expect(run.host.appearance == .light)
    }
}
