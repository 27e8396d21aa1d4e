// The choice between a loop's paths: at compile time by architecture (only x86-64 has
// SIMD paths), at run time by the processor's features and the portable switch.
#include "pixel_loops.h"
#include "pixel_math.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/// -1 until the environment is read; then 1 when every loop keeps to its portable path.
static atomic_int forced = -1;

static int portable_forced(void) {
    int f = atomic_load_explicit(&forced, memory_order_relaxed);
    if (f >= 0) return f;
    const char *value = getenv("LAYERS_PORTABLE_PIXELS");
    int wanted = value != NULL && value[0] != '\0' && strcmp(value, "0") != 0;
    // A `cr_set_portable` that came first wins over the environment.
    atomic_compare_exchange_strong(&forced, &f, wanted);
    return atomic_load_explicit(&forced, memory_order_relaxed);
}

void cr_set_portable(bool portable) { atomic_store(&forced, portable ? 1 : 0); }

int cr_path(int loops) {
    if (portable_forced()) return CR_PATH_PORTABLE;
#if CR_X86_64
    if (loops >= CR_LOOPS_BEST && __builtin_cpu_supports("avx2")) return CR_PATH_AVX2;
    return loops >= CR_LOOPS_SSE2 ? CR_PATH_SSE2 : CR_PATH_PORTABLE;
#else
    (void)loops;
    return CR_PATH_PORTABLE;
#endif
}

const char *cr_pixel_loops_name(void) {
    switch (cr_path(CR_LOOPS_BEST)) {
    case CR_PATH_AVX2: return "avx2";
    case CR_PATH_SSE2: return "sse2";
    default: return "portable";
    }
}
