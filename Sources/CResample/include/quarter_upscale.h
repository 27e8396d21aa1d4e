#ifndef CRESAMPLE_QUARTER_UPSCALE_H
#define CRESAMPLE_QUARTER_UPSCALE_H
#include <stdint.h>

/// The same pixels as pixman's bilinear SRC composite of a 32-bit picture scaled up
/// exactly 4 times, where every sample falls on an odd eighth of a source pixel (a
/// picture placed on whole device pixels), in the time of a few plain copies.
///
/// Destination pixel (x + i, y + j) of the rectangle samples the source at
/// u = u0 + i·0x4000, v = v0 + j·0x4000 (16.16 fixed point, pixel centres already taken
/// off, as pixman's bilinear filter does). u0 and v0 must be odd multiples of 0x2000.
/// `pad` nonzero repeats the edge pixels beyond the source (PIXMAN_REPEAT_PAD); zero
/// reads transparent black there (PIXMAN_REPEAT_NONE).
///
/// `loops` picks the paths it may take (`pixel_loops.h`; the same bytes). With `stream`
/// nonzero, the x86-64 paths write the destination past the caches (non-temporal
/// stores) where it is 16-byte aligned, as `cr_bilinear_scale` does; the call ends with a
/// store fence.
///
/// `scratch` holds one vertically blended source row: at least
/// `cr_quarter_upscale_scratch_count(width)` 16-bit values.
void cr_quarter_upscale(const uint32_t *source, int source_stride, int source_width, int source_height, int pad,
                        uint32_t *destination, int destination_stride, int x, int y, int width, int height,
                        int32_t u0, int32_t v0, int loops, int stream, uint16_t *scratch);

/// 16-bit values `cr_quarter_upscale` needs in `scratch` for a rectangle `width` pixels wide.
int cr_quarter_upscale_scratch_count(int width);

#endif
