// Two pictures cross-faded into a third in one pass: the preview's blend of the two blur
// levels around the animated radius, which pixman draws as a SRC and an ADD through
// solid masks, each on its generic path (scalar). The products and the saturating sum
// are pixman's (`pixel_math.h`).
//
// Every channel is treated alike, so the portable path goes eight bytes at a time in the
// compiler's vectors (`pixel_math.h`), whatever the byte order; the last few one by one.
#include "mix.h"
#include "pixel_loops.h"
#include "pixel_math.h"
#include <string.h>

#if CR_X86_64
/// Four pixels, each channel times `m`, packed back to bytes.
static inline __m128i scale_four(__m128i p, __m128i m) {
    __m128i zero = _mm_setzero_si128();
    return _mm_packus_epi16(cr_multiply_lanes(_mm_unpacklo_epi8(p, zero), m), cr_multiply_lanes(_mm_unpackhi_epi8(p, zero), m));
}

/// Pixels 0 … count − 1 four at a time; returns how far it got.
static long mix_sse2(const uint32_t *a, uint8_t ma, const uint32_t *b, uint8_t mb, uint32_t *destination, long count) {
    __m128i va = _mm_set1_epi16(ma), vb = _mm_set1_epi16(mb);
    long i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i pa = _mm_loadu_si128((const __m128i *)(a + i)), pb = _mm_loadu_si128((const __m128i *)(b + i));
        _mm_storeu_si128((__m128i *)(destination + i), _mm_adds_epu8(scale_four(pa, va), scale_four(pb, vb)));
    }
    return i;
}
#endif

void cr_mix(const uint32_t *a, uint8_t ma, const uint32_t *b, uint8_t mb, uint32_t *destination, long count,
            int loops) {
    long i = 0;
#if CR_X86_64
    if (cr_path(loops) != CR_PATH_PORTABLE) i = mix_sse2(a, ma, b, mb, destination, count);
#else
    (void)loops;
#endif
    const uint8_t *pa = (const uint8_t *)(a + i), *pb = (const uint8_t *)(b + i);
    uint8_t *out = (uint8_t *)(destination + i);
    long n = 4 * (count - i), k = 0;
    cr_u16x8 wa = (cr_u16x8){0} + ma, wb = (cr_u16x8){0} + mb;
    for (; k + 8 <= n; k += 8) {
        cr_u8x8 sum = cr_saturate_bytes(cr_multiply_bytes(cr_load_bytes(pa + k), wa)
                                        + cr_multiply_bytes(cr_load_bytes(pb + k), wb));
        memcpy(out + k, &sum, sizeof sum);
    }
    for (; k < n; k++) {
        uint32_t sum = (uint32_t)cr_multiply_byte(pa[k], ma) + cr_multiply_byte(pb[k], mb);
        out[k] = (uint8_t)(sum > 255 ? 255 : sum);
    }
}
