// Counts heap allocations for `WaylandApp bench` and the allocation tests by
// interposing the allocator. Built two ways: as libAllocationCounter.so, which
// `bench` preloads into itself (LD_PRELOAD puts it before libc in symbol lookup), and
// linked into the test bundle, whose own definitions win the same way. The installed
// app never carries it. Each function forwards to glibc's own implementation
// (__libc_*), so behaviour is unchanged.
//
// Under AddressSanitizer or ThreadSanitizer the sanitizer owns the allocator and its
// runtime allocates while it installs its interceptors, before anything here could be
// ready: the interposers are left out and ac_is_counting() says so.
#include "CAllocationCounter.h"
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdatomic.h>
#include <execinfo.h>
#include <stdio.h>
#include <pthread.h>
#include <string.h>

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#    define AC_SANITIZED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#  define AC_SANITIZED 1
#endif
#ifndef AC_SANITIZED
#  define AC_SANITIZED 0
#endif

// Initial-exec TLS, in the executable and in a preloaded library alike: reading it
// never calls into the loader, which could allocate.
#define AC_TLS static _Thread_local __attribute__((tls_model("initial-exec")))

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static atomic_uint_fast64_t count;
static atomic_int enabled;
// Per thread, so work on other threads (tests running side by side) cannot show up.
AC_TLS int watching;
AC_TLS uint64_t largest;
// This thread's own count, for a test that must not see its neighbours' allocations.
AC_TLS uint64_t thread_count;

// Allocation sites: the call stacks of counted allocations while tracing, in a fixed
// table (recording a site must not allocate), keyed by a hash of the return addresses.
#define AC_SITES 4096
#define AC_DEPTH 16
struct ac_site { uint64_t hash, count; int depth; void *frames[AC_DEPTH]; };
static struct ac_site sites[AC_SITES];
static atomic_int tracing;
AC_TLS int recording;
static pthread_mutex_t sites_lock = PTHREAD_MUTEX_INITIALIZER;

// Sites of the frame being counted wait in `pending` until `ac_keep_sites` says whether
// the frame was one to keep (a steady one), and go into `sites` only then.
static struct ac_site pending[AC_SITES];

/// Adds `count` allocations at the call stack `frames` (hashed `hash`) to `table`.
static void add_site(struct ac_site *table, uint64_t hash, uint64_t count, int depth, void *const *frames) {
    for (int k = 0; k < AC_SITES; k++) {
        struct ac_site *s = &table[(hash + k) % AC_SITES];
        if (s->hash == hash) { s->count += count; return; }
        if (s->hash == 0) {
            s->hash = hash; s->count = count; s->depth = depth;
            memcpy(s->frames, frames, sizeof(void *) * (size_t)depth);
            return;
        }
    }
}

static void record_site(void) {
    if (!atomic_load_explicit(&tracing, memory_order_relaxed) || recording) return;
    recording = 1;
    void *frames[AC_DEPTH];
    int depth = backtrace(frames, AC_DEPTH);
    uint64_t hash = 1469598103934665603ull;
    for (int i = 0; i < depth; i++) hash = (hash ^ (uint64_t)(uintptr_t)frames[i]) * 1099511628211ull;
    if (hash == 0) hash = 1;
    pthread_mutex_lock(&sites_lock);
    add_site(pending, hash, 1, depth, frames);
    pthread_mutex_unlock(&sites_lock);
    recording = 0;
}

static inline void counted(size_t size) {
    if (!atomic_load_explicit(&enabled, memory_order_relaxed)) return;
    atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    thread_count++;
    record_site();
    if (watching && size > largest) largest = size;
}

int ac_is_counting(void) { return !AC_SANITIZED; }
uint64_t ac_allocation_count(void) { return atomic_load(&count); }
uint64_t ac_thread_allocation_count(void) { return thread_count; }
void ac_watch_largest_allocation(void) { largest = 0; watching = 1; }
uint64_t ac_largest_allocation(void) { watching = 0; return largest; }
void ac_enable(void) { atomic_store(&enabled, 1); }

void ac_trace_sites(int on) {
    if (on) {
        // The first backtrace loads the unwinder, which allocates: not while recording.
        void *warm[2];
        recording = 1;
        backtrace(warm, 2);
        recording = 0;
    }
    atomic_store(&tracing, on);
}

void ac_keep_sites(int keep) {
    pthread_mutex_lock(&sites_lock);
    for (int k = 0; keep && k < AC_SITES; k++) {
        if (pending[k].hash) add_site(sites, pending[k].hash, pending[k].count, pending[k].depth, pending[k].frames);
    }
    memset(pending, 0, sizeof pending);
    pthread_mutex_unlock(&sites_lock);
}

void ac_print_sites(int fd, int top) {
    atomic_store(&tracing, 0);
    pthread_mutex_lock(&sites_lock);
    for (int shown = 0; shown < top; shown++) {
        int best = -1;
        for (int k = 0; k < AC_SITES; k++) {
            if (sites[k].hash && (best < 0 || sites[k].count > sites[best].count)) best = k;
        }
        if (best < 0) break;
        dprintf(fd, "--- %llu allocations at:\n", (unsigned long long)sites[best].count);
        // Frames 0 and 1 are record_site and the allocator itself.
        if (sites[best].depth > 2) backtrace_symbols_fd(sites[best].frames + 2, sites[best].depth - 2, fd);
        sites[best].hash = 0;
    }
    memset(sites, 0, sizeof sites);
    pthread_mutex_unlock(&sites_lock);
}

#if !AC_SANITIZED
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
#endif
