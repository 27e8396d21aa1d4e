#ifndef CRESAMPLE_PIXEL_LOOPS_H
#define CRESAMPLE_PIXEL_LOOPS_H
#include <stdbool.h>

/// Which paths a loop's call may take (its `loops` argument); every path gives the same
/// bytes.
///
/// - 0: the portable C path only, the one every architecture has (on aarch64 the
///   compiler vectorizes it for NEON; there are no NEON intrinsics).
/// - 1: also SSE2 on x86-64 (elsewhere, the portable path).
/// - 2: also AVX2 where the processor has it (checked at run time).
///
/// `LAYERS_PORTABLE_PIXELS=1` in the environment (read once, at the first call) or
/// `cr_set_portable(true)` holds every call to the portable path.
enum { CR_LOOPS_PORTABLE = 0, CR_LOOPS_SSE2 = 1, CR_LOOPS_BEST = 2 };

/// Holds every loop to its portable path (true), or lets each call choose again (false),
/// whatever the environment said. A test hook: calls already running are not affected.
void cr_set_portable(bool portable);

/// The path a call allowing every path takes on this machine now: "avx2", "sse2" or
/// "portable".
const char *cr_pixel_loops_name(void);

#endif
