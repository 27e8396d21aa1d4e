/// What one frame did to one window drawn on its own (``LevelRenderer``), and so what
/// a surface that shows it must do.
package enum LevelChange: Equatable {
    /// Shown and unchanged: no pixels drawn, nothing to commit.
    case unchanged
    /// Shown; these device-pixel rectangles of its picture changed.
    case redrawn([PixelRect])
    /// Shown after being hidden (or for the first time): the whole picture is new.
    case shown
    /// Just hidden or faded to alpha 0: unmap it.
    case hidden
    /// Hidden before and now: nothing drawn, nothing to commit.
    case stillHidden
}
