#ifndef CRESAMPLE_MIX_H
#define CRESAMPLE_MIX_H
#include <stdint.h>

/// The same pixels as pixman's SRC composite of 32-bit picture `a` through a constant
/// coverage `ma` (a solid a8 mask; 255 is a plain copy), followed by its ADD composite
/// of picture `b` through a constant coverage `mb` (0 adds nothing), into `destination`:
/// a cross-fade of two pictures of `count` pixels in one pass.
///
/// Per channel, with x·y meaning pixman's rounded product x·y / 255:
/// destination = min(255, a·ma + b·mb). `loops` picks the paths it may take
/// (`pixel_loops.h`).
void cr_mix(const uint32_t *a, uint8_t ma, const uint32_t *b, uint8_t mb, uint32_t *destination, long count,
            int loops);

#endif
