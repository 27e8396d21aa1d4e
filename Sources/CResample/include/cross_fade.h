#ifndef CRESAMPLE_CROSS_FADE_H
#define CRESAMPLE_CROSS_FADE_H
#include <stdint.h>

/// The same pixels as pixman's SRC composite of premultiplied ARGB32 picture `a`,
/// followed by its OVER composite of premultiplied ARGB32 picture `b` through a constant
/// coverage `m` (a solid a8 mask), into the same destination: one pass that reads both
/// pictures and writes the destination once, instead of a copy and then a read, blend
/// and write of the whole rectangle again.
///
/// Per channel, with x·y meaning pixman's rounded product x·y / 255:
/// b' = b·m, then destination = min(255, b' + a·(255 − alpha of b')).
///
/// Each picture pointer is its rectangle's first pixel; strides are in pixels.
/// `loops` picks the paths it may take (`pixel_loops.h`; tests compare them).
///
/// With `stream` nonzero, the x86-64 paths write the destination past the caches
/// (non-temporal stores) where it is aligned: for a rectangle too big to stay in them, each
/// destination line is then not read in before it is written over. The call ends with a
/// store fence, so other threads see the pixels once it returns.
void cr_cross_fade(const uint32_t *a, int a_stride, const uint32_t *b, int b_stride, uint8_t m,
                   uint32_t *destination, int destination_stride, int width, int height, int loops,
                   int stream);

#endif
