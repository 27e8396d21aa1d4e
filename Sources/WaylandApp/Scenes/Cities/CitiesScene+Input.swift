import CWayland
import Gestures
import Layers
import WaylandPlatform

extension CitiesScene {
    /// A finger drags the list (a mouse only with ``ScrollView/isMouseDragEnabled``); a
    /// tap on a row chooses it, as a table view's selection does.
    func attachGestures() {
        list.addPanGestureRecognizer()
        let tap = TapGestureRecognizer { [unowned self] recognizer in
            guard feed == nil, let index = list.indexForItem(at: recognizer.location(in: list)) else { return }
            list.selectItem(at: index)
        }
        tap.name = "tap city"
        list.addGestureRecognizer(tap)
    }

    /// Touchpad scrolling is over when no event came for this long (until the platform
    /// reports `axis_stop` itself): then the list flings on, released at the last
    /// event's time with the velocity of the deltas before it.
    static let touchpadPause: TimeSpan = .seconds(0.12)

    /// The xkb keysyms the list answers to, and the scroll key each one is.
    static let scrollKeys: [UInt32: ScrollKey] = [
        UInt32(XKB_KEY_Up): .up, UInt32(XKB_KEY_Down): .down,
        UInt32(XKB_KEY_Page_Up): .pageUp, UInt32(XKB_KEY_Page_Down): .pageDown,
        UInt32(XKB_KEY_Home): .home, UInt32(XKB_KEY_End): .end, UInt32(XKB_KEY_space): .space,
    ]
    static let escape = UInt32(XKB_KEY_Escape)

    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {
        if let feed {
            if case let .key(keysym, _, true, _, _) = event, keysym == Self.escape,
               feed.collection.activeCell == nil, !feed.arena.isTracking {
                closeFeed()
                return
            }
            feed.handle(event, timing: timing)
            return
        }
        if case let .pointerMotion(x, y) = event { pointer = Point(x: x, y: y) }
        if arena.handle(event, timing: timing) { return }
        let time = timing.handled
        switch event {
        case let .axis(horizontal, vertical, discrete):
            if let discrete {
                scrollRouter.handle(.wheel(steps: Point(x: Double(discrete.horizontal), y: Double(discrete.vertical)), at: time),
                                    at: pointer)
            } else if scrollRouter.handle(.touchpad(delta: Point(x: horizontal, y: vertical), at: time), at: pointer) != nil {
                lastTouchpad = time
            }
        case let .key(keysym, _, true, modifiers, _):
            guard var key = Self.scrollKeys[keysym] else { return }
            if key == .space, modifiers.contains(.shift) { key = .shiftSpace }
            list.handle(.key(key, at: time))
        default:
            break
        }
    }

    func update(at time: MediaTime) -> Bool {
        if let last = lastTouchpad, time - last >= Self.touchpadPause {
            lastTouchpad = nil
            scrollRouter.handle(.touchpadEnded(at: last), at: pointer)
        }
        let waiting = arena.update(at: time)
        let feedMoving = feed?.update(at: time) ?? false
        return waiting || feedMoving || lastTouchpad != nil
    }

    func nextChange(after time: MediaTime) -> MediaTime? {
        lastTouchpad.map { $0 + Self.touchpadPause }
    }
}
