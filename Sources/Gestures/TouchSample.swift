import Layers

/// Where a touch was at one moment: one of the positions the input device reported,
/// as UIKit's coalesced touches.
///
/// A window draws once per frame, so a touch that moved many times in between is
/// delivered once, at its latest position; its samples keep every position with the
/// moment it happened, so a velocity is measured from all of them.
public struct TouchSample: Equatable, Sendable {
    /// When the touch was here, in the tree's time.
    public var timestamp: MediaTime
    /// Where the touch was, in window points.
    public var location: Point

    /// A sample at `location`, taken at `timestamp`.
    public init(timestamp: MediaTime, location: Point) {
        self.timestamp = timestamp
        self.location = location
    }
}
