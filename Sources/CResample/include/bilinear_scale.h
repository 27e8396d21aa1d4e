#ifndef CRESAMPLE_BILINEAR_SCALE_H
#define CRESAMPLE_BILINEAR_SCALE_H
#include <stdint.h>

/// The same pixels as pixman's bilinear SRC composite of a 32-bit picture through a
/// transform that only scales and translates (no turn, no flip), made separable.
///
/// Destination pixel (x + i, y + j) of the rectangle samples the source at
/// u = u0 + i·du, v = v0 + j·dv (16.16 fixed point, pixel centres already taken off, as
/// pixman's bilinear filter does), with du, dv > 0. `pad` nonzero repeats the edge
/// pixels beyond the source (PIXMAN_REPEAT_PAD); zero reads transparent black there
/// (PIXMAN_REPEAT_NONE).
///
/// `loops` picks the paths it may take (`pixel_loops.h`): AVX2, SSE2 or portable C, the
/// same bytes.
///
/// With `stream` nonzero, the AVX2 path writes the destination past the caches
/// (non-temporal stores) where it is 16-byte aligned: for a rectangle too big to stay in them, each
/// destination line is then not read in before it is written over. The call ends with a
/// store fence, so other threads see the pixels once it returns.
///
/// `columns` holds each column's source pixel and weights: at least
/// `cr_bilinear_scale_columns_count(width)` values. `scratch` holds one vertically
/// blended source row: at least `cr_bilinear_scale_scratch_count(width, du)` 16-bit
/// values.
void cr_bilinear_scale(const uint32_t *source, int source_stride, int source_width, int source_height, int pad,
                       uint32_t *destination, int destination_stride, int x, int y, int width, int height,
                       int32_t u0, int32_t du, int32_t v0, int32_t dv, int loops, int stream,
                       uint32_t *columns, uint16_t *scratch);

/// 16-bit values `cr_bilinear_scale` needs in `scratch` for a rectangle `width` pixels
/// wide sampled every `du` (16.16) source pixels.
long cr_bilinear_scale_scratch_count(int width, int32_t du);

/// 32-bit values `cr_bilinear_scale` needs in `columns` for a rectangle `width` pixels wide.
int cr_bilinear_scale_columns_count(int width);

#endif
