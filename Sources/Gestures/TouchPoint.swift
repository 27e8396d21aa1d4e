import Layers

/// One finger (or the pointer with its primary button held) over the window, as `UITouch`.
///
/// Locations are in window points, the root layer's coordinates; a recognizer converts
/// them into a layer's space with ``GestureRecognizer/location(in:)``.
public struct TouchPoint: Equatable, Sendable {
    /// The id the pointer's touch uses; real touches use the compositor's ids (≥ 0).
    public static let pointerID: Int32 = -1

    /// What happened to the touch.
    public enum Phase: Equatable, Sendable {
        /// It went down.
        case began
        /// It moved.
        case moved
        /// It lifted.
        case ended
        /// The system took it away.
        case cancelled
    }

    /// Which touch this is, for as long as it is down.
    public let id: Int32
    /// Where it is now.
    public var location: Point
    /// What happened to it.
    public var phase: Phase
    /// When it changed, in the tree's time: the input device's time of the
    /// event, which can be earlier than the moment it is handled.
    public var timestamp: MediaTime
    /// Every position it passed through since it was last delivered, oldest first, the
    /// last one being ``location`` at ``timestamp`` (UIKit's `coalescedTouches`).
    public var coalesced: [TouchSample] {
        get { earlierSamples ?? [TouchSample(timestamp: timestamp, location: location)] }
        set { earlierSamples = newValue }
    }
    /// The coalesced samples when the event brought them; nil for just the touch itself,
    /// so a touch delivered every frame allocates no array.
    private var earlierSamples: [TouchSample]?

    /// A touch at `location`; `coalesced` defaults to that one sample.
    public init(id: Int32, location: Point, phase: Phase, timestamp: MediaTime, coalesced: [TouchSample]? = nil) {
        self.id = id
        self.location = location
        self.phase = phase
        self.timestamp = timestamp
        earlierSamples = coalesced
    }

    /// Equal when everything public is: a touch made with its one sample spelled out
    /// equals one made without.
    public static func == (a: TouchPoint, b: TouchPoint) -> Bool {
        a.id == b.id && a.location == b.location && a.phase == b.phase && a.timestamp == b.timestamp
            && (a.earlierSamples == nil && b.earlierSamples == nil || a.coalesced == b.coalesced)
    }

    /// Calls `body` with each of ``coalesced``, oldest first, without making the array.
    func forEachCoalesced(_ body: (TouchSample) -> Void) {
        if let earlierSamples {
            for sample in earlierSamples { body(sample) }
        } else {
            body(TouchSample(timestamp: timestamp, location: location))
        }
    }
}
