// A copy of one picture and a translucent picture over it in one pass: the cross-fade
// the preview's backdrop shows while its first blur fades in over the sharp screen.
//
// The arithmetic is pixman's (`pixel_math.h`): the vector loop's and the scalar one's
// (the row's last pixels, or a machine without SSE2) give the same numbers.
#include "cross_fade.h"
#include "pixel_math.h"

#ifdef __SSE2__
/// Each pixel's alpha lane copied to its four lanes (two unpacked pixels).
static inline __m128i expand_alpha(__m128i x) {
    return _mm_shufflehi_epi16(_mm_shufflelo_epi16(x, _MM_SHUFFLE(3, 3, 3, 3)), _MM_SHUFFLE(3, 3, 3, 3));
}

/// Four pixels at once.
/// `inverse` is 255 − m in every lane: what is left of the copy under an opaque pixel.
static inline void fade_four(const uint32_t *a, const uint32_t *b, __m128i m, __m128i inverse, uint32_t *out) {
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
    _mm_storeu_si128((__m128i *)out, sum);
}
#endif

static inline uint32_t fade_pixel(uint32_t a, uint32_t b, uint32_t m) {
    uint32_t faded = cr_multiply_pixel(b, m);
    return cr_add_saturated(faded, cr_multiply_pixel(a, 255 - (faded >> 24)));
}

void cr_cross_fade(const uint32_t *a, int a_stride, const uint32_t *b, int b_stride, uint8_t m,
                   uint32_t *destination, int destination_stride, int width, int height) {
#ifdef __SSE2__
    __m128i coverage = _mm_set1_epi16(m), inverse = _mm_set1_epi16((short)(255 - m));
#endif
    for (int j = 0; j < height; j++) {
        const uint32_t *ra = a + (long)j * a_stride, *rb = b + (long)j * b_stride;
        uint32_t *out = destination + (long)j * destination_stride;
        int i = 0;
#ifdef __SSE2__
        for (; i + 4 <= width; i += 4) fade_four(ra + i, rb + i, coverage, inverse, out + i);
#endif
        for (; i < width; i++) out[i] = fade_pixel(ra[i], rb[i], m);
    }
}
