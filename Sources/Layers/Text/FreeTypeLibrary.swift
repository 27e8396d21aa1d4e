import CFreeType

/// The one FreeType library instance every ``FontFace`` is opened from.
///
/// FreeType wants one library per thread of use; ``TextEngine`` owns it and only
/// touches it under its lock, so faces and glyph loads never race.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FontError.freeTypeUnavailable(freeTypeError: error) }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
