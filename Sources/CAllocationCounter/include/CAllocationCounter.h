#ifndef CALLOCATION_COUNTER_H
#define CALLOCATION_COUNTER_H
#include <stdint.h>

/// Number of malloc/calloc/realloc/memalign calls since the process started (all threads).
uint64_t ac_allocation_count(void);

/// Makes the counter live: until this is called, the interposed functions only forward.
void ac_enable(void);

#endif
