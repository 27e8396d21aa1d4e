import CPixman

/// Direct drawing on a finished picture, outside any ``Renderer`` frame: what an
/// overlay (``PictureOverlay``) uses to put itself over the picture on its way to the
/// screen, and what restores the picture under it afterwards.
extension Image {
    /// Copies `rect` (clipped to both images) from `source`, at the same place.
    public func copy(_ rect: PixelRect, from source: Image) {
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: min(width, source.width), height: min(height, source.height)))
        guard !r.isEmpty else { return }
        pixman_image_composite32(PIXMAN_OP_SRC, source.pixmanImage, nil, pixmanImage,
                                 Int32(r.x), Int32(r.y), 0, 0, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        pixelsDidChange()
    }

    /// Blends `source` over this image with its top-left corner at (`x`, `y`).
    public func draw(_ source: Image, atX x: Int, y: Int) {
        let r = PixelRect(x: x, y: y, width: source.width, height: source.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, source.pixmanImage, nil, pixmanImage,
                                 Int32(r.x - x), Int32(r.y - y), 0, 0, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        pixelsDidChange()
    }

    /// Blends `color` over `rect` (clipped to the image).
    public func fill(_ rect: PixelRect, with color: Color) {
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        let argb = color.premultipliedARGB32()
        guard !r.isEmpty, argb >> 24 != 0 else { return }
        // pixman's colours are 16 bits per channel, premultiplied.
        func channel(_ shift: UInt32) -> UInt16 { UInt16((argb >> shift) & 0xFF) * 0x101 }
        var solid = pixman_color_t(red: channel(16), green: channel(8), blue: channel(0), alpha: channel(24))
        guard let source = pixman_image_create_solid_fill(&solid) else { return }
        defer { pixman_image_unref(source) }
        pixman_image_composite32(argb >> 24 == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, nil, pixmanImage,
                                 0, 0, 0, 0, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        pixelsDidChange()
    }
}
