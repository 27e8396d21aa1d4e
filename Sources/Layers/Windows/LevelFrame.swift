/// What ``LevelRenderer`` did in one frame. Kept and refilled by the renderer, so a
/// steady frame allocates nothing.
@MainActor
package struct LevelFrame {
    /// What changed in the screen's background (the window's own surface).
    package var backdropDamage: [PixelRect] = []
    /// Every window now on the screen, bottom to top, with what the frame did to it.
    package var levels: [(level: RenderedLevel, change: LevelChange)] = []
    /// Windows that left the screen since the previous frame.
    package var removed: [RenderedLevel] = []
    /// True when the stacking differs from the previous frame's (a window came, went or moved).
    package var isRestacked = false

    /// Device pixels drawn in all: the background's damage and every redrawn level's.
    package var drawnPixels: Int {
        var total = backdropDamage.reduce(0) { $0 + $1.area }
        for (level, change) in levels {
            switch change {
            case let .redrawn(rects): total += rects.reduce(0) { $0 + $1.area }
            case .shown: total += level.image.map { $0.width * $0.height } ?? 0
            case .unchanged, .hidden, .stillHidden: break
            }
        }
        return total
    }
}
