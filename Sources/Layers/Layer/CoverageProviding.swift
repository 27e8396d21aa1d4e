/// A layer that draws a coverage mask filled with its presentation `foregroundColor`:
/// the hook through which ``TextLayer`` (glyphs from FreeType) reaches the renderer
/// without the renderer knowing about fonts.
///
/// The renderer asks for the mask at the scale the layer appears on screen (device
/// pixels per point) and the presentation size of its bounds, every time it draws the
/// layer, so implementations must cache it and return the same mask until their content
/// changes; they call ``Layer/contentsDidChange()`` when it does, which is how damage
/// tracking notices.
public protocol CoverageProviding: Layer {
    /// The coverage at `scale` device pixels per point for bounds of `size`, and where the
    /// mask's top-left pixel sits, in points relative to `bounds.origin`: pixel (i, j)
    /// covers the square at `origin + (i, j) / scale`. Nil draws nothing.
    func coverageMask(scale: Double, size: Size) -> (mask: AlphaMask, origin: Point)?

    /// Pixels drawn as they are over the coverage (colour emoji in text), in the same
    /// box: the image's top-left pixel sits at `origin` and it has `scale` pixels per point.
    func colorImage(scale: Double, size: Size) -> (image: Image, origin: Point)?
}

extension CoverageProviding {
    /// No colour pixels: plain coverage providers only fill with their foreground colour.
    public func colorImage(scale: Double, size: Size) -> (image: Image, origin: Point)? { nil }
}
