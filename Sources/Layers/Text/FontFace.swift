import Synchronization
import CFreeType
import CHarfBuzz

/// One font file opened at one pixel size: a FreeType face with a HarfBuzz font on it.
///
/// A face is fixed to a size (FreeType's char size = points × scale) so text is hinted
/// and rasterized for the device pixels it lands on, crisp at scale 1, 2 or 1.5.
/// HarfBuzz reads unhinted advances from it (subpixel positions stay exact, and line
/// breaks do not move between scales); glyphs are drawn with light, vertical-only
/// hinting, which keeps stems sharp without distorting shapes.
final class FontFace {
    /// Unique per open face: glyph cache keys use it instead of (file, index, size).
    let id: Int
    let match: FontMatch
    /// The em size in device pixels.
    let pixelSize: Double
    /// Distance from the baseline up to the top of the tallest glyphs, in device pixels.
    let ascender: Double
    /// Distance from the baseline down to the bottom of descenders (positive), in device pixels.
    let descender: Double
    /// Baseline-to-baseline distance from the font's metrics, in device pixels.
    let lineHeight: Double
    /// True for colour fonts (emoji: CBDT bitmaps or COLR layers), drawn as images, not coverage.
    let isColor: Bool
    /// How much a bitmap-only face's strike is scaled to reach `pixelSize` (1 for outline faces).
    let bitmapScale: Double

    /// The font's own ellipsis, "…" (or "..." without one), shaped once.
    private(set) lazy var ellipsis: ShapedText = {
        let mark = shape("\u{2026}")
        return mark.glyphs.contains(0) ? shape("...") : mark
    }()

    /// The file's face, shared with the other sizes; `size` is this face's own.
    private let file: FreeTypeFace
    private let size: FT_Size
    private var face: FT_Face {
        // Every use goes through here: FreeType and HarfBuzz read the face's active size.
        FT_Activate_Size(size)
        return file.handle
    }
    private let font: OpaquePointer
    private let buffer: OpaquePointer

    /// Numbers faces for caches keyed by face; atomic because text is laid out from any thread.
    private static let nextID = Atomic<Int>(0)

    /// Must be called under ``TextEngine``'s lock, like every other method here.
    init(file: FreeTypeFace, match: FontMatch, pixelSize: Double) throws {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 16384 else { throw FontError.invalidSize(pixelSize) }
        let opened = file.handle
        var newSize: FT_Size?
        let error = FT_New_Size(opened, &newSize)
        guard error == 0, let newSize else {
            throw FontError.unreadableFont(path: match.path, index: match.index, freeTypeError: error)
        }
        FT_Activate_Size(newSize)
        let strikeScale: Double
        do {
            strikeScale = try Self.setSize(opened, pixelSize: pixelSize)
        } catch let code as FreeTypeCode {
            FT_Done_Size(newSize)
            throw FontError.unreadableFont(path: match.path, index: match.index, freeTypeError: code.value)
        }
        self.file = file
        size = newSize
        bitmapScale = strikeScale
        isColor = opened.pointee.face_flags & CFreeType_FACE_FLAG_COLOR != 0
        // HarfBuzz takes its scale from the active size, ours, now.
        font = hb_ft_font_create_referenced(opened)
        hb_ft_font_set_load_flags(font, CFreeType_LOAD_NO_HINTING)
        buffer = hb_buffer_create()
        id = Self.nextID.add(1, ordering: .relaxed).newValue
        self.match = match
        self.pixelSize = pixelSize
        let rec = opened.pointee
        let perUnit = rec.units_per_EM > 0 ? pixelSize / Double(rec.units_per_EM) : 0
        if perUnit > 0 {
            ascender = Double(rec.ascender) * perUnit
            descender = -Double(rec.descender) * perUnit
            lineHeight = max(Double(rec.height) * perUnit, ascender + descender)
        } else {
            let m = rec.size.pointee.metrics
            ascender = Double(m.ascender) / 64 * strikeScale
            descender = -Double(m.descender) / 64 * strikeScale
            lineHeight = Double(m.height) / 64 * strikeScale
        }
    }

    private struct FreeTypeCode: Error { let value: Int32 }

    /// Sizes an outline face to `pixelSize`, or picks a bitmap-only face's (colour
    /// emoji's) nearest strike at or above it; returns how much the strike's bitmaps
    /// must shrink (1 for outlines).
    private static func setSize(_ face: FT_Face, pixelSize: Double) throws -> Double {
        let rec = face.pointee
        if rec.face_flags & CFreeType_FACE_FLAG_SCALABLE == 0, rec.num_fixed_sizes > 0, let sizes = rec.available_sizes {
            var best = 0
            for i in 0..<Int(rec.num_fixed_sizes) {
                let ppem = Double(sizes[i].y_ppem) / 64, bestPPEM = Double(sizes[best].y_ppem) / 64
                let better = bestPPEM < pixelSize ? ppem > bestPPEM : (ppem >= pixelSize && ppem < bestPPEM)
                if better { best = i }
            }
            let error = FT_Select_Size(face, FT_Int(best))
            guard error == 0 else { throw FreeTypeCode(value: error) }
            let ppem = Double(sizes[best].y_ppem) / 64
            return ppem > 0 ? pixelSize / ppem : 1
        }
        let error = FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72)
        guard error == 0 else { throw FreeTypeCode(value: error) }
        return 1
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        FT_Done_Size(size)
    }

    /// Shapes one line of text (no line breaks in it) with HarfBuzz: kerning,
    /// ligatures and marks come from the font's OpenType tables.
    func shape(_ text: Substring) -> ShapedText {
        hb_buffer_clear_contents(buffer)
        let added: Void? = text.utf8.withContiguousStorageIfAvailable { add($0) }
        if added == nil {
            var copy = String(text)
            copy.withUTF8 { add($0) }
        }
        hb_buffer_guess_segment_properties(buffer)
        FT_Activate_Size(size)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var shaped = ShapedText(text: text)
        shaped.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let info = infos![i], pos = positions![i]
            shaped.append(glyph: info.codepoint, cluster: Int(info.cluster),
                          advance: Double(pos.x_advance) / 64,
                          offset: Point(x: Double(pos.x_offset) / 64, y: -Double(pos.y_offset) / 64))
        }
        return shaped
    }

    private func add(_ utf8: UnsafeBufferPointer<UInt8>) {
        utf8.withMemoryRebound(to: CChar.self) {
            hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
        }
    }

    /// FreeType's own unhinted advance of a glyph in device pixels, without kerning.
    func advance(of glyph: UInt32) -> Double {
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(face, FT_UInt(glyph), CFreeType_LOAD_NO_HINTING, &advance) == 0 else { return 0 }
        return Double(advance) / 65536
    }

    /// The family name the file itself gives (FreeType's `family_name`).
    var familyName: String? { file.handle.pointee.family_name.map { String(cString: $0) } }

    /// The glyph for a character, or 0 (.notdef) when the font lacks it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// Rasterizes a glyph with its pen position `subpixel` quarter pixels right of a
    /// whole pixel, so glyphs keep their exact spacing. Colour glyphs come as
    /// premultiplied BGRA scaled to the face's size. Nil when FreeType cannot draw it.
    func rasterize(_ glyph: UInt32, subpixel: Int) -> GlyphBitmap? {
        // A colour font's plain glyphs (COLR fonts have some) come out of the outline path below.
        if isColor, let colored = rasterizeColor(glyph) { return colored }
        guard FT_Load_Glyph(face, FT_UInt(glyph), CFreeType_LOAD_TARGET_LIGHT | CFreeType_LOAD_NO_BITMAP) == 0,
              let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, subpixel != 0 {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel * 16), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_LIGHT) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if width > 0, height > 0, let src = bitmap.buffer {
            let mono = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue)
            for y in 0..<height {
                let row = src + y * pitch
                for x in 0..<width {
                    coverage[y * width + x] = mono ? ((row[x >> 3] >> (7 - UInt8(x & 7))) & 1) * 255 : row[x]
                }
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                           top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }

    /// A colour glyph (emoji) through `FT_LOAD_COLOR`, shrunk from its strike to the face's size.
    private func rasterizeColor(_ glyph: UInt32) -> GlyphBitmap? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), CFreeType_LOAD_COLOR) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let src = bitmap.buffer else { return nil }
        let strike = ColorStrike(width: Int(bitmap.width), height: Int(bitmap.rows), pitch: Int(bitmap.pitch),
                                 left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), pixels: src)
        return strike.scaled(by: bitmapScale)
    }
}
