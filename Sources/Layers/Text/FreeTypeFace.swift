import CFreeType

/// One font file's face as FreeType opened it, shared by every size it is drawn at.
///
/// Opening a face parses the file's tables: a few milliseconds for a CJK collection
/// of 65,000 glyphs, and memory for each copy. Each ``FontFace`` adds only an
/// `FT_Size` of its own to this one. Used only under ``TextEngine``'s lock.
final class FreeTypeFace {
    let handle: FT_Face

    init(library: FreeTypeLibrary, match: FontMatch) throws {
        var opened: FT_Face?
        let error = FT_New_Face(library.handle, match.path, FT_Long(match.index), &opened)
        guard error == 0, let opened else {
            throw FontError.unreadableFont(path: match.path, index: match.index, freeTypeError: error)
        }
        handle = opened
    }

    deinit { FT_Done_Face(handle) }
}
