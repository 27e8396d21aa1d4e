import Layers
import Testing
@testable import WaylandPlatform

/// The frame's phases run in ``FrameClockPhase``'s order, each hook at the frame's time,
/// and what they do lands where "How a Frame Is Drawn" says.
@MainActor
@Suite struct FrameClockPhaseTests {
    private func drawFrame(_ content: LayerTreeContent, at seconds: Double) {
        var pixels = [UInt32](repeating: 0, count: 16 * 16)
        _ = pixels.withUnsafeMutableBytes {
            content.draw(into: PixelTarget(pixels: $0.baseAddress!, width: 16, height: 16, stride: 64, age: 0),
                         at: ClockTime(seconds: seconds))
        }
    }

    @Test func hooksRunInPhaseOrderThenInTheOrderAdded() {
        let content = LayerTreeContent(clock: ManualClock(), threads: 1)
        content.resize(width: 16, height: 16, scale: 1)
        var heard: [String] = []
        content.addHook(.afterPaint) { frame in heard.append("afterPaint \(frame.drawDuration != nil)") }
        content.addHook(.update) { _ in heard.append("update 1") }
        content.addHook(.beforePaint) { frame in heard.append("beforePaint \(frame.time.seconds)") }
        content.addHook(.paint) { frame in heard.append("paint \(frame.drawDuration == nil)") }
        content.addHook(.update) { _ in heard.append("update 2") }
        drawFrame(content, at: 2.5)
        #expect(heard == ["beforePaint 2.5", "update 1", "update 2", "paint true", "afterPaint true"])
        #expect(FrameClockPhase.allCases == [.beforePaint, .update, .paint, .afterPaint])
    }

    @Test func aChangeBeforePaintAnimatesFromTheFrameAndUpdateSeesItAdvanced() {
        let content = LayerTreeContent(clock: ManualClock(), threads: 1)
        content.resize(width: 16, height: 16, scale: 1)
        let dot = Layer()
        content.rootLayer.addSublayer(dot)
        var seen: [Double] = []
        var fadesNow = false
        content.addHook(.beforePaint) { _ in
            if fadesNow { dot.opacity = 0 }   // an implicit animation from this frame's time
            fadesNow = false
        }
        content.addHook(.update) { frame in seen.append(Double(dot.presentationState(at: frame.time.seconds).opacity)) }
        drawFrame(content, at: 0)      // the dot is on screen before it changes
        seen = []
        fadesNow = true
        drawFrame(content, at: 1)
        drawFrame(content, at: 1.125)   // half of Core Animation's implicit 0.25 s
        #expect(seen.count == 2)
        #expect(seen[0] == 1, "the animation starts at the frame's time: nothing has moved yet")
        let expected = 1 - TimingFunction.default.progress(at: 0.5)
        #expect(abs(seen[1] - expected) < 1e-6,
                "half way through its time, on Core Animation's default curve: \(seen[1]) against \(expected)")
    }

    @Test func anUpdateHookKeepsFramesComingOnlyWhileItAsks() {
        let content = LayerTreeContent(clock: ManualClock(), threads: 1)
        content.resize(width: 16, height: 16, scale: 1)
        var steps = 3
        content.addHook(.update) { frame in
            steps -= 1
            frame.needsAnotherFrame = steps > 0
        }
        drawFrame(content, at: 0)
        #expect(content.needsFrame(at: ClockTime(seconds: 0.016)))
        drawFrame(content, at: 0.016)
        drawFrame(content, at: 0.033)
        #expect(!content.needsFrame(at: ClockTime(seconds: 0.05)), "the hook stopped asking: the window idles")
    }

    /// A world that moves by itself for three frames.
    final class World {
        var steps: [MediaTime] = []
        func step(to time: MediaTime) -> Bool {
            steps.append(time)
            return steps.count < 3
        }
    }

    @Test("How a Frame Is Drawn: its hooks, as the article shows them")
    func theArticleSnippet() {
        let world = World()
        var durations: [TimeSpan] = []
        let content = LayerTreeContent()
        content.addHook(.update) { frame in
            frame.needsAnotherFrame = world.step(to: frame.time)   // the app's own physics
        }
        content.addHook(.afterPaint) { frame in
            durations.append(frame.drawDuration!)
        }
        content.resize(width: 16, height: 16, scale: 1)
        for i in 0..<3 { drawFrame(content, at: 10 + Double(i) / 60) }
        #expect(world.steps.count == 3 && durations.count == 3)
        #expect(durations.allSatisfy { $0.seconds >= 0 })
        #expect(!content.needsFrame(at: ClockTime(seconds: 11)), "the world stopped asking after its third step")
    }
}
