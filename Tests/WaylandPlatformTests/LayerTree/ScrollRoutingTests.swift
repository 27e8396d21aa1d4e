import CWayland
import Layers
import Testing
@testable import WaylandPlatform

/// Wayland's scrolling reaches the scroll view under the pointer: a touchpad swipe
/// follows the fingers and flings on at `axis_stop` to where the closed form says, a
/// wheel click moves one step, keys move by a page.
@MainActor
@Suite struct ScrollRoutingTests {
    private func timing(_ seconds: Double) -> InputTiming<MediaTimeline> {
        InputTiming(handled: MediaTime(seconds: seconds + 0.004), happened: MediaTime(seconds: seconds))
    }

    @Test func eventsBecomeScrollInputByTheirSource() {
        let t = timing(1)
        #expect(ScrollInput(.axis(horizontal: 0, vertical: 12, discrete: nil, source: .finger), timing: t)
                == .touchpad(delta: Point(x: 0, y: 12), at: t.happened), "a touchpad moves at the time it happened")
        #expect(ScrollInput(.axisStop(horizontal: false, vertical: true), timing: t) == .touchpadEnded(at: t.happened))
        #expect(ScrollInput(.axis(horizontal: 0, vertical: 15, discrete: .init(horizontal: 0, vertical: 1), source: .wheel),
                            timing: t) == .wheel(steps: Point(x: 0, y: 1), at: t.handled))
        #expect(ScrollInput(.axis(horizontal: 0, vertical: 3.75, discrete: nil, source: .wheel,
                                  value120: .init(horizontal: 0, vertical: 30)), timing: t)
                == .wheel(steps: Point(x: 0, y: 0.25), at: t.handled), "a high-resolution wheel's quarter step")
        #expect(ScrollInput(.axis(horizontal: 30, vertical: 0, discrete: nil), timing: t)
                == .wheel(steps: Point(x: 2, y: 0), at: t.handled), "unknown source: 15 units a step")
        let space = UInt32(XKB_KEY_space), down = UInt32(XKB_KEY_Down)
        #expect(ScrollInput(.key(keysym: space, text: " ", pressed: true, modifiers: .shift, isRepeat: false), timing: t)
                == .key(.shiftSpace, at: t.handled))
        #expect(ScrollInput(.key(keysym: down, text: "", pressed: true, modifiers: [], isRepeat: true), timing: t)
                == .key(.down, at: t.handled), "a held arrow repeats")
        #expect(ScrollInput(.key(keysym: down, text: "", pressed: true, modifiers: .control, isRepeat: false), timing: t) == nil,
                "Control+Down is a shortcut")
        #expect(ScrollInput(.key(keysym: down, text: "", pressed: false, modifiers: [], isRepeat: false), timing: t) == nil)
        #expect(ScrollInput(.pointerMotion(x: 1, y: 1), timing: t) == nil)
    }

    /// A 320×240 window whose scroll view shows a 320×24 000 list.
    private func window() -> (LayerTreeContent, ScrollView) {
        let content = LayerTreeContent(clock: ManualClock(), threads: 1)
        content.resize(width: 320, height: 240, scale: 1)
        let list = ScrollView()
        Transaction.withoutActions { list.frame = Rect(0, 0, 320, 240) }
        list.contentSize = Size(width: 320, height: 24_000)
        content.rootLayer.addSublayer(list)
        return (content, list)
    }

    private func drawFrames(_ content: LayerTreeContent, from start: Double, to end: Double) {
        var pixels = [UInt32](repeating: 0, count: 320 * 240)
        var time = start
        while time <= end {
            _ = pixels.withUnsafeMutableBytes {
                content.draw(into: PixelTarget(pixels: $0.baseAddress!, width: 320, height: 240, stride: 1280, age: 1),
                             at: ClockTime(seconds: time))
            }
            time += 1.0 / 60
        }
    }

    @Test func aTouchpadSwipeFlingsOnAtAxisStopToTheClosedForm() {
        let (content, list) = window()
        drawFrames(content, from: 0, to: 0.1)
        content.handle(.pointerMotion(x: 160, y: 120), timing: InputTiming(handled: ClockTime(seconds: 0.5)))
        for step in 0..<10 {  // 15 points every 10 ms: 1 500 points a second
            let at = 0.5 + Double(step) * 0.01
            content.handle(.axis(horizontal: 0, vertical: 15, discrete: nil, source: .finger),
                           timing: InputTiming(handled: ClockTime(seconds: at)))
        }
        #expect(list.isDragging && list.contentOffset.y == 150, "the content follows the fingers 1:1")
        content.handle(.axisStop(horizontal: false, vertical: true), timing: InputTiming(handled: ClockTime(seconds: 0.6)))
        #expect(list.isDecelerating)
        drawFrames(content, from: 0.6, to: 6)
        let rest = Deceleration(from: 150, velocity: 1500, rate: .normal).restingOffset
        #expect(abs(list.contentOffset.y - rest) < 0.5, "rests at \(list.contentOffset.y), the closed form says \(rest)")
        #expect(abs(rest - 150 - 1.5 * 0.998 / 0.002) < 1e-9, "v·r/(1−r) with v in points per millisecond: 748.5 points")
        #expect(!list.isDecelerating)
    }

    @Test func aWheelClickMovesOneStepAndPageDownAPage() {
        let (content, list) = window()
        drawFrames(content, from: 0, to: 0.1)
        content.handle(.pointerMotion(x: 160, y: 120), timing: InputTiming(handled: ClockTime(seconds: 0.2)))
        content.handle(.axis(horizontal: 0, vertical: 15, discrete: .init(horizontal: 0, vertical: 1), source: .wheel),
                       timing: InputTiming(handled: ClockTime(seconds: 0.2)))
        drawFrames(content, from: 0.2, to: 1)
        #expect(abs(list.contentOffset.y - list.wheelStep(along: .vertical)) < 1e-6, "one wheel step: \(list.contentOffset.y)")
        let before = list.contentOffset.y
        content.handle(.pointerLeave, timing: InputTiming(handled: ClockTime(seconds: 1.1)))
        content.handle(.key(keysym: UInt32(XKB_KEY_Page_Down), text: "", pressed: true, modifiers: [], isRepeat: false),
                       timing: InputTiming(handled: ClockTime(seconds: 1.1)))
        drawFrames(content, from: 1.1, to: 2)
        #expect(abs(list.contentOffset.y - before - list.keyPageLength(along: .vertical)) < 1e-6,
                "with the pointer away, Page Down goes to the window's list: a page of 0.9 × 240 points")
    }

    @Test func contentThatRoutesScrollingItselfKeepsItsOwn() {
        let (content, list) = window()
        content.routesScrolling = false
        var heard = 0
        content.onInput = { event, _ in if case .axis = event { heard += 1 } }
        content.handle(.pointerMotion(x: 160, y: 120), timing: InputTiming(handled: ClockTime(seconds: 0.2)))
        content.handle(.axis(horizontal: 0, vertical: 15, discrete: nil, source: .finger),
                       timing: InputTiming(handled: ClockTime(seconds: 0.2)))
        #expect(list.contentOffset.y == 0 && heard == 1)
    }
}
