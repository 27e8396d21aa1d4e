// A copy of one picture and a translucent picture over it in one pass: the cross-fade
// the preview's backdrop shows while its first blur fades in over the sharp screen.
//
// The arithmetic is pixman's (`pixel_math.h`): the vector loops' and the portable one's
// (the row's last pixels, any architecture, or the portable path forced) give the same
// numbers. With AVX2, eight pixels a step: the loop is bound by its multiplies, and a
// 3840×2160 fade took 3.2 ms on one thread against 4.6 ms four at a time (a C probe).
// The portable path writes through the caches (plain C has no streamed store).
//
// Streamed (non-temporal stores), a destination line is not read in before it is written
// over: a fade is three pictures' worth of memory traffic instead of four. A 3840×2160
// fade in a C probe, sixty alternated runs each, medians: 4.2 → 3.7 ms on one thread,
// 3.2 → 2.5 ms on two (a memcpy of the frame: 2.9 and 2.1).
#include "cross_fade.h"
#include "pixel_loops.h"
#include "pixel_math.h"
#include <string.h>

#if CR_X86_64
/// Each pixel's alpha lane copied to its four lanes (two unpacked pixels).
static inline __m128i expand_alpha(__m128i x) {
    return _mm_shufflehi_epi16(_mm_shufflelo_epi16(x, _MM_SHUFFLE(3, 3, 3, 3)), _MM_SHUFFLE(3, 3, 3, 3));
}

/// Four pixels at once.
/// `inverse` is 255 − m in every lane: what is left of the copy under an opaque pixel.
static inline void fade_four(const uint32_t *a, const uint32_t *b, __m128i m, __m128i inverse, uint32_t *out,
                             int stream) {
    __m128i zero = _mm_setzero_si128(), full = _mm_set1_epi16(0xff), alphas = _mm_set1_epi32((int)0xff000000);
    __m128i pa = _mm_loadu_si128((const __m128i *)a), pb = _mm_loadu_si128((const __m128i *)b);
    __m128i lo = cr_multiply_lanes(_mm_unpacklo_epi8(pb, zero), m), hi = cr_multiply_lanes(_mm_unpackhi_epi8(pb, zero), m);
    // Four opaque pixels (the usual case: a blurred screen) all leave 255 − m of the copy.
    int opaque = _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(pb, alphas), alphas)) == 0xffff;
    __m128i left_lo = opaque ? inverse : _mm_xor_si128(expand_alpha(lo), full);
    __m128i left_hi = opaque ? inverse : _mm_xor_si128(expand_alpha(hi), full);
    __m128i under_lo = cr_multiply_lanes(_mm_unpacklo_epi8(pa, zero), left_lo);
    __m128i under_hi = cr_multiply_lanes(_mm_unpackhi_epi8(pa, zero), left_hi);
    // pixman adds with unsigned saturation; rounding can take a sum to 256.
    __m128i sum = _mm_adds_epu8(_mm_packus_epi16(lo, hi), _mm_packus_epi16(under_lo, under_hi));
    if (stream) _mm_stream_si128((__m128i *)out, sum);
    else _mm_storeu_si128((__m128i *)out, sum);
}

/// x·y / 255, rounded, per 16-bit lane: `cr_multiply_lanes` sixteen lanes at a time.
__attribute__((target("avx2")))
static inline __m256i multiply_lanes_avx2(__m256i x, __m256i y) {
    return _mm256_mulhi_epu16(_mm256_adds_epu16(_mm256_mullo_epi16(x, y), _mm256_set1_epi16(0x80)),
                              _mm256_set1_epi16(0x101));
}

/// One row's pixels eight at a time, as `fade_four` does four, from pixel `i` on, streamed
/// past the caches when `stream` is nonzero (`out + i` then 32-byte aligned); returns how
/// far it got.
__attribute__((target("avx2")))
static int fade_row_avx2(const uint32_t *a, const uint32_t *b, uint8_t m, uint32_t *out, int i, int width,
                         int stream) {
    __m256i coverage = _mm256_set1_epi16(m), inverse = _mm256_set1_epi16((short)(255 - m));
    __m256i zero = _mm256_setzero_si256(), full = _mm256_set1_epi16(0xff), alphas = _mm256_set1_epi32((int)0xff000000);
    for (; i + 8 <= width; i += 8) {
        __m256i pa = _mm256_loadu_si256((const __m256i *)(a + i)), pb = _mm256_loadu_si256((const __m256i *)(b + i));
        __m256i lo = multiply_lanes_avx2(_mm256_unpacklo_epi8(pb, zero), coverage);
        __m256i hi = multiply_lanes_avx2(_mm256_unpackhi_epi8(pb, zero), coverage);
        int opaque = _mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(pb, alphas), alphas)) == -1;
        __m256i left_lo = opaque ? inverse : _mm256_xor_si256(_mm256_shufflehi_epi16(_mm256_shufflelo_epi16(lo, 0xff), 0xff), full);
        __m256i left_hi = opaque ? inverse : _mm256_xor_si256(_mm256_shufflehi_epi16(_mm256_shufflelo_epi16(hi, 0xff), 0xff), full);
        __m256i under_lo = multiply_lanes_avx2(_mm256_unpacklo_epi8(pa, zero), left_lo);
        __m256i under_hi = multiply_lanes_avx2(_mm256_unpackhi_epi8(pa, zero), left_hi);
        __m256i sum = _mm256_adds_epu8(_mm256_packus_epi16(lo, hi), _mm256_packus_epi16(under_lo, under_hi));
        if (stream) _mm256_stream_si256((__m256i *)(out + i), sum);
        else _mm256_storeu_si256((__m256i *)(out + i), sum);
    }
    return i;
}

/// One row from pixel `i` on with SSE2, and AVX2 with `avx2`; returns how far it got.
static int fade_row_vector(const uint32_t *a, const uint32_t *b, uint8_t m, uint32_t *out, int i, int width,
                           int avx2, int stream) {
    __m128i coverage = _mm_set1_epi16(m), inverse = _mm_set1_epi16((short)(255 - m));
    if (avx2) i = fade_row_avx2(a, b, m, out, i, width, stream);
    for (; i + 4 <= width; i += 4) fade_four(a + i, b + i, coverage, inverse, out + i, stream);
    return i;
}
#endif

static inline uint32_t fade_pixel(uint32_t a, uint32_t b, uint32_t m) {
    uint32_t faded = cr_multiply_pixel(b, m);
    return cr_add_saturated(faded, cr_multiply_pixel(a, 255 - (faded >> 24)));
}

/// One row from pixel `i` on, two pixels a step in the compiler's vectors (`pixel_math.h`;
/// SSE2 on x86-64, NEON on aarch64), as `fade_pixel` makes one; returns how far it got.
/// Each pixel's alpha is its byte 3: little-endian ARGB32 in memory.
static int fade_row_portable(const uint32_t *a, const uint32_t *b, uint8_t m, uint32_t *out, int i, int width) {
    const cr_u16x8 coverage = (cr_u16x8){0} + m, full = (cr_u16x8){0} + 255;
    for (; i + 2 <= width; i += 2) {
        cr_u16x8 over = cr_multiply_bytes(cr_load_bytes(b + i), coverage);
        cr_u16x8 alphas = __builtin_shufflevector(over, over, 3, 3, 3, 3, 7, 7, 7, 7);
        cr_u8x8 sum = cr_saturate_bytes(over + cr_multiply_bytes(cr_load_bytes(a + i), full - alphas));
        memcpy(out + i, &sum, sizeof sum);
    }
    return i;
}

void cr_cross_fade(const uint32_t *a, int a_stride, const uint32_t *b, int b_stride, uint8_t m,
                   uint32_t *destination, int destination_stride, int width, int height, int loops, int stream) {
    int path = cr_path(loops), avx2 = path == CR_PATH_AVX2;
    // Only the x86 paths have streamed stores.
    if (path == CR_PATH_PORTABLE) stream = 0;
    for (int j = 0; j < height; j++) {
        const uint32_t *ra = a + (long)j * a_stride, *rb = b + (long)j * b_stride;
        uint32_t *out = destination + (long)j * destination_stride;
        // Streamed stores need aligned addresses: the row's first pixels go one at a time.
        int i = 0, lead = stream ? cr_lead_to_alignment(out, avx2 ? 32 : 16, width) : 0;
        for (; i < lead; i++) out[i] = fade_pixel(ra[i], rb[i], m);
#if CR_X86_64
        if (path != CR_PATH_PORTABLE) i = fade_row_vector(ra, rb, m, out, i, width, avx2, stream);
#endif
        i = fade_row_portable(ra, rb, m, out, i, width);
        for (; i < width; i++) out[i] = fade_pixel(ra[i], rb[i], m);
    }
#if CR_X86_64
    if (stream) _mm_sfence();
#endif
    (void)avx2;
}
