import FoundationEssentials
import Synchronization

/// The text machinery shared by every layout: FreeType, open faces and rasterized glyphs.
///
/// FreeType and HarfBuzz objects are not thread-safe, so they live here behind one
/// lock, and callers reach them only inside ``withFace(_:scale:database:_:)``. That lock
/// is why `@unchecked Sendable` holds: `library`, the face cache and the glyph cache are
/// only touched with it held.
final class TextEngine: @unchecked Sendable {
    static let shared = TextEngine()

    private let lock = Mutex(())
    private var library: FreeTypeLibrary?
    private let faces = FaceCache()
    private let glyphs = GlyphCache()

    /// What a body run under the lock may use besides the font's own face: the faces
    /// of other files at the same size (fallback fonts) and the glyph cache.
    struct Faces {
        fileprivate let engine: TextEngine
        fileprivate let library: FreeTypeLibrary
        let pixelSize: Double

        /// The face of `match`'s file at this pixel size, opened on first use.
        func face(_ match: FontMatch) throws -> FontFace {
            let glyphs = engine.glyphs
            return try engine.faces.face(for: match, pixelSize: pixelSize, library: library) { glyphs.remove(face: $0) }
        }

        /// The cached bitmap of `glyph` in `face` (see ``GlyphCache``).
        func bitmap(_ glyph: UInt32, in face: FontFace, subpixel: Int) -> GlyphBitmap? {
            engine.glyphs.bitmap(glyph, in: face, subpixel: subpixel)
        }
    }

    /// Runs `body` with the face for `font` at `scale` device pixels per point and the other faces at that size.
    func withFace<T>(_ font: Font, scale: Double, database: FontDatabase = .shared,
                     _ body: (FontFace, Faces) throws -> T) throws -> T {
        let pixelSize = font.size * scale
        guard pixelSize.isFinite, pixelSize > 0 else { throw FontError.invalidSize(pixelSize) }
        return try withFace(database.match(font), pixelSize: pixelSize, body)
    }

    /// Runs `body` with the face of `match` at `pixelSize` device pixels per em and the other faces at that size.
    func withFace<T>(_ match: FontMatch, pixelSize: Double, _ body: (FontFace, Faces) throws -> T) throws -> T {
        guard pixelSize.isFinite, pixelSize > 0 else { throw FontError.invalidSize(pixelSize) }
        return try lock.withLock { _ in
            if library == nil { library = try FreeTypeLibrary() }
            let faces = Faces(engine: self, library: library!, pixelSize: pixelSize)
            return try body(faces.face(match), faces)
        }
    }
}
