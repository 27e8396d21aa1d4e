#ifndef CRESAMPLE_STREAMED_WRITE_H
#define CRESAMPLE_STREAMED_WRITE_H
#include <stdint.h>

/// The same pixels as pixman's maskless SRC composite of a 32-bit picture into one of the
/// same format (a copy), written past the caches (non-temporal stores) from each row's
/// first aligned pixel: into a picture too big to stay in them, each destination line is
/// then not read in before it is written over. Each pointer is its rectangle's first
/// pixel; strides are in pixels. The rectangles must not overlap. The call ends with a
/// store fence, so other threads see the pixels once it returns. `loops` picks the paths
/// it may take (`pixel_loops.h`; tests compare them): AVX2 stores 32 bytes at a time,
/// SSE2 16; the portable path (any architecture) writes through the caches, as pixman.
void cr_copy_streamed(const uint32_t *source, int source_stride, uint32_t *destination, int destination_stride,
                      int width, int height, int loops);

/// `value` written to every pixel of the rectangle, as `pixman_fill` does for 32 bits a
/// pixel, past the caches as `cr_copy_streamed` writes.
void cr_fill_streamed(uint32_t *destination, int destination_stride, uint32_t value, int width, int height,
                      int loops);

#endif
