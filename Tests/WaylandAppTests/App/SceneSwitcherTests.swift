import AnimationCheck
import Testing
import Layers
@testable import WaylandApp
import WaylandPlatform

/// Keys 1–4 switch scenes by name; a scene this build lacks is skipped.
@MainActor
@Suite(.noAnimationLeftRunning) struct SceneSwitcherTests {
    func key(_ symbol: UInt32, modifiers: Modifiers = []) -> InputEvent {
        .key(keysym: symbol, text: "", pressed: true, modifiers: modifiers, isRepeat: false)
    }

    @Test func numberKeysNameTheScenes() {
        #expect(SceneSwitcher.sceneName(forKeysym: 0x31) == "splash")
        #expect(SceneSwitcher.sceneName(forKeysym: 0x32) == "feed")
        #expect(SceneSwitcher.sceneName(forKeysym: 0x33) == "circle")
        #expect(SceneSwitcher.sceneName(forKeysym: 0x34) == "preview")
        #expect(SceneSwitcher.sceneName(forKeysym: 0x35) == nil)
        #expect(SceneSwitcher.sceneName(forKeysym: 0x30) == nil)
    }

    @Test func switchesBetweenCircleAndPreviewKeepingTheSize() throws {
        let circle = try #require(try SceneCatalog.make("circle"))
        let switcher = SceneSwitcher(name: "circle", content: circle, options: SceneOptions())
        var switched: [String] = []
        switcher.onSwitch = { switched.append($0) }
        switcher.resize(width: 640, height: 400, scale: 2)
        switcher.handle(key(0x34), at: 0)
        #expect(switcher.name == "preview")
        let preview = try #require((switcher.content as? LayerContent)?.scene as? PreviewScene)
        #expect(preview.size == Size(width: 640, height: 400))
        switcher.handle(key(0x33, modifiers: .control), at: 0)
        #expect(switcher.name == "preview", "Ctrl+3 is not a scene key")
        switcher.handle(key(0x33), at: 0)
        #expect(switcher.name == "circle")
        #expect(switched == ["preview", "circle"])
    }

    @Test func missingScenesAreSkipped() throws {
        let circle = try #require(try SceneCatalog.make("circle"))
        let switcher = SceneSwitcher(name: "circle", content: circle, options: SceneOptions())
        let known = SceneCatalog.names.contains("splash")
        #expect(switcher.show("splash") == known)
        #expect(switcher.show("no such scene") == false)
        #expect(switcher.name == (known ? "splash" : "circle"))
    }

    @Test func theSceneLoopGoesRoundTheKeyOrder() {
        #expect(SceneLoop.scene(after: "splash") == "feed")
        #expect(SceneLoop.scene(after: "circle") == "preview")
        #expect(SceneLoop.scene(after: "preview") == "splash", "the loop starts over")
        #expect(SceneLoop.scene(after: "testpattern") == "splash", "a scene outside the loop starts it")
    }

    @Test("Shift+S slows the shown scene ten times, again brings it back; a switch keeps the speed")
    func shiftSTogglesSlowAnimations() throws {
        let circle = try #require(try SceneCatalog.make("circle"))
        let switcher = SceneSwitcher(name: "circle", content: circle, options: SceneOptions())
        switcher.handle(key(SceneSwitcher.capitalS, modifiers: .shift), at: 0)
        #expect(switcher.content.animationSpeed == 0.1)
        switcher.handle(key(0x34), at: 0)
        #expect(switcher.name == "preview" && switcher.content.animationSpeed == 0.1, "the preview is slowed too")
        switcher.handle(key(SceneSwitcher.capitalS, modifiers: .shift), at: 0)
        #expect(switcher.content.animationSpeed == 1)
        switcher.handle(key(SceneSwitcher.capitalS, modifiers: [.shift, .control]), at: 0)
        #expect(switcher.content.animationSpeed == 1, "Ctrl+Shift+S is not the toggle")
    }

    @Test("reduced motion set while running reaches the shown scene's host and the scenes switched to later")
    func reducedMotionFollowsSwitches() throws {
        let circle = try #require(try SceneCatalog.make("circle"))
        let switcher = SceneSwitcher(name: "circle", content: circle, options: SceneOptions())
        #expect(!switcher.content.reducesMotion)
        switcher.reducesMotion = true
        #expect((switcher.content as? LayerContent)?.host.reducesMotion == true)
        switcher.handle(key(0x34), at: 0)
        #expect(switcher.name == "preview" && (switcher.content as? LayerContent)?.host.reducesMotion == true)
        switcher.reducesMotion = false
        #expect(switcher.content.reducesMotion == false)
        switcher.handle(key(0x33), at: 0)
        #expect(switcher.name == "circle" && switcher.content.reducesMotion == false)
    }

    @Test("--slow-animations sets the factor the window starts with and Shift+S toggles to")
    func slowAnimationsOption() throws {
        var options = SceneOptions()
        options.animationSlowdown = 4
        let circle = try #require(try SceneCatalog.make("circle", options: options))
        #expect(circle.animationSpeed == 0.25)
        let switcher = SceneSwitcher(name: "circle", content: circle, options: options)
        switcher.handle(key(SceneSwitcher.capitalS, modifiers: .shift), at: 0)
        #expect(switcher.content.animationSpeed == 1)
        switcher.handle(key(SceneSwitcher.capitalS, modifiers: .shift), at: 0)
        #expect(switcher.content.animationSpeed == 0.25)
    }

    @Test("F12 shows and hides the frame-time graph, Shift+F12 the damage outlines")
    func f12TogglesTheOverlay() throws {
        var options = SceneOptions()
        let overlay = FrameTimeOverlay(isVisible: false)
        options.overlay = overlay
        let circle = try #require(try SceneCatalog.make("circle", options: options))
        let switcher = SceneSwitcher(name: "circle", content: circle, options: options)
        switcher.handle(key(SceneSwitcher.f12), at: 0)
        #expect(overlay.isVisible && !overlay.showsDamage)
        switcher.handle(key(SceneSwitcher.f12, modifiers: .shift), at: 0)
        #expect(overlay.isVisible && overlay.showsDamage)
        switcher.handle(key(SceneSwitcher.f12), at: 0)
        switcher.handle(key(SceneSwitcher.f12, modifiers: .control), at: 0)
        #expect(!overlay.isVisible, "Ctrl+F12 is not the overlay's key")
        // A run without an overlay ignores the key.
        let plain = SceneSwitcher(name: "circle", content: try #require(try SceneCatalog.make("circle")), options: SceneOptions())
        plain.handle(key(SceneSwitcher.f12), at: 0)
    }
}
