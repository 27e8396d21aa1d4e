/// Input for a window's content, in logical surface coordinates.
///
/// Keys arrive as xkb keysyms plus the text they type, translated with the
/// compositor's keymap: never as raw keycodes, which mean nothing without it.
public enum InputEvent: Equatable, Sendable {
    /// The pointer entered the content; a ``pointerMotion(x:y:)`` with its position follows.
    case pointerEnter
    /// The pointer left the content.
    case pointerLeave
    /// The pointer moved to (`x`, `y`), in points from the content's top-left corner.
    case pointerMotion(x: Double, y: Double)
    /// `button` is a Linux input event code (BTN_LEFT = 0x110); the position is the pointer's.
    case pointerButton(button: UInt32, pressed: Bool, x: Double, y: Double)
    /// Scrolling in surface units (positive: down and to the right); `discrete` counts whole
    /// wheel steps when a wheel produced it, `source` says what produced it (when the seat
    /// tells), and `value120` carries a high-resolution wheel's fractions of a step, in
    /// 120ths (`wl_pointer.axis_value120`, seat version 8).
    case axis(horizontal: Double, vertical: Double, discrete: AxisSteps?,
              source: AxisSource? = nil, value120: AxisSteps? = nil)
    /// The fingers left the touchpad (`wl_pointer.axis_stop`) on the axes that are true: a
    /// scroll that followed them may now fling on by itself, as kinetic scrolling does.
    case axisStop(horizontal: Bool, vertical: Bool)
    /// Ends a group of pointer events that belong together.
    case pointerFrame
    /// Finger `id` touched the content at (`x`, `y`) points.
    case touchDown(id: Int32, x: Double, y: Double)
    /// Finger `id` moved to (`x`, `y`) points.
    case touchMotion(id: Int32, x: Double, y: Double)
    /// Finger `id` lifted.
    case touchUp(id: Int32)
    /// The compositor took the touch sequence over (a gesture): forget all touch points.
    case touchCancel
    /// A key went down or up: its xkb keysym, the text it types (empty for keys that type
    /// none), the modifiers held, and whether it is a key repeat.
    case key(keysym: UInt32, text: String, pressed: Bool, modifiers: Modifiers, isRepeat: Bool)

    /// The left mouse button's evdev code (BTN_LEFT), the one that drives gestures.
    public static let leftButton: UInt32 = 0x110

    /// Wheel steps on each axis.
    public struct AxisSteps: Equatable, Sendable {
        /// Steps to the right (negative: to the left).
        public var horizontal: Int
        /// Steps down (negative: up).
        public var vertical: Int

        /// Wheel steps on each axis.
        public init(horizontal: Int, vertical: Int) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }
}
