// A bilinear upscale by exactly 4, pixel for pixel what pixman's bilinear filter
// gives (its 7-bit weights are eighths here, and it truncates the weighted sum), made
// separable: each destination row blends two source rows once at the source's width,
// and the four destination pixels around each source pixel are two-tap blends of that
// row. pixman resamples each destination pixel from four source pixels.
//
// The blend of a row is kept in eighths (8 × 255 fits 16 bits), the horizontal taps in
// sixty-fourths (64 × 255 fits 16 bits); the result is the sum shifted right by 6,
// which is pixman's (sum of 7-bit weight products) >> 14 for weights that are eighths.
#include "quarter_upscale.h"
#include <string.h>

typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));
typedef uint8_t u8x16 __attribute__((vector_size(16)));

int cr_quarter_upscale_scratch_count(int width) { return (width / 4 + 4) * 4; }

/// Source pixel `c` of `row` as the filter sees it: padded, or transparent outside.
static inline uint32_t fetch(const uint32_t *row, int c, int width, int pad) {
    if (c < 0) return pad ? row[0] : 0;
    if (c >= width) return pad ? row[width - 1] : 0;
    return row[c];
}

/// Source column `c` of rows `a` and `b` blended, for a column beyond the source's edges.
static void blend_edge_column(const uint32_t *a, const uint32_t *b, int f, int c, int width, int pad, uint16_t *out) {
    uint32_t pa = a ? fetch(a, c, width, pad) : 0, pb = b ? fetch(b, c, width, pad) : 0;
    for (int ch = 0; ch < 4; ch++) {
        out[ch] = (uint16_t)(((pa >> (8 * ch)) & 0xff) * (8 - f) + ((pb >> (8 * ch)) & 0xff) * f);
    }
}

/// Rows `a` and `b` blended (8 − f)·a + f·b per channel into `out`, for source columns
/// `first` … `first + count − 1`; a NULL row reads as transparent.
static void blend_rows(const uint32_t *a, const uint32_t *b, int f, int first, int count, int width, int pad,
                       uint16_t *out) {
    // Columns lo ..< hi are inside the source.
    int lo = first < 0 ? -first : 0;
    if (lo > count) lo = count;
    int hi = width - first < count ? width - first : count;
    if (hi < lo) hi = lo;
    const uint8_t *restrict pa = a ? (const uint8_t *)(a + first + lo) : NULL;
    const uint8_t *restrict pb = b ? (const uint8_t *)(b + first + lo) : NULL;
    uint16_t *restrict o = out + 4 * lo;
    uint16_t wa = (uint16_t)(8 - f), wb = (uint16_t)f;
    int n = 4 * (hi - lo);
    // One loop per case, so each is a plain vector loop.
    if (pa && pb) {
        for (int k = 0; k < n; k++) o[k] = (uint16_t)(pa[k] * wa + pb[k] * wb);
    } else if (pa) {
        for (int k = 0; k < n; k++) o[k] = (uint16_t)(pa[k] * wa);
    } else if (pb) {
        for (int k = 0; k < n; k++) o[k] = (uint16_t)(pb[k] * wb);
    } else {
        memset(o, 0, (size_t)n * sizeof *o);
    }
    for (int i = 0; i < lo; i++) blend_edge_column(a, b, f, first + i, width, pad, out + 4 * i);
    for (int i = hi; i < count; i++) blend_edge_column(a, b, f, first + i, width, pad, out + 4 * i);
}

/// One destination pixel from the blended row: sample `u`, the row starting at column `first`.
static inline uint32_t sample(const uint16_t *row, int first, int32_t u) {
    int c = (u >> 16) - first, f = (u >> 13) & 7;
    uint32_t pixel = 0;
    for (int ch = 0; ch < 4; ch++) {
        uint32_t v = (uint32_t)(row[4 * c + ch] * (8 - f) + row[4 * c + 4 + ch] * f) >> 6;
        pixel |= v << (8 * ch);
    }
    return pixel;
}

/// Eight destination pixels around source columns c + 1 and c + 2 of the blended row:
/// phases 5, 7, 1 and 3 eighths.
static inline void eight(const uint16_t *row, int c, uint32_t *out) {
    u16x8 l, m, r;
    memcpy(&l, row + 4 * c, 16);
    memcpy(&m, row + 4 * c + 4, 16);
    memcpy(&r, row + 4 * c + 8, 16);
    u16x8 k0 = (l * 3 + m * 5) >> 6, k1 = (l + m * 7) >> 6, k2 = (m * 7 + r) >> 6, k3 = (m * 5 + r * 3) >> 6;
    u16x16 first = __builtin_shufflevector(k0, k1, 0, 1, 2, 3, 8, 9, 10, 11, 0, 0, 0, 0, 0, 0, 0, 0);
    first = __builtin_shufflevector(first, __builtin_shufflevector(k2, k3, 0, 1, 2, 3, 8, 9, 10, 11, 0, 0, 0, 0, 0, 0, 0, 0),
                                    0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
    u16x16 second = __builtin_shufflevector(k0, k1, 4, 5, 6, 7, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0);
    second = __builtin_shufflevector(second, __builtin_shufflevector(k2, k3, 4, 5, 6, 7, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0),
                                     0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
    u8x16 a = __builtin_convertvector(first, u8x16), b = __builtin_convertvector(second, u8x16);
    memcpy(out, &a, 16);
    memcpy(out + 4, &b, 16);
}

void cr_quarter_upscale(const uint32_t *source, int source_stride, int source_width, int source_height, int pad,
                        uint32_t *destination, int destination_stride, int x, int y, int width, int height,
                        int32_t u0, int32_t v0, uint16_t *scratch) {
    if (width <= 0 || height <= 0 || source_width <= 0 || source_height <= 0) return;
    int first = (u0 >> 16), last = ((u0 + (width - 1) * 0x4000) >> 16) + 1;
    // The first destination pixel at phase 5 eighths: groups of four start there.
    int lead = 0;
    while (lead < width && ((u0 + lead * 0x4000) >> 13 & 7) != 5) lead++;
    for (int j = 0; j < height; j++) {
        int32_t v = v0 + j * 0x4000;
        int r = v >> 16, f = (v >> 13) & 7;
        const uint32_t *a = NULL, *b = NULL;
        if (r >= 0 && r < source_height) a = source + (long)r * source_stride;
        else if (pad) a = source + (long)(r < 0 ? 0 : source_height - 1) * source_stride;
        if (r + 1 >= 0 && r + 1 < source_height) b = source + (long)(r + 1) * source_stride;
        else if (pad) b = source + (long)(r + 1 < 0 ? 0 : source_height - 1) * source_stride;
        blend_rows(a, b, f, first, last - first + 1, source_width, pad, scratch);
        uint32_t *out = destination + (long)(y + j) * destination_stride + x;
        int i = 0;
        for (; i < lead; i++) out[i] = sample(scratch, first, u0 + i * 0x4000);
        for (; i + 8 <= width; i += 8) eight(scratch, ((u0 + i * 0x4000) >> 16) - first, out + i);
        for (; i < width; i++) out[i] = sample(scratch, first, u0 + i * 0x4000);
    }
}
