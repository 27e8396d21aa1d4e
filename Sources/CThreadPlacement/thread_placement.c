// Where the render helpers run, for `HelperPlacement`: off the CPU of the thread whose
// frame they share. The glibc calls it takes are GNU extensions and macros, which Swift
// cannot import; they are wrapped here, with `ctp_cpus` standing for `cpu_set_t`.
#define _GNU_SOURCE
#include "thread_placement.h"
#include <sched.h>
#include <string.h>

_Static_assert(sizeof(ctp_cpus) == sizeof(cpu_set_t), "ctp_cpus is a cpu_set_t");

int ctp_current_cpu(void) { return sched_getcpu(); }

int ctp_affinity(pthread_t thread, ctp_cpus *out) {
    cpu_set_t set;
    if (pthread_getaffinity_np(thread, sizeof set, &set) != 0) return -1;
    memcpy(out, &set, sizeof set);
    return 0;
}

int ctp_set_affinity(pthread_t thread, const ctp_cpus *cpus) {
    cpu_set_t set;
    memcpy(&set, cpus, sizeof set);
    return pthread_setaffinity_np(thread, sizeof set, &set) == 0 ? 0 : -1;
}

int ctp_keep_off_cpu(pthread_t thread, const ctp_cpus *allowed, int cpu) {
    cpu_set_t set;
    memcpy(&set, allowed, sizeof set);
    if (cpu >= 0 && cpu < CPU_SETSIZE) CPU_CLR(cpu, &set);
    if (CPU_COUNT(&set) == 0) return -1;
    return pthread_setaffinity_np(thread, sizeof set, &set) == 0 ? 0 : -1;
}

int ctp_holds(const ctp_cpus *cpus, int cpu) {
    cpu_set_t set;
    memcpy(&set, cpus, sizeof set);
    return cpu >= 0 && cpu < CPU_SETSIZE && CPU_ISSET(cpu, &set) ? 1 : 0;
}

ctp_cpus ctp_only(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (cpu >= 0 && cpu < CPU_SETSIZE) CPU_SET(cpu, &set);
    ctp_cpus out;
    memcpy(&out, &set, sizeof set);
    return out;
}
