/// Open faces by (file, face index, pixel size), so a size is opened once.
///
/// Opening a face parses the font file and sets up HarfBuzz, far too slow to do per
/// layout; a file is parsed once (``FreeTypeFace``) and its sizes share it. The cache
/// is small and bounded: when full, the least recently used face closes and its
/// glyphs leave the ``GlyphCache``, and a file no open face uses closes with it.
final class FaceCache {
    private struct Key: Hashable {
        let path: String
        let index: Int
        /// The pixel size in 1/64 px, FreeType's own precision.
        let size: Int
    }

    let capacity: Int
    private struct FileKey: Hashable {
        let path: String
        let index: Int
    }

    private var faces: [Key: FontFace] = [:]
    private var files: [FileKey: FreeTypeFace] = [:]
    private var lastUse: [Key: UInt64] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int = 48) { self.capacity = max(1, capacity) }

    var count: Int { faces.count }

    /// The face for `match` at `pixelSize`, opened on first use; `evicted` hears of any face closed to make room.
    func face(for match: FontMatch, pixelSize: Double, library: FreeTypeLibrary,
              evicted: (FontFace) -> Void) throws -> FontFace {
        guard pixelSize.isFinite, pixelSize > 0 else { throw FontError.invalidSize(pixelSize) }
        let key = Key(path: match.path, index: match.index, size: Int((pixelSize * 64).rounded()))
        clock &+= 1
        if let face = faces[key] {
            lastUse[key] = clock
            return face
        }
        if faces.count >= capacity, let oldest = lastUse.min(by: { $0.value < $1.value })?.key {
            if let gone = faces.removeValue(forKey: oldest) { evicted(gone) }
            lastUse[oldest] = nil
            if !faces.keys.contains(where: { $0.path == oldest.path && $0.index == oldest.index }) {
                files[FileKey(path: oldest.path, index: oldest.index)] = nil
            }
        }
        let fileKey = FileKey(path: match.path, index: match.index)
        let file = try files[fileKey] ?? FreeTypeFace(library: library, match: match)
        files[fileKey] = file
        let face = try FontFace(file: file, match: match, pixelSize: Double(key.size) / 64)
        faces[key] = face
        lastUse[key] = clock
        return face
    }
}
