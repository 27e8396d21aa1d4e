/// What a cached coverage mask shows and how it was rasterized: equal keys mean equal
/// pixels, so a layer that did not change finds its mask again without rasterizing.
struct MaskKey: Hashable {
    /// The shape, in the layer's coordinates.
    enum Shape: Hashable {
        case roundedRect(Rect, radius: Double)
        /// A border: the rounded rect minus the same inset by `width`.
        case ring(Rect, radius: Double, width: Double)
        case fill(Path, FillRule, antialiased: Bool)
        case stroke(Path, StrokeStyle, start: Double, end: Double, antialiased: Bool)
    }

    var shape: Shape
    /// Layer coordinates → raster pixels (a scale and a sub-pixel phase).
    var raster: AffineTransform
    /// The raster pixels the mask covers (its pixel (0, 0) is `region.x, region.y`).
    var region: PixelRect
    /// Gaussian blur, standard deviation in raster pixels; 0 for none (shadows).
    var blur: Double = 0
}
