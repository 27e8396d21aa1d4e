import Foundation

/// The text machinery shared by every layout: FreeType, open faces and rasterized glyphs.
///
/// FreeType and HarfBuzz objects are not thread-safe, so they live here behind one
/// lock, and callers reach them only inside ``withFace(_:scale:database:_:)``.
final class TextEngine: @unchecked Sendable {
    static let shared = TextEngine()

    private let lock = NSLock()
    private var library: FreeTypeLibrary?
    private let faces = FaceCache()
    private let glyphs = GlyphCache()

    /// Runs `body` with the face for `font` at `scale` device pixels per point and the glyph cache.
    func withFace<T>(_ font: Font, scale: Double, database: FontDatabase = .shared,
                     _ body: (FontFace, GlyphCache) throws -> T) throws -> T {
        let pixelSize = font.size * scale
        guard pixelSize.isFinite, pixelSize > 0 else { throw FontError.invalidSize(pixelSize) }
        let match = try database.match(font)
        lock.lock()
        defer { lock.unlock() }
        if library == nil { library = try FreeTypeLibrary() }
        let face = try faces.face(for: match, pixelSize: pixelSize, library: library!) { glyphs.remove(face: $0) }
        return try body(face, glyphs)
    }

    /// Glyph cache statistics, for tests and benchmarks.
    var glyphCacheStats: (count: Int, hits: Int, misses: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (glyphs.count, glyphs.hits, glyphs.misses)
    }
}
