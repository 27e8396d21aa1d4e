import Layers
import WaylandPlatform

extension FeedScene {
    /// The offscreen tour (`render`, `bench`), placed for the current window size:
    /// tap to expand, close, drag a card half way up and let go upwards (it expands),
    /// drag it down (it collapses), swipe to the next card, then the arrow keys and
    /// the wheel.
    var script: [ScriptedEvent] {
        let layout = collection.layout
        let size = layout.size
        let center = Point(x: size.width / 2, y: size.height / 2)
        let close = Point(x: size.width - 24 - CloseButtonLayer.diameter / 2, y: 24 + CloseButtonLayer.diameter / 2)
        var events: [ScriptedEvent] = []
        func at(_ time: TimeSpan, _ event: InputEvent) { events.append(ScriptedEvent(time: time, event: event)) }
        func press(_ time: TimeSpan, _ p: Point) { at(time, .pointerButton(button: 0x110, pressed: true, x: p.x, y: p.y)) }
        func release(_ time: TimeSpan, _ p: Point) { at(time, .pointerButton(button: 0x110, pressed: false, x: p.x, y: p.y)) }
        /// A drag from `from` by `delta` over `duration`, released at the end while still moving.
        func drag(_ time: TimeSpan, from: Point, by delta: Point, duration: TimeSpan) {
            press(time, from)
            let steps = max(Int(duration.seconds * 60), 1)
            for i in 1...steps {
                let f = Double(i) / Double(steps)
                at(time + duration * f, .pointerMotion(x: from.x + delta.x * f, y: from.y + delta.y * f))
            }
            release(time + duration + .seconds(1.0 / 120), from + delta)
        }
        func key(_ time: TimeSpan, _ keysym: UInt32) {
            at(time, .key(keysym: keysym, text: "", pressed: true, modifiers: [], isRepeat: false))
            at(time + .seconds(0.05), .key(keysym: keysym, text: "", pressed: false, modifiers: [], isRepeat: false))
        }

        press(.seconds(0.5), center); release(.seconds(0.6), center)                 // expand
        press(.seconds(1.6), close); release(.seconds(1.7), close)                   // close
        drag(.seconds(2.5), from: center, by: Point(x: 0, y: -layout.popupOffset * 0.6), duration: .seconds(0.4)) // scrub up, let go
        drag(.seconds(3.8), from: center, by: Point(x: 0, y: layout.popupOffset * 0.7), duration: .seconds(0.4))  // scrub down
        drag(.seconds(5.0), from: center, by: Point(x: -layout.pitch * 0.6, y: 0), duration: .seconds(0.3))       // swipe to the next
        key(.seconds(6.0), Key.right)
        at(.seconds(6.8), .axis(horizontal: 0, vertical: 10, discrete: InputEvent.AxisSteps(horizontal: 0, vertical: 1)))
        key(.seconds(7.6), Key.returnKey)
        key(.seconds(8.4), Key.escape)
        key(.seconds(9.2), Key.left)
        return events
    }

    var scriptDuration: TimeSpan { .seconds(10) }
}
