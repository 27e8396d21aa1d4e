#ifndef CALLOCATION_COUNTER_H
#define CALLOCATION_COUNTER_H
#include <stdint.h>

/// Number of malloc/calloc/realloc/memalign calls since the process started (all threads).
uint64_t ac_allocation_count(void);

/// The biggest single request (bytes) since the last reset, once enabled (all threads).
uint64_t ac_largest_allocation(void);

/// Starts watching for the biggest request afresh.
void ac_reset_largest_allocation(void);

/// Makes the counter live: until this is called, the interposed functions only forward.
void ac_enable(void);

#endif
