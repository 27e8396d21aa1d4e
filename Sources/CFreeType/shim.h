#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <freetype/ftglyph.h>
#include FT_ADVANCES_H
#include FT_SIZES_H

/* Function-like and shifted load-flag macros do not reach Swift: plain constants do. */
static const FT_Int32 CFreeType_LOAD_DEFAULT = FT_LOAD_DEFAULT;
static const FT_Int32 CFreeType_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const FT_Int32 CFreeType_LOAD_NO_BITMAP = FT_LOAD_NO_BITMAP;
static const FT_Int32 CFreeType_LOAD_TARGET_LIGHT = FT_LOAD_TARGET_LIGHT;
static const FT_Int32 CFreeType_LOAD_COLOR = FT_LOAD_COLOR;
static const FT_Long CFreeType_FACE_FLAG_SCALABLE = FT_FACE_FLAG_SCALABLE;
static const FT_Long CFreeType_FACE_FLAG_COLOR = FT_FACE_FLAG_COLOR;
