import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// The window asks for one more frame after text stops moving, so it ends sharp.
@MainActor
@Suite struct SettlingTextTests {
    final class LabelScene: Scene {
        let events = SceneEvents()
        let root = Layer()
        let label = TextLayer(string: "Kyoto", font: .system(size: 24, weight: .bold))
        init() {
            root.backgroundColor = .white
            label.foregroundColor = .black
            label.anchorPoint = .zero
            label.frame = Rect(x: 10, y: 10, width: 200, height: 34)
            root.addSublayer(label)
        }
        func layout(size: Size, scale: Double) {}
    }

    @Test func textThatStopsGrowingGetsOneMoreFrame() throws {
        let scene = LabelScene()
        let content = LayerContent(scene: scene)
        content.resize(width: 240, height: 80, scale: 1)
        // The content's own host: nothing but the text can ask for a frame here.
        try #require(!content.host.hasPendingWork)
        let canvas = TestPatternContentTests.Canvas(width: 240, height: 80)
        _ = content.draw(into: canvas.target(age: 0), at: 0)
        #expect(!content.isSettling)

        for (i, scale) in [1.1, 1.2, 1.35].enumerated() {
            Transaction.withoutActions { scene.label.transform = AffineTransform(scale: scale) }
            #expect(!content.draw(into: canvas.target(age: 1), at: ClockTime(seconds: 0.1 + Double(i) / 60)).isEmpty)
        }
        #expect(content.isSettling, "the text was drawn at an in-between scale")
        #expect(content.needsFrame(at: 0.2), "so one more frame")
        #expect(!content.draw(into: canvas.target(age: 1), at: 0.2).isEmpty, "that frame redraws it sharp")
        #expect(!content.isSettling)
        #expect(!content.needsFrame(at: 0.3), "and then no more")
    }
}
