import Layers
/// What a window shows. Scenes implement it; the window owns buffers and pacing.
///
/// The first four requirements are what every content does. The rest are abilities
/// some content has. They have no defaults here, so content that wraps other content
/// (a scene switcher, say) cannot forget to forward one: the compiler asks for each.
/// Content that wraps nothing conforms to ``StandaloneWindowContent`` instead, whose
/// defaults say "not this one", so the window asks every content the same way instead
/// of looking for other protocols.
///
/// The window calls it on the main actor, from its turn of the event loop.
@MainActor
public protocol WindowContent: AnyObject {
    /// The window's logical size (surface coordinates) and scale changed. Called before the first draw.
    func resize(width: Int, height: Int, scale: Double)
    /// True when something will change at `time` (animations running, model changed); the window requests frames only while true.
    func needsFrame(at time: ClockTime) -> Bool
    /// Draws the frame for `time` into `target` (premultiplied ARGB8888, buffer pixels = logical × scale, rounded) and returns the damaged rectangles in buffer pixels. `target` holds this buffer's previous contents; `target.age` tells how many frames old they are (0 = undefined contents, redraw everything).
    func draw(into target: PixelTarget, at time: ClockTime) -> [PixelRect]
    /// Input in logical surface coordinates, with its ``InputTiming`` on the window's
    /// clock: start animations from `timing.handled` (now); gestures measure velocities
    /// from `timing.happened` and every motion sample in `timing.samples` (the window
    /// holds pointer motion for the next frame, see ``Window``).
    func handle(_ event: InputEvent, timing: InputTiming<ClockTimeline>)

    /// The next time after `time` at which something changes while ``needsFrame(at:)``
    /// says nothing does now (an animation that begins in two seconds), or nil when
    /// nothing is scheduled (input will wake the window). The window sleeps until then:
    /// without it, such content would either draw identical frames or never wake up.
    func nextChange(after time: ClockTime) -> ClockTime?

    /// The window lends a ``SubsurfaceHost`` once its surface exists, for content that
    /// shows parts of itself in subsurfaces of its own, and takes it back (`nil`) before
    /// destroying the surface: the content destroys its subsurfaces then. What the
    /// content commits on them between two window commits shows with the window's next
    /// commit (they are synchronized).
    func attach(_ host: SubsurfaceHost?)

    /// The compositor showed two frames drawn back to back `interval` apart
    /// (`wp_presentation` feedback), for content that shows its own frame timing.
    func framePresented(interval: TimeSpan)

    /// The compositor showed the first frame reflecting a drag's event `latency` after
    /// the event happened (what `run --stats` reports as input latency), for content that shows its own timing.
    func inputPresented(latency: TimeSpan)

    /// The accessible tree assistive technology reads (``AccessibilityBridge``), for
    /// content drawn from a layer tree; nil for content that exposes nothing.
    var accessibilityTree: AccessibilityTree? { get }

    /// True when every pixel the content draws is opaque. The window's client-side frame
    /// then draws nothing under the content (only the bar, the shadow and the rounded
    /// corners' backing), so a launch's first frame and every resize touch a tenth of
    /// the frame surface's pixels. Asked at each configure.
    var isOpaque: Bool { get }

    /// Maps a slice (a megabyte at most, well under a millisecond) of the memory the next
    /// frames will write for the first time, such as a back buffer made for a new size
    /// (`PageWarmer` says why); returns the bytes mapped, 0 when nothing is left. The
    /// window calls it while its loop waits for events, after a commit.
    func mapMemoryAhead() -> Int

    /// Does one slice (a millisecond or so) of what the next frames will need, found by
    /// the last one, such as text an animation is scaling, rasterized at the scales it
    /// will show at (`Renderer.prepareAhead()` in Layers); false when none was left. The
    /// window calls it while its loop waits for events, after a commit, once no memory
    /// is left to map ahead, even while frames are due: a frame that comes first does
    /// the work itself.
    func prepareAhead() -> Bool

    /// Does one slice (a few milliseconds at most) of the work the content put off so
    /// that a frame could be shown first, such as preparing what a later gesture needs;
    /// false when none was left. The window calls it while its loop waits for events,
    /// after a commit (or a frame not committed because it changed no pixel), once no
    /// memory is left to map ahead (``mapMemoryAhead()``) and ``needsFrame(at:)`` says no
    /// frame is due, and again after each slice that did some.
    func doIdleWork() -> Bool
}

extension WindowContent {
    /// Input that happened at the time it is handled (scripts, tests).
    public func handle(_ event: InputEvent, at time: ClockTime) { handle(event, timing: InputTiming(handled: time)) }
}

/// Window content that draws by itself and wraps no other content: the optional
/// abilities of ``WindowContent`` default to "not this one". A wrapper conforms to
/// ``WindowContent`` itself, and so has to say what it does with each.
@MainActor
public protocol StandaloneWindowContent: WindowContent {}

extension StandaloneWindowContent {
    /// Nothing scheduled: input will wake the window.
    public func nextChange(after time: ClockTime) -> ClockTime? { nil }
    /// Draws only in the window's own surface.
    public func attach(_ host: SubsurfaceHost?) {}
    /// Shows no frame timing.
    public func framePresented(interval: TimeSpan) {}
    /// Shows no input latency.
    public func inputPresented(latency: TimeSpan) {}
    /// Exposes nothing to assistive technology.
    public var accessibilityTree: AccessibilityTree? { nil }
    /// May be translucent: the window frame draws its colour under it.
    public var isOpaque: Bool { false }
    /// Nothing to map ahead.
    public func mapMemoryAhead() -> Int { 0 }
    /// Nothing to prepare.
    public func prepareAhead() -> Bool { false }
    /// Nothing put off.
    public func doIdleWork() -> Bool { false }
}
