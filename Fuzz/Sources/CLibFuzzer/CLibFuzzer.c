// The declaration in include/CLibFuzzer.h is all this target provides; libFuzzer
// itself comes from the toolchain with -sanitize=fuzzer.
#include "CLibFuzzer.h"
