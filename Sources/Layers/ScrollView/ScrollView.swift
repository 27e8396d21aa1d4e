/// A layer that shows part of larger content and lets the user move it, as `UIScrollView`.
///
/// Put the content in sublayers, laid out in content coordinates, and say how large it
/// is with ``contentSize``. The view shows the part at ``contentOffset``: the offset is
/// its bounds' origin, so sublayers move without being touched, as in UIKit.
/// ``contentInset`` adds room around the content.
///
/// The user moves the content with a finger (Gestures' `addPanGestureRecognizer()`),
/// the touchpad, the wheel and the keyboard (``handle(_:)``, fed by ``ScrollRouter``).
/// A release goes on with momentum (``decelerationRate``), bounces back from past an
/// edge (``bounces``, with ``RubberBand`` while dragging) or springs onto a page
/// (``isPagingEnabled``, ``paging``). Every motion after a release is a pure function of
/// the tree's time (``LayerHost``): an offscreen run on a manual clock reproduces every
/// frame. The ``delegate`` hears when scrolling starts, moves and ends, and may change
/// where a drag comes to rest.
///
/// Outside a hosted tree nothing animates: animated changes and releases jump to where
/// they would end.
@MainActor
open class ScrollView: Layer {
    /// Follows the scrolling; held weakly.
    public weak var delegate: (any ScrollViewDelegate)?

    /// The longest content, in points along an axis, a scroll view takes: larger sizes
    /// are clamped to it (a billion points keeps offsets exact to a ten-millionth).
    public static let maximumContentLength = 1e9

    /// The size of the content, in points. Values that are not numbers or negative read
    /// as 0, infinite or larger ones as ``maximumContentLength``.
    public var contentSize = Size.zero {
        didSet {
            let clean = Size(width: Self.length(contentSize.width), height: Self.length(contentSize.height))
            if clean != contentSize { contentSize = clean }
            contentGeometryDidChange()
        }
    }

    /// Room around the content, in points, as `UIScrollView.contentInset`: the offset
    /// can go from −left/−top to the content's far edge plus right/bottom. Values that
    /// are not finite read as 0.
    public var contentInset = EdgeInsets.zero {
        didSet {
            let clean = contentInset.finite.clamped(to: Self.maximumContentLength)
            if clean != contentInset { contentInset = clean }
            contentGeometryDidChange()
        }
    }

    /// The point of the content at the view's top left corner: the bounds' origin.
    /// Setting it stops any motion and moves there at once (values that are not finite
    /// are ignored; it is kept within ±``maximumContentLength``).
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Whether the user can scroll the view at all (a program still can).
    public var isScrollEnabled = true
    /// Whether content goes past its edges under a drag and springs back (true by default).
    public var bounces = true
    /// Whether a drag moves the content vertically even when it fits (with a bounce).
    public var alwaysBounceVertical = false
    /// Whether a drag moves the content horizontally even when it fits (with a bounce).
    public var alwaysBounceHorizontal = false
    /// Whether a drag that starts mostly along one axis stays on it (for content that
    /// scrolls both ways).
    public var isDirectionalLockEnabled = false
    /// Whether releases, wheel steps and keys come to rest on a page (a ``paging`` page).
    public var isPagingEnabled = false
    /// How paging picks its page and springs there; UIScrollView's by default.
    public var paging = ScrollPaging.standard
    /// How quickly a release slows down.
    public var decelerationRate = DecelerationRate.normal
    /// Whether a mouse drag with the primary button moves the content as a finger does.
    /// Off, as on desktops; Gestures' pan recognizer reads it.
    public var isMouseDragEnabled = false
    /// How far a wheel notch (120 in `axis_value120`) scrolls, in points; nil (the
    /// default) takes GTK's rule, the viewport's length to the power 2/3.
    public var wheelStepLength: Double? {
        didSet { if let value = wheelStepLength, !(value.isFinite && value > 0) { wheelStepLength = nil } }
    }

    /// Whether the vertical indicator shows while scrolling.
    public var showsVerticalScrollIndicator = true { didSet { layoutIndicators() } }
    /// Whether the horizontal indicator shows while scrolling.
    public var showsHorizontalScrollIndicator = true { didSet { layoutIndicators() } }

    /// What the offset is doing.
    var motion = ScrollMotion.idle
    /// When the content last came to rest, for the indicators' fade; nil once faded.
    var indicatorRest: MediaTime?
    /// True while the tree's host steps this view every frame.
    var isStepping = false
    /// Recent (time, raw offset) samples of a drag, for the touchpad's release velocity.
    var samples: [(time: MediaTime, offset: Point)] = []
    /// The two indicator bars, created with the view.
    let indicators = ScrollIndicators()

    /// An empty scroll view with zero bounds.
    public override init() {
        super.init()
        actions["bounds"] = .disabled
        samples.reserveCapacity(Self.sampleCapacity)
        indicators.install(in: self)
    }

    // MARK: State

    /// True from the moment a finger or the touchpad starts moving the content until it lets go.
    public var isDragging: Bool { if case .dragging = motion { true } else { false } }
    /// True while a finger or the touchpad is on the content (here: while dragging).
    public var isTracking: Bool { isDragging }
    /// True while the content goes on moving after a drag.
    public var isDecelerating: Bool { if case .decelerating = motion { true } else { false } }
    /// True while an animated change of offset runs.
    public var isScrollAnimating: Bool { if case .animating = motion { true } else { false } }

    // MARK: Geometry

    /// The smallest offset: −(left, top) inset.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset: the content's far edge plus the inset, less the view's size
    /// (never below the smallest).
    public var maximumContentOffset: Point {
        let low = minimumContentOffset, size = bounds.size
        let w = size.width.isFinite ? size.width : 0, h = size.height.isFinite ? size.height : 0
        return Point(x: max(contentSize.width + contentInset.right - w, low.x),
                     y: max(contentSize.height + contentInset.bottom - h, low.y))
    }

    /// The offsets the content may rest at along `axis`.
    public func contentOffsetRange(along axis: ScrollAxis) -> ClosedRange<Double> {
        minimumContentOffset[axis]...maximumContentOffset[axis]
    }

    /// Whether the user can move the content along `axis`: scrolling is enabled and the
    /// content (with its insets) is longer than the view, or it always bounces that way.
    public func canScroll(along axis: ScrollAxis) -> Bool {
        guard isScrollEnabled else { return false }
        let range = contentOffsetRange(along: axis)
        if range.upperBound - range.lowerBound > Self.fitTolerance { return true }
        return bounces && (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal)
    }

    /// The length of a page along `axis`: ``ScrollPaging/pageSize`` or the view's size
    /// less the insets (at least a point).
    public func pageLength(along axis: ScrollAxis) -> Double {
        let length = paging.pageSize?[axis] ?? (bounds.size[axis] - (axis == .horizontal ? contentInset.horizontal
                                                                                          : contentInset.vertical))
        return length.isFinite ? max(length, 1) : 1
    }

    /// `offset` moved into the range the content may rest in.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: min(max(offset.x.isFinite ? offset.x : low.x, low.x), high.x),
                     y: min(max(offset.y.isFinite ? offset.y : low.y, low.y), high.y))
    }

    /// Called whenever the content offset changed, before the delegate hears of it:
    /// subclasses lay out what became visible here (a list realizes its rows).
    open func contentOffsetDidChange() {}

    /// The content or its insets changed size: the indicators follow.
    func contentGeometryDidChange() { layoutIndicators() }

    /// Content shorter than the view by less than this still fits (rounding).
    static let fitTolerance = 1e-9
    /// How many velocity samples a drag keeps (more than a window's worth of events).
    static let sampleCapacity = 64

    static func length(_ value: Double) -> Double {
        value.isNaN || value < 0 ? 0 : min(value, maximumContentLength)
    }
}

extension EdgeInsets {
    /// Each value kept within ±`limit`.
    func clamped(to limit: Double) -> EdgeInsets {
        func c(_ v: Double) -> Double { min(max(v, -limit), limit) }
        return EdgeInsets(top: c(top), left: c(left), bottom: c(bottom), right: c(right))
    }
}
