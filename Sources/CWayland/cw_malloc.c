#include <malloc.h>
#include "cw_malloc.h"

int cw_malloc_fix_mmap_threshold(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}
