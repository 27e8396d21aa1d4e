/// A layer that draws a coverage mask filled with its presentation `foregroundColor`:
/// the hook through which ``TextLayer`` (glyphs from FreeType) reaches the renderer
/// without the renderer knowing about fonts.
///
/// The renderer asks for the mask at the scale the layer appears on screen (device
/// pixels per point) whenever the layer is drawn, so implementations must cache it
/// (per scale and content) and return the same mask until their content changes; they
/// call ``Layer/contentsDidChange()`` when it does, which is how damage tracking notices.
public protocol CoverageProviding: Layer {
    /// The coverage at `scale` device pixels per layer point, and where the mask's
    /// top-left pixel sits in the layer's coordinates (bounds space). Pixel (i, j) of the
    /// mask covers the square at `origin + (i, j) / scale`. Nil draws nothing.
    func coverageMask(scale: Double) -> (mask: AlphaMask, origin: Point)?
}
