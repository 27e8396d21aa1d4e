import Testing
@testable import WaylandApp
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct SurfaceScaleTests {
    @Test func integerScaleFollowsTheOutputsTheSurfaceIsOn() {
        var scale = SurfaceScale(isFractional: false)
        #expect(scale.scale == 1)
        scale.allOutputScales = [1, 2]
        #expect(scale.scale == 2, "before entering any output, assume the sharpest")
        scale.enteredOutputScales = [1]
        #expect(scale.scale == 1)
        #expect(scale.bufferScale == 1)
        scale.enteredOutputScales = [1, 2]
        #expect(scale.bufferScale == 2)
    }

    @Test func fractionalScaleWinsAndKeepsBufferScaleOne() {
        var scale = SurfaceScale(isFractional: true)
        scale.enteredOutputScales = [2]
        scale.preferredFractionalScale = 1.5
        #expect(scale.scale == 1.5)
        #expect(scale.bufferScale == 1)
        #expect(LogicalSize(width: 1280, height: 720).scaled(by: 1.5) == LogicalSize(width: 1920, height: 1080))
        #expect(LogicalSize(width: 333, height: 333).scaled(by: 1.25) == LogicalSize(width: 416, height: 416))
    }
}
