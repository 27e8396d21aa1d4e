// Counts heap allocations for `WaylandApp bench` by interposing the allocator:
// symbols defined in the executable win over libc's, and each one forwards to
// glibc's own implementation (__libc_*), so behaviour is unchanged.
#include "CAllocationCounter.h"
#include <errno.h>
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static atomic_uint_fast64_t count;
static atomic_int enabled;

static inline void counted(void) {
    if (atomic_load_explicit(&enabled, memory_order_relaxed))
        atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
}

uint64_t ac_allocation_count(void) { return atomic_load(&count); }
void ac_enable(void) { atomic_store(&enabled, 1); }

void *malloc(size_t size) { counted(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { counted(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { counted(); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    counted();
    void *p = __libc_memalign(alignment, size);
    if (!p && size) return ENOMEM;
    *out = p;
    return 0;
}
