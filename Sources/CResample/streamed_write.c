// Copies and fills of whole frames written past the caches. pixman copies a picture a
// row at a time with memcpy and fills with ordinary stores; every destination line is
// then read in from memory before it is written over, though the compositor, not the
// next composite, is the one to read it. Streamed, a frame-sized copy moves two
// pictures' worth of memory instead of three: a 3840×2160 copy in a C probe (sixty
// alternated runs, medians, one thread) took 2.75 ms row by row with memcpy and 2.08 ms
// streamed.
//
// The portable path writes through the caches, as pixman does: plain C has no streamed
// store, and the fence a streamed store needs is x86's.
#include "streamed_write.h"
#include "pixel_loops.h"
#include "pixel_math.h"
#include <string.h>

#if CR_X86_64
__attribute__((target("avx2")))
static int copy_row_avx2(const uint32_t *in, uint32_t *out, int i, int width) {
    for (; i + 8 <= width; i += 8) _mm256_stream_si256((__m256i *)(out + i), _mm256_loadu_si256((const __m256i *)(in + i)));
    return i;
}

__attribute__((target("avx2")))
static int fill_row_avx2(uint32_t value, uint32_t *out, int i, int width) {
    __m256i v = _mm256_set1_epi32((int)value);
    for (; i + 8 <= width; i += 8) _mm256_stream_si256((__m256i *)(out + i), v);
    return i;
}

/// One row copied past the caches from its first aligned pixel.
static void copy_row_streamed(const uint32_t *in, uint32_t *out, int width, int avx2) {
    int i = 0, lead = cr_lead_to_alignment(out, avx2 ? 32 : 16, width);
    for (; i < lead; i++) out[i] = in[i];
    if (avx2) i = copy_row_avx2(in, out, i, width);
    for (; i + 4 <= width; i += 4) _mm_stream_si128((__m128i *)(out + i), _mm_loadu_si128((const __m128i *)(in + i)));
    for (; i < width; i++) out[i] = in[i];
}

/// One row filled past the caches from its first aligned pixel.
static void fill_row_streamed(uint32_t value, uint32_t *out, int width, int avx2) {
    __m128i v = _mm_set1_epi32((int)value);
    int i = 0, lead = cr_lead_to_alignment(out, avx2 ? 32 : 16, width);
    for (; i < lead; i++) out[i] = value;
    if (avx2) i = fill_row_avx2(value, out, i, width);
    for (; i + 4 <= width; i += 4) _mm_stream_si128((__m128i *)(out + i), v);
    for (; i < width; i++) out[i] = value;
}
#endif

void cr_copy_streamed(const uint32_t *source, int source_stride, uint32_t *destination, int destination_stride,
                      int width, int height, int loops) {
    int path = cr_path(loops);
    for (int j = 0; j < height; j++) {
        const uint32_t *in = source + (long)j * source_stride;
        uint32_t *out = destination + (long)j * destination_stride;
#if CR_X86_64
        if (path != CR_PATH_PORTABLE) {
            copy_row_streamed(in, out, width, path == CR_PATH_AVX2);
            continue;
        }
#endif
        if (width > 0) memcpy(out, in, (size_t)width * sizeof *out);
    }
#if CR_X86_64
    if (path != CR_PATH_PORTABLE) _mm_sfence();
#endif
    (void)path;
}

void cr_fill_streamed(uint32_t *destination, int destination_stride, uint32_t value, int width, int height,
                      int loops) {
    int path = cr_path(loops);
    for (int j = 0; j < height; j++) {
        uint32_t *out = destination + (long)j * destination_stride;
#if CR_X86_64
        if (path != CR_PATH_PORTABLE) {
            fill_row_streamed(value, out, width, path == CR_PATH_AVX2);
            continue;
        }
#endif
        for (int i = 0; i < width; i++) out[i] = value;
    }
#if CR_X86_64
    if (path != CR_PATH_PORTABLE) _mm_sfence();
#endif
    (void)path;
}
