// Two pictures cross-faded into a third in one pass: the preview's blend of the two blur
// levels around the animated radius, which pixman draws as a SRC and an ADD through
// solid masks, each on its generic path (scalar, about 1.1 ms a frame at 4K on the main
// thread). The products and the saturating sum are pixman's (`pixel_math.h`).
#include "mix.h"
#include "pixel_math.h"

#ifdef __SSE2__
/// Four pixels, each channel times `m`, packed back to bytes.
static inline __m128i scale_four(__m128i p, __m128i m) {
    __m128i zero = _mm_setzero_si128();
    return _mm_packus_epi16(cr_multiply_lanes(_mm_unpacklo_epi8(p, zero), m), cr_multiply_lanes(_mm_unpackhi_epi8(p, zero), m));
}
#endif

void cr_mix(const uint32_t *a, uint8_t ma, const uint32_t *b, uint8_t mb, uint32_t *destination, long count) {
    long i = 0;
#ifdef __SSE2__
    __m128i va = _mm_set1_epi16(ma), vb = _mm_set1_epi16(mb);
    for (; i + 4 <= count; i += 4) {
        __m128i pa = _mm_loadu_si128((const __m128i *)(a + i)), pb = _mm_loadu_si128((const __m128i *)(b + i));
        _mm_storeu_si128((__m128i *)(destination + i), _mm_adds_epu8(scale_four(pa, va), scale_four(pb, vb)));
    }
#endif
    for (; i < count; i++) destination[i] = cr_add_saturated(cr_multiply_pixel(a[i], ma), cr_multiply_pixel(b[i], mb));
}
