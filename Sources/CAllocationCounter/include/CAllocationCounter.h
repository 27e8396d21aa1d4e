#ifndef CALLOCATION_COUNTER_H
#define CALLOCATION_COUNTER_H
#include <stdint.h>

/// Nonzero when allocations are counted: zero in a sanitizer build, where the
/// sanitizer's allocator stays in charge and every count reads 0.
int ac_is_counting(void);

/// Number of malloc/calloc/realloc/memalign calls since the process started (all threads).
uint64_t ac_allocation_count(void);

/// Number of those made on the calling thread (once enabled): what a test counts while
/// other tests run on other threads.
uint64_t ac_thread_allocation_count(void);

/// Starts watching this thread's allocations for the biggest single request.
void ac_watch_largest_allocation(void);

/// Stops watching; the biggest request (bytes) this thread made since the watch began.
uint64_t ac_largest_allocation(void);

/// Makes the counter live: until this is called, the interposed functions only forward.
void ac_enable(void);

/// Starts (1) or stops (0) recording the call stack of every counted allocation.
void ac_trace_sites(int on);

/// Ends a stretch of recording (a frame): its call stacks are kept for `ac_print_sites`
/// when `keep` is nonzero, and forgotten otherwise (a frame that was not steady).
void ac_keep_sites(int keep);
/// Writes the `top` most frequent kept call stacks to `fd` (raw frames, as glibc's
/// backtrace_symbols_fd prints them), then forgets them.
void ac_print_sites(int fd, int top);

#endif
