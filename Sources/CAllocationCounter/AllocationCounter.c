// Counts heap allocations for `WaylandApp bench` by interposing the allocator:
// symbols defined in the executable win over libc's, and each one forwards to
// glibc's own implementation (__libc_*), so behaviour is unchanged.
#include "CAllocationCounter.h"
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static atomic_uint_fast64_t count;
static atomic_int enabled;
// Per thread, so work on other threads (tests running side by side) cannot show up.
// Initial-exec TLS in the executable: reading it never allocates.
static _Thread_local int watching;
static _Thread_local uint64_t largest;

static inline void counted(size_t size) {
    if (!atomic_load_explicit(&enabled, memory_order_relaxed)) return;
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    if (watching && size > largest) largest = size;
}

uint64_t ac_allocation_count(void) { return atomic_load(&count); }
void ac_watch_largest_allocation(void) { largest = 0; watching = 1; }
uint64_t ac_largest_allocation(void) { watching = 0; return largest; }
void ac_enable(void) { atomic_store(&enabled, 1); }

void *malloc(size_t size) { counted(size); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) {
    counted(size != 0 && n > SIZE_MAX / size ? SIZE_MAX : n * size);
    return __libc_calloc(n, size);
}
void *realloc(void *p, size_t size) { counted(size); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { counted(size); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { counted(size); return __libc_memalign(alignment, size); }

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    counted(size);
    void *p = __libc_memalign(alignment, size);
    if (!p && size) return ENOMEM;
    *out = p;
    return 0;
}
