// A bilinear upscale by exactly 4, pixel for pixel what pixman's bilinear filter
// gives (its 7-bit weights are eighths here, and it truncates the weighted sum), made
// separable: each destination row blends two source rows once at the source's width,
// and the four destination pixels around each source pixel are two-tap blends of that
// row. pixman resamples each destination pixel from four source pixels.
//
// The blend of a row is kept in eighths (8 × 255 fits 16 bits), the horizontal taps in
// sixty-fourths (64 × 255 fits 16 bits); the result is the sum shifted right by 6,
// which is pixman's (sum of 7-bit weight products) >> 14 for weights that are eighths.
//
// `eight` is portable C (the compiler's vector extensions, lowered to SSE2 on x86-64 and
// NEON on aarch64), so every path uses it; x86-64 adds streamed stores and, with AVX2,
// sixteen pixels a step.
#include "quarter_upscale.h"
#include "pixel_loops.h"
#include "pixel_math.h"
#include "row_blend.h"
#include <string.h>

typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));
typedef uint8_t u8x16 __attribute__((vector_size(16)));

int cr_quarter_upscale_scratch_count(int width) { return (width / 4 + 4) * 4; }

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
/// phases 5, 7, 1 and 3 eighths; streamed past the caches with `stream` where `out` is
/// 16-byte aligned.
static inline void eight(const uint16_t *row, int c, uint32_t *out, int stream) {
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
#if CR_X86_64
    if (stream && ((uintptr_t)out & 15) == 0) {
        _mm_stream_si128((__m128i *)out, (__m128i)a);
        _mm_stream_si128((__m128i *)(out + 4), (__m128i)b);
        return;
    }
#else
    (void)stream;
#endif
    memcpy(out, &a, 16);
    memcpy(out + 4, &b, 16);
}

#if CR_X86_64
/// Sixteen destination pixels around source columns c + 1 … c + 4 of the blended row, as
/// `eight` makes eight, from `i` on while the row has the columns; returns how far it got.
/// The phases' four two-tap blends are made for four source columns at once, then
/// interleaved into destination order. A 3840×2160 upscale, streamed, one thread, in a C
/// probe (clang -O2, forty alternated runs, medians): 6.6 ms eight at a time, 1.75 ms
/// sixteen.
__attribute__((target("avx2")))
static int sixteen_avx2(const uint16_t *row, int c, int columns, uint32_t *out, int i, int width, int stream) {
    const __m256i three = _mm256_set1_epi16(3), five = _mm256_set1_epi16(5), seven = _mm256_set1_epi16(7);
    for (; i + 16 <= width && c + 6 <= columns; i += 16, c += 4) {
        __m256i l = _mm256_loadu_si256((const __m256i *)(row + 4 * c));
        __m256i m = _mm256_loadu_si256((const __m256i *)(row + 4 * c + 4));
        __m256i r = _mm256_loadu_si256((const __m256i *)(row + 4 * c + 8));
        // Each holds source pairs (c, c + 1 | c + 2, c + 3)'s pixels at one phase.
        __m256i k0 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(l, three), _mm256_mullo_epi16(m, five)), 6);
        __m256i k1 = _mm256_srli_epi16(_mm256_add_epi16(l, _mm256_mullo_epi16(m, seven)), 6);
        __m256i k2 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(m, seven), r), 6);
        __m256i k3 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(m, five), _mm256_mullo_epi16(r, three)), 6);
        // Destination pixels 0, 1, 2, 3 | 8, 9, 10, 11 and 4, 5, 6, 7 | 12, 13, 14, 15.
        __m256i low = _mm256_packus_epi16(_mm256_unpacklo_epi64(k0, k1), _mm256_unpacklo_epi64(k2, k3));
        __m256i high = _mm256_packus_epi16(_mm256_unpackhi_epi64(k0, k1), _mm256_unpackhi_epi64(k2, k3));
        __m256i first = _mm256_permute2x128_si256(low, high, 0x20), second = _mm256_permute2x128_si256(low, high, 0x31);
        if (stream && ((uintptr_t)(out + i) & 31) == 0) {
            _mm256_stream_si256((__m256i *)(out + i), first);
            _mm256_stream_si256((__m256i *)(out + i + 8), second);
        } else {
            _mm256_storeu_si256((__m256i *)(out + i), first);
            _mm256_storeu_si256((__m256i *)(out + i + 8), second);
        }
    }
    return i;
}
#endif

void cr_quarter_upscale(const uint32_t *source, int source_stride, int source_width, int source_height, int pad,
                        uint32_t *destination, int destination_stride, int x, int y, int width, int height,
                        int32_t u0, int32_t v0, int loops, int stream, uint16_t *scratch) {
    if (width <= 0 || height <= 0 || source_width <= 0 || source_height <= 0) return;
    int path = cr_path(loops), avx2 = path == CR_PATH_AVX2;
    // Only the x86 paths have streamed stores.
    if (path == CR_PATH_PORTABLE) stream = 0;
    int first = (u0 >> 16), last = ((u0 + (width - 1) * 0x4000) >> 16) + 1;
    // The first destination pixel at phase 5 eighths: groups of four start there.
    int lead = 0;
    while (lead < width && ((u0 + lead * 0x4000) >> 13 & 7) != 5) lead++;
    for (int j = 0; j < height; j++) {
        int32_t v = v0 + j * 0x4000;
        int r = v >> 16, f = (v >> 13) & 7;
        const uint32_t *a, *b;
        cr_source_rows(source, source_stride, source_height, pad, r, &a, &b);
        // The row after these two, needed four destination rows on: fetched while the
        // first of the four blends (the others find it cached).
        int starts = j == 0 || ((v - 0x4000) >> 16) != r;
        const uint32_t *ahead = starts ? cr_row_ahead(source, source_stride, source_height, r + 2) : NULL;
        cr_blend_rows(a, b, 8 - f, f, first, last - first + 1, source_width, pad, avx2, ahead, scratch);
        uint32_t *out = destination + (long)(y + j) * destination_stride + x;
        int i = 0;
        for (; i < lead; i++) out[i] = sample(scratch, first, u0 + i * 0x4000);
#if CR_X86_64
        if (avx2) i = sixteen_avx2(scratch, ((u0 + i * 0x4000) >> 16) - first, last - first + 1, out, i, width, stream);
#endif
        for (; i + 8 <= width; i += 8) eight(scratch, ((u0 + i * 0x4000) >> 16) - first, out + i, stream);
        for (; i < width; i++) out[i] = sample(scratch, first, u0 + i * 0x4000);
    }
#if CR_X86_64
    if (stream) _mm_sfence();
#endif
}
