// A bilinear resampling that only scales and translates, pixel for pixel what pixman's
// bilinear filter gives, made separable. pixman blends each destination pixel's two
// source rows with 7-bit weights (wt = 128 − wb), then the two columns with 7-bit
// weights, and shifts the sum right by 14, truncating. Here each destination row
// blends its two source rows once, across the source columns it reads, and each
// destination pixel is a two-tap blend of that row: for a picture drawn at about its own
// size, one blend of four source pixels per destination pixel becomes one of two.
//
// The column taps follow pixman's own SSE2 path after its vertical step: the two
// neighbouring blended pixels are one 16-byte load, interleaved channel by channel and
// multiplied by the pair of weights in one `pmaddwd`. With AVX2 (checked at run time)
// two destination pixels go through each step and the rows are blended 32 bytes at a
// time; without it, SSE2 only. The portable path (any architecture, or forced) makes
// each tap in plain C with the same products and shift. All give the same bytes.
#include "bilinear_scale.h"
#include "pixel_loops.h"
#include "pixel_math.h"
#include "row_blend.h"
#include <stddef.h>
#include <string.h>

long cr_bilinear_scale_scratch_count(int width, int32_t du) {
    if (width <= 0) return 0;
    return 4 * ((((long)(width - 1) * du) >> 16) + 4);
}

int cr_bilinear_scale_columns_count(int width) { return width > 0 ? 5 * width + 16 : 0; }

typedef uint16_t u16x4 __attribute__((vector_size(8)));
typedef uint32_t u32x4 __attribute__((vector_size(16)));
typedef uint8_t u8x4 __attribute__((vector_size(4)));

/// One destination pixel: the blended row's pixels at `offset` and `offset + 1` weighted
/// 128 − w and w, each channel's sum shifted right by 14. Each blended channel is at
/// most 128 × 255, so a channel comes out at most 255 and narrows to a byte exactly.
/// The four channels are one vector of the compiler's (lane k is byte k in memory, as
/// channel k is of a little-endian pixel): on aarch64 a widening multiply-add and a narrow.
static inline void tap(const uint16_t *row, uint32_t offset, uint32_t w, uint32_t *out) {
    u16x4 left, right;
    memcpy(&left, row + 4 * offset, sizeof left);
    memcpy(&right, row + 4 * offset + 4, sizeof right);
    u32x4 sum = __builtin_convertvector(left, u32x4) * (128 - w) + __builtin_convertvector(right, u32x4) * w;
    u8x4 pixel = __builtin_convertvector(sum >> 14, u8x4);
    memcpy(out, &pixel, sizeof pixel);
}

#if CR_X86_64

/// One destination pixel's four channels, 32 bits each: the blended row's pixels at
/// `offset` and `offset + 1` weighted by `weights` ((128 − w) in each low half, w above).
static inline __m128i two_taps(const uint16_t *row, uint32_t offset, __m128i weights) {
    __m128i both = _mm_loadu_si128((const __m128i *)(row + 4 * offset));
    __m128i pairs = _mm_unpackhi_epi16(_mm_shuffle_epi32(both, _MM_SHUFFLE(1, 0, 3, 2)), both);
    return _mm_srli_epi32(_mm_madd_epi16(pairs, weights), 14);
}

/// Where column `i`'s weights are kept: in each group of four, the order 0, 2, 1, 3, so
/// that one 32-byte load gives pixels i and i + 2 (or i + 1 and i + 3) their weights.
static inline int slot(int i) { return (i & ~3) | ((i & 1) << 1) | ((i >> 1) & 1); }

/// Destination pixels `i` and `i + 2` of the row in one register, the way ``two_taps``
/// makes one.
__attribute__((target("avx2")))
static inline __m256i two_taps_avx2(const uint16_t *row, const uint32_t *offsets, __m256i weights, int i) {
    __m256i both = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(row + 4 * offsets[i]))),
        _mm_loadu_si128((const __m128i *)(row + 4 * offsets[i + 2])), 1);
    __m256i pairs = _mm256_unpackhi_epi16(_mm256_shuffle_epi32(both, _MM_SHUFFLE(1, 0, 3, 2)), both);
    return _mm256_srli_epi32(_mm256_madd_epi16(pairs, weights), 14);
}

/// Destination pixels `i` … `i + 3` as 16-bit channels, in the order i, i + 1 | i + 2,
/// i + 3. Where their source pixels follow one another (a scale near 1), the left and
/// right neighbours of all four are two loads, interleaved by one unpack each way.
__attribute__((target("avx2")))
static inline __m256i four_taps_avx2(const uint16_t *row, const uint32_t *offsets, const __m128i *weights, int i) {
    __m256i even = _mm256_loadu_si256((const __m256i *)(weights + i));       // i | i + 2
    __m256i odd = _mm256_loadu_si256((const __m256i *)(weights + i + 2));    // i + 1 | i + 3
    __m256i p02, p13;
    if (offsets[i + 3] - offsets[i] == 3) {
        const uint16_t *left = row + 4 * offsets[i];
        __m256i l = _mm256_loadu_si256((const __m256i *)left), r = _mm256_loadu_si256((const __m256i *)(left + 4));
        p02 = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpacklo_epi16(l, r), even), 14);
        p13 = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpackhi_epi16(l, r), odd), 14);
    } else {
        p02 = two_taps_avx2(row, offsets, even, i);
        p13 = two_taps_avx2(row, offsets, odd, i + 1);
    }
    return _mm256_packs_epi32(p02, p13);
}

/// The blended row's taps for `width` destination pixels, eight at a time, streamed
/// past the caches with `stream` where `out` allows; returns how many it wrote.
__attribute__((target("avx2")))
static int taps_avx2(const uint16_t *row, const uint32_t *offsets, const __m128i *weights, int width, int stream,
                     uint32_t *out) {
    // The packs hold 0, 1, 4, 5 | 2, 3, 6, 7: one permutation puts them in order.
    const __m256i order = _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7);
    int i = 0;
    for (; i + 8 <= width; i += 8) {
        __m256i packed = _mm256_packus_epi16(four_taps_avx2(row, offsets, weights, i),
                                             four_taps_avx2(row, offsets, weights, i + 4));
        __m256i pixels = _mm256_permutevar8x32_epi32(packed, order);
        if (stream && ((uintptr_t)(out + i) & 15) == 0) {
            _mm_stream_si128((__m128i *)(out + i), _mm256_castsi256_si128(pixels));
            _mm_stream_si128((__m128i *)(out + i + 4), _mm256_extracti128_si256(pixels, 1));
        } else {
            _mm256_storeu_si256((__m256i *)(out + i), pixels);
        }
    }
    return i;
}

/// Each column's weights four times over in a 16-byte lane (kept at ``slot``), for
/// ``two_taps``: (128 − w) in each low half, w above.
static void vector_weights(int32_t u0, int32_t du, int width, __m128i *weights) {
    for (int i = 0; i < width; i++) {
        uint32_t w = (uint32_t)(((int64_t)u0 + (int64_t)i * du) >> 9) & 0x7f;
        weights[slot(i)] = _mm_set1_epi32((int)((128 - w) | (w << 16)));
    }
}

/// One destination row from the blended row with SSE2, and AVX2 with `avx2`.
static void taps_vector(const uint16_t *row, const uint32_t *offsets, const __m128i *weights, int width, int avx2,
                        int stream, uint32_t *out) {
    int i = avx2 ? taps_avx2(row, offsets, weights, width, stream, out) : 0;
    for (; i + 4 <= width; i += 4) {
        __m128i p0 = two_taps(row, offsets[i], weights[slot(i)]);
        __m128i p1 = two_taps(row, offsets[i + 1], weights[slot(i + 1)]);
        __m128i p2 = two_taps(row, offsets[i + 2], weights[slot(i + 2)]);
        __m128i p3 = two_taps(row, offsets[i + 3], weights[slot(i + 3)]);
        _mm_storeu_si128((__m128i *)(out + i), _mm_packus_epi16(_mm_packs_epi32(p0, p1), _mm_packs_epi32(p2, p3)));
    }
    for (; i < width; i++) {
        __m128i p = two_taps(row, offsets[i], weights[slot(i)]);
        out[i] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(_mm_packs_epi32(p, p), p));
    }
}
#endif

void cr_bilinear_scale(const uint32_t *source, int source_stride, int source_width, int source_height, int pad,
                       uint32_t *destination, int destination_stride, int x, int y, int width, int height,
                       int32_t u0, int32_t du, int32_t v0, int32_t dv, int loops, int stream,
                       uint32_t *columns, uint16_t *scratch) {
    if (width <= 0 || height <= 0 || source_width <= 0 || source_height <= 0 || du <= 0 || dv <= 0) return;
    int path = cr_path(loops), avx2 = path == CR_PATH_AVX2;
    int first = u0 >> 16;
    int last = (int)(((int64_t)u0 + (int64_t)(width - 1) * du) >> 16) + 1;
    // Each column's blended pixel and weight, the same for every row: past the offsets,
    // the portable path keeps one weight a column, the vector paths a 16-byte lane.
    uint32_t *offsets = columns, *plain = columns + width;
    for (int i = 0; i < width; i++) {
        int64_t u = (int64_t)u0 + (int64_t)i * du;
        offsets[i] = (uint32_t)((int)(u >> 16) - first);
        if (path == CR_PATH_PORTABLE) plain[i] = (uint32_t)(u >> 9) & 0x7f;
    }
#if CR_X86_64
    __m128i *weights = (__m128i *)(((uintptr_t)(columns + width) + 15) & ~(uintptr_t)15);
    if (path != CR_PATH_PORTABLE) vector_weights(u0, du, width, weights);
#endif
    for (int j = 0; j < height; j++) {
        int64_t v = (int64_t)v0 + (int64_t)j * dv;
        int r = (int)(v >> 16), wb = (int)(v >> 9) & 0x7f;
        const uint32_t *a, *b;
        cr_source_rows(source, source_stride, source_height, pad, r, &a, &b);
        // The next destination row's lower source row, when it is not one of these.
        int next = (int)((v + dv) >> 16) + 1;
        const uint32_t *ahead = j + 1 < height && next > r + 1
            ? cr_row_ahead(source, source_stride, source_height, next) : NULL;
        cr_blend_rows(a, b, 128 - wb, wb, first, last - first + 1, source_width, pad, avx2, ahead, scratch);
        uint32_t *out = destination + (long)(y + j) * destination_stride + x;
#if CR_X86_64
        if (path != CR_PATH_PORTABLE) {
            taps_vector(scratch, offsets, weights, width, avx2, stream, out);
            continue;
        }
#endif
        for (int i = 0; i < width; i++) tap(scratch, offsets[i], plain[i], out + i);
    }
#if CR_X86_64
    if (stream && path != CR_PATH_PORTABLE) _mm_sfence();
#endif
    (void)stream;
}
