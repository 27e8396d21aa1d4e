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
        // The wheel and the touchpad go to the scroll view under the pointer (a touchpad
        // swipe stays with the one it began on); keys to the list.
        guard let input = ScrollInput(event, timing: timing) else { return }
        if case .key = input { list.handle(input) } else { scrollRouter.handle(input, at: pointer) }
    }

    func update(at time: MediaTime) -> Bool {
        let waiting = arena.update(at: time)
        let feedMoving = feed?.update(at: time) ?? false
        return waiting || feedMoving
    }
}
