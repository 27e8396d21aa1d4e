import CWayland
import Layers
import WaylandPlatform

extension CitiesScene {
    /// The offscreen tour (`render`, `bench`), placed for the current window size: ten
    /// finger flings down the list, each caught by the next, End to the last city, four
    /// flings back up, wheel notches, a touchpad swipe that flings on when the fingers
    /// lift (`axis_stop`), and Home to the top. Every motion is the list's own deceleration.
    var script: [ScriptedEvent] {
        let x = size.width / 2
        let top = Self.headerHeight + (size.height - Self.headerHeight) * 0.2
        let bottom = Self.headerHeight + (size.height - Self.headerHeight) * 0.8
        var events: [ScriptedEvent] = []
        func at(_ seconds: Double, _ event: InputEvent) { events.append(ScriptedEvent(time: .seconds(seconds), event: event)) }
        /// A finger flick from `from` to `to` (y) in 0.1 s, lifted while still moving.
        func flick(_ time: Double, from: Double, to: Double) {
            at(time, .touchDown(id: 1, x: x, y: from))
            for i in 1...6 { at(time + 0.1 * Double(i) / 6, .touchMotion(id: 1, x: x, y: from + (to - from) * Double(i) / 6)) }
            at(time + 0.1 + 1.0 / 120, .touchUp(id: 1))
        }
        func key(_ time: Double, _ keysym: Int32) {
            at(time, .key(keysym: UInt32(keysym), text: "", pressed: true, modifiers: [], isRepeat: false))
            at(time + 0.05, .key(keysym: UInt32(keysym), text: "", pressed: false, modifiers: [], isRepeat: false))
        }
        at(0.2, .pointerMotion(x: x, y: (top + bottom) / 2))
        for i in 0..<10 { flick(0.5 + 0.6 * Double(i), from: bottom, to: top) }
        key(6.6, XKB_KEY_End)
        for i in 0..<4 { flick(7.4 + 0.6 * Double(i), from: top, to: bottom) }
        for i in 0..<3 { at(10.2 + 0.15 * Double(i), .axis(horizontal: 0, vertical: 15, discrete: InputEvent.AxisSteps(horizontal: 0, vertical: 1))) }
        for i in 0..<12 { at(10.9 + Double(i) / 60, .axis(horizontal: 0, vertical: 40, discrete: nil, source: .finger)) }
        at(10.9 + 12.0 / 60, .axisStop(horizontal: false, vertical: true))
        key(12.2, XKB_KEY_Home)
        return events
    }

    var scriptDuration: TimeSpan { .seconds(13) }
}
