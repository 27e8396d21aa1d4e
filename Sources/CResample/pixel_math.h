// pixman's per-channel arithmetic on premultiplied 32-bit pixels, shared by the loops
// that must give its pixels bit for bit. Private to CResample.
//
// pixman's SSE2 code multiplies 8-bit values as ((x·y + 0x80) · 0x101) >> 16, which is
// x·y / 255 rounded; its C code computes the same number as (t + (t >> 8)) >> 8 with
// t = x·y + 0x80. Its ADD saturates each channel at 255.
#ifndef CRESAMPLE_PIXEL_MATH_H
#define CRESAMPLE_PIXEL_MATH_H
#include <stdint.h>

// The SIMD paths are x86-64's (SSE2 is part of its base); every other architecture takes
// the portable ones.
#if defined(__x86_64__)
#define CR_X86_64 1
#else
#define CR_X86_64 0
#endif

/// The path a call takes (`cr_path`).
enum { CR_PATH_PORTABLE = 0, CR_PATH_SSE2 = 1, CR_PATH_AVX2 = 2 };

/// The path for a call allowing `loops` (a CR_LOOPS_ value): the best of those allowed
/// that this build and processor have, or the portable one when it is forced.
int cr_path(int loops);

/// x·y / 255 rounded (x, y ≤ 255), as pixman computes it.
static inline uint8_t cr_multiply_byte(uint32_t x, uint32_t y) {
    uint32_t t = x * y + 0x80;
    return (uint8_t)((t + (t >> 8)) >> 8);
}

// Eight bytes at a time in the compiler's vectors: portable C that becomes SSE2 on
// x86-64 and NEON on aarch64. Lane k is byte k in memory. Every step of
// `cr_multiply_byte` fits 16 bits (x·y + 0x80 ≤ 65153, plus its high byte ≤ 65407), so
// the lanes are 16 bits wide, as pixman's SIMD code keeps them: written with 32-bit
// scalars, the compiler's vectors were 32 bits wide and did half as much a step. (Wider
// vectors than 16 bytes, passed to a function, would differ in ABI with AVX and without.)
typedef uint8_t cr_u8x8 __attribute__((vector_size(8)));
typedef uint16_t cr_u16x8 __attribute__((vector_size(16)));

/// `cr_multiply_byte` of each lane of `x` by that of `y` (all ≤ 255).
static inline cr_u16x8 cr_multiply_bytes(cr_u16x8 x, cr_u16x8 y) {
    cr_u16x8 t = x * y + 0x80;
    return (t + (t >> 8)) >> 8;
}

/// Each lane (≤ 510) as a byte, at most 255: a lane of 256 or more has its high byte 1,
/// and ORed with all ones it narrows to 255.
static inline cr_u8x8 cr_saturate_bytes(cr_u16x8 sum) {
    return __builtin_convertvector(sum | ((cr_u16x8){0} - (sum >> 8)), cr_u8x8);
}

/// Eight bytes from `p`, each widened to 16 bits.
static inline cr_u16x8 cr_load_bytes(const void *p) {
    cr_u8x8 v;
    __builtin_memcpy(&v, p, sizeof v);
    return __builtin_convertvector(v, cr_u16x8);
}

/// Each channel of `p` times `y` (0…255), / 255 rounded.
static inline uint32_t cr_multiply_pixel(uint32_t p, uint32_t y) {
    uint32_t out = 0;
    for (int ch = 0; ch < 4; ch++) out |= (uint32_t)cr_multiply_byte((p >> (8 * ch)) & 0xff, y) << (8 * ch);
    return out;
}

/// `p` + `q` per channel, at most 255.
static inline uint32_t cr_add_saturated(uint32_t p, uint32_t q) {
    uint32_t out = 0;
    for (int ch = 0; ch < 4; ch++) {
        uint32_t sum = ((p >> (8 * ch)) & 0xff) + ((q >> (8 * ch)) & 0xff);
        out |= (sum > 255 ? 255 : sum) << (8 * ch);
    }
    return out;
}

/// Pixels of a row starting at `out` to write one at a time before the rest is
/// `alignment`-byte aligned, as streamed (non-temporal) stores need; at most `width`.
static inline int cr_lead_to_alignment(const uint32_t *out, int alignment, int width) {
    int lead = (int)(((uintptr_t)alignment - ((uintptr_t)out & (uintptr_t)(alignment - 1))) % (uintptr_t)alignment / 4);
    return lead > width ? width : lead;
}

#if CR_X86_64
#include <immintrin.h>

/// x·y / 255, rounded, per 16-bit lane (x, y ≤ 255): pixman's pix_multiply.
static inline __m128i cr_multiply_lanes(__m128i x, __m128i y) {
    return _mm_mulhi_epu16(_mm_adds_epu16(_mm_mullo_epi16(x, y), _mm_set1_epi16(0x80)), _mm_set1_epi16(0x101));
}
#endif

#endif
