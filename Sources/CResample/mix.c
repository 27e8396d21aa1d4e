// Two pictures cross-faded into a third in one pass: the preview's blend of the two blur
// levels around the animated radius, which pixman draws as a SRC and an ADD through
// solid masks, each on its generic path (scalar, about 1.1 ms a frame at 4K on the main
// thread). The products are pixman's: x·y / 255 rounded as ((x·y + 0x80) · 0x101) >> 16
// in the vector loop, and as (t + (t >> 8)) >> 8 with t = x·y + 0x80 in the scalar one,
// the same number; the sum saturates as pixman's ADD does.
#include "mix.h"

/// x·y / 255 rounded, one channel.
static inline uint32_t multiply1(uint32_t x, uint32_t y) {
    uint32_t t = x * y + 0x80;
    return (t + (t >> 8)) >> 8;
}

static inline uint32_t mix1(uint32_t a, uint32_t ma, uint32_t b, uint32_t mb) {
    uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t sum = multiply1((a >> shift) & 0xff, ma) + multiply1((b >> shift) & 0xff, mb);
        out |= (sum > 255 ? 255 : sum) << shift;
    }
    return out;
}

#ifdef __SSE2__
#include <emmintrin.h>

/// x·y / 255, rounded, per 16-bit lane (x, y ≤ 255): pixman's pix_multiply.
static inline __m128i multiply(__m128i x, __m128i y) {
    return _mm_mulhi_epu16(_mm_adds_epu16(_mm_mullo_epi16(x, y), _mm_set1_epi16(0x80)), _mm_set1_epi16(0x101));
}

/// Four pixels of each picture, scaled and added with unsigned saturation.
static inline __m128i mix_four(__m128i a, __m128i ma, __m128i b, __m128i mb) {
    __m128i zero = _mm_setzero_si128();
    __m128i sa = _mm_packus_epi16(multiply(_mm_unpacklo_epi8(a, zero), ma), multiply(_mm_unpackhi_epi8(a, zero), ma));
    __m128i sb = _mm_packus_epi16(multiply(_mm_unpacklo_epi8(b, zero), mb), multiply(_mm_unpackhi_epi8(b, zero), mb));
    return _mm_adds_epu8(sa, sb);
}
#endif

void cr_mix(const uint32_t *a, uint8_t ma, const uint32_t *b, uint8_t mb, uint32_t *destination, long count) {
    long i = 0;
#ifdef __SSE2__
    __m128i va = _mm_set1_epi16(ma), vb = _mm_set1_epi16(mb);
    for (; i + 4 <= count; i += 4) {
        __m128i pa = _mm_loadu_si128((const __m128i *)(a + i)), pb = _mm_loadu_si128((const __m128i *)(b + i));
        _mm_storeu_si128((__m128i *)(destination + i), mix_four(pa, va, pb, vb));
    }
#endif
    for (; i < count; i++) destination[i] = mix1(a[i], ma, b[i], mb);
}
