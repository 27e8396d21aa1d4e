import Layers
import Testing
@testable import WaylandPlatform

/// A tree's content is opaque exactly when its root's own background covers every pixel:
/// the window frame then draws nothing under it.
@MainActor @Suite struct LayerTreeContentOpacityTests {
    @Test func opaqueOnlyWithAnOpaqueShownRootBackground() {
        let content = LayerTreeContent(clock: ManualClock())
        #expect(!content.isOpaque, "a clear root shows what is behind it")
        content.rootLayer.backgroundColor = Color(hex: 0xF5F2EC)
        #expect(content.isOpaque)
        content.rootLayer.opacity = 0.99
        #expect(!content.isOpaque, "a translucent root")
        content.rootLayer.opacity = 1
        content.rootLayer.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(!content.isOpaque, "a translucent background")
        content.rootLayer.backgroundColor = .black
        content.rootLayer.isHidden = true
        #expect(!content.isOpaque, "a hidden root draws nothing")
    }
}
