import Layers
/// Remembers the damage of recent frames so content can bring an older buffer up to date.
///
/// A buffer of age `n` shows the frame from `n` frames ago: to make it current, redraw
/// what changed in this frame plus what changed in the `n - 1` frames before it.
public struct DamageHistory: Sendable {
    /// How many frames back it remembers; older buffers are redrawn in full.
    public let depth: Int
    private var frames: [[PixelRect]] = []

    /// A history of `depth` frames (at least 1).
    public init(depth: Int = 4) { self.depth = max(1, depth) }

    /// Records the damage of the frame just drawn (newest last).
    public mutating func record(_ damage: [PixelRect]) {
        frames.append(damage)
        if frames.count > depth { frames.removeFirst(frames.count - depth) }
    }

    /// Forgets everything, e.g. after a resize: every buffer needs a full redraw.
    public mutating func reset() { frames.removeAll() }

    /// What to redraw in a buffer of `age` besides this frame's own damage,
    /// or nil when the buffer must be redrawn completely.
    public func repairs(forAge age: Int) -> [PixelRect]? {
        guard age >= 1, age - 1 <= frames.count else { return nil }
        return frames.suffix(age - 1).flatMap { $0 }
    }
}
