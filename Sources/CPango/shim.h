#include <pango/pangoft2.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>

/* GObject cast macros and shifted constants do not reach Swift: small inline helpers do. */
static const int CPango_SCALE = PANGO_SCALE;
static const PangoGlyph CPango_GLYPH_EMPTY = PANGO_GLYPH_EMPTY;
static const PangoGlyph CPango_GLYPH_UNKNOWN_FLAG = PANGO_GLYPH_UNKNOWN_FLAG;

/* The fontconfig pattern of the face Pango chose for a run (NULL for a non-fontconfig font). */
static inline FcPattern *CPango_font_pattern(PangoFont *font) {
    return PANGO_IS_FC_FONT(font) ? pango_fc_font_get_pattern(PANGO_FC_FONT(font)) : NULL;
}

static inline PangoFcFontMap *CPango_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }
