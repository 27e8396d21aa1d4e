import CFontconfig
import CPango

/// Pango's view of one ``FontDatabase``: a FreeType font map over the database's own
/// fontconfig configuration, and the context layouts are made in.
///
/// Pango does what per-script text needs and we do not write by hand: itemization by
/// script and direction (the Unicode bidi algorithm, through FriBiDi), font fallback
/// through fontconfig's sorted list and charset coverage (cached per font and
/// language), shaping with HarfBuzz, UAX #14 line breaking (Thai through libthai) and
/// ellipsization that knows about bidi. We take its glyphs and positions and draw them
/// ourselves with FreeType, so the cache and renderer are unchanged.
///
/// Pango objects are not thread-safe: an instance is used only under its database's lock,
/// which callers take through ``FontDatabase/withPango(_:)``.
final class PangoFonts {
    private let map: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The one layout every ``PangoParagraphs`` reuses (set up afresh each time): fewer allocations per layout.
    let layout: OpaquePointer
    /// The face behind each fontconfig pattern Pango's fonts have shown us, with a
    /// reference on the pattern so its address stays its own.
    private var matches: [OpaquePointer: FontMatch] = [:]
    /// The attributes every layout in a language gets, made once per language.
    private var attributeLists: [String: OpaquePointer] = [:]

    /// A font map over `config` (fontconfig keeps its own reference to it).
    init(config: OpaquePointer) throws {
        guard let map = pango_ft2_font_map_new() else { throw FontError.fontconfigUnavailable }
        // 72 dpi: a point in Pango is a pixel, and sizes are given in pixels anyway.
        pango_ft2_font_map_set_resolution(OpaquePointer(map), 72, 72)
        pango_fc_font_map_set_config(CPango_fc_font_map(map), config)
        guard let context = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw FontError.fontconfigUnavailable
        }
        // Subpixel positions: we place glyphs on quarter pixels ourselves.
        pango_context_set_round_glyph_positions(context, 0)
        guard let layout = pango_layout_new(context) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(map)
            throw FontError.fontconfigUnavailable
        }
        self.map = map
        self.context = context
        self.layout = layout
    }

    /// The attributes for text in `language` (nil: the locale's): no hyphen where a word
    /// wider than the line breaks between characters (as before Pango), and the language.
    func attributes(language: String?) -> OpaquePointer? {
        if let made = attributeLists[language ?? ""] { return made }
        if attributeLists.count >= 16 {
            // Bounded: an app cycling through languages starts over (the layout keeps its own reference).
            for attrs in attributeLists.values { pango_attr_list_unref(attrs) }
            attributeLists.removeAll()
        }
        guard let attrs = pango_attr_list_new() else { return nil }
        pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(0))
        if let language {
            pango_attr_list_insert(attrs, pango_attr_language_new(pango_language_from_string(language)))
        }
        attributeLists[language ?? ""] = attrs
        return attrs
    }

    /// A short text in `language`'s script (Pango's sample for it), "Aa" without a language.
    func sampleText(language: String?) -> String {
        guard let language, let sample = pango_language_get_sample_string(pango_language_from_string(language)) else {
            return "Aa"
        }
        return String(cString: sample)
    }

    /// The file and face a font's pattern names, read once per pattern.
    func match(for pattern: OpaquePointer) -> FontMatch? {
        if let known = matches[pattern] { return known }
        guard let match = FontMatch(pattern: pattern) else { return nil }
        FcPatternReference(pattern)
        matches[pattern] = match
        return match
    }

    /// The language text without one is laid out as: the locale's (`LC_ALL`, `LC_CTYPE`, `LANG`).
    var defaultLanguage: String {
        guard let language = pango_context_get_language(context), let name = pango_language_to_string(language) else {
            return "en"
        }
        return String(cString: name)
    }

    deinit {
        for pattern in matches.keys { FcPatternDestroy(pattern) }
        for attrs in attributeLists.values { pango_attr_list_unref(attrs) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(map)
    }
}
