#ifndef CW_MEMFD_H
#define CW_MEMFD_H
/* memfd_create and file seals sit behind _GNU_SOURCE, which Swift's Glibc module
   does not define. */

/* Creates an anonymous, close-on-exec shared-memory file that can only grow:
   sealed against shrinking (a compositor reading it can never hit SIGBUS) and
   against further seal changes. Returns the fd, or -1 with errno set. */
int cw_memfd_create_growable(const char *name);

#endif
