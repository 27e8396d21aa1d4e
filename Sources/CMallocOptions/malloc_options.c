#include <malloc.h>
#include "CMallocOptions.h"

int malloc_fix_mmap_threshold(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}
