/// Hands scrolling input to the scroll view it belongs to, as a window does with touches.
///
/// The input goes to the innermost ``ScrollView`` under the pointer that can scroll
/// along the input's axis (``ScrollView/canScroll(along:)``): a wheel turned over a
/// horizontal carousel inside a vertical list scrolls the list, a sideways swipe scrolls
/// the carousel. A touchpad swipe locks on to the scroll view and the axis of its first
/// movement until the fingers lift, as UIKit's nested scroll views lock to the direction
/// a drag starts in: the outer list does not take over halfway, and the inner one does
/// not drift across. Keys without an axis go to the innermost scroll view that scrolls
/// at all.
@MainActor
public final class ScrollRouter {
    /// The tree's root: points are in its coordinates (the window's).
    public let root: Layer

    /// The scroll view and axis the current touchpad swipe is locked to.
    private var swipe: (view: ScrollView, axis: ScrollAxis)?

    /// A router for the scroll views in the tree under `root`.
    public init(root: Layer) { self.root = root }

    /// The innermost scroll view under `point` (in `root`'s superlayer coordinates, as
    /// ``Layer/hitTest(_:)`` takes it) that can scroll along `axis`, or along
    /// either axis when `axis` is nil.
    public static func scrollView(at point: Point, in root: Layer, along axis: ScrollAxis?) -> ScrollView? {
        guard point.isFinite else { return nil }
        var layer = root.hitTest(point)
        while let current = layer {
            if let view = current as? ScrollView {
                if let axis, view.canScroll(along: axis) { return view }
                if axis == nil, view.canScroll(along: .vertical) || view.canScroll(along: .horizontal) { return view }
            }
            layer = current.superlayer
        }
        return nil
    }

    /// Delivers `input`, which happened with the pointer at `point`, to its scroll view;
    /// returns that view, or nil when no scroll view takes it.
    @discardableResult
    public func handle(_ input: ScrollInput, at point: Point) -> ScrollView? {
        switch input {
        case let .touchpad(delta, time):
            // A swipe that ended by itself (no `axis_stop` came) lets the next one choose again.
            if let current = swipe, !current.view.isDragging { swipe = nil }
            if swipe == nil {
                guard let axis = ScrollAxis(dominantIn: delta),
                      let view = Self.scrollView(at: point, in: root, along: axis) else { return nil }
                swipe = (view, axis)
            }
            guard let (view, axis) = swipe else { return nil }
            // Locked: the other axis moves only a view that scrolls both ways with no lock of its own.
            var locked = delta
            if !view.canScroll(along: axis.other) || view.isDirectionalLockEnabled { locked[axis.other] = 0 }
            view.handle(.touchpad(delta: locked, at: time))
            return view
        case .touchpadEnded:
            guard let (view, _) = swipe else { return nil }
            swipe = nil
            view.handle(input)
            return view
        case .wheel, .key:
            guard let view = Self.scrollView(at: point, in: root, along: input.axis) else { return nil }
            view.handle(input)
            return view
        }
    }
}
