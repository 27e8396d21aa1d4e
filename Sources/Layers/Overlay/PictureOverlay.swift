/// Something drawn over a finished picture on its way to the screen — a frame-time
/// graph, outlines of what was redrawn — and never into the picture itself.
///
/// The renderer's picture (a window's back buffer) stays exactly what the tree draws,
/// so damage tracking is not disturbed: each frame, whoever presents the picture first
/// restores from it the pixels the overlay covered last frame and will cover now
/// (``OverlayRestoration``), then lets the overlay draw. An overlay whose contents did
/// not change still draws each presented frame; it asks for a frame of its own only
/// through ``needsDisplay``.
@MainActor
public protocol PictureOverlay: AnyObject {
    /// The device pixels the overlay will draw on in a picture of `width`×`height`
    /// whose latest frame redrew `damage`. Called once per presented frame, before
    /// ``draw(onto:)``.
    func prepare(width: Int, height: Int, damage: [PixelRect]) -> [PixelRect]
    /// Draws over `picture`, whose pixels under the prepared rectangles are the tree's.
    func draw(onto picture: Image)
    /// True when the overlay changed on its own (it was shown or hidden, say) and the
    /// window should present a frame even though the tree did not change.
    var needsDisplay: Bool { get }
    /// The frame about to be presented took `drawDuration` to draw (for overlays that time frames).
    func recordFrame(drawDuration: TimeSpan)
    /// The compositor showed two consecutive frames `interval` apart.
    func recordPresented(interval: TimeSpan)
    /// The first frame showing a drag's event was presented `latency` after the event.
    func recordInputLatency(_ latency: TimeSpan)
}

extension PictureOverlay {
    public func recordFrame(drawDuration: TimeSpan) {}
    public func recordPresented(interval: TimeSpan) {}
    /// Times no input: nothing to record.
    public func recordInputLatency(_ latency: TimeSpan) {}
}

/// The pixels an overlay covered on the previous frame, which must be restored from
/// the picture before it draws again (or disappears).
@MainActor
public struct OverlayRestoration {
    // Both are refilled in place each frame: presenting allocates nothing once warm.
    private var covered: [PixelRect] = []
    private var presented: [PixelRect] = []

    /// An empty record: nothing was covered yet.
    public init() {
        covered.reserveCapacity(16)
        presented.reserveCapacity(64)
    }

    /// What to bring over from the picture this frame: the frame's `damage`, then what
    /// `overlay` covered last frame and what it will cover now (nil: none, or hidden), in
    /// that order (just `damage` when the overlay covers nothing, now or before). The
    /// result is also what changed on screen.
    public mutating func rectsToPresent(damage: [PixelRect], overlay: PictureOverlay?,
                                        width: Int, height: Int) -> [PixelRect] {
        let now = overlay?.prepare(width: width, height: height, damage: damage) ?? []
        guard !now.isEmpty || !covered.isEmpty else { return damage }
        presented.removeAll(keepingCapacity: true)
        presented.append(contentsOf: damage)
        presented.append(contentsOf: covered)
        presented.append(contentsOf: now)
        covered.removeAll(keepingCapacity: true)
        covered.append(contentsOf: now)
        return presented
    }

    /// True when the overlay covers something this frame (as of the last
    /// ``rectsToPresent(damage:overlay:width:height:)``): only then is there anything to draw.
    public var isCovering: Bool { !covered.isEmpty }

    /// Forgets what was covered: for a target whose pixels are all replaced anyway.
    public mutating func reset() { covered.removeAll(keepingCapacity: true) }
}
