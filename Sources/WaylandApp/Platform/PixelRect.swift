import Layers

/// Window damage is measured with the library's pixel rectangle, so the renderer's
/// damage goes to `damage_buffer` unchanged.
typealias PixelRect = Layers.PixelRect

extension Layers.PixelRect {
    /// The part inside `bounds` (empty when they do not overlap).
    func clipped(to bounds: PixelRect) -> PixelRect { intersection(bounds) }
}
