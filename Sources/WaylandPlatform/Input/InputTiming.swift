import Layers

/// When an input event happened and when it is handled, with every motion sample it
/// stands for, on the timeline `T`: the time an event carries to the content.
///
/// The window hands it to its content on its own clock (`ClockTimeline`);
/// ``LayerTreeContent`` hands it on to the tree's input handlers in the tree's time
/// (`MediaTimeline`), with ``converted(_:)`` and the tree's `LayerHost`.
///
/// The window draws once per frame, so it hands the content pointer motion once per
/// frame too, at the latest position. ``samples`` keep every
/// position the compositor reported since the previous delivery, each with its own
/// time, so a velocity is measured from all of them (as UIKit's coalesced touches).
public struct InputTiming<T: Timeline>: Equatable, Sendable {
    /// When the event is handled: now. Start animations from it.
    public var handled: Instant<T>
    /// When the compositor says the event happened: earlier than ``handled`` by however
    /// long it waited (in the socket, or held for the next frame); ``handled`` when the
    /// event carries no timestamp. Gestures measure velocities with it.
    public var happened: Instant<T>
    /// For pointer motion: every position it passed through since the previous one
    /// delivered, oldest first, the last being the event's own. Empty for other events.
    public var samples: [MotionSample<T>]

    /// An event handled at `handled` that happened at `happened` (`handled` if not given).
    public init(handled: Instant<T>, happened: Instant<T>? = nil, samples: [MotionSample<T>] = []) {
        self.handled = handled
        self.happened = happened ?? handled
        self.samples = samples
    }

    /// The same timing on another timeline, every moment converted by `convert` (a
    /// tree's `LayerHost.mediaTime(at:)`).
    public func converted<U>(_ convert: (Instant<T>) -> Instant<U>) -> InputTiming<U> {
        InputTiming<U>(handled: convert(handled), happened: convert(happened),
                       samples: samples.map { MotionSample(time: convert($0.time), x: $0.x, y: $0.y) })
    }
}

/// One position of the pointer, in points, at the time the compositor reported it.
public struct MotionSample<T: Timeline>: Equatable, Sendable {
    /// When, on the timeline of the ``InputTiming`` holding it.
    public var time: Instant<T>
    /// Points from the content's left edge.
    public var x: Double
    /// Points from the content's top edge.
    public var y: Double

    /// A position at a moment.
    public init(time: Instant<T>, x: Double, y: Double) {
        self.time = time
        self.x = x
        self.y = y
    }
}
