/// Rasterized glyphs by (face, glyph, subpixel offset), so each is drawn once.
///
/// The face stands for file and pixel size together; the pen's fraction of a pixel is
/// bucketed to quarters, which keeps spacing even with at most four bitmaps per glyph.
/// It is bounded: past `capacity` glyphs it starts over, which costs a re-rasterize
/// of what is on screen and nothing else.
final class GlyphCache {
    /// Subpixel positions per pixel.
    static let subpixelSteps = 4

    private struct Key: Hashable {
        let face: Int
        let glyph: UInt32
        let subpixel: UInt8
    }

    let capacity: Int
    private var bitmaps: [Key: GlyphBitmap] = [:]

    init(capacity: Int = 8192) { self.capacity = max(1, capacity) }

    /// The bitmap of `glyph` in `face` with the pen `subpixel` quarter pixels right of a whole pixel.
    func bitmap(_ glyph: UInt32, in face: FontFace, subpixel: Int) -> GlyphBitmap? {
        let key = Key(face: face.id, glyph: glyph, subpixel: UInt8(subpixel))
        if let hit = bitmaps[key] { return hit }
        guard let drawn = face.rasterize(glyph, subpixel: subpixel) else { return nil }
        if bitmaps.count >= capacity { bitmaps.removeAll(keepingCapacity: true) }
        bitmaps[key] = drawn
        return drawn
    }

    /// Drops the glyphs of a face that was closed.
    func remove(face: FontFace) {
        bitmaps = bitmaps.filter { $0.key.face != face.id }
    }
}
