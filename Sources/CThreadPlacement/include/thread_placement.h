#ifndef CTHREADPLACEMENT_THREAD_PLACEMENT_H
#define CTHREADPLACEMENT_THREAD_PLACEMENT_H
#include <pthread.h>

/// A set of CPUs, as the kernel's affinity masks hold them (glibc's `cpu_set_t`, whose
/// macros Swift cannot import): bit `i % 64` of `bits[i / 64]` is CPU `i`.
typedef struct {
    unsigned long bits[16];
} ctp_cpus;

/// The CPU the calling thread runs on now, or -1 when the system cannot say.
int ctp_current_cpu(void);

/// The CPUs `thread` may run on, into `out`; 0 on success, -1 on failure.
int ctp_affinity(pthread_t thread, ctp_cpus *out);

/// Lets `thread` run on `cpus`; 0 on success, -1 when the system refused (none of them
/// is one this process may use).
int ctp_set_affinity(pthread_t thread, const ctp_cpus *cpus);

/// Lets `thread` run on `allowed` except `cpu`; 0 on success, -1 when `cpu` is the only
/// one of them, or the system refused.
int ctp_keep_off_cpu(pthread_t thread, const ctp_cpus *allowed, int cpu);

/// True (1) when `cpus` holds `cpu`.
int ctp_holds(const ctp_cpus *cpus, int cpu);

/// `cpus` holding `cpu` alone.
ctp_cpus ctp_only(int cpu);

#endif
