#ifndef CMALLOC_OPTIONS_H
#define CMALLOC_OPTIONS_H
/* mallopt and its M_* constants live in <malloc.h>, which Swift's Glibc module
   does not bring in. */

/* Fixes glibc's mmap threshold at `bytes`: larger blocks always get mappings of
   their own and go back to the system when freed (by default the threshold rises
   past every big block freed, and the next ones stay in the heap). Returns 0 on
   failure. */
int malloc_fix_mmap_threshold(int bytes);

#endif
